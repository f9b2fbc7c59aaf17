"""The calibration sheet: two pages printed double-sided that measure a printer.

Front: 100 mm rulers across and up (the printer's scale), and two ladders of short
lines, one reading the back's offset across (X) and one up (Y). The back carries the
ladders' other halves. Held against a light, one rung of each ladder shows its front
and back lines meeting in one straight line; that rung's number is the back offset to
correct, in steps of 0.25 mm.

Rung ``v``'s back line is drawn where a deck's back goes with a back offset of ``v``
(the mirror of its front line for the flip, shifted by ``v``), so a printer that
shifts backs by ``e`` lines up rung ``-e``: the offset that cancels it, for either flip.

Layout is pure (millimetres, :func:`layout`); :func:`render` draws it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .. import __version__
from . import fonts, style
from .kit import Pen
from .paper import MM, Size
from .pdf import Metadata, Rendered, finish, new_canvas

STEP = 0.25
"""Offset between neighbouring rungs, mm: the ladder's resolution."""
REACH = 3.0
"""The largest offset a ladder reads either way, mm."""
PITCH = 6.5
"""Distance between neighbouring rungs, mm: more than twice ``REACH``, so that no back
line shifted by up to ``REACH`` (plus its rung's value) can meet a neighbour's front line."""
HALF = 3.0
"""Length of each half of a rung: the front line, then the back line continuing it. A
shift along the line only opens a gap or an overlap; the reading is across it."""
FRONT_WIDTH, BACK_WIDTH = 0.5, 0.6
"""Line widths, points: the back's line a little heavier, as it is seen through the paper."""
RULER = 100.0


@dataclass(frozen=True)
class Segment:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class Rung:
    value: float
    """The back offset this rung reads, mm."""
    front: Segment
    back: Segment
    """On the back page, in its own coordinates (as the printer draws it)."""


@dataclass(frozen=True)
class Calibration:
    paper: Size
    duplex: str
    across: tuple[Rung, ...]
    """The X ladder: a row of upright rungs."""
    up: tuple[Rung, ...]
    """The Y ladder: a column of level rungs."""
    ruler_across: tuple[float, float]
    """Left end (x, y) of the 100 mm ruler across."""
    ruler_up: tuple[float, float]
    """Bottom end (x, y) of the 100 mm ruler up."""
    offset: tuple[float, float] = (0.0, 0.0)
    """The correction the back is printed with (0 to measure a printer)."""


def values() -> list[float]:
    count = round(REACH / STEP)
    return [step * STEP for step in range(-count, count + 1)]


def back_of(paper: Size, duplex: str, x: float, y: float) -> tuple[float, float]:
    """Where, on the back page, a point must be drawn to land behind front point (x, y)
    after the flip: the point form of ``layout.mirror``."""
    if duplex == "long":
        return paper.width - x, y
    return x, paper.height - y


def _shifted(paper: Size, duplex: str, segment: Segment, dx: float, dy: float) -> Segment:
    x1, y1 = back_of(paper, duplex, segment.x1, segment.y1)
    x2, y2 = back_of(paper, duplex, segment.x2, segment.y2)
    return Segment(x1 + dx, y1 + dy, x2 + dx, y2 + dy)


def layout(paper: Size, duplex: str, offset: tuple[float, float] = (0.0, 0.0)) -> Calibration:
    """The sheet for a printer flipping on the ``duplex`` edge; ``offset`` (a saved
    profile's) shifts the whole back, so a corrected printer reads 0 on both ladders.

    The X ladder is a row of upright rungs (a shift up or down slides them along
    themselves), the Y ladder a column of level rungs."""
    marks = values()
    span = (len(marks) - 1) * PITCH
    top = paper.height - 62
    column = paper.width / 2 - 30
    up = []
    for index, value in enumerate(marks):
        y = top - index * PITCH
        front = Segment(column - HALF, y, column, y)
        behind = Segment(column, y, column + HALF, y)
        back = _shifted(paper, duplex, behind, offset[0], value + offset[1])
        up.append(Rung(value, front, back))
    left = (paper.width - span) / 2
    base = top - span - 22
    across = []
    for index, value in enumerate(marks):
        x = left + index * PITCH
        front = Segment(x, base, x, base + HALF)
        behind = Segment(x, base - HALF, x, base)
        back = _shifted(paper, duplex, behind, value + offset[0], offset[1])
        across.append(Rung(value, front, back))
    return Calibration(
        paper,
        duplex,
        tuple(across),
        tuple(up),
        ruler_across=(paper.width / 2 - RULER / 2, paper.height - 40),
        ruler_up=(20.0, top - RULER),
        offset=offset,
    )


def label(value: float) -> str:
    return "0" if value == 0 else f"{value:+.2f}".replace("-", "\u2212")


FLIP_WORDS = {"long": "long edge", "short": "short edge"}


