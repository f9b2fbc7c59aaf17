"""Roster support of AOF: Skirmish: armies checked, matched and printed."""

from __future__ import annotations

from ...errors import Finding
from ...game import RosterSupport
from ...loader import Document
from .checks import check_army, match_armies
from .models import Army
from .reference import reference
from .sheet import render


def check(army: Army, document: Document) -> list[Finding]:
    rules = {rule.name: rule.takes_value for rule in reference().special_rules}
    return check_army(army, document, rules)


SUPPORT = RosterSupport(
    model=Army,
    check=check,
    match=match_armies,
    sheet=render,
    member="unit",
    count=lambda roster: len(roster.units),
    rules=lambda army: f"AOF: Skirmish army rules, {army.points_limit} points",
)
