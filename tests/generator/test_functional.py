"""Generated filter modules parse real query strings.

The spec is written inline, generated into a temporary root, and the generated module is
imported in a subprocess (the package name `generated` belongs to the project in this process).
One subprocess parses every case and prints JSON; each test asserts one case.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from generator.output import generate

REPO_ROOT = Path(__file__).resolve().parents[2]

SPEC = {
    "service.yaml": """
        title: Things
        version: 0.0.1
        hosts:
          main: {placeholder: main_url, serves: things, default_url: http://localhost:9100}
        pagination: {default_limit: 10, max_limit: 50}
        search: {max_length: 40}
        default_errors:
          has_input: [validation_failed]
    """,
    "errors.yaml": """
        errors:
          validation_failed:
            status: 400
            source: stated
            description: A parameter is invalid.
            schema: ValidationError
            example: {limit: [Ensure this value is less than or equal to 50.]}
          group_required:
            status: 400
            source: stated
            description: group is missing.
            schema: ValidationError
            example: {group: [This field is required.]}
    """,
    "decisions.yaml": """
        decisions:
          filter_values:
            topic: Filter value syntax
            decision: Booleans are true or false.
            basis: django-filter.
    """,
    "enums.yaml": """
        enums:
          Color: {values: [red, green, blue]}
    """,
    "resources/things.yaml": """
        resources:
          ValidationError:
            additional_properties: {type: any}
            fields: {}
          Maker:
            fields:
              id: {type: integer}
              name: {type: string}
          Thing:
            fields:
              id: {type: integer}
              name: {type: string, max_length: 20}
              active: {type: boolean}
              color: {enum: Color}
              born: {type: date}
              created_at: {type: date-time}
              score: {type: number}
              maker: {type: integer, nullable: true, relation: Maker}
          ThingSummary:
            fields:
              total: {type: integer}
    """,
    "operations/things.yaml": """
        host: main
        operations:
          list_things:
            code: T1
            permission: view_thing
            summary: List things
            method: GET
            path: /api/things/
            path_source: stated
            query:
              tags: {array: {type: string}, style: multi, description: Repeat for several tags.}
            filters:
              id: {lookups: [exact, in]}
              name: {lookups: [icontains]}
              active: {lookups: [exact], decision: filter_values}
              color: {lookups: [multi]}
              born: {lookups: [gte, lte]}
              created_at: {lookups: [gte, lte, date]}
              score: {lookups: [gte, lte], minimum: 0, maximum: 100}
              maker: {lookups: [isnull]}
              maker__name: {lookups: [icontains]}
            search: [name]
            ordering:
              fields: [name, created_at, {name: maker_name, path: maker__name}]
              default: [-created_at]
            response: {list_of: Thing}
          summarize_things:
            code: T2
            permission: member
            summary: Summarize things
            method: GET
            path: /api/things/summary/
            path_source: stated
            query:
              group: {enum: Color, required: true, errors: [group_required]}
            response: {resource: ThingSummary}
    """,
}

# Each case: (what to call, its argument). "list" and "summary" take a query string, "json" an object.
CASES: dict[str, tuple[str, Any]] = {
    "nothing": ("list", ""),
    "csv ints": ("list", "id__in=1,2,30"),
    "csv bad int": ("list", "id__in=1,x"),
    "exact int": ("list", "id=7"),
    "true": ("list", "active=true"),
    "false": ("list", "active=false"),
    "bad boolean": ("list", "active=yes"),
    "date bounds": ("list", "born__gte=2024-02-29&born__lte=2024-12-31"),
    "bad date": ("list", "born__gte=2023-02-29"),
    "datetime Z": ("list", "created_at__gte=2024-01-02T03:04:05Z"),
    "datetime offset": ("list", "created_at__lte=2024-01-02T03:04:05%2B02:00"),
    "datetime no offset": ("list", "created_at__gte=2024-01-02T03:04"),
    "datetime date": ("list", "created_at__date=2024-01-02"),
    "bad datetime": ("list", "created_at__gte=yesterday"),
    "number bounds": ("list", "score__gte=0&score__lte=99.5"),
    "above maximum": ("list", "score__lte=100.5"),
    "below minimum": ("list", "score__gte=-1"),
    "enum multi": ("list", "color=red&color=blue"),
    "enum bad": ("list", "color=red&color=x"),
    "isnull": ("list", "maker__isnull=true"),
    "relation text": ("list", "maker__name__icontains=acme"),
    "blank text ignored": ("list", "name__icontains=&search="),
    "repeatable array": ("list", "tags=a&tags=b%20c"),
    "ordering csv": ("list", "ordering=-name,created_at"),
    "ordering relation": ("list", "ordering=maker_name"),
    "ordering bad": ("list", "ordering=-colour"),
    "paging": ("list", "limit=50&offset=5"),
    "limit too big": ("list", "limit=51"),
    "unknown": ("list", "colour=red"),
    "repeated single": ("list", "id=1&id=2"),
    "several errors": ("list", "colour=red&active=maybe&limit=0"),
    "required missing": ("summary", ""),
    "required given": ("summary", "group=green"),
    "required bad": ("summary", "group=purple"),
    "json": ("json", {"id__in": "1,2", "color": ["red", "green"], "active": "false", "search": "box"}),
    "json empty": ("json", {}),
    "json unknown": ("json", {"colour": "red"}),
    "json wrong shape": ("json", {"id__in": [1, 2]}),
    "json bad value": ("json", {"score__lte": "101"}),
}

SCRIPT = r"""
import dataclasses, datetime, enum, json, sys
from urllib.parse import parse_qsl

from generated.filters import things
from handwritten.runtime.errors import ValidationFailed


def plain(value):
    if dataclasses.is_dataclass(value):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value) if getattr(value, f.name) is not None}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (datetime.date, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, (tuple, list)):
        return [plain(v) for v in value]
    return value


