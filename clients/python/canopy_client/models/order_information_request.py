from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.information_request_status import InformationRequestStatus

T = TypeVar("T", bound="OrderInformationRequest")


@_attrs_define
class OrderInformationRequest:
    """The request for supply-chain information made of an order's counterpart, by email to the contact of the order's
    value chain (OR1, OR2).

    Decision: [order_information_request](/api/docs/decisions.html#order_information_request).

        Attributes:
            id (int): The request id.
            order (int): The order id.
            recipient_email (str): The value chain's contact_email when the request was made.
            recipient_name (str): The value chain's contact_name when the request was made.
            requested_at (datetime.datetime): When the request was made.
            sent_at (datetime.datetime | None): Null while the request awaits review.

                Decision: [response_nullability](/api/docs/decisions.html#response_nullability).
            status (InformationRequestStatus): Decision:
                [order_information_request](/api/docs/decisions.html#order_information_request).
    """

    id: int
    order: int
    recipient_email: str
    recipient_name: str
    requested_at: datetime.datetime
    sent_at: datetime.datetime | None
    status: InformationRequestStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        order = self.order

        recipient_email = self.recipient_email

        recipient_name = self.recipient_name

        requested_at = self.requested_at.isoformat()

        sent_at: None | str
        if isinstance(self.sent_at, datetime.datetime):
            sent_at = self.sent_at.isoformat()
        else:
            sent_at = self.sent_at

        status = self.status.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "order": order,
                "recipient_email": recipient_email,
                "recipient_name": recipient_name,
                "requested_at": requested_at,
                "sent_at": sent_at,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        order = d.pop("order")

        recipient_email = d.pop("recipient_email")

        recipient_name = d.pop("recipient_name")

        requested_at = datetime.datetime.fromisoformat(d.pop("requested_at"))

        def _parse_sent_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                sent_at_type_0 = datetime.datetime.fromisoformat(data)

                return sent_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        sent_at = _parse_sent_at(d.pop("sent_at"))

        status = InformationRequestStatus(d.pop("status"))

        order_information_request = cls(
            id=id,
            order=order,
            recipient_email=recipient_email,
            recipient_name=recipient_name,
            requested_at=requested_at,
            sent_at=sent_at,
            status=status,
        )

        order_information_request.additional_properties = d
        return order_information_request

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
