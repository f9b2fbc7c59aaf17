"""1 Stat Skirmish warband rules: every rule id, one legal and one illegal roster each.

Every illegal roster is the legal base warband with one targeted edit; the
expected line of a finding is computed from the edited text (the line of the
fighter's ``stat:``, ``rank:`` ...), never written as a number.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rosterhelp import assert_findings_or_schema_error, assert_legal, edit, line_of, with_rule
from skirmishgen.errors import Finding
from skirmishgen.rosters import Roster, read_roster, validate_files
from skirmishgen.systems.one_stat.checks import CREATION_RULES, RULES
from skirmishgen.systems.one_stat.models import Equipment

MATCH_RULES = {"1SS-MATCH-FORMAT", "1SS-MATCH-ROOKIES", "1SS-TABLE"}

BASE = """\
system: one-stat-skirmish
name: Robyn's merry men
format: standard
fighters:
  - name: Robyn
    rank: boss
    stat: 6
    skills: [ranger]
    equipment:
      - {name: Longbow, kind: shooter, hands: 2}
      - {name: Short sword, kind: melee, hands: 1}
  - name: Little John
    rank: specialist
    stat: 5
    skills: [tank]
    equipment:
      - {name: Quarterstaff, kind: melee, hands: 2}
  - name: Friar Tuck
    rank: specialist
    stat: 4
    skills: [healer]
    equipment:
      - {name: Cudgel, kind: melee, hands: 1}
      - {name: Leather jerkin, kind: armor}
  - name: Rabbit with axe
    rank: rookie
    stat: 4
    role: fighter
    equipment:
      - {name: Axe, kind: melee, hands: 1}
      - {name: Shield, kind: shield}
  - name: Rabbit with crossbow
    rank: rookie
    stat: 3
    role: gunner
    equipment:
      - {name: Crossbow, kind: shooter, hands: 2}
  - name: Will
    rank: rookie
    stat: 3
    role: distraction
    equipment:
      - {name: Dagger, kind: melee, hands: 1}
  - name: Much
    rank: rookie
    stat: 2
    equipment:
      - {name: Sling, kind: shooter, hands: 1}
"""

EXTRA_SPECIALIST = """\
  - name: Alan-a-Dale
    rank: specialist
    stat: 3
    skills: [influencer]
"""


def rookie(name: str, stat: int = 3, role: str = "allrounder") -> str:
    return f"  - name: {name}\n    rank: rookie\n    stat: {stat}\n    role: {role}\n"


# ------------------------------------------------------------------ text editing helpers


def _fighter_span(text: str, name: str) -> tuple[int, int]:
    head = f"  - name: {name}\n"
    assert text.count(head) == 1, f"no single fighter {name!r}"
    start = text.index(head)
    end = text.find("\n  - name: ", start + 1)
    end = text.find("\nfire_teams:", start) if end == -1 else end
    return start, len(text) if end == -1 else end + 1


def in_fighter(text: str, name: str, old: str, new: str) -> str:
    """Replace the first ``old`` inside fighter ``name``'s entry."""
    start, end = _fighter_span(text, name)
    position = text.index(old, start)
    assert position < end, f"{old!r} is not in {name}'s entry"
    return text[:position] + new + text[position + len(old) :]


def line_in(text: str, name: str, needle: str) -> int:
    """The 1-based line of the first ``needle`` inside fighter ``name``'s entry."""
    start, end = _fighter_span(text, name)
    position = text.index(needle, start)
    assert position < end, f"{needle!r} is not in {name}'s entry"
    return text.count("\n", 0, position) + 1


def without(text: str, name: str) -> str:
    start, end = _fighter_span(text, name)
    return text[:start] + text[end:]


def to_format(text: str, format_: str) -> str:
    return edit(text, "format: standard\n", f"format: {format_}\n")


# ------------------------------------------------------------------ reading rosters


