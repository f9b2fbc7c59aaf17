"""The four roster games as data for the roster contract (test_roster_contract.py): per game,
its legal base roster, one legal and one illegal case per rule id, its match rules, its schema
problems, its example files, its sheet's members and its blank sheet's facts, and a
generator of random rosters.

Every illegal roster is a legal one with a targeted edit; where a finding must stand is a
needle in the edited text (``^`` marks the column), never a number.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from hypothesis import strategies as st

from rosterhelp import At, add_to, edit, in_entry, without
from skirmishgen.systems.abstract.checks import RULES as ABS_RULES
from skirmishgen.systems.aof.checks import RULES as AOF_RULES
from skirmishgen.systems.aof.reference import reference as aof_reference
from skirmishgen.systems.insta.checks import RULES as INSTA_RULES
from skirmishgen.systems.one_stat.checks import RULES as ONE_STAT_RULES


@dataclass(frozen=True)
class Case:
    """A rule id's legal and illegal roster, and where and how the illegal one is judged."""

    rule: str
    illegal: str
    at: At
    legal: str
    severity: str = "error"
    message: str = ""
    """Said in the finding's message."""
    hint: str = ""
    """Said in the finding's hint."""
    also: tuple[str, ...] = ()
    """Other rule ids the illegal roster breaks (the edit cannot avoid them)."""


@dataclass(frozen=True)
class Match:
    """A rule between rosters: the base against ``other``; the finding in side ``side``."""

    rule: str
    other: str
    at: At
    severity: str = "error"
    side: int = 1
    says: tuple[str, ...] = ()
    also: tuple[str, ...] = ()
    """The other rule ids ``validate --match`` prints for the two (their own findings)."""


@dataclass(frozen=True)
class Schema:
    """A roster off the schema: a SCHEMA finding at ``at`` that says ``says``."""

    kind: str
    """unknown key, missing key, wrong type, or bad value."""
    text: str
    at: At
    says: str
    alone: bool = True
    """Every finding of the file stands on the line of ``at``."""


@dataclass(frozen=True)
class RosterGame:
    key: str
    rules: Mapping[str, str]
    """The game's ``checks.RULES``."""
    file: str
    """What the tests call a roster file of the game."""
    base: str
    member: str
    """What the sheet's report counts (``fighter``)."""
    members: tuple[str, ...]
    """The names the base roster's sheet shows."""
    sheet: str
    """The base roster's sheet, under output/."""
    cases: tuple[Case, ...]
    matches: tuple[Match, ...]
    schema: tuple[Schema, ...]
    number: tuple[str, str, str]
    """(entry, key, value): a number in the base roster to break (huge, .inf, .nan)."""
    examples: Mapping[str, tuple[str, ...]]
    """The shipped example rosters by file name, with the warnings each has."""
    blank: Callable[[], tuple[str, ...]]
    """Texts on the blank sheet."""
    cli_error: str
    """The rule id of the case the command-line tests break (one error finding)."""
    strategy: Callable[[bool], st.SearchStrategy]
    """Random roster data: well-formed, or (True) with junk, typos and wrong types."""
    cases_by_rule: dict[str, Case] = field(init=False, repr=False, compare=False)

    def __repr__(self) -> str:
        return f"RosterGame({self.key!r})"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cases_by_rule", {case.rule: case for case in self.cases})

    def case(self, rule: str) -> Case:
        return self.cases_by_rule[rule]

    @property
    def warned(self) -> Case | None:
        """A case whose only finding is a warning: the roster stays legal."""
        return next((c for c in self.cases if c.severity == "warning" and not c.also), None)

    @property
    def malformed(self) -> Schema:
        """The schema case the command-line tests use."""
        return next(s for s in self.schema if s.kind == "wrong type")

    def number_at(self, value: str) -> tuple[str, At]:
        """The base roster with the number set to ``value``, and where that value stands."""
        entry, key, old = self.number
        return in_entry(self.base, entry, f"{key}: {old}", f"{key}: {value}"), (
            entry,
            f"{key}: ^{value}",
        )


junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(max_size=12),
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(0, 3), max_size=2),
)
words = st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=20)


def maybe(broken: bool):
    """A strategy's sensible values; when ``broken``, sometimes junk instead."""

    def wrap(strategy):
        if not broken:
            return strategy
        return st.integers(0, 3).flatmap(lambda n: junk if n == 0 else strategy)

    return wrap


def pick(broken: bool, values: list[str], typo: str):
    return st.sampled_from([*values, typo] if broken else values)


def to_format(text: str, format_: str) -> str:
    return edit(text, "format: standard\n", f"format: {format_}\n")


# ================================================================== 1 Stat Skirmish

