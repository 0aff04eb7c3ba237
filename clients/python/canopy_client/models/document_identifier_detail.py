from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.decoded_identifier import DecodedIdentifier


T = TypeVar("T", bound="DocumentIdentifierDetail")


@_attrs_define
class DocumentIdentifierDetail:
    """An identifier attached to a document, with its decoded form.

    Attributes:
        decoded_identifier (DecodedIdentifier): The parts an identifier encodes.
        id (int): The identifier record id.
        identifier (str): The identifier as attached, such as a survey answer's key.
        user_company_id (int): The member who attached it.
    """

    decoded_identifier: DecodedIdentifier
    id: int
    identifier: str
    user_company_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        decoded_identifier = self.decoded_identifier.to_dict()

        id = self.id

        identifier = self.identifier

        user_company_id = self.user_company_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "decoded_identifier": decoded_identifier,
                "id": id,
                "identifier": identifier,
                "user_company_id": user_company_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.decoded_identifier import DecodedIdentifier  # noqa: PLC0415

        d = dict(src_dict)
        decoded_identifier = DecodedIdentifier.from_dict(d.pop("decoded_identifier"))

        id = d.pop("id")

        identifier = d.pop("identifier")

        user_company_id = d.pop("user_company_id")

        document_identifier_detail = cls(
            decoded_identifier=decoded_identifier,
            id=id,
            identifier=identifier,
            user_company_id=user_company_id,
        )

        document_identifier_detail.additional_properties = d
        return document_identifier_detail

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
