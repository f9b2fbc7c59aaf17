"""Flowables set in side-by-side columns: balanced when they fit the page, filled column by
column when they do not (the rest goes on the next page).

reportlab's ``BalancedColumns`` finds its split by re-wrapping every paragraph dozens of
times (a cheat sheet took 2 s); here each flowable is measured once per column width and
the split is found from those heights.
"""

from __future__ import annotations

from reportlab.platypus import Flowable, Spacer

from .paper import MM

MOVES_WHOLE = 25 * MM
"""An item this tall or less (a reference entry of a few lines) is never split between
columns: it moves whole to the next column."""


class Columns(Flowable):
    """``items`` in ``count`` columns ``gap`` apart; ``runs`` fixes which go in which column."""

    def __init__(
        self, items: list, count: int = 2, gap: float = 5 * MM, runs: list[list] | None = None
    ) -> None:
        super().__init__()
        self.items, self.count, self.gap = list(items), count, gap
        self._runs = runs
        self._heights: dict[tuple[int, float], float] = {}

    def _column(self, width: float) -> float:
        return (width - self.gap * (self.count - 1)) / self.count

    def _height(self, item, column: float) -> float:
        """The item's own height at ``column`` wide (measured once)."""
        key = (id(item), column)
        if key not in self._heights:
            self._heights[key] = item.wrapOn(self.canv, column, 1e7)[1]
        return self._heights[key]

    def _run_height(self, run: list, column: float) -> float:
        """A column's height: its items and the space between them (none above the first)."""
        spaces = sum(item.getSpaceAfter() for item in run)
        spaces += sum(item.getSpaceBefore() for item in run[1:])
        return sum(self._height(item, column) for item in run) + spaces

    def _balance(self, column: float) -> list[list]:
        """Consecutive runs of about equal height, one a column."""
        heights = [
            self._height(item, column) + item.getSpaceBefore() + item.getSpaceAfter()
            for item in self.items
        ]
        share = sum(heights) / self.count
        runs: list[list] = [[]]
        done = 0.0
        for item, high in zip(self.items, heights, strict=True):
            target = share * len(runs)
            if runs[-1] and len(runs) < self.count and done + high / 2 > target:
                runs.append(_heading_tail(runs[-1]))
            if isinstance(item, Spacer) and not runs[-1] and len(runs) > 1:
                runs[-2].append(item)  # space between entries never opens a column
            else:
                runs[-1].append(item)
            done += high
        return runs

    def wrap(self, availWidth, availHeight):
        column = self._column(availWidth)
        if self._runs is None:
            self._runs = self._balance(column)
        self.width = availWidth
        self.height = max((self._run_height(run, column) for run in self._runs), default=0.0)
        return self.width, self.height

    def split(self, availWidth, availHeight):
        column = self._column(availWidth)
        rest = list(self.items)
        runs: list[list] = []
        for _ in range(self.count):
            run: list = []
            while rest:
                item = rest[0]
                if self._run_height([*run, item], column) <= availHeight + 1e-6:
                    run.append(rest.pop(0))
                    continue
                room = availHeight - self._run_height(run, column) - item.getSpaceAfter()
                room -= item.getSpaceBefore() if run else 0.0
                whole = self._height(item, column) <= MOVES_WHOLE
                parts = item.splitOn(self.canv, column, room) if room > 0 and not whole else []
                if len(parts) >= 2 and self._height(parts[0], column) <= room + 1e-6:
                    run.append(parts[0])
                    rest[0:1] = parts[1:]
                break
            if rest:  # a heading goes over with its entries, even one left on its own
                rest[0:0] = _heading_tail(run, keep=0)
            runs.append(run)
        placed = [item for run in runs for item in run]
        if not placed:
            return []
        if not rest:
            return [Columns(placed, self.count, self.gap, runs)]
        return [Columns(placed, self.count, self.gap, runs), Columns(rest, self.count, self.gap)]

    def draw(self) -> None:
        column = self._column(self.width)
        for number, run in enumerate(self._runs or []):
            x, y = number * (column + self.gap), self.height
            for index, item in enumerate(run):
                if index:
                    y -= item.getSpaceBefore()
                _, high = item.wrapOn(self.canv, column, 1e7)
                item.drawOn(self.canv, x, y - high)
                y -= high + item.getSpaceAfter()


def _keeps_with_next(item) -> bool:
    return bool(getattr(item, "keepWithNext", False) or item.getKeepWithNext())


def _heading_tail(run: list, keep: int = 1) -> list:
    """Take the items that must stay with what follows (headings) off the end of ``run``, so
    no column ends on a heading; ``keep``: the fewest items left (balancing keeps a run of
    headings rather than leave a column empty; splitting across a page moves them all)."""
    tail: list = []
    while len(run) > keep and _keeps_with_next(run[-1]):
        tail.insert(0, run.pop())
    return tail
