"""import runs keep their results as sent and their report apart; the workspaces' figures of their
transactions computed (decisions import_run_results, workspace_transaction_figures)

Revision ID: 0027
Revises: 0026
Create Date: 2026-11-27 14:00:00

A run's results were {"data": <the results sent>, "report": <the importer's report>}: the report
moves to a column of its own, import_report, and the results become what was sent; the downgrade
puts them together again. A run's results are at most a request body (1 MiB), so runs are
rewritten a few at a time, by id.

The companies' nr_of_transactions, min_transaction_date and max_transaction_date were never kept:
they are computed here, once, from the transactions (a count per workspace, and the first and last
entries of the (company_id, date) index), and kept from now on by every write that adds or removes
transactions (services/transactions/figures.py). The downgrade leaves them: true figures are no
harm to the code before.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0027"
down_revision = "0026"
branch_labels = None
depends_on = None

RUNS = sa.table(
    "data_import_runs",
    sa.column("id", sa.BigInteger),
    sa.column("results", sa.JSON),
    sa.column("import_report", sa.JSON(none_as_null=True)),
)
PAGE = 100  # runs rewritten per statement


def upgrade() -> None:
    op.add_column("data_import_runs", sa.Column("import_report", sa.JSON(none_as_null=True), nullable=True))
    _rewrite(_split)
    _count_transactions()


def downgrade() -> None:
    _rewrite(_joined)
    op.drop_column("data_import_runs", "import_report")


def _split(results: Any, report: Any) -> dict[str, Any] | None:
    """The results sent and the report, from the results kept before (None: left as they are).
    Every run kept before this migration holds both so, as the downgrade leaves every run."""
    if isinstance(results, dict) and set(results) == {"data", "report"}:
        return {"sent": results["data"], "report": results["report"]}
    return None


def _joined(results: Any, report: Any) -> dict[str, Any] | None:
    return {"sent": {"data": results, "report": report}, "report": None}


def _rewrite(change: Any) -> None:
    bind = op.get_bind()
    after = 0
    while True:
        page = bind.execute(
            sa.select(RUNS.c.id, RUNS.c.results, RUNS.c.import_report)
            .where(RUNS.c.id > after)
            .order_by(RUNS.c.id)
            .limit(PAGE)
        ).all()
        if not page:
            return
        changed = [
            {"run": id, **values} for id, results, report in page if (values := change(results, report)) is not None
        ]
        if changed:
            bind.execute(
                sa.update(RUNS)
                .where(RUNS.c.id == sa.bindparam("run"))
                .values(
                    results=sa.bindparam("sent", type_=sa.JSON),
                    import_report=sa.bindparam("report", type_=sa.JSON(none_as_null=True)),
                ),
                changed,
            )
        after = page[-1][0]


def _count_transactions() -> None:
    if op.get_bind().dialect.name == "postgresql":
        day = "to_char({} AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
    else:  # SQLite keeps UTC date-times as text, "YYYY-MM-DD HH:MM:SS..."
        day = "substr({}, 1, 10)"
    first = day.format("(SELECT min(t.date) FROM financial_transactions t WHERE t.company_id = companies.id)")
    last = day.format("(SELECT max(t.date) FROM financial_transactions t WHERE t.company_id = companies.id)")
    op.execute(
        "UPDATE companies SET"
        " nr_of_transactions = (SELECT count(*) FROM financial_transactions t WHERE t.company_id = companies.id),"
        f" min_transaction_date = coalesce({first}, ''),"
        f" max_transaction_date = coalesce({last}, '')"
    )
