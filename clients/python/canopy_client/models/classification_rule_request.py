from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.classification_field import ClassificationField
from ..models.classification_match import ClassificationMatch
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClassificationRuleRequest")


@_attrs_define
class ClassificationRuleRequest:
    """Body of a classification rule's creation (CR2).

    Decision (How financial transactions are classified (CR1–CR5)): A workspace's classification rules each compare one
    field of a transaction (ledger, vendor_name or description; a null field matches nothing) with a pattern: exact (the
    whole text, ignoring case and surrounding spaces), contains (ignoring case) or regex (Python regular expression
    searched anywhere, ignoring case; one that does not compile is a 400 on pattern). A transaction matched by at least
    one rule is classified (classified true) in the category of its highest-priority match (ties: the older rule);
    confidence_status is confident when an exact rule is among the matches (whatever its priority) and every matching
    rule names the same category, needs_attention otherwise (only contains or regex rules matched, or the matching rules
    disagree) and for a transaction no rule matches. Transactions are classified when imported and, after a rule is
    created, changed or deleted, all again by the transactions.classify job (durable, enqueued with the change), in
    batches; classification (with the emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
    (handwritten/services/transactions/classifiers.py), this being its default, "rules".

        Attributes:
            category (str): One of the workspace's emission categories (CR6), such as air_travel.

                Decision (Which emission categories a workspace has, and what a classification rule may name): The emission
                categories of a workspace are those of the shipped default factors (handwritten/domain/emission_factors.csv) and
                those of the factors it imported (import run "emission_factor"). CR6 (extension, GET /api/emission-categories/,
                permission view_classificationrule) lists the factor each category uses, one row per category and currency: the
                workspace's own factors (origin workspace), and the shipped default of each category the workspace has no factor
                of its own for (origin default; a default the workspace replaced is not listed, as decision
                transaction_emissions never applies it). Each row gives category, kg_co2e_per_unit (the exact decimal text, as
                DRF's DecimalField renders it), unit (kg CO2e per one unit of currency, such as "kg CO2e/USD"), currency,
                source, year and origin. It is filtered by category (and __in), currency and origin, searched over category and
                source, ordered by category (default), currency, year or origin, category then currency breaking ties, and paged
                as every list. Another workspace's factors are neither listed nor hide a default. CR2 refuses a category that is
                not among them with a 400 on category naming them, such as {"category": ["\\"purchased_energy\\" is not an
                emission category of this workspace: choose one of accounting, air_travel, ..., or import an emission factor for
                it first (import run emission_factor)."]}, and so does CR4 when its body gives a category; a category the
                workspace imported a factor for is accepted, whether or not the shipped factors have it. Rules written before
                are not checked again.
            field (ClassificationField): Decision (How financial transactions are classified (CR1–CR5)): A workspace's
                classification rules each compare one field of a transaction (ledger, vendor_name or description; a null field
                matches nothing) with a pattern: exact (the whole text, ignoring case and surrounding spaces), contains
                (ignoring case) or regex (Python regular expression searched anywhere, ignoring case; one that does not compile
                is a 400 on pattern). A transaction matched by at least one rule is classified (classified true) in the category
                of its highest-priority match (ties: the older rule); confidence_status is confident when an exact rule is among
                the matches (whatever its priority) and every matching rule names the same category, needs_attention otherwise
                (only contains or regex rules matched, or the matching rules disagree) and for a transaction no rule matches.
                Transactions are classified when imported and, after a rule is created, changed or deleted, all again by the
                transactions.classify job (durable, enqueued with the change), in batches; classification (with the emissions)
                is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER (handwritten/services/transactions/classifiers.py), this
                being its default, "rules".
            match (ClassificationMatch): exact: the whole text, ignoring case; contains: the pattern anywhere in it,
                ignoring case; regex: a regular expression found in it, ignoring case.

                Decision (How financial transactions are classified (CR1–CR5)): A workspace's classification rules each compare
                one field of a transaction (ledger, vendor_name or description; a null field matches nothing) with a pattern:
                exact (the whole text, ignoring case and surrounding spaces), contains (ignoring case) or regex (Python regular
                expression searched anywhere, ignoring case; one that does not compile is a 400 on pattern). A transaction
                matched by at least one rule is classified (classified true) in the category of its highest-priority match
                (ties: the older rule); confidence_status is confident when an exact rule is among the matches (whatever its
                priority) and every matching rule names the same category, needs_attention otherwise (only contains or regex
                rules matched, or the matching rules disagree) and for a transaction no rule matches. Transactions are
                classified when imported and, after a rule is created, changed or deleted, all again by the
                transactions.classify job (durable, enqueued with the change), in batches; classification (with the emissions)
                is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER (handwritten/services/transactions/classifiers.py), this
                being its default, "rules".
            pattern (str): A regular expression must compile (Python syntax).
            created_at (datetime.datetime | Unset):
            id (int | Unset):
            priority (int | Unset):  Default: 0.
            updated_at (datetime.datetime | Unset):
    """

    category: str
    field: ClassificationField
    match: ClassificationMatch
    pattern: str
    created_at: datetime.datetime | Unset = UNSET
    id: int | Unset = UNSET
    priority: int | Unset = 0
    updated_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        field = self.field.value

        match = self.match.value

        pattern = self.pattern

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        id = self.id

        priority = self.priority

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "category": category,
                "field": field,
                "match": match,
                "pattern": pattern,
            }
        )
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if id is not UNSET:
            field_dict["id"] = id
        if priority is not UNSET:
            field_dict["priority"] = priority
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        field = ClassificationField(d.pop("field"))

        match = ClassificationMatch(d.pop("match"))

        pattern = d.pop("pattern")

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        id = d.pop("id", UNSET)

        priority = d.pop("priority", UNSET)

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        classification_rule_request = cls(
            category=category,
            field=field,
            match=match,
            pattern=pattern,
            created_at=created_at,
            id=id,
            priority=priority,
            updated_at=updated_at,
        )

        return classification_rule_request
