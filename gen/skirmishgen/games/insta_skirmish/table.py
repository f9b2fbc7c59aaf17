"""Insta-Skirmish's table for a virtual tabletop: the battle mat of 1-inch squares (the
largest the kit prints), its obstacles and markers; on each army's side a piece a
miniature (the kit's stand-in of its die, its statistics in its description) and the
dice the army rolls, one of each size its miniatures have."""

from __future__ import annotations

from collections.abc import Sequence

from ...press import style
from ...press.paper import Size
from ...press.pen import INCH, Pen
from ...press.table import Area, Dice, Face, Flat, Piece, Table
from ...press.tokens import Token, draw_token
from .about import CREDITS
from .kit import ACTED, ARMOR, BORDER, OBSTACLES, SQUARES, _draw_board, _obstacle, _piece
from .models import InstaArmy, Miniature

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
                f"Obstacle ({word})",
                "Nothing moves or attacks into or through an obstacle's square.",
                Face(f"obstacle-{word}", Size(INCH, INCH), draw),
                count=OBSTACLES // 2,
            )
        )
    return pieces


def _markers() -> list[Flat]:
    """The kit's ACTED and ARMOR markers, one-inch tiles."""
    return [
        Flat(word.title(), note, _marker_face(icon, word), count=count)
        for icon, word, count, note in (
            ("check", "ACTED", ACTED, "On each miniature done this series."),
            ("shield", "ARMOR", ARMOR, "One per armor point bought."),
        )
    ]


def _marker_face(icon: str, word: str) -> Face:
    token = _piece(icon, word)

    def draw(pen: Pen) -> None:
        draw_token(pen, 0.0, 0.0, INCH, token)

    return Face(word.lower(), Size(INCH, INCH), draw)


def _statistics(miniature: Miniature) -> str:
    """``Move 5 squares; Melee d10; ...; Armor 1``: the rolls it makes (none it lacks)."""
    rolls = [f"{name} {how}" for name, how in miniature.stats() if how != "-"]
    if miniature.armor > 0:
        rolls.append(f"Armor {miniature.armor:g}: each point ignores one failed Save")
    return "; ".join(rolls) + "."


def _miniature(miniature: Miniature, index: int) -> Flat:
    team = style.team(index)
    token = Token("die", team.word, colour=team.colour, tint=team.tint, die=miniature.value)

    def draw(pen: Pen) -> None:
        draw_token(pen, 0.0, 0.0, INCH, token)

    return Flat(
        f"{miniature.name} ({miniature.die})",
        f"A miniature: one square, its die's value showing. {_statistics(miniature)}",
        Face(f"miniature-{team.word.lower()}-{miniature.value}", Size(INCH, INCH), draw),
    )


def _army(army: InstaArmy, index: int) -> Area:
    colour = SIDES[index % 2]
    pieces: list[Piece] = []
    for miniature in army.miniatures:
        pieces.append(_miniature(miniature, index))
        if miniature.armor > 0 and miniature.armor == int(miniature.armor):
            pieces.append(
                Flat(
                    f"Armor ({miniature.name})",
                    f"{miniature.name}'s armor, a marker a point: take one away when it "
                    "ignores a failed Save.",
                    _marker_face("shield", "ARMOR"),
                    count=int(miniature.armor),
                )
            )
    rolled = sorted({miniature.value for miniature in army.miniatures})
    pieces += [
        Dice(
            value,
            f"d{value}",
            f"Roll it for your d{value} miniatures: each one's description says its rolls.",
            colour=colour,
        )
        for value in rolled
    ]
    return Area(army.name, tuple(pieces), side=1 + index % 2)


def table(armies: Sequence[InstaArmy]) -> Table:
    """The mat and its obstacles in the middle, each army's miniatures and dice on its
    side."""
    mat, obstacles = Area("", (_board(),)), Area("", (*_obstacles(), *_markers()))
    return Table(
        f"{CREDITS.full_title} by {CREDITS.author}",
        (mat, obstacles, *(_army(army, n) for n, army in enumerate(armies))),
    )
