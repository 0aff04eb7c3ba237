"""The job queue: durable downstream work, enqueued with what causes it and run after commit, exactly once.

    job_id = await jobs.enqueue(ctx.session, workspace_id=ctx.workspace_id, kind="kb.index",
                                payload={"document_id": 7})
    ctx.after_commit(self.deps.jobs.wake)      # run it now, rather than at the next sweep

    async def index(job: jobs.JobContext) -> None:   # in a module of CANOPY_JOB_HANDLER_MODULES
        ...                                          # job.session: the job's workspace, one transaction
    jobs.register("kb.index", index)

The job is added to the caller's transaction (it exists if and only if that commits); a runner
(`Jobs`: in every API process by default, or `canopy worker`) claims it with a lease and runs its
handler; the handler's writes and the job's completion commit together, conditioned on the
runner's claim, so a job completes once however many times it is started. Failures are kept and
retried with back-off; a job whose CANOPY_JOB_MAX_ATTEMPTS attempts all failed ends as failed,
kept with its error. See runner.py, and handwritten/durable.py for the machinery
shared with the mail outbox.
"""

from handwritten.adapters.jobs.listing import JobSummary, list_jobs
from handwritten.adapters.jobs.queue import enqueue
from handwritten.adapters.jobs.registry import HANDLERS, Handler, JobContext, Registry, UnknownJobKind, register
from handwritten.adapters.jobs.runner import HandlerCommitted, HandlerTimedOut, Jobs

__all__ = [
    "HANDLERS",
    "Handler",
    "HandlerCommitted",
    "HandlerTimedOut",
    "JobContext",
    "JobSummary",
    "Jobs",
    "Registry",
    "UnknownJobKind",
    "enqueue",
    "list_jobs",
    "register",
]
