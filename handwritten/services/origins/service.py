"""Origins (supply_chain host): OG1–OG5 (decisions origins, origin_geometry, referenced_deletion).

An origin's geometry is checked as a whole with the area it stands for: the structure and shape
by domain/geometry.py, and a Point only for a plot of at most 4 hectares, on creation and on
every change, as the origin would be after it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import MISSING
from sqlalchemy import delete

from generated import models
from generated.enums import AssessmentStatus
from generated.filters.origins import ListOriginsQuery
from generated.rows.origins import ORIGIN_COLUMNS, origin_from_row, origin_row
from generated.services import origins as interface
from handwritten.db.models import utcnow
from handwritten.db.origins import Origin, OriginAssessmentResult
from handwritten.domain.assessment.checks import CHECKS
from handwritten.domain.countries import unknown_country
from handwritten.domain.geometry import geometry_problems, point_refused
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ValidationFailed
from handwritten.runtime.filtering import FieldMap
from handwritten.services.dependencies import Service
from handwritten.services.ids import found
from handwritten.services.inline import country_detail
from handwritten.services.listing import listed
from handwritten.services.origins.assessment import assess, recorded_results
from handwritten.services.problems import Problems
from handwritten.services.propagation import propagate_change
from handwritten.services.references import ORIGINS

ORIGIN_FIELDS = FieldMap(
    Origin,
    {
        ("id",): Origin.id,
        ("name",): Origin.name,
        ("country",): Origin.country_code,
        ("producer",): Origin.producer,
        ("commodity",): Origin.commodity,
        ("area_hectares",): Origin.area_hectares,
        ("assessment_status",): Origin.assessment_status,
        ("external_id",): Origin.external_id,
        ("deforestation_free_declaration",): Origin.deforestation_free_declaration,
        ("production_date",): Origin.production_date,
        ("created_at",): Origin.created_at,
        ("updated_at",): Origin.updated_at,
    },
)

# The body fields stored in a column of their own name (the others are mapped or checked first).
_PLAIN_FIELDS = (
    "name",
    "producer",
    "area_hectares",
    "production_date",
    "deforestation_free_declaration",
    "external_id",
)


def origin_model(row: Mapping[str, Any]) -> models.Origin:
    """The Origin of a row of ORIGIN_COLUMNS (or origin_row's of a loaded origin)."""
    return origin_from_row(
        row,
        country_detail=country_detail(row["country"]),
        geometry=models.Geometry.model_construct(**row["geometry"]),
    )


def checked(body: models.CreateOriginRequest | models.UpdateOriginRequest, origin: Origin | None) -> None:
    """400 naming every problem of `body` that its model cannot see, for `origin` as it would be
    after the change (None: a new origin)."""
    problems = Problems()
    if body.country is not MISSING and (message := unknown_country(body.country)) is not None:
        problems.add(("country",), message)
    geometry: dict[str, Any] = origin.geometry if origin is not None else {}
    if body.geometry is not MISSING:
        geometry = {"type": body.geometry.type, "coordinates": body.geometry.coordinates}
        for message in geometry_problems(geometry["type"], geometry["coordinates"]):
            problems.add(("geometry",), message)
    area = body.area_hectares if body.area_hectares is not MISSING else origin.area_hectares if origin else None
    if (message := point_refused(geometry["type"], area)) is not None:
        problems.add(("geometry",), message)
    problems.check()


def apply(origin: Origin, body: models.CreateOriginRequest | models.UpdateOriginRequest) -> None:
    """Write the fields `body` gives (all of them for a creation) onto `origin`, once checked."""
    for name in _PLAIN_FIELDS:
        value = getattr(body, name)
        if value is not MISSING:
            setattr(origin, name, value)
    if body.country is not MISSING:
        origin.country_code = body.country
    if body.commodity is not MISSING:
        origin.commodity = body.commodity.value
    if body.geometry is not MISSING:
        origin.geometry = {"type": body.geometry.type, "coordinates": body.geometry.coordinates}


BUILT_IN_CHECK = "{check} is a check Canopy makes itself; record results under another name."


class OriginsService(Service, interface.OriginsService):
    async def list_origins(self, *, ctx: RequestContext, query: ListOriginsQuery) -> models.OriginList:
        count, rows = await listed(ctx.session, ORIGIN_FIELDS.select(*ORIGIN_COLUMNS), query, ORIGIN_FIELDS)
        return models.OriginList.model_construct(count=count, results=[origin_model(r._mapping) for r in rows])

    async def retrieve_origin(self, *, ctx: RequestContext, id: int) -> models.Origin:
        return origin_model(origin_row(await found(ctx.session, Origin, id)))

    async def create_origin(self, *, ctx: RequestContext, body: models.CreateOriginRequest) -> models.Origin:
        checked(body, None)
        origin = Origin(company_id=ctx.workspace_id, assessment_status=AssessmentStatus.PENDING.value)
        apply(origin, body)
        assess(origin, {})  # nothing is recorded for a new origin
        ctx.session.add(origin)
        await ctx.session.flush()
        return origin_model(origin_row(origin))

    async def partial_update_origin(
        self, *, ctx: RequestContext, id: int, body: models.UpdateOriginRequest
    ) -> models.Origin:
        origin = await found(ctx.session, Origin, id, lock=True)
        checked(body, origin)
        apply(origin, body)
        assess(origin, await recorded_results(ctx.session, id))
        origin.updated_at = utcnow()
        await ctx.session.flush()
        await propagate_change(ctx, self.deps, origins=[id])  # to every order downstream of it
        return origin_model(origin_row(origin))

    async def record_origin_assessment_result(
        self, *, ctx: RequestContext, id: int, body: models.RecordAssessmentResultRequest
    ) -> models.Origin:
        origin = await found(ctx.session, Origin, id, lock=True)
        if body.check in CHECKS:
            raise ValidationFailed({"check": [BUILT_IN_CHECK.format(check=body.check)]})
        ctx.session.add(
            OriginAssessmentResult(
                company_id=ctx.workspace_id,
                origin_id=id,
                check=body.check,
                status=body.status.value,
                reason=body.reason,
                source=body.source,
                recorded_by_user_id=ctx.user_id,
                recorded_at=utcnow(),
            )
        )
        await ctx.session.flush()
        assess(origin, await recorded_results(ctx.session, id))
        origin.updated_at = utcnow()
        await ctx.session.flush()
        await propagate_change(ctx, self.deps, origins=[id])  # to every order downstream of it
        return origin_model(origin_row(origin))

    async def delete_origin(self, *, ctx: RequestContext, id: int) -> None:
        await found(ctx.session, Origin, id, lock=True)
        await ORIGINS.refuse_deletion(ctx.session, id)
        await ctx.session.execute(delete(Origin).where(Origin.id == id))
