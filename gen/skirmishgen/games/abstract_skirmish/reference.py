"""The game's rules reference in content (rules.yaml), read once."""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from typing import Any

from ... import odds
from ...game import read_content
from .about import FOLDER
from .models import AbstractReference


@cache
def reference() -> AbstractReference:
    return read_content(FOLDER, "rules.yaml", AbstractReference)


ODDS_GAPS = range(-8, 9)
"""The trait differences the booklet's odds table shows (attacker's level minus the
defender's)."""
GRID_GAPS = range(-4, 5)
"""The differences the booklet's per-attack grid shows, both ways: the middle of the
cheat sheet's grid (the differences most units meet)."""


def booklet_context() -> dict[str, Any]:
    """What the booklet template uses besides the credits: the rules, and exact odds by
    the difference of two levels (2d6 + level against 2d6 + level), and the slots an
    attack takes by both differences (the cheat sheet's grid, its middle)."""
    return {
        "ref": reference(),
        "odds": [
            {
                "gap": _signed(gap),
                "hit": odds.percent(odds.beats(gap, 0)),
                "slots": odds.decimal(odds.expected_hits(gap, 0), 2),
                "per_attack": odds.decimal(odds.beats(0, 0) * odds.expected_hits(gap, 0), 2),
            }
            for gap in ODDS_GAPS
        ],
        "grid": {
            "gaps": [_signed(gap) for gap in GRID_GAPS],
            "rows": [
                [_signed(hit), *(odds.decimal(per_attack(hit, gap, 0), 2) for gap in GRID_GAPS)]
                for hit in GRID_GAPS
            ],
        },
    }


def per_attack(accuracy_minus_evasion: int, damage: int, endurance: int) -> Fraction:
    """Expected slots lost per attack: the chance to hit times the slots lost per hit."""
    return odds.beats(accuracy_minus_evasion, 0) * odds.expected_hits(damage, endurance)


def _signed(gap: int) -> str:
    return f"{gap:+d}" if gap else "0"
