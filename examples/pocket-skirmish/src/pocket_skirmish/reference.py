"""The rules as data: what the checks, the sheet, the cheat sheet and the booklet share."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

from skirmishgen.odds import percent


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

TURN = (
    ("Initiative", "Both players roll a d6; the higher activates first (reroll ties)."),
    ("Activate", "Take turns picking one fighter who has not acted: it moves, then attacks."),
    ("Attack", f"Roll a d6 and add the fighter's fight: {TO_HIT} or more hits."),
    ("Hits", "A hit fighter is out; the captain is out at the second hit."),
    ("End", "When every fighter has acted, remove the acted tokens and start again."),
)
HITS = {"captain": 2}
"""Hits that put a fighter out of the fight, where not one."""
TOKENS = (
    ("hourglass", "ACTED", "on a fighter that has acted"),
    ("drop", "HIT", "on a captain hit once"),
    ("skull", "OUT", "on a fighter out of the fight"),
)
"""The kit's tokens: (icon, word, when a player lays one)."""


def needed(fight: int) -> int:
    """What a d6 must show for a fighter of ``fight`` to hit (over 6: no roll does)."""
    return max(TO_HIT - fight, 1)


def hits_on(fight: int) -> str:
    """What a d6 must show, as a range (``never`` if no roll does)."""
    least = needed(fight)
    if least > 6:
        return "never"
    return f"{least}\u20136" if least < 6 else "6"


def hit_chance(fight: int) -> Fraction:
    """The chance one attack of a fighter of ``fight`` hits."""
    return Fraction(max(7 - needed(fight), 0), 6)


def chance(fight: int) -> str:
    """The chance of a hit, in sixths."""
    sixths = hit_chance(fight) * 6
    return f"{sixths} in 6" if sixths else "none"


def hits_in(hits: int, attacks: int, fight: int) -> Fraction:
    """The chance that ``attacks`` attacks of a fighter of ``fight`` hit ``hits`` times
    or more (each attack its own roll)."""
    p = hit_chance(fight)
    return sum(
        (comb(attacks, k) * p**k * (1 - p) ** (attacks - k) for k in range(hits, attacks + 1)),
        Fraction(0),
    )


ODDS_HEADS = (
    "Attacker",
    "a hit in 1 attack",
    "a hit in 2",
    "a hit in 3",
    "2 hits in 2",
    "2 hits in 3",
    "2 hits in 4",
)
ODDS = ((1, 1), (1, 2), (1, 3), (2, 2), (2, 3), (2, 4))
"""(hits, attacks) of each odds column: a hit, then a captain's two hits."""


def odds_rows() -> list[list[str]]:
    """The odds table: a row per fight the roles have (the roles with it), the chance of
    each column's hits in its attacks, worked out exactly from the d6."""
    rows = []
    for fight in sorted({role.fight for role in ROLES}, reverse=True):
        who = " or ".join(role.name for role in ROLES if role.fight == fight)
        chances = [percent(hits_in(hits, attacks, fight)) for hits, attacks in ODDS]
        rows.append([f"{who} (+{fight})", *chances])
    return rows


SUGGESTED = (
    ("One of each", ("captain", "brawler", "archer", "scout"), "the example crew, to learn"),
    ("Shield wall", ("captain", "brawler", "brawler", "brawler"), "slow, and hits hard"),
    ("Outriders", ("captain", "scout", "scout", "archer", "archer"), "fast, and shoots"),
    (
        "Full muster",
        ("captain", "brawler", "brawler", "archer", "scout", "scout"),
        "six, the most a crew may have",
    ),
)
"""Crews to try (our suggestion): a name, its fighters' roles, what it is like."""


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
    from .example import ROUND

    return {
        "roles": ROLES,
        "crew": CREW,
        "to_hit": TO_HIT,
        "turn": TURN,
        "winning": WINNING,
        "needs": NEEDS,
        "setup": SETUP,
        "play": PLAY,
        "odds_heads": ODDS_HEADS,
        "odds": odds_rows(),
        "hits_on": hits_on,
        "range": RANGE,
        "round": ROUND,
    }
