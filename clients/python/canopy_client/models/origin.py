from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assessment_status import AssessmentStatus
from ..models.commodity import Commodity

if TYPE_CHECKING:
    from ..models.country import Country
    from ..models.geometry import Geometry


T = TypeVar("T", bound="Origin")


@_attrs_define
class Origin:
    """A place where a commodity was produced (a plot of land), with its geolocation.

    Decision: [origins](/api/docs/decisions.html#origins).

        Attributes:
            area_hectares (float | None): The plot's area in hectares; null when not known.
            assessment_status (AssessmentStatus):
            assessment_summary (Any): Every check with its outcome and reason: {"status", "checks": [{"check", "status",
                "reason"}], "assessed_at"}.

                Decision: [origin_checks](/api/docs/decisions.html#origin_checks).
            commodity (Commodity):
            country (str): The ISO 3166-1 alpha-2 code of the country, such as CI.
            country_detail (Country): An ISO 3166-1 country with its EU deforestation regulation risk tier.

                Decision: [countries](/api/docs/decisions.html#countries).
            created_at (datetime.datetime): When the origin was recorded.
            deforestation_free_declaration (bool): Whether the producer declared the plot deforestation-free.
            external_id (str): The origin's id in another system; empty when none.
            geometry (Geometry): A GeoJSON geometry (RFC 7946), in WGS84 longitude and latitude: a Point or a Polygon.

                Decision: [origin_geometry](/api/docs/decisions.html#origin_geometry).
            id (int): The origin id.
            name (str): The plot's name, such as Parcelle Kouassi 3.
            producer (None | str): The producer's name; null when not known.
            production_date (datetime.date | None): When the commodity was produced (harvested); null when not known.
            updated_at (datetime.datetime): When the origin was last changed.
    """

    area_hectares: float | None
    assessment_status: AssessmentStatus
    assessment_summary: Any
    commodity: Commodity
    country: str
    country_detail: Country
    created_at: datetime.datetime
    deforestation_free_declaration: bool
    external_id: str
    geometry: Geometry
    id: int
    name: str
    producer: None | str
    production_date: datetime.date | None
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        area_hectares: float | None
        area_hectares = self.area_hectares

        assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        commodity = self.commodity.value

        country = self.country

        country_detail = self.country_detail.to_dict()

        created_at = self.created_at.isoformat()

        deforestation_free_declaration = self.deforestation_free_declaration

        external_id = self.external_id

        geometry = self.geometry.to_dict()

        id = self.id

        name = self.name

        producer: None | str
        producer = self.producer

        production_date: None | str
        if isinstance(self.production_date, datetime.date):
            production_date = self.production_date.isoformat()
        else:
            production_date = self.production_date

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "area_hectares": area_hectares,
                "assessment_status": assessment_status,
                "assessment_summary": assessment_summary,
                "commodity": commodity,
                "country": country,
                "country_detail": country_detail,
                "created_at": created_at,
                "deforestation_free_declaration": deforestation_free_declaration,
                "external_id": external_id,
                "geometry": geometry,
                "id": id,
                "name": name,
                "producer": producer,
                "production_date": production_date,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.country import Country  # noqa: PLC0415
        from ..models.geometry import Geometry  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_area_hectares(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        area_hectares = _parse_area_hectares(d.pop("area_hectares"))

        assessment_status = AssessmentStatus(d.pop("assessment_status"))

        assessment_summary = d.pop("assessment_summary")

        commodity = Commodity(d.pop("commodity"))

        country = d.pop("country")

        country_detail = Country.from_dict(d.pop("country_detail"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        deforestation_free_declaration = d.pop("deforestation_free_declaration")

        external_id = d.pop("external_id")

        geometry = Geometry.from_dict(d.pop("geometry"))

        id = d.pop("id")

        name = d.pop("name")

        def _parse_producer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        producer = _parse_producer(d.pop("producer"))

        def _parse_production_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                production_date_type_0 = datetime.date.fromisoformat(data)

                return production_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        production_date = _parse_production_date(d.pop("production_date"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        origin = cls(
            area_hectares=area_hectares,
            assessment_status=assessment_status,
            assessment_summary=assessment_summary,
            commodity=commodity,
            country=country,
            country_detail=country_detail,
            created_at=created_at,
            deforestation_free_declaration=deforestation_free_declaration,
            external_id=external_id,
            geometry=geometry,
            id=id,
            name=name,
            producer=producer,
            production_date=production_date,
            updated_at=updated_at,
        )

        origin.additional_properties = d
        return origin

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
