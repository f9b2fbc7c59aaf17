"""The play kit: one sheet of square tokens, an OUT and an ACTED for every fighter."""

from __future__ import annotations

from skirmishgen.press.kit import MARGIN, Part, Pen, Token, fixed, header, token_sheet

from .about import LOOK
from .reference import CREW

TOKENS = 2 * CREW[1]
"""Two crews at their largest."""


def tokens(pen: Pen) -> None:
    """OUT and ACTED tokens for two full crews, cut on the shared lines."""
    top = header(pen, "Tokens", "Cut on the lines: an OUT and an ACTED for every fighter.")
    marks = [Token("skull", "OUT", colour=LOOK.colour)] * TOKENS
    marks += [Token("hourglass", "ACTED", colour=LOOK.colour)] * TOKENS
    token_sheet(pen, top - 4, marks, x=MARGIN)
    pen.new_page()


PARTS = (Part("tokens", "out and acted tokens", fixed(tokens)),)
