"""A game's ornament: its motif tiled over an area (card backs, bands), the band along the
head of its pages, and its emblem in a medallion (docs/print-style.md, section 8).

Everything here is drawn in points on the canvas it is given, at the place it is given,
from the game's :class:`~.style.Look`; nothing names a game.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

from .icons import draw_icon
from .style import Look, Motif

if TYPE_CHECKING:
    from .typeset import Canvas


def _cells(x: float, y: float, w: float, h: float, dx: float, dy: float) -> Iterator[tuple]:
    """Cell origins (column, row, cx, cy) covering the box with a cell to spare each side
    (a mark reaches at most one cell past its origin)."""
    for row in range(-1, math.ceil(h / dy) + 1):
        for column in range(-1, math.ceil(w / dx) + 1):
            yield column, row, x + column * dx, y + row * dy


def _mail(path, x, y, w, h, step) -> bool:
    """Chain mail: rows of rings, each row half a ring up and across from the last."""
    radius = step * 0.5
    for _, row, cx, cy in _cells(x, y, w, h, step, step * 0.5):
        path.circle(cx + (step / 2) * (row % 2), cy, radius)
    return False


def _hexes(path, x, y, w, h, step) -> bool:
    """A hex grid, flat sides up, ``step`` across the flats."""
    side = step / math.sqrt(3)
    for column, _, cx, cy in _cells(x, y, w, h, side * 1.5, step):
        cy += (step / 2) * (column % 2)
        corners = [
            (cx + side * math.cos(math.radians(60 * k)), cy + side * math.sin(math.radians(60 * k)))
            for k in range(6)
        ]
        path.moveTo(*corners[0])
        for corner in corners[1:]:
            path.lineTo(*corner)
        path.close()
    return False


def _chevrons(path, x, y, w, h, step) -> bool:
    """Fletching: rows of chevrons pointing up, ``step`` apart."""
    rise = step * 0.4
    for row in range(-1, math.ceil(h / step) + 2):
        base = y + row * step + (step - rise) / 2
        path.moveTo(x - step, base)
        for k in range(math.ceil(w / step) + 2):
            left = x - step + k * step
            path.lineTo(left + step / 2, base + rise)
            path.lineTo(left + step, base)
    return False


def _lozenges(path, x, y, w, h, step) -> bool:
    """A heraldic diaper: a diamond lattice with a dot in each diamond."""
    span = w + h + 2 * step
    for k in range(-1, math.ceil(span / step) + 2):
        start = x - h - step + k * step
        path.moveTo(start, y - step)
        path.lineTo(start + h + 2 * step, y + h + step)
        path.moveTo(start, y + h + step)
        path.lineTo(start + h + 2 * step, y - step)
    return False


def _lozenge_dots(path, x, y, w, h, step) -> bool:
    """The dots of :func:`_lozenges`: one at the middle of each diamond of its lattice
    (lines x - y = a and x + y = b, both every ``step``)."""
    reach = math.ceil((w + h) / step) + 2
    for i in range(-1, reach):
        for j in range(-1, reach):
            u, v = x - y - h + (i + 0.5) * step, x + y + (j + 0.5) * step
            cx, cy = (u + v) / 2, (v - u) / 2
            if x - step < cx < x + w + step and y - step < cy < y + h + step:
                path.circle(cx, cy, step * 0.08)
    return True


def _checks(path, x, y, w, h, step) -> bool:
    """Chequers: every other square of a ``step / 2`` grid, filled."""
    cell = step / 2
    for column, row, cx, cy in _cells(x, y, w, h, cell, cell):
        if (column + row) % 2 == 0:
            path.rect(cx, cy, cell, cell)
    return True


def _dots(path, x, y, w, h, step) -> bool:
    """A dot grid, alternate rows offset."""
    for _, row, cx, cy in _cells(x, y, w, h, step, step / 2):
        path.circle(cx + (step / 2) * (row % 2), cy, step * 0.09)
    return True


BUILT_IN = {
    motif.name: motif
    for motif in (
        Motif("mail", (_mail,)),
        Motif("hexes", (_hexes,), (math.sqrt(3), 1.0)),
        Motif("chevrons", (_chevrons,)),
        Motif("lozenges", (_lozenges, _lozenge_dots)),
        Motif("checks", (_checks,)),
        Motif("dots", (_dots,)),
    )
}
"""skirmishgen's motifs (``style.MOTIFS``) by name."""


def motif_of(pattern: str | Motif) -> Motif:
    """The motif ``pattern`` names (one of skirmishgen's), or ``pattern`` itself."""
    return BUILT_IN[pattern] if isinstance(pattern, str) else pattern


