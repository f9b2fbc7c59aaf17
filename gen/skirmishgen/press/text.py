"""Text that must fit a box: shrink it down to a readable minimum, or say it cannot fit."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from . import fonts

if TYPE_CHECKING:
    from reportlab.platypus import Paragraph

READABLE_MINIMUM = 5.0
"""Smallest body size in points that still reads on a printed card."""

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def markup(text: str) -> str:
    """Plain text with ``**bold**`` spans as reportlab paragraph markup."""
    return _BOLD.sub(r"<b>\1</b>", escape(text))


def line_size(text: str, font: str, width: float, start: float, minimum: float) -> float | None:
    """The largest size from ``start`` down to ``minimum`` at which ``text`` fits on one line."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    natural = stringWidth(text, font, 1.0)
    if natural <= 0:
        return start
    size = min(start, width / natural)
    return size if size >= minimum else None


@dataclass(frozen=True)
class Block:
    """One paragraph of a text column: its markup and look, sized relative to the column's size."""

    text: str
    font: str = fonts.REGULAR
    scale: float = 1.0
    colour: str = "#000000"
    align: int = 0  # 0 left, 1 centre, 2 right, 4 justified
    space_before: float = 0.0  # in multiples of the size


def fit_blocks(
    blocks: Sequence[Block], width: float, height: float, start: float, minimum: float
) -> tuple[list[Paragraph], float] | None:
    """Paragraphs for ``blocks`` at the largest size (step 0.25 pt) whose column fits the box.

    Returns the paragraphs (already wrapped) and their total height, or None
    when even ``minimum`` overflows the box or a word is wider than it. Text
    only grows with its size, so the size is found by bisection.
    """
    steps = max(0, math.floor((start - minimum) / 0.25 + 1e-9))
    sizes = [start - 0.25 * k for k in range(steps + 1)]  # largest first
    best = _try_size(blocks, width, height, sizes[-1])
    if best is None:
        return None
    low, high = 0, len(sizes) - 1  # sizes[high] fits; find the first that fits
    while low < high:
        middle = (low + high) // 2
        fitted = _try_size(blocks, width, height, sizes[middle])
        if fitted is None:
            low = middle + 1
        else:
            high, best = middle, fitted
    return best


def _try_size(blocks, width: float, height: float, size: float):
    paragraphs = [_paragraph(block, size) for block in blocks]
    total = 0.0
    for paragraph, block in zip(paragraphs, blocks, strict=True):
        if paragraph.minWidth() > width:
            return None
        _, used = paragraph.wrap(width, height)
        total += used + block.space_before * size * block.scale
    return (paragraphs, total) if total <= height else None


def column_height(paragraphs: Sequence[Paragraph], blocks: Sequence[Block]) -> float:
    """The height of wrapped paragraphs stacked with their spacing."""
    return sum(
        p.height + b.space_before * p.style.fontSize
        for p, b in zip(paragraphs, blocks, strict=True)
    )


def draw_column(canvas, paragraphs: Sequence[Paragraph], blocks: Sequence[Block], x, top) -> None:
    """Draw wrapped paragraphs top-down from ``top``."""
    y = top
    for paragraph, block in zip(paragraphs, blocks, strict=True):
        y -= block.space_before * paragraph.style.fontSize
        y -= paragraph.height
        paragraph.drawOn(canvas, x, y)


def _paragraph(block: Block, size: float) -> Paragraph:
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Paragraph

    font_size = size * block.scale
    style = ParagraphStyle(
        name="card",
        fontName=block.font,
        fontSize=font_size,
        leading=font_size * 1.2,
        textColor=block.colour,
        alignment=block.align,
        splitLongWords=0,
        allowWidows=1,
    )
    return Paragraph(block.text, style)
