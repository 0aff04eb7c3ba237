"""GeoJSON geometries of origins (decision origin_geometry): tables of geometries and their problems."""

from __future__ import annotations

from typing import Any

import pytest

from handwritten.domain.geometry import MAX_POINT_HECTARES, POINT_TOO_LARGE, geometry_problems, point_refused

SQUARE = [[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]]
HOLE = [[2, 2], [4, 2], [4, 4], [2, 4], [2, 2]]
POSITION = "A position must be [longitude, latitude]: two numbers, then optionally the altitude."


@pytest.mark.parametrize(
    ("geometry_type", "coordinates"),
    [
        ("Point", [0, 0]),
        ("Point", [-180, -90]),
        ("Point", [180, 90]),
        ("Point", [12.5, 41.9, 21.0]),  # an altitude may follow
        ("Point", [1.5e-7, -3]),
        ("Polygon", [SQUARE]),
        ("Polygon", [SQUARE, HOLE]),
        ("Polygon", [list(reversed(SQUARE))]),  # the winding is not corrected, nor refused
        ("Polygon", [[[-179.9, -10], [179.9, -10], [179.9, 10], [-179.9, 10], [-179.9, -10]]]),
        ("Polygon", [[[0, 0], [10, 0, 5], [10, 10], [0, 10, 7.5], [0, 0]], HOLE]),  # altitudes on some positions
    ],
)
def test_acceptable_geometries(geometry_type: str, coordinates: Any) -> None:
    assert geometry_problems(geometry_type, coordinates) == []


@pytest.mark.parametrize(
    ("geometry_type", "coordinates", "problems"),
    [
        ("Point", [180.5, 0], ["Longitude must be within -180..180, not 180.5."]),
        ("Point", [-181, 0], ["Longitude must be within -180..180, not -181."]),
        ("Point", [0, 90.1], ["Latitude must be within -90..90, not 90.1."]),
        ("Point", [float("nan"), 0], ["Longitude must be within -180..180, not nan."]),
        ("Point", [0], [POSITION]),
        ("Point", [0, 0, 0, 0], [POSITION]),
        ("Point", ["1", 2], [POSITION]),
        ("Point", [True, 2], [POSITION]),
        ("Point", [[0, 0]], [POSITION]),
        ("Polygon", [], ["A polygon needs at least its outer ring."]),
        ("Polygon", [[0, 0], [1, 1]], [f"Position 0 of ring 0: {POSITION}", f"Position 0 of ring 1: {POSITION}"]),
        ("Polygon", [{"ring": 1}], ["Ring 0 must be a list of positions."]),
        (
            "Polygon",
            [[[0, 0], [1, 0], [0, 0]]],
            ["Ring 0 has 3 position(s); a ring needs at least 4 (the last one repeating the first)."],
        ),
        ("Polygon", [SQUARE[:-1]], ["Ring 0 is not closed: its last position must be the same as its first."]),
        (
            "Polygon",
            [[[0, 0], [1, 0], [1, 1]]],
            [
                "Ring 0 has 3 position(s); a ring needs at least 4 (the last one repeating the first).",
                "Ring 0 is not closed: its last position must be the same as its first.",
            ],
        ),
        (
            "Polygon",
            [SQUARE, [[2, 2], [200, 2], [4, 4], [2, 2]]],
            ["Position 1 of ring 1: Longitude must be within -180..180, not 200."],
        ),
        ("Polygon", [[[0, 0], [10, 10], [10, 0], [0, 10], [0, 0]]], ["Self-intersection at or near point 5 5."]),
        (
            "Polygon",
            [SQUARE, [[20, 20], [21, 20], [21, 21], [20, 20]]],
            ["Hole lies outside shell at or near point 20 20."],
        ),
        (
            "Polygon",
            [[[0, 0], [10, 0], [10, 0], [0, 0]]],
            ["Too few points in geometry component at or near point 0 0."],
        ),
        ("MultiPolygon", [[SQUARE]], ['"MultiPolygon" is not a supported geometry type; use Point or Polygon.']),
    ],
)
def test_refused_geometries(geometry_type: str, coordinates: Any, problems: list[str]) -> None:
    assert geometry_problems(geometry_type, coordinates) == problems


@pytest.mark.parametrize(
    ("geometry_type", "area_hectares", "refused"),
    [
        ("Point", None, False),
        ("Point", 0, False),
        ("Point", MAX_POINT_HECTARES, False),
        ("Point", 4.01, True),
        ("Point", 1000, True),
        ("Polygon", 1000, False),
        ("Polygon", None, False),
    ],
)
def test_a_point_stands_for_at_most_4_hectares(geometry_type: str, area_hectares: float | None, refused: bool) -> None:
    assert point_refused(geometry_type, area_hectares) == (POINT_TOO_LARGE if refused else None)
