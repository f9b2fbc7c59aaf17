"""A table for a battlefield: when a game's board is a field larger than Tabletop
Simulator's own tables take with the players' pieces round it (1 Stat Skirmish's 2' to 4'
square, AOF's 4'), the save uses no table of Tabletop Simulator's (``Table_None``) but a
floor of its own, locked, as large as what lies on it, as the big wargame mods do; the
rules booklet lies by the field's left edge.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from . import tabletop
from .paper import MM, Size
from .pen import Pen
from .table import Face, Flat
from .tablefit import TABLE

FIELD_FROM = 12.0
"""Inches: a board this wide or wider is a battlefield (Insta's 8-inch mat is not)."""
MARGIN = 4.0
"""Inches of floor beyond the outermost piece, hand zone or booklet."""
FLOOR_Y = tabletop.TABLE_Y - 0.06
"""Inches above the world's middle where the floor's middle lies. The floor is 1 mm thick,
so its top is where a 2 mm piece placed on the table has its underside: a locked piece (a
field, a unit card) rests on it, and a loose one settles on it."""
FLOOR_COLOUR = "#3E4A3A"
"""The floor's felt: a dark, quiet green that lets a field's own colours stand out."""
BOOKLET_HALF = 3.0
"""Inches from the booklet's middle to its edge, and a little room."""
NAME = "Table"
"""The floor's name, as players see it."""
PLAY_AREA = 1.0
"""How far from the middle players and pieces may go (Tabletop Simulator's ``PlayArea``, 0
to 1, 0.5 by default): all the way, for a floor larger than its tables."""
FIELD_LEFT = 12.0
"""Inches a row may run left of the booklet, beside a battlefield."""


def _felt(pen: Pen) -> None:
    pen.canvas.setFillColor(FLOOR_COLOUR)
    pen.canvas.rect(0, 0, pen.paper.width * MM, pen.paper.height * MM, fill=1, stroke=0)


def is_field(board: Flat | None) -> bool:
    """Whether the middle's board is a battlefield that needs a floor of its own."""
    return board is not None and board.face.size.width / 25.4 >= FIELD_FROM


def booklet_x(board: Flat) -> float:
    """Inches left of the middle where the rules booklet lies: by the field's left edge."""
    return -(board.face.size.width / 25.4 / 2 + 1.5 + BOOKLET_HALF)


def floor_size(reaches: Iterable[tuple[float, float, float, float]]) -> tuple[float, float]:
    """The floor's size, mm, under everything: ``reaches`` are each thing's middle and half
    its size (x, z, across, deep, inches). Centred on the table's middle, it reaches
    ``MARGIN`` inches past the farthest."""
    across, deep = 0.0, 0.0
    for x, z, half_across, half_deep in reaches:
        across = max(across, abs(x) + half_across)
        deep = max(deep, abs(z) + half_deep)
    return 2 * (across + MARGIN) * 25.4, 2 * (deep + MARGIN) * 25.4


def floor_face(size: tuple[float, float]) -> Face:
    """The floor's picture: its felt, small, in the floor's proportions (one colour,
    stretched to the floor's size)."""
    width = 40.0
    return Face("table-floor", Size(width, width * size[1] / size[0]), _felt)


def floor(size: tuple[float, float]) -> dict[str, Any]:
    """The floor, ``size`` mm, at the table's middle: locked, a felt of one colour."""
    made = tabletop.tile(
        ("floor",), NAME, "The table: the field in its middle, each side's pieces at its edge.",
        size, "table-floor.png", (0.0, 0.0), locked=True,
    )  # fmt: skip
    made["Transform"]["posY"] = FLOOR_Y
    made |= {"Tooltip": False, "GridProjection": True, "Memo": TABLE}
    return made


FIELD_GROUND = "#C9CCB4"
"""A battlefield's ground: a pale grass, light enough for pieces and felt pens to show."""
FIELD_LINE = "#6B6F5A"
"""Its edge and its labels."""


def field_ground(pen: Pen, side: float, label: str) -> None:
    """A square battlefield ``side`` mm: its ground, its edge and ``label`` along its near
    edge (the first player's, the picture's foot)."""
    from . import fonts

    canvas = pen.canvas
    canvas.setFillColor(FIELD_GROUND)
    canvas.rect(0, 0, side * MM, side * MM, fill=1, stroke=0)
    canvas.setStrokeColor(FIELD_LINE)
    canvas.setLineWidth(2.0)
    canvas.rect(1 * MM, 1 * MM, (side - 2) * MM, (side - 2) * MM, fill=0, stroke=1)
    canvas.setFillColor(FIELD_LINE)
    pen.text(side / 2, side * 0.012, label, label_size(side), fonts.BOLD, "centre")


def label_size(side: float) -> float:
    """Points a field ``side`` mm wide sets its words in: legible with the whole field in
    view (capitals about a 60th of its side)."""
    return side / 100 * 72 / 25.4 * 1.6
