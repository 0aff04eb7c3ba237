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

    Decision: [order_tracing](/api/docs/decisions.html#order_tracing).

        Attributes:
            geometry (Geometry): A GeoJSON geometry (RFC 7946), in WGS84 longitude and latitude: a Point or a Polygon.

                Decision: [origin_geometry](/api/docs/decisions.html#origin_geometry).
            id (str): The origin's node id, "origin:<id>".
            properties (TraceFeatureProperties): What a GIS tool shows of an origin plot of a trace.

                Decision: [order_tracing](/api/docs/decisions.html#order_tracing).
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
