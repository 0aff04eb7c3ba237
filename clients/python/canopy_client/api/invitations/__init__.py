"""The invitations operations: one module per operation, and their methods on Canopy (`canopy.invitations`)."""

import datetime
from typing import cast
from uuid import UUID

from ...client import AuthenticatedClient
from ...models.accept_invitation_request import AcceptInvitationRequest
from ...models.bulk_create_invitations_request import BulkCreateInvitationsRequest
from ...models.bulk_create_invitations_response import BulkCreateInvitationsResponse
from ...models.bulk_invitation_filters_request import BulkInvitationFiltersRequest
from ...models.bulk_renew_invitations_response import BulkRenewInvitationsResponse
from ...models.bulk_revoke_invitations_response import BulkRevokeInvitationsResponse
from ...models.create_invitation_request import CreateInvitationRequest
from ...models.invitation import Invitation
from ...models.invitation_acceptance import InvitationAcceptance
from ...models.invitation_list import InvitationList
from ...models.invitation_preview import InvitationPreview
from ...models.invitation_status import InvitationStatus
from ...models.list_invitations_ordering_item import ListInvitationsOrderingItem
from ...models.renew_invitation_request import RenewInvitationRequest
from ...types import UNSET, Unset
from . import accept_invitation as _accept_invitation
from . import bulk_create_invitations as _bulk_create_invitations
from . import bulk_renew_invitations as _bulk_renew_invitations
from . import bulk_revoke_invitations as _bulk_revoke_invitations
from . import create_invitation as _create_invitation
from . import list_invitations as _list_invitations
from . import lookup_invitation as _lookup_invitation
from . import renew_invitation as _renew_invitation
from . import retrieve_invitation as _retrieve_invitation

__all__ = ["InvitationsOperations", "AsyncInvitationsOperations"]


