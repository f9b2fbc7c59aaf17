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
from .layout import Mark as Segment
from .paper import MM, Size
from .pdf import Metadata, Rendered, finish, new_canvas
from .pen import Pen, fonts_width

STEP = 0.25
"""Offset between neighbouring rungs, mm: the ladder's resolution."""
REACH = 3.0
"""The largest offset a ladder reads either way, mm."""
PITCH = 6.5
"""Distance between neighbouring rungs, mm: more than twice ``REACH``, so that no back
line shifted by up to ``REACH`` (plus its rung's value) can meet a neighbour's front line."""
HALF = 6.0
"""Length of each half of a rung: the front line, then the back line continuing it. A
shift along the line only opens a gap or an overlap; the reading is across it. Long
enough to judge a straight line by eye through the paper."""
FRONT_WIDTH, BACK_WIDTH = 0.5, 0.6
"""Line widths, points: the back's line a little heavier, as it is seen through the paper."""
RULER = 100.0


@dataclass(frozen=True)
class Words:
    """What the sheet says that names the command line (kept out of ``press``)."""

    steps: tuple[str, ...]
    """The numbered steps beside the Y ladder; a step's lines after the first are a
    command to type, set apart on lines of its own."""
    no_duplex: tuple[str, ...]
    """How to print the sheet on a printer without duplex, a numbered line a step."""
    wrong_flip: str
    """On the back: how it reads when turned over the right way, and what to do if not."""


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
    base = top - span - 26
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
        ruler_up=(column - HALF - 35, top - span / 2 - RULER / 2),  # beside the Y ladder
        offset=offset,
    )


def label(value: float) -> str:
    return "0" if value == 0 else f"{value:+.2f}".replace("-", "\u2212")


FLIP_WORDS = {"long": "long edge", "short": "short edge"}


def render(sheet: Calibration, words: Words) -> Rendered:
    """The two pages, with ``words`` in them."""
    meta = Metadata(
        title="Printer calibration",
        author="skirmishgen",
        subject="Print double-sided at 100%: rulers for scale, ladders for the back's offset",
        keywords=("calibration", "duplex"),
    )
    canvas, buffer = new_canvas(sheet.paper, meta, sheet.duplex)  # type: ignore[arg-type]
    credit = f"skirmishgen {__version__} \u00b7 printer calibration"
    pen = Pen(canvas, sheet.paper, credit=credit, credit_left=MARGIN)
    _front(pen, sheet, words)
    pen.new_page()
    _back(pen, sheet, words.wrong_flip)
    pen.new_page()
    return finish(canvas, buffer, pen.pages)


MARGIN = 14.0
"""The sheet's margin, mm: its text, panels and footer keep inside it."""


def _front(pen: Pen, sheet: Calibration, words: Words) -> None:
    paper, flip = sheet.paper, FLIP_WORDS[sheet.duplex]
    top = paper.height - 14
    pen.text(MARGIN, top, "Printer calibration", 16, fonts.DISPLAY)
    pen.canvas.setFillColor(style.MUTED)
    pen.text(
        MARGIN,
        top - 6,
        f"Print both pages on one sheet, double-sided, flipping on the {flip}, at 100 % "
        "(actual size).",
        8.5,
    )
    x, y = sheet.offset
    if x or y:
        checking = f"Its back is shifted {x:g},{y:g} mm: a printer so corrected reads 0."
        pen.text(MARGIN, top - 10, checking.replace("-", "\u2212"), 8.5)
    pen.canvas.setFillColor(style.INK)
    _ruler_across(pen, *sheet.ruler_across)
    _ruler_up(pen, *sheet.ruler_up)
    _ladders(pen, sheet)
    up = sheet.up[0].front
    left, right = up.x2 + HALF + 22, paper.width - MARGIN
    heading = up.y1 + 6
    pen.text(left, heading, "How to read it", 9, fonts.BOLD)
    y = _steps(pen, words.steps[:2], left, right, up.y1 - 1)
    y = _sample(pen, left + INDENT, right, y - 4)
    y = _steps(pen, words.steps[2:3], left, right, y - 4)
    y = _readings(pen, left + INDENT, right, y + 3)
    y = _steps(pen, words.steps[3:], left, right, y - 4)
    _no_duplex(pen, words.no_duplex, left, right, y - 4.5)


