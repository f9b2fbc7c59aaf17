"""The type and table styles of every roster sheet and cheat sheet: paragraph styles in a
game's look, tables in the embedded font, ``**bold**`` markup, the page margin."""

from __future__ import annotations

import re
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import TableStyle

from . import fonts
from .paper import MM
from .style import PLAIN, Look

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


NO_PADDING = tuple(
    (side, (0, 0), (-1, -1), 0)
    for side in ("LEFTPADDING", "RIGHTPADDING", "TOPPADDING", "BOTTOMPADDING")
)
"""Table style commands: cells without padding."""


def head_colour(st) -> colors.Color:
    """The colour of table heads: the game's, when the styles carry its look."""
    look = getattr(st, "look", None)
    return colors.HexColor(look.colour) if look else HEAD
