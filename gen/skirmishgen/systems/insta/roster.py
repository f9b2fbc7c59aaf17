"""Roster support of Insta-Skirmish: armies checked, matched and printed."""

from __future__ import annotations

from ...game import RosterSupport
from .checks import check_army, match_armies
from .models import InstaArmy
from .sheet import render


def members(army: InstaArmy) -> str:
    count = len(army.miniatures)
    return f"{count} miniature{'s' * (count != 1)}"


SUPPORT = RosterSupport(
    model=InstaArmy,
    check=check_army,
    match=match_armies,
    sheet=render,
    members=members,
    rules=lambda army: f"Insta-Skirmish points rules, budget {army.budget}",
)
