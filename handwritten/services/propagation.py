"""Assessment propagation through the trace graph (decision assessment_propagation).

An item's status is the worst over what it is traced to (origins and orders); an order's is the
worst over its items, and its failing_percentage / passing_percentage are the shares of its items
in those states. A record whose identifier ("origin:<id>", "order:<id>", "order_item:<id>") is in
the excluded_propagation_identifiers of the item, its order, its products or the order's value
chain is left out, and the summary says so. A mitigated item or order stays mitigated, and an
order without items keeps the status its body gave.

Propagation is incremental: a change recomputes exactly the orders downstream of it, found by one
recursive query over the traces, upstream ones first, each from the stored results of what it is
traced to. A change reaching at most CANOPY_PROPAGATION_INLINE_MAX orders (`propagate_change`)
recomputes them in its own transaction; a larger one enqueues the "assessment.propagate" job in
that transaction (durable: committed with the change or not at all), which recomputes every order
then downstream in the job's one transaction. Either way every reader sees the old results or
the new ones of all the orders, never a mix, and propagations of one workspace run one at a time
(a transaction-scoped advisory lock on PostgreSQL; SQLite has one writer). Recomputing every
order of the workspace (`propagate_all`) gives the same results, which the tests compare.

New orders (`propagate_new`) are the exception, because nothing can be downstream of them: an
order is traced to only once it is committed. Their results are computed from the stored results
of what their items are traced to, with no walk, and they hold the lock `alongside` one another
(shared): creations never wait for each other, however large the graph. A change carried
downstream still holds it one at a time, so it waits for the creations under way, and its walk
then finds them committed; a creation that starts while it runs waits, and then reads its
results. The creation takes the lock after its rows are written and its checks' row locks are
taken (FOR KEY SHARE, which an update of results does not wait for), so it waits for nothing
else while holding it.

Here rather than in an area: the origins and the orders areas both start it.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import MISSING
from sqlalchemy import ColumnElement, literal, select, true, union, union_all
from sqlalchemy.ext.asyncio import AsyncSession

from generated.enums import AssessmentStatus
from handwritten.adapters import jobs
from handwritten.db.locks import Work, alongside, one_at_a_time
from handwritten.db.orders import Order, OrderItem, TracedOrder, TracedOrigin
from handwritten.db.origins import Origin, ValueChain
from handwritten.db.products import Product
from handwritten.domain.assessment.status import worst
from handwritten.runtime.context import RequestContext
from handwritten.services.dependencies import Dependencies
from handwritten.services.ids import among
from handwritten.services.problems import Problems
from handwritten.services.writes import update_by_id

MITIGATED = AssessmentStatus.MITIGATED
PROPAGATE = "assessment.propagate"
MAX_CAUSES = 10  # per order: enough to act on, bounded however wide the order
# A cause's path longer than MAX_PATH keeps its first PATH_HEAD identifiers, then ELIDED, then its
# end from the item traced to the cause: bounded however deep the graph (whole paths through a
# chain of 10,000 orders, each kept by every order downstream, grow the summaries with the square).
MAX_PATH, PATH_HEAD, ELIDED = 20, 12, "..."

# What a row of a statement reading both kinds of source is about.
_ORIGIN, _ORDER = 0, 1

# An item's two products (tracing reads them too), aliased once: an alias built per call makes its
# columns again each time.
BUYER, SELLER = Product.__table__.alias("buyer"), Product.__table__.alias("seller")


def origin_id(id: int) -> str:
    return f"origin:{id}"


def order_id(id: int) -> str:
    return f"order:{id}"


def item_id(id: int) -> str:
    return f"order_item:{id}"


def identifiers(stored: Any) -> set[str]:
    """The identifiers of an excluded_propagation_identifiers value (a list of strings; anything else is none)."""
    return {value for value in stored if isinstance(value, str)} if isinstance(stored, list) else set()


_IDENTIFIER = re.compile(r"(origin|order|order_item):[0-9]{1,19}")
NOT_AN_IDENTIFIER = '"{value}" is not an identifier: origin:<id>, order:<id> or order_item:<id>.'


def check_exclusions(problems: Problems, place: tuple[str | int, ...], value: Any) -> None:
    """A body's excluded_propagation_identifiers at `place`: null or a list of identifiers of
    records (which need not exist yet). Anything else would exclude nothing, so it is a problem
    at its place, never kept and ignored (decision assessment_propagation)."""
    if value is MISSING or value is None:
        return
    at = (*place, "excluded_propagation_identifiers")
    if not isinstance(value, list):
        problems.add(at, f'Expected a list of items but got type "{type(value).__name__}".')
        return
    for index, item in enumerate(value):
        if not isinstance(item, str):
            problems.add((*at, index), "Not a valid string.")
        elif _IDENTIFIER.fullmatch(item) is None:
            problems.add((*at, index), NOT_AN_IDENTIFIER.format(value=item))


@dataclass
class _Item:
    id: int
    order_id: int
    status: AssessmentStatus
    excluded: set[str]
    stored: tuple[str, Any]  # the status and summary as stored, so only changes are written
    origins: list[int] = field(default_factory=list)
    orders: list[int] = field(default_factory=list)


@dataclass
class _Order:
    id: int
    status: AssessmentStatus
    excluded: set[str]
    stored: tuple[str, Any, float, float]
    items: list[_Item] = field(default_factory=list)


async def propagate_change(
    ctx: RequestContext, deps: Dependencies, *, origins: Iterable[int] = (), orders: Iterable[int] = ()
) -> set[int]:
    """After a change of `origins` or `orders` in the request's transaction: recompute what is
    downstream now when it is at most propagation_inline_max orders, else enqueue the job that
    will. The ids of the orders recomputed now (none when deferred)."""
    origin_ids, order_ids = sorted(set(origins)), sorted(set(orders))
    await _serialized(ctx.session)
    # Walked no further than one order past the bound: a change the job will recompute costs
    # the request as much as one recomputed inline at most, however far downstream it reaches.
    affected = await _downstream(ctx.session, origin_ids, order_ids, at_most=deps.settings.propagation_inline_max)
    if len(affected) <= deps.settings.propagation_inline_max:
        if affected:
            await _recompute(ctx.session, affected)
        return affected
    payload = {"origins": origin_ids, "orders": order_ids}
    await jobs.enqueue(ctx.session, workspace_id=ctx.workspace_id, kind=PROPAGATE, payload=payload)
    ctx.after_commit(deps.jobs.wake)
    return set()


async def propagate(
    session: AsyncSession,
    *,
    origins: Iterable[int] = (),
    orders: Iterable[int] = (),
) -> set[int]:
    """Recompute the items and orders downstream of `origins` and `orders` (those orders included),
    in the session's transaction, whatever their number; the ids of the orders recomputed."""
    await _serialized(session)
    affected = await _downstream(session, list(origins), list(orders))
    if affected:
        await _recompute(session, affected)
    return affected


