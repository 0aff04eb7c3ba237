from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.geometry import Geometry
    from ..models.trace_feature_properties import TraceFeatureProperties


T = TypeVar("T", bound="TraceFeature")


@_attrs_define
class TraceFeature:
    """An origin plot that reaches the order traced, as a GeoJSON Feature.

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
            geometry (Geometry): A GeoJSON geometry (RFC 7946), in WGS84 longitude and latitude: a Point or a Polygon.

                Decision (The geometry of an origin): geometry is a GeoJSON geometry (RFC 7946) in WGS84: {"type": "Point",
                "coordinates": [longitude, latitude]} or {"type": "Polygon", "coordinates": [outer ring, holes...]}. A position
                has two numbers (a third, the altitude, is allowed and kept); longitude is within -180..180 and latitude within
                -90..90; a ring has at least 4 positions and ends where it starts; the polygon must be valid (rings that do not
                cross themselves or each other, holes inside the outer ring), checked with shapely (GEOS). A Point is refused
                when area_hectares is above 4: the regulation asks a polygon for a plot of more than 4 hectares. Each problem is
                a 400 on geometry, such as {"geometry": ["Ring self-intersection at or near point 10 10."]}; a change (OG4) is
                checked as the origin would be after it, so setting area_hectares above 4 on a Point origin is refused on
                geometry too. Rings are stored as given (their winding is not corrected).
            id (str): The origin's node id, "origin:<id>".
            properties (TraceFeatureProperties): What a GIS tool shows of an origin plot of a trace.

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
            type_ (str): Always Feature.
    """

    geometry: Geometry
    id: str
    properties: TraceFeatureProperties
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        geometry = self.geometry.to_dict()

        id = self.id

        properties = self.properties.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "geometry": geometry,
                "id": id,
                "properties": properties,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.geometry import Geometry  # noqa: PLC0415
        from ..models.trace_feature_properties import TraceFeatureProperties  # noqa: PLC0415

        d = dict(src_dict)
        geometry = Geometry.from_dict(d.pop("geometry"))

        id = d.pop("id")

        properties = TraceFeatureProperties.from_dict(d.pop("properties"))

        type_ = d.pop("type")

        trace_feature = cls(
            geometry=geometry,
            id=id,
            properties=properties,
            type_=type_,
        )

        trace_feature.additional_properties = d
        return trace_feature

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
