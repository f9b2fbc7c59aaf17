"""Skirmish 5th edition play-kit part: a poker-size health card per player.

Each card has the player's name field, health 12 (the start) down to 0 (out) in cells
divided by inner lines (only the card's outline is cut), and the recovery reminder.
The cards are poker size, so they keep in the deck's box. Six stand upright three by
two; the seventh and eighth lie on their side below them, so eight players fit one sheet.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.kit import MARGIN, Drawing, KitRequest, Part, Pen, header, legend
from ...press.paper import CARD_SIZES, MM

START = 12
RECOVER = 2
PLAYERS = 8
CARD = CARD_SIZES["poker"]
INSET = 3.0
"""Everything on a card keeps this far (mm) from its cut outline."""
NAME_BAND = 10.0
FOOT_BAND = 5.0


@dataclass(frozen=True)
class Place:
    """Where one card goes: lower left corner (mm) and whether it lies on its side."""

    x: float
    y: float
    across: bool


def places(players: int, top: float) -> list[Place]:
    """Upright cards three a row from ``top``; after six, the rest lie across, two a row."""
    result = []
    for index in range(min(players, 6)):
        row, column = divmod(index, 3)
        result.append(
            Place(MARGIN + column * CARD.width, top - (row + 1) * CARD.height, across=False)
        )
    below = top - 2 * CARD.height if players > 6 else 0.0
    for index in range(players - 6):
        row, column = divmod(index, 2)
        result.append(
            Place(MARGIN + column * CARD.height, below - (row + 1) * CARD.width, across=True)
        )
    return result


def card(pen: Pen, place: Place, player: int) -> None:
    """One health card, drawn in its own box (cut outline last)."""
    width, height = (CARD.height, CARD.width) if place.across else (CARD.width, CARD.height)
    x, y = place.x, place.y
    left, right, top = x + INSET, x + width - INSET, y + height - INSET
    canvas = pen.canvas
    # name field
    canvas.setFillColor(style.MUTED)
    pen.text(left, top - 3, f"PLAYER {player}  name:", style.SHEET_MINIMUM, fonts.BOLD)
    pen.inner_line(left, top - NAME_BAND + 1.5, right, top - NAME_BAND + 1.5)
    canvas.setFillColor(style.INK)
    # cells: START on its own row, then START-1 .. 0
    columns = 6 if place.across else 3
    rows = -(-START // columns) + 1
    grid_top = top - NAME_BAND
    grid_bottom = y + INSET + FOOT_BAND
    cell_h = (grid_top - grid_bottom) / rows
    cell_w = (right - left) / columns
    canvas.setFillColor(style.TEAMS[0].tint)
    canvas.rect(
        left * MM, (grid_top - cell_h) * MM, (right - left) * MM, cell_h * MM, stroke=0, fill=1
    )
    canvas.setFillColor(style.INK)
    _cell(pen, left, grid_top - cell_h, right - left, cell_h, START, "START")
    for value in range(START - 1, -1, -1):
        index = START - 1 - value
        row, column = divmod(index, columns)
        cx = left + column * cell_w
        cy = grid_top - (row + 2) * cell_h
        _cell(pen, cx, cy, cell_w, cell_h, value, "OUT" if value == 0 else "")
    for row in range(rows + 1):
        pen.inner_line(left, grid_top - row * cell_h, right, grid_top - row * cell_h)
    for column in range(columns + 1):
        pen.inner_line(
            left + column * cell_w, grid_top - cell_h, left + column * cell_w, grid_bottom
        )
    pen.inner_line(left, grid_top, left, grid_top - cell_h)
    pen.inner_line(right, grid_top, right, grid_top - cell_h)
    pen.text(
        (left + right) / 2,
        y + INSET + 0.6,
        f"Recover +{RECOVER}, max {START} \u00b7 0 or less: out",
        8,
        align="centre",
    )
    canvas.setFillColor(style.INK)
    pen.cut_rect(x, y, width, height)


def _cell(pen: Pen, x: float, y: float, w: float, h: float, value: int, word: str) -> None:
    """A health value, its number big; the start with a heart and its word, 0 with a skull."""
    canvas = pen.canvas
    icon = "skull" if value == 0 else "heart"
    size = min(h * 0.34, 5.0)
    number = style.PIECE_NUMBER if not word or value == 0 else 18
    if word and value:  # the START row: heart, big number, word side by side
        cx = x + w / 2
        draw_icon(
            canvas, icon, (cx - 14) * MM, (y + h / 2) * MM, size * 1.3 * MM, style.TEAMS[0].colour
        )
        pen.text(cx, y + h / 2 - 2.3, str(value), number, fonts.DISPLAY, "centre")
        pen.text(cx + 9, y + h / 2 - 1.2, word, 9, fonts.BOLD)
        return
    if value == 0:
        draw_icon(
            canvas,
            icon,
            (x + 1.2 + size / 2) * MM,
            (y + h - 1.2 - size / 2) * MM,
            size * MM,
            style.INK,
        )
    pen.text(x + w / 2, y + h / 2 - 2.5, str(value), number, fonts.DISPLAY, "centre")
    if word:
        pen.text(x + w - 1.2, y + 1.2, word, style.SHEET_MINIMUM, fonts.BOLD, "right")


def health(pen: Pen, players: int) -> None:
    y = header(
        pen,
        "Health cards",
        f"One card per player, poker size to keep in the deck box: print at 100% (actual "
        f"size). Everyone starts on {START}: a coin on the card marks your health.",
    )
    legend(pen, MARGIN, y - 1, ("cut",))
    for player, place in enumerate(places(players, y - 4), start=1):
        card(pen, place, player)
    pen.new_page()


def _health(request: KitRequest) -> Drawing:
    return partial(health, players=request.options["players"])


PARTS = (Part("health", "health cards", _health),)
