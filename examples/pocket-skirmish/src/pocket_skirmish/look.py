"""Pocket Skirmish's own emblem and motif: a lantern for the medallion, waves for the bands
and card backs. A game may use skirmishgen's icons and motifs by name instead."""

from __future__ import annotations

import math
from typing import Any

from skirmishgen.press.style import Icon, Motif

LANTERN = Icon(
    name="lantern",
    path=(
        # the ring it hangs by: the outer circle one way, the hole the other
        "256 28 m 280.3 28 300 47.7 300 72 c 300 96.3 280.3 116 256 116 c "
        "231.7 116 212 96.3 212 72 c 212 47.7 231.7 28 256 28 c h "
        "256 46 m 241.6 46 230 57.6 230 72 c 230 86.4 241.6 98 256 98 c "
        "270.4 98 282 86.4 282 72 c 282 57.6 270.4 46 256 46 c h "
        # the cap, the body with its window, the flame in it, the foot
        "186 112 m 326 112 l 356 150 l 156 150 l h "
        "176 150 m 336 150 l 336 400 l 176 400 l h "
        "206 180 m 206 370 l 306 370 l 306 180 l h "
        "256 200 m 296 255 300 300 256 345 c 212 300 216 255 256 200 c h "
        "150 400 m 362 400 l 362 436 l 150 436 l h"
    ),
    author="the skirmishgen contributors",
    licence="MIT",
)
"""The emblem: a lantern, its window lit."""


def _waves(path: Any, x: float, y: float, w: float, h: float, step: float) -> bool:
    """Rows of waves, one wave a ``step`` long, the rows half a step apart."""
    rise = step * 0.18
    for row in range(-1, math.ceil(h / (step / 2)) + 2):
        base = y + row * step / 2
        path.moveTo(x - step, base)
        for k in range(math.ceil(w / step) + 2):
            left = x - step + k * step
            path.curveTo(
                left + step / 6, base + rise, left + step / 3, base + rise, left + step / 2, base
            )
            path.curveTo(
                left + 2 * step / 3,
                base - rise,
                left + 5 * step / 6,
                base - rise,
                left + step,
                base,
            )
    return False


WAVES = Motif("waves", (_waves,))
"""The motif: rows of waves, stroked."""
