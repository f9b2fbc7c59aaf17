"""The outline of each rank's die, one shape wherever a die is drawn (standees, rosters):
a d6 square, a d8 diamond, a d10 shield (flat top, pointed foot), told apart in greyscale."""

from __future__ import annotations

DIE_OUTLINES: dict[int, tuple[tuple[float, float], ...]] = {
    6: ((-1, -1), (1, -1), (1, 1), (-1, 1)),
    8: ((0, -1), (1, 0), (0, 1), (-1, 0)),
    10: ((0, -1), (1, -0.1), (0.55, 1), (-0.55, 1), (-1, -0.1)),
}
"""Corners on a square from -1 to 1, y up."""


def die_outline(die: int | None, cx: float, cy: float, half_w: float, half_h: float) -> list:
    """The die's corners centred on (cx, cy), scaled to ``half_w`` by ``half_h`` (a blank
    die, ``None``, is a square)."""
    corners = DIE_OUTLINES.get(die or 6, DIE_OUTLINES[6])
    return [(cx + x * half_w, cy + y * half_h) for x, y in corners]
