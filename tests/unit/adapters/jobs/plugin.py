"""A job handler plug-in, as an area's would be: imported through CANOPY_JOB_HANDLER_MODULES, it registers its kind.

Its handler counts its runs in the workspace's `nr_of_transactions` (a write in the job's transaction).
"""

from __future__ import annotations

from sqlalchemy import update

from handwritten.adapters.jobs import JobContext, register
from handwritten.db.models import Company

KIND = "tests.count"


async def count(job: JobContext) -> None:
    await job.session.execute(
        update(Company)
        .where(Company.id == job.workspace_id)
        .values(nr_of_transactions=Company.nr_of_transactions + int(job.payload.get("by", 1)))
    )


register(KIND, count)
