# Generated from templates/sdk_init.py.jinja; do not edit.
# Change the spec or templates/ and run `make generate`.
"""Canopy's Python client (it replaces openapi-python-client's package __init__).

    from canopy_client import Canopy

    with Canopy(base_url="https://canopy.example.com", api_key="cnp_...") as canopy:
        page = canopy.orders.list_orders(order_action=OrderAction.BUYING)

The models are in canopy_client.models, the errors in canopy_client.errors, and each operation's
module (sync_detailed and the rest, for the answer's status and headers) in
canopy_client.api.<area>.<operation>.
"""

from .canopy import AsyncCanopy, Canopy
from .client import AuthenticatedClient, Client
from .errors import (
    APIError,
    BadRequest,
    CanopyError,
    Conflict,
    NotFound,
    PermissionDenied,
    RateLimited,
    ServerError,
    Unauthorized,
    UnexpectedStatus,
)

__all__ = [
    "APIError",
    "AsyncCanopy",
    "AuthenticatedClient",
    "BadRequest",
    "Canopy",
    "CanopyError",
    "Client",
    "Conflict",
    "NotFound",
    "PermissionDenied",
    "RateLimited",
    "ServerError",
    "Unauthorized",
    "UnexpectedStatus",
]
