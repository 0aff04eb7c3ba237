from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.classification_rule import ClassificationRule
from ...models.error_detail import ErrorDetail
from ...models.update_classification_rule_request import UpdateClassificationRuleRequest
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    id: int,
    *,
    body: UpdateClassificationRuleRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/classification-rules/{id}/".format(
            id=quote(str(id), safe=""),
        ),
    }

    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ClassificationRule | ErrorDetail | ValidationError | None:
    if response.status_code == 200:
        response_200 = ClassificationRule.from_dict(response.json())

        return response_200

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

    if response.status_code == 413:
        response_413 = ErrorDetail.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = ErrorDetail.from_dict(response.json())

        return response_415

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
) -> Response[ClassificationRule | ErrorDetail | ValidationError]:
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
    body: UpdateClassificationRuleRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ClassificationRule | ErrorDetail | ValidationError]:
    """Partially update classification rule

     Only the given fields change; the workspace's transactions are classified again, through the job
    queue.

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

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_classificationrule.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateClassificationRuleRequest | Unset): Body of a classification rule's partial
            update (CR4); every field optional.

            Decision (How financial transactions are classified (CR1–CR5)): A workspace's
            classification rules each compare one field of a transaction (ledger, vendor_name or
            description; a null field matches nothing) with a pattern: exact (the whole text, ignoring
            case and surrounding spaces), contains (ignoring case) or regex (Python regular expression
            searched anywhere, ignoring case; one that does not compile is a 400 on pattern). A
            transaction matched by at least one rule is classified (classified true) in the category
            of its highest-priority match (ties: the older rule); confidence_status is confident when
            an exact rule is among the matches (whatever its priority) and every matching rule names
            the same category, needs_attention otherwise (only contains or regex rules matched, or the
            matching rules disagree) and for a transaction no rule matches. Transactions are
            classified when imported and, after a rule is created, changed or deleted, all again by
            the transactions.classify job (durable, enqueued with the change), in batches;
            classification (with the emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
            (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassificationRule | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateClassificationRuleRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ClassificationRule | ErrorDetail | ValidationError | None:
    """Partially update classification rule

     Only the given fields change; the workspace's transactions are classified again, through the job
    queue.

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

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_classificationrule.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateClassificationRuleRequest | Unset): Body of a classification rule's partial
            update (CR4); every field optional.

            Decision (How financial transactions are classified (CR1–CR5)): A workspace's
            classification rules each compare one field of a transaction (ledger, vendor_name or
            description; a null field matches nothing) with a pattern: exact (the whole text, ignoring
            case and surrounding spaces), contains (ignoring case) or regex (Python regular expression
            searched anywhere, ignoring case; one that does not compile is a 400 on pattern). A
            transaction matched by at least one rule is classified (classified true) in the category
            of its highest-priority match (ties: the older rule); confidence_status is confident when
            an exact rule is among the matches (whatever its priority) and every matching rule names
            the same category, needs_attention otherwise (only contains or regex rules matched, or the
            matching rules disagree) and for a transaction no rule matches. Transactions are
            classified when imported and, after a rule is created, changed or deleted, all again by
            the transactions.classify job (durable, enqueued with the change), in batches;
            classification (with the emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
            (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassificationRule | ErrorDetail | ValidationError
    """

    return sync_detailed(
        id=id,
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateClassificationRuleRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> Response[ClassificationRule | ErrorDetail | ValidationError]:
    """Partially update classification rule

     Only the given fields change; the workspace's transactions are classified again, through the job
    queue.

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

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_classificationrule.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateClassificationRuleRequest | Unset): Body of a classification rule's partial
            update (CR4); every field optional.

            Decision (How financial transactions are classified (CR1–CR5)): A workspace's
            classification rules each compare one field of a transaction (ledger, vendor_name or
            description; a null field matches nothing) with a pattern: exact (the whole text, ignoring
            case and surrounding spaces), contains (ignoring case) or regex (Python regular expression
            searched anywhere, ignoring case; one that does not compile is a 400 on pattern). A
            transaction matched by at least one rule is classified (classified true) in the category
            of its highest-priority match (ties: the older rule); confidence_status is confident when
            an exact rule is among the matches (whatever its priority) and every matching rule names
            the same category, needs_attention otherwise (only contains or regex rules matched, or the
            matching rules disagree) and for a transaction no rule matches. Transactions are
            classified when imported and, after a rule is created, changed or deleted, all again by
            the transactions.classify job (durable, enqueued with the change), in batches;
            classification (with the emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
            (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ClassificationRule | ErrorDetail | ValidationError]
    """

    kwargs = _get_kwargs(
        id=id,
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,
    body: UpdateClassificationRuleRequest | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
) -> ClassificationRule | ErrorDetail | ValidationError | None:
    """Partially update classification rule

     Only the given fields change; the workspace's transactions are classified again, through the job
    queue.

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

    Decision (Which emission categories a workspace has, and what a classification rule may name): The
    emission categories of a workspace are those of the shipped default factors
    (handwritten/domain/emission_factors.csv) and those of the factors it imported (import run
    "emission_factor"). CR6 (extension, GET /api/emission-categories/, permission
    view_classificationrule) lists the factor each category uses, one row per category and currency: the
    workspace's own factors (origin workspace), and the shipped default of each category the workspace
    has no factor of its own for (origin default; a default the workspace replaced is not listed, as
    decision transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the
    exact decimal text, as DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such
    as "kg CO2e/USD"), currency, source, year and origin. It is filtered by category (and __in),
    currency and origin, searched over category and source, ordered by category (default), currency,
    year or origin, category then currency breaking ties, and paged as every list. Another workspace's
    factors are neither listed nor hide a default. CR2 refuses a category that is not among them with a
    400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an emission
    category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor
    for it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a
    category the workspace imported a factor for is accepted, whether or not the shipped factors have
    it. Rules written before are not checked again.

    Decision (Read-only fields in request bodies): A create or update body also takes the fields of the
    record it writes that a client may not write (id, created_at, updated_at, the *_detail objects,
    counts, assessment results, ids the server sets such as metadata.requested_by_user_id), at any
    depth, whatever their value, and ignores them: a record as a GET answered it can be sent back to its
    create or update operation. Which fields are read-only depends on the body: O8 writes
    assessment_status, O6 does not. The OpenAPI request schemas list them with readOnly: true. A key the
    record does not have at all is still a 400 "Unknown field." at its place, such as {"metadata":
    {"colour": ["Unknown field."]}}, and changes nothing.

    Decision (Methods and paths the document does not state): Chosen in the document's style (plural
    kebab-case nouns under /api/, trailing slash, /{id}/ for one object, /{id}/action-name/ or a
    collection action for actions, bulk operations as a noun sub-path) and marked x-path-source
    inferred.

    Permission: a role with the permission change_classificationrule.

    Args:
        id (int):
        idempotency_key (str | Unset):
        body (UpdateClassificationRuleRequest | Unset): Body of a classification rule's partial
            update (CR4); every field optional.

            Decision (How financial transactions are classified (CR1–CR5)): A workspace's
            classification rules each compare one field of a transaction (ledger, vendor_name or
            description; a null field matches nothing) with a pattern: exact (the whole text, ignoring
            case and surrounding spaces), contains (ignoring case) or regex (Python regular expression
            searched anywhere, ignoring case; one that does not compile is a 400 on pattern). A
            transaction matched by at least one rule is classified (classified true) in the category
            of its highest-priority match (ties: the older rule); confidence_status is confident when
            an exact rule is among the matches (whatever its priority) and every matching rule names
            the same category, needs_attention otherwise (only contains or regex rules matched, or the
            matching rules disagree) and for a transaction no rule matches. Transactions are
            classified when imported and, after a rule is created, changed or deleted, all again by
            the transactions.classify job (durable, enqueued with the change), in batches;
            classification (with the emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
            (handwritten/services/transactions/classifiers.py), this being its default, "rules".

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ClassificationRule | ErrorDetail | ValidationError
    """

    return (
        await asyncio_detailed(
            id=id,
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