def motif(
    canvas: Canvas,
    pattern: str | Motif,
    box: tuple[float, float, float, float],
    colour: str,
    step: float,
    line: float = 0.5,
    under: str | None = None,
    whole: bool = False,
) -> None:
    """Fill ``box`` (x, y, width, height in points) with ``pattern`` (one of skirmishgen's
    motifs by name, or a game's own): its lines ``line`` points wide, or its shapes filled,
    in ``colour``, over ``under`` (a ground colour; none: what is already there shows
    through); ``step`` is its repeat. The motif is a tiling pattern of one cell, made once
    a document (``Canvas.fill_pattern``).

    ``whole``: the cell starts at the box's corner and is stretched (a few per cent at
    most) so a whole number of cells spans the box each way; boxes of one size laid edge
    to edge (card backs in a grid) then join with no seam, each the same as the next."""
    drawn = motif_of(pattern)
    across, up = drawn.period
    width, height = across * step, up * step
    scale, origin = (1.0, 1.0), (0.0, 0.0)
    if whole:
        scale = tuple(
            side / max(1, round(side / cell)) / cell
            for side, cell in ((box[2], width), (box[3], height))
        )  # type: ignore[assignment]
        origin = (box[0], box[1])

    def cell() -> tuple[str, float, float]:
        from reportlab.lib.colors import toColor
        from reportlab.lib.rl_accel import fp_str
        from reportlab.pdfgen.pathobject import PDFPathObject

        code = [f"{fp_str(scale[0], 0, 0, scale[1], 0, 0)} cm"] if whole else []
        if under:
            code.append(f"{fp_str(*toColor(under).rgb())} rg 0 0 {fp_str(width, height)} re f")
        rgb = fp_str(*toColor(colour).rgb())
        code.append(f"{rgb} rg {rgb} RG {fp_str(line)} w 1 J 1 j")
        for tiler in drawn.tilers:
            path = PDFPathObject()
            filled = tiler(path, 0, 0, width, height, step)
            code.append(f"{path.getCode()} {'f' if filled else 'S'}")
        return "\n".join(code), width * scale[0], height * scale[1]

    key = (drawn, colour, under, round(step, 4), line, *(round(v, 4) for v in scale + origin))
    canvas.fill_pattern(key, cell, box, origin)


def band(canvas: Canvas, look: Look, box: tuple[float, float, float, float]) -> None:
    """The game's ornament band: its motif in the accent between two rules of its colour."""
    x, y, w, h = box
    rule = max(0.6, h * 0.09)
    motif(canvas, look.motif, (x, y + rule, w, h - 2 * rule), look.accent, h - 2 * rule, 0.45)
    canvas.saveState()
    canvas.setFillColor(look.colour)
    canvas.rect(x, y, w, rule, stroke=0, fill=1)
    canvas.rect(x, y + h - rule, w, rule, stroke=0, fill=1)
    canvas.restoreState()


def medallion(
    canvas: Canvas, look: Look, centre: tuple[float, float], radius: float, ring: bool = True
) -> None:
    """The game's emblem, white in a disc of its colour, with a ring of its accent."""
    cx, cy = centre
    canvas.saveState()
    canvas.setFillColor(look.colour)
    canvas.circle(cx, cy, radius, stroke=0, fill=1)
    if ring:
        canvas.setStrokeColor(look.accent)
        canvas.setLineWidth(max(0.6, radius * 0.06))
        canvas.circle(cx, cy, radius * 0.86, stroke=1, fill=0)
    canvas.restoreState()
    draw_icon(canvas, look.emblem, cx, cy, radius * 1.15, "#FFFFFF")


HEAD_BAND = (5.4, 7.6)
"""Where a page's ornament band runs, mm down from the top edge: in the margin above the
text (sheets' 10 mm, kit pages' 8 mm), so it moves nothing; being ornament, a printer
that clips more than 5 mm loses only trim."""


def head_band(canvas: Canvas, look: Look, page: tuple[float, float], margin: float) -> None:
    """The game's band along the head of a page ``page`` (width, height) points wide, from
    margin to margin (points)."""
    from .paper import MM

    width, height = page
    top, bottom = (height - edge * MM for edge in HEAD_BAND)
    band(canvas, look, (margin, bottom, width - 2 * margin, top - bottom))


GROUND_TINT = 0.13
"""A card back's ground: this much of the colour on white (light on toner)."""
MOTIF_TINT = 0.34
"""The motif over a card back's ground."""


def ground(
    canvas: Canvas,
    look: Look,
    box: tuple[float, float, float, float],
    step: float,
    colour: str | None = None,
) -> None:
    """A card back's ground over ``box`` (the face and its bleed, points): a light tint of
    the game's colour (or ``colour``, a player's) with the game's motif over it in a deeper
    tint, uniform to the edge, so a back printed 1-2 mm off still looks right. Two
    rectangles: the ground's colour, then the pattern (a ground painted in the pattern's
    cell shows each cell's edge as a pale line in some viewers)."""
    from .style import tint

    hue = colour or look.colour
    canvas.saveState()
    canvas.setFillColor(tint(hue, GROUND_TINT))
    canvas.rect(*box, stroke=0, fill=1)
    canvas.restoreState()
    motif(canvas, look.motif, box, tint(hue, MOTIF_TINT), step, 0.6, whole=True)
