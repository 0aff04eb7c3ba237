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
    """A product of the workspace (PR1–PR5), inline on an order item as its buyer or seller product.

    Decision (Types of order-related fields named without a type): On order items, products, value chains, due diligence
    statements and company summaries, created_at and updated_at are date-times, assessment_summary and
    excluded_propagation_identifiers are any, assessment_status is the order assessment status (pending, in_progress,
    passing, failing, mitigated), value chain tags are an array of strings and product due_diligence_statements an array
    of Due diligence statement, as the same names are typed on Order; species common_name and scientific_name, ownership
    sector_code and notes, and contact invitation_id and name are strings.

        Attributes:
            assessment_status (AssessmentStatus):
            assessment_summary (Any): Null until the product is assessed.

                Decision (Assessment fields of a product): A new product's assessment_status is pending and its
                assessment_summary null; the product operations do not write them (a body may carry them, as a GET answered
                them, and they are ignored: decision read_only_fields), the assessment of products will.
            commodity (Commodity | None):
            common_name (str):
            company_id (int):
            composition (Composition):
            created_at (datetime.datetime):
            description (str):
            due_diligence_statements (list[DueDiligenceStatement]): The due diligence statements (not deleted) that cover
                the product, by id.

                Decision (The products a due diligence statement covers): A statement covers products of its workspace, given by
                id in products (at most 1000; a repeated id counts once) and shown ascending; an id that is not a product of the
                workspace is a 400 {"products": ["Invalid pk \\"<id>\\" - object does not exist."]}. DS4 with products replaces
                the products covered. A product shows, in due_diligence_statements, the statements covering it that are not
                deleted, by id.
            excluded_propagation_identifiers (Any):
            external_id (str):
            hs_code (str):
            id (int):
            metadata (ProductMetadata): Metadata of a product.
            name (str):
            scientific_name (str):
            sku (str):
            tags (list[str]): The names of the product's tags, sorted.

                Decision (Product tags): Tags are written as a list of names (each 1..100 characters, at most 100 names) and
                shown as the names of the product's tags, sorted by name. Each name is a tag record of the workspace whose slug
                is made as Django's slugify makes it (folded to ASCII, lower-cased, every character but letters, digits,
                underscores, hyphens and spaces dropped, each run of spaces and hyphens made one hyphen, leading and trailing
                hyphens and underscores stripped, cut to 100 characters); names with the same slug are one tag, shown with the
                name first written. A name whose slug would be empty (only punctuation) is a 400 at its index, {"tags":
                {"<index>": ["..."]}}. Writing tags (PR2, or PR4 with tags) replaces the product's tags; a tag no product uses
                any more is kept. tags__name matches the names (exact, icontains, in) and tags__slug the slugs. Tag records are
                kept per kind of tagged record (product now, order later), so a product tag and an order tag of the same name
                are distinct.
            type_ (str): Other values are not shown.
            updated_at (datetime.datetime):
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
