"""The 1 Stat Skirmish cheat sheet read back: what players look up mid-game, its skills
table, exact spawn chances, and a warband's own sheet (``--roster``) of only what it uses."""

from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from skirmishgen.cli import main
from skirmishgen.games.one_stat_skirmish.reference import reference
from skirmishgen.games.one_stat_skirmish.solitaire import chance_text, patterns
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import read_pdf
from texts import foot_clearance, pdf_text


@pytest.fixture(scope="module")
def sheet_text(made) -> str:
    """The cheat sheet's text, as printed on A4."""
    return pdf_text(made("sheet", "one-stat-skirmish", "--paper", "a4"))


def test_one_stat_sheet_has_what_players_look_up_mid_game(sheet_text):
    text = sheet_text
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
    kinds = sum(word in ("active", "passive", "active,", "(active:") for word in words)
    assert kinds == len(skills) + 2, kinds  # Command's "active, boss", the head's "(active:"
    foot = page.height - 16 / 25.4 * 72
    sizes = [c["fontsize"] for c in chars if c["text"].strip() and c["top"] < foot]
    assert min(sizes) >= 8 - 1e-6, min(sizes)
    title = [c for c in chars if c["fontsize"] > 12.5]
    head = min(c["top"] for c in chars if c["text"] == "S" and abs(c["fontsize"] - 8) < 0.1)
    assert head - max(c["bottom"] for c in title) >= 4, "title and table head stacked"


def _white_words_inset(page, word: str) -> tuple[float, float]:
    """pt between the white type on the dark band holding ``word`` and the band's left
    and right edges."""
    chars = [c for c in page.chars if c["text"].strip() and c["non_stroking_color"] == (1, 1, 1)]
    start = next(
        i for i in range(len(chars)) if "".join(c["text"] for c in chars[i:]).startswith(word)
    )
    first = chars[start]
    middle_x, middle_y = (first["x0"] + first["x1"]) / 2, page.height - first["bottom"] + 2
    band = next(
        r
        for r in page.rects
        if r.fill
        and r.fill[:3] != (255, 255, 255)
        and r.x0 <= middle_x <= r.x1
        and r.y0 <= middle_y <= r.y1
    )
    inside = [
        c
        for c in chars
        if band.x0 <= c["x0"]
        and c["x1"] <= band.x1 + 1
        and band.y0 <= page.height - c["bottom"] + 2 <= band.y1
    ]
    return min(c["x0"] for c in inside) - band.x0, band.x1 - max(c["x1"] for c in inside)


@pytest.mark.parametrize("roster", [None, "robyns-merry-men-treasure-hunt"])
def test_the_skills_table_head_keeps_the_house_cell_padding(made, roster):
    """Review 2026-12-01: the head "Effect (...)" ended 1.5 pt from its band's edge. Its
    words keep the house's cell padding from the band's right end, on one line."""
    from skirmishgen.games.one_stat_skirmish.cheatsheet import PAD
    from skirmishgen.press.sheetstyles import CELL_PADDING

    argv = ["--roster", str(content_dir() / "one-stat-skirmish" / "warbands" / f"{roster}.yaml")]
    pdf = read_pdf(made("sheet", "one-stat-skirmish", *(argv if roster else [])))
    page = pdf.pages[0 if roster else 1]
    left, right = _white_words_inset(page, "Skill")
    assert left >= PAD - 0.2 and right >= CELL_PADDING - 0.2, (left, right)
    head = [c for c in page.chars if c["non_stroking_color"] == (1, 1, 1)]
    effect = next(c for c in head if c["text"] == "E")
    line = [c for c in head if abs(c["top"] - effect["top"]) < 1]
    assert "".join(c["text"] for c in line).endswith("roll)"), "the head on one line"


def test_one_stat_spawn_chances_are_exact(sheet_text):
    """Every printed chance equals a count over all 6^6 rolls, done here independently."""
    counts: dict[tuple[int, ...], int] = {}
    for roll in itertools.product(range(1, 7), repeat=6):
        shape = tuple(sorted((roll.count(face) for face in set(roll)), reverse=True))
        counts[shape] = counts.get(shape, 0) + 1
    assert {p: c for p, c in patterns()} == {s: Fraction(n, 6**6) for s, n in counts.items()}
    for count in counts.values():
        assert chance_text(Fraction(count, 6**6)) in sheet_text


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
        assert "The mission: Treasure Hunt, training format" in text and "Table: 2'" in text
        assert "Last Man Standing" not in text and "Manhunt" not in text
        assert " in Robyn" not in text and " in Cpt." not in text
    assert "Heavy shooters" not in robyn and "heavy, area" not in robyn
    assert "Heavy shooters" in fawkes and "heavy, wound" in fawkes


@pytest.mark.parametrize("warband", ["robyns-merry-men", "cpt-fawkes-ragtags"])
def test_a_training_warbands_sheet_plays_the_training_missions_as_the_book_does(made, warband):
    """The training format's own missions (002:85, 142, 347, 375-379): Training's goal and
    first initiative; the training Treasure Hunt carried off the table, not the advanced
    scenario's back home."""
    warbands = content_dir() / "one-stat-skirmish" / "warbands"

    def text(mission: str) -> str:
        roster = str(warbands / f"{warband}-{mission}.yaml")
        pdf = read_pdf(made("sheet", "one-stat-skirmish", "--roster", roster))
        return " ".join(pdf.pages[0].text().split())

    training, hunt = text("training"), text("treasure-hunt")
    assert "The mission: Training." in training
    assert "Take out the whole other warband." in training
    assert "On the first turn each player rolls a d10 for initiative." in training
    assert "Carry it off the table to win at once" in hunt
    assert "bring it home" not in hunt and "Scenarios (8 turns)" not in training + hunt


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
    assert foot_clearance(page.pages[0]) >= 7.9


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
        assert foot_clearance(page) >= 7.5, page.page_number


def make(tmp_path, monkeypatch, *argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["sheet", *argv])
    return exit_info.value.code


def test_roster_sheet_lists_only_the_warband_skills(tmp_path, monkeypatch):
    roster = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
    assert make(tmp_path, monkeypatch, "one-stat-skirmish", "--roster", str(roster)) == 0
    pages = read_pdf(tmp_path / "output" / "one-stat-skirmish-cheatsheet.pdf").pages
    text = " ".join(" ".join(page.text() for page in pages).split())
    assert "Ranger" in text and "Warrior" in text
    assert "Assassin" not in text and "Shapeshifter" not in text


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


def test_a_jumps_run_up_is_exactly_its_length(made):
    """The rulebook: the fighter runs exactly the distance it jumps, then jumps (002:785-787)."""
    from texts import pdf_text

    printed = " ".join(pdf_text(made("sheet", "one-stat-skirmish")).split())
    assert "after a straight run-up exactly as long" in printed


def test_cover_is_not_printed_as_a_closed_list(made):
    """Cover comes from a forest, a house, a shield, and also from the Meat Shield's skill
    and from terrain the players agreed gives cover (002:545, 757-771): the sheet's list
    leaves room for both."""
    from texts import pdf_text

    text = " ".join(pdf_text(made("sheet", "one-stat-skirmish")).split())
    assert "carrying a shield, or wherever a skill or the agreed terrain gives cover" in text
