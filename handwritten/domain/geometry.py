"""The geolocation of a place of production: GeoJSON Points and Polygons (decision origin_geometry).

Pure functions returning the messages a 400 on `geometry` carries, none when the geometry is
acceptable. The structure (positions, ranges, rings) is checked here, where each problem can be
named; whether a polygon is valid as a shape (rings that do not cross, holes inside the shell)
is GEOS's judgement, through shapely, with its reason and place.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from shapely.geometry import Polygon
from shapely.validation import explain_validity

__all__ = ["MAX_POINT_HECTARES", "geometry_problems", "point_refused"]

# Regulation (EU) 2023/1115, Article 2(28): a plot of more than four hectares is described by a
# polygon; a single point may stand for a smaller one.
MAX_POINT_HECTARES = 4

POSITION = "A position must be [longitude, latitude]: two numbers, then optionally the altitude."
MIN_RING = 4
TOO_SHORT = "Ring {ring} has {count} position(s); a ring needs at least 4 (the last one repeating the first)."
NOT_CLOSED = "Ring {ring} is not closed: its last position must be the same as its first."
NO_RINGS = "A polygon needs at least its outer ring."
POINT_TOO_LARGE = (
    "A plot of more than 4 hectares must be described by a Polygon, not a Point "
    "(Regulation (EU) 2023/1115, Article 2(28))."
)

# GEOS reasons read "Self-intersection[5 5]": the reason, then the point in brackets.
_REASON = re.compile(r"^(?P<reason>.*?)\s*\[(?P<point>[^\]]*)\]$")


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _position_problem(position: Any) -> str | None:
    if not isinstance(position, list) or len(position) not in (2, 3) or not all(map(_number, position)):
        return POSITION
    longitude, latitude = position[0], position[1]
    # Written as "not within" so that NaN, which compares false, is refused too.
    if not -180 <= longitude <= 180:
        return f"Longitude must be within -180..180, not {longitude}."
    if not -90 <= latitude <= 90:
        return f"Latitude must be within -90..90, not {latitude}."
    return None


def _ring_problems(index: int, ring: Any) -> list[str]:
    if not isinstance(ring, list):
        return [f"Ring {index} must be a list of positions."]
    for number, position in enumerate(ring):
        problem = _position_problem(position)
        if problem is not None:
            return [f"Position {number} of ring {index}: {problem}"]
    problems = []
    if len(ring) < MIN_RING:
        problems.append(TOO_SHORT.format(ring=index, count=len(ring)))
    if ring and ring[0] != ring[-1]:
        problems.append(NOT_CLOSED.format(ring=index))
    return problems


def _shape_problem(rings: Sequence[list[list[float]]]) -> str | None:
    """GEOS's reason why the polygon is not valid, as a sentence, or None."""
    # Validity is a matter of longitude and latitude: an altitude, which some positions may have
    # and others not (decision origin_geometry), is left out, as shapely takes one dimension only.
    flat = [[position[:2] for position in ring] for ring in rings]
    polygon = Polygon(flat[0], flat[1:])
    if polygon.is_valid:
        return None
    reason = explain_validity(polygon)
    match = _REASON.match(reason)
    if match is None:
        return reason.rstrip(".") + "."
    text = match["reason"]
    return f"{text[:1].upper()}{text[1:].lower()} at or near point {match['point']}."


def geometry_problems(geometry_type: str, coordinates: Any) -> list[str]:
    """What is wrong with a GeoJSON geometry of `geometry_type` (Point or Polygon), if anything."""
    if geometry_type == "Point":
        problem = _position_problem(coordinates)
        return [problem] if problem is not None else []
    if geometry_type != "Polygon":
        return [f'"{geometry_type}" is not a supported geometry type; use Point or Polygon.']
    if not isinstance(coordinates, list) or not coordinates:
        return [NO_RINGS]
    problems = [problem for index, ring in enumerate(coordinates) for problem in _ring_problems(index, ring)]
    if problems:
        return problems
    shape = _shape_problem(coordinates)
    return [shape] if shape is not None else []


def point_refused(geometry_type: str, area_hectares: float | None) -> str | None:
    """The message when a Point stands for a plot too large to be one, else None."""
    if geometry_type == "Point" and area_hectares is not None and area_hectares > MAX_POINT_HECTARES:
        return POINT_TOO_LARGE
    return None
