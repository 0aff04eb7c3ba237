from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DecodedIdentifierContext")


@_attrs_define
class DecodedIdentifierContext:
    """
    Attributes:
        company (str):
        module (str):
        pulse_identifier (str):
        timestamp (str):
        year (str):
    """

    company: str
    module: str
    pulse_identifier: str
    timestamp: str
    year: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        company = self.company

        module = self.module

        pulse_identifier = self.pulse_identifier

        timestamp = self.timestamp

        year = self.year

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "company": company,
                "module": module,
                "pulse_identifier": pulse_identifier,
                "timestamp": timestamp,
                "year": year,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company = d.pop("company")

        module = d.pop("module")

        pulse_identifier = d.pop("pulse_identifier")

        timestamp = d.pop("timestamp")

        year = d.pop("year")

        decoded_identifier_context = cls(
            company=company,
            module=module,
            pulse_identifier=pulse_identifier,
            timestamp=timestamp,
            year=year,
        )

        decoded_identifier_context.additional_properties = d
        return decoded_identifier_context

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
