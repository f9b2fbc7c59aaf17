"""The play kit: one sheet of square tokens (an OUT and an ACTED for every fighter) and the
archers' 18-inch range tape in three pieces to glue end to end."""

from __future__ import annotations

from skirmishgen.press.kit import MARGIN, Part, Pen, Token, fixed, header, token_sheet
from skirmishgen.press.pen import part_title
from skirmishgen.press.rulers import ruler

from .about import LOOK
from .reference import CREW, RANGE

TOKENS = 2 * CREW[1]
"""Two crews at their largest."""
PIECE = 6
"""Inches of tape a piece."""


def pieces(pen: Pen) -> None:
    """OUT and ACTED tokens for two full crews, cut on the shared lines; under them the
    range tape, its every inch ticked and every 6 inches numbered large."""
    top = header(pen, "Tokens", "Cut on the lines: an OUT and an ACTED for every fighter.")
    marks = [Token("skull", "OUT", colour=LOOK.colour)] * TOKENS
    marks += [Token("hourglass", "ACTED", colour=LOOK.colour)] * TOKENS
    below = token_sheet(pen, top - 4, marks, x=MARGIN)
    part_title(pen, MARGIN, below - 10, f"Range tape: {RANGE} inches", 13)
    tape = tuple(range(PIECE, RANGE + 1, PIECE))
    names = tuple("ABC"[: len(tape)])
    ruler(pen, below - 15, RANGE, PIECE, height=14, marks=tape, names=names)
    pen.new_page()


PARTS = (Part("tokens", "out and acted tokens, range tape", fixed(pieces)),)
