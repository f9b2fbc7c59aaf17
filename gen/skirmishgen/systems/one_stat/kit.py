"""1 Stat Skirmish play-kit parts: the measuring tape in steps, the turn tracker, tokens.

Standees and terrain flats are in their own modules.
"""

from __future__ import annotations

from ...press import fonts
from ...press.kit import (
    MARGIN,
    Part,
    Pen,
    calibration_bar,
    fixed,
    header,
    legend,
    ruler,
    token_grid,
)
from . import standees
from .terrain import terrain

TAPE_STEPS = 20
"""The longest range in the rules is 20 steps (a Force User's attack)."""


def tape(pen: Pen) -> None:
    y = header(
        pen,
        "Measuring tape in steps",
        "1 step = 1 inch (25.4 mm). Cut out the pieces, "
        "glue each tab under the next piece's matching tick, and fold the tape to carry.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut",))
    bands = (
        (0, 5, 0.93, "short range"),
        (5, 10, 0.85, "normal range"),
        (10, 15, 0.78, "long range"),
    )
    ruler(pen, y - 6, TAPE_STEPS, 7, bands=bands, marks=(5, 10, 15), footprints=True)
    pen.new_page()


def tracker(pen: Pen) -> None:
    y = header(
        pen,
        "Turn tracker",
        "A game lasts at most 8 turns: move the marker on at the start of each turn.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 6
    legend(pen, MARGIN, y, ("cut",))
    size = 22.0
    for turn in range(1, 9):
        x = MARGIN + (turn - 1) * (size + 1.5)
        pen.cut_rect(x, y - 8 - size, size, size)
        pen.text(x + size / 2, y - 8 - size / 2 - 4, str(turn), 16, fonts.BOLD, "centre")
    pen.text(MARGIN, y - 8 - size - 8, "Turn marker:", 8)
    token_grid(pen, y - 8 - size - 12, ["TURN"], 18.0)
    pen.new_page()


TOKENS = (
    ["ACT"] * 20
    + ["TREASURE", "KOTH", "FLAG A", "FLAG B"]
    + [f"SPAWN {n}" for n in range(1, 7)]
    + ["CLUE X", "CLUE Y", "CLUE ?"]
    + ["WOUND"] * 12
)


def tokens(pen: Pen) -> None:
    y = header(
        pen,
        "Tokens",
        "20 activation tokens, treasure, King of the Hill, two flags, "
        "spawn points 1-6, clue tokens and wound markers; each fits a 1-inch square.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut",))
    token_grid(pen, y - 5, list(TOKENS), 23.0)
    pen.new_page()


PARTS = (
    Part("standees", "standees", standees.prepare),
    Part("terrain", "terrain flats", fixed(terrain)),
    Part("tape", "measuring tape", fixed(tape)),
    Part("tracker", "turn tracker", fixed(tracker)),
    Part("tokens", "tokens", fixed(tokens)),
)
