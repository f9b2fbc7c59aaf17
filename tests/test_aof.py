"""AOF: Skirmish armies: every AOF-* rule with a legal and an illegal army, the rulebook's
weapon profiles, special rules with and without values, match on points, the rout
threshold; `validate` and `roster` on the command line; random input never crashes.

Every illegal army is the legal base army with one targeted edit; the expected line of
a finding is computed from the edited text, never written as a number. Command-line
cases call ``skirmishgen.cli.main`` in-process in a temporary working folder; sheets
are read back with pdfplumber.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pdfplumber
import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from pdfread import PT, font_report
from rosterhelp import (
    FINDING,
    PROPERTY,
    assert_findings_or_schema_error,
    assert_legal,
    edit,
    line_of,
    with_rule,
)
from skirmishgen.errors import Finding
from skirmishgen.rosters import Roster, read_roster, validate_files
from skirmishgen.systems.aof.checks import RULES, models_in, rout_threshold
from skirmishgen.systems.aof.models import Army, WeaponSpec, parse_weapon
from skirmishgen.systems.aof.reference import reference

MATCH_RULES = {"AOF-MATCH-POINTS"}
REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "content" / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"

BASE = """\
system: aof-skirmish
name: Dwarf Raiders
points_limit: 250
units:
  - name: Dwarf Champion
    size: 1
    quality: 3
    defense: 4
    cost: 45
    rules: [Hero, Tough(3), Fearless]
    weapons:
      - Great Hammer (A3, AP(1))
      - {name: Crossbow, range: 24, attacks: 1, rules: [AP(1)]}
  - name: Shield Warriors
    size: 5
    quality: 4
    defense: 4
    cost: 90
    rules: [Fearless, Shield Wall]
    weapons:
      - Hand Weapon (A1)
  - name: Crossbowmen
    size: 3
    quality: 4
    defense: 5
    cost: 60
    rules: [Fearless]
    weapons:
      - Crossbow (24", A1, AP(1))
custom_rules:
  Shield Wall: Enemies get -1 to hit this unit in melee.
"""
"""195 of 250 points, 9 models."""

# ------------------------------------------------------------------ text editing helpers


def _unit_span(text: str, name: str) -> tuple[int, int]:
    head = f"  - name: {name}\n"
    assert text.count(head) == 1, f"no single unit {name!r}"
    start = text.index(head)
    end = text.find("\n  - name: ", start + 1)
    end = text.find("\ncustom_rules:", start) if end == -1 else end
    return start, len(text) if end == -1 else end + 1


def in_unit(text: str, name: str, old: str, new: str) -> str:
    """Replace the first ``old`` inside unit ``name``'s entry."""
    start, end = _unit_span(text, name)
    position = text.index(old, start)
    assert position < end, f"{old!r} is not in {name}'s entry"
    return text[:position] + new + text[position + len(old) :]


def line_in(text: str, name: str, needle: str) -> int:
    """The 1-based line of the first ``needle`` inside unit ``name``'s entry."""
    start, end = _unit_span(text, name)
    position = text.index(needle, start)
    assert position < end, f"{needle!r} is not in {name}'s entry"
    return text.count("\n", 0, position) + 1


# ------------------------------------------------------------------ reading rosters


@pytest.fixture
def read(tmp_path):
    """read(yaml_text) -> the Roster that read_roster makes of it."""

    def reader(text: str | bytes, name: str = "army.yaml") -> Roster:
        path = tmp_path / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return read_roster(path)

    return reader


def test_base_army_is_legal_without_findings(read):
    roster = read(BASE)
    assert_legal(roster)
    assert roster.findings == []
    assert roster.system == "aof-skirmish"


def test_shipped_example_is_legal_without_findings():
    roster = read_roster(EXAMPLE)
    assert_legal(roster)
    assert roster.findings == []


# ------------------------------------------------------------------ one case per rule


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

    text = in_unit(BASE, "Shield Warriors", "cost: 90", "cost: 146")  # 251 of 250
    legal = in_unit(BASE, "Shield Warriors", "cost: 90", "cost: 145")  # exactly 250
    add("AOF-POINTS", text, line_of(text, "points_limit:"), legal=legal)

    text = in_unit(BASE, "Dwarf Champion", "quality: 3", "quality: 7")
    legal = in_unit(BASE, "Dwarf Champion", "quality: 3", "quality: 2")
    add("AOF-QUALITY", text, line_in(text, "Dwarf Champion", "quality:"), legal=legal)

    text = in_unit(BASE, "Shield Warriors", "defense: 4", "defense: 1")
    legal = in_unit(BASE, "Shield Warriors", "defense: 4", "defense: 6")
    add("AOF-DEFENSE", text, line_in(text, "Shield Warriors", "defense:"), legal=legal)

    text = in_unit(BASE, "Crossbowmen", "size: 3", "size: 0")
    legal = in_unit(BASE, "Crossbowmen", "size: 3", "size: 1")
    add("AOF-SIZE", text, line_in(text, "Crossbowmen", "size:"), legal=legal)

    text = in_unit(BASE, "Crossbowmen", "cost: 60", "cost: -1")
    legal = in_unit(BASE, "Crossbowmen", "cost: 60", "cost: 0")
    add("AOF-COST", text, line_in(text, "Crossbowmen", "cost:"), legal=legal)

    text = in_unit(BASE, "Dwarf Champion", "(A3, AP(1))", "(A0, AP(1))")
    add("AOF-ATTACKS", text, line_in(text, "Dwarf Champion", "Great Hammer"))

    text = in_unit(BASE, "Shield Warriors", "Hand Weapon (A1)", "Hand Weapon A1")
    add("AOF-WEAPON-PROFILE", text, line_in(text, "Shield Warriors", "Hand Weapon"))

    text = in_unit(BASE, "Crossbowmen", "rules: [Fearless]", "rules: [Fearles]")
    add(
        "AOF-RULE-UNKNOWN",
        text,
        line_in(text, "Crossbowmen", "rules:"),
        hint="did you mean 'Fearless'?",
    )

    text = in_unit(BASE, "Dwarf Champion", "Tough(3)", "Tough")
    add("AOF-RULE-VALUE", text, line_in(text, "Dwarf Champion", "rules:"))
    return cases


CASES = _cases()


def test_every_rule_has_a_case():
    ids = [case.rule for case in CASES]
    assert len(ids) == len(set(ids))
    assert set(ids) == set(RULES) - MATCH_RULES
    assert set(RULES) >= MATCH_RULES


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_legal_army(read, case):
    roster = read(case.legal)
    assert_legal(roster)
    assert with_rule(roster, case.rule) == []


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_illegal_army(read, case):
    roster = read(case.illegal)
    assert not roster.malformed, [str(f) for f in roster.findings]
    found = with_rule(roster, case.rule)
    assert found, [str(f) for f in roster.findings]
    assert {f.location.line for f in found} == {case.line}, [str(f) for f in found]
    for finding in found:
        assert finding.severity == case.severity
        assert finding.location.path.endswith("army.yaml")
        assert f" {case.severity} [{case.rule}] " in str(finding)
        assert case.hint in finding.hint
    assert roster.legal == (case.severity != "error")


# ------------------------------------------------------------------ weapon profiles


@pytest.mark.parametrize(
    ("written", "name", "reach", "attacks", "rules"),
    [
        ("Great Hammer (A3, AP(1))", "Great Hammer", None, 3, ["AP(1)"]),
        ('Crossbow (24", A1, AP(1))', "Crossbow", 24, 1, ["AP(1)"]),
        ("Hand Weapon (A1)", "Hand Weapon", None, 1, []),
        ('Fire Bolt (12", A2, Blast(3), Indirect)', "Fire Bolt", 12, 2, ["Blast(3)", "Indirect"]),
        ("Spear (A2, Impact(1), Phalanx)", "Spear", None, 2, ["Impact(1)", "Phalanx"]),
        ("Sling (18, A1)", "Sling", 18, 1, []),
        ("  Axe  ( A2 )  ", "Axe", None, 2, []),
    ],
)
def test_rulebook_weapon_profiles_parse(written, name, reach, attacks, rules):
    spec = parse_weapon(written)
    assert isinstance(spec, WeaponSpec), spec
    assert (spec.name, spec.range, spec.attacks, list(spec.rules)) == (name, reach, attacks, rules)


@pytest.mark.parametrize(
    "written",
    [
        "Hand Weapon",
        "Hand Weapon ()",
        'Crossbow (24")',
        "Hand Weapon (three)",
        "Hand Weapon (A1) and more",
        "(A1)",
    ],
)
def test_broken_weapon_strings_do_not_parse(read, written):
    assert isinstance(parse_weapon(written), str)
    text = in_unit(BASE, "Shield Warriors", "Hand Weapon (A1)", written)
    roster = read(text)
    found = with_rule(roster, "AOF-WEAPON-PROFILE")
    assert [f.location.line for f in found] == [line_in(text, "Shield Warriors", written)]
    assert "Name (Range, Attacks, Special)" in found[0].hint or "A<n>" in found[0].hint
    assert not roster.legal


@pytest.mark.parametrize("reach", ['0"', '-1"'])
def test_weapon_range_below_one_inch(read, reach):
    text = in_unit(BASE, "Crossbowmen", 'Crossbow (24", A1', f"Crossbow ({reach}, A1")
    found = with_rule(read(text), "AOF-WEAPON-PROFILE")
    assert [f.location.line for f in found] == [line_in(text, "Crossbowmen", "Crossbow (")]


def test_mapping_weapon_range_zero(read):
    text = in_unit(BASE, "Dwarf Champion", "range: 24", "range: 0")
    (finding,) = with_rule(read(text), "AOF-WEAPON-PROFILE")
    assert finding.location.line == line_in(text, "Dwarf Champion", "range: 0")


def test_mapping_weapon_attacks_zero(read):
    text = in_unit(BASE, "Dwarf Champion", "attacks: 1", "attacks: 0")
    (finding,) = with_rule(read(text), "AOF-ATTACKS")
    assert finding.location.line == line_in(text, "Dwarf Champion", "attacks: 0")
    assert "Crossbow makes 0 attacks" in finding.message


def test_weapon_with_unbalanced_parenthesis_is_a_profile_error(read):
    text = in_unit(BASE, "Shield Warriors", "Hand Weapon (A1)", "Hand Weapon (A1, AP(1)")
    found = with_rule(read(text), "AOF-WEAPON-PROFILE")
    assert [f.location.line for f in found] == [line_in(text, "Shield Warriors", "Hand Weapon")]


def test_weapon_string_rules_are_checked(read):
    text = in_unit(BASE, "Dwarf Champion", "(A3, AP(1))", "(A3, AP, Poisen)")
    roster = read(text)
    line = line_in(text, "Dwarf Champion", "Great Hammer")
    (value,) = with_rule(roster, "AOF-RULE-VALUE")
    (unknown,) = with_rule(roster, "AOF-RULE-UNKNOWN")
    assert value.location.line == unknown.location.line == line
    assert unknown.hint.startswith("did you mean 'Poison'?")


def test_mapping_weapon_rules_are_checked(read):
    text = in_unit(BASE, "Dwarf Champion", "rules: [AP(1)]", "rules: [AP]")
    (finding,) = with_rule(read(text), "AOF-RULE-VALUE")
    assert finding.location.line == line_in(text, "Dwarf Champion", "rules: [AP]")


# ------------------------------------------------------------------ special rules


@pytest.mark.parametrize(
    ("written", "problem"),
    [
        ("Tough(3)", None),
        ("Wizard(1)", None),
        ("Fire Breath", None),
        ("Tough", "needs a value"),
        ("Tough()", "needs a value"),
        ("Fearless(1)", "takes no value"),
        ("Hero(2)", "takes no value"),
    ],
)
def test_rules_with_and_without_values(read, written, problem):
    text = in_unit(BASE, "Crossbowmen", "rules: [Fearless]", f"rules: [{written}]")
    roster = read(text)
    found = with_rule(roster, "AOF-RULE-VALUE")
    if problem is None:
        assert_legal(roster)
        assert roster.findings == []
    else:
        (finding,) = found
        assert problem in finding.message
        assert finding.location.line == line_in(text, "Crossbowmen", "rules:")
        assert not roster.legal


SPECIAL = reference().special_rules


@pytest.mark.parametrize("rule", SPECIAL, ids=[r.name for r in SPECIAL])
def test_every_rulebook_rule_value_or_none(read, rule):
    right = f"{rule.name}(2)" if rule.takes_value else rule.name
    wrong = rule.name if rule.takes_value else f"{rule.name}(2)"
    ok = read(in_unit(BASE, "Crossbowmen", "rules: [Fearless]", f"rules: [{right}]"))
    assert ok.findings == [], [str(f) for f in ok.findings]
    text = in_unit(BASE, "Crossbowmen", "rules: [Fearless]", f"rules: [{wrong}]")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-RULE-VALUE"
    assert finding.location.line == line_in(text, "Crossbowmen", "rules:")


def test_rules_taking_values_are_the_seeds():
    takes = {rule.name for rule in SPECIAL if rule.takes_value}
    assert takes == {"AP", "Blast", "Deadly", "Impact", "Tough", "Wizard"}


def test_misspelt_rule_did_you_mean(read):
    text = in_unit(BASE, "Dwarf Champion", "Fearless]", "Fearles]")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-RULE-UNKNOWN"
    assert finding.location.line == line_in(text, "Dwarf Champion", "rules:")
    assert "'Fearles'" in finding.message
    assert finding.hint.startswith("did you mean 'Fearless'?")
    assert "custom_rules" in finding.hint


def test_unknown_rule_far_from_any_lists_the_rules(read):
    text = in_unit(BASE, "Crossbowmen", "[Fearless]", "[Zzyzx]")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-RULE-UNKNOWN"
    assert "did you mean" not in finding.hint
    assert "Fearless" in finding.hint and "Tough" in finding.hint


def test_custom_rules_make_a_rule_legal(read):
    without_custom = BASE[: BASE.index("custom_rules:")]
    roster = read(without_custom)
    (finding,) = roster.findings
    assert finding.rule == "AOF-RULE-UNKNOWN"
    assert finding.location.line == line_in(without_custom, "Shield Warriors", "rules:")
    assert "'Shield Wall'" in finding.message
    assert_legal(read(BASE))


def test_custom_rule_in_a_weapon(read):
    text = in_unit(BASE, "Crossbowmen", "A1, AP(1))", "A1, Shield Wall)")
    assert_legal(read(text))
    text = in_unit(BASE, "Crossbowmen", "A1, AP(1))", "A1, Shield Wal)")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-RULE-UNKNOWN"
    assert finding.hint.startswith("did you mean 'Shield Wall'?")


# ------------------------------------------------------------------ points and stats


def test_points_over_the_limit_says_by_how_much(read):
    text = in_unit(BASE, "Shield Warriors", "cost: 90", "cost: 100")
    text = edit(text, "points_limit: 250", "points_limit: 200")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-POINTS"
    assert finding.location.line == line_of(text, "points_limit:")
    assert "205 points" in finding.message and "by 5" in finding.message


def test_points_limit_defaults_to_250(read):
    text = edit(BASE, "points_limit: 250\n", "")
    assert_legal(read(in_unit(text, "Shield Warriors", "cost: 90", "cost: 145")))
    text = in_unit(text, "Shield Warriors", "cost: 90", "cost: 146")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-POINTS"
    assert "limit of 250" in finding.message
    # no points_limit line to point at: the units
    assert finding.location.line in {line_of(text, "units:"), line_of(text, "Dwarf Champion")}


@pytest.mark.parametrize(
    ("field", "value", "rule"),
    [
        ("quality", 1, "AOF-QUALITY"),
        ("quality", 2, None),
        ("quality", 6, None),
        ("quality", 7, "AOF-QUALITY"),
        ("defense", 1, "AOF-DEFENSE"),
        ("defense", 2, None),
        ("defense", 6, None),
        ("defense", 7, "AOF-DEFENSE"),
        ("size", -1, "AOF-SIZE"),
        ("size", 0, "AOF-SIZE"),
        ("size", 1, None),
        ("cost", -1, "AOF-COST"),
        ("cost", 0, None),
    ],
)
def test_stat_bounds(read, field, value, rule):
    old = {"quality": "quality: 4", "defense": "defense: 5", "size": "size: 3", "cost": "cost: 60"}
    text = in_unit(BASE, "Crossbowmen", old[field], f"{field}: {value}")
    roster = read(text)
    if rule is None:
        assert roster.findings == []
    else:
        (finding,) = roster.findings
        assert finding.rule == rule
        assert finding.location.line == line_in(text, "Crossbowmen", f"{field}:")


def army(*sizes: int) -> Army:
    units = [
        {"name": f"U{n}", "size": s, "quality": 4, "defense": 4, "cost": 10}
        for n, s in enumerate(sizes)
    ]
    return Army.model_validate({"system": "aof-skirmish", "name": "A", "units": units})


@pytest.mark.parametrize(
    ("sizes", "models", "threshold"),
    [
        ((1,), 1, 0),
        ((2,), 2, 1),
        ((1, 5, 3), 9, 4),  # half of 9 is 4.5: down to 4 models or fewer
        ((1, 5, 3, 1), 10, 5),
        ((10, 10, 1), 21, 10),
        ((3, 0), 3, 1),
        ((3, -2), 3, 1),  # a negative size (an AOF-SIZE error) adds no models
    ],
)
def test_models_and_rout_threshold(sizes, models, threshold):
    assert models_in(army(*sizes)) == models
    assert rout_threshold(army(*sizes)) == threshold


# ------------------------------------------------------------------ match


def match(tmp_path: Path, *texts: str):
    paths = []
    for number, text in enumerate(texts):
        path = tmp_path / f"side{number}.yaml"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return validate_files(paths, with_match=True)


def test_match_equal_points(tmp_path):
    report = match(tmp_path, BASE, edit(BASE, "name: Dwarf Raiders", "name: Other Dwarfs"))
    assert report.matched == []
    assert report.exit_code == 0


def test_match_default_points_equal_written_250(tmp_path):
    report = match(tmp_path, BASE, edit(BASE, "points_limit: 250\n", ""))
    assert report.matched == []
    assert report.exit_code == 0


def test_match_different_points(tmp_path):
    other = edit(BASE, "points_limit: 250", "points_limit: 300")
    report = match(tmp_path, BASE, other)
    (finding,) = report.matched
    assert (finding.rule, finding.severity) == ("AOF-MATCH-POINTS", "error")
    assert finding.location.path.endswith("side1.yaml")
    assert finding.location.line == line_of(other, "points_limit:")
    assert "300" in finding.message and "250" in finding.message
    assert report.exit_code == 1


def test_match_army_over_its_limit(tmp_path):
    over = in_unit(BASE, "Shield Warriors", "cost: 90", "cost: 200")
    report = match(tmp_path, BASE, over)
    assert report.matched == []
    assert [f.rule for f in report.findings] == ["AOF-POINTS"]
    assert report.exit_code == 1


def test_match_without_flag_says_nothing(tmp_path):
    (tmp_path / "a.yaml").write_text(BASE)
    (tmp_path / "b.yaml").write_text(edit(BASE, "points_limit: 250", "points_limit: 300"))
    report = validate_files([tmp_path / "a.yaml", tmp_path / "b.yaml"], with_match=False)
    assert report.matched == []
    assert report.exit_code == 0


def test_match_with_another_game_is_an_error(tmp_path):
    other = "system: abstract-skirmish\nname: Bob\nslots: 10\nunits:\n  - {name: A, slots: 10}\n"
    report = match(tmp_path, BASE, other)
    assert [f.rule for f in report.matched] == ["MATCH-SYSTEM"]
    assert report.exit_code == 1


# ------------------------------------------------------------------ schema problems (exit 2)


def assert_malformed(roster: Roster) -> Finding:
    assert roster.malformed
    assert not roster.legal
    assert roster.findings
    for finding in roster.findings:
        assert finding.rule == "SCHEMA"
        assert "\n" not in str(finding)
    return roster.findings[0]


@pytest.mark.parametrize(
    ("old", "new", "needle"),
    [
        ("quality: 4", "quality: four", "quality:"),
        ("quality: 4", "quality: 4.0", "quality:"),
        ("cost: 60", "cost: '60'", "cost:"),
        ("size: 3", "sise: 3", "sise:"),
        ("rules: [Fearless]", "rules: Fearless", "rules:"),
    ],
)
def test_schema_problems(read, old, new, needle):
    text = in_unit(BASE, "Crossbowmen", old, new)
    roster = read(text)
    assert_malformed(roster)
    assert line_in(text, "Crossbowmen", needle) in {f.location.line for f in roster.findings}


def test_schema_weapon_mapping_without_attacks(read):
    text = in_unit(BASE, "Dwarf Champion", "range: 24, attacks: 1, ", "range: 24, ")
    finding = assert_malformed(read(text))
    assert finding.location.line == line_in(text, "Dwarf Champion", "{name: Crossbow")


@pytest.mark.parametrize("limit", ["0", "-5", "lots"])
def test_schema_points_limit(read, limit):
    text = edit(BASE, "points_limit: 250", f"points_limit: {limit}")
    finding = assert_malformed(read(text))
    assert finding.location.line == line_of(text, "points_limit:")


def test_schema_no_units(read):
    text = BASE[: BASE.index("units:")] + "units: []\n"
    finding = assert_malformed(read(text))
    assert finding.location.line == line_of(text, "units:")


def test_schema_misspelt_system(read):
    text = edit(BASE, "system: aof-skirmish", "system: aof-skirmsh")
    finding = assert_malformed(read(text))
    assert finding.hint == "did you mean 'aof-skirmish'?"


# ------------------------------------------------------------------ property: never raises

RULE_WORDS = [
    "Hero",
    "Tough(3)",
    "Tough",
    "Tough()",
    "Fearless",
    "Fearless(1)",
    "Fearles",
    "AP(1)",
    "Shield Wall",
    "Fire Breath",
    "Blast(x)",
    "(",
    "AP((1))",
    "Tough(3",
]
WEAPONS = [
    "Great Hammer (A3, AP(1))",
    'Crossbow (24", A1, AP(1))',
    "Hand Weapon (A1)",
    "Hand Weapon",
    "Sword (A0)",
    'Bow (0", A1)',
    "Sword (A1, AP(1)",
    "Sword ((A1))",
    "(A1)",
    "Axe (A1, Poisen, Tough)",
]

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(max_size=12),
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(0, 3), max_size=2),
)


