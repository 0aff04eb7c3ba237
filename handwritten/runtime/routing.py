"""Paths resolve as Django resolves them: a literal path is never taken for a path parameter.

Starlette picks the first route matching both path and method, so `GET /invitations/renew/`
would reach `GET /invitations/{id}/` with id "renew", and `DELETE /invitations/renew/` would
name GET in its Allow header. Django resolves the path alone, in order, with literal action
routes before the detail route: the literal route owns the path, and a method it lacks is a
405 naming only its methods. `literal_paths_win` gives routes that behaviour.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

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
