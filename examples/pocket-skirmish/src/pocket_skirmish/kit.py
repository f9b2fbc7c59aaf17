"""The play kit: one sheet of square tokens (an OUT and an ACTED for every fighter) and the
archers' 18-inch range tape in three pieces to glue end to end."""

from __future__ import annotations

from skirmishgen.press.kit import MARGIN, Part, Pen, Token, fixed, header, token_sheet
from skirmishgen.press.pen import calibration_bar, legend, part_title
from skirmishgen.press.rulers import ruler
from skirmishgen.press.style import TOKEN

from .about import LOOK
from .reference import CREW, RANGE

TOKENS = 2 * CREW[1]
"""Two crews at their largest."""
PIECE = 6
"""Inches of tape a piece."""


def pieces(pen: Pen) -> None:
    """OUT and ACTED tokens for two full crews, cut on the shared lines; under them the
    range tape, its every inch ticked and every 6 inches numbered large."""
    note = "Cut on the lines: an OUT and an ACTED for every fighter, a HIT for a captain's first."
    top = header(pen, "Tokens", note)
    columns = int((pen.paper.width - 2 * MARGIN) // TOKEN)
    marks = [Token("skull", "OUT", colour=LOOK.colour)] * TOKENS
    marks += [Token("drop", "HIT", colour=LOOK.colour)] * (columns - TOKENS % columns)
    marks += [Token("hourglass", "ACTED", colour=LOOK.colour)] * TOKENS
    left = (pen.paper.width - columns * TOKEN) / 2
    below = token_sheet(pen, top - 4, marks, x=left)
    part_title(pen, MARGIN, below - 10, f"Range tape: {RANGE} inches", 13)
    steps = "Cut out pieces A, B and C; glue each one's end on the hatched tab of the one before."
    pen.text(MARGIN, below - 14.5, steps, 7.5)
    tape = tuple(range(PIECE, RANGE + 1, PIECE))
    names = tuple("ABC"[: len(tape)])
    end = ruler(pen, below - 18, RANGE, PIECE, height=14, marks=tape, names=names)
    bars = end - 16
    calibration_bar(pen, MARGIN, bars)
    legend(pen, MARGIN, bars - 8, ("cut", "glue"))
    pen.new_page()


PARTS = (Part("tokens", "out and acted tokens, range tape", fixed(pieces)),)
