"""Insta-Skirmish's table for a virtual tabletop: the battle mat of 1-inch squares (the
largest the kit prints), its obstacles, and each army's dice, one a miniature."""

from __future__ import annotations

from collections.abc import Sequence

from ...press.paper import Size
from ...press.pen import INCH, Pen
from ...press.table import Area, Dice, Face, Flat, Table
from ...press.tokens import draw_token
from .about import CREDITS
from .kit import ACTED, ARMOR, BORDER, OBSTACLES, SQUARES, _draw_board, _obstacle, _piece
from .models import InstaArmy

SIDES = ("red", "blue")
"""The dice's tint, the first army's then the second's (as the kit's stand-ins)."""


def _board() -> Flat:
    side = SQUARES * INCH + 2 * BORDER

    def draw(pen: Pen) -> None:
        _draw_board(pen, BORDER, BORDER, INCH)

    return Flat(
        "Battle mat",
        f"{SQUARES}x{SQUARES} squares of 1 inch: no miniature deploys in a corner.",
        Face("battle-mat", Size(side, side), draw),
        thickness=2.0,
        locked=True,
        snaps=tuple(
            (BORDER + (column + 0.5) * INCH, BORDER + (row + 0.5) * INCH)
            for row in range(SQUARES)
            for column in range(SQUARES)
        ),
    )


def _obstacles() -> list[Flat]:
    pieces = []
    for n, word in enumerate(("tree", "house")):
        token = _obstacle(n)

        def draw(pen: Pen, token=token) -> None:
            draw_token(pen, 0.0, 0.0, INCH, token)

        pieces.append(
            Flat(
                "Obstacle",
                "Nothing moves or attacks into or through an obstacle's square.",
                Face(f"obstacle-{word}", Size(INCH, INCH), draw),
                count=OBSTACLES // 2,
            )
        )
    return pieces


def _markers() -> list[Flat]:
    """The kit's ACTED and ARMOR markers, one-inch tiles."""
    made = []
    for icon, word, count, note in (
        ("check", "ACTED", ACTED, "On each miniature done this series."),
        ("shield", "ARMOR", ARMOR, "One per armor point bought."),
    ):
        token = _piece(icon, word)

        def draw(pen: Pen, token=token) -> None:
            draw_token(pen, 0.0, 0.0, INCH, token)

        made.append(
            Flat(word.title(), note, Face(word.lower(), Size(INCH, INCH), draw), count=count)
        )
    return made


def _army(army: InstaArmy, index: int) -> Area:
    colour = SIDES[index % 2]
    dice = tuple(
        Dice(
            miniature.value,
            miniature.name,
            f"{miniature.die}: {miniature.name}",
            colour=colour,
        )
        for miniature in army.miniatures
    )
    return Area(army.name, dice, side=1 + index % 2)


def table(armies: Sequence[InstaArmy]) -> Table:
    """The mat and its obstacles in the middle, each army's dice on its side."""
    mat, obstacles = Area("", (_board(),)), Area("", (*_obstacles(), *_markers()))
    return Table(
        f"{CREDITS.full_title} by {CREDITS.author}",
        (mat, obstacles, *(_army(army, n) for n, army in enumerate(armies))),
    )
