"""The "import event" job: a committed run's ImportEvent handed to the registered handlers."""

from __future__ import annotations

from handwritten.adapters import jobs
from handwritten.adapters.importers import ImportEvent
from handwritten.adapters.importers.registry import deliver

IMPORT_EVENT = "import_event"


async def deliver_import_event(job: jobs.JobContext) -> None:
    await deliver(ImportEvent.from_payload(dict(job.payload)))


jobs.register(IMPORT_EVENT, deliver_import_event)