ONE_STAT_BASE = """\
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


FIRE_BASE = (
    in_entry(
        in_entry(ONE_STAT_BASE, "Will", "role: distraction", "role: fire-team"),
        "Much",
        "stat: 2",
        "stat: 3",
    )
    + "fire_teams:\n  - {leader: Little John, rookies: [Will, Much], weapon: Heavy cannon}\n"
)
"""Little John leads Will (fire-team) and Much (allrounder), both of stat 3."""
ACTION = without(without(ONE_STAT_BASE, "Will"), "Much")
"""1 boss, 2 specialists, 2 rookies."""
SOLITAIRE = ONE_STAT_BASE + EXTRA_SPECIALIST + rookie("Rabbit A") + rookie("Rabbit B")
"""1 boss, 3 specialists, 6 rookies."""
CUSTOM = "[{name: Charge, text: Runs at the nearest foe and strikes.}]"


def _one_stat_cases() -> tuple[Case, ...]:
    b = ONE_STAT_BASE

    def case(rule, illegal, at, legal=b, **extra):
        return Case(rule, illegal, at, legal, **extra)

    cannon = "{name: Light cannon, kind: heavy-shooter, option: area}"
    berserker = in_entry(b, "Robyn", "[ranger]", "[berserker]")
    martial = in_entry(b, "Little John", "[tank]", "[martial-artist]")
    minion_master = in_entry(b, "Friar Tuck", "[healer]", "[minion-master]")
    minions = minion_master
    for name, stat in (("Will", "3"), ("Much", "2")):
        minions = in_entry(minions, name, f"stat: {stat}\n", f"stat: {stat}\n    minion: true\n")
    return (
        case(
            "1SS-BOSS",
            in_entry(b, "Friar Tuck", "rank: specialist", "rank: boss"),
            ("Friar Tuck", "rank: ^boss"),
            message="Friar Tuck is a second boss",
        ),
        case(  # 3 specialists, 4 rookies: the third is one too many
            "1SS-SPEC-RATIO",
            b + EXTRA_SPECIALIST,
            ("Alan-a-Dale", "rank: ^specialist"),
            message="specialist 3 of 3, but 4 rookies allow 2",
        ),
        case(
            "1SS-SKILL-UNIQUE",
            in_entry(b, "Friar Tuck", "[healer]", "[tank]"),
            ("Friar Tuck", "skills: [^tank]"),
            legal=in_entry(b, "Robyn", "[ranger]", "[tank]"),  # the boss may repeat one
        ),
        case(
            "1SS-SKILL-UNKNOWN",
            in_entry(b, "Little John", "[tank]", "[tnak]"),
            ("Little John", "skills: [^tnak]"),
            hint="did you mean 'tank'?",
        ),
        case(  # invented, not renamed (002:565 allows renaming a listed skill)
            "1SS-SKILL-CUSTOM",
            in_entry(b, "Little John", "[tank]", CUSTOM),
            ("Little John", "skills: [^{name: Charge"),
            legal=in_entry(b, "Little John", "[tank]", "[{name: Bulwark, skill: Tank}]"),
            message="'Charge' is not one the rulebook lists",
        ),
        case(
            "1SS-BOSS-SKILLS",
            in_entry(b, "Robyn", "[ranger]", "[ranger, sniper]"),
            ("Robyn", "skills: ^[ranger, sniper]"),
            legal=in_entry(b, "Robyn", "[ranger]", "[command, ranger]"),  # Command may be listed
        ),
        case(
            "1SS-SPEC-SKILLS",
            in_entry(b, "Little John", "[tank]", "[tank, veteran]"),
            ("Little John", "skills: ^[tank, veteran]"),
        ),
        case(
            "1SS-ROOKIE-SKILLS",
            in_entry(b, "Much", "stat: 2\n", "stat: 2\n    skills: [brawler]\n"),
            ("Much", "skills: ^[brawler]"),
        ),
        case(
            "1SS-ROLE-RANK",
            in_entry(b, "Little John", "stat: 5\n", "stat: 5\n    role: fighter\n"),
            ("Little John", "role: ^fighter"),
        ),
        case(
            "1SS-STAT",
            in_entry(b, "Much", "stat: 2", "stat: 7"),
            ("Much", "stat: ^7"),
            legal=in_entry(b, "Much", "stat: 2", "stat: 6"),
            hint="set a stat from 1 to 6",
        ),
        case(  # names compare without case
            "1SS-NAME-UNIQUE",
            in_entry(b, "Much", "name: Much", "name: will"),
            "- name: ^will",
        ),
        case(
            "1SS-EQUIP-HANDS",
            in_entry(b, "Friar Tuck", "kind: armor}", "kind: armor, hands: 1}"),
            ("Friar Tuck", "kind: armor, hands: ^1}"),
        ),
        case(
            "1SS-HANDS",
            in_entry(
                b,
                "Rabbit with axe",
                "      - {name: Axe",
                "      - {name: Spear, kind: melee, hands: 1}\n      - {name: Axe",
            ),
            ("Rabbit with axe", "^- {name: Spear"),
            legal=in_entry(  # a specialist may use three hands
                b,
                "Little John",
                "hands: 2}\n",
                "hands: 2}\n      - {name: Buckler, kind: shield}\n",
            ),
        ),
        case(
            "1SS-ROOKIE-HEAVY",
            in_entry(
                b, "Rabbit with crossbow", "{name: Crossbow, kind: shooter, hands: 2}", cannon
            ),
            ("Rabbit with crossbow", "{name: Light cannon"),
            legal=in_entry(b, "Little John", "{name: Quarterstaff, kind: melee, hands: 2}", cannon),
            also=("1SS-HANDS",),  # three hands: more than a rookie has
        ),
        case(  # the seed: the option "has to be decided before the game starts"
            "1SS-HEAVY-OPTION",
            in_entry(
                b,
                "Little John",
                "{name: Quarterstaff, kind: melee, hands: 2}",
                "{name: Light cannon, kind: heavy-shooter}",
            ),
            ("Little John", "{name: Light cannon"),
            legal=in_entry(b, "Little John", "{name: Quarterstaff, kind: melee, hands: 2}", cannon),
            severity="warning",
            message="has no option",
        ),
        case(
            "1SS-MARTIAL-ARTIST",
            martial,
            ("Little John", "{name: Quarterstaff"),
            legal=in_entry(
                martial,
                "Little John",
                "Quarterstaff, kind: melee, hands: 2",
                "Chi orb, kind: magic-device",
            ),
        ),
        case(
            "1SS-BERSERKER",
            berserker,
            ("Robyn", "{name: Longbow"),
            legal=in_entry(  # melee, shield and armor are fine
                in_entry(
                    berserker,
                    "Robyn",
                    "Longbow, kind: shooter, hands: 2}",
                    "Buckler, kind: shield}",
                ),
                "Robyn",
                "hands: 1}\n",
                "hands: 1}\n      - {name: Mail, kind: armor}\n",
            ),
        ),
        case(
            "1SS-ROLE-NO-SHOOTER",
            in_entry(b, "Rabbit with crossbow", "role: gunner", "role: thug"),
            ("Rabbit with crossbow", "{name: Crossbow"),
            legal=in_entry(b, "Rabbit with axe", "role: fighter", "role: meat-shield"),
            severity="warning",  # 002:549, 557 bar the shot, not the gear
            message="may never shoot the Crossbow",
        ),
        case(  # the base has Will at 3, the least a distraction may have
            "1SS-DISTRACTION-STAT",
            in_entry(b, "Will", "stat: 3", "stat: 2"),
            ("Will", "stat: ^2"),
        ),
        case(
            "1SS-MINION-MASTER",
            minion_master,
            ("Friar Tuck", "skills: [^minion-master]"),
            legal=minions,
        ),
        case(  # unequal stats
            "1SS-FIRE-TEAM",
            in_entry(FIRE_BASE, "Much", "stat: 3", "stat: 2"),
            "rookies: ^[Will, Much]",
            legal=FIRE_BASE,
        ),
        case(
            "1SS-FIRE-TEAM-NAME",
            edit(FIRE_BASE, "[Will, Much]", "[Will, Mutch]"),
            "[Will, ^Mutch]",
            legal=FIRE_BASE,
            hint="did you mean 'Much'?",
        ),
        case(
            "1SS-FORMAT-ACTION",
            to_format(b, "action"),
            "format: ^action",
            legal=to_format(ACTION, "action"),
        ),
        case(
            "1SS-FORMAT-SOLITAIRE",
            to_format(b, "solitaire"),
            "format: ^solitaire",
            legal=to_format(SOLITAIRE, "solitaire"),
        ),
    )


def _one_stat_schema() -> tuple[Schema, ...]:
    b = ONE_STAT_BASE
    wrong_types = [
        ("Much", "stat: 2", "stat: two", "stat: ^two", "should be a number"),
        ("Much", "stat: 2", "stat: '2'", "stat: ^'2'", "should be a number"),
        ("Much", "stat: 2", "stat: true", "stat: ^true", "should be a number"),
        ("Little John", "skills: [tank]", "skills: tank", "skills: ^tank", "should be a list"),
        ("Little John", "hands: 2}", "hands: two}", "hands: ^two}", "should be a whole number"),
        ("Rabbit with axe", "role: fighter", "role: [fighter]", "role: ^[fighter]", "'thug'"),
    ]
    return (
        Schema(
            "unknown key",
            in_entry(b, "Little John", "skills: [tank]", "skill: [tank]"),
            ("Little John", "^skill:"),
            "unknown key; did you mean 'skills'?",
        ),
        Schema(
            "missing key",
            in_entry(b, "Robyn", "    rank: boss\n", ""),
            "- ^name: Robyn",
            "fighters[0].rank: required key is missing",
        ),
        *(
            Schema("wrong type", in_entry(b, name, old, new), (name, needle), says)
            for name, old, new, needle, says in wrong_types
        ),
        Schema(
            "bad value",
            in_entry(b, "Little John", "rank: specialist", "rank: captain"),
            ("Little John", "rank: ^captain"),
            "fighters[1].rank: should be 'boss', 'specialist' or 'rookie'",
        ),
        Schema(
            "bad value",
            in_entry(b, "Little John", "kind: melee", "kind: laser"),
            ("Little John", "kind: ^laser"),
            "fighters[1].equipment[0].kind: should be 'melee'",
        ),
        Schema(
            "bad value",
            b[: b.index("fighters:")] + "fighters: []\n",
            "fighters: ^[]",
            "fighters: should not be empty",
        ),
    )


def _one_stat_rosters(broken: bool):
    """Warbands: well-formed (for the rule checks) or with junk, typos and wrong types."""
    skills = ["ranger", "tank", "healer", "berserker", "martial-artist", "minion-master", "command"]
    fighter_names = ["Robyn", "Much", "Will", "Gryll", "Frogger A", "Frogger B", "much"]
    roles = ["allrounder", "distraction", "fighter", "fire-team", "gunner", "meat-shield", "thug"]
    kinds = ["melee", "shooter", "heavy-shooter", "shield", "magic-device", "armor"]
    some = maybe(broken)
    names = st.one_of(st.sampled_from(fighter_names), st.text(max_size=25) if broken else words)
    equipment = st.fixed_dictionaries(
        {"name": some(names), "kind": some(pick(broken, kinds, "laser"))},
        optional={"hands": some(st.integers(-1, 4) if broken else st.integers(0, 3))},
    )
    skill = st.one_of(
        st.sampled_from([*skills, "tnak", "Ranger"]),
        st.fixed_dictionaries({"name": some(names), "text": some(words)}),
    )
    fighter = st.fixed_dictionaries(
        {
            "name": some(names),
            "rank": some(pick(broken, ["boss", "specialist", "rookie", "rookie"], "captain")),
            # finite, float-sized stats: .inf, .nan and huge numbers are the contract's own cases
            "stat": some(st.one_of(st.integers(-2, 12), st.floats(-1, 11, allow_nan=False))),
        },
        optional={
            "skills": some(st.lists(skill, max_size=3)),
            "role": some(pick(broken, roles, "sniper")),
            "minion": some(st.booleans()),
            "image": some(words),
            "equipment": some(st.lists(equipment, max_size=4)),
        },
    )
    fire_team = st.fixed_dictionaries(
        {"leader": some(names), "rookies": some(st.lists(names, min_size=1, max_size=4))},
        optional={"weapon": some(names)},
    )
    system = st.just("one-stat-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("skirmish"), junk) if broken else system,
            "name": some(names),
            "fighters": some(st.lists(fighter, min_size=1, max_size=10)),
        },
        optional={
            "format": some(pick(broken, ["standard", "action", "solitaire", "training"], "league")),
            "fire_teams": some(st.lists(fire_team, max_size=3)),
            **({"notes": junk} if broken else {}),
        },
    )


ONE_STAT = RosterGame(
    key="one-stat-skirmish",
    rules=ONE_STAT_RULES,
    file="warband.yaml",
    base=ONE_STAT_BASE,
    member="fighter",
    members=(
        "Robyn",
        "Little John",
        "Friar Tuck",
        "Rabbit with axe",
        "Rabbit with crossbow",
        "Will",
        "Much",
    ),
    sheet="robyns-merry-men-roster.pdf",
    cases=_one_stat_cases(),
    matches=(
        Match(
            "1SS-MATCH-FORMAT",
            to_format(ONE_STAT_BASE, "training"),
            "format: ^training",
            says=("is a training warband", "standard"),
            also=("1SS-TABLE",),
        ),
        Match(
            "1SS-MATCH-ROOKIES",
            ONE_STAT_BASE + rookie("Gisborne's spy"),
            "fighters:\n  ^- name: Robyn",
            says=("fields 5 rookies", "4"),
            also=("1SS-TABLE",),
        ),
        Match(  # said of the first warband, whatever the others
            "1SS-TABLE",
            ONE_STAT_BASE,
            "name: ^Robyn's merry men",
            severity="info",
            side=0,
            says=("recommended table: 2'x2'",),
        ),
    ),
    schema=_one_stat_schema(),
    number=("Much", "stat", "2"),
    examples={
        "cpt-fawkes-ragtags-training.yaml": (),
        "cpt-fawkes-ragtags-treasure-hunt.yaml": (),
        # John's two-handed quarterstaff and longbow: 4 hands of 3, relaxed in training
        "robyns-merry-men-training.yaml": ("1SS-HANDS",),
        "robyns-merry-men-treasure-hunt.yaml": ("1SS-HANDS",),
    },
    blank=lambda: ("BLANK ROSTER",),
    cli_error="1SS-STAT",
    strategy=_one_stat_rosters,
)


# ================================================================== AOF: Skirmish

AOF_BASE = """\
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


