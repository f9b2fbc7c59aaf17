"""Physical sizes: paper, cards, and the parsing of sizes a user types (all in millimetres)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..errors import InputError

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

_NUMBER = r"[0-9]+(?:\.[0-9]+)?"
_SIZE = re.compile(rf"^\s*({_NUMBER})\s*(?:mm)?\s*[xX×*]\s*({_NUMBER})\s*(?:mm)?\s*$")


def paper_size(name: str) -> Size:
    try:
        return PAPERS[name.lower()]
    except KeyError:
        raise InputError(f"unknown paper '{name}'; use one of: {', '.join(PAPERS)}") from None


def card_size(text: str) -> Size:
    """A named card size (poker, bridge, mini, tarot) or ``WxH`` in millimetres."""
    if text.lower() in CARD_SIZES:
        return CARD_SIZES[text.lower()]
    match = _SIZE.match(text)
    if not match:
        raise InputError(
            f"--card-size '{text}' is neither a size name nor WxH in mm; "
            f"use one of {', '.join(CARD_SIZES)} or e.g. 63.5x88.9"
        )
    size = Size(float(match[1]), float(match[2]))
    if not (20 <= size.width <= 300 and 20 <= size.height <= 300):
        raise InputError(f"--card-size {size} is out of range; give each side from 20 to 300 mm")
    return size


def offset_pair(text: str) -> tuple[float, float]:
    """``X,Y`` in millimetres, e.g. ``0.5,-0.3``."""
    parts = text.replace("mm", "").split(",")
    try:
        x, y = (float(part) for part in parts)
    except ValueError:
        x = y = math.nan
    if not (math.isfinite(x) and math.isfinite(y)):
        raise InputError(f"--back-offset '{text}' is not X,Y in mm; write it like 0.5,-0.3")
    if abs(x) > 20 or abs(y) > 20:
        raise InputError(f"--back-offset {x:g},{y:g} is more than 20 mm; measure it again")
    return x, y
