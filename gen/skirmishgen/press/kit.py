"""Play-kit parts: pages drawn at exact physical size, with calibration bars and legends.

A part is a named step that first reads what it needs (images, the user's
options) and then draws its pages on a canvas in millimetres, through ``Pen``.
The kit product reads every chosen part, then draws them into one PDF (or one
per part) with the usual hints; the output seam writes it. A part whose pieces
are cards may also declare them as a deck (:class:`Cards`), for a virtual table.
Every page that carries a measure also carries a calibration bar and tells the
user to print at actual size; cut lines are solid, fold lines dashed, and the
legend is printed the first time each appears.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import fonts, style
from .dice import draw_die
from .icons import draw_icon
from .ornament import head_band, medallion
from .paper import MM, Size
from .pdf import Metadata, Rendered, finish, new_canvas
from .style import PLAIN, Look

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

    from .carddeck import CardDeck
    from .cards import Drawer, FaceBox

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

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.3) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.line(x1 * MM, y1 * MM, x2 * MM, y2 * MM)

    def cut_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A cut: solid black (style guide, lines)."""
        self.canvas.setDash()
        self.canvas.setStrokeColor(style.INK)
        self.line(x1, y1, x2, y2, style.CUT_WIDTH)

    def cut_rect(self, x: float, y: float, w: float, h: float) -> None:
        self.canvas.setDash()
        self.canvas.setStrokeColor(style.INK)
        self.canvas.setLineWidth(style.CUT_WIDTH)
        self.canvas.rect(x * MM, y * MM, w * MM, h * MM, fill=0, stroke=1)

    def fold_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A fold: dashed black (style guide, lines)."""
        self.canvas.setStrokeColor(style.INK)
        self.canvas.setDash(style.FOLD_DASH[0] * MM, style.FOLD_DASH[1] * MM)
        self.line(x1, y1, x2, y2, style.FOLD_WIDTH)
        self.canvas.setDash()

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

    def new_page(self) -> None:
        if self.look and self.chrome:
            size = (self.paper.width * MM, self.paper.height * MM)
            head_band(self.canvas, self.look, size, MARGIN * MM)
        if self.credit and self.chrome:
            self.canvas.setFillColor(style.MUTED)
            self.text(self.credit_left, CREDIT_BASELINE, self.credit, style.SHEET_MINIMUM)
            self.canvas.setFillColor(style.INK)
        self.canvas.showPage()
        self.pages += 1
        self.chrome = True


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


LEGEND_TEXT = {
    "cut": "cut along solid black lines",
    "fold": "fold along dashed lines",
    "glue": "glue on hatched areas",
}


def legend_entry(pen: Pen, x: float, y: float, kind: str) -> None:
    """One sample mark (cut, fold or glue) and what it means, its text's baseline at ``y``;
    the document then counts it as explained."""
    pen.shown.add(kind)
    if kind == "cut":
        pen.cut_line(x, y + 1, x + 10, y + 1)
    elif kind == "fold":
        pen.fold_line(x, y + 1, x + 10, y + 1)
    else:
        pen.glue_area(x, y - 1, 10, 4, word=False)
    pen.canvas.setFillColor(style.INK)
    pen.text(x + 12, y, LEGEND_TEXT[kind], style.SHEET_MINIMUM)


def legend(pen: Pen, x: float, y: float, kinds: tuple[str, ...]) -> None:
    """Explain cut, fold and glue marks the first time each appears in the document."""
    for kind in [kind for kind in kinds if kind not in pen.shown]:
        legend_entry(pen, x, y, kind)
        x += 55


Drawing = Callable[[Pen], None]
"""Draws a part's pages; each page ends with ``pen.new_page()``."""


@dataclass
class KitRequest:
    """What a part may read before drawing: the game's kit options, and where to report."""

    options: Mapping[str, Any]
    warnings: list[str] = field(default_factory=list)
    inputs: list[Path] = field(default_factory=list)
    """Files the parts read (images...): the output must never overwrite them."""


