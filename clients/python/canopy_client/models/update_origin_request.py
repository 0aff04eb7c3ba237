from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.commodity import Commodity
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.geometry_request import GeometryRequest


T = TypeVar("T", bound="UpdateOriginRequest")


@_attrs_define
class UpdateOriginRequest:
    """Body of the origin partial update (OG4); the creation fields, all optional.

    Attributes:
        area_hectares (float | None | Unset): The plot's area in hectares; above 4 the geometry must be a Polygon.
        commodity (Commodity | Unset):
        country (str | Unset): The ISO 3166-1 alpha-2 code of a known country (see CT1), such as CI.
        deforestation_free_declaration (bool | Unset):
        external_id (str | Unset): The origin's id in another system.
        geometry (GeometryRequest | Unset): A GeoJSON geometry as written; it must be a valid Point or Polygon in WGS84.

            Decision (The geometry of an origin): geometry is a GeoJSON geometry (RFC 7946) in WGS84: {"type": "Point",
            "coordinates": [longitude, latitude]} or {"type": "Polygon", "coordinates": [outer ring, holes...]}. A position
            has two numbers (a third, the altitude, is allowed and kept); longitude is within -180..180 and latitude within
            -90..90; a ring has at least 4 positions and ends where it starts; the polygon must be valid (rings that do not
            cross themselves or each other, holes inside the outer ring), checked with shapely (GEOS). A Point is refused
            when area_hectares is above 4: the regulation asks a polygon for a plot of more than 4 hectares. Each problem is
            a 400 on geometry, such as {"geometry": ["Ring self-intersection at or near point 10 10."]}; a change (OG4) is
            checked as the origin would be after it, so setting area_hectares above 4 on a Point origin is refused on
            geometry too. Rings are stored as given (their winding is not corrected).
        name (str | Unset):
        producer (None | str | Unset):
        production_date (datetime.date | None | Unset):
    """

    area_hectares: float | None | Unset = UNSET
    commodity: Commodity | Unset = UNSET
    country: str | Unset = UNSET
    deforestation_free_declaration: bool | Unset = UNSET
    external_id: str | Unset = UNSET
    geometry: GeometryRequest | Unset = UNSET
    name: str | Unset = UNSET
    producer: None | str | Unset = UNSET
    production_date: datetime.date | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area_hectares: float | None | Unset
        if isinstance(self.area_hectares, Unset):
            area_hectares = UNSET
        else:
            area_hectares = self.area_hectares

        commodity: str | Unset = UNSET
        if not isinstance(self.commodity, Unset):
            commodity = self.commodity.value

        country = self.country

        deforestation_free_declaration = self.deforestation_free_declaration

        external_id = self.external_id

        geometry: dict[str, Any] | Unset = UNSET
        if not isinstance(self.geometry, Unset):
            geometry = self.geometry.to_dict()

        name = self.name

        producer: None | str | Unset
        if isinstance(self.producer, Unset):
            producer = UNSET
        else:
            producer = self.producer

        production_date: None | str | Unset
        if isinstance(self.production_date, Unset):
            production_date = UNSET
        elif isinstance(self.production_date, datetime.date):
            production_date = self.production_date.isoformat()
        else:
            production_date = self.production_date

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if area_hectares is not UNSET:
            field_dict["area_hectares"] = area_hectares
        if commodity is not UNSET:
            field_dict["commodity"] = commodity
        if country is not UNSET:
            field_dict["country"] = country
        if deforestation_free_declaration is not UNSET:
            field_dict["deforestation_free_declaration"] = deforestation_free_declaration
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if geometry is not UNSET:
            field_dict["geometry"] = geometry
        if name is not UNSET:
            field_dict["name"] = name
        if producer is not UNSET:
            field_dict["producer"] = producer
        if production_date is not UNSET:
            field_dict["production_date"] = production_date

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.geometry_request import GeometryRequest  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_area_hectares(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        area_hectares = _parse_area_hectares(d.pop("area_hectares", UNSET))

        _commodity = d.pop("commodity", UNSET)
        commodity: Commodity | Unset
        if isinstance(_commodity, Unset):
            commodity = UNSET
        else:
            commodity = Commodity(_commodity)

        country = d.pop("country", UNSET)

        deforestation_free_declaration = d.pop("deforestation_free_declaration", UNSET)

        external_id = d.pop("external_id", UNSET)

        _geometry = d.pop("geometry", UNSET)
        geometry: GeometryRequest | Unset
        if isinstance(_geometry, Unset):
            geometry = UNSET
        else:
            geometry = GeometryRequest.from_dict(_geometry)

        name = d.pop("name", UNSET)

        def _parse_producer(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        producer = _parse_producer(d.pop("producer", UNSET))

        def _parse_production_date(data: object) -> datetime.date | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                production_date_type_0 = datetime.date.fromisoformat(data)

                return production_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None | Unset, data)

        production_date = _parse_production_date(d.pop("production_date", UNSET))

        update_origin_request = cls(
            area_hectares=area_hectares,
            commodity=commodity,
            country=country,
            deforestation_free_declaration=deforestation_free_declaration,
            external_id=external_id,
            geometry=geometry,
            name=name,
            producer=producer,
            production_date=production_date,
        )

        return update_origin_request
