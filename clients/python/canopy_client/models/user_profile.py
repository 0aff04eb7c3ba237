from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.auth_group import AuthGroup
    from ..models.user_company import UserCompany
    from ..models.workspace_detail import WorkspaceDetail


T = TypeVar("T", bound="UserProfile")


@_attrs_define
class UserProfile:
    """The current user, with the active membership, workspace and role.

    Attributes:
        active_user_company_id (int): The membership the user acts in (user_company.id).
        auth_group (AuthGroup): A role with its permissions.
        company (WorkspaceDetail): A workspace (company) in full.
        data_room_consumer_id (str): The user's identity in the survey data room.
        email (str):
        first_name (str):
        id (int): The user id.
        idp_uid (str): The user's id at the identity provider.
        is_mfa_enrolled (bool): Whether the user has set up multi-factor authentication.
        is_mfa_required (bool): Whether the workspace requires multi-factor authentication.
        is_staff (bool): Whether the user is platform staff.
        job_title (str):
        last_name (str):
        support_chat_email_hash (str): A hash of the email that identifies the user to the support chat.
        user_company (UserCompany): The user's membership of the active workspace.
    """

    active_user_company_id: int
    auth_group: AuthGroup
    company: WorkspaceDetail
    data_room_consumer_id: str
    email: str
    first_name: str
    id: int
    idp_uid: str
    is_mfa_enrolled: bool
    is_mfa_required: bool
    is_staff: bool
    job_title: str
    last_name: str
    support_chat_email_hash: str
    user_company: UserCompany
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        active_user_company_id = self.active_user_company_id

        auth_group = self.auth_group.to_dict()

        company = self.company.to_dict()

        data_room_consumer_id = self.data_room_consumer_id

        email = self.email

        first_name = self.first_name

        id = self.id

        idp_uid = self.idp_uid

        is_mfa_enrolled = self.is_mfa_enrolled

        is_mfa_required = self.is_mfa_required

        is_staff = self.is_staff

        job_title = self.job_title

        last_name = self.last_name

        support_chat_email_hash = self.support_chat_email_hash

        user_company = self.user_company.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "active_user_company_id": active_user_company_id,
                "auth_group": auth_group,
                "company": company,
                "data_room_consumer_id": data_room_consumer_id,
                "email": email,
                "first_name": first_name,
                "id": id,
                "idp_uid": idp_uid,
                "is_mfa_enrolled": is_mfa_enrolled,
                "is_mfa_required": is_mfa_required,
                "is_staff": is_staff,
                "job_title": job_title,
                "last_name": last_name,
                "support_chat_email_hash": support_chat_email_hash,
                "user_company": user_company,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.auth_group import AuthGroup  # noqa: PLC0415
        from ..models.user_company import UserCompany  # noqa: PLC0415
        from ..models.workspace_detail import WorkspaceDetail  # noqa: PLC0415

        d = dict(src_dict)
        active_user_company_id = d.pop("active_user_company_id")

        auth_group = AuthGroup.from_dict(d.pop("auth_group"))

        company = WorkspaceDetail.from_dict(d.pop("company"))

        data_room_consumer_id = d.pop("data_room_consumer_id")

        email = d.pop("email")

        first_name = d.pop("first_name")

        id = d.pop("id")

        idp_uid = d.pop("idp_uid")

        is_mfa_enrolled = d.pop("is_mfa_enrolled")

        is_mfa_required = d.pop("is_mfa_required")

        is_staff = d.pop("is_staff")

        job_title = d.pop("job_title")

        last_name = d.pop("last_name")

        support_chat_email_hash = d.pop("support_chat_email_hash")

        user_company = UserCompany.from_dict(d.pop("user_company"))

        user_profile = cls(
            active_user_company_id=active_user_company_id,
            auth_group=auth_group,
            company=company,
            data_room_consumer_id=data_room_consumer_id,
            email=email,
            first_name=first_name,
            id=id,
            idp_uid=idp_uid,
            is_mfa_enrolled=is_mfa_enrolled,
            is_mfa_required=is_mfa_required,
            is_staff=is_staff,
            job_title=job_title,
            last_name=last_name,
            support_chat_email_hash=support_chat_email_hash,
            user_company=user_company,
        )

        user_profile.additional_properties = d
        return user_profile

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
