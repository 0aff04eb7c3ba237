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

    Decision (Origins): Origins are extension operations OG1–OG5 under /api/origins/, with the permissions view_origin,
    add_origin, change_origin and delete_origin. An origin has a name (1..255), a country (a known ISO alpha-2 code, see
    countries) shown inline as country_detail, a producer (a name, or null), a commodity (required), area_hectares (a
    number at least 0, or null), a geometry (origin_geometry), a production_date (or null),
    deforestation_free_declaration (false unless given), an external_id (empty unless given; need not be unique), and
    assessment_status and assessment_summary, which only the assessment writes (decision origin_checks). The list is
    ordered by name by default. Deleting an origin that an order item is traced to follows referenced_deletion (the
    orders area adds that check).

        Attributes:
            area_hectares (float | None): The plot's area in hectares; null when not known.
            assessment_status (AssessmentStatus):
            assessment_summary (Any): {"status", "checks": [{"check", "status", "reason"}, ...], "assessed_at"}: every check
                with its outcome and reason.

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
            commodity (Commodity):
            country (str): The ISO 3166-1 alpha-2 code of the country, such as CI.
            country_detail (Country): An ISO 3166-1 country (CT1), inline on orders, value chains and origins.

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
            created_at (datetime.datetime):
            deforestation_free_declaration (bool): Whether the producer declared the plot deforestation-free.
            external_id (str): The origin's id in another system; empty when none.
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
            id (int):
            name (str):
            producer (None | str): The producer's name; null when not known.
            production_date (datetime.date | None):
            updated_at (datetime.datetime):
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
