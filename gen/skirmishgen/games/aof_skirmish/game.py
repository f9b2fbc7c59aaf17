"""AOF: Skirmish (One Page Rules): what skirmishgen makes for it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...game import Booklet, CheatSheet, Game, Kit, Option, Options, Rosters
from .about import CREDITS, FOLDER, KEY, LOOK

if TYPE_CHECKING:
    from reportlab.platypus import Flowable

    from ...contract import RosterContract
    from ...game import RosterSupport
    from ...press.kit import Part


def _support() -> RosterSupport:
    """The roster rules (models, checks, sheet), imported when a roster is read."""
    from .roster import SUPPORT

    return SUPPORT


def _contract() -> RosterContract:
    """The game's data for skirmishgen's roster contract tests (imported by the tests)."""
    from .contract import CONTRACT

    return CONTRACT


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


def _figures() -> Mapping[str, Any]:
    """The booklet's figures by name."""
    from .figures import figures

    return figures()


GAME = Game(
    key=KEY,
    credits=CREDITS,
    folder=FOLDER,
    look=LOOK,
    try_command="skirmishgen roster --blank aof-skirmish",
    rosters=Rosters(examples=("armies/*.yaml",), support=_support, contract=_contract),
    kit=Kit(parts=_parts),
    cheat_sheet=CheatSheet(
        body=_cheat_sheet,
        options=(Option("--roster", "only the rules this roster uses, larger.", "roster"),),
    ),
    booklet=Booklet(
        context=_booklet_context,
        figures=_figures,
    ),
)
