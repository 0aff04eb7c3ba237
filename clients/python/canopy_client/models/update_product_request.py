from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.assessment_status import AssessmentStatus
from ..models.commodity import Commodity
from ..models.composition import Composition
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.due_diligence_statement import DueDiligenceStatement
    from ..models.product_metadata_request import ProductMetadataRequest


T = TypeVar("T", bound="UpdateProductRequest")


@_attrs_define
class UpdateProductRequest:
    """Body of the product partial update (PR4); the creation fields, all optional. tags, when given, replace the product's
    tags.

        Attributes:
            assessment_status (AssessmentStatus | Unset):
            assessment_summary (Any | Unset): Why the product has its status; null until assessed.

                Decision: [product_assessment](/api/docs/decisions.html#product_assessment).
            commodity (Commodity | None | Unset):
            common_name (str | Unset):
            company_id (int | Unset): The workspace that owns the product.
            composition (Composition | Unset):
            created_at (datetime.datetime | Unset): When the product was recorded.
            description (str | Unset):
            due_diligence_statements (list[DueDiligenceStatement] | Unset): The due diligence statements covering the
                product.

                Decision: [statement_products](/api/docs/decisions.html#statement_products).
            excluded_propagation_identifiers (Any | Unset): Any JSON; an empty list when absent.
            external_id (str | Unset): The product's id in another system.
            hs_code (str | Unset): The Harmonized System code, as written (such as 1801 or 1801 00 00).
            id (int | Unset): The product id.
            metadata (ProductMetadataRequest | Unset): Metadata of a product, as written.

                Decision: [product_fields](/api/docs/decisions.html#product_fields).
            name (str | Unset):
            scientific_name (str | Unset):
            sku (str | Unset): Unique in the workspace.
            tags (list[str] | Unset): Tag names; a tag is created for a name the workspace has no tag for (the same slug is
                the same tag).

                Decision: [product_tags](/api/docs/decisions.html#product_tags).
            type_ (str | Unset):
            updated_at (datetime.datetime | Unset): When the product was last changed.
    """

    assessment_status: AssessmentStatus | Unset = UNSET
    assessment_summary: Any | Unset = UNSET
    commodity: Commodity | None | Unset = UNSET
    common_name: str | Unset = UNSET
    company_id: int | Unset = UNSET
    composition: Composition | Unset = UNSET
    created_at: datetime.datetime | Unset = UNSET
    description: str | Unset = UNSET
    due_diligence_statements: list[DueDiligenceStatement] | Unset = UNSET
    excluded_propagation_identifiers: Any | Unset = UNSET
    external_id: str | Unset = UNSET
    hs_code: str | Unset = UNSET
    id: int | Unset = UNSET
    metadata: ProductMetadataRequest | Unset = UNSET
    name: str | Unset = UNSET
    scientific_name: str | Unset = UNSET
    sku: str | Unset = UNSET
    tags: list[str] | Unset = UNSET
    type_: str | Unset = UNSET
    updated_at: datetime.datetime | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        assessment_status: str | Unset = UNSET
        if not isinstance(self.assessment_status, Unset):
            assessment_status = self.assessment_status.value

        assessment_summary = self.assessment_summary

        commodity: None | str | Unset
        if isinstance(self.commodity, Unset):
            commodity = UNSET
        elif isinstance(self.commodity, Commodity):
            commodity = self.commodity.value
        else:
            commodity = self.commodity

        common_name = self.common_name

        company_id = self.company_id

        composition: str | Unset = UNSET
        if not isinstance(self.composition, Unset):
            composition = self.composition.value

        created_at: str | Unset = UNSET
        if not isinstance(self.created_at, Unset):
            created_at = self.created_at.isoformat()

        description = self.description

        due_diligence_statements: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.due_diligence_statements, Unset):
            due_diligence_statements = []
            for due_diligence_statements_item_data in self.due_diligence_statements:
                due_diligence_statements_item = due_diligence_statements_item_data.to_dict()
                due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        hs_code = self.hs_code

        id = self.id

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        name = self.name

        scientific_name = self.scientific_name

        sku = self.sku

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        type_ = self.type_

        updated_at: str | Unset = UNSET
        if not isinstance(self.updated_at, Unset):
            updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if assessment_status is not UNSET:
            field_dict["assessment_status"] = assessment_status
        if assessment_summary is not UNSET:
            field_dict["assessment_summary"] = assessment_summary
        if commodity is not UNSET:
            field_dict["commodity"] = commodity
        if common_name is not UNSET:
            field_dict["common_name"] = common_name
        if company_id is not UNSET:
            field_dict["company_id"] = company_id
        if composition is not UNSET:
            field_dict["composition"] = composition
        if created_at is not UNSET:
            field_dict["created_at"] = created_at
        if description is not UNSET:
            field_dict["description"] = description
        if due_diligence_statements is not UNSET:
            field_dict["due_diligence_statements"] = due_diligence_statements
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if hs_code is not UNSET:
            field_dict["hs_code"] = hs_code
        if id is not UNSET:
            field_dict["id"] = id
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if name is not UNSET:
            field_dict["name"] = name
        if scientific_name is not UNSET:
            field_dict["scientific_name"] = scientific_name
        if sku is not UNSET:
            field_dict["sku"] = sku
        if tags is not UNSET:
            field_dict["tags"] = tags
        if type_ is not UNSET:
            field_dict["type"] = type_
        if updated_at is not UNSET:
            field_dict["updated_at"] = updated_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.due_diligence_statement import DueDiligenceStatement  # noqa: PLC0415
        from ..models.product_metadata_request import ProductMetadataRequest  # noqa: PLC0415

        d = dict(src_dict)
        _assessment_status = d.pop("assessment_status", UNSET)
        assessment_status: AssessmentStatus | Unset
        if isinstance(_assessment_status, Unset):
            assessment_status = UNSET
        else:
            assessment_status = AssessmentStatus(_assessment_status)

        assessment_summary = d.pop("assessment_summary", UNSET)

        def _parse_commodity(data: object) -> Commodity | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                commodity_type_0 = Commodity(data)

                return commodity_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Commodity | None | Unset, data)

        commodity = _parse_commodity(d.pop("commodity", UNSET))

        common_name = d.pop("common_name", UNSET)

        company_id = d.pop("company_id", UNSET)

        _composition = d.pop("composition", UNSET)
        composition: Composition | Unset
        if isinstance(_composition, Unset):
            composition = UNSET
        else:
            composition = Composition(_composition)

        _created_at = d.pop("created_at", UNSET)
        created_at: datetime.datetime | Unset
        if isinstance(_created_at, Unset):
            created_at = UNSET
        else:
            created_at = datetime.datetime.fromisoformat(_created_at)

        description = d.pop("description", UNSET)

        _due_diligence_statements = d.pop("due_diligence_statements", UNSET)
        due_diligence_statements: list[DueDiligenceStatement] | Unset = UNSET
        if _due_diligence_statements is not UNSET:
            due_diligence_statements = []
            for due_diligence_statements_item_data in _due_diligence_statements:
                due_diligence_statements_item = DueDiligenceStatement.from_dict(due_diligence_statements_item_data)

                due_diligence_statements.append(due_diligence_statements_item)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

        external_id = d.pop("external_id", UNSET)

        hs_code = d.pop("hs_code", UNSET)

        id = d.pop("id", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: ProductMetadataRequest | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = ProductMetadataRequest.from_dict(_metadata)

        name = d.pop("name", UNSET)

        scientific_name = d.pop("scientific_name", UNSET)

        sku = d.pop("sku", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        type_ = d.pop("type", UNSET)

        _updated_at = d.pop("updated_at", UNSET)
        updated_at: datetime.datetime | Unset
        if isinstance(_updated_at, Unset):
            updated_at = UNSET
        else:
            updated_at = datetime.datetime.fromisoformat(_updated_at)

        update_product_request = cls(
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

        return update_product_request
