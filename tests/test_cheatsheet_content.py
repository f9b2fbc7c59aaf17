"""Cheat sheets read back: what players look up mid-game is there, the odds are exact, and
no table on a sheet or in a booklet breaks a word inside a cell."""

from __future__ import annotations

import itertools
from fractions import Fraction
from pathlib import Path

import pytest

from skirmishgen import odds
from skirmishgen.booklets.make import make_booklet
from skirmishgen.cheatsheets import make_sheet
from skirmishgen.games import GAMES
from skirmishgen.games.one_stat_skirmish.reference import reference
from skirmishgen.games.one_stat_skirmish.solitaire import chance_text, patterns
from skirmishgen.output import deliver
from skirmishgen.press import fonts, sheets, tables
from skirmishgen.press.paper import PAPERS
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import PT, read_pdf


def _text(path) -> str:
    return " ".join(" ".join(page.text() for page in read_pdf(path).pages).split())


@pytest.fixture(scope="module")
def sheet_text(made):
    return {
        key: _text(made("sheet", key, "--paper", "a4"))
        for key in ("one-stat-skirmish", "insta-skirmish", "aof-skirmish")
    }


def test_one_stat_sheet_has_what_players_look_up_mid_game(sheet_text):
    text = sheet_text["one-stat-skirmish"]
    for phrase in (
        "Upkeep",
        "Ganging up",
        "Cover",
        "Break free",
        "Push-back",
        "Fall",
        "King of the Hill",
        "spawn dice",
        "Area:",
        "Wound:",
    ):
        assert phrase in text, phrase
    assert "heavy shooter entry" not in text


def test_one_stat_sheet_plays_from_page_one_and_looks_up_on_page_two(made):
    """The play reference (turn, attacks, ranks, spawn table) fills the front; skills, roles
    and gear are a look-up sheet of their own on the back, the hand limits said once."""
    sheet = read_pdf(made("sheet", "one-stat-skirmish", "--paper", "a4"))
    front, back = (" ".join(p.text().split()) for p in sheet.pages)
    for phrase in ("Upkeep", "Ganging up", "Spawn dice", "Boss (d10)"):
        assert phrase in front, phrase
    assert "Look-up: skills, roles and gear" in back
    for phrase in ("Berserker", "Meat Shield", "No weapon", "Shield (hands: 1)"):
        assert phrase in back and phrase not in front, phrase
    assert back.count("rookies carry 2 hands, others 3") == 1


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_stat_skills_are_a_table_of_name_kind_and_effect_at_8_points(made, paper):
    """Every skill is a row: its name, under it its kind (active or passive), its effect
    beside them, set at 8 pt or more; the page's title stands clear of the table head."""
    page = read_pdf(made("sheet", "one-stat-skirmish", "--paper", paper)).pages[1]
    chars = page.chars
    words = page.text().split()
    skills = reference().skills
    for skill in skills:
        assert (skill.name or skill.id.capitalize()) in " ".join(words), skill.id
    kinds = sum(word in ("active", "passive", "active,") for word in words)
    assert kinds == len(skills) + 2, kinds  # Command's "active, boss", the head's "an active"
    foot = page.height - 16 / 25.4 * 72
    sizes = [c["fontsize"] for c in chars if c["text"].strip() and c["top"] < foot]
    assert min(sizes) >= 8 - 1e-6, min(sizes)
    title = [c for c in chars if c["fontsize"] > 12.5]
    head = min(c["top"] for c in chars if c["text"] == "S" and abs(c["fontsize"] - 8) < 0.1)
    assert head - max(c["bottom"] for c in title) >= 4, "title and table head stacked"


def test_one_stat_spawn_chances_are_exact(sheet_text):
    """Every printed chance equals a count over all 6^6 rolls, done here independently."""
    counts: dict[tuple[int, ...], int] = {}
    for roll in itertools.product(range(1, 7), repeat=6):
        shape = tuple(sorted((roll.count(face) for face in set(roll)), reverse=True))
        counts[shape] = counts.get(shape, 0) + 1
    assert {p: c for p, c in patterns()} == {s: Fraction(n, 6**6) for s, n in counts.items()}
    for count in counts.values():
        assert chance_text(Fraction(count, 6**6)) in sheet_text["one-stat-skirmish"]


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
    text = sheet_text["insta-skirmish"]
    column = [4, 6, 8, 10, 12, 20].index(defence)
    for title, halved in (("melee or gun", False), ("ranged non-gun", True)):
        cells = _row(text, attack, f"defeats: {title}")
        assert cells[column] == odds.percent(_defeat_by_count(attack, defence, halved)), title


