from __future__ import annotations

import enum
from datetime import UTC, date, datetime
from uuid import UUID

import pytest

from handwritten.runtime import querystring as qs
from handwritten.runtime.errors import ValidationFailed


class Colour(enum.StrEnum):
    RED = "red"
    BLUE = "blue"


PARAMS = (
    qs.Param("id", qs.integer()),
    qs.Param("id__in", qs.integer(), many="csv"),
    qs.Param("colour", qs.choice(Colour), many="multi"),
    qs.Param("name", qs.text(max_length=5), blank_is_absent=True),
    qs.Param("flag", qs.boolean()),
    qs.Param("day", qs.iso_date()),
    qs.Param("at", qs.iso_datetime()),
    qs.Param("ratio", qs.number(minimum=0, maximum=100)),
    qs.Param("uid", qs.uuid()),
    qs.Param("action", qs.choice(Colour), required=True),
    qs.Param(
        "ordering",
        qs.ordering({"name": (("name",),), "owner": (("owner", "name"),), "full": (("first",), ("last",))}),
        many="csv",
        blank_is_absent=True,
    ),
)


def parse(query: str) -> dict[str, object]:
    items = [tuple(pair.split("=", 1)) for pair in query.split("&") if pair]
    return qs.parse(items, PARAMS)  # type: ignore[arg-type]


def errors_of(query: str) -> dict[str, list[str]]:
    with pytest.raises(ValidationFailed) as caught:
        parse(query)
    return caught.value.errors


def test_parses_every_kind_of_value() -> None:
    values = parse(
        "action=red&id=7&id__in=1,2,3&colour=red&colour=blue&name=ab&flag=false&day=2024-02-29"
        "&at=2024-01-02T03:04:05Z&ratio=12.5&uid=1b4e28ba-2fa1-11d2-883f-0016d3cca427&ordering=-owner,name"
    )
    assert values == {
        "action": Colour.RED,
        "id": 7,
        "id__in": (1, 2, 3),
        "colour": (Colour.RED, Colour.BLUE),
        "name": "ab",
        "flag": False,
        "day": date(2024, 2, 29),
        "at": datetime(2024, 1, 2, 3, 4, 5, tzinfo=UTC),
        "ratio": 12.5,
        "uid": UUID("1b4e28ba-2fa1-11d2-883f-0016d3cca427"),
        "ordering": (qs.OrderingTerm("owner", ("owner", "name"), True), qs.OrderingTerm("name", ("name",), False)),
    }


@pytest.mark.parametrize(
    "query",
    [
        "colour=red,blue&id__in=1,2&ordering=-owner,name",  # the document's comma-separated convention
        "colour=red&colour=blue&id__in=1&id__in=2&ordering=-owner&ordering=name",  # repetition
        "colour=red,blue&id__in=1&id__in=2&ordering=-owner,name",  # both at once
    ],
)
def test_every_array_parameter_takes_commas_repetition_or_both(query: str) -> None:
    values = parse(f"action=red&{query}")
    assert values["colour"] == (Colour.RED, Colour.BLUE)
    assert values["id__in"] == (1, 2)
    assert values["ordering"] == (
        qs.OrderingTerm("owner", ("owner", "name"), True),
        qs.OrderingTerm("name", ("name",), False),
    )


@pytest.mark.parametrize(
    ("query", "param", "message"),
    [
        ("colour=red,", "colour", "A comma-separated list may not hold empty values."),
        ("colour=", "colour", "This list may not be empty."),
        ("id__in=&id__in=", "id__in", "This list may not be empty."),
        ("id__in=1&id__in=", "id__in", "A comma-separated list may not hold empty values."),
        ("ordering=name,,owner", "ordering", "A comma-separated list may not hold empty values."),
        ('colour="red",', "colour", "A comma-separated list may not hold empty values."),
        ('colour="red",,blue', "colour", "A comma-separated list may not hold empty values."),
        ('colour=,"red"', "colour", "A comma-separated list may not hold empty values."),
    ],
)
def test_an_empty_item_of_an_array_parameter_is_refused(query: str, param: str, message: str) -> None:
    assert errors_of(f"action=red&{query}")[param] == [message]


TAGS = (qs.Param("tags", qs.text(), many="multi"),)


