"""Abstract Skirmish play-kit part: one sheet for two players.

Each player's half holds a quick-reference card (the key roll inside its cut box, the
turn in our own words) and slot counters (OUT, 1 to 30) for four units; between the halves lie the
initiative-order strip and each side's unit tokens, set on the strip in order of the
initiative rolls.
"""

from __future__ import annotations

from ...errors import LayoutError
from ...press import fonts, style
from ...press.kit import (
    INCH,
    MARGIN,
    Part,
    Pen,
    Token,
    fixed,
    header,
    legend,
    piece_grid,
)
from ...press.paper import MM
from ...press.text import Block, draw_column, fit_blocks
from .game import CREDITS

KEY_RULE = "EVERY ROLL: 2d6 + the trait's level (its cards in the unit). The higher total wins."
TURN = (
    "**1 Decide.** Each player lays Trait cards face down on every unit's slots; all are "
    "turned up together. A trait's level is how many of its cards the unit holds.",
    "**2 Act.** Roll INITIATIVE for every unit and lay its token on the order strip: "
    "the highest acts first.",
    "**Attack.** ACCURACY against the target's EVASION: only a higher total hits (a tie "
    "misses). Then DAMAGE against ENDURANCE: the difference is the slots the target "
    "loses, never fewer than none.",
    "**Slots.** Move the unit's clip down its counter; at 0 the unit is destroyed. "
    "The last side with units left wins.",
    "**Options.** Split ACCURACY and DAMAGE over several targets as you like; two units may "
    "add their ACCURACY and DAMAGE into one attack.",
)
UNITS = 4
"""Slot counters per player."""
SLOTS = 30
"""Slots a counter shows: the rules call 30 or more a monstrous unit."""
OUT_CELL = 9.0
"""The counter's first cell, mm: the unit is out."""
ORDER = 8
"""Places on the initiative-order strip."""
TOKENS = 4
"""Unit tokens per side."""
COUNTER_HEIGHT = 11.0
GAP = 4.0


def _width(pen: Pen) -> float:
    return pen.paper.width - 2 * MARGIN


