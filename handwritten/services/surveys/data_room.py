"""The data room user, user group and account a survey request acts as (decision data_room_mapping).

Made on a member's first survey request, each once: rows are inserted skipping a unique key a
concurrent request took, then read back, so two first requests at once map to the same records.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from sqlalchemy import Table, select, update

from handwritten.db.surveys import DataRoomAccount, DataRoomUser, DataRoomUserGroup
from handwritten.domain.roles import Role
from handwritten.runtime.context import RequestContext
from handwritten.services.writes import conflict_free_insert


@dataclass(frozen=True, slots=True)
class DataRoomIds:
    user: int
    user_group: int
    account: int


async def data_room_ids(ctx: RequestContext) -> DataRoomIds:
    session = ctx.session
    found = (
        await session.execute(
            select(DataRoomUser.id, DataRoomUser.account_id, DataRoomUser.group_id, DataRoomUserGroup.role)
            .join(DataRoomUserGroup, DataRoomUserGroup.id == DataRoomUser.group_id)
            .where(DataRoomUser.user_id == ctx.user_id)
        )
    ).one_or_none()
    role = ctx.role or Role.VIEWER.value
    if found is not None and found.role == role:
        return DataRoomIds(found.id, found.group_id, found.account_id)
    insert = await conflict_free_insert(session)
    workspace = ctx.workspace_id
    await session.execute(
        insert(cast(Table, DataRoomAccount.__table__)).on_conflict_do_nothing(), [{"company_id": workspace}]
    )
    account = await session.scalar(select(DataRoomAccount.id))
    assert account is not None
    await session.execute(
        insert(cast(Table, DataRoomUserGroup.__table__)).on_conflict_do_nothing(),
        [{"company_id": workspace, "account_id": account, "role": role}],
    )
    group = await session.scalar(select(DataRoomUserGroup.id).where(DataRoomUserGroup.role == role))
    assert group is not None
    if found is not None:  # the member's role changed since: their group follows it
        await session.execute(update(DataRoomUser).where(DataRoomUser.id == found.id).values(group_id=group))
        return DataRoomIds(found.id, group, account)
    await session.execute(
        insert(cast(Table, DataRoomUser.__table__)).on_conflict_do_nothing(),
        [{"company_id": workspace, "user_id": ctx.user_id, "account_id": account, "group_id": group}],
    )
    user = await session.scalar(select(DataRoomUser.id).where(DataRoomUser.user_id == ctx.user_id))
    assert user is not None
    return DataRoomIds(user, group, account)
