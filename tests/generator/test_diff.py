"""Breaking-change detection: each rule, in both directions, on one small edit of the fixture spec.

Each case copies the fixture spec, makes text edits, and compares the two intermediate models
(load_spec) both ways: from the fixture to the edit, then back. What is breaking one way is
usually compatible the other way (a removed response field breaks, an added one does not); the
expected changes are given as (rule, where, breaking) for each direction, and must be all.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator import ir
from generator.build import load_spec
from generator.cli import main
from generator.compat import Approval, CompatError, judge, read_approvals, verdict_lines
from generator.diff import Change, diff_specs
from tests.generator.conftest import run_generator
from tests.generator.golden import FIXTURE_SPEC

PETS_OPS = "operations/pets.yaml"
OWNERS_OPS = "operations/owners.yaml"
RESOURCES = "resources/pets.yaml"

Expected = tuple[tuple[str, str, bool], ...]  # (rule, where, breaking)


@dataclass(frozen=True)
class Edit:
    file: str  # relative to the spec folder
    old: str  # must occur exactly once
    new: str


@dataclass(frozen=True)
class Case:
    edits: tuple[Edit, ...]
    forward: Expected  # from the fixture to the edited spec
    backward: Expected  # from the edited spec back to the fixture


def case(file: str, old: str, new: str, forward: Expected, backward: Expected) -> Case:
    return Case((Edit(file, old, new),), forward, backward)


def both_ways(rule: str, where: str) -> tuple[Expected, Expected]:
    return ((rule, where, True),), ((rule, where, True),)


def apply(spec: Path, edits: tuple[Edit, ...]) -> None:
    for edit in edits:
        path = spec / edit.file
        text = path.read_text(encoding="utf-8")
        assert text.count(edit.old) == 1, f"{edit.old!r} should occur once in {edit.file}"
        path.write_text(text.replace(edit.old, edit.new), encoding="utf-8")


def triples(changes: list[Change]) -> set[tuple[str, str, bool]]:
    return {(c.rule, c.where, c.breaking) for c in changes}


PET = "resources.Pet"
CREATE = "resources.CreatePetRequest"
UPDATE = "resources.UpdatePetRequest"  # a partial copy of CreatePetRequest: the same change, optional
LIST_PETS = "operations.list_pets"
WRITTEN = ("id", "birth_date", "registered_at", "owner_detail")  # Pet's fields that CreatePetRequest does not write
STATISTICS = "operations.pet_statistics"

DELETE_PET = """  delete_pet:
    code: P5
    permission: delete_pet
    summary: Delete pet
    method: DELETE
    path: /api/pets/{id}/
    path_source: stated
    path_parameters:
      id: {type: integer}
    response: {status: 204}
    decisions: [soft_delete]

