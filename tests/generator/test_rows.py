"""Rows mapped by the generator (spec/mappings/, generator/rows.py): the select list and the
row-to-model function generated for a resource, run on a record; and each mistake of a mapping
file reported at its place.

The fixture spec has no mapping file (its other tests edit its resources freely); these tests copy
fixture_rows/pets.yaml into a copy of it, as spec/mappings/pets.yaml.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from generator.build import load_spec
from generator.output import generate
from tests.generator.test_spec_errors import Mistake, apply, assert_plain_sentence, line_of, one, problems_of

REPO_ROOT = Path(__file__).resolve().parents[2]
MAPPING = "mappings/pets.yaml"


@pytest.fixture
def spec(spec: Path) -> Path:
    """The fixture spec's copy, with the pets' mapping file."""
    (spec / "mappings").mkdir()
    shutil.copy(Path(__file__).with_name("fixture_rows") / "pets.yaml", spec / MAPPING)
    return spec


ROW_MISTAKES: dict[str, Mistake] = {}

ROW_MISTAKES["mapped field that the resource lacks"] = one(
    MAPPING,
    "      age: PetRecord.age\n",
    "      age: PetRecord.age\n      colour: PetRecord.colour\n",
    r"^'colour' is not one of its fields \('Pet'\)\.$",
    at="colour:",
)
ROW_MISTAKES["mapped internal field"] = one(
    MAPPING,
    "      age: PetRecord.age\n",
    "      age: PetRecord.age\n      archived: PetRecord.archived\n",
    r"^'archived' is an internal field, which its model does not have \('Pet'\)\.$",
    at="archived:",
)
ROW_MISTAKES["field without a source"] = one(
    MAPPING,
    "      age: PetRecord.age\n",
    "",
    r"^'Pet' has field\(s\) with no source: age; name the column of each, or mark it given\.$",
    at="    fields:",
)
ROW_MISTAKES["column of a table not imported"] = one(
    MAPPING,
    "      age: PetRecord.age\n",
    "      age: Animal.age\n",
    r"^'Animal\.age' names the table 'Animal', which 'tables' does not import\.$",
)
ROW_MISTAKES["object read from a column"] = one(
    MAPPING,
    "      microchip: {given: true, reads: PetRecord.chip}\n",
    "      microchip: PetRecord.chip\n",
    r"^Field 'microchip' is the object Microchip, which no column holds: mark it given",
)
ROW_MISTAKES["rows of a resource that does not exist"] = one(
    MAPPING,
    "  Pet:\n    table: PetRecord\n",
    "  Pets:\n    table: PetRecord\n",
    r"^Rows of 'Pets': 'Pets' is not a resource\.$",
    at="  Pets:",
)
ROW_MISTAKES["rows of a request resource"] = one(
    MAPPING,
    "      microchip: {given: true, reads: PetRecord.chip}\n",
    "      microchip: {given: true, reads: PetRecord.chip}\n"
    "  CreatePetRequest:\n    table: PetRecord\n    fields:\n      name: PetRecord.name\n",
    r"^'CreatePetRequest' is a request resource: only a response resource is built from rows\.$",
    at="  CreatePetRequest:",
)
ROW_MISTAKES["base that is not a mapping of the file"] = one(
    MAPPING,
    "  Pet:\n    table: PetRecord\n",
    "  Pet:\n    base: Animal\n",
    r"^The base 'Animal' is not a mapping of this file without a base of its own\.$",
    at="    base: Animal",
)
ROW_MISTAKES["read under a field's name"] = one(
    MAPPING,
    "      microchip: {given: true, reads: PetRecord.chip}\n",
    "      microchip: {given: true, reads: PetRecord.chip}\n    reads:\n      age: PetRecord.age\n",
    r"^'age' is a field of 'Pet': name its column under fields\.$",
    at="      age: PetRecord.age",
    occurrence=2,
)
ROW_MISTAKES["column that is not Table.attribute"] = one(
    MAPPING,
    "      age: PetRecord.age\n",
    "      age: age\n",
    r"^'rows\.Pet\.fields\.age'",
)


@pytest.mark.parametrize("mistake", [pytest.param(m, id=name) for name, m in ROW_MISTAKES.items()])
def test_mapping_mistake_is_reported_at_its_place(spec: Path, mistake: Mistake) -> None:
    apply(spec, mistake.edits)
    problems = problems_of(spec)
    assert len(problems) == 1, "expected one problem, got:\n" + "\n".join(map(str, problems))
    problem = problems[0]
    assert problem.file == f"spec/{mistake.file}"
    assert problem.line == line_of(spec / mistake.file, mistake.at, mistake.occurrence), str(problem)
    assert re.search(mistake.phrase, problem.message), problem.message
    assert_plain_sentence(problem.message)


def test_a_field_added_to_the_resource_needs_a_source(spec: Path) -> None:
    resources = spec / "resources/pets.yaml"
    resources.write_text(
        resources.read_text().replace(
            "      age: {type: integer}\n", "      age: {type: integer}\n      colour: {type: string}\n"
        )
    )
    assert [p.message for p in problems_of(spec)] == [
        "'Pet' has field(s) with no source: colour; name the column of each, or mark it given."
    ]


def test_the_mapping_reaches_the_intermediate_model(spec: Path) -> None:
    (mapping,) = load_spec(spec).rows
    assert (mapping.resource, mapping.area, mapping.table) == ("Pet", "pets", "PetRecord")
    assert [f.field.name for f in mapping.fields if f.given] == ["owner_detail", "microchip"]
    assert ("weight", "PetRecord.weight_kg") in [(label, str(column)) for label, column in mapping.columns]
    assert mapping.of_one_table


SCRIPT = textwrap.dedent(
    """
    import datetime, json, uuid
    from sqlalchemy import select
    from generated import models
    from generated.rows.pets import PET_COLUMNS, pet_from_row, pet_row
    from tests.generator.tables import PetRecord

    record = PetRecord(
        id=7, name="Rex", nickname=None, species="dog", status="available", weight_kg=12.5, age=3,
        birth_date=None, registered_at=datetime.datetime(2026, 1, 2, 3, 4, 5), owner_id=None, tags=["good"],
        chip={"number": "250", "implanted_at": "2026-01-01T00:00:00Z"},
    )
    row = pet_row(record)
    chip = models.Microchip.model_validate(row["microchip"])
    pet = pet_from_row(row, owner_detail=None, microchip=chip)
    validated = models.Pet.model_validate(pet.model_dump())
    print(json.dumps({
        "labels": [column.name for column in PET_COLUMNS],
        "sql": str(select(*PET_COLUMNS)),
        "pet": json.loads(pet.model_dump_json()),
        "same_as_validated": validated == pet,
        "species_type": type(pet.species).__name__,
    }))
    """
)


def test_generated_rows_build_the_model_from_a_record(spec: Path, tmp_path: Path) -> None:
    root = tmp_path / "root"
    root.mkdir()
    generate(root, spec)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root), str(REPO_ROOT)])}
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=root, capture_output=True, text=True, check=False, env=env
    )
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["labels"] == [
        "id", "name", "nickname", "species", "status", "weight", "age", "birth_date", "registered_at", "owner",
        "tags", "microchip",
    ]  # fmt: skip
    assert "pets.weight_kg AS weight" in out["sql"]
    assert out["pet"]["weight"] == 12.5 and out["pet"]["microchip"]["number"] == "250"
    assert out["pet"]["owner_detail"] is None and out["pet"]["species"] == "dog"
    assert out["species_type"] == "Species"  # enum members, as validation builds them
    assert out["same_as_validated"] is True
