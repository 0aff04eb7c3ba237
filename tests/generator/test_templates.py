"""One template at a time: rendered from small intermediate-model values, before ruff touches them."""

from __future__ import annotations

import re
from enum import StrEnum
from pathlib import Path
from typing import Any

import jinja2
import pytest
import yaml

from generator import ir
from generator import python_types as py
from generator.render import environment


@pytest.fixture(scope="module")
def env() -> jinja2.Environment:
    return environment()


def render(env: jinja2.Environment, template: str, **context: Any) -> str:
    return env.get_template(template).render(**context)


def lines(text: str) -> list[str]:
    return text.splitlines()


def operation(spec: ir.Spec, name: str) -> ir.Operation:
    return next(op for op in spec.operations if op.name == name)


# -- enums ----------------------------------------------------------------------------------------


def test_enums_template_renders_a_str_enum_per_enum(env: jinja2.Environment) -> None:
    enums = [
        ir.Enum("Species", ("dog", "cat", "guinea_pig"), "Kinds of pet."),
        ir.Enum("Flag", ("yes", "no")),
    ]
    text = render(env, "enums.py.jinja", enums=enums)
    out = lines(text)
    assert out[0] == "# Generated from spec/enums.yaml; do not edit."
    assert "from enum import StrEnum" in out
    assert '__all__ = ["Species", "Flag", ]' in out
    start = out.index("class Species(StrEnum):")
    assert out[start + 1 : start + 6] == [
        '    """Kinds of pet."""',
        "",
        '    DOG = "dog"',
        '    CAT = "cat"',
        '    GUINEA_PIG = "guinea_pig"',
    ]
    start = out.index("class Flag(StrEnum):")
    assert out[start + 1 : start + 3] == ['    YES = "yes"', '    NO = "no"']

    namespace: dict[str, Any] = {}
    exec(compile(text, "enums.py", "exec"), namespace)
    species = namespace["Species"]
    assert issubclass(species, StrEnum)
    assert [m.value for m in species] == ["dog", "cat", "guinea_pig"]
    assert species.GUINEA_PIG == "guinea_pig"


def test_enum_member_names_stay_identifiers() -> None:
    assert py.enum_member("dog") == "DOG"
    assert py.enum_member("3d") == "VALUE_3D"  # a value starting with a digit (an expiry: 30d)
    assert py.enum_member("3d").isidentifier()


# -- filters --------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def list_pets_filters(env: jinja2.Environment, fixture_spec: ir.Spec) -> list[str]:
    op = operation(fixture_spec, "list_pets")
    text = render(
        env, "filters.py.jinja", area="pets", host="main", source="spec/operations/pets.yaml", operations=(op,)
    )
    return lines(text)


def test_filters_template_renders_csv_lookups(list_pets_filters: list[str]) -> None:
    assert '    qs.Param("id", qs.integer()),' in list_pets_filters
    # An empty comma-separated list is no filter at all, as django-filter skips empty values.
    assert '    qs.Param("id__in", qs.integer(), many="csv"),' in list_pets_filters
    assert '    qs.Param("id__exclude_in", qs.integer(), many="csv"),' in list_pets_filters
    assert '    qs.Param("status__in", qs.choice(enums.PetStatus), many="csv"),' in list_pets_filters
    assert '    qs.Lookup("id__exclude_in", (\'id\',), "exclude_in"),' in list_pets_filters


def test_filters_template_renders_multi_lookups(list_pets_filters: list[str]) -> None:
    assert '    qs.Param("species", qs.choice(enums.Species), many="multi"),' in list_pets_filters
    assert '    qs.Lookup("species", (\'species\',), "multi"),' in list_pets_filters
    assert "    species: tuple[enums.Species, ...] | None = None" in list_pets_filters


def test_filters_template_renders_text_dates_bounds_renames_and_relations(list_pets_filters: list[str]) -> None:
    expected = [
        '    qs.Param("name__icontains", qs.text(max_length=100), blank_is_absent=True),',
        '    qs.Param("weight__gte", qs.number(minimum=0, maximum=200)),',
        '    qs.Param("birth_date__lte", qs.iso_date()),',
        '    qs.Param("birth_date__isnull", qs.boolean()),',
        '    qs.Param("registered_at__date__gte", qs.iso_date()),',
        '    qs.Param("owner", qs.uuid()),',
        '    qs.Param("min_age", qs.integer()),',
        '    qs.Lookup("min_age", (\'age\',), "gte"),',
        "    qs.Lookup(\"owner__name__icontains\", ('owner', 'name'), \"icontains\"),",
        '    qs.Lookup("tag", (\'tags\',), "exact"),',
        '    qs.Param("search", qs.text(max_length=120), blank_is_absent=True),',
    ]
    missing = [line for line in expected if line not in list_pets_filters]
    assert not missing, missing