def armies(broken: bool):
    """Army data: well-formed (for the rule checks) or with junk, typos and wrong types."""

    def maybe(strategy):
        if not broken:
            return strategy
        return st.integers(0, 3).flatmap(lambda n: junk if n == 0 else strategy)

    words = st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=20)
    names = st.one_of(st.sampled_from(["Dwarf", "Orc Boss", "dwarf"]), words)
    profile = st.text(alphabet='AP(1)24", xTough', max_size=30)
    rule = st.one_of(st.sampled_from(RULE_WORDS), profile if broken else st.nothing())
    mapping = st.fixed_dictionaries(
        {"name": maybe(names), "attacks": maybe(st.integers(-2, 6))},
        optional={"range": maybe(st.integers(-2, 48)), "rules": maybe(st.lists(rule, max_size=3))},
    )
    weapon = st.one_of(st.sampled_from(WEAPONS), mapping, profile.map(lambda t: f"W ({t})"))
    unit = st.fixed_dictionaries(
        {
            "name": maybe(names),
            "size": maybe(st.integers(-2, 12)),
            "quality": maybe(st.integers(0, 8)),
            "defense": maybe(st.integers(0, 8)),
            "cost": maybe(st.integers(-10, 400)),
        },
        optional={
            "rules": maybe(st.lists(rule, max_size=4)),
            "weapons": maybe(st.lists(weapon, max_size=3)),
        },
    )
    system = st.just("aof-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("insta-skirmish"), junk)
            if broken
            else system,
            "name": maybe(names),
            "units": maybe(st.lists(unit, min_size=1, max_size=6)),
        },
        optional={
            "points_limit": maybe(st.integers(-5, 600)),
            "custom_rules": maybe(st.dictionaries(st.sampled_from(RULE_WORDS), words, max_size=2)),
            **({"notes": junk} if broken else {}),
        },
    )


