"""Table columns sized to their content, so no word is ever broken inside a cell.

Every table on a sheet or in a booklet takes its column widths from here (style guide, type).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from . import fonts

_MARKS = re.compile(r"[*`]|<[^>]*>")
_BREAKS = re.compile(r"[ \t\n]+")
"""Where a cell's line may break: not at a no-break space (U+00A0), which holds two words
together ("shield lost") as the paragraph does."""


def _width(text: str, size: float) -> float:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return stringWidth(text, fonts.BOLD, size)  # bold measures wider: safe for either face


def column_widths(
    rows: Sequence[Sequence[str]], width: float, size: float, padding: float
) -> list[float]:
    """Widths (points) summing to ``width`` for a table of ``rows`` set at ``size``.

    Each column gets at least its longest word (so no word breaks); what is left is shared
    in proportion to how much more each column would need to set its longest cell on one
    line. ``padding`` is a cell's left plus right padding. If even the longest words do not
    fit, the columns share ``width`` in proportion to those words.
    """
    columns = max(len(row) for row in rows)
    least = [padding] * columns
    natural = [padding] * columns
    for row in rows:
        for index, cell in enumerate(row):
            plain = _MARKS.sub("", str(cell))
            words = _BREAKS.split(plain.strip()) or [""]
            least[index] = max(least[index], max(_width(w, size) for w in words) + padding + 1)
            natural[index] = max(natural[index], _width(plain, size) + padding + 1)
    spare = width - sum(least)
    if spare < 0:
        return [width * w / sum(least) for w in least]
    wanted = [n - m for n, m in zip(natural, least, strict=True)]
    if sum(wanted) <= spare:  # everything fits on one line: share the rest by natural width
        extra = spare - sum(wanted)
        return [n + extra * n / sum(natural) for n in natural]
    return [m + spare * w / sum(wanted) for m, w in zip(least, wanted, strict=True)]


def one_line_widths(rows: Sequence[Sequence[str]], size: float, padding: float) -> list[float]:
    """Each column's width (points) to set its longest cell on one line at ``size``."""
    columns = max(len(row) for row in rows)
    natural = [padding] * columns
    for row in rows:
        for index, cell in enumerate(row):
            plain = _MARKS.sub("", str(cell))
            natural[index] = max(natural[index], _width(plain, size) + padding + 1)
    return natural
