"""The emission categories of a workspace with the factor each uses (decision emission_categories):
a class mapped to a SELECT, not a table, for CR6's list and the category check of CR2 and CR4
(services/classification_rules/categories.py).

    emission_categories (one row per category and currency)
    ├── the workspace's own factors (emission_factors)           origin "workspace"
    └── the shipped defaults (domain/emission_factors.csv) of
        the categories the workspace has no factor of its own for  origin "default"

The shipped defaults are constants of the statement, so the list is filtered, searched, ordered
and paged by the runtime as every list is (services/listing.py). Both reads of emission_factors
are the ORM's, inside the statement: the session's tenancy criteria reach them as they reach any
subquery (db/session.py), so another workspace's factors are neither listed nor hide a default;
and row-level security holds them on PostgreSQL.

It is mapped by a registry of its own, not Base's: it is no table, so Alembic, the migrations'
tests and the tenant tables (db/tables.py) never see it.
"""

from __future__ import annotations

from sqlalchemy import Integer, String, Subquery, exists, literal, select, union_all
from sqlalchemy.orm import Mapped, registry

from handwritten.db.transactions import EmissionFactor
from handwritten.domain.emissions import default_factors

__all__ = ["DEFAULT", "WORKSPACE", "EmissionCategory"]

DEFAULT, WORKSPACE = "default", "workspace"  # the origins (enum EmissionFactorOrigin)
E = EmissionFactor


def _shipped() -> Subquery:
    """The shipped factors as rows of constants."""
    return union_all(
        *(
            select(
                literal(factor.category, String).label("category"),
                literal(factor.currency, String).label("currency"),
                literal(str(factor.kg_co2e_per_unit), String).label("kg_co2e_per_unit"),
                literal(factor.source, String).label("source"),
                literal(factor.year, Integer).label("year"),
            )
            for factor in default_factors().values()
        )
    ).subquery("shipped_factors")


def _in_use() -> Subquery:
    shipped = _shipped()
    own = select(
        E.category.label("category"),
        E.currency.label("currency"),
        E.kg_co2e_per_unit.label("kg_co2e_per_unit"),
        E.source.label("source"),
        E.year.label("year"),
        literal(WORKSPACE, String).label("origin"),
    )
    defaults = select(
        shipped.c.category,
        shipped.c.currency,
        shipped.c.kg_co2e_per_unit,
        shipped.c.source,
        shipped.c.year,
        literal(DEFAULT, String).label("origin"),
    ).where(~exists().where(E.category == shipped.c.category))
    return union_all(own, defaults).subquery("emission_categories")


class EmissionCategory:
    """A category and the factor it uses in one currency; (category, currency) names a row."""

    category: Mapped[str]
    currency: Mapped[str]
    kg_co2e_per_unit: Mapped[str]
    source: Mapped[str]
    year: Mapped[int]
    origin: Mapped[str]


_VIEW = _in_use()
registry().map_imperatively(
    EmissionCategory,
    _VIEW,
    primary_key=[_VIEW.c.category, _VIEW.c.currency],
)
