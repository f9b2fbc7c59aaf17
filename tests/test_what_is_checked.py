"""Each roster sheet's stamp says what the checks covered, and where the rulebook gives no
army lists (AOF: Skirmish) the sheet and the builder say in one line what is left to the
player's army book (issue 30)."""

from __future__ import annotations

from pathlib import Path

import pytest

from skirmishgen.rosters import roster_systems, support
from skirmishgen.serve.builder import game_form
from skirmishgen.testing.pdf import plain, read_pdf


@pytest.mark.parametrize("system", roster_systems())
def test_the_stamp_names_what_was_checked(system, run, work):
    rules = support(system)
    assert rules.checked, "every game says what its checks cover"
    from skirmishgen.games import find

    game, _ = find(system, lambda game: game.rosters, "rosters")
    example = game.examples()[0]
    status, _, _ = run("roster", str(example), "--out", "sheet.pdf", "--force")
    assert status in (0, 1)
    text = " ".join(plain(read_pdf(Path("sheet.pdf")).pages[0].text()).split())
    assert f"Checked: {rules.checked}" in text
    assert ("Not checked:" in text) == bool(rules.unchecked)
    if rules.unchecked:
        assert f"Not checked: {rules.unchecked}." in text


def test_aof_says_costs_come_from_the_army_book_on_the_sheet_and_in_the_builder():
    rules = support("aof-skirmish")
    assert "army book" in rules.unchecked and "no army lists" in rules.unchecked
    assert game_form("aof-skirmish")["unchecked"] == rules.unchecked
    assert game_form("one-stat-skirmish")["unchecked"] == ""
