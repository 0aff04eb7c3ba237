"""How document identifiers decode (handwritten/domain/identifiers.py)."""

from __future__ import annotations

import pytest

from handwritten.domain.identifiers import decode, empty


def test_every_part_decodes() -> None:
    decoded = decode(
        "surveys.datapoint:site-ghent:42:energy_use?context.company=7&context.year=2024"
        "&grouping.domain=energy&labels.model=Data+point&context.bogus=x&nope=1"
    )
    assert (decoded["app_label"], decoded["model"]) == ("surveys", "datapoint")
    assert (decoded["object_key"], decoded["object_id"], decoded["field_id"]) == ("site-ghent", "42", "energy_use")
    assert decoded["context"] == {"company": "7", "module": "", "year": "2024", "timestamp": "", "pulse_identifier": ""}
    assert decoded["grouping"]["domain"] == "energy" and decoded["labels"]["model"] == "Data point"


def test_the_short_forms() -> None:
    assert (decode("orders.order:ext-1")["object_key"], decode("orders.order:ext-1")["object_id"]) == ("ext-1", "")
    assert decode("orders.order:ext-1:9")["object_id"] == "9"


@pytest.mark.parametrize("identifier", ["", "just text", "no-model:1", ".model:1", "a.b", "a.b:", "ünïcode.x:1"])
def test_what_does_not_decode_keeps_empty_values_never_fails(identifier: str) -> None:
    assert decode(identifier) == empty()


def test_the_empty_form_has_every_key() -> None:
    assert set(empty()) == {
        "app_label",
        "model",
        "object_key",
        "object_id",
        "field_id",
        "context",
        "grouping",
        "labels",
    }
