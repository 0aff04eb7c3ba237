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

    Decision: [transaction_classification](/api/docs/decisions.html#transaction_classification).

        Attributes:
            category (str): One of the workspace's emission categories (CR6), such as air_travel.

                Decision: [emission_categories](/api/docs/decisions.html#emission_categories).
            field (ClassificationField): Decision:
                [transaction_classification](/api/docs/decisions.html#transaction_classification).
            match (ClassificationMatch): exact: the whole text, ignoring case; contains: the pattern anywhere in it,
                ignoring case; regex: a regular expression found in it, ignoring case.

                Decision: [transaction_classification](/api/docs/decisions.html#transaction_classification).
            pattern (str): A regular expression must compile (Python syntax).
            created_at (datetime.datetime | Unset):
            id (int | Unset): The rule id.
            priority (int | Unset): Higher wins when several rules match; -1000 to 1000. Default: 0.
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
