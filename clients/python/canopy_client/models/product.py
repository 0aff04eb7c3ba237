from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.assessment_status import AssessmentStatus
from ..models.commodity import Commodity
from ..models.composition import Composition

if TYPE_CHECKING:
    from ..models.due_diligence_statement import DueDiligenceStatement
    from ..models.product_metadata import ProductMetadata


T = TypeVar("T", bound="Product")


@_attrs_define
class Product:
    """A product of the workspace, also shown on order items as their buyer or seller product.

    Decision: [order_nested_field_types](/api/docs/decisions.html#order_nested_field_types).

        Attributes:
            assessment_status (AssessmentStatus):
            assessment_summary (Any): Why the product has its status; null until assessed.

                Decision: [product_assessment](/api/docs/decisions.html#product_assessment).
            commodity (Commodity | None): The EUDR commodity; null when none.
            common_name (str): Such as cocoa.
            company_id (int): The workspace that owns the product.
            composition (Composition):
            created_at (datetime.datetime): When the product was recorded.
            description (str): A free text; empty when none.
            due_diligence_statements (list[DueDiligenceStatement]): The due diligence statements covering the product.

                Decision: [statement_products](/api/docs/decisions.html#statement_products).
            excluded_propagation_identifiers (Any): Records left out of the assessment of orders of the product.
            external_id (str): The product's id in another system.
            hs_code (str): The Harmonized System code, such as 1801.
            id (int): The product id.
            metadata (ProductMetadata): Metadata of a product.
            name (str): The product's name.
            scientific_name (str): Such as Theobroma cacao.
            sku (str): Your stock-keeping unit; unique in the workspace.
            tags (list[str]): The names of the product's tags, sorted.

                Decision: [product_tags](/api/docs/decisions.html#product_tags).
            type_ (str): The kind of product, such as manufactured.
            updated_at (datetime.datetime): When the product was last changed.
    """

    assessment_status: AssessmentStatus
    assessment_summary: Any
    commodity: Commodity | None
    common_name: str
    company_id: int
    composition: Composition
    created_at: datetime.datetime
    description: str
    due_diligence_statements: list[DueDiligenceStatement]
    excluded_propagation_identifiers: Any
    external_id: str
    hs_code: str
    id: int
    metadata: ProductMetadata
    name: str
    scientific_name: str
    sku: str
    tags: list[str]
    type_: str
    updated_at: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        commodity: None | str
        if isinstance(self.commodity, Commodity):
            commodity = self.commodity.value
        else:
            commodity = self.commodity

        common_name = self.common_name

        company_id = self.company_id

        composition = self.composition.value

        created_at = self.created_at.isoformat()

        description = self.description

        due_diligence_statements = []
        for due_diligence_statements_item_data in self.due_diligence_statements:
            due_diligence_statements_item = due_diligence_statements_item_data.to_dict()
            due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        hs_code = self.hs_code

        id = self.id

        metadata = self.metadata.to_dict()

        name = self.name

        scientific_name = self.scientific_name

        sku = self.sku

        tags = self.tags

        type_ = self.type_

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assessment_status": assessment_status,
                "assessment_summary": assessment_summary,
                "commodity": commodity,
                "common_name": common_name,
                "company_id": company_id,
                "composition": composition,
                "created_at": created_at,
                "description": description,
                "due_diligence_statements": due_diligence_statements,
                "excluded_propagation_identifiers": excluded_propagation_identifiers,
                "external_id": external_id,
                "hs_code": hs_code,
                "id": id,
                "metadata": metadata,
                "name": name,
                "scientific_name": scientific_name,
                "sku": sku,
                "tags": tags,
                "type": type_,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.due_diligence_statement import DueDiligenceStatement  # noqa: PLC0415
        from ..models.product_metadata import ProductMetadata  # noqa: PLC0415

        d = dict(src_dict)
        assessment_status = AssessmentStatus(d.pop("assessment_status"))

        assessment_summary = d.pop("assessment_summary")

        def _parse_commodity(data: object) -> Commodity | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                commodity_type_0 = Commodity(data)

                return commodity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Commodity | None, data)

        commodity = _parse_commodity(d.pop("commodity"))

        common_name = d.pop("common_name")

        company_id = d.pop("company_id")

        composition = Composition(d.pop("composition"))

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        description = d.pop("description")

        due_diligence_statements = []
        _due_diligence_statements = d.pop("due_diligence_statements")
        for due_diligence_statements_item_data in _due_diligence_statements:
            due_diligence_statements_item = DueDiligenceStatement.from_dict(due_diligence_statements_item_data)

            due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers")

        external_id = d.pop("external_id")

        hs_code = d.pop("hs_code")

        id = d.pop("id")

        metadata = ProductMetadata.from_dict(d.pop("metadata"))

        name = d.pop("name")

        scientific_name = d.pop("scientific_name")

        sku = d.pop("sku")

        tags = cast(list[str], d.pop("tags"))

        type_ = d.pop("type")

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        product = cls(
            assessment_status=assessment_status,
            assessment_summary=assessment_summary,
            commodity=commodity,
            common_name=common_name,
            company_id=company_id,
            composition=composition,
            created_at=created_at,
            description=description,
            due_diligence_statements=due_diligence_statements,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            external_id=external_id,
            hs_code=hs_code,
            id=id,
            metadata=metadata,
            name=name,
            scientific_name=scientific_name,
            sku=sku,
            tags=tags,
            type_=type_,
            updated_at=updated_at,
        )

        product.additional_properties = d
        return product

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
