"""The AOF: Skirmish cheat sheet read back: the four actions in a table, exact wound chances,
knock-outs and volleys on its back, and an army's own sheet of its own odds."""

from __future__ import annotations

from fractions import Fraction

import pytest

from skirmishgen import odds
from skirmishgen.cli import main
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import read_pdf
from texts import foot_clearance, pdf_text


@pytest.fixture(scope="module")
def sheet_text(made) -> str:
    """The cheat sheet's text, as printed on A4."""
    return pdf_text(made("sheet", "aof-skirmish", "--paper", "a4"))


def test_aof_sheet_puts_the_four_actions_in_a_table(sheet_text):
    """The choice players make every activation, a row each, from the rules content."""
    from skirmishgen.games.aof_skirmish.reference import reference

    text = sheet_text
    assert "your activation: one action move shooting" in text
    for action in reference().actions:
        assert f"{action.name} {action.move} {action.shooting}" in text
    assert len(reference().actions) == 4


def test_aof_wound_chances_are_exact(sheet_text):
    """Each row of the wound table, counted here independently: a d6 hits on quality+ (a 6
    always, a 1 never) and the target fails defense+ on a d6 (a 1 always fails, a 6 never)."""
    text = sheet_text
    assert "Chance one attack wounds" in text
    for quality in range(2, 7):
        hits = 7 - quality
        cells = [odds.percent(Fraction(hits * (defense - 1), 36)) for defense in range(2, 7)]
        assert " ".join([f"{quality}+", *cells]) in text, quality
    assert odds.attack_wounds(6, 6, ap=3) == odds.attack_wounds(6, 6)  # a 6 always blocks
    assert odds.attack_wounds(3, 4, ap=1) == odds.attack_wounds(3, 5)


def make(tmp_path, monkeypatch, *argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["sheet", *argv])
    return exit_info.value.code


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_aof_back_carries_knock_outs_and_volleys_on_both_papers(made, paper):
    """The knock-out chances a row per Tough value (markers across), then the chance N
    attacks wound at least once: Q4+ against D4+ wounds a quarter of the time, so two
    attacks wound 1 - (3/4)^2 = 43.75% of the time. A4 and Letter print the same."""
    back = " ".join(
        read_pdf(made("sheet", "aof-skirmish", "--paper", paper)).pages[1].text().split()
    )
    assert "wound markers 1 2 3 4 5 6 7 8 9" in back
    assert "Tough(6) - - - - - 33.3% 50.0% 66.7% 83.3%" in back.replace("\u2013", "-")
    row = back.split("Chance N attacks give at least one wound", 1)[1].split(" 3 ", 1)[0]
    assert "Q4+ v D4+ (25.0%)" in row and "43.8%" in row.split(" 2 ", 1)[1]


def test_a_roster_back_is_the_army_s_own_odds(made):
    """With a roster: the knock-out rows of the Tough values the army has (Dwarf Raiders:
    Tough(3) only), what each weapon deals (the Champion's Great Hammer, 3 attacks at Q3+
    with AP(1) against D4+: 3 x 4/6 x 4/6 = 1.3 wounds) and what hurts each defense."""
    roster = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"
    back = " ".join(
        read_pdf(made("sheet", "aof-skirmish", "--roster", str(roster))).pages[1].text().split()
    )
    assert "Tough(3)" in back and "Tough(2)" not in back and "Tough(6) -" not in back
    assert "Chance N attacks" not in back
    hammer = back.split("Dwarf Champion: Great Hammer (AP1)", 1)[1].split("Dwarf Champion:")[0]
    assert hammer.split()[:6] == ["3", "at", "Q3+", "1.0", "1.3", "1.7"]
    assert "What hurts Dwarf Raiders" in back and "D5+ (Crossbowmen, Rune Priest)" in back
    assert "From box 5 on, Dwarf Raiders are down to 5 models" in back  # 10 models
    assert "Spells from your army book" in back  # its Rune Priest is a wizard
    assert "Your custom rules (Shield Wall) change these" in back


def test_a_large_army_s_sheet_leaves_out_the_tables_it_has_no_room_for(tmp_path, monkeypatch):
    """Twenty units of two weapons each: the army's own tables would take a third side, so
    the ones without room are left out and the sheet stays one sheet of paper."""
    units = "\n".join(
        f"  - {{name: Unit {n}, size: 5, quality: 4, defense: 5, cost: 10, "
        "weapons: ['Spear (A1)', 'Bow (24\", A1)']}"
        for n in range(20)
    )
    roster = tmp_path / "horde.yaml"
    roster.write_text(
        f"system: aof-skirmish\nname: Horde\npoints_limit: 250\nunits:\n{units}\n", "utf-8"
    )
    assert make(tmp_path, monkeypatch, "aof-skirmish", "--roster", str(roster)) == 0
    pages = read_pdf(tmp_path / "output" / "aof-skirmish-cheatsheet.pdf").pages
    assert len(pages) == 2 and "Chance a wound roll knocks the model out" in pages[1].text()


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_aof_sheet_fills_both_sides_down_to_the_footer(made, paper):
    """The review saw a 25 mm blank band above the footer of both A4 sides: each now ends
    with a worked example read from its tables (our numbers: a volley into cover, then a
    wound roll), under 12 mm from the footer, on two sides still; Letter, shorter, has no
    room for them and prints its tables alone on its two sides."""
    pdf = read_pdf(made("sheet", "aof-skirmish", "--paper", paper))
    assert len(pdf.pages) == 2
    for page in pdf.pages:
        assert foot_clearance(page) < 12, (paper, page.page_number, foot_clearance(page))
    if paper == "a4":
        front, back = (" ".join(page.text().split()) for page in pdf.pages)
        assert "Worked example: a volley into cover" in front
        assert "Worked example: a wound roll" in back


def test_the_worked_examples_read_the_sheets_own_tables(sheet_text):
    """The volley: Q4+ in cover is the 5+ row, AP(1) against D4+ the defense 5+ column;
    three such attacks wound at least once 1 - (7/9)^3 of the time. The wound roll: the
    Tough(3) row's fourth column, out on 8+."""
    text = sheet_text
    cell = odds.percent(odds.attack_wounds(5, 5))
    assert cell == odds.percent(odds.attack_wounds(4 + 1, 4, ap=1)) == "22.2%"
    assert f"each attack wounds {cell} of the time" in text
    assert f"at least one {odds.percent(1 - Fraction(7, 9) ** 3)} of the time" in text
    assert f"is out on 8+, {odds.percent(odds.knocked_out(4, 3) or 0)} (row Tough(3)" in text