class InvitationsOperations:
    """The invitations operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_invitations(
        self,
        *,
        status: list[InvitationStatus] | Unset = UNSET,
        email: str | Unset = UNSET,
        email_icontains: str | Unset = UNSET,
        id: UUID | Unset = UNSET,
        id_in: list[UUID] | Unset = UNSET,
        id_exclude_in: list[UUID] | Unset = UNSET,
        invited_by: int | Unset = UNSET,
        auth_group: int | Unset = UNSET,
        auth_group_in: list[int] | Unset = UNSET,
        auth_group_name: str | Unset = UNSET,
        auth_group_name_in: list[str] | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        created_at_date: datetime.date | Unset = UNSET,
        created_at_date_gte: datetime.date | Unset = UNSET,
        created_at_date_lte: datetime.date | Unset = UNSET,
        expires_at_gte: datetime.datetime | Unset = UNSET,
        expires_at_lte: datetime.datetime | Unset = UNSET,
        expires_at_date: datetime.date | Unset = UNSET,
        expires_at_date_gte: datetime.date | Unset = UNSET,
        expires_at_date_lte: datetime.date | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListInvitationsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> InvitationList:
        """List invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_invitations.sync_detailed(
            client=self._client,
            status=status,
            email=email,
            email_icontains=email_icontains,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            invited_by=invited_by,
            auth_group=auth_group,
            auth_group_in=auth_group_in,
            auth_group_name=auth_group_name,
            auth_group_name_in=auth_group_name_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            created_at_date=created_at_date,
            created_at_date_gte=created_at_date_gte,
            created_at_date_lte=created_at_date_lte,
            expires_at_gte=expires_at_gte,
            expires_at_lte=expires_at_lte,
            expires_at_date=expires_at_date,
            expires_at_date_gte=expires_at_date_gte,
            expires_at_date_lte=expires_at_date_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(InvitationList, response.parsed)

    def create_invitation(
        self,
        *,
        body: CreateInvitationRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Invitation:
        """Create invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_invitation.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Invitation, response.parsed)

    def bulk_renew_invitations(
        self,
        *,
        body: BulkInvitationFiltersRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> BulkRenewInvitationsResponse:
        """Bulk-renew invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _bulk_renew_invitations.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(BulkRenewInvitationsResponse, response.parsed)

    def bulk_revoke_invitations(
        self,
        *,
        body: BulkInvitationFiltersRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> BulkRevokeInvitationsResponse:
        """Bulk-revoke invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _bulk_revoke_invitations.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(BulkRevokeInvitationsResponse, response.parsed)

    def bulk_create_invitations(
        self,
        *,
        body: BulkCreateInvitationsRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> BulkCreateInvitationsResponse:
        """Bulk-create invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _bulk_create_invitations.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(BulkCreateInvitationsResponse, response.parsed)

    def renew_invitation(
        self,
        *,
        body: RenewInvitationRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Invitation:
        """Renew invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _renew_invitation.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Invitation, response.parsed)

    def retrieve_invitation(
        self,
        id: UUID,
    ) -> Invitation:
        """Retrieve invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_invitation.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(Invitation, response.parsed)

    def accept_invitation(
        self,
        id: UUID,
        *,
        body: AcceptInvitationRequest | Unset = UNSET,
    ) -> InvitationAcceptance:
        """Accept invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _accept_invitation.sync_detailed(
            client=self._client,
            id=id,
            body=body,
        )
        return cast(InvitationAcceptance, response.parsed)

    def lookup_invitation(
        self,
        id: UUID,
    ) -> InvitationPreview:
        """Look up an invitation (no key needed).

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _lookup_invitation.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(InvitationPreview, response.parsed)


class AsyncInvitationsOperations:
    """The invitations operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_invitations(
        self,
        *,
        status: list[InvitationStatus] | Unset = UNSET,
        email: str | Unset = UNSET,
        email_icontains: str | Unset = UNSET,
        id: UUID | Unset = UNSET,
        id_in: list[UUID] | Unset = UNSET,
        id_exclude_in: list[UUID] | Unset = UNSET,
        invited_by: int | Unset = UNSET,
        auth_group: int | Unset = UNSET,
        auth_group_in: list[int] | Unset = UNSET,
        auth_group_name: str | Unset = UNSET,
        auth_group_name_in: list[str] | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        created_at_date: datetime.date | Unset = UNSET,
        created_at_date_gte: datetime.date | Unset = UNSET,
        created_at_date_lte: datetime.date | Unset = UNSET,
        expires_at_gte: datetime.datetime | Unset = UNSET,
        expires_at_lte: datetime.datetime | Unset = UNSET,
        expires_at_date: datetime.date | Unset = UNSET,
        expires_at_date_gte: datetime.date | Unset = UNSET,
        expires_at_date_lte: datetime.date | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListInvitationsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> InvitationList:
        """List invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_invitations.asyncio_detailed(
            client=self._client,
            status=status,
            email=email,
            email_icontains=email_icontains,
            id=id,
            id_in=id_in,
            id_exclude_in=id_exclude_in,
            invited_by=invited_by,
            auth_group=auth_group,
            auth_group_in=auth_group_in,
            auth_group_name=auth_group_name,
            auth_group_name_in=auth_group_name_in,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            created_at_date=created_at_date,
            created_at_date_gte=created_at_date_gte,
            created_at_date_lte=created_at_date_lte,
            expires_at_gte=expires_at_gte,
            expires_at_lte=expires_at_lte,
            expires_at_date=expires_at_date,
            expires_at_date_gte=expires_at_date_gte,
            expires_at_date_lte=expires_at_date_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(InvitationList, response.parsed)

    async def create_invitation(
        self,
        *,
        body: CreateInvitationRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Invitation:
        """Create invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_invitation.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Invitation, response.parsed)

    async def bulk_renew_invitations(
        self,
        *,
        body: BulkInvitationFiltersRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> BulkRenewInvitationsResponse:
        """Bulk-renew invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _bulk_renew_invitations.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(BulkRenewInvitationsResponse, response.parsed)

    async def bulk_revoke_invitations(
        self,
        *,
        body: BulkInvitationFiltersRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> BulkRevokeInvitationsResponse:
        """Bulk-revoke invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _bulk_revoke_invitations.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(BulkRevokeInvitationsResponse, response.parsed)

    async def bulk_create_invitations(
        self,
        *,
        body: BulkCreateInvitationsRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> BulkCreateInvitationsResponse:
        """Bulk-create invitations.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _bulk_create_invitations.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(BulkCreateInvitationsResponse, response.parsed)

    async def renew_invitation(
        self,
        *,
        body: RenewInvitationRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Invitation:
        """Renew invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _renew_invitation.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Invitation, response.parsed)

    async def retrieve_invitation(
        self,
        id: UUID,
    ) -> Invitation:
        """Retrieve invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_invitation.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(Invitation, response.parsed)

    async def accept_invitation(
        self,
        id: UUID,
        *,
        body: AcceptInvitationRequest | Unset = UNSET,
    ) -> InvitationAcceptance:
        """Accept invitation.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _accept_invitation.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
        )
        return cast(InvitationAcceptance, response.parsed)

    async def lookup_invitation(
        self,
        id: UUID,
    ) -> InvitationPreview:
        """Look up an invitation (no key needed).

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _lookup_invitation.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(InvitationPreview, response.parsed)
