from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.commodity import Commodity
from ..models.composition import Composition
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.product_metadata_request import ProductMetadataRequest


T = TypeVar("T", bound="CreateProductRequest")


@_attrs_define
class CreateProductRequest:
    """Body of the product creation (PR2); assessment fields are not written here.

    Decision (Product fields and their limits): Products are extension operations PR1–PR5 under /api/products/. A
    product is written with sku (required, 1..255 characters, unique in the workspace and compared exactly: a taken sku
    is a 400 {"sku": ["product with this sku already exists."]}) and name (required, 1..255); description (at most
    10,000 characters), scientific_name and common_name (at most 255), hs_code (at most 32, kept as written) and
    external_id (at most 255) default to ""; type is an open string of 1..64 characters, manufactured by default;
    commodity is one of the commodities or null (the default); composition is simple by default; metadata holds at most
    100 species, each with a common_name and a scientific_name of at most 255 characters ("" when not given), and is
    {"species": []} when absent; excluded_propagation_identifiers is any JSON, [] by default. PR4 changes only the
    fields given, and none of them may be null but commodity.

        Attributes:
            name (str):
            sku (str): Unique in the workspace.
            commodity (Commodity | None | Unset):
            common_name (str | Unset):  Default: ''.
            composition (Composition | Unset):
            description (str | Unset):  Default: ''.
            excluded_propagation_identifiers (Any | Unset): Any JSON; an empty list when absent. Default: [].
            external_id (str | Unset): The product's id in another system. Default: ''.
            hs_code (str | Unset): The Harmonized System code, as written (such as 1801 or 1801 00 00). Default: ''.
            metadata (ProductMetadataRequest | Unset): Metadata of a product, as written.

                Decision (Product fields and their limits): Products are extension operations PR1–PR5 under /api/products/. A
                product is written with sku (required, 1..255 characters, unique in the workspace and compared exactly: a taken
                sku is a 400 {"sku": ["product with this sku already exists."]}) and name (required, 1..255); description (at
                most 10,000 characters), scientific_name and common_name (at most 255), hs_code (at most 32, kept as written)
                and external_id (at most 255) default to ""; type is an open string of 1..64 characters, manufactured by
                default; commodity is one of the commodities or null (the default); composition is simple by default; metadata
                holds at most 100 species, each with a common_name and a scientific_name of at most 255 characters ("" when not
                given), and is {"species": []} when absent; excluded_propagation_identifiers is any JSON, [] by default. PR4
                changes only the fields given, and none of them may be null but commodity.
            scientific_name (str | Unset):  Default: ''.
            tags (list[str] | Unset): Tag names; a tag is created for a name the workspace has no tag for (the same slug is
                the same tag).

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
            type_ (str | Unset):  Default: 'manufactured'.
    """

    name: str
    sku: str
    commodity: Commodity | None | Unset = UNSET
    common_name: str | Unset = ""
    composition: Composition | Unset = UNSET
    description: str | Unset = ""
    excluded_propagation_identifiers: Any | Unset = []
    external_id: str | Unset = ""
    hs_code: str | Unset = ""
    metadata: ProductMetadataRequest | Unset = UNSET
    scientific_name: str | Unset = ""
    tags: list[str] | Unset = UNSET
    type_: str | Unset = "manufactured"

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        sku = self.sku

        commodity: None | str | Unset
        if isinstance(self.commodity, Unset):
            commodity = UNSET
        elif isinstance(self.commodity, Commodity):
            commodity = self.commodity.value
        else:
            commodity = self.commodity

        common_name = self.common_name

        composition: str | Unset = UNSET
        if not isinstance(self.composition, Unset):
            composition = self.composition.value

        description = self.description

        excluded_propagation_identifiers = self.excluded_propagation_identifiers

        external_id = self.external_id

        hs_code = self.hs_code

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        scientific_name = self.scientific_name

        tags: list[str] | Unset = UNSET
        if not isinstance(self.tags, Unset):
            tags = self.tags

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "sku": sku,
            }
        )
        if commodity is not UNSET:
            field_dict["commodity"] = commodity
        if common_name is not UNSET:
            field_dict["common_name"] = common_name
        if composition is not UNSET:
            field_dict["composition"] = composition
        if description is not UNSET:
            field_dict["description"] = description
        if excluded_propagation_identifiers is not UNSET:
            field_dict["excluded_propagation_identifiers"] = excluded_propagation_identifiers
        if external_id is not UNSET:
            field_dict["external_id"] = external_id
        if hs_code is not UNSET:
            field_dict["hs_code"] = hs_code
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if scientific_name is not UNSET:
            field_dict["scientific_name"] = scientific_name
        if tags is not UNSET:
            field_dict["tags"] = tags
        if type_ is not UNSET:
            field_dict["type"] = type_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_metadata_request import ProductMetadataRequest  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        sku = d.pop("sku")

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

        _composition = d.pop("composition", UNSET)
        composition: Composition | Unset
        if isinstance(_composition, Unset):
            composition = UNSET
        else:
            composition = Composition(_composition)

        description = d.pop("description", UNSET)

        excluded_propagation_identifiers = d.pop("excluded_propagation_identifiers", UNSET)

        external_id = d.pop("external_id", UNSET)

        hs_code = d.pop("hs_code", UNSET)

        _metadata = d.pop("metadata", UNSET)
        metadata: ProductMetadataRequest | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = ProductMetadataRequest.from_dict(_metadata)

        scientific_name = d.pop("scientific_name", UNSET)

        tags = cast(list[str], d.pop("tags", UNSET))

        type_ = d.pop("type", UNSET)

        create_product_request = cls(
            name=name,
            sku=sku,
            commodity=commodity,
            common_name=common_name,
            composition=composition,
            description=description,
            excluded_propagation_identifiers=excluded_propagation_identifiers,
            external_id=external_id,
            hs_code=hs_code,
            metadata=metadata,
            scientific_name=scientific_name,
            tags=tags,
            type_=type_,
        )

        return create_product_request
