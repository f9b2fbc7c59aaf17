"""AOF: Skirmish's data for skirmishgen's roster contract tests: a legal army, a legal and
an illegal case per rule id, the rules between armies, schema problems, the example army,
what the sheet shows, and random armies (``skirmishgen.contract`` says how the tests use
each). Imported by the tests only, through ``Rosters.contract``."""

from __future__ import annotations

from typing import Any

from ...contract import (
    At,
    Case,
    Match,
    RosterContract,
    Schema,
    edit,
    in_entry,
    junk,
    maybe,
    system,
    words,
)
from .checks import RULES

KEY = "aof-skirmish"

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


def _aof_cases() -> tuple[Case, ...]:
    b = BASE

    def case(rule: str, illegal: str, at: At, legal: str = b, **extra: Any) -> Case:
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
    b = BASE
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


def _aof_armies(broken: bool) -> Any:
    """Armies: well-formed (for the rule checks) or with junk, typos and wrong types."""
    from hypothesis import strategies as st

    some = maybe(broken)
    names = st.one_of(st.sampled_from(["Dwarf", "Orc Boss", "dwarf"]), words())
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
    return st.fixed_dictionaries(
        {
            "system": system(KEY, broken, "insta-skirmish"),
            "name": some(names),
            "units": some(st.lists(unit, min_size=1, max_size=6)),
        },
        optional={
            "points_limit": some(st.integers(-5, 600)),
            "custom_rules": some(
                st.dictionaries(st.sampled_from(AOF_RULE_WORDS), words(), max_size=2)
            ),
            **({"notes": junk()} if broken else {}),
        },
    )


def _blank() -> tuple[str, ...]:
    """A blank sheet's words: its reference has every special rule."""
    from .reference import reference

    return ("BLANK ROSTER", *(rule.name for rule in reference().special_rules))


CONTRACT = RosterContract(
    key=KEY,
    rules=RULES,
    file="army.yaml",
    base=BASE,
    member="unit",
    members=("Dwarf Champion", "Shield Warriors", "Crossbowmen"),
    sheet="army-roster.pdf",
    cases=_aof_cases(),
    matches=(
        Match(
            "AOF-MATCH-POINTS",
            edit(BASE, "points_limit: 250", "points_limit: 300"),
            "points_limit: ^300",
            says=("300", "250"),
        ),
        Match(  # the seed asks for "armies of equal points": spent points far apart warn
            "AOF-MATCH-SPENT",
            edit(BASE, "cost: 90", "cost: 30"),
            "^units:",
            severity="warning",
            says=("60 apart",),
        ),
    ),
    schema=_aof_schema(),
    number=("Crossbowmen", "quality", "4"),
    examples={"dwarf-raiders.yaml": ()},
    blank=_blank,
    cli_error="AOF-QUALITY",
    strategy=_aof_armies,
)
