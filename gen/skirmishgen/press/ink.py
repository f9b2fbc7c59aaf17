"""Colours for a print shop: every colour drawn becomes CMYK with at most ``INK_LIMIT``
total ink, converted once, where the canvas takes colours (reportlab's colour-space hook),
not card by card.

The conversion is the plain device one with full grey replacement (greys and blacks in K
alone, so text stays one plate), then, where the total passes the limit, the C, M and Y
taken down together: the hue stays, the darkest colours carry a little less ink.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from reportlab.lib.colors import CMYKColor

INK_LIMIT = 2.4
"""Total ink a print service takes (DriveThruCards: 240 %); more stays wet and smears."""


def print_cmyk(colour: Any) -> CMYKColor:
    """``colour`` (any colour reportlab reads) as CMYK within ``INK_LIMIT``."""
    from reportlab.lib.colors import CMYKColor, toColor

    found = toColor(colour)
    alpha = getattr(found, "alpha", 1)
    if isinstance(found, CMYKColor):
        d = found.density
        c, m, y, k = (d * found.cyan, d * found.magenta, d * found.yellow, d * found.black)
    else:
        c, m, y, k = device_cmyk(found.red, found.green, found.blue)
    c, m, y = limited(c, m, y, k)
    return CMYKColor(c, m, y, k, alpha=alpha)


def device_cmyk(red: float, green: float, blue: float) -> tuple[float, float, float, float]:
    """RGB (0-1) as CMYK with full grey replacement: the shared darkness in K."""
    k = 1 - max(red, green, blue)
    if k >= 1:
        return 0.0, 0.0, 0.0, 1.0
    return (
        (1 - red - k) / (1 - k),
        (1 - green - k) / (1 - k),
        (1 - blue - k) / (1 - k),
        k,
    )


def limited(c: float, m: float, y: float, k: float) -> tuple[float, float, float]:
    """C, M and Y scaled down together so that the four come to at most ``INK_LIMIT``."""
    room = INK_LIMIT - k
    colour = c + m + y
    if colour <= room or colour == 0:
        return c, m, y
    scale = max(room, 0) / colour
    return c * scale, m * scale, y * scale
