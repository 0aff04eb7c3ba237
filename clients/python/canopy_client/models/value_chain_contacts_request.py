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

    Decision: [value_chains](/api/docs/decisions.html#value_chains).

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
