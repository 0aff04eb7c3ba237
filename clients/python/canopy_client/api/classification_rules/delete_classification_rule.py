from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error_detail import ErrorDetail
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    id: int,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/api/classification-rules/{id}/".format(
            id=quote(str(id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | ErrorDetail | ValidationError | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 400:
        response_400 = ValidationError.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = ErrorDetail.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = ErrorDetail.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorDetail.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = ErrorDetail.from_dict(response.json())

        return response_409

    if response.status_code == 429:
        response_429 = ErrorDetail.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = ErrorDetail.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | ErrorDetail | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[Any | ErrorDetail | ValidationError]:
    """Delete classification rule

     Deletes a rule; the workspace's transactions are classified again, through the job queue.

    Decision (How financial transactions are classified (CR1–CR5)): A workspace's classification rules
    each compare one field of a transaction (ledger, vendor_name or description; a null field matches
    nothing) with a pattern: exact (the whole text, ignoring case and surrounding spaces), contains
    (ignoring case) or regex (Python regular expression searched anywhere, ignoring case; one that does
    not compile is a 400 on pattern). A transaction matched by at least one rule is classified
    (classified true) in the category of its highest-priority match (ties: the older rule);
    confidence_status is confident when an exact rule is among the matches (whatever its priority) and
    every matching rule names the same category, needs_attention otherwise (only contains or regex rules
    matched, or the matching rules disagree) and for a transaction no rule matches. Transactions are
    classified when imported and, after a rule is created, changed or deleted, all again by the
    transactions.classify job (durable, enqueued with the change), in batches; classification (with the
    emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
    (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_classificationrule.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Any | ErrorDetail | ValidationError | None:
    """Delete classification rule

     Deletes a rule; the workspace's transactions are classified again, through the job queue.

    Decision (How financial transactions are classified (CR1–CR5)): A workspace's classification rules
    each compare one field of a transaction (ledger, vendor_name or description; a null field matches
    nothing) with a pattern: exact (the whole text, ignoring case and surrounding spaces), contains
    (ignoring case) or regex (Python regular expression searched anywhere, ignoring case; one that does
    not compile is a 400 on pattern). A transaction matched by at least one rule is classified
    (classified true) in the category of its highest-priority match (ties: the older rule);
    confidence_status is confident when an exact rule is among the matches (whatever its priority) and
    every matching rule names the same category, needs_attention otherwise (only contains or regex rules
    matched, or the matching rules disagree) and for a transaction no rule matches. Transactions are
    classified when imported and, after a rule is created, changed or deleted, all again by the
    transactions.classify job (durable, enqueued with the change), in batches; classification (with the
    emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
    (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_classificationrule.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorDetail | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Response[Any | ErrorDetail | ValidationError]:
    """Delete classification rule

     Deletes a rule; the workspace's transactions are classified again, through the job queue.

    Decision (How financial transactions are classified (CR1–CR5)): A workspace's classification rules
    each compare one field of a transaction (ledger, vendor_name or description; a null field matches
    nothing) with a pattern: exact (the whole text, ignoring case and surrounding spaces), contains
    (ignoring case) or regex (Python regular expression searched anywhere, ignoring case; one that does
    not compile is a 400 on pattern). A transaction matched by at least one rule is classified
    (classified true) in the category of its highest-priority match (ties: the older rule);
    confidence_status is confident when an exact rule is among the matches (whatever its priority) and
    every matching rule names the same category, needs_attention otherwise (only contains or regex rules
    matched, or the matching rules disagree) and for a transaction no rule matches. Transactions are
    classified when imported and, after a rule is created, changed or deleted, all again by the
    transactions.classify job (durable, enqueued with the change), in batches; classification (with the
    emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
    (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_classificationrule.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
) -> Any | ErrorDetail | ValidationError | None:
    """Delete classification rule

     Deletes a rule; the workspace's transactions are classified again, through the job queue.

    Decision (How financial transactions are classified (CR1–CR5)): A workspace's classification rules
    each compare one field of a transaction (ledger, vendor_name or description; a null field matches
    nothing) with a pattern: exact (the whole text, ignoring case and surrounding spaces), contains
    (ignoring case) or regex (Python regular expression searched anywhere, ignoring case; one that does
    not compile is a 400 on pattern). A transaction matched by at least one rule is classified
    (classified true) in the category of its highest-priority match (ties: the older rule);
    confidence_status is confident when an exact rule is among the matches (whatever its priority) and
    every matching rule names the same category, needs_attention otherwise (only contains or regex rules
    matched, or the matching rules disagree) and for a transaction no rule matches. Transactions are
    classified when imported and, after a rule is created, changed or deleted, all again by the
    transactions.classify job (durable, enqueued with the change), in batches; classification (with the
    emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
    (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission delete_classificationrule.

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
        )
    ).parsed
