"""How each card type looks: a colour, a label and an icon, readable in greyscale too.

Every colour is dark enough for white text (contrast at least 4.5:1), and
every type also carries its own printed label and icon shape, so a greyscale
or faded print still tells the types apart.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .models import CardType

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


@dataclass(frozen=True)
class Look:
    colour: str
    label: str
    icon: str


LOOKS: dict[CardType, Look] = {
    "armour": Look("#35506B", "ARMOUR", "shield"),
    "basic": Look("#9A2A22", "BASIC ATTACK", "blade"),
    "defence": Look("#2E6141", "DEFENCE", "ward"),
    "special": Look("#5B3A8C", "SPECIAL", "star"),
    "weapon": Look("#6E4A1F", "WEAPON", "crossed"),
}
BACK_COLOUR = "#3A3A3A"


def draw_icon(canvas: Canvas, name: str, x: float, y: float, size: float, colour: str) -> None:
    """Draw icon ``name`` centred on (x, y), ``size`` points tall, filled with ``colour``."""
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(size / 20, size / 20)  # icons are drawn on a 20-unit square centred on 0
    canvas.setFillColor(colour)
    canvas.setStrokeColor(colour)
    _ICONS[name](canvas)
    canvas.restoreState()


def _path(canvas: Canvas, points: list[tuple[float, float]], fill: int = 1, stroke: int = 0):
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, fill=fill, stroke=stroke)


def _shield(canvas: Canvas) -> None:
    path = canvas.beginPath()
    path.moveTo(-8, 9)
    path.lineTo(8, 9)
    path.lineTo(8, 1)
    path.curveTo(8, -5, 3, -8, 0, -10)
    path.curveTo(-3, -8, -8, -5, -8, 1)
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)


def _blade(canvas: Canvas) -> None:
    canvas.rotate(-45)
    _path(canvas, [(-1.6, -3), (1.6, -3), (1.6, 8), (0, 10.5), (-1.6, 8)])
    canvas.rect(-5, -5, 10, 2, fill=1, stroke=0)
    canvas.rect(-1, -10, 2, 5, fill=1, stroke=0)


def _ward(canvas: Canvas) -> None:
    canvas.setLineWidth(3)
    canvas.circle(0, 0, 8, fill=0, stroke=1)
    canvas.circle(0, 0, 3, fill=1, stroke=0)


def _star(canvas: Canvas) -> None:
    import math

    points = []
    for step in range(10):
        radius = 10 if step % 2 == 0 else 4.2
        angle = math.pi / 2 + step * math.pi / 5
        points.append((radius * math.cos(angle), radius * math.sin(angle) - 0.5))
    _path(canvas, points)


def _crossed(canvas: Canvas) -> None:
    for angle in (45, -90):
        canvas.rotate(angle)
        _path(canvas, [(-1.3, -4), (1.3, -4), (1.3, 8), (0, 10.5), (-1.3, 8)])
        canvas.rect(-4.5, -5.5, 9, 1.8, fill=1, stroke=0)
        canvas.rect(-0.9, -10, 1.8, 4.5, fill=1, stroke=0)


_ICONS = {"shield": _shield, "blade": _blade, "ward": _ward, "star": _star, "crossed": _crossed}