def _ladders(pen: Pen, sheet: Calibration) -> None:
    """Both ladders' front halves, numbered, their headings on one line, a pointer at 0."""
    for rung in sheet.up:
        _rung(pen, rung.front, FRONT_WIDTH, rung.value == 0)
        size, font = (8, fonts.BOLD) if rung.value == 0 else (7, fonts.REGULAR)
        pen.text(rung.front.x1 - 2, rung.front.y1 - 1, label(rung.value), size, font, "right")
        if rung.value == 0:
            _pointer(pen, rung.front.x1 - 8, rung.front.y1, 0)
    for index, rung in enumerate(sheet.across):
        _rung(pen, rung.front, FRONT_WIDTH, rung.value == 0)
        _label_over(pen, rung, index)
        if rung.value == 0:  # under the rung's back half, pointing up at it
            _pointer(pen, rung.front.x1, min(rung.front.y1, rung.front.y2) - HALF - 4, 90)
    up, across = sheet.up[0].front, sheet.across[0].front
    pen.text(up.x1 - 16, up.y1 + 6, "Y: back offset to set", 9, fonts.BOLD)
    pen.text(across.x1, across.y2 + 11, "X: back offset to set", 9, fonts.BOLD)


def _pointer(pen: Pen, x: float, y: float, angle: float) -> None:
    """A small filled triangle with its tip at (x, y) + 1.6 mm along ``angle`` (0: right,
    90: up): it picks out the 0 rung, where a well-set printer reads."""
    canvas = pen.canvas
    canvas.saveState()
    canvas.translate(x * MM, y * MM)
    canvas.rotate(angle)
    path = canvas.beginPath()
    path.moveTo(-1.6 * MM, -1.3 * MM)
    path.lineTo(-1.6 * MM, 1.3 * MM)
    path.lineTo(1.6 * MM, 0)
    path.close()
    canvas.setFillColor(style.INK)
    canvas.drawPath(path, fill=1, stroke=0)
    canvas.restoreState()


def _back(pen: Pen, sheet: Calibration, wrong_flip: str) -> None:
    """The ladders' back halves, a mark on the top edge, and a title with how the page
    reads when the sheet is turned over the right way: at the top where the back halves
    leave room, else under them."""
    backs = [rung.back for rung in (*sheet.across, *sheet.up)]
    for segment in backs:
        _rung(pen, segment, BACK_WIDTH, False)
    paper = sheet.paper
    middle = paper.width / 2
    _top_mark(pen, MARGIN + 2.2, paper.height - 10)
    lines = _wrapped(wrong_flip, 8.5, paper.width - 2 * 25)
    look = "Read the ladders from the front, held against a light."
    depth = 6 + 4 * (len(lines) - 1) + 5 + 1.5  # title baseline to the last line's foot
    highest = max(max(s.y1, s.y2) for s in backs)
    lowest = min(min(s.y1, s.y2) for s in backs)
    title = paper.height - 14
    if title - depth < highest + 2:
        title = lowest - 12
    pen.text(middle, title, "Printer calibration: back", 13, fonts.DISPLAY, "centre")
    pen.canvas.setFillColor(style.MUTED)
    y = title - 6
    for line in lines:
        pen.text(middle, y, line, 8.5, align="centre")
        y -= 4
    pen.text(middle, y - 1, look, 8.5, align="centre")
    pen.canvas.setFillColor(style.INK)


