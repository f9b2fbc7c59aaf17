"""Issue 29's verdicts, each with the rulebook's (seed's) words it rests on: a fire team's
rookies carry its heavy shooter, the specialist ratio holds in training, an invented skill
is a house rule, and a ranged attack may be bought for a figure that shows one."""

from __future__ import annotations

import pytest

from skirmishgen.contract import in_entry
from skirmishgen.games.one_stat_skirmish.contract import BASE as ONE_STAT_BASE
from skirmishgen.games.one_stat_skirmish.contract import FIRE_BASE, rookie, to_format
from skirmishgen.testing.rosters import line_in, roster_reader, with_rule

read = roster_reader("warband.yaml")

CANNON = "{name: Heavy cannon, kind: heavy-shooter, option: area}"


def rules_of(roster) -> list[tuple[str, str]]:
    return [(f.rule, f.severity) for f in roster.findings]


# ------------------------------------------------------------------ fire teams (002:525, 813)


@pytest.mark.parametrize("fmt", ["standard", "training"])
def test_a_fire_teams_rookie_carries_its_heavy_shooter(read, fmt):
    """ "The Rookies carry the ranged heavy shooter" (002:525): neither its three hands nor
    the rookie's rank is a fault while the rookie is in the team."""
    text = in_entry(FIRE_BASE, "Will", "{name: Dagger, kind: melee, hands: 1}", CANNON)
    roster = read(to_format(text, fmt))
    assert rules_of(roster) == [], [str(f) for f in roster.findings]
    assert roster.legal


def test_a_fire_teams_rookie_keeps_two_hands_for_the_rest_of_its_gear(read):
    text = in_entry(
        FIRE_BASE,
        "Will",
        "{name: Dagger, kind: melee, hands: 1}",
        CANNON
        + "\n      - {name: Spear, kind: melee, hands: 2}\n      - {name: Buckler, kind: shield}",
    )
    (finding,) = with_rule(read(text), "1SS-HANDS")
    assert "Will's gear takes 3 hands" in finding.message  # spear and buckler, not the cannon


def test_a_rookie_with_the_fire_team_role_may_carry_it_too(read):
    """The role's rookies jump in when a crew member falls (002:531): the heavy shooter
    may be in their hands without a team listed."""
    spare = rookie(
        "Spare gunner", 2, "fire-team"
    )  # Much (2, allrounder) could crew with it + f"    equipment:\n      - {CANNON}\n"
    roster = read(ONE_STAT_BASE + spare)
    assert roster.legal, [str(f) for f in roster.findings]
    assert with_rule(roster, "1SS-ROOKIE-HEAVY") == [] and with_rule(roster, "1SS-HANDS") == []


@pytest.mark.parametrize(
    ("partner", "specialists"),
    [
        (rookie("Partner", 4), True),  # not the same stat (002:529)
        (rookie("Partner", 3, "thug"), True),  # not fire-team or allrounder (002:509)
        (rookie("Partner", 3), False),  # no specialist to command it (002:525)
    ],
    ids=["unequal-stat", "thug-partner", "no-specialist"],
)
def test_the_fire_team_role_alone_is_no_crew_where_no_team_can_form(read, partner, specialists):
    head = "system: one-stat-skirmish\nname: Lone gun\nformat: standard\nfighters:\n"
    boss = "  - {name: Boss, rank: boss, stat: 5, skills: [ranger]}\n"
    spec = "  - {name: Spec, rank: specialist, stat: 4, skills: [tank]}\n" if specialists else ""
    gunner = rookie("Gunner", 3, "fire-team") + f"    equipment:\n      - {CANNON}\n"
    text = head + boss + spec + gunner + partner
    roster = read(text)
    assert with_rule(roster, "1SS-ROOKIE-HEAVY"), [str(f) for f in roster.findings]
    assert not roster.legal


def test_a_rookie_outside_any_fire_team_still_may_not(read):
    text = in_entry(
        ONE_STAT_BASE, "Rabbit with crossbow", "{name: Crossbow, kind: shooter, hands: 2}", CANNON
    )
    roster = read(text)
    (heavy,) = with_rule(roster, "1SS-ROOKIE-HEAVY")
    assert heavy.severity == "error" and "outside a fire team" in heavy.message
    assert "fire_teams:" in heavy.hint


# ------------------------------------------------------------------ the ratio (002:107)


def test_the_specialist_ratio_is_an_error_in_training_too(read):
    """ "For each 2 rookies fielded, one specialist may join your team" is the training
    chapter's own sentence (002:107): the training format relaxes the armory, not this."""
    text = to_format(
        ONE_STAT_BASE + "  - name: Alan\n    rank: specialist\n    stat: 3\n    skills: [sniper]\n",
        "training",
    )
    (ratio,) = with_rule(read(text), "1SS-SPEC-RATIO")
    assert ratio.severity == "error"
    assert ratio.location.line == line_in(text, "Alan", "rank:")


# ------------------------------------------------------------------ skills (002:461, 479, 565)


def _skill(text: str, skill: str) -> str:
    return in_entry(text, "Little John", "[tank]", skill)


INVENTED = "[{name: Charge, text: Runs at the nearest foe and strikes.}]"


