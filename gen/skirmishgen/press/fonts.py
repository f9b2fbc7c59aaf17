"""The fonts every product embeds: Bitstream Vera, shipped inside reportlab.

No system font is ever looked up, so a PDF made here looks the same everywhere.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

REGULAR = "Vera"
BOLD = "Vera-Bold"
ITALIC = "Vera-Italic"
BOLD_ITALIC = "Vera-BoldItalic"

_FILES = {REGULAR: "Vera.ttf", BOLD: "VeraBd.ttf", ITALIC: "VeraIt.ttf", BOLD_ITALIC: "VeraBI.ttf"}


@cache
def register_fonts() -> None:
    """Register the Vera family with reportlab (once per process)."""
    import reportlab
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    folder = Path(reportlab.__file__).parent / "fonts"
    for name, filename in _FILES.items():
        pdfmetrics.registerFont(TTFont(name, str(folder / filename)))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, ITALIC)
    addMapping(REGULAR, 1, 1, BOLD_ITALIC)


@cache
def printable_characters() -> frozenset[str]:
    """The characters every Vera face can draw (the card text's fonts)."""
    from reportlab.pdfbase import pdfmetrics

    register_fonts()
    faces = [pdfmetrics.getFont(name).face for name in _FILES]
    common = set.intersection(*(set(face.charToGlyph) for face in faces))
    return frozenset(chr(code) for code in common)


def unprintable(text: str) -> str:
    """The distinct characters of ``text`` the fonts cannot draw (whitespace is fine)."""
    known = printable_characters()
    if known.issuperset(text):
        return ""
    return "".join(dict.fromkeys(c for c in text if c not in known and not c.isspace()))