def test_filters_template_renders_ordering_and_its_default(list_pets_filters: list[str]) -> None:
    # Before ruff: path tuples are repr()s, so single-quoted.
    assert (
        '    qs.Param("ordering", qs.ordering({ "name": ((\'name\',), ), "age": ((\'age\',), ), '
        "\"registered_at\": (('registered_at',), ), \"owner_name\": (('owner', 'name'), ), }), many=\"csv\"),"
    ) in list_pets_filters
    assert (
        "    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm(\"registered_at\", ('registered_at',), True), )"
    ) in list_pets_filters
    assert "    limit: int = 20" in list_pets_filters
    assert "    offset: int = 0" in list_pets_filters


def test_filters_template_renders_required_query_parameters(env: jinja2.Environment, fixture_spec: ir.Spec) -> None:
    op = operation(fixture_spec, "pet_statistics")
    out = lines(render(env, "filters.py.jinja", area="pets", host="main", source="s", operations=(op,)))
    assert '    qs.Param("group_by", qs.choice(enums.StatisticsGroup), required=True),' in out
    assert '    qs.Param("species", qs.choice(enums.Species), many="csv"),' in out
    assert "    group_by: enums.StatisticsGroup" in out
    assert "    species: tuple[enums.Species, ...] | None = None" in out
    assert not any("PetStatisticsFilters" in line for line in out), "only list operations have a filter set"


# -- services -------------------------------------------------------------------------------------


def render_services(env: jinja2.Environment, spec: ir.Spec, area: str) -> list[str]:
    ops = spec.operations_of(area)
    return lines(
        render(
            env,
            "services.py.jinja",
            area=area,
            host=ops[0].host,
            source=ops[0].source,
            operations=ops,
            uses_uuid=any(p.type.name == "uuid" for op in ops for p in op.path_parameters),
            uses_query=any(op.query for op in ops),
            context_types=sorted({"AnonymousContext" if op.anonymous else "RequestContext" for op in ops}),
        )
    )


def test_services_template_renders_one_protocol_per_operation(env: jinja2.Environment, fixture_spec: ir.Spec) -> None:
    out = render_services(env, fixture_spec, "pets")
    protocols = [line for line in out if line.endswith("(Protocol):")]
    assert protocols == [f"class {op.pascal}(Protocol):" for op in fixture_spec.operations_of("pets")]
    assert (
        "class PetsService(ListPets, RetrievePet, CreatePet, UpdatePet, DeletePet, PetStatistics, BulkAdoptPets, "
        "Protocol):"
    ) in out
    assert "import uuid" not in out
    assert "from handwritten.runtime.context import RequestContext" in out


def test_services_template_renders_keyword_only_parameters(env: jinja2.Environment, fixture_spec: ir.Spec) -> None:
    out = render_services(env, fixture_spec, "pets")
    expected = [
        "    async def list_pets(self, *, ctx: RequestContext, query: filters.ListPetsQuery) -> models.PetList:",
        "    async def retrieve_pet(self, *, ctx: RequestContext, id: int) -> models.Pet:",
        "    async def create_pet(self, *, ctx: RequestContext, body: models.CreatePetRequest) -> models.Pet:",
        "    async def update_pet(self, *, ctx: RequestContext, id: int, body: models.UpdatePetRequest) -> models.Pet:",
        "    async def delete_pet(self, *, ctx: RequestContext, id: int) -> None:",
        "    async def pet_statistics(self, *, ctx: RequestContext, query: filters.PetStatisticsQuery) "
        "-> models.PetStatistics:",
    ]
    missing = [line for line in expected if line not in out]
    assert not missing, missing
    assert '        """P4. Update pet: PATCH /api/pets/{id}/"""' in out


