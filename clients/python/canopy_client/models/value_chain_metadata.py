from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.value_chain_contacts import ValueChainContacts


T = TypeVar("T", bound="ValueChainMetadata")


@_attrs_define
class ValueChainMetadata:
    """Metadata of a value chain.

    Attributes:
        contacts (ValueChainContacts): Contacts of a value chain; each key is a contact email.
        invitation_ids (list[str]): Invitations sent to the company's contacts.
        requested_by_user_id (int): The user who created the value chain.

            Decision: [value_chains](/api/docs/decisions.html#value_chains).
    """

    contacts: ValueChainContacts
    invitation_ids: list[str]
    requested_by_user_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        contacts = self.contacts.to_dict()

        invitation_ids = self.invitation_ids

        requested_by_user_id = self.requested_by_user_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "contacts": contacts,
                "invitation_ids": invitation_ids,
                "requested_by_user_id": requested_by_user_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.value_chain_contacts import ValueChainContacts  # noqa: PLC0415

        d = dict(src_dict)
        contacts = ValueChainContacts.from_dict(d.pop("contacts"))

        invitation_ids = cast(list[str], d.pop("invitation_ids"))

        requested_by_user_id = d.pop("requested_by_user_id")

        value_chain_metadata = cls(
            contacts=contacts,
            invitation_ids=invitation_ids,
            requested_by_user_id=requested_by_user_id,
        )

        value_chain_metadata.additional_properties = d
        return value_chain_metadata

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
