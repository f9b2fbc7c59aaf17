"""1 Stat Skirmish tokens: square, icon and word, in the counts the scenarios need."""

from __future__ import annotations

from ...press import style
from ...press.kit import Pen, Token, token_sheet
from .flow import Block, flow, heading_height, titled

ACTIVATIONS = 20
"""The rulebook asks for 10-20 counters: one on the roster per fighter activated."""
TREASURES = 6
"""Collect (solitaire) places six; Treasure Hunt one."""
DEVICE = 6
"""Trigger Device: a stack of 3 that the sides take from or add to, until 0 or 6."""
WOUNDS = 11


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
    f"{ACTIVATIONS} ACTED (one on a fighter's roster line once it has acted; clear them in "
    f"Upkeep), {TREASURES} TREASURE (Collect places six, Treasure Hunt one), {DEVICE} DEVICE "
    "(Trigger Device: a stack of 3 that one side takes from and the other adds to, until it "
    "reaches 0 or 6), SPAWN points 1\u20136 (solitaire; flip one when it is shut down), "
    "WOUND markers, the King of the Hill token, a FLAG for each side, two CLUE tokens and "
    "the EVENT they point to (Investigate). Cut along the lines between them."
)


def tokens(pen: Pen) -> None:
    """The tokens in rows, as many rows per place as the page has room for."""
    sheet = flow(pen)
    items = tokens_list()
    size = style.TOKEN
    columns = max(1, int((pen.paper.width - 16) // size))
    width = columns * size
    first = True
    while items:
        head = heading_height(NOTE, width, ("cut",), pen) if first else 0.0
        room = sheet.space(width) - head
        rows = int(room // size)
        if rows < 1:
            rows = int((sheet.room() - head) // size)
            sheet.break_page()
        count = min(len(items), rows * columns)
        chunk, items = items[:count], items[count:]
        body = -(-len(chunk) // columns) * size

        def draw(pen: Pen, x: float, top: float, chunk: list[Token] = chunk) -> None:
            token_sheet(pen, top, chunk, size, x, width + 0.01)

        if first:
            sheet.add(titled(pen, "Tokens", NOTE, width, body, draw, ("cut",)))
        else:
            sheet.add(Block(width, body, draw))
        first = False
