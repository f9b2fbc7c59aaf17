"""The light markup booklet templates emit, turned into platypus flowables.

``# Heading`` and ``## Sub-heading`` (numbered automatically), blank-line separated
paragraphs with ``**bold**``, ``> `` lines for examples set apart, and ``| a | b |``
rows for tables (the first row is the header, repeated when a table splits); ``- `` lines
for a list (after a lead paragraph in the same block); a line ``!figure NAME`` places the
game's figure of that name, with its caption; a line ``!spread`` starts what follows on an
even (left-hand) page, so that it and the next page lie open together (the room skipped
is ruled for notes), and a line ``!compact`` sets what follows a little tighter (same
size), as a quick reference that must fit its spread. Whatever comes before the first ``# ``
heading is cover matter: it is set on the title page under the contents, its ``## ``
headings unnumbered (a quick reference, say).
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, Spacer, Table

from ..press import fonts
from ..press.figure import Figure, FigureBox
from ..press.paper import MM
from ..press.paragraph import Paragraph
from ..press.runin import cases
from ..press.sheetstyles import CELL_PADDING, Styles, head_colour, heading_style, table_style
from ..press.style import PLAIN, Look
from ..press.tables import column_widths
from .spread import SpreadStart

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def inline(text: str) -> str:
    return _BOLD.sub(r"<b>\1</b>", escape(text))


def styles(compact: bool = False, look: Look = PLAIN) -> Styles:
    """The booklet's styles, headings in the game's colour; ``compact`` sets the body a
    little tighter (same size), for a booklet that would otherwise spill onto one more
    sheet."""
    fonts.register_fonts()
    body = ParagraphStyle(
        "body",
        fontName=fonts.REGULAR,
        fontSize=9,
        leading=11.2 if compact else 12,
        spaceAfter=3 if compact else 4,
        allowWidows=0,
        allowOrphans=0,
    )
    return Styles(
        look,
        {
            "lead": ParagraphStyle("lead", body, spaceAfter=1),
            "item": ParagraphStyle(
                "item",
                body,
                leftIndent=4.5 * MM,  # widened to the list's widest number (_listed)
                bulletIndent=1 * MM,
                bulletFontName=fonts.BOLD,  # as the sheets' lists: bold, at the text's size
                bulletFontSize=body.fontSize,
                spaceAfter=1,
            ),
            "caption": ParagraphStyle(
                "caption",
                body,
                fontName=fonts.ITALIC,
                fontSize=8,
                leading=10,
                alignment=1,
                spaceBefore=2,
                spaceAfter=6,
            ),
            "body": body,
            "h1": heading_style("h1", body, look, (13, 16), (7 if compact else 10, 5)),
            "h2": heading_style("h2", body, look, (10.5, 13), (7, 3)),
            "example": ParagraphStyle(
                "example",
                body,
                fontName=fonts.ITALIC,
                leftIndent=5 * MM,
                borderColor=colors.HexColor("#999999"),
                borderWidth=0.5,
                borderPadding=3,
                backColor=colors.HexColor("#F2F2F2"),
                spaceBefore=4,
                spaceAfter=8,
            ),
            "cell": ParagraphStyle("cell", body, fontSize=8, leading=10, spaceAfter=0),
            "quote": ParagraphStyle(
                "quote",
                body,
                fontName=fonts.ITALIC,
                fontSize=8.5,
                leading=11,
                leftIndent=6 * MM,
                rightIndent=6 * MM,
                textColor=colors.HexColor("#444444"),
            ),
        },
    )


def cover_and_rules(text: str) -> tuple[str, str]:
    """The markup split at its first ``# `` heading: the cover matter before it (often
    empty) and the rules from it on."""
    found = re.search(r"^# ", text, re.MULTILINE)
    if found is None:
        return "", text
    return text[: found.start()].strip(), text[found.start() :]


class Heading(Paragraph):
    """A numbered heading that tells the table of contents about itself."""

    def __init__(self, text: str, style, level: int) -> None:
        super().__init__(text, style)
        self.level = level
        self.plain = re.sub(r"<[^>]+>", "", text)


ROOM_LEFT = 0.2
"""A short table (with its heading) that does not fit the room left on a page moves
whole to the next only while that room is under this share of the page's text height;
with more, it starts where it stands (see :class:`Held`)."""
START_ROWS = 2
"""The rows of a table (after its header) that go with its heading and lead-in when it
starts at a page foot: a heading is never left alone there."""


class Held(KeepTogether):
    """A short table, with the heading and lead-in over it: kept on one page, and moved
    whole to the next when it does not fit, unless that would leave more than
    :data:`ROOM_LEFT` of this page empty. Then it starts here, where its heading, lead-in,
    header row and first :data:`START_ROWS` rows fit, and runs on over the page turn (the
    header row repeated). Lists stay whole: their cases are read together."""

    def split(self, aW: float, aH: float) -> list:
        if getattr(self, "_wrapInfo", None) != (aW, aH):
            self.wrap(aW, aH)
        frame = getattr(self, "_frame", None)
        if aH >= self._H or frame is None or getattr(frame, "_atTop", False):
            return super().split(aW, aH)
        start = _start(self._content, aW)
        if start is None or aH < ROOM_LEFT * frame._height or aH < start:
            return super().split(aW, aH)
        return [_let_go(f) for f in self._content]


def _start(content: list, width: float) -> float | None:
    """The height of ``content``'s heading and lead-in, its table's header and first
    :data:`START_ROWS` rows, or None when the table has too few rows to share between two
    pages (twice :data:`START_ROWS`)."""
    height = 0.0
    for flowable in content:
        if isinstance(flowable, Table):
            flowable.wrap(width, 10**6)
            rows = flowable._rowHeights
            return height + sum(rows[: 1 + START_ROWS]) if len(rows) > 2 * START_ROWS else None
        height += _height(flowable, width)
    return None


def _height(flowable: Flowable, width: float) -> float:
    """The room ``flowable`` takes in a frame ``width`` wide, its space around it too."""
    return flowable.wrap(width, 10**6)[1] + flowable.getSpaceBefore() + flowable.getSpaceAfter()


def _let_go(flowable: Flowable) -> Flowable:
    """A copy of ``flowable`` that does not keep with the next (the block it stood in has
    made sure of the room its start needs)."""
    free = copy.copy(flowable)
    free.keepWithNext = 0
    return free


class UnknownFigure(ValueError):
    """A ``!figure NAME`` line names no figure the game has."""


class TableTooWide(ValueError):
    """A template's table has more columns than a booklet page can set."""


