"""1 Stat Skirmish beyond the roster contract: where each rule points in its corner cases,
the training format, the action and solitaire formats, fire teams, shooter classes and
hands, table sizes, and what the warband sheet shows (ranks, the fighter column, the
reference of exactly the skills used).

The warbands are the contract's base warband and its edits; what every roster game
does (one case per rule id, schema problems, broken files, validate and roster on the
command line) is in test_roster_contract.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest
import yaml

from skirmishgen.contract import edit, in_entry, line_of, place, without
from skirmishgen.errors import Finding
from skirmishgen.games.one_stat_skirmish.checks import CREATION_RULES, RULES
from skirmishgen.games.one_stat_skirmish.contract import (
    ACTION,
    CUSTOM,
    EXTRA_SPECIALIST,
    FIRE_BASE,
    SOLITAIRE,
    rookie,
    to_format,
)
from skirmishgen.games.one_stat_skirmish.contract import CONTRACT as ONE_STAT
from skirmishgen.games.one_stat_skirmish.models import Equipment
from skirmishgen.games.one_stat_skirmish.reference import reference
from skirmishgen.rosters import validate_files
from skirmishgen.testing.rosters import line_in, roster_reader, run_once, where, with_rule

BASE = ONE_STAT.base
TEAM = "  - {leader:"


read = roster_reader("warband.yaml")


# ------------------------------------------------------------------ rule details


def test_no_boss_points_at_the_fighters(read):
    text = in_entry(BASE, "Robyn", "rank: boss", "rank: specialist")
    (finding,) = with_rule(read(text), "1SS-BOSS")
    assert finding.location.line == line_of(text, "  - name: Robyn\n")
    assert "no boss" in finding.message


def test_specialist_without_skills_points_at_the_fighter(read):
    text = in_entry(BASE, "Little John", "    skills: [tank]\n", "")
    (finding,) = with_rule(read(text), "1SS-SPEC-SKILLS")
    assert finding.location.line == line_of(text, "  - name: Little John")


def test_boss_without_skills_list(read):
    text = in_entry(BASE, "Robyn", "    skills: [ranger]\n", "")
    (finding,) = with_rule(read(text), "1SS-BOSS-SKILLS")
    assert finding.location.line == line_of(text, "  - name: Robyn\n")


def test_ratio_counts_rookies_rounded_down(read):
    # 2 specialists need 4 rookies; with 3 rookies the second specialist is too many
    text = without(BASE, "Much")
    (finding,) = with_rule(read(text), "1SS-SPEC-RATIO")
    assert finding.location.line == line_in(text, "Friar Tuck", "rank:")


@pytest.mark.parametrize(
    ("name", "stat", "legal"),
    [
        ("Much", "1", True),
        ("Much", "6", True),
        ("Much", "0", False),
        ("Much", "-1", False),
        ("Much", "2.5", False),
        ("Much", "3.0", True),
        ("Little John", "8", True),
        ("Little John", "9", False),
        ("Robyn", "10", True),
        ("Robyn", "11", False),
    ],
)
def test_stat_range_per_die(read, name, stat, legal):
    old = {"Much": "stat: 2", "Little John": "stat: 5", "Robyn": "stat: 6"}[name]
    text = in_entry(BASE, name, old, f"stat: {stat}")
    found = with_rule(read(text), "1SS-STAT")
    assert [f.location.line for f in found] == ([] if legal else [line_in(text, name, "stat:")])


def test_minion_on_a_specialist_is_a_role_rank_error(read):
    text = in_entry(BASE, "Little John", "stat: 5\n", "stat: 5\n    minion: true\n")
    (finding,) = with_rule(read(text), "1SS-ROLE-RANK")
    assert finding.location.line == line_in(text, "Little John", "minion:")


def test_meat_shield_with_a_shooter(read):
    text = in_entry(BASE, "Rabbit with crossbow", "role: gunner", "role: meat-shield")
    (finding,) = with_rule(read(text), "1SS-ROLE-NO-SHOOTER")
    assert finding.location.line == line_in(text, "Rabbit with crossbow", "Crossbow")


def test_one_minion_is_not_enough_for_a_minion_master(read):
    text = in_entry(BASE, "Friar Tuck", "[healer]", "[minion-master]")
    text = in_entry(text, "Will", "stat: 3\n", "stat: 3\n    minion: true\n")
    assert len(with_rule(read(text), "1SS-MINION-MASTER")) == 1


# ------------------------------------------------------------------ training format


def test_creation_rules_are_rule_ids():
    assert set(CREATION_RULES) <= set(RULES)


@pytest.mark.parametrize("rule", sorted(CREATION_RULES))
def test_training_turns_creation_rules_into_warnings(read, tmp_path, rule):
    case = ONE_STAT.case(rule)
    text = to_format(case.illegal, "training")
    roster = read(text)
    found = with_rule(roster, rule)
    assert found and all(f.severity == "warning" for f in found)
    assert [where(f) for f in found] == [place(text, case.at)] * len(found)
    assert roster.legal
    assert validate_files([tmp_path / "warband.yaml"], with_match=False).exit_code == 0


@pytest.mark.parametrize("rule", ["1SS-STAT", "1SS-BOSS", "1SS-ROOKIE-HEAVY", "1SS-FIRE-TEAM"])
def test_training_keeps_other_rules_errors(read, rule):
    roster = read(to_format(ONE_STAT.case(rule).illegal, "training"))
    found = with_rule(roster, rule)
    assert found and all(f.severity == "error" for f in found)
    assert not roster.legal


# ------------------------------------------------------------------ formats


def test_two_specialists_with_two_rookies_break_the_ratio_in_standard(read):
    (finding,) = with_rule(read(ACTION), "1SS-SPEC-RATIO")
    assert finding.location.line == line_in(ACTION, "Friar Tuck", "rank:")


@pytest.mark.parametrize(
    "change, severity",
    [("extra rookie", "error"), ("one specialist", "warning"), ("no boss", "error")],
)
def test_action_format_is_restricted_to_one_two_two(read, change, severity):
    """The seed: Action warbands are "restricted to 1 Boss, 2 Specialists and 2 Rookies":
    a cap. More breaks it; fewer is legal, with a warning (a boss becoming a specialist is
    still more specialists than allowed)."""
    text = to_format(ACTION, "action")
    if change == "extra rookie":
        text += rookie("Much")
    elif change == "one specialist":
        text = without(text, "Friar Tuck")
    else:
        text = in_entry(text, "Robyn", "rank: boss", "rank: specialist")
    (finding,) = with_rule(read(text), "1SS-FORMAT-ACTION")
    assert finding.location.line == line_of(text, "format:")
    assert finding.severity == severity


def test_solitaire_format_says_what_it_has(read):
    short = without(to_format(SOLITAIRE, "solitaire"), "Rabbit B")  # 1, 3, 5
    (finding,) = with_rule(read(short), "1SS-FORMAT-SOLITAIRE")
    assert finding.location.line == line_of(short, "format:")
    assert "1, 3, 5" in finding.message


# ------------------------------------------------------------------ fire teams


def fire_team_findings(read, text: str) -> list[Finding]:
    roster = read(text)
    assert not roster.malformed
    return [f for f in roster.findings if f.rule.startswith("1SS-FIRE-TEAM")]


def test_fire_team_two_fire_team_rookies_legal(read):
    text = in_entry(FIRE_BASE, "Much", "stat: 3\n", "stat: 3\n    role: fire-team\n")
    assert read(text).findings == []


def test_fire_team_unequal_stats(read):
    text = in_entry(FIRE_BASE, "Will", "stat: 3", "stat: 4")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM"
    assert finding.location.line == line_of(text, TEAM)
    assert "differ" in finding.message


def test_fire_team_two_allrounders(read):
    text = in_entry(FIRE_BASE, "Will", "role: fire-team", "role: allrounder")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM"
    assert finding.location.line == line_of(text, TEAM)


def test_fire_team_wrong_role(read):
    text = in_entry(FIRE_BASE, "Much", "stat: 3\n", "stat: 3\n    role: gunner\n")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM"


def test_fire_team_leader_is_a_rookie(read):
    text = edit(FIRE_BASE, "leader: Little John", "leader: Rabbit with axe")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM-NAME"
    assert finding.location.line == line_of(text, TEAM)
    assert "is a rookie" in finding.message


def test_fire_team_leader_is_the_boss(read):
    text = edit(FIRE_BASE, "leader: Little John", "leader: Robyn")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM-NAME"
    assert "is a boss" in finding.message


def test_fire_team_unknown_name_has_did_you_mean(read):
    text = edit(FIRE_BASE, "[Will, Much]", "[Wil, Much]")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM-NAME"
    assert finding.location.line == line_of(text, TEAM)
    assert finding.hint == "did you mean 'Will'?"
    assert "not in the warband" in finding.message


def test_fire_team_needs_two_rookies(read):
    text = edit(FIRE_BASE, "[Will, Much]", "[Will]")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM"


def test_fire_team_same_rookie_twice(read):
    text = edit(FIRE_BASE, "[Will, Much]", "[Will, Will]")
    found = fire_team_findings(read, text)
    assert [f.location.line for f in found if f.rule == "1SS-FIRE-TEAM"] == [line_of(text, TEAM)]


def test_fighter_in_two_fire_teams(read):
    text = FIRE_BASE + "  - {leader: Friar Tuck, rookies: [Will, Much]}\n"
    found = fire_team_findings(read, text)
    second = line_of(text, "  - {leader: Friar Tuck")
    assert {f.rule for f in found} == {"1SS-FIRE-TEAM"}
    assert [f.location.line for f in found] == [second, second]
    assert {f.message for f in found} == {"Will is in two fire teams", "Much is in two fire teams"}


# ------------------------------------------------------------------ shooter classes and hands


@pytest.mark.parametrize(
    ("kind", "hands", "rank", "expected"),
    [
        ("shooter", 1, "specialist", "light"),
        ("shooter", 1, "boss", "light"),
        ("shooter", 2, "specialist", "medium"),
        ("shooter", 2, "boss", "medium"),
        ("shooter", None, "boss", "light"),  # hands default to 1
        ("shooter", 2, "rookie", "light"),
        ("shooter", 1, "rookie", "light"),
        ("heavy-shooter", None, "specialist", "heavy"),
        ("heavy-shooter", 3, "boss", "heavy"),
        ("heavy-shooter", 3, "rookie", "heavy"),
        ("melee", 2, "boss", None),
        ("shield", None, "rookie", None),
        ("magic-device", None, "specialist", None),
        ("armor", None, "boss", None),
    ],
)
def test_shooter_class(kind, hands, rank, expected):
    item = Equipment(name="Thing", kind=kind, hands=hands)
    assert item.shooter_class(rank) == expected


@pytest.mark.parametrize(
    ("kind", "hands"),
    [
        ("melee", 1),
        ("shooter", 1),
        ("heavy-shooter", 3),
        ("shield", 1),
        ("magic-device", 1),
        ("armor", 0),
    ],
)
def test_default_hands(kind, hands):
    assert Equipment(name="Thing", kind=kind).hands_used == hands


# ------------------------------------------------------------------ table sizes (--match)


def table_for(tmp_path: Path, text: str) -> Finding:
    paths = []
    for side in ("a.yaml", "b.yaml"):
        (tmp_path / side).write_text(text, encoding="utf-8")
        paths.append(tmp_path / side)
    report = validate_files(paths, with_match=True)
    assert report.exit_code == 0
    (finding,) = [f for f in report.matched if f.rule == "1SS-TABLE"]
    assert finding.severity == "info"
    return finding


def add_specialists(text: str, count: int) -> str:
    skills = ["sniper", "veteran", "guard", "brawler", "warrior"]
    return text + "".join(
        f"  - name: Expert {n}\n    rank: specialist\n    stat: 4\n    skills: [{skills[n]}]\n"
        for n in range(count)
    )


@pytest.mark.parametrize(
    ("extra_rookies", "extra_specialists", "size"),
    [
        (0, 0, "2'x2'"),  # 4 rookies, 2 specialists
        (1, 0, "3'x3'"),  # 5 rookies
        (4, 0, "3'x3'"),  # 8 rookies
        (4, 2, "3'x3'"),  # 8 rookies, 4 specialists
        (5, 0, "4'x4'"),  # 9 rookies
        (6, 3, "4'x4'"),  # 10 rookies, 5 specialists
    ],
)
def test_match_table_size(tmp_path, extra_rookies, extra_specialists, size):
    text = BASE + "".join(rookie(f"Extra {n}") for n in range(extra_rookies))
    finding = table_for(tmp_path, add_specialists(text, extra_specialists))
    assert f"recommended table: {size}" in finding.message
    limits = {"2'x2'": "up to 4 rookies / 2 specialists", "3'x3'": "6-8 rookies / 3-4 specialists"}
    if size in limits:  # the rulebook's limits for that size, not the warbands' counts
        assert limits[size] in finding.message, finding.message
    rookies = 4 + extra_rookies
    assert f"has {rookies} rookies and {2 + extra_specialists} specialists" in finding.message
    # 5 rookies: the rulebook's sizes skip it (002:751), and the message says what we chose
    assert ("names no size for that" in finding.message) == (rookies == 5)


def test_match_table_size_for_three_specialists_and_six_rookies(tmp_path):
    # the rulebook's 3'x3' band by its specialists (3-4) as well as its rookies
    text = BASE + rookie("Extra A") + rookie("Extra B")
    finding = table_for(tmp_path, to_format(text + EXTRA_SPECIALIST, "training"))
    assert "3'x3'" in finding.message and "names no size" not in finding.message


# ------------------------------------------------------------------ findings in file order


def test_validate_json_lists_findings_in_file_order(work, run):
    text = in_entry(ONE_STAT.case("1SS-STAT").illegal, "Little John", "[tank]", CUSTOM)
    text = text.replace("format: standard\n", "format: standard\nhouse_rules: true\n")
    code, out, _ = run("validate", "--format", "json", work("warband.yaml", text))
    assert code == 1
    report = json.loads(out)
    assert report["summary"] == "1 roster: 1 error, 1 warning: not legal"
    assert [(r["rule"], r["severity"], r["line"]) for r in report["findings"]] == [
        ("1SS-SKILL-CUSTOM", "warning", line_in(text, "Little John", "skills:")),
        ("1SS-STAT", "error", line_in(text, "Much", "stat:")),
    ]


# ------------------------------------------------------------------ the warband sheet

USED_SKILLS = {"ranger", "tank", "healer"}


def fighter_column(path: Path) -> str:
    """The text of the sheet's Fighter column (between its heading and the Skills one)."""
    document = pdfium.PdfDocument(str(path))
    try:
        page = document[0]
        text = page.get_textpage()

        def heading(word: str) -> tuple[float, float, float, float]:
            found = text.search(word, match_case=True, match_whole_word=True).get_next()
            assert found, word
            return text.get_charbox(found[0])

        left, _, _, top = heading("Fighter")
        right = heading("Skills")[0]
        column = text.get_text_bounded(left=left - 1, bottom=0, right=right - 1, top=top)
        return " ".join(column.split())
    finally:
        document.close()