"""

CASES: dict[str, Case] = {
    # -- operations -------------------------------------------------------------------------------
    "operation removed / added": case(
        PETS_OPS,
        DELETE_PET,
        "",
        (("operation-removed", "operations.delete_pet", True),),
        (("operation-added", "operations.delete_pet", False),),
    ),
    "operation renamed": case(
        PETS_OPS,
        "  retrieve_pet:\n",
        "  get_pet:\n",
        (("operation-renamed", "operations.retrieve_pet", True),),
        (("operation-renamed", "operations.get_pet", True),),
    ),
    "operation code changed": case(
        PETS_OPS, "    code: P2\n", "    code: P9\n", *both_ways("operation-code-changed", "operations.retrieve_pet")
    ),
    "method changed": case(
        PETS_OPS, "    method: PATCH\n", "    method: PUT\n", *both_ways("method-changed", "operations.update_pet")
    ),
    "stated path changed": case(
        OWNERS_OPS,
        "    path: /api/owners/\n",
        "    path: /api/people/\n",
        *both_ways("path-changed", "operations.list_owners"),
    ),
    "inferred path changed": case(
        PETS_OPS,
        "    path: /api/pets/statistics/\n",
        "    path: /api/pets/stats/\n",
        *both_ways("path-changed", STATISTICS),
    ),
    "path now stated": case(
        PETS_OPS,
        "    path: /api/pets/statistics/\n    path_source: inferred\n",
        "    path: /api/pets/statistics/\n    path_source: stated\n",
        (("path-source-changed", STATISTICS, False), ("decisions-changed", STATISTICS, False)),
        (("path-source-changed", STATISTICS, False), ("decisions-changed", STATISTICS, False)),
    ),
    "host changed": case(
        OWNERS_OPS,
        "host: registry\n",
        "host: main\n",
        tuple(("host-changed", f"operations.{name}", True) for name in ("list_owners", "retrieve_owner", "owner_card")),
        tuple(("host-changed", f"operations.{name}", True) for name in ("list_owners", "retrieve_owner", "owner_card")),
    ),
    "response status changed": case(
        PETS_OPS,
        "    response: {resource: Pet, status: 201}\n",
        "    response: {resource: Pet, status: 200}\n",
        *both_ways("response-status-changed", "operations.create_pet.response"),
    ),
    "response kind changed": case(
        OWNERS_OPS,
        "    response: {resource: Owner}\n",
        "    response: {list_of: Owner}\n",
        *both_ways("response-kind-changed", "operations.retrieve_owner.response"),
    ),
    "response schema replaced": case(
        OWNERS_OPS,
        "    response: {resource: OwnerCard}\n",
        "    response: {resource: Owner}\n",
        (
            ("response-schema-renamed", "operations.owner_card.response", False),
            ("field-added", "operations.owner_card.response.id", False),
            ("field-added", "operations.owner_card.response.email", False),
            ("field-added", "operations.owner_card.response.created_at", False),
        ),
        (
            ("response-schema-renamed", "operations.owner_card.response", False),
            ("field-removed", "operations.owner_card.response.id", True),
            ("field-removed", "operations.owner_card.response.email", True),
            ("field-removed", "operations.owner_card.response.created_at", True),
        ),
    ),
    "permission narrowed / widened": case(
        PETS_OPS,
        "    permission: member\n",
        "    permission: view_pet\n",
        (("permission-changed", STATISTICS, True),),
        (("permission-widened", STATISTICS, False),),
    ),
    "permission changed to another codename": case(
        PETS_OPS,
        "    code: P1\n    permission: view_pet\n",
        "    code: P1\n    permission: view_pets\n",
        *both_ways("permission-changed", LIST_PETS),
    ),
    "authentication required / dropped": case(
        OWNERS_OPS,
        "    anonymous: true\n",
        "    permission: view_owner\n",
        (
            ("authentication-added", "operations.owner_card", True),
            ("error-status-added", "operations.owner_card.errors[401]", False),
        ),
        (
            ("authentication-removed", "operations.owner_card", False),
            ("error-status-removed", "operations.owner_card.errors[401]", False),
        ),
    ),
    "error status removed / added": case(
        OWNERS_OPS,
        "    errors: [rate_limited]\n",
        "",
        (("error-status-removed", "operations.owner_card.errors[429]", False),),
        (("error-status-added", "operations.owner_card.errors[429]", False),),
    ),
    "operation limit lowered / raised": case(
        PETS_OPS,
        "      max_matched_per_operation: 50\n",
        "      max_matched_per_operation: 20\n",
        (("limit-lowered", "operations.bulk_adopt_pets.limits.max_matched_per_operation", True),),
        (("limit-raised", "operations.bulk_adopt_pets.limits.max_matched_per_operation", False),),
    ),
    "operation description changed": case(
        PETS_OPS,
        "    description: Changes the given fields only.\n",
        "    description: Changes only the fields given.\n",
        (("description-changed", "operations.update_pet", False),),
        (("description-changed", "operations.update_pet", False),),
    ),
    # -- response fields -------------------------------------------------------------------------
    "response field removed / added": case(
        RESOURCES,
        "      owner_detail: {object: Owner, nullable: true}\n",
        "",
        (("field-removed", f"{PET}.owner_detail", True),),
        (("field-added", f"{PET}.owner_detail", False),),
    ),
    "response field renamed": case(
        RESOURCES,
        "      email: {type: email}\n",
        "      contact: {type: email}\n",
        (("field-renamed", "resources.Owner.email", True),),
        (("field-renamed", "resources.Owner.contact", True),),
    ),
    "response field type changed": case(
        RESOURCES,
        "      created_at: {type: date-time}\n",
        "      created_at: {type: date}\n",
        *both_ways("type-changed", "resources.Owner.created_at"),
    ),
    "response field may be null / never null": case(
        RESOURCES,
        "      age: {type: integer}\n",
        "      age: {type: integer, nullable: true}\n",
        (("made-nullable", f"{PET}.age", True),),
        (("made-non-nullable", f"{PET}.age", False),),
    ),
    "response field may be absent / always present": case(
        RESOURCES,
        "      age: {type: integer}\n",
        "      age: {type: integer, required: false}\n",
        (("made-optional", f"{PET}.age", True),),
        (("made-required", f"{PET}.age", False),),
    ),
    # A response limit that widens breaks (values clients never handled); the filters reading the
    # field take the same limit as input, where it is the narrowing that breaks.
    "response max_length raised / lowered": case(
        RESOURCES,
        "      name: {type: string, max_length: 100}\n",
        "      name: {type: string, max_length: 200}\n",
        (
            ("max-length-raised", f"{PET}.name", True),
            ("max-length-raised", f"{LIST_PETS}.parameters.name", False),
            ("max-length-raised", f"{LIST_PETS}.parameters.name__icontains", False),
            ("max-length-raised", f"{LIST_PETS}.parameters.name__istartswith", False),
        ),
        (
            ("max-length-lowered", f"{PET}.name", False),
            ("max-length-lowered", f"{LIST_PETS}.parameters.name", True),
            ("max-length-lowered", f"{LIST_PETS}.parameters.name__icontains", True),
            ("max-length-lowered", f"{LIST_PETS}.parameters.name__istartswith", True),
        ),
    ),
    "response array item limit raised / lowered": case(
        RESOURCES,
        "      tags: {array: {type: string, max_length: 30}}\n",
        "      tags: {array: {type: string, max_length: 40}}\n",
        (("max-length-raised", f"{PET}.tags[]", True), ("max-length-raised", f"{LIST_PETS}.parameters.tag", False)),
        (("max-length-lowered", f"{PET}.tags[]", False), ("max-length-lowered", f"{LIST_PETS}.parameters.tag", True)),
    ),
    "field description changed": case(
        RESOURCES,
        "        description: The pet list's filters; an empty object matches every pet.\n",
        "        description: The pet list's filters; {} matches every pet.\n",
        (("description-changed", "resources.PetFilterOperation.pet_filters", False),),
        (("description-changed", "resources.PetFilterOperation.pet_filters", False),),
    ),
    # -- request fields --------------------------------------------------------------------------
    "optional request field added / removed": case(
        RESOURCES,
        "      owner: {type: uuid, nullable: true}\n",
        "      owner: {type: uuid, nullable: true}\n      colour: {type: string}\n",
        (("field-added", f"{CREATE}.colour", False), ("field-added", f"{UPDATE}.colour", False)),
        (("field-removed", f"{CREATE}.colour", True), ("field-removed", f"{UPDATE}.colour", True)),
    ),
    "required request field added / removed": case(
        RESOURCES,
        "      owner: {type: uuid, nullable: true}\n",
        "      owner: {type: uuid, nullable: true}\n      colour: {type: string, required: true}\n",
        (("required-field-added", f"{CREATE}.colour", True), ("field-added", f"{UPDATE}.colour", False)),
        (("field-removed", f"{CREATE}.colour", True), ("field-removed", f"{UPDATE}.colour", True)),
    ),
    "request field made required / optional": case(
        RESOURCES,
        "      weight: {type: number, minimum: 0, maximum: 200}\n",
        "      weight: {type: number, required: true, minimum: 0, maximum: 200}\n",
        (("made-required", f"{CREATE}.weight", True),),
        (("made-optional", f"{CREATE}.weight", False),),
    ),
    "request field no longer nullable / nullable": case(
        RESOURCES,
        "      owner: {type: uuid, nullable: true}\n",
        "      owner: {type: uuid}\n",
        (("made-non-nullable", f"{CREATE}.owner", True), ("made-non-nullable", f"{UPDATE}.owner", True)),
        (("made-nullable", f"{CREATE}.owner", False), ("made-nullable", f"{UPDATE}.owner", False)),
    ),
    "request maximum lowered / raised": case(
        RESOURCES,
        "      weight: {type: number, minimum: 0, maximum: 200}\n",
        "      weight: {type: number, minimum: 0, maximum: 150}\n",
        (("maximum-lowered", f"{CREATE}.weight", True), ("maximum-lowered", f"{UPDATE}.weight", True)),
        (("maximum-raised", f"{CREATE}.weight", False), ("maximum-raised", f"{UPDATE}.weight", False)),
    ),
    "request minimum raised / lowered": case(
        RESOURCES,
        "      age: {type: integer, default: 0, minimum: 0, maximum: 50}\n",
        "      age: {type: integer, default: 0, minimum: 1, maximum: 50}\n",
        (("minimum-raised", f"{CREATE}.age", True), ("minimum-raised", f"{UPDATE}.age", True)),
        (("minimum-lowered", f"{CREATE}.age", False), ("minimum-lowered", f"{UPDATE}.age", False)),
    ),
    "request max_length shorter / longer": case(
        RESOURCES,
        "      name: {type: string, required: true, min_length: 1, max_length: 100}\n",
        "      name: {type: string, required: true, min_length: 1, max_length: 80}\n",
        (("max-length-lowered", f"{CREATE}.name", True), ("max-length-lowered", f"{UPDATE}.name", True)),
        (("max-length-raised", f"{CREATE}.name", False), ("max-length-raised", f"{UPDATE}.name", False)),
    ),
    "request min_length longer / shorter": case(
        RESOURCES,
        "      name: {type: string, required: true, min_length: 1, max_length: 100}\n",
        "      name: {type: string, required: true, min_length: 2, max_length: 100}\n",
        (("min-length-raised", f"{CREATE}.name", True), ("min-length-raised", f"{UPDATE}.name", True)),
        (("min-length-lowered", f"{CREATE}.name", False), ("min-length-lowered", f"{UPDATE}.name", False)),
    ),
    "request max_items lowered / raised": case(
        RESOURCES,
        "max_length: 30}, max_items: 5}\n",
        "max_length: 30}, max_items: 3}\n",
        (("max-items-lowered", f"{CREATE}.tags", True), ("max-items-lowered", f"{UPDATE}.tags", True)),
        (("max-items-raised", f"{CREATE}.tags", False), ("max-items-raised", f"{UPDATE}.tags", False)),
    ),
    "request limit added / removed": case(
        RESOURCES,
        "      owner: {type: uuid, required: true}\n      operations: {array: {object: PetFilterOperation}, "
        "required: true, max_items: 10}\n",
        "      owner: {type: uuid, required: true}\n      operations: {array: {object: PetFilterOperation}, "
        "required: true, min_items: 1, max_items: 10}\n",
        (("min-items-added", "resources.BulkAdoptPetsRequest.operations", True),),
        (("min-items-removed", "resources.BulkAdoptPetsRequest.operations", False),),
    ),
    "request pattern added / removed": case(
        RESOURCES,
        "      nickname: {type: string, nullable: true, max_length: 50, decision: nickname_policy}\n",
        "      nickname: {type: string, nullable: true, max_length: 50, pattern: '^[a-z]+$', decision: nickname_policy}\n",
        (("pattern-added", f"{CREATE}.nickname", True), ("pattern-added", f"{UPDATE}.nickname", True)),
        (("pattern-removed", f"{CREATE}.nickname", False), ("pattern-removed", f"{UPDATE}.nickname", False)),
    ),
    "request type changed": case(
        RESOURCES,
        "      owner: {type: uuid, required: true}\n",
        "      owner: {type: integer, required: true}\n",
        *both_ways("type-changed", "resources.BulkAdoptPetsRequest.owner"),
    ),
    "request default changed": case(
        RESOURCES,
        "      status: {enum: PetStatus, default: available}\n",
        "      status: {enum: PetStatus, default: pending}\n",
        (("default-changed", f"{CREATE}.status", False),),
        (("default-changed", f"{CREATE}.status", False),),
    ),
    # -- enums -----------------------------------------------------------------------------------
    "response enum value removed / added": case(
        "enums.yaml",
        "  BulkOperationStatus: {values: [accepted, rejected]}\n",
        "  BulkOperationStatus: {values: [accepted]}\n",
        (("enum-value-removed", "enums.BulkOperationStatus[rejected]", True),),
        (("enum-value-added", "enums.BulkOperationStatus[rejected]", True),),
    ),
    "request-only enum value added / removed": case(
        "enums.yaml",
        "  StatisticsGroup: {values: [species, status]}\n",
        "  StatisticsGroup: {values: [species, status, owner]}\n",
        (("enum-value-added", "enums.StatisticsGroup[owner]", False),),
        (("enum-value-removed", "enums.StatisticsGroup[owner]", True),),
    ),
    "request and response enum value added / removed": case(
        "enums.yaml",
        "    values: [available, pending, adopted]\n",
        "    values: [available, pending, adopted, returned]\n",
        (("enum-value-added", "enums.PetStatus[returned]", True),),
        (("enum-value-removed", "enums.PetStatus[returned]", True),),
    ),
    # -- query parameters and filters ----------------------------------------------------------
    "query parameter made required / optional": case(
        PETS_OPS,
        "      species: {array: {enum: Species}, style: csv, description: Only these species.}\n",
        "      species: {array: {enum: Species}, style: csv, required: true, description: Only these species.}\n",
        (("parameter-made-required", f"{STATISTICS}.parameters.species", True),),
        (("parameter-made-optional", f"{STATISTICS}.parameters.species", False),),
    ),
    "optional query parameter added / removed": case(
        PETS_OPS,
        "      group_by: {enum: StatisticsGroup, required: true, errors: [group_by_required]}\n",
        "      group_by: {enum: StatisticsGroup, required: true, errors: [group_by_required]}\n"
        "      owner: {type: uuid}\n",
        (("parameter-added", f"{STATISTICS}.parameters.owner", False),),
        (("parameter-removed", f"{STATISTICS}.parameters.owner", True),),
    ),
    "required query parameter added / removed": case(
        PETS_OPS,
        "      group_by: {enum: StatisticsGroup, required: true, errors: [group_by_required]}\n",
        "      group_by: {enum: StatisticsGroup, required: true, errors: [group_by_required]}\n"
        "      owner: {type: uuid, required: true}\n",
        (("required-parameter-added", f"{STATISTICS}.parameters.owner", True),),
        (("parameter-removed", f"{STATISTICS}.parameters.owner", True),),
    ),
    "query parameter list / single value": case(
        PETS_OPS,
        "      species: {array: {enum: Species}, style: csv, description: Only these species.}\n",
        "      species: {enum: Species, description: Only these species.}\n",
        (("parameter-list-removed", f"{STATISTICS}.parameters.species", True),),
        (("parameter-list-added", f"{STATISTICS}.parameters.species", False),),
    ),
    "filter lookup added / removed": case(
        PETS_OPS,
        "      name: {lookups: [exact, icontains, istartswith]}\n",
        "      name: {lookups: [exact, icontains, istartswith, iendswith]}\n",
        (("parameter-added", f"{LIST_PETS}.parameters.name__iendswith", False),),
        (("parameter-removed", f"{LIST_PETS}.parameters.name__iendswith", True),),
    ),
    "filter added / removed": case(
        OWNERS_OPS,
        "      name: {lookups: [icontains]}\n",
        "      name: {lookups: [icontains]}\n      email: {lookups: [exact]}\n",
        (("parameter-added", "operations.list_owners.parameters.email", False),),
        (("parameter-removed", "operations.list_owners.parameters.email", True),),
    ),
    "filter limit lowered / raised": case(
        PETS_OPS,
        "      weight: {lookups: [gte, lte], minimum: 0, maximum: 200}\n",
        "      weight: {lookups: [gte, lte], minimum: 0, maximum: 100}\n",
        (
            ("maximum-lowered", f"{LIST_PETS}.parameters.weight__gte", True),
            ("maximum-lowered", f"{LIST_PETS}.parameters.weight__lte", True),
        ),
        (
            ("maximum-raised", f"{LIST_PETS}.parameters.weight__gte", False),
            ("maximum-raised", f"{LIST_PETS}.parameters.weight__lte", False),
        ),
    ),
    "filter lookup changed under the same parameter": case(
        PETS_OPS,
        "      age: {lookups: [gte, lte], params: {gte: min_age, lte: max_age}}\n",
        "      age: {lookups: [gt, lte], params: {gt: min_age, lte: max_age}}\n",
        *both_ways("filter-lookup-changed", f"{LIST_PETS}.parameters.min_age"),
    ),
    "ordering value removed / added": case(
        PETS_OPS,
        "      fields: [name, age, registered_at, {name: owner_name, path: owner__name}]\n",
        "      fields: [name, registered_at, {name: owner_name, path: owner__name}]\n",
        (
            ("ordering-value-removed", f"{LIST_PETS}.parameters.ordering[age]", True),
            ("ordering-value-removed", f"{LIST_PETS}.parameters.ordering[-age]", True),
        ),
        (
            ("ordering-value-added", f"{LIST_PETS}.parameters.ordering[age]", False),
            ("ordering-value-added", f"{LIST_PETS}.parameters.ordering[-age]", False),
        ),
    ),
    "ordering default changed": case(
        PETS_OPS,
        "      default: [-registered_at]\n",
        "      default: [name]\n",
        (("ordering-default-changed", f"{LIST_PETS}.ordering.default", False),),
        (("ordering-default-changed", f"{LIST_PETS}.ordering.default", False),),
    ),
    "search field removed / added": case(
        PETS_OPS,
        "    search: [name, nickname, owner__name]\n",
        "    search: [name, owner__name]\n",
        (("search-field-removed", f"{LIST_PETS}.search[nickname]", True),),
        (("search-field-added", f"{LIST_PETS}.search[nickname]", False),),
    ),
    # -- read-only fields of the record a body writes (spec: writes) ---------------------------------
    "record written no more / again": case(
        RESOURCES,
        "    writes: Pet\n",
        "",
        (
            *(("read-only-field-refused", f"{body}.{name}", True) for body in (CREATE, UPDATE) for name in WRITTEN),
            ("read-only-field-refused", "resources.MicrochipRequest.implanted_at", True),
            ("decisions-changed", "operations.create_pet", False),
            ("decisions-changed", "operations.update_pet", False),
        ),
        (
            *(("read-only-field-accepted", f"{body}.{name}", False) for body in (CREATE, UPDATE) for name in WRITTEN),
            ("read-only-field-accepted", "resources.MicrochipRequest.implanted_at", False),
            ("decisions-changed", "operations.create_pet", False),
            ("decisions-changed", "operations.update_pet", False),
        ),
    ),
    # A field the body no longer writes becomes read-only: ignored, no longer refused, yet still a break.
    "request field made read-only / writable": case(
        RESOURCES,
        "      nickname: {type: string, nullable: true, max_length: 50, decision: nickname_policy}\n",
        "",
        (("field-removed", f"{CREATE}.nickname", True), ("field-removed", f"{UPDATE}.nickname", True)),
        (("field-added", f"{CREATE}.nickname", False), ("field-added", f"{UPDATE}.nickname", False)),
    ),
    # -- the service -----------------------------------------------------------------------------
    "page size limit lowered / raised": case(
        "service.yaml",
        "  max_limit: 100\n",
        "  max_limit: 50\n",
        (("max-limit-lowered", "service.pagination.max_limit", True),),
        (("max-limit-raised", "service.pagination.max_limit", False),),
    ),
    "response header removed / added": case(
        "service.yaml",
        "  always:\n    X-Request-ID: {description: The request's id.}\n",
        "  always: {}\n",
        (("response-header-removed", "service.response_headers.always.X-Request-ID", True),),
        (("response-header-added", "service.response_headers.always.X-Request-ID", False),),
    ),
    "decision changed": case(
        "decisions.yaml",
        "    decision: 204 with no body; the pet is archived, not erased.\n",
        "    decision: 204 with no body; the pet is erased.\n",
        (("decision-changed", "decisions.soft_delete", False),),
        (("decision-changed", "decisions.soft_delete", False),),
    ),
    "version changed": case(
        "service.yaml",
        "version: 1.0.0\n",
        "version: 1.1.0\n",
        (("version-changed", "service.version", False),),
        (("version-changed", "service.version", False),),
    ),
}


@pytest.fixture
def edited(tmp_path: Path) -> Path:
    copy = tmp_path / "spec"
    shutil.copytree(FIXTURE_SPEC, copy)
    return copy


@pytest.mark.parametrize("rule_case", [pytest.param(c, id=name) for name, c in CASES.items()])
def test_rule_both_ways(fixture_spec: ir.Spec, edited: Path, rule_case: Case) -> None:
    apply(edited, rule_case.edits)
    changed = load_spec(edited)
    assert triples(diff_specs(fixture_spec, changed)) == set(rule_case.forward)
    assert triples(diff_specs(changed, fixture_spec)) == set(rule_case.backward)


def test_each_change_is_one_line_with_a_reason(fixture_spec: ir.Spec, edited: Path) -> None:
    for name in ("response field removed / added", "request maximum lowered / raised", "filter added / removed"):
        apply(edited, CASES[name].edits)
    changes = diff_specs(fixture_spec, load_spec(edited))
    assert changes and [c.breaking for c in changes] == sorted((c.breaking for c in changes), reverse=True)
    for change in changes:
        line = change.line()
        assert line.startswith(("BREAKING ", "compatible ")) and "\n" not in line, line
        assert line == f"{'BREAKING' if change.breaking else 'compatible'} {change.where}: {change.reason}"
        assert change.id == f"{change.rule} {change.where}"
    reasons = {c.where: c.reason for c in changes}
    assert reasons[f"{CREATE}.weight"].startswith("maximum lowered from 200 to 150; requests that were valid")
    assert reasons[f"{PET}.owner_detail"] == "response field removed; clients that read it fail"


def test_a_field_made_read_only_says_it_is_ignored_now(fixture_spec: ir.Spec, edited: Path) -> None:
    apply(edited, CASES["request field made read-only / writable"].edits)
    removed = {c.where: c.reason for c in diff_specs(fixture_spec, load_spec(edited))}
    assert (
        removed[f"{CREATE}.nickname"]
        == "request field removed; requests that still send it see it ignored (read-only now)"
    )


def test_no_change_is_no_change(fixture_spec: ir.Spec, edited: Path) -> None:
    """Same meaning, other text: a flow mapping written as a block, a comment, keys reordered."""
    apply(
        edited,
        (
            Edit(
                PETS_OPS,
                "      id: {lookups: [exact, in, exclude_in]}\n",
                "      id:\n        lookups: [exact, in, exclude_in]\n",
            ),
            Edit(RESOURCES, "      id: {type: uuid}\n", "      id: {type: uuid}  # the owner's id\n"),
            Edit(
                RESOURCES,
                "      species: {enum: Species, required: true}\n",
                "      species: {required: true, enum: Species}\n",
            ),
        ),
    )
    assert diff_specs(fixture_spec, load_spec(edited)) == []
    assert diff_specs(fixture_spec, fixture_spec) == []


def test_shared_enum_change_is_reported_once_where_it_is_defined(fixture_spec: ir.Spec, edited: Path) -> None:
    apply(edited, (Edit("enums.yaml", "  Species: {values: [dog, cat, bird]}", "  Species: {values: [dog, cat]}"),))
    changes = diff_specs(fixture_spec, load_spec(edited))
    assert [(c.rule, c.where, c.breaking) for c in changes] == [("enum-value-removed", "enums.Species[bird]", True)]
    assert "requests that send it are refused" in changes[0].reason
    assert "clients that act on it" in changes[0].reason


# -- the gate --------------------------------------------------------------------------------------

BREAK = Change("resources.Pet.owner_detail", "field-removed", True, "response field removed; clients that read it fail")
NOTE = Change("resources.Pet.colour", "field-added", False, "response field added")


def test_judge_unapproved_approved_unrecorded_and_stale() -> None:
    nothing = judge("base", [BREAK, NOTE], [], "")
    assert not nothing.ok and nothing.unapproved == (BREAK,)
    approval = Approval(BREAK.id, "Nobody reads it (access logs since 2026-01).")
    unrecorded = judge("base", [BREAK, NOTE], [approval], "## Unreleased\n")
    assert not unrecorded.ok and unrecorded.unrecorded == (BREAK,) and not unrecorded.unapproved
    changelog = f"## Unreleased\n\n- `owner_detail` is gone from Pet (`{BREAK.id}`)\n"
    assert judge("base", [BREAK, NOTE], [approval], changelog).ok
    stale = judge("base", [NOTE], [approval], changelog)
    assert stale.ok and stale.stale == (approval,)
    assert any("matches no breaking change" in line for line in verdict_lines(stale))


def test_failure_message_says_how_to_approve() -> None:
    lines = verdict_lines(judge("compat/baseline/spec", [BREAK], [], ""))
    text = "\n".join(lines)
    assert lines[0] == "check-compat: 1 breaking change(s) against compat/baseline/spec are not approved:"
    assert f"  {BREAK.line()}" in lines
    assert f"  - change: {BREAK.id}\n    reason: <why integrators can live with it>" in text
    assert "compat/approvals.yaml" in text and f"(`{BREAK.id}`)" in text and "CHANGELOG.md" in text


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("approvals: {change: x}\n", "approvals should be a list"),
        ("approvals:\n  - change: x\n", "needs exactly two keys"),
        ("approvals:\n  - {change: x, reason: ok, by: me}\n", "needs exactly two keys"),
        ("approvals:\n  - {change: x, reason: '<why integrators can live with it>'}\n", "placeholder"),
        ("approvals:\n  - {change: x, reason: a}\n  - {change: x, reason: b}\n", "listed twice"),
        ("approved: []\n", "expected one key"),
    ],
)
def test_malformed_approvals_are_refused(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "approvals.yaml"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(CompatError, match=message):
        read_approvals(path)


def test_approvals_file_format(tmp_path: Path) -> None:
    path = tmp_path / "approvals.yaml"
    assert read_approvals(path) == []
    path.write_text("# header\napprovals: []\n", encoding="utf-8")
    assert read_approvals(path) == []
    path.write_text(f"approvals:\n  - change: {BREAK.id}\n    reason: Nobody reads it.\n", encoding="utf-8")
    assert read_approvals(path) == [Approval(BREAK.id, "Nobody reads it.")]


def test_repository_approvals_file_is_valid() -> None:
    root = Path(__file__).resolve().parents[2]
    read_approvals(root / "compat" / "approvals.yaml")
    assert (root / "compat" / "baseline" / "spec" / "service.yaml").is_file()


# -- the command line ----------------------------------------------------------------------------


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A project root: spec/ is the fixture with a response field removed; compat/baseline/spec the fixture."""
    root = tmp_path / "project"
    shutil.copytree(FIXTURE_SPEC, root / "spec")
    shutil.copytree(FIXTURE_SPEC, root / "compat" / "baseline" / "spec")
    apply(root / "spec", CASES["response field removed / added"].edits + CASES["filter added / removed"].edits)
    return root


