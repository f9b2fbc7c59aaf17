"""Roster support of the Abstract Skirmish System: squads checked, matched and printed."""

from __future__ import annotations

from ...game import RosterSupport, call
from .checks import check_squad, match_squads
from .models import Squad

SUPPORT = RosterSupport(
    model=Squad,
    check=check_squad,
    match=match_squads,
    sheet=call(f"{__package__}.mats:render"),  # drawing loads only when a sheet is made
    member="unit mat",
    count=lambda roster: len(roster.units),
    rules=lambda squad: "Abstract Skirmish",
)