def _aof_cases() -> tuple[Case, ...]:
    b = AOF_BASE

    def case(rule, illegal, at, legal=b, **extra):
        return Case(rule, illegal, at, legal, **extra)

    return (
        case(
            "AOF-POINTS",
            in_entry(b, "Shield Warriors", "cost: 90", "cost: 146"),  # 251 of 250
            "points_limit: ^250",
            legal=in_entry(b, "Shield Warriors", "cost: 90", "cost: 145"),  # exactly 250
        ),
        case(
            "AOF-QUALITY",
            in_entry(b, "Dwarf Champion", "quality: 3", "quality: 7"),
            ("Dwarf Champion", "quality: ^7"),
            legal=in_entry(b, "Dwarf Champion", "quality: 3", "quality: 2"),
            hint="set quality from 2 (best) to 6",
        ),
        case(
            "AOF-DEFENSE",
            in_entry(b, "Shield Warriors", "defense: 4", "defense: 1"),
            ("Shield Warriors", "defense: ^1"),
            legal=in_entry(b, "Shield Warriors", "defense: 4", "defense: 6"),
        ),
        case(
            "AOF-SIZE",
            in_entry(b, "Crossbowmen", "size: 3", "size: 0"),
            ("Crossbowmen", "size: ^0"),
            legal=in_entry(b, "Crossbowmen", "size: 3", "size: 1"),
        ),
        case(
            "AOF-COST",
            in_entry(b, "Crossbowmen", "cost: 60", "cost: -1"),
            ("Crossbowmen", "cost: ^-1"),
            legal=in_entry(b, "Crossbowmen", "cost: 60", "cost: 0"),
        ),
        case(
            "AOF-ATTACKS",
            in_entry(b, "Dwarf Champion", "(A3, AP(1))", "(A0, AP(1))"),
            ("Dwarf Champion", "Great Hammer (A0"),
        ),
        case(
            "AOF-WEAPON-PROFILE",
            in_entry(b, "Shield Warriors", "Hand Weapon (A1)", "Hand Weapon A1"),
            ("Shield Warriors", "Hand Weapon A1"),
        ),
        case(
            "AOF-RULE-UNKNOWN",
            in_entry(b, "Crossbowmen", "rules: [Fearless]", "rules: [Fearles]"),
            ("Crossbowmen", "rules: [^Fearles]"),
            hint="did you mean 'Fearless'?",
        ),
        case(
            "AOF-RULE-VALUE",
            in_entry(b, "Dwarf Champion", "Tough(3)", "Tough"),
            ("Dwarf Champion", "rules: [Hero, ^Tough"),
        ),
    )