@PROPERTY
@given(data=st.one_of(armies(broken=False), armies(broken=True)))
def test_random_armies_never_raise(tmp_path, data):
    path = tmp_path / "random.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert_findings_or_schema_error(read_roster(path))


@PROPERTY
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


# ------------------------------------------------------------------ command line

SUMMARY = re.compile(r"^\d+ rosters?: \d+ errors?, \d+ warnings?: (legal|not legal|not readable)$")
ILLEGAL = in_unit(BASE, "Dwarf Champion", "quality: 3", "quality: 7")
MALFORMED = in_unit(BASE, "Dwarf Champion", "quality: 3", "quality: three")
PDF = Path("output") / "dwarf-raiders-roster.pdf"


def test_validate_legal_exit_0(work, run):
    code, out, err = run("validate", work("army.yaml", BASE))
    assert (code, out.splitlines(), err) == (0, ["1 roster: 0 errors, 0 warnings: legal"], "")


def test_validate_rule_broken_exit_1(work, run):
    name = work("army.yaml", ILLEGAL)
    code, out, _ = run("validate", name)
    assert code == 1
    finding, summary = out.splitlines()
    match_ = FINDING.match(finding)
    assert match_, finding
    assert (match_["file"], match_["line"], match_["sev"], match_["rule"]) == (
        name,
        str(line_of(ILLEGAL, "quality: 7")),
        "error",
        "AOF-QUALITY",
    )
    assert summary == "1 roster: 1 error, 0 warnings: not legal"