def reference_card(
    pen: Pen,
    top: float,
    height: float,
    side: style.Team,
    left: float = MARGIN,
    width: float | None = None,
    cut: bool = True,
    turn: tuple[str, ...] = TURN,
) -> None:
    """The quick reference: the key roll in a band, the ``turn`` in two columns; in a cut
    box on the kit (``cut``), unframed on a sheet (whose own words say how its parts are
    used)."""
    width = _width(pen) if width is None else width
    bottom = top - height
    canvas = pen.canvas
    band = 9.0
    canvas.setFillColor(side.colour)
    canvas.rect(
        (left + 2) * MM, (top - 2 - band) * MM, (width - 4) * MM, band * MM, stroke=0, fill=1
    )
    canvas.setFillColor("#FFFFFF")
    pen.text(left + width / 2, top - 2 - band / 2 - 1.3, KEY_RULE, 9.5, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    column_w = (width - 10) / 2
    halves = _even_halves(turn, column_w * MM, (height - band - 6) * MM)
    if halves is None:  # a layout change that leaves no room must not drop the rules
        raise LayoutError("the quick reference does not fit its card at 7 pt")
    for half, column in enumerate(halves):
        x = left + 3 + half * (column_w + 4)
        draw_column(canvas, column, x * MM, (top - band - 3) * MM, column_w * MM)
    if cut:
        pen.cut_rect(left, bottom, width, height)


def _even_halves(turn: tuple[str, ...], width: float, height: float) -> tuple[list, list] | None:
    """The turn in two columns at one size, the largest any split allows (points)."""
    blocks = [Block(text, space_before=0.35) for text in turn]
    best: tuple[float, tuple[list, list]] | None = None
    for split in range(1, len(blocks)):
        halves = (blocks[:split], blocks[split:])
        fitted = [fit_blocks(part, width, height, 10, style.SHEET_MINIMUM) for part in halves]
        if None in fitted:
            continue
        size = min(column[0].size for column in fitted if column)
        if best is None or size > best[0]:
            again = [fit_blocks(part, width, height, size, size) for part in halves]
            best = (size, (again[0] or [], again[1] or []))
    return best[1] if best else None


def slot_counter(pen: Pen, top: float, letter: str, side: style.Team) -> None:
    """One unit's slot counter: its token letter and a name field, OUT, then slots 1 to 15
    and 16 to 30 in two rows of cells wide enough for a paper clip or a coin's edge (every
    fifth after a heavier rule, so a clip's place reads at a glance)."""
    width = _width(pen)
    label = 38.0
    per_row = SLOTS // 2
    cell = (width - label - OUT_CELL) / per_row
    row = COUNTER_HEIGHT / 2
    bottom = top - COUNTER_HEIGHT
    canvas = pen.canvas
    canvas.setFillColor(side.colour)
    unit = f"{side.word} {letter}"
    pen.text(MARGIN + 2.5, top - row / 2 - 1.4, unit, 10, fonts.BOLD)
    canvas.setFillColor(style.MUTED)
    baseline = bottom + row / 2 - 1.2
    pen.text(MARGIN + 2.5, baseline, "name", style.SHEET_MINIMUM)
    pen.inner_line(MARGIN + 9, baseline, MARGIN + label - 2, baseline)
    canvas.setFillColor(style.INK)
    left = MARGIN + label
    pen.inner_line(left, bottom, left, top)
    pen.text(left + OUT_CELL / 2, top - row - 1.2, "OUT", style.SHEET_MINIMUM, fonts.BOLD, "centre")
    pen.inner_line(left + OUT_CELL, top - row, left + width - label, top - row)
    for value in range(1, SLOTS + 1):
        line, place = divmod(value - 1, per_row)
        x = left + OUT_CELL + place * cell
        y = top - (line + 1) * row
        if value % 5 == 1 and place:  # a heavier rule before 6, 11, 21, 26 ...
            canvas.setStrokeColor(style.MUTED)
            pen.line(x, y, x, y + row, 0.8)
            canvas.setStrokeColor(style.INK)
        else:
            pen.inner_line(x, y, x, y + row)
        pen.text(x + cell / 2, y + row / 2 - 1.3, str(value), 9, fonts.BOLD, "centre")
    pen.cut_rect(MARGIN, bottom, width, COUNTER_HEIGHT)


def order_place(pen: Pen) -> float:
    """A place on the order strip, mm: a unit token is as wide, so eight lie in a row."""
    return min(INCH, (_width(pen) - 26.0) / ORDER)


def order_strip(pen: Pen, top: float) -> float:
    """The initiative-order strip, one inch deep; returns the y below it."""
    width = _width(pen)
    place = order_place(pen)
    label = width - ORDER * place
    bottom = top - INCH
    canvas = pen.canvas
    canvas.setFillColor(style.tint(style.NEUTRAL, 0.2))  # a light title cell, not a toner block
    canvas.rect(MARGIN * MM, bottom * MM, label * MM, INCH * MM, stroke=0, fill=1)
    canvas.setFillColor(style.INK)
    for row, words in enumerate(("ORDER", "highest", "roll first")):
        size = 10 if row == 0 else style.SHEET_MINIMUM
        pen.text(MARGIN + label / 2, top - 8 - row * 4.5, words, size, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    for number in range(ORDER):
        x = MARGIN + label + number * place
        if number:
            pen.inner_line(x, bottom, x, top)
        canvas.setFillColor(style.MUTED)
        ordinal = {1: "1st", 2: "2nd", 3: "3rd"}.get(number + 1, f"{number + 1}th")
        pen.text(x + place / 2, bottom + INCH / 2 - 1.5, ordinal, 9, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    pen.cut_rect(MARGIN, bottom, width, INCH)
    return bottom


def _half(pen: Pen, top: float, height: float, side: style.Team) -> None:
    """A player's reference card and slot counters in ``height`` mm from ``top``."""
    counters = UNITS * COUNTER_HEIGHT  # stacked on shared cut lines
    reference_card(pen, top, height - counters - GAP, side)
    y = top - height + counters
    for index in range(UNITS):
        slot_counter(pen, y, "ABCDE"[index], side)
        y -= COUNTER_HEIGHT


def quick_reference(pen: Pen) -> None:
    y = header(
        pen,
        "Quick reference and trackers, two players",
        f"{CREDITS.title} {CREDITS.byline}. A clip on each counter marks the unit's slots; "
        "tokens go on the ORDER strip. Four units a side: for more, print a second sheet. "
        "Lay the sheet between the players: each half faces its player.",
    )
    pen.canvas.setFillColor(style.MUTED)
    pen.text(MARGIN, y - 2, "Print one-sided: nothing here needs an exact size.", 7)
    pen.canvas.setFillColor(style.INK)
    y -= 4
    legend(pen, MARGIN, y - 1, ("cut",))
    top = y - 5
    middle = INCH + GAP + INCH  # the order strip and the tokens
    half = (top - 10 - middle - 2 * GAP) / 2
    red, blue = style.team(0), style.team(1)
    _half(pen, top, half, red)
    y = order_strip(pen, top - half - GAP) - GAP / 2
    tokens = [
        Token("banner", f"{team.word} UNIT", letter, team.colour, team.tint)
        for team in (red, blue)
        for letter in "ABCDE"[:TOKENS]
    ]
    size = order_place(pen)
    x = MARGIN + (_width(pen) - size * len(tokens)) / 2
    piece_grid(pen, y, tokens, size, x=x, width=size * len(tokens) + 0.01)
    _facing(pen, y - INCH - GAP, half, blue)
    pen.new_page()


def _facing(pen: Pen, top: float, height: float, side: style.Team) -> None:
    """A player's half turned round to face the player across the table: drawn as the
    other half is, then turned 180 degrees about the middle of its band."""
    canvas = pen.canvas
    middle_x, middle_y = pen.paper.width / 2, top - height / 2
    canvas.saveState()
    canvas.translate(middle_x * MM, middle_y * MM)
    canvas.rotate(180)
    canvas.translate(-middle_x * MM, -middle_y * MM)
    _half(pen, top, height, side)
    canvas.restoreState()


PARTS = (Part("reference", "quick reference and trackers", fixed(quick_reference)),)
