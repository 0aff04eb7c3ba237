"""Every list operation an area implements has a FieldMap declaring every path its spec reads.

The same check runs when an app is created; here it runs for every registered area, and once on
a map with a path missing, to show it names what is missing.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from generated.operations import AREAS, OPERATIONS
from handwritten.runtime.filtering import FieldMap
from handwritten.services.accounts import AREA as ACCOUNTS
from handwritten.services.area import FieldMapMismatch
from handwritten.services.areas import AREAS as SERVICE_AREAS


@pytest.mark.parametrize("name", sorted(SERVICE_AREAS))
def test_each_areas_field_maps_cover_what_its_operations_read(name: str) -> None:
    SERVICE_AREAS[name].check_field_maps([op for op in OPERATIONS if op.area == name], AREAS[name].field_paths)


def test_a_path_missing_from_a_map_is_named() -> None:
    members = ACCOUNTS.field_maps["list_members"]
    columns = {path: column for path, column in members.columns.items() if path != ("user", "job_title")}
    broken = replace(
        ACCOUNTS,
        field_maps={**ACCOUNTS.field_maps, "list_members": FieldMap(members.entity, columns, joins=members.joins)},
    )
    with pytest.raises(FieldMapMismatch, match=r"M1 list_members: the FieldMap of Member lacks user__job_title"):
        broken.check_field_maps([op for op in OPERATIONS if op.area == "accounts"], AREAS["accounts"].field_paths)


def test_an_implemented_list_without_a_map_is_named() -> None:
    without = replace(ACCOUNTS, field_maps={})
    with pytest.raises(FieldMapMismatch, match="A2 list_workspaces has no FieldMap"):
        without.check_field_maps([op for op in OPERATIONS if op.area == "accounts"], AREAS["accounts"].field_paths)