def test_validate_malformed_exit_2(work, run):
    name = work("army.yaml", MALFORMED)
    code, out, _ = run("validate", name)
    assert code == 2
    *findings, summary = out.splitlines()
    assert summary.endswith(": not readable")
    assert findings[0].startswith(f"{name}:{line_of(MALFORMED, 'quality: three')}:")


def test_validate_json(work, run):
    name = work("army.yaml", ILLEGAL)
    code, out, _ = run("validate", "--format", "json", name)
    assert code == 1
    report = json.loads(out)
    assert report["exit_code"] == 1
    assert SUMMARY.match(report["summary"])
    (row,) = report["findings"]
    assert (row["file"], row["line"], row["severity"], row["rule"]) == (
        name,
        line_of(ILLEGAL, "quality: 7"),
        "error",
        "AOF-QUALITY",
    )
    assert row["column"] >= 1 and row["message"] and row["hint"]
    assert report["files"] == [
        {"file": name, "system": "aof-skirmish", "legal": False, "readable": True}
    ]
    code, out, _ = run("validate", "--format", "json", work("ok.yaml", BASE))
    assert (code, json.loads(out)["findings"], json.loads(out)["exit_code"]) == (0, [], 0)
    code, out, _ = run("validate", "--format", "json", work("bad.yaml", MALFORMED))
    report = json.loads(out)
    assert code == report["exit_code"] == 2
    assert all(r["rule"] == "SCHEMA" for r in report["findings"])
    assert report["files"][0]["readable"] is False


