"""Cheat sheets: exact odds against an independent enumeration, the card-derived matrix,
one sheet at most, and their text read back."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from skirmishgen import odds
from skirmishgen.cli import main
from skirmishgen.games import GAMES
from skirmishgen.games.skirmish.cheatsheet import stops, stops_matrix
from skirmishgen.games.skirmish.deck import edition_file, load_deck
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import read_pdf

DECK = load_deck(edition_file(5))


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
    shown = [f"{float(v):.0f}%" if 0.5 <= v < 99.5 else "<1%" for v in hit]
    assert "to hit " + " ".join(shown) in text
    slots = [f"{float(brute_hits(gap, 0)):.2f}" for gap in range(-8, 9)]
    assert "slots a hit " + " ".join(slots) in text
    assert "per attack, by both differences" in text


def test_equal_levels_favour_the_defender():
    assert odds.beats(0, 0) < Fraction(1, 2)  # ties miss


def test_insta_hit_chance_is_exact():
    assert odds.die_at_least(6, 6) == Fraction(21, 36)
    assert odds.die_at_least(4, 20) == Fraction(10, 80)
    assert odds.die_at_least(20, 4) == Fraction(74, 80)


@pytest.mark.parametrize(
    ("defence", "attack", "verdict"),
    [
        ("Dodge", "Spear", "no"),
        ("Parry", "Charge", "no"),
        ("Disarm", "Kick", "no"),
        ("Disarm", "Two Handed Sword", "no"),
        ("Block", "Hook", "no"),
        ("Shield", "Hook", "no"),
        ("Block", "Charge", "yes"),
        ("Dodge", "Flurry of Blows", "one blow"),
        ("Dodge", "Charge", "passes"),
        ("Parry", "Rend", "yes, weapon lost"),
        ("Trip", "Hook", "cancels"),
    ],
)
def test_what_stops_what_follows_the_card_rules(defence, attack, verdict):
    assert stops(DECK, defence, attack) == verdict


def test_the_matrix_changes_with_the_content(tmp_path):
    card = next(c for c in DECK.cards if c.name == "Dodge")
    assert stops(DECK, "Dodge", "Spear") == "no" and "Spear" in card.not_against
    edited = DECK.model_copy(
        update={
            "cards": [
                c.model_copy(update={"not_against": []}) if c.name == "Dodge" else c
                for c in DECK.cards
            ]
        }
    )
    assert stops(edited, "Dodge", "Spear") == "yes"
    assert len(stops_matrix(DECK)) == 7


def make(tmp_path, monkeypatch, *argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["sheet", *argv])
    return exit_info.value.code


@pytest.mark.parametrize(
    "system",
    ["skirmish", "abstract-skirmish", "one-stat-skirmish", "aof-skirmish", "insta-skirmish"],
)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_sheet_is_one_sheet_of_paper_with_its_numbers(made, system, paper):
    pdf = read_pdf(made("sheet", system, "--paper", paper))
    assert 1 <= len(pdf.pages) <= 2
    text = " ".join(" ".join(p.text().split()) for p in pdf.pages)
    expected = {
        "skirmish": ["What stops what", "SPEAR", "DAGGER", "Highlander"],
        "abstract-skirmish": [f"{float(odds.beats(2, 0)) * 100:.0f}%", "Expected slots lost"],
        "one-stat-skirmish": ["In play", "Upkeep", "Ganging up", "Cover", "spawn", "Fire Team"],
        "aof-skirmish": ["Deployment", "Knocked Out", "Tough(X)"],
        "insta-skirmish": [odds.percent(odds.die_at_least(8, 6) * Fraction(1, 2)), "d20"],
    }[system]
    for phrase in expected:
        assert phrase in text, phrase


def test_roster_sheet_lists_only_the_warband_skills(tmp_path, monkeypatch):
    roster = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
    assert make(tmp_path, monkeypatch, "one-stat-skirmish", "--roster", str(roster)) == 0
    pages = read_pdf(tmp_path / "output" / "one-stat-skirmish-cheatsheet.pdf").pages
    text = " ".join(" ".join(page.text() for page in pages).split())
    assert "Ranger" in text and "Warrior" in text
    assert "Assassin" not in text and "Shapeshifter" not in text


def test_unknown_system_and_wrong_roster_are_one_line(tmp_path, monkeypatch, capsys):
    assert make(tmp_path, monkeypatch, "chess") == 2
    roster = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"
    assert make(tmp_path, monkeypatch, "one-stat-skirmish", "--roster", str(roster)) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and "a roster for aof-skirmish, not for one-stat-skirmish" in lines[1]


@pytest.mark.parametrize("system", [game.key for game in GAMES if game.cheat_sheet])
def test_letter_takes_no_more_sides_than_a4(made, system):
    """Letter is shorter than A4: a sheet that fits one side of A4 must fit one side of
    Letter too (no second side left nearly empty)."""
    sides = {
        paper: len(read_pdf(made("sheet", system, "--paper", paper)).pages)
        for paper in ("a4", "letter")
    }
    assert sides["letter"] == sides["a4"]


def test_a_short_entry_moves_whole_to_the_next_column():
    """Splitting columns across a page, an entry of a few lines is never cut in two (its
    last lines orphaned at the head of the next column): it moves whole."""
    import io

    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfgen.canvas import Canvas

    from skirmishgen.press import fonts
    from skirmishgen.press.columns import Columns
    from skirmishgen.press.paragraph import Paragraph

    fonts.register_fonts()
    style = ParagraphStyle("e", fontName=fonts.REGULAR, fontSize=8, leading=10)
    entries = [Paragraph(f"Entry {n}. " + "words " * 30, style) for n in range(20)]
    columns = Columns(entries)
    columns.canv = Canvas(io.BytesIO())
    high = entries[0].wrap(columns._column(400), 1000)[1]
    first, _rest = columns.split(400, 3.5 * high)  # room for half an entry under three
    for run in first._runs:
        assert all(item in entries for item in run), "no entry was split"


def _smallest_rules_size(path) -> float:
    """The smallest glyph on the sheet above its footer (the credit and page number)."""
    sizes = [
        c["fontsize"]
        for page in read_pdf(path).pages
        for c in page.chars
        if c["text"].strip() and c["bottom"] < page.height - 16 / 25.4 * 72
    ]
    return round(min(sizes), 2)


@pytest.mark.parametrize(
    ("system", "roster"),
    [
        ("one-stat-skirmish", "one-stat-skirmish/warbands/robyns-merry-men-treasure-hunt.yaml"),
        ("aof-skirmish", "aof-skirmish/armies/dwarf-raiders.yaml"),
    ],
)
def test_a_roster_sheet_is_no_smaller_than_the_whole_one_and_keeps_what_it_needs(
    made, system, roster
):
    """With --roster: type at least as large as the general sheet's, the roster's own
    custom skills and gear rules, the odds table, and solitaire only for solitaire."""
    general = made("sheet", system, "--paper", "a4")
    own = made("sheet", system, "--roster", str(content_dir() / roster), "--paper", "a4")
    assert _smallest_rules_size(own) >= _smallest_rules_size(general)
    text = " ".join(" ".join(p.text() for p in read_pdf(own).pages).split())
    if system == "one-stat-skirmish":
        assert "Straight charge (custom)" in text
        assert "A pair of one-handed weapons makes melee attackers roll twice" in text
        assert "Spawn dice" not in text and "Solitaire" not in text
    else:
        assert "Chance one attack wounds (exact)" in text
        assert "Shield Wall (custom)" in text


def test_a_solitaire_warbands_sheet_keeps_the_spawn_table(made, tmp_path):
    text = (
        content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
    ).read_text(encoding="utf-8")
    assert "format: training" in text
    (tmp_path / "solo.yaml").write_text(
        text.replace("format: training", "format: solitaire"), "utf-8"
    )
    pdf = read_pdf(made("sheet", "one-stat-skirmish", "--roster", str(tmp_path / "solo.yaml")))
    assert "Spawn dice" in " ".join(" ".join(p.text() for p in pdf.pages).split())


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
