from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assessment_status import AssessmentStatus
from ..models.value_chain_status import ValueChainStatus
from ..models.value_chain_type import ValueChainType

if TYPE_CHECKING:
    from ..models.country import Country
    from ..models.ownership_information import OwnershipInformation
    from ..models.value_chain_metadata import ValueChainMetadata


T = TypeVar("T", bound="ValueChain")


@_attrs_define
class ValueChain:
    """A value chain (a trading relationship with another company), VC1–VC5, and inline on an order.

    Decision (Types of order-related fields named without a type): On order items, products, value chains, due diligence
    statements and company summaries, created_at and updated_at are date-times, assessment_summary and
    excluded_propagation_identifiers are any, assessment_status is the order assessment status (pending, in_progress,
    passing, failing, mitigated), value chain tags are an array of strings and product due_diligence_statements an array
    of Due diligence statement, as the same names are typed on Order; species common_name and scientific_name, ownership
    sector_code and notes, and contact invitation_id and name are strings.

        Attributes:
            assessment_status (AssessmentStatus):
            assessment_summary (Any):
            company_name (str):
            contact_email (None | str): Null when no contact email was given.

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
            contact_name (str):
            country (Country): An ISO 3166-1 country (CT1), inline on orders, value chains and origins.

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
            country_code (str): The ISO 3166-1 alpha-2 code of the company's country, such as DE.
            created_at (datetime.datetime):
            description (str):
            excluded_propagation_identifiers (Any):
            external_id (str):
            id (int):
            is_self_managed (bool):
            metadata (ValueChainMetadata): Metadata of a value chain.
            ownership_information (OwnershipInformation): Ownership of a value chain company.

                Decision (Types of order-related fields named without a type): On order items, products, value chains, due
                diligence statements and company summaries, created_at and updated_at are date-times, assessment_summary and
                excluded_propagation_identifiers are any, assessment_status is the order assessment status (pending,
                in_progress, passing, failing, mitigated), value chain tags are an array of strings and product
                due_diligence_statements an array of Due diligence statement, as the same names are typed on Order; species
                common_name and scientific_name, ownership sector_code and notes, and contact invitation_id and name are
                strings.
            permission_granted (bool):
            pulse_params (str): Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-
                chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type is
                supplier (default) or customer; status is pending, active (default) or revoked, set freely by the workspace.
                company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as country) are required;
                description, external_id (need not be unique), contact_name are empty unless given; contact_email is a valid
                email or null; permission_granted and is_self_managed are false unless given; reciprocal_company_id is the
                workspace of the counterpart company, or null: an id that is no workspace, or the own workspace, is a 400 on it.
                pulse_params is the server's, "value_chain:<id>". metadata.requested_by_user_id is the user who created the
                value chain; metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
                ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of names
                (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
                assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by default.
                Deleting a value chain that an order names follows referenced_deletion (the orders area adds that check).
            reciprocal_company_id (int | None): The counterpart company's workspace id; null when it has none on the
                platform.

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
            status (ValueChainStatus): Decision (Value chains): Value chains are extension operations VC1–VC5 under
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
            tags (list[str]):
            type_ (ValueChainType): Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-
                chains/, with the permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type is
                supplier (default) or customer; status is pending, active (default) or revoked, set freely by the workspace.
                company_name (1..255) and country_code (a known ISO alpha-2 code, shown inline as country) are required;
                description, external_id (need not be unique), contact_name are empty unless given; contact_email is a valid
                email or null; permission_granted and is_self_managed are false unless given; reciprocal_company_id is the
                workspace of the counterpart company, or null: an id that is no workspace, or the own workspace, is a 400 on it.
                pulse_params is the server's, "value_chain:<id>". metadata.requested_by_user_id is the user who created the
                value chain; metadata.contacts are keyed by valid email addresses (a 400 on metadata.contacts.<key> otherwise).
                ownership_information and metadata, when given to VC4, replace the stored ones. tags are an array of names
                (1..100 characters, at most 100), stored with the value chain. assessment_status (pending) and
                assessment_summary (null) are changed by the assessment only. The list is ordered by company_name by default.
                Deleting a value chain that an order names follows referenced_deletion (the orders area adds that check).
            updated_at (datetime.datetime):
    """

    assessment_status: AssessmentStatus
    assessment_summary: Any
    company_name: str
    contact_email: None | str
    contact_name: str
    country: Country
    country_code: str
    created_at: datetime.datetime
    description: str
    excluded_propagation_identifiers: Any
    external_id: str
    id: int
    is_self_managed: bool
    metadata: ValueChainMetadata
    ownership_information: OwnershipInformation
    permission_granted: bool
    pulse_params: str
    reciprocal_company_id: int | None
    status: ValueChainStatus
    tags: list[str]
    type_: ValueChainType
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        company_name = self.company_name

        contact_email: None | str
        contact_email = self.contact_email

        contact_name = self.contact_name

        country = self.country.to_dict()

        country_code = self.country_code

        created_at = self.created_at.isoformat()

        description = self.description

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        id = self.id

        is_self_managed = self.is_self_managed

        metadata = self.metadata.to_dict()

        ownership_information = self.ownership_information.to_dict()

        permission_granted = self.permission_granted

        pulse_params = self.pulse_params

        reciprocal_company_id: int | None
        reciprocal_company_id = self.reciprocal_company_id

        status = self.status.value

        tags = self.tags

        type_ = self.type_.value

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assessment_status": assessment_status,
                "assessment_summary": assessment_summary,
                "company_name": company_name,
                "contact_email": contact_email,
                "contact_name": contact_name,
                "country": country,
                "country_code": country_code,
                "created_at": created_at,
                "description": description,
                "excluded_propagation_identifiers": excluded_propagation_identifiers,
                "external_id": external_id,
                "id": id,
                "is_self_managed": is_self_managed,
                "metadata": metadata,
                "ownership_information": ownership_information,
                "permission_granted": permission_granted,
                "pulse_params": pulse_params,
                "reciprocal_company_id": reciprocal_company_id,
                "status": status,
                "tags": tags,
                "type": type_,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.country import Country  # noqa: PLC0415
        from ..models.ownership_information import OwnershipInformation  # noqa: PLC0415
        from ..models.value_chain_metadata import ValueChainMetadata  # noqa: PLC0415

        d = dict(src_dict)
        assessment_status = AssessmentStatus(d.pop("assessment_status"))

        assessment_summary = d.pop("assessment_summary")

        company_name = d.pop("company_name")

        def _parse_contact_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        contact_email = _parse_contact_email(d.pop("contact_email"))

        contact_name = d.pop("contact_name")

        country = Country.from_dict(d.pop("country"))

        country_code = d.pop("country_code")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        description = d.pop("description")

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers")

        external_id = d.pop("external_id")

        id = d.pop("id")

        is_self_managed = d.pop("is_self_managed")

        metadata = ValueChainMetadata.from_dict(d.pop("metadata"))

        ownership_information = OwnershipInformation.from_dict(d.pop("ownership_information"))

        permission_granted = d.pop("permission_granted")

        pulse_params = d.pop("pulse_params")

        def _parse_reciprocal_company_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        reciprocal_company_id = _parse_reciprocal_company_id(d.pop("reciprocal_company_id"))

        status = ValueChainStatus(d.pop("status"))

        tags = cast(list[str], d.pop("tags"))

        type_ = ValueChainType(d.pop("type"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        value_chain = cls(
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

        value_chain.additional_properties = d
        return value_chain

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