@pytest.mark.parametrize(
    ("values", "tags"),
    [
        (['"Q1, 2025",audit'], ("Q1, 2025", "audit")),  # an item holding a comma, in double quotes
        (['"Q1, 2025"', "audit,x"], ("Q1, 2025", "audit", "x")),  # repeated, quoted or not
        (['say "hi",b'], ('say "hi"', "b")),  # a quote inside an unquoted item is itself
        (['"""quoted"""'], ('"quoted"',)),  # quotes inside a quoted item are doubled
        (['""'], ("",)),  # an empty item asked for in quotes: matches nothing, is no mistake
    ],
)
def test_an_array_item_holding_a_comma_is_written_in_double_quotes(values: list[str], tags: tuple[str, ...]) -> None:
    assert qs.parse([("tags", value) for value in values], TAGS) == {"tags": tags}


@pytest.mark.parametrize(
    "value",
    ['"abc', '"a"b', 'a\n"b"', 'x\r,"y"', '"', 'say "hi"'],
    ids=["unclosed", "after", "lf", "cr", "one", "inside"],
)
def test_quotes_that_are_not_csv_are_text_as_before(value: str) -> None:
    """Never a 500 nor a refusal: what the csv module cannot read is split on commas as it was."""
    assert qs.parse([("tags", value)], TAGS) == {"tags": tuple(value.split(","))}


@pytest.mark.parametrize("tag", ["Q1, 2025", "plain", '"starts quoted', 'a"b,c', ",", '"', "two\nlines", "cr\r,lf"])
def test_quote_item_is_read_back_whole(tag: str) -> None:
    assert qs.split_items(qs.quote_item(tag)) == ([tag], False)
    assert qs.parse(qs.json_items({"tags": [tag, "other"]}, TAGS), TAGS) == {"tags": (tag, "other")}


def test_an_ordering_field_of_several_paths_orders_by_each_in_turn() -> None:
    assert parse("action=red&ordering=-full,name")["ordering"] == (
        qs.OrderingTerm("full", ("first",), True),
        qs.OrderingTerm("full", ("last",), True),
        qs.OrderingTerm("name", ("name",), False),
    )


def test_a_naive_datetime_is_utc() -> None:
    assert parse("action=red&at=2024-01-02T03:04")["at"] == datetime(2024, 1, 2, 3, 4, tzinfo=UTC)


def test_every_error_is_reported_at_once_with_drf_messages() -> None:
    errors = errors_of(
        "id=x&id__in=1,,2&colour=green&flag=maybe&day=2024-13-01&ratio=101&uid=nope&bogus=1&ordering=age"
    )
    assert errors == {
        "action": ["This field is required."],
        "bogus": ["Unknown query parameter."],
        "colour": ['"green" is not a valid choice.'],
        "day": ["Date has wrong format. Use one of these formats instead: YYYY-MM-DD."],
        "flag": ["Must be a valid boolean: true or false."],
        "id": ["A valid integer is required."],
        "id__in": ["A comma-separated list may not hold empty values."],
        "ordering": [
            '"age" is not a valid ordering; use one of: name, owner, full, each optionally prefixed with "-".'
        ],
        "ratio": ["Ensure this value is less than or equal to 100."],
        "uid": ['"nope" is not a valid UUID.'],
    }


@pytest.mark.parametrize(
    ("query", "param", "message"),
    [
        ("id=1&id=2", "id", "Expected a single value, got several."),
        ("id=99999999999999999999", "id", "Ensure this value is less than or equal to 9223372036854775807."),
        ("ratio=-1", "ratio", "Ensure this value is greater than or equal to 0."),
        ("ratio=nan", "ratio", "A valid number is required."),
        ("name=abcdef", "name", "Ensure this field has no more than 5 characters."),
        ("id=", "id", "A valid integer is required."),
        ("day=20240101", "day", "Date has wrong format. Use one of these formats instead: YYYY-MM-DD."),
        ("flag=True", "flag", "Must be a valid boolean: true or false."),
    ],
)
def test_rejects_malformed_values(query: str, param: str, message: str) -> None:
    assert errors_of(f"action=red&{query}")[param] == [message]


def test_an_empty_text_value_is_ignored_as_django_filter_does() -> None:
    assert "name" not in parse("action=red&name=")
    assert "ordering" not in parse("action=red&ordering=")


def test_json_items_take_strings_and_arrays_for_repeatable_parameters() -> None:
    items = qs.json_items({"id__in": "1,2", "colour": ["red", "blue"]}, PARAMS)
    assert qs.parse([*items, ("action", "red")], PARAMS)["colour"] == (Colour.RED, Colour.BLUE)


