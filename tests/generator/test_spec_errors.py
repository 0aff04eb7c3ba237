"""Every class of spec mistake is reported with its file, its line and one plain sentence.

Each case copies the fixture spec, makes one small text edit, and checks the single problem
load_spec reports. The expected line is found by text in the edited file, never hard-coded.
"""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from generator.build import load_spec
from generator.output import generate
from generator.problems import Problem, SpecError
from tests.generator.conftest import run_generator
from tests.generator.golden import tree_files


@dataclass(frozen=True)
class Edit:
    file: str  # relative to the spec folder
    old: str  # must occur exactly once
    new: str


@dataclass(frozen=True)
class Mistake:
    edits: tuple[Edit, ...]
    file: str  # where the problem is reported
    at: str  # text of the reported line in the edited file
    phrase: str  # regular expression the message must match
    occurrence: int = 1  # which line containing `at`


def one(file: str, old: str, new: str, phrase: str, at: str | None = None, occurrence: int = 1) -> Mistake:
    """A one-edit mistake reported in the edited file, on the line holding `at` (default: the new text)."""
    return Mistake(
        (Edit(file, old, new),), file, at if at is not None else new.strip().splitlines()[0], phrase, occurrence
    )


PETS_OPS = "operations/pets.yaml"
OWNERS_OPS = "operations/owners.yaml"
RESOURCES = "resources/pets.yaml"

DUPLICATE_OPERATION = """
  list_owners:
    code: P9
    summary: List owners from the pets area
    method: GET
    path: /api/pets/owners/
    path_source: stated
    response: {list_of: Owner}
"""

