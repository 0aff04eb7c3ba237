from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.data_point_status import DataPointStatus

if TYPE_CHECKING:
    from ..models.data_point_context import DataPointContext


T = TypeVar("T", bound="DataPoint")


@_attrs_define
class DataPoint:
    """A single answer within a submission, identified by field_id plus the answer context.

    Attributes:
        content_type (int): What object_id names: 1 for a survey instance.
        context (DataPointContext): The answer context, such as {"year": "2025"}.
        field_id (str): The question answered.
        id (int): The data point id.
        object_id (int): The survey instance it was first written through; 0 if none.
        pulse_params (str): Identifiers of the answer in the data platform.
        status (DataPointStatus):
        status_edited_at (datetime.datetime): When the status last changed.
        status_user (int): The user who set the status.
        updated_at (datetime.datetime): When the data point last changed.
        user (int): The user who wrote the value.
        user_group (int): The user group of the writer in the data room.
        value (str): The answer, as text.
        value_edited_at (datetime.datetime): When the value last changed.
    """

    content_type: int
    context: DataPointContext
    field_id: str
    id: int
    object_id: int
    pulse_params: str
    status: DataPointStatus
    status_edited_at: datetime.datetime
    status_user: int
    updated_at: datetime.datetime
    user: int
    user_group: int
    value: str
    value_edited_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        content_type = self.content_type

        context = self.context.to_dict()

        field_id = self.field_id

        id = self.id

        object_id = self.object_id

        pulse_params = self.pulse_params

        status = self.status.value

        status_edited_at = self.status_edited_at.isoformat()

        status_user = self.status_user

        updated_at = self.updated_at.isoformat()

        user = self.user

        user_group = self.user_group

        value = self.value

        value_edited_at = self.value_edited_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "content_type": content_type,
                "context": context,
                "field_id": field_id,
                "id": id,
                "object_id": object_id,
                "pulse_params": pulse_params,
                "status": status,
                "status_edited_at": status_edited_at,
                "status_user": status_user,
                "updated_at": updated_at,
                "user": user,
                "user_group": user_group,
                "value": value,
                "value_edited_at": value_edited_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.data_point_context import DataPointContext  # noqa: PLC0415

        d = dict(src_dict)
        content_type = d.pop("content_type")

        context = DataPointContext.from_dict(d.pop("context"))

        field_id = d.pop("field_id")

        id = d.pop("id")

        object_id = d.pop("object_id")

        pulse_params = d.pop("pulse_params")

        status = DataPointStatus(d.pop("status"))

        status_edited_at = datetime.datetime.fromisoformat(d.pop("status_edited_at"))

        status_user = d.pop("status_user")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        user = d.pop("user")

        user_group = d.pop("user_group")

        value = d.pop("value")

        value_edited_at = datetime.datetime.fromisoformat(d.pop("value_edited_at"))

        data_point = cls(
            content_type=content_type,
            context=context,
            field_id=field_id,
            id=id,
            object_id=object_id,
            pulse_params=pulse_params,
            status=status,
            status_edited_at=status_edited_at,
            status_user=status_user,
            updated_at=updated_at,
            user=user,
            user_group=user_group,
            value=value,
            value_edited_at=value_edited_at,
        )

        data_point.additional_properties = d
        return data_point

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
