"""1 Stat Skirmish tokens: square, icon and word, in the counts the scenarios need.

Each family (ACTED, TREASURE, DEVICE, SPAWN, WOUND, the scenario markers) is its label
and what it is for over its own grid. The families print together, on one token page:
they pair up side by side in rows and the rows go in the flow as one block, placed after
the other parts (on the page of the OpFor stand-ins when it has the room), so a player
cuts every token from one sheet. ACTED tokens lie on a roster line, so they are
roster-line sized; the rest are table tokens, an inch square.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.paper import MM
from ...press.pen import Pen, part_title
from ...press.tokens import Token, token_sheet
from .flow import GAP, Block, Flow, flow, wrap

ACTIVATIONS = 20
"""The rulebook asks for 10-20 counters: one on the roster per fighter activated."""
TREASURES = 6
"""Collect (solitaire) places six; Treasure Hunt one."""
DEVICE = 6
"""Trigger Device: a stack of 3 that the sides take from or add to, until 0 or 6."""
WOUNDS = 10
ROSTER_TOKEN = 12.0
"""An ACTED token's side (mm): it lies on a fighter's roster line (13 mm tall)."""
ACTED_ICON = 5.0
"""The tick on an ACTED token (mm)."""
LABEL = 9.0
"""pt: a family's label, a small heading (the game's emblem and colour); its note is set
at ``NOTE`` pt."""
LABEL_LINE = 4.2
"""mm: the label's line."""
NOTE = 7.5
LEAD = 3.3
"""mm between the note's lines."""


@dataclass(frozen=True)
class Family:
    """Tokens of one kind, printed together under their label."""

    label: str
    note: str
    tokens: list[Token]
    size: float = style.TOKEN
    columns: int = 3
    """Its grid's columns (fewer on a page too narrow): two families of three columns
    share a row of the token page; the label wraps to the grid's width."""


def families() -> list[Family]:
    """The kit's token families in the order the token page sets them, two to a row: the
    solitaire's SPAWN points and TREASURE first (under the OpFor stand-ins), then WOUND
    and ACTED, then the scenario pieces."""
    red, blue = style.team(0), style.team(1)
    return [
        Family(
            "Spawn points 1\u20136",
            "Solitaire: the OpFor's spawn points; flip one over when it is shut down.",
            [Token("spiral", "SPAWN", str(n), colour=style.NEUTRAL) for n in range(1, 7)],
        ),
        Family(
            f"Treasure \u00d7 {TREASURES}",
            "Collect (solitaire) places all six; Treasure Hunt one.",
            [Token("chest", "TREASURE", colour="#8A5A12")] * TREASURES,
        ),
        Family(
            f"Wounds \u00d7 {WOUNDS}",
            "Beside a fighter's standee, one a wound: a boss shrugs off its first each turn, "
            "a Regenerator lies face down at two.",
            [Token("drop", "WOUND")] * WOUNDS,
            columns=5,
        ),
        Family(
            f"Acted \u00d7 {ACTIVATIONS}",
            "Lay one on a fighter's roster line once it has acted; clear them all in Upkeep.",
            [Token("check", "ACTED")] * ACTIVATIONS,
            ROSTER_TOKEN,
            columns=5,
        ),
        Family(
            f"Device \u00d7 {DEVICE}",
            "Trigger Device: a stack of 3 the sides take from or add to, until 0 or 6.",
            [Token("gear", "DEVICE")] * DEVICE,
        ),
        Family(
            "Scenario markers",
            "King of the HILL; a FLAG a side; two CLUEs and the EVENT they point to (Investigate).",
            [
                Token("crown", "HILL"),
                Token("flag", red.word, colour=red.colour),
                Token("flag", blue.word, colour=blue.colour),
                Token("magnifier", "CLUE", "X"),
                Token("magnifier", "CLUE", "Y"),
                Token("target", "EVENT"),
            ],
        ),
    ]


def tokens_list() -> list[Token]:
    """Every token of the kit, family after family."""
    return [token for family in families() for token in family.tokens]


def tokens(pen: Pen) -> None:
    """The token families, one block placed after the other parts: in a gap that holds it
    whole, else on a page of its own."""
    sheet = flow(pen)
    sheet.kinds.add("cut")
    pen.closing.insert(pen.closing.index(sheet.finish), partial(_place_all, pen, sheet))