def render(sheet: Calibration, steps: Sequence[str]) -> Rendered:
    """The two pages; ``steps`` are the instructions printed beside the Y ladder."""
    meta = Metadata(
        title="Printer calibration",
        author="skirmishgen",
        subject="Print double-sided at 100%: rulers for scale, ladders for the back's offset",
        keywords=("calibration", "duplex"),
    )
    canvas, buffer = new_canvas(sheet.paper, meta, sheet.duplex)  # type: ignore[arg-type]
    pen = Pen(canvas, sheet.paper, credit=f"skirmishgen {__version__} \u00b7 printer calibration")
    _front(pen, sheet, steps)
    pen.new_page()
    _back(pen, sheet)
    pen.new_page()
    return finish(canvas, buffer, pen.pages)


def _front(pen: Pen, sheet: Calibration, steps: Sequence[str]) -> None:
    paper, flip = sheet.paper, FLIP_WORDS[sheet.duplex]
    top = paper.height - 14
    pen.text(14, top, "Printer calibration", 16, fonts.BOLD)
    pen.canvas.setFillColor(style.MUTED)
    pen.text(
        14,
        top - 6,
        f"Print both pages on one sheet, double-sided, flipping on the {flip}, at 100 % "
        "(actual size).",
        8.5,
    )
    x, y = sheet.offset
    if x or y:
        checking = f"Its back is shifted {x:g},{y:g} mm: a printer so corrected reads 0."
        pen.text(14, top - 10, checking.replace("-", "\u2212"), 8.5)
    pen.canvas.setFillColor(style.INK)
    _ruler_across(pen, *sheet.ruler_across)
    _ruler_up(pen, *sheet.ruler_up)
    for rung in sheet.up:
        _rung(pen, rung.front, FRONT_WIDTH, rung.value == 0)
        size, font = (8, fonts.BOLD) if rung.value == 0 else (7, fonts.REGULAR)
        pen.text(rung.front.x1 - 2, rung.front.y1 - 1, label(rung.value), size, font, "right")
    for rung in sheet.across:
        _rung(pen, rung.front, FRONT_WIDTH, rung.value == 0)
        _label_under(pen, rung)
    up, across = sheet.up[0].front, sheet.across[0].front
    pen.text(up.x1 - 16, up.y1 + 6, "Y: back offset to set (+ = up)", 9, fonts.BOLD)
    pen.text(across.x1, across.y2 + 4, "X: back offset to set (+ = right)", 9, fonts.BOLD)
    _steps(pen, sheet, steps, up.x2 + 30, up.y1 - 1)


def _back(pen: Pen, sheet: Calibration) -> None:
    for rung in (*sheet.across, *sheet.up):
        _rung(pen, rung.back, BACK_WIDTH, False)
    pen.canvas.setFillColor(style.MUTED)
    pen.text(
        sheet.paper.width / 2,
        sheet.paper.height - 14,
        "Back of the calibration sheet: read it from the front, held against a light.",
        8.5,
        align="centre",
    )
    pen.canvas.setFillColor(style.INK)


def _rung(pen: Pen, segment: Segment, width: float, bold: bool) -> None:
    pen.canvas.setStrokeColor(style.INK)
    pen.line(segment.x1, segment.y1, segment.x2, segment.y2, width + 0.1 * bold)


def _label_under(pen: Pen, rung: Rung) -> None:
    """An X rung's number, turned to read upward, under the rung's back half."""
    canvas = pen.canvas
    canvas.saveState()
    canvas.translate(rung.front.x1 * MM, (rung.front.y1 - HALF - 2) * MM)
    canvas.rotate(90)
    size, font = (8, fonts.BOLD) if rung.value == 0 else (7, fonts.REGULAR)
    canvas.setFont(font, size)
    canvas.drawRightString(0, -1.2 * MM, label(rung.value))
    canvas.restoreState()


def _ruler_across(pen: Pen, x: float, y: float) -> None:
    pen.line(x, y, x + RULER, y, 0.3)
    for mm in range(int(RULER) + 1):
        tall = 4 if mm % 10 == 0 else 2.5 if mm % 5 == 0 else 1.5
        pen.line(x + mm, y, x + mm, y + tall, 0.3)
        if mm % 10 == 0:
            pen.text(x + mm, y + 5, str(mm // 10), 7, align="centre")
    pen.text(x + RULER + 3, y, "100 mm across", 8, fonts.BOLD)


def _ruler_up(pen: Pen, x: float, y: float) -> None:
    pen.line(x, y, x, y + RULER, 0.3)
    for mm in range(int(RULER) + 1):
        tall = 4 if mm % 10 == 0 else 2.5 if mm % 5 == 0 else 1.5
        pen.line(x, y + mm, x + tall, y + mm, 0.3)
        if mm % 10 == 0:
            pen.text(x + 5, y + mm - 1, str(mm // 10), 7)
    pen.text(x - 2, y + RULER + 3, "100 mm up", 8, fonts.BOLD)


def _steps(pen: Pen, sheet: Calibration, steps: Sequence[str], left: float, top: float) -> None:
    """The four steps in the column right of the Y ladder."""
    from reportlab.lib.utils import simpleSplit

    width = (sheet.paper.width - 14 - left) * MM
    y = top
    for step in steps:
        for line in simpleSplit(step, fonts.REGULAR, 8.5, width):
            pen.text(left, y, line, 8.5)
            y -= 4
        y -= 2.5