def test_insta_save_column_gives_each_die_its_chance(sheet_text):
    """Every die saves on 4 or more: the column says how likely that is on each die."""
    for die in (4, 6, 8, 10, 12, 20):
        chance = odds.percent(Fraction(max(die - 3, 0), die))
        assert f"4+ ({chance})" in sheet_text["insta-skirmish"], die


def test_insta_equipment_is_listed_once(sheet_text):
    assert sheet_text["insta-skirmish"].count("Equipment") == 1


@pytest.fixture(scope="module")
def table_calls(tmp_path_factory):
    """Every table every cheat sheet and booklet sets: (rows, widths, size, padding)."""
    calls = []

    def recording(rows, width, size, padding):
        widths = tables.column_widths(rows, width, size, padding)
        calls.append((rows, widths, size, padding))
        return widths

    folder = tmp_path_factory.mktemp("tables")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sheets, "column_widths", recording)
        patch.setattr("skirmishgen.booklets.markup.column_widths", recording)
        for game in GAMES:
            if game.cheat_sheet is not None:
                product = make_sheet(game.key, PAPERS["a4"], {"roster": None})
                deliver(product, folder / f"{game.key}-sheet.pdf")
            if game.booklet is not None:
                product = make_booklet(game.key, PAPERS["a4"], "booklet", None)
                deliver(product, folder / f"{game.key}-booklet.pdf")
    return calls


def test_no_table_breaks_a_word_inside_a_cell(table_calls):
    from reportlab.pdfbase.pdfmetrics import stringWidth

    assert len(table_calls) >= 10, "the sheets and booklets set their tables"
    for rows, widths, size, padding in table_calls:
        for row in rows:
            for cell, width in zip(row, widths, strict=False):
                for word in tables._MARKS.sub("", str(cell)).split():
                    wide = stringWidth(word, fonts.BOLD, size) + padding
                    assert wide <= width + 0.01, f"'{word}' in {rows[0]}"


def test_disarm_and_rend_agree_on_the_sheet_and_the_aid(made):
    """DISARM stops one-handed weapon attacks only; a Rend is two-handed, unless a CRITICAL
    HIT makes it "with any weapon" (its own card): then a one-handed Rend is one DISARM
    stops. The matrix, the what-stops-what aid and the printed sheet say the same."""
    from skirmishgen.games.skirmish.cheatsheet import stops
    from skirmishgen.games.skirmish.deck import edition_file, load_deck, what_stops_what

    deck = load_deck(edition_file(5))
    assert stops(deck, "Disarm", "Rend") == "1-hand only"
    assert stops(deck, "Disarm", "Two Handed Axe") == "no"
    assert stops(deck, "Parry", "Rend") == "yes, weapon lost"
    (disarm,) = [line for line in what_stops_what(deck) if line.startswith("**DISARM**")]
    assert "so not Rend, unless a **CRITICAL HIT** makes it with a one-handed weapon" in disarm
    sheet = _text(made("sheet", "skirmish", "--paper", "a4"))
    assert "1-hand only" in sheet


def test_a_quotation_is_printed_only_where_the_readme_says(made):
    """The README: the rulebook's TRIP quotation cites no known old text and is not
    reprinted; every other card's quotation is."""
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert "TRIP quotation cites no known old text and is not reprinted" in " ".join(readme.split())
    from skirmishgen.games.skirmish.deck import edition_file, load_deck

    deck = load_deck(edition_file(5))
    assert [card.name for card in deck.cards if card.quote is None] == ["Trip"]
    printed = _text(made("deck", "--edition", "5", "--paper", "a4"))
    assert "Cynewulf" not in printed and "Herewulf" not in printed
    assert "The Battle of Maldon" in printed


def test_aof_sheet_puts_the_four_actions_in_a_table(sheet_text):
    """The choice players make every activation, a row each, from the rules content."""
    from skirmishgen.games.aof_skirmish.reference import reference

    text = sheet_text["aof-skirmish"]
    assert "your activation: one action move shooting" in text
    for action in reference().actions:
        assert f"{action.name} {action.move} {action.shooting}" in text
    assert len(reference().actions) == 4


