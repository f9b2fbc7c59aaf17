"""Pieces every roster sheet and cheat sheet shares: styles, the title block with its
legality stamp, the findings block, reference lists, headed tables, and the PDF build
(fonts, hints, determinism).

Sheets are laid out with reportlab's platypus; each game adds its own rows, cards or tables.
"""

from __future__ import annotations

import functools
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    Flowable,
    SimpleDocTemplate,
    Spacer,
    Table,
    TableStyle,
)

from .. import __version__
from ..errors import Finding
from . import fonts
from .icons import credit as icon_credit
from .ornament import band, head_band, medallion
from .paper import MM, Size
from .paragraph import Paragraph
from .pdf import Metadata, Rendered, describe
from .qr import QUIET, QrCode
from .qr import draw as draw_code
from .runin import cases, has_cases
from .style import PLAIN, Look
from .tables import column_widths
from .typeset import Canvas

INK = colors.HexColor("#222222")
HEAD = colors.HexColor("#3B4A63")
"""Header rows of reference tables."""
MARGIN = 10 * MM
CELL_PADDING = 3.0
"""Left and right padding of a table cell, points."""
_BOLD = re.compile(r"\*\*(.+?)\*\*")


def markup(text: str) -> str:
    """``text`` escaped for a paragraph, its ``**bold**`` spans rendered (never printed)."""
    return _BOLD.sub(r"<b>\1</b>", escape(text))


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


WARNING = colors.HexColor("#9A5B00")
"""Warning marks and the warning box (dark amber: reads in greyscale as dark)."""


def warning_mark(number: int) -> str:
    """The paragraph markup of warning ``number``'s mark, set at the entry it concerns."""
    return f"<font color='#9A5B00'><b>[!{number}]</b></font>"


@dataclass(frozen=True)
class Stamp:
    """The legality stamp: legal or not, under which rules, which file (hash prefix), and
    how many warnings the validator gave a legal roster."""

    legal: bool
    rules: str
    digest: str
    warnings: int = 0
    code: QrCode | None = None
    """The roster passport: the roster itself as a QR code, printed beside the stamp."""
    checked: str = ""
    """What the checks covered, in a few words (``RosterSupport.checked``)."""


CODE_CELL = (0.4, 0.65)
"""Least and preferred side of a QR module, mm. A phone held over the code reads 0.4 mm
from a home printer; 0.65 mm reads from a photo of the whole sheet, 1000 px across the
page, blurred and JPEG-compressed (measured: 0.6 mm reads, 0.55 mm does not)."""
CODE_SIDE = 60.0
"""Most side of the roster code with its quiet zone, mm."""


def code_side(code: QrCode, most: float = CODE_SIDE) -> float | None:
    """The printed side of ``code`` (quiet zone included): its modules at the preferred
    size, or as large as ``most`` mm allows down to the least; None when even
    ``CODE_SIDE`` makes them too small to read at print size."""
    least, preferred = CODE_CELL
    cells = code.modules + 2 * QUIET
    side = max(min(most, cells * preferred), cells * least)
    return side if side <= CODE_SIDE else None


def quiet_of(code: QrCode, side: float) -> float:
    """The width of the quiet zone of ``code`` printed ``side`` mm, mm."""
    return side / (code.modules + 2 * QUIET) * QUIET


def code_flowable(code: QrCode | None, most: float = CODE_SIDE) -> CodeFlowable | None:
    """The roster code for a sheet that prints it in its own place rather than beside the
    stamp (None without a code, or when too dense to print)."""
    side = code_side(code, most) if code else None
    return CodeFlowable(code, side) if code and side else None


class CodeFlowable(Flowable):
    """A QR code of a given side, for platypus. ``overhang``: the box it takes holds its
    left quiet zone and its modules, the modules' right edge on the box's; the rest of its
    quiet zone stands out over the white around it (the page's top and right margins, the
    space under a head), so the modules line up with a title's top and a frame's edge."""

    def __init__(self, code: QrCode, side: float, overhang: bool = False) -> None:
        super().__init__()
        self.code, self.side = code, side
        self.quiet = quiet_of(code, side) if overhang else 0.0

    def wrap(self, available_width, available_height):
        return (self.side - self.quiet) * MM, (self.side - 2 * self.quiet) * MM

    def draw(self) -> None:
        draw_code(self.canv, self.code, 0, -self.quiet, self.side)


