"""Roster support of 1 Stat Skirmish: warbands checked, matched and printed."""

from __future__ import annotations

from ...errors import Finding
from ...game import RosterSupport, call
from ...loader import Document
from .checks import check_warband, match_warbands
from .models import Warband
from .reference import reference


def check(warband: Warband, document: Document) -> list[Finding]:
    return check_warband(warband, document, [skill.id for skill in reference().skills])


def match(warbands: list[tuple[Warband, Document]]) -> list[Finding]:
    return match_warbands(warbands, reference().table_sizes)


SUPPORT = RosterSupport(
    model=Warband,
    check=check,
    match=match,
    sheet=call(f"{__package__}.sheet:render"),  # drawing loads only when a sheet is made
    member="fighter",
    count=lambda roster: len(roster.fighters),
    rules=lambda warband: f"1 Stat Skirmish warband rules, {warband.format} format",
)
