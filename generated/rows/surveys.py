# Generated from spec/mappings/surveys.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Rows of DataPoint, Survey, SurveyDefinition: the columns each is read from, labelled with its fields' names,
and the model built from such a row (unvalidated: the values are our own).

A field the service gives (an inline object, a computed value) is a keyword argument of the
row-to-model function; the columns it is built from are in the row under their labels.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generated import enums, models
from handwritten.db.surveys import ApplicationSurvey, DataPoint, SurveyDefinition
from handwritten.runtime.constructing import constructed

__all__ = [
    "DATA_POINT_COLUMNS",
    "data_point_from_row",
    "data_point_row",
    "SURVEY_COLUMNS",
    "survey_from_row",
    "SURVEY_DEFINITION_COLUMNS",
    "survey_definition_from_row",
    "survey_definition_row",
]

# -- DataPoint ---------------------------------------------------------------------------------

DATA_POINT_COLUMNS = (
    DataPoint.id.label("id"),
    DataPoint.context.label("context"),
    DataPoint.value.label("value"),
    DataPoint.field_id.label("field_id"),
    DataPoint.content_type.label("content_type"),
    DataPoint.object_id.label("object_id"),
    DataPoint.user_id.label("user"),
    DataPoint.user_group_id.label("user_group"),
    DataPoint.updated_at.label("updated_at"),
    DataPoint.value_edited_at.label("value_edited_at"),
    DataPoint.status_edited_at.label("status_edited_at"),
    DataPoint.status.label("status"),
    DataPoint.status_user_id.label("status_user"),
    DataPoint.pulse_params.label("pulse_params"),
)


def data_point_from_row(
    row: Mapping[Any, Any], *, context: dict[str, Any], object_id: int, user: int, user_group: int, status_user: int
) -> models.DataPoint:
    """The DataPoint of a row of DATA_POINT_COLUMNS, with the fields the service gives: context, object_id, user,
    user_group, status_user."""
    return constructed(
        models.DataPoint,
        {
            "id": row["id"],
            "context": context,
            "value": row["value"],
            "field_id": row["field_id"],
            "content_type": row["content_type"],
            "object_id": object_id,
            "user": user,
            "user_group": user_group,
            "updated_at": row["updated_at"],
            "value_edited_at": row["value_edited_at"],
            "status_edited_at": row["status_edited_at"],
            "status": enums.DataPointStatus(row["status"]),
            "status_user": status_user,
            "pulse_params": row["pulse_params"],
        },
    )


def data_point_row(record: DataPoint) -> dict[str, Any]:
    """The row DATA_POINT_COLUMNS reads, from a loaded DataPoint (after a write, say)."""
    return {
        "id": record.id,
        "context": record.context,
        "value": record.value,
        "field_id": record.field_id,
        "content_type": record.content_type,
        "object_id": record.object_id,
        "user": record.user_id,
        "user_group": record.user_group_id,
        "updated_at": record.updated_at,
        "value_edited_at": record.value_edited_at,
        "status_edited_at": record.status_edited_at,
        "status": record.status,
        "status_user": record.status_user_id,
        "pulse_params": record.pulse_params,
    }


# -- Survey ------------------------------------------------------------------------------------

SURVEY_COLUMNS = (
    SurveyDefinition.id.label("id"),
    SurveyDefinition.type.label("type"),
    SurveyDefinition.title.label("title"),
    SurveyDefinition.display_type.label("display_type"),
    SurveyDefinition.is_progress_visible_in_survey_overview.label("is_progress_visible_in_survey_overview"),
    ApplicationSurvey.id.label("application_survey_id"),
    SurveyDefinition.export_data.label("survey_export_data"),
)


def survey_from_row(row: Mapping[Any, Any], *, tags: list[models.Tag]) -> models.Survey:
    """The Survey of a row of SURVEY_COLUMNS, with the fields the service gives: tags."""
    return constructed(
        models.Survey,
        {
            "id": row["id"],
            "type": row["type"],
            "title": row["title"],
            "display_type": row["display_type"],
            "is_progress_visible_in_survey_overview": row["is_progress_visible_in_survey_overview"],
            "tags": tags,
            "application_survey_id": row["application_survey_id"],
            "survey_export_data": row["survey_export_data"],
        },
    )


# -- SurveyDefinition --------------------------------------------------------------------------

SURVEY_DEFINITION_COLUMNS = (
    SurveyDefinition.id.label("id"),
    SurveyDefinition.key.label("key"),
    SurveyDefinition.version.label("version"),
    SurveyDefinition.is_active_version.label("is_active_version"),
    SurveyDefinition.title.label("title"),
    SurveyDefinition.type.label("type"),
    SurveyDefinition.display_type.label("display_type"),
    SurveyDefinition.tags.label("tags"),
    SurveyDefinition.published_at.label("published_at"),
    SurveyDefinition.published_by_id.label("published_by"),
    SurveyDefinition.definition.label("definition"),
)


def survey_definition_from_row(
    row: Mapping[Any, Any], *, workspace_ids: list[int], definition: dict[str, Any]
) -> models.SurveyDefinition:
    """The SurveyDefinition of a row of SURVEY_DEFINITION_COLUMNS, with the fields the service gives:
    workspace_ids, definition."""
    return constructed(
        models.SurveyDefinition,
        {
            "id": row["id"],
            "key": row["key"],
            "version": row["version"],
            "is_active_version": row["is_active_version"],
            "title": row["title"],
            "type": row["type"],
            "display_type": row["display_type"],
            "tags": row["tags"],
            "published_at": row["published_at"],
            "published_by": row["published_by"],
            "workspace_ids": workspace_ids,
            "definition": definition,
        },
    )


def survey_definition_row(record: SurveyDefinition) -> dict[str, Any]:
    """The row SURVEY_DEFINITION_COLUMNS reads, from a loaded SurveyDefinition (after a write, say)."""
    return {
        "id": record.id,
        "key": record.key,
        "version": record.version,
        "is_active_version": record.is_active_version,
        "title": record.title,
        "type": record.type,
        "display_type": record.display_type,
        "tags": record.tags,
        "published_at": record.published_at,
        "published_by": record.published_by_id,
        "definition": record.definition,
    }
