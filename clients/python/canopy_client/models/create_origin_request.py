from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.commodity import Commodity
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.geometry_request import GeometryRequest


T = TypeVar("T", bound="CreateOriginRequest")


@_attrs_define
class CreateOriginRequest:
    """Body of the origin creation (OG2); assessment fields are not written here.

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the permissions view_origin,
    add_origin, change_origin and delete_origin. An origin has a name (1..255), a country (a known ISO alpha-2 code, see
    countries) shown inline as country_detail, a producer (a name, or null), a commodity (required), area_hectares (a
    number at least 0, or null), a geometry (origin_geometry), a production_date (or null),
    deforestation_free_declaration (false unless given), an external_id (empty unless given; need not be unique), and
    assessment_status and assessment_summary, which only the assessment writes (decision origin_checks). The list is
    ordered by name by default. Deleting an origin that an order item is traced to follows referenced_deletion (the
    orders area adds that check).

        Attributes:
            commodity (Commodity):
            country (str): The ISO 3166-1 alpha-2 code of a known country (see CT1), such as CI.
            geometry (GeometryRequest): A GeoJSON geometry as written; it must be a valid Point or Polygon in WGS84.

                Decision (The geometry of an origin): geometry is a GeoJSON geometry (RFC 7946) in WGS84: {"type": "Point",
                "coordinates": [longitude, latitude]} or {"type": "Polygon", "coordinates": [outer ring, holes...]}. A position
                has two numbers (a third, the altitude, is allowed and kept); longitude is within -180..180 and latitude within
                -90..90; a ring has at least 4 positions and ends where it starts; the polygon must be valid (rings that do not
                cross themselves or each other, holes inside the outer ring), checked with shapely (GEOS). A Point is refused
                when area_hectares is above 4: the regulation asks a polygon for a plot of more than 4 hectares. Each problem is
                a 400 on geometry, such as {"geometry": ["Ring self-intersection at or near point 10 10."]}; a change (OG4) is
                checked as the origin would be after it, so setting area_hectares above 4 on a Point origin is refused on
                geometry too. Rings are stored as given (their winding is not corrected).
            name (str):
            area_hectares (float | None | Unset): The plot's area in hectares; above 4 the geometry must be a Polygon.
            deforestation_free_declaration (bool | Unset):  Default: False.
            external_id (str | Unset): The origin's id in another system. Default: ''.
            producer (None | str | Unset):
            production_date (datetime.date | None | Unset):
    """

    commodity: Commodity
    country: str
    geometry: GeometryRequest
    name: str
    area_hectares: float | None | Unset = UNSET
    deforestation_free_declaration: bool | Unset = False
    external_id: str | Unset = ""
    producer: None | str | Unset = UNSET
    production_date: datetime.date | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        commodity = self.commodity.value

        country = self.country

        geometry = self.geometry.to_dict()

        name = self.name

        area_hectares: float | None | Unset
        if isinstance(self.area_hectares, Unset):
            area_hectares = UNSET
        else:
            area_hectares = self.area_hectares

        deforestation_free_declaration = self.deforestation_free_declaration

        external_id = self.external_id

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

        field_dict.update(
            {
                "commodity": commodity,
                "country": country,
                "geometry": geometry,
                "name": name,
            }
        )
        if area_hectares is not UNSET:
            field_dict["area_hectares"] = area_hectares
        if deforestation_free_declaration is not UNSET:
            field_dict["deforestation_free_declaration"] = deforestation_free_declaration
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if producer is not UNSET:
            field_dict["producer"] = producer
        if production_date is not UNSET:
            field_dict["production_date"] = production_date

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.geometry_request import GeometryRequest  # noqa: PLC0415

        d = dict(src_dict)
        commodity = Commodity(d.pop("commodity"))

        country = d.pop("country")

        geometry = GeometryRequest.from_dict(d.pop("geometry"))

        name = d.pop("name")

        def _parse_area_hectares(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        area_hectares = _parse_area_hectares(d.pop("area_hectares", UNSET))

        deforestation_free_declaration = d.pop("deforestation_free_declaration", UNSET)

        external_id = d.pop("external_id", UNSET)

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

        create_origin_request = cls(
            commodity=commodity,
            country=country,
            geometry=geometry,
            name=name,
            area_hectares=area_hectares,
            deforestation_free_declaration=deforestation_free_declaration,
            external_id=external_id,
            producer=producer,
            production_date=production_date,
        )

        return create_origin_request
