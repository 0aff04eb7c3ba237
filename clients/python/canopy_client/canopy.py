# Generated from spec/service.yaml and spec/operations/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Canopy, the client of the API: one object for the four hosts, each call sent to its host.

    from canopy_client import Canopy
    from canopy_client.models import OrderAction

    with Canopy(base_url="https://canopy.example.com", api_key="cnp_...") as canopy:
        page = canopy.orders.list_orders(order_action=OrderAction.BUYING)

`canopy.<area>.<operation>(...)` returns the typed model of the answer and raises an
errors.APIError (BadRequest, NotFound...) for any 4xx or 5xx. AsyncCanopy is the same, awaited.
The client of each host (`canopy.supply_chain`, `canopy.client_of("orders")`) serves the
operation modules of canopy_client.api too, for an answer's status and headers, and raises the
same errors: they come from a response hook of the host's HTTP client.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any

import httpx

from canopy_client.api.accounts import AccountsOperations, AsyncAccountsOperations
from canopy_client.api.api_keys import ApiKeysOperations, AsyncApiKeysOperations
from canopy_client.api.assessment import AssessmentOperations, AsyncAssessmentOperations
from canopy_client.api.classification_rules import AsyncClassificationRulesOperations, ClassificationRulesOperations
from canopy_client.api.countries import AsyncCountriesOperations, CountriesOperations
from canopy_client.api.data_imports import AsyncDataImportsOperations, DataImportsOperations
from canopy_client.api.documents import AsyncDocumentsOperations, DocumentsOperations
from canopy_client.api.due_diligence_statements import (
    AsyncDueDiligenceStatementsOperations,
    DueDiligenceStatementsOperations,
)
from canopy_client.api.invitations import AsyncInvitationsOperations, InvitationsOperations
from canopy_client.api.orders import AsyncOrdersOperations, OrdersOperations
from canopy_client.api.origins import AsyncOriginsOperations, OriginsOperations
from canopy_client.api.products import AsyncProductsOperations, ProductsOperations
from canopy_client.api.queries import AsyncQueriesOperations, QueriesOperations
from canopy_client.api.surveys import AsyncSurveysOperations, SurveysOperations
from canopy_client.api.tracing import AsyncTracingOperations, TracingOperations
from canopy_client.api.transactions import AsyncTransactionsOperations, TransactionsOperations
from canopy_client.api.value_chains import AsyncValueChainsOperations, ValueChainsOperations
from canopy_client.client import AuthenticatedClient
from canopy_client.errors import raise_for_status, raise_for_status_async
from canopy_client.hosts import AREA_HOSTS, DEFAULT_URLS

__all__ = ["API_KEY_VARIABLE", "DEFAULT_TIMEOUT", "AsyncCanopy", "Canopy"]

# The environment variable the API key is read from when none is given.
API_KEY_VARIABLE = "CANOPY_API_KEY"
# Longer than the server lets a request wait for the database (30 s), so that a slow request gets
# the server's answer (a 503 saying to retry) rather than a timeout that leaves its outcome unknown.
DEFAULT_TIMEOUT = httpx.Timeout(60.0, connect=10.0)


def _host_urls(base_url: str | None, own: Mapping[str, str | None]) -> dict[str, str]:
    """Each host's URL: its own when given, else base_url (every host on one URL), else the development server's."""
    return {host: own.get(host) or base_url or url for host, url in DEFAULT_URLS.items()}


def _headers(api_key: str | None, headers: Mapping[str, str] | None) -> dict[str, str]:
    # Without a key only the anonymous operations answer (an invitation's lookup and acceptance).
    return {**(headers or {}), **({"Authorization": f"ApiKey {api_key}"} if api_key else {})}


def _event_hooks(options: dict[str, Any], hook: Callable[[httpx.Response], Any]) -> dict[str, list[Any]]:
    """The caller's event hooks (from httpx_options), with the hook raising APIError run last."""
    given: dict[str, list[Any]] = dict(options.pop("event_hooks", None) or {})
    return {**given, "response": [*given.get("response", []), hook]}


def _host_client(url: str, api_key: str | None, http: httpx.Client | httpx.AsyncClient) -> AuthenticatedClient:
    # The operation modules take an AuthenticatedClient; its HTTP client is the one made here, which
    # carries the key (or none) and the hook, so the token given it is never sent.
    client = AuthenticatedClient(base_url=url, token=api_key or "", prefix="ApiKey", raise_on_unexpected_status=True)
    if isinstance(http, httpx.AsyncClient):
        return client.set_async_httpx_client(http)
    return client.set_httpx_client(http)


