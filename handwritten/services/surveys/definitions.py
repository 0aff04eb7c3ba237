"""Publishing survey definitions (SV1, `canopy surveys publish`) and reading them back compiled
(decision survey_publishing).

Publishing writes the platform's definitions and the surveys of several workspaces at once, so it
runs in a session of the tables' owner, not in a workspace's: the caller checks that the actor is
platform staff first.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, UniqueConstraint, delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.models import Company, utcnow
from handwritten.db.surveys import ApplicationSurvey, ApplicationSurveyTag, SurveyDefinition
from handwritten.domain.surveys.definition import DefinitionError, load_definition
from handwritten.domain.surveys.definition import SurveyDefinition as Compiled
from handwritten.runtime.errors import ErrorTree, ValidationFailed, invalid_pk
from handwritten.services.tags import tag_ids, tag_rows
from handwritten.services.writes import conflict_free_insert, unique_or_invalid

TAG_KIND = "survey"
_APPLICATION_SURVEYS = cast(Table, ApplicationSurvey.__table__)
_LINKS = cast(Table, ApplicationSurveyTag.__table__)
_VERSION = next(
    c
    for c in cast(Table, SurveyDefinition.__table__).constraints
    if isinstance(c, UniqueConstraint) and c.name == "uq_survey_definitions_version"
)
_VERSION_TAKEN: ErrorTree = {
    "definition": {"key": ["Another version of this key was published at the same time; try again."]}
}


def compile_document(document: Mapping[str, Any]) -> Compiled:
    """The definition parsed, checked and compiled, or a 400 listing every problem by its path."""
    try:
        return load_definition(document)
    except DefinitionError as error:
        problems: dict[str, list[str]] = {}
        for problem in error.problems:
            problems.setdefault(problem.path or "non_field_errors", []).append(problem.message)
        raise ValidationFailed({"definition": problems}) from None


async def publish_definition(
    session: AsyncSession, *, document: Mapping[str, Any], workspace_ids: Sequence[int], user_id: int | None
) -> SurveyDefinition:
    """Store `document` as the next version of its key and make it the version each workspace's
    survey follows; nothing is stored when anything is refused. `session` acts for no workspace
    (the tables' owner): it writes several workspaces' rows."""
    compiled = compile_document(document)
    known = set(await session.scalars(select(Company.id).where(Company.id.in_(list(workspace_ids)))))
    missing = {str(index): invalid_pk(id) for index, id in enumerate(workspace_ids) if id not in known}
    if missing:
        raise ValidationFailed({"workspace_ids": missing})
    latest = await session.scalar(
        select(func.max(SurveyDefinition.version)).where(SurveyDefinition.key == compiled.key)
    )
    await session.execute(
        update(SurveyDefinition).where(SurveyDefinition.key == compiled.key).values(is_active_version=False)
    )
    row = SurveyDefinition(
        key=compiled.key,
        version=(latest or 0) + 1,
        is_active_version=True,
        title=compiled.title,
        type=compiled.type,
        display_type=compiled.display_type,
        is_progress_visible_in_survey_overview=compiled.is_progress_visible_in_survey_overview,
        tags=list(compiled.tags),
        export_data=compiled.export_data,
        definition=compiled.to_json(),
        published_by_id=user_id,
    )
    session.add(row)
    async with unique_or_invalid(session, _VERSION, _VERSION_TAKEN):
        await session.flush()
    insert = await conflict_free_insert(session)
    for workspace_id in dict.fromkeys(workspace_ids):
        # One statement whatever the session's workspace: Core, keyed on (company_id, key).
        upsert = insert(_APPLICATION_SURVEYS).values(company_id=workspace_id, key=compiled.key, definition_id=row.id)
        survey_id = await session.scalar(
            upsert.on_conflict_do_update(
                index_elements=["company_id", "key"],
                set_={"definition_id": row.id, "updated_at": utcnow()},
            ).returning(_APPLICATION_SURVEYS.c.id)
        )
        assert survey_id is not None
        ids = await tag_ids(session, workspace_id=workspace_id, kind=TAG_KIND, names=list(compiled.tags))
        await session.execute(delete(_LINKS).where(_LINKS.c.application_survey_id == survey_id))
        if ids:
            await session.execute(
                insert(_LINKS),
                tag_rows(workspace_id, "application_survey_id", survey_id, ids),
            )
    return row


def compiled(row: SurveyDefinition) -> Compiled:
    """The stored definition compiled, once per process: a published version never changes. The
    id, key, version and time of publishing name one stored version, even across the databases
    of a test run."""
    key = (row.id, row.key, row.version, row.published_at)
    found = _COMPILED.get(key)
    if found is None:
        if len(_COMPILED) >= _CACHED:
            _COMPILED.pop(next(iter(_COMPILED)))
        found = _COMPILED[key] = load_definition(row.definition)
    return found


_CACHED = 256
_COMPILED: dict[tuple[int, str, int, datetime], Compiled] = {}