def _top_mark(pen: Pen, x: float, y: float) -> None:
    """A filled triangle pointing at the page's top edge, its tip at ``y``, and the word
    TOP beside it."""
    canvas = pen.canvas
    path = canvas.beginPath()
    path.moveTo((x - 2.2) * MM, (y - 3.2) * MM)
    path.lineTo((x + 2.2) * MM, (y - 3.2) * MM)
    path.lineTo(x * MM, y * MM)
    path.close()
    canvas.setFillColor(style.INK)
    canvas.drawPath(path, fill=1, stroke=0)
    pen.text(x + 4, y - 2.8, "TOP", 8, fonts.BOLD)


def _rung(pen: Pen, segment: Segment, width: float, bold: bool) -> None:
    pen.canvas.setStrokeColor(style.INK)
    pen.line(segment.x1, segment.y1, segment.x2, segment.y2, width + 0.1 * bold)


LABEL_ROWS = (1.8, 5.3)
"""mm above the X ladder's front halves: its numbers upright, on two staggered rows (a
number is wider than the rungs are apart), as near the rungs as the back halves below
them allow."""


def _label_over(pen: Pen, rung: Rung, index: int) -> None:
    """An X rung's number, upright and centred over the rung; every other one a row up."""
    size, font = (8, fonts.BOLD) if rung.value == 0 else (7, fonts.REGULAR)
    y = max(rung.front.y1, rung.front.y2) + LABEL_ROWS[index % 2]
    pen.text(rung.front.x1, y, label(rung.value), size, font, "centre")


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


def _wrapped(text: str, size: float, width: float, font: str = fonts.REGULAR) -> list[str]:
    from reportlab.lib.utils import simpleSplit

    return simpleSplit(text, font, size, width * MM)


def _steps(pen: Pen, steps: Sequence[str], left: float, right: float, top: float) -> float:
    """Numbered steps, each its number and first words in bold (up to the first full stop
    or colon) with the rest hanging under them; a step's lines after the first are a
    command, set apart in a frame. Returns the y under the last."""
    y = top
    for step in steps:
        text, *command = step.split("\n")
        y = _numbered(pen, text, left, right, y)
        if command:
            y = _command(pen, " ".join(command), left + INDENT, right, y)
        y -= 2.5
    return y + 2.5


INDENT = 4.5
"""mm from a step's number to its text, and its lines hanging under it."""


def _numbered(pen: Pen, text: str, left: float, right: float, y: float, size: float = 8.5):
    """``1  Head. rest``: the number, then the head in bold, the rest wrapped after it and
    hanging under it; the y under the last line."""
    number, _, said = text.partition("  ")
    ends = [i for i in (said.find(". "), said.find(": ")) if i >= 0]
    ends += [len(said) - 1] if said.endswith(":") else []
    cut = min(ends, default=-1)
    head, rest = (said[: cut + 1], said[cut + 2 :]) if cut >= 0 else ("", said)
    pen.text(left, y, number, size, fonts.BOLD)
    x, width = left + INDENT, right - left - INDENT
    if head:
        pen.text(x, y, head, size, fonts.BOLD)
        lead = fonts_width(head + " ", size) / MM
        first = _wrapped(rest, size, width - lead)[:1]
        if first:
            pen.text(x + lead, y, first[0], size)
            rest = rest[len(first[0]) :].strip()
        y -= 4
    for line in _wrapped(rest, size, width) if rest else []:
        pen.text(x, y, line, size)
        y -= 4
    return y


def _command(pen: Pen, command: str, left: float, right: float, y: float) -> float:
    """``command`` in bold on its own lines, in a hairline frame: what to type, apart from
    what to read (no tint: a fill only spends toner)."""
    lines = _command_lines(command, 8, right - left - 4 - fonts_width(" \\", 8) / MM)
    lines = [f"{line} \\" for line in lines[:-1]] + lines[-1:]  # as a shell continues it
    height = 4 * len(lines) + 2.5
    pen.canvas.setStrokeColor(style.HAIRLINE)
    pen.canvas.setLineWidth(0.5)
    pen.canvas.rect(left * MM, (y - height + 3) * MM, (right - left) * MM, height * MM, 1, 0)
    pen.canvas.setStrokeColor(style.INK)
    y -= 0.8
    for line in lines:
        pen.text(left + 2, y, line, 8, fonts.BOLD)
        y -= 4
    return y - 1.7


