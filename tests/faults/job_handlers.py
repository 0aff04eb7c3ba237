"""The job handler of test_job_worker_crash.py, loaded by `canopy worker` through CANOPY_JOB_HANDLER_MODULES.

Each run adds one to its workspace's nr_of_transactions in the job's transaction (the effect that
must be applied once), then leaves a file `started-<job>-<attempt>-<pid>` in the folder named by
CANOPY_TEST_JOB_FOLDER, and waits there for as long as that folder holds a file `block` (the
test kills the worker meanwhile).
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from sqlalchemy import update

from handwritten.adapters.jobs import JobContext, register
from handwritten.db.models import Company

KIND = "faults.count"
FOLDER = "CANOPY_TEST_JOB_FOLDER"


async def count(job: JobContext) -> None:
    folder = Path(os.environ[FOLDER])
    await job.session.execute(
        update(Company).where(Company.id == job.workspace_id).values(nr_of_transactions=Company.nr_of_transactions + 1)
    )
    (folder / f"started-{job.id}-{job.attempt}-{os.getpid()}").touch()
    while (folder / "block").exists():
        await asyncio.sleep(0.05)


register(KIND, count)
