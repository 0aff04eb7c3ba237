from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FolderDetail")


@_attrs_define
class FolderDetail:
    """A document folder, inline; child counts are not part of the inline form.

    Attributes:
        id (int):
        name (str):
        parent (int | None): The parent folder id; null for a folder at the top.

            Decision (Response fields without a value): A response field is null when the data has no value for it rather
            than an invented one: an order's value_chain_detail when value_chain is null, border_cross_country when its code
            is null, buyer_company and seller_company with their ids when the body left them null; an order item's products,
            volume, unit, line_number, external_id and metadata when the item was written without them; a document's source,
            file_size and uploaded_at before its upload is confirmed; a query log's query_lookup_key when none was given.
    """

    id: int
    name: str
    parent: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        parent: int | None
        parent = self.parent

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "parent": parent,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_parent(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        parent = _parse_parent(d.pop("parent"))

        folder_detail = cls(
            id=id,
            name=name,
            parent=parent,
        )

        folder_detail.additional_properties = d
        return folder_detail

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
