"""Request resources paired with the response resources they write, and their read-only fields.

A create or update body names the record it writes (`writes: ValueChain`, inherited through
`base`). It may then carry every field of that record, as a GET answered it: the fields it does
not declare are read-only, accepted and ignored (decision read_only_fields), while a key the
record does not have stays an unknown field. The objects nested in such a body are paired the
same way, through the fields of the same name, at any depth:

    CreateValueChainRequest              writes ValueChain              (spec)
    └── metadata: ValueChainMetadataRequest  writes ValueChainMetadata  (ValueChain.metadata)
            read-only: requested_by_user_id

A request resource with additional_properties is a map whose keys are data: it has no read-only
fields, and its values are paired with the values of the response's map.
"""

from __future__ import annotations

from dataclasses import replace

from generator import ir
from generator.resources import ResourceBuilder


def pair_writes(b: ResourceBuilder) -> None:
    """Check every `writes`, pair the nested request objects, and give each paired resource its read-only fields."""
    resources = b.resources
    pairs: dict[str, str] = {}  # request resource -> the response resource it writes
    for name, resource in list(resources.items()):
        if resource.writes is None:
            continue
        source, path = b.raw_resources[name]
        where = (*path, "writes")
        stated = "writes" in source.data["resources"][name]  # else inherited, and reported where it is stated
        target = resources.get(resource.writes)
        problem = None
        if resource.role != "request":
            problem = f"'{name}' is a response resource: only a request resource writes another."
        elif resource.writes not in b.raw_resources:
            problem = f"'{name}' writes '{resource.writes}', which is not a resource."
        elif target is not None and target.role != "response":
            problem = f"'{name}' writes '{resource.writes}', a request resource: name the record it writes."
        if problem is not None or target is None:
            if problem is not None and stated:
                b.problem(source, where, problem)
            resources[name] = replace(resource, writes=None)
            continue
        pairs[name] = target.name
    derived: dict[str, tuple[str, str]] = {}  # nested request resource -> (its response resource, found through)
    conflicting: set[str] = set()
    pending = sorted(pairs.items())
    while pending:
        request_name, response_name = pending.pop(0)
        request, response = resources[request_name], resources[response_name]
        shown = {f.name: f for f in response.public_fields}
        nested = [
            (f"{request_name}.{f.name}", f.type, shown[f.name].type) for f in request.public_fields if f.name in shown
        ]
        if request.additional_properties is not None and response.additional_properties is not None:
            nested.append((f"{request_name}.*", request.additional_properties, response.additional_properties))
        for via, sent, answered in nested:
            inner, written = _object_of(sent), _object_of(answered)
            if inner is None or written is None or inner in pairs and inner not in derived:
                continue  # not two objects, or an object that says itself what it writes
            if inner not in resources or written not in resources:
                continue  # reported where it is named
            if resources[inner].role != "request" or resources[written].role != "response":
                continue
            if inner in derived:
                if derived[inner][0] != written and inner not in conflicting:
                    conflicting.add(inner)
                    source, path = b.raw_resources[inner]
                    b.problem(
                        source,
                        path,
                        f"'{inner}' writes '{derived[inner][0]}' as {derived[inner][1]} and '{written}' as {via}: "
                        "give it writes: to say which record it writes.",
                    )
                continue
            derived[inner] = (written, via)
            pairs[inner] = written
            pending.append((inner, written))
    for name, written in pairs.items():
        request = resources[name]
        declared = {f.name for f in request.public_fields}
        read_only = (
            ()
            if request.additional_properties is not None
            else tuple(f for f in resources[written].public_fields if f.name not in declared)
        )
        resources[name] = replace(request, writes=written, read_only=read_only)


def written_by(resources: dict[str, ir.Resource], answered: str, written: str) -> bool:
    """Whether the resource an operation answers is the one its body writes, or one based on it."""
    seen: set[str] = set()
    name: str | None = answered
    while name is not None and name not in seen:
        if name == written:
            return True
        seen.add(name)
        resource = resources.get(name)
        name = resource.base if resource is not None else None
    return False


def _object_of(t: ir.TypeRef) -> str | None:
    """The resource an object, or an array of objects, holds."""
    while t.kind == "array" and t.items is not None:
        t = t.items
    return t.name if t.kind == "object" else None
