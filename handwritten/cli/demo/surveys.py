"""The demo's survey: the example definition "site-energy" (domain/surveys/examples) published to
workspace a, and its owner's submission for 2024 over two sites, answered so that the root's
formula has a value:

    submission 2024
    └── root             reporting year, has_sites yes, total_energy_kwh = sum(sites.energy_kwh)
        ├── site ghent   energy 120000 kWh, of which 30000 renewable
        └── site lyon    energy 80500 kWh

Publishing is done as `canopy surveys publish` does it, as the tables' owner; the submission and
its answers by the surveys area's service, acting as workspace a's owner, from bodies read as
the routes read a request's JSON (as supply_chain.py does).
"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any, TypeVar, cast

from pydantic import BaseModel
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from generated import models
from handwritten.db.models import Member
from handwritten.db.session import Tenant, enter_tenant
from handwritten.db.surveys import ApplicationSurvey, SurveyDefinition, SurveySubmission
from handwritten.domain.roles import Role
from handwritten.runtime.context import RequestContext
from handwritten.runtime.work import UnitOfWork
from handwritten.services.dependencies import Dependencies
from handwritten.services.surveys import SurveysService
from handwritten.services.surveys.definitions import publish_definition
from handwritten.services.surveys.subsections import root_key
from handwritten.settings import Settings

__all__ = ["EXAMPLE", "create_submission", "find_submission", "publish_survey"]

EXAMPLE = Path(__file__).parents[2] / "domain/surveys/examples/site_energy.json"
YEAR = "2024"
# (field_id, value, site or None for the root's context)
ANSWERS = [
    ("reporting_year", YEAR, None),
    ("has_sites", "yes", None),
    ("report_status", "draft", None),
    ("site_name", "Ghent roastery", "ghent"),
    ("energy_kwh", "120000", "ghent"),
    ("has_renewables", "yes", "ghent"),
    ("renewable_kwh", "30000", "ghent"),
    ("site_name", "Lyon warehouse", "lyon"),
    ("energy_kwh", "80500", "lyon"),
    ("has_renewables", "no", "lyon"),
]
SITES = ("ghent", "lyon")

M = TypeVar("M", bound=BaseModel)

# The surveys service reads nothing of the app's shared components for a submission and its
# answers (publishing, which opens its own session, is done here without it).
_NO_DEPENDENCIES = cast(Dependencies, SimpleNamespace(settings=Settings.model_construct()))


def _body(model: type[M], fields: dict[str, Any]) -> M:
    """`fields` as a route reads them from a request's JSON body."""
    return model.model_validate_json(json.dumps(fields))


async def publish_survey(session: AsyncSession, workspace_id: int) -> SurveyDefinition:
    """Publish the example survey to the workspace, as `canopy surveys publish` does.

    Publishing writes the platform's definitions, which only the tables' owner may (on PostgreSQL
    a workspace's role only reads them): call it before anything in `session` acts for a
    workspace, such as admin.add_member.
    """
    document = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return await publish_definition(session, document=document, workspace_ids=[workspace_id], user_id=None)


async def create_submission(session: AsyncSession, *, owner: Member, definition: SurveyDefinition) -> dict[str, Any]:
    """Submit the published survey for 2024 over two sites and answer it, acting as `owner`;
    return the ids made. Leaves `session` acting for the owner's workspace."""
    workspace_id = owner.company_id
    await enter_tenant(session, Tenant(workspace_id=workspace_id, user_id=owner.user_id))
    ctx = RequestContext(
        user_id=owner.user_id,
        workspace_id=workspace_id,
        member_id=owner.id,
        role=Role.OWNER.value,
        work=UnitOfWork(session),
    )
    service = SurveysService(_NO_DEPENDENCIES)
    survey_id = await session.scalar(select(ApplicationSurvey.id).where(ApplicationSurvey.key == definition.key))
    assert survey_id is not None
    query_context = [
        {"context_object": "year", "context_value": f"{YEAR}-12-31", "precision": "year"},
        *({"context_object": "site", "context_value": site, "precision": "exact"} for site in SITES),
    ]
    submission = await service.create_submission(
        ctx=ctx,
        body=_body(
            models.CreateSubmissionRequest, {"application_survey_id": survey_id, "query_context": query_context}
        ),
    )
    for field_id, value, site in ANSWERS:
        context = {"year": YEAR} if site is None else {"year": YEAR, "site": site}
        body = {"context": context, "field_id": field_id, "value": value, "status": "in_progress"}
        await service.upsert_data_point(ctx=ctx, body=_body(models.UpsertDataPointRequest, body))
    return {
        "definition_id": definition.id,
        "application_survey_id": survey_id,
        "submission_id": submission.id,
        "root_key": root_key(submission.id, survey_id),
    }


async def find_submission(session: AsyncSession, workspace_id: int) -> dict[str, Any] | None:
    """The ids create_submission reported, found in the workspace: the oldest submission of its
    survey of the example's key; None when there is none."""
    key = json.loads(EXAMPLE.read_text(encoding="utf-8"))["key"]
    row = (
        await session.execute(
            select(SurveySubmission.id, SurveySubmission.definition_id, SurveySubmission.application_survey_id)
            .join(ApplicationSurvey, ApplicationSurvey.id == SurveySubmission.application_survey_id)
            .where(ApplicationSurvey.company_id == workspace_id, ApplicationSurvey.key == key)
            .order_by(SurveySubmission.id)
            .limit(1)
        )
    ).first()
    if row is None:
        return None
    submission = row._mapping
    return {
        "definition_id": submission["definition_id"],
        "application_survey_id": submission["application_survey_id"],
        "submission_id": submission["id"],
        "root_key": root_key(submission["id"], submission["application_survey_id"]),
    }
