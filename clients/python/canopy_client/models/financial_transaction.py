from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.transaction_source import TransactionSource

T = TypeVar("T", bound="FinancialTransaction")


@_attrs_define
class FinancialTransaction:
    """A raw financial row of the company, which can be classified as emissions.

    Attributes:
        currency (str): The ISO 4217 currency, such as EUR.
        date (datetime.datetime): When the transaction was booked.
        description (None | str): The booking text.

            Decision: [transaction_nullable_text](/api/docs/decisions.html#transaction_nullable_text).
        emissions (str): How the emissions were computed (amount, rate, factor, source, year), or why there is no
            figure.
        end_date (datetime.datetime): The end of the period the transaction covers.
        id (int): The transaction id.
        journal (None | str): The journal it was booked in.

            Decision: [transaction_nullable_text](/api/docs/decisions.html#transaction_nullable_text).
        ledger (str): The general-ledger account, such as 6100 Travel.
        net_amount (float): The net amount, in currency.
        source (TransactionSource):
        status (str): The processing status, such as new.
        tags (list[Any]): The tags of the transaction, such as its import run's.

            Decision: [transaction_tags](/api/docs/decisions.html#transaction_tags).
        total_co2_kg (str): The emissions in kg CO2e, three decimals; empty without a figure.
        vendor_name (None | str): The supplier paid.

            Decision: [transaction_nullable_text](/api/docs/decisions.html#transaction_nullable_text).
    """

    currency: str
    date: datetime.datetime
    description: None | str
    emissions: str
    end_date: datetime.datetime
    id: int
    journal: None | str
    ledger: str
    net_amount: float
    source: TransactionSource
    status: str
    tags: list[Any]
    total_co2_kg: str
    vendor_name: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        currency = self.currency

        date = self.date.isoformat()

        description: None | str
        description = self.description

        emissions = self.emissions

        end_date = self.end_date.isoformat()

        id = self.id

        journal: None | str
        journal = self.journal

        ledger = self.ledger

        net_amount = self.net_amount

        source = self.source.value

        status = self.status

        tags = self.tags

        total_co2_kg = self.total_co2_kg

        vendor_name: None | str
        vendor_name = self.vendor_name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "currency": currency,
                "date": date,
                "description": description,
                "emissions": emissions,
                "end_date": end_date,
                "id": id,
                "journal": journal,
                "ledger": ledger,
                "net_amount": net_amount,
                "source": source,
                "status": status,
                "tags": tags,
                "total_co2_kg": total_co2_kg,
                "vendor_name": vendor_name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        currency = d.pop("currency")

        date = datetime.datetime.fromisoformat(d.pop("date"))

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        emissions = d.pop("emissions")

        end_date = datetime.datetime.fromisoformat(d.pop("end_date"))

        id = d.pop("id")

        def _parse_journal(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        journal = _parse_journal(d.pop("journal"))

        ledger = d.pop("ledger")

        net_amount = d.pop("net_amount")

        source = TransactionSource(d.pop("source"))

        status = d.pop("status")

        tags = cast(list[Any], d.pop("tags"))

        total_co2_kg = d.pop("total_co2_kg")

        def _parse_vendor_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        vendor_name = _parse_vendor_name(d.pop("vendor_name"))

        financial_transaction = cls(
            currency=currency,
            date=date,
            description=description,
            emissions=emissions,
            end_date=end_date,
            id=id,
            journal=journal,
            ledger=ledger,
            net_amount=net_amount,
            source=source,
            status=status,
            tags=tags,
            total_co2_kg=total_co2_kg,
            vendor_name=vendor_name,
        )

        financial_transaction.additional_properties = d
        return financial_transaction

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