async def propagate_new(session: AsyncSession, orders: Iterable[int]) -> None:
    """The results of `orders`, created in the session's transaction, and of their items: the
    orders alone, since nothing is downstream of an order before it is committed."""
    await alongside(session, Work.PROPAGATION)
    await _recompute(session, set(orders))


async def _propagation_job(job: jobs.JobContext) -> None:
    """The "assessment.propagate" job: what is downstream of the change when the job runs, which
    also takes in the changes made since it was enqueued."""
    await propagate(job.session, origins=job.payload.get("origins", ()), orders=job.payload.get("orders", ()))


async def _serialized(session: AsyncSession) -> None:
    """Wait for any other propagation of the workspace to commit: two at once could each write
    results computed from what the other replaces."""
    await one_at_a_time(session, Work.PROPAGATION)


async def propagate_all(session: AsyncSession) -> set[int]:
    """Recompute every order of the workspace from its origins up."""
    affected = set((await session.scalars(select(Order.id))).all())
    if affected:
        await _recompute(session, affected, whole=True)
    return affected


async def _downstream(
    session: AsyncSession, origin_ids: list[int], order_ids: list[int], *, at_most: int | None = None
) -> set[int]:
    """The orders traced, directly or through other orders, to `origin_ids`, and `order_ids`, and
    the orders downstream of them: one recursive statement, which ends because traces never loop.

    With `at_most`, the walk stops once it has found one order more than that (the databases
    evaluate a recursive query only as far as its reader fetches): fewer than at_most + 1 orders
    is every order downstream; exactly at_most + 1 says only that there are more."""
    if not origin_ids and not order_ids:
        return set()
    starts = union(
        select(OrderItem.order_id.label("order_id"))
        .join(TracedOrigin, TracedOrigin.item_id == OrderItem.id)
        .where(among(session, TracedOrigin.origin_id, origin_ids)),
        select(Order.id).where(among(session, Order.id, order_ids)),
    ).subquery()
    seeds = select(starts.c.order_id).cte("downstream", recursive=True)
    step = (
        select(OrderItem.order_id)
        .join(TracedOrder, TracedOrder.item_id == OrderItem.id)
        .join(seeds, TracedOrder.order_id == seeds.c.order_id)
    )
    walk = seeds.union(step)
    found = select(walk.c.order_id)
    if at_most is not None:
        found = found.limit(at_most + 1)
    return set((await session.scalars(found)).all())


