"""Roster support of the Abstract Skirmish System: squads checked, matched and printed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import Finding
from ...game import RosterSupport, Tally
from .checks import check_squad, match_squads
from .models import Squad

if TYPE_CHECKING:
    from ...press.paper import Size
    from ...press.pdf import Rendered
    from ...press.sheets import Stamp


def tallies(squad: Squad) -> list[Tally]:
    """Slots given to units of the squad's slots, and each unit's slots."""
    most = squad.max_unit_slots
    return [
        Tally("slots", squad.used, squad.slots),
        *(Tally("slots", unit.slots, most, ("units", i)) for i, unit in enumerate(squad.units)),
    ]


def _sheet(
    model: Squad | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The roster sheet: drawing is imported only when a sheet is made."""
    from .mats import render

    return render(model, paper, stamp, findings)


SUPPORT = RosterSupport(
    model=Squad,
    check=check_squad,
    match=match_squads,
    sheet=_sheet,
    member="unit mat",
    count=lambda roster: len(roster.units),
    rules=lambda squad: "Abstract Skirmish",
    tallies=tallies,
    checked="slots per squad and unit, names",
)
