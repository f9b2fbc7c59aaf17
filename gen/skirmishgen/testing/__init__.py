"""skirmishgen's testing kit: the checks every game keeps, shipped in the wheel so that a
game's author runs them against the skirmishgen they installed, on their game alone::

    pip install 'skirmishgen[testing]'
    python -m skirmishgen.testing my-game

It runs the kit's pytest modules on the game and exits 0 when the game keeps the contract,
1 naming each check it fails. skirmishgen's own suite runs the same modules on every
installed game (docs/adding-a-game.md, "Testing your game"):

- :mod:`.test_registry`: the declaration: the key, the credits, each ``later`` naming what
  its field wants, the content folder and examples, a look of its own beside our games';
- :mod:`.test_rosters` and :mod:`.test_roster_commands`: the roster contract, on the data
  the game gives (``Rosters.contract``): every rule broken once and found where it should
  be, schema problems at their place, hostile and random files each a finding, and
  ``validate``, ``roster`` and the builder agreeing;
- :mod:`.test_products`: every product printed and read back: fonts embedded, type sizes,
  margins, paper used, credits and the icons' licence, the game's band and emblem, and
  card text inside the card;
- :mod:`.test_tables`: the game's whole Tabletop Simulator table, if it has one: every
  object named with an id of its own, every image there, flat pieces in their pictures'
  proportions, every deck's cards in it;

and the helpers they use: :mod:`.plugin` (the ``--game`` option and the fixtures),
:mod:`.pdf` and :mod:`.glyphs` (reading a PDF back), :mod:`.rosters` (judging rosters).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..game import Game

CHECKS = (
    "test_registry",
    "test_rosters",
    "test_roster_commands",
    "test_products",
    "test_tables",
)
"""The kit's modules of checks, in the order they run."""

CHOSEN: tuple[str, ...] = ()
"""The keys of the games under test (``--game``; none: every installed game)."""


def under_test() -> tuple[Game, ...]:
    """The games the kit checks, in the registry's order."""
    from ..games import GAMES

    return tuple(game for game in GAMES if not CHOSEN or game.key in CHOSEN)


def ids(games: tuple[Game, ...]) -> list[str]:
    """The games' keys, for test ids."""
    return [game.key for game in games]
