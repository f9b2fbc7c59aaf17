"""The Abstract Skirmish System cheat sheet: the roll, the attack, and exact odds.

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from ... import odds
from ...game import Options
from ...press.sheets import grid, heading, section
from .reference import reference

LEVELS = range(7)


def body(st, options: Options) -> list:
    """The roll and the attack, and exact odds for every pair of levels."""
    ref = reference()
    story = [heading("The roll and the attack", st)]
    for part in ref.sections:
        story += section(part.title, part.text, st)
    rows = [["Accuracy \\ Evasion", *map(str, LEVELS)]]
    rows += [[str(a), *(odds.percent(odds.beats(a, e)) for e in LEVELS)] for a in LEVELS]
    story += [heading("Chance to hit: 2d6 + Accuracy beats 2d6 + Evasion", st), grid(rows, st)]
    rows = [["Damage \\ Endurance", *map(str, LEVELS)]]
    rows += [[str(d), *(f"{float(odds.expected_hits(d, e)):.2f}" for e in LEVELS)] for d in LEVELS]
    story += [heading("Expected slots lost per hit: Damage against Endurance", st), grid(rows, st)]
    return story
