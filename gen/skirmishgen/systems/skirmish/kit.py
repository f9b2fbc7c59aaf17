"""Skirmish 5th edition play-kit part: health trackers instead of 96 loose counters."""

from __future__ import annotations

from functools import partial

from ...press import fonts
from ...press.kit import MARGIN, Drawing, KitRequest, Part, Pen, header, legend
from ...press.paper import MM

START = 12
PLAYERS = 8


def health(pen: Pen, players: int) -> None:
    y = header(
        pen,
        "Health trackers",
        f"One strip per player (2-8). Start on {START}; move a "
        "paperclip or coin along as you lose and recover health. At 0 you are out.",
    )
    legend(pen, MARGIN, y - 2, ("cut",))
    box = 13.0
    y -= 8
    for player in range(1, players + 1):
        top = y - (player - 1) * (box + 14)
        pen.text(MARGIN, top - 4, f"Player {player}: ____________________", 8)
        for value in range(START + 1):
            x = MARGIN + value * box
            pen.canvas.setFillGray(0.8 if value == START else 1)
            pen.canvas.rect(x * MM, (top - 6 - box) * MM, box * MM, box * MM, fill=1, stroke=1)
            pen.canvas.setFillGray(0)
            pen.text(
                x + box / 2,
                top - 6 - box / 2 - 2,
                str(value),
                11,
                fonts.BOLD if value in (0, START) else fonts.REGULAR,
                "centre",
            )
        pen.text(MARGIN + (START + 1) * box + 2, top - 6 - box / 2 - 1.5, "start", 7)
    pen.new_page()


def _health(request: KitRequest) -> Drawing:
    return partial(health, players=request.options["players"])


PARTS = (Part("health", "health trackers", _health),)
