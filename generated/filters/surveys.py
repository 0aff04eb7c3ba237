# Generated from spec/operations/surveys.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Query parameters of the surveys operations: parsed into typed, validated, plain data.

Compiling filters into SQL is not done here; see handwritten/runtime.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from pydantic import PlainValidator, WithJsonSchema

from handwritten.runtime import querystring as qs

__all__ = [
    "FIELD_PATHS",
    "ListSurveysFilters",
    "ListSurveysFiltersField",
    "ListSurveysQuery",
    "parse_list_surveys_query",
    "ListSubmissionsFilters",
    "ListSubmissionsFiltersField",
    "ListSubmissionsQuery",
    "parse_list_submissions_query",
    "CreateSubmissionQuery",
    "parse_create_submission_query",
    "RetrieveSubmissionSubsectionQuery",
    "parse_retrieve_submission_subsection_query",
    "UpsertDataPointQuery",
    "parse_upsert_data_point_query",
    "PublishSurveyDefinitionQuery",
    "parse_publish_survey_definition_query",
    "ListSurveyDefinitionsFilters",
    "ListSurveyDefinitionsFiltersField",
    "ListSurveyDefinitionsQuery",
    "parse_list_survey_definitions_query",
    "RetrieveSurveyDefinitionQuery",
    "parse_retrieve_survey_definition_query",
]

# -- S1 list_surveys ------------------------------------------------------------

_LIST_SURVEYS_FILTERS = (qs.Param("tags", qs.text(), many="multi"),)
_LIST_SURVEYS_LOOKUPS = (qs.Lookup("tags", ("tags", "name"), "multi"),)
_LIST_SURVEYS_OTHER = (
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListSurveysFilters:
    """The filters of S1; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = ()
    tags: tuple[str, ...] | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_SURVEYS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListSurveysFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_SURVEYS_FILTERS), _LIST_SURVEYS_FILTERS))


ListSurveysFiltersField = Annotated[
    ListSurveysFilters,
    PlainValidator(qs.json_filters(ListSurveysFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListSurveysQuery:
    """Every query parameter of S1, parsed."""

    filters: ListSurveysFilters
    limit: int = 50
    offset: int = 0


def parse_list_surveys_query(items: Iterable[tuple[str, str]]) -> ListSurveysQuery:
    values = qs.parse(items, (*_LIST_SURVEYS_FILTERS, *_LIST_SURVEYS_OTHER))
    names = {p.name for p in _LIST_SURVEYS_FILTERS}
    filters = ListSurveysFilters(**{k: v for k, v in values.items() if k in names})
    return ListSurveysQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- S2 list_submissions --------------------------------------------------------

_LIST_SUBMISSIONS_FILTERS = (
    qs.Param("tags", qs.text(), many="csv"),
    qs.Param("context__contains", qs.json_value()),
)
_LIST_SUBMISSIONS_LOOKUPS = (
    qs.Lookup("tags", ("tags", "name"), "in"),
    qs.Lookup("context__contains", ("context",), "contains"),
)
_LIST_SUBMISSIONS_OTHER = (
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListSubmissionsFilters:
    """The filters of S2; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = ()
    tags: tuple[str, ...] | None = None
    context__contains: Any | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_SUBMISSIONS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListSubmissionsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_SUBMISSIONS_FILTERS), _LIST_SUBMISSIONS_FILTERS))


