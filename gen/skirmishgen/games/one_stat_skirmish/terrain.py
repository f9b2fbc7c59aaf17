"""Terrain flats for the 1 Stat Skirmish training setups on a 2'x2' table: forest areas
(three: one for the training mission, two more for Treasure Hunt) and the house: a flat
footprint that fighters stand on, and a lift-off shell (walls and roof, no floor) that
covers it while nobody is inside. Each piece prints the rulebook's three terrain answers.
"""

from __future__ import annotations

import itertools
import math
from functools import partial

from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.paper import MM
from ...press.pen import INCH, Pen
from .flow import Block, flow, titled

FORESTS = 3
FOREST = (5 * INCH, 4 * INCH)
"""A forest area: 5 x 4 inches."""
HOUSE = (3 * INCH, 2 * INCH)
"""The house's footprint: 3 inches long, 2 deep."""
WALL = 1.5 * INCH
"""The shell's walls."""
TAB = 8.0
ANSWERS = {
    "forest": (
        "FOREST",
        "see through: yes \u00b7 accessible: yes",
        "cover: yes, for a fighter inside",
    ),
    "house": ("HOUSE", "see through: no \u00b7 accessible: yes", "cover: yes, inside only"),
}
TREE = "#2F6B2A"
WALL_INK = "#8A6D4B"


def terrain(pen: Pen) -> None:
    sheet = flow(pen)
    width, height = FOREST
    for number in range(FORESTS):
        if number == 0:
            sheet.add(
                titled(
                    pen,
                    "Terrain: forests and a house",
                    f"{FORESTS} forest areas, {width / INCH:g} by {height / INCH:g} inches "
                    "(training: one; Treasure Hunt: all three). Cut along the outline; a "
                    "fighter inside is in cover.",
                    width,
                    height,
                    partial(_forest_at, number=0),
                    ("cut",),
                )
            )
        else:
            sheet.add(
                Block(
                    width,
                    height,
                    partial(_forest_at, number=number),
                )
            )
    length, depth = HOUSE
    # upright (2 wide, 3 tall): it fits beside a forest, where a 3 inch wide piece does not
    sheet.add(Block(depth, length, lambda pen, x, top: _footprint(pen, x, top - length)))
    net_w, net_h = 2 * WALL + length, 2 * WALL + depth
    sheet.add(
        titled(
            pen,
            "House: a lift-off shell",
            "Cut round the outline. Fold every dashed line away from you, so the printed "
            "side stays outside, and glue each hatched tab inside the wall next to it. "
            "The shell has no floor: stand it over the footprint, and lift it off while "
            "a fighter is inside.",
            net_w,
            net_h,
            lambda pen, x, top: _shell(pen, x, top - net_h),
            ("cut", "fold", "glue"),
        )
    )


def _forest_at(pen: Pen, x: float, top: float, number: int) -> None:
    width, height = FOREST
    _forest(pen, x, top - height, width, height, number)


def _blob(x: float, y: float, width: float, height: float) -> list[tuple[float, float]]:
    """A wobbly oval whose extremes touch all four sides of the box: the area measures
    exactly what its label says (5 by 4 inches), edge to edge."""
    steps = 48
    raw = []
    for step in range(steps):
        angle = 2 * math.pi * step / steps
        wobble = 1 + 0.03 * math.sin(7 * angle) + 0.02 * math.cos(4 * angle)
        c, s = math.cos(angle), math.sin(angle)  # a rounded rectangle (superellipse)
        u = math.copysign(abs(c) ** 0.75, c)
        v = math.copysign(abs(s) ** 0.75, s)
        raw.append((wobble * u, wobble * v))
    left, right = min(u for u, _ in raw), max(u for u, _ in raw)
    bottom, top = min(v for _, v in raw), max(v for _, v in raw)
    return [
        (x + (u - left) / (right - left) * width, y + (v - bottom) / (top - bottom) * height)
        for u, v in raw
    ]


def _inside(points: list[tuple[float, float]], px: float, py: float, margin: float) -> bool:
    """Whether (px, py) lies inside the polygon at least ``margin`` mm from its edge."""
    inside = False
    for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1], strict=True):
        if (ay > py) != (by > py) and px < ax + (py - ay) * (bx - ax) / (by - ay):
            inside = not inside
    if not inside:
        return False
    for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1], strict=True):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
        if math.hypot(px - ax - t * dx, py - ay - t * dy) < margin:
            return False
    return True