MISTAKES: dict[str, Mistake] = {
    "invalid YAML": one(
        PETS_OPS,
        "    summary: List pets\n",
        "    summary: List pets: all of them\n",
        r"^This is not valid YAML: mapping values",
    ),
    "key defined twice": one(
        PETS_OPS,
        "    summary: Retrieve pet\n",
        "    summary: Retrieve pet\n    summary: Get pet\n",
        r"^'summary' is defined twice here\.$",
        at="summary: Get pet",
    ),
    # Schema problems point at the mapping that holds the offending key, which the message names.
    "unknown key": one(
        PETS_OPS,
        "    summary: Retrieve pet\n",
        "    summary: Retrieve pet\n    colour: red\n",
        r"^'operations\.retrieve_pet' has unknown key\(s\) 'colour'; known keys are: anonymous, body, code",
        at="  retrieve_pet:",
    ),
    "missing required key": one(
        PETS_OPS,
        "    summary: Retrieve pet\n",
        "",
        r"^'operations\.retrieve_pet' is missing the required key 'summary'\.$",
        at="  retrieve_pet:",
    ),
    "wrong value type": one(
        "service.yaml",
        "  default_limit: 20\n",
        "  default_limit: twenty\n",
        r"^'pagination\.default_limit' should be of type integer, not str\.$",
    ),
    "filter on a missing field": one(
        PETS_OPS,
        "      id: {lookups: [exact, in, exclude_in]}\n",
        "      id: {lookups: [exact, in, exclude_in]}\n      colour: {lookups: [exact]}\n",
        r"^Filter 'colour' names a field that does not exist: 'Pet' has no field 'colour'\.$",
        at="colour:",
    ),
    "filter through a non-relation": one(
        PETS_OPS,
        "      id: {lookups: [exact, in, exclude_in]}\n",
        "      id: {lookups: [exact, in, exclude_in]}\n      name__first: {lookups: [exact]}\n",
        r"^Filter 'name__first' names a field that does not exist: field 'name' of 'Pet' is not a relation, "
        r"so 'first' cannot be reached through it\.$",
        at="name__first:",
    ),
    "icontains on an integer": one(
        PETS_OPS,
        "      age: {lookups: [gte, lte],",
        "      age: {lookups: [gte, lte, icontains],",
        r"^Lookup 'icontains' does not fit filter 'age': its field is a non-nullable integer\.$",
    ),
    "gte on a string": one(
        PETS_OPS,
        "      name: {lookups: [exact, icontains, istartswith]}",
        "      name: {lookups: [exact, icontains, istartswith, gte]}",
        r"^Lookup 'gte' does not fit filter 'name': its field is a non-nullable string\.$",
    ),
    "isnull on a non-nullable field": one(
        PETS_OPS,
        "      age: {lookups: [gte, lte],",
        "      age: {lookups: [gte, lte, isnull],",
        r"^Lookup 'isnull' does not fit filter 'age': its field is a non-nullable integer\.$",
    ),
    "date lookup on a date": one(
        PETS_OPS,
        "      birth_date: {lookups: [gte, lte, isnull]}",
        "      birth_date: {lookups: [gte, lte, isnull, date]}",
        r"^Lookup 'date' does not fit filter 'birth_date': its field is a nullable date\.$",
    ),
    "unknown enum": one(
        RESOURCES,
        "      species: {enum: Species, required: true}",
        "      species: {enum: Specie, required: true}",
        r"^Field 'species' uses enum 'Specie', which is not defined",
    ),
    "unknown enum of a query parameter": one(
        PETS_OPS,
        "{enum: StatisticsGroup,",
        "{enum: StatisticGroup,",
        r"^Field 'group_by' uses enum 'StatisticGroup', which is not defined",
        at="group_by:",
    ),
    "unknown object resource": one(
        RESOURCES,
        "      owner_detail: {object: Owner, nullable: true}",
        "      owner_detail: {object: Ownr, nullable: true}",
        r"^Field 'owner_detail' refers to resource 'Ownr', which does not exist\.$",
    ),
    "unknown relation target": one(
        RESOURCES,
        "      owner: {type: uuid, nullable: true}\n",
        "      owner: {type: uuid, nullable: true, relation: Ownr}\n",
        r"^Field 'owner' is a relation to 'Ownr', which does not exist\.$",
    ),
    "unknown body resource": one(
        PETS_OPS,
        "    body: CreatePetRequest\n",
        "    body: CreatePetRequests\n",
        r"^Body resource 'CreatePetRequests' does not exist\.$",
    ),
    "response body is not a request resource": one(
        PETS_OPS,
        "    body: CreatePetRequest\n",
        "    body: Pet\n",
        r"^Body resource 'Pet' is not a request resource",
    ),
    "duplicate operation name across files": one(
        PETS_OPS,
        "  retrieve_pet:\n",
        DUPLICATE_OPERATION.lstrip("\n") + "\n  retrieve_pet:\n",
        r"^Operation 'list_owners' is already defined in spec/operations/owners\.yaml\.$",
        at="  list_owners:",
    ),
    "duplicate code": one(
        PETS_OPS,
        "    code: P2\n",
        "    code: P1\n",
        r"^Code P1 is already used by operation 'list_pets'\.$",
        at="code: P1",
        occurrence=2,
    ),
    "duplicate method and path": one(
        PETS_OPS,
        "    method: DELETE\n",
        "    method: GET\n",
        r"^GET /api/pets/\{id\}/ is already operation 'retrieve_pet'\.$",
        at="path: /api/pets/{id}/",
        occurrence=3,
    ),
    "path parameter missing from the path": one(
        PETS_OPS,
        "      id: {type: integer}\n    response: {resource: Pet}\n",
        "      id: {type: integer}\n      extra: {type: integer}\n    response: {resource: Pet}\n",
        r"^Path parameter 'extra' does not appear in the path /api/pets/\{id\}/\.$",
        at="extra:",
    ),
    "path placeholder missing from path_parameters": one(
        OWNERS_OPS,
        "    path: /api/owners/{id}/card/\n",
        "    path: /api/owners/{id}/card/{side}/\n",
        r"^Path placeholder '\{side\}' has no entry in path_parameters\.$",
    ),
    "required body field with no type": one(
        RESOURCES,
        "      name: {type: string, required: true, min_length: 1, max_length: 100}",
        "      name: {required: true, min_length: 1, max_length: 100}",
        r"^The required field 'name' has no type: give one of type, enum, object, array, filters_of\.$",
    ),
    "field with two types": one(
        RESOURCES,
        "      weight: {type: number, minimum: 0, maximum: 200}",
        "      weight: {type: number, enum: Species, minimum: 0, maximum: 200}",
        r"^Field 'weight' gives several types \(type, enum\); give exactly one\.$",
    ),
    "unknown decision key": one(
        RESOURCES,
        "      nickname: {type: string, nullable: true, decision: nickname_policy}",
        "      nickname: {type: string, nullable: true, decision: nickname_polcy}",
        r"^Decision 'nickname_polcy' is not defined",
    ),
    "unknown decision key of an operation": one(
        PETS_OPS,
        "    decisions: [soft_delete]\n",
        "    decisions: [soft_delet]\n",
        r"^Decision 'soft_delet' is not defined",
    ),
    "unknown error key": one(
        OWNERS_OPS,
        "    errors: [rate_limited]\n",
        "    errors: [rate_limitd]\n",
        r"^Error 'rate_limitd' is not defined",
    ),
    "decided error without a decision": one(
        "errors.yaml",
        "    decision: card_rate_limit\n",
        "",
        r"^Error 'rate_limited' is decided, so it needs a decision note\.$",
        at="  rate_limited:",
    ),
    "unknown host": one(
        OWNERS_OPS,
        "host: registry\n",
        "host: registri\n",
        r"^Host 'registri' is not one of: main, registry\.$",
    ),
    "min_length above max_length": one(
        RESOURCES,
        "      name: {type: string, required: true, min_length: 1, max_length: 100}",
        "      name: {type: string, required: true, min_length: 200, max_length: 100}",
        r"^Field 'name' has min_length 200 above max_length 100\.$",
    ),
    "minimum above maximum": one(
        RESOURCES,
        "      age: {type: integer, default: 0, minimum: 0, maximum: 50}",
        "      age: {type: integer, default: 0, minimum: 60, maximum: 50}",
        r"^Field 'age' has minimum 60 above maximum 50\.$",
    ),
    "search field that is not text": one(
        PETS_OPS,
        "    search: [name, nickname, owner__name]",
        "    search: [name, age, owner__name]",
        r"^Search field 'age' is a non-nullable integer, not text\.$",
    ),
    "unknown ordering field": one(
        PETS_OPS,
        "      fields: [name, age, registered_at,",
        "      fields: [name, colour, registered_at,",
        r"^Ordering field 'colour' does not exist on 'Pet'\.$",
    ),
    "unknown default ordering": one(
        PETS_OPS,
        "      default: [-registered_at]",
        "      default: [-born_at]",
        r"^Default ordering '-born_at' names no field of 'Pet'\.$",
    ),
    "example body that does not fit its schema": one(
        PETS_OPS,
        "    body: CreatePetRequest\n",
        "    body: CreatePetRequest\n    examples:\n      request: {name: Rex, species: dragon}\n",
        r"^The example request body of 'create_pet' does not fit its schema: at species, 'dragon' is not one of",
        at="request: {name: Rex",
    ),
    "example page with a key the list model lacks": one(
        PETS_OPS,
        "    response: {list_of: Pet}\n",
        "    response: {list_of: Pet}\n    examples:\n      response: {count: 0, results: [], next: null}\n",
        r"^The example response of 'list_pets' does not fit its schema: at the top, .*'next' was unexpected",
        at="response: {count: 0",
    ),
    "example body of an operation without one": one(
        PETS_OPS,
        "    response: {list_of: Pet}\n",
        "    response: {list_of: Pet}\n    examples:\n      request: {name: Rex}\n",
        r"^An example request is given, but it takes no body\.$",
        at="request: {name: Rex}",
    ),
    "field example outside its limits": one(
        RESOURCES,
        "      age: {type: integer, default: 0, minimum: 0, maximum: 50}",
        "      age: {type: integer, default: 0, minimum: 0, maximum: 50, examples: [60]}",
        r"^An example of field 'age' does not fit its schema: at the top, 60 is greater than the maximum of 50\.$",
    ),
    "filters_of naming a non-list operation": one(
        RESOURCES,
        "        filters_of: list_pets\n",
        "        filters_of: retrieve_pet\n",
        r"^filters_of names 'retrieve_pet', which is not a list operation\.$",
    ),
}


