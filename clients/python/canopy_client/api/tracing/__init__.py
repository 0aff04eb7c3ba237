"""The tracing operations: one module per operation, and their methods on Canopy (`canopy.tracing`)."""

from typing import cast

from ...client import AuthenticatedClient
from ...models.order_trace import OrderTrace
from ...types import UNSET, Unset
from . import trace_order as _trace_order

__all__ = ["TracingOperations", "AsyncTracingOperations"]


class TracingOperations:
    """The tracing operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def trace_order(
        self,
        id: int,
        *,
        depth: int | Unset = UNSET,
    ) -> OrderTrace:
        """Trace an order upstream.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _trace_order.sync_detailed(
            client=self._client,
            id=id,
            depth=depth,
        )
        return cast(OrderTrace, response.parsed)


class AsyncTracingOperations:
    """The tracing operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def trace_order(
        self,
        id: int,
        *,
        depth: int | Unset = UNSET,
    ) -> OrderTrace:
        """Trace an order upstream.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _trace_order.asyncio_detailed(
            client=self._client,
            id=id,
            depth=depth,
        )
        return cast(OrderTrace, response.parsed)
