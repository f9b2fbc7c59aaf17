"""Pocket Skirmish's data for skirmishgen's roster contract (``Rosters.contract``).

skirmishgen's testing kit runs the contract on it: each rule broken once and found where
the needle (``^``) says, validate, the sheet, the schema and the builder agreeing, hostile
and random files each a finding, never a traceback. Run it, this package installed::

    python -m skirmishgen.testing pocket-skirmish

Every illegal crew is the legal base with one targeted edit. Pocket Skirmish has no rules
between crews and no number in a crew, so the tests of those skip it.
"""

from __future__ import annotations

from typing import Any

from skirmishgen.contract import (
    Case,
    RosterContract,
    Schema,
    edit,
    in_entry,
    maybe,
    pick,
    system,
    without,
    words,
)

from .about import KEY
from .checks import RULES

BASE = f"""\
system: {KEY}
name: The Lanterns
fighters:
  - name: Mara the Bold
    role: captain
  - name: Old Tobin
    role: brawler
  - name: Wren
    role: archer
  - name: Pip
    role: scout
"""
"""The example crew: a captain and three others."""

TWO_MORE = "  - name: Ash\n    role: scout\n  - name: Bram\n    role: brawler\n"
ROLES = ["captain", "brawler", "archer", "scout"]

CASES = (
    Case(
        "POCKET-SIZE",
        without(without(BASE, "Wren"), "Pip"),  # 2 fighters of at least 3
        "fighters:\n  ^- name: Mara the Bold",
        legal=BASE + TWO_MORE,  # 6, the most
        message="the crew has 2 fighters",
        hint="field 3 to 6",
    ),
    Case(  # the second captain is the one found
        "POCKET-CAPTAIN",
        in_entry(BASE, "Old Tobin", "role: brawler", "role: captain"),
        ("Old Tobin", "role: ^captain"),
        legal=in_entry(  # the captain may be any fighter
            in_entry(BASE, "Mara the Bold", "role: captain", "role: scout"),
            "Old Tobin",
            "role: brawler",
            "role: captain",
        ),
        message="the crew has 2 captains",
        hint="make exactly one fighter the captain",
    ),
)

SCHEMA = (
    Schema(
        "wrong type",
        edit(BASE, "name: The Lanterns", "name: [The, Lanterns]"),
        "name: ^[The, Lanterns]",
        "name: should be text",
    ),
    Schema(
        "wrong type",
        BASE[: BASE.index("fighters:")] + "fighters: many\n",
        "fighters: ^many",
        "fighters: should be a list",
    ),
    Schema(  # the fighter also lacks its role now
        "unknown key",
        in_entry(BASE, "Wren", "role: archer", "rol: archer"),
        ("Wren", "^rol:"),
        "unknown key; did you mean 'role'?",
        alone=False,
    ),
    Schema(
        "missing key",
        in_entry(BASE, "Pip", "    role: scout\n", ""),
        "- ^name: Pip",
        "fighters[3].role: required key is missing",
    ),
    Schema(
        "bad value",
        in_entry(BASE, "Wren", "role: archer", "role: wizard"),
        ("Wren", "role: ^wizard"),
        "should be 'captain', 'brawler', 'archer' or 'scout' (got 'wizard')",
    ),
    Schema(
        "bad value",
        BASE[: BASE.index("fighters:")] + "fighters: []\n",
        "fighters: ^[]",
        "fighters: should not be empty",
    ),
)


def crews(broken: bool) -> Any:
    """Random crews: well-formed (for the rule checks) or with junk, typos and wrong types."""
    from hypothesis import strategies as st

    some = maybe(broken)
    names = st.one_of(st.sampled_from(["Mara", "Pip", "pip"]), words())
    fighter = st.fixed_dictionaries(
        {"name": some(names), "role": some(pick(broken, ROLES, "wizard"))}
    )
    return st.fixed_dictionaries(
        {
            "system": system(KEY, broken, "one-stat-skirmish"),
            "name": some(names),
            "fighters": some(st.lists(fighter, min_size=1, max_size=8)),
        }
    )


def _blank() -> tuple[str, ...]:
    """A blank crew sheet's words: the crew's field, its table's heads, the turn."""
    from .sheet import HEADS

    return ("BLANK ROSTER", "Crew:", *HEADS, "The turn")


CONTRACT = RosterContract(
    key=KEY,
    rules=RULES,
    file="crew.yaml",
    base=BASE,
    member="fighter",
    members=("Mara the Bold", "Old Tobin", "Wren", "Pip"),
    sheet="crew-roster.pdf",
    cases=CASES,
    schema=SCHEMA,
    examples={"the-lanterns.yaml": ()},
    cli_error="POCKET-CAPTAIN",
    blank=_blank,
    strategy=crews,
)
"""What skirmishgen's roster contract tests need of Pocket Skirmish."""
