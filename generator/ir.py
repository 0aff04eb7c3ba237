"""The intermediate model: what the spec means, resolved and checked, ready for templates.

Everything here is plain, frozen data; nothing refers back to YAML.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from generator.lookups import Many
from generator.problems import Problem


@dataclass(frozen=True)
class Decision:
    key: str
    topic: str
    decision: str
    basis: str
    # (header, rows) of a rule written as a table, when the decision has one.
    rules: tuple[tuple[str, ...], tuple[tuple[str, ...], ...]] | None = None


@dataclass(frozen=True)
class Constraints:
    min_length: int | None = None
    max_length: int | None = None
    minimum: float | None = None
    maximum: float | None = None
    min_items: int | None = None
    max_items: int | None = None
    pattern: str | None = None


@dataclass(frozen=True)
class TypeRef:
    """A value type: a scalar, an enum, an inline object, an array, or a filter object."""

    kind: Literal["scalar", "enum", "object", "array", "filters"]
    name: str  # scalar type name, enum name, resource name, or list operation name
    items: TypeRef | None = None
    constraints: Constraints = Constraints()  # limits of this value where it is an array's item

    @property
    def family(self) -> str:
        """The name lookups are checked against."""
        return {"scalar": self.name, "enum": "enum", "array": "array"}.get(self.kind, "object")


@dataclass(frozen=True)
class Field:
    name: str
    type: TypeRef
    nullable: bool = False
    required: bool = True
    internal: bool = False
    relation: str | None = None
    has_default: bool = False
    default: Any = None
    constraints: Constraints = Constraints()
    description: str | None = None
    decision: Decision | None = None
    examples: tuple[Any, ...] = ()
    validated_alone: bool = False  # an array whose items are validated one by one (runtime/bodies.py)


@dataclass(frozen=True)
class Resource:
    name: str
    role: Literal["response", "request"]
    fields: tuple[Field, ...]
    description: str | None = None
    decision: Decision | None = None
    additional_properties: TypeRef | None = None
    partial: bool = False  # a partial update's body: an absent key changes nothing
    base: str | None = None  # the resource its fields were copied from (spec: base)
    # A request resource: the response resource it creates or updates (spec: writes, inherited
    # through base; derived for the objects nested in such a body), and that resource's public
    # fields it does not declare, which a body may carry and which are ignored (generator/writes.py).
    writes: str | None = None
    read_only: tuple[Field, ...] = ()

    @property
    def public_fields(self) -> tuple[Field, ...]:
        return tuple(f for f in self.fields if not f.internal)


@dataclass(frozen=True)
class Enum:
    name: str
    values: tuple[str, ...]
    description: str | None = None
    decision: Decision | None = None


@dataclass(frozen=True)
class Header:
    name: str
    description: str


@dataclass(frozen=True)
class ErrorResponse:
    key: str
    status: int
    source: Literal["stated", "decided"]
    description: str
    schema: str
    example: dict[str, Any]
    headers: tuple[Header, ...] = ()
    decision: Decision | None = None


@dataclass(frozen=True)
class Param:
    """One query parameter, after lookups are expanded into parameter names."""

    name: str
    role: Literal["filter", "search", "ordering", "limit", "offset", "query"]
    value: TypeRef  # the type of one value
    many: Many = "one"
    required: bool = False
    default: Any = None
    constraints: Constraints = Constraints()
    description: str | None = None
    decision: Decision | None = None
    path: tuple[str, ...] = ()  # filters: the field path it reads
    lookup: str = "exact"  # filters: the lookup it applies
    choices: tuple[str, ...] = ()  # ordering: allowed values, "-" prefixes included
    errors: tuple[str, ...] = ()  # error keys a missing value answers with


@dataclass(frozen=True)
class OrderingField:
    name: str
    paths: tuple[tuple[str, ...], ...]  # ordered by each in turn (name: first name, then last name)


@dataclass(frozen=True)
class Ordering:
    fields: tuple[OrderingField, ...]
    default: tuple[str, ...]
    style: Many
    description: str | None = None
    decision: Decision | None = None


@dataclass(frozen=True)
class Example:
    """A JSON value the spec gives as an example, and where: checked against its schema."""

    value: Any
    file: str
    line: int


@dataclass(frozen=True)
class Operation:
    name: str
    code: str
    summary: str
    host: str
    area: str
    source: str  # spec file, for the generated header
    method: str
    path: str
    path_source: Literal["stated", "inferred"]
    anonymous: bool
    path_parameters: tuple[Field, ...]
    query: tuple[Param, ...]  # every query parameter, filters included, in a stable order
    response_kind: Literal["resource", "list", "empty"]
    response_resource: str | None
    status: int
    errors: tuple[ErrorResponse, ...]
    description: str | None = None
    body: str | None = None
    filter_resource: str | None = None
    search: tuple[tuple[str, ...], ...] = ()
    ordering: Ordering | None = None
    decisions: tuple[Decision, ...] = ()
    limits: tuple[tuple[str, int], ...] = ()
    idempotent: bool = False  # takes the Idempotency-Key header (spec: service.yaml idempotency)
    permission: str | None = None  # a codename, "member", "anyone" or "staff"; None for anonymous operations
    extension: bool = False  # not an operation of the document (x-extension: true)
    rate_class: str | None = None  # the per-key rate limit class; None for anonymous operations
    request_example: Example | None = None  # a realistic body (spec: examples.request)
    response_example: Example | None = None  # the success answer's body; a whole page for a list

    @property
    def is_list(self) -> bool:
        return self.response_kind == "list"

    @property
    def filters(self) -> tuple[Param, ...]:
        return tuple(p for p in self.query if p.role in ("filter", "search"))

    @property
    def pascal(self) -> str:
        return "".join(part.capitalize() for part in self.name.split("_"))


@dataclass(frozen=True)
class Column:
    """A column as its SQLAlchemy model attribute names it: `Origin.country_code`."""

    table: str  # the model class, imported from the module its mapping file gives
    attribute: str

    def __str__(self) -> str:
        return f"{self.table}.{self.attribute}"


@dataclass(frozen=True)
class RowField:
    """Where one field of a resource built from rows comes from (spec/mappings/)."""

    field: Field
    column: Column | None  # read under the field's name
    given: bool = False  # the service gives the value (built from `column`'s value when it has one)


@dataclass(frozen=True)
class RowMapping:
    """A response resource read from rows: its select list and its row-to-model function."""

    resource: str
    area: str  # the mapping file's name: generated/rows/<area>.py
    table: str  # the model class the rows are read from
    fields: tuple[RowField, ...]  # in the resource's field order
    reads: tuple[tuple[str, Column], ...] = ()  # more columns the service reads, by label
    modules: tuple[tuple[str, str], ...] = ()  # (model class, module) of every class named

    @property
    def columns(self) -> tuple[tuple[str, Column], ...]:
        """The select list: (label, column) of each field read from a column, then of the reads."""
        return tuple((f.field.name, f.column) for f in self.fields if f.column is not None) + self.reads

    @property
    def given(self) -> tuple[Field, ...]:
        return tuple(f.field for f in self.fields if f.given)

    @property
    def of_one_table(self) -> bool:
        """Whether every column is the table's own: a loaded record then gives the row itself."""
        return all(column.table == self.table for _, column in self.columns)


