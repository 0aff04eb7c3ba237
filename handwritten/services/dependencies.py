"""What the app factory hands every area: settings and the shared components of the process."""

from __future__ import annotations

from dataclasses import dataclass

from limits.aio.storage import Storage

from handwritten.adapters.jobs import Jobs
from handwritten.adapters.mail.outbox import Outbox
from handwritten.adapters.storage import ObjectStore
from handwritten.db.session import Database
from handwritten.settings import Settings


@dataclass(frozen=True, slots=True)
class Dependencies:
    settings: Settings
    db: Database
    outbox: Outbox  # records emails with a request's work and delivers them after commit
    jobs: Jobs  # runs the jobs a request enqueues (handwritten.adapters.jobs.enqueue), after commit: wake it then
    rate_limit_storage: Storage  # counters of rate limits (memory, or Redis shared by every process)
    storage: ObjectStore  # uploaded files: local folders or S3 (handwritten/adapters/storage)


class Service:
    """Base of the handwritten services: built once per app with its dependencies."""

    def __init__(self, deps: Dependencies) -> None:
        self.deps = deps
