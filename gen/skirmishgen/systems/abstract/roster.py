"""Roster support of the Abstract Skirmish System: squads checked, matched and printed."""

from __future__ import annotations

from ...game import RosterSupport
from .checks import check_squad, match_squads
from .mats import render
from .models import Squad


def members(squad: Squad) -> str:
    count = len(squad.units)
    return f"{count} unit mat{'s' * (count != 1)}"


SUPPORT = RosterSupport(
    model=Squad,
    check=check_squad,
    match=match_squads,
    sheet=render,
    members=members,
    rules=lambda squad: "Abstract Skirmish",
)
