"""Abstract Skirmish play-kit part: one sheet for two players.

The sheet lies whole between the players, each half facing its player: bead tracks (OUT,
1 to 15 and +15, in 9 mm cells) for four units a side, the one record of a unit's slots (the
unit mats keep none). Between the halves, the quick reference is printed whole in two
panels on either side of the initiative-order strip, each the right way up for the player
it faces. The only pieces to cut are the unit tokens, in one strip at
the foot between crop marks, clear of the credit line; they are laid on the order strip in
order of the initiative rolls.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...errors import LayoutError
from ...press import fonts, style
from ...press.kit import Part, fixed
from ...press.ornament import medallion, motif
from ...press.paper import MM
from ...press.pen import CREDIT_BASELINE, INCH, MARGIN, Pen, header
from ...press.text import Block, draw_column, fit_blocks
from ...press.tokens import Token, piece_grid
from .about import LOOK

KEY_RULE = "EVERY ROLL: 2d6 + the trait's level (its cards in the unit). The higher total wins."
TURN = (
    "**1 Decide.** Lay Trait cards face down on your units' slots, then all turn up at once.",
    "**2 Act.** Roll INITIATIVE for each unit and lay its token on the ORDER strip: the "
    "highest acts first.",
    "**Attack.** ACCURACY above EVASION hits (a tie misses). The target loses DAMAGE minus "
    "ENDURANCE in slots (none at 0 or less).",
    "**Slots.** Move the bead to the new number (over 15: a second bead on +15); at 0 the "
    "unit is destroyed. The last side with units wins.",
    "**Options.** Split an attack among targets; units may pool theirs.",
)
"""The whole turn, printed in each player's panel: the key roll in its band, then these."""
UNITS = 4
"""Slot counters per player."""
SLOTS = 30
"""Slots a counter can hold: the rules call 30 or more a monstrous unit."""
RUN = 15
"""Numbers on a track; a second bead on its +15 cell counts the rest (16 to 30)."""
ROW = 12.0
"""A track's cells are this tall, mm: a bead or a small coin sits in one without covering
the next, and the label cell holds the side's word over a name line."""
OUT_CELL = 10.0
"""The track's first cell, mm: the unit is out."""
PLUS_CELL = 13.0
"""The track's last cell, mm: a bead there adds 15."""
NAME = 30.0
"""The name line under a track's side and letter, mm: room for "Charlie" by hand."""
LABEL = NAME + 4.0
"""The track's label cell (side and letter over the name line), mm."""
COUNTER_HEIGHT = ROW
ORDER = 8
"""Places on the initiative-order strip."""
ORDER_DEPTH = 23.0
"""The order strip's depth, mm: a token lies in a place with room round it."""
TOKENS = 4
"""Unit tokens per side."""
TOKEN = 19.0
"""A unit token's side, mm."""
CROP = 3.0
"""The crop marks' length, mm, off the token strip's corners."""
GAP = 3.0
BAND = 8.0
"""The key roll's band on the kit's reference panels, mm."""


TRACK_NAME = 10.0
"""pt: a track's side and letter (RED A), over its name line."""
TRACK_LABEL = 8.5
"""pt: OUT in a track's first cell."""
CAPTION = 8.0
"""pt: the caption naming the track's name line."""


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
    band: float = 9.0,
    framed: bool = False,
    key: str = KEY_RULE,
) -> None:
    """The quick reference: the ``key`` line in a ``band`` mm band, the ``turn`` in two
    columns; in a cut box (``cut``), a frame of the game's colour (``framed``), or
    unframed on a sheet (whose own words say how its parts are used)."""
    width = _width(pen) if width is None else width
    bottom = top - height
    canvas = pen.canvas
    if framed:
        canvas.setStrokeColor(LOOK.colour)
        canvas.setLineWidth(0.8)
        canvas.roundRect(
            left * MM, bottom * MM, width * MM, height * MM, 1.5 * MM, stroke=1, fill=0
        )
        canvas.setStrokeColor(style.INK)
    canvas.setFillColor(side.colour)
    canvas.rect(
        (left + 2) * MM, (top - 2 - band) * MM, (width - 4) * MM, band * MM, stroke=0, fill=1
    )
    canvas.setFillColor("#FFFFFF")
    pen.text(left + width / 2, top - 2 - band / 2 - 1.3, key, 9.5, fonts.BOLD, "centre")
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


