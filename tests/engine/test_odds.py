"""How the odds module prints an exact figure."""

from __future__ import annotations

from fractions import Fraction

import pytest


@pytest.mark.parametrize(
    ("value", "places", "shown"),
    [
        (Fraction(5, 4), 1, "1.3"),
        (Fraction(1, 4), 1, "0.3"),
        (Fraction(-5, 4), 1, "-1.3"),
        (Fraction(625, 100), 1, "6.3"),
        (Fraction(1, 8), 2, "0.13"),
        (Fraction(1, 3), 1, "0.3"),
        (Fraction(2, 3), 2, "0.67"),
        (Fraction(-1, 100), 1, "0.0"),
        (Fraction(99, 2), 0, "50"),
    ],
)
def test_a_printed_figure_rounds_an_exact_half_away_from_zero(value, places, shown):
    """Tables print exact fractions as a reader rounds by hand: 1.25 is 1.3, never the 1.2
    a float's format gives (review: the AOF sheet's 'what the army deals')."""
    from skirmishgen.odds import decimal

    assert decimal(value, places) == shown
