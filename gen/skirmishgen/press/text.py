"""Text that must fit a box: shrink it down to a readable minimum, or say it cannot fit.

Card text is short, so it is set by a small wrapper of our own rather than
platypus: words with ``**bold**`` spans, greedy line breaking, measured with
reportlab's font metrics. That keeps the deck command's start-up light.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from . import fonts
from .typeset import typeset, unit_width

if TYPE_CHECKING:
    from .typeset import Canvas

READABLE_MINIMUM = 5.0
"""Smallest body size in points that still reads on a printed card."""
LEADING = 1.2
"""Line height as a multiple of the font size."""

_BOLD_OF = {fonts.REGULAR: fonts.BOLD, fonts.ITALIC: fonts.BOLD_ITALIC}
_SPANS = re.compile(r"\*\*(.+?)\*\*")
_SPACE = re.compile(r"[^\S\u00a0]")
"""Where a line may break: any whitespace but a no-break space (``CC\u00a0BY\u00a03.0``)."""

Run = tuple[str, str]
"""A piece of a word in one font: (text, font name)."""


def line_size(text: str, font: str, width: float, start: float, minimum: float) -> float | None:
    """The largest size from ``start`` down to ``minimum`` at which ``text`` fits on one line."""
    natural = unit_width(text, font)
    if natural <= 0:
        return start
    size = min(start, width / natural)
    return size if size >= minimum else None


def shared_line_size(
    texts: tuple[str, ...], font: str, width: float, start: float, minimum: float
) -> float | None:
    """The one size all of ``texts`` are set at, each on one line: the largest the longest
    allows (so titles of one kind match side by side); None if one cannot fit."""
    sizes = [line_size(text, font, width, start, minimum) for text in texts]
    return None if None in sizes else min(size for size in sizes if size is not None)


@dataclass(frozen=True)
class Block:
    """One paragraph of a column: text with ``**bold**`` spans, its font, size and look.

    ``scale`` and ``space_before`` are relative to the column's size, so a whole
    column shrinks together.
    """

    text: str
    font: str = fonts.REGULAR
    scale: float = 1.0
    colour: str = "#000000"
    align: str = "left"  # left | centre | right
    space_before: float = 0.0

    def words(self) -> Words:
        """The text as words, each its runs (a word may change font mid-way) and its width
        at 1 pt; split and measured once for every size it is tried at."""
        return _words(self.text, self.font)


Word = tuple[tuple[Run, ...], float]
"""A word's runs and its width at 1 pt."""
Words = tuple[Word, ...]


@lru_cache(maxsize=4096)
def _words(text: str, font: str) -> Words:
    bold = _BOLD_OF.get(font, font)
    words: list[list[Run]] = [[]]
    for index, part in enumerate(_SPANS.split(typeset(text))):
        run_font = bold if index % 2 else font
        pieces = _SPACE.split(part)  # any whitespace, a YAML block's newlines too
        for position, piece in enumerate(pieces):
            if position:
                words.append([])
            if piece:
                words[-1].append((piece, run_font))
    return tuple(
        (tuple(word), sum(unit_width(piece, run_font) for piece, run_font in word))
        for word in words
        if word
    )


@dataclass(frozen=True)
class SetBlock:
    """A block broken into lines at one size, ready to draw."""

    block: Block
    size: float
    lines: tuple[tuple[tuple[tuple[Run, ...], float], ...], ...]
    """Each line: its words with their widths at this size."""

    @property
    def leading(self) -> float:
        return self.size * LEADING

    @property
    def space(self) -> float:
        return self.block.space_before * self.size

    @property
    def height(self) -> float:
        return self.space + len(self.lines) * self.leading


def set_block(block: Block, size: float, width: float) -> SetBlock | None:
    """Break ``block`` into lines at ``size``; None if one word is wider than ``width``."""
    font_size = size * block.scale
    space = unit_width(" ", block.font) * font_size
    lines: list[tuple[tuple[tuple[Run, ...], float], ...]] = []
    line: list[tuple[tuple[Run, ...], float]] = []
    used = 0.0
    for word, unit in block.words():
        wide = unit * font_size
        if wide > width:
            return None
        if line and used + space + wide > width:
            lines.append(tuple(line))
            line, used = [], 0.0
        used += (space if line else 0.0) + wide
        line.append((word, wide))
    if line:
        lines.append(tuple(line))
    return SetBlock(block, font_size, tuple(lines))


def fit_blocks(
    blocks: Sequence[Block], width: float, height: float, start: float, minimum: float
) -> list[SetBlock] | None:
    """The blocks set at the largest size (step 0.25 pt) whose column fits the box.

    None when even ``minimum`` overflows the box or a word is wider than it.
    Text only grows with its size, so the size is found by bisection.
    """
    steps = max(0, math.floor((start - minimum) / 0.25 + 1e-9))
    sizes = [start - 0.25 * k for k in range(steps + 1)]  # largest first
    roomy = _try_size(blocks, width, height, sizes[0])
    if roomy is not None:  # most text fits at its full size: one trial
        return roomy
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


def _try_size(blocks, width: float, height: float, size: float) -> list[SetBlock] | None:
    column = []
    used = 0.0
    for block in blocks:
        done = set_block(block, size, width)
        if done is None:
            return None
        used += done.height
        if used > height:
            return None
        column.append(done)
    return column  # ``used`` is the column's height, summed in the same order


def column_height(column: Sequence[SetBlock]) -> float:
    return sum(done.height for done in column)


def draw_column(canvas: Canvas, column: Sequence[SetBlock], x: float, top: float, width: float):
    """Draw set blocks top-down from ``top``, each line's baseline one leading below the last.

    Each block is one text object, each line in it one run of text per font: words are
    written with real spaces between them, so the PDF's text can be searched and copied
    as it reads.
    """
    y = top
    for done in column:
        y -= done.space
        canvas.setFillColor(done.block.colour)
        space = unit_width(" ", done.block.font) * done.size
        lines = []
        for line in done.lines:
            y -= done.leading
            used = sum(wide for _, wide in line) + space * (len(line) - 1)
            offset = {"left": 0.0, "centre": (width - used) / 2, "right": width - used}
            baseline = y + (done.leading - done.size) / 2 + done.size * 0.24
            lines.append((x + offset[done.block.align], baseline, runs(line, done.block.font)))
        if lines:
            canvas.show_text(lines, done.size)


def runs(line: Sequence[tuple[Sequence[Run], float]], space_font: str) -> list[tuple[str, str]]:
    """A line's words and the spaces between them as (font, text) runs, one per change of
    font: "Roll **2** dice" is three runs, "Roll two dice" one."""
    if all(len(word) == 1 and word[0][1] == space_font for word, _ in line):
        return [(space_font, " ".join(word[0][0] for word, _ in line))]
    merged: list[list[str]] = []
    for number, (word, _) in enumerate(line):
        pieces = [(" ", space_font), *word] if number else word
        for piece, font in pieces:
            if merged and merged[-1][0] == font:
                merged[-1].append(piece)
            else:
                merged.append([font, piece])
    return [(parts[0], "".join(parts[1:])) for parts in merged]
