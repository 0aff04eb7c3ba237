from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ValueChainContactRequest")


@_attrs_define
class ValueChainContactRequest:
    """A contact of a value chain, as written.

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

        Attributes:
            invitation_id (str | Unset):  Default: ''.
            name (str | Unset):  Default: ''.
    """

    invitation_id: str | Unset = ""
    name: str | Unset = ""

    def to_dict(self) -> dict[str, Any]:
        invitation_id = self.invitation_id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if invitation_id is not UNSET:
            field_dict["invitation_id"] = invitation_id
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        invitation_id = d.pop("invitation_id", UNSET)

        name = d.pop("name", UNSET)

        value_chain_contact_request = cls(
            invitation_id=invitation_id,
            name=name,
        )

        return value_chain_contact_request