def _aof_schema() -> tuple[Schema, ...]:
    b = AOF_BASE
    in_crossbowmen = [
        ("wrong type", "quality: 4", "quality: four", "quality: ^four", "should be a whole number"),
        ("wrong type", "quality: 4", "quality: 4.0", "quality: ^4.0", "should be a whole number"),
        ("wrong type", "cost: 60", "cost: '60'", "cost: ^'60'", "should be a whole number"),
        (
            "wrong type",
            "rules: [Fearless]",
            "rules: Fearless",
            "rules: ^Fearless",
            "should be a list",
        ),
    ]
    limits = [("0", "should be 1 or more"), ("-5", "or more"), ("lots", "whole number")]
    return (
        *(
            Schema(kind, in_entry(b, "Crossbowmen", old, new), ("Crossbowmen", at), says)
            for kind, old, new, at, says in in_crossbowmen
        ),
        Schema(  # the unit also lacks its size now
            "unknown key",
            in_entry(b, "Crossbowmen", "size: 3", "sise: 3"),
            ("Crossbowmen", "^sise:"),
            "unknown key; did you mean 'size'?",
            alone=False,
        ),
        Schema(
            "missing key",
            in_entry(b, "Dwarf Champion", "range: 24, attacks: 1, ", "range: 24, "),
            ("Dwarf Champion", "{name: Crossbow"),
            "attacks: required key is missing",
        ),
        *(
            Schema(
                "bad value",
                edit(b, "points_limit: 250", f"points_limit: {limit}"),
                f"points_limit: ^{limit}",
                says,
            )
            for limit, says in limits
        ),
        Schema(
            "bad value",
            b[: b.index("units:")] + "units: []\n",
            "units: ^[]",
            "units: should not be empty",
        ),
    )


