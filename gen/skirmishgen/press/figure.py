"""Figures for rule booklets: a drawing in local millimetres (through ``Pen``) with a
caption under it, kept together on one page.

A game declares its figures by name; a booklet template places one with a line
``!figure NAME``. The drawing is as wide as the text column and ``height`` mm tall.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.platypus import Flowable

from .paper import MM, Size
from .pen import Pen


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
