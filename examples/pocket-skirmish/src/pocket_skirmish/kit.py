"""The play kit, one sheet: square tokens (an ACTED and an OUT for every fighter, HITs for
the captains), the archers' 18-inch range tape in three pieces to glue end to end, and a
gauge for each move."""

from __future__ import annotations

from skirmishgen.press import fonts
from skirmishgen.press.kit import MARGIN, Part, Pen, Token, fixed, header, token_sheet
from skirmishgen.press.pen import INCH, calibration_bar, legend, part_title
from skirmishgen.press.rulers import ruler
from skirmishgen.press.style import TOKEN

from .about import LOOK
from .reference import CREW, RANGE, ROLES, TOKENS

EACH = 2 * CREW[1]
"""ACTED and OUT tokens: one for every fighter of two crews at their largest."""
PIECE = 6
"""Inches of tape a piece."""
GAUGE = 9.0
"""A move gauge's height, mm."""
MOVES = sorted({role.move for role in ROLES})


def tokens(pen: Pen) -> float:
    """The tokens on shared cut lines, the row left over filled with HITs; the y below."""
    note = "Cut on the lines: an ACTED and an OUT for every fighter, a HIT for a captain's first."
    top = header(pen, "Tokens", note)
    columns = int((pen.paper.width - 2 * MARGIN) // TOKEN)
    acted, hit, out = (Token(icon, word, colour=LOOK.colour) for icon, word, _ in TOKENS)
    marks = [acted] * EACH + [hit] * (columns - 2 * EACH % columns) + [out] * EACH
    return token_sheet(pen, top - 4, marks, x=(pen.paper.width - columns * TOKEN) / 2)


def tape(pen: Pen, top: float) -> float:
    """The range tape, every inch ticked and every 6 inches numbered large; the y below."""
    part_title(pen, MARGIN, top - 6, f"Range tape: {RANGE} inches", 13)
    steps = "Cut out pieces A, B and C; glue each one's end on the hatched tab of the one before."
    pen.text(MARGIN, top - 10.5, steps, 7.5)
    marks = tuple(range(PIECE, RANGE + 1, PIECE))
    names = tuple("ABC"[: len(marks)])
    return ruler(pen, top - 14, RANGE, PIECE, height=14, marks=marks, names=names)


def gauges(pen: Pen, top: float) -> float:
    """A gauge for each move, named at its end, to lay beside a fighter; the y below."""
    part_title(pen, MARGIN, top - 5, "Move gauges", 13)
    y = top - 9
    for move in MOVES:
        names = " and ".join(role.name for role in ROLES if role.move == move)
        ruler(pen, y, move, move, height=GAUGE, tick=0.4)
        pen.text(MARGIN + 2 + move * INCH + 2, y - GAUGE / 2 - 1.2, names, 9, fonts.BOLD)
        y -= GAUGE + 3
    return y


def pieces(pen: Pen) -> None:
    """The kit's one page: tokens, tape, gauges, then the calibration bars and legend."""
    below = gauges(pen, tape(pen, tokens(pen) - 4) + 4)
    calibration_bar(pen, MARGIN, below - 15)
    legend(pen, MARGIN, below - 23, ("cut", "glue"))
    pen.new_page()


PARTS = (Part("tokens", "tokens, range tape, move gauges", fixed(pieces)),)
