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

    Decision: [transaction_classification](/api/docs/decisions.html#transaction_classification).

        Attributes:
            category (str | Unset): One of the workspace's emission categories (CR6), such as air_travel.

                Decision: [emission_categories](/api/docs/decisions.html#emission_categories).
            created_at (datetime.datetime | Unset):
            field (ClassificationField | Unset): Decision:
                [transaction_classification](/api/docs/decisions.html#transaction_classification).
            id (int | Unset): The rule id.
            match (ClassificationMatch | Unset): exact: the whole text, ignoring case; contains: the pattern anywhere in it,
                ignoring case; regex: a regular expression found in it, ignoring case.

                Decision: [transaction_classification](/api/docs/decisions.html#transaction_classification).
            pattern (str | Unset): A regular expression must compile (Python syntax).
            priority (int | Unset): Higher wins when several rules match; -1000 to 1000.
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
