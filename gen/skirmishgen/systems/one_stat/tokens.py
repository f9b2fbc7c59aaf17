"""1 Stat Skirmish tokens: square, icon and word, in the counts the scenarios need.

Each family (ACTED, TREASURE, DEVICE, SPAWN, WOUND, the scenario markers) is one block:
its label and what it is for over its own grid, placed whole in the first gap the other
parts leave, so a family never splits across pages. ACTED tokens lie on a roster line,
so they are roster-line sized; the rest are table tokens, an inch square.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import partial

from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.kit import Pen, Token, part_title, token_sheet
from ...press.paper import MM
from .flow import Block, Flow, flow, wrap

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
    least: int = 3
    """The fewest columns its grid may take (the label wraps to the grid's width)."""


def families() -> list[Family]:
    """The kit's token families, in the order they are placed."""
    red, blue = style.team(0), style.team(1)
    return [
        Family(
            f"Acted \u00d7 {ACTIVATIONS}",
            "Lay one on a fighter's roster line once it has acted; clear them all in Upkeep.",
            [Token("check", "ACTED")] * ACTIVATIONS,
            ROSTER_TOKEN,
            least=5,
        ),
        Family(
            f"Wounds \u00d7 {WOUNDS}",
            "Beside a fighter's standee, one a wound: a boss shrugs off its first each turn, "
            "a Regenerator lies face down at two.",
            [Token("drop", "WOUND")] * WOUNDS,
        ),
        Family(
            f"Treasure \u00d7 {TREASURES}",
            "Collect (solitaire) places all six; Treasure Hunt one.",
            [Token("chest", "TREASURE", colour="#8A5A12")] * TREASURES,
        ),
        Family(
            f"Device \u00d7 {DEVICE}",
            "Trigger Device: a stack of 3 the sides take from or add to, until 0 or 6.",
            [Token("gear", "DEVICE")] * DEVICE,
        ),
        Family(
            "Spawn points 1\u20136",
            "Solitaire: the OpFor's spawn points; flip one over when it is shut down.",
            [Token("spiral", "SPAWN", str(n), colour=style.NEUTRAL) for n in range(1, 7)],
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
    """The token families, placed after the other parts in the gaps they leave, a new page
    only when a family fits no gap whole."""
    sheet = flow(pen)
    sheet.kinds.add("cut")
    pen.closing.insert(pen.closing.index(sheet.finish), partial(_place_all, pen, sheet))


def _place_all(pen: Pen, sheet: Flow) -> None:
    """Each family whole in the first gap that holds it: at its own size, else (a table
    token) at the smallest size the style guide allows, else on a new page."""
    for family in families():
        tries = [family]
        if family.size > style.TOKEN_MINIMUM:
            tries.append(replace(family, size=style.TOKEN_MINIMUM, least=2))
        spot = next(filter(None, (_spot(pen, sheet, each) for each in tries)), None)
        if spot is None:
            sheet.break_page()
            spot = _spot(pen, sheet, family)
        assert spot is not None, f"the {family.label} tokens fit no page"
        sheet.place(*spot)


def label_height(family: Family, width: float) -> float:
    """The family's label line and its note wrapped to ``width`` mm."""
    return LABEL_LINE + len(wrap(family.note, NOTE, width)) * LEAD + 1.0


def _spot(pen: Pen, sheet: Flow, family: Family) -> tuple[int, Block, float, float] | None:
    """The first gap (page by page, highest first) that holds the whole family, in as few
    rows as the gap allows, the rows evened out: (page, block, x, top)."""
    size, count = family.size, len(family.tokens)
    widest = max(1, int((pen.paper.width - 16) // size))
    for index, (x0, y0, x1, y1) in sheet.gaps():
        columns = min(widest, int((x1 - x0 + 1e-6) // size), count)
        if columns < min(family.least, count):
            continue
        rows = -(-count // columns)
        block = _block(family, -(-count // rows))
        if block.height <= y1 - y0 + 1e-6:
            return index, block, x0, y1
    return None


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
    """Roster-line tokens on a shared-edge grid: a tick over the word, each ``size`` mm."""
    columns = max(1, int(width // size))
    inset = style.LABEL_CLEARANCE + 0.3
    canvas = pen.canvas
    for number, token in enumerate(items):
        row, column = divmod(number, columns)
        left, bottom = x + column * size, top - (row + 1) * size
        cx = left + size / 2
        icon_y = bottom + size - inset - ACTED_ICON / 2
        draw_icon(canvas, token.icon, cx * MM, icon_y * MM, ACTED_ICON * MM, token.colour)
        canvas.setFillColor(token.colour)
        pen.text(cx, bottom + inset, token.word, style.SHEET_MINIMUM, fonts.BOLD, "centre")
    canvas.setFillColor(style.INK)
    for number in range(len(items)):
        row, column = divmod(number, columns)
        pen.cut_rect(x + column * size, top - (row + 1) * size, size, size)
    return top - -(-len(items) // columns) * size