class Canopy:
    """The API's client: `canopy.<area>.<operation>(...)`, sent to the host serving the area.

    base_url: the URL of every host (`canopy serve --combined`), and the base host's.
    A host's own URL, in place of base_url: supply_chain_url, ingestion_url, data_room_url.
    A host given neither is the development server's (DEFAULT_URLS).
    api_key: sent as `Authorization: ApiKey <key>`; when not given, the CANOPY_API_KEY environment
    variable's. timeout: an httpx timeout (DEFAULT_TIMEOUT). headers: sent with every request.
    Other keyword arguments go to each host's httpx.Client (verify, proxy, transport, limits...).
    Close it with `canopy.close()`, or use it as `with`.
    """

    accounts: AccountsOperations
    api_keys: ApiKeysOperations
    assessment: AssessmentOperations
    classification_rules: ClassificationRulesOperations
    countries: CountriesOperations
    data_imports: DataImportsOperations
    documents: DocumentsOperations
    due_diligence_statements: DueDiligenceStatementsOperations
    invitations: InvitationsOperations
    orders: OrdersOperations
    origins: OriginsOperations
    products: ProductsOperations
    queries: QueriesOperations
    surveys: SurveysOperations
    tracing: TracingOperations
    transactions: TransactionsOperations
    value_chains: ValueChainsOperations

    def __init__(
        self,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        supply_chain_url: str | None = None,
        ingestion_url: str | None = None,
        data_room_url: str | None = None,
        timeout: float | httpx.Timeout | None = DEFAULT_TIMEOUT,
        headers: Mapping[str, str] | None = None,
        **httpx_options: Any,
    ) -> None:
        urls = _host_urls(
            base_url,
            {
                "supply_chain": supply_chain_url,
                "ingestion": ingestion_url,
                "data_room": data_room_url,
            },
        )
        key = api_key if api_key is not None else os.environ.get(API_KEY_VARIABLE)
        sent = _headers(key, headers)
        hooks = _event_hooks(httpx_options, raise_for_status)
        # One HTTP client per distinct URL: hosts served on one URL share its connections.
        self._http = {
            url: httpx.Client(base_url=url, headers=sent, timeout=timeout, event_hooks=hooks, **httpx_options)
            for url in dict.fromkeys(urls.values())
        }
        self.clients: dict[str, AuthenticatedClient] = {
            host: _host_client(url, key, self._http[url]) for host, url in urls.items()
        }
        self.accounts = AccountsOperations(self.client_of("accounts"))
        self.api_keys = ApiKeysOperations(self.client_of("api_keys"))
        self.assessment = AssessmentOperations(self.client_of("assessment"))
        self.classification_rules = ClassificationRulesOperations(self.client_of("classification_rules"))
        self.countries = CountriesOperations(self.client_of("countries"))
        self.data_imports = DataImportsOperations(self.client_of("data_imports"))
        self.documents = DocumentsOperations(self.client_of("documents"))
        self.due_diligence_statements = DueDiligenceStatementsOperations(self.client_of("due_diligence_statements"))
        self.invitations = InvitationsOperations(self.client_of("invitations"))
        self.orders = OrdersOperations(self.client_of("orders"))
        self.origins = OriginsOperations(self.client_of("origins"))
        self.products = ProductsOperations(self.client_of("products"))
        self.queries = QueriesOperations(self.client_of("queries"))
        self.surveys = SurveysOperations(self.client_of("surveys"))
        self.tracing = TracingOperations(self.client_of("tracing"))
        self.transactions = TransactionsOperations(self.client_of("transactions"))
        self.value_chains = ValueChainsOperations(self.client_of("value_chains"))

    def __enter__(self) -> Canopy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close every host's connections."""
        for http in self._http.values():
            http.close()

    def client_of(self, area: str) -> AuthenticatedClient:
        """The client of the host serving `area` (the package of an operation's module: orders, documents...)."""
        return self.clients[AREA_HOSTS[area]]

    @property
    def base(self) -> AuthenticatedClient:
        """The client of the base host: accounts, workspaces, members, invitations, financial transactions."""
        return self.clients["base"]

    @property
    def supply_chain(self) -> AuthenticatedClient:
        """The client of the supply_chain host: orders and the other supply-chain areas."""
        return self.clients["supply_chain"]

    @property
    def ingestion(self) -> AuthenticatedClient:
        """The client of the ingestion host: documents, data import runs, knowledge-base queries."""
        return self.clients["ingestion"]

    @property
    def data_room(self) -> AuthenticatedClient:
        """The client of the data_room host: surveys, submissions, data points."""
        return self.clients["data_room"]


