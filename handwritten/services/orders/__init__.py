"""The orders area (supply_chain host): O1–O9, orders with nested line items.

fields.py     the SQL behind O1's filters, search and ordering
reading.py    an Order rendered, a page's related rows read in a fixed number of statements
checks.py     what a body must satisfy beyond its model (ids of the workspace, no trace cycles)
writing.py    an order and its nested items written from any order body
referring.py  the orders' references, which keep products, origins and value chains from deletion
service.py    the operations
"""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.orders import referring as _referring  # noqa: F401  (registers the finders)
from handwritten.services.orders.fields import ORDER_FIELDS
from handwritten.services.orders.service import OrdersService

__all__ = ["AREA", "OrdersService"]

AREA = Area(OrdersService, field_maps={"list_orders": ORDER_FIELDS, "order_statistics": ORDER_FIELDS})
