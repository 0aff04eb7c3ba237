"""I8: what an invitation's link shows before it is accepted, to anyone holding its UUID."""

from __future__ import annotations

import uuid

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from generated.enums import WorkspaceType
from handwritten.db.models import AuthGroup, Company, Invitation, User
from handwritten.runtime.errors import NotFound
from handwritten.services.invitations.statuses import IS_PENDING


async def invitation_preview(session: AsyncSession, id: uuid.UUID) -> models.InvitationPreview:
    """The pending invitation `id` with its workspace; 404 for any other. `session` acts for no
    workspace: the UUID alone finds the invitation, in any workspace."""
    found = (
        await session.execute(
            select(Invitation, Company, AuthGroup.name)
            .join(Company, Company.id == Invitation.company_id)
            .join(AuthGroup, AuthGroup.id == Invitation.auth_group_id)
            .where(Invitation.id == id, IS_PENDING)
        )
    ).one_or_none()
    if found is None:
        # Revoked, expired, accepted and unknown invitations all answer alike, revealing nothing.
        raise NotFound()
    invitation, company, role_name = found
    existing = await session.scalar(
        select(func.count()).select_from(User).where(func.lower(User.email) == invitation.email.lower())
    )
    return models.InvitationPreview.model_validate(
        {
            "id": invitation.id,
            "email": invitation.email,
            "company": {
                "id": company.id,
                "name": company.name,
                "slug": company.slug,
                "type": WorkspaceType(company.type),
                "country": company.country,
                "default_currency": company.default_currency,
                "default_locale": company.default_locale,
                "results_limit_earliest_year": company.results_limit_earliest_year,
                "results_limit_latest_year": company.results_limit_latest_year,
                "information": company.information,
                "integration_consumer_id": company.integration_consumer_id,
                "data_room_consumer_id": company.data_room_consumer_id,
                "pulse_params": {
                    "identifier": str(company.pulse_params.get("identifier", "")),
                    "model_identifier": str(company.pulse_params.get("model_identifier", "")),
                },
                "flags": [{"name": str(flag)} for flag in company.flags],
                "created_at": company.created_at,
                "updated_at": company.updated_at,
            },
            "auth_group_id": invitation.auth_group_id,
            # Users are never deactivated yet, so an existing user is an active one.
            "is_existing_user": bool(existing),
            "is_active": bool(existing),
            "is_mfa_enabled": company.is_mfa_enabled,
            "auth_group_name": role_name,
            "expires_at": invitation.expires_at,
        }
    )