def _forest(pen: Pen, x: float, y: float, width: float, height: float, number: int) -> None:
    """A rounded area, trees inside it, its terrain answers in a clear plate in the middle."""
    canvas = pen.canvas
    points = _blob(x, y, width, height)
    pen.cut_outline(points, "#E8F1E3")
    cx, cy = x + width / 2, y + height / 2
    plate_w, plate_h = 64.0, 15.0
    tree = 11.0
    for row in range(6):
        for column in range(9):
            tx = (
                x
                + 8
                + column * 13.5
                + (6.5 if row % 2 else 0)
                + ((row * 7 + column * 3 + number) % 5 - 2) * 0.6
            )
            ty = y + 9 + row * 16.5 + ((column * 5 + row + number) % 3 - 1) * 1.0
            if abs(tx - cx) < plate_w / 2 + tree / 2 and abs(ty - cy) < plate_h / 2 + tree / 2:
                continue
            if _inside(points, tx, ty, tree / 2 + style.LABEL_CLEARANCE):
                size = tree * (0.85 + 0.15 * ((row + column + number) % 3) / 2)
                draw_icon(canvas, "tree", tx * MM, ty * MM, size * MM, TREE)
    _plate(pen, cx, cy, plate_w, plate_h, ANSWERS["forest"])


def _plate(pen: Pen, cx: float, cy: float, w: float, h: float, lines: tuple[str, ...]) -> None:
    canvas = pen.canvas
    canvas.setFillColor("#FFFFFF")
    canvas.roundRect((cx - w / 2) * MM, (cy - h / 2) * MM, w * MM, h * MM, 2 * MM, fill=1, stroke=0)
    canvas.setFillColor(style.INK)
    pen.text(cx, cy + h / 2 - 4.6, lines[0], 9, fonts.BOLD, "centre")
    for index, line in enumerate(lines[1:]):
        pen.text(cx, cy + h / 2 - 8.4 - index * 3.3, line, style.SHEET_MINIMUM, align="centre")


def _footprint(pen: Pen, x: float, y: float) -> None:
    """The house's floor plan standing upright (its long walls left and right): walls, a
    door gap in the right wall, and the terrain answers."""
    length, depth = HOUSE
    canvas = pen.canvas
    wall = 2.5
    canvas.setFillColor(WALL_INK)
    canvas.rect(x * MM, y * MM, depth * MM, length * MM, fill=1, stroke=0)
    canvas.setFillColor("#F7F1E8")
    canvas.rect(
        (x + wall) * MM,
        (y + wall) * MM,
        (depth - 2 * wall) * MM,
        (length - 2 * wall) * MM,
        fill=1,
        stroke=0,
    )
    door = 14.0
    door_y = y + length / 2 - door / 2
    canvas.rect((x + depth - wall) * MM, door_y * MM, wall * MM, door * MM, fill=1, stroke=0)
    canvas.setFillColor(style.MUTED)
    pen.text(
        x + depth - wall - 2.0, door_y + door / 2 - 1.2, "door", style.SHEET_MINIMUM, align="right"
    )
    title, sight, cover = ANSWERS["house"]
    answers = (title, *sight.split(" \u00b7 "), cover)
    _plate(pen, x + depth / 2, y + length / 2 + 12, depth - 2 * wall - 6, 19.0, answers)
    pen.cut_rect(x, y, depth, length)


def _shell(pen: Pen, x: float, y: float) -> None:
    """A cross-shaped net: the roof in the middle, a wall on each side, tabs in the corners."""
    length, depth = HOUSE
    canvas = pen.canvas
    roof = (x + WALL, y + WALL, length, depth)
    walls = {
        "front": (x + WALL, y, length, WALL),
        "back": (x + WALL, y + WALL + depth, length, WALL),
        "left": (x, y + WALL, WALL, depth),
        "right": (x + WALL + length, y + WALL, WALL, depth),
    }
    # printed faces: tiles on the roof, windows on the walls, a door on the front
    rx, ry, rw, rh = roof
    _roof(pen, *roof)
    for name, (wx, wy, ww, wh) in walls.items():
        canvas.setFillColor("#F1E6D6")
        canvas.rect(wx * MM, wy * MM, ww * MM, wh * MM, fill=1, stroke=0)
        _windows(pen, name, wx, wy, ww, wh)
    for (ax, ay), (bx, by) in (
        ((rx, ry), (rx + rw, ry)),
        ((rx, ry + rh), (rx + rw, ry + rh)),
        ((rx, ry), (rx, ry + rh)),
        ((rx + rw, ry), (rx + rw, ry + rh)),
    ):
        pen.fold_line(ax, ay, bx, by)
    # tabs on the side walls' free edges, glued inside the front and back walls
    for side in ("left", "right"):
        wx, wy, ww, wh = walls[side]
        for edge_y, sign in ((wy, -1), (wy + wh, 1)):
            points = [
                (wx, edge_y),
                (wx + 3, edge_y + sign * TAB),
                (wx + ww - 3, edge_y + sign * TAB),
                (wx + ww, edge_y),
            ]
            _glue_tab(pen, points)
            pen.fold_line(wx, edge_y, wx + ww, edge_y)
    # the outline, cut
    outline = [
        ((walls["front"][0], y), (walls["front"][0] + length, y)),
        (
            (walls["back"][0], y + 2 * WALL + depth),
            (walls["back"][0] + length, y + 2 * WALL + depth),
        ),
        ((x + WALL, y), (x + WALL, y + WALL)),
        ((x + WALL + length, y), (x + WALL + length, y + WALL)),
        ((x + WALL, y + WALL + depth), (x + WALL, y + 2 * WALL + depth)),
        ((x + WALL + length, y + WALL + depth), (x + WALL + length, y + 2 * WALL + depth)),
        ((x, y + WALL), (x, y + WALL + depth)),
        ((x + 2 * WALL + length, y + WALL), (x + 2 * WALL + length, y + WALL + depth)),
    ]
    for (ax, ay), (bx, by) in outline:
        pen.cut_line(ax, ay, bx, by)


