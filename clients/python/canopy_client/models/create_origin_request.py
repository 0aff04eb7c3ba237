from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assessment_status import AssessmentStatus
from ..models.commodity import Commodity
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.country import Country
    from ..models.geometry_request import GeometryRequest


T = TypeVar("T", bound="CreateOriginRequest")


@_attrs_define
class CreateOriginRequest:
    """Body of the origin creation (OG2); assessment fields are not written here.

    Decision: [origins](/api/docs/decisions.html#origins).

        Attributes:
            commodity (Commodity):
            country (str): The ISO 3166-1 alpha-2 code of a known country (see CT1), such as CI.
            geometry (GeometryRequest): A GeoJSON geometry as written; it must be a valid Point or Polygon in WGS84.

                Decision: [origin_geometry](/api/docs/decisions.html#origin_geometry).
            name (str):
            area_hectares (float | None | Unset): The plot's area in hectares; above 4 the geometry must be a Polygon.

                Decision: [quantities](/api/docs/decisions.html#quantities).
            assessment_status (AssessmentStatus | Unset):
            assessment_summary (Any | Unset): Every check with its outcome and reason: {"status", "checks": [{"check",
                "status", "reason"}], "assessed_at"}.

                Decision: [origin_checks](/api/docs/decisions.html#origin_checks).
            country_detail (Country | Unset): An ISO 3166-1 country with its EU deforestation regulation risk tier.

                Decision: [countries](/api/docs/decisions.html#countries).
            created_at (datetime.datetime | Unset): When the origin was recorded.
            deforestation_free_declaration (bool | Unset):  Default: False.
            external_id (str | Unset): The origin's id in another system. Default: ''.
            id (int | Unset): The origin id.
            producer (None | str | Unset):
            production_date (datetime.date | None | Unset): The harvest date.
            updated_at (datetime.datetime | Unset): When the origin was last changed.
    """

    commodity: Commodity
    country: str
    geometry: GeometryRequest
    name: str
    area_hectares: float | None | Unset = UNSET
    assessment_status: AssessmentStatus | Unset = UNSET
    assessment_summary: Any | Unset = UNSET
    country_detail: Country | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    deforestation_free_declaration: bool | Unset = False
    external_id: str | Unset = ""
    id: int | Unset = UNSET
    producer: None | str | Unset = UNSET
    production_date: datetime.date | None | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET

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

        assessment_status: str | Unset = UNSET
        if not isinstance(self.assessment_status, Unset):
            assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        country_detail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.country_detail, Unset):
            country_detail = self.country_detail.to_dict()

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        deforestation_free_declaration = self.deforestation_free_declaration

        external_id = self.external_id

        id = self.id

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

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

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
        if assessment_status is not UNSET:
            field_dict["assessment_status"] = assessment_status
        if assessment_summary is not UNSET:
            field_dict["assessment_summary"] = assessment_summary
        if country_detail is not UNSET:
            field_dict["country_detail"] = country_detail
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if deforestation_free_declaration is not UNSET:
            field_dict["deforestation_free_declaration"] = deforestation_free_declaration
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if id is not UNSET:
            field_dict["id"] = id
        if producer is not UNSET:
            field_dict["producer"] = producer
        if production_date is not UNSET:
            field_dict["production_date"] = production_date
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.country import Country  # noqa: PLC0415
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

        _assessment_status = d.pop("assessment_status", UNSET)
        assessment_status: AssessmentStatus | Unset
        if isinstance(_assessment_status, Unset):
            assessment_status = UNSET
        else:
            assessment_status = AssessmentStatus(_assessment_status)

        assessment_summary = d.pop("assessment_summary", UNSET)

        _country_detail = d.pop("country_detail", UNSET)
        country_detail: Country | Unset
        if isinstance(_country_detail, Unset):
            country_detail = UNSET
        else:
            country_detail = Country.from_dict(_country_detail)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        deforestation_free_declaration = d.pop("deforestation_free_declaration", UNSET)

        external_id = d.pop("external_id", UNSET)

        id = d.pop("id", UNSET)

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

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        create_origin_request = cls(
            commodity=commodity,
            country=country,
            geometry=geometry,
            name=name,
            area_hectares=area_hectares,
            assessment_status=assessment_status,
            assessment_summary=assessment_summary,
            country_detail=country_detail,
            created_at=created_at,
            deforestation_free_declaration=deforestation_free_declaration,
            external_id=external_id,
            id=id,
            producer=producer,
            production_date=production_date,
            updated_at=updated_at,
        )

        return create_origin_request