def _place_all(pen: Pen, sheet: Flow) -> None:
    """Every family on one page, in rows the page's width holds; on a page too short for
    them all (a cutter's, inside its marks), each row placed as a block of its own."""
    width = pen.paper.width - 16
    whole = token_page(families(), width)
    if whole.height <= sheet.page_room():
        sheet.add(whole)
        return
    for row in rows(families(), width):
        sheet.add(stacked([row]))


def label_height(family: Family, width: float) -> float:
    """The family's label line and its note wrapped to ``width`` mm."""
    return LABEL_LINE + len(wrap(family.note, NOTE, width)) * LEAD + 1.0


def rows(items: list[Family], width: float) -> list[list[Block]]:
    """The families' blocks in rows no wider than ``width`` mm, in order, as many to a row
    as fit."""
    lines: list[list[Block]] = [[]]
    used = 0.0
    for family in items:
        columns = min(family.columns, len(family.tokens), max(1, int(width // family.size)))
        block = _block(family, columns)
        if lines[-1] and used + GAP + block.width > width + 1e-6:
            lines.append([])
        used = (used + GAP if lines[-1] else 0.0) + block.width
        lines[-1].append(block)
    return lines


def token_page(items: list[Family], width: float) -> Block:
    """The families as one block: their rows top down, each family beside the last."""
    return stacked(rows(items, width))


def stacked(grid: list[list[Block]]) -> Block:
    """Rows of blocks as one block, the rows top down, each block beside the last."""
    heights = [max(block.height for block in row) for row in grid]
    wide = max(sum(block.width for block in row) + GAP * (len(row) - 1) for row in grid)

    def draw(pen: Pen, x: float, top: float) -> None:
        for row, height in zip(grid, heights, strict=True):
            left = x
            for block in row:
                block.draw(pen, left, top)
                left += block.width + GAP
            top -= height + GAP

    return Block(wide, sum(heights) + GAP * (len(grid) - 1), draw)


def _block(family: Family, columns: int) -> Block:
    """The family's label over its grid ``columns`` tokens wide."""
    width = columns * family.size
    rows = -(-len(family.tokens) // columns)

    def draw(pen: Pen, x: float, top: float) -> None:
        top = _label(pen, family, x, top, width)
        if family.size < style.TOKEN_MINIMUM:
            _roster_sheet(pen, top, family.tokens, family.size, x, width + 0.01)
        else:
            token_sheet(pen, top, family.tokens, family.size, x, width + 0.01)

    return Block(width, label_height(family, width) + rows * family.size, draw)


def _label(pen: Pen, family: Family, x: float, top: float, width: float) -> float:
    """The family's label in the game's colour and its note; the y below them."""
    canvas = pen.canvas
    part_title(pen, x, top - 3.3, family.label, LABEL)
    canvas.setFillColor(style.MUTED)
    y = top - LABEL_LINE
    for line in wrap(family.note, NOTE, width):
        y -= LEAD
        pen.text(x, y + 0.6, line, NOTE)
    canvas.setFillColor(style.INK)
    return y - 1.0


def _roster_sheet(
    pen: Pen, top: float, items: list[Token], size: float, x: float, width: float
) -> float:
    """Roster-line tokens on a shared-edge grid: a tick over the word, each ``size`` mm (for
    a cutter ``pen.gap`` smaller in its cell, as :func:`token_sheet`'s are)."""
    columns = max(1, int(width // size))
    gap, side = pen.gap / 2, size - pen.gap
    places = [
        (x + column * size + gap, top - (row + 1) * size + gap)
        for row, column in (divmod(number, columns) for number in range(len(items)))
    ]
    inset = style.LABEL_CLEARANCE + 0.3
    canvas = pen.canvas
    for (left, bottom), token in zip(places, items, strict=True):
        cx = left + side / 2
        word_top = inset + style.SHEET_MINIMUM * 0.72 / MM + 0.5  # the word's caps, and air
        icon = min(ACTED_ICON, side - inset - word_top)  # a cutter's smaller piece: smaller
        icon_y = bottom + side - inset - icon / 2
        draw_icon(canvas, token.icon, cx * MM, icon_y * MM, icon * MM, token.colour)
        canvas.setFillColor(token.colour)
        pen.text(cx, bottom + inset, token.word, style.SHEET_MINIMUM, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    for left, bottom in places:
        pen.cut_rect(left, bottom, side, side)
    return top - -(-len(items) // columns) * size
