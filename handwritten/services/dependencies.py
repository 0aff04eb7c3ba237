"""What the app factory hands every service: settings and the shared components of the process."""

from __future__ import annotations

from dataclasses import dataclass

from handwritten.mail.outbox import Outbox
from handwritten.runtime.ratelimit import RateLimiter
from handwritten.settings import Settings


@dataclass(frozen=True, slots=True)
class Dependencies:
    settings: Settings
    outbox: Outbox  # woken after a commit that recorded emails
    lookup_limiter: RateLimiter  # the anonymous invitation lookup's allowance per client address


class Service:
    """Base of the handwritten services: built once per app with its dependencies."""

    def __init__(self, deps: Dependencies) -> None:
        self.deps = deps
