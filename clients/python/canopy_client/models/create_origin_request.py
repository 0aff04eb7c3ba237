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

                Decision (Bounds of the quantities in request bodies): An order item's volume is from 0 to 10^12 (a trillion of
                its unit) and is kept as given (a double: about 15 significant digits, never rounded); its line_number from 0 to
                2,147,483,647; an origin's area_hectares from 0 to 10^8 (a million square kilometres). Anything else is a 400 on
                the field, at its place ("Ensure this value is greater than or equal to 0.0."), and nothing is written; null
                stays allowed where the field is nullable. The other numbers of request bodies are bounded already (top_k,
                vector_distance_threshold, priority, ids) or are text checked as such (ownership_percentage: 0 to 100 with two
                decimals).
            assessment_status (AssessmentStatus | Unset):
            assessment_summary (Any | Unset): {"status", "checks": [{"check", "status", "reason"}, ...], "assessed_at"}:
                every check with its outcome and reason.

                Decision (How an origin is assessed): Every write of an origin (OG2, OG4) and every recorded result (AS1)
                assesses it again, in the same transaction. The checks are a registry of pure functions
                (handwritten/domain/assessment/checks.py): geolocation (a Polygon, or a Point of at most 4 hectares, passes; a
                Point of unknown area is pending), country_risk (a high-risk country of Regulation (EU) 2025/1093 fails;
                standard and low pass, the reason saying that full or simplified due diligence applies), cut_off_date (a
                deforestation-free declaration passes; without one, produced on or before 31 December 2020 passes, after it
                fails, and no production date is pending), and each result recorded through AS1 under its own check name
                (passing or failing, with a reason and a source; the latest of each name counts; a name of a built-in check is a
                400 on check). The origin's assessment_status is the worst of its checks (failing over in_progress over pending
                over passing) and assessment_summary is {"status", "checks": [{"check", "status", "reason"}...], "assessed_at"},
                the built-in checks first in registry order, then the recorded ones by name.
            country_detail (Country | Unset): An ISO 3166-1 country (CT1), inline on orders, value chains and origins.

                Decision (Countries): Countries are an extension operation CT1, GET /api/countries/, that any member may read:
                every ISO 3166-1 country that pycountry knows, the same for every workspace. name, alpha_2, alpha_3 and numeric
                (three digits, a string) are ISO's; official_name is the official name, or the name when ISO gives none; flag is
                the emoji of alpha_2's two regional indicator symbols; eu_status is the risk tier of country_eu_status. The list
                is filtered by alpha_2 (and __in), alpha_3, eu_status (and __in) and name__icontains, searched over name,
                official_name, alpha_2 and alpha_3, and ordered by name (default) or alpha_2, alpha_2 breaking ties. The data is
                the code's (pycountry and handwritten/domain/eudr_country_risk.py): a table countries, not a workspace's, is
                seeded from it by the migration and brought in step with it by every canopy migrate, so lists use the same
                filtering as every other list. An order's border_cross_country, a value chain's country and an origin's
                country_detail are that record of their code; a code that is not an ISO 3166-1 alpha-2 code of that list (case
                matters: DE, not de) is a 400 on the field.
            created_at (datetime.datetime | Unset):
            deforestation_free_declaration (bool | Unset):  Default: False.
            external_id (str | Unset): The origin's id in another system. Default: ''.
            id (int | Unset):
            producer (None | str | Unset):
            production_date (datetime.date | None | Unset):
            updated_at (datetime.datetime | Unset):
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
