"""Document identifiers and what they encode (decision document_identifiers).

An identifier names the object a document belongs to in the data platform:

    <app_label>.<model>:<object_key>[:<object_id>[:<field_id>]][?<part>.<key>=<value>&...]

for example `surveys.datapoint:site-ghent:42:energy_use?context.year=2024&labels.model=Data+point`.
The query's parts are `context` (company, module, year, timestamp, pulse_identifier), `grouping`
(domain, module, related_app_label, related_model, related_object_id) and `labels` (model,
module, related_model). An identifier that does not follow the form keeps its text and decodes to
empty values: a document never fails to show because of one.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qsl

PARTS: dict[str, tuple[str, ...]] = {
    "context": ("company", "module", "year", "timestamp", "pulse_identifier"),
    "grouping": ("domain", "module", "related_app_label", "related_model", "related_object_id"),
    "labels": ("model", "module", "related_model"),
}
_HEAD = re.compile(
    r"(?P<app_label>[A-Za-z_][\w]*)\.(?P<model>[A-Za-z_][\w]*)"
    r":(?P<object_key>[^:?]+)(?::(?P<object_id>[^:?]*))?(?::(?P<field_id>[^:?]*))?"
)


def empty() -> dict[str, Any]:
    """The decoded form of an identifier that encodes nothing: every key, every value empty."""
    return {
        "app_label": "",
        "model": "",
        "object_key": "",
        "object_id": "",
        "field_id": "",
        **{part: dict.fromkeys(keys, "") for part, keys in PARTS.items()},
    }


def decode(identifier: str) -> dict[str, Any]:
    """The parts `identifier` encodes (see the module), or the empty form when it encodes none."""
    head, _, query = identifier.partition("?")
    match = _HEAD.fullmatch(head)
    decoded = empty()
    if match is None:
        return decoded
    for key in ("app_label", "model", "object_key", "object_id", "field_id"):
        decoded[key] = match.group(key) or ""
    for name, value in parse_qsl(query, keep_blank_values=True):
        part, _, key = name.partition(".")
        if part in PARTS and key in PARTS[part]:
            decoded[part][key] = value
    return decoded
