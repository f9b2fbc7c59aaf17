"""The 1 Stat Skirmish kit's pages: its parts share sheets.

Each part hands the flow *blocks* (a width, a height and a drawing). The flow packs them
on the page, top down, each in the highest free place where it fits, left first (a
skyline), and opens a new page, with its calibration bars, only when a block fits
nowhere. So small parts fill the room big ones leave, and the kit takes few sheets
whatever the paper. The last page is closed after the last part.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...press import fonts, style
from ...press.kit import MARGIN, Pen, calibration_bar, fonts_width, legend_entry
from ...press.paper import MM

GAP = 4.0
"""Between blocks (mm)."""
BOTTOM = 10.0
"""The lowest a block may reach: the credit line is under it."""
BAND = 17.0
"""The calibration bars at the head of every page."""
BAR_WIDTH = 120.0


@dataclass(frozen=True)
class Block:
    """Something placed whole: ``draw(pen, x, top)`` draws it ``width`` x ``height`` mm."""

    width: float
    height: float
    draw: Callable[[Pen, float, float], None]


class Flow:
    """Blocks packed on pages under a skyline."""

    def __init__(self, pen: Pen) -> None:
        self.pen = pen
        self.open = False
        self.sky: list[tuple[float, float, float]] = []
        """Free from the top down to ... : (x0, x1, y) segments: below y is free."""

    @property
    def right(self) -> float:
        return self.pen.paper.width - MARGIN

    @property
    def top(self) -> float:
        return self.pen.paper.height - MARGIN

    def room(self) -> float:
        """The height a block may take on an empty page."""
        return self.top - BAND - BOTTOM

    def space(self, width: float) -> float:
        """The tallest block ``width`` wide that still fits on this page (0 if none)."""
        if not self.open:
            return self.room()
        spot = self._find(Block(width, 0.0, lambda pen, x, top: None))
        return spot[1] - BOTTOM if spot else 0.0

    def _start(self) -> None:
        pen = self.pen
        calibration_bar(pen, MARGIN, self.top - 12)
        self.sky = [
            (MARGIN, MARGIN + BAR_WIDTH, self.top - BAND),
            (MARGIN + BAR_WIDTH, self.right, self.top),
        ]
        self.open = True

    def close(self) -> None:
        if self.open:
            self.pen.new_page()
            self.open = False

    def add(self, block: Block) -> None:
        if not self.open:
            self._start()
        spot = self._find(block)
        if spot is None:
            self.close()
            self._start()
            spot = self._find(block) or (MARGIN, self.top - BAND)
        x, top = spot
        block.draw(self.pen, x, top)
        self._cover(x, x + block.width, top - block.height - GAP)

    def _find(self, block: Block) -> tuple[float, float] | None:
        best: tuple[float, float] | None = None
        starts = {x0 for x0, _, _ in self.sky} | {x1 - block.width for _, x1, _ in self.sky}
        for x in sorted(starts):
            if x < MARGIN - 1e-6 or x + block.width > self.right + 1e-6:
                continue
            top = min(y for x0, x1, y in self.sky if x0 < x + block.width - 1e-6 and x1 > x + 1e-6)
            if top - block.height < BOTTOM - 1e-6:
                continue
            if best is None or top > best[1] + 1e-6:
                best = (x, top)
        return best

    def _cover(self, x0: float, x1: float, y: float) -> None:
        """The block and the gap right of it are taken down to ``y``."""
        end = min(x1 + GAP, self.right)
        pieces = [(x0, end, y)]
        for a, b, h in self.sky:
            if a < x0:
                pieces.append((a, min(b, x0), h))
            if b > end:
                pieces.append((max(a, end), b, h))
        self.sky = sorted(piece for piece in pieces if piece[1] > piece[0] + 1e-6)


def flow(pen: Pen) -> Flow:
    """The flow of this document, made the first time a part asks (closed after the last)."""
    current = pen.shared.get("one-stat-flow")
    if not isinstance(current, Flow):
        current = Flow(pen)
        pen.shared["one-stat-flow"] = current
        pen.closing.append(current.close)
    return current


# ------------------------------------------------------------------ headings


def wrap(text: str, size: float, width: float, font: str = fonts.REGULAR) -> list[str]:
    """``text`` broken into lines no wider than ``width`` mm at ``size`` pt."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            trial = f"{line} {word}".strip()
            if line and fonts_width(trial, size, font) / MM > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


NOTE = 8.0
LEAD = NOTE * 1.3 / MM * 1.0


def heading_height(note: str, width: float, kinds: Sequence[str], pen: Pen) -> float:
    lines = wrap(note, NOTE, width) if note else []
    return 6.5 + len(lines) * LEAD + (_legend_rows(pen, kinds, width) * 4.5) + 1.5


def _legend_rows(pen: Pen, kinds: Sequence[str], width: float) -> int:
    new = [kind for kind in kinds if kind not in pen.shown]
    if not new:
        return 0
    per_row = max(1, int(width // 58))
    return -(-len(new) // per_row)


def draw_heading(
    pen: Pen, x: float, top: float, title: str, note: str, width: float, kinds: Sequence[str]
) -> float:
    """A part's title, its note wrapped to ``width`` and the legend of new marks; the y below."""
    canvas = pen.canvas
    canvas.setFillColor(style.INK)
    pen.text(x, top - 4.5, title, style.HEADING, fonts.BOLD)
    y = top - 6.5
    canvas.setFillColor(style.MUTED)
    for line in wrap(note, NOTE, width) if note else []:
        y -= LEAD
        pen.text(x, y + 1.0, line, NOTE)
    canvas.setFillColor(style.INK)
    new = [kind for kind in kinds if kind not in pen.shown]
    per_row = max(1, int(width // 58))
    for index, kind in enumerate(new):
        row, column = divmod(index, per_row)
        legend_entry(pen, x + column * 58, y - 3.5 - row * 4.5, kind)
    if new:
        y -= _legend_rows_count(len(new), per_row) * 4.5
    return y - 1.5


def _legend_rows_count(count: int, per_row: int) -> int:
    return -(-count // per_row)


def titled(
    pen: Pen,
    title: str,
    note: str,
    width: float,
    body: float,
    draw: Callable[[Pen, float, float], None],
    kinds: Sequence[str] = (),
) -> Block:
    """A block: a heading over a body ``body`` mm tall drawn by ``draw(pen, x, top)``."""
    head = heading_height(note, width, kinds, pen)

    def drawing(pen: Pen, x: float, top: float) -> None:
        below = draw_heading(pen, x, top, title, note, width, kinds)
        draw(pen, x, below)

    return Block(width, head + body, drawing)
