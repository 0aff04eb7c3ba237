from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AcceptInvitationRequest")


@_attrs_define
class AcceptInvitationRequest:
    """Decision: [invitation_acceptance](/api/docs/decisions.html#invitation_acceptance).

    Attributes:
        first_name (str | Unset): Required when no user has the invitation's email yet; ignored for an existing user.
        job_title (str | Unset): Optional for a new user; ignored for an existing user.
        last_name (str | Unset): Required when no user has the invitation's email yet; ignored for an existing user.
    """

    first_name: str | Unset = UNSET
    job_title: str | Unset = UNSET
    last_name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_name = self.first_name

        job_title = self.job_title

        last_name = self.last_name

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_name is not UNSET:
            field_dict["first_name"] = first_name
        if job_title is not UNSET:
            field_dict["job_title"] = job_title
        if last_name is not UNSET:
            field_dict["last_name"] = last_name

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_name = d.pop("first_name", UNSET)

        job_title = d.pop("job_title", UNSET)

        last_name = d.pop("last_name", UNSET)

        accept_invitation_request = cls(
            first_name=first_name,
            job_title=job_title,
            last_name=last_name,
        )

        return accept_invitation_request