AOF_RULE_WORDS = [
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
AOF_WEAPONS = [
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


def _aof_armies(broken: bool):
    """Armies: well-formed (for the rule checks) or with junk, typos and wrong types."""
    some = maybe(broken)
    names = st.one_of(st.sampled_from(["Dwarf", "Orc Boss", "dwarf"]), words)
    profile = st.text(alphabet='AP(1)24", xTough', max_size=30)
    rule = st.one_of(st.sampled_from(AOF_RULE_WORDS), profile if broken else st.nothing())
    mapping = st.fixed_dictionaries(
        {"name": some(names), "attacks": some(st.integers(-2, 6))},
        optional={"range": some(st.integers(-2, 48)), "rules": some(st.lists(rule, max_size=3))},
    )
    weapon = st.one_of(st.sampled_from(AOF_WEAPONS), mapping, profile.map(lambda t: f"W ({t})"))
    unit = st.fixed_dictionaries(
        {
            "name": some(names),
            "size": some(st.integers(-2, 12)),
            "quality": some(st.integers(0, 8)),
            "defense": some(st.integers(0, 8)),
            "cost": some(st.integers(-10, 400)),
        },
        optional={
            "rules": some(st.lists(rule, max_size=4)),
            "weapons": some(st.lists(weapon, max_size=3)),
        },
    )
    system = st.just("aof-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("insta-skirmish"), junk)
            if broken
            else system,
            "name": some(names),
            "units": some(st.lists(unit, min_size=1, max_size=6)),
        },
        optional={
            "points_limit": some(st.integers(-5, 600)),
            "custom_rules": some(
                st.dictionaries(st.sampled_from(AOF_RULE_WORDS), words, max_size=2)
            ),
            **({"notes": junk} if broken else {}),
        },
    )


AOF = RosterGame(
    key="aof-skirmish",
    rules=AOF_RULES,
    file="army.yaml",
    base=AOF_BASE,
    member="unit",
    members=("Dwarf Champion", "Shield Warriors", "Crossbowmen"),
    sheet="dwarf-raiders-roster.pdf",
    cases=_aof_cases(),
    matches=(
        Match(
            "AOF-MATCH-POINTS",
            edit(AOF_BASE, "points_limit: 250", "points_limit: 300"),
            "points_limit: ^300",
            says=("300", "250"),
        ),
        Match(  # the seed asks for "armies of equal points": spent points far apart warn
            "AOF-MATCH-SPENT",
            edit(AOF_BASE, "cost: 90", "cost: 30"),
            "^units:",
            severity="warning",
            says=("60 apart",),
        ),
    ),
    schema=_aof_schema(),
    number=("Crossbowmen", "quality", "4"),
    examples={"dwarf-raiders.yaml": ()},
    # a blank sheet's reference has every special rule
    blank=lambda: ("BLANK ROSTER", *(rule.name for rule in aof_reference().special_rules)),
    cli_error="AOF-QUALITY",
    strategy=_aof_armies,
)


# ================================================================== Insta-Skirmish

INSTA_BASE = """\
system: insta-skirmish
name: Knights of the Board
budget: 30
miniatures:
  - name: Knight Captain
    die: d10
    shows: [melee]
    armor: 1
  - name: Archer
    die: d8
    shows: [melee, bow]
  - name: Squire
    die: d4
    shows: [melee]
  - name: Sergeant
    die: d6
    shows: [melee]
"""
"""10 + 2, 8, 4 and 6: all 30 points spent."""
INSTA_STATS = ("Move", "Melee", "Ranged (non-gun)", "Ranged (gun)", "Defense", "Save", "Skill")


def budget(text: str, points: int) -> str:
    return re.sub(r"(?m)^budget: \d+$", f"budget: {points}", text, count=1)


def _insta_cases() -> tuple[Case, ...]:
    b = INSTA_BASE

    def case(rule, illegal, at, legal=b, **extra):
        return Case(rule, illegal, at, legal, **extra)

    return (
        case("INSTA-BUDGET", budget(b, 29), "budget: ^29", message="1 over its budget of 29"),
        case(
            "INSTA-UNSPENT",
            budget(b, 34),
            "budget: ^34",
            severity="warning",
            message="4 of 34 points are unspent",
        ),
        case(  # the archer shows a bow already: allowed (004:64), but the points are wasted
            "INSTA-RANGED-SHOWN",
            budget(add_to(b, "Archer", "buy_ranged: non-gun"), 33),
            ("Archer", "buy_ranged: ^non-gun"),
            legal=budget(add_to(b, "Squire", "buy_ranged: non-gun"), 33),
            severity="warning",
            message="spends points on what it has for free",
        ),
        case(
            "INSTA-ARMOR",
            in_entry(b, "Knight Captain", "armor: 1", "armor: 1.5"),
            ("Knight Captain", "armor: ^1.5"),
            legal=budget(in_entry(b, "Knight Captain", "armor: 1", "armor: 2.0"), 32),
            message="whole number",
            also=("INSTA-UNSPENT",),  # broken armor buys nothing: its 2 points are unspent
        ),
        case(  # 004:38: one to a square on its side, no corner; 30 squares on half the board
            "INSTA-BOARD",
            budget(b + _squires(27), 30 + 27 * 4),
            "miniatures:\n  ^- name: Knight Captain",
            legal=budget(b + _squires(26), 30 + 26 * 4),
            severity="warning",
            message="31 miniatures cannot all set up",
        ),
    )


def _squires(count: int) -> str:
    return "".join(f"  - {{name: Squire {n}, die: d4, shows: [melee]}}\n" for n in range(count))


def _insta_schema() -> tuple[Schema, ...]:
    b = INSTA_BASE
    in_archer = [
        ("bad value", "die: d8", "die: d7", "die: ^d7", "should be 'd4', 'd6'"),
        ("bad value", "die: d8", "die: D8", "die: ^D8", "(got 'D8')"),
        ("bad value", "die: d8", "die: 8", "die: ^8", "(got 8)"),
        (
            "bad value",
            "[melee, bow]",
            "[melee, sword]",
            "[melee, ^sword]",
            "'melee', 'bow', 'thrown'",
        ),
        ("wrong type", "shows: [melee, bow]", "shows: melee", "shows: ^melee", "should be a list"),
        (
            "bad value",
            "shows: [melee, bow]",
            "shows: [melee, bow]\n    buy_ranged: laser",
            "buy_ranged: ^laser",
            "should be 'non-gun' or 'gun'",
        ),
        ("unknown key", "shows:", "show:", "^show:", "unknown key; did you mean 'shows'?"),
    ]
    armors = [
        ("true", "should be a number"),
        ("'1'", "should be a number"),
        ("lots", "should be a number"),
        (".nan", "should be a finite number"),
        (".inf", "should be a finite number"),
        ("1000", "or less"),
    ]
    budgets = [
        ("0", "should be 1 or more"),
        ("-5", "should be 1 or more"),
        ("thirty", "whole number"),
    ]
    return (
        *(
            Schema(kind, in_entry(b, "Archer", old, new), ("Archer", at), says)
            for kind, old, new, at, says in in_archer
        ),
        *(
            Schema(
                "wrong type" if "should be a" in says else "bad value",
                in_entry(b, "Knight Captain", "armor: 1", f"armor: {armor}"),
                ("Knight Captain", f"armor: ^{armor}"),
                says,
            )
            for armor, says in armors
        ),
        *(
            Schema("bad value", edit(b, "budget: 30", f"budget: {p}"), f"budget: ^{p}", says)
            for p, says in budgets
        ),
        Schema(
            "wrong type",
            edit(b, "budget: 30", "budget: 30.5"),
            "budget: ^30.5",
            "should be a whole number",
        ),
        Schema(
            "missing key",
            edit(b, "budget: 30\n", ""),
            "^system:",
            "budget: required key is missing",
        ),
    )


def _insta_armies(broken: bool):
    """Armies: well-formed (for the rule checks) or with junk, typos and wrong types."""
    some = maybe(broken)
    names = st.one_of(st.sampled_from(["Archer", "Knight", "archer"]), words)
    dice = ["d4", "d6", "d8", "d10", "d12", "d20"]
    mini = st.fixed_dictionaries(
        {"name": some(names), "die": some(pick(broken, dice, "d7"))},
        optional={
            "shows": some(st.lists(pick(broken, ["melee", "bow", "gun"], "sword"), max_size=3)),
            "armor": some(
                st.one_of(st.integers(-3, 6), st.floats(-3, 6, allow_nan=False, width=32))
            ),
            "buy_ranged": some(pick(broken, ["none", "non-gun", "gun"], "laser")),
        },
    )
    system = st.just("insta-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("aof-skirmish"), junk)
            if broken
            else system,
            "name": some(names),
            "budget": some(st.integers(-5, 80)),
            "miniatures": some(st.lists(mini, min_size=1, max_size=8)),
        },
        optional={"notes": junk} if broken else {},
    )


