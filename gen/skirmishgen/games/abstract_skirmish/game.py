"""The Abstract Skirmish System: what skirmishgen makes for it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...game import (
    Booklet,
    CheatSheet,
    Decks,
    Game,
    Kit,
    Option,
    Options,
    Rosters,
)
from .about import CREDITS, FOLDER, KEY, LOOK

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

    from ...contract import RosterContract
    from ...game import CardDeck, RosterSupport
    from ...press.kit import Part


def _support() -> RosterSupport:
    """The roster rules (models, checks, sheet), imported when a roster is read."""
    from .roster import SUPPORT

    return SUPPORT


def _contract() -> RosterContract:
    """The game's data for skirmishgen's roster contract tests (imported by the tests)."""
    from .contract import CONTRACT

    return CONTRACT


def _trait_deck(options: Options) -> CardDeck:
    """The Unit Trait deck for the options given."""
    from .deck import trait_deck

    return trait_deck(options)


def _parts() -> Sequence[Part]:
    """The play kit's parts, imported when a kit is made."""
    from .kit import PARTS

    return PARTS


def _cheat_sheet(st: Mapping[str, Any], options: Options) -> list[Flowable]:
    """The cheat sheet's flowables."""
    from .cheatsheet import body

    return body(st, options)


def _booklet_context() -> dict[str, Any]:
    """What the booklet template may use."""
    from .reference import booklet_context

    return booklet_context()


GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen deck abstract-skirmish --slots 60",
    rosters=Rosters(examples=("squads/*.yaml",), support=_support, contract=_contract),
    deck=Decks(
        what="Unit Trait deck",
        make=_trait_deck,
        options=(
            Option("--roster", "size the trait deck for this squad's slots.", "roster", legal=True),
            Option("--slots", "size the trait deck for this many slots.", "int", low=1, high=2000),
            Option(
                "--per-trait",
                "cards of each trait (default: the player's slots).",
                "int",
                low=1,
                high=2000,
            ),
            Option(
                "--player",
                "whose deck: its back's colour and letter, so two decks never mix.",
                "choice",
                default="A",
                choices=("A", "B", "C", "D"),
            ),
        ),
        card_size="mini",
        builds=(
            {"roster": "squads/bobs-squad.yaml", "player": "A"},
            {"roster": "squads/bobs-squad.yaml", "player": "B"},
        ),
    ),
    kit=Kit(parts=_parts),
    cheat_sheet=CheatSheet(body=_cheat_sheet),
    booklet=Booklet(
        context=_booklet_context,
    ),
)
