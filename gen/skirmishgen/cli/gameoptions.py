"""The options games declare for a product (``games/<game>/game.py``), as click options.

Declaring them reads every game's declaration, so only the commands that print a game's
product (``deck``, ``kit``, ``sheet``) import this.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from ..options import declared

if TYPE_CHECKING:
    from ..game import Game, Option


def decks(game: Game):
    return game.deck


def kits(game: Game):
    return game.kit


def sheets(game: Game):
    return game.cheat_sheet


def game_options(capability: Callable[[Game], Any]):
    """The options games declare for a product, each saying which games it belongs to.

    Their values reach the command in ``game_values``; a value left out is None
    (or empty), and the game's own default applies.
    """
    owners = declared(capability)

    def decorate(command):
        for flag, games in reversed(list(owners.items())):
            command = _game_option(flag, games)(command)
        return command

    return decorate


def _game_option(flag: str, games: list[tuple[Game, Option]]):
    option = games[0][1]
    helps: dict[str, list[str]] = {}
    for game, declaration in games:
        shown = declaration.default is not None and declaration.kind != "rosters"
        default = f" [default: {declaration.default}]" if shown else ""
        helps.setdefault(declaration.help + default, []).append(game.key)
    text = "; ".join(f"{', '.join(keys)}: {help}" for help, keys in helps.items())
    kinds: dict[str, dict[str, Any]] = {
        "int": {
            "type": click.INT
            if option.low is None and option.high is None
            else click.IntRange(option.low, option.high)
        },
        "choice": {"type": click.Choice(option.choices)},
        "text": {"metavar": option.metavar or "TEXT"},
        "roster": {"type": click.Path(path_type=Path), "metavar": "FILE"},
        "rosters": {"type": click.Path(path_type=Path), "metavar": "FILE", "multiple": True},
    }
    return click.option(flag, option.name, help=text, **kinds[option.kind])


def game_values(params: dict[str, Any], capability: Callable[[Game], Any]) -> dict[str, Any]:
    """Take the game options out of a command's parameters."""
    names = {games[0][1].name for games in declared(capability).values()}
    return {name: params.pop(name) for name in names if name in params}
