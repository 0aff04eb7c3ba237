from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.value_chain_contacts_request import ValueChainContactsRequest


T = TypeVar("T", bound="ValueChainMetadataRequest")


@_attrs_define
class ValueChainMetadataRequest:
    """Metadata of a value chain, as written; requested_by_user_id is the server's.

    Decision: [value_chains](/api/docs/decisions.html#value_chains).

        Attributes:
            contacts (ValueChainContactsRequest | Unset): Contacts of a value chain, as written; each key must be the
                contact's email address.

                Decision: [value_chains](/api/docs/decisions.html#value_chains).
            invitation_ids (list[str] | Unset):
            requested_by_user_id (int | Unset): The user who created the value chain.

                Decision: [value_chains](/api/docs/decisions.html#value_chains).
    """

    contacts: ValueChainContactsRequest | Unset = UNSET
    invitation_ids: list[str] | Unset = UNSET
    requested_by_user_id: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        contacts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.contacts, Unset):
            contacts = self.contacts.to_dict()

        invitation_ids: list[str] | Unset = UNSET
        if not isinstance(self.invitation_ids, Unset):
            invitation_ids = self.invitation_ids

        requested_by_user_id = self.requested_by_user_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if contacts is not UNSET:
            field_dict["contacts"] = contacts
        if invitation_ids is not UNSET:
            field_dict["invitation_ids"] = invitation_ids
        if requested_by_user_id is not UNSET:
            field_dict["requested_by_user_id"] = requested_by_user_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.value_chain_contacts_request import ValueChainContactsRequest  # noqa: PLC0415

        d = dict(src_dict)
        _contacts = d.pop("contacts", UNSET)
        contacts: ValueChainContactsRequest | Unset
        if isinstance(_contacts, Unset):
            contacts = UNSET
        else:
            contacts = ValueChainContactsRequest.from_dict(_contacts)

        invitation_ids = cast(list[str], d.pop("invitation_ids", UNSET))

        requested_by_user_id = d.pop("requested_by_user_id", UNSET)

        value_chain_metadata_request = cls(
            contacts=contacts,
            invitation_ids=invitation_ids,
            requested_by_user_id=requested_by_user_id,
        )

        return value_chain_metadata_request
