from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AcceptInvitationRequest")


@_attrs_define
class AcceptInvitationRequest:
    """Decision (Accepting an invitation through its link): IA1 (an extension, anonymous like I8: the UUID is the only
    credential) accepts a pending, unexpired invitation in one transaction. First the invitation becomes accepted, with
    accepted_at, by a conditional update that only a still pending and unexpired invitation passes, so of two
    acceptances at once one succeeds and the other finds nothing. Then the user with the invitation's email (compared
    case-insensitively) joins the workspace with the invited role; when there is none, a user is created with the email
    as invited, first_name and last_name required (1..150 characters, trimmed; a missing one is a 400 {"first_name":
    ["This field is required."]}, one of spaces only {"first_name": ["This field may not be blank."]}) and job_title
    optional (at most 255). For an existing user the names and job title are ignored: the link proves the email, not a
    right to change an account's profile. A user already a member of the workspace is a 400 {"non_field_errors": ["This
    user is already a member of this workspace."]}. The user's active workspace becomes the invited one only if they
    have none. An invitation accepted, revoked, renewed or expired, and an unknown id, answer 404 {"detail": "Not
    found."}, as I8 does. Every refusal changes nothing (the invitation stays pending, no user, member or key is made).
    The answer is 201 with the member, as M1 shows it, and the first API key. I1 then reports the invitation accepted,
    in its status filter and ordering.

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
