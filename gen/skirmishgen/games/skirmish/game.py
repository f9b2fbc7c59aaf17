"""Skirmish, 5th edition: what skirmishgen makes for it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...game import Booklet, CheatSheet, Decks, Game, Kit, Option, Options
from .about import CREDITS, FOLDER, KEY, LOOK

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

    from ...game import CardDeck
    from ...press.kit import Part


def _shipped_deck(options: Options) -> CardDeck:
    """A shipped edition's deck."""
    from .deck import shipped_deck

    return shipped_deck(options)


def _deck_file(path: Path) -> CardDeck:
    """A deck file of the player's own."""
    from .deck import deck_file

    return deck_file(path)


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
    from .deck import booklet_context

    return booklet_context()


def _figures() -> Mapping[str, Any]:
    """The booklet's figures by name."""
    from .figures import figures

    return figures()


GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen deck --edition 5",
    deck=Decks(
        what="deck",
        make=_shipped_deck,
        options=(Option("--edition", "shipped Skirmish edition to print.", "int", default=5),),
        builds=({"edition": 5},),
        default=True,
        read_file=_deck_file,
    ),
    kit=Kit(
        parts=_parts,
        options=(
            Option(
                "--players",
                "health trackers for this many players.",
                "int",
                default=8,
                low=2,
                high=8,
            ),
        ),
    ),
    cheat_sheet=CheatSheet(body=_cheat_sheet),
    booklet=Booklet(
        context=_booklet_context,
        figures=_figures,
    ),
)
