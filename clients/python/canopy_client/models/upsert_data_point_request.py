from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.data_point_status import DataPointStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.upsert_data_point_request_context import UpsertDataPointRequestContext


T = TypeVar("T", bound="UpsertDataPointRequest")


@_attrs_define
class UpsertDataPointRequest:
    """
    Attributes:
        context (UpsertDataPointRequestContext): The answer context.
        field_id (str): The question to answer, as the survey definition names it.
        status (DataPointStatus):
        value (str): The answer.
        document_ids (list[int] | Unset): Documents supporting the answer; when one changes, an answer under review goes
            back to ready_for_review.
    """

    context: UpsertDataPointRequestContext
    field_id: str
    status: DataPointStatus
    value: str
    document_ids: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        context = self.context.to_dict()

        field_id = self.field_id

        status = self.status.value

        value = self.value

        document_ids: list[int] | Unset = UNSET
        if not isinstance(self.document_ids, Unset):
            document_ids = self.document_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "context": context,
                "field_id": field_id,
                "status": status,
                "value": value,
            }
        )
        if document_ids is not UNSET:
            field_dict["document_ids"] = document_ids

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.upsert_data_point_request_context import UpsertDataPointRequestContext  # noqa: PLC0415

        d = dict(src_dict)
        context = UpsertDataPointRequestContext.from_dict(d.pop("context"))

        field_id = d.pop("field_id")

        status = DataPointStatus(d.pop("status"))

        value = d.pop("value")

        document_ids = cast(list[int], d.pop("document_ids", UNSET))

        upsert_data_point_request = cls(
            context=context,
            field_id=field_id,
            status=status,
            value=value,
            document_ids=document_ids,
        )

        return upsert_data_point_request