MAX_COLUMNS = 12
"""The most columns a booklet table may have: more cannot be set on an A5 page."""


def flowables(
    text: str,
    width: float,
    compact: bool = False,
    figures: Mapping[str, Figure] | None = None,
    look: Look = PLAIN,
) -> list:
    """Platypus flowables for the markup ``text`` in the game's ``look``; ``figures`` are
    what ``!figure NAME`` lines may place."""
    st = styles(compact, look)
    figures = figures or {}
    story: list = []
    numbers = [0, 0]
    text = re.sub(r"\n(?=#{1,2} )", "\n\n", text)  # a heading always starts a new block
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.strip().splitlines() if line.strip()]
        if not lines:
            continue
        first = lines[0]
        if first.startswith("## ") and not numbers[0]:  # cover matter: no number, no entry
            story.append(Paragraph(inline(first[3:]), st["h2"].clone("h2-cover", keepWithNext=1)))
            lines = lines[1:]
        elif first.startswith("## "):
            numbers[1] += 1
            label = f"{numbers[0]}.{numbers[1]} {inline(first[3:])}"
            story.append(Heading(label, st["h2"], 1))
            lines = lines[1:]
        elif first.startswith("# "):
            numbers[0] += 1
            numbers[1] = 0
            story.append(Heading(f"{numbers[0]}. {inline(first[2:])}", st["h1"], 0))
            lines = lines[1:]
        if not lines:
            continue
        if lines[0] == "!spread":
            story.append(SpreadStart())
        elif lines[0] == "!compact":
            st = styles(True, look)
        elif lines[0].startswith("!figure"):
            story.append(_figure(lines[0], figures, st))
        elif lines[0].startswith("|"):
            table = _table(lines, st, width)
            if isinstance(table, Table):
                _head_over_long_table(story)
            else:
                table = _with_heading(story, table)
            story += [table, Spacer(1, 3 * MM)]
        elif lines[0].startswith(">>"):  # a quotation: italic, indented, no box
            text = " ".join(line.lstrip(">").strip() for line in lines)
            story.append(Paragraph(inline(text), st["quote"]))
        elif lines[0].startswith(">"):  # an example box: never split over a page turn
            text = " ".join(line.lstrip("> ") for line in lines)
            story.append(KeepTogether([Paragraph(inline(text), st["example"])]))
        elif any(line.startswith("- ") for line in lines):
            story.append(_with_heading(story, _listed(lines, st)))
        else:
            text = " ".join(lines)
            style = st["body"]
            if text.endswith(":"):  # a lead-in stays on the page of what it introduces
                style = style.clone("lead-in", keepWithNext=1)
            story.append(Paragraph(inline(text), style))
    return _held(story)