class AsyncCanopy:
    """The API's client: `await canopy.<area>.<operation>(...)`, sent to the host serving the area.

    base_url: the URL of every host (`canopy serve --combined`), and the base host's.
    A host's own URL, in place of base_url: supply_chain_url, ingestion_url, data_room_url.
    A host given neither is the development server's (DEFAULT_URLS).
    api_key: sent as `Authorization: ApiKey <key>`; when not given, the CANOPY_API_KEY environment
    variable's. timeout: an httpx timeout (DEFAULT_TIMEOUT). headers: sent with every request.
    Other keyword arguments go to each host's httpx.AsyncClient (verify, proxy, transport, limits...).
    Close it with `await canopy.aclose()`, or use it as `async with`.
    """

    accounts: AsyncAccountsOperations
    api_keys: AsyncApiKeysOperations
    assessment: AsyncAssessmentOperations
    classification_rules: AsyncClassificationRulesOperations
    countries: AsyncCountriesOperations
    data_imports: AsyncDataImportsOperations
    documents: AsyncDocumentsOperations
    due_diligence_statements: AsyncDueDiligenceStatementsOperations
    invitations: AsyncInvitationsOperations
    orders: AsyncOrdersOperations
    origins: AsyncOriginsOperations
    products: AsyncProductsOperations
    queries: AsyncQueriesOperations
    surveys: AsyncSurveysOperations
    tracing: AsyncTracingOperations
    transactions: AsyncTransactionsOperations
    value_chains: AsyncValueChainsOperations

    def __init__(
        self,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        supply_chain_url: str | None = None,
        ingestion_url: str | None = None,
        data_room_url: str | None = None,
        timeout: float | httpx.Timeout | None = DEFAULT_TIMEOUT,
        headers: Mapping[str, str] | None = None,
        **httpx_options: Any,
    ) -> None:
        urls = _host_urls(
            base_url,
            {
                "supply_chain": supply_chain_url,
                "ingestion": ingestion_url,
                "data_room": data_room_url,
            },
        )
        key = api_key if api_key is not None else os.environ.get(API_KEY_VARIABLE)
        sent = _headers(key, headers)
        hooks = _event_hooks(httpx_options, raise_for_status_async)
        # One HTTP client per distinct URL: hosts served on one URL share its connections.
        self._http = {
            url: httpx.AsyncClient(base_url=url, headers=sent, timeout=timeout, event_hooks=hooks, **httpx_options)
            for url in dict.fromkeys(urls.values())
        }
        self.clients: dict[str, AuthenticatedClient] = {
            host: _host_client(url, key, self._http[url]) for host, url in urls.items()
        }
        self.accounts = AsyncAccountsOperations(self.client_of("accounts"))
        self.api_keys = AsyncApiKeysOperations(self.client_of("api_keys"))
        self.assessment = AsyncAssessmentOperations(self.client_of("assessment"))
        self.classification_rules = AsyncClassificationRulesOperations(self.client_of("classification_rules"))
        self.countries = AsyncCountriesOperations(self.client_of("countries"))
        self.data_imports = AsyncDataImportsOperations(self.client_of("data_imports"))
        self.documents = AsyncDocumentsOperations(self.client_of("documents"))
        self.due_diligence_statements = AsyncDueDiligenceStatementsOperations(
            self.client_of("due_diligence_statements")
        )
        self.invitations = AsyncInvitationsOperations(self.client_of("invitations"))
        self.orders = AsyncOrdersOperations(self.client_of("orders"))
        self.origins = AsyncOriginsOperations(self.client_of("origins"))
        self.products = AsyncProductsOperations(self.client_of("products"))
        self.queries = AsyncQueriesOperations(self.client_of("queries"))
        self.surveys = AsyncSurveysOperations(self.client_of("surveys"))
        self.tracing = AsyncTracingOperations(self.client_of("tracing"))
        self.transactions = AsyncTransactionsOperations(self.client_of("transactions"))
        self.value_chains = AsyncValueChainsOperations(self.client_of("value_chains"))

    async def __aenter__(self) -> AsyncCanopy:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close every host's connections."""
        for http in self._http.values():
            await http.aclose()

    def client_of(self, area: str) -> AuthenticatedClient:
        """The client of the host serving `area` (the package of an operation's module: orders, documents...)."""
        return self.clients[AREA_HOSTS[area]]

    @property
    def base(self) -> AuthenticatedClient:
        """The client of the base host: accounts, workspaces, members, invitations, financial transactions."""
        return self.clients["base"]

    @property
    def supply_chain(self) -> AuthenticatedClient:
        """The client of the supply_chain host: orders and the other supply-chain areas."""
        return self.clients["supply_chain"]

    @property
    def ingestion(self) -> AuthenticatedClient:
        """The client of the ingestion host: documents, data import runs, knowledge-base queries."""
        return self.clients["ingestion"]

    @property
    def data_room(self) -> AuthenticatedClient:
        """The client of the data_room host: surveys, submissions, data points."""
        return self.clients["data_room"]
