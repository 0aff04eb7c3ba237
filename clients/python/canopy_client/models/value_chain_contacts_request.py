from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.value_chain_contact_request import ValueChainContactRequest


T = TypeVar("T", bound="ValueChainContactsRequest")


@_attrs_define
class ValueChainContactsRequest:
    """Contacts of a value chain, as written; each key must be the contact's email address.

    Decision (Value chains): Value chains are extension operations VC1–VC5 under /api/value-chains/, with the
    permissions view_valuechain, add_valuechain, change_valuechain and delete_valuechain. type is supplier (default) or
    customer; status is pending, active (default) or revoked, set freely by the workspace. company_name (1..255) and
    country_code (a known ISO alpha-2 code, shown inline as country) are required; description, external_id (need not be
    unique), contact_name are empty unless given; contact_email is a valid email or null; permission_granted and
    is_self_managed are false unless given; reciprocal_company_id is the workspace of the counterpart company, or null:
    an id that is no workspace, or the own workspace, is a 400 on it. pulse_params is the server's, "value_chain:<id>".
    metadata.requested_by_user_id is the user who created the value chain; metadata.contacts are keyed by valid email
    addresses (a 400 on metadata.contacts.<key> otherwise). ownership_information and metadata, when given to VC4,
    replace the stored ones. tags are an array of names (1..100 characters, at most 100), stored with the value chain.
    assessment_status (pending) and assessment_summary (null) are changed by the assessment only. The list is ordered by
    company_name by default. Deleting a value chain that an order names follows referenced_deletion (the orders area
    adds that check).

    """

    additional_properties: dict[str, ValueChainContactRequest] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.value_chain_contact_request import ValueChainContactRequest  # noqa: PLC0415

        d = dict(src_dict)
        value_chain_contacts_request = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = ValueChainContactRequest.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        value_chain_contacts_request.additional_properties = additional_properties
        return value_chain_contacts_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> ValueChainContactRequest:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: ValueChainContactRequest) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