def test_validate_match_on_the_command_line(work, run):
    other = work("b.yaml", edit(BASE, "points_limit: 250", "points_limit: 300"))
    code, out, _ = run("validate", "--match", work("a.yaml", BASE), other)
    assert code == 1
    (finding, summary) = out.splitlines()
    assert finding.startswith(f"b.yaml:{line_of(BASE, 'points_limit:')}:")
    assert "[AOF-MATCH-POINTS]" in finding
    assert summary.endswith(": not legal")


def pdf_read(path: Path) -> tuple[str, list[str], list[tuple[float, float]]]:
    """All text (whitespace folded), its lines, and the page sizes in mm."""
    with pdfplumber.open(str(path)) as pdf:
        sizes = [(float(p.width) * PT, float(p.height) * PT) for p in pdf.pages]
        text = "\n".join(p.extract_text() or "" for p in pdf.pages)
    return " ".join(text.split()), text.splitlines(), sizes


def assert_a4(sizes) -> None:
    assert sizes
    for w, h in sizes:
        assert abs(w - 210.0) <= 0.05 and abs(h - 297.0) <= 0.05, (w, h)


def rule_names(data: dict) -> set[str]:
    """The special rules an army file uses, by name (without values), read independently."""
    written = []
    for unit in data["units"]:
        written += unit.get("rules", [])
        for weapon in unit.get("weapons", []):
            if isinstance(weapon, dict):
                written += weapon.get("rules", [])
            else:
                inside = weapon[weapon.index("(") + 1 : weapon.rindex(")")]
                parts = re.split(r",\s*(?![^()]*\))", inside)
                written += [p for p in parts if not re.fullmatch(r'A\d+|\d+"?', p.strip())]
    return {re.sub(r"\(.*\)$", "", w).strip() for w in written}


