"""1 Stat Skirmish's booklet figures: the first game's table, drawn to scale."""

from __future__ import annotations

from ...press import fonts, style
from ...press.figure import Figure
from ...press.icons import draw_icon
from ...press.kit import Pen
from ...press.paper import MM

TABLE = 24
"""The training table's side, inches (2 feet)."""
START = 5
"""A starting area's reach from its corner, inches."""
TREES = ((-2.2, 0.8), (-1.2, -1.2), (-3.2, -1.0), (-2.0, -2.6))
"""The forest's trees, inches from the table's centre."""


def training(pen: Pen, width: float, height: float) -> None:
    side = height - 2
    scale = side / TABLE
    x0, y0 = (width - side) / 2, 1.0
    canvas = pen.canvas
    for index, (cx, cy, start) in enumerate(((0, 0, 0), (TABLE, TABLE, 180))):
        team = style.team(index)
        canvas.setFillColor(team.tint)
        canvas.setStrokeColor(team.colour)
        canvas.setLineWidth(0.6)
        r = START * scale
        x, y = x0 + cx * scale, y0 + cy * scale
        canvas.wedge((x - r) * MM, (y - r) * MM, (x + r) * MM, (y + r) * MM, start, 90, fill=1)
        canvas.setFillColor(team.colour)
        label = ("Robyn's merry men", "Cpt. Fawkes' ragtags")[index]
        if index == 0:  # along the table's edge, beside its starting area
            pen.text(x + r + 1.5, y + 1.5, label, 7, fonts.BOLD, "left")
        else:
            pen.text(x - r - 1.5, y - 4, label, 7, fonts.BOLD, "right")
    middle = (x0 + side / 2, y0 + side / 2)
    for tx, ty in TREES:
        draw_icon(
            canvas,
            "tree",
            (middle[0] + tx * scale) * MM,
            (middle[1] + ty * scale) * MM,
            3.6 * MM,
            "#2E7D32",
        )
    draw_icon(
        canvas,
        "house",
        (middle[0] + 2.2 * scale) * MM,
        (middle[1] + 1.2 * scale) * MM,
        6 * MM,
        style.INK,
    )
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.9)
    canvas.rect(x0 * MM, y0 * MM, side * MM, side * MM, fill=0, stroke=1)
    canvas.setFillColor(style.MUTED)
    pen.text(x0 + side + 2, y0 + side - 3, "2 feet", 7, align="left")
    pen.text(x0 + side + 2, y0 + side - 6, "(24 inches)", 7, align="left")
    for row, words in enumerate(("start: within", "5 inches of", "your corner")):
        pen.text(x0 + side + 2, y0 + 12 - row * 3, words, 7, align="left")


FIGURES = {
    "training": Figure(
        44.0,
        training,
        "The training table to scale: a forest and a house in the middle, each side starting "
        "in its own corner.",
    )
}


def figures() -> dict[str, Figure]:
    return FIGURES
