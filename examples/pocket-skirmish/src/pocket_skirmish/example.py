"""The booklet's example of play: one round between the Lanterns (the example crew) and
the Gulls, each activation where it starts and ends, what its d6 shows and what happens.
The booklet's figure draws it (``figures.py``), its template tells it, and the package's
tests hold it to the rules (each move within its fighter's, each attacker in contact or,
shooting, in range)."""

from __future__ import annotations

from dataclasses import dataclass

from .reference import ROLE, TO_HIT

Point = tuple[float, float]
"""Inches from the table's lower left corner, the Lanterns' edge at the foot."""


@dataclass(frozen=True)
class Step:
    name: str
    role: str
    ours: bool
    """A Lantern (else a Gull)."""
    at: Point
    to: Point | None = None
    """Where it moves to (None: it stays)."""
    says: str = ""
    """What it does, before its roll."""
    target: str = ""
    """Whom it attacks ("": no one)."""
    roll: int = 0
    """What its d6 shows."""
    then: str = ""
    """What the roll does."""

    @property
    def crew(self) -> str:
        return "Lanterns" if self.ours else "Gulls"

    def attack(self) -> str:
        """The attack roll as the booklet tells it ("" when it makes none)."""
        if not self.target:
            return ""
        fight = ROLE[self.role].fight
        total = self.roll + fight
        result = "a hit" if total >= TO_HIT else f"short of {TO_HIT}: a miss"
        return f"The d6 shows {self.roll}, +{fight} makes {total}, {result}."


WOOD: tuple[Point, Point] = ((5.0, 11.5), (3.2, 2.2))
"""The wood's centre and half its width and depth: rough ground."""

ROUND = (
    Step(
        "Pip",
        "scout",
        True,
        (4.0, 8.0),
        (4.6, 14.0),
        "runs 6 inches straight through the wood (rough ground does not slow a scout) into "
        "contact with Kestrel, the Gulls' archer.",
        "Kestrel",
        5,
        "Kestrel is out: an OUT token goes by her.",
    ),
    Step(
        "Brine",
        "brawler",
        False,
        (8.5, 16.5),
        (5.6, 14.0),
        "goes round the wood, a little under 4 inches, and attacks Pip.",
        "Pip",
        3,
        "Pip stays in the fight.",
    ),
    Step(
        "Wren",
        "archer",
        True,
        (16.0, 7.0),
        None,
        "touches no enemy, so stays where she is and shoots at Sable, the Gulls' captain, "
        "12 inches off.",
        "Sable",
        6,
        "A captain is out only at the second hit: a HIT token goes by Sable.",
    ),
    Step(
        "Sable",
        "captain",
        False,
        (15.0, 19.0),
        (12.0, 15.0),
        "moves 5 inches towards the fight, but reaches no enemy and, not being an archer, "
        "cannot shoot.",
    ),
    Step(
        "Tobin",
        "brawler",
        True,
        (9.0, 12.5),
        (6.6, 14.0),
        "steps 3 inches, clear of the wood, into contact with Brine.",
        "Brine",
        4,
        "Brine is out.",
    ),
    Step(
        "Fen",
        "scout",
        False,
        (19.0, 13.0),
        (16.6, 7.8),
        "dashes 6 inches to Wren.",
        "Wren",
        2,
        "Wren is safe, for now.",
    ),
    Step(
        "Mara",
        "captain",
        True,
        (12.0, 6.0),
        (16.0, 8.6),
        "moves a little under 5 inches to her archer's side and attacks Fen.",
        "Fen",
        4,
        "Fen is out.",
    ),
)
"""The round, in the order the fighters act: the Lanterns won the initiative."""
STANDING = (Step("Kestrel", "archer", False, (4.6, 15.0)),)
"""Fighters on the table that are put out before they act."""
