"""Terrain flats for the 1 Stat Skirmish training setups on a 2'x2' table: forest areas
(three: one for the training mission, two more for Treasure Hunt) and the house as a
fold-up box with glue tabs. Each piece answers the rulebook's three terrain questions.
"""

from __future__ import annotations

import itertools
import math
from collections import Counter

from ...press import fonts
from ...press.kit import INCH, MARGIN, Pen, calibration_bar, header, legend
from ...press.paper import MM

FORESTS = 3
FOREST = (5 * INCH, 4 * INCH)
"""A forest area: 5 x 4 inches."""
HOUSE = (3 * INCH, 2 * INCH, 2 * INCH)
"""The house: 3 inches long, 2 deep, 2 high."""
TAB = 8.0
QUESTIONS = {
    "forest": "See through: yes \u00b7 Accessible: yes \u00b7 Cover: yes (inside)",
    "house": "See through: no \u00b7 Accessible: yes \u00b7 Cover: yes (inside only)",
}


def terrain(pen: Pen) -> None:
    _forests(pen)
    _house(pen)


def _forests(pen: Pen) -> None:
    width, height = FOREST
    y = header(
        pen,
        "Terrain: forests",
        f"{FORESTS} forest areas, {width / INCH:g} x "
        f"{height / INCH:g} inches: one for the training mission, two more for Treasure "
        "Hunt. A fighter inside a forest is in cover.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y - 2, ("cut",))
    top = y - 8
    for number in range(FORESTS):
        if number and top - height < MARGIN:
            pen.new_page()
            top = header(pen, "Terrain: forests (continued)")
            top -= calibration_bar(pen, MARGIN, top - 12) + 8
        _forest(pen, MARGIN + 10, top - height, width, height)
        top -= height + 8
    pen.new_page()


def _forest(pen: Pen, x: float, y: float, width: float, height: float) -> None:
    """A rounded area with tree marks inside and its terrain answers."""
    canvas = pen.canvas
    cx, cy = x + width / 2, y + height / 2
    path = canvas.beginPath()
    steps = 36
    for step in range(steps + 1):
        angle = 2 * math.pi * step / steps
        wobble = 1 + 0.05 * math.sin(5 * angle) + 0.03 * math.cos(3 * angle)
        px = cx + width / 2 * 0.96 * wobble * math.cos(angle)
        py = cy + height / 2 * 0.96 * wobble * math.sin(angle)
        (path.lineTo if step else path.moveTo)(px * MM, py * MM)
    path.close()
    canvas.setFillColorRGB(0.84, 0.91, 0.80)
    canvas.setStrokeGray(0)
    canvas.setLineWidth(0.4)
    canvas.drawPath(path, fill=1, stroke=1)
    canvas.setFillColorRGB(0.25, 0.45, 0.22)
    for row in range(3):
        for column in range(4):
            tx = x + width * (0.2 + 0.2 * column) + (4 if row % 2 else 0)
            ty = y + height * (0.3 + 0.22 * row)
            canvas.circle(tx * MM, ty * MM, 4.5 * MM, fill=1, stroke=0)
    canvas.setFillGray(0.1)
    pen.text(cx, y + 6, QUESTIONS["forest"], 6.5, fonts.BOLD, "centre")


def _faces() -> dict[str, tuple[float, float, float, float]]:
    """The house net's faces (x, y, w, h in mm from the net's bottom-left)."""
    length, depth, height = HOUSE
    base_y = height
    return {
        "front wall": (height, 0.0, length, height),
        "floor": (height, base_y, length, depth),
        "back wall": (height, base_y + depth, length, height),
        "roof": (height, base_y + depth + height, length, depth),
        "left wall": (0.0, base_y, height, depth),
        "right wall": (height + length, base_y, height, depth),
    }


def _house(pen: Pen) -> None:
    length, depth, height = HOUSE
    y = header(
        pen,
        "Terrain: house",
        f"A fold-up box, {length / INCH:g} x {depth / INCH:g} "
        f"inches and {height / INCH:g} high. Cut round the outline, fold every dashed "
        "line inwards, glue the tabs inside.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y - 2, ("cut", "fold"))
    faces = _faces()
    x0 = MARGIN + 8 + TAB
    y0 = y - 12 - (2 * height + 2 * depth) - TAB
    canvas = pen.canvas
    for name, (fx, fy, fw, fh) in faces.items():
        canvas.setFillColorRGB(0.93, 0.88, 0.80) if "wall" in name else canvas.setFillGray(0.88)
        canvas.rect((x0 + fx) * MM, (y0 + fy) * MM, fw * MM, fh * MM, fill=1, stroke=0)
        canvas.setFillGray(0.3)
        pen.text(x0 + fx + fw / 2, y0 + fy + fh / 2, name, 7, align="centre")
    canvas.setFillGray(0)
    rx, ry, rw, _rh = faces["roof"]
    pen.text(x0 + rx + rw / 2, y0 + ry + 6, QUESTIONS["house"], 5.5, fonts.BOLD, "centre")
    fx, fy, fw, fh = faces["front wall"]
    canvas.rect(
        (x0 + fx + fw / 2 - 7) * MM, (y0 + fy + fh - 25) * MM, 14 * MM, 25 * MM, fill=0, stroke=1
    )  # the door, on the outside of the front wall
    edges: Counter[tuple] = Counter()
    for fx, fy, fw, fh in faces.values():
        for edge in _rect_edges(x0 + fx, y0 + fy, fw, fh):
            edges[edge] += 1
    tabs = _tab_edges(faces, x0, y0)
    for edge, count in edges.items():
        (x1, y1), (x2, y2) = edge
        if count > 1 or edge in tabs:
            pen.fold_line(x1, y1, x2, y2)
        else:
            pen.line(x1, y1, x2, y2, 0.4)
    for edge in tabs:
        _tab(pen, edge, faces, x0, y0)
    pen.new_page()


def _rect_edges(x: float, y: float, w: float, h: float) -> list:
    def key(a, b):
        a, b = (round(a[0], 3), round(a[1], 3)), (round(b[0], 3), round(b[1], 3))
        return (a, b) if a <= b else (b, a)

    return [
        key((x, y), (x + w, y)),
        key((x + w, y), (x + w, y + h)),
        key((x, y + h), (x + w, y + h)),
        key((x, y), (x, y + h)),
    ]


def _tab_edges(faces, x0: float, y0: float) -> set:
    """Edges that carry a glue tab: the side walls' free edges and the roof's sides."""
    tabs = set()
    for name in ("left wall", "right wall"):
        fx, fy, fw, fh = faces[name]
        edges = _rect_edges(x0 + fx, y0 + fy, fw, fh)
        tabs |= {edges[0], edges[2]}  # bottom and top: glued to the front and back walls
    fx, fy, fw, fh = faces["roof"]
    edges = _rect_edges(x0 + fx, y0 + fy, fw, fh)
    tabs |= {edges[1], edges[3], edges[2]}  # roof sides and front: glued inside the walls
    return tabs


def _tab(pen: Pen, edge, faces, x0: float, y0: float) -> None:
    """A trapezoid glue tab on the outer side of ``edge``, cut on its free sides."""
    (x1, y1), (x2, y2) = edge
    face = next(
        (fx, fy, fw, fh)
        for fx, fy, fw, fh in faces.values()
        if _touches(edge, x0 + fx, y0 + fy, fw, fh)
    )
    fx, fy, fw, fh = face
    if y1 == y2:  # horizontal edge: the tab goes away from the face
        sign = 1 if abs(y1 - (y0 + fy + fh)) < 1e-6 else -1
        points = [(x1, y1), (x1 + TAB, y1 + sign * TAB), (x2 - TAB, y2 + sign * TAB), (x2, y2)]
    else:
        sign = 1 if abs(x1 - (x0 + fx + fw)) < 1e-6 else -1
        points = [(x1, y1), (x1 + sign * TAB, y1 + TAB), (x2 + sign * TAB, y2 - TAB), (x2, y2)]
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        pen.line(ax, ay, bx, by, 0.4)
    pen.canvas.setFillGray(0.4)
    tx = sum(p[0] for p in points) / 4
    ty = sum(p[1] for p in points) / 4
    pen.text(tx, ty - 1, "glue", 5.5, align="centre")
    pen.canvas.setFillGray(0)


def _touches(edge, x: float, y: float, w: float, h: float) -> bool:
    return edge in _rect_edges(x, y, w, h)
