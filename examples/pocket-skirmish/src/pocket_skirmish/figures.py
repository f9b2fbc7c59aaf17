"""The booklet's figure: the part of the table where the example round is played, each
fighter where it stands, each move an arrow, the shot a dashed line (``!figure round`` in
the template places it)."""

from __future__ import annotations

import math

from reportlab.lib import colors
from skirmishgen.press import fonts
from skirmishgen.press.figure import Figure
from skirmishgen.press.paper import MM
from skirmishgen.press.pen import Pen

from .about import LOOK
from .example import ROUND, STANDING, WOOD, Point

VIEW: tuple[Point, Point] = ((1.0, 4.5), (21.0, 20.5))
"""The part of the table shown, inches: lower left and upper right corners."""
BASE = 0.5
"""A fighter's base radius, inches (a 25 mm base)."""
COLOUR = colors.HexColor(LOOK.colour)


class Table:
    """The view of the table on the figure: inches to millimetres."""

    def __init__(self, pen: Pen, width: float, height: float) -> None:
        (x0, y0), (x1, y1) = VIEW
        self.pen, self.scale = pen, min(width / (x1 - x0), height / (y1 - y0))
        self.left = (width - (x1 - x0) * self.scale) / 2

    def mm(self, at: Point) -> Point:
        (x0, y0), _ = VIEW
        return self.left + (at[0] - x0) * self.scale, (at[1] - y0) * self.scale

    def fighter(self, at: Point, mark: str, ours: bool) -> None:
        """A base: ours filled in the game's colour, theirs outlined, its initial inside."""
        canvas, (x, y) = self.pen.canvas, self.mm(at)
        canvas.setStrokeColor(COLOUR)
        canvas.setFillColor(COLOUR if ours else colors.white)
        canvas.setLineWidth(1)
        canvas.circle(x * MM, y * MM, BASE * self.scale * MM, stroke=1, fill=1)
        canvas.setFillColor(colors.white if ours else COLOUR)
        self.pen.text(x, y - 0.9, mark, 7, fonts.BOLD, "centre")

    def arrow(self, start: Point, end: Point, dashed: bool = False) -> None:
        """A move from ``start`` to the edge of the base at ``end``, its head there; a shot
        (``dashed``) without a head."""
        (x0, y0), (x1, y1) = self.mm(start), self.mm(end)
        angle = math.atan2(y1 - y0, x1 - x0)
        short = BASE * self.scale + 0.4
        x1, y1 = x1 - short * math.cos(angle), y1 - short * math.sin(angle)
        canvas = self.pen.canvas
        canvas.saveState()
        canvas.setStrokeColor(colors.HexColor("#555555" if dashed else "#222222"))
        if dashed:
            canvas.setDash(2, 1.5)
        self.pen.line(x0, y0, x1, y1, 0.7)
        for side in () if dashed else (-0.45, 0.45):
            back = angle + math.pi + side
            self.pen.line(x1, y1, x1 + 2 * math.cos(back), y1 + 2 * math.sin(back), 0.7)
        canvas.restoreState()


def _round(pen: Pen, width: float, height: float) -> None:
    """The view's frame, the wood, the moves and the shot, then the fighters on top."""
    table = Table(pen, width, height)
    (x0, y0), (x1, y1) = table.mm(VIEW[0]), table.mm(VIEW[1])
    canvas = pen.canvas
    canvas.setStrokeColor(colors.HexColor("#999999"))
    canvas.rect(x0 * MM, y0 * MM, (x1 - x0) * MM, (y1 - y0) * MM, stroke=1, fill=0)
    (cx, cy), (rx, ry) = WOOD
    (a, b), (c, d) = table.mm((cx - rx, cy - ry)), table.mm((cx + rx, cy + ry))
    canvas.setFillColor(colors.HexColor("#DCE8D2"))
    canvas.ellipse(a * MM, b * MM, c * MM, d * MM, stroke=0, fill=1)
    canvas.setFillColor(colors.HexColor("#555555"))
    pen.text(a + 1.5, (b + d) / 2 - 1, "wood", 7)
    pen.text((x0 + x1) / 2, y0 + 1.5, "towards the Lanterns' edge", 7, align="centre")
    pen.text((x0 + x1) / 2, y1 - 3.5, "towards the Gulls' edge", 7, align="centre")
    steps = {step.name: step for step in (*ROUND, *STANDING)}
    for step in ROUND:
        if step.to is not None:
            table.arrow(step.at, step.to)
        elif step.target:
            table.arrow(step.at, steps[step.target].at, dashed=True)
    for step in (*ROUND, *STANDING):
        table.fighter(step.at, step.name[0], step.ours)


CAPTION = (
    "The round's start, seen from above: the Lanterns filled, the Gulls outlined, each by "
    "its initial; the wood is rough ground; an arrow is a move, the dashed line Wren's shot."
)


def figures() -> dict[str, Figure]:
    """The booklet's figures by name."""
    return {"round": Figure(56, _round, CAPTION)}
