"""Play-kit parts: pages drawn at exact physical size, with calibration bars and legends.

A part is a named step that first reads what it needs (images, the user's
options) and then draws its pages on a canvas in millimetres, through ``Pen``.
The kit product reads every chosen part, then draws them into one PDF (or one
per part) with the usual hints; the output seam writes it.
Every page that carries a measure also carries a calibration bar and tells the
user to print at actual size; cut lines are solid, fold lines dashed, and the
legend is printed the first time each appears.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import fonts
from .paper import MM, Size
from .pdf import Metadata, Rendered, finish, new_canvas

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

MARGIN = 8.0
INCH = 25.4


@dataclass
class Pen:
    """Drawing in millimetres on one canvas, remembering which legends were already shown."""

    canvas: Canvas
    paper: Size
    shown: set[str] = field(default_factory=set)
    pages: int = 0

    def line(self, x1: float, y1: float, x2: float, y2: float, width: float = 0.3) -> None:
        self.canvas.setLineWidth(width)
        self.canvas.line(x1 * MM, y1 * MM, x2 * MM, y2 * MM)

    def cut_rect(self, x: float, y: float, w: float, h: float) -> None:
        self.canvas.setDash()
        self.canvas.setLineWidth(0.4)
        self.canvas.rect(x * MM, y * MM, w * MM, h * MM, fill=0, stroke=1)

    def fold_line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.canvas.setDash(2 * MM, 1.2 * MM)
        self.line(x1, y1, x2, y2, 0.4)
        self.canvas.setDash()

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 8,
        font: str = fonts.REGULAR,
        align: str = "left",
    ) -> None:
        self.canvas.setFont(font, size)
        draw = {
            "left": self.canvas.drawString,
            "centre": self.canvas.drawCentredString,
            "right": self.canvas.drawRightString,
        }[align]
        draw(x * MM, y * MM, text)

    def new_page(self) -> None:
        self.canvas.showPage()
        self.pages += 1


def header(pen: Pen, title: str, note: str = "") -> float:
    """The part's title at the top of a page; returns the y (mm) below it."""
    top = pen.paper.height - MARGIN
    pen.canvas.setFillGray(0.1)
    pen.text(MARGIN, top - 5, title, 13, fonts.BOLD)
    if note:
        pen.canvas.setFillGray(0.3)
        pen.text(MARGIN, top - 10, note, 7.5)
    pen.canvas.setFillGray(0)
    return top - (13 if note else 9)


def calibration_bar(pen: Pen, x: float, y: float) -> float:
    """A 100 mm bar and a 4 inch bar with ticks, and the actual-size instruction.

    Returns the height it takes (mm). Tests read the bars back to check the scale.
    """
    canvas = pen.canvas
    canvas.setStrokeGray(0)
    canvas.setFillGray(0)
    for row, (length, step, label) in enumerate(
        ((100.0, 10.0, "100 mm"), (4 * INCH, INCH, "4 inches"))
    ):
        base = y + 9 - row * 7
        pen.line(x, base, x + length, base, 0.5)
        ticks = round(length / step)
        for tick in range(ticks + 1):
            pen.line(x + tick * step, base, x + tick * step, base + 2.5, 0.3)
        pen.text(x + length + 2, base, label, 7)
    canvas.setFillGray(0.25)
    pen.text(
        x, y - 2.5, "Print at 100% (actual size): these bars must measure 100 mm and 4 inches.", 6.5
    )
    canvas.setFillGray(0)
    return 14.0


def legend(pen: Pen, x: float, y: float, kinds: tuple[str, ...]) -> None:
    """Explain cut and fold lines the first time each appears in the document."""
    new = [kind for kind in kinds if kind not in pen.shown]
    for kind in new:
        pen.shown.add(kind)
        if kind == "cut":
            pen.line(x, y + 1, x + 10, y + 1, 0.4)
            pen.text(x + 12, y, "cut along solid lines", 7)
        else:
            pen.fold_line(x, y + 1, x + 10, y + 1)
            pen.text(x + 12, y, "fold along dashed lines", 7)
        x += 50


Drawing = Callable[[Pen], None]
"""Draws a part's pages; each page ends with ``pen.new_page()``."""


@dataclass
class KitRequest:
    """What a part may read before drawing: the game's kit options, and where to report."""

    options: Mapping[str, Any]
    warnings: list[str] = field(default_factory=list)
    inputs: list[Path] = field(default_factory=list)
    """Files the parts read (images...): the output must never overwrite them."""


