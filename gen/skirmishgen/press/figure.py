"""Figures for rule booklets: a drawing in local millimetres (through ``Pen``) with a
caption under it, kept together on one page.

A game declares its figures by name; a booklet template places one with a line
``!figure NAME``. The drawing is as wide as the text column and ``height`` mm tall.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.platypus import Flowable

from . import fonts, style
from .kit import Pen, fonts_width
from .paper import MM, Size


@dataclass(frozen=True)
class Figure:
    """A drawing ``height`` mm tall, ``draw(pen, width, height)`` in local millimetres
    (origin at its lower left), and the caption printed under it."""

    height: float
    draw: Callable[[Pen, float, float], None]
    caption: str


class FigureBox(Flowable):
    """A figure's drawing at the width of the column it is set in."""

    def __init__(self, figure: Figure) -> None:
        super().__init__()
        self.figure = figure
        self.width, self.height = 0.0, figure.height * MM

    def wrap(self, available_width, available_height):
        self.width = available_width
        return self.width, self.height

    def draw(self) -> None:
        width = self.width / MM
        pen = Pen(self.canv, Size(width, self.figure.height))
        self.canv.saveState()
        self.figure.draw(pen, width, self.figure.height)
        self.canv.restoreState()


LEGEND = 7.5
"""A figure's legend text, points."""


def wrap_mm(text: str, size: float, width: float, font: str = fonts.REGULAR) -> list[str]:
    """``text`` broken into lines no wider than ``width`` mm at ``size`` pt."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and fonts_width(trial, size, font) / MM > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


def legend(pen: Pen, x: float, top: float, width: float, entries: list[tuple[str, str]]) -> float:
    """Entries ("Head", "text") set from ``top`` down, each head bold on its own line and
    the text wrapped under it; returns the y below the last."""
    lead = LEGEND * 1.3 / MM
    y = top - lead
    for head, text in entries:
        pen.canvas.setFillColor(style.INK)
        pen.text(x, y, head, LEGEND, fonts.BOLD)
        pen.canvas.setFillColor(style.MUTED)
        for line in wrap_mm(text, LEGEND, width):
            y -= lead
            pen.text(x, y, line, LEGEND)
        y -= lead * 1.45
    pen.canvas.setFillColor(style.INK)
    return y


def arrow(pen: Pen, x1: float, y1: float, x2: float, y2: float, both: bool = False) -> None:
    """A line from (x1, y1) with an arrowhead at (x2, y2) (and at the start, ``both``)."""
    pen.canvas.setStrokeColor(style.INK)
    pen.canvas.setFillColor(style.INK)
    pen.line(x1, y1, x2, y2, 0.6)
    ends = [(x1, y1, x2, y2), (x2, y2, x1, y1)] if both else [(x1, y1, x2, y2)]
    for fx, fy, tx, ty in ends:
        angle = math.atan2(ty - fy, tx - fx)
        path = pen.canvas.beginPath()
        path.moveTo(tx * MM, ty * MM)
        for turn in (2.7, -2.7):
            path.lineTo(
                (tx + 1.8 * math.cos(angle + turn)) * MM, (ty + 1.8 * math.sin(angle + turn)) * MM
            )
        path.close()
        pen.canvas.drawPath(path, fill=1, stroke=0)
