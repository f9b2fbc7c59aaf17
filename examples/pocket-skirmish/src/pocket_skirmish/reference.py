"""The rules as data: what the checks, the sheet, the cheat sheet and the booklet share."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Role:
    id: str
    name: str
    move: int
    """Inches a move."""
    fight: int
    """Added to the d6 when the fighter attacks."""
    text: str


RANGE = 18
"""How far an archer shoots, inches."""

ROLES = (
    Role("captain", "Captain", 5, 2, "Leads the crew. Takes two hits to put out of the fight."),
    Role("brawler", "Brawler", 4, 2, "The crew's muscle: as hard a hitter as the captain."),
    Role("archer", "Archer", 4, 0, f"The only fighter who shoots, up to {RANGE} inches."),
    Role("scout", "Scout", 7, 1, "Moves fast and ignores rough ground."),
)
ROLE = {role.id: role for role in ROLES}

CREW = (3, 6)
"""Fewest and most fighters in a crew."""
TO_HIT = 6
"""A d6 plus the attacker's fight that reaches this hits."""
"""A d6 plus the attacker's fight that reaches this hits."""

TURN = (
    ("Initiative", "Both players roll a d6; the higher activates first (reroll ties)."),
    ("Activate", "Take turns picking one fighter who has not acted: it moves, then attacks."),
    ("Attack", f"Roll a d6 and add the fighter's fight: {TO_HIT} or more hits."),
    ("Hits", "A hit fighter is out; the captain is out at the second hit."),
    ("End", "When every fighter has acted, remove the acted tokens and start again."),
)
HITS = {"captain": 2}
"""Hits that put a fighter out of the fight, where not one."""


def hits_on(fight: int) -> str:
    """What a d6 must show for a fighter of ``fight`` to hit (``never`` if no roll does)."""
    needed = max(TO_HIT - fight, 1)
    if needed > 6:
        return "never"
    return f"{needed}\u20136" if needed < 6 else "6"


def chance(fight: int) -> str:
    """The chance of it, in sixths."""
    needed = max(TO_HIT - fight, 1)
    return "none" if needed > 6 else f"{7 - needed} in 6"


SETUP = (
    ("Table", "About 2 feet square, with a few pieces of scenery; woods and rubble are rough."),
    (
        "Edges",
        "Both players roll a d6; the higher picks a table edge, the other takes the far one.",
    ),
    ("Deploy", "Take turns placing one fighter within 6 inches of your own edge."),
)
PLAY = (
    (
        "Moving",
        "Up to the fighter's move in inches; rough ground counts double, but not for scouts.",
    ),
    ("Fighting", "A fighter in base contact with an enemy may attack it."),
    (
        "Shooting",
        "An archer in contact with no enemy may instead attack one it can see in 18 inches.",
    ),
)
WINNING = "A crew with none of its fighters left in the fight loses; the other crew wins."
NEEDS = (
    f"Two players, a crew of {CREW[0]} to {CREW[1]} miniatures each, a tape measure, a "
    "six-sided die and a table about 2 feet square with a little scenery."
)


def booklet_context() -> dict[str, Any]:
    """What the booklet template may use (besides ``credits``)."""
    return {
        "roles": ROLES,
        "crew": CREW,
        "to_hit": TO_HIT,
        "turn": TURN,
        "winning": WINNING,
        "needs": NEEDS,
        "setup": SETUP,
        "play": PLAY,
    }