@pytest.fixture
def read(tmp_path):
    """read(yaml_text, name=...) -> the Roster that read_roster makes of it."""

    def reader(text: str | bytes, name: str = "warband.yaml") -> Roster:
        path = tmp_path / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return read_roster(path)

    return reader


def test_base_warband_is_legal_without_findings(read):
    roster = read(BASE)
    assert_legal(roster)
    assert roster.findings == []


# ------------------------------------------------------------------ one case per rule

FIRE_BASE = (
    in_fighter(
        in_fighter(BASE, "Will", "role: distraction", "role: fire-team"),
        "Much",
        "stat: 2",
        "stat: 3",
    )
    + "fire_teams:\n  - {leader: Little John, rookies: [Will, Much], weapon: Heavy cannon}\n"
)
TEAM = "  - {leader:"
ACTION = without(without(BASE, "Will"), "Much")
SOLITAIRE = BASE + EXTRA_SPECIALIST + rookie("Rabbit A") + rookie("Rabbit B")


@dataclass(frozen=True)
class Case:
    rule: str
    illegal: str
    line: int
    severity: str = "error"
    legal: str = BASE
    hint: str = ""


def _cases() -> list[Case]:
    cases = []

    def add(rule, illegal, line, **extra):
        cases.append(Case(rule, illegal, line, **extra))

    text = in_fighter(BASE, "Friar Tuck", "rank: specialist", "rank: boss")
    add("1SS-BOSS", text, line_in(text, "Friar Tuck", "rank:"))

    text = BASE + EXTRA_SPECIALIST  # 3 specialists, 4 rookies: the third is one too many
    add("1SS-SPEC-RATIO", text, line_in(text, "Alan-a-Dale", "rank:"))

    text = in_fighter(BASE, "Friar Tuck", "[healer]", "[tank]")
    legal = in_fighter(BASE, "Robyn", "[ranger]", "[tank]")  # the boss may repeat one
    add("1SS-SKILL-UNIQUE", text, line_in(text, "Friar Tuck", "skills:"), legal=legal)

    text = in_fighter(BASE, "Little John", "[tank]", "[tnak]")
    add(
        "1SS-SKILL-UNKNOWN",
        text,
        line_in(text, "Little John", "skills:"),
        hint="did you mean 'tank'?",
    )

    custom = "[{name: Charge, text: Runs at the nearest foe and strikes.}]"
    text = in_fighter(BASE, "Little John", "[tank]", custom)
    add(
        "1SS-SKILL-CUSTOM",
        text,
        line_in(text, "Little John", "skills:"),
        severity="warning",
        legal=to_format(text, "training"),
    )

    text = in_fighter(BASE, "Robyn", "[ranger]", "[ranger, sniper]")
    legal = in_fighter(BASE, "Robyn", "[ranger]", "[command, ranger]")  # Command may be listed
    add("1SS-BOSS-SKILLS", text, line_in(text, "Robyn", "skills:"), legal=legal)

    text = in_fighter(BASE, "Little John", "[tank]", "[tank, veteran]")
    add("1SS-SPEC-SKILLS", text, line_in(text, "Little John", "skills:"))

    text = in_fighter(BASE, "Much", "stat: 2\n", "stat: 2\n    skills: [brawler]\n")
    add("1SS-ROOKIE-SKILLS", text, line_in(text, "Much", "skills:"))

    text = in_fighter(BASE, "Little John", "stat: 5\n", "stat: 5\n    role: fighter\n")
    add("1SS-ROLE-RANK", text, line_in(text, "Little John", "role:"))

    text = in_fighter(BASE, "Much", "stat: 2", "stat: 7")
    legal = in_fighter(BASE, "Much", "stat: 2", "stat: 6")
    add("1SS-STAT", text, line_in(text, "Much", "stat:"), legal=legal)

    text = in_fighter(BASE, "Much", "name: Much", "name: will")  # names compare without case
    add("1SS-NAME-UNIQUE", text, line_of(text, "- name: will"))

    text = in_fighter(BASE, "Friar Tuck", "kind: armor}", "kind: armor, hands: 1}")
    add("1SS-EQUIP-HANDS", text, line_in(text, "Friar Tuck", "Leather jerkin"))

    spear = "      - {name: Spear, kind: melee, hands: 1}\n"
    text = in_fighter(BASE, "Rabbit with axe", "      - {name: Axe", spear + "      - {name: Axe")
    legal = in_fighter(  # a specialist may use three hands
        BASE, "Little John", "hands: 2}\n", "hands: 2}\n      - {name: Buckler, kind: shield}\n"
    )
    add("1SS-HANDS", text, line_in(text, "Rabbit with axe", "- {name:"), legal=legal)

    cannon = "{name: Light cannon, kind: heavy-shooter}"
    text = in_fighter(
        BASE, "Rabbit with crossbow", "{name: Crossbow, kind: shooter, hands: 2}", cannon
    )
    legal = in_fighter(BASE, "Little John", "{name: Quarterstaff, kind: melee, hands: 2}", cannon)
    add(
        "1SS-ROOKIE-HEAVY",
        text,
        line_in(text, "Rabbit with crossbow", "Light cannon"),
        legal=legal,
    )

    text = in_fighter(BASE, "Little John", "[tank]", "[martial-artist]")
    legal = in_fighter(
        text, "Little John", "Quarterstaff, kind: melee, hands: 2", "Chi orb, kind: magic-device"
    )
    add(
        "1SS-MARTIAL-ARTIST",
        text,
        line_in(text, "Little John", "Quarterstaff"),
        legal=legal,
    )

    text = in_fighter(BASE, "Robyn", "[ranger]", "[berserker]")
    legal = in_fighter(  # melee, shield and armor are fine
        text, "Robyn", "Longbow, kind: shooter, hands: 2}", "Buckler, kind: shield}"
    )
    legal = in_fighter(
        legal, "Robyn", "hands: 1}\n", "hands: 1}\n      - {name: Mail, kind: armor}\n"
    )
    add("1SS-BERSERKER", text, line_in(text, "Robyn", "Longbow"), legal=legal)

    text = in_fighter(BASE, "Rabbit with crossbow", "role: gunner", "role: thug")
    legal = in_fighter(BASE, "Rabbit with axe", "role: fighter", "role: meat-shield")
    add(
        "1SS-ROLE-NO-SHOOTER",
        text,
        line_in(text, "Rabbit with crossbow", "Crossbow"),
        legal=legal,
    )

    text = in_fighter(BASE, "Will", "stat: 3", "stat: 2")  # BASE has Will at 3, the least
    add("1SS-DISTRACTION-STAT", text, line_in(text, "Will", "stat:"))

    text = in_fighter(BASE, "Friar Tuck", "[healer]", "[minion-master]")
    legal = text
    for name, stat in (("Will", "3"), ("Much", "2")):
        legal = in_fighter(legal, name, f"stat: {stat}\n", f"stat: {stat}\n    minion: true\n")
    add("1SS-MINION-MASTER", text, line_in(text, "Friar Tuck", "skills:"), legal=legal)

    text = in_fighter(FIRE_BASE, "Much", "stat: 3", "stat: 2")  # unequal stats
    add("1SS-FIRE-TEAM", text, line_of(text, TEAM), legal=FIRE_BASE)

    text = edit(FIRE_BASE, "[Will, Much]", "[Will, Mutch]")
    add(
        "1SS-FIRE-TEAM-NAME",
        text,
        line_of(text, TEAM),
        legal=FIRE_BASE,
        hint="did you mean 'Much'?",
    )

    text = to_format(BASE, "action")
    add("1SS-FORMAT-ACTION", text, line_of(text, "format:"), legal=to_format(ACTION, "action"))

    text = to_format(BASE, "solitaire")
    add(
        "1SS-FORMAT-SOLITAIRE",
        text,
        line_of(text, "format:"),
        legal=to_format(SOLITAIRE, "solitaire"),
    )
    return cases