ROOF = "#E6BBA5"
"""The roof tiles: a light terracotta (little toner); their edges in ``TILE_INK``."""
TILE_INK = "#9B4F35"
TILE = (8.0, 5.0)
"""A roof tile's width and the height of a course (mm)."""


def _roof(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """The roof seen from above: courses of round-ended tiles (shingles) hanging from a
    ridge along the middle down to each eave, the courses staggered by half a tile."""
    canvas = pen.canvas
    canvas.saveState()
    path = canvas.beginPath()
    path.rect(x * MM, y * MM, w * MM, h * MM)
    canvas.clipPath(path, stroke=0, fill=0)
    canvas.setFillColor(ROOF)
    canvas.rect(x * MM, y * MM, w * MM, h * MM, fill=1, stroke=0)
    canvas.setStrokeColor(TILE_INK)
    canvas.setLineWidth(0.45)
    tile, course = TILE
    ridge = y + h / 2
    for sign in (1, -1):  # the back slope, then the front one
        rows = math.ceil(h / 2 / course)
        for row in range(rows):
            edge = ridge + sign * (h / 2 - row * course)  # the eave side of this course
            shift = (row % 2) * tile / 2
            column = -1
            while x + shift + column * tile < x + w:
                left = x + shift + column * tile
                _shingle(pen, left, edge, tile, course, sign)
                column += 1
    canvas.setFillColor(TILE_INK)  # the ridge capping
    canvas.rect(x * MM, (ridge - 1.2) * MM, w * MM, 2.4 * MM, fill=1, stroke=0)
    canvas.restoreState()
    canvas.setStrokeColor(style.INK)


def _shingle(pen: Pen, left: float, edge: float, tile: float, course: float, sign: int) -> None:
    """One tile's outline: its sides up the course from the eave side ``edge`` and a round
    end on that side (``sign`` 1 for the back slope, whose eave is above)."""
    canvas = pen.canvas
    r = tile / 2
    path = canvas.beginPath()
    top = edge - sign * course
    path.moveTo(left * MM, top * MM)
    path.lineTo(left * MM, (edge - sign * r * 0.6) * MM)
    start, extent = (180, -180) if sign > 0 else (180, 180)
    box = (left, edge - r * 0.6 - r * 0.6, left + tile, edge - r * 0.6 + r * 0.6)
    if sign < 0:
        box = (left, edge + r * 0.6 - r * 0.6, left + tile, edge + r * 0.6 + r * 0.6)
    path.arcTo(box[0] * MM, box[1] * MM, box[2] * MM, box[3] * MM, start, extent)
    path.lineTo((left + tile) * MM, top * MM)
    canvas.drawPath(path, fill=0, stroke=1)


def _windows(pen: Pen, name: str, x: float, y: float, w: float, h: float) -> None:
    canvas = pen.canvas
    canvas.setStrokeColor(WALL_INK)
    canvas.setFillColor("#FFFFFF")
    canvas.setLineWidth(0.6)
    if name in ("front", "back"):
        # walls hang off the roof: their outer edge is the ground
        ground_up = name == "back"
        wins = (
            [x + w * 0.2, x + w * 0.8]
            if name == "front"
            else [x + w * 0.25, x + w * 0.5, x + w * 0.75]
        )
        for wx in wins:
            wy = y + h * 0.55 if ground_up else y + h * 0.2
            canvas.rect((wx - 4) * MM, wy * MM, 8 * MM, 10 * MM, fill=1, stroke=1)
        if name == "front":  # the door, printed (not cut), standing on the ground edge
            canvas.setFillColor(WALL_INK)
            canvas.rect((x + w / 2 - 6) * MM, y * MM, 12 * MM, 24 * MM, fill=1, stroke=0)
    else:
        left = name == "left"
        wx = x + w * (0.2 if left else 0.55)
        canvas.rect(wx * MM, (y + h / 2 - 5) * MM, 10 * MM, 10 * MM, fill=1, stroke=1)
    canvas.setFillColor(style.INK)


def _glue_tab(pen: Pen, points: list[tuple[float, float]]) -> None:
    canvas = pen.canvas
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    canvas.saveState()
    path = canvas.beginPath()
    path.moveTo(points[0][0] * MM, points[0][1] * MM)
    for px, py in points[1:]:
        path.lineTo(px * MM, py * MM)
    path.close()
    canvas.clipPath(path, stroke=0, fill=0)
    pen.glue_area(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys), word=False)
    canvas.restoreState()
    for (ax, ay), (bx, by) in itertools.pairwise(points):
        pen.cut_line(ax, ay, bx, by)
