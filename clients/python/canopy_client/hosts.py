# Generated from spec/service.yaml and spec/operations/*.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Canopy's four hosts, each with its client: the one place to give the API key and the host URLs.

    from canopy_client.hosts import Canopy
    from canopy_client.api.accounts import retrieve_current_user

    with Canopy("cnp_...", base_url="https://api.example.com") as canopy:  # every host on one URL, or each its own
        me = retrieve_current_user.sync(client=canopy.client_of("accounts"))

Every operation lives in `canopy_client.api.<area>`; its host is the area's (AREA_HOSTS).
"""

from __future__ import annotations

from typing import Any

from canopy_client.client import AuthenticatedClient

__all__ = ["AREA_HOSTS", "DEFAULT_URLS", "Canopy"]

# Each host's URL when nothing else is given (a development server).
DEFAULT_URLS: dict[str, str] = {
    "base": "http://localhost:8000",
    "supply_chain": "http://localhost:8001",
    "ingestion": "http://localhost:8002",
    "data_room": "http://localhost:8003",
}

# The host that serves each area's operations.
AREA_HOSTS: dict[str, str] = {
    "accounts": "base",
    "api_keys": "base",
    "assessment": "supply_chain",
    "classification_rules": "base",
    "countries": "supply_chain",
    "data_imports": "ingestion",
    "documents": "ingestion",
    "due_diligence_statements": "supply_chain",
    "invitations": "base",
    "orders": "supply_chain",
    "origins": "supply_chain",
    "products": "supply_chain",
    "queries": "ingestion",
    "surveys": "data_room",
    "tracing": "supply_chain",
    "transactions": "base",
    "value_chains": "supply_chain",
}


class Canopy:
    """One authenticated client per host, all sending `Authorization: ApiKey <key>`.

    `base_url` alone serves every host from one URL (`canopy serve --combined`); a host's own
    URL (`base_url`, `supply_chain_url`, `ingestion_url`, `data_room_url`) overrides it. Other keyword arguments go
    to each AuthenticatedClient (timeout, headers, raise_on_unexpected_status...).
    """

    def __init__(
        self,
        api_key: str,
        *,
        base_url: str | None = None,
        supply_chain_url: str | None = None,
        ingestion_url: str | None = None,
        data_room_url: str | None = None,
        **options: Any,
    ) -> None:
        given = {
            "base": base_url,
            "supply_chain": supply_chain_url or base_url,
            "ingestion": ingestion_url or base_url,
            "data_room": data_room_url or base_url,
        }
        self.clients = {
            host: AuthenticatedClient(
                base_url=url or DEFAULT_URLS[host],
                token=api_key,
                prefix="ApiKey",
                auth_header_name="Authorization",
                **options,
            )
            for host, url in given.items()
        }

    def __enter__(self) -> Canopy:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Close the connections of every host's client (or use Canopy as a context manager)."""
        for client in self.clients.values():
            client.get_httpx_client().close()

    def client_of(self, area: str) -> AuthenticatedClient:
        """The client of the host that serves `area` (the operation module's package: accounts, orders...)."""
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
