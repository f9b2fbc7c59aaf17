"""What a game's roster sheet and cheat sheet are made of, in one import: the frame
(:mod:`.sheetframe`: head, stamp, findings, footer, build), the styles
(:mod:`.sheetstyles`), and the pieces set in a sheet's story here: headed tables, tick
boxes, badges, reference lists and run-in lists.

Sheets are laid out with reportlab's platypus; each game adds its own rows, cards or tables.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Spacer, Table

from . import fonts
from .dice import draw_die
from .paper import MM
from .paragraph import Paragraph
from .runin import cases, has_cases
from .sheetframe import (
    ERRORS_SHOWN,
    Parts,
    PartsLine,
    RosterFrame,
    build_sheet,
    findings_block,
    keep_words,
    title_block,
    warning_mark,
    warning_numbers,
)
from .sheetstyles import (
    CELL_PADDING,
    INK,
    MARGIN,
    NO_PADDING,
    Styles,
    head_colour,
    markup,
    styles,
    table_style,
)
from .stamp import (
    CODE_GAP,
    CODE_LINE,
    STAMP_WIDTH,
    CodeFlowable,
    Stamp,
    code_flowable,
    code_side,
    quiet_of,
)
from .tables import column_widths

__all__ = [  # the frame, stamp and styles, for a game's sheet to import from here
    "CELL_PADDING",
    "CODE_GAP",
    "CODE_LINE",
    "ERRORS_SHOWN",
    "INK",
    "MARGIN",
    "NO_PADDING",
    "STAMP_WIDTH",
    "Badge",
    "Boxes",
    "CodeFlowable",
    "FittedTable",
    "IfRoom",
    "Parts",
    "PartsLine",
    "RosterFrame",
    "Stamp",
    "Styles",
    "build_sheet",
    "code_flowable",
    "code_side",
    "entry_style",
    "findings_block",
    "grid",
    "head_colour",
    "heading",
    "keep_words",
    "markup",
    "quiet_of",
    "reference_list",
    "run_in_list",
    "styles",
    "table_style",
    "title_block",
    "warning_mark",
    "warning_numbers",
]


class FittedTable(Table):
    """A table whose columns are sized to their content when it learns its width."""

    def __init__(
        self, cells, texts: Sequence[Sequence[str]] | None = None, size: float = 7.0, **kwargs
    ) -> None:
        super().__init__(cells, **kwargs)  # a split half arrives with its widths and no texts
        self._texts, self._size = texts, size
        self._fitted = texts is None

    def _fit(self, width: float) -> None:
        if not self._fitted and self._texts is not None:
            widths = column_widths(self._texts, width, self._size, 2 * CELL_PADDING)
            self._argW = self._colWidths = widths
            self._fitted = True

    def wrap(self, availWidth, availHeight):
        self._fit(availWidth)
        return super().wrap(availWidth, availHeight)

    def split(self, availWidth, availHeight):
        self._fit(availWidth)  # a column may ask for halves before it asks for a size
        return super().split(availWidth, availHeight)


class IfRoom(Flowable):
    """``parts`` stacked where the page has room for all of them, else nothing: an extra a
    sheet of one page's side can go without (an army's own tables on a sheet that a large
    army's rules already fill) rather than take a third side."""

    def __init__(self, parts: Sequence[Flowable]) -> None:
        super().__init__()
        self.parts = list(parts)
        self._sizes: list[tuple[float, float]] = []

    def wrap(self, availWidth, availHeight):
        self._sizes = [part.wrap(availWidth, availHeight) for part in self.parts]
        self._sizes = [
            (w, h + part.getSpaceAfter())
            for part, (w, h) in zip(self.parts, self._sizes, strict=True)
        ]
        if sum(h for _, h in self._sizes) > availHeight:
            self._sizes = []
        return availWidth, sum(h for _, h in self._sizes)

    def split(self, availWidth, availHeight):
        return []

    def draw(self) -> None:
        y = sum(h for _, h in self._sizes)
        for part, (_, height) in zip(self.parts, self._sizes, strict=False):
            y -= height
            part.drawOn(self.canv, 0, y + part.getSpaceAfter())


