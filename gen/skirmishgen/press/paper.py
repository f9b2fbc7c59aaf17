"""Physical sizes of paper and cards, in millimetres."""

from __future__ import annotations

from dataclasses import dataclass

MM = 72 / 25.4
"""PDF points in one millimetre."""


@dataclass(frozen=True)
class Size:
    width: float
    height: float

    def __str__(self) -> str:
        return f"{self.width:g}x{self.height:g} mm"


PAPERS: dict[str, Size] = {
    "a4": Size(210.0, 297.0),
    "letter": Size(215.9, 279.4),
}

CARD_SIZES: dict[str, Size] = {
    "poker": Size(63.5, 88.9),
    "bridge": Size(57.15, 88.9),
    "mini": Size(44.0, 63.0),
    "tarot": Size(70.0, 120.0),
}
