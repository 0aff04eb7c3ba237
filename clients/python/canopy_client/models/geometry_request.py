from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GeometryRequest")


@_attrs_define
class GeometryRequest:
    """A GeoJSON geometry as written; it must be a valid Point or Polygon in WGS84.

    Decision: [origin_geometry](/api/docs/decisions.html#origin_geometry).

        Attributes:
            coordinates (list[Any]): A Point's position, [longitude, latitude] (longitude -180..180, latitude -90..90); a
                Polygon's rings, the outer ring first, each a closed list of at least 4 positions, which must not cross
                themselves or each other.
            type_ (str): Point or Polygon.
    """

    coordinates: list[Any]
    type_: str

    def to_dict(self) -> dict[str, Any]:
        coordinates = self.coordinates

        type_ = self.type_

        field_dict: dict[str, Any] = {}

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

        geometry_request = cls(
            coordinates=coordinates,
            type_=type_,
        )

        return geometry_request
