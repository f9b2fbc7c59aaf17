"""Saddle-stitch imposition: which booklet page goes on which sheet, side and half.

Pages are padded with blanks to a multiple of 4. Printed two-up on landscape
sheets, double-sided with a short-edge flip, then stacked and folded, the sheets
give the pages in order: sheet s (from 0) carries pages N-2s and 2s+1 on its
front (left, right) and 2s+2 and N-2s-1 on its back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Side = Literal["front", "back"]
Half = Literal["left", "right"]


@dataclass(frozen=True)
class Slot:
    sheet: int
    """1-based sheet of paper."""
    side: Side
    half: Half
    page: int | None
    """1-based booklet page, or None for a padding blank."""


def padded(pages: int) -> int:
    return max(4, -(-pages // 4) * 4)


def saddle_stitch(pages: int) -> list[Slot]:
    """Every half-sheet in printing order (sheet 1 front left, front right, back left...)."""
    total = padded(pages)
    slots = []
    for sheet in range(total // 4):
        layout: tuple[tuple[Side, Half, int], ...] = (
            ("front", "left", total - 2 * sheet),
            ("front", "right", 2 * sheet + 1),
            ("back", "left", 2 * sheet + 2),
            ("back", "right", total - 2 * sheet - 1),
        )
        for side, half, page in layout:
            slots.append(Slot(sheet + 1, side, half, page if page <= pages else None))
    return slots