def test_aof_wound_chances_are_exact(sheet_text):
    """Each row of the wound table, counted here independently: a d6 hits on quality+ (a 6
    always, a 1 never) and the target fails defense+ on a d6 (a 1 always fails, a 6 never)."""
    text = sheet_text["aof-skirmish"]
    assert "Chance one attack wounds" in text
    for quality in range(2, 7):
        hits = 7 - quality
        cells = [odds.percent(Fraction(hits * (defense - 1), 36)) for defense in range(2, 7)]
        assert " ".join([f"{quality}+", *cells]) in text, quality
    assert odds.attack_wounds(6, 6, ap=3) == odds.attack_wounds(6, 6)  # a 6 always blocks
    assert odds.attack_wounds(3, 4, ap=1) == odds.attack_wounds(3, 5)


def test_a_quotation_cut_off_mid_sentence_ends_in_an_ellipsis(made):
    """The rulebook quotes some passages up to a comma or semicolon: printed, such a cut
    is marked as an editor marks an elision, never left hanging on ';”'."""
    printed = _text(made("deck", "--edition", "5", "--paper", "a4"))
    for mark in ";,:":  # the closing quote reads back curly or straight
        assert f"{mark}\u201d" not in printed and f'{mark}"' not in printed
    assert "helm their red blades ring\u2026" in printed  # a quotation cut at a semicolon


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_1ss_warbands_sheet_is_one_side_of_what_it_uses(made, paper):
    """With --roster: one side, titled by the warband on one line; its mission's setup in
    place of the list of scenarios; heavy shooter rules only for a warband that has one;
    no head repeats the warband's name."""
    warbands = content_dir() / "one-stat-skirmish" / "warbands"
    texts = {}
    for name in ("robyns-merry-men-treasure-hunt", "cpt-fawkes-ragtags-treasure-hunt"):
        roster = str(warbands / f"{name}.yaml")
        pdf = read_pdf(made("sheet", "one-stat-skirmish", "--roster", roster, "--paper", paper))
        assert len(pdf.pages) == 1, name
        title = [c for c in pdf.pages[0].chars if c["fontsize"] > 17]
        assert len({round(c["top"]) for c in title}) == 1, "the title wraps"
        texts[name] = " ".join(pdf.pages[0].text().split())
    robyn, fawkes = texts.values()
    assert "merry men · cheat sheet" in robyn
    for text in (robyn, fawkes):
        assert "The mission: Treasure Hunt, 8 turns" in text and "Table: 2'" in text
        assert "Last Man Standing" not in text and "Manhunt" not in text
        assert " in Robyn" not in text and " in Cpt." not in text
    assert "Heavy shooters" not in robyn and "heavy, area" not in robyn
    assert "Heavy shooters" in fawkes and "heavy, wound" in fawkes


def _foot_clearance(page) -> float:
    """mm between the lowest line of the page's text and the top of its footer credit."""
    chars = [c for c in page.chars if c["text"].strip()]
    credit = page.height - 14 / PT
    footer = min(c["top"] for c in chars if c["top"] > credit)
    return (footer - max(c["bottom"] for c in chars if c["top"] <= credit)) * PT


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_1ss_warbands_sheet_says_only_what_its_fixed_warband_and_mission_use(made, paper):
    """Ranks as they play (die, hands, wounds), not how to build a warband; the upkeep of a
    Treasure Hunt only takes the counters off (no King of the Hill, no solitaire spawns);
    the last line 8 mm over the footer (review 2: 1.5 mm on Letter)."""
    roster = (
        content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-treasure-hunt.yaml"
    )
    page = read_pdf(made("sheet", "one-stat-skirmish", "--roster", str(roster), "--paper", paper))
    text = " ".join(page.pages[0].text().split())
    assert "Upkeep: take the counters off." in text
    assert "King of the Hill" not in text and "solitaire" not in text.casefold()
    assert "Field as many" not in text and "stat from 1 to" not in text
    assert "Rookie (d6). Gear within 2 hands. Out of the game at its first wound." in text
    assert _foot_clearance(page.pages[0]) >= 7.9


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_1ss_sheet_points_its_upkeep_to_the_scenarios_and_keeps_clear_of_the_foot(made, paper):
    """The front's Upkeep names King of the Hill and solitaire before either is explained:
    it says where they are; both sides end 8 mm over the footer (review 2: the back 3.9 mm
    on Letter)."""
    pdf = read_pdf(made("sheet", "one-stat-skirmish", "--paper", paper))
    front = " ".join(pdf.pages[0].text().split())
    assert "King of the Hill scores (see Scenarios)" in front
    assert "roll the spawn dice (see Solitaire)" in front
    assert "Rookie (d6). Least experienced rank." in front  # the whole sheet keeps the ranks
    for page in pdf.pages:
        assert _foot_clearance(page) >= 7.5, page.page_number
