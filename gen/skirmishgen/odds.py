"""Exact odds for the cheat sheets, by enumerating every roll (no sampling, no rounding)."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from functools import cache


@cache
def two_d6() -> dict[int, int]:
    """How many of the 36 rolls of 2d6 give each total."""
    counts: dict[int, int] = {}
    for a, b in itertools.product(range(1, 7), repeat=2):
        counts[a + b] = counts.get(a + b, 0) + 1
    return counts


def beats(attack: int, defence: int) -> Fraction:
    """The chance that 2d6 + ``attack`` is strictly higher than 2d6 + ``defence``."""
    total = 0
    for x, nx in two_d6().items():
        for y, ny in two_d6().items():
            if x + attack > y + defence:
                total += nx * ny
    return Fraction(total, 36 * 36)


def expected_hits(damage: int, endurance: int) -> Fraction:
    """The mean of max(0, (2d6 + damage) - (2d6 + endurance)): slots removed by a hit."""
    total = 0
    for x, nx in two_d6().items():
        for y, ny in two_d6().items():
            total += nx * ny * max(0, x + damage - y - endurance)
    return Fraction(total, 36 * 36)


def die_at_least(attacker: int, defender: int) -> Fraction:
    """The chance a d``attacker`` rolls at least what a d``defender`` rolls."""
    wins = sum(1 for a in range(1, attacker + 1) for d in range(1, defender + 1) if a >= d)
    return Fraction(wins, attacker * defender)


def percent(value: Fraction) -> str:
    return f"{decimal(value * 100, 1)}%"


def decimal(value: Fraction, places: int) -> str:
    """``value`` to ``places`` decimals, an exact half away from zero, as a reader rounds
    by hand: 1.25 prints 1.3, -1.25 prints -1.3 and 6.25 % prints 6.3 % (a float's format
    would print 1.2 and 6.2, rounding the half to even)."""
    exact = Fraction(value)
    whole = math.floor(abs(exact) * 10**places + Fraction(1, 2))  # a half away from 0
    sign = "-" if exact < 0 and whole else ""
    digits = f"{whole:0{places + 1}d}"
    return f"{sign}{digits[:-places]}.{digits[-places:]}" if places else f"{sign}{digits}"


def save_fails(die: int, needed: int = 4) -> Fraction:
    """The chance a d``die`` rolls under ``needed`` (a failed save)."""
    return Fraction(min(needed - 1, die), die)


def halved_at_least(attacker: int, defender: int) -> Fraction:
    """The chance half a d``attacker`` roll (rounded up) is at least a d``defender`` roll."""
    wins = sum(1 for a in range(1, attacker + 1) for d in range(1, defender + 1) if -(-a // 2) >= d)
    return Fraction(wins, attacker * defender)


def d6_passes(roll: int, needed: int, modifier: int = 0) -> bool:
    """A d6 test: a 6 always passes and a 1 always fails, whatever the modifier."""
    return roll == 6 or (roll != 1 and roll + modifier >= needed)


def attack_wounds(quality: int, defense: int, ap: int = 0) -> Fraction:
    """The chance one attack wounds: it hits on ``quality``+ and the target fails to roll
    ``defense``+ with -``ap`` to its roll (both d6 tests)."""
    wounds = sum(
        1
        for hit, block in itertools.product(range(1, 7), repeat=2)
        if d6_passes(hit, quality) and not d6_passes(block, defense, -ap)
    )
    return Fraction(wounds, 36)


def knocked_out(markers: int, tough: int = 0) -> Fraction | None:
    """The chance an AOF: Skirmish model carrying ``markers`` wound markers is knocked out
    by its wound roll: a die plus the markers, out on 6+, or for a Tough(X) model on 5+X
    and only once it carries X markers (None: it does not roll yet)."""
    if tough and markers < tough:
        return None
    needed = 5 + tough if tough else 6
    return Fraction(sum(1 for roll in range(1, 7) if roll + markers >= needed), 6)
