"""1 Stat Skirmish skills as the rulebook prints them and as players add their own: any
spelling of a listed skill, a renamed skill legal everywhere, an invented skill a house
rule, and a skill of one's own needing a listed skill or a text."""

from __future__ import annotations

import pytest

from skirmishgen.contract import in_entry
from skirmishgen.games.one_stat_skirmish.contract import BASE as ONE_STAT_BASE
from skirmishgen.games.one_stat_skirmish.contract import to_format
from skirmishgen.resources import content_dir
from skirmishgen.testing.rosters import roster_reader, with_rule
from texts import rules, validated

ONE_STAT = content_dir() / "one-stat-skirmish" / "warbands"


ROBYN = (ONE_STAT / "robyns-merry-men-training.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", ["training", "standard"])
@pytest.mark.parametrize("spelled", ["Force User", "force_user", "FORCE-USER"])
def test_skills_as_the_rulebook_prints_them(tmp_path, capsys, fmt, spelled):
    """The rulebook heads its skills "Force User", "Martial Artist": the same skills."""
    text = ROBYN.replace("format: training", f"format: {fmt}").replace(
        "skills: [ranger]", f"skills: [{spelled}]"
    )
    _, report = validated(tmp_path, capsys, text)
    assert "1SS-SKILL-UNKNOWN" not in [rule for rule, _ in rules(report)]
    assert report["files"][0]["readable"]


read = roster_reader("warband.yaml")


def rules_of(roster) -> list[tuple[str, str]]:
    return [(f.rule, f.severity) for f in roster.findings]


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
