from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Geometry")


@_attrs_define
class Geometry:
    """A GeoJSON geometry (RFC 7946), in WGS84 longitude and latitude: a Point or a Polygon.

    Decision: [origin_geometry](/api/docs/decisions.html#origin_geometry).

        Attributes:
            coordinates (list[Any]): A Point's position, [longitude, latitude]; a Polygon's rings, the outer ring first,
                each a closed list of at least 4 positions (the last equal to the first).
            type_ (str): Point or Polygon.
    """

    coordinates: list[Any]
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        coordinates = self.coordinates

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "coordinates": coordinates,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        coordinates = cast(list[Any], d.pop("coordinates"))

        type_ = d.pop("type")

        geometry = cls(
            coordinates=coordinates,
            type_=type_,
        )

        geometry.additional_properties = d
        return geometry

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
