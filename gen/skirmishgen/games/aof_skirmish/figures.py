"""AOF: Skirmish's booklet figures: the battlefield from above, and heights and gaps seen
from the side (drop, leap, jump)."""

from __future__ import annotations

from ...press import fonts, style
from ...press.figure import Figure
from ...press.icons import draw_icon
from ...press.paper import MM
from ...press.pen import Pen
from .about import LOOK

TABLE = 48
"""The battlefield's side, inches (4 feet)."""
ZONE = 12
"""A deployment zone's depth from its own table edge, inches."""
SEIZE = 3
"""How near a unit must be to a marker to seize it, inches."""
OBJECTIVES = ((10, 21), (24, 29), (38, 21), (24, 16))
"""Four objective markers (D3+2 rolled 2), inches from the lower left corner: outside
both zones and more than 9" from one another. Our example, not the rulebook's."""
TERRAIN = (
    ("tree", 6, 31),
    ("house", 17, 22),
    ("tree", 31, 34),
    ("house", 33, 14),
    ("tree", 43, 28),
    ("tree", 4, 14),
)
"""A few terrain pieces, inches from the lower left corner (the rules ask for 10-15)."""
LABEL = style.SHEET_MINIMUM
"""The figures' labels, pt."""
SIDES = (LOOK.colour, LOOK.accent)
"""Your models and zone, then your opponent's: the game's two colours."""


def _model(pen: Pen, x: float, y: float, side: int, radius: float = 1.6) -> None:
    """A model seen from above: a filled disc for yours, a ringed white one for theirs,
    so the sides differ in greyscale too."""
    canvas = pen.canvas
    canvas.setLineWidth(0.9)
    canvas.setStrokeColor(SIDES[side])
    canvas.setFillColor(SIDES[side] if side == 0 else "#FFFFFF")
    canvas.circle(x * MM, y * MM, radius * MM, fill=1, stroke=1)


def _marker(pen: Pen, x: float, y: float, size: float) -> None:
    """An objective marker: the flag on a small disc."""
    canvas = pen.canvas
    canvas.setFillColor("#FFFFFF")
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.5)
    canvas.circle(x * MM, y * MM, size / 2 * MM, fill=1, stroke=1)
    draw_icon(canvas, "flag", x * MM, y * MM, size * 0.75 * MM, style.INK)


def _ring(pen: Pen, x: float, y: float, radius: float) -> None:
    """The dashed circle a marker's seize distance reaches."""
    canvas = pen.canvas
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.5)
    canvas.setDash(1.0 * MM, 0.7 * MM)
    canvas.circle(x * MM, y * MM, radius * MM, fill=0, stroke=1)
    canvas.setDash()


def battlefield(pen: Pen, width: float, height: float) -> None:
    """The 4' table to scale with both deployment zones and four markers, the seize rule
    enlarged beside it: one unit alone near a marker seizes it, both sides near it leave
    it neutral."""
    side = height - 3
    scale = side / TABLE
    x0 = max(0.0, (width - 112) / 2)
    y0 = 1.0
    _table(pen, x0, y0, side, scale)
    notes = x0 + side + 2.5
    pen.canvas.setFillColor(style.INK)
    for row, words in enumerate(("Opponent deploys", 'within 12" of', "the far edge")):
        pen.text(
            notes, y0 + side - 3 - row * 3, words, LABEL, fonts.BOLD if row == 0 else fonts.REGULAR
        )
    for row, words in enumerate(("D3+2 markers,", 'over 9" apart,', "not in a zone")):
        pen.text(notes, y0 + side / 2 + 3 - row * 3, words, LABEL)
    for row, words in enumerate(("You deploy", 'within 12" of', "your edge")):
        pen.text(notes, y0 + 8 - row * 3, words, LABEL, fonts.BOLD if row == 0 else fonts.REGULAR)
    enlarged = x0 + side + 27
    _seize(pen, enlarged + 11.5, y0 + side / 2 + 2.5, (0,), "seized by you")
    _seize(pen, enlarged + 38.5, y0 + side / 2 + 2.5, (0, 1), "neutral")
    pen.canvas.setFillColor(style.MUTED)
    pen.text(enlarged + 25, y0 + side - 1.5, "end of each round (enlarged)", LABEL, align="centre")
    for side_index, (x, words) in enumerate(
        ((enlarged + 4, "your unit"), (enlarged + 28, "enemy unit"))
    ):
        _model(pen, x, y0 + 3.2, side_index, 1.2)
        pen.canvas.setFillColor(style.INK)
        pen.text(x + 2.2, y0 + 2.2, words, LABEL)


