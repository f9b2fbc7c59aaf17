"""Simple vector icons drawn on a 20-unit square, shared by every game's cards."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


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


def _target(canvas: Canvas) -> None:
    canvas.setLineWidth(2.2)
    for radius in (9, 5):
        canvas.circle(0, 0, radius, fill=0, stroke=1)
    canvas.circle(0, 0, 1.8, fill=1, stroke=0)


def _wind(canvas: Canvas) -> None:
    canvas.setLineWidth(2.4)
    canvas.setLineCap(1)
    for y, length in ((5, 14), (0, 18), (-5, 11)):
        path = canvas.beginPath()
        path.moveTo(-9, y)
        path.curveTo(-9 + length * 0.5, y + 3, -9 + length * 0.8, y - 3, -9 + length, y)
        canvas.drawPath(path, fill=0, stroke=1)


_ICONS = {
    "shield": _shield,
    "blade": _blade,
    "ward": _ward,
    "star": _star,
    "crossed": _crossed,
    "target": _target,
    "wind": _wind,
}
