"""Unit Trait card faces: one front per trait (its colour, icon and text), one common back,
so face-down cards on a mat cannot be told apart."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...press import fonts
from ...press.cards import FaceBox, FaceTooFull
from ...press.icons import draw_icon
from ...press.paper import MM
from ...press.text import Block, draw_column, fit_blocks, line_size
from .game import CREDITS
from .models import AbstractReference, Trait

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

BACK = "#2F3437"


def _ground(canvas: Canvas, box: FaceBox, colour: str, width: float) -> None:
    canvas.setFillColor("#FFFFFF")
    canvas.rect(
        -box.bleed,
        -box.bleed,
        box.width + 2 * box.bleed,
        box.height + 2 * box.bleed,
        fill=1,
        stroke=0,
    )
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(width)
    inset = 2 * MM
    canvas.roundRect(
        inset, inset, box.width - 2 * inset, box.height - 2 * inset, 2.5 * MM, fill=0, stroke=1
    )


def front_drawer(trait: Trait):
    def draw(canvas: Canvas, box: FaceBox) -> None:
        _ground(canvas, box, trait.colour, 1.2)
        band = box.height * 0.2
        canvas.setFillColor(trait.colour)
        canvas.roundRect(
            2.8 * MM,
            box.height - 2.8 * MM - band,
            box.width - 5.6 * MM,
            band,
            1.6 * MM,
            fill=1,
            stroke=0,
        )
        size = line_size(trait.name.upper(), fonts.BOLD, box.width - 9 * MM, 13, 6)
        if size is None:
            raise FaceTooFull(
                f"trait '{trait.name}': its name does not fit; choose a larger --card-size"
            )
        canvas.setFillColor("#FFFFFF")
        canvas.setFont(fonts.BOLD, size)
        canvas.drawCentredString(
            box.width / 2, box.height - 2.8 * MM - band / 2 - size * 0.35, trait.name.upper()
        )
        icon = min(box.width * 0.42, box.height * 0.3)
        centre = box.height - 2.8 * MM - band - 3 * MM - icon / 2
        draw_icon(canvas, trait.icon, box.width / 2, centre, icon, trait.colour)
        canvas.setFillColor(trait.colour)
        canvas.setFont(fonts.BOLD, 11)
        canvas.drawCentredString(box.width / 2, centre - icon / 2 - 5 * MM, f"+1 {trait.short}")
        top = centre - icon / 2 - 7 * MM
        column = fit_blocks(
            [Block(trait.text, align="centre")], box.width - 7 * MM, top - 4 * MM, 7.0, 5.0
        )
        if column is None:
            raise FaceTooFull(
                f"trait '{trait.name}': its text does not fit even at 5 pt; "
                "choose a larger --card-size"
            )
        draw_column(canvas, column, 3.5 * MM, top, box.width - 7 * MM)

    return draw


def back_drawer(ref: AbstractReference):
    def draw(canvas: Canvas, box: FaceBox) -> None:
        _ground(canvas, box, BACK, 1.0)
        step = min(box.width, box.height) / 4
        for number, trait in enumerate(ref.traits):
            x = box.width / 2 + (number - 2) * step * 0.62
            draw_icon(canvas, trait.icon, x, box.height * 0.58, step * 0.5, "#8A8F93")
        canvas.setFillColor(BACK)
        title = "UNIT TRAIT"
        size = line_size(title, fonts.BOLD, box.width - 8 * MM, 12, 6) or 6
        canvas.setFont(fonts.BOLD, size)
        canvas.drawCentredString(box.width / 2, box.height * 0.4, title)
        small = line_size(CREDITS.title, fonts.ITALIC, box.width - 8 * MM, 7, 4) or 4
        canvas.setFont(fonts.ITALIC, small)
        canvas.drawCentredString(box.width / 2, box.height * 0.4 - 5 * MM, CREDITS.title)
        canvas.setFont(fonts.REGULAR, min(small, 6))
        canvas.drawCentredString(box.width / 2, 4.5 * MM, f"{CREDITS.author}, {CREDITS.year}")

    return draw