def checked_line(stamp: Stamp) -> str:
    """Who checked the roster, and the code of the file it checked (the first 8 digits of
    its SHA-256, as `sha256sum` prints them), so an opponent can match sheet and file."""
    return f"checked by skirmishgen \u00b7 file code {stamp.digest}"


def stamp_lines(stamp: Stamp, beside_code: bool = False) -> list[str]:
    """A stamp's small lines: the rules, what the checks covered (``checked: ...``, then
    by whom and the file code), and how to read the roster code when it stands beside."""
    if stamp.checked:
        said = [f"checked: {stamp.checked}", f"by skirmishgen \u00b7 file code {stamp.digest}"]
    else:
        said = [checked_line(stamp)]
    return [stamp.rules, *said] + [CODE_LINE] * beside_code


class Styles(dict[str, ParagraphStyle]):
    """A sheet's paragraph styles by role, and the game's look they are coloured by."""

    def __init__(self, look: Look, entries: dict[str, ParagraphStyle]) -> None:
        super().__init__(entries)
        self.look = look

    def but(self, **changed: ParagraphStyle) -> Styles:
        """These styles with some roles set differently, in the same look."""
        return Styles(self.look, {**self, **changed})


def heading_style(
    name: str, base: ParagraphStyle, look: Look, size: tuple[float, float], space: tuple
) -> ParagraphStyle:
    """A heading in the display face and the game's colour, kept with what follows:
    ``size`` is (size, leading), ``space`` (before, after), in points."""
    return ParagraphStyle(
        name,
        base,
        fontName=fonts.DISPLAY,
        fontSize=size[0],
        leading=size[1],
        spaceBefore=space[0],
        spaceAfter=space[1],
        keepWithNext=1,
        textColor=colors.HexColor(look.colour),
    )


def styles(look: Look = PLAIN) -> Styles:
    """The sheet styles in the game's look: title and headings in its colour."""
    fonts.register_fonts()  # paragraphs map bold and italic through the registered family
    base = ParagraphStyle("base", fontName=fonts.REGULAR, fontSize=8.5, leading=10.5, textColor=INK)
    colour = colors.HexColor(look.colour)
    return Styles(
        look,
        {
            "base": base,
            "small": ParagraphStyle("small", base, fontSize=7, leading=8.6),
            "title": ParagraphStyle(
                "title", base, fontName=fonts.DISPLAY, fontSize=18, leading=22, textColor=colour
            ),
            "sub": ParagraphStyle("sub", base, fontSize=9.5, leading=12),
            "h2": heading_style("h2", base, look, (11, 14), (8, 3)),
            "name": ParagraphStyle("name", base, fontName=fonts.DISPLAY, fontSize=10, leading=12),
            "stat": ParagraphStyle(
                "stat", base, fontName=fonts.DISPLAY, fontSize=20, leading=22, alignment=1
            ),
        },
    )


def table_style(*commands) -> TableStyle:
    """A TableStyle whose cells use the embedded font (never reportlab's Helvetica default)."""
    return TableStyle([("FONTNAME", (0, 0), (-1, -1), fonts.REGULAR), *commands])


STAMP_WIDTH = 60 * MM
LEGAL = "#222222"
"""A legal roster's stamp: ink, neutral beside any game's colour (a fixed green clashed
with some, and a game's own red or crimson would read as NOT LEGAL)."""
NOT_LEGAL = "#B00020"
STAMP_PADDING = 2 * MM
"""Room inside the stamp's border on either side of its words."""


NO_PADDING = tuple(
    (side, (0, 0), (-1, -1), 0)
    for side in ("LEFTPADDING", "RIGHTPADDING", "TOPPADDING", "BOTTOMPADDING")
)
"""Table style commands: cells without padding."""

CODE_GAP = 2.0
"""Space between the stamp and the roster code beside it, mm."""
CODE_LINE = "scan the code: skirmishgen unpack"