CASES = _cases()
BY_RULE = {case.rule: case for case in CASES}


def test_every_rule_has_a_case():
    ids = [case.rule for case in CASES]
    assert len(ids) == len(set(ids))
    assert set(ids) == set(RULES) - MATCH_RULES
    assert set(RULES) >= MATCH_RULES
    assert set(CREATION_RULES) <= set(RULES)


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_legal_roster(read, case):
    roster = read(case.legal)
    assert not roster.malformed, [str(f) for f in roster.findings]
    assert with_rule(roster, case.rule) == []
    assert roster.legal, [str(f) for f in roster.findings]


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_illegal_roster(read, case):
    roster = read(case.illegal)
    assert not roster.malformed, [str(f) for f in roster.findings]
    found = with_rule(roster, case.rule)
    assert found, [str(f) for f in roster.findings]
    assert {f.location.line for f in found} == {case.line}, [str(f) for f in found]
    for finding in found:
        assert finding.severity == case.severity
        assert finding.location.path.endswith("warband.yaml")
        assert f" {case.severity} [{case.rule}] " in str(finding)
        assert case.hint in finding.hint
    assert roster.legal == (case.severity != "error")


# ------------------------------------------------------------------ rule details


def test_no_boss_points_at_the_fighters(read):
    text = in_fighter(BASE, "Robyn", "rank: boss", "rank: specialist")
    (finding,) = with_rule(read(text), "1SS-BOSS")
    assert finding.location.line == line_of(text, "  - name: Robyn")
    assert "no boss" in finding.message