def _held(story: list) -> list:
    """``story`` with every heading or lead-in that keeps with the next block put inside
    that block when it is kept together (a figure, an example, a short table or a list):
    platypus keeps a flowable with the next one only when that one is not itself kept
    together, so the heading would otherwise stay behind at the foot of a page."""
    held: list = []
    for flowable in reversed(story):
        if held and isinstance(held[0], KeepTogether) and _keeps_with_next(flowable):
            held[0] = type(held[0])([flowable, *held[0]._content])
        else:
            held.insert(0, flowable)
    return held


def _keeps_with_next(flowable: Flowable) -> bool:
    style = getattr(flowable, "style", None)
    return bool(getattr(style, "keepWithNext", 0))


def _listed(lines: list[str], st) -> KeepTogether:
    """A block with ``- `` items: its lead paragraph, then an item a line (a bullet, wrapped
    lines hanging under the text), kept on one page."""
    lead = " ".join(line for line in lines if not line.startswith("- "))
    items = [_bulleted(line[2:]) for line in lines if line.startswith("- ")]
    parts = [Paragraph(inline(lead), st["lead"])] if lead else []
    style = _hanging(st["item"], [bullet for bullet, _ in items])
    parts += [Paragraph(inline(text), style, bulletText=bullet) for bullet, text in items]
    return KeepTogether(parts)


def _bulleted(item: str) -> tuple[str, str]:
    """An item's bullet and text: a numbered step's number is its bullet."""
    number = _STEP.match(item)
    if number is None:
        return "\u2022", item
    return f"{number.group(1)}.", item[number.end() :]


def _hanging(item: ParagraphStyle, bullets: list[str]) -> ParagraphStyle:
    """``item`` with its text indented past the widest of ``bullets``, so that every line of
    every item starts at one x, the first as the wrapped ones (reportlab sets a first line
    on past a bullet that runs into the indent, by 0.6 of the bullet's size after it)."""
    widest = max(stringWidth(b, item.bulletFontName, item.bulletFontSize) for b in bullets)
    indent = item.bulletIndent + widest + BULLET_GAP * item.bulletFontSize
    return item.clone(f"item-{indent:.2f}", leftIndent=max(item.leftIndent, indent))


BULLET_GAP = 0.6
"""The room after a list's bullet or number, in ems of its size: reportlab's own, so the
first line's text starts where the wrapped lines do."""


_STEP = re.compile(r"^(\d+)\.\s+")


def as_list(text: str) -> str:
    """A template filter: a text stringing run-in heads (``**Cover:** ...``) as its lead
    and one ``- `` item a head (``- 1. **Turn count:** ...`` for a numbered step), so the
    booklet sets each case on a line of its own."""
    lead, found = cases(text)
    if not found:
        return text
    items = [
        f"- {case.number + '. ' if case.number else ''}**{case.head}:** {case.text}"
        for case in found
    ]
    return "\n".join([lead, *items])


