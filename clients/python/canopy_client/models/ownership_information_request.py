from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ownership_period_request import OwnershipPeriodRequest


T = TypeVar("T", bound="OwnershipInformationRequest")


@_attrs_define
class OwnershipInformationRequest:
    """Ownership of a value chain company, as written; it replaces the stored one.

    Decision: [ownership_information](/api/docs/decisions.html#ownership_information).

        Attributes:
            notes (str | Unset):  Default: ''.
            ownership_periods (list[OwnershipPeriodRequest] | Unset):
            sector_code (str | Unset):  Default: ''.
    """

    notes: str | Unset = ""
    ownership_periods: list[OwnershipPeriodRequest] | Unset = UNSET
    sector_code: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        notes = self.notes

        ownership_periods: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.ownership_periods, Unset):
            ownership_periods = []
            for ownership_periods_item_data in self.ownership_periods:
                ownership_periods_item = ownership_periods_item_data.to_dict()
                ownership_periods.append(ownership_periods_item)

        sector_code = self.sector_code

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if notes is not UNSET:
            field_dict["notes"] = notes
        if ownership_periods is not UNSET:
            field_dict["ownership_periods"] = ownership_periods
        if sector_code is not UNSET:
            field_dict["sector_code"] = sector_code

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ownership_period_request import OwnershipPeriodRequest  # noqa: PLC0415

        d = dict(src_dict)
        notes = d.pop("notes", UNSET)

        _ownership_periods = d.pop("ownership_periods", UNSET)
        ownership_periods: list[OwnershipPeriodRequest] | Unset = UNSET
        if _ownership_periods is not UNSET:
            ownership_periods = []
            for ownership_periods_item_data in _ownership_periods:
                ownership_periods_item = OwnershipPeriodRequest.from_dict(ownership_periods_item_data)

                ownership_periods.append(ownership_periods_item)

        sector_code = d.pop("sector_code", UNSET)

        ownership_information_request = cls(
            notes=notes,
            ownership_periods=ownership_periods,
            sector_code=sector_code,
        )

        return ownership_information_request
