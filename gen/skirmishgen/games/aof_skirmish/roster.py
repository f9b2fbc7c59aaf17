"""Roster support of AOF: Skirmish: armies checked, matched and printed."""

from __future__ import annotations

from ...document import Document
from ...errors import Finding
from ...game import RosterSupport, Tally, later
from .checks import UNCHECKED, check_army, match_armies
from .models import Army
from .reference import reference


def check(army: Army, document: Document) -> list[Finding]:
    rules = {rule.name: rule.takes_value for rule in reference().special_rules}
    return check_army(army, document, rules)


def tallies(army: Army) -> list[Tally]:
    """Points spent of the limit, and each unit's cost."""
    spent = sum(unit.cost for unit in army.units)
    return [
        Tally("points", spent, army.points_limit),
        *(Tally("cost", unit.cost, None, ("units", i)) for i, unit in enumerate(army.units)),
    ]


def names() -> dict[str, list[str]]:
    return {"rules": [rule.name for rule in reference().special_rules]}


SUPPORT = RosterSupport(
    model=Army,
    check=check,
    match=match_armies,
    sheet=later(f"{__package__}.sheet:render"),
    member="unit",
    size="points_limit",
    count=lambda roster: len(roster.units),
    rules=lambda army: f"AOF: Skirmish army rules, {army.points_limit} points",
    tallies=tallies,
    names=names,
    checked="points limit, sizes, stat ranges, special rules, weapon profiles",
    unchecked=UNCHECKED,
)