def _hex_ground(pen: Pen, box: tuple[float, float, float, float], colour: str) -> None:
    """A light ground of ``colour`` with the game's hexes over it (mm box)."""
    x, y, w, h = box
    motif(
        pen.canvas,
        LOOK.motif,
        (x * MM, y * MM, w * MM, h * MM),
        style.tint(colour, 0.22),
        4.5 * MM,
        0.4,
        style.tint(colour, 0.08),
    )


def slot_counter(pen: Pen, top: float, letter: str, side: style.Team) -> None:
    """One unit's bead track, a row ``ROW`` mm tall: its side and letter, and a caption
    saying what the ``NAME`` mm line under them is for, on white paper; OUT, 1 to 15 (a
    heavier rule after every fifth, so a bead's place reads at a glance) and +15, where a
    second bead counts 15 more."""
    width = _width(pen)
    cell = (width - LABEL - OUT_CELL - PLUS_CELL) / RUN
    bottom = top - ROW
    canvas = pen.canvas
    canvas.setFillColor(side.colour)
    pen.text(MARGIN + 2, top - 4.2, f"{side.word} {letter}", TRACK_NAME, fonts.BOLD)
    canvas.setFillColor(style.MUTED)
    pen.text(MARGIN + LABEL - 2, top - 4.2, "unit's name", CAPTION, fonts.ITALIC, "right")
    pen.inner_line(MARGIN + 2, bottom + 1.8, MARGIN + 2 + NAME, bottom + 1.8)
    canvas.setFillColor(style.INK)
    left = MARGIN + LABEL
    shade = style.tint(style.NEUTRAL, 0.18)
    right = MARGIN + width - PLUS_CELL
    canvas.setFillColor(shade)
    canvas.rect(left * MM, bottom * MM, OUT_CELL * MM, ROW * MM, stroke=0, fill=1)
    canvas.setFillColor(style.tint(side.colour, 0.16))
    canvas.rect(right * MM, bottom * MM, PLUS_CELL * MM, ROW * MM, stroke=0, fill=1)
    canvas.setFillColor(style.INK)
    pen.inner_line(left, bottom, left, top)
    pen.text(
        left + OUT_CELL / 2,
        bottom + ROW / 2 - 1.2,
        "OUT",
        TRACK_LABEL,
        fonts.BOLD,
        "centre",
    )
    for value in range(1, RUN + 1):
        x = left + OUT_CELL + (value - 1) * cell
        if value % 5 == 1 and value > 1:  # a heavier rule before 6 and 11
            canvas.setStrokeColor(style.MUTED)
            pen.line(x, bottom, x, top, 0.8)
            canvas.setStrokeColor(style.INK)
        else:
            pen.inner_line(x, bottom, x, top)
        pen.text(x + cell / 2, bottom + ROW / 2 - 1.3, str(value), 9, fonts.BOLD, "centre")
    canvas.setStrokeColor(style.MUTED)
    pen.line(right, bottom, right, top, 0.8)
    canvas.setFillColor(side.colour)
    pen.text(right + PLUS_CELL / 2, bottom + ROW / 2 - 1.3, f"+{RUN}", 9, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    canvas.setStrokeColor(side.colour)
    canvas.setLineWidth(0.6)
    canvas.rect(MARGIN * MM, bottom * MM, width * MM, ROW * MM, stroke=1, fill=0)
    canvas.setStrokeColor(style.INK)


def order_place(inner: float) -> float:
    """A place on the order strip ``inner`` mm wide, mm: eight lie in a row, each wider
    than a token."""
    return min(INCH, (inner - 26.0) / ORDER)


def order_strip(pen: Pen, top: float) -> float:
    """The initiative-order strip, ``ORDER_DEPTH`` deep; returns the y below it."""
    width = _width(pen)
    place = order_place(width)
    label = width - ORDER * place
    bottom = top - ORDER_DEPTH
    canvas = pen.canvas
    _hex_ground(pen, (MARGIN, bottom, label, ORDER_DEPTH), LOOK.colour)
    middle = MARGIN + label / 2
    medallion(canvas, LOOK, (middle * MM, (top - 5) * MM), 3.4 * MM)
    canvas.setFillColor(LOOK.colour)
    pen.text(middle, top - 12, "ORDER", 10, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    pen.text(middle, top - 16, "highest", style.SHEET_MINIMUM, fonts.BOLD, "centre")
    pen.text(middle, top - 19, "roll first", style.SHEET_MINIMUM, fonts.BOLD, "centre")
    for number in range(ORDER):
        x = MARGIN + label + number * place
        pen.inner_line(x, bottom, x, top)
        canvas.setFillColor(style.tint(style.NEUTRAL, 0.75))
        ordinal = {1: "1st", 2: "2nd", 3: "3rd"}.get(number + 1, f"{number + 1}th")
        pen.text(x + place / 2, bottom + ORDER_DEPTH / 2 - 1.5, ordinal, 9, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    canvas.setStrokeColor(LOOK.colour)
    canvas.setLineWidth(0.8)
    canvas.rect(MARGIN * MM, bottom * MM, width * MM, ORDER_DEPTH * MM, stroke=1, fill=0)
    canvas.setStrokeColor(style.INK)
    return bottom


def _tracks(pen: Pen, top: float, side: style.Team) -> None:
    """A player's four bead tracks from ``top`` down, on shared edges."""
    for index in range(UNITS):
        slot_counter(pen, top - index * COUNTER_HEIGHT, "ABCDE"[index], side)


def _panel(pen: Pen, top: float, height: float, side: int) -> None:
    """The whole quick reference for the player of ``side`` (0 or 1): the key roll in a band
    of that side's colour, the turn in two columns, in the game's frame."""
    reference_card(pen, top, height, style.team(side), cut=False, band=BAND, framed=True)


def token_strip(pen: Pen, bottom: float) -> float:
    """The unit tokens, red then blue, in one row from ``bottom`` up, between crop marks:
    the only pieces to cut; the words beside it say so. Returns the y above it."""
    red, blue = style.team(0), style.team(1)
    tokens = [
        Token("banner", f"{team.word} UNIT", letter, team.colour, team.tint)
        for team in (red, blue)
        for letter in "ABCDE"[:TOKENS]
    ]
    length = TOKEN * len(tokens)
    x = MARGIN + (_width(pen) - length) / 2
    top = bottom + TOKEN
    piece_grid(pen, top, tokens, TOKEN, x=x, width=length + 0.01)
    for cx in (x, x + length) if not pen.gap else ():  # crop marks guide scissors only
        for cy in (bottom, top):
            out = -1 if cx == x else 1
            pen.crop_line(cx + out * 1.5, cy, cx + out * (1.5 + CROP), cy)
            up = -1 if cy == bottom else 1
            pen.crop_line(cx, cy + up * 1.5, cx, cy + up * (1.5 + CROP))
    canvas = pen.canvas
    room = x - MARGIN - CROP - 3
    for align, edge, lines in (
        ("left", MARGIN, ("CUT OUT", "only these:", "unit tokens")),
        ("right", MARGIN + _width(pen), ("lay them", "on the", "ORDER strip")),
    ):
        for row, words in enumerate(lines):
            bold = row == 0
            canvas.setFillColor(LOOK.colour if bold else style.INK)
            size = 8 if bold else style.SHEET_MINIMUM
            if room > 14:
                pen.text(
                    edge,
                    top - 5 - row * 4,
                    words,
                    size,
                    fonts.BOLD if bold else fonts.REGULAR,
                    align,
                )
    canvas.setFillColor(style.INK)
    return top


PANEL = 36.0
"""The most height a reference panel takes, mm: its words at 8.5 pt or more with air."""
CREDIT_CLEAR = 4.0
"""Blank paper between the top of the credit line and the lowest crop mark, mm."""
CREDIT_CAP = 1.8
"""The credit line's height over its baseline, mm (7 pt capitals)."""
NOTE = (
    "Print one-sided; lay the sheet whole between the players, each half and its panel of the "
    "whole turn facing its player. These bead tracks are the one record of slots (the unit "
    "mats keep none): a bead or a small coin marks a unit's slots; over 15, a second bead on "
    "+15 counts 15 more. Cut out only the unit tokens at the foot."
)


def quick_reference(pen: Pen) -> None:
    y = header(pen, "Quick reference and trackers, two players", NOTE)
    lowest = CREDIT_BASELINE + CREDIT_CAP + CREDIT_CLEAR  # the crop marks' lowest end
    tokens = token_strip(pen, lowest + 1.5 + CROP)
    _sheet(pen, plan(y - 1.5, tokens + 1.5 + CROP))
    pen.new_page()


def table_sheet(pen: Pen) -> None:
    """The sheet as a board on a virtual table, ``TABLE_HEIGHT`` mm tall: its title, the
    tracks, the panels and the order strip; no instructions for printing, no token strip
    (the table has its tokens)."""
    header(pen, TABLE_TITLE)
    _sheet(pen, table_plan())


def table_plan() -> SheetPlan:
    """The parts of the table's sheet: under its title (no note), down to its margin."""
    return plan(TABLE_HEIGHT - MARGIN - TITLE_DEPTH - 1.5, MARGIN)


@dataclass(frozen=True)
class SheetPlan:
    """Where the sheet's parts lie between ``top`` and the foot, mm: the blue tracks from
    ``top``, then the blue panel, the order strip, the red panel and the red tracks, a
    ``gap`` apart, each panel ``panel`` mm."""

    top: float
    panel: float
    gap: float

    @property
    def blue_panel(self) -> float:
        return self.top - UNITS * COUNTER_HEIGHT - self.gap

    @property
    def order(self) -> float:
        return self.blue_panel - self.panel - self.gap

    @property
    def red_panel(self) -> float:
        return self.order - ORDER_DEPTH - self.gap

    @property
    def red_tracks(self) -> float:
        return self.red_panel - self.panel - self.gap


def plan(top: float, bottom: float) -> SheetPlan:
    """The parts between ``top`` and ``bottom`` (mm), the room left shared out round them."""
    room = top - bottom - 2 * UNITS * COUNTER_HEIGHT - ORDER_DEPTH
    panel = min((room - 5 * GAP) / 2, PANEL)
    return SheetPlan(top, panel, (room - 2 * panel) / 5)


def _sheet(pen: Pen, parts: SheetPlan) -> None:
    tracks = UNITS * COUNTER_HEIGHT
    _turned(pen, parts.top, tracks, lambda: _tracks(pen, parts.top, style.team(1)))
    _turned(
        pen,
        parts.blue_panel,
        parts.panel,
        lambda: _panel(pen, parts.blue_panel, parts.panel, 1),
    )
    order_strip(pen, parts.order)
    _panel(pen, parts.red_panel, parts.panel, 0)
    _tracks(pen, parts.red_tracks, style.team(0))


def sheet_spots(width: float, parts: SheetPlan) -> list[tuple[float, float]]:
    """Where a bead or a token lies on the sheet ``width`` mm wide (mm from its lower left
    corner): every cell of both sides' slot tracks (the blue ones turned) and every place
    on the order strip."""
    red = [(x, parts.red_tracks - y) for x, y in track_spots(width)]
    middle = parts.top - UNITS * COUNTER_HEIGHT / 2
    blue = [(width - x, 2 * middle - (parts.top - y)) for x, y in track_spots(width)]
    place = order_place(width - 2 * MARGIN)
    label = width - 2 * MARGIN - ORDER * place
    order = [
        (MARGIN + label + (n + 0.5) * place, parts.order - ORDER_DEPTH / 2) for n in range(ORDER)
    ]
    return red + blue + order


def track_spots(width: float) -> list[tuple[float, float]]:
    """The middle of each cell of a side's slot tracks on a sheet ``width`` mm wide: x from
    the sheet's left, y down from the tracks' top (mm)."""
    inner = width - 2 * MARGIN
    cell = (inner - LABEL - OUT_CELL - PLUS_CELL) / RUN
    left = MARGIN + LABEL
    xs = [left + OUT_CELL / 2]
    xs += [left + OUT_CELL + (value - 0.5) * cell for value in range(1, RUN + 1)]
    xs.append(MARGIN + inner - PLUS_CELL / 2)
    return [(x, (row + 0.5) * COUNTER_HEIGHT) for row in range(UNITS) for x in xs]


def _turned(pen: Pen, top: float, height: float, draw: Callable[[], None]) -> None:
    """What ``draw`` puts in the band ``height`` mm from ``top``, turned 180 degrees about
    the band's middle, to face the player across the table."""
    canvas = pen.canvas
    middle_x, middle_y = pen.paper.width / 2, top - height / 2
    canvas.saveState()
    canvas.translate(middle_x * MM, middle_y * MM)
    canvas.rotate(180)
    canvas.translate(-middle_x * MM, -middle_y * MM)
    draw()
    canvas.restoreState()


PARTS = (Part("reference", "quick reference and trackers", fixed(quick_reference)),)

TABLE_TITLE = "Quick reference and trackers"
TABLE_BODY = 2 * UNITS * COUNTER_HEIGHT + ORDER_DEPTH + 2 * PANEL + 5 * GAP
"""mm: the sheet's tracks, panels and order strip at their fullest, with their gaps."""
TITLE_DEPTH = 9.0
"""mm: a page's title with no note (:func:`header`)."""
TABLE_HEIGHT = 2 * MARGIN + TITLE_DEPTH + 1.5 + TABLE_BODY
"""mm: the sheet as a virtual table's board (its title, no note, no tokens to cut)."""
