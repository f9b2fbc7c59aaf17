"""The pen a kit part draws with: millimetres on one canvas, the cut, fold and glue marks,
and what heads a part's pages (its title, the calibration bar, the marks' legend).

Cut lines are solid, fold lines dashed, glue areas hatched; the legend explains each the
first time it appears in a document.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import fonts, style
from .ornament import head_band, medallion
from .paper import MM, Size
from .style import PLAIN, Look

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

    from .cutting import Kind
    from .cutting import Path as CutPath

MARGIN = 8.0
CREDIT_BASELINE = 7.8
"""The credit line's baseline, mm from the foot: clear of the outer 6 mm and of the parts,
which stop at the margin."""
INCH = 25.4


@dataclass
class Pen:
    """Drawing in millimetres on one canvas, remembering which legends were already shown."""

    canvas: Canvas
    paper: Size
    shown: set[str] = field(default_factory=set)
    pages: int = 0
    bars: int = 0
    """Calibration bars drawn so far."""
    credit: str = ""
    """The credit line printed at the foot of every page."""
    credit_left: float = MARGIN
    """Where the credit line starts, mm: on the page's own margin."""
    shared: dict[str, Any] = field(default_factory=dict)
    """State the parts of one document share while drawing (a page flow several parts fill)."""
    closing: list[Callable[[], None]] = field(default_factory=list)
    """Run after the last part: a part that left its page open for the next one closes it."""
    look: Look | None = None
    """The game's look: its band heads every page, its emblem every part's title (none on
    skirmishgen's own sheets, such as the calibration sheet)."""
    chrome: bool = True
    """Whether this page gets the band at its head and the credit at its foot: a part
    whose pieces fill the margins (cards at the deck's places) turns it off for its page
    and prints the credit on a piece."""
    gap: float = 0.0
    """mm between the pieces of a grid (tokens): none, so neighbours share a cut; a
    cutter's kit sets the room its blade needs."""
    cuts: list[CutPath] | None = None
    """The cut and score lines drawn on this page, in the page's own millimetres (where
    the canvas's transformation puts them), for a cutter's files; None: not kept."""
    page_start: Callable[[], None] | None = None
    """Run at the start of every page (the first too): a cutter's kit moves its drawing
    inside the registration marks' frame."""
    page_end: Callable[[], None] | None = None
    """Run as every page ends, before it is shown: a cutter's kit draws its marks and keeps
    the page's cut lines."""
    _blank: int = field(default=0, init=False, repr=False)

    def _keep(self, kind: Kind, points: list[tuple[float, float]], closed: bool = False) -> None:
        """Keep a line for the cut files, in page millimetres."""
        if self.cuts is None:
            return
        from .cutting import Path as CutPath

        a, b, c, d, e, f = self.canvas._currentMatrix
        placed = tuple(
            ((a * x * MM + c * y * MM + e) / MM, (b * x * MM + d * y * MM + f) / MM)
            for x, y in points
        )
        self.cuts.append(CutPath(kind, placed, closed=closed))

    @contextlib.contextmanager
    def unkept(self) -> Iterator[None]:
        """Lines drawn inside are samples (a legend's), not lines to cut."""
        kept, self.cuts = self.cuts, None
        try:
            yield
        finally:
            self.cuts = kept

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.3) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.line(x1 * MM, y1 * MM, x2 * MM, y2 * MM)

    @property
    def printing_cuts(self) -> bool:
        """Whether cut lines are printed: not for a cutter, whose blade follows its files
        (a printed line left beside a cut a little off would show)."""
        return self.cuts is None

    def cut_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A cut: solid black (style guide, lines)."""
        if self.printing_cuts:
            self.crop_line(x1, y1, x2, y2)
        self._keep("cut", [(x1, y1), (x2, y2)])

    def crop_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A crop mark: drawn as a cut is, but outside the piece it guides (a cutter's files
        leave it out)."""
        self.canvas.setDash()
        self.canvas.setStrokeColor(style.INK)
        self.line(x1, y1, x2, y2, style.CUT_WIDTH)

    def cut_rect(self, x: float, y: float, w: float, h: float) -> None:
        if self.printing_cuts:
            self.canvas.setDash()
            self.canvas.setStrokeColor(style.INK)
            self.canvas.setLineWidth(style.CUT_WIDTH)
            self.canvas.rect(x * MM, y * MM, w * MM, h * MM, fill=0, stroke=1)
        self._keep("cut", [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], closed=True)

    def cut_outline(self, points: list[tuple[float, float]], fill: str | None = None) -> None:
        """A piece's closed outline through ``points`` (mm), cut, filled with ``fill``."""
        path = self.canvas.beginPath()
        path.moveTo(points[0][0] * MM, points[0][1] * MM)
        for px, py in points[1:]:
            path.lineTo(px * MM, py * MM)
        path.close()
        if fill:
            self.canvas.setFillColor(fill)
        self.canvas.setStrokeColor(style.INK)
        self.canvas.setLineWidth(style.CUT_WIDTH)
        self.canvas.setDash()
        if fill or self.printing_cuts:
            self.canvas.drawPath(path, fill=1 if fill else 0, stroke=int(self.printing_cuts))
        self._keep("cut", points, closed=True)

    def fold_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A fold: dashed black (style guide, lines)."""
        self.canvas.setStrokeColor(style.INK)
        self.canvas.setDash(style.FOLD_DASH[0] * MM, style.FOLD_DASH[1] * MM)
        self.line(x1, y1, x2, y2, style.FOLD_WIDTH)
        self.canvas.setDash()
        self._keep("score", [(x1, y1), (x2, y2)])

    def inner_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A line that is neither cut nor fold: a grey hairline (dividers, guides)."""
        self.canvas.setDash()
        self.canvas.setStrokeColor(style.HAIRLINE)
        self.line(x1, y1, x2, y2, style.INNER_WIDTH)
        self.canvas.setStrokeColor(style.INK)

    def glue_area(self, x: float, y: float, w: float, h: float, word: bool = True) -> None:
        """Grey 45 degree hatching over a glue area, with the word *glue* if it fits."""
        canvas = self.canvas
        canvas.saveState()
        path = canvas.beginPath()
        path.rect(x * MM, y * MM, w * MM, h * MM)
        canvas.clipPath(path, stroke=0, fill=0)
        canvas.setStrokeColor(style.HAIRLINE)
        canvas.setLineWidth(0.35)
        step = style.GLUE_HATCH
        offset = -h
        while offset < w:
            canvas.line((x + offset) * MM, y * MM, (x + offset + h) * MM, (y + h) * MM)
            offset += step
        canvas.restoreState()
        if word and min(w, h) >= 6:
            self.canvas.setFillColor(style.MUTED)
            vertical = h > w * 1.5
            self.canvas.saveState()
            self.canvas.translate((x + w / 2) * MM, (y + h / 2) * MM)
            if vertical:
                self.canvas.rotate(90)
            self.canvas.setFillColor("#FFFFFF")
            label = fonts_width("glue", style.SHEET_MINIMUM)
            self.canvas.rect(-label / 2 - 1, -2.4, label + 2, 7.8, fill=1, stroke=0)
            self.canvas.setFillColor(style.MUTED)
            self.canvas.setFont(fonts.BOLD, style.SHEET_MINIMUM)
            self.canvas.drawCentredString(0, -0.5, "glue")
            self.canvas.restoreState()
            self.canvas.setFillColor(style.INK)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 8,
        font: str = fonts.REGULAR,
        align: str = "left",
    ) -> None:
        self.canvas.setFont(font, size)
        draw = {
            "left": self.canvas.drawString,
            "centre": self.canvas.drawCentredString,
            "right": self.canvas.drawRightString,
        }[align]
        draw(x * MM, y * MM, text)

    def begin(self) -> None:
        """Start the document's first page."""
        self._start_page()

    def _start_page(self) -> None:
        if self.page_start:
            self.page_start()
        self._blank = len(self.canvas._code)  # what a page holds before anything is drawn

    def close(self) -> None:
        """End the drawing: a page begun but never drawn on (a cutter's frame moved onto it,
        nothing more) is dropped, as reportlab drops a page with nothing on it."""
        if self.page_start and len(self.canvas._code) == self._blank:
            self.canvas._code.clear()

    def new_page(self) -> None:
        if self.look and self.chrome and self.cuts is None:  # the band: where marks go
            size = (self.paper.width * MM, self.paper.height * MM)
            head_band(self.canvas, self.look, size, MARGIN * MM)
        if self.credit and self.chrome:
            self.canvas.setFillColor(style.MUTED)
            self.text(self.credit_left, CREDIT_BASELINE, self.credit, style.SHEET_MINIMUM)
            self.canvas.setFillColor(style.INK)
        if self.page_end:
            self.page_end()
        self.canvas.showPage()
        self.pages += 1
        self.chrome = True
        self._start_page()


