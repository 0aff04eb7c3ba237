"""Assessment statuses and how several combine (decision origin_checks).

The worst of several statuses is the combined one: failing over in_progress over pending over
passing. Mitigated counts as passing when combined: a mitigated risk no longer holds anything up,
and who mitigated and why stays with the record that was mitigated.
"""

from __future__ import annotations

from collections.abc import Iterable

from generated.enums import AssessmentStatus

# Higher is worse.
SEVERITY = {
    AssessmentStatus.PASSING: 0,
    AssessmentStatus.MITIGATED: 0,
    AssessmentStatus.PENDING: 1,
    AssessmentStatus.IN_PROGRESS: 2,
    AssessmentStatus.FAILING: 3,
}


def worst(
    statuses: Iterable[AssessmentStatus], *, empty: AssessmentStatus = AssessmentStatus.PENDING
) -> AssessmentStatus:
    """The worst of `statuses` (a mitigated one as passing); `empty` when there are none."""
    found = [AssessmentStatus.PASSING if s is AssessmentStatus.MITIGATED else s for s in statuses]
    return max(found, key=SEVERITY.__getitem__) if found else empty
