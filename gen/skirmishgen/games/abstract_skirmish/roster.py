"""Roster support of the Abstract Skirmish System: squads checked, matched and printed."""

from __future__ import annotations

from ...game import RosterSupport, Tally, later
from .checks import check_squad, match_squads
from .models import Squad


def tallies(squad: Squad) -> list[Tally]:
    """Slots given to units of the squad's slots, and each unit's slots."""
    most = squad.max_unit_slots
    return [
        Tally("slots", squad.used, squad.slots),
        *(Tally("slots", unit.slots, most, ("units", i)) for i, unit in enumerate(squad.units)),
    ]


SUPPORT = RosterSupport(
    model=Squad,
    check=check_squad,
    match=match_squads,
    sheet=later(f"{__package__}.mats:render"),
    member="unit mat",
    size="slots",
    count=lambda roster: len(roster.units),
    rules=lambda squad: "Abstract Skirmish",
    tallies=tallies,
    checked="slots per squad and unit, names",
)
