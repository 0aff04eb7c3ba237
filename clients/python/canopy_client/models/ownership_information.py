from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.ownership_period import OwnershipPeriod


T = TypeVar("T", bound="OwnershipInformation")


@_attrs_define
class OwnershipInformation:
    """Ownership of a value chain company.

    Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).

        Attributes:
            notes (str): A free text.
            ownership_periods (list[OwnershipPeriod]): The periods of ownership.
            sector_code (str): The company's sector code, such as NACE 10.82.
    """

    notes: str
    ownership_periods: list[OwnershipPeriod]
    sector_code: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        notes = self.notes

        ownership_periods = []
        for ownership_periods_item_data in self.ownership_periods:
            ownership_periods_item = ownership_periods_item_data.to_dict()
            ownership_periods.append(ownership_periods_item)

        sector_code = self.sector_code

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "notes": notes,
                "ownership_periods": ownership_periods,
                "sector_code": sector_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ownership_period import OwnershipPeriod  # noqa: PLC0415

        d = dict(src_dict)
        notes = d.pop("notes")

        ownership_periods = []
        _ownership_periods = d.pop("ownership_periods")
        for ownership_periods_item_data in _ownership_periods:
            ownership_periods_item = OwnershipPeriod.from_dict(ownership_periods_item_data)

            ownership_periods.append(ownership_periods_item)

        sector_code = d.pop("sector_code")

        ownership_information = cls(
            notes=notes,
            ownership_periods=ownership_periods,
            sector_code=sector_code,
        )

        ownership_information.additional_properties = d
        return ownership_information

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