def apply(spec: Path, edits: tuple[Edit, ...]) -> None:
    for edit in edits:
        path = spec / edit.file
        text = path.read_text(encoding="utf-8")
        assert text.count(edit.old) == 1, f"{edit.old!r} should occur once in {edit.file}"
        path.write_text(text.replace(edit.old, edit.new), encoding="utf-8")


def line_of(path: Path, needle: str, occurrence: int = 1) -> int:
    """The 1-based number of the `occurrence`-th line of `path` containing `needle` (unique unless counted)."""
    hits = [n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if needle in line]
    assert len(hits) >= occurrence, f"{needle!r} is on {len(hits)} line(s) of {path}"
    assert occurrence > 1 or len(hits) == 1, f"{needle!r} is on {len(hits)} lines of {path}: give an occurrence"
    return hits[occurrence - 1]


def problems_of(spec: Path) -> list[Problem]:
    with pytest.raises(SpecError) as caught:
        load_spec(spec)
    return caught.value.problems


def assert_plain_sentence(message: str) -> None:
    assert message.endswith("."), message
    assert "\n" not in message and "Traceback" not in message, message
    assert message[0].isupper() or message[0] in "'{" or message.startswith("filters_of"), message


def test_fixture_spec_is_valid(spec: Path) -> None:
    assert load_spec(spec).operations