@dataclass(frozen=True)
class Host:
    name: str
    placeholder: str
    serves: str
    default_url: str


@dataclass(frozen=True)
class Idempotency:
    header: str
    methods: tuple[str, ...]
    max_length: int
    description: str
    decision: Decision | None = None


@dataclass(frozen=True)
class Pagination:
    default_limit: int
    max_limit: int
    decision: Decision | None = None


@dataclass(frozen=True)
class Spec:
    title: str
    version: str
    description: str
    hosts: tuple[Host, ...]
    pagination: Pagination
    enums: dict[str, Enum]
    resources: dict[str, Resource]
    operations: tuple[Operation, ...]
    errors: dict[str, ErrorResponse]
    decisions: dict[str, Decision]
    areas: tuple[str, ...] = field(default=())
    warnings: tuple[Problem, ...] = ()  # doubtful but not wrong: reported, never fatal
    idempotency: Idempotency | None = None
    rate_classes: tuple[str, ...] = ()
    permissions_decision: Decision | None = None  # how operations' permissions are checked
    # Response headers by condition (always, authenticated, idempotent).
    response_headers: dict[str, tuple[Header, ...]] = field(default_factory=dict)
    rows: tuple[RowMapping, ...] = ()  # resources built from rows (spec/mappings/), by area then name
    # Fields' examples (spec: a field's examples), where they are written: checked like operations'.
    field_examples: tuple[tuple[Field, Example], ...] = ()

    def operations_of(self, area: str) -> tuple[Operation, ...]:
        return tuple(op for op in self.operations if op.area == area)
