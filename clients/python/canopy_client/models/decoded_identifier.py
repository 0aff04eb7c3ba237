from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.decoded_identifier_context import DecodedIdentifierContext
    from ..models.decoded_identifier_grouping import DecodedIdentifierGrouping
    from ..models.decoded_identifier_labels import DecodedIdentifierLabels


T = TypeVar("T", bound="DecodedIdentifier")


@_attrs_define
class DecodedIdentifier:
    """The parts an identifier encodes.

    Attributes:
        app_label (str):
        context (DecodedIdentifierContext):
        field_id (str): The survey question the identifier names, if any.
        grouping (DecodedIdentifierGrouping):
        labels (DecodedIdentifierLabels):
        model (str):
        object_id (str): The id of the record the identifier names.
        object_key (str):
    """

    app_label: str
    context: DecodedIdentifierContext
    field_id: str
    grouping: DecodedIdentifierGrouping
    labels: DecodedIdentifierLabels
    model: str
    object_id: str
    object_key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        app_label = self.app_label

        context = self.context.to_dict()

        field_id = self.field_id

        grouping = self.grouping.to_dict()

        labels = self.labels.to_dict()

        model = self.model

        object_id = self.object_id

        object_key = self.object_key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "app_label": app_label,
                "context": context,
                "field_id": field_id,
                "grouping": grouping,
                "labels": labels,
                "model": model,
                "object_id": object_id,
                "object_key": object_key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decoded_identifier_context import DecodedIdentifierContext  # noqa: PLC0415
        from ..models.decoded_identifier_grouping import DecodedIdentifierGrouping  # noqa: PLC0415
        from ..models.decoded_identifier_labels import DecodedIdentifierLabels  # noqa: PLC0415

        d = dict(src_dict)
        app_label = d.pop("app_label")

        context = DecodedIdentifierContext.from_dict(d.pop("context"))

        field_id = d.pop("field_id")

        grouping = DecodedIdentifierGrouping.from_dict(d.pop("grouping"))

        labels = DecodedIdentifierLabels.from_dict(d.pop("labels"))

        model = d.pop("model")

        object_id = d.pop("object_id")

        object_key = d.pop("object_key")

        decoded_identifier = cls(
            app_label=app_label,
            context=context,
            field_id=field_id,
            grouping=grouping,
            labels=labels,
            model=model,
            object_id=object_id,
            object_key=object_key,
        )

        decoded_identifier.additional_properties = d
        return decoded_identifier

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
