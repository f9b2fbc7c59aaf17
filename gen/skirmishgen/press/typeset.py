"""Typewriter text to printed text (style guide, type): curly quotes and apostrophes, an en
dash in a range (2–3) and for a missing value, a minus sign before a negative number, and a
real times sign in a size (8×8).

Applied where text is measured and drawn: paragraphs (``press.paragraph``), card text blocks
and the canvas's string drawing, so every product gets it without its content changing. Feet
and inch marks stay straight: the embedded font has no prime glyphs, and a curly quote would
read as a quotation.
"""

from __future__ import annotations

import re
from functools import lru_cache

from reportlab.lib.colors import Color, toColor
from reportlab.pdfgen.canvas import Canvas as _Canvas

_MARKUP = re.compile(r"(<[^>]*>|&#?\w+;)")
"""Tags and entities, left as they are (their quotes are attribute syntax)."""
_RULES = (
    (re.compile(r"(?<=[^\W\d_])'(?=\w)"), "\u2019"),  # Robyn's, don't
    (re.compile(r"(?<=[^\W\d_])'(?=[\s.,;:!?)]|$)"), "\u2019"),  # Fawkes', 'quoted'
    (re.compile(r"(?:(?<=^)|(?<=[\s(\[\u2014]))'(?=\w)"), "\u2018"),  # 'quoted
    (re.compile(r"(?<=[^\W\d_][.,;:!?])'"), "\u2019"),  # ...quoted.'
    (re.compile(r"(?:(?<=^)|(?<=[\s(\[\u2014]))\"(?=\S)"), "\u201c"),  # "opening
    (re.compile(r"(?:(?<=[^\W\d_][.,;:!?)])|(?<=[^\W\d_]))\""), "\u201d"),  # closing" (not 12")
    (re.compile(r"(?<=\d)-(?=d\d)"), "\u2013"),  # d4-d20
    (re.compile(r"(?<=d\d)-(?=\d)"), "\u2212"),  # 2d6-1
    (re.compile(r"(?<=\d)-(?=\d)"), "\u2013"),  # 2-3
    (re.compile(r"(?:(?<=^)|(?<=[\s(]))-(?=\d|X\b)"), "\u2212"),  # -1, -X
    (re.compile(r"(?:(?<=^)|(?<=\s))-(?=\s|$)"), "\u2013"),  # a lone - : none, or a dash
    (re.compile(r"(?:(?<=\d)|(?<=\d')|(?<=\d\"))x(?=\d)"), "\u00d7"),  # 8x8, 4'x4'
)


def typeset(text: str) -> str:
    """``text`` with printed quotes, dashes, minus and times signs (markup left alone)."""
    if not any(mark in text for mark in "'\"-x"):
        return text
    parts = _MARKUP.split(text)
    for index in range(0, len(parts), 2):
        part = parts[index]
        for pattern, replacement in _RULES:
            part = pattern.sub(replacement, part)
        parts[index] = part
    return "".join(parts)


class Canvas(_Canvas):
    """reportlab's canvas, its strings typeset (see :func:`typeset`) before they are placed,
    its pages scaled by a printer profile's correction (``pdf.page_scale``), and its colours
    named as ``#RRGGBB`` read once (reportlab parses the string on every use)."""

    def setFillColor(self, aColor, alpha=None):
        return super().setFillColor(colour(aColor) if isinstance(aColor, str) else aColor, alpha)

    def setStrokeColor(self, aColor, alpha=None):
        return super().setStrokeColor(colour(aColor) if isinstance(aColor, str) else aColor, alpha)

    def showPage(self):
        from .pdf import scale_command

        command = scale_command(*self._pagesize)
        if command:
            self._code.insert(0, command)
        return super().showPage()

    def drawString(self, x, y, text, *args, **kwargs):
        return super().drawString(x, y, typeset(text), *args, **kwargs)

    def drawCentredString(self, x, y, text, *args, **kwargs):
        return super().drawCentredString(x, y, typeset(text), *args, **kwargs)

    def drawRightString(self, x, y, text, *args, **kwargs):
        return super().drawRightString(x, y, typeset(text), *args, **kwargs)


@lru_cache(maxsize=1024)
def colour(name: str) -> Color:
    """reportlab's colour for ``name`` (``#RRGGBB`` or a colour's name), parsed once."""
    return toColor(name)
