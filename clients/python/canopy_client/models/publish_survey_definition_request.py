from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.publish_survey_definition_request_definition import PublishSurveyDefinitionRequestDefinition


T = TypeVar("T", bound="PublishSurveyDefinitionRequest")


@_attrs_define
class PublishSurveyDefinitionRequest:
    """
    Attributes:
        definition (PublishSurveyDefinitionRequestDefinition): A survey definition (docs/surveys.md; JSON Schema
            handwritten/domain/surveys/definition.schema.json).
        workspace_ids (list[int]): The workspaces to publish it to; each must exist.
    """

    definition: PublishSurveyDefinitionRequestDefinition
    workspace_ids: list[int]

    def to_dict(self) -> dict[str, Any]:
        definition = self.definition.to_dict()

        workspace_ids = self.workspace_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "definition": definition,
                "workspace_ids": workspace_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.publish_survey_definition_request_definition import PublishSurveyDefinitionRequestDefinition  # noqa: PLC0415

        d = dict(src_dict)
        definition = PublishSurveyDefinitionRequestDefinition.from_dict(d.pop("definition"))

        workspace_ids = cast(list[int], d.pop("workspace_ids"))

        publish_survey_definition_request = cls(
            definition=definition,
            workspace_ids=workspace_ids,
        )

        return publish_survey_definition_request
