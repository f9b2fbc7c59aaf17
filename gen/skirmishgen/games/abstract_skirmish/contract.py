"""The Abstract Skirmish System's data for skirmishgen's roster contract tests: a legal
squad, a legal and an illegal case per rule id, the rule between squads, schema problems,
the example squad, what the sheet shows, and random squads (``skirmishgen.contract`` says
how the tests use each). Imported by the tests only, through ``Rosters.contract``."""

from __future__ import annotations

import re
from typing import Any

from ...contract import (
    At,
    Case,
    Match,
    RosterContract,
    Schema,
    in_entry,
    junk,
    maybe,
    system,
    words,
)
from .checks import RULES

KEY = "abstract-skirmish"

BASE = """\
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
    b = BASE

    def case(rule: str, illegal: str, at: At, legal: str = b, **extra: Any) -> Case:
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
    b = BASE
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


def _abstract_squads(broken: bool) -> Any:
    """Squads: well-formed (for the rule checks) or with junk, typos and wrong types."""
    from hypothesis import strategies as st

    some = maybe(broken)
    names = st.one_of(st.sampled_from(["Alpha", "alpha", "Bravo"]), words())
    unit = st.fixed_dictionaries({"name": some(names), "slots": some(st.integers(-5, 40))})
    return st.fixed_dictionaries(
        {
            "system": system(KEY, broken, "skirmish"),
            "name": some(names),
            "slots": some(st.integers(-2 if broken else 1, 120)),
            "units": some(st.lists(unit, min_size=1, max_size=8)),
        },
        optional={
            "max_unit_slots": some(st.integers(-1 if broken else 1, 40)),
            **({"notes": junk()} if broken else {}),
        },
    )


CONTRACT = RosterContract(
    key=KEY,
    rules=RULES,
    file="squad.yaml",
    base=BASE,
    member="unit mat",
    members=("Alpha", "Bravo", "Charlie", "Delta"),
    sheet="squad-roster.pdf",
    cases=_abstract_cases(),
    matches=(  # only a warning: the rules allow a handicap
        Match(
            "ABS-MATCH-SLOTS",
            squad_slots(BASE, 80),
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
        "kit's bead track",
        "INIT ROLL",
        "BLANK ROSTER",
    ),
    cli_error="ABS-TOTAL",
    strategy=_abstract_squads,
)
