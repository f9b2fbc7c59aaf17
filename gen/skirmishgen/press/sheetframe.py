"""The frame of every roster sheet: its head (the game's emblem, the title, the subtitle,
the stamp and the roster code), the validator's findings under it, the band, credit and
page number of every page, and the PDF build (fonts, hints, determinism)."""

from __future__ import annotations

import functools
import io
from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, SimpleDocTemplate, Spacer, Table

from .. import __version__
from ..errors import Finding
from . import fonts
from .forms import Field, labelled
from .icons import credit as icon_credit
from .ornament import band, head_band, medallion
from .paper import MM, Size
from .paragraph import Paragraph
from .pdf import Metadata, Rendered, describe
from .sheetstyles import MARGIN, Styles, styles, table_style
from .stamp import CODE_GAP, STAMP_WIDTH, CodeFlowable, Stamp, code_side, quiet_of, stamp_box
from .style import PLAIN, Look
from .typeset import Canvas

WARNING = colors.HexColor("#9A5B00")
"""Warning marks and the warning box (dark amber: reads in greyscale as dark)."""


def warning_mark(number: int) -> str:
    """The paragraph markup of warning ``number``'s mark, set at the entry it concerns."""
    return f"<font color='#9A5B00'><b>[!{number}]</b></font>"


class Parts(list[str]):
    """Subtitle parts (markup), set by :class:`PartsLine` under the sheet's title."""


def keep_words(parts: Sequence[str]) -> Parts:
    """Subtitle parts (markup) joined by middle dots; a line breaks only between parts,
    and the dot at a break is dropped (:class:`PartsLine`)."""
    return Parts(part for part in parts if part)


class PartsLine(Flowable):
    """Parts joined by middle dots, as many to a line as fit: a line breaks only between
    parts and never ends or starts with a dot."""

    def __init__(self, parts: Sequence[str], style: ParagraphStyle) -> None:
        super().__init__()
        self.parts, self.style = list(parts), style
        self._paragraph = Paragraph("", style)

    def _text(self, parts: Sequence[str]) -> str:
        return " &middot; ".join(part.replace(" ", "\u00a0") for part in parts)

    def _fits(self, parts: Sequence[str], width: float) -> bool:
        trial = Paragraph(self._text(parts), self.style)
        trial.wrap(10_000, 10_000)
        return max(trial.getActualLineWidths0(), default=0.0) <= width

    def wrap(self, availWidth, availHeight):
        lines: list[list[str]] = [[]]
        for part in self.parts:
            if lines[-1] and not self._fits([*lines[-1], part], availWidth):
                lines.append([])
            lines[-1].append(part)
        text = "<br/>".join(self._text(line) for line in lines)
        self._paragraph = Paragraph(text, self.style)
        self.width, self.height = self._paragraph.wrap(availWidth, availHeight)
        return self.width, self.height

    def draw(self) -> None:
        self._paragraph.drawOn(self.canv, 0, 0)


class Medallion(Flowable):
    """The game's emblem in its medallion, ``size`` points across, as a flowable."""

    def __init__(self, look: Look, size: float) -> None:
        super().__init__()
        self.look = look
        self.width = self.height = size

    def draw(self) -> None:
        radius = self.width / 2
        medallion(self.canv, self.look, (radius, radius), radius)


class Band(Flowable):
    """The game's ornament band across the frame, ``height`` points tall, as a flowable."""

    def __init__(self, look: Look, height: float) -> None:
        super().__init__()
        self.look = look
        self.height = height

    def wrap(self, available_width, available_height):
        self.width = available_width
        return self.width, self.height

    def draw(self) -> None:
        band(self.canv, self.look, (0, 0, self.width, self.height))


MEDALLION = 7.5 * MM
"""The emblem's size before a sheet's title: about the title's line."""


def masthead(parts: Sequence[Flowable], st, width: float) -> list[Flowable]:
    """A sheet's title lines (``parts``), ``width`` points wide, the game's emblem before
    the first (the title), the others under both at full width."""
    disc = Medallion(st.look, MEDALLION)
    gap = 2 * MM
    title = Table([[disc, parts[0]]], colWidths=[MEDALLION + gap, width - MEDALLION - gap])
    title.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            *((side, (0, 0), (-1, -1), 0) for side in ("LEFTPADDING", "RIGHTPADDING")),
            *((side, (0, 0), (-1, -1), 0) for side in ("TOPPADDING", "BOTTOMPADDING")),
        )
    )
    return [title, *parts[1:]]


