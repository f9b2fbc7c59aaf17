"""The legality stamp at the head of a roster sheet (the verdict, the rules, the file code)
and the roster code printed beside it or in a place of its own: its size, its quiet zone,
its flowable."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Table

from . import fonts
from .paper import MM
from .paragraph import Paragraph
from .qr import QUIET, QrCode
from .qr import draw as draw_code
from .sheetstyles import table_style


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
    linked: bool = False
    """The code is a share link (``--share-url``): a phone's camera opens it."""


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
        ground = not self.quiet  # standing out over white, it paints none (a rule stays whole)
        draw_code(self.canv, self.code, 0, -self.quiet, self.side, ground)


def checked_line(stamp: Stamp) -> str:
    """Who checked the roster, and the code of the file it checked (the first 8 digits of
    its SHA-256, as `sha256sum` prints them), so an opponent can match sheet and file."""
    return f"checked by skirmishgen \u00b7 file code {stamp.digest}"


def stamp_lines(stamp: Stamp, beside_code: bool = False) -> list[str]:
    """A stamp's small lines: the rules, what the checks covered (``Checked: ...``, then
    by whom and the file code), and how to read the roster code when it stands beside."""
    if stamp.checked:
        said = [f"Checked: {stamp.checked}", f"by skirmishgen \u00b7 file code {stamp.digest}"]
    else:
        said = [checked_line(stamp)]
    return [stamp.rules, *said] + [LINK_LINE if stamp.linked else CODE_LINE] * beside_code


STAMP_WIDTH = 60 * MM
LEGAL = "#222222"
"""A legal roster's stamp: ink, neutral beside any game's colour (a fixed green clashed
with some, and a game's own red or crimson would read as NOT LEGAL)."""
NOT_LEGAL = "#B00020"
STAMP_PADDING = 2 * MM
"""Room inside the stamp's border on either side of its words."""


CODE_GAP = 2.0
"""Space between the stamp and the roster code beside it, mm."""
CODE_LINE = "scan the code: skirmishgen unpack"
LINK_LINE = "scan the code with a phone to open it"


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
