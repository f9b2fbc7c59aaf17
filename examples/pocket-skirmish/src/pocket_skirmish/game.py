"""Pocket Skirmish: what skirmishgen makes for it, declared once.

``pyproject.toml`` names :data:`GAME` under the ``skirmishgen.games`` entry points; that is
how skirmishgen finds the game. The declaration stays light (no reportlab, no pydantic
models): each capability's heavy part is imported by a small typed function when used.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from skirmishgen.game import Booklet, CheatSheet, Game, Kit, Options, Rosters

from .about import CREDITS, HERE, LOOK

if TYPE_CHECKING:
    from reportlab.platypus import Flowable
    from skirmishgen.contract import RosterContract
    from skirmishgen.game import RosterSupport
    from skirmishgen.press.kit import Part


def _support() -> RosterSupport:
    """The crew rules (model, checks, sheet), imported when a crew is read."""
    from .roster import SUPPORT

    return SUPPORT


def _contract() -> RosterContract:
    """The crew's data for skirmishgen's roster contract tests, imported by those tests."""
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


GAME = Game(
    key="pocket-skirmish",
    credits=CREDITS,
    look=LOOK,
    try_command="skirmishgen roster --blank pocket-skirmish",
    folder=HERE / "content",
    rosters=Rosters(examples=("crews/*.yaml",), support=_support, contract=_contract),
    kit=Kit(parts=_parts),
    cheat_sheet=CheatSheet(body=_cheat_sheet),
    booklet=Booklet(context=_booklet_context, templates=HERE / "templates" / "pocket-skirmish"),
)