def test_services_template_renders_anonymous_context_and_uuids(env: jinja2.Environment, fixture_spec: ir.Spec) -> None:
    out = render_services(env, fixture_spec, "owners")
    assert "import uuid" in out
    assert "from handwritten.runtime.context import AnonymousContext, RequestContext" in out
    assert "    async def owner_card(self, *, ctx: AnonymousContext, id: uuid.UUID) -> models.OwnerCard:" in out
    assert "    async def retrieve_owner(self, *, ctx: RequestContext, id: uuid.UUID) -> models.Owner:" in out


# -- routes ---------------------------------------------------------------------------------------

# A handler, the status its response is rendered with, and the route it is mounted as.
_ROUTE = re.compile(
    r"async def (?P<handler>\w+)\(request: Request\) -> Response:.*?render\(\w+, (?P<status>\d+)\)\)"
    r'.*?router\.add_route\(\s*"(?P<path>[^"]+)",\s*(?P=handler),\s*methods=\["(?P<method>[A-Z]+)"\],'
    r'\s*name="(?P<operation_id>\w+)",\s*include_in_schema=False\)',
    re.DOTALL,
)


def test_routes_template_registers_method_path_and_status(env: jinja2.Environment, fixture_spec: ir.Spec) -> None:
    ops = fixture_spec.operations_of("pets")
    text = render(env, "routes.py.jinja", area="pets", host="main", source="s", operations=ops)
    routes = sorted(
        (m["method"], m["path"], m["handler"], int(m["status"]), m["operation_id"]) for m in _ROUTE.finditer(text)
    )
    assert routes == sorted(
        [
            ("GET", "/api/pets/", "list_pets", 200, "list_pets"),
            ("GET", "/api/pets/{id}/", "retrieve_pet", 200, "retrieve_pet"),
            ("POST", "/api/pets/", "create_pet", 201, "create_pet"),
            ("PATCH", "/api/pets/{id}/", "update_pet", 200, "update_pet"),
            ("DELETE", "/api/pets/{id}/", "delete_pet", 204, "delete_pet"),
            ("GET", "/api/pets/statistics/", "pet_statistics", 200, "pet_statistics"),
            ("POST", "/api/pets/bulk-adoptions/", "bulk_adopt_pets", 200, "bulk_adopt_pets"),
        ]
    )
    out = lines(text)
    assert "            body = await read_body(request, models.UpdatePetRequest)" in out
    assert '                id=path_value("id", path["id"], qs.integer()),' in out
    # Every operation ends by completing its unit of work, which commits (handwritten/runtime/work.py).
    assert "            return await ctx.complete(render(None, 204))" in out
    assert "            return await ctx.complete(render(result, 201))" in out
    assert "        async with authenticate(request, DELETE_PET) as ctx:" in out
    # Idempotent operations (POST in the fixture) claim their key once the inputs are parsed.
    create = out[out.index("        async with authenticate(request, CREATE_PET) as ctx:") :]
    assert create[1:4] == [
        "            filters.parse_create_pet_query(request.query_params.multi_items())",
        "            body = await read_body(request, models.CreatePetRequest)",
        "            await ctx.begin()",
    ]
    assert (
        "            await ctx.begin()"
        not in out[: out.index("        async with authenticate(request, CREATE_PET) as ctx:")]
    )
    bulk = out.index("BULK_ADOPT_PETS = OperationInfo(")
    assert out[bulk + 1 : bulk + 9] == [
        '    "P7",',
        '    "bulk_adopt_pets",',
        '    "POST",',
        '    "/api/pets/bulk-adoptions/",',
        "    idempotent=True,",
        '    rate_class="bulk",',
        '    permission="change_pet",',
        ")",
    ]
    delete = out.index("DELETE_PET = OperationInfo(")
    assert out[delete + 5 : delete + 8] == [
        "    idempotent=False,",
        '    rate_class="writes",',
        '    permission="delete_pet",',
    ]


def test_routes_template_uses_the_anonymous_context(env: jinja2.Environment, fixture_spec: ir.Spec) -> None:
    op = operation(fixture_spec, "owner_card")
    out = lines(render(env, "routes.py.jinja", area="owners", host="registry", source="s", operations=(op,)))
    assert "        async with anonymous(request, OWNER_CARD) as ctx:" in out
    assert "authenticate(request" not in "\n".join(out)
    assert '                id=path_value("id", path["id"], qs.uuid()),' in out


# -- decisions ------------------------------------------------------------------------------------


