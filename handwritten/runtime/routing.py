"""Paths resolve as Django resolves them: a literal path is never taken for a path parameter.

Starlette picks the first route matching both path and method, so `GET /invitations/renew/`
would reach `GET /invitations/{id}/` with id "renew", and `DELETE /invitations/renew/` would
name GET in its Allow header. Django resolves the path alone, in order, with literal action
routes before the detail route: the literal route owns the path, and a method it lacks is a
405 naming only its methods. `literal_paths_win` gives routes that behaviour.

`prefixes_first` makes the search for a request's route cheaper: FastAPI tries every route in
order, each with its regular expression and its own bookkeeping. A route whose path does not start
with the literal part of its pattern cannot match it, and now says so with one string comparison
first, which matters most for the routes that come late in the combined app's order.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from starlette._utils import get_route_path  # what Route.matches compares: the path below root_path
from starlette.routing import BaseRoute, Match, Route
from starlette.types import Scope


def literal_paths_win(routes: Iterable[BaseRoute]) -> None:
    """Make each route with path parameters refuse the literal paths of the other routes it would match."""
    routes = list(routes)
    literal = {r.path for r in routes if isinstance(r, Route) and not r.param_convertors}
    for route in routes:
        if isinstance(route, Route) and route.param_convertors:
            taken = frozenset(path for path in literal if route.path_regex.match(path))
            if taken:
                setattr(route, "matches", _refusing(route, taken))  # noqa: B010 - replaces the bound method


def _refusing(route: Route, taken: frozenset[str]) -> Any:
    matches = route.matches

    def refusing(scope: Scope) -> tuple[Match, Scope]:
        if scope.get("path") in taken:
            return Match.NONE, {}
        return matches(scope)

    return refusing


def prefixes_first(routes: Iterable[BaseRoute]) -> None:
    """Make each route refuse at once a path that does not start with its pattern's literal part.

    The order of the routes and what each matches are unchanged: a path the prefix refuses is one
    its regular expression would refuse too. Apply it after literal_paths_win, so that it runs first.
    """
    for route in routes:
        if isinstance(route, Route):
            prefix = route.path_format.partition("{")[0]
            setattr(route, "matches", _prefixed(route, prefix))  # noqa: B010 - replaces the bound method


def _prefixed(route: Route, prefix: str) -> Any:
    matches = route.matches

    def prefixed(scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] == "http" and not get_route_path(scope).startswith(prefix):
            return Match.NONE, {}
        return matches(scope)

    return prefixed