MISTAKES["unknown base resource"] = one(
    RESOURCES,
    "    base: CreatePetRequest\n",
    "    base: CreatePetRequests\n",
    r"^Base resource 'CreatePetRequests' does not exist\.$",
)

MISTAKES["an operation without a permission"] = one(
    PETS_OPS,
    "    code: P1\n    permission: view_pet\n",
    "    code: P1\n",
    r"^Operation 'list_pets' names no permission: give the codename its caller's role must hold \(such as "
    r"view_invitation\), member, or anyone\.$",
    at="  list_pets:",
)
MISTAKES["a permission on an anonymous operation"] = one(
    OWNERS_OPS,
    "    anonymous: true\n",
    "    anonymous: true\n    permission: view_owner\n",
    r"^Operation 'owner_card' is anonymous, so it takes no permission\.$",
    at="permission: view_owner",
    occurrence=3,
)
MISTAKES["a malformed permission"] = one(
    PETS_OPS,
    "    permission: view_pet\n    summary: List pets",
    "    permission: View pets\n    summary: List pets",
    r"permission",
)

MISTAKES["writes on a response resource"] = one(
    RESOURCES,
    "    description: What an owner's public card shows.\n",
    "    description: What an owner's public card shows.\n    writes: Owner\n",
    r"^'OwnerCard' is a response resource: only a request resource writes another\.$",
    at="writes: Owner",
)
# Reported once, where it is stated: UpdatePetRequest inherits it through its base.
MISTAKES["writes naming no resource"] = one(
    RESOURCES,
    "    writes: Pet\n",
    "    writes: Pett\n",
    r"^'CreatePetRequest' writes 'Pett', which is not a resource\.$",
)
MISTAKES["writes naming a request resource"] = one(
    RESOURCES,
    "    writes: Pet\n",
    "    writes: MicrochipRequest\n",
    r"^'CreatePetRequest' writes 'MicrochipRequest', a request resource: name the record it writes\.$",
)
MISTAKES["a body answered with another record than it writes"] = one(
    PETS_OPS,
    "    body: CreatePetRequest\n    response: {resource: Pet, status: 201}\n",
    "    body: CreatePetRequest\n    response: {resource: PetStatistics, status: 201}\n",
    r"^'CreatePetRequest' writes 'Pet', so operation 'create_pet' answers 'Pet' or a resource based on it, "
    r"not 'PetStatistics'\.$",
    at="response: {resource: PetStatistics, status: 201}",
)
MISTAKES["a nested body written as two records"] = Mistake(
    (
        Edit(
            RESOURCES,
            "      microchip: {object: Microchip, nullable: true}\n",
            "      microchip: {object: Microchip, nullable: true}\n      spare_chip: {object: Owner, nullable: true}\n",
        ),
        Edit(
            RESOURCES,
            "      microchip: {object: MicrochipRequest, nullable: true}\n",
            "      microchip: {object: MicrochipRequest, nullable: true}\n      spare_chip: {object: MicrochipRequest, nullable: true}\n",
        ),
    ),
    RESOURCES,
    "  MicrochipRequest:",
    r"^'MicrochipRequest' writes 'Microchip' as CreatePetRequest\.microchip and 'Owner' as "
    r"CreatePetRequest\.spare_chip: give it writes: to say which record it writes\.$",
)

