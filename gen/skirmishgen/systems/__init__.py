"""The registry of games: one line per game package, each declaring what it offers.

A sixth game is one package with a ``game.py`` and one line in ``GAMES``.
Products find games here by what they offer; nothing outside this package
names a game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..game import Game
from .abstract.game import GAME as ABSTRACT
from .aof.game import GAME as AOF
from .insta.game import GAME as INSTA
from .one_stat.game import GAME as ONE_STAT
from .skirmish.game import GAME as SKIRMISH

GAMES: tuple[Game, ...] = (SKIRMISH, ONE_STAT, AOF, INSTA, ABSTRACT)
"""Every game, in the order commands list them."""

T = TypeVar("T")


def offering(capability: Callable[[Game], object | None]) -> list[Game]:
    """The games that offer ``capability`` (e.g. ``lambda game: game.kit``)."""
    return [game for game in GAMES if capability(game) is not None]


def find(key: str, capability: Callable[[Game], T | None], what: str) -> tuple[Game, T]:
    """The game ``key`` and its ``capability``, or one line naming the games that have it.

    ``what`` names the capability in the plural for the message, e.g. ``play kits``.
    """
    from ..checks import NameIndex
    from ..errors import InputError

    able = [game.key for game in offering(capability)]
    game = next((game for game in GAMES if game.key == key), None)
    offered = capability(game) if game is not None else None
    if game is not None and offered is not None:
        return game, offered
    if game is not None:
        raise InputError(f"{key} has no {what}; the games with {what} are: {', '.join(able)}")
    raise InputError(f"unknown game '{key}'; {NameIndex(able).hint(key, f'games with {what}')}")
