from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.workspace_type import WorkspaceType

if TYPE_CHECKING:
    from ..models.flag import Flag
    from ..models.pulse_params import PulseParams


T = TypeVar("T", bound="InvitationPreviewCompany")


@_attrs_define
class InvitationPreviewCompany:
    """The inviting workspace, as shown to the invitee.

    Attributes:
        country (str): The ISO 3166-1 alpha-2 country code.
        created_at (datetime.datetime):
        data_room_consumer_id (str):
        default_currency (str):
        default_locale (str):
        flags (list[Flag]):
        id (int): The workspace id.
        information (Any):
        integration_consumer_id (str):
        name (str): The workspace name.
        pulse_params (PulseParams): Identifiers that tie an object to its model in the data platform.
        results_limit_earliest_year (datetime.date):
        results_limit_latest_year (datetime.date):
        slug (str): The workspace's short name in URLs.
        type_ (WorkspaceType):
        updated_at (datetime.datetime):
    """

    country: str
    created_at: datetime.datetime
    data_room_consumer_id: str
    default_currency: str
    default_locale: str
    flags: list[Flag]
    id: int
    information: Any
    integration_consumer_id: str
    name: str
    pulse_params: PulseParams
    results_limit_earliest_year: datetime.date
    results_limit_latest_year: datetime.date
    slug: str
    type_: WorkspaceType
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        country = self.country

        created_at = self.created_at.isoformat()

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

        name = self.name

        pulse_params = self.pulse_params.to_dict()

        results_limit_earliest_year = self.results_limit_earliest_year.isoformat()

        results_limit_latest_year = self.results_limit_latest_year.isoformat()

        slug = self.slug

        type_ = self.type_.value

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "country": country,
                "created_at": created_at,
                "data_room_consumer_id": data_room_consumer_id,
                "default_currency": default_currency,
                "default_locale": default_locale,
                "flags": flags,
                "id": id,
                "information": information,
                "integration_consumer_id": integration_consumer_id,
                "name": name,
                "pulse_params": pulse_params,
                "results_limit_earliest_year": results_limit_earliest_year,
                "results_limit_latest_year": results_limit_latest_year,
                "slug": slug,
                "type": type_,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.flag import Flag  # noqa: PLC0415
        from ..models.pulse_params import PulseParams  # noqa: PLC0415

        d = dict(src_dict)
        country = d.pop("country")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

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

        name = d.pop("name")

        pulse_params = PulseParams.from_dict(d.pop("pulse_params"))

        results_limit_earliest_year = datetime.date.fromisoformat(d.pop("results_limit_earliest_year"))

        results_limit_latest_year = datetime.date.fromisoformat(d.pop("results_limit_latest_year"))

        slug = d.pop("slug")

        type_ = WorkspaceType(d.pop("type"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        invitation_preview_company = cls(
            country=country,
            created_at=created_at,
            data_room_consumer_id=data_room_consumer_id,
            default_currency=default_currency,
            default_locale=default_locale,
            flags=flags,
            id=id,
            information=information,
            integration_consumer_id=integration_consumer_id,
            name=name,
            pulse_params=pulse_params,
            results_limit_earliest_year=results_limit_earliest_year,
            results_limit_latest_year=results_limit_latest_year,
            slug=slug,
            type_=type_,
            updated_at=updated_at,
        )

        invitation_preview_company.additional_properties = d
        return invitation_preview_company

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