def title_block(
    name: str | Flowable,
    sub: str | Sequence[Flowable],
    stamp: Stamp | None,
    paper: Size,
    st,
    blank_lines: Sequence[str] = (),
    code_in_head: bool = True,
) -> list:
    """The sheet's head: name (markup, or a flowable such as a fill-in field), a subtitle
    (markup or flowables), and the stamp at the right, its right edge on the frame's (and so
    the full-width tables') right edge; the roster code at the far right, unless the sheet
    prints it elsewhere (``code_in_head`` False; see :func:`code_beside`)."""
    width = paper.width * MM - 2 * MARGIN
    left = [Paragraph(name, st["title"]) if isinstance(name, str) else name]
    if isinstance(sub, Parts):
        left.append(PartsLine(sub, st["sub"]))
    else:
        left += [Paragraph(sub, st["sub"])] if isinstance(sub, str) else list(sub)
    code = stamp.code if stamp and code_in_head else None
    side = code_side(code) if code else None
    if code is None or side is None:
        row, widths = [left, stamp_box(stamp, st, blank_lines)], [STAMP_WIDTH]
    else:
        row = [left, stamp_box(stamp, st, blank_lines, True), CodeFlowable(code, side, True)]
        widths = [STAMP_WIDTH + CODE_GAP * MM, (side - quiet_of(code, side)) * MM]
    row[0] = masthead(left, st, width - sum(widths) - 4 * MM)
    head = Table([row], colWidths=[width - sum(widths), *widths])
    head.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (0, 0), 4 * MM),
            ("RIGHTPADDING", (1, 0), (1, 0), CODE_GAP * MM * (len(row) == 3)),
            ("RIGHTPADDING", (2, 0), (2, 0), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
        )
    )
    return [head, Spacer(1, 4 * MM)]


ERRORS_SHOWN = 40
"""Errors a forced sheet prints; the rest are counted (validate lists them all)."""


def findings_block(findings: list[Finding], st, width: float | None = None) -> list:
    """The validator's errors and warnings in a box under the title, each warning numbered
    as its mark ([!1]) at the entry it concerns. Warnings print on legal sheets too."""
    errors = [f for f in findings if f.severity == "error"]
    warnings = [f for f in findings if f.severity == "warning"]
    if not errors and not warnings:
        return []
    colour = colors.HexColor("#B00020") if errors else WARNING
    title = "Findings" if errors else f"Warning{'s' * (len(warnings) != 1)} from the validator"
    lines = [Paragraph(f"<b>{title}</b>", st["base"].clone("fh", textColor=colour))]
    lines += [Paragraph(escape(str(f)), st["small"]) for f in errors[:ERRORS_SHOWN]]
    if len(errors) > ERRORS_SHOWN:  # a forced sheet of thousands would take minutes to set
        more = len(errors) - ERRORS_SHOWN
        lines.append(Paragraph(f"and {more:,} more errors: validate lists them all", st["small"]))
    lines += [
        Paragraph(f"{warning_mark(i)} {escape(_said(f))}", st["small"])
        for i, f in enumerate(warnings, 1)
    ]
    box = Table([[lines]], colWidths=[width] if width else None, splitInRow=1)
    box.setStyle(
        table_style(
            ("BOX", (0, 0), (-1, -1), 1.0, colour),
            ("LEFTPADDING", (0, 0), (-1, -1), 4),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4),
        )
    )
    return [box, Spacer(1, 3 * MM)]


def _said(finding: Finding) -> str:
    """A warning as a player reads it: what, and how to fix it (rule ids and file lines are
    for `validate`, not for the table)."""
    text = finding.message + (f"; {finding.hint}" if finding.hint else "")
    return " ".join(text.split())


def warning_numbers(findings: list[Finding]) -> list[tuple[int, Finding]]:
    """The warnings with the numbers their marks carry."""
    return list(enumerate((f for f in findings if f.severity == "warning"), 1))


