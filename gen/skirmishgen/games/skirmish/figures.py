"""Skirmish's booklet figures: the table at the start of a game."""

from __future__ import annotations

from ...press import fonts, style
from ...press.figure import Figure
from ...press.icons import draw_icon
from ...press.ornament import ground, medallion
from ...press.paper import MM
from ...press.pen import Pen
from .about import LOOK
from .looks import LOOKS

CARD = (14.0, 19.6)
"""A card drawn in the figure, mm (poker proportions)."""
FAN = 3.4
"""How far each card of a fanned hand or heap shows past the one under it, mm."""
LABEL = 3.4
"""From a card's foot down to its label's baseline, mm."""
DRAWN = 100.0
"""The drawing's width, mm: centred in the column."""
HEIGHT = 62.0
YOURS, SHARED = 6.0, 41.0
"""The feet of the two rows of cards, mm: the player's place below, the shared piles
above, with their labels and the divider in the band between."""


def _face(pen: Pen, x: float, y: float, word: str, colour: str, icon: str) -> None:
    """A card face up: its type band with the word, its icon."""
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


def _back(pen: Pen, x: float, y: float) -> None:
    """A card face down: the deck's common back (the game's ground and medallion) in small."""
    w, h = CARD
    canvas = pen.canvas
    canvas.saveState()
    clip = canvas.beginPath()
    clip.roundRect(x * MM, y * MM, w * MM, h * MM, 1.2 * MM)
    canvas.clipPath(clip, stroke=0, fill=0)
    ground(canvas, LOOK, (x * MM, y * MM, w * MM, h * MM), 6.5 * MM * w / 63.5)
    canvas.restoreState()
    canvas.setStrokeColor(style.HAIRLINE)
    canvas.setLineWidth(0.5)
    canvas.roundRect(x * MM, y * MM, w * MM, h * MM, 1.2 * MM, fill=0, stroke=1)
    medallion(canvas, LOOK, ((x + w / 2) * MM, (y + h * 0.6) * MM), w * 0.27 * MM)


def _empty(pen: Pen, x: float, y: float) -> None:
    """A place for a pile that starts empty: a dashed outline."""
    w, h = CARD
    canvas = pen.canvas
    canvas.setStrokeColor(style.HAIRLINE)
    canvas.setLineWidth(0.6)
    canvas.setDash(1.2 * MM, 0.8 * MM)
    canvas.roundRect(x * MM, y * MM, w * MM, h * MM, 1.2 * MM, fill=0, stroke=1)
    canvas.setDash()
    canvas.setFillColor(style.MUTED)
    pen.text(x + w / 2, y + h / 2 - 1, "empty", style.SHEET_MINIMUM, align="centre")


def _label(pen: Pen, centre: float, foot: float, words: str) -> None:
    pen.canvas.setFillColor(style.INK)
    pen.text(centre, foot - LABEL, words, style.SHEET_MINIMUM, fonts.BOLD, "centre")


def _shared(pen: Pen) -> None:
    """The middle of the table: the draw deck, the (empty) discard pile and the weapon
    discard pile, every other weapon and shield face up in it."""
    w, gap = CARD[0], 5.0
    for step in (1.2, 0.6, 0.0):
        _back(pen, 1 + step, SHARED + step)
    _label(pen, 1 + w / 2, SHARED, "draw deck")
    _empty(pen, 1 + w + gap, SHARED)
    _label(pen, 1 + w * 1.5 + gap, SHARED, "discard")
    heap = [("AXE", "axe"), ("SPEAR", "spear"), ("DAGGER", "dagger"), ("SHIELD", "shield")]
    left = 1 + 2 * (w + gap)
    for index, (word, icon) in enumerate(heap):  # only the top card's word shows whole
        look = LOOKS["armour" if word == "SHIELD" else "weapon"]
        top = index == len(heap) - 1
        _face(pen, left + index * FAN, SHARED, word if top else "", look.colour, icon)
    _label(pen, left + (3 * FAN + w) / 2, SHARED, "weapon discard")


def _yours(pen: Pen) -> float:
    """A player's place: SHIELD and SWORD face up, the hand, 12 health; returns its right."""
    w, gap = CARD[0], 5.0
    _face(pen, 1, YOURS, "SHIELD", LOOKS["armour"].colour, "shield")
    _label(pen, 1 + w / 2, YOURS, "your shield")
    _face(pen, 1 + w + gap, YOURS, "SWORD", LOOKS["weapon"].colour, "crossed")
    _label(pen, 1 + w * 1.5 + gap, YOURS, "your sword")
    hand = 1 + 2 * (w + gap)
    for index in range(6):
        _back(pen, hand + index * FAN, YOURS)
    _label(pen, hand + (5 * FAN + w) / 2, YOURS, "your hand: 6\u00a0cards")
    health = hand + 5 * FAN + w + 5
    for index in range(12):
        row, column = divmod(index, 4)
        x, y = health + 2.5 + column * 5.2, YOURS + CARD[1] - 2.5 - row * 5.2
        draw_icon(pen.canvas, "heart", x * MM, y * MM, 4.2 * MM, "#9A2A22")
    _label(pen, health + 10, YOURS, "12 health")
    return health + 21


def table(pen: Pen, width: float, height: float) -> None:
    pen.canvas.translate((width - DRAWN) / 2 * MM, 0)
    _shared(pen)
    right = _yours(pen)
    middle = (YOURS + CARD[1] + SHARED - LABEL - 3) / 2
    pen.inner_line(1, middle, right, middle)
    pen.canvas.setFillColor(style.MUTED)
    pen.text(right, middle + 1.2, "the middle of the table", style.SHEET_MINIMUM, align="right")
    pen.text(right, middle - 3.2, "in front of you", style.SHEET_MINIMUM, align="right")


FIGURES = {
    "table": Figure(
        HEIGHT,
        table,
        "At the start: the shared piles in the middle of the table; in front of each player "
        "a SHIELD (undamaged side up), a SWORD (weapon side up), 12 health and a hand "
        "of\u00a06\u00a0cards.",
    )
}


def figures() -> dict[str, Figure]:
    return FIGURES
