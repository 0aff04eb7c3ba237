from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SwitchWorkspaceRequest")


@_attrs_define
class SwitchWorkspaceRequest:
    """
    Attributes:
        company_id (int): A workspace id from the workspace list.
    """

    company_id: int

    def to_dict(self) -> dict[str, Any]:
        company_id = self.company_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "company_id": company_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        company_id = d.pop("company_id")

        switch_workspace_request = cls(
            company_id=company_id,
        )

        return switch_workspace_request
