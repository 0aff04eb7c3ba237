"""The classification_rules operations: one module per operation, and their methods on Canopy (`canopy.classification_rules`)."""

from typing import cast

from ...client import AuthenticatedClient
from ...models.classification_field import ClassificationField
from ...models.classification_match import ClassificationMatch
from ...models.classification_rule import ClassificationRule
from ...models.classification_rule_list import ClassificationRuleList
from ...models.classification_rule_request import ClassificationRuleRequest
from ...models.emission_category_list import EmissionCategoryList
from ...models.emission_factor_origin import EmissionFactorOrigin
from ...models.list_classification_rules_ordering_item import ListClassificationRulesOrderingItem
from ...models.list_emission_categories_ordering_item import ListEmissionCategoriesOrderingItem
from ...models.update_classification_rule_request import UpdateClassificationRuleRequest
from ...types import UNSET, Unset
from . import create_classification_rule as _create_classification_rule
from . import delete_classification_rule as _delete_classification_rule
from . import list_classification_rules as _list_classification_rules
from . import list_emission_categories as _list_emission_categories
from . import partial_update_classification_rule as _partial_update_classification_rule
from . import retrieve_classification_rule as _retrieve_classification_rule

__all__ = ["ClassificationRulesOperations", "AsyncClassificationRulesOperations"]


class ClassificationRulesOperations:
    """The classification_rules operations of Canopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    def list_classification_rules(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        field: ClassificationField | Unset = UNSET,
        match: ClassificationMatch | Unset = UNSET,
        category: str | Unset = UNSET,
        category_in: list[str] | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListClassificationRulesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ClassificationRuleList:
        """List classification rules.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_classification_rules.sync_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            field=field,
            match=match,
            category=category,
            category_in=category_in,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ClassificationRuleList, response.parsed)

    def create_classification_rule(
        self,
        *,
        body: ClassificationRuleRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> ClassificationRule:
        """Create classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _create_classification_rule.sync_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ClassificationRule, response.parsed)

    def retrieve_classification_rule(
        self,
        id: int,
    ) -> ClassificationRule:
        """Retrieve classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _retrieve_classification_rule.sync_detailed(
            client=self._client,
            id=id,
        )
        return cast(ClassificationRule, response.parsed)

    def delete_classification_rule(
        self,
        id: int,
    ) -> None:
        """Delete classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        _delete_classification_rule.sync_detailed(
            client=self._client,
            id=id,
        )

    def partial_update_classification_rule(
        self,
        id: int,
        *,
        body: UpdateClassificationRuleRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> ClassificationRule:
        """Partially update classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _partial_update_classification_rule.sync_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ClassificationRule, response.parsed)

    def list_emission_categories(
        self,
        *,
        category: str | Unset = UNSET,
        category_in: list[str] | Unset = UNSET,
        currency: str | Unset = UNSET,
        origin: EmissionFactorOrigin | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListEmissionCategoriesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> EmissionCategoryList:
        """List emission categories.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = _list_emission_categories.sync_detailed(
            client=self._client,
            category=category,
            category_in=category_in,
            currency=currency,
            origin=origin,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(EmissionCategoryList, response.parsed)


class AsyncClassificationRulesOperations:
    """The classification_rules operations of AsyncCanopy, sent to the client of their host."""

    def __init__(self, client: AuthenticatedClient) -> None:
        self._client = client

    async def list_classification_rules(
        self,
        *,
        id: int | Unset = UNSET,
        id_in: list[int] | Unset = UNSET,
        field: ClassificationField | Unset = UNSET,
        match: ClassificationMatch | Unset = UNSET,
        category: str | Unset = UNSET,
        category_in: list[str] | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListClassificationRulesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> ClassificationRuleList:
        """List classification rules.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_classification_rules.asyncio_detailed(
            client=self._client,
            id=id,
            id_in=id_in,
            field=field,
            match=match,
            category=category,
            category_in=category_in,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(ClassificationRuleList, response.parsed)

    async def create_classification_rule(
        self,
        *,
        body: ClassificationRuleRequest,
        idempotency_key: str | Unset = UNSET,
    ) -> ClassificationRule:
        """Create classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _create_classification_rule.asyncio_detailed(
            client=self._client,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ClassificationRule, response.parsed)

    async def retrieve_classification_rule(
        self,
        id: int,
    ) -> ClassificationRule:
        """Retrieve classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _retrieve_classification_rule.asyncio_detailed(
            client=self._client,
            id=id,
        )
        return cast(ClassificationRule, response.parsed)

    async def delete_classification_rule(
        self,
        id: int,
    ) -> None:
        """Delete classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        await _delete_classification_rule.asyncio_detailed(
            client=self._client,
            id=id,
        )

    async def partial_update_classification_rule(
        self,
        id: int,
        *,
        body: UpdateClassificationRuleRequest | Unset = UNSET,
        idempotency_key: str | Unset = UNSET,
    ) -> ClassificationRule:
        """Partially update classification rule.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _partial_update_classification_rule.asyncio_detailed(
            client=self._client,
            id=id,
            body=body,
            idempotency_key=idempotency_key,
        )
        return cast(ClassificationRule, response.parsed)

    async def list_emission_categories(
        self,
        *,
        category: str | Unset = UNSET,
        category_in: list[str] | Unset = UNSET,
        currency: str | Unset = UNSET,
        origin: EmissionFactorOrigin | Unset = UNSET,
        search: str | Unset = UNSET,
        ordering: list[ListEmissionCategoriesOrderingItem] | Unset = UNSET,
        limit: int | Unset = 50,
        offset: int | Unset = 0,
    ) -> EmissionCategoryList:
        """List emission categories.

        Returns the answer's model; raises an errors.APIError (BadRequest, NotFound...) for a 4xx or 5xx.
        """
        response = await _list_emission_categories.asyncio_detailed(
            client=self._client,
            category=category,
            category_in=category_in,
            currency=currency,
            origin=origin,
            search=search,
            ordering=ordering,
            limit=limit,
            offset=offset,
        )
        return cast(EmissionCategoryList, response.parsed)