def test_specialist_without_skills_points_at_the_fighter(read):
    text = in_fighter(BASE, "Little John", "    skills: [tank]\n", "")
    (finding,) = with_rule(read(text), "1SS-SPEC-SKILLS")
    assert finding.location.line == line_of(text, "  - name: Little John")


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
    text = in_fighter(BASE, name, old, f"stat: {stat}")
    found = with_rule(read(text), "1SS-STAT")
    assert [f.location.line for f in found] == ([] if legal else [line_in(text, name, "stat:")])


def test_minion_on_a_specialist_is_a_role_rank_error(read):
    text = in_fighter(BASE, "Little John", "stat: 5\n", "stat: 5\n    minion: true\n")
    (finding,) = with_rule(read(text), "1SS-ROLE-RANK")
    assert finding.location.line == line_in(text, "Little John", "minion:")


def test_meat_shield_with_a_shooter(read):
    text = in_fighter(BASE, "Rabbit with crossbow", "role: gunner", "role: meat-shield")
    (finding,) = with_rule(read(text), "1SS-ROLE-NO-SHOOTER")
    assert finding.location.line == line_in(text, "Rabbit with crossbow", "Crossbow")


def test_one_minion_is_not_enough_for_a_minion_master(read):
    text = in_fighter(BASE, "Friar Tuck", "[healer]", "[minion-master]")
    text = in_fighter(text, "Will", "stat: 3\n", "stat: 3\n    minion: true\n")
    assert len(with_rule(read(text), "1SS-MINION-MASTER")) == 1


def test_boss_without_skills_list(read):
    text = in_fighter(BASE, "Robyn", "    skills: [ranger]\n", "")
    (finding,) = with_rule(read(text), "1SS-BOSS-SKILLS")
    assert finding.location.line == line_of(text, "  - name: Robyn")


# ------------------------------------------------------------------ training format


CREATION_CASES = sorted(CREATION_RULES)


@pytest.mark.parametrize("rule", CREATION_CASES)
def test_training_turns_creation_rules_into_warnings(read, tmp_path, rule):
    text = to_format(BY_RULE[rule].illegal, "training")
    roster = read(text)
    found = with_rule(roster, rule)
    assert found and all(f.severity == "warning" for f in found)
    assert [f.location.line for f in found] == [BY_RULE[rule].line] * len(found)
    assert roster.legal
    assert validate_files([tmp_path / "warband.yaml"], with_match=False).exit_code == 0


