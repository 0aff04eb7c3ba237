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

    Decision (Tracing an order upstream (TR1)): TR1 answers the upstream graph of an order the workspace can see (O3's
    orders, either side, and those shared with it): the order and its items at depth 0, what each item is traced to
    (origins, and orders with their items) at depth 1, and so on, each node once at its shortest depth, found by one
    recursive query over the trace links. depth (1..1000) bounds the links followed; truncated says whether links were
    left unfollowed; without depth every link is followed (traces never loop). Nodes carry the stored assessment_status
    (decision assessment_propagation), edges run from upstream to downstream (origin or traced order to item, item to
    its order), and what the workspace cannot read (another workspace's orders not shared with it) is not shown. The
    body is a GeoJSON FeatureCollection (RFC 7946): features are the origins reached, each a Feature with the plot's
    geometry and its properties; order, depth, truncated, nodes and edges are foreign members.

        Attributes:
            relation (TraceRelation): item: an item to its order; traced_order: an order to an item traced to it;
                traced_origin: an origin to an item traced to it.

                Decision (Tracing an order upstream (TR1)): TR1 answers the upstream graph of an order the workspace can see
                (O3's orders, either side, and those shared with it): the order and its items at depth 0, what each item is
                traced to (origins, and orders with their items) at depth 1, and so on, each node once at its shortest depth,
                found by one recursive query over the trace links. depth (1..1000) bounds the links followed; truncated says
                whether links were left unfollowed; without depth every link is followed (traces never loop). Nodes carry the
                stored assessment_status (decision assessment_propagation), edges run from upstream to downstream (origin or
                traced order to item, item to its order), and what the workspace cannot read (another workspace's orders not
                shared with it) is not shown. The body is a GeoJSON FeatureCollection (RFC 7946): features are the origins
                reached, each a Feature with the plot's geometry and its properties; order, depth, truncated, nodes and edges
                are foreign members.
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