def test_decisions_template_renders_one_row_per_decision(env: jinja2.Environment) -> None:
    decisions = [
        ir.Decision("page_size", "Page size", "limit defaults to 20.", "DRF LimitOffsetPagination."),
        ir.Decision("piped", "A | in text", "Spread\n  over   lines.", "Basis."),
        ir.Decision("unused", "Nobody uses it", "Listed anyway.", "Every decision is listed."),
    ]
    usages = {"page_size": ["limit, offset", "P1 limit"], "piped": ["P5"]}
    out = lines(render(env, "decisions.md.jinja", decisions=decisions, usages=usages))
    rows = [line for line in out if line.startswith("| `")]
    assert rows == [
        "| `page_size` | Page size | limit defaults to 20. | DRF LimitOffsetPagination. | limit, offset, P1 limit |",
        "| `piped` | A \\| in text | Spread over lines. | Basis. | P5 |",
        "| `unused` | Nobody uses it | Listed anyway. | Every decision is listed. |  |",
    ]
    assert "| Key | Topic | Decision | Basis | Applies to |" in out


def test_a_decisions_rules_follow_the_list_as_a_table_of_their_own(env: jinja2.Environment) -> None:
    rules = (("Record", "Status"), (("Item", "The worst | of its traces"), ("Order", "The worst of its items")))
    decisions = [
        ir.Decision("plain", "No table", "Text.", "Basis."),
        ir.Decision("propagation", "Propagation", "See the table.", "Basis.", rules),
    ]
    out = lines(render(env, "decisions.md.jinja", decisions=decisions, usages={}))
    start = out.index("## `propagation`: Propagation")
    assert [line for line in out[start + 1 :] if line] == [
        "| Record | Status |",
        "|---|---|",
        "| Item | The worst \\| of its traces |",
        "| Order | The worst of its items |",
    ]
    assert not any(line.startswith("## `plain`") for line in out)


def test_decisions_of_the_fixture_reach_the_table(generated_root: Path) -> None:
    out = lines((generated_root / "docs" / "decisions.md").read_text(encoding="utf-8"))
    rows = {line.split("|")[1].strip(): line.split("|")[-2].strip() for line in out if line.startswith("| `")}
    assert rows == {
        "`page_size`": "limit, offset, R1 limit, R1 offset, P1 limit, P1 offset",
        "`validation_error_shape`": "400 validation_failed, ValidationError",
        "`not_found_body`": "404 not_found",
        "`read_only_fields`": "P3, P4",
        "`inferred_paths`": "R3, P6, P7",
        "`nickname_policy`": "CreatePetRequest.nickname, Pet.nickname, UpdatePetRequest.nickname",
        "`soft_delete`": "P5",
        "`card_rate_limit`": "429 rate_limited",
        "`unused_decision`": "",
    }


# -- array limits ---------------------------------------------------------------------------------


def _create_pet_tags(spec: ir.Spec) -> ir.Field:
    return next(f for f in spec.resources["CreatePetRequest"].fields if f.name == "tags")


def test_array_limits_reach_the_model(fixture_spec: ir.Spec) -> None:
    """List limits (max_items) on the list, item limits (min_length, max_length) on each item."""
    assert py.field_annotation(_create_pet_tags(fixture_spec)) == (
        "Annotated[list[Annotated[str, Field(min_length=1, max_length=30)]], Field(max_length=5)] | MISSING"
    )


def test_array_limits_reach_openapi(generated_root: Path) -> None:
    document = yaml.safe_load((generated_root / "generated" / "openapi" / "main.yaml").read_text(encoding="utf-8"))
    tags = document["components"]["schemas"]["CreatePetRequest"]["properties"]["tags"]
    assert tags["maxItems"] == 5
    assert tags["items"]["minLength"] == 1
    assert tags["items"]["maxLength"] == 30


# -- known generator bugs -------------------------------------------------------------------------


def test_filter_on_array_items_keeps_the_item_length_limit(list_pets_filters: list[str]) -> None:
    assert '    qs.Param("name", qs.text(max_length=100), blank_is_absent=True),' in list_pets_filters
    assert '    qs.Param("tag", qs.text(max_length=30), blank_is_absent=True),' in list_pets_filters


def test_filters_template_carries_the_search_fields_of_the_spec(list_pets_filters: list[str]) -> None:
    # Services search these paths; they never restate the spec's search fields.
    assert (
        "    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = (('name',), ('nickname',), ('owner', 'name'), )"
    ) in list_pets_filters