def _table(pen: Pen, x0: float, y0: float, side: float, scale: float) -> None:
    canvas = pen.canvas
    zone = ZONE * scale
    for index, y in enumerate((y0, y0 + side - zone)):
        canvas.setFillColor(style.tint(SIDES[index], 0.22))
        canvas.rect(x0 * MM, y * MM, side * MM, zone * MM, fill=1, stroke=0)
    for icon, tx, ty in TERRAIN:
        draw_icon(
            canvas, icon, (x0 + tx * scale) * MM, (y0 + ty * scale) * MM, 3.2 * MM, style.HAIRLINE
        )
    for tx, ty in OBJECTIVES:
        x, y = x0 + tx * scale, y0 + ty * scale
        _ring(pen, x, y, SEIZE * scale)
        _marker(pen, x, y, 2.4)
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.9)
    canvas.rect(x0 * MM, y0 * MM, side * MM, side * MM, fill=0, stroke=1)
    canvas.setFillColor(style.MUTED)
    canvas.saveState()  # the side's length up the table's left edge
    canvas.translate((x0 - 1.2) * MM, (y0 + side / 2) * MM)
    canvas.rotate(90)
    pen.text(0, 0, "4 feet (48 inches)", LABEL, align="centre")
    canvas.restoreState()


def _seize(pen: Pen, x: float, y: float, sides: tuple[int, ...], words: str) -> None:
    """A marker enlarged, its 3" ring, a model of each side in ``sides`` inside it and
    the result under it."""
    radius = 8.4
    _ring(pen, x, y, radius)
    pen.canvas.setStrokeColor(style.INK)
    pen.canvas.setLineWidth(0.4)
    pen.line(x, y, x + radius * 0.71, y + radius * 0.71, 0.4)
    pen.canvas.setFillColor(style.INK)
    pen.text(x + 2.6, y + 4.4, '3"', LABEL, fonts.BOLD, "right")
    _marker(pen, x, y, 3.4)
    for side in sides:
        _model(pen, x + (-4.8 if side == 0 else 4.2), y - 3.2 - side * 1.2, side)
    pen.canvas.setFillColor(style.INK)
    pen.text(x, y - radius - 3.2, words, LABEL, fonts.BOLD, "centre")


STEP = 2.0
"""The side view's scale, mm to the inch."""
GROUND = 10.0
"""The side view's ground line, mm up from the figure's foot (two label lines under it)."""


