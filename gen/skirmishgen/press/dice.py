"""One die drawer for every product: each die drawn as the die it is, face on, with its
number inside: a d4 triangle, a d6 square, a d8 diamond, a d10 kite, a d12 pentagon and a
d20 hexagon, so the shapes tell the dice apart in greyscale and the number says it too."""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any

from reportlab.platypus import Flowable

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


def _polygon(sides: int, rotation: float = 90.0) -> tuple[tuple[float, float], ...]:
    step = 360 / sides
    return tuple(
        (
            round(math.cos(math.radians(rotation + n * step)), 4),
            round(math.sin(math.radians(rotation + n * step)), 4),
        )
        for n in range(sides)
    )


OUTLINES: dict[int, tuple[tuple[float, float], ...]] = {
    4: ((0.0, 1.0), (-1.0, -0.78), (1.0, -0.78)),
    6: ((-0.86, -0.86), (0.86, -0.86), (0.86, 0.86), (-0.86, 0.86)),
    8: ((0.0, 1.0), (-0.9, 0.0), (0.0, -1.0), (0.9, 0.0)),
    10: ((0.0, 1.0), (-1.0, 0.42), (0.0, -1.0), (1.0, 0.42)),
    12: _polygon(5),
    20: _polygon(6),
}
"""Corners on a square from -1 to 1, y up."""

FACETS: dict[int, tuple[tuple[tuple[float, float], tuple[float, float]], ...]] = {
    8: (((-0.9, 0.0), (0.9, 0.0)),),
    10: (((-1.0, 0.42), (0.0, 0.05)), ((1.0, 0.42), (0.0, 0.05)), ((0.0, 0.05), (0.0, -1.0))),
    12: tuple(((x, y), (0.55 * x, 0.55 * y)) for x, y in _polygon(5)),
    20: tuple(itertools.pairwise((*_polygon(3), _polygon(3)[0]))),  # the front triangle
}
"""Edges seen on the die's face, drawn thin behind the number (where the die is large)."""

NUMBER_AT: dict[int, float] = {4: -0.22, 8: 0.36, 10: 0.5, 12: 0.0, 20: -0.05, 6: 0.0}
"""Where the number sits (its centre, as a fraction of the half-height): in the middle of
the face the eye reads first (low in a triangle, in the upper facet of a d8 or d10)."""

UNFACETED_AT = {4: -0.22, 10: 0.12}
"""Where the number sits on a die drawn without facets (a badge), as a fraction of the
half-height: low in a triangle, a little high in a kite."""

FACETS_FROM = 24.0
"""Facet lines only on dice at least this tall (points): below it they are noise."""


def outline(die: int | None, cx: float, cy: float, half_w: float, half_h: float) -> list:
    """The die's corners centred on (cx, cy), scaled to ``half_w`` by ``half_h`` (an
    unknown die is a d6 square)."""
    corners = OUTLINES.get(die or 6, OUTLINES[6])
    return [(cx + x * half_w, cy + y * half_h) for x, y in corners]


def draw_die(
    canvas: Canvas,
    die: int | None,
    cx: float,
    cy: float,
    size: float,
    *,
    ink: Any,
    fill: Any = "#FFFFFF",
    line: float = 1.2,
    label: str | None = None,
    font: str | None = None,
    font_size: float | None = None,
    label_colour: Any = None,
    facets: bool = True,
) -> None:
    """Die ``die`` (4 to 20; None draws a blank d6) centred on (cx, cy) in points, ``size``
    points tall and wide: its face in ``fill``, outlined in ``ink``, its facets where it is
    large (unless ``facets`` is false: a badge), and ``label`` (by default ``d8``) in the
    middle of its face."""
    from . import fonts

    half = size / 2
    canvas.saveState()
    canvas.setLineJoin(1)
    canvas.setStrokeColor(ink)
    canvas.setFillColor(fill)
    canvas.setLineWidth(line)
    corners = outline(die, cx, cy, half, half)
    path = canvas.beginPath()
    path.moveTo(*corners[0])
    for point in corners[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, fill=1, stroke=1)
    faceted = facets and size >= FACETS_FROM and die in FACETS and not _same(ink, fill)
    if faceted:
        canvas.setLineWidth(line * 0.45)
        canvas.setStrokeColor(_mixed(ink, fill))
        for (x1, y1), (x2, y2) in FACETS[die or 6]:
            canvas.line(cx + x1 * half, cy + y1 * half, cx + x2 * half, cy + y2 * half)
    text = label if label is not None else (f"d{die}" if die else "d")
    if text:
        fonts.register_fonts()
        face = font or fonts.DISPLAY
        points = font_size or _fitted(text, face, size, die, faceted)
        canvas.setFillColor(label_colour or ink)
        canvas.setFont(face, points)
        middle = cy + (NUMBER_AT if faceted else UNFACETED_AT).get(die or 6, 0.0) * half
        canvas.drawCentredString(cx, middle - points * 0.36, text)
    canvas.restoreState()


