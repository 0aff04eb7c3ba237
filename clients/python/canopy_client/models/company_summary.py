from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CompanySummary")


@_attrs_define
class CompanySummary:
    """A company, inline on orders.

    Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).

        Attributes:
            city (str): The company's city.
            country (str): The ISO alpha-2 country code, such as DE.
            created_at (datetime.datetime): When the workspace was created.
            data_room_consumer_id (str): The company's id in the data room.
            default_currency (str): ISO 4217 code, such as EUR.
            default_locale (str): Such as de-DE.
            id (int): The company's workspace id.
            name (str): The company's name.
            nr_of_employees (int): Number of employees.
            nr_of_locations (int): Number of sites.
            slug (str): The name as a URL segment.
            type_ (str): The workspace type, such as active.
            updated_at (datetime.datetime): When it was last changed.
    """

    city: str
    country: str
    created_at: datetime.datetime
    data_room_consumer_id: str
    default_currency: str
    default_locale: str
    id: int
    name: str
    nr_of_employees: int
    nr_of_locations: int
    slug: str
    type_: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        city = self.city

        country = self.country

        created_at = self.created_at.isoformat()

        data_room_consumer_id = self.data_room_consumer_id

        default_currency = self.default_currency

        default_locale = self.default_locale

        id = self.id

        name = self.name

        nr_of_employees = self.nr_of_employees

        nr_of_locations = self.nr_of_locations

        slug = self.slug

        type_ = self.type_

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "city": city,
                "country": country,
                "created_at": created_at,
                "data_room_consumer_id": data_room_consumer_id,
                "default_currency": default_currency,
                "default_locale": default_locale,
                "id": id,
                "name": name,
                "nr_of_employees": nr_of_employees,
                "nr_of_locations": nr_of_locations,
                "slug": slug,
                "type": type_,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        city = d.pop("city")

        country = d.pop("country")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        data_room_consumer_id = d.pop("data_room_consumer_id")

        default_currency = d.pop("default_currency")

        default_locale = d.pop("default_locale")

        id = d.pop("id")

        name = d.pop("name")

        nr_of_employees = d.pop("nr_of_employees")

        nr_of_locations = d.pop("nr_of_locations")

        slug = d.pop("slug")

        type_ = d.pop("type")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        company_summary = cls(
            city=city,
            country=country,
            created_at=created_at,
            data_room_consumer_id=data_room_consumer_id,
            default_currency=default_currency,
            default_locale=default_locale,
            id=id,
            name=name,
            nr_of_employees=nr_of_employees,
            nr_of_locations=nr_of_locations,
            slug=slug,
            type_=type_,
            updated_at=updated_at,
        )

        company_summary.additional_properties = d
        return company_summary

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
