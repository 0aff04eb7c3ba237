"""Warnings about response fields a request can leave without a value (generator/nullability.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build import load_spec
from generator.problems import Problem
from tests.generator.conftest import REPO_ROOT, run_generator
from tests.generator.test_spec_errors import Edit, apply, line_of

RESOURCES = "resources/pets.yaml"
NON_NULL_WEIGHT = Edit(RESOURCES, "weight: {type: number, nullable: true}", "weight: {type: number}")
WEIGHT = "'Pet.weight' is never null, but 'CreatePetRequest.weight' may be left out and has no default"


def messages(spec: Path) -> list[str]:
    return [w.message for w in load_spec(spec).warnings]


def test_the_fixture_spec_and_the_real_spec_have_no_warnings(spec: Path) -> None:
    assert load_spec(spec).warnings == ()
    assert load_spec(REPO_ROOT / "spec").warnings == ()


def test_an_optional_request_field_without_default_feeding_a_non_null_response_field_is_warned(spec: Path) -> None:
    apply(spec, (NON_NULL_WEIGHT,))
    assert load_spec(spec).warnings == (
        Problem(
            f"{spec.name}/{RESOURCES}",
            line_of(spec / RESOURCES, "weight: {type: number}"),
            f"{WEIGHT}: make the response field nullable, give the request field a default, "
            "or say with a decision how it is filled.",
        ),
    )


@pytest.mark.parametrize(
    "silencer",
    [
        Edit(RESOURCES, "weight: {type: number, minimum: 0", "weight: {type: number, default: 1, minimum: 0"),
        Edit(RESOURCES, "      weight: {type: number}\n", "      weight: {type: number, decision: nickname_policy}\n"),
    ],
    ids=["a request default", "a decision on the response field"],
)
def test_a_default_or_a_decision_silences_it(spec: Path, silencer: Edit) -> None:
    apply(spec, (NON_NULL_WEIGHT, silencer))
    assert messages(spec) == []


def test_a_nullable_request_field_feeding_a_non_null_response_field_is_warned(spec: Path) -> None:
    apply(
        spec, (Edit(RESOURCES, "age: {type: integer, default: 0,", "age: {type: integer, nullable: true, default: 0,"),)
    )
    # The partial update inherits the nullable field: null there would clear it, so it is warned too.
    assert messages(spec) == [
        f"'Pet.age' is never null, but '{request}.age' may be null: make the response field nullable, "
        "give the request field a default, or say with a decision how it is filled."
        for request in ("CreatePetRequest", "UpdatePetRequest")
    ]


def test_the_detail_of_a_nullable_relation_must_be_nullable(spec: Path) -> None:
    apply(spec, (Edit(RESOURCES, "owner_detail: {object: Owner, nullable: true}", "owner_detail: {object: Owner}"),))
    assert messages(spec) == [
        "'Pet.owner_detail' is never null, but the relation 'owner' may be null: make the detail nullable too."
    ]


def test_validate_prints_warnings_and_still_succeeds(spec: Path, tmp_path: Path) -> None:
    apply(spec, (NON_NULL_WEIGHT,))
    result = run_generator("validate", "--spec", str(spec))
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines()[:2] == [
        "1 warning(s) about the spec:",
        f"  {spec.name}/{RESOURCES}:{line_of(spec / RESOURCES, 'weight: {type: number}')}: {WEIGHT}: make the "
        "response field nullable, give the request field a default, or say with a decision how it is filled.",
    ]
