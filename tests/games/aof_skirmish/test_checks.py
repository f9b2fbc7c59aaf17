"""AOF: Skirmish beyond the roster contract: the rulebook's weapon profiles, special rules
and custom rules, and what the sheet and builder say is left to the army book."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from skirmishgen.cli import main
from skirmishgen.contract import edit, in_entry, line_of
from skirmishgen.games.aof_skirmish.checks import models_in, rout_threshold
from skirmishgen.games.aof_skirmish.contract import CONTRACT as AOF
from skirmishgen.games.aof_skirmish.models import Army, WeaponSpec, parse_weapon
from skirmishgen.games.aof_skirmish.reference import reference
from skirmishgen.resources import content_dir
from skirmishgen.rosters import support, validate_files
from skirmishgen.serve.builder import game_form
from skirmishgen.testing.rosters import (
    A4,
    assert_legal,
    line_in,
    roster_reader,
    run_once,
    with_rule,
)
from texts import validated

BASE = AOF.base
"""195 of 250 points, 9 models."""
EXAMPLE = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"


read = roster_reader("army.yaml")


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
    text = in_entry(BASE, "Shield Warriors", "Hand Weapon (A1)", written)
    roster = read(text)
    found = with_rule(roster, "AOF-WEAPON-PROFILE")
    assert [f.location.line for f in found] == [line_in(text, "Shield Warriors", written)]
    assert "Name (Range, Attacks, Special)" in found[0].hint or "A<n>" in found[0].hint
    assert not roster.legal


@pytest.mark.parametrize("reach", ['0"', '-1"'])
def test_weapon_range_below_one_inch(read, reach):
    text = in_entry(BASE, "Crossbowmen", 'Crossbow (24", A1', f"Crossbow ({reach}, A1")
    found = with_rule(read(text), "AOF-WEAPON-PROFILE")
    assert [f.location.line for f in found] == [line_in(text, "Crossbowmen", "Crossbow (")]


def test_mapping_weapon_range_zero(read):
    text = in_entry(BASE, "Dwarf Champion", "range: 24", "range: 0")
    (finding,) = with_rule(read(text), "AOF-WEAPON-PROFILE")
    assert finding.location.line == line_in(text, "Dwarf Champion", "range: 0")


def test_mapping_weapon_attacks_zero(read):
    text = in_entry(BASE, "Dwarf Champion", "attacks: 1", "attacks: 0")
    (finding,) = with_rule(read(text), "AOF-ATTACKS")
    assert finding.location.line == line_in(text, "Dwarf Champion", "attacks: 0")
    assert "Crossbow makes 0 attacks" in finding.message


def test_weapon_with_unbalanced_parenthesis_is_a_profile_error(read):
    text = in_entry(BASE, "Shield Warriors", "Hand Weapon (A1)", "Hand Weapon (A1, AP(1)")
    found = with_rule(read(text), "AOF-WEAPON-PROFILE")
    assert [f.location.line for f in found] == [line_in(text, "Shield Warriors", "Hand Weapon")]


def test_weapon_string_rules_are_checked(read):
    text = in_entry(BASE, "Dwarf Champion", "(A3, AP(1))", "(A3, AP, Poisen)")
    roster = read(text)
    line = line_in(text, "Dwarf Champion", "Great Hammer")
    (value,) = with_rule(roster, "AOF-RULE-VALUE")
    (unknown,) = with_rule(roster, "AOF-RULE-UNKNOWN")
    assert value.location.line == unknown.location.line == line
    assert unknown.hint.startswith("did you mean 'Poison'?")


def test_mapping_weapon_rules_are_checked(read):
    text = in_entry(BASE, "Dwarf Champion", "rules: [AP(1)]", "rules: [AP]")
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
    text = in_entry(BASE, "Crossbowmen", "rules: [Fearless]", f"rules: [{written}]")
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
    ok = read(in_entry(BASE, "Crossbowmen", "rules: [Fearless]", f"rules: [{right}]"))
    assert ok.findings == [], [str(f) for f in ok.findings]
    text = in_entry(BASE, "Crossbowmen", "rules: [Fearless]", f"rules: [{wrong}]")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-RULE-VALUE"
    assert finding.location.line == line_in(text, "Crossbowmen", "rules:")


def test_rules_taking_values_are_the_seeds():
    takes = {rule.name for rule in SPECIAL if rule.takes_value}
    assert takes == {"AP", "Blast", "Deadly", "Impact", "Tough", "Wizard"}


def test_misspelt_rule_did_you_mean(read):
    text = in_entry(BASE, "Dwarf Champion", "Fearless]", "Fearles]")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-RULE-UNKNOWN"
    assert finding.location.line == line_in(text, "Dwarf Champion", "rules:")
    assert "'Fearles'" in finding.message
    assert finding.hint.startswith("did you mean 'Fearless'?")
    assert "add it as a custom rule" in finding.hint


def test_unknown_rule_far_from_any_lists_the_rules(read):
    text = in_entry(BASE, "Crossbowmen", "[Fearless]", "[Zzyzx]")
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
    text = in_entry(BASE, "Crossbowmen", "A1, AP(1))", "A1, Shield Wall)")
    assert_legal(read(text))
    text = in_entry(BASE, "Crossbowmen", "A1, AP(1))", "A1, Shield Wal)")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-RULE-UNKNOWN"
    assert finding.hint.startswith("did you mean 'Shield Wall'?")


# ------------------------------------------------------------------ points and stats


def test_points_over_the_limit_says_by_how_much(read):
    text = in_entry(BASE, "Shield Warriors", "cost: 90", "cost: 100")
    text = edit(text, "points_limit: 250", "points_limit: 200")
    (finding,) = read(text).findings
    assert finding.rule == "AOF-POINTS"
    assert finding.location.line == line_of(text, "points_limit:")
    assert "205 points" in finding.message and "by 5" in finding.message


def test_points_limit_defaults_to_250(read):
    text = edit(BASE, "points_limit: 250\n", "")
    assert_legal(read(in_entry(text, "Shield Warriors", "cost: 90", "cost: 145")))
    text = in_entry(text, "Shield Warriors", "cost: 90", "cost: 146")
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
    text = in_entry(BASE, "Crossbowmen", old[field], f"{field}: {value}")
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


def test_match_default_points_equal_written_250(tmp_path):
    report = match(tmp_path, BASE, edit(BASE, "points_limit: 250\n", ""))
    assert report.matched == []
    assert report.exit_code == 0


def test_match_army_over_its_limit(tmp_path):
    over = in_entry(BASE, "Shield Warriors", "cost: 90", "cost: 200")
    report = match(tmp_path, BASE, over)
    assert [f.rule for f in report.matched] == ["AOF-MATCH-SPENT"]  # 110 points apart
    assert [f.rule for f in report.findings] == ["AOF-POINTS", "AOF-MATCH-SPENT"]
    assert report.exit_code == 1


# ------------------------------------------------------------------ the army sheet

SPECIAL = reference().special_rules


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


def test_sheet_of_the_shipped_example(tmp_path_factory):
    source = EXAMPLE.read_text(encoding="utf-8")
    data = yaml.safe_load(source)
    sheet = run_once(tmp_path_factory, {"army.yaml": source}, "roster", "army.yaml")
    assert (sheet.code, sheet.err) == (0, "")
    assert sheet.out.splitlines() == [f"output/{AOF.sheet}: 1 page, {len(data['units'])} units"]
    pdf = sheet.pdf(Path("output") / AOF.sheet)
    text = pdf.text
    assert sheet.pdfs() == [Path("output") / AOF.sheet]
    assert pdf.on(A4), pdf.sizes
    assert "LEGAL" in text and "NOT LEGAL" not in text
    assert data["name"] in text
    for unit in data["units"]:
        assert unit["name"] in text, unit["name"]
        assert f"Q {unit['quality']}+" in text and f"D {unit['defense']}+" in text
    models = sum(unit["size"] for unit in data["units"])
    total = sum(unit["cost"] for unit in data["units"])
    assert f"{total} of {data['points_limit']} points" in text
    assert f"{models} models" in text
    assert "rout tests at" in text and f"{models // 2} models or fewer" in text

    # the reference: exactly the special rules and custom rules the army uses
    used = rule_names(data)
    assert {"Hero", "Tough", "Fearless", "AP", "Wizard", "Shield Wall"} <= used
    entries = pdf.lines[pdf.lines.index("Special rules used by this army") + 1 :]
    for rule in SPECIAL:
        label = f"{rule.name}(X)." if rule.takes_value else f"{rule.name}."
        listed = any(line.startswith(label) for line in entries)
        assert listed == (rule.name in used), rule.name
    for name in data.get("custom_rules", {}):
        assert any(line.startswith(f"{name} (custom rule).") for line in entries), name
    for unused in ("Poison", "Stealth"):
        assert unused not in used
        assert unused not in text


def test_sheet_reference_lists_only_used_custom_rules(tmp_path_factory):
    text = BASE.replace(
        "custom_rules:\n", "custom_rules:\n  Grudge Bearers: Re-roll hits against Elves.\n"
    )
    sheet = run_once(tmp_path_factory, {"army.yaml": text}, "roster", "army.yaml")
    assert sheet.code == 0
    folded = sheet.pdf(Path("output") / AOF.sheet).text
    assert "Shield Wall (custom rule)" in folded
    assert "Grudge Bearers" not in folded


def test_quality_and_defense_are_badges(tmp_path):
    """Q and D, read across the table, are white on a filled pill, 12 pt or more."""
    import pdfplumber

    army = next((content_dir() / "aof-skirmish" / "armies").glob("*.yaml"))
    out = tmp_path / "army.pdf"
    with pytest.raises(SystemExit) as stop:
        main(["roster", str(army), "--out", str(out)])
    assert not stop.value.code
    units = len(yaml.safe_load(army.read_text(encoding="utf-8"))["units"])
    with pdfplumber.open(out) as pdf:
        chars = pdf.pages[0].chars
    badges = [
        c
        for c in chars
        if c["text"] in "QD"
        and c["size"] >= 12
        and c["non_stroking_color"] in ((1, 1, 1), [1, 1, 1])
    ]
    assert len(badges) == 2 * units


ARMY = next((content_dir() / "aof-skirmish" / "armies").glob("*.yaml")).read_text(encoding="utf-8")
"""The shipped example army, as its file says it."""


def test_custom_rules_may_carry_digits_and_signs(tmp_path, capsys):
    text = ARMY.replace("rules: [Wizard(1), Fearless]", "rules: [Wizard(1), Fearless, Ward 5+]")
    text += '  "Ward 5+": "Roll a die per wound; on 5+ it is ignored."\n'
    assert text.count("Ward 5+") == 2
    code, report = validated(tmp_path, capsys, text)
    assert code == 0, report["findings"]


def test_aof_says_costs_come_from_the_army_book_on_the_sheet_and_in_the_builder():
    rules = support("aof-skirmish")
    assert "army book" in rules.unchecked and "no army lists" in rules.unchecked
    assert game_form("aof-skirmish")["unchecked"] == rules.unchecked
    assert game_form("one-stat-skirmish")["unchecked"] == ""
