from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assessment_status import AssessmentStatus
from ..models.commodity import Commodity

T = TypeVar("T", bound="TraceFeatureProperties")


@_attrs_define
class TraceFeatureProperties:
    """What a GIS tool shows of an origin plot of a trace.

    Decision: [order_tracing](/api/docs/decisions.html#order_tracing).

        Attributes:
            area_hectares (float | None): The plot's area in hectares; null when not known.
            assessment_status (AssessmentStatus):
            commodity (Commodity):
            country (str): The ISO 3166-1 alpha-2 code of the country, such as CI.
            depth (int): Trace links from the order traced to this origin (the shortest way).
            name (str): The origin's name.
            origin (int): The origin id.
            producer (None | str): The producer's name; null when not known.
            production_date (datetime.date | None): When the commodity was produced; null when not known.
    """

    area_hectares: float | None
    assessment_status: AssessmentStatus
    commodity: Commodity
    country: str
    depth: int
    name: str
    origin: int
    producer: None | str
    production_date: datetime.date | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        area_hectares: float | None
        area_hectares = self.area_hectares

        assessment_status = self.assessment_status.value

        commodity = self.commodity.value

        country = self.country

        depth = self.depth

        name = self.name

        origin = self.origin

        producer: None | str
        producer = self.producer

        production_date: None | str
        if isinstance(self.production_date, datetime.date):
            production_date = self.production_date.isoformat()
        else:
            production_date = self.production_date

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "area_hectares": area_hectares,
                "assessment_status": assessment_status,
                "commodity": commodity,
                "country": country,
                "depth": depth,
                "name": name,
                "origin": origin,
                "producer": producer,
                "production_date": production_date,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_area_hectares(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        area_hectares = _parse_area_hectares(d.pop("area_hectares"))

        assessment_status = AssessmentStatus(d.pop("assessment_status"))

        commodity = Commodity(d.pop("commodity"))

        country = d.pop("country")

        depth = d.pop("depth")

        name = d.pop("name")

        origin = d.pop("origin")

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

        trace_feature_properties = cls(
            area_hectares=area_hectares,
            assessment_status=assessment_status,
            commodity=commodity,
            country=country,
            depth=depth,
            name=name,
            origin=origin,
            producer=producer,
            production_date=production_date,
        )

        trace_feature_properties.additional_properties = d
        return trace_feature_properties

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