class Boxes(Flowable):
    """``count`` empty tick boxes in a row (activation, wounds); ``groups`` > 1 splits them
    into that many runs with a wider gap (one run per model), or ``runs`` gives each run's
    length; ``mark`` picks out box ``mark`` (1-based) with a heavier border and its number
    (a threshold)."""

    def __init__(
        self,
        count: int,
        size: float = 4.2 * MM,
        groups: int = 1,
        mark: int | None = None,
        runs: Sequence[int] = (),
    ) -> None:
        super().__init__()
        self.count, self.size, self.mark = count, size, mark
        groups = max(groups, 1)
        per = -(-count // groups)
        self._runs = list(runs) or [min(per, count - n) for n in range(0, count, per)]
        self.width = count * (size + 1.5 * MM) + (len(self._runs) - 1) * 2 * MM
        self.height = size

    def draw(self) -> None:
        canvas = self.canv
        canvas.setStrokeColor(INK)
        starts = [sum(self._runs[:n]) for n in range(len(self._runs))]
        for i in range(self.count):
            gap = (sum(start <= i for start in starts) - 1) * 2 * MM
            x = i * (self.size + 1.5 * MM) + gap
            canvas.setLineWidth(2.0 if self.mark == i + 1 else 0.8)
            canvas.rect(x, 0, self.size, self.size)
            if self.mark == i + 1:
                canvas.setFillColor(INK)
                number = max(7.0, self.size * 0.55)  # as large as its box allows
                canvas.setFont(fonts.BOLD, number)
                canvas.drawCentredString(
                    x + self.size / 2, (self.size - number * 0.72) / 2, str(self.mark)
                )


TEXT_DROP = 0.36
"""A badge's text stands this many of its points under the badge's middle: the display
face's capitals (0.714 em tall) centred, as the dice's numbers are (``press.dice``)."""


class Badge(Flowable):
    """A value players read across the table, large (style guide, type: a number read
    during play sits in a badge): ``text`` in white, reversed out of a disc of ``colour``
    (as tall as wide) or a pill (``height`` less than ``width``); or, given ``die`` (its
    sides), the die drawn as its shape (``press.dice``), filled with ``colour`` and its
    name reversed out, or ``outline`` only, ``shape`` of the badge's size. A blank badge
    (``blank``) keeps the text (a letter) and a plus, with a white space between them to
    write the number in: ``Q ___+``."""

    def __init__(
        self,
        text: str = "",
        width: float = 10 * MM,
        height: float = 0.0,
        *,
        colour: Any = INK,
        size: float = 13.0,
        die: int | None = None,
        outline: bool = False,
        shape: float = 1.0,
        blank: bool = False,
    ) -> None:
        super().__init__()
        self.text, self.colour, self.size, self.blank = text, colour, size, blank
        self.die, self.outline, self.shape = die, outline, shape
        self.width, self.height = width, height or width

    def draw(self) -> None:
        canvas, width, height = self.canv, self.width, self.height
        if self.die is not None:
            middle, size = (width / 2, height / 2), width * self.shape
            if self.outline:
                draw_die(canvas, self.die, *middle, size, ink=self.colour, facets=False)
            else:
                fill = {"fill": self.colour, "label_colour": "#FFFFFF"}
                draw_die(canvas, self.die, *middle, size, ink=self.colour, **fill)
            return
        canvas.setFillColor(self.colour)
        if width == height:
            canvas.circle(width / 2, height / 2, width / 2, fill=1, stroke=0)
        else:
            canvas.roundRect(0, 0, width, height, height / 2, fill=1, stroke=0)
        canvas.setFillColor(colors.white)
        canvas.setFont(fonts.DISPLAY, self.size)
        base = height / 2 - self.size * TEXT_DROP
        if not self.blank:
            canvas.drawCentredString(width / 2, base, self.text)
            return
        canvas.drawString(height * 0.45, base, self.text)
        canvas.drawRightString(width - height * 0.4, base, "+")
        left = height * 0.45 + canvas.stringWidth(self.text, fonts.DISPLAY, self.size) + 1 * MM
        right = width - height * 0.4 - canvas.stringWidth("+", fonts.DISPLAY, self.size)
        inset = 1.1 * MM
        canvas.roundRect(left, inset, right - left - MM, height - 2 * inset, MM, fill=1, stroke=0)


def reference_list(heading: str, entries: Sequence[tuple[str, str, str]], st) -> list:
    """A heading and one paragraph per (name, kind, text) entry ("**Name.** text", as on the
    cheat sheets); an entry stringing run-in heads is set as a list."""
    story: list = [Paragraph(escape(heading), st["h2"])]
    for name, kind, text in entries:
        label = name + (f" ({kind})" if kind else "")
        if has_cases(text):
            story += run_in_list(label, text, st["base"])
        else:
            story.append(Paragraph(f"<b>{escape(label)}.</b> {markup(text)}", st["base"]))
        story.append(Spacer(1, 1.5 * MM))
    return story


ENTRY_HANG = 6.0
"""pt: the hanging indent of a reference entry, so each name stands out at the left."""


def entry_style(st, name: str, size: float, after: float = 2.2) -> ParagraphStyle:
    """A list of reference entries ("**Name.** text"): a hanging indent and a little
    space between entries, so a long list is not a wall of text."""
    return st["base"].clone(
        name,
        fontSize=size,
        leading=size * 1.2,
        spaceAfter=after,
        leftIndent=ENTRY_HANG,
        firstLineIndent=-ENTRY_HANG,
        allowWidows=0,  # no lone last line at the head of a column
        allowOrphans=0,
    )


BULLET_INDENT = 4.8 * MM
"""A list item's text indent: the bullet or number sits in it, wrapped lines align with
the text after it."""


HELD_LIST = 3
"""A rule set as a list of this many parts or fewer (its lead and two cases) is never
split between columns; a longer one may break between cases, never after its lead."""


def run_in_list(title: str, text: str, style: ParagraphStyle) -> list:
    """A rule whose text strings run-in heads ("**Head:** ...") as a bold title, the lead
    sentence, then one hanging item per head (numbered when the head starts "1."), so the
    eye finds each case at the left edge instead of inside a paragraph."""
    lead, found = cases(text)
    first = f"<b>{escape(title)}.</b>" + (f" {markup(lead)}" if lead else "")
    story: list = [Paragraph(first, style.clone("lead", spaceAfter=0.6))]
    item = style.clone("item", leftIndent=BULLET_INDENT, firstLineIndent=0, spaceAfter=0.6)
    item.bulletIndent, item.bulletFontName = 0.4 * MM, fonts.BOLD
    item.bulletFontSize = style.fontSize
    for case in found:
        bullet = f"{case.number}." if case.number else "\u2022"
        story.append(
            Paragraph(f"<b>{escape(case.head)}:</b> {markup(case.text)}", item, bulletText=bullet)
        )
    held = story[:-1] if len(story) <= HELD_LIST else story[:1]
    for part in held:  # a short rule moves as one between columns; a long one keeps its lead
        part.style = part.style.clone(f"{part.style.name}-held", keepWithNext=1)
    story[-1].style = story[-1].style.clone("last", spaceAfter=style.spaceAfter, keepWithNext=0)
    return story


def heading(text: str, st) -> Paragraph:
    return Paragraph(escape(text), st["h2"])


def grid(
    rows: Sequence[Sequence[object]],
    st,
    widths=None,
    first_column_bold: bool = True,
    style=None,
    size: float | None = None,
    centre_values: bool = False,
) -> Table:
    """A table with a dark header row, repeated on a new page if it splits.

    Columns are sized to their content unless ``widths`` are given; ``style`` adds
    TableStyle commands (shading, alignment); ``size`` sets the text larger than the
    sheet's small style; ``centre_values`` centres every column but the first (figures).
    A cell may be a flowable (a die's shape), set as it is.
    """
    body = (
        st["small"] if size is None else st["small"].clone("td", fontSize=size, leading=size * 1.2)
    )
    header = body.clone("th", textColor=colors.white, fontName=fonts.BOLD)
    value = body.clone("value", alignment=1) if centre_values else body
    value_head = header.clone("thc", alignment=1) if centre_values else header
    cells = [
        [Paragraph(markup(str(c)), value_head if i else header) for i, c in enumerate(rows[0])]
    ]
    for row in rows[1:]:
        cells.append(
            [
                c
                if isinstance(c, Flowable)  # a drawn cell (a die's shape) as it is
                else Paragraph(
                    ("<b>%s</b>" if i == 0 and first_column_bold else "%s") % markup(str(c)),
                    body if i == 0 else value,
                )
                for i, c in enumerate(row)
            ]
        )
    if widths is None:
        texts = [[str(c) for c in row] for row in rows]
        table: Table = FittedTable(cells, texts, body.fontSize, repeatRows=1)
    else:
        table = Table(cells, colWidths=widths, repeatRows=1)
    table.setStyle(
        table_style(
            ("BACKGROUND", (0, 0), (-1, 0), head_colour(st)),
            ("GRID", (0, 0), (-1, -1), 0.25, colors.grey),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ("LEFTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PADDING),
            *(style or ()),
        )
    )
    return table
