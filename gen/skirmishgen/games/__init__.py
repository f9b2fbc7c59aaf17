"""The registry of games: every package that declares a :class:`~skirmishgen.game.Game`
under the ``skirmishgen.games`` entry point group, ours among them (pyproject.toml).

A new game is one installable package naming its ``Game`` there
(``my-game = "my_game.game:GAME"``); nothing here changes. Products find games here by
what they offer; nothing outside a game's package names a game.

A game package that cannot be loaded (it fails to import, names no ``Game``, or takes
a key another game has) is left out, and :data:`PROBLEMS` says so in one line naming
it; the other games still work.
"""

from __future__ import annotations

import os
import re
import sys
import warnings
from collections.abc import Callable, Iterable, Iterator
from configparser import ConfigParser
from dataclasses import dataclass
from typing import Any, TypeVar

from ..game import Game

GROUP = "skirmishgen.games"
"""The entry point group a game package declares its ``Game`` in."""

SHIPPED = {
    "skirmish": "skirmishgen.games.skirmish.game:GAME",
    "one-stat-skirmish": "skirmishgen.games.one_stat_skirmish.game:GAME",
    "aof-skirmish": "skirmishgen.games.aof_skirmish.game:GAME",
    "insta-skirmish": "skirmishgen.games.insta_skirmish.game:GAME",
    "abstract-skirmish": "skirmishgen.games.abstract_skirmish.game:GAME",
}
"""The games skirmishgen ships, in the order commands list them, as pyproject.toml
declares them (a test keeps the two the same). They are read from here only when
skirmishgen runs without its installed metadata (a source checkout on the path)."""

KEY = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
"""A game's key: what users type and roster files give in ``system:``."""


@dataclass(frozen=True)
class EntryPoint:
    """One ``name = module:attribute`` line of a distribution's entry points."""

    name: str
    value: str

    def load(self) -> Any:
        """The object it names, its module imported."""
        import importlib

        module, _, attribute = self.value.partition(":")
        found: Any = importlib.import_module(module.strip())
        for part in filter(None, attribute.strip().split(".")):
            found = getattr(found, part)
        return found


def entry_points_of(group: str) -> Iterator[EntryPoint]:
    """The entry points of ``group`` in every installed distribution's
    ``entry_points.txt``, the first of each distribution on ``sys.path`` only.

    What ``importlib.metadata.entry_points(group=...)`` gives, read without it: importing
    it (and the email parser it needs) took 75 ms of every command's start."""
    seen: set[str] = set()
    for folder in sys.path:
        try:
            names = sorted(os.listdir(folder or "."))
        except OSError:
            continue
        for name in names:
            stem, dot, kind = name.rpartition(".")
            if not dot or kind not in ("dist-info", "egg-info"):
                continue
            distribution = re.sub(r"[-_.]+", "-", stem.split("-")[0]).lower()
            if distribution in seen:
                continue
            seen.add(distribution)
            yield from _points(os.path.join(folder or ".", name, "entry_points.txt"), group)


def _points(path: str, group: str) -> Iterator[EntryPoint]:
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except OSError:
        return
    if f"[{group}]" not in text:
        return
    parser = ConfigParser(delimiters=("=",), interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep names' case
    try:
        parser.read_string(text)
    except Exception:  # a broken metadata file: its games cannot be found either way
        return
    for name, value in parser.items(group):
        yield EntryPoint(name, value.strip())


def _declared() -> list[EntryPoint]:
    """Every game declared: ours first, in our order (so no other package can take one of
    our games' keys), then the others by name."""
    found = list(entry_points_of(GROUP))
    if not any(_shipped(point) for point in found):  # a source checkout on the path
        found += [EntryPoint(key, target) for key, target in SHIPPED.items()]
    order = {key: index for index, key in enumerate(SHIPPED)}
    unique = {(point.name, point.value): point for point in found}.values()

    def rank(point: EntryPoint) -> tuple[int, bool, str]:
        return order.get(point.name, len(order)), not _shipped(point), point.name

    return sorted(unique, key=rank)


def _shipped(point: EntryPoint) -> bool:
    return SHIPPED.get(point.name) == point.value


def _load(point: EntryPoint, games: dict[str, Game]) -> Game | str:
    """The game an entry point declares, or one line on why it is left out."""
    package = point.value.split(":", 1)[0].split(".", 1)[0]
    said = f"game package {package} ({point.name} = {point.value})"
    try:
        game = point.load()
    except Exception as error:  # anything a package's import may raise
        reason = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
        return f"{said} cannot be loaded ({reason.rstrip(': ')}); the other games still work"
    if not isinstance(game, Game):
        return f"{said} names a {type(game).__name__}, not a skirmishgen Game; it is left out"
    if game.key != point.name or not KEY.fullmatch(game.key):
        return (
            f"{said} declares the game '{game.key}': its entry point must be named as its key, "
            "in lower case words and hyphens; it is left out"
        )
    if game.key in games:
        return f"{said}: the game '{game.key}' is already installed; it is left out"
    return game


def _registry() -> tuple[tuple[Game, ...], dict[str, str], tuple[str, ...]]:
    games: dict[str, Game] = {}
    problems: list[str] = []
    for point in _declared():
        loaded = _load(point, games)
        if isinstance(loaded, str):
            problems.append(loaded)
        else:
            games[loaded.key] = loaded
    short_names = _short_names(games.values(), problems)
    return tuple(games.values()), short_names, tuple(problems)


def _short_names(games: Iterable[Game], problems: list[str]) -> dict[str, str]:
    """Each game's short names (``aof``) to its key: the first game to claim a name has it;
    a name that is another game's key, or not written as keys are, is not used."""
    keys = {game.key for game in games}
    found: dict[str, str] = {}
    for game in games:
        for name in game.short_names:
            taken = found.get(name) or (name if name in keys else None)
            if taken or not KEY.fullmatch(name):
                why = f"is taken by {taken}" if taken else "is not lower case words and hyphens"
                problems.append(f"{game.key}'s short name '{name}' {why}; it is not used")
            else:
                found[name] = game.key
    return found


class GamePackageWarning(UserWarning):
    """A game package left out of the registry (the command line prints it as one line)."""


GAMES, SHORT_NAMES, PROBLEMS = _registry()
"""Every game, in the order commands list them; each short name a game declares, to its key;
and one line for each game package (or short name) left out, each also given once as a
:class:`GamePackageWarning`."""
for _problem in PROBLEMS:
    warnings.warn(_problem, GamePackageWarning, stacklevel=2)

T = TypeVar("T")


def key_of(name: str) -> str:
    """The key of the game ``name`` names: a key, or a short name (``1ss``) in any case;
    any other name as given."""
    folded = name.casefold()
    if any(game.key == folded for game in GAMES):
        return folded
    return SHORT_NAMES.get(folded, name)


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
    key = key_of(key)
    game = next((game for game in GAMES if game.key == key), None)
    offered = capability(game) if game is not None else None
    if game is not None and offered is not None:
        return game, offered
    if game is not None:
        raise InputError(f"{key} has no {what}; the games with {what} are: {', '.join(able)}")
    raise InputError(f"unknown game '{key}'; {NameIndex(able).hint(key, f'games with {what}')}")
