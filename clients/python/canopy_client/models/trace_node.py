from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assessment_status import AssessmentStatus
from ..models.commodity import Commodity
from ..models.trace_node_kind import TraceNodeKind

T = TypeVar("T", bound="TraceNode")


@_attrs_define
class TraceNode:
    """An order, an order item or an origin of an order's upstream graph.

    Decision: [order_tracing](/api/docs/decisions.html#order_tracing).

        Attributes:
            assessment_status (AssessmentStatus):
            commodity (Commodity | None): An origin's commodity, an item's product's; null otherwise.
            country (None | str): An origin's ISO 3166-1 alpha-2 country code; null for orders and items.
            depth (int): Trace links from the order traced: 0 for it and its items, 1 for what its items are traced to and
                their items, and so on (the shortest way).
            id (str): The node: "order:<id>", "order_item:<id>" or "origin:<id>", as in assessment summaries.
            kind (TraceNodeKind): Decision: [order_tracing](/api/docs/decisions.html#order_tracing).
            label (str): An order's external_id, an item's product name (or its external_id), an origin's name.
            record_id (int): The id of the order, item or origin.
    """

    assessment_status: AssessmentStatus
    commodity: Commodity | None
    country: None | str
    depth: int
    id: str
    kind: TraceNodeKind
    label: str
    record_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assessment_status = self.assessment_status.value

        commodity: None | str
        if isinstance(self.commodity, Commodity):
            commodity = self.commodity.value
        else:
            commodity = self.commodity

        country: None | str
        country = self.country

        depth = self.depth

        id = self.id

        kind = self.kind.value

        label = self.label

        record_id = self.record_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assessment_status": assessment_status,
                "commodity": commodity,
                "country": country,
                "depth": depth,
                "id": id,
                "kind": kind,
                "label": label,
                "record_id": record_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        assessment_status = AssessmentStatus(d.pop("assessment_status"))

        def _parse_commodity(data: object) -> Commodity | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                commodity_type_0 = Commodity(data)

                return commodity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Commodity | None, data)

        commodity = _parse_commodity(d.pop("commodity"))

        def _parse_country(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        country = _parse_country(d.pop("country"))

        depth = d.pop("depth")

        id = d.pop("id")

        kind = TraceNodeKind(d.pop("kind"))

        label = d.pop("label")

        record_id = d.pop("record_id")

        trace_node = cls(
            assessment_status=assessment_status,
            commodity=commodity,
            country=country,
            depth=depth,
            id=id,
            kind=kind,
            label=label,
            record_id=record_id,
        )

        trace_node.additional_properties = d
        return trace_node

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
