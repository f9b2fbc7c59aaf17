"""Army list model of AOF: Skirmish, and its rules reference (content/aof-skirmish/rules.yaml).

Weapons may be written in the rulebook's own form, ``Name (Range, Attacks, Special)``,
or as a mapping; ``parse_weapon`` reads the first into the second (checks report
what does not parse, with rule id AOF-WEAPON-PROFILE).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import AfterValidator, ConfigDict, Field, StringConstraints, ValidationError

from ...models import Name, Section, Strict, Text

MOST_RULE_VALUE = 99
"""The largest value skirmishgen takes for a rule (Tough(99)): its sheet draws a box per
wound, and Tough(100000) drew boxes for minutes. A limit of ours, not the rulebook's (which
sets none), so a larger value is a file skirmishgen cannot read (exit 2), not a broken
rule."""
_VALUE = re.compile(r"([A-Za-z][\w -]*?)\s*\(\s*(\d+)\s*\)")


def within_our_limit(text: str) -> str:
    """``text`` (a rule, or a weapon in the rulebook's form) if every rule value in it is
    at most :data:`MOST_RULE_VALUE`; else the value error saying it is our limit."""
    for name, value in _VALUE.findall(text):
        if len(value) > 3 or int(value) > MOST_RULE_VALUE:
            raise ValueError(
                f"{name.strip()}({value}) is more than skirmishgen prints: at most "
                f"{MOST_RULE_VALUE}, a box per wound on the sheet (a limit of ours, not a "
                "rule of the game)"
            )
    return text


def _weapon_within_our_limit(text: str) -> str:
    """A weapon in the rulebook's form whose special rules keep to our limit (its name and
    range, before the rules, are not rules)."""
    within_our_limit(text[text.find("(") + 1 : text.rfind(")")])
    return text


RuleText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=1, max_length=60),
    AfterValidator(within_our_limit),
]
Number = Annotated[int, Field(ge=-999, le=99_999)]


class WeaponSpec(Strict):
    model_config = Strict.model_config | ConfigDict(title="weapon in parts")
    name: Name
    range: Number | None = None
    """In inches; none for a melee weapon."""
    attacks: Number
    rules: list[RuleText] = Field(default_factory=list)


class Unit(Strict):
    name: Name
    size: Annotated[Number, Field(examples=[1])]
    quality: Annotated[Number, Field(examples=[4])]
    """The roll a unit needs to hit (4 reads 4+)."""
    defense: Annotated[Number, Field(examples=[4])]
    cost: Annotated[Number, Field(examples=[50])]
    rules: list[RuleText] = Field(default_factory=list)
    weapons: list[
        Annotated[
            str,
            StringConstraints(strip_whitespace=True, min_length=1, max_length=120),
            AfterValidator(_weapon_within_our_limit),
        ]
        | WeaponSpec
    ] = Field(default_factory=list)


class Army(Strict):
    """A roster file for ``system: aof-skirmish``."""

    system: Literal["aof-skirmish"]
    name: Name
    points_limit: Annotated[int, Field(ge=1, le=100_000)] = 250
    units: Annotated[list[Unit], Field(min_length=1, max_length=500)]
    custom_rules: dict[RuleText, Text] = Field(default_factory=dict)


class SpecialRule(Strict):
    name: Name
    takes_value: bool
    text: Text


class Action(Strict):
    """One choice of an activation: how far the unit moves, and whether it shoots."""

    name: Name
    move: Name
    shooting: Name


class AofReference(Strict):
    game: Literal["aof-skirmish"]
    points_default: int
    special_rules: list[SpecialRule]
    actions: list[Action]
    sections: list[Section]


_RULE = re.compile(r"^\s*([A-Za-z][A-Za-z' -]*?)\s*(?:\(\s*([^()]*?)\s*\))?\s*$")
_PROFILE = re.compile(r"^\s*(.+?)\s*\((.*)\)\s*$")
_RANGE = re.compile(r'^(\d{1,9})\s*(?:"|in|”|″)?$')
_ATTACKS = re.compile(r"^A\s*(\d{1,9})$", re.IGNORECASE)


@dataclass(frozen=True)
class RuleUse:
    """A special rule as written on a unit or weapon: ``Tough(3)`` -> name Tough, value 3."""

    name: str
    value: str | None
    written: str


def parse_rule(text: str) -> RuleUse | None:
    match = _RULE.match(text)
    if not match:
        return None
    return RuleUse(match[1].strip(), match[2] if match[2] else None, text)


def _split(inside: str) -> list[str]:
    """Comma-separated parts, keeping commas inside parentheses."""
    parts, depth, current = [], 0, ""
    for char in inside:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    return [part for part in parts if part]


def _balanced(text: str) -> bool:
    depth = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:
            return False
    return depth == 0


def parse_weapon(text: str) -> WeaponSpec | str:
    """``Crossbow (24", A1, AP(1))`` as a WeaponSpec, or a message saying what is wrong."""
    match = _PROFILE.match(text)
    if not match or not _balanced(match[2]):
        return 'write it as Name (Range, Attacks, Special), e.g. Crossbow (24", A1, AP(1))'
    parts = _split(match[2])
    weapon_range = None
    if parts and (reach := _RANGE.match(parts[0])):
        weapon_range = int(reach[1])
        parts.pop(0)
    if not parts or not (count := _ATTACKS.match(parts[0])):
        return "the attacks are missing: write them as A<n>, e.g. A3"
    attacks = int(count[1])
    parts.pop(0)
    try:
        return WeaponSpec(name=match[1], range=weapon_range, attacks=attacks, rules=parts)
    except ValidationError:
        return (
            "a part is out of range: a name or rule of at most 60 characters, "
            "range and attacks up to 99999"
        )