@pytest.mark.parametrize("rule", ["1SS-STAT", "1SS-BOSS", "1SS-ROOKIE-HEAVY", "1SS-FIRE-TEAM"])
def test_training_keeps_other_rules_errors(read, rule):
    roster = read(to_format(BY_RULE[rule].illegal, "training"))
    found = with_rule(roster, rule)
    assert found and all(f.severity == "error" for f in found)
    assert not roster.legal


def test_custom_skill_fine_in_training_warning_in_standard(read):
    custom = "[{name: Charge, text: Runs at the nearest foe and strikes.}]"
    text = in_fighter(BASE, "Little John", "[tank]", custom)
    standard = read(text)
    assert [(f.rule, f.severity) for f in standard.findings] == [("1SS-SKILL-CUSTOM", "warning")]
    assert standard.legal
    training = read(to_format(text, "training"))
    assert training.findings == []
    assert training.legal


# ------------------------------------------------------------------ formats


def test_action_format_legal_with_one_two_two(read):
    roster = read(to_format(ACTION, "action"))
    assert roster.findings == []  # 2 specialists with 2 rookies: the ratio does not apply


def test_two_specialists_with_two_rookies_break_the_ratio_in_standard(read):
    text = ACTION
    (finding,) = with_rule(read(text), "1SS-SPEC-RATIO")
    assert finding.location.line == line_in(text, "Friar Tuck", "rank:")


@pytest.mark.parametrize(
    "change",
    ["extra rookie", "one specialist", "no boss"],
)
def test_action_format_wants_exactly_one_two_two(read, change):
    text = to_format(ACTION, "action")
    if change == "extra rookie":
        text += rookie("Much")
    elif change == "one specialist":
        text = without(text, "Friar Tuck")
    else:
        text = in_fighter(text, "Robyn", "rank: boss", "rank: specialist")
    (finding,) = with_rule(read(text), "1SS-FORMAT-ACTION")
    assert finding.location.line == line_of(text, "format:")
    assert finding.severity == "error"


def test_solitaire_format(read):
    legal = to_format(SOLITAIRE, "solitaire")
    assert read(legal).findings == []
    short = without(legal, "Rabbit B")  # 1, 3, 5
    (finding,) = with_rule(read(short), "1SS-FORMAT-SOLITAIRE")
    assert finding.location.line == line_of(short, "format:")
    assert "1, 3, 5" in finding.message


# ------------------------------------------------------------------ fire teams


def fire_team_findings(read, text: str) -> list[Finding]:
    roster = read(text)
    assert not roster.malformed
    return [f for f in roster.findings if f.rule.startswith("1SS-FIRE-TEAM")]


def test_fire_team_legal(read):
    roster = read(FIRE_BASE)
    assert roster.findings == []


def test_fire_team_two_fire_team_rookies_legal(read):
    text = in_fighter(FIRE_BASE, "Much", "stat: 3\n", "stat: 3\n    role: fire-team\n")
    assert read(text).findings == []


def test_fire_team_unequal_stats(read):
    text = in_fighter(FIRE_BASE, "Will", "stat: 3", "stat: 4")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM"
    assert finding.location.line == line_of(text, TEAM)
    assert "differ" in finding.message


def test_fire_team_two_allrounders(read):
    text = in_fighter(FIRE_BASE, "Will", "role: fire-team", "role: allrounder")
    (finding,) = fire_team_findings(read, text)
    assert finding.rule == "1SS-FIRE-TEAM"
    assert finding.location.line == line_of(text, TEAM)


def test_fire_team_wrong_role(read):
    text = in_fighter(FIRE_BASE, "Much", "stat: 3\n", "stat: 3\n    role: gunner\n")
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


