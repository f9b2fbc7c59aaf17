"""How far apart two colours look, and how well white type reads on one: the numbers the
look checks hold a game to (docs/print-style.md, section 8)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..press.style import Motif

APART = 20
"""The least CIE76 colour difference between a game's colour and another game's or a
side's: about 2.3 is just noticeable; two colours a reviewer could not tell apart on paper
(an old slate and a navy) were 13 apart."""

AAA = 7.0
"""The least contrast of white type on a game's colour (WCAG's AAA)."""


def rgb(colour: str) -> tuple[int, int, int]:
    """``#RRGGBB`` as (red, green, blue), 0 to 255."""
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def _linear(channel: int) -> float:
    c = channel / 255
    return ((c + 0.055) / 1.055) ** 2.4 if c > 0.04045 else c / 12.92


def luminance(colour: str) -> float:
    """The relative luminance of an sRGB colour (0 black, 1 white)."""
    r, g, b = (_linear(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def white_contrast(colour: str) -> float:
    """The contrast of white type on ``colour`` (1 to 21)."""
    return 1.05 / (luminance(colour) + 0.05)


def lab(colour: str) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in rgb(colour))
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def difference(a: str, b: str) -> float:
    """The CIE76 difference of two colours (see :data:`APART`)."""
    return sum((p - q) ** 2 for p, q in zip(lab(a), lab(b), strict=True)) ** 0.5


def assert_motif_tiles_its_box(motif: str | Motif, folder: Path) -> None:
    """``motif`` rendered into a box (100 x 40 points, in a PDF written in ``folder``): ink
    in every quarter of the box, none outside it."""
    import pypdfium2 as pdfium

    from ..press.ornament import motif as fill
    from ..press.typeset import Canvas

    path = folder / "motif.pdf"
    canvas = Canvas(str(path), pagesize=(200, 200))
    fill(canvas, motif, (50, 60, 100, 40), "#336699", 12)
    canvas.save()
    image = pdfium.PdfDocument(path)[0].render(scale=2).to_pil().convert("L")
    inked = {(x, y) for x in range(400) for y in range(400) if image.getpixel((x, y)) < 200}
    assert inked, "the motif draws nothing"
    xs, ys = [x for x, _ in inked], [y for _, y in inked]  # y down, in half points
    assert min(xs) >= 99 and max(xs) <= 301, "it runs past the sides of its box"
    assert min(ys) >= 199 and max(ys) <= 281, "it runs past the top or bottom of its box"
    for left in (100, 200):
        for top in (200, 240):
            quarter = [p for p in inked if left <= p[0] < left + 100 and top <= p[1] < top + 40]
            assert quarter, f"a quarter of its box is bare ({left}, {top})"
