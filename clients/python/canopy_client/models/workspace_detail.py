from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.workspace_type import WorkspaceType

if TYPE_CHECKING:
    from ..models.flag import Flag
    from ..models.workspace_detail_pulse_params import WorkspaceDetailPulseParams


T = TypeVar("T", bound="WorkspaceDetail")


@_attrs_define
class WorkspaceDetail:
    """A workspace (company) in full.

    Attributes:
        country (str): The ISO 3166-1 alpha-2 country code, such as NL.
        credits_used (str): The credits the workspace has used, as a decimal text.

            Decision: [workspace_transaction_figures](/api/docs/decisions.html#workspace_transaction_figures).
        data_room_consumer_id (str): The workspace's identity in the survey data room.
        default_currency (str): The ISO 4217 currency amounts are shown in, such as EUR.
        default_locale (str): The default locale, such as en-GB.
        flags (list[Flag]): The features turned on for the workspace.
        id (int): The workspace id.
        information (Any): Free-form profile information of the workspace.
        integration_consumer_id (str): The workspace's identity at the accounting integration.
        language_subtag (str): The language subtag of the default locale, such as en.
        max_transaction_date (str): The UTC day (YYYY-MM-DD) of the latest transaction date; "" without transactions.

            Decision: [workspace_transaction_figures](/api/docs/decisions.html#workspace_transaction_figures).
        min_transaction_date (str): The UTC day (YYYY-MM-DD) of the earliest transaction date; "" without transactions.

            Decision: [workspace_transaction_figures](/api/docs/decisions.html#workspace_transaction_figures).
        minimum_date_filter (datetime.date): The earliest date of the workspace's date filters.
        name (str):
        nr_of_employees (float): The number of employees.

            Decision: [workspace_transaction_figures](/api/docs/decisions.html#workspace_transaction_figures).
        nr_of_locations (float): The number of sites.

            Decision: [workspace_transaction_figures](/api/docs/decisions.html#workspace_transaction_figures).
        nr_of_transactions (int): The number of the workspace's financial transactions.

            Decision: [workspace_transaction_figures](/api/docs/decisions.html#workspace_transaction_figures).
        pulse_params (WorkspaceDetailPulseParams): Identifiers of the workspace in the data platform.
        results_limit_earliest_year (datetime.date): The first day of the earliest year results are shown for.
        results_limit_latest_year (datetime.date): The first day of the latest year results are shown for.
        type_ (WorkspaceType):
    """

    country: str
    credits_used: str
    data_room_consumer_id: str
    default_currency: str
    default_locale: str
    flags: list[Flag]
    id: int
    information: Any
    integration_consumer_id: str
    language_subtag: str
    max_transaction_date: str
    min_transaction_date: str
    minimum_date_filter: datetime.date
    name: str
    nr_of_employees: float
    nr_of_locations: float
    nr_of_transactions: int
    pulse_params: WorkspaceDetailPulseParams
    results_limit_earliest_year: datetime.date
    results_limit_latest_year: datetime.date
    type_: WorkspaceType
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        country = self.country

        credits_used = self.credits_used

        data_room_consumer_id = self.data_room_consumer_id

        default_currency = self.default_currency

        default_locale = self.default_locale

        flags = []
        for flags_item_data in self.flags:
            flags_item = flags_item_data.to_dict()
            flags.append(flags_item)

        id = self.id

        information = self.information

        integration_consumer_id = self.integration_consumer_id

        language_subtag = self.language_subtag

        max_transaction_date = self.max_transaction_date

        min_transaction_date = self.min_transaction_date

        minimum_date_filter = self.minimum_date_filter.isoformat()

        name = self.name

        nr_of_employees = self.nr_of_employees

        nr_of_locations = self.nr_of_locations

        nr_of_transactions = self.nr_of_transactions

        pulse_params = self.pulse_params.to_dict()

        results_limit_earliest_year = self.results_limit_earliest_year.isoformat()

        results_limit_latest_year = self.results_limit_latest_year.isoformat()

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "country": country,
                "credits_used": credits_used,
                "data_room_consumer_id": data_room_consumer_id,
                "default_currency": default_currency,
                "default_locale": default_locale,
                "flags": flags,
                "id": id,
                "information": information,
                "integration_consumer_id": integration_consumer_id,
                "language_subtag": language_subtag,
                "max_transaction_date": max_transaction_date,
                "min_transaction_date": min_transaction_date,
                "minimum_date_filter": minimum_date_filter,
                "name": name,
                "nr_of_employees": nr_of_employees,
                "nr_of_locations": nr_of_locations,
                "nr_of_transactions": nr_of_transactions,
                "pulse_params": pulse_params,
                "results_limit_earliest_year": results_limit_earliest_year,
                "results_limit_latest_year": results_limit_latest_year,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flag import Flag  # noqa: PLC0415
        from ..models.workspace_detail_pulse_params import WorkspaceDetailPulseParams  # noqa: PLC0415

        d = dict(src_dict)
        country = d.pop("country")

        credits_used = d.pop("credits_used")

        data_room_consumer_id = d.pop("data_room_consumer_id")

        default_currency = d.pop("default_currency")

        default_locale = d.pop("default_locale")

        flags = []
        _flags = d.pop("flags")
        for flags_item_data in _flags:
            flags_item = Flag.from_dict(flags_item_data)

            flags.append(flags_item)

        id = d.pop("id")

        information = d.pop("information")

        integration_consumer_id = d.pop("integration_consumer_id")

        language_subtag = d.pop("language_subtag")

        max_transaction_date = d.pop("max_transaction_date")

        min_transaction_date = d.pop("min_transaction_date")

        minimum_date_filter = datetime.date.fromisoformat(d.pop("minimum_date_filter"))

        name = d.pop("name")

        nr_of_employees = d.pop("nr_of_employees")

        nr_of_locations = d.pop("nr_of_locations")

        nr_of_transactions = d.pop("nr_of_transactions")

        pulse_params = WorkspaceDetailPulseParams.from_dict(d.pop("pulse_params"))

        results_limit_earliest_year = datetime.date.fromisoformat(d.pop("results_limit_earliest_year"))

        results_limit_latest_year = datetime.date.fromisoformat(d.pop("results_limit_latest_year"))

        type_ = WorkspaceType(d.pop("type"))

        workspace_detail = cls(
            country=country,
            credits_used=credits_used,
            data_room_consumer_id=data_room_consumer_id,
            default_currency=default_currency,
            default_locale=default_locale,
            flags=flags,
            id=id,
            information=information,
            integration_consumer_id=integration_consumer_id,
            language_subtag=language_subtag,
            max_transaction_date=max_transaction_date,
            min_transaction_date=min_transaction_date,
            minimum_date_filter=minimum_date_filter,
            name=name,
            nr_of_employees=nr_of_employees,
            nr_of_locations=nr_of_locations,
            nr_of_transactions=nr_of_transactions,
            pulse_params=pulse_params,
            results_limit_earliest_year=results_limit_earliest_year,
            results_limit_latest_year=results_limit_latest_year,
            type_=type_,
        )

        workspace_detail.additional_properties = d
        return workspace_detail

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
