"""The value_chains operations: one module per operation, and their methods on Canopy (`canopy.value_chains`)."""

import datetime
from typing import cast

from ...client import AuthenticatedClient
from ...models.assessment_status import AssessmentStatus
from ...models.create_value_chain_request import CreateValueChainRequest
from ...models.list_value_chains_ordering_item import ListValueChainsOrderingItem
from ...models.update_value_chain_request import UpdateValueChainRequest
from ...models.value_chain import ValueChain
from ...models.value_chain_list import ValueChainList
from ...models.value_chain_status import ValueChainStatus
from ...models.value_chain_type import ValueChainType
from ...types import UNSET, Unset
from . import create_value_chain as _create_value_chain
from . import delete_value_chain as _delete_value_chain
from . import list_value_chains as _list_value_chains
from . import partial_update_value_chain as _partial_update_value_chain
from . import retrieve_value_chain as _retrieve_value_chain

__all__ = ["ValueChainsOperations", "AsyncValueChainsOperations"]


class ValueChainsOperations:
    """The value_chains operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_value_chains(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        company_name: str | Unset = UNSET,
        company_name_icontains: str | Unset = UNSET,
        type_: ValueChainType | Unset = UNSET,
        type_in: list[ValueChainType] | Unset = UNSET,
        status: ValueChainStatus | Unset = UNSET,
        status_in: list[ValueChainStatus] | Unset = UNSET,
        country_code: str | Unset = UNSET,
        country_code_in: list[str] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        external_id: str | Unset = UNSET,
        external_id_in: list[str] | Unset = UNSET,
        contact_email: str | Unset = UNSET,
        contact_email_icontains: str | Unset = UNSET,
        reciprocal_company_id: int | Unset = UNSET,
        reciprocal_company_id_isnull: bool | Unset = UNSET,
        permission_granted: bool | Unset = UNSET,
        is_self_managed: bool | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListValueChainsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ValueChainList:
        """List value chains.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_value_chains.sync_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            company_name=company_name,
            company_name_icontains=company_name_icontains,
            type_=type_,
            type_in=type_in,
            status=status,
            status_in=status_in,
            country_code=country_code,
            country_code_in=country_code_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            external_id=external_id,
            external_id_in=external_id_in,
            contact_email=contact_email,
            contact_email_icontains=contact_email_icontains,
            reciprocal_company_id=reciprocal_company_id,
            reciprocal_company_id_isnull=reciprocal_company_id_isnull,
            permission_granted=permission_granted,
            is_self_managed=is_self_managed,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ValueChainList, response.parsed)

    def create_value_chain(
        self,
        *,
        body: CreateValueChainRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> ValueChain:
        """Create a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_value_chain.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ValueChain, response.parsed)

    def retrieve_value_chain(
        self,
        id: int,
    ) -> ValueChain:
        """Retrieve a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_value_chain.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(ValueChain, response.parsed)

    def delete_value_chain(
        self,
        id: int,
    ) -> None:
        """Delete a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _delete_value_chain.sync_detailed(
            client=self._client,
            id=id,
        )

    def partial_update_value_chain(
        self,
        id: int,
        *,
        body: UpdateValueChainRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> ValueChain:
        """Update a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_value_chain.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ValueChain, response.parsed)


class AsyncValueChainsOperations:
    """The value_chains operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_value_chains(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        company_name: str | Unset = UNSET,
        company_name_icontains: str | Unset = UNSET,
        type_: ValueChainType | Unset = UNSET,
        type_in: list[ValueChainType] | Unset = UNSET,
        status: ValueChainStatus | Unset = UNSET,
        status_in: list[ValueChainStatus] | Unset = UNSET,
        country_code: str | Unset = UNSET,
        country_code_in: list[str] | Unset = UNSET,
        assessment_status: AssessmentStatus | Unset = UNSET,
        assessment_status_in: list[AssessmentStatus] | Unset = UNSET,
        external_id: str | Unset = UNSET,
        external_id_in: list[str] | Unset = UNSET,
        contact_email: str | Unset = UNSET,
        contact_email_icontains: str | Unset = UNSET,
        reciprocal_company_id: int | Unset = UNSET,
        reciprocal_company_id_isnull: bool | Unset = UNSET,
        permission_granted: bool | Unset = UNSET,
        is_self_managed: bool | Unset = UNSET,
        created_at_gte: datetime.datetime | Unset = UNSET,
        created_at_lte: datetime.datetime | Unset = UNSET,
        updated_at_gte: datetime.datetime | Unset = UNSET,
        updated_at_lte: datetime.datetime | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListValueChainsOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ValueChainList:
        """List value chains.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_value_chains.asyncio_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            company_name=company_name,
            company_name_icontains=company_name_icontains,
            type_=type_,
            type_in=type_in,
            status=status,
            status_in=status_in,
            country_code=country_code,
            country_code_in=country_code_in,
            assessment_status=assessment_status,
            assessment_status_in=assessment_status_in,
            external_id=external_id,
            external_id_in=external_id_in,
            contact_email=contact_email,
            contact_email_icontains=contact_email_icontains,
            reciprocal_company_id=reciprocal_company_id,
            reciprocal_company_id_isnull=reciprocal_company_id_isnull,
            permission_granted=permission_granted,
            is_self_managed=is_self_managed,
            created_at_gte=created_at_gte,
            created_at_lte=created_at_lte,
            updated_at_gte=updated_at_gte,
            updated_at_lte=updated_at_lte,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ValueChainList, response.parsed)

    async def create_value_chain(
        self,
        *,
        body: CreateValueChainRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> ValueChain:
        """Create a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_value_chain.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ValueChain, response.parsed)

    async def retrieve_value_chain(
        self,
        id: int,
    ) -> ValueChain:
        """Retrieve a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_value_chain.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(ValueChain, response.parsed)

    async def delete_value_chain(
        self,
        id: int,
    ) -> None:
        """Delete a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _delete_value_chain.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def partial_update_value_chain(
        self,
        id: int,
        *,
        body: UpdateValueChainRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> ValueChain:
        """Update a value chain.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_value_chain.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ValueChain, response.parsed)