def stamp_box(
    stamp: Stamp | None, st, blank_lines: Sequence[str] = (), beside_code: bool = False
) -> Table:
    """The stamp: the verdict large, then the rules and the file in small type, and how to
    read the roster code when it stands beside. A blank sheet's stamp says so and carries
    ``blank_lines`` (fields to fill in). It stays as tall as its words."""
    if stamp is None:
        word, colour = "BLANK ROSTER", "#555555"
        small = ["fill in by hand, in pen or pencil", *blank_lines]
    else:
        word, colour = ("LEGAL", LEGAL) if stamp.legal else ("NOT LEGAL", NOT_LEGAL)
        if stamp.warnings:
            word += f" \u00b7 {stamp.warnings} warning{'s' * (stamp.warnings != 1)}"
        small = stamp_lines(stamp, beside_code)
    big = ParagraphStyle(
        "stamp",
        fontName=fonts.DISPLAY,
        fontSize=13,
        leading=15,
        textColor=colors.HexColor(colour),
        alignment=1,
    )
    fine = ParagraphStyle(
        "stampfine", big, fontName=fonts.REGULAR, fontSize=7, leading=8.6, spaceBefore=1
    )
    inside = STAMP_WIDTH - 2 * STAMP_PADDING
    lines = [part for line in small for part in _balanced(line, fine, inside)]
    cell = [Paragraph(escape(word), big), *(Paragraph(escape(line), fine) for line in lines)]
    table = Table([[cell]], colWidths=[STAMP_WIDTH])
    table.setStyle(
        table_style(
            ("BOX", (0, 0), (-1, -1), 1.6, colors.HexColor(colour)),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 3),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4),
            ("LEFTPADDING", (0, 0), (-1, -1), STAMP_PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), STAMP_PADDING),
        )
    )
    return table


def _balanced(line: str, style: ParagraphStyle, width: float) -> list[str]:
    """``line``, or, if it is wider than ``width`` points, its two halves broken at the
    comma or middle dot nearest its middle (never a lone word on a line of its own); a
    part after ``; `` takes a line of its own, the semicolon dropped."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    if "; " in line:
        return [part for piece in line.split("; ") for part in _balanced(piece, style, width)]
    if stringWidth(line, style.fontName, style.fontSize) <= width:
        return [line]
    breaks = [m.end() for m in re.finditer(r", | \u00b7 ", line)]
    if not breaks:
        return [line]
    cut = min(breaks, key=lambda end: abs(end - len(line) / 2))
    head = line[:cut].rstrip().removesuffix(" \u00b7")
    return [head, line[cut:]]


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
) -> Rendered:
    """The sheet as PDF bytes (embedded fonts, print hints, invariant) and its page count,
    each page headed by the game's ornament band.

    ``flush``: text and tables both start on the 10 mm margin (the frame's padding moved
    outside it), so headings line up with full-width tables and the stamp."""
    fonts.register_fonts()

    def on_page(canvas, doc) -> None:
        describe(canvas, meta)
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
) -> Rendered:
    """:func:`build` with the metadata and footer credit every roster sheet carries."""
    meta = Metadata(
        title=f"{name or 'Blank'} {kind}: {game}",
        author=f"{author} (game design); skirmishgen ({kind})",
        subject=f"{kind.capitalize()}; print at 100% (actual size)",
        keywords=("roster", game),
    )
    return build(story, meta, paper, sheet_credit(game, author), flush, look)


def sheet_credit(game: str, author: str) -> str:
    """The credit at the foot of every roster sheet."""
    return (
        f"{game} by {author}; rules summary in skirmishgen's own words "
        f"\u00b7 skirmishgen {__version__} \u00b7 {icon_credit()}"
    )


def section(title: str, text: str, st) -> list:
    """A bold run-in title and its text."""
    return [Paragraph(f"<b>{escape(title)}.</b> {markup(text)}", st["base"]), Spacer(1, 1.2 * MM)]


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


def head_colour(st) -> colors.Color:
    """The colour of table heads: the game's, when the styles carry its look."""
    look = getattr(st, "look", None)
    return colors.HexColor(look.colour) if look else HEAD


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