def fit(room: float, size: float, gap: float, least: int = 1) -> int:
    """How many pieces ``size`` mm across, ``gap`` mm apart, fit ``room`` mm (at least
    ``least``): on a shared-edge grid (no gap), ``room // size``."""
    return max(least, int((room + gap + 1e-6) // (size + gap)))


def span(count: int, size: float, gap: float) -> float:
    """mm that ``count`` pieces ``size`` mm across and ``gap`` mm apart take."""
    return count * size + max(0, count - 1) * gap


def fonts_width(text: str, size: float, font: str = fonts.BOLD) -> float:
    """The width of ``text`` in points."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return stringWidth(text, font, size)


def title_emblem(pen: Pen, x: float, baseline: float, size: float) -> float:
    """The game's emblem before a ``size``-point title at (x, baseline) mm, a little taller
    than its capitals; the x where the title starts (``x`` on a sheet without a look)."""
    if not pen.look:
        return x
    radius = size * 0.22
    centre = baseline + size * 0.35 * 0.36
    medallion(pen.canvas, pen.look, ((x + radius) * MM, centre * MM), radius * MM)
    return x + 2 * radius + size * 0.15


def part_title(pen: Pen, x: float, baseline: float, title: str, size: float) -> None:
    """A part's title at (x, baseline) mm in the game's colour, its emblem before it."""
    x = title_emblem(pen, x, baseline, size)
    pen.canvas.setFillColor((pen.look or PLAIN).colour)
    pen.text(x, baseline, title, size, fonts.DISPLAY)
    pen.canvas.setFillColor(style.INK)


def header(pen: Pen, title: str, note: str = "") -> float:
    """The part's title at the top of a page; returns the y (mm) below it."""
    top = pen.paper.height - MARGIN
    part_title(pen, MARGIN, top - 5, title, 13)
    lines: list[str] = []
    if note:
        from reportlab.lib.utils import simpleSplit

        lines = simpleSplit(note, fonts.REGULAR, 7.5, (pen.paper.width - 2 * MARGIN) * MM)
        pen.canvas.setFillGray(0.3)
        for number, line in enumerate(lines):
            pen.text(MARGIN, top - 10 - 3.5 * number, line, 7.5)
    pen.canvas.setFillGray(0)
    return top - (13 + 3.5 * (len(lines) - 1) if lines else 9)


def calibration_bar(pen: Pen, x: float, y: float) -> float:
    """A 100 mm bar and a 4 inch bar with ticks, and the actual-size instruction.

    Returns the height it takes (mm). Tests read the bars back to check the scale.
    """
    canvas = pen.canvas
    pen.bars += 1
    canvas.setStrokeGray(0)
    canvas.setFillGray(0)
    for row, (length, step, label) in enumerate(
        ((100.0, 10.0, "100 mm"), (4 * INCH, INCH, "4 inches"))
    ):
        base = y + 9 - row * 7
        pen.line(x, base, x + length, base, 0.5)
        ticks = round(length / step)
        for tick in range(ticks + 1):
            pen.line(x + tick * step, base, x + tick * step, base + 2.5, 0.3)
        pen.text(x + length + 2, base, label, 7)
    canvas.setFillGray(0.25)
    pen.text(
        x,
        y - 2.5,
        "Print at 100% (actual size): these bars must measure 100 mm and 4 inches.",
        style.SHEET_MINIMUM,
    )
    canvas.setFillGray(0)
    return 14.0


CUTTER_CUT = "cut by the machine"
"""The cut legend of a cutter's page: the blade follows the cut file."""
CUTTER_RED = "#FF0000"
"""The cut files' colour for a cut line, the legend's sample of one on a cutter's page."""

LEGEND_TEXT = {
    "cut": "cut along solid black lines",
    "fold": "fold along dashed lines",
    "glue": "glue on hatched areas",
}


def legend_entry(pen: Pen, x: float, y: float, kind: str) -> None:
    """One sample mark (cut, fold or glue) and what it means, its text's baseline at ``y``;
    the document then counts it as explained."""
    pen.shown.add(kind)
    cutter = not pen.printing_cuts
    with pen.unkept():
        if kind == "cut" and not cutter:
            pen.cut_line(x, y + 1, x + 10, y + 1)
        elif kind == "cut":  # the machine's outline: a red sample, as its files show it
            pen.canvas.setStrokeColor(CUTTER_RED)
            pen.line(x, y + 1, x + 10, y + 1, style.CUT_WIDTH)
            pen.canvas.setStrokeColor(style.INK)
        elif kind == "fold":
            pen.fold_line(x, y + 1, x + 10, y + 1)
        else:
            pen.glue_area(x, y - 1, 10, 4, word=False)
    pen.canvas.setFillColor(style.INK)
    words = CUTTER_CUT if kind == "cut" and cutter else LEGEND_TEXT[kind]
    pen.text(x + 12, y, words, style.SHEET_MINIMUM)


def legend(pen: Pen, x: float, y: float, kinds: tuple[str, ...]) -> None:
    """Explain cut, fold and glue marks the first time each appears in the document."""
    for kind in [kind for kind in kinds if kind not in pen.shown]:
        legend_entry(pen, x, y, kind)
        x += 55