def test_fighter_in_two_fire_teams(read):
    text = FIRE_BASE + "  - {leader: Friar Tuck, rookies: [Will, Much]}\n"
    found = fire_team_findings(read, text)
    second = line_of(text, "  - {leader: Friar Tuck")
    assert {f.rule for f in found} == {"1SS-FIRE-TEAM"}
    assert [f.location.line for f in found] == [second, second]
    assert {f.message for f in found} == {"Will is in two fire teams", "Much is in two fire teams"}


# ------------------------------------------------------------------ shooter classes


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


# ------------------------------------------------------------------ match


def match(tmp_path: Path, *texts: str):
    paths = []
    for number, text in enumerate(texts):
        path = tmp_path / f"side{number}.yaml"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return validate_files(paths, with_match=True)


def test_match_same_warbands(tmp_path):
    report = match(tmp_path, BASE, BASE)
    assert [(f.rule, f.severity) for f in report.matched] == [("1SS-TABLE", "info")]
    assert report.exit_code == 0


def test_match_different_formats(tmp_path):
    other = to_format(BASE, "training")
    report = match(tmp_path, BASE, other)
    (finding,) = [f for f in report.matched if f.rule == "1SS-MATCH-FORMAT"]
    assert finding.severity == "error"
    assert finding.location.path.endswith("side1.yaml")
    assert finding.location.line == line_of(other, "format:")
    assert report.exit_code == 1


def test_match_different_rookie_counts(tmp_path):
    other = BASE + rookie("Gisborne's spy")
    report = match(tmp_path, BASE, other)
    (finding,) = [f for f in report.matched if f.rule == "1SS-MATCH-ROOKIES"]
    assert finding.severity == "error"
    assert finding.location.path.endswith("side1.yaml")
    assert "5 rookies" in finding.message and "4" in finding.message
    assert report.exit_code == 1


def test_match_without_match_flag_says_nothing(tmp_path):
    (tmp_path / "a.yaml").write_text(BASE)
    (tmp_path / "b.yaml").write_text(to_format(BASE, "training"))
    report = validate_files([tmp_path / "a.yaml", tmp_path / "b.yaml"], with_match=False)
    assert report.matched == []
    assert report.exit_code == 0


def add_rookies(text: str, count: int) -> str:
    return text + "".join(rookie(f"Extra {n}") for n in range(count))


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
    text = add_specialists(add_rookies(BASE, extra_rookies), extra_specialists)
    report = match(tmp_path, text, text)
    (finding,) = [f for f in report.matched if f.rule == "1SS-TABLE"]
    assert finding.severity == "info"
    assert f"recommended table: {size}" in finding.message
    assert report.exit_code == 0


def test_match_table_size_for_three_specialists_and_four_rookies(tmp_path):
    # more specialists than the 2'x2' line allows: the next size up
    text = BASE + EXTRA_SPECIALIST
    report = match(tmp_path, to_format(text, "training"), to_format(text, "training"))
    (finding,) = [f for f in report.matched if f.rule == "1SS-TABLE"]
    assert "3'x3'" in finding.message


def test_match_skips_malformed_files(tmp_path):
    report = match(tmp_path, BASE, "system: one-stat-skirmish\nname: x\n")
    assert report.matched == []
    assert report.exit_code == 2


# ------------------------------------------------------------------ schema problems (exit 2)


def assert_malformed(roster: Roster) -> Finding:
    assert roster.malformed
    assert not roster.legal
    assert roster.findings
    for finding in roster.findings:
        assert finding.rule == "SCHEMA"
        assert "\n" not in str(finding)
    return roster.findings[0]


def test_schema_unknown_key(read):
    text = in_fighter(BASE, "Little John", "skills: [tank]", "skill: [tank]")
    finding = assert_malformed(read(text))
    assert finding.location.line == line_in(text, "Little John", "skill:")
    assert "unknown key" in finding.message
    assert "did you mean 'skills'?" in finding.hint


