"""Roster support of AOF: Skirmish: armies checked, matched and printed."""

from __future__ import annotations

from ...errors import Finding
from ...game import RosterSupport, call
from ...loader import Document
from .checks import check_army, match_armies
from .models import Army
from .reference import reference


def check(army: Army, document: Document) -> list[Finding]:
    rules = {rule.name: rule.takes_value for rule in reference().special_rules}
    return check_army(army, document, rules)


SUPPORT = RosterSupport(
    model=Army,
    check=check,
    match=match_armies,
    sheet=call(f"{__package__}.sheet:render"),  # drawing loads only when a sheet is made
    member="unit",
    count=lambda roster: len(roster.units),
    rules=lambda army: f"AOF: Skirmish army rules, {army.points_limit} points",
)