@pytest.mark.parametrize(
    ("obj", "errors"),
    [
        ({"id": True}, {"id": ["Expected a string."]}),  # a boolean is not an integer here
        ({"id": 3.5}, {"id": ["Expected a string."]}),
        ({"id__in": [1, 2]}, {"id__in": ["Expected a string."]}),
        ({"name": 3}, {"name": ["Expected a string."]}),
        ({"colour": [1]}, {"colour": ["Expected a list of strings."]}),
        ({"colour": "red"}, {"colour": ["Expected a list of strings."]}),  # the schema says array
        ({"colour": None}, {"colour": ["Expected a list of strings."]}),
        ({"nope": "1"}, {"nope": ["Unknown filter."]}),
        ([], {"non_field_errors": ["Expected an object of filters."]}),
    ],
)
def test_json_items_reject_wrong_json_types(obj: object, errors: dict[str, list[str]]) -> None:
    with pytest.raises(ValidationFailed) as caught:
        qs.json_items(obj, PARAMS)
    assert caught.value.errors == errors


def test_lookup_terms_lists_set_filters_with_their_paths() -> None:
    class Parsed:
        id = 3
        id__in = None
        owner__name = "x"

    lookups = (
        qs.Lookup("id", ("id",), "exact"),
        qs.Lookup("id__in", ("id",), "in"),
        qs.Lookup("owner__name", ("owner", "name"), "exact"),
    )
    assert qs.lookup_terms(Parsed(), lookups) == (
        qs.FilterTerm("id", ("id",), "exact", 3),
        qs.FilterTerm("owner__name", ("owner", "name"), "exact", "x"),
    )


def test_json_items_take_integers_for_single_integer_filters() -> None:
    assert qs.json_items({"id": 7, "day": "2024-01-02"}, PARAMS) == [("id", "7"), ("day", "2024-01-02")]
    assert qs.parse(qs.json_items({"id": -7}, PARAMS), PARAMS[:1]) == {"id": -7}
    assert qs.json_items({"id": -7.0}, PARAMS) == [("id", "-7")]  # JSON Schema's integer includes 7.0
    with pytest.raises(ValidationFailed) as caught:
        qs.parse(qs.json_items({"id": 2**64}, PARAMS), PARAMS[:1])
    assert caught.value.errors == {"id": ["Ensure this value is less than or equal to 9223372036854775807."]}


@pytest.mark.parametrize("raw", ["\u0663", "1\u0661", "\uff11"])  # Arabic-Indic and fullwidth digits
def test_integers_are_ascii_digits_only(raw: str) -> None:
    """int() reads other scripts' digits; the schema's pattern [0-9] does not, and neither do we."""
    with pytest.raises(ValueError, match="A valid integer is required."):
        qs.integer()(raw)


def test_json_values_are_decoded_and_malformed_ones_refused() -> None:
    parse_json = qs.json_value()
    assert parse_json('{"site": "Ghent", "year": 2024}') == {"site": "Ghent", "year": 2024}
    assert parse_json('"red"') == "red" and parse_json("[1, true]") == [1, True]
    with pytest.raises(ValueError, match="Value must be valid JSON."):
        parse_json("{site: Ghent}")


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("[" * 201 + "]" * 201, qs.JSON_TOO_DEEP),  # past the limit: refused by our walk
        ("[" * 5_000 + "]" * 5_000, qs.JSON_TOO_DEEP),  # far past it: refused by the parser, never a RecursionError
        ('{"a": ' * 201 + "1" + "}" * 201, qs.JSON_TOO_DEEP),
        ("NaN", qs.INVALID_JSON),
        ("[1, -Infinity]", qs.INVALID_JSON),
        ('{"n": 1e999}', "A valid number is required."),  # past a float's range
        ('{"site": "a\\u0000b"}', "Null characters are not allowed."),
        ('{"a\\u0000": 1}', "Null characters are not allowed."),
        ('"\\ud800"', qs.INVALID_JSON),  # a lone surrogate, which PostgreSQL's JSON refuses
    ],
)
def test_json_values_a_body_could_not_hold_are_refused(raw: str, message: str) -> None:
    with pytest.raises(ValueError) as refused:
        qs.json_value()(raw)
    assert str(refused.value) == message


def test_json_values_nest_as_deep_as_a_body_may() -> None:
    deepest = "[" * qs.JSON_DEPTH + "]" * qs.JSON_DEPTH
    assert qs.json_value()(deepest) is not None
    assert qs.json_value()('{"big": 123456789012345678901234567890, "f": 1.5e300}') == {
        "big": 123456789012345678901234567890,
        "f": 1.5e300,
    }