INSTA = RosterGame(
    key="insta-skirmish",
    rules=INSTA_RULES,
    file="army.yaml",
    base=INSTA_BASE,
    member="miniature",
    members=("Knight Captain", "Archer", "Squire", "Sergeant"),
    sheet="knights-of-the-board-roster.pdf",
    cases=_insta_cases(),
    matches=(
        Match(
            "INSTA-MATCH-BUDGET",
            budget(INSTA_BASE, 40),
            "budget: ^40",
            says=("40", "30"),
            also=("INSTA-UNSPENT",),  # 10 of its 40 points
        ),
    ),
    schema=_insta_schema(),
    number=("Knight Captain", "armor", "1"),
    examples={"knights-of-the-board.yaml": ()},
    blank=lambda: ("BLANK ROSTER", *INSTA_STATS),
    cli_error="INSTA-BUDGET",
    strategy=_insta_armies,
)


# ================================================================== Abstract Skirmish

ABSTRACT_BASE = """\
system: abstract-skirmish
name: Bob's squad
slots: 60
max_unit_slots: 20
units:
  - name: Alpha
    slots: 10
  - name: Bravo
    slots: 10
  - name: Charlie
    slots: 20
  - name: Delta
    slots: 20
"""


def squad_slots(text: str, slots: int | str) -> str:
    """The squad's own ``slots:`` (the top-level one) set to ``slots``."""
    return re.sub(r"(?m)^slots: -?\d+$", f"slots: {slots}", text, count=1)


