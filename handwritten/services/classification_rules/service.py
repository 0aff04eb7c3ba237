"""CR1–CR5: the workspace's classification rules (decision transaction_classification). Every
change enqueues the classification of the workspace's transactions in its own transaction. A
rule names one of the workspace's emission categories, which CR6 lists (categories.py, decision
emission_categories)."""

from __future__ import annotations

from pydantic import MISSING
from sqlalchemy import delete

from generated import models
from generated.filters.classification_rules import ListClassificationRulesQuery, ListEmissionCategoriesQuery
from generated.rows.classification_rules import (
    CLASSIFICATION_RULE_COLUMNS,
    classification_rule_from_row,
    classification_rule_row,
    emission_category_from_row,
)
from generated.services import classification_rules as interface
from handwritten.db.models import utcnow
from handwritten.db.transactions import ClassificationRule
from handwritten.domain.classification import pattern_problem
from handwritten.runtime.context import RequestContext
from handwritten.runtime.errors import ValidationFailed
from handwritten.runtime.filtering import FieldMap
from handwritten.services.classification_rules.categories import (
    CATEGORY_FIELDS,
    category_problem,
    listed_categories,
    unit,
)
from handwritten.services.dependencies import Service
from handwritten.services.ids import found
from handwritten.services.listing import listed
from handwritten.services.reclassification import enqueue_classification
from handwritten.services.rows import mappings

R = ClassificationRule
RULE_FIELDS = FieldMap(
    R,
    {
        ("id",): R.id,
        ("field",): R.field,
        ("match",): R.match,
        ("pattern",): R.pattern,
        ("category",): R.category,
        ("priority",): R.priority,
        ("created_at",): R.created_at,
    },
)


class ClassificationRulesService(Service, interface.ClassificationRulesService):
    async def list_classification_rules(
        self, *, ctx: RequestContext, query: ListClassificationRulesQuery
    ) -> models.ClassificationRuleList:
        statement = RULE_FIELDS.select(*CLASSIFICATION_RULE_COLUMNS)
        count, rows = await listed(ctx.session, statement, query, RULE_FIELDS)
        results = [classification_rule_from_row(r._mapping) for r in rows]
        return models.ClassificationRuleList.model_construct(count=count, results=results)

    async def retrieve_classification_rule(self, *, ctx: RequestContext, id: int) -> models.ClassificationRule:
        return classification_rule_from_row(classification_rule_row(await found(ctx.session, R, id)))

    async def create_classification_rule(
        self, *, ctx: RequestContext, body: models.ClassificationRuleRequest
    ) -> models.ClassificationRule:
        _check(body.match.value, body.pattern, await category_problem(ctx.session, body.category))
        rule = R(
            company_id=ctx.workspace_id,
            field=body.field.value,
            match=body.match.value,
            pattern=body.pattern,
            category=body.category,
            priority=body.priority,
        )
        ctx.session.add(rule)
        await ctx.session.flush()
        await self._reclassify(ctx)
        return classification_rule_from_row(classification_rule_row(rule))

    async def partial_update_classification_rule(
        self, *, ctx: RequestContext, id: int, body: models.UpdateClassificationRuleRequest
    ) -> models.ClassificationRule:
        rule = await found(ctx.session, R, id, lock=True)
        # Read before the rule changes (a read would flush the change first, to be rolled back).
        category = await category_problem(ctx.session, body.category) if body.category is not MISSING else None
        if body.field is not MISSING:
            rule.field = body.field.value
        if body.match is not MISSING:
            rule.match = body.match.value
        if body.pattern is not MISSING:
            rule.pattern = body.pattern
        if body.category is not MISSING:
            rule.category = body.category
        if body.priority is not MISSING:
            rule.priority = body.priority
        _check(rule.match, rule.pattern, category)  # the rule as it would be after the change
        rule.updated_at = utcnow()
        await ctx.session.flush()
        await self._reclassify(ctx)
        return classification_rule_from_row(classification_rule_row(rule))

    async def delete_classification_rule(self, *, ctx: RequestContext, id: int) -> None:
        await found(ctx.session, R, id, lock=True)
        await ctx.session.execute(delete(R).where(R.id == id))
        await self._reclassify(ctx)

    async def list_emission_categories(
        self, *, ctx: RequestContext, query: ListEmissionCategoriesQuery
    ) -> models.EmissionCategoryList:
        count, rows = await listed(ctx.session, listed_categories(), query, CATEGORY_FIELDS)
        results = [emission_category_from_row(row, unit=unit(row["currency"])) for row in mappings(rows)]
        return models.EmissionCategoryList.model_construct(count=count, results=results)

    async def _reclassify(self, ctx: RequestContext) -> None:
        await enqueue_classification(ctx.session, ctx.workspace_id)
        ctx.after_commit(self.deps.jobs.wake)


def _check(match: str, pattern: str, category: str | None = None) -> None:
    """Every problem of the rule at once, by field, as DRF's serializer reports them; `category`
    is that of its category (category_problem), read by the caller."""
    errors = {"pattern": pattern_problem(match, pattern), "category": category}
    if any(errors.values()):
        raise ValidationFailed({field: [problem] for field, problem in errors.items() if problem})