async def _recompute(session: AsyncSession, affected: set[int], *, whole: bool = False) -> None:
    """Recompute the `affected` orders (`whole`: they are all the workspace's, read without listing them)."""
    graph = await _read(session, affected, whole)
    origin_rows, outside = await _sources(session, graph)
    computed: dict[int, tuple[AssessmentStatus, dict[str, Any]]] = {}
    item_updates: list[dict[str, Any]] = []
    order_updates: list[dict[str, Any]] = []
    for id in _upstream_first(graph):
        order = graph[id]
        statuses: list[AssessmentStatus] = []
        counts: Counter[str] = Counter()
        causes: list[list[str]] = []
        left_out = sorted(item_id(item.id) for item in order.items if item_id(item.id) in order.excluded)
        for item in order.items:
            status, summary, cause = _item(item, order, origin_rows, outside, computed)
            if (status.value, summary) != item.stored:
                item_updates.append({"id": item.id, "assessment_status": status.value, "assessment_summary": summary})
            if item_id(item.id) in order.excluded:
                continue
            statuses.append(status)
            counts[status.value] += 1
            if cause is not None:
                causes.append(bounded([order_id(id), *cause]))
        # Mitigated stays; an order without items has nothing to take a status from and keeps its own.
        status = order.status if order.status is MITIGATED or not order.items else worst(statuses)
        shown = [cause for cause in causes if status is not AssessmentStatus.PASSING][:MAX_CAUSES]
        summary = {"status": status.value, "items": len(statuses), "counts": dict(sorted(counts.items()))}
        summary |= {"excluded": left_out, "causes": shown} | _mitigation(status, order.stored[1])
        computed[id] = (status, summary)
        total = len(statuses)
        passing = counts[AssessmentStatus.PASSING.value] + counts[MITIGATED.value]
        failing_share = round(100 * counts[AssessmentStatus.FAILING.value] / total, 2) if total else 0
        passing_share = round(100 * passing / total, 2) if total else 0
        if (status.value, summary, failing_share, passing_share) != order.stored:
            order_updates.append(
                {
                    "id": id,
                    "assessment_status": status.value,
                    "assessment_summary": summary,
                    "failing_percentage": failing_share,
                    "passing_percentage": passing_share,
                }
            )
    await update_by_id(session, OrderItem, item_updates)
    await update_by_id(session, Order, order_updates)


