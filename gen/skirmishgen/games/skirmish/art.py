"""Skirmish's own drawings, where no game-icons.net drawing reads right in the art panel:
a spear (the barbed spear, its head bound with thongs, read as a feather at arm's length).

Each is an outline symmetric about the card's diagonal, as the weapons of the icon set lie
(butt at the lower left, point at the upper right), given as its half-width along it.
"""

from __future__ import annotations

import math

from ...press.style import Icon

_BUTT, _POINT = (58.0, 454.0), (454.0, 58.0)
"""The axis the drawing lies along, in the icons' 512-unit square (y down)."""


def _outline(profile: tuple[tuple[float, float], ...]) -> str:
    """PDF path operators for the shape whose half-width at ``t`` (0 at the butt, 1 at the
    point) is ``w`` units, for each ``(t, w)`` of ``profile``: up one side, down the other."""
    (x0, y0), (x1, y1) = _BUTT, _POINT
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux

    def point(t: float, w: float) -> str:
        x = x0 + ux * t * length + nx * w
        y = y0 + uy * t * length + ny * w
        return f"{x:.1f} {y:.1f}"

    side = [point(t, w) for t, w in profile]
    other = [point(t, -w) for t, w in reversed(profile) if w > 0]
    first, *rest = side + other
    return " ".join([f"{first} m", *(f"{p} l" for p in rest), "h"])


SPEAR_PROFILE = (
    (0.0, 0.0),
    (0.0, 27.0),
    (0.04, 27.0),
    (0.05, 22.0),
    (0.5, 22.0),
    (0.5, 34.0),
    (0.54, 34.0),
    (0.54, 25.0),
    (0.61, 30.0),
    (0.62, 22.0),
    (0.65, 50.0),
    (0.7, 70.0),
    (0.76, 75.0),
    (0.82, 68.0),
    (0.88, 50.0),
    (0.94, 28.0),
    (0.98, 10.0),
    (1.0, 0.0),
)
"""The spear, butt to point: a cap at the butt, the ash shaft, a ring and the socket, and a
broad leaf-shaped head."""

SPEAR = Icon("spear", _outline(SPEAR_PROFILE), author="skirmishgen", licence="MIT")
"""Our own drawing (the project's MIT licence: no credit line asks for it)."""

OWN = {"spear": SPEAR}
"""The card designs (their ``icon:``) drawn with our own drawing rather than the icon set's."""