@dataclass(frozen=True)
class Cards:
    """A part whose pieces are cards, dealt as a deck for a virtual table (Tabletop
    Simulator): every piece a face drawn in the card's own coordinates, as a deck's are."""

    card: Size
    """The cards' size, mm."""
    deck: Callable[[KitRequest], CardDeck]
    """Reads what the cards need, and returns them as a deck: each card's front and back,
    a drawer for every face, each front's name and rules line (its hover name and
    description). The kit names the files after itself and the part."""


@dataclass(frozen=True)
class Part:
    key: str
    title: str
    prepare: Callable[[KitRequest], Drawing]
    """Reads and checks what the part needs, and returns its drawing."""
    cards: Cards | None = None
    """The part's pieces as a deck of cards, if they are cards (none by default)."""


def card_face(draw: Drawing, card: Size, look: Look = PLAIN) -> Drawer:
    """A deck's face drawer for a piece a part draws with a pen, (0, 0) its lower left
    corner in mm: the same drawing on paper and on a virtual table's card sheet."""

    def drawer(canvas: Canvas, box: FaceBox) -> None:
        draw(Pen(canvas, card, look=look))

    return drawer


def fixed(drawing: Drawing) -> Callable[[KitRequest], Drawing]:
    """The ``prepare`` of a part that needs nothing but the pen."""
    return lambda request: drawing


def render_kit(
    drawings: list[Drawing], paper: Size, meta: Metadata, credit: str = "", look: Look = PLAIN
) -> Rendered:
    """Draw the parts' pages, in order, into one PDF, in the game's look, the credit line on
    every page."""
    canvas, buffer = new_canvas(paper, meta)
    pen = Pen(canvas, paper, credit=credit, look=look)
    for drawing in drawings:
        drawing(pen)
    for close in pen.closing:
        close()
    return finish(canvas, buffer, pen.pages)


def ruler(
    pen: Pen,
    y: float,
    length: int,
    per_segment: int,
    unit: float = INCH,
    bands: tuple[tuple[int, int, float, str], ...] = (),
    marks: tuple[int, ...] = (),
    height: float = 20.0,
    footprints: bool = False,
    x: float | None = None,
    vertical: bool = False,
    tab: float = 9.0,
    names: tuple[str, ...] = (),
    tick: float = 0.55,
    first_right: bool = False,
) -> float:
    """A measure ``length`` units long in segments of ``per_segment``.

    Horizontal (the default): segments stacked down from ``y``, their left end at ``x``
    (the margin by default); returns the y below the last segment. Vertical: segments run
    down the page from ``y``, side by side from ``x`` to the right (``height`` wide each,
    4 mm apart), numbers reading along them; returns the x right of the last one.
    Every unit has a tick; ``bands`` shade (first, last, grey, label) ranges; ``marks`` get
    big labels; ``names`` label the pieces (A, B...). Every segment but the last ends in a
    hatched glue tab ``tab`` long: the next segment's first end is laid on it, the ticks
    they share on top of each other. ``tick`` is the ticks' length as a share of ``height``:
    under 0.5, the band labels sit above the ticks, clear of them. ``first_right``
    (vertical) sets the pieces right to left, the first (longest: it has the tab) at the
    right. ``footprints`` is accepted for old callers and ignored.
    """
    left = MARGIN + 2 if x is None else x
    canvas = pen.canvas
    pieces = (length + per_segment - 1) // per_segment
    for index, first in enumerate(range(0, length, per_segment)):
        last = min(first + per_segment, length)
        name = names[index] if index < len(names) else ""
        nxt = names[index + 1] if index + 1 < len(names) else "the next piece"
        glue = tab if last < length else 0.0
        if vertical:
            place = pieces - 1 - index if first_right else index
            right = left + place * (height + 4) + height
            canvas.saveState()
            canvas.translate(right * MM, y * MM)
            canvas.rotate(-90)
            _segment(
                pen, 0.0, 0.0, first, last, unit, bands, marks, height, glue, name, nxt, True, tick
            )
            canvas.restoreState()
        else:
            _segment(
                pen, left, y, first, last, unit, bands, marks, height, glue, name, nxt, False, tick
            )
            y -= height + 9
    if vertical:
        return left + pieces * (height + 4) - 4
    return y


