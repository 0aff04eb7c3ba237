"""How transactions are classified and their emissions computed: a plug-in, chosen by
CANOPY_TRANSACTION_CLASSIFIER (decisions transaction_classification, transaction_emissions).

A classifier loads what it needs once per run (`load`, in the job's transaction) and returns a
pure function from a transaction's fields to its classification and emissions, which the
transactions.classify job applies to every row in batches. The default, "rules", is the
workspace's classification rules with spend-based factors; another (a machine-learned model, a
provider's service) registers itself with `register` and is chosen by name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from decimal import Decimal
from typing import Protocol

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from handwritten.db.transactions import ClassificationRule, EmissionFactor, ExchangeRate
from handwritten.domain.classification import Rule, classify, ordered
from handwritten.domain.emissions import Factor, emissions


@dataclass(frozen=True, slots=True)
class TransactionView:
    """What a classifier reads of a transaction."""

    ledger: str
    vendor_name: str | None
    description: str | None
    net_amount: Decimal
    currency: str
    date: datetime


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a classifier decides: the stored fields of a classified transaction."""

    classified: bool
    category: str | None
    confidence_status: str
    total_co2_kg: str
    emissions: str


Classify = Callable[[TransactionView], Outcome]


class Classifier(Protocol):
    name: str

    async def load(self, session: AsyncSession) -> Classify:
        """Read what classifying the session's workspace needs, once; the function that classifies."""
        ...


class RulesClassifier:
    """The default: the workspace's rules (domain/classification.py) and spend-based factors
    (domain/emissions.py) with its own factors and exchange rates."""

    name = "rules"

    async def load(self, session: AsyncSession) -> Classify:
        rules = ordered(
            [
                Rule(r.id, r.field, r.match, r.pattern, r.category, r.priority)
                for r in await session.scalars(select(ClassificationRule))
            ]
        )
        factors = {
            (f.category, f.currency): Factor(f.category, f.currency, Decimal(f.kg_co2e_per_unit), f.source, f.year)
            for f in await session.scalars(select(EmissionFactor))
        }
        rates = {
            (r.currency, r.to_currency, r.year): Decimal(r.rate) for r in await session.scalars(select(ExchangeRate))
        }

        def run(row: TransactionView) -> Outcome:
            found = classify(
                {"ledger": row.ledger, "vendor_name": row.vendor_name, "description": row.description}, rules
            )
            spent = emissions(
                category=found.category,
                amount=row.net_amount,
                currency=row.currency,
                year=row.date.year,
                factors=factors,
                rates=rates,
            )
            return Outcome(
                found.classified, found.category, found.confidence_status, spent.total_co2_kg, spent.emissions
            )

        return run


_CLASSIFIERS: dict[str, Classifier] = {"rules": RulesClassifier()}


def register(classifier: Classifier) -> None:
    if classifier.name in _CLASSIFIERS and _CLASSIFIERS[classifier.name] is not classifier:
        raise ValueError(f"a classifier named {classifier.name!r} is registered already")
    _CLASSIFIERS[classifier.name] = classifier


def classifier_for(name: str) -> Classifier:
    """The classifier `name`; ValueError naming the known ones otherwise."""
    found = _CLASSIFIERS.get(name)
    if found is None:
        raise ValueError(
            f"CANOPY_TRANSACTION_CLASSIFIER={name!r} is not a classifier; known: {', '.join(sorted(_CLASSIFIERS))}"
        )
    return found