ListSubmissionsFiltersField = Annotated[
    ListSubmissionsFilters,
    PlainValidator(qs.json_filters(ListSubmissionsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListSubmissionsQuery:
    """Every query parameter of S2, parsed."""

    filters: ListSubmissionsFilters
    limit: int = 50
    offset: int = 0


def parse_list_submissions_query(items: Iterable[tuple[str, str]]) -> ListSubmissionsQuery:
    values = qs.parse(items, (*_LIST_SUBMISSIONS_FILTERS, *_LIST_SUBMISSIONS_OTHER))
    names = {p.name for p in _LIST_SUBMISSIONS_FILTERS}
    filters = ListSubmissionsFilters(**{k: v for k, v in values.items() if k in names})
    return ListSubmissionsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- S3 create_submission -------------------------------------------------------
_CREATE_SUBMISSION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class CreateSubmissionQuery:
    """Every query parameter of S3, parsed."""

    pass


def parse_create_submission_query(items: Iterable[tuple[str, str]]) -> CreateSubmissionQuery:
    return CreateSubmissionQuery(**qs.parse(items, _CREATE_SUBMISSION_OTHER))


# -- S4 retrieve_submission_subsection ------------------------------------------
_RETRIEVE_SUBMISSION_SUBSECTION_OTHER = (qs.Param("agent", qs.boolean()),)


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveSubmissionSubsectionQuery:
    """Every query parameter of S4, parsed."""

    agent: bool | None = None


def parse_retrieve_submission_subsection_query(items: Iterable[tuple[str, str]]) -> RetrieveSubmissionSubsectionQuery:
    return RetrieveSubmissionSubsectionQuery(**qs.parse(items, _RETRIEVE_SUBMISSION_SUBSECTION_OTHER))


# -- S5 upsert_data_point -------------------------------------------------------
_UPSERT_DATA_POINT_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class UpsertDataPointQuery:
    """Every query parameter of S5, parsed."""

    pass


def parse_upsert_data_point_query(items: Iterable[tuple[str, str]]) -> UpsertDataPointQuery:
    return UpsertDataPointQuery(**qs.parse(items, _UPSERT_DATA_POINT_OTHER))


# -- SV1 publish_survey_definition ----------------------------------------------
_PUBLISH_SURVEY_DEFINITION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class PublishSurveyDefinitionQuery:
    """Every query parameter of SV1, parsed."""

    pass


def parse_publish_survey_definition_query(items: Iterable[tuple[str, str]]) -> PublishSurveyDefinitionQuery:
    return PublishSurveyDefinitionQuery(**qs.parse(items, _PUBLISH_SURVEY_DEFINITION_OTHER))


# -- SV2 list_survey_definitions ------------------------------------------------

_LIST_SURVEY_DEFINITIONS_FILTERS = (
    qs.Param("key", qs.text(), blank_is_absent=True),
    qs.Param("is_active_version", qs.boolean()),
)
_LIST_SURVEY_DEFINITIONS_LOOKUPS = (
    qs.Lookup("key", ("key",), "exact"),
    qs.Lookup("is_active_version", ("is_active_version",), "exact"),
)
_LIST_SURVEY_DEFINITIONS_OTHER = (
    qs.Param(
        "ordering",
        qs.ordering(
            {
                "id": (("id",),),
                "key": (("key",),),
                "version": (("version",),),
                "published_at": (("published_at",),),
            }
        ),
        many="csv",
    ),
    qs.Param("limit", qs.integer(minimum=1, maximum=1000)),
    qs.Param("offset", qs.integer(minimum=0, maximum=9223372036854775807)),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class ListSurveyDefinitionsFilters:
    """The filters of SV2; also read from a JSON object with `from_json`."""

    # The field paths a search term is matched against (spec: search).
    SEARCH_PATHS: ClassVar[tuple[tuple[str, ...], ...]] = ()
    key: str | None = None
    is_active_version: bool | None = None

    def terms(self) -> tuple[qs.FilterTerm, ...]:
        """The filters that are set, each with the field path it reads and its lookup."""
        return qs.lookup_terms(self, _LIST_SURVEY_DEFINITIONS_LOOKUPS)

    @classmethod
    def from_json(cls, obj: Any) -> ListSurveyDefinitionsFilters:
        return cls(**qs.parse(qs.json_items(obj, _LIST_SURVEY_DEFINITIONS_FILTERS), _LIST_SURVEY_DEFINITIONS_FILTERS))


ListSurveyDefinitionsFiltersField = Annotated[
    ListSurveyDefinitionsFilters,
    PlainValidator(qs.json_filters(ListSurveyDefinitionsFilters.from_json)),
    WithJsonSchema({"type": "object"}),
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ListSurveyDefinitionsQuery:
    """Every query parameter of SV2, parsed."""

    filters: ListSurveyDefinitionsFilters
    ordering: tuple[qs.OrderingTerm, ...] = (qs.OrderingTerm("id", ("id",), False),)
    limit: int = 50
    offset: int = 0


def parse_list_survey_definitions_query(items: Iterable[tuple[str, str]]) -> ListSurveyDefinitionsQuery:
    values = qs.parse(items, (*_LIST_SURVEY_DEFINITIONS_FILTERS, *_LIST_SURVEY_DEFINITIONS_OTHER))
    names = {p.name for p in _LIST_SURVEY_DEFINITIONS_FILTERS}
    filters = ListSurveyDefinitionsFilters(**{k: v for k, v in values.items() if k in names})
    return ListSurveyDefinitionsQuery(filters=filters, **{k: v for k, v in values.items() if k not in names})


# -- SV3 retrieve_survey_definition ---------------------------------------------
_RETRIEVE_SURVEY_DEFINITION_OTHER = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RetrieveSurveyDefinitionQuery:
    """Every query parameter of SV3, parsed."""

    pass


def parse_retrieve_survey_definition_query(items: Iterable[tuple[str, str]]) -> RetrieveSurveyDefinitionQuery:
    return RetrieveSurveyDefinitionQuery(**qs.parse(items, _RETRIEVE_SURVEY_DEFINITION_OTHER))


# The field paths each list operation reads (its filters, search and ordering), by operation: the
# FieldMap of its implementation must cover every one (handwritten/services/area.py checks it).
FIELD_PATHS: dict[str, frozenset[tuple[str, ...]]] = {
    "list_surveys": frozenset(
        {
            ("tags", "name"),
        }
    ),
    "list_submissions": frozenset(
        {
            ("context",),
            ("tags", "name"),
        }
    ),
    "list_survey_definitions": frozenset(
        {
            ("id",),
            ("is_active_version",),
            ("key",),
            ("published_at",),
            ("version",),
        }
    ),
}
