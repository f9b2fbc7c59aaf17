"""1 Stat Skirmish fire teams: a team's rookie carries its heavy shooter and keeps two hands
for the rest of its gear, the fire team role alone is no crew where no team can form, and
the specialist ratio holds in training too."""

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