@dataclass(frozen=True)
class Part:
    key: str
    title: str
    prepare: Callable[[KitRequest], Drawing]
    """Reads and checks what the part needs, and returns its drawing."""


def fixed(drawing: Drawing) -> Callable[[KitRequest], Drawing]:
    """The ``prepare`` of a part that needs nothing but the pen."""
    return lambda request: drawing


def render_kit(drawings: list[Drawing], paper: Size, meta: Metadata) -> Rendered:
    """Draw the parts' pages, in order, into one PDF."""
    canvas, buffer = new_canvas(paper, meta)
    pen = Pen(canvas, paper)
    for drawing in drawings:
        drawing(pen)
    return finish(canvas, buffer, pen.pages)


def ruler(
    pen: Pen,
    y: float,
    length: int,
    per_segment: int,
    unit: float = INCH,
    bands: tuple[tuple[int, int, float, str], ...] = (),
    marks: tuple[int, ...] = (),
    height: float = 20.0,
    footprints: bool = False,
) -> float:
    """A measure ``length`` units long in segments of ``per_segment`` stacked down from ``y``.

    Every unit has a tick; ``bands`` shade (first, last, grey, label) ranges; ``marks`` get big
    labels. Segments after the first are glued under the previous one's tab, aligned on the
    tick they share. Returns the y below the last segment.
    """
    canvas = pen.canvas
    tab = 9.0
    for first in range(0, length, per_segment):
        last = min(first + per_segment, length)
        x0 = MARGIN + 2
        for low, high, grey, label in bands:
            a, b = max(low, first), min(high, last)
            if a < b:
                canvas.setFillGray(grey)
                canvas.rect(
                    (x0 + (a - first) * unit) * MM,
                    (y - height) * MM,
                    (b - a) * unit * MM,
                    height * MM,
                    fill=1,
                    stroke=0,
                )
                if label and a == low:
                    canvas.setFillGray(0.25)
                    pen.text(x0 + (a - first) * unit + 1.5, y - height + 1.5, label, 6)
        canvas.setFillGray(0)
        canvas.setStrokeGray(0)
        pen.cut_rect(x0, y - height, (last - first) * unit, height)
        for step in range(first, last + 1):
            x = x0 + (step - first) * unit
            pen.line(x, y - height, x, y - height * 0.45, 0.35)
            size = 10 if step in marks else 7
            font = fonts.BOLD if step in marks else fonts.REGULAR
            pen.text(
                x - 1 if step == last else x + 1,
                y - 5,
                str(step),
                size,
                font,
                "right" if step == last else "left",
            )
            if footprints and step < last:
                canvas.setFillGray(0.55)
                canvas.ellipse(
                    (x + unit * 0.3) * MM,
                    (y - height * 0.8) * MM,
                    (x + unit * 0.45) * MM,
                    (y - height * 0.5) * MM,
                    fill=1,
                    stroke=0,
                )
                canvas.ellipse(
                    (x + unit * 0.55) * MM,
                    (y - height * 0.75) * MM,
                    (x + unit * 0.7) * MM,
                    (y - height * 0.45) * MM,
                    fill=1,
                    stroke=0,
                )
                canvas.setFillGray(0)
        if last < length:  # glue tab, folded under the next segment at its first tick
            right = x0 + (last - first) * unit
            pen.cut_rect(right, y - height, tab, height)
            pen.text(right + tab / 2, y - height / 2 - 1, "glue", 6, align="centre")
            pen.text(
                x0 + (last - first) * unit - 1,
                y - height - 3.5,
                f"glue the next piece here, its {last} on this {last}",
                6,
                align="right",
            )
        y -= height + 9
    return y


def token_grid(
    pen: Pen, y: float, labels: list[str], diameter: float, pitch: float = INCH
) -> float:
    """Round tokens on a grid (cut circles) with a label each; returns the y below them."""
    columns = int((pen.paper.width - 2 * MARGIN) // pitch)
    canvas = pen.canvas
    for index, label in enumerate(labels):
        row, column = divmod(index, columns)
        cx = MARGIN + pitch / 2 + column * pitch
        cy = y - pitch / 2 - row * pitch
        canvas.setDash()
        canvas.setLineWidth(0.4)
        canvas.circle(cx * MM, cy * MM, diameter / 2 * MM, fill=0, stroke=1)
        size = 7 if len(label) <= 6 else 5.5
        pen.text(cx, cy - size * 0.35 / MM, label, size, fonts.BOLD, "centre")
    rows = -(-len(labels) // columns)
    return y - rows * pitch