calls = {
    "list": lambda arg: things.parse_list_things_query(parse_qsl(arg, keep_blank_values=True)),
    "summary": lambda arg: things.parse_summarize_things_query(parse_qsl(arg, keep_blank_values=True)),
    "json": lambda arg: things.ListThingsFilters.from_json(arg),
}
results = {"__module__": things.__file__}
for name, (kind, arg) in json.load(sys.stdin).items():
    try:
        results[name] = {"value": plain(calls[kind](arg))}
    except ValidationFailed as exc:
        results[name] = {"errors": exc.errors}
print(json.dumps(results))
"""


@pytest.fixture(scope="module")
def parsed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    root = tmp_path_factory.mktemp("functional")
    for rel, text in SPEC.items():
        path = root / "spec" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    generate(root, root / "spec")
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        cwd=root,
        input=json.dumps(CASES),
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "PYTHONPATH": os.pathsep.join([str(root), str(REPO_ROOT)])},
    )
    assert result.returncode == 0, result.stderr
    results: dict[str, Any] = json.loads(result.stdout)
    assert Path(results.pop("__module__")).resolve() == (root / "generated" / "filters" / "things.py").resolve()
    return results


def value(parsed: dict[str, Any], case: str) -> Any:
    outcome = parsed[case]
    assert "value" in outcome, f"{case}: expected a value, got errors {outcome.get('errors')}"
    return outcome["value"]


def filters(parsed: dict[str, Any], case: str) -> dict[str, Any]:
    result: dict[str, Any] = value(parsed, case)["filters"]
    return result


def errors(parsed: dict[str, Any], case: str) -> dict[str, list[str]]:
    outcome = parsed[case]
    assert "errors" in outcome, f"{case}: expected errors, got {outcome.get('value')}"
    result: dict[str, list[str]] = outcome["errors"]
    return result


DEFAULT_ORDERING = [{"name": "created_at", "path": ["created_at"], "descending": True}]


def test_defaults_when_nothing_is_given(parsed: dict[str, Any]) -> None:
    assert value(parsed, "nothing") == {"filters": {}, "ordering": DEFAULT_ORDERING, "limit": 10, "offset": 0}


def test_csv_of_integers(parsed: dict[str, Any]) -> None:
    assert filters(parsed, "csv ints") == {"id__in": [1, 2, 30]}
    assert filters(parsed, "exact int") == {"id": 7}
    assert errors(parsed, "csv bad int") == {"id__in": ["A valid integer is required."]}


def test_booleans(parsed: dict[str, Any]) -> None:
    assert filters(parsed, "true") == {"active": True}
    assert filters(parsed, "false") == {"active": False}
    assert filters(parsed, "isnull") == {"maker__isnull": True}
    assert errors(parsed, "bad boolean") == {"active": ["Must be a valid boolean: true or false."]}


def test_iso_dates(parsed: dict[str, Any]) -> None:
    assert filters(parsed, "date bounds") == {"born__gte": "2024-02-29", "born__lte": "2024-12-31"}
    assert errors(parsed, "bad date") == {
        "born__gte": ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."]
    }


def test_iso_datetimes(parsed: dict[str, Any]) -> None:
    assert filters(parsed, "datetime Z") == {"created_at__gte": "2024-01-02T03:04:05+00:00"}
    assert filters(parsed, "datetime offset") == {"created_at__lte": "2024-01-02T03:04:05+02:00"}
    assert filters(parsed, "datetime no offset") == {"created_at__gte": "2024-01-02T03:04:00+00:00"}
    assert filters(parsed, "datetime date") == {"created_at__date": "2024-01-02"}
    assert list(errors(parsed, "bad datetime")) == ["created_at__gte"]
    assert errors(parsed, "bad datetime")["created_at__gte"][0].startswith("Datetime has wrong format.")


def test_numeric_bounds(parsed: dict[str, Any]) -> None:
    assert filters(parsed, "number bounds") == {"score__gte": 0.0, "score__lte": 99.5}
    assert errors(parsed, "above maximum") == {"score__lte": ["Ensure this value is less than or equal to 100."]}
    assert errors(parsed, "below minimum") == {"score__gte": ["Ensure this value is greater than or equal to 0."]}


def test_enum_membership(parsed: dict[str, Any]) -> None:
    assert filters(parsed, "enum multi") == {"color": ["red", "blue"]}
    assert errors(parsed, "enum bad") == {"color": ['"x" is not a valid choice.']}


def test_text_filters_and_blank_values(parsed: dict[str, Any]) -> None:
    assert filters(parsed, "relation text") == {"maker__name__icontains": "acme"}
    assert filters(parsed, "blank text ignored") == {}


def test_repeatable_array_parameter(parsed: dict[str, Any]) -> None:
    result = value(parsed, "repeatable array")
    assert result["tags"] == ["a", "b c"]
    assert result["filters"] == {}


def test_ordering(parsed: dict[str, Any]) -> None:
    assert value(parsed, "ordering csv")["ordering"] == [
        {"name": "name", "path": ["name"], "descending": True},
        {"name": "created_at", "path": ["created_at"], "descending": False},
    ]
    assert value(parsed, "ordering relation")["ordering"] == [
        {"name": "maker_name", "path": ["maker", "name"], "descending": False}
    ]
    assert errors(parsed, "ordering bad") == {
        "ordering": [
            '"-colour" is not a valid ordering; use one of: name, created_at, maker_name, each optionally prefixed with "-".'
        ]
    }


def test_paging(parsed: dict[str, Any]) -> None:
    result = value(parsed, "paging")
    assert (result["limit"], result["offset"]) == (50, 5)
    assert errors(parsed, "limit too big") == {"limit": ["Ensure this value is less than or equal to 50."]}


def test_unknown_and_repeated_parameters(parsed: dict[str, Any]) -> None:
    assert errors(parsed, "unknown") == {"colour": ["Unknown query parameter."]}
    assert errors(parsed, "repeated single") == {"id": ["Expected a single value, got several."]}


def test_every_error_is_reported_at_once(parsed: dict[str, Any]) -> None:
    assert errors(parsed, "several errors") == {
        "active": ["Must be a valid boolean: true or false."],
        "colour": ["Unknown query parameter."],
        "limit": ["Ensure this value is greater than or equal to 1."],
    }


def test_required_parameter(parsed: dict[str, Any]) -> None:
    assert errors(parsed, "required missing") == {"group": ["This field is required."]}
    assert value(parsed, "required given") == {"group": "green"}
    assert errors(parsed, "required bad") == {"group": ['"purple" is not a valid choice.']}


def test_filters_from_json(parsed: dict[str, Any]) -> None:
    assert value(parsed, "json") == {"id__in": [1, 2], "color": ["red", "green"], "active": False, "search": "box"}
    assert value(parsed, "json empty") == {}
    assert errors(parsed, "json unknown") == {"colour": ["Unknown filter."]}
    assert errors(parsed, "json wrong shape") == {"id__in": ["Expected a string."]}
    assert errors(parsed, "json bad value") == {"score__lte": ["Ensure this value is less than or equal to 100."]}
