"""Changes between two versions of the spec, each breaking or compatible with a one-line reason.

Compared on the intermediate model (ir.Spec), never on text: a reformatted mapping or a resource
moved between files is no change, and a change to a shared resource or enum is reported once,
where it is defined, judged by how the operations use it (in requests, responses, or both). The
rules are the ones integrators live by, after oasdiff's and smithy-diff's checks:

- requests may only widen: a new required input, a removed input, a tighter limit, a removed
  enum value or a field that no longer accepts null breaks clients that worked;
- responses may only narrow: a removed field, a field that may now be null or absent, a wider
  limit (the server may send what old clients never had to handle) or a new enum value breaks
  clients that read them. A new response enum value is breaking here, where oasdiff only warns:
  the generated SDK decodes enums exhaustively (`Status(value)` raises on a value it does not
  know), so its older versions fail on the new value;
- an operation's identity (name, code, host, method, path), its response status and shape, and
  who may call it are fixed once published.

A new error status is compatible with a note (clients should handle it); descriptions, decisions
and other notes are compatible (informational). A change's `id` (its rule and where) is what an
approval in compat/approvals.yaml names (generator/compat.py, the gate).

    diff_specs(old, new)        every change, breaking first
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from generator import ir

Direction = Literal["request", "response"]
Dirs = frozenset[Direction]
REQUEST: Dirs = frozenset({"request"})
RESPONSE: Dirs = frozenset({"response"})


@dataclass(frozen=True)
class Change:
    where: str  # in the spec's terms: resources.Pet.name, operations.list_pets.parameters.min_age
    rule: str  # what kind of change: field-removed, max-length-lowered, ...
    breaking: bool
    reason: str  # one line for humans

    @property
    def id(self) -> str:
        """Stable across runs and rewordings: what an approval names."""
        return f"{self.rule} {self.where}"

    @property
    def level(self) -> str:
        return "breaking" if self.breaking else "compatible"

    def line(self) -> str:
        return f"{'BREAKING' if self.breaking else 'compatible'} {self.where}: {self.reason}"

    def as_json(self) -> dict[str, Any]:
        return {"id": self.id, "level": self.level, "where": self.where, "rule": self.rule, "reason": self.reason}


def diff_specs(old: ir.Spec, new: ir.Spec) -> list[Change]:
    """Every change from `old` to `new`: breaking ones first, then by place."""
    differ = _Differ(old, new)
    differ.run()
    return sorted(set(differ.changes), key=lambda c: (not c.breaking, c.where, c.rule))


# -- where the spec uses resources and enums ---------------------------------------------------


def _usage(spec: ir.Spec) -> tuple[dict[str, set[Direction]], dict[str, set[Direction]]]:
    """For each resource and enum, whether operations send it in requests, receive it in responses, or both."""
    resources: dict[str, set[Direction]] = {}
    enums: dict[str, set[Direction]] = {}

    def walk_type(t: ir.TypeRef | None, d: Direction) -> None:
        if t is None:
            return
        if t.kind == "enum":
            enums.setdefault(t.name, set()).add(d)
        elif t.kind == "object":
            walk_resource(t.name, d)
        elif t.kind == "array":
            walk_type(t.items, d)

    def walk_resource(name: str | None, d: Direction) -> None:
        if name is None or d in resources.get(name, set()):
            return
        resources.setdefault(name, set()).add(d)
        resource = spec.resources.get(name)
        if resource is not None:
            for f in resource.public_fields:
                walk_type(f.type, d)
            walk_type(resource.additional_properties, d)

    for op in spec.operations:
        walk_resource(op.body, "request")
        for field in op.path_parameters:
            walk_type(field.type, "request")
        for param in op.query:
            walk_type(param.value, "request")
        walk_resource(op.response_resource, "response")
        for error in op.errors:
            walk_resource(error.schema, "response")
    return resources, enums


def _filter_sets(spec: ir.Spec) -> set[str]:
    """The list operations whose filter set some resource reads (a `filters_of` field)."""
    found: set[str] = set()
    for resource in spec.resources.values():
        for field in resource.public_fields:
            t: ir.TypeRef | None = field.type
            while t is not None and t.kind == "array":
                t = t.items
            if t is not None and t.kind == "filters":
                found.add(t.name)
    return found


def _common(old: dict[str, set[Direction]], new: dict[str, set[Direction]]) -> dict[str, Dirs]:
    """Uses both versions share: only those can break a client of the old one."""
    return {name: frozenset(old[name] & new[name]) for name in old.keys() & new.keys() if old[name] & new[name]}


# -- labels ------------------------------------------------------------------------------------


def _fmt(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return repr(value) if isinstance(value, str) else str(value)


def _type_label(t: ir.TypeRef) -> str:
    if t.kind == "array":
        return f"array of {_type_label(t.items)}" if t.items else "array"
    return {"scalar": t.name, "enum": f"enum {t.name}", "object": f"object {t.name}"}.get(
        t.kind, f"filters of {t.name}"
    )


def _side(dirs: Dirs) -> str:
    return " and ".join(sorted(dirs)) + " field"


def _response_label(op: ir.Operation) -> str:
    if op.response_kind == "list":
        return f"a list of {op.response_resource}"
    return op.response_resource or "no body"


def _param_label(p: ir.Param) -> str:
    if p.role == "filter":
        return f"filter {p.name} ({p.lookup} on {'.'.join(p.path)})"
    return f"{'query' if p.role == 'query' else p.role} parameter {p.name}"


def _reach(op: ir.Operation) -> int:
    """How many callers may call: anonymous > anyone (any valid key) > member > a codename, staff."""
    if op.anonymous:
        return 0
    return {"anyone": 1, "member": 2}.get(op.permission or "", 3)  # staff and a codename: neither is wider


def _key(decision: ir.Decision | None) -> str | None:
    return decision.key if decision else None


_BOUNDS: tuple[tuple[str, bool], ...] = (  # (limit, is an upper bound)
    ("max_length", True),
    ("min_length", False),
    ("maximum", True),
    ("minimum", False),
    ("max_items", True),
    ("min_items", False),
)


class _Differ:
    def __init__(self, old: ir.Spec, new: ir.Spec) -> None:
        self.old, self.new = old, new
        self.changes: list[Change] = []
        old_resources, old_enums = _usage(old)
        new_resources, new_enums = _usage(new)
        self.resource_dirs = _common(old_resources, new_resources)
        self.enum_dirs = _common(old_enums, new_enums)
        self.filter_sets = _filter_sets(old)

    def add(self, where: str, rule: str, breaking: bool, reason: str) -> None:
        self.changes.append(Change(where, rule, breaking, reason))

    def judged(self, where: str, rule: str, breaking: bool, if_breaking: str, if_compatible: str) -> None:
        self.add(where, rule, breaking, if_breaking if breaking else if_compatible)

    def run(self) -> None:
        self.service()
        self.enums()
        self.resources()
        self.operations()

    # -- service, hosts, errors, decisions --------------------------------------------------
    def service(self) -> None:
        o, n = self.old, self.new
        for attr in ("title", "version"):
            if getattr(o, attr) != getattr(n, attr):
                self.add(
                    f"service.{attr}",
                    f"{attr}-changed",
                    False,
                    f"{attr} changed from {_fmt(getattr(o, attr))} to {_fmt(getattr(n, attr))} (informational)",
                )
        if o.description != n.description:
            self.add("service.description", "description-changed", False, "description changed (informational)")
        old_hosts, new_hosts = {h.name: h for h in o.hosts}, {h.name: h for h in n.hosts}
        for name in sorted(old_hosts.keys() | new_hosts.keys()):
            where = f"service.hosts.{name}"
            before, after = old_hosts.get(name), new_hosts.get(name)
            if after is None:
                self.add(where, "host-removed", True, "host removed; clients configured with its URL lose it")
            elif before is None:
                self.add(where, "host-added", False, f"host added (serves {after.serves})")
            else:
                if before.placeholder != after.placeholder:
                    self.add(
                        where,
                        "host-variable-renamed",
                        False,
                        f"server variable renamed from {before.placeholder} to {after.placeholder} (informational)",
                    )
                if before.default_url != after.default_url:
                    self.add(
                        where,
                        "host-default-url-changed",
                        False,
                        f"default URL changed from {before.default_url} to {after.default_url} (informational)",
                    )
        self.pagination(o.pagination, n.pagination)
        self.idempotency(o.idempotency, n.idempotency)
        for condition in sorted(o.response_headers.keys() | n.response_headers.keys()):
            self.headers(
                o.response_headers.get(condition, ()),
                n.response_headers.get(condition, ()),
                f"service.response_headers.{condition}",
            )
        for key in sorted(o.errors.keys() & n.errors.keys()):
            before_error, after_error = o.errors[key], n.errors[key]
            self.headers(before_error.headers, after_error.headers, f"errors.{key}.headers")
            if before_error.description != after_error.description:
                self.add(f"errors.{key}", "description-changed", False, "description changed (informational)")
        for key in sorted(o.decisions.keys() | n.decisions.keys()):
            before_decision, after_decision = o.decisions.get(key), n.decisions.get(key)
            if before_decision != after_decision:
                what = "added" if before_decision is None else "removed" if after_decision is None else "changed"
                self.add(f"decisions.{key}", f"decision-{what}", False, f"decision note {what} (informational)")
        if o.rate_classes != n.rate_classes:
            self.add(
                "service.rate_classes",
                "rate-classes-changed",
                False,
                f"rate classes are now {', '.join(n.rate_classes) or 'none'} (informational)",
            )

    def pagination(self, o: ir.Pagination, n: ir.Pagination) -> None:
        if o.max_limit != n.max_limit:
            lowered = n.max_limit < o.max_limit
            self.judged(
                "service.pagination.max_limit",
                f"max-limit-{'lowered' if lowered else 'raised'}",
                lowered,
                f"at most {n.max_limit} results a page instead of {o.max_limit}; "
                "list requests with a larger limit are refused",
                f"at most {n.max_limit} results a page instead of {o.max_limit}; larger pages are accepted",
            )
        if o.default_limit != n.default_limit:
            self.add(
                "service.pagination.default_limit",
                "default-limit-changed",
                False,
                f"a page holds {n.default_limit} results by default instead of {o.default_limit}; "
                "clients that page through count and offset are unaffected",
            )

    def idempotency(self, o: ir.Idempotency | None, n: ir.Idempotency | None) -> None:
        where = "service.idempotency"
        if o is None and n is not None:
            self.add(where, "idempotency-added", False, f"{', '.join(n.methods)} now take the {n.header} header")
        elif o is not None and n is None:
            self.add(
                where, "idempotency-removed", True, f"the {o.header} header is gone; retried requests may act twice"
            )
        elif o is not None and n is not None:
            if o.header != n.header:
                self.add(
                    where,
                    "idempotency-header-renamed",
                    True,
                    f"the retry key header is {n.header}, not {o.header}; retried requests may act twice",
                )
            if o.max_length != n.max_length:
                self.judged(
                    where,
                    f"idempotency-max-length-{'lowered' if n.max_length < o.max_length else 'raised'}",
                    n.max_length < o.max_length,
                    f"{o.header} may be at most {n.max_length} characters instead of {o.max_length}; "
                    "longer keys are refused",
                    f"{o.header} may be up to {n.max_length} characters instead of {o.max_length}",
                )

    def headers(self, old: tuple[ir.Header, ...], new: tuple[ir.Header, ...], where: str) -> None:
        before, after = {h.name for h in old}, {h.name for h in new}
        for name in sorted(before - after):
            self.add(
                f"{where}.{name}", "response-header-removed", True, "response header removed; clients reading it fail"
            )
        for name in sorted(after - before):
            self.add(f"{where}.{name}", "response-header-added", False, "response header added")

    # -- enums and resources, once each where they are defined ---------------------------------
    def enums(self) -> None:
        o, n = self.old.enums, self.new.enums
        for name in sorted(o.keys() | n.keys()):
            where = f"enums.{name}"
            if name not in n:
                self.add(where, "enum-removed", False, "enum removed; the fields that used it report how they changed")
            elif name not in o:
                self.add(where, "enum-added", False, "enum added")
            else:
                self.enum_values(o[name].values, n[name].values, where, self.enum_dirs.get(name, frozenset()))
                if o[name].description != n[name].description:
                    self.add(where, "description-changed", False, "description changed (informational)")

    def enum_values(self, old: tuple[str, ...], new: tuple[str, ...], where: str, dirs: Dirs) -> None:
        for value in old:
            if value not in new:
                self.judged(
                    f"{where}[{value}]",
                    "enum-value-removed",
                    bool(dirs),
                    "enum value removed"
                    + ("; requests that send it are refused" if "request" in dirs else "")
                    + ("; clients that act on it never see it again" if "response" in dirs else ""),
                    "enum value removed; no operation uses the enum in both versions",
                )
        for value in new:
            if value not in old:
                self.judged(
                    f"{where}[{value}]",
                    "enum-value-added",
                    "response" in dirs,
                    "enum value added to a response enum; exhaustive clients (the generated SDK's enums) "
                    "fail to decode it",
                    "enum value added; requests may send it"
                    if dirs
                    else "enum value added; no operation uses the enum in both versions",
                )

    def resources(self) -> None:
        o, n = self.old.resources, self.new.resources
        for name in sorted(o.keys() | n.keys()):
            where = f"resources.{name}"
            if name not in n:
                self.add(where, "resource-removed", False, "resource removed; the operations that used it report how")
            elif name not in o:
                self.add(where, "resource-added", False, "resource added")
            else:
                if o[name].description != n[name].description:
                    self.add(where, "description-changed", False, "description changed (informational)")
                if _key(o[name].decision) != _key(n[name].decision):
                    self.add(where, "decision-changed", False, "decision note changed (informational)")
                dirs = self.resource_dirs.get(name)
                if dirs:
                    self.shape(o[name], n[name], where, dirs, frozenset())

    def shape(self, o: ir.Resource, n: ir.Resource, where: str, dirs: Dirs, seen: frozenset[tuple[str, str]]) -> None:
        """The fields of two versions of a body, compared as a client sees them."""
        if (o.name, n.name) in seen:
            return
        seen = seen | {(o.name, n.name)}
        before = {f.name: f for f in o.public_fields}
        after = {f.name: f for f in n.public_fields}
        removed = [f for name, f in before.items() if name not in after]
        added = [f for name, f in after.items() if name not in before]
        if len(removed) == 1 and len(added) == 1 and removed[0].type == added[0].type:
            self.add(
                f"{where}.{removed[0].name}",
                "field-renamed",
                True,
                f"{_side(dirs)} renamed to {added[0].name}; clients using the old name fail",
            )
            removed, added = [], []
        for field in removed:
            self.add(
                f"{where}.{field.name}",
                "field-removed",
                True,
                f"{_side(dirs)} removed"
                + (
                    "; requests that still send it see it ignored (read-only now)"
                    if "request" in dirs and field.name in {f.name for f in n.read_only}
                    else "; requests that still send it are refused (bodies refuse unknown keys)"
                    if "request" in dirs
                    else ""
                )
                + ("; clients that read it fail" if "response" in dirs else ""),
            )
        for field in added:
            self.judged(
                f"{where}.{field.name}",
                "required-field-added" if field.required and "request" in dirs else "field-added",
                field.required and "request" in dirs,
                "new required request field; requests without it are refused",
                f"{_side(dirs)} added",
            )
        for name in before.keys() & after.keys():
            self.field(before[name], after[name], f"{where}.{name}", dirs, seen)
        if "request" in dirs:
            self.read_only(o, n, where)
        self.additional(o.additional_properties, n.additional_properties, f"{where}.*", dirs, seen)

    def read_only(self, o: ir.Resource, n: ir.Resource, where: str) -> None:
        """The fields of the record a body writes that it takes back and ignores (spec: writes).

        Only fields the record has in both versions: one it gained or lost is reported once, as
        the record's field.
        """
        written = o.writes or n.writes
        records = self.old.resources.get(o.writes or written or ""), self.new.resources.get(n.writes or written or "")
        if records[0] is None or records[1] is None:
            return
        shown = {f.name for f in records[0].public_fields} & {f.name for f in records[1].public_fields}
        before, after = {f.name for f in o.read_only} & shown, {f.name for f in n.read_only} & shown
        declared_before, declared_after = {f.name for f in o.public_fields}, {f.name for f in n.public_fields}
        for name in sorted(before - after - declared_after):
            self.add(
                f"{where}.{name}",
                "read-only-field-refused",
                True,
                "read-only field no longer accepted; requests that send a record back as a GET answered it are "
                "refused (unknown key)",
            )
        for name in sorted(after - before - declared_before):
            self.add(
                f"{where}.{name}",
                "read-only-field-accepted",
                False,
                "read-only field accepted and ignored; a record may be sent back as a GET answered it",
            )

    def additional(
        self, o: ir.TypeRef | None, n: ir.TypeRef | None, where: str, dirs: Dirs, seen: frozenset[tuple[str, str]]
    ) -> None:
        if o is None and n is not None:
            self.add(where, "extra-keys-allowed", False, "keys beyond the named fields are now allowed")
        elif o is not None and n is None:
            self.judged(
                where,
                "extra-keys-refused",
                "request" in dirs,
                "keys beyond the named fields are refused; requests that send them fail",
                "responses hold no keys beyond the named fields now",
            )
        elif o is not None and n is not None:
            self.type(o, n, where, dirs, seen)

    def field(self, o: ir.Field, n: ir.Field, where: str, dirs: Dirs, seen: frozenset[tuple[str, str]]) -> None:
        self.type(o.type, n.type, where, dirs, seen)
        if o.nullable != n.nullable:
            if n.nullable:
                self.judged(
                    where,
                    "made-nullable",
                    "response" in dirs,
                    "may now be null in responses; clients that read it unguarded fail",
                    "now accepts null",
                )
            else:
                self.judged(
                    where,
                    "made-non-nullable",
                    "request" in dirs,
                    "no longer accepts null; requests that send null are refused",
                    "never null in responses now",
                )
        if o.required != n.required:
            if n.required:
                self.judged(
                    where,
                    "made-required",
                    "request" in dirs,
                    "now required; requests without it are refused",
                    "always present in responses now",
                )
            else:
                self.judged(
                    where,
                    "made-optional",
                    "response" in dirs,
                    "may now be absent from responses; clients that read it unguarded fail",
                    "now optional in requests",
                )
        self.constraints(o.constraints, n.constraints, where, dirs)
        if o.relation != n.relation:
            if o.relation and n.relation:
                self.add(
                    where,
                    "relation-changed",
                    True,
                    f"now an id of {n.relation}, not of {o.relation}; the same value means another object",
                )
            else:
                self.add(where, "relation-changed", False, "relation changed; filters may follow it (informational)")
        if "request" in dirs and (o.has_default, o.default) != (n.has_default, n.default):
            self.add(
                where,
                "default-changed",
                False,
                f"default changed from {_fmt(o.default) if o.has_default else 'none'} to "
                f"{_fmt(n.default) if n.has_default else 'none'}; requests that leave it out behave differently",
            )
        if o.validated_alone != n.validated_alone:
            self.add(
                where,
                "validated-alone-changed",
                False,
                f"items are {'now' if n.validated_alone else 'no longer'} validated one by one (informational)",
            )
        if o.description != n.description:
            self.add(where, "description-changed", False, "description changed (informational)")
        if _key(o.decision) != _key(n.decision):
            self.add(where, "decision-changed", False, "decision note changed (informational)")

    def type(self, o: ir.TypeRef, n: ir.TypeRef, where: str, dirs: Dirs, seen: frozenset[tuple[str, str]]) -> None:
        if o.kind != n.kind or (o.kind in ("scalar", "filters") and o.name != n.name):
            self.add(
                where,
                "type-changed",
                True,
                f"type changed from {_type_label(o)} to {_type_label(n)}; values of the old type are refused or misread",
            )
        elif o.kind == "enum" and o.name != n.name:
            self.add(
                where, "enum-renamed", False, f"uses enum {n.name} instead of {o.name}; values compared one by one"
            )
            self.enum_values(self.old.enums[o.name].values, self.new.enums[n.name].values, where, dirs)
        elif o.kind == "object" and o.name != n.name:
            self.add(
                where, "object-renamed", False, f"an object {n.name} instead of {o.name}; fields compared one by one"
            )
            self.shape(self.old.resources[o.name], self.new.resources[n.name], where, dirs, seen)
        elif o.kind == "array" and o.items is not None and n.items is not None:
            self.type(o.items, n.items, f"{where}[]", dirs, seen)
            self.constraints(o.items.constraints, n.items.constraints, f"{where}[]", dirs)

    def constraints(self, o: ir.Constraints, n: ir.Constraints, where: str, dirs: Dirs) -> None:
        """A narrower limit breaks requests; a wider one breaks responses (values clients never handled)."""
        for attr, upper in _BOUNDS:
            before, after = getattr(o, attr), getattr(n, attr)
            if before == after:
                continue
            if before is None:
                verb, narrower, what = "added", True, f"{attr} {_fmt(after)} added"
            elif after is None:
                verb, narrower, what = "removed", False, f"{attr} {_fmt(before)} removed"
            else:
                verb = "lowered" if after < before else "raised"
                narrower = (after < before) == upper
                what = f"{attr} {verb} from {_fmt(before)} to {_fmt(after)}"
            self.bound(where, f"{attr.replace('_', '-')}-{verb}", dirs, narrower, what)
        if o.pattern != n.pattern:
            if o.pattern is None:
                self.bound(where, "pattern-added", dirs, True, f"pattern {_fmt(n.pattern)} added")
            elif n.pattern is None:
                self.bound(where, "pattern-removed", dirs, False, f"pattern {_fmt(o.pattern)} removed")
            else:
                self.bound(where, "pattern-changed", dirs, None, f"pattern changed to {_fmt(n.pattern)}")

    def bound(self, where: str, rule: str, dirs: Dirs, narrower: bool | None, what: str) -> None:
        """narrower: True (fewer values allowed), False (more), None (others)."""
        if "request" in dirs and narrower is not False:
            self.add(where, rule, True, f"{what}; requests that were valid may be refused")
        elif "response" in dirs and narrower is not True:
            self.add(where, rule, True, f"{what}; responses may hold values clients never had to handle")
        else:
            self.add(
                where,
                rule,
                False,
                f"{what}; {'more requests are valid' if 'request' in dirs else 'responses stay within what clients handled'}",
            )

    # -- operations -------------------------------------------------------------------------
    def operations(self) -> None:
        old = {op.name: op for op in self.old.operations}
        new = {op.name: op for op in self.new.operations}
        pairs = [(old[name], new[name]) for name in old if name in new]
        unmatched = [op for name, op in new.items() if name not in old]
        for name, o in old.items():
            if name in new:
                continue
            match = next((n for n in unmatched if n.code == o.code), None) or next(
                (n for n in unmatched if (n.method, n.path) == (o.method, o.path)), None
            )
            where = f"operations.{name}"
            if match is None:
                self.add(
                    where,
                    "operation-removed",
                    True,
                    f"operation {o.code} ({o.method} {o.path}) removed; clients calling it fail",
                )
                continue
            unmatched.remove(match)
            pairs.append((o, match))
            self.add(
                where,
                "operation-renamed",
                True,
                f"operation {o.code} renamed to {match.name}; its operationId and the SDK's function change",
            )
        for n in unmatched:
            self.add(
                f"operations.{n.name}", "operation-added", False, f"operation {n.code} ({n.method} {n.path}) added"
            )
        for o, n in pairs:
            self.operation(o, n)

    def operation(self, o: ir.Operation, n: ir.Operation) -> None:
        where = f"operations.{n.name}"
        if o.code != n.code:
            self.add(where, "operation-code-changed", True, f"code changed from {o.code} to {n.code}")
        if o.host != n.host:
            self.add(
                where, "host-changed", True, f"served on host {n.host} instead of {o.host}; clients call another URL"
            )
        if o.method != n.method:
            self.add(where, "method-changed", True, f"method changed from {o.method} to {n.method}")
        if o.path != n.path:
            stated = (
                "a stated path" if o.path_source == "stated" else "an inferred path, but clients call it all the same"
            )
            self.add(where, "path-changed", True, f"path changed from {o.path} to {n.path} ({stated})")
        if o.path_source != n.path_source:
            self.add(where, "path-source-changed", False, f"the path is now {n.path_source} (informational)")
        self.access(o, n, where)
        if o.idempotent != n.idempotent:
            self.judged(
                where,
                "idempotency-removed" if o.idempotent else "idempotency-added",
                o.idempotent,
                "no longer takes a retry key; retried requests may act twice",
                "now takes a retry key (optional)",
            )
        for attr in ("summary", "description"):
            if getattr(o, attr) != getattr(n, attr):
                self.add(where, f"{attr}-changed", False, f"{attr} changed (informational)")
        if o.extension != n.extension:
            self.add(
                where, "extension-changed", False, f"x-extension is now {str(n.extension).lower()} (informational)"
            )
        before_decisions, after_decisions = {d.key for d in o.decisions}, {d.key for d in n.decisions}
        if before_decisions != after_decisions:
            delta = [f"+{k}" for k in sorted(after_decisions - before_decisions)]
            delta += [f"-{k}" for k in sorted(before_decisions - after_decisions)]
            self.add(where, "decisions-changed", False, f"decision notes changed: {', '.join(delta)} (informational)")
        self.limits(o, n, where)
        self.response(o, n, where)
        self.body(o, n, where)
        self.errors(o, n, where)
        before_path = {f.name: f for f in o.path_parameters}
        for field in n.path_parameters:
            if field.name in before_path:  # added or removed ones come with a path change
                self.field(
                    before_path[field.name], field, f"{where}.path_parameters.{field.name}", REQUEST, frozenset()
                )
        self.parameters(o, n, where)

    def access(self, o: ir.Operation, n: ir.Operation, where: str) -> None:
        if o.anonymous != n.anonymous:
            self.judged(
                where,
                "authentication-removed" if n.anonymous else "authentication-added",
                not n.anonymous,
                f"now needs an API key (permission {n.permission}); anonymous clients get 401",
                "anonymous now: no key needed",
            )
        elif o.permission != n.permission:
            wider = _reach(n) < _reach(o)
            self.judged(
                where,
                "permission-widened" if wider else "permission-changed",
                not wider,
                f"permission changed from {o.permission} to {n.permission}; callers whose role lacks it get 403",
                f"permission widened from {o.permission} to {n.permission}",
            )
        if o.rate_class != n.rate_class and not o.anonymous and not n.anonymous:
            self.add(
                where,
                "rate-class-changed",
                False,
                f"rate class {n.rate_class} instead of {o.rate_class} (informational)",
            )

    def limits(self, o: ir.Operation, n: ir.Operation, where: str) -> None:
        before, after = dict(o.limits), dict(n.limits)
        for name in sorted(before.keys() | after.keys()):
            old_value, new_value = before.get(name), after.get(name)
            at = f"{where}.limits.{name}"
            if new_value is None:
                self.add(at, "limit-removed", False, f"limit {name} ({old_value}) removed; more requests are valid")
            elif old_value is None:
                self.add(at, "limit-added", True, f"new limit {name} = {new_value}; requests beyond it are refused")
            elif new_value != old_value:
                lowered = new_value < old_value
                self.judged(
                    at,
                    "limit-lowered" if lowered else "limit-raised",
                    lowered,
                    f"{name} lowered from {old_value} to {new_value}; requests beyond it are refused",
                    f"{name} raised from {old_value} to {new_value}; more requests are valid",
                )

    def response(self, o: ir.Operation, n: ir.Operation, where: str) -> None:
        if o.status != n.status:
            self.add(f"{where}.response", "response-status-changed", True, f"responds {n.status} instead of {o.status}")
        if o.response_kind != n.response_kind:
            self.add(
                f"{where}.response",
                "response-kind-changed",
                True,
                f"responds with {_response_label(n)} instead of {_response_label(o)}",
            )
        elif o.response_resource and n.response_resource and o.response_resource != n.response_resource:
            self.add(
                f"{where}.response",
                "response-schema-renamed",
                False,
                f"responds with {n.response_resource} instead of {o.response_resource}; fields compared one by one",
            )
            self.shape(
                self.old.resources[o.response_resource],
                self.new.resources[n.response_resource],
                f"{where}.response",
                RESPONSE,
                frozenset(),
            )

    def body(self, o: ir.Operation, n: ir.Operation, where: str) -> None:
        at = f"{where}.body"
        if o.body is None and n.body is not None:
            required = [f.name for f in self.new.resources[n.body].public_fields if f.required]
            self.judged(
                at,
                "body-added",
                bool(required),
                f"now needs a body with {', '.join(required)}; requests without one are refused",
                f"now takes an optional body ({n.body})",
            )
        elif o.body is not None and n.body is None:
            self.add(at, "body-removed", True, "takes no body any more; what clients sent is ignored")
        elif o.body is not None and n.body is not None and o.body != n.body:
            self.add(
                at, "body-schema-renamed", False, f"takes {n.body} instead of {o.body}; fields compared one by one"
            )
            self.shape(self.old.resources[o.body], self.new.resources[n.body], at, REQUEST, frozenset())

    def errors(self, o: ir.Operation, n: ir.Operation, where: str) -> None:
        def by_status(op: ir.Operation) -> dict[int, set[str]]:
            found: dict[int, set[str]] = {}
            for error in op.errors:
                found.setdefault(error.status, set()).add(error.schema)
            return found

        before, after = by_status(o), by_status(n)
        for status in sorted(before.keys() | after.keys()):
            at = f"{where}.errors[{status}]"
            if status not in after:
                self.add(at, "error-status-removed", False, f"no longer answers {status}")
            elif status not in before:
                keys = ", ".join(e.key for e in n.errors if e.status == status)
                self.add(
                    at, "error-status-added", False, f"may now answer {status} ({keys}); note: clients should handle it"
                )
            elif before[status] - after[status]:
                self.add(
                    at,
                    "error-body-changed",
                    True,
                    f"answers {status} with {', '.join(sorted(after[status]))} instead of "
                    f"{', '.join(sorted(before[status]))}; clients reading the error body fail",
                )
            elif after[status] - before[status]:
                self.add(
                    at,
                    "error-body-added",
                    False,
                    f"may also answer {status} with {', '.join(sorted(after[status] - before[status]))}",
                )

    def _in_bodies(self, op: ir.Operation, param: ir.Param) -> bool:
        """Whether request bodies read this list's filters (filters_of), so a filter gone breaks them too."""
        return param.role == "filter" and op.name in self.filter_sets

    def parameters(self, o: ir.Operation, n: ir.Operation, where: str) -> None:
        # limit and offset follow the pagination (compared once) and the response kind (compared above).
        before = {p.name: p for p in o.query if p.role not in ("limit", "offset")}
        after = {p.name: p for p in n.query if p.role not in ("limit", "offset")}
        for name, param in before.items():
            if name not in after:
                self.add(
                    f"{where}.parameters.{name}",
                    "parameter-removed",
                    True,
                    f"{_param_label(param)} removed; requests that send it are refused (unknown query parameter)"
                    + ("; so are request bodies whose filter objects use it" if self._in_bodies(o, param) else ""),
                )
        for name, param in after.items():
            if name not in before:
                self.judged(
                    f"{where}.parameters.{name}",
                    "required-parameter-added" if param.required else "parameter-added",
                    param.required,
                    f"new required {_param_label(param)}; requests without it are refused",
                    f"{_param_label(param)} added (optional)",
                )
            else:
                self.parameter(before[name], param, f"{where}.parameters.{name}")
        old_search, new_search = set(o.search), set(n.search)
        for path in sorted(old_search - new_search):
            self.add(
                f"{where}.search[{'__'.join(path)}]",
                "search-field-removed",
                True,
                f"search no longer matches {'.'.join(path)}; searches that relied on it find less",
            )
        for path in sorted(new_search - old_search):
            self.add(
                f"{where}.search[{'__'.join(path)}]",
                "search-field-added",
                False,
                f"search also matches {'.'.join(path)}",
            )
        if o.ordering and n.ordering and o.ordering.default != n.ordering.default:
            self.add(
                f"{where}.ordering.default",
                "ordering-default-changed",
                False,
                f"results are ordered by {', '.join(n.ordering.default) or 'id'} unless asked otherwise "
                f"(was {', '.join(o.ordering.default) or 'id'})",
            )

    def parameter(self, o: ir.Param, n: ir.Param, where: str) -> None:
        if o.required != n.required:
            self.judged(
                where,
                "parameter-made-required" if n.required else "parameter-made-optional",
                n.required,
                "now required; requests without it are refused",
                "now optional",
            )
        self.type(o.value, n.value, where, REQUEST, frozenset())
        if o.many != n.many:
            if n.many == "one":
                self.add(
                    where, "parameter-list-removed", True, "takes one value only; requests with several are refused"
                )
            elif o.many == "one":
                self.add(where, "parameter-list-added", False, "now takes several values; one still works")
            else:
                self.add(where, "parameter-style-changed", False, f"shown as {n.many} (both forms are accepted)")
        self.constraints(o.constraints, n.constraints, where, REQUEST)
        if o.default != n.default:
            self.add(
                where,
                "default-changed",
                False,
                f"default changed from {_fmt(o.default)} to {_fmt(n.default)}; requests that leave it out behave "
                "differently",
            )
        if o.role != n.role:
            self.add(where, "parameter-role-changed", False, f"now a {n.role} parameter, not a {o.role} one")
        elif o.role == "filter":
            if o.lookup != n.lookup:
                self.add(
                    where,
                    "filter-lookup-changed",
                    True,
                    f"applies {n.lookup} instead of {o.lookup}; the same request finds other results",
                )
            if o.path != n.path:
                self.add(
                    where,
                    "filter-path-changed",
                    False,
                    f"reads {'.'.join(n.path)} instead of {'.'.join(o.path)} (informational)",
                )
        for choice in o.choices:
            if choice not in n.choices:
                self.add(
                    f"{where}[{choice}]",
                    "ordering-value-removed",
                    True,
                    "ordering value removed; requests that send it are refused",
                )
        for choice in n.choices:
            if choice not in o.choices:
                self.add(f"{where}[{choice}]", "ordering-value-added", False, "ordering value added")
        # A filter's description is derived from its lookup unless the spec gives one: say what changed only once.
        derived = o.role == "filter" and (o.lookup, o.path) != (n.lookup, n.path)
        if o.role in ("query", "filter") and o.description != n.description and not derived:
            self.add(where, "description-changed", False, "description changed (informational)")
        if _key(o.decision) != _key(n.decision):
            self.add(where, "decision-changed", False, "decision note changed (informational)")
