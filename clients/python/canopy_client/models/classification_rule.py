from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.classification_field import ClassificationField
from ..models.classification_match import ClassificationMatch

T = TypeVar("T", bound="ClassificationRule")


@_attrs_define
class ClassificationRule:
    """A rule classifying the workspace's financial transactions in an emission category.

    Decision: [transaction_classification](/api/docs/decisions.html#transaction_classification).

        Attributes:
            category (str): The emission category, such as air_travel.
            created_at (datetime.datetime):
            field (ClassificationField): Decision:
                [transaction_classification](/api/docs/decisions.html#transaction_classification).
            id (int): The rule id.
            match (ClassificationMatch): exact: the whole text, ignoring case; contains: the pattern anywhere in it,
                ignoring case; regex: a regular expression found in it, ignoring case.

                Decision: [transaction_classification](/api/docs/decisions.html#transaction_classification).
            pattern (str): The text compared (exact, contains: ignoring case) or the regular expression (Python syntax,
                searched anywhere, ignoring case).
            priority (int): Higher first when several rules match.
            updated_at (datetime.datetime):
    """

    category: str
    created_at: datetime.datetime
    field: ClassificationField
    id: int
    match: ClassificationMatch
    pattern: str
    priority: int
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        category = self.category

        created_at = self.created_at.isoformat()

        field = self.field.value

        id = self.id

        match = self.match.value

        pattern = self.pattern

        priority = self.priority

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "category": category,
                "created_at": created_at,
                "field": field,
                "id": id,
                "match": match,
                "pattern": pattern,
                "priority": priority,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        category = d.pop("category")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        field = ClassificationField(d.pop("field"))

        id = d.pop("id")

        match = ClassificationMatch(d.pop("match"))

        pattern = d.pop("pattern")

        priority = d.pop("priority")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        classification_rule = cls(
            category=category,
            created_at=created_at,
            field=field,
            id=id,
            match=match,
            pattern=pattern,
            priority=priority,
            updated_at=updated_at,
        )

        classification_rule.additional_properties = d
        return classification_rule

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
