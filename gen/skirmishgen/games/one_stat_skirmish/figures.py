"""1 Stat Skirmish's booklet figures: the first game's table, drawn to scale."""

from __future__ import annotations

from ...press import fonts, style
from ...press.figure import Figure
from ...press.icons import draw_icon
from ...press.paper import MM
from ...press.pen import Pen

TABLE = 24
"""The training table's side, inches (2 feet)."""
START = 5
"""A starting area's reach from its corner, inches."""
TREES = ((-0.05, 1.8), (0.95, -0.2), (-1.05, 0.0), (0.15, -1.6))
"""A forest's trees, inches from the forest's centre."""
MIDDLE_FOREST = (-2.15, -1.0)
"""The training forest's centre, inches from the table's centre (the house beside it)."""
MORE_FORESTS = ((-6.0, 6.5), (6.5, -6.0))
"""The Treasure Hunt's two added forests, inches from the table's centre: our layout,
one off each empty corner (the rulebook shows its own in a picture)."""


def training(pen: Pen, width: float, height: float) -> None:
    """The training table: a forest and a house in the middle, the starting corners."""
    _table(pen, width, height, ())


MAP_LABEL = 7.5
"""The Treasure Hunt map's labels, pt: a size up from the sheets' minimum, the map being
larger."""


def treasure_hunt(pen: Pen, width: float, height: float) -> None:
    """The training table with two more forests and the treasure in the middle one."""
    _table(pen, width, height, MORE_FORESTS, treasure=True, label=MAP_LABEL)


TREE = 3.6 / (42 / TABLE)
"""A tree's size, mm to the table's inch: 3.6 mm on the 42 mm training table."""


def _forest(pen: Pen, centre: tuple[float, float], scale: float) -> None:
    for tx, ty in TREES:
        x, y = centre[0] + tx * scale, centre[1] + ty * scale
        draw_icon(pen.canvas, "tree", x * MM, y * MM, TREE * scale * MM, "#2E7D32")


def _table(
    pen: Pen,
    width: float,
    height: float,
    forests: tuple[tuple[float, float], ...],
    treasure: bool = False,
    label: float = style.SHEET_MINIMUM,
) -> None:
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
        name = ("Robyn's merry men", "Cpt. Fawkes' ragtags")[index]
        if index == 0:  # along the table's edge, beside its starting area
            pen.text(x + r + 1.5, y + 1.5, name, label, fonts.BOLD, "left")
        else:
            pen.text(x - r - 1.5, y - 4, name, label, fonts.BOLD, "right")
    middle = (x0 + side / 2, y0 + side / 2)
    for fx, fy in (MIDDLE_FOREST, *forests):
        _forest(pen, (middle[0] + fx * scale, middle[1] + fy * scale), scale)
    if treasure:  # the coin in the middle forest
        x, y = middle[0] + MIDDLE_FOREST[0] * scale, middle[1] + MIDDLE_FOREST[1] * scale
        canvas.setFillColor("#C9A227")
        canvas.setStrokeColor(style.INK)
        canvas.setLineWidth(0.5)
        canvas.circle(x * MM, y * MM, 2.2 * MM, fill=1, stroke=1)
        draw_icon(canvas, "chest", x * MM, y * MM, 2.8 * MM, style.INK)
        words = pen.canvas.stringWidth("treasure", fonts.BOLD, label) / MM
        canvas.setFillColor("#FFFFFF")  # a white ground, so the word reads over the trees
        canvas.roundRect(
            (x - words / 2 - 0.8) * MM,
            (y - 6.3) * MM,
            (words + 1.6) * MM,
            3.6 * MM,
            0.8 * MM,
            fill=1,
            stroke=0,
        )
        canvas.setFillColor(style.INK)
        pen.text(x, y - 5.4, "treasure", label, fonts.BOLD, "centre")
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
    step = label * 0.43  # mm between label lines
    pen.text(x0 + side + 2, y0 + side - 3, "2 feet", label, align="left")
    pen.text(x0 + side + 2, y0 + side - 3 - step, "(24 inches)", label, align="left")
    for row, words in enumerate(("start: within", "5 inches of", "your corner")):
        pen.text(x0 + side + 2, y0 + 12 - row * step, words, label, align="left")


FIGURES = {
    "training": Figure(
        44.0,
        training,
        "The training table to scale: a forest and a house in the middle, each side starting "
        "in its own corner.",
    ),
    "treasure-hunt": Figure(
        60.0,
        treasure_hunt,
        "The Treasure Hunt table, our layout (the rulebook shows its own in a picture): two "
        "forests added, the treasure in the middle forest.",
    ),
}


def figures() -> dict[str, Figure]:
    return FIGURES