CASES = [pytest.param(m, id=name) for name, m in MISTAKES.items()]


@pytest.mark.parametrize("mistake", CASES)
def test_mistake_is_reported_at_its_place(spec: Path, mistake: Mistake) -> None:
    apply(spec, mistake.edits)
    problems = problems_of(spec)
    assert len(problems) == 1, "expected one problem, got:\n" + "\n".join(map(str, problems))
    problem = problems[0]
    assert problem.file == f"spec/{mistake.file}"
    assert problem.line == line_of(spec / mistake.file, mistake.at, mistake.occurrence), str(problem)
    assert re.search(mistake.phrase, problem.message), problem.message
    assert_plain_sentence(problem.message)


@pytest.mark.parametrize(
    "misplaced",
    ["notes.txt", "extra.yaml", "resources/pets.yml", "operations/nested/more.yaml", "models/pets.yaml"],
)
def test_file_in_the_wrong_place(spec: Path, misplaced: str) -> None:
    path = spec / misplaced
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("resources: {}\n", encoding="utf-8")
    problems = problems_of(spec)
    assert [(p.file, p.line) for p in problems] == [(f"spec/{misplaced}", 1)]
    assert problems[0].message.startswith("This file has no place in the spec: expected one of service.yaml")
    assert_plain_sentence(problems[0].message)


def test_missing_required_file(spec: Path) -> None:
    (spec / "enums.yaml").unlink()
    problems = problems_of(spec)
    assert [(p.file, p.line, p.message) for p in problems] == [
        ("spec/enums.yaml", 1, "This required spec file is missing.")
    ]


def test_hidden_files_are_ignored(spec: Path) -> None:
    (spec / ".notes").mkdir()
    (spec / ".notes" / "draft.txt").write_text("not spec\n", encoding="utf-8")
    assert load_spec(spec).operations


SEMANTIC_MISTAKES = (
    "unknown host",
    "duplicate code",
    "min_length above max_length",
    "unknown enum",
    "unknown ordering field",
)


def test_several_semantic_mistakes_are_reported_together_in_order(spec: Path) -> None:
    for name in SEMANTIC_MISTAKES:
        apply(spec, MISTAKES[name].edits)
    expected = sorted(
        (f"spec/{m.file}", line_of(spec / m.file, m.at, m.occurrence), m.phrase)
        for m in (MISTAKES[name] for name in SEMANTIC_MISTAKES)
    )
    problems = problems_of(spec)
    assert len(problems) == len(SEMANTIC_MISTAKES), "\n".join(map(str, problems))
    assert problems == sorted(problems, key=lambda p: (p.file, p.line))
    for problem, (file, line, phrase) in zip(problems, expected, strict=True):
        assert (problem.file, problem.line) == (file, line)
        assert re.search(phrase, problem.message), problem.message


