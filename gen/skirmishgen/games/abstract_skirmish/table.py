"""The Abstract Skirmish System's table for a virtual tabletop: each player's Unit Trait
deck (its own back's letter and colour) and a mat a unit, on that player's side."""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace

from ...press.paper import CARD_SIZES, PAPERS, Size
from ...press.pen import Pen
from ...press.table import Area, Cards, Dice, Face, Flat, Piece, Table
from .about import CREDITS
from .deck import trait_deck
from .mats import Block, _unit
from .models import Squad
from .reference import reference

LETTERS = "ABCD"
"""The players' letters, in the order their squads are given."""
MAT_EDGE = 2.0
"""mm of paper above and below a unit's mat."""


def _mat(unit, key: str) -> Flat:
    block = Block(unit.name, max(unit.slots, 1))
    size = Size(PAPERS["a4"].width, block.height + 2 * MAT_EDGE)

    def draw(pen: Pen) -> None:
        _unit(pen, block, block.height + MAT_EDGE, reference().traits)

    return Flat(
        f"{unit.name} (mat)",
        f"{unit.slots} slots: lay its trait cards on the mat, a bead on each track.",
        Face(key, size, draw),
    )


def _player(squad: Squad, index: int) -> Area:
    letter = LETTERS[index % len(LETTERS)]
    options = {"roster": SimpleNamespace(model=squad), "slots": None, "per_trait": None}
    deck = trait_deck({**options, "player": letter})
    pieces: list[Piece] = [
        Cards(
            f"Unit Trait deck {letter}",
            f"Player {letter}'s deck: {squad.slots} cards of each trait.",
            deck,
            CARD_SIZES["mini"],
        )
    ]
    pieces += [_mat(unit, f"mat-{letter}-{n + 1}") for n, unit in enumerate(squad.units)]
    return Area(f"player {letter}: {squad.name}", tuple(pieces), side=1 + index % 2)


def table(squads: Sequence[Squad]) -> Table:
    """Each player's trait deck and unit mats on their side of the table."""
    dice = Dice(6, "d6", "Every roll is 2d6 plus the trait's level.", count=2)
    return Table(
        f"{CREDITS.full_title} by {CREDITS.author}",
        (Area("", (dice,)), *(_player(squad, n) for n, squad in enumerate(squads))),
    )