def test_schema_unknown_rank(read):
    text = in_fighter(BASE, "Little John", "rank: specialist", "rank: captain")
    finding = assert_malformed(read(text))
    assert finding.location.line == line_in(text, "Little John", "rank:")
    assert "rank" in finding.message


def test_schema_unknown_equipment_kind(read):
    text = in_fighter(BASE, "Little John", "kind: melee", "kind: laser")
    finding = assert_malformed(read(text))
    assert finding.location.line == line_in(text, "Little John", "laser")
    assert "kind" in finding.message


@pytest.mark.parametrize(
    ("name", "old", "new", "needle"),
    [
        ("Much", "stat: 2", "stat: two", "stat:"),
        ("Much", "stat: 2", "stat: '2'", "stat:"),
        ("Much", "stat: 2", "stat: true", "stat:"),
        ("Little John", "skills: [tank]", "skills: tank", "skills:"),
        ("Little John", "hands: 2}", "hands: two}", "hands:"),
        ("Rabbit with axe", "role: fighter", "role: [fighter]", "role:"),
    ],
)
def test_schema_wrong_type(read, name, old, new, needle):
    text = in_fighter(BASE, name, old, new)
    finding = assert_malformed(read(text))
    assert finding.location.line == line_in(text, name, needle)


def test_schema_missing_system(read):
    finding = assert_malformed(read(edit(BASE, "system: one-stat-skirmish\n", "")))
    assert "system" in finding.message + finding.hint
    assert "one-stat-skirmish" in finding.hint


def test_schema_unknown_system_did_you_mean(read):
    text = edit(BASE, "system: one-stat-skirmish", "system: one-stat-skirmsh")
    finding = assert_malformed(read(text))
    assert finding.location.line == line_of(text, "system:")
    assert finding.hint == "did you mean 'one-stat-skirmish'?"


def test_schema_deck_system_has_no_rosters(read):
    text = edit(BASE, "system: one-stat-skirmish", "system: skirmish")
    assert_malformed(read(text))


def test_schema_list_instead_of_mapping(read):
    finding = assert_malformed(read("- name: Robyn\n  rank: boss\n"))
    assert finding.location.line == 1
    assert "mapping" in finding.message


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n", "---\n", "~\n"])
def test_schema_empty_file(read, text):
    assert_malformed(read(text))


def test_schema_no_fighters(read):
    text = BASE[: BASE.index("fighters:")] + "fighters: []\n"
    finding = assert_malformed(read(text))
    assert finding.location.line == line_of(text, "fighters:")


def test_schema_bad_yaml(read):
    text = in_fighter(BASE, "Much", "stat: 2", "stat: [2")
    assert_malformed(read(text))


def test_schema_binary_and_alias_bomb(read):
    assert_malformed(read(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 10):
        bomb += f"{chr(97 + n)}: &{chr(97 + n)} [{', '.join([f'*{chr(96 + n)}'] * 10)}]\n"
    assert_malformed(read("system: one-stat-skirmish\n" + bomb))


# ------------------------------------------------------------------ absurd values


@pytest.mark.parametrize("value", [".inf", "-.inf", ".nan"])
def test_non_finite_stat_is_a_finding(read, value):
    text = in_fighter(BASE, "Much", "stat: 2", f"stat: {value}")
    roster = read(text)
    assert roster.malformed or with_rule(roster, "1SS-STAT")


def test_huge_stat_is_a_finding(read):
    text = in_fighter(BASE, "Much", "stat: 2", "stat: 1" + "0" * 400)
    roster = read(text)
    assert roster.malformed or with_rule(roster, "1SS-STAT")


def test_overlong_integer_is_a_finding(read):
    text = in_fighter(BASE, "Much", "stat: 2", "stat: 1" + "0" * 5000)
    roster = read(text)
    assert roster.findings


def test_fire_team_same_rookie_twice(read):
    text = edit(FIRE_BASE, "[Will, Much]", "[Will, Will]")
    found = fire_team_findings(read, text)
    assert [f.location.line for f in found if f.rule == "1SS-FIRE-TEAM"] == [line_of(text, TEAM)]


# ------------------------------------------------------------------ property: never raises

SKILLS = ["ranger", "tank", "healer", "berserker", "martial-artist", "minion-master", "command"]
NAMES = ["Robyn", "Much", "Will", "Gryll", "Frogger A", "Frogger B", "much"]
ROLES = ["allrounder", "distraction", "fighter", "fire-team", "gunner", "meat-shield", "thug"]
KINDS = ["melee", "shooter", "heavy-shooter", "shield", "magic-device", "armor"]

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(max_size=12),
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(0, 3), max_size=2),
)


