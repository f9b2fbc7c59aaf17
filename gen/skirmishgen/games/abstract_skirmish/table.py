"""The Abstract Skirmish System's table for a virtual tabletop: each player's Unit Trait
deck (its own back's letter and colour) and a mat a unit, on that player's side."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from types import SimpleNamespace

from ...press import style
from ...press.paper import CARD_SIZES, MM, PAPERS, Size
from ...press.pen import Pen
from ...press.table import Area, Cards, Dice, Face, Flat, On, Piece, Table
from ...press.tokens import Token, draw_token
from .about import CREDITS
from .deck import trait_deck
from .kit import (
    RUN,
    TABLE_HEIGHT,
    TOKEN,
    TOKENS,
    UNITS,
    sheet_spots,
    table_plan,
    table_sheet,
)
from .mats import TRACK_TOP, Block, _unit, bead_spots, card_place_middle
from .models import Squad
from .reference import reference

LETTERS = "ABCD"
"""The players' letters, in the order their squads are given."""
MAT_EDGE = 2.0
"""mm of paper above and below a unit's mat."""


def _mat_name(unit) -> str:
    return f"{unit.name} (mat)"


def _mat(unit, key: str) -> Flat:
    block = Block(unit.name, max(unit.slots, 1))
    size = Size(PAPERS["a4"].width, block.height + 2 * MAT_EDGE)

    def draw(pen: Pen) -> None:
        _unit(pen, block, block.height + MAT_EDGE, reference().traits)

    beads = bead_spots(block.height + MAT_EDGE, len(reference().traits))

    return Flat(
        _mat_name(unit),
        f"{unit.slots} slots: lay its trait cards on the mat, a bead on each track. Locked, "
        "so that Vector Paint writes on it.",
        Face(key, size, draw),
        locked=True,
        snaps=(*beads, card_place_middle(block.height + MAT_EDGE)),
        turns=((len(beads), 90.0),),  # the trait cards lie sideways in their place
    )


SHEET = "Quick reference and trackers"
"""The kit's sheet on the table, by its name: the slot tracks' beads start on it."""
BEAD = 8.0
"""mm: a bead on a track, as a round piece."""
BEAD_THICKNESS = 4.0
"""mm: a bead's height, enough to pick it up."""


def _sheet() -> Flat:
    """The kit's quick reference and trackers: both sides' slot tracks, the ORDER strip and
    the rules panels, locked in the middle as the printed sheet lies between the players."""
    width = PAPERS["a4"].width
    return Flat(
        SHEET,
        "Each unit's slot track (a bead on its slots), the ORDER strip and the rules.",
        Face("quick-reference", Size(width, TABLE_HEIGHT), table_sheet),
        locked=True,
        snaps=tuple(sheet_spots(width, table_plan())),
    )


def _bead_starts(squad: Squad, side: int) -> tuple[On, ...]:
    """Where a squad's beads start: a unit's slots on its slot track of the quick
    reference (over 15, the rest and a second bead on +15), and a bead on the 0 of each of
    its mat's level tracks. The sheet has tracks for its first ``UNITS`` units a side."""
    cells = RUN + 2  # OUT, 1 to 15, +15
    traits = len(reference().traits)
    starts: list[On] = []
    for number, unit in enumerate(squad.units):
        if number < UNITS:
            first = (side * UNITS + number) * cells
            rest = unit.slots - RUN if unit.slots > RUN else unit.slots
            starts.append(On(SHEET, first + min(rest, RUN)))
            if unit.slots > RUN:
                starts.append(On(SHEET, first + RUN + 1))
        starts += [On(_mat_name(unit), trait * (TRACK_TOP + 2)) for trait in range(traits)]
    return tuple(starts)


def _bead(team: style.Team, count: int, starts: tuple[On, ...] = ()) -> Flat:
    def draw(pen: Pen) -> None:
        pen.canvas.setFillColor(team.colour)
        pen.canvas.circle(BEAD / 2 * MM, BEAD / 2 * MM, BEAD / 2 * MM, fill=1, stroke=0)

    return Flat(
        f"{team.word.title()} bead",
        "On a unit's slot track or a trait's level track.",
        Face(f"bead-{team.word.lower()}", Size(BEAD, BEAD), draw),
        count=count,
        thickness=BEAD_THICKNESS,
        round=True,
        on=starts,
    )


def _unit_tokens(index: int) -> list[Flat]:
    team = style.team(index)
    tokens = []
    for letter in "ABCDE"[:TOKENS]:
        token = Token("banner", f"{team.word} UNIT", letter, team.colour, team.tint)
        tokens.append(
            Flat(
                f"{team.word.title()} unit {letter}",
                "Lay it on the ORDER strip.",
                Face(
                    f"unit-{team.word.lower()}-{letter.lower()}",
                    Size(TOKEN, TOKEN),
                    partial(_token, token=token),
                ),
            )
        )
    return tokens


def _token(pen: Pen, token: Token) -> None:
    draw_token(pen, 0.0, 0.0, TOKEN, token)


def _decks(squad: Squad, letter: str) -> list[Piece]:
    """The player's Unit Trait cards, a face-up pile a trait (a player takes the cards
    they plot from it), and their player aids."""
    options = {"roster": SimpleNamespace(model=squad), "slots": None, "per_trait": None}
    deck = trait_deck({**options, "player": letter})
    piles: list[Piece] = []
    for trait in reference().traits:
        cards = [face for face in deck.faces if face[0] == trait.id]
        piles.append(
            Cards(
                f"{trait.name} cards {letter}",
                f"Player {letter}'s {trait.name} cards: take the ones you plot into your "
                "hand (with the mouse over the pile, type a number to draw that many).",
                replace(deck, name=f"{deck.name}-{trait.id}", faces=cards, aids=()),
                CARD_SIZES["mini"],
                face_up=True,
            )
        )
    aids = replace(deck, name=f"{deck.name}-aids", faces=list(deck.aids), aids=())
    piles.append(
        Cards(f"Player aids {letter}", "The turn and the roll.", aids, CARD_SIZES["mini"], True)
    )
    return piles


def beads_for(slots: int, traits: int) -> int:
    """The most beads a unit of ``slots`` ever has down at once: one on its slot track (a
    second on its +15 cell above 15), one on each trait's level track, and a second on the
    +10 cell of each trait with more than 10 cards (as many traits as its slots allow)."""
    over_run = slots > RUN
    return 1 + over_run + traits + min(traits, slots // (TRACK_TOP + 1))


def _player(squad: Squad, index: int) -> Area:
    letter = LETTERS[index % len(LETTERS)]
    pieces: list[Piece] = [
        _mat(unit, f"mat-{letter}-{n + 1}") for n, unit in enumerate(squad.units)
    ]
    second_row = len(pieces)
    pieces += _decks(squad, letter)
    pieces += _unit_tokens(index)
    beads = sum(beads_for(unit.slots, len(reference().traits)) for unit in squad.units)
    pieces.append(_bead(style.team(index), beads, _bead_starts(squad, index % 2)))
    label = f"{squad.name} (player {letter})"
    return Area(label, tuple(pieces), side=1 + index % 2, breaks=(second_row,))


def table(squads: Sequence[Squad]) -> Table:
    """Each player's trait deck and unit mats on their side of the table."""
    dice = Dice(6, "d6", "Every roll is 2d6 plus the trait's level.", count=2)
    return Table(
        f"{CREDITS.full_title} by {CREDITS.author}",
        (Area("", (_sheet(), dice)), *(_player(squad, n) for n, squad in enumerate(squads))),
    )
