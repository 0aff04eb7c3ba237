from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.trace_relation import TraceRelation

T = TypeVar("T", bound="TraceEdge")


@_attrs_define
class TraceEdge:
    """A link of an order's upstream graph, from upstream to downstream.

    Decision: [order_tracing](/api/docs/decisions.html#order_tracing).

        Attributes:
            relation (TraceRelation): item: an item to its order; traced_order: an order to an item traced to it;
                traced_origin: an origin to an item traced to it.

                Decision: [order_tracing](/api/docs/decisions.html#order_tracing).
            source (str): The upstream node's id.
            target (str): The downstream node's id.
    """

    relation: TraceRelation
    source: str
    target: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        relation = self.relation.value

        source = self.source

        target = self.target

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "relation": relation,
                "source": source,
                "target": target,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        relation = TraceRelation(d.pop("relation"))

        source = d.pop("source")

        target = d.pop("target")

        trace_edge = cls(
            relation=relation,
            source=source,
            target=target,
        )

        trace_edge.additional_properties = d
        return trace_edge

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