@pytest.mark.parametrize(
    ("fmt", "house_rules", "verdict"),
    [
        ("standard", False, [("1SS-SKILL-CUSTOM", "error")]),
        ("standard", True, [("1SS-SKILL-CUSTOM", "warning")]),
        ("action", False, [("1SS-SKILL-CUSTOM", "error")]),
        ("training", False, []),  # the book's own warbands carry invented skills
    ],
)
def test_an_invented_skill_is_a_house_rule(read, fmt, house_rules, verdict):
    text = to_format(_skill(ONE_STAT_BASE, INVENTED), fmt)
    if house_rules:
        text = text.replace(f"format: {fmt}\n", f"format: {fmt}\nhouse_rules: true\n")
    found = [r for r in rules_of(read(text)) if r[0] == "1SS-SKILL-CUSTOM"]
    assert found == verdict
    if verdict == [("1SS-SKILL-CUSTOM", "error")]:
        (finding,) = with_rule(read(text), "1SS-SKILL-CUSTOM")
        assert "house_rules: true" in finding.hint and "skill: <listed skill>" in finding.hint


def test_a_listed_skill_renamed_is_legal_everywhere_and_is_that_skill(read):
    """ "Feel free to adjust the descriptions" (002:565): Force User may be a Mage."""
    renamed = _skill(ONE_STAT_BASE, "[{name: Bulwark, skill: Tank}]")
    assert rules_of(read(renamed)) == []
    # it is the listed skill: a second tank is a repeat, an unknown one is unknown
    twice = in_entry(renamed, "Friar Tuck", "[healer]", "[tank]")
    assert [r for r, _ in rules_of(read(twice))] == ["1SS-SKILL-UNIQUE"]
    unknown = _skill(ONE_STAT_BASE, "[{name: Bulwark, skill: tnak}]")
    (finding,) = with_rule(read(unknown), "1SS-SKILL-UNKNOWN")
    assert "did you mean 'tank'?" in finding.hint


def test_a_skill_of_your_own_needs_a_listed_skill_or_a_text(read):
    roster = read(_skill(ONE_STAT_BASE, "[{name: Bulwark}]"))
    assert roster.malformed
    (finding,) = roster.findings  # one line, not also "should be text"
    assert "needs 'skill:'" in finding.message


def test_the_sheet_names_a_renamed_skill_with_its_book_name(tmp_path):
    from skirmishgen.cli import main
    from skirmishgen.testing.pdf import read_pdf

    path = tmp_path / "w.yaml"
    path.write_text(_skill(ONE_STAT_BASE, "[{name: Bulwark, skill: Tank}]"), "utf-8")
    with pytest.raises(SystemExit) as done:
        main(["roster", str(path), "--out", str(tmp_path / "w.pdf")])
    assert done.value.code in (0, None)
    text = " ".join(read_pdf(tmp_path / "w.pdf").pages[0].text().split())
    assert "Bulwark (Tank)" in text


# ------------------------------------------------------------------ printed statements


def _text(path) -> str:
    from skirmishgen.testing.pdf import read_pdf

    return " ".join(" ".join(p.text().split()) for p in read_pdf(path).pages)


def test_the_1ss_booklet_says_what_the_book_says(made):
    text = _text(made("booklet", "one-stat-skirmish", "--imposition", "pages"))
    assert "restricted to 1 boss, 2 specialists and 2 rookies" in text  # 002:909
    assert "exactly 1 boss, 2 specialists" not in text
    assert "6-8 rookies / 3-4 specialists" in text and "names no size for 5 rookies" in text
    assert "climb up half" in text and "up or down" not in text  # 002:795, 799
    assert "no hand count: one hand is our reading" in text  # 002:854
    assert text.count("stand-in") >= 3  # Robyn 6, John 5, a frogger 4: ours (002:221)


def test_the_insta_booklet_lets_foes_share_a_square_after_set_up(made):
    text = _text(made("booklet", "insta-skirmish", "--imposition", "pages"))
    assert "one miniature at most" not in text  # 004:44: melee "in the same space"
    assert "Set up one miniature to a square; later, foes may share one." in text


def test_the_skirmish_matrix_and_the_highlander_setup(made):
    from skirmishgen.games.skirmish.cheatsheet import stops
    from skirmishgen.games.skirmish.deck import load_deck
    from skirmishgen.resources import content_dir

    deck = load_deck(content_dir() / "skirmish" / "edition-5.yaml")
    assert stops(deck, "Trip", "default attack") == "no card"  # 000:98, 375
    assert stops(deck, "Trip", "basic attack") == "cancels"
    assert stops(deck, "Disarm", "Rend") == "1-hand only"  # 000:256, 337
    sheet = _text(made("sheet", "skirmish"))
    assert "1-hand only: a Rend a CRITICAL HIT makes with a one-handed weapon" in sheet
    assert "No card: TRIP cancels cards, and a default attack plays none" in sheet
    assert "our suggestion: deal each player one" in sheet  # 000:212 says only 2H weapons
    booklet = _text(made("booklet", "skirmish", "--imposition", "pages"))
    assert "our suggestion: the rulebook says only that two-handed weapons are used" in booklet
