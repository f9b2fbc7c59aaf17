"""The Abstract Skirmish cheat sheet: its odds against an independent enumeration, read by
difference for any level, equal levels favouring the defender."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from skirmishgen import odds
from skirmishgen.testing.pdf import read_pdf
from texts import by_hand


def brute_beats(a: int, e: int) -> Fraction:
    rolls = list(itertools.product(range(1, 7), repeat=4))
    wins = sum(1 for w, x, y, z in rolls if w + x + a > y + z + e)
    return Fraction(wins, len(rolls))


def brute_hits(d: int, e: int) -> Fraction:
    rolls = list(itertools.product(range(1, 7), repeat=4))
    return Fraction(sum(max(0, w + x + d - y - z - e) for w, x, y, z in rolls), len(rolls))


@pytest.mark.parametrize(("a", "e"), [(0, 0), (3, 1), (0, 6), (6, 0), (2, 5)])
def test_abstract_odds_equal_an_independent_enumeration(a, e):
    assert odds.beats(a, e) == brute_beats(a, e)
    assert odds.expected_hits(a, e) == brute_hits(a, e)


def test_the_abstract_sheet_reads_odds_by_difference_for_any_level(made):
    """Only the gap counts (levels 20 and 14 read as 6 and 0); the sheet's one-line table
    prints, for gaps -8 to +8, the chance to hit and the slots a hit removes, as an
    independent enumeration gives them."""
    assert brute_beats(20, 14) == brute_beats(6, 0) and brute_hits(20, 14) == brute_hits(6, 0)
    text = " ".join(read_pdf(made("sheet", "abstract-skirmish")).pages[0].text().split())
    hit = [brute_beats(gap, 0) * 100 for gap in range(-8, 9)]
    shown = [f"{by_hand(v, 0)}%" if 0.5 <= v < 99.5 else "<1%" for v in hit]
    assert "to hit " + " ".join(shown) in text
    slots = [by_hand(brute_hits(gap, 0), 2) for gap in range(-8, 9)]
    assert "slots a hit " + " ".join(slots) in text
    assert "per attack, by both differences" in text


def test_equal_levels_favour_the_defender():
    assert odds.beats(0, 0) < Fraction(1, 2)  # ties miss


def test_coordinated_attacks_may_join_more_than_two_units(made):
    """The rulebook: multiple units can cooperate (001:87); two is the book's example."""
    from texts import pdf_text

    printed = " ".join(pdf_text(made("sheet", "abstract-skirmish")).split())
    assert "units aiming at one enemy (two, or more) add their Accuracy and Damage" in printed