@pytest.mark.parametrize("legal", [True, False], ids=["legal", "forced"])
def test_sheet_lists_every_fighter_in_the_fighter_column(tmp_path_factory, legal):
    text = BASE if legal else ONE_STAT.case("1SS-STAT").illegal
    sheet = run_once(
        tmp_path_factory,
        {"warband.yaml": text},
        "roster",
        "warband.yaml",
        *(() if legal else ("--force",)),
    )
    column = fighter_column(sheet.folder / "output" / ONE_STAT.sheet)
    for name in ONE_STAT.members:
        assert name in column, (name, column)


def test_sheet_shows_format_composition_and_rank_dice(tmp_path_factory):
    sheet = run_once(tmp_path_factory, {"warband.yaml": BASE}, "roster", "warband.yaml")
    text = sheet.pdf(Path("output") / ONE_STAT.sheet).text
    assert "Robyn's merry men" in text
    assert "standard format" in text
    assert "1 boss, 2 specialists, 4 rookies" in text
    for badge in ("d10", "d8", "d6"):  # the dice as the rules write them, badges too
        assert badge in text and badge.upper() not in text


def test_sheet_reference_has_exactly_the_skills_used(tmp_path_factory):
    sheet = run_once(tmp_path_factory, {"warband.yaml": BASE}, "roster", "warband.yaml")
    text = sheet.pdf(Path("output") / ONE_STAT.sheet).text
    reference_text = text.split("Rules used by this warband", 1)[1]
    skills = reference().skills
    assert {skill.id for skill in skills} >= USED_SKILLS
    for skill in skills:
        entry = f"{skill.name} ({skill.kind})."
        assert (entry in reference_text) == (skill.id in USED_SKILLS), entry
    unused = {s.name for s in skills if s.id not in USED_SKILLS}
    for name in ("Assassin", "Sniper", "Berserker", "Shapeshifter"):
        assert name in unused
        assert name not in text
    assert "Command (boss)" in reference_text


def test_each_fighters_stat_is_a_badge(tmp_path):
    """The one stat, read across the table: white on an ink disc, 14 pt or more."""
    import pdfplumber

    from skirmishgen.cli import main
    from skirmishgen.resources import content_dir

    warband = (
        content_dir() / "one-stat-skirmish" / "warbands" / "cpt-fawkes-ragtags-treasure-hunt.yaml"
    )
    out = tmp_path / "w.pdf"
    with pytest.raises(SystemExit) as stop:
        main(["roster", str(warband), "--out", str(out)])
    assert not stop.value.code
    fighters = yaml.safe_load(warband.read_text(encoding="utf-8"))["fighters"]
    with pdfplumber.open(out) as pdf:
        chars = pdf.pages[0].chars
    white = [
        c["text"]
        for c in chars
        if c["size"] >= 14 and c["non_stroking_color"] in ((1, 1, 1), [1, 1, 1])
    ]
    assert sorted(white) == sorted(f"{f['stat']:g}" for f in fighters)
