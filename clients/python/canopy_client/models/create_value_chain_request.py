from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assessment_status import AssessmentStatus
from ..models.value_chain_status import ValueChainStatus
from ..models.value_chain_type import ValueChainType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.country import Country
    from ..models.ownership_information_request import OwnershipInformationRequest
    from ..models.value_chain_metadata_request import ValueChainMetadataRequest


T = TypeVar("T", bound="CreateValueChainRequest")


@_attrs_define
class CreateValueChainRequest:
    """Body of the value chain creation (VC2); assessment fields are not written here.

    Decision: [value_chains](/api/docs/decisions.html#value_chains).

        Attributes:
            company_name (str):
            country_code (str): The ISO 3166-1 alpha-2 code of a known country (see CT1), such as DE.
            assessment_status (AssessmentStatus | Unset):
            assessment_summary (Any | Unset): Why the value chain has its status; null until assessed.
            contact_email (None | str | Unset):
            contact_name (str | Unset):  Default: ''.
            country (Country | Unset): An ISO 3166-1 country with its EU deforestation regulation risk tier.

                Decision: [countries](/api/docs/decisions.html#countries).
            created_at (datetime.datetime | Unset): When the value chain was recorded.
            description (str | Unset):  Default: ''.
            excluded_propagation_identifiers (Any | Unset): Any JSON; an empty list when absent. Default: [].
            external_id (str | Unset): The value chain's id in another system. Default: ''.
            id (int | Unset): The value chain id.
            is_self_managed (bool | Unset):  Default: False.
            metadata (ValueChainMetadataRequest | Unset): Metadata of a value chain, as written; requested_by_user_id is the
                server's.

                Decision: [value_chains](/api/docs/decisions.html#value_chains).
            ownership_information (OwnershipInformationRequest | Unset): Ownership of a value chain company, as written; it
                replaces the stored one.

                Decision: [ownership_information](/api/docs/decisions.html#ownership_information).
            permission_granted (bool | Unset):  Default: False.
            pulse_params (str | Unset): The identifier in the data platform, such as "value_chain:7".

                Decision: [value_chains](/api/docs/decisions.html#value_chains).
            reciprocal_company_id (int | None | Unset): The counterpart company's workspace id, when it has one; never the
                own workspace.
            status (ValueChainStatus | Unset): Decision: [value_chains](/api/docs/decisions.html#value_chains).
            tags (list[str] | Unset):
            type_ (ValueChainType | Unset): Decision: [value_chains](/api/docs/decisions.html#value_chains).
            updated_at (datetime.datetime | Unset): When the value chain was last changed.
    """

    company_name: str
    country_code: str
    assessment_status: AssessmentStatus | Unset = UNSET
    assessment_summary: Any | Unset = UNSET
    contact_email: None | str | Unset = UNSET
    contact_name: str | Unset = ""
    country: Country | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    description: str | Unset = ""
    excluded_propagation_identifiers: Any | Unset = []
    external_id: str | Unset = ""
    id: int | Unset = UNSET
    is_self_managed: bool | Unset = False
    metadata: ValueChainMetadataRequest | Unset = UNSET
    ownership_information: OwnershipInformationRequest | Unset = UNSET
    permission_granted: bool | Unset = False
    pulse_params: str | Unset = UNSET
    reciprocal_company_id: int | None | Unset = UNSET
    status: ValueChainStatus | Unset = UNSET
    tags: list[str] | Unset = UNSET
    type_: ValueChainType | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        company_name = self.company_name

        country_code = self.country_code

        assessment_status: str | Unset = UNSET
        if not isinstance(self.assessment_status, Unset):
            assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        contact_email: None | str | Unset
        if isinstance(self.contact_email, Unset):
            contact_email = UNSET
        else:
            contact_email = self.contact_email

        contact_name = self.contact_name

        country: dict[str, Any] | Unset = UNSET
        if not isinstance(self.country, Unset):
            country = self.country.to_dict()

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        description = self.description

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        id = self.id

        is_self_managed = self.is_self_managed

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        ownership_information: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ownership_information, Unset):
            ownership_information = self.ownership_information.to_dict()

        permission_granted = self.permission_granted

        pulse_params = self.pulse_params

        reciprocal_company_id: int | None | Unset
        if isinstance(self.reciprocal_company_id, Unset):
            reciprocal_company_id = UNSET
        else:
            reciprocal_company_id = self.reciprocal_company_id

        status: str | Unset = UNSET
        if not isinstance(self.status, Unset):
            status = self.status.value

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company_name": company_name,
                "country_code": country_code,
            }
        )
        if assessment_status is not UNSET:
            field_dict["assessment_status"] = assessment_status
        if assessment_summary is not UNSET:
            field_dict["assessment_summary"] = assessment_summary
        if contact_email is not UNSET:
            field_dict["contact_email"] = contact_email
        if contact_name is not UNSET:
            field_dict["contact_name"] = contact_name
        if country is not UNSET:
            field_dict["country"] = country
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if description is not UNSET:
            field_dict["description"] = description
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if id is not UNSET:
            field_dict["id"] = id
        if is_self_managed is not UNSET:
            field_dict["is_self_managed"] = is_self_managed
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if ownership_information is not UNSET:
            field_dict["ownership_information"] = ownership_information
        if permission_granted is not UNSET:
            field_dict["permission_granted"] = permission_granted
        if pulse_params is not UNSET:
            field_dict["pulse_params"] = pulse_params
        if reciprocal_company_id is not UNSET:
            field_dict["reciprocal_company_id"] = reciprocal_company_id
        if status is not UNSET:
            field_dict["status"] = status
        if tags is not UNSET:
            field_dict["tags"] = tags
        if type_ is not UNSET:
            field_dict["type"] = type_
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.country import Country  # noqa: PLC0415
        from ..models.ownership_information_request import OwnershipInformationRequest  # noqa: PLC0415
        from ..models.value_chain_metadata_request import ValueChainMetadataRequest  # noqa: PLC0415

        d = dict(src_dict)
        company_name = d.pop("company_name")

        country_code = d.pop("country_code")

        _assessment_status = d.pop("assessment_status", UNSET)
        assessment_status: AssessmentStatus | Unset
        if isinstance(_assessment_status, Unset):
            assessment_status = UNSET
        else:
            assessment_status = AssessmentStatus(_assessment_status)

        assessment_summary = d.pop("assessment_summary", UNSET)

        def _parse_contact_email(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        contact_email = _parse_contact_email(d.pop("contact_email", UNSET))

        contact_name = d.pop("contact_name", UNSET)

        _country = d.pop("country", UNSET)
        country: Country | Unset
        if isinstance(_country, Unset):
            country = UNSET
        else:
            country = Country.from_dict(_country)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        description = d.pop("description", UNSET)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

        external_id = d.pop("external_id", UNSET)

        id = d.pop("id", UNSET)

        is_self_managed = d.pop("is_self_managed", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: ValueChainMetadataRequest | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = ValueChainMetadataRequest.from_dict(_metadata)

        _ownership_information = d.pop("ownership_information", UNSET)
        ownership_information: OwnershipInformationRequest | Unset
        if isinstance(_ownership_information, Unset):
            ownership_information = UNSET
        else:
            ownership_information = OwnershipInformationRequest.from_dict(_ownership_information)

        permission_granted = d.pop("permission_granted", UNSET)

        pulse_params = d.pop("pulse_params", UNSET)

        def _parse_reciprocal_company_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reciprocal_company_id = _parse_reciprocal_company_id(d.pop("reciprocal_company_id", UNSET))

        _status = d.pop("status", UNSET)
        status: ValueChainStatus | Unset
        if isinstance(_status, Unset):
            status = UNSET
        else:
            status = ValueChainStatus(_status)

        tags = cast(list[str], d.pop("tags", UNSET))

        _type_ = d.pop("type", UNSET)
        type_: ValueChainType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = ValueChainType(_type_)

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        create_value_chain_request = cls(
            company_name=company_name,
            country_code=country_code,
            assessment_status=assessment_status,
            assessment_summary=assessment_summary,
            contact_email=contact_email,
            contact_name=contact_name,
            country=country,
            created_at=created_at,
            description=description,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            external_id=external_id,
            id=id,
            is_self_managed=is_self_managed,
            metadata=metadata,
            ownership_information=ownership_information,
            permission_granted=permission_granted,
            pulse_params=pulse_params,
            reciprocal_company_id=reciprocal_company_id,
            status=status,
            tags=tags,
            type_=type_,
            updated_at=updated_at,
        )

        return create_value_chain_request
