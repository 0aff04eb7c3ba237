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
    """A trading relationship with a supplier or a customer company, also shown on orders.

    Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).

        Attributes:
            assessment_status (AssessmentStatus):
            assessment_summary (Any): Why the value chain has its status; null until assessed.
            company_name (str): The other company's name.
            contact_email (None | str): Null when no contact email was given.

                Decision: [value_chains](/api/docs/decisions.html#value_chains).
            contact_name (str): The contact's name; empty when none.
            country (Country): An ISO 3166-1 country with its EU deforestation regulation risk tier.

                Decision: [countries](/api/docs/decisions.html#countries).
            country_code (str): The ISO 3166-1 alpha-2 code of the company's country, such as DE.
            created_at (datetime.datetime): When the value chain was recorded.
            description (str): A free text; empty when none.
            excluded_propagation_identifiers (Any): Records left out of the assessment of orders naming the value chain.
            external_id (str): The value chain's id in another system.
            id (int): The value chain id.
            is_self_managed (bool): Whether your company manages the counterpart's data itself.
            metadata (ValueChainMetadata): Metadata of a value chain.
            ownership_information (OwnershipInformation): Ownership of a value chain company.

                Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).
            permission_granted (bool): Whether the counterpart workspace may see the orders naming this value chain.
            pulse_params (str): The identifier in the data platform, such as "value_chain:7".

                Decision: [value_chains](/api/docs/decisions.html#value_chains).
            reciprocal_company_id (int | None): The counterpart company's workspace id; null when it has none on the
                platform.

                Decision: [value_chains](/api/docs/decisions.html#value_chains).
            status (ValueChainStatus): Decision: [value_chains](/api/docs/decisions.html#value_chains).
            tags (list[str]): The value chain's tag names.
            type_ (ValueChainType): Decision: [value_chains](/api/docs/decisions.html#value_chains).
            updated_at (datetime.datetime): When the value chain was last changed.
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