def _figure(line: str, figures: Mapping[str, Figure], st) -> Flowable:
    """The figure a ``!figure NAME`` line names, its caption under it, on one page."""
    name = line.removeprefix("!figure").strip()
    if name not in figures:
        known = ", ".join(sorted(figures)) or "none"
        raise UnknownFigure(f"no figure named '{name}' (this game has: {known})")
    figure = figures[name]
    caption = Paragraph(inline(figure.caption), st["caption"])
    return KeepTogether([Spacer(1, 2 * MM), FigureBox(figure), caption])


SHORT_TABLE = 8
"""A table of this many rows or fewer is kept on one page (but see :class:`Held`)..."""
SHORT_HEIGHT = 70 * MM
"""...unless it is taller than this (rows of long text): moving such a table whole would
leave most of a page empty, so it starts where a few rows fit instead."""
LONG_TABLE_START = 40 * MM
"""Room a heading needs to start a long table under it: the heading and a few rows."""


def _with_heading(story: list, block: KeepTogether) -> KeepTogether:
    """``block`` with the heading just before it (taken off ``story``), as one flat block:
    they move to a new page together (a heading kept with a nested block is stranded)."""
    if story and isinstance(story[-1], Heading):
        return type(block)([story.pop(), *block._content])
    return block


def _head_over_long_table(story: list) -> None:
    """A heading over a long table starts it where there is room for a few rows, instead
    of keeping with the whole table (which would push both to a new page and leave the
    page before half empty)."""
    if not story or not isinstance(story[-1], Heading):
        return
    heading = story.pop()
    heading.style = heading.style.clone(f"{heading.style.name}-open", keepWithNext=0)
    story += [CondPageBreak(LONG_TABLE_START), heading]


def _alignments(lines: list[str], columns: int) -> list[int]:
    """Each column's alignment from the separator row, as in Markdown: ``:---:`` centred,
    ``---:`` right, else left (reportlab's 1, 2, 0)."""
    for line in lines:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells and all(c and set(c) <= {"-", ":"} for c in cells):
            found = [1 if c[0] == c[-1] == ":" else 2 if c[-1] == ":" else 0 for c in cells]
            return (found + [0] * columns)[:columns]
    return [0] * columns


def _table(lines: list[str], st, width: float) -> Flowable:
    rows = [
        [cell.strip() for cell in line.strip("|").split("|")]
        for line in lines
        if not set(line.replace("|", "").strip()) <= {"-", ":", " "}
    ]
    rows = [row for row in rows if any(row)]
    if not rows:  # only rules or empty cells: a table with nothing to show
        return KeepTogether([Spacer(0, 0)])
    columns = max(len(row) for row in rows)
    if columns > MAX_COLUMNS:
        raise TableTooWide(
            f"a table of {columns} columns (starting '{lines[0][:40]}'); at most "
            f"{MAX_COLUMNS} fit a page"
        )
    aligns = _alignments(lines, columns)
    head = st["cell"].clone("head", fontName=fonts.BOLD, textColor=colors.white)
    heads = {a: head.clone(f"head{a}", alignment=a) for a in set(aligns)}
    bodies = {a: st["cell"].clone(f"cell{a}", alignment=a) for a in set(aligns)}
    cells = [[Paragraph(inline(c), heads[a]) for c, a in zip(rows[0], aligns, strict=False)]]
    cells += [
        [Paragraph(inline(c), bodies[a]) for c, a in zip(row, aligns, strict=False)]
        for row in rows[1:]
    ]
    widths = column_widths(rows, width, st["cell"].fontSize, 2 * CELL_PADDING)
    table = Table(cells, colWidths=widths, repeatRows=1)
    table.setStyle(
        table_style(
            ("BACKGROUND", (0, 0), (-1, 0), head_colour(st)),
            ("GRID", (0, 0), (-1, -1), 0.25, colors.grey),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
        )
    )
    short = len(rows) - 1 <= SHORT_TABLE and table.wrap(width, 10**6)[1] <= SHORT_HEIGHT
    return Held([table]) if short else table
