from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="TransactionGroupRow")


@_attrs_define
class TransactionGroupRow:
    """One group of financial transactions: its count and summed net amount, the values of the grouped dimensions, and the
    period bucket when delimit_by is used.

        Attributes:
            count (int): How many transactions the group holds.
            total_net_amount (float): The sum of their net_amount.
            currency (str | Unset): Present when grouped by currency.

                Decision: [transaction_group_dimensions](/api/docs/decisions.html#transaction_group_dimensions).
            journal (None | str | Unset): Present when grouped by journal.

                Decision: [transaction_group_dimensions](/api/docs/decisions.html#transaction_group_dimensions).
            ledger (str | Unset): Present when grouped by ledger.

                Decision: [transaction_group_dimensions](/api/docs/decisions.html#transaction_group_dimensions).
            period (datetime.datetime | Unset): The truncated period date of the bucket; present only when delimit_by is
                used.
            source (str | Unset): Present when grouped by source.

                Decision: [transaction_group_dimensions](/api/docs/decisions.html#transaction_group_dimensions).
            vendor_name (None | str | Unset): Present when grouped by vendor_name.

                Decision: [transaction_group_dimensions](/api/docs/decisions.html#transaction_group_dimensions).
    """

    count: int
    total_net_amount: float
    currency: str | Unset = UNSET
    journal: None | str | Unset = UNSET
    ledger: str | Unset = UNSET
    period: datetime.datetime | Unset = UNSET
    source: str | Unset = UNSET
    vendor_name: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        total_net_amount = self.total_net_amount

        currency = self.currency

        journal: None | str | Unset
        if isinstance(self.journal, Unset):
            journal = UNSET
        else:
            journal = self.journal

        ledger = self.ledger

        period: str | Unset = UNSET
        if not isinstance(self.period, Unset):
            period = self.period.isoformat()

        source = self.source

        vendor_name: None | str | Unset
        if isinstance(self.vendor_name, Unset):
            vendor_name = UNSET
        else:
            vendor_name = self.vendor_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "count": count,
                "total_net_amount": total_net_amount,
            }
        )
        if currency is not UNSET:
            field_dict["currency"] = currency
        if journal is not UNSET:
            field_dict["journal"] = journal
        if ledger is not UNSET:
            field_dict["ledger"] = ledger
        if period is not UNSET:
            field_dict["period"] = period
        if source is not UNSET:
            field_dict["source"] = source
        if vendor_name is not UNSET:
            field_dict["vendor_name"] = vendor_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        total_net_amount = d.pop("total_net_amount")

        currency = d.pop("currency", UNSET)

        def _parse_journal(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        journal = _parse_journal(d.pop("journal", UNSET))

        ledger = d.pop("ledger", UNSET)

        _period = d.pop("period", UNSET)
        period: datetime.datetime | Unset
        if isinstance(_period, Unset):
            period = UNSET
        else:
            period = datetime.datetime.fromisoformat(_period)

        source = d.pop("source", UNSET)

        def _parse_vendor_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        vendor_name = _parse_vendor_name(d.pop("vendor_name", UNSET))

        transaction_group_row = cls(
            count=count,
            total_net_amount=total_net_amount,
            currency=currency,
            journal=journal,
            ledger=ledger,
            period=period,
            source=source,
            vendor_name=vendor_name,
        )

        transaction_group_row.additional_properties = d
        return transaction_group_row

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