def test_roster_shipped_example(work, run, tmp_path):
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    code, out, err = run("roster", str(EXAMPLE))
    assert code == 0, err
    assert err == ""
    assert out.splitlines() == [f"{PDF}: 1 page, {len(data['units'])} units"]
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.pdf")) == [PDF]

    text, lines, sizes = pdf_read(PDF)
    assert_a4(sizes)
    assert data["name"] in text
    for unit in data["units"]:
        assert unit["name"] in text, unit["name"]
        assert f"Q {unit['quality']}+" in text and f"D {unit['defense']}+" in text
    assert "LEGAL" in text and "NOT LEGAL" not in text
    models = sum(unit["size"] for unit in data["units"])
    total = sum(unit["cost"] for unit in data["units"])
    assert f"{total} of {data['points_limit']} points" in text
    assert f"{models} models" in text
    assert "rout tests at" in text and f"{models // 2} models or fewer" in text

    # the reference: exactly the special rules and custom rules the army uses
    used = rule_names(data)
    assert {"Hero", "Tough", "Fearless", "AP", "Wizard", "Shield Wall"} <= used
    start = lines.index("Special rules used by this army")
    entries = lines[start + 1 :]
    for rule in SPECIAL:
        label = f"{rule.name}(X):" if rule.takes_value else f"{rule.name}:"
        listed = any(line.startswith(label) for line in entries)
        assert listed == (rule.name in used), rule.name
    for name in data.get("custom_rules", {}):
        assert any(line.startswith(f"{name} (custom rule):") for line in entries), name
    for unused in ("Poison", "Stealth"):
        assert unused not in used
        assert unused not in text


