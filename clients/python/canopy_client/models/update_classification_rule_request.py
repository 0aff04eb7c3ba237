from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.classification_field import ClassificationField
from ..models.classification_match import ClassificationMatch
from ..types import UNSET, Unset

T = TypeVar("T", bound="UpdateClassificationRuleRequest")


@_attrs_define
class UpdateClassificationRuleRequest:
    """Body of a classification rule's partial update (CR4); every field optional.

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
            category (str | Unset): One of the workspace's emission categories (CR6), such as air_travel.

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
            created_at (datetime.datetime | Unset):
            field (ClassificationField | Unset): Decision (How financial transactions are classified (CR1–CR5)): A
                workspace's classification rules each compare one field of a transaction (ledger, vendor_name or description; a
                null field matches nothing) with a pattern: exact (the whole text, ignoring case and surrounding spaces),
                contains (ignoring case) or regex (Python regular expression searched anywhere, ignoring case; one that does not
                compile is a 400 on pattern). A transaction matched by at least one rule is classified (classified true) in the
                category of its highest-priority match (ties: the older rule); confidence_status is confident when an exact rule
                is among the matches (whatever its priority) and every matching rule names the same category, needs_attention
                otherwise (only contains or regex rules matched, or the matching rules disagree) and for a transaction no rule
                matches. Transactions are classified when imported and, after a rule is created, changed or deleted, all again
                by the transactions.classify job (durable, enqueued with the change), in batches; classification (with the
                emissions) is a plug-in chosen by CANOPY_TRANSACTION_CLASSIFIER
                (handwritten/services/transactions/classifiers.py), this being its default, "rules".
            id (int | Unset):
            match (ClassificationMatch | Unset): exact: the whole text, ignoring case; contains: the pattern anywhere in it,
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
            pattern (str | Unset): A regular expression must compile (Python syntax).
            priority (int | Unset):
            updated_at (datetime.datetime | Unset):
    """

    category: str | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    field: ClassificationField | Unset = UNSET
    id: int | Unset = UNSET
    match: ClassificationMatch | Unset = UNSET
    pattern: str | Unset = UNSET
    priority: int | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        field: str | Unset = UNSET
        if not isinstance(self.field, Unset):
            field = self.field.value

        id = self.id

        match: str | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.value

        pattern = self.pattern

        priority = self.priority

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if category is not UNSET:
            field_dict["category"] = category
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if field is not UNSET:
            field_dict["field"] = field
        if id is not UNSET:
            field_dict["id"] = id
        if match is not UNSET:
            field_dict["match"] = match
        if pattern is not UNSET:
            field_dict["pattern"] = pattern
        if priority is not UNSET:
            field_dict["priority"] = priority
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category", UNSET)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        _field = d.pop("field", UNSET)
        field: ClassificationField | Unset
        if isinstance(_field, Unset):
            field = UNSET
        else:
            field = ClassificationField(_field)

        id = d.pop("id", UNSET)

        _match = d.pop("match", UNSET)
        match: ClassificationMatch | Unset
        if isinstance(_match, Unset):
            match = UNSET
        else:
            match = ClassificationMatch(_match)

        pattern = d.pop("pattern", UNSET)

        priority = d.pop("priority", UNSET)

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        update_classification_rule_request = cls(
            category=category,
            created_at=created_at,
            field=field,
            id=id,
            match=match,
            pattern=pattern,
            priority=priority,
            updated_at=updated_at,
        )

        return update_classification_rule_request