def _command_lines(command: str, size: float, width: float) -> list[str]:
    """``command`` broken only between options, never between an option and its value
    (``--scale-x SX`` stays whole), each line within ``width`` mm where it can be."""
    groups: list[str] = []
    for word in command.split():
        if groups and not word.startswith("-") and groups[-1].split()[-1].startswith("-"):
            groups[-1] += f" {word}"
        else:
            groups.append(word)
    lines = [""]
    for group in groups:
        joined = f"{lines[-1]} {group}".strip()
        if lines[-1] and fonts_width(joined, size) / MM > width:
            lines.append(group)
        else:
            lines[-1] = joined
    return lines


def _sample(pen: Pen, left: float, right: float, top: float) -> float:
    """What to look for, enlarged four times across the line: a rung whose halves make one
    straight line (read it), and one whose back half sits one step off (not this one)."""
    pen.text(left, top, "What to look for (enlarged)", 8.5, fonts.BOLD)
    half, step = 10.0, 4 * STEP
    cases = (("Lined up: read this rung", 0.0), ("A step off: not this one", step))
    width = (right - left) / 2
    for index, (caption, offset) in enumerate(cases):
        x, y = left + index * width, top - 8.5
        pen.canvas.setFillColor(style.MUTED)
        pen.text(x, top - 5, "front", 7)
        pen.text(x + half + 1, top - 5, "seen through", 7)
        pen.canvas.setFillColor(style.INK)
        pen.canvas.setStrokeColor(style.INK)
        pen.line(x, y, x + half, y, 4 * FRONT_WIDTH)
        pen.canvas.setStrokeColor(style.HAIRLINE)  # as it shows through the paper
        pen.line(x + half, y + offset, x + 2 * half, y + offset, 4 * BACK_WIDTH)
        pen.canvas.setStrokeColor(style.INK)
        pen.text(x, y - 4.5, caption, 8)
    return top - 14


READINGS = (
    ("Across", "mm", "SX = 100 \u00f7 across", ""),
    ("Up", "mm", "SY = 100 \u00f7 up", ""),
    ("X", "mm", "Y", "mm"),
)
"""The write-in rows: a label, a box and its unit, then a second label, its box and unit;
the names are the command's (step 3)."""


def _readings(pen: Pen, left: float, right: float, top: float) -> float:
    """Boxes to write the readings in, named as step 3's command names them: two columns,
    the second's labels set flush against their boxes."""
    box_w, box_h, row = 15.0, 7.0, 8.5
    first_box = left + max(fonts_width(r[0], 8, fonts.REGULAR) for r in READINGS) / MM + 2
    second_box = right - box_w - 6
    y = top - 4 - box_h
    for first, unit, second, second_unit in READINGS:
        pen.text(left, y + 2.3, first, 8)
        _box(pen, first_box, y, box_w, box_h)
        pen.text(first_box + box_w + 1.2, y + 2.3, unit, 8)
        pen.text(second_box - 1.5, y + 2.3, second, 8, align="right")
        _box(pen, second_box, y, box_w, box_h)
        if second_unit:
            pen.text(second_box + box_w + 1.2, y + 2.3, second_unit, 8)
        y -= row
    return y + row - 2


def _box(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    pen.canvas.setStrokeColor(style.INK)
    pen.canvas.setLineWidth(0.5)
    pen.canvas.rect(x * MM, y * MM, w * MM, h * MM, 1, 0)


def _no_duplex(pen: Pen, steps: Sequence[str], left: float, right: float, top: float) -> None:
    pen.text(left, top, "No duplex printing?", 9, fonts.BOLD)
    y = top - 4.5
    for step in steps:
        y = _numbered(pen, step, left, right, y) - 1