def test_roster_reference_lists_only_used_custom_rules(work, run):
    text = BASE.replace(
        "custom_rules:\n", "custom_rules:\n  Grudge Bearers: Re-roll hits against Elves.\n"
    )
    assert run("roster", work("army.yaml", text))[0] == 0
    folded, _, _ = pdf_read(PDF)
    assert "Shield Wall (custom rule)" in folded
    assert "Grudge Bearers" not in folded


def test_roster_force_prints_not_legal(work, run):
    code, out, err = run("roster", work("army.yaml", ILLEGAL), "--force")
    assert code == 1
    assert out.splitlines() == [f"{PDF}: 1 page, 3 units (NOT LEGAL)"]
    assert "[AOF-QUALITY]" in err
    text, _, sizes = pdf_read(PDF)
    assert_a4(sizes)
    assert "NOT LEGAL" in text and "AOF-QUALITY" in text


def test_roster_illegal_writes_nothing(work, run, tmp_path):
    code, out, err = run("roster", work("army.yaml", ILLEGAL))
    assert (code, out) == (1, "")
    assert all(FINDING.match(line) for line in err.splitlines())
    assert list(tmp_path.rglob("*.pdf")) == []


def test_roster_blank(work, run, tmp_path):
    code, out, err = run("roster", "--blank", "aof-skirmish")
    assert (code, err) == (0, "")
    (line,) = out.splitlines()
    path = Path(line.split(":", 1)[0])
    assert list(tmp_path.rglob("*.pdf")) == [tmp_path / path]
    text, _, sizes = pdf_read(path)
    assert_a4(sizes)
    assert "BLANK ROSTER" in text
    for rule in SPECIAL:  # a blank sheet's reference has every rule
        assert rule.name in text, rule.name
    assert all(font_report(path).values())


def test_roster_fonts_all_embedded(work, run):
    assert run("roster", str(EXAMPLE))[0] == 0
    fonts = font_report(PDF)
    assert fonts and all(fonts.values()), fonts


def test_roster_is_deterministic(work, run):
    assert run("roster", str(EXAMPLE))[0] == 0
    first = PDF.read_bytes()
    assert run("roster", str(EXAMPLE))[0] == 0
    assert PDF.read_bytes() == first
