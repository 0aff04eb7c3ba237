"""The survey instances of the database, as the evaluation reaches them (domain/surveys/evaluation.py).

Instances are read when first needed and kept, so that what the evaluation changed is what it
reads next; an aggregate over thousands of nested instances reads only the one value of each from
the database (a JSON path in SQL), overlaid with the instances changed in memory.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, cast

from sqlalchemy import Table, bindparam, select, text, update
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.surveys import DataPoint, SubmissionSurvey
from handwritten.domain.surveys.evaluation import Instance, InstanceState, decode

S = SubmissionSurvey
_TABLE = cast(Table, S.__table__)
_CHILD_VALUES_POSTGRESQL = text(
    "SELECT array_agg(id ORDER BY position) AS ids, "
    "json_agg(state -> 'seen' -> CAST(:field AS text) ORDER BY position)::text AS found "
    "FROM submission_surveys WHERE parent_id = :parent AND survey_key = :survey_key"
)
_CHILD_VALUES_SQLITE = text(
    "SELECT json_group_array(id) AS ids, json_group_array(json(json_extract(state, :path))) AS found "
    "FROM (SELECT id, state FROM submission_surveys WHERE parent_id = :parent AND survey_key = :survey_key "
    "ORDER BY position)"
)
_COLUMNS = (S.id, S.survey_key, S.parent_id, S.context_key, S.state)


def _instance(row: Any) -> Instance:
    return Instance(row.id, row.survey_key, row.parent_id, row.context_key, InstanceState.from_json(row.state))


class DatabaseStore:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session
        self.loaded: dict[int, Instance] = {}
        self._children: dict[tuple[int, str], list[Instance]] = {}
        self.answers: dict[tuple[str, str], str | None] = {}  # (field_id, context_key), as read or written

    def keep(self, row: Any) -> Instance:
        """The instance of a row read by the caller (the one already kept, if any)."""
        kept = self.loaded.get(row.id)
        if kept is None:
            kept = self.loaded[row.id] = _instance(row)
        return kept

    async def get(self, id: int) -> Instance:
        if id not in self.loaded:
            row = (await self.session.execute(select(*_COLUMNS).where(S.id == id))).one()
            self.keep(row)
        return self.loaded[id]

    async def parent(self, instance: Instance) -> Instance | None:
        return None if instance.parent_id is None else await self.get(instance.parent_id)

    async def children(self, instance: Instance, survey_key: str) -> Sequence[Instance]:
        key = (instance.id, survey_key)
        if key not in self._children:
            rows = await self.session.execute(
                select(*_COLUMNS).where(S.parent_id == instance.id, S.survey_key == survey_key).order_by(S.position)
            )
            self._children[key] = [self.keep(row) for row in rows]
        return self._children[key]

    async def child_values(self, instance: Instance, survey_key: str, field_id: str) -> tuple[object, ...]:
        if (instance.id, survey_key) in self._children:
            return tuple(child.state.seen.get(field_id) for child in self._children[(instance.id, survey_key)])
        # One row whatever the number of nested instances (3,000 rows through the ORM cost more
        # than the rest of a write): their ids and the field's values, in order, as JSON arrays.
        postgresql = (await self.session.connection()).dialect.name == "postgresql"
        place = {"field": field_id} if postgresql else {"path": f"$.seen.{field_id}"}
        row = (
            await self.session.execute(
                _CHILD_VALUES_POSTGRESQL if postgresql else _CHILD_VALUES_SQLITE,
                {"parent": instance.id, "survey_key": survey_key, **place},
            )
        ).one()
        ids = json.loads(row.ids) if isinstance(row.ids, str) else list(row.ids or ())
        values = json.loads(row.found or "[]")
        return tuple(
            self.loaded[id].state.seen.get(field_id) if id in self.loaded else decode(value)
            for id, value in zip(ids, values, strict=True)
        )

    async def answer(self, instance: Instance, field_id: str) -> str | None:
        key = (field_id, instance.context_key)
        if key not in self.answers:
            self.answers[key] = await self.session.scalar(
                select(DataPoint.value).where(
                    DataPoint.field_id == field_id, DataPoint.context_key == instance.context_key
                )
            )
        return self.answers[key]

    async def save(self) -> list[int]:
        """Write the states the evaluation changed; the ids of the instances written."""
        changed = [instance for instance in self.loaded.values() if instance.changed]
        if changed:
            # Core, by id: the ids are of instances this workspace's reads found.
            await self.session.execute(
                update(_TABLE).where(_TABLE.c.id == bindparam("instance_id")).values(state=bindparam("new_state")),
                [{"instance_id": i.id, "new_state": i.state.to_json()} for i in changed],
            )
            for instance in changed:
                instance.changed = False
        return [instance.id for instance in changed]
