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


T = TypeVar("T", bound="UpdateValueChainRequest")


@_attrs_define
class UpdateValueChainRequest:
    """Body of the value chain partial update (VC4); the creation fields, all optional.

    Attributes:
        assessment_status (AssessmentStatus | Unset):
        assessment_summary (Any | Unset):
        company_name (str | Unset):
        contact_email (None | str | Unset):
        contact_name (str | Unset):
        country (Country | Unset): An ISO 3166-1 country (CT1), inline on orders, value chains and origins.

            Decision (Countries): Countries are an extension operation CT1, GET /api/countries/, that any member may read:
            every ISO 3166-1 country that pycountry knows, the same for every workspace. name, alpha_2, alpha_3 and numeric
            (three digits, a string) are ISO's; official_name is the official name, or the name when ISO gives none; flag is
            the emoji of alpha_2's two regional indicator symbols; eu_status is the risk tier of country_eu_status. The list
            is filtered by alpha_2 (and __in), alpha_3, eu_status (and __in) and name__icontains, searched over name,
            official_name, alpha_2 and alpha_3, and ordered by name (default) or alpha_2, alpha_2 breaking ties. The data is
            the code's (pycountry and handwritten/domain/eudr_country_risk.py): a table countries, not a workspace's, is
            seeded from it by the migration and brought in step with it by every canopy migrate, so lists use the same
            filtering as every other list. An order's border_cross_country, a value chain's country and an origin's
            country_detail are that record of their code; a code that is not an ISO 3166-1 alpha-2 code of that list (case
            matters: DE, not de) is a 400 on the field.
        country_code (str | Unset): The ISO 3166-1 alpha-2 code of a known country (see CT1), such as DE.
        created_at (datetime.datetime | Unset):
        description (str | Unset):
        excluded_propagation_identifiers (Any | Unset): Any JSON; an empty list when absent.
        external_id (str | Unset): The value chain's id in another system.
        id (int | Unset):
        is_self_managed (bool | Unset):
        metadata (ValueChainMetadataRequest | Unset): Metadata of a value chain, as written; requested_by_user_id is the
            server's.

            Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/, with the
            permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type is supplier (default)
            or customer; status is pending, active (default) or revoked, set freely by the workspace. company_name (1..255)
            and country_code (a known ISO alpha-2 code, shown inline as country) are required; description, external_id
            (need not be unique), contact_name are empty unless given; contact_email is a valid email or null;
            permission_granted and is_self_managed are false unless given; reciprocal_company_id is the workspace of the
            counterpart company, or null: an id that is no workspace, or the own workspace, is a 400 on it. pulse_params is
            the server's, "value_chain:<id>". metadata.requested_by_user_id is the user who created the value chain;
            metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
            ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of names
            (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
            assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by default.
            Deleting a value chain that an order names follows referenced_deletion (the orders area adds that check).
        ownership_information (OwnershipInformationRequest | Unset): Ownership of a value chain company, as written; it
            replaces the stored one.

            Decision (Ownership information of a value chain): ownership_information is {ownership_periods, sector_code (at
            most 64 characters), notes}; each period has valid_from_month and valid_to_month (YYYY-MM, from not after to),
            consolidation_approach (equity_share, operational_control or financial_control, the GHG Protocol's approaches)
            and ownership_percentage (a decimal string from 0 to 100 with at most two decimal places). A problem is a 400
            naming the nested place, such as {"ownership_information": {"ownership_periods": {"0": {"valid_to_month":
            ["..."]}}}}. Periods may overlap.
        permission_granted (bool | Unset):
        pulse_params (str | Unset): Decision (Value chains): Value chains are extension operations VC1–VC5 under
            /api/value-chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and
            delete_valuechain. type is supplier (default) or customer; status is pending, active (default) or revoked, set
            freely by the workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
            country) are required; description, external_id (need not be unique), contact_name are empty unless given;
            contact_email is a valid email or null; permission_granted and is_self_managed are false unless given;
            reciprocal_company_id is the workspace of the counterpart company, or null: an id that is no workspace, or the
            own workspace, is a 400 on it. pulse_params is the server's, "value_chain:<id>". metadata.requested_by_user_id
            is the user who created the value chain; metadata.contacts are keyed by valid email addresses (a 400 on
            metadata.contacts.<key> otherwise). ownership_information and metadata, when given to VC4, replace the stored
            ones. tags are an array of names (1..100 characters, at most 100), stored with the value chain.
            assessment_status (pending) and assessment_summary (null) are changed by the assessment only. The list is
            ordered by company_name by default. Deleting a value chain that an order names follows referenced_deletion (the
            orders area adds that check).
        reciprocal_company_id (int | None | Unset): The counterpart company's workspace id, when it has one; never the
            own workspace.
        status (ValueChainStatus | Unset): Decision (Value chains): Value chains are extension operations VC1–VC5 under
            /api/value-chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and
            delete_valuechain. type is supplier (default) or customer; status is pending, active (default) or revoked, set
            freely by the workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
            country) are required; description, external_id (need not be unique), contact_name are empty unless given;
            contact_email is a valid email or null; permission_granted and is_self_managed are false unless given;
            reciprocal_company_id is the workspace of the counterpart company, or null: an id that is no workspace, or the
            own workspace, is a 400 on it. pulse_params is the server's, "value_chain:<id>". metadata.requested_by_user_id
            is the user who created the value chain; metadata.contacts are keyed by valid email addresses (a 400 on
            metadata.contacts.<key> otherwise). ownership_information and metadata, when given to VC4, replace the stored
            ones. tags are an array of names (1..100 characters, at most 100), stored with the value chain.
            assessment_status (pending) and assessment_summary (null) are changed by the assessment only. The list is
            ordered by company_name by default. Deleting a value chain that an order names follows referenced_deletion (the
            orders area adds that check).
        tags (list[str] | Unset):
        type_ (ValueChainType | Unset): Decision (Value chains): Value chains are extension operations VC1–VC5 under
            /api/value-chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and
            delete_valuechain. type is supplier (default) or customer; status is pending, active (default) or revoked, set
            freely by the workspace. company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as
            country) are required; description, external_id (need not be unique), contact_name are empty unless given;
            contact_email is a valid email or null; permission_granted and is_self_managed are false unless given;
            reciprocal_company_id is the workspace of the counterpart company, or null: an id that is no workspace, or the
            own workspace, is a 400 on it. pulse_params is the server's, "value_chain:<id>". metadata.requested_by_user_id
            is the user who created the value chain; metadata.contacts are keyed by valid email addresses (a 400 on
            metadata.contacts.<key> otherwise). ownership_information and metadata, when given to VC4, replace the stored
            ones. tags are an array of names (1..100 characters, at most 100), stored with the value chain.
            assessment_status (pending) and assessment_summary (null) are changed by the assessment only. The list is
            ordered by company_name by default. Deleting a value chain that an order names follows referenced_deletion (the
            orders area adds that check).
        updated_at (datetime.datetime | Unset):
    """

    assessment_status: AssessmentStatus | Unset = UNSET
    assessment_summary: Any | Unset = UNSET
    company_name: str | Unset = UNSET
    contact_email: None | str | Unset = UNSET
    contact_name: str | Unset = UNSET
    country: Country | Unset = UNSET
    country_code: str | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    description: str | Unset = UNSET
    excluded_propagation_identifiers: Any | Unset = UNSET
    external_id: str | Unset = UNSET
    id: int | Unset = UNSET
    is_self_managed: bool | Unset = UNSET
    metadata: ValueChainMetadataRequest | Unset = UNSET
    ownership_information: OwnershipInformationRequest | Unset = UNSET
    permission_granted: bool | Unset = UNSET
    pulse_params: str | Unset = UNSET
    reciprocal_company_id: int | None | Unset = UNSET
    status: ValueChainStatus | Unset = UNSET
    tags: list[str] | Unset = UNSET
    type_: ValueChainType | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        assessment_status: str | Unset = UNSET
        if not isinstance(self.assessment_status, Unset):
            assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        company_name = self.company_name

        contact_email: None | str | Unset
        if isinstance(self.contact_email, Unset):
            contact_email = UNSET
        else:
            contact_email = self.contact_email

        contact_name = self.contact_name

        country: dict[str, Any] | Unset = UNSET
        if not isinstance(self.country, Unset):
            country = self.country.to_dict()

        country_code = self.country_code

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

        field_dict.update({})
        if assessment_status is not UNSET:
            field_dict["assessment_status"] = assessment_status
        if assessment_summary is not UNSET:
            field_dict["assessment_summary"] = assessment_summary
        if company_name is not UNSET:
            field_dict["company_name"] = company_name
        if contact_email is not UNSET:
            field_dict["contact_email"] = contact_email
        if contact_name is not UNSET:
            field_dict["contact_name"] = contact_name
        if country is not UNSET:
            field_dict["country"] = country
        if country_code is not UNSET:
            field_dict["country_code"] = country_code
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
        _assessment_status = d.pop("assessment_status", UNSET)
        assessment_status: AssessmentStatus | Unset
        if isinstance(_assessment_status, Unset):
            assessment_status = UNSET
        else:
            assessment_status = AssessmentStatus(_assessment_status)

        assessment_summary = d.pop("assessment_summary", UNSET)

        company_name = d.pop("company_name", UNSET)

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

        country_code = d.pop("country_code", UNSET)

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

        update_value_chain_request = cls(
            assessment_status=assessment_status,
            assessment_summary=assessment_summary,
            company_name=company_name,
            contact_email=contact_email,
            contact_name=contact_name,
            country=country,
            country_code=country_code,
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

        return update_value_chain_request
