"""The assessment operations: one module per operation, and their methods on Canopy (`canopy.assessment`)."""

from typing import cast

from ...client import AuthenticatedClient
from ...models.mitigation import Mitigation
from ...models.mitigation_request import MitigationRequest
from ...types import UNSET, Unset
from . import mitigate_assessment as _mitigate_assessment

__all__ = ["AssessmentOperations", "AsyncAssessmentOperations"]


class AssessmentOperations:
    """The assessment operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def mitigate_assessment(
        self,
        *,
        body: MitigationRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Mitigation:
        """Mitigate the assessment of an origin, an item or an order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _mitigate_assessment.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Mitigation, response.parsed)


class AsyncAssessmentOperations:
    """The assessment operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def mitigate_assessment(
        self,
        *,
        body: MitigationRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Mitigation:
        """Mitigate the assessment of an origin, an item or an order.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _mitigate_assessment.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Mitigation, response.parsed)
