from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ValueChainContactRequest")


@_attrs_define
class ValueChainContactRequest:
    """A contact of a value chain, as written.

    Decision: [value_chains](/api/docs/decisions.html#value_chains).

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
