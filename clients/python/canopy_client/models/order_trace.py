from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.trace_edge import TraceEdge
    from ..models.trace_feature import TraceFeature
    from ..models.trace_node import TraceNode


T = TypeVar("T", bound="OrderTrace")


@_attrs_define
class OrderTrace:
    """The upstream graph of an order as nodes and edges, and a GeoJSON FeatureCollection (RFC 7946) of the origin plots
    that reach it: nodes, edges and the other members beside type and features are foreign members, which GeoJSON
    readers keep or ignore.

    Decision: [order_tracing](/api/docs/decisions.html#order_tracing).

        Attributes:
            depth (int | None): The depth asked for; null when every link was followed.
            edges (list[TraceEdge]): From upstream to downstream: origin to item, traced order to item, item to its order.
            features (list[TraceFeature]): Every origin reached, as a GeoJSON Feature with its plot.
            nodes (list[TraceNode]): The order first, then upstream: orders, items and origins, each once.
            order (int): The order traced.
            truncated (bool): Whether the depth asked for left links upstream unfollowed.
            type_ (str): Always FeatureCollection.
    """

    depth: int | None
    edges: list[TraceEdge]
    features: list[TraceFeature]
    nodes: list[TraceNode]
    order: int
    truncated: bool
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        depth: int | None
        depth = self.depth

        edges = []
        for edges_item_data in self.edges:
            edges_item = edges_item_data.to_dict()
            edges.append(edges_item)

        features = []
        for features_item_data in self.features:
            features_item = features_item_data.to_dict()
            features.append(features_item)

        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)

        order = self.order

        truncated = self.truncated

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "depth": depth,
                "edges": edges,
                "features": features,
                "nodes": nodes,
                "order": order,
                "truncated": truncated,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.trace_edge import TraceEdge  # noqa: PLC0415
        from ..models.trace_feature import TraceFeature  # noqa: PLC0415
        from ..models.trace_node import TraceNode  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_depth(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        depth = _parse_depth(d.pop("depth"))

        edges = []
        _edges = d.pop("edges")
        for edges_item_data in _edges:
            edges_item = TraceEdge.from_dict(edges_item_data)

            edges.append(edges_item)

        features = []
        _features = d.pop("features")
        for features_item_data in _features:
            features_item = TraceFeature.from_dict(features_item_data)

            features.append(features_item)

        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = TraceNode.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        order = d.pop("order")

        truncated = d.pop("truncated")

        type_ = d.pop("type")

        order_trace = cls(
            depth=depth,
            edges=edges,
            features=features,
            nodes=nodes,
            order=order,
            truncated=truncated,
            type_=type_,
        )

        order_trace.additional_properties = d
        return order_trace

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
