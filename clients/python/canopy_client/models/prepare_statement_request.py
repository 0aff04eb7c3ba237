from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.eudr_activity import EudrActivity
from ..models.order_action import OrderAction
from ..types import UNSET, Unset

T = TypeVar("T", bound="PrepareStatementRequest")


@_attrs_define
class PrepareStatementRequest:
    """Body of an order's statement preparation (DS6).

    Decision: [statement_preparation](/api/docs/decisions.html#statement_preparation).

        Attributes:
            order_action (OrderAction):
            activity (EudrActivity | Unset): The activity a statement declares (Regulation (EU) 2023/1115): placing on the
                market by import, export, domestic production, or trade.

                Decision: [statement_preparation](/api/docs/decisions.html#statement_preparation). Default: EudrActivity.IMPORT.
            dds_identifier (str | Unset): The statement's identifier; "EUDR-ORDER-<order id>" when not given. A draft with
                it is prepared again; any other statement with it is a 400.

                Decision: [statement_preparation](/api/docs/decisions.html#statement_preparation).
            name (str | Unset): The statement's name; "EUDR statement for order <external_id>" when not given.

                Decision: [statement_preparation](/api/docs/decisions.html#statement_preparation).
    """

    order_action: OrderAction
    activity: EudrActivity | Unset = EudrActivity.IMPORT
    dds_identifier: str | Unset = UNSET
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        order_action = self.order_action.value

        activity: str | Unset = UNSET
        if not isinstance(self.activity, Unset):
            activity = self.activity.value

        dds_identifier = self.dds_identifier

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order_action": order_action,
            }
        )
        if activity is not UNSET:
            field_dict["activity"] = activity
        if dds_identifier is not UNSET:
            field_dict["dds_identifier"] = dds_identifier
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order_action = OrderAction(d.pop("order_action"))

        _activity = d.pop("activity", UNSET)
        activity: EudrActivity | Unset
        if isinstance(_activity, Unset):
            activity = UNSET
        else:
            activity = EudrActivity(_activity)

        dds_identifier = d.pop("dds_identifier", UNSET)

        name = d.pop("name", UNSET)

        prepare_statement_request = cls(
            order_action=order_action,
            activity=activity,
            dds_identifier=dds_identifier,
            name=name,
        )

        return prepare_statement_request