def _item(
    item: _Item,
    order: _Order,
    origins: Mapping[int, tuple[AssessmentStatus, Any]],
    outside: Mapping[int, tuple[AssessmentStatus, Any]],
    computed: Mapping[int, tuple[AssessmentStatus, dict[str, Any]]],
) -> tuple[AssessmentStatus, dict[str, Any], list[str] | None]:
    """The item's status, summary and the path to the cause of its status (None when passing)."""
    excluded = item.excluded | order.excluded
    left_out: list[str] = []
    contributions: list[tuple[AssessmentStatus, list[str]]] = []
    for id in item.origins:
        if origin_id(id) in excluded:
            left_out.append(origin_id(id))
            continue
        status, summary = origins[id]
        failing_checks = [c["check"] for c in _checks(summary) if c.get("status") == status.value]
        contributions.append((status, [origin_id(id), *failing_checks]))
    for id in item.orders:
        if order_id(id) in excluded:
            left_out.append(order_id(id))
            continue
        status, summary = computed[id] if id in computed else outside[id]
        upstream_causes = summary.get("causes") if isinstance(summary, dict) else None
        path = upstream_causes[0] if upstream_causes else [order_id(id)]
        contributions.append((status, list(path)))
    status = MITIGATED if item.status is MITIGATED else worst(status for status, _ in contributions)
    counts = Counter(status.value for status, _ in contributions)
    cause: list[str] | None = None
    if status not in (AssessmentStatus.PASSING, MITIGATED):
        matching = [path for s, path in contributions if s is status]
        cause = bounded([item_id(item.id), *(matching[0] if matching else ["untraced"])])
    summary = {"status": status.value, "traces": dict(sorted(counts.items())), "excluded": sorted(left_out)}
    summary |= {"cause": cause} | _mitigation(status, item.stored[1])
    return status, summary, cause


def bounded(path: list[str]) -> list[str]:
    """`path` (order, item, traced order, item, ..., then the cause) kept to about MAX_PATH
    identifiers: past it, its first PATH_HEAD, ELIDED, and its end from the last item on."""
    if len(path) <= MAX_PATH:
        return path
    last_item = max((n for n, node in enumerate(path) if node.startswith("order_item:")), default=0)
    if last_item <= PATH_HEAD:
        return path  # long only by the cause's checks, which are kept whole
    return [*path[:PATH_HEAD], ELIDED, *path[last_item:]]


def _mitigation(status: AssessmentStatus, stored: Any) -> dict[str, Any]:
    """Who mitigated a mitigated record, and why, kept from its stored summary (decision assessment_mitigation)."""
    if status is MITIGATED and isinstance(stored, dict) and "mitigation" in stored:
        return {"mitigation": stored["mitigation"]}
    return {}


def _checks(summary: Any) -> list[dict[str, Any]]:
    checks = summary.get("checks") if isinstance(summary, dict) else None
    return [c for c in checks if isinstance(c, dict)] if isinstance(checks, list) else []


def _upstream_first(graph: Mapping[int, _Order]) -> list[int]:
    """The orders of `graph`, each after every order of the graph it is traced to (traces never loop)."""
    upstream: dict[int, set[int]] = {
        id: {o for item in order.items for o in item.orders if o in graph} for id, order in graph.items()
    }
    downstream: dict[int, list[int]] = defaultdict(list)
    for id, sources in upstream.items():
        for source in sources:
            downstream[source].append(id)
    waiting = {id: len(sources) for id, sources in upstream.items()}
    ready = sorted(id for id, n in waiting.items() if n == 0)
    ordered: list[int] = []
    while ready:
        id = ready.pop()
        ordered.append(id)
        for next_id in downstream[id]:
            waiting[next_id] -= 1
            if waiting[next_id] == 0:
                ready.append(next_id)
    return ordered


