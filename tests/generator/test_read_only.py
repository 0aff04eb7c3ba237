"""Bodies that write a record take its read-only fields and forget them (spec: writes; decision read_only_fields).

The fixture's CreatePetRequest writes Pet, and its microchip (MicrochipRequest) is paired with
Pet's microchip (Microchip) through the field of the same name. Its generated models are imported
in a subprocess (the package name `generated` belongs to the project in this process), which
validates each body as the runtime reads one and prints what the service would see, or the
400's body.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from generator import ir
from tests.generator.conftest import REPO_ROOT

PET = {"name": "Rex", "species": "dog"}
CHIP = {"number": "CH-1"}
# A Pet as a GET answers it, field for field (owner_detail and birth_date are read-only here).
READ = {
    **PET,
    "id": 7,
    "nickname": None,
    "status": "available",
    "weight": 12.5,
    "age": 3,
    "birth_date": "2020-05-01",
    "registered_at": "2024-01-02T03:04:05Z",
    "owner": None,
    "owner_detail": None,
    "tags": ["calm"],
    "microchip": {**CHIP, "implanted_at": "2021-06-07T00:00:00Z"},
}

# Each case: (model, body).
CASES: dict[str, tuple[str, Any]] = {
    "record as read": ("CreatePetRequest", READ),
    "read-only of any value": ("CreatePetRequest", {**PET, "id": "seven", "owner_detail": {"anything": [1]}}),
    "unknown at every depth": (
        "CreatePetRequest",
        {**PET, "colour": "red", "microchip": {**CHIP, "implanted_at": None, "colour": "blue"}},
    ),
    "read-only beside a bad field": ("CreatePetRequest", {**PET, "name": 5, "registered_at": "then"}),
    "partial update of read-only fields only": ("UpdatePetRequest", {"id": 7, "registered_at": "2001-01-01"}),
    "partial update as read": ("UpdatePetRequest", READ),
    "a body that writes nothing": (
        "BulkAdoptPetsRequest",
        {"owner": "9a3e1a8e-0000-4000-8000-000000000001", "operations": [], "id": 1},
    ),
}

SCRIPT = r"""
import json, sys

import pydantic

from generated import models
from handwritten.runtime.http import error_tree

results = {}
for name, (model, body) in json.load(sys.stdin).items():
    try:
        value = getattr(models, model).model_validate_json(json.dumps(body))
    except pydantic.ValidationError as exc:
        results[name] = {"errors": error_tree(exc.errors(include_url=False, include_context=True))}
        continue
    results[name] = {
        "dump": value.model_dump(mode="json", exclude_unset=True),
        "fields_set": sorted(value.model_fields_set),
        "extra": value.__pydantic_extra__,
    }
print(json.dumps(results))
"""


@pytest.fixture(scope="module")
def read(generated_root: Path) -> dict[str, Any]:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=generated_root,
        input=json.dumps(CASES),
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(generated_root), str(REPO_ROOT)])},
    )
    assert result.returncode == 0, result.stderr
    results: dict[str, Any] = json.loads(result.stdout)
    return results


def test_a_record_as_read_is_its_writable_fields(read: dict[str, Any]) -> None:
    writable = {k: v for k, v in READ.items() if k not in ("id", "birth_date", "registered_at", "owner_detail")}
    assert read["record as read"]["dump"] == {**writable, "microchip": CHIP}
    assert read["record as read"]["fields_set"] == sorted(writable)
    assert read["record as read"]["extra"] == {}


def test_read_only_fields_are_ignored_whatever_their_value(read: dict[str, Any]) -> None:
    assert read["read-only of any value"]["dump"] == PET
    assert read["partial update of read-only fields only"] == {"dump": {}, "fields_set": [], "extra": {}}


def test_a_partial_update_sees_only_the_writable_fields(read: dict[str, Any]) -> None:
    assert "id" not in read["partial update as read"]["fields_set"]
    assert read["partial update as read"]["dump"]["microchip"] == CHIP


def test_a_key_the_record_does_not_have_is_unknown_at_its_place(read: dict[str, Any]) -> None:
    assert read["unknown at every depth"] == {
        "errors": {"colour": ["Unknown field."], "microchip": {"colour": ["Unknown field."]}}
    }
    assert read["a body that writes nothing"] == {"errors": {"id": ["Unknown field."]}}


def test_other_fields_are_still_checked(read: dict[str, Any]) -> None:
    assert read["read-only beside a bad field"] == {"errors": {"name": ["Not a valid string."]}}


def test_the_openapi_request_schema_marks_read_only_fields(generated_root: Path, fixture_spec: ir.Spec) -> None:
    schemas = yaml.safe_load((generated_root / "generated/openapi/main.yaml").read_text(encoding="utf-8"))[
        "components"
    ]["schemas"]
    create, chip = schemas["CreatePetRequest"], schemas["MicrochipRequest"]
    marked = sorted(name for name, prop in create["properties"].items() if prop.get("readOnly"))
    assert marked == ["birth_date", "id", "owner_detail", "registered_at"]
    assert [f.name for f in fixture_spec.resources["CreatePetRequest"].read_only] == [
        "id",
        "birth_date",
        "registered_at",
        "owner_detail",
    ]
    assert create["properties"]["registered_at"] == {"type": "string", "format": "date-time", "readOnly": True}
    assert create["additionalProperties"] is False and "id" not in create["required"]
    assert chip["properties"]["implanted_at"]["readOnly"] is True
    assert not any(prop.get("readOnly") for prop in schemas["Pet"]["properties"].values())
    assert not any(prop.get("readOnly") for prop in schemas["BulkAdoptPetsRequest"]["properties"].values())