def heights(pen: Pen, width: float, height: float) -> None:
    """A 5" wall seen from the side, a model dropping off its left and one leaping onto an
    enemy at its right foot, then a model jumping a 4" gap between two low walls: each a
    test of 2 dice."""
    x0 = max(0.0, (width - 112) / 2)
    canvas = pen.canvas
    wall = (x0 + 22, 10 * STEP)  # the wall's left edge and width, 5" high
    low = ((x0 + 62, 13 * STEP), (x0 + 62 + 17 * STEP, 8 * STEP))  # 3" high, 4" apart
    canvas.setFillColor(style.tint(style.NEUTRAL, 0.25))
    canvas.setStrokeColor(style.NEUTRAL)
    canvas.setLineWidth(0.6)
    top = GROUND + 5 * STEP
    canvas.rect(wall[0] * MM, GROUND * MM, wall[1] * MM, 5 * STEP * MM, fill=1, stroke=1)
    for left, w in low:
        canvas.rect(left * MM, GROUND * MM, w * MM, 3 * STEP * MM, fill=1, stroke=1)
    canvas.setStrokeColor(style.INK)
    pen.line(x0, GROUND, x0 + 112, GROUND, 0.8)
    canvas.setFillColor(style.INK)
    pen.text(wall[0] + wall[1] / 2, GROUND + 2 * STEP, '5" high', LABEL, fonts.BOLD, "centre")
    # drop: off the left edge, set down within 2" of the foot
    _figure(pen, wall[0] + 1.6, top, 0)
    _arc(pen, (wall[0] + 0.5, top + 5.5), (wall[0] - 1.5 * STEP, GROUND + 2.5))
    _figure(pen, wall[0] - 1.5 * STEP, GROUND, 0, faint=True)
    _bracket(pen, wall[0] - 2 * STEP, wall[0], '2"')
    # leap: off the right edge onto an enemy within 2" of the foot
    right = wall[0] + wall[1]
    _figure(pen, right - 1.6, top, 0)
    _arc(pen, (right - 0.5, top + 5.5), (right + 1.5 * STEP - 1.8, GROUND + 5))
    _figure(pen, right + 1.5 * STEP, GROUND, 1)
    _bracket(pen, right, right + 2 * STEP, '2"')
    # jump: from one low wall's edge over the 4" gap to the next
    edge, far = low[0][0] + low[0][1], low[1][0]
    lows = GROUND + 3 * STEP
    _figure(pen, edge - 1.6, lows, 0)
    _arc(pen, (edge - 0.5, lows + 5.5), (far + 2.0, lows + 4.5))
    _figure(pen, far + 2.6, lows, 0, faint=True)
    _bracket(pen, edge, far, '4"', lows + 1.2)
    labels = (
        (wall[0] - 1 * STEP, "drop", "2 dice: lands"),
        (right + 2 * STEP, "leap", "2 dice: 2 hits"),
        ((edge + far) / 2, "jump", "2 dice: across"),
    )
    for x, word, result in labels:
        canvas.setFillColor(style.INK)
        pen.text(x, top + 8.5, word, LABEL, fonts.BOLD, "centre")
        pen.text(x, GROUND - 8.0, result, LABEL, align="centre")


def _figure(pen: Pen, x: float, foot: float, side: int, faint: bool = False) -> None:
    """A model seen from the side standing at ``foot``: yours a swordsman in the game's
    colour, the enemy a spearman in its accent; ``faint`` where a model lands."""
    icon = "figure-sword" if side == 0 else "figure-spear"
    colour = style.tint(SIDES[side], 0.45) if faint else SIDES[side]
    draw_icon(pen.canvas, icon, x * MM, (foot + 2.4) * MM, 5.2 * MM, colour)


def _arc(pen: Pen, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A dashed arrow arching from ``start`` to ``end``, its head at ``end``."""
    canvas = pen.canvas
    (x1, y1), (x2, y2) = start, end
    lift = max(y1, y2) + 3.0
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.6)
    canvas.setDash(1.0 * MM, 0.6 * MM)
    path = canvas.beginPath()
    path.moveTo(x1 * MM, y1 * MM)
    path.curveTo(x1 * MM, lift * MM, x2 * MM, lift * MM, x2 * MM, y2 * MM)
    canvas.drawPath(path, fill=0, stroke=1)
    canvas.setDash()
    canvas.setFillColor(style.INK)
    head = canvas.beginPath()
    head.moveTo(x2 * MM, (y2 - 0.4) * MM)
    head.lineTo((x2 - 0.9) * MM, (y2 + 1.3) * MM)
    head.lineTo((x2 + 0.9) * MM, (y2 + 1.3) * MM)
    head.close()
    canvas.drawPath(head, fill=1, stroke=0)


def _bracket(pen: Pen, x1: float, x2: float, words: str, y: float = GROUND - 0.2) -> None:
    """A distance along the ground (or a wall's top) from ``x1`` to ``x2``, ticked at both
    ends, its length written under it."""
    canvas = pen.canvas
    canvas.setStrokeColor(LOOK.colour)
    y = y - 1.2
    pen.line(x1, y, x2, y, 0.5)
    pen.line(x1, y - 0.6, x1, y + 0.6, 0.5)
    pen.line(x2, y - 0.6, x2, y + 0.6, 0.5)
    canvas.setFillColor(LOOK.colour)
    pen.text((x1 + x2) / 2, y - 2.8, words, LABEL, fonts.BOLD, "centre")


FIGURES = {
    "battlefield": Figure(
        38.0,
        battlefield,
        "The 4' battlefield to scale (the markers our example); right: seizing one, enlarged.",
    ),
    "heights": Figure(
        30.0,
        heights,
        'A drop and a leap off a 5" wall, a jump over a 4" gap: two dice each, every die 3+.',
    ),
}


def figures() -> dict[str, Figure]:
    return FIGURES
