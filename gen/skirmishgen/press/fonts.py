"""The two type families every product embeds, shipped inside the package
(``assets/fonts``, SIL Open Font License): Noto Serif for display (titles, names, the big
numbers, quotations) and Noto Sans for text (rules, tables, labels), chosen for legibility
at 6 to 9 pt and for their coverage (Latin with its extensions).

No system font is ever looked up, so a PDF made here looks the same everywhere. The faces
are parsed once per process, when the first product registers them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

REGULAR = "NotoSans"
BOLD = "NotoSans-Bold"
ITALIC = "NotoSans-Italic"
BOLD_ITALIC = "NotoSans-BoldItalic"
"""The text family: rules, tables, labels, type lines."""
DISPLAY = "NotoSerif-Bold"
"""The display face: titles, headings, names, and the numbers read across the table."""
DISPLAY_ITALIC = "NotoSerif-Italic"
"""Quotations and flavour text."""

TEXT_FAMILY = (REGULAR, BOLD, ITALIC, BOLD_ITALIC)
FACES = (*TEXT_FAMILY, DISPLAY, DISPLAY_ITALIC)
_FILES = {
    REGULAR: "NotoSans-Regular.ttf",
    BOLD: "NotoSans-Bold.ttf",
    ITALIC: "NotoSans-Italic.ttf",
    BOLD_ITALIC: "NotoSans-BoldItalic.ttf",
    DISPLAY: "NotoSerif-Bold.ttf",
    DISPLAY_ITALIC: "NotoSerif-Italic.ttf",
}
FOLDER = Path(__file__).resolve().parent.parent / "assets" / "fonts"


@cache
def register_fonts() -> None:
    """Register both families with reportlab (once per process), and their bold and italic
    mappings for paragraphs (``<b>``, ``<i>``)."""
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    for name, filename in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(FOLDER / filename)))
    for bold, italic, face in ((0, 0, REGULAR), (1, 0, BOLD), (0, 1, ITALIC), (1, 1, BOLD_ITALIC)):
        addMapping(REGULAR, bold, italic, face)
    for bold, italic, face in ((0, 0, DISPLAY), (1, 0, DISPLAY), (0, 1, DISPLAY_ITALIC)):
        addMapping(DISPLAY, bold, italic, face)
    addMapping(DISPLAY, 1, 1, DISPLAY_ITALIC)


@cache
def printable_characters() -> frozenset[str]:
    """The characters every face can draw (content may be set in any of them)."""
    from reportlab.pdfbase import pdfmetrics

    register_fonts()
    faces = [pdfmetrics.getFont(name).face for name in FACES]
    common = set.intersection(*(set(face.charToGlyph) for face in faces))
    return frozenset(chr(code) for code in common)


DRAWN_BY_ALL = frozenset(
    "\t\n\v\f\r"
    + "".join(map(chr, (*range(0x20, 0x7F), *range(0xA0, 0x180), *range(0x2010, 0x2028))))
)
"""Characters every face draws (a test reads them in the fonts), and the whitespace that
needs no glyph: basic Latin, Latin-1, Latin Extended-A, dashes, quotes and the ellipsis.
Text made of these alone is printable without parsing a font, so checking a roster
(``validate``) never loads reportlab."""


def unprintable(text: str) -> str:
    """The distinct characters of ``text`` the fonts cannot draw (whitespace is fine)."""
    if DRAWN_BY_ALL.issuperset(text):
        return ""
    known = printable_characters()
    if known.issuperset(text):
        return ""
    return "".join(dict.fromkeys(c for c in text if c not in known and not c.isspace()))