def unit_slots(text: str, name: str, slots: int) -> str:
    return re.sub(rf"(  - name: {name}\n    slots: )-?\d+", rf"\g<1>{slots}", text)


def _abstract_cases() -> tuple[Case, ...]:
    b = ABSTRACT_BASE

    def case(rule, illegal, at, legal=b, **extra):
        return Case(rule, illegal, at, legal, **extra)

    return (
        case(  # 21 slots against the agreed 20 (Bravo gives one up: the total stays 60)
            "ABS-UNIT-SLOTS",
            unit_slots(unit_slots(b, "Charlie", 21), "Bravo", 9),
            ("Charlie", "slots: ^21"),
            legal=unit_slots(unit_slots(b, "Alpha", 20), "Charlie", 10),  # 20 is allowed
        ),
        case(  # names compare without case
            "ABS-NAME-UNIQUE",
            in_entry(b, "Bravo", "name: Bravo", "name: alpha"),
            "name: ^alpha",
        ),
        case("ABS-TOTAL", squad_slots(b, 59), "\nslots: ^59", message="1 more than the 59"),
        case(
            "ABS-UNUSED",
            squad_slots(b, 64),
            "\nslots: ^64",
            severity="warning",
            message="4 of 64 slots are not assigned",
        ),
    )


def _abstract_schema() -> tuple[Schema, ...]:
    b = ABSTRACT_BASE
    in_alpha = [
        ("wrong type", "slots: 10", "slots: ten", "slots: ^ten", "should be a whole number"),
        ("wrong type", "slots: 10", "slots: 10.0", "slots: ^10.0", "should be a whole number"),
    ]
    squad = [
        ("slots", "0", "should be 1 or more"),
        ("slots", "-5", "should be 1 or more"),
        ("slots", "many", "should be a whole number"),
        ("max_unit_slots", "0", "should be 1 or more"),
    ]
    return (
        *(
            Schema(kind, in_entry(b, "Alpha", old, new), ("Alpha", at), says)
            for kind, old, new, at, says in in_alpha
        ),
        Schema(
            "bad value",
            in_entry(b, "Alpha", "name: Alpha", "name: ''"),
            "- name: ^''",
            "units[0].name: should not be empty",
        ),
        Schema(  # the unit also lacks its slots now
            "unknown key",
            in_entry(b, "Alpha", "slots: 10", "slot: 10"),
            ("Alpha", "^slot:"),
            "unknown key; did you mean 'slots'?",
            alone=False,
        ),
        Schema(
            "missing key",
            in_entry(b, "Alpha", "    slots: 10\n", ""),
            "- ^name: Alpha",
            "units[0].slots: required key is missing",
        ),
        *(
            Schema(
                "wrong type" if "should be a" in says else "bad value",
                re.sub(rf"(?m)^{key}: \d+$", f"{key}: {value}", b, count=1),
                f"\n{key}: ^{value}",
                says,
            )
            for key, value, says in squad
        ),
        Schema(
            "bad value",
            b[: b.index("units:")] + "units: []\n",
            "units: ^[]",
            "units: should not be empty",
        ),
    )


