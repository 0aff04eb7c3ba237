from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DecodedIdentifierGrouping")


@_attrs_define
class DecodedIdentifierGrouping:
    """
    Attributes:
        domain (str):
        module (str):
        related_app_label (str):
        related_model (str):
        related_object_id (str):
    """

    domain: str
    module: str
    related_app_label: str
    related_model: str
    related_object_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        domain = self.domain

        module = self.module

        related_app_label = self.related_app_label

        related_model = self.related_model

        related_object_id = self.related_object_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "domain": domain,
                "module": module,
                "related_app_label": related_app_label,
                "related_model": related_model,
                "related_object_id": related_object_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        domain = d.pop("domain")

        module = d.pop("module")

        related_app_label = d.pop("related_app_label")

        related_model = d.pop("related_model")

        related_object_id = d.pop("related_object_id")

        decoded_identifier_grouping = cls(
            domain=domain,
            module=module,
            related_app_label=related_app_label,
            related_model=related_model,
            related_object_id=related_object_id,
        )

        decoded_identifier_grouping.additional_properties = d
        return decoded_identifier_grouping

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