def _same(a: Any, b: Any) -> bool:
    from reportlab.lib.colors import toColor

    return toColor(a).rgb() == toColor(b).rgb()


def _mixed(ink: Any, fill: Any) -> Any:
    """Halfway between the outline's and the face's colour: facets that recede."""
    from reportlab.lib.colors import Color, toColor

    a, b = toColor(ink), toColor(fill)
    return Color((a.red + b.red) / 2, (a.green + b.green) / 2, (a.blue + b.blue) / 2)


def label_size(text: str, font: str, size: float, die: int | None) -> float:
    """The size (points) :func:`draw_die` sets ``text`` at on die ``die`` drawn ``size``
    points tall without facets: a piece standing in for the die, its value to write in."""
    return _fitted(text, font, size, die, False)


def _fitted(text: str, font: str, size: float, die: int | None, faceted: bool) -> float:
    """The largest size at which ``text`` fits the die's face: across the middle, or in
    the facet the number sits in."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    room, tallest = (FACETED_ROOM if faceted else PLAIN_ROOM).get(die or 6, (0.62, 0.42))
    return min(size * tallest, size * room / max(stringWidth(text, font, 1.0), 0.01))


PLAIN_ROOM = {4: (0.5, 0.36), 8: (0.52, 0.38), 10: (0.52, 0.38), 12: (0.58, 0.4), 20: (0.6, 0.4)}
"""Per die: the width (a fraction of its size) the number may take, and its largest size."""
FACETED_ROOM = {4: (0.5, 0.36), 8: (0.42, 0.3), 10: (0.38, 0.24), 12: (0.55, 0.4), 20: (0.42, 0.36)}


class DieMark(Flowable):
    """A table's row head: die ``die`` drawn as its shape (outlined in ``ink`` over
    ``fill``, about a line and a third tall) with ``text`` (by default its name, ``d8``)
    beside it in bold, so the shape and the word both say which die."""

    def __init__(
        self,
        die: int,
        font_size: float = 9.0,
        *,
        ink: Any = "#222222",
        fill: Any = "#FFFFFF",
        text: str | None = None,
    ) -> None:
        from reportlab.pdfbase.pdfmetrics import stringWidth

        from . import fonts

        super().__init__()
        fonts.register_fonts()
        self.die, self.font_size, self.ink, self.fill = die, font_size, ink, fill
        self.text = text if text is not None else f"d{die}"
        self.shape = font_size * 1.3
        self.gap = font_size * 0.35
        self.width = self.shape + self.gap + stringWidth(self.text, fonts.BOLD, font_size)
        self.height = self.shape

    def __str__(self) -> str:
        """Its words, with room for the shape (what a table sizes its columns by)."""
        return f"{self.text}\u2003\u2003"

    def draw(self) -> None:
        from . import fonts

        half = self.shape / 2
        draw_die(
            self.canv,
            self.die,
            half,
            half,
            self.shape,
            ink=self.ink,
            fill=self.fill,
            line=0.8,
            label="",
            facets=False,
        )
        self.canv.setFillColor(self.ink)
        self.canv.setFont(fonts.BOLD, self.font_size)
        self.canv.drawString(self.shape + self.gap, half - self.font_size * 0.36, self.text)
