"""Handwritten implementations of the generated service interfaces, one module per area.

IMPLEMENTATIONS maps an area to the class implementing (some of) its operations. The app
factory instantiates them; an operation no class implements is not served.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

__all__ = ["IMPLEMENTATIONS"]

IMPLEMENTATIONS: Mapping[str, type] = MappingProxyType({})
