"""The roster contract's games, as the registry has them: every installed game whose
``Rosters`` gives a ``contract`` (``skirmishgen.contract.RosterContract``: its legal base
roster, a legal and an illegal case per rule id, its rules between rosters, its schema
problems, its example files, its sheet's members, its blank sheet's words, random rosters).

Each game's data lives beside it (``games/<game>/contract.py``, or in its own package);
nothing here names a game or counts them. A game without rosters or without a contract is
left out, and a contract test a game has no data for is skipped for it.
"""

from __future__ import annotations

from collections.abc import Iterable

from skirmishgen.contract import RosterContract
from skirmishgen.game import Game
from skirmishgen.games import GAMES


def contracts(games: Iterable[Game]) -> tuple[RosterContract, ...]:
    """The contract of each of ``games`` that gives one, in their order."""
    found = []
    for game in games:
        if game.rosters is not None and game.rosters.contract is not None:
            contract = game.rosters.contract()
            assert isinstance(contract, RosterContract), game.key
            assert contract.key == game.key, (contract.key, game.key)
            found.append(contract)
    return tuple(found)


CONTRACTS = contracts(GAMES)
"""The contract of every installed game that gives one."""