async def _read(session: AsyncSession, affected: set[int], whole: bool) -> dict[int, _Order]:
    """The affected orders with their items and what each item is traced to (three statements,
    each with one parameter for the orders however many they are, or none when `whole`)."""
    ids = sorted(affected)

    def of_affected(order: Any) -> ColumnElement[bool]:
        return true() if whole else among(session, order, ids)

    rows = await session.execute(
        select(
            Order.id,
            Order.assessment_status,
            Order.excluded_propagation_identifiers,
            ValueChain.excluded_propagation_identifiers.label("chain"),
            Order.assessment_summary,
            Order.failing_percentage,
            Order.passing_percentage,
        )
        .outerjoin(ValueChain, ValueChain.id == Order.value_chain_id)
        .where(of_affected(Order.id))
    )
    graph = {
        row.id: _Order(
            row.id,
            AssessmentStatus(row.assessment_status),
            identifiers(row[2]) | identifiers(row.chain),
            (row.assessment_status, row.assessment_summary, row.failing_percentage, row.passing_percentage),
        )
        for row in rows
    }
    item_rows = await session.execute(
        select(
            OrderItem.id,
            OrderItem.order_id,
            OrderItem.assessment_status,
            OrderItem.excluded_propagation_identifiers,
            BUYER.c.excluded_propagation_identifiers.label("buyer"),
            SELLER.c.excluded_propagation_identifiers.label("seller"),
            OrderItem.assessment_summary,
        )
        .outerjoin(BUYER, BUYER.c.id == OrderItem.buyer_product_id)
        .outerjoin(SELLER, SELLER.c.id == OrderItem.seller_product_id)
        .where(of_affected(OrderItem.order_id))
        .order_by(OrderItem.id)
    )
    items: dict[int, _Item] = {}
    for row in item_rows:
        excluded = identifiers(row[3]) | identifiers(row.buyer) | identifiers(row.seller)
        stored = (row.assessment_status, row.assessment_summary)
        items[row.id] = _Item(row.id, row.order_id, AssessmentStatus(row.assessment_status), excluded, stored)
        graph[row.order_id].items.append(items[row.id])
    if items:
        # The links of the affected orders' items, found by the orders (never by the items' ids):
        # both kinds in one statement, the origins first, each kind by what it links to.
        links = union_all(
            *(
                select(literal(kind).label("kind"), table.item_id, target.label("target"))
                .join(OrderItem, OrderItem.id == table.item_id)
                .where(of_affected(OrderItem.order_id))
                for kind, table, target in (
                    (_ORIGIN, TracedOrigin, TracedOrigin.origin_id),
                    (_ORDER, TracedOrder, TracedOrder.order_id),
                )
            )
        ).order_by("kind", "target")
        for kind, item, target in await session.execute(links):
            (items[item].origins if kind == _ORIGIN else items[item].orders).append(target)
    return graph


async def _sources(
    session: AsyncSession, graph: Mapping[int, _Order]
) -> tuple[dict[int, tuple[AssessmentStatus, Any]], dict[int, tuple[AssessmentStatus, Any]]]:
    """The stored results of the origins the affected orders' items are traced to, and of the
    orders they are traced to that are not affected: both kinds in one statement."""
    origin_ids = sorted({o for order in graph.values() for item in order.items for o in item.origins})
    order_ids = sorted({o for order in graph.values() for item in order.items for o in item.orders} - set(graph))
    parts = [
        select(literal(kind).label("kind"), table.id, table.assessment_status, table.assessment_summary).where(
            among(session, table.id, ids)
        )
        for kind, table, ids in ((_ORIGIN, Origin, origin_ids), (_ORDER, Order, order_ids))
        if ids
    ]
    found: dict[int, dict[int, tuple[AssessmentStatus, Any]]] = {_ORIGIN: {}, _ORDER: {}}
    if parts:
        for kind, id, status, summary in await session.execute(union_all(*parts) if len(parts) > 1 else parts[0]):
            found[kind][id] = (AssessmentStatus(status), summary)
    return found[_ORIGIN], found[_ORDER]


jobs.register(PROPAGATE, _propagation_job)