def test_mistakes_of_reading_and_schema_stages_are_reported_together(spec: Path) -> None:
    """An invalid YAML file does not hide a schema mistake in another file, nor a misplaced file."""
    for name in ("invalid YAML", "wrong value type"):
        apply(spec, MISTAKES[name].edits)
    apply(spec, (Edit(OWNERS_OPS, "    summary: Owner card\n", "    summary: Owner card\n    colour: red\n"),))
    (spec / "notes.txt").write_text("hello\n", encoding="utf-8")
    problems = problems_of(spec)
    assert [(p.file, p.line) for p in problems] == [
        ("spec/notes.txt", 1),
        ("spec/operations/owners.yaml", line_of(spec / OWNERS_OPS, "  owner_card:")),
        ("spec/operations/pets.yaml", line_of(spec / PETS_OPS, "summary: List pets: all")),
        ("spec/service.yaml", line_of(spec / "service.yaml", "default_limit: twenty")),
    ]


# -- a failing generation writes nothing ---------------------------------------------------------


def _snapshot(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.fixture
def broken_root(tmp_path: Path, spec: Path, generated_root: Path) -> tuple[Path, Path, dict[str, bytes]]:
    """A root holding a generated tree, a spec with two mistakes, and a snapshot of the root."""
    root = tmp_path / "root"
    shutil.copytree(generated_root, root)
    assert tree_files(root), "the root should hold a generated tree"
    for name in ("unknown host", "duplicate code"):
        apply(spec, MISTAKES[name].edits)
    return root, spec, _snapshot(root)


def test_generate_with_a_mistake_leaves_the_tree_untouched(broken_root: tuple[Path, Path, dict[str, bytes]]) -> None:
    root, spec, snapshot = broken_root
    with pytest.raises(SpecError) as caught:
        generate(root, spec)
    assert len(caught.value.problems) == 2
    assert _snapshot(root) == snapshot
    assert sorted(p.name for p in root.iterdir()) == ["docs", "generated"], "no staging folder may be left behind"


def test_cli_generate_with_a_mistake_exits_1_listing_problems(broken_root: tuple[Path, Path, dict[str, bytes]]) -> None:
    root, spec, snapshot = broken_root
    result = run_generator("generate", "--root", str(root), "--spec", str(spec))
    assert result.returncode == 1, result.stdout + result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert lines[0] == "2 problem(s) in the spec; nothing was written:"
    host_line = line_of(spec / OWNERS_OPS, "host: registri")
    code_line = line_of(spec / PETS_OPS, "code: P1", occurrence=2)
    assert [line.strip() for line in lines[1:]] == [
        f"spec/operations/owners.yaml:{host_line}: Host 'registri' is not one of: main, registry.",
        f"spec/operations/pets.yaml:{code_line}: Code P1 is already used by operation 'list_pets'.",
    ]
    assert _snapshot(root) == snapshot


# -- known generator bugs ------------------------------------------------------------------------


def test_unknown_error_key_of_a_query_parameter_is_reported_once(spec: Path) -> None:
    apply(spec, (Edit(PETS_OPS, "errors: [group_by_required]", "errors: [group_by_requird]"),))
    problems = problems_of(spec)
    assert [(p.file, p.line) for p in problems] == [
        ("spec/operations/pets.yaml", line_of(spec / PETS_OPS, "group_by:"))
    ]


def test_filter_through_a_relation_to_a_missing_resource_names_the_missing_resource(spec: Path) -> None:
    apply(spec, (Edit(RESOURCES, "relation: Owner}", "relation: Ownr}"),))
    problems = problems_of(spec)
    assert any("'Ownr'" in p.message for p in problems if p.file == "spec/resources/pets.yaml")
    wrong = [str(p) for p in problems if "resource 'Pet' does not exist" in p.message]
    assert not wrong, wrong
