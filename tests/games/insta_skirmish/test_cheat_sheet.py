"""The Insta-Skirmish cheat sheet read back: exact defeat and hit chances, each die's save,
and each piece of equipment once."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from skirmishgen import odds
from texts import pdf_text


@pytest.fixture(scope="module")
def sheet_text(made) -> str:
    """The cheat sheet's text, as printed on A4."""
    return pdf_text(made("sheet", "insta-skirmish", "--paper", "a4"))


def _defeat_by_count(attack: int, defence: int, halved: bool = False) -> Fraction:
    """Hit (attack roll, halved up for a non-gun shot, >= defence roll) and then a save roll
    under 4, counted outright."""
    won = total = 0
    for a, d, save in itertools.product(
        range(1, attack + 1), range(1, defence + 1), range(1, defence + 1)
    ):
        total += 1
        won += (-(-a // 2) if halved else a) >= d and save < 4
    return Fraction(won, total)


def _row(text: str, die: int, title: str) -> list[str]:
    """The six cells of die ``die``'s row in the table headed ``title``."""
    table = text[text.index(title) :]
    return table[table.index(f" d{die} ", table.index("d20")) :].split()[1:7]


@pytest.mark.parametrize("attack, defence", [(4, 4), (6, 8), (20, 4), (8, 20)])
def test_insta_defeat_chances_are_exact(sheet_text, attack, defence):
    text = sheet_text
    column = [4, 6, 8, 10, 12, 20].index(defence)
    for title, halved in (("melee or gun", False), ("ranged non-gun", True)):
        cells = _row(text, attack, f"defeats: {title}")
        assert cells[column] == odds.percent(_defeat_by_count(attack, defence, halved)), title


def test_insta_save_column_gives_each_die_its_chance(sheet_text):
    """Every die saves on 4 or more: the column says how likely that is on each die."""
    for die in (4, 6, 8, 10, 12, 20):
        chance = odds.percent(Fraction(max(die - 3, 0), die))
        assert f"4+ ({chance})" in sheet_text, die


def test_insta_equipment_is_listed_once(sheet_text):
    assert sheet_text.count("Equipment") == 1


def test_insta_hit_chance_is_exact():
    assert odds.die_at_least(6, 6) == Fraction(21, 36)
    assert odds.die_at_least(4, 20) == Fraction(10, 80)
    assert odds.die_at_least(20, 4) == Fraction(74, 80)
