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

    Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the workspace's
    order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the workspace (id, name, country,
    city), "order": id, external_id, type, dates, "commodities": one per item (item id, product id and name, commodity,
    HS code, scientific and common names, volume and unit, its countries of production and origins),
    "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin reaching the items through the
    trace graph at any depth (decision order_tracing), "prepared_at"}. It refuses with one 400 listing every reason: an
    order without items ({"items": [...]}), an item that no origin reaches, that has no product (the workspace's side,
    else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin reaching an item that is failing (a
    mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a dds_identifier held by a statement that is not a
    draft. The statement (dds_identifier "EUDR-ORDER-<order id>" unless given) is created as a draft, or rebuilt when
    that draft exists, attached to the order and covering the items' products; nothing is written when it is refused.

        Attributes:
            order_action (OrderAction):
            activity (EudrActivity | Unset): The activity a statement declares (Regulation (EU) 2023/1115): placing on the
                market by import, export, domestic production, or trade.

                Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the workspace's
                order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the workspace (id, name,
                country, city), "order": id, external_id, type, dates, "commodities": one per item (item id, product id and
                name, commodity, HS code, scientific and common names, volume and unit, its countries of production and
                origins), "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin reaching the
                items through the trace graph at any depth (decision order_tracing), "prepared_at"}. It refuses with one 400
                listing every reason: an order without items ({"items": [...]}), an item that no origin reaches, that has no
                product (the workspace's side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
                reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a
                dds_identifier held by a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>"
                unless given) is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
                items' products; nothing is written when it is refused. Default: EudrActivity.IMPORT.
            dds_identifier (str | Unset): The statement's identifier; "EUDR-ORDER-<order id>" when not given. A draft with
                it is prepared again; any other statement with it is a 400.

                Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the workspace's
                order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the workspace (id, name,
                country, city), "order": id, external_id, type, dates, "commodities": one per item (item id, product id and
                name, commodity, HS code, scientific and common names, volume and unit, its countries of production and
                origins), "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin reaching the
                items through the trace graph at any depth (decision order_tracing), "prepared_at"}. It refuses with one 400
                listing every reason: an order without items ({"items": [...]}), an item that no origin reaches, that has no
                product (the workspace's side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
                reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a
                dds_identifier held by a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>"
                unless given) is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
                items' products; nothing is written when it is refused.
            name (str | Unset): The statement's name; "EUDR statement for order <external_id>" when not given.

                Decision (Preparing an order's EUDR statement (DS6)): DS6 builds dds_data from an order of the workspace's
                order_action side (another is 404): {"regulation": "EUDR", "activity", "operator": the workspace (id, name,
                country, city), "order": id, external_id, type, dates, "commodities": one per item (item id, product id and
                name, commodity, HS code, scientific and common names, volume and unit, its countries of production and
                origins), "countries_of_production", "geolocation": a GeoJSON FeatureCollection of every origin reaching the
                items through the trace graph at any depth (decision order_tracing), "prepared_at"}. It refuses with one 400
                listing every reason: an order without items ({"items": [...]}), an item that no origin reaches, that has no
                product (the workspace's side, else the other) or no volume and unit ({"items": {"<index>": [...]}}), an origin
                reaching an item that is failing (a mitigated one passes) ({"origins": {"<origin id>": [...]}}), and a
                dds_identifier held by a statement that is not a draft. The statement (dds_identifier "EUDR-ORDER-<order id>"
                unless given) is created as a draft, or rebuilt when that draft exists, attached to the order and covering the
                items' products; nothing is written when it is refused.
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
