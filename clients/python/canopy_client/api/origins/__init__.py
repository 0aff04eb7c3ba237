"""The origins operations: one module per operation, and their methods on Canopy (`canopy.origins`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.assessment_status import AssessmentStatus
from ...models.commodity import Commodity
from ...models.create_origin_request import CreateOriginRequest
from ...models.list_origins_ordering_item import ListOriginsOrderingItem
from ...models.origin import Origin
from ...models.origin_list import OriginList
from ...models.record_assessment_result_request import RecordAssessmentResultRequest
from ...models.update_origin_request import UpdateOriginRequest
from ...types import UNSET, Unset
from . import create_origin as _create_origin
from . import delete_origin as _delete_origin
from . import list_origins as _list_origins
from . import partial_update_origin as _partial_update_origin
from . import record_origin_assessment_result as _record_origin_assessment_result
from . import retrieve_origin as _retrieve_origin

__all__ = ["OriginsOperations", "AsyncOriginsOperations"]


class OriginsOperations:
    """The origins operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_origins(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        country: str | Unset = UNSET,
        country_in: list[str] | Unset = UNSET,
        producer_icontains: str | Unset = UNSET,
        producer_isnull: bool | Unset = UNSET,
        commodity: Commodity | Unset = UNSET,
        commodity_in: list[Commodity] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        external_id: str | Unset = UNSET,
        deforestation_free_declaration: bool | Unset = UNSET,
        production_date_gte: datetime.date | Unset = UNSET,
        production_date_lte: datetime.date | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListOriginsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> OriginList:
        """List origins.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_origins.sync_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            country=country,
            country_in=country_in,
            producer_icontains=producer_icontains,
            producer_isnull=producer_isnull,
            commodity=commodity,
            commodity_in=commodity_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            external_id=external_id,
            deforestation_free_declaration=deforestation_free_declaration,
            production_date_gte=production_date_gte,
            production_date_lte=production_date_lte,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(OriginList, response.parsed)

    def create_origin(
        self,
        *,
        body: CreateOriginRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Origin:
        """Create an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_origin.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Origin, response.parsed)

    def retrieve_origin(
        self,
        id: int,
    ) -> Origin:
        """Retrieve an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_origin.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(Origin, response.parsed)

    def delete_origin(
        self,
        id: int,
    ) -> None:
        """Delete an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _delete_origin.sync_detailed(
            client=self._client,
            id=id,
        )

    def partial_update_origin(
        self,
        id: int,
        *,
        body: UpdateOriginRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Origin:
        """Update an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_origin.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Origin, response.parsed)

    def record_origin_assessment_result(
        self,
        id: int,
        *,
        body: RecordAssessmentResultRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Origin:
        """Record an assessment result of an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _record_origin_assessment_result.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Origin, response.parsed)


class AsyncOriginsOperations:
    """The origins operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_origins(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        name: str | Unset = UNSET,
        name_icontains: str | Unset = UNSET,
        country: str | Unset = UNSET,
        country_in: list[str] | Unset = UNSET,
        producer_icontains: str | Unset = UNSET,
        producer_isnull: bool | Unset = UNSET,
        commodity: Commodity | Unset = UNSET,
        commodity_in: list[Commodity] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        external_id: str | Unset = UNSET,
        deforestation_free_declaration: bool | Unset = UNSET,
        production_date_gte: datetime.date | Unset = UNSET,
        production_date_lte: datetime.date | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListOriginsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> OriginList:
        """List origins.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_origins.asyncio_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            name=name,
            name_icontains=name_icontains,
            country=country,
            country_in=country_in,
            producer_icontains=producer_icontains,
            producer_isnull=producer_isnull,
            commodity=commodity,
            commodity_in=commodity_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            external_id=external_id,
            deforestation_free_declaration=deforestation_free_declaration,
            production_date_gte=production_date_gte,
            production_date_lte=production_date_lte,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(OriginList, response.parsed)

    async def create_origin(
        self,
        *,
        body: CreateOriginRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Origin:
        """Create an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_origin.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Origin, response.parsed)

    async def retrieve_origin(
        self,
        id: int,
    ) -> Origin:
        """Retrieve an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_origin.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(Origin, response.parsed)

    async def delete_origin(
        self,
        id: int,
    ) -> None:
        """Delete an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _delete_origin.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def partial_update_origin(
        self,
        id: int,
        *,
        body: UpdateOriginRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> Origin:
        """Update an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_origin.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Origin, response.parsed)

    async def record_origin_assessment_result(
        self,
        id: int,
        *,
        body: RecordAssessmentResultRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> Origin:
        """Record an assessment result of an origin.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _record_origin_assessment_result.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(Origin, response.parsed)
