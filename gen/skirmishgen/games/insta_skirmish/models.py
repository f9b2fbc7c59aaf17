"""Army model of Insta-Skirmish and its rules reference (content/insta-skirmish/rules.yaml)."""

from __future__ import annotations

import math
from typing import Annotated, Literal

from pydantic import BeforeValidator, Field

from ...models import Name, Section, Strict, Text

Die = Literal["d4", "d6", "d8", "d10", "d12", "d20"]
Shown = Literal["melee", "bow", "thrown", "gun"]
"""What the figure shows: bows and thrown weapons are ranged non-gun attacks."""
Ranged = Literal["non-gun", "gun"]
RANGED_COST = {"non-gun": 3, "gun": 4}
NON_GUN_SHOWN = ("bow", "thrown")


def _bought(value: object) -> object:
    """``buy_ranged`` as a list: ``none`` is nothing, one kind is a list of one; both kinds
    may be bought (``[non-gun, gun]`` or ``both``)."""
    if value in ("none", None):
        return []
    if value == "both":
        return ["non-gun", "gun"]
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and len(value) > len(RANGED_COST):  # every pydantic says so
        raise ValueError("buy at most the two ranged attacks, non-gun and gun")
    return value


ARMOR_COST = 2


class Miniature(Strict):
    name: Name
    die: Die
    shows: list[Shown] = Field(default_factory=list)
    armor: Annotated[float, Field(ge=-99, le=99, allow_inf_nan=False)] = 0
    buy_ranged: Annotated[
        list[Ranged],
        BeforeValidator(
            _bought,
            json_schema_input_type=Literal["none", "non-gun", "gun", "both"]
            | Annotated[list[Ranged], Field(max_length=2)]
            | None,
        ),
        Field(max_length=2),
    ] = Field(default_factory=list)

    @property
    def value(self) -> int:
        return int(self.die[1:])

    @property
    def cost(self) -> int:
        armor = self.armor if self.armor == int(self.armor) and self.armor > 0 else 0
        bought = sum(RANGED_COST[kind] for kind in set(self.buy_ranged))
        return self.value + ARMOR_COST * int(armor) + bought

    @property
    def melee(self) -> bool:
        """Any weapon shown gives melee: the rulebook's archer and modern soldier make a
        ranged and a melee attack (004:18); a sword-bearer makes melee attacks only."""
        return bool(self.shows)

    @property
    def non_gun(self) -> bool:
        return any(s in self.shows for s in NON_GUN_SHOWN) or "non-gun" in self.buy_ranged

    @property
    def gun(self) -> bool:
        return "gun" in self.shows or "gun" in self.buy_ranged

    def stats(self) -> list[tuple[str, str]]:
        """The derived statistics of the rulebook, as (name, how to roll) pairs."""
        die, half = self.die, self.value // 2
        return [
            ("Move", f"{half} square{'s' * (half != 1)}"),
            ("Melee", die if self.melee else "-"),
            ("Ranged (non-gun)", f"{die} / 2, round up" if self.non_gun else "-"),
            ("Ranged (gun)", die if self.gun else "-"),
            ("Defense", die),
            ("Save", f"{die}, 4+"),
            ("Skill", f"{die}, {math.ceil(self.value / 2)}+"),
        ]


class InstaArmy(Strict):
    """A roster file for ``system: insta-skirmish``."""

    system: Literal["insta-skirmish"]
    name: Name
    budget: Annotated[int, Field(ge=1, le=100_000, examples=[30])]
    miniatures: Annotated[list[Miniature], Field(min_length=1, max_length=2000)]

    @property
    def spent(self) -> int:
        return sum(m.cost for m in self.miniatures)


class StatInfo(Strict):
    id: Name
    name: Name
    text: Text


class Costs(Strict):
    armor: int
    non_gun: int = Field(alias="non-gun")
    gun: int


class InstaReference(Strict):
    game: Literal["insta-skirmish"]
    dice: list[int]
    budgets: list[int]
    costs: Costs
    stats: list[StatInfo]
    sections: list[Section]