FOOTER_BASELINE = 8.0
"""The credit line's baseline, mm from the foot: its glyphs stay out of the outer 6 mm."""
FOOTER_LEADING = 3.0
"""mm between the footer's two lines, when the credit needs two: the upper one stays under
the frame's bottom padding."""


def footer_lines(credit: str, width: float) -> list[str]:
    """The credit on one line if it fits ``width`` (points) at 7 pt, else on two, broken at
    the middle dot nearest the middle that lets the first part fit."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    if stringWidth(credit, fonts.REGULAR, 7) <= width:
        return [credit]
    parts = credit.split(" \u00b7 ")
    for cut in range(len(parts) - 1, 0, -1):
        first = " \u00b7 ".join(parts[:cut])
        if stringWidth(first, fonts.REGULAR, 7) <= width:
            return [first, " \u00b7 ".join(parts[cut:])]
    return [credit]


def sheet_chrome(canvas, paper: Size, look: Look, credit: str, page: int) -> None:
    """What every roster sheet's page carries: the game's band at its head, the credit
    (one line or two) and the page number at its foot."""
    head_band(canvas, look, (paper.width * MM, paper.height * MM), MARGIN)
    lines = footer_lines(credit, paper.width * MM - 2 * MARGIN - 14 * MM)
    canvas.saveState()
    canvas.setFont(fonts.REGULAR, 7)
    canvas.setFillColor(colors.HexColor("#555555"))
    for number, line in enumerate(reversed(lines)):
        canvas.drawString(MARGIN, (FOOTER_BASELINE + number * FOOTER_LEADING) * MM, line)
    canvas.drawRightString(paper.width * MM - MARGIN, FOOTER_BASELINE * MM, f"page {page}")
    canvas.restoreState()


FRAME_PADDING = 6.0
"""reportlab's frame padding, points: text sits this far inside the page margin."""


def build(
    story: list,
    meta: Metadata,
    paper: Size,
    credit: str,
    flush: bool = False,
    look: Look = PLAIN,
    two_sided: bool = False,
) -> Rendered:
    """The sheet as PDF bytes (embedded fonts, print hints, invariant) and its page count,
    each page headed by the game's ornament band. ``two_sided``: a second page is the
    sheet's back, so a sheet that takes two pages asks to print double-sided.

    ``flush``: text and tables both start on the 10 mm margin (the frame's padding moved
    outside it), so headings line up with full-width tables and the stamp."""
    fonts.register_fonts()

    def on_page(canvas, doc) -> None:
        describe(canvas, meta, "long" if two_sided and doc.page > 1 else "none")
        sheet_chrome(canvas, paper, look, credit, doc.page)

    buffer = io.BytesIO()
    document = SimpleDocTemplate(
        buffer,
        pagesize=(paper.width * MM, paper.height * MM),
        leftMargin=MARGIN - (FRAME_PADDING if flush else 0),
        rightMargin=MARGIN - (FRAME_PADDING if flush else 0),
        topMargin=MARGIN,
        bottomMargin=12 * MM,
        invariant=1,
        initialFontName=fonts.REGULAR,
        title=meta.title,
        author=meta.author,
        subject=meta.subject,
        creator=f"skirmishgen {__version__}",
    )
    canvasmaker = functools.partial(Canvas, pdfVersion=(1, 7))  # for the print hints
    document.build(story, onFirstPage=on_page, onLaterPages=on_page, canvasmaker=canvasmaker)
    return Rendered(buffer.getbuffer(), document.page)


def build_sheet(
    story: list,
    paper: Size,
    kind: str,
    name: str | None,
    game: str,
    author: str,
    flush: bool = False,
    look: Look = PLAIN,
    two_sided: bool = False,
) -> Rendered:
    """:func:`build` with the metadata and footer credit every roster sheet carries."""
    meta = Metadata(
        title=f"{name or 'Blank'} {kind}: {game}",
        author=f"{author} (game design); skirmishgen ({kind})",
        subject=f"{kind.capitalize()}; print at 100% (actual size)",
        keywords=("roster", game),
    )
    return build(story, meta, paper, sheet_credit(game, author, look), flush, look, two_sided)