def _segment(
    pen: Pen,
    x0: float,
    y: float,
    first: int,
    last: int,
    unit: float,
    bands: tuple[tuple[int, int, float, str], ...],
    marks: tuple[int, ...],
    height: float,
    tab: float,
    name: str,
    nxt: str,
    vertical: bool = False,
    tick: float = 0.55,
) -> None:
    """One piece of a ruler, left end at ``x0``, top at ``y``, in its own (turned) frame."""
    canvas = pen.canvas
    label_size = style.SHEET_MINIMUM
    for low, high, grey, label in bands:
        a, b = max(low, first), min(high, last)
        if a < b:
            canvas.setFillGray(grey)
            canvas.rect(
                (x0 + (a - first) * unit) * MM,
                (y - height) * MM,
                (b - a) * unit * MM,
                height * MM,
                fill=1,
                stroke=0,
            )
            if label and a == low:
                canvas.setFillGray(0.2)
                above = tick < 0.5
                base = y - height + tick * height + 1.3 if above else y - height + 1.8
                inset = style.LABEL_CLEARANCE + 0.5 if a == first else 1.5
                pen.text(x0 + (a - first) * unit + inset, base, label, label_size)
    canvas.setFillColor(style.INK)
    pen.cut_rect(x0, y - height, (last - first) * unit, height)
    canvas.setStrokeColor(style.INK)
    for step in range(first, last + 1):
        x = x0 + (step - first) * unit
        pen.line(x, y - height, x, y - height * (1 - tick), 0.35)
        size = 12 if step in marks else 9
        font = fonts.BOLD if step in marks else fonts.REGULAR
        inset = style.LABEL_CLEARANCE + 0.5 if step in (first, last) else 1.0  # clear of cuts
        pen.text(
            x - inset if step == last else x + inset,
            y - style.LABEL_CLEARANCE - 0.4 - size * 0.93 / MM,  # its top clear of the cut
            str(step),
            size,
            font,
            "right" if step == last else "left",
        )
    if name:
        canvas.setFillGray(0.2)
        pen.text(x0 + unit / 2, y - height + 3.5, name, 9, fonts.BOLD, "centre")
        canvas.setFillColor(style.INK)
    if tab:  # glue tab: the next piece's first end is laid on it
        right = x0 + (last - first) * unit
        pen.glue_area(right, y - height, tab, height)
        pen.cut_line(right + tab, y - height, right + tab, y)
        pen.cut_line(right, y, right + tab, y)
        pen.cut_line(right, y - height, right + tab, y - height)
        if not vertical:
            canvas.setFillColor(style.MUTED)
            pen.text(
                right + tab,
                y - height - 3.5,
                f"glue: lay {nxt}'s {last} end on this hatched tab, {last} on {last}",
                label_size,
                align="right",
            )
            canvas.setFillColor(style.INK)


