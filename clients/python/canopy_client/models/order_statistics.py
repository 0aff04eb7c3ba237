from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.country_volume import CountryVolume
    from ..models.statistics_count import StatisticsCount


T = TypeVar("T", bound="OrderStatistics")


@_attrs_define
class OrderStatistics:
    """Counts over the orders matched (OS1).

    Decision: [order_statistics](/api/docs/decisions.html#order_statistics).

        Attributes:
            assessment_status (list[StatisticsCount]): Orders by assessment status, every status listed, zeros included.
            buyer_company_status (list[StatisticsCount]): Orders by buyer status, every status listed.
            commodity (list[StatisticsCount]): Orders with at least one item of each commodity (the product of the
                workspace's side, else the other), every commodity listed; an order of several commodities counts in each.
            count (int): The orders matched.
            items (int): The items of the orders matched.
            seller_company_status (list[StatisticsCount]): Orders by seller status, every status listed.
            traced_items (int): The items traced to at least one origin or order.
            traced_percentage (float): traced_items / items, in percent with two decimals; 0 without items.
            volumes (list[CountryVolume]): Item volumes by country of production and unit, the country first (null:
                untraced), then the unit.
    """

    assessment_status: list[StatisticsCount]
    buyer_company_status: list[StatisticsCount]
    commodity: list[StatisticsCount]
    count: int
    items: int
    seller_company_status: list[StatisticsCount]
    traced_items: int
    traced_percentage: float
    volumes: list[CountryVolume]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        assessment_status = []
        for assessment_status_item_data in self.assessment_status:
            assessment_status_item = assessment_status_item_data.to_dict()
            assessment_status.append(assessment_status_item)

        buyer_company_status = []
        for buyer_company_status_item_data in self.buyer_company_status:
            buyer_company_status_item = buyer_company_status_item_data.to_dict()
            buyer_company_status.append(buyer_company_status_item)

        commodity = []
        for commodity_item_data in self.commodity:
            commodity_item = commodity_item_data.to_dict()
            commodity.append(commodity_item)

        count = self.count

        items = self.items

        seller_company_status = []
        for seller_company_status_item_data in self.seller_company_status:
            seller_company_status_item = seller_company_status_item_data.to_dict()
            seller_company_status.append(seller_company_status_item)

        traced_items = self.traced_items

        traced_percentage = self.traced_percentage

        volumes = []
        for volumes_item_data in self.volumes:
            volumes_item = volumes_item_data.to_dict()
            volumes.append(volumes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "assessment_status": assessment_status,
                "buyer_company_status": buyer_company_status,
                "commodity": commodity,
                "count": count,
                "items": items,
                "seller_company_status": seller_company_status,
                "traced_items": traced_items,
                "traced_percentage": traced_percentage,
                "volumes": volumes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.country_volume import CountryVolume  # noqa: PLC0415
        from ..models.statistics_count import StatisticsCount  # noqa: PLC0415

        d = dict(src_dict)
        assessment_status = []
        _assessment_status = d.pop("assessment_status")
        for assessment_status_item_data in _assessment_status:
            assessment_status_item = StatisticsCount.from_dict(assessment_status_item_data)

            assessment_status.append(assessment_status_item)

        buyer_company_status = []
        _buyer_company_status = d.pop("buyer_company_status")
        for buyer_company_status_item_data in _buyer_company_status:
            buyer_company_status_item = StatisticsCount.from_dict(buyer_company_status_item_data)

            buyer_company_status.append(buyer_company_status_item)

        commodity = []
        _commodity = d.pop("commodity")
        for commodity_item_data in _commodity:
            commodity_item = StatisticsCount.from_dict(commodity_item_data)

            commodity.append(commodity_item)

        count = d.pop("count")

        items = d.pop("items")

        seller_company_status = []
        _seller_company_status = d.pop("seller_company_status")
        for seller_company_status_item_data in _seller_company_status:
            seller_company_status_item = StatisticsCount.from_dict(seller_company_status_item_data)

            seller_company_status.append(seller_company_status_item)

        traced_items = d.pop("traced_items")

        traced_percentage = d.pop("traced_percentage")

        volumes = []
        _volumes = d.pop("volumes")
        for volumes_item_data in _volumes:
            volumes_item = CountryVolume.from_dict(volumes_item_data)

            volumes.append(volumes_item)

        order_statistics = cls(
            assessment_status=assessment_status,
            buyer_company_status=buyer_company_status,
            commodity=commodity,
            count=count,
            items=items,
            seller_company_status=seller_company_status,
            traced_items=traced_items,
            traced_percentage=traced_percentage,
            volumes=volumes,
        )

        order_statistics.additional_properties = d
        return order_statistics

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
