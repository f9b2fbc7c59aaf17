"""The 1 Stat Skirmish kit's pages: its parts share sheets.

Each part hands the flow *blocks* (a width, a height and a drawing). The flow packs them
on the first page with room, top down, each in the highest free place where it fits,
left first (a skyline), and opens a new page only when a block fits nowhere. So small
parts fill the room big ones leave, and the kit takes few sheets whatever the paper. The
calibration bars and the legend head the first page only: one check per print run. The
pages are drawn after the last part.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...errors import LayoutError
from ...press import fonts, style
from ...press.paper import MM
from ...press.pen import MARGIN, Pen, calibration_bar, fonts_width, legend_entry, part_title

GAP = 4.0
"""Between blocks (mm)."""
BOTTOM = 10.0
"""The lowest a block that keeps clear of the credit line may reach (``Block.low``: the
tape's tabbed strip, at the page's right edge past the credit line's end)."""
FOOT = 14.0
"""The lowest every other block reaches: 4 mm over the top of the credit line (its
baseline 7.8 mm from the foot, 7 pt), so no part crowds the credit."""
BAND = 17.0
"""The calibration bars and the legend at the head of the first page."""
BAR_WIDTH = 120.0
"""The calibration bars' width: the legend goes beside them."""
LEGEND = ("cut", "fold", "glue")


@dataclass(frozen=True)
class Block:
    """Something placed whole: ``draw(pen, x, top)`` draws it ``width`` x ``height`` mm."""

    width: float
    height: float
    draw: Callable[[Pen, float, float], None]
    right: bool = False
    """Placed as far right as it can go, at the highest spot (a tall strip keeps to the
    edge and leaves the width for the rest)."""
    low: bool = False
    """May reach down to ``BOTTOM`` rather than ``FOOT``: only for a block whose low end
    stands clear of the credit line (the Letter tape needs the whole height)."""

    @property
    def floor(self) -> float:
        """The lowest this block may reach (mm from the foot)."""
        return BOTTOM if self.low else FOOT


Rect = tuple[float, float, float, float]
"""(x0, y0, x1, y1) in mm from the page's bottom left."""


@dataclass
class _Page:
    free: list[Rect]
    """The largest empty rectangles (they overlap; a hole under a wide block stays free)."""
    placed: list[tuple[Block, float, float]]
    bars: bool = False
    """Whether the calibration bars head this page (the document's first)."""


class Flow:
    """Blocks packed on pages: each block goes on the first page with room for it, at the
    highest free place, left first (so a later small block fills a gap an earlier page
    left), and nothing is drawn until every part has placed its blocks."""

    def __init__(self, pen: Pen) -> None:
        self.pen = pen
        self.pages: list[_Page] = []
        self.kinds: set[str] = set()
        """The marks (cut, fold, glue) the blocks use: the first page's legend."""

    @property
    def right(self) -> float:
        return self.pen.paper.width - MARGIN

    @property
    def top(self) -> float:
        return self.pen.paper.height - MARGIN

    def room(self) -> float:
        """The height a block may take on an empty page (the first, under its bars)."""
        return self.top - (0 if self.pages else BAND) - FOOT

    def page_room(self) -> float:
        """The height a block may take on an empty page after the first."""
        return self.top - FOOT

    def space(self, width: float) -> float:
        """The tallest block ``width`` wide that still fits on the last page (0 if none)."""
        if not self.pages:
            return self.room()
        free = self.pages[-1].free
        fits = [y1 - max(y0, FOOT) for x0, y0, x1, y1 in free if x1 - x0 >= width - 1e-6]
        return max(fits, default=0.0)

    def _empty(self) -> _Page:
        """A new page: the first with the calibration bars at its head, the rest whole."""
        if self.pages:
            return _Page([(MARGIN, BOTTOM, self.right + GAP, self.top)], [])
        return _Page([(MARGIN, BOTTOM, self.right + GAP, self.top - BAND)], [], bars=True)

    def add(self, block: Block) -> None:
        spots = ((index, self._find(page, block)) for index, page in enumerate(self.pages))
        index, spot = next(((i, found) for i, found in spots if found is not None), (-1, None))
        if spot is None:
            self.pages.append(self._empty())
            index = len(self.pages) - 1
            spot = self._find(self.pages[-1], block)
            if spot is None:
                raise LayoutError(
                    f"a part {block.height:.0f} mm tall does not fit a page's "
                    f"{self.page_room():.0f} mm"
                )
        self.place(index, block, *spot)

    def place(self, index: int, block: Block, x: float, top: float) -> None:
        """Put ``block`` on page ``index`` with its top left corner at (x, top)."""
        page = self.pages[index]
        page.placed.append((block, x, top))
        taken = (x, top - block.height - GAP, x + block.width + GAP, top)
        page.free = _without(page.free, taken)

    def finish(self) -> None:
        """Draw every page that holds a block: the first one's calibration bars, its blocks."""
        for page in self.pages:
            if not page.placed:
                continue
            if page.bars:
                calibration_bar(self.pen, MARGIN, self.top - 12)
                self._legend()
            for block, x, top in page.placed:
                block.draw(self.pen, x, top)
            self.pen.new_page()
        self.pages = []

    def _legend(self) -> None:
        """What the document's cut, fold and glue marks mean, beside the calibration bars."""
        kinds = [kind for kind in LEGEND if kind in self.kinds and kind not in self.pen.shown]
        for row, kind in enumerate(kinds):
            legend_entry(self.pen, MARGIN + BAR_WIDTH + 4, self.top - 2.5 - row * 4.5, kind)

    def _find(self, page: _Page, block: Block) -> tuple[float, float] | None:
        """The highest top-left corner where ``block`` fits, leftmost first (rightmost for
        a block that keeps right)."""
        best: tuple[float, float] | None = None
        for x0, y0, x1, y1 in page.free:
            if x1 - x0 < block.width + GAP - 1e-6 and x1 < self.right + GAP - 1e-6:
                continue
            if (
                x0 + block.width > self.right + 1e-6
                or y1 - max(y0, block.floor) < block.height - 1e-6
            ):
                continue
            x = min(x1, self.right) - block.width if block.right else x0
            key = (round(y1, 6), x if block.right else -x)
            if best is None or key > (round(best[1], 6), best[0] if block.right else -best[0]):
                best = (x, y1)
        return best


def _without(free: list[Rect], taken: Rect) -> list[Rect]:
    """The free rectangles once ``taken`` is filled: each one it cuts splits into the parts
    left, right, below and above it; rectangles inside another are dropped."""
    tx0, ty0, tx1, ty1 = taken
    pieces: list[Rect] = []
    for rect in free:
        x0, y0, x1, y1 = rect
        if tx0 >= x1 or tx1 <= x0 or ty0 >= y1 or ty1 <= y0:
            pieces.append(rect)
            continue
        pieces += [
            (x0, y0, tx0, y1),
            (tx1, y0, x1, y1),
            (x0, y0, x1, ty0),
            (x0, ty1, x1, y1),
        ]
    pieces = [p for p in pieces if p[2] - p[0] > 1e-6 and p[3] - p[1] > 1e-6]
    return [
        p
        for n, p in enumerate(pieces)
        if not any(m != n and _inside(p, q) and (p != q or m < n) for m, q in enumerate(pieces))
    ]


def _inside(a: Rect, b: Rect) -> bool:
    return b[0] <= a[0] and b[1] <= a[1] and a[2] <= b[2] and a[3] <= b[3]


def flow(pen: Pen) -> Flow:
    """The flow of this document, made the first time a part asks (drawn after the last)."""
    current = pen.shared.get("one-stat-flow")
    if not isinstance(current, Flow):
        current = Flow(pen)
        pen.shared["one-stat-flow"] = current
        pen.closing.append(current.finish)
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


def heading_height(note: str, width: float) -> float:
    """A heading's height: its title and its note wrapped to ``width`` mm."""
    lines = wrap(note, NOTE, width) if note else []
    return 6.5 + len(lines) * LEAD + 1.5


def draw_heading(pen: Pen, x: float, top: float, title: str, note: str, width: float) -> float:
    """A part's title and its note wrapped to ``width``; the y below."""
    canvas = pen.canvas
    part_title(pen, x, top - 4.5, title, style.HEADING)
    y = top - 6.5
    canvas.setFillColor(style.MUTED)
    for line in wrap(note, NOTE, width) if note else []:
        y -= LEAD
        pen.text(x, y + 1.0, line, NOTE)
    canvas.setFillColor(style.INK)
    return y - 1.5


def titled(
    pen: Pen,
    title: str,
    note: str,
    width: float,
    body: float,
    draw: Callable[[Pen, float, float], None],
    kinds: Sequence[str] = (),
) -> Block:
    """A block: a heading over a body ``body`` mm tall drawn by ``draw(pen, x, top)``;
    the marks it uses (``kinds``) join the legend at the head of the first page."""
    head = heading_height(note, width)
    flow(pen).kinds.update(kinds)

    def drawing(pen: Pen, x: float, top: float) -> None:
        below = draw_heading(pen, x, top, title, note, width)
        draw(pen, x, below)

    return Block(width, head + body, drawing)