def token_grid(
    pen: Pen, y: float, labels: list[str], diameter: float, pitch: float = INCH
) -> float:
    """Round tokens on a grid (cut circles) with a label each; returns the y below them."""
    columns = int((pen.paper.width - 2 * MARGIN) // pitch)
    canvas = pen.canvas
    for index, label in enumerate(labels):
        row, column = divmod(index, columns)
        cx = MARGIN + pitch / 2 + column * pitch
        cy = y - pitch / 2 - row * pitch
        canvas.setDash()
        canvas.setLineWidth(0.4)
        canvas.circle(cx * MM, cy * MM, diameter / 2 * MM, fill=0, stroke=1)
        size = 7 if len(label) <= 6 else 5.5
        pen.text(cx, cy - size * 0.35 / MM, label, size, fonts.BOLD, "centre")
    rows = -(-len(labels) // columns)
    return y - rows * pitch


@dataclass(frozen=True)
class Token:
    """A square play token: an icon and a word (style guide, markers), maybe a big number.

    ``colour`` inks the icon, number and word; ``tint`` fills a band under the word (light
    team tints).
    """

    icon: str
    word: str
    number: str = ""
    colour: str = style.INK
    tint: str | None = None
    die: int | None = None
    """A die's piece: the die drawn as its shape (``press.dice``) with its name inside, in
    place of the icon and number."""
    tag: str = ""
    """A small word over the icon (whose side a marker is), under the word in rank."""
    disc: str | None = None
    """A light tint filling a disc behind the icon (a marker's kind at a glance)."""
    write_in: bool = False
    """A die's piece whose value the player writes in: a blank die with ``d`` and a line."""


CORNER_ICON = 0.2
"""A numbered token's corner icon, as a share of its side (5 mm on an inch token): small
enough to stand clear of the numeral."""


def _corner_icon(pen: Pen, token: Token, corner: tuple[float, float], size: float, share: float):
    """The token's icon, ``share`` of its side, in its top left corner clear of the cut."""
    x, y = corner
    inset = style.LABEL_CLEARANCE + 0.3
    icon = size * share
    top_left = ((x + inset + icon / 2) * MM, (y + size - inset - icon / 2) * MM)
    draw_icon(pen.canvas, token.icon, *top_left, icon * MM, token.colour)


def draw_token(pen: Pen, x: float, y: float, size: float, token: Token) -> None:
    """The token's face in the square whose lower left corner is (x, y); no cut lines."""
    canvas = pen.canvas
    inset = style.LABEL_CLEARANCE + 0.3  # every mark this far inside the cut
    word_size = _fit(
        token.word, size - 2 * inset, max(style.SHEET_MINIMUM, size * 0.34), fonts.BOLD
    )
    word_room = word_size / MM + inset + 0.6
    if token.tint:  # a band under the word, not the whole square: colour without the toner
        canvas.setFillColor(token.tint)
        band = word_room + 0.6
        canvas.rect(x * MM, y * MM, size * MM, band * MM, fill=1, stroke=0)
    cx = x + size / 2
    if token.write_in:
        _write_in_die(pen, token, cx, y + word_room + 0.9, size - word_room - 2.5)
    elif token.die:
        marked = token.icon != "die"  # a rank's mark beside the die, top left
        side = min(size - word_room - 2.5, size * (0.5 if marked else 0.62))
        if marked:
            _corner_icon(pen, token, (x, y), size, 0.26)
        draw_die(
            canvas,
            token.die,
            (cx + size * 0.12 * marked) * MM,
            (y + word_room + 0.9 + side / 2) * MM,
            side * MM,
            ink=token.colour,
            line=1.6,
            facets=False,  # the number as large as the face allows: read across the table
        )
    elif token.number:
        _corner_icon(pen, token, (x, y), size, CORNER_ICON)
        room = size - 2 * (inset + 1)  # 3 mm and more from the cuts
        number = _fit(token.number, room, max(style.PIECE_NUMBER, size * 1.25), fonts.DISPLAY)
        canvas.setFillColor(token.colour)
        pen.text(cx, y + word_room + 1.6, token.number, number, fonts.DISPLAY, "centre")
    else:
        tag = style.SHEET_MINIMUM / MM + 1.2 if token.tag else 0.0  # the tag's line over it
        icon = min(size - word_room - 4 - tag, size * 0.58)
        if token.tag:
            canvas.setFillColor(token.colour)
            top = y + size - inset - style.SHEET_MINIMUM * 0.72 / MM
            pen.text(cx, top, token.tag, style.SHEET_MINIMUM, fonts.BOLD, "centre")
        middle = y + word_room + 1 + icon / 2
        if token.disc:  # clear of the cut above and of the word's band below
            band = word_room + 0.6 if token.tint else word_room
            radius = min(icon / 2 + 1.5, middle - y - band - 0.4, y + size - inset - middle)
            canvas.setFillColor(token.disc)
            canvas.circle(cx * MM, middle * MM, radius * MM, fill=1, stroke=0)
        draw_icon(
            canvas,
            token.icon,
            cx * MM,
            middle * MM,
            icon * MM,
            token.colour,
        )
    canvas.setFillColor(token.colour)
    pen.text(cx, y + inset, token.word, word_size, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)


def _write_in_die(pen: Pen, token: Token, cx: float, bottom: float, side: float) -> None:
    """A blank die ``side`` mm tall from ``bottom``, ``d`` and a line to write its value on."""
    canvas, side = pen.canvas, min(side, 15.0)
    middle = bottom + side / 2
    draw_die(canvas, None, cx * MM, middle * MM, side * MM, ink=token.colour, line=1.6, label="")
    canvas.setFillColor(token.colour)
    baseline = middle - side * 0.16
    size = side * 0.5 * MM  # points: the d about as tall as a printed die's name
    pen.text(cx - side * 0.2, baseline, "d", size, fonts.DISPLAY, "centre")
    canvas.setStrokeColor(style.INK)
    pen.line(cx - side * 0.04, baseline, cx + side * 0.34, baseline, 0.6)


def _fit(text: str, width_mm: float, start: float, font: str) -> float:
    """The largest size up to ``start`` at which ``text`` fits ``width_mm`` (not under 7 pt)."""
    wide = fonts_width(text, 1.0, font) / MM
    return max(style.SHEET_MINIMUM, min(start, width_mm / wide if wide else start))


def token_sheet(
    pen: Pen,
    top: float,
    tokens: list[Token],
    size: float = style.TOKEN,
    x: float = MARGIN,
    width: float | None = None,
) -> float:
    """Square tokens on a shared-edge grid (straight cuts) from ``top`` down; returns the y below.

    The grid fills ``width`` (the page between the margins by default) row by row.
    """
    room = width if width is not None else pen.paper.width - 2 * MARGIN
    columns = max(1, int(room // size))
    rows = -(-len(tokens) // columns)
    for index, token in enumerate(tokens):
        row, column = divmod(index, columns)
        draw_token(pen, x + column * size, top - (row + 1) * size, size, token)
    for row in range(rows):
        count = min(columns, len(tokens) - row * columns)
        y = top - (row + 1) * size
        for column in range(count):
            pen.cut_rect(x + column * size, y, size, size)
    return top - rows * size


def fold_pair(pen: Pen, x: float, y: float, size: float, front: Token, back: Token) -> None:
    """A two-sided token printed flat: front and back side by side, a fold between them.

    Cut round the outline, fold on the dashed line and glue the halves back to back.
    """
    draw_token(pen, x, y, size, front)
    draw_token(pen, x + size, y, size, back)
    pen.cut_rect(x, y, 2 * size, size)
    pen.fold_line(x + size, y, x + size, y + size)


@dataclass(frozen=True)
class Pair:
    """A fold pair for :func:`piece_grid`: two squares wide, ``front`` and ``back``."""

    front: Token
    back: Token


def piece_grid(
    pen: Pen,
    top: float,
    pieces: Sequence[Token | Pair],
    size: float = style.TOKEN,
    x: float = MARGIN,
    width: float | None = None,
) -> float:
    """Tokens and fold pairs on one shared-edge grid from ``top`` down; returns the y below.

    Each piece takes the first free place in reading order where it fits, so a pair
    that does not fit at the end of a row leaves its cell to the next single token.
    """
    room = width if width is not None else pen.paper.width - 2 * MARGIN
    columns = max(2, int(room // size))
    taken: set[tuple[int, int]] = set()
    placed: list[tuple[float, float, Token | Pair]] = []
    rows = 0
    for piece in pieces:
        span = 2 if isinstance(piece, Pair) else 1
        cell = 0
        while True:
            row, column = divmod(cell, columns)
            cells = {(row, column + k) for k in range(span)}
            if column + span <= columns and not cells & taken:
                break
            cell += 1
        taken |= cells
        rows = max(rows, row + 1)
        placed.append((x + column * size, top - (row + 1) * size, piece))
    for left, bottom, piece in placed:  # faces first, so no tint covers a cut line
        if isinstance(piece, Pair):
            draw_token(pen, left, bottom, size, piece.front)
            draw_token(pen, left + size, bottom, size, piece.back)
        else:
            draw_token(pen, left, bottom, size, piece)
    for left, bottom, piece in placed:
        if isinstance(piece, Pair):
            pen.cut_rect(left, bottom, 2 * size, size)
            pen.fold_line(left + size, bottom, left + size, bottom + size)
        else:
            pen.cut_rect(left, bottom, size, size)
    return top - rows * size
