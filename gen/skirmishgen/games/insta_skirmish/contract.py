"""Insta-Skirmish's data for skirmishgen's roster contract tests: a legal army, a legal and
an illegal case per rule id, the rule between armies, schema problems, the example army,
what the sheet shows, and random armies (``skirmishgen.contract`` says how the tests use
each). Imported by the tests only, through ``Rosters.contract``."""

from __future__ import annotations

import re
from typing import Any

from ...contract import (
    At,
    Case,
    Match,
    RosterContract,
    Schema,
    add_to,
    edit,
    in_entry,
    junk,
    maybe,
    pick,
    system,
    words,
)
from .checks import RULES

KEY = "insta-skirmish"

BASE = """\
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
    b = BASE

    def case(rule: str, illegal: str, at: At, legal: str = b, **extra: Any) -> Case:
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
    b = BASE
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


def _insta_armies(broken: bool) -> Any:
    """Armies: well-formed (for the rule checks) or with junk, typos and wrong types."""
    from hypothesis import strategies as st

    some = maybe(broken)
    names = st.one_of(st.sampled_from(["Archer", "Knight", "archer"]), words())
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
    return st.fixed_dictionaries(
        {
            "system": system(KEY, broken, "aof-skirmish"),
            "name": some(names),
            "budget": some(st.integers(-5, 80)),
            "miniatures": some(st.lists(mini, min_size=1, max_size=8)),
        },
        optional={"notes": junk()} if broken else {},
    )


CONTRACT = RosterContract(
    key=KEY,
    rules=RULES,
    file="army.yaml",
    base=BASE,
    member="miniature",
    members=("Knight Captain", "Archer", "Squire", "Sergeant"),
    sheet="army-roster.pdf",
    cases=_insta_cases(),
    matches=(
        Match(
            "INSTA-MATCH-BUDGET",
            budget(BASE, 40),
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
