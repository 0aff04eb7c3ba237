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
        country (str):
        credits_used (str): Decision (The workspace's figures in the user profile (A1) and the workspace list (A2)):
            nr_of_transactions is the number of the workspace's financial transactions, and min_transaction_date and
            max_transaction_date the UTC days (YYYY-MM-DD) of their earliest and latest dates, "" while there is none. They
            are kept on the workspace's row in the transaction of every write that adds or removes transactions (the
            command's import, import runs, the demo): one UPDATE adds the number of rows created to what the row holds (so
            imports at once each add theirs) and widens the days to the imported rows' range; a deletion (no operation
            deletes transactions today) subtracts its number and reads the days again from the workspace's first and last
            entries of the (company_id, date) index, two index probes whatever the number of rows. A1 reads them with the
            rest of its one row, never counting. A dry run and a refused import change nothing; migration 0027 computed them
            for the transactions before it. member_count (A2) is kept the same way with every membership added or removed.
            nr_of_employees, nr_of_locations and credits_used are what the platform records of the workspace (0, 0 and "0"
            until its operators set them), not counted from other records. These figures do not move the workspace's
            updated_at.
        data_room_consumer_id (str):
        default_currency (str):
        default_locale (str):
        flags (list[Flag]):
        id (int):
        information (Any):
        integration_consumer_id (str):
        language_subtag (str):
        max_transaction_date (str): The UTC day (YYYY-MM-DD) of the latest transaction date; "" without transactions.

            Decision (The workspace's figures in the user profile (A1) and the workspace list (A2)): nr_of_transactions is
            the number of the workspace's financial transactions, and min_transaction_date and max_transaction_date the UTC
            days (YYYY-MM-DD) of their earliest and latest dates, "" while there is none. They are kept on the workspace's
            row in the transaction of every write that adds or removes transactions (the command's import, import runs, the
            demo): one UPDATE adds the number of rows created to what the row holds (so imports at once each add theirs) and
            widens the days to the imported rows' range; a deletion (no operation deletes transactions today) subtracts its
            number and reads the days again from the workspace's first and last entries of the (company_id, date) index, two
            index probes whatever the number of rows. A1 reads them with the rest of its one row, never counting. A dry run
            and a refused import change nothing; migration 0027 computed them for the transactions before it. member_count
            (A2) is kept the same way with every membership added or removed. nr_of_employees, nr_of_locations and
            credits_used are what the platform records of the workspace (0, 0 and "0" until its operators set them), not
            counted from other records. These figures do not move the workspace's updated_at.
        min_transaction_date (str): The UTC day (YYYY-MM-DD) of the earliest transaction date; "" without transactions.

            Decision (The workspace's figures in the user profile (A1) and the workspace list (A2)): nr_of_transactions is
            the number of the workspace's financial transactions, and min_transaction_date and max_transaction_date the UTC
            days (YYYY-MM-DD) of their earliest and latest dates, "" while there is none. They are kept on the workspace's
            row in the transaction of every write that adds or removes transactions (the command's import, import runs, the
            demo): one UPDATE adds the number of rows created to what the row holds (so imports at once each add theirs) and
            widens the days to the imported rows' range; a deletion (no operation deletes transactions today) subtracts its
            number and reads the days again from the workspace's first and last entries of the (company_id, date) index, two
            index probes whatever the number of rows. A1 reads them with the rest of its one row, never counting. A dry run
            and a refused import change nothing; migration 0027 computed them for the transactions before it. member_count
            (A2) is kept the same way with every membership added or removed. nr_of_employees, nr_of_locations and
            credits_used are what the platform records of the workspace (0, 0 and "0" until its operators set them), not
            counted from other records. These figures do not move the workspace's updated_at.
        minimum_date_filter (datetime.date):
        name (str):
        nr_of_employees (float): Decision (The workspace's figures in the user profile (A1) and the workspace list
            (A2)): nr_of_transactions is the number of the workspace's financial transactions, and min_transaction_date and
            max_transaction_date the UTC days (YYYY-MM-DD) of their earliest and latest dates, "" while there is none. They
            are kept on the workspace's row in the transaction of every write that adds or removes transactions (the
            command's import, import runs, the demo): one UPDATE adds the number of rows created to what the row holds (so
            imports at once each add theirs) and widens the days to the imported rows' range; a deletion (no operation
            deletes transactions today) subtracts its number and reads the days again from the workspace's first and last
            entries of the (company_id, date) index, two index probes whatever the number of rows. A1 reads them with the
            rest of its one row, never counting. A dry run and a refused import change nothing; migration 0027 computed them
            for the transactions before it. member_count (A2) is kept the same way with every membership added or removed.
            nr_of_employees, nr_of_locations and credits_used are what the platform records of the workspace (0, 0 and "0"
            until its operators set them), not counted from other records. These figures do not move the workspace's
            updated_at.
        nr_of_locations (float): Decision (The workspace's figures in the user profile (A1) and the workspace list
            (A2)): nr_of_transactions is the number of the workspace's financial transactions, and min_transaction_date and
            max_transaction_date the UTC days (YYYY-MM-DD) of their earliest and latest dates, "" while there is none. They
            are kept on the workspace's row in the transaction of every write that adds or removes transactions (the
            command's import, import runs, the demo): one UPDATE adds the number of rows created to what the row holds (so
            imports at once each add theirs) and widens the days to the imported rows' range; a deletion (no operation
            deletes transactions today) subtracts its number and reads the days again from the workspace's first and last
            entries of the (company_id, date) index, two index probes whatever the number of rows. A1 reads them with the
            rest of its one row, never counting. A dry run and a refused import change nothing; migration 0027 computed them
            for the transactions before it. member_count (A2) is kept the same way with every membership added or removed.
            nr_of_employees, nr_of_locations and credits_used are what the platform records of the workspace (0, 0 and "0"
            until its operators set them), not counted from other records. These figures do not move the workspace's
            updated_at.
        nr_of_transactions (int): The number of the workspace's financial transactions.

            Decision (The workspace's figures in the user profile (A1) and the workspace list (A2)): nr_of_transactions is
            the number of the workspace's financial transactions, and min_transaction_date and max_transaction_date the UTC
            days (YYYY-MM-DD) of their earliest and latest dates, "" while there is none. They are kept on the workspace's
            row in the transaction of every write that adds or removes transactions (the command's import, import runs, the
            demo): one UPDATE adds the number of rows created to what the row holds (so imports at once each add theirs) and
            widens the days to the imported rows' range; a deletion (no operation deletes transactions today) subtracts its
            number and reads the days again from the workspace's first and last entries of the (company_id, date) index, two
            index probes whatever the number of rows. A1 reads them with the rest of its one row, never counting. A dry run
            and a refused import change nothing; migration 0027 computed them for the transactions before it. member_count
            (A2) is kept the same way with every membership added or removed. nr_of_employees, nr_of_locations and
            credits_used are what the platform records of the workspace (0, 0 and "0" until its operators set them), not
            counted from other records. These figures do not move the workspace's updated_at.
        pulse_params (WorkspaceDetailPulseParams):
        results_limit_earliest_year (datetime.date):
        results_limit_latest_year (datetime.date):
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