def _abstract_squads(broken: bool):
    """Squads: well-formed (for the rule checks) or with junk, typos and wrong types."""
    some = maybe(broken)
    names = st.one_of(st.sampled_from(["Alpha", "alpha", "Bravo"]), words)
    unit = st.fixed_dictionaries({"name": some(names), "slots": some(st.integers(-5, 40))})
    system = st.just("abstract-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("skirmish"), junk) if broken else system,
            "name": some(names),
            "slots": some(st.integers(-2 if broken else 1, 120)),
            "units": some(st.lists(unit, min_size=1, max_size=8)),
        },
        optional={
            "max_unit_slots": some(st.integers(-1 if broken else 1, 40)),
            **({"notes": junk} if broken else {}),
        },
    )


ABSTRACT = RosterGame(
    key="abstract-skirmish",
    rules=ABS_RULES,
    file="squad.yaml",
    base=ABSTRACT_BASE,
    member="unit mat",
    members=("Alpha", "Bravo", "Charlie", "Delta"),
    sheet="bobs-squad-roster.pdf",
    cases=_abstract_cases(),
    matches=(  # only a warning: the rules allow a handicap
        Match(
            "ABS-MATCH-SLOTS",
            squad_slots(ABSTRACT_BASE, 80),
            "\nslots: ^80",
            severity="warning",
            says=("80", "60"),
            also=("ABS-UNUSED",),  # 20 of its 80 slots
        ),
    ),
    schema=_abstract_schema(),
    number=("Alpha", "slots", "10"),
    examples={"bobs-squad.yaml": ()},
    blank=lambda: (
        "trait cards",
        "Levels this round",
        "INIT ROLL",
        "BLANK ROSTER",
    ),
    cli_error="ABS-TOTAL",
    strategy=_abstract_squads,
)

GAMES = (ONE_STAT, AOF, INSTA, ABSTRACT)