def rosters(broken: bool):
    """Roster data: well-formed (for the rule checks) or with junk, typos and wrong types."""

    def maybe(strategy):
        """A sensible value; when ``broken``, sometimes junk instead."""
        if not broken:
            return strategy
        return st.integers(0, 3).flatmap(lambda n: junk if n == 0 else strategy)

    def pick(values: list[str], typo: str):
        return st.sampled_from([*values, typo] if broken else values)

    words = st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=20)
    names = st.one_of(st.sampled_from(NAMES), st.text(max_size=25) if broken else words)
    equipment = st.fixed_dictionaries(
        {"name": maybe(names), "kind": maybe(pick(KINDS, "laser"))},
        optional={"hands": maybe(st.integers(-1, 4) if broken else st.integers(0, 3))},
    )
    skill = st.one_of(
        st.sampled_from([*SKILLS, "tnak", "Ranger"]),
        st.fixed_dictionaries({"name": maybe(names), "text": maybe(words)}),
    )
    fighter = st.fixed_dictionaries(
        {
            "name": maybe(names),
            "rank": maybe(pick(["boss", "specialist", "rookie", "rookie"], "captain")),
            # finite, float-sized stats only: .inf, .nan and huge ints are xfail cases above
            "stat": maybe(st.one_of(st.integers(-2, 12), st.floats(-1, 11, allow_nan=False))),
        },
        optional={
            "skills": maybe(st.lists(skill, max_size=3)),
            "role": maybe(pick(ROLES, "sniper")),
            "minion": maybe(st.booleans()),
            "image": maybe(words),
            "equipment": maybe(st.lists(equipment, max_size=4)),
        },
    )
    fire_team = st.fixed_dictionaries(
        {"leader": maybe(names), "rookies": maybe(st.lists(names, min_size=1, max_size=4))},
        optional={"weapon": maybe(names)},
    )
    system = st.just("one-stat-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("skirmish"), junk) if broken else system,
            "name": maybe(names),
            "fighters": maybe(st.lists(fighter, min_size=1, max_size=10)),
        },
        optional={
            "format": maybe(pick(["standard", "action", "solitaire", "training"], "league")),
            "fire_teams": maybe(st.lists(fire_team, max_size=3)),
            **({"notes": junk} if broken else {}),
        },
    )


roster_data = st.one_of(rosters(broken=False), rosters(broken=True))


def dump(data, as_json: bool) -> str:
    if as_json:
        return json.dumps(data, ensure_ascii=False)
    return yaml.safe_dump(data, allow_unicode=True)


@settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=roster_data, as_json=st.booleans())
def test_random_rosters_never_raise(tmp_path, data, as_json):
    path = tmp_path / "random.yaml"
    path.write_text(dump(data, as_json), encoding="utf-8")
    assert_findings_or_schema_error(read_roster(path))


@settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    raw=st.one_of(
        st.binary(max_size=300),
        st.binary(max_size=200).map(lambda b: BASE.encode()[: len(b) * 3] + b),
        st.integers(0, len(BASE)).map(lambda n: BASE[:n].encode()),
    )
)
def test_random_bytes_never_raise(tmp_path, raw):
    path = tmp_path / "random.yaml"
    path.write_bytes(raw)
    assert_findings_or_schema_error(read_roster(path))
