"""Player-aid cards' shared look: one teal no card type uses, and one back that says the
card is not part of the deck, so aids never pass for playing cards whichever way they lie."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import fonts, style
from .cards import FaceBox
from .icons import draw_icon
from .paper import CARD_SIZES, MM
from .text import line_size

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

AID_COLOUR = "#1F6F78"
AID_ICON = "magnifier"
_POKER_WIDTH = CARD_SIZES["poker"].width * MM
"""A poker card's width in points: sizes on other cards scale from it."""
FINE = style.CARD_FINE_MINIMUM


def _fitted_line(box: FaceBox, texts: tuple[str, ...], font: str, start: float):
    """The first of ``texts`` that fits the card's width at a readable size, as
    (text, size), or None."""
    room = box.width * (1 - 10 * MM / _POKER_WIDTH)
    for text in texts:
        size = line_size(text, font, room, max(start, FINE), FINE)
        if size is not None:
            return text, size
    return None


def _credit_lines(box: FaceBox, credit: str, scale: float) -> tuple[str, ...]:
    """The game's credit on one line, or broken before "by" when one line is too wide."""
    if _fitted_line(box, (credit,), fonts.REGULAR, 6.5 * scale) or " by " not in credit:
        return (credit,)
    title, author = credit.rsplit(" by ", 1)
    return (title, f"by {author}")


def aid_back_drawer(deck_name: str, credit: str):
    """The back of every player aid of the deck ``deck_name``: PLAYER AID under a large
    magnifier, a note to keep it out of the deck, and at the foot ``credit`` (the game and
    its author) over our own line."""

    def draw(canvas: Canvas, box: FaceBox) -> None:
        scale = box.width / _POKER_WIDTH
        box.flood(canvas, style.tint(AID_COLOUR, 0.16))
        icon = min(box.width, box.height) * 0.4
        draw_icon(canvas, AID_ICON, box.width / 2, box.height * 0.6, icon, AID_COLOUR)
        canvas.setFillColor(AID_COLOUR)
        y = box.height * 0.6 - icon / 2 - 3 * MM
        lines = (
            (("PLAYER AID",), fonts.DISPLAY, 15 * scale),
            ((f"keep out of the {deck_name}", "keep out of the deck"), fonts.ITALIC, 8 * scale),
        )
        for texts, font, start in lines:
            fitted = _fitted_line(box, texts, font, start)
            if fitted:
                text, size = fitted
                y -= size * 0.9
                canvas.setFont(font, size)
                canvas.drawCentredString(box.width / 2, y, text)
                y -= 1.5 * MM
        y = box.height * 0.1
        for line in ("layout by skirmishgen", *reversed(_credit_lines(box, credit, scale))):
            fitted = _fitted_line(box, (line,), fonts.REGULAR, 6.5 * scale)
            if fitted:  # from the foot up: ours, then the game's
                canvas.setFont(fonts.REGULAR, fitted[1])
                canvas.drawCentredString(box.width / 2, y, fitted[0])
                y += fitted[1] * 1.3

    return draw
