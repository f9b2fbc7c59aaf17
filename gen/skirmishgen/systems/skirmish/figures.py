"""Skirmish's booklet figures: the table at the start of a game."""

from __future__ import annotations

from ...press import fonts, style
from ...press.figure import Figure
from ...press.icons import draw_icon
from ...press.kit import Pen
from ...press.paper import MM
from .looks import BACK_COLOUR, LOOKS

CARD = (14.0, 19.6)
"""A card drawn in the figure, mm (poker proportions)."""


def _card(pen: Pen, x: float, y: float, word: str, colour: str, icon: str, below: str) -> None:
    """A card face up (or, with the back's colour, face down) with its word under it."""
    w, h = CARD
    canvas = pen.canvas
    canvas.setFillColor("#FFFFFF")
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(0.8)
    canvas.roundRect(x * MM, y * MM, w * MM, h * MM, 1.2 * MM, fill=1, stroke=1)
    canvas.setFillColor(colour)
    canvas.roundRect(x * MM, (y + h - 4.6) * MM, w * MM, 4.6 * MM, 1.2 * MM, fill=1, stroke=0)
    canvas.setFillColor("#FFFFFF")
    pen.text(x + w / 2, y + h - 3.2, word, style.SHEET_MINIMUM, fonts.BOLD, "centre")
    draw_icon(canvas, icon, (x + w / 2) * MM, (y + h / 2 - 2) * MM, 7 * MM, colour)
    canvas.setFillColor(style.INK)
    pen.text(x + w / 2, y - 3.2, below, style.SHEET_MINIMUM, fonts.BOLD, "centre")


def _pile(pen: Pen, x: float, y: float, below: str) -> None:
    """A face-down stack: the common back, slightly offset."""
    w, h = CARD
    canvas = pen.canvas
    for step in (1.2, 0.6, 0.0):
        canvas.setFillColor(BACK_COLOUR)
        canvas.setStrokeColor("#FFFFFF")
        canvas.setLineWidth(0.5)
        canvas.roundRect(
            (x + step) * MM, (y + step) * MM, w * MM, h * MM, 1.2 * MM, fill=1, stroke=1
        )
    canvas.setFillColor(style.INK)
    pen.text(x + w / 2, y - 3.2, below, style.SHEET_MINIMUM, fonts.BOLD, "centre")


DRAWN = 96.0
"""The drawing's width, mm: centred in the column."""


def table(pen: Pen, width: float, height: float) -> None:
    canvas = pen.canvas
    canvas.translate((width - DRAWN) / 2 * MM, 0)
    gap = 4.0
    # the middle of the table: draw deck and the two discard piles
    top = height - CARD[1] - 2
    _pile(pen, 1, top, "draw deck")
    _card(
        pen, 1 + CARD[0] + gap, top, "KICK", LOOKS["basic"].colour, LOOKS["basic"].icon, "discard"
    )
    _card(pen, 1 + 2 * (CARD[0] + gap), top, "AXE", LOOKS["weapon"].colour, "axe", "weapon discard")
    # your place: shield and sword face up, health counters, your hand
    low = 7.0
    _card(pen, 1, low, "SHIELD", LOOKS["armour"].colour, "shield", "your shield")
    _card(pen, 1 + CARD[0] + gap, low, "SWORD", LOOKS["weapon"].colour, "crossed", "your sword")
    hand_x = 1 + 2 * (CARD[0] + gap)
    for index in range(6):  # the hand, fanned
        canvas.setFillColor(BACK_COLOUR)
        canvas.setStrokeColor("#FFFFFF")
        canvas.setLineWidth(0.5)
        x = hand_x + index * 3.2
        canvas.roundRect(x * MM, low * MM, CARD[0] * MM, CARD[1] * MM, 1.2 * MM, fill=1, stroke=1)
    canvas.setFillColor(style.INK)
    pen.text(
        hand_x + (5 * 3.2 + CARD[0]) / 2,
        low - 3.2,
        "your hand: 6 cards",
        style.SHEET_MINIMUM,
        fonts.BOLD,
        "centre",
    )
    counters_x = hand_x + 5 * 3.2 + CARD[0] + 4
    for index in range(12):
        row, column = divmod(index, 4)
        draw_icon(
            canvas,
            "heart",
            (counters_x + 2.5 + column * 5.2) * MM,
            (low + 15.5 - row * 5.2) * MM,
            4.2 * MM,
            "#9A2A22",
        )
    pen.text(counters_x + 10, low - 3.2, "12 health", style.SHEET_MINIMUM, fonts.BOLD, "centre")
    pen.inner_line(1, low + CARD[1] + 6, counters_x + 21, low + CARD[1] + 6)
    canvas.setFillColor(style.MUTED)
    pen.text(counters_x + 21, low + CARD[1] + 7.2, "shared", style.SHEET_MINIMUM, align="right")
    pen.text(counters_x + 21, low + CARD[1] + 3.2, "yours", style.SHEET_MINIMUM, align="right")


FIGURES = {
    "table": Figure(
        50.0,
        table,
        "At the start: the shared piles in the middle of the table; in front of each player "
        "a SHIELD (undamaged side up), a SWORD (weapon side up), 12 health and a hand of 6.",
    )
}


def figures() -> dict[str, Figure]:
    return FIGURES
