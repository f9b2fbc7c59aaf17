"""The options games add to their products: which game declares which, and their values.

The CLI offers every option any game declares for a product; :func:`resolve`
takes what the user gave for one game, refuses what belongs to other games,
fills in the game's defaults, turns text into values and reads roster files
(checked as rosters of that game) before the product is made.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from . import games as registry
from .errors import InputError
from .game import Game, Option

MOST_ROSTERS = 16
"""Rosters one product reads (3,000 copies of one took a minute to print)."""

if TYPE_CHECKING:
    from .rosters import Roster


class Offers(Protocol):
    """A capability that declares options (a game's deck, kit or cheat sheet)."""

    @property
    def options(self) -> tuple[Option, ...]: ...


Capability = Callable[[Game], Offers | None]


def declared(capability: Capability) -> dict[str, list[tuple[Game, Option]]]:
    """Every option of a product, by flag, with the games that declare it."""
    found: dict[str, list[tuple[Game, Option]]] = {}
    for game in registry.GAMES:
        offered = capability(game)
        for option in offered.options if offered is not None else ():
            found.setdefault(option.flag, []).append((game, option))
    return found


def given(value: Any) -> bool:
    """Whether the user gave an option (click leaves it None, or () when repeatable)."""
    return value is not None and value != ()


def given_flags(capability: Capability, values: Mapping[str, Any]) -> list[str]:
    """The flags of ``capability``'s options that the user gave."""
    return [
        flag
        for flag, owners in declared(capability).items()
        if given(values.get(owners[0][1].name))
    ]


@dataclass
class Resolved:
    values: dict[str, Any]
    inputs: list[Path] = field(default_factory=list)
    """The files the options named (rosters): the output must never overwrite them."""
    rosters: list[Roster] = field(default_factory=list)
    """The rosters the options named, read and checked."""


def resolve(
    game: Game, capability: Capability, values: Mapping[str, Any], product: str
) -> Resolved:
    """The option values for ``game``'s ``product``: what was given, else the defaults."""
    offered = capability(game)
    own = {option.name: option for option in (offered.options if offered else ())}
    for flag, owners in declared(capability).items():
        name = owners[0][1].name
        if name not in own and given(values.get(name)):
            games = ", ".join(owner.key for owner, _ in owners)
            raise InputError(f"{flag} is for the {games} {product}, not the {game.key} one")
    resolved = Resolved({})
    for name, option in own.items():
        raw = values.get(name)
        resolved.values[name] = _value(game, option, raw if given(raw) else None, resolved)
    return resolved


def _value(game: Game, option: Option, raw: Any, resolved: Resolved) -> Any:
    if option.kind in ("roster", "rosters"):
        return _rosters(game, option, raw, resolved)
    value = option.default if raw is None else raw
    if option.kind == "text" and option.parse is not None and value is not None:
        try:
            return option.parse(value)
        except ValueError as error:
            raise InputError(f"{option.flag} {error}") from None
    return value


def _rosters(game: Game, option: Option, raw: Any, resolved: Resolved) -> Any:
    from .rosters import Roster, accepted, read_for

    if option.kind == "roster" and isinstance(raw, Roster):  # read already (the builder)
        resolved.rosters.append(accepted(game, raw, option.flag, option.legal))
        return resolved.rosters[-1]
    if option.kind == "roster":
        paths = [] if raw is None else [Path(raw)]
    elif raw is None:
        paths = sorted(game.content().glob(option.default)) if option.default else []
    else:
        paths = [Path(path) for path in raw]
    if len(paths) > MOST_ROSTERS:
        raise InputError(
            f"{option.flag} is given {len(paths):,} times; one kit takes at most "
            f"{MOST_ROSTERS} rosters (a table's worth of players)"
        )
    rosters = [read_for(game, path, option.flag, option.legal) for path in paths]
    resolved.inputs += paths
    resolved.rosters += rosters
    if option.kind == "roster":
        return rosters[0] if rosters else None
    return rosters