def sheet_credit(game: str, author: str, look: Look = PLAIN) -> str:
    """The credit at the foot of every roster sheet."""
    return (
        f"{game} by {author}; rules summary in skirmishgen's own words "
        f"\u00b7 skirmishgen {__version__} \u00b7 {icon_credit(look)}"
    )


@dataclass(frozen=True)
class RosterFrame:
    """A game's roster-sheet frame: what its sheets share with every other game's. A
    sheet's render opens it on a paper, sets its own story between the head and the
    build, and leaves the title, stamp, roster code, findings, band, credit and PDF to it::

        FRAME = RosterFrame("army sheet", "Army:", CREDITS.title, CREDITS.author, LOOK)

        def render(army, paper, stamp, findings):
            sheet = FRAME.on(paper)
            story = sheet.head(army and army.name, [f"{len(army.units)} units"], stamp,
                               findings, fields=[("Points limit", 0)])
            story += ...  # the game's own: its units, its rules
            return sheet.build(story, army and army.name)
    """

    kind: str
    """What the sheet is called in its PDF's title ("army sheet", "roster")."""
    field: str
    """The label of a blank sheet's name field ("Army:")."""
    game: str
    """The game's title, first in the subtitle and in the credit."""
    author: str
    look: Look
    flush: bool = True
    """Text and tables both start on the page margin (:func:`build`)."""

    def on(self, paper: Size) -> FramedSheet:
        """The sheet on ``paper``: its styles and widths, its head and its build."""
        return FramedSheet(self, paper, styles(self.look))

    def credit(self) -> str:
        return sheet_credit(self.game, self.author, self.look)


@dataclass(frozen=True)
class FramedSheet:
    """One roster sheet on its paper, in its game's :class:`RosterFrame`."""

    frame: RosterFrame
    paper: Size
    st: Styles

    @property
    def width(self) -> float:
        """The frame's width, points: a full-width table's."""
        return self.paper.width * MM - 2 * MARGIN

    @property
    def head_width(self) -> float:
        """The width of the head's left part (beside the stamp), points."""
        return self.width - STAMP_WIDTH - 4 * MM

    def head(
        self,
        name: str | None,
        words: Sequence[str],
        stamp: Stamp | None,
        findings: list[Finding],
        *,
        title: str | None = None,
        fields: Sequence[tuple[str, float]] = (),
        under: Sequence[Flowable] = (),
        code_in_head: bool = True,
    ) -> list:
        """The head and the findings under it. ``name``: the roster's (None: a blank
        sheet, whose title is a field to write it on); ``title``: the title's markup
        when it says more than the name; ``words``: the subtitle's parts after the
        game's title (plain text; a blank sheet has none); ``fields``: what a blank
        sheet asks to be written under its subtitle, (label, width in points; 0 shares
        what is left: :func:`press.forms.labelled`); ``under``: flowables under the
        subtitle; ``code_in_head``: False when the sheet prints the roster code in a
        place of its own (:func:`title_block`)."""
        st, look = self.st, self.frame.look
        sub: Parts | list[Flowable]
        if name is None:
            heading: str | Flowable = Field(
                self.frame.field, self.head_width, size=18, title_colour=look.colour
            )
            blank: list[Flowable] = [Paragraph(escape(self.frame.game), st["sub"])]
            if fields:
                blank += [Spacer(1, 1 * MM), labelled(list(fields), self.head_width, st["base"])]
            sub = [*blank, *under]
        else:
            heading = escape(name) if title is None else title
            sub = keep_words([escape(w) for w in (self.frame.game, *words)])
            if under:
                sub = [PartsLine(sub, st["sub"]), *under]
        story = title_block(heading, sub, stamp, self.paper, st, code_in_head=code_in_head)
        return story + findings_block(findings, st, self.width)

    def build(self, story: list, name: str | None) -> Rendered:
        """The sheet as PDF, its metadata naming the roster (``name``; None: blank)."""
        frame = self.frame
        return build_sheet(
            story,
            self.paper,
            frame.kind,
            name,
            frame.game,
            frame.author,
            flush=frame.flush,
            look=frame.look,
        )
