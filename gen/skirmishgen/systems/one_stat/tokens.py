"""1 Stat Skirmish tokens: square, icon and word, in the counts the scenarios need."""

from __future__ import annotations

from functools import partial

from ...press import style
from ...press.kit import Pen, Token, token_sheet
from .flow import Block, Flow, flow, heading_height, titled

ACTIVATIONS = 20
"""The rulebook asks for 10-20 counters: one on the roster per fighter activated."""
TREASURES = 6
"""Collect (solitaire) places six; Treasure Hunt one."""
DEVICE = 6
"""Trigger Device: a stack of 3 that the sides take from or add to, until 0 or 6."""
WOUNDS = 10


def tokens_list() -> list[Token]:
    red, blue = style.team(0), style.team(1)
    return (
        [Token("check", "ACTED")] * ACTIVATIONS
        + [Token("chest", "TREASURE", colour="#8A5A12")] * TREASURES
        + [Token("gear", "DEVICE")] * DEVICE
        + [Token("spiral", "SPAWN", str(n), colour=style.NEUTRAL) for n in range(1, 7)]
        + [Token("drop", "WOUND")] * WOUNDS
        + [Token("crown", "HILL")]
        + [Token("flag", red.word, colour=red.colour), Token("flag", blue.word, colour=blue.colour)]
        + [Token("magnifier", "CLUE", "X"), Token("magnifier", "CLUE", "Y")]
        + [Token("target", "EVENT")]
    )


NOTE = (
    f"{ACTIVATIONS} ACTED: on a fighter's roster line once it has acted, cleared in Upkeep. "
    f"{TREASURES} TREASURE: Collect places six, Treasure Hunt one. {DEVICE} DEVICE: the "
    "Trigger Device's stack of 3, taken from or added to until 0 or 6. SPAWN 1\u20136: "
    "solitaire, flipped when shut down. WOUND markers, the King of the HILL, a FLAG a side, "
    "two CLUEs and the EVENT they point to (Investigate)."
)


FIRST_COLUMNS = 4
"""The tokens under the heading fill a gap at least this many tokens wide (a note that reads)."""


def tokens(pen: Pen) -> None:
    """The tokens, placed after the other parts in the gaps they leave, a new page only
    when no gap is left (they are the kit's sand: any number of rows and columns)."""
    sheet = flow(pen)
    fill = partial(_fill, pen, sheet, tokens_list())
    pen.closing.insert(pen.closing.index(sheet.finish), fill)


def _fill(pen: Pen, sheet: Flow, items: list[Token]) -> None:
    """Place ``items`` in chunks, each as many rows and columns as its gap holds."""
    size = style.TOKEN
    first = True
    while items:
        spot = _spot(pen, sheet, len(items), first)
        if spot is None:
            sheet.break_page()
            continue
        index, x, top, columns, count = spot
        chunk, items = items[:count], items[count:]
        width = columns * size
        body = -(-count // columns) * size

        def draw(pen: Pen, x: float, top: float, chunk: list[Token] = chunk, w=width) -> None:
            token_sheet(pen, top, chunk, size, x, w + 0.01)

        block = titled(pen, "Tokens", NOTE, width, body, draw, ("cut",)) if first else None
        sheet.place(index, block or Block(width, body, draw), x, top)
        first = False


def _spot(
    pen: Pen, sheet: Flow, left: int, first: bool
) -> tuple[int, float, float, int, int] | None:
    """The first gap that holds a row of tokens (under the heading, for the first chunk):
    (page, x, top, columns, how many tokens)."""
    size = style.TOKEN
    widest = max(1, int((pen.paper.width - 16) // size))
    for index, (x0, y0, x1, y1) in sheet.gaps():
        columns = min(widest, int((x1 - x0 + 1e-6) // size), left)
        if columns < (min(FIRST_COLUMNS, left) if first else 1):
            continue
        head = heading_height(NOTE, columns * size) if first else 0.0
        rows = int((y1 - y0 - head + 1e-6) // size)
        if rows >= 1:
            return index, x0, y1, columns, min(left, rows * columns)
    return None