def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`python -m generator ARGS` in this process (fast); exit status, stdout, stderr."""
    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_cli_diff_text_and_json(project: Path) -> None:
    """As a maintainer runs it, in a subprocess."""
    text = run_generator("diff", "--root", str(project))
    assert text.returncode == 1, text.stderr
    assert text.stdout.splitlines() == [
        "BREAKING resources.Pet.owner_detail: response field removed; clients that read it fail",
        "compatible operations.list_owners.parameters.email: filter email (exact on email) added (optional)",
        "1 breaking and 1 compatible change(s) from compat/baseline/spec to spec/",
    ]
    as_json = run_generator("diff", "--root", str(project), "--json", "--base-dir", str(FIXTURE_SPEC))
    assert as_json.returncode == 1, as_json.stderr
    document = json.loads(as_json.stdout)
    assert (document["base"], document["breaking"], document["compatible"]) == (str(FIXTURE_SPEC), 1, 1)
    assert document["changes"][0] == {
        "id": "field-removed resources.Pet.owner_detail",
        "level": "breaking",
        "where": "resources.Pet.owner_detail",
        "rule": "field-removed",
        "reason": "response field removed; clients that read it fail",
    }


def test_cli_diff_of_identical_specs(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = cli(capsys, "diff", "--root", str(project), "--base-dir", str(project / "spec"))
    assert (status, out) == (0, f"0 breaking and 0 compatible change(s) from {project / 'spec'} to spec/\n")


def test_cli_diff_of_a_broken_spec_exits_2(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    apply(project / "spec", (Edit(PETS_OPS, "    code: P2\n", "    code: P1\n"),))
    status, out, err = cli(capsys, "diff", "--root", str(project))
    assert (status, out) == (2, "")
    assert err.startswith("1 problem(s) in the spec:\n  spec/operations/pets.yaml:")
    good = str(project / "compat" / "baseline" / "spec")
    status, out, err = cli(capsys, "diff", "--root", str(project), "--base-dir", str(project / "spec"), "--spec", good)
    assert status == 2 and err.startswith(f"The base spec ({project / 'spec'}) does not load with today's generator:")


def test_cli_check_compat_fails_until_approved_and_recorded(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = cli(capsys, "check-compat", "--root", str(project))
    assert status == 1 and out == ""
    assert "  - change: field-removed resources.Pet.owner_detail" in err
    snippet = [line for line in err.splitlines() if line.startswith(("  - change: ", "    reason: "))]
    approvals = "approvals:\n" + "\n".join(snippet).replace("<why integrators can live with it>", "Unused.") + "\n"
    (project / "compat" / "approvals.yaml").write_text(approvals, encoding="utf-8")
    status, out, err = cli(capsys, "check-compat", "--root", str(project))
    assert status == 1 and "are not in CHANGELOG.md" in err
    (project / "CHANGELOG.md").write_text(
        "## Unreleased\n\n- Pet has no owner_detail (`field-removed resources.Pet.owner_detail`)\n", encoding="utf-8"
    )
    status, out, err = cli(capsys, "check-compat", "--root", str(project))
    assert status == 0, err
    assert out == (
        "check-compat: spec/ is compatible with compat/baseline/spec (1 approved break(s), 1 compatible change(s))\n"
    )


def test_cli_compat_baseline_refuses_unapproved_breaks_then_moves_the_baseline(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = cli(capsys, "compat-baseline", "--root", str(project))
    assert status == 1 and "compat-baseline: refused" in err
    approvals = project / "compat" / "approvals.yaml"
    approvals.write_text(
        "# Approved breaks.\napprovals:\n  - change: field-removed resources.Pet.owner_detail\n    reason: Unused.\n",
        encoding="utf-8",
    )
    (project / "CHANGELOG.md").write_text("- (`field-removed resources.Pet.owner_detail`)\n", encoding="utf-8")
    status, _, err = cli(capsys, "compat-baseline", "--root", str(project))
    assert status == 0, err
    assert approvals.read_text(encoding="utf-8") == "# Approved breaks.\napprovals: []\n"
    assert load_spec(project / "compat" / "baseline" / "spec") == load_spec(project / "spec")
    status, out, _ = cli(capsys, "check-compat", "--root", str(project))
    assert status == 0 and "(0 approved break(s), 0 compatible change(s))" in out


def test_cli_diff_against_the_last_release_tag(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """With a v* tag, the base is spec/ at that tag, read with git archive; the working tree is untouched."""

    def git(*args: str) -> None:
        subprocess.run(
            ["git", "-c", "user.name=t", "-c", "user.email=t@example.org", *args],
            cwd=project,
            check=True,
            capture_output=True,
        )

    shutil.rmtree(project / "spec")
    shutil.copytree(FIXTURE_SPEC, project / "spec")
    git("init", "-q")
    git("add", "spec")
    git("commit", "-q", "-m", "release")
    git("tag", "v1.0.0")
    apply(project / "spec", CASES["response field removed / added"].edits)
    status, out, err = cli(capsys, "diff", "--root", str(project))
    assert status == 1, err
    assert out.splitlines()[-1] == "1 breaking and 0 compatible change(s) from v1.0.0 to spec/"
    assert "owner_detail" not in (project / "spec" / RESOURCES).read_text(encoding="utf-8")
    status, out, err = cli(capsys, "diff", "--root", str(project), "--base", "v9.9.9")
    assert status == 2 and err.startswith("Cannot read spec/ at v9.9.9:")
