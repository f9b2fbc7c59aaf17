"""Roster support of Insta-Skirmish: armies checked, matched and printed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import Finding
from ...game import RosterSupport, Tally
from .checks import check_army, match_armies
from .models import InstaArmy

if TYPE_CHECKING:
    from ...press.paper import Size
    from ...press.pdf import Rendered
    from ...press.sheets import Stamp


def tallies(army: InstaArmy) -> list[Tally]:
    """The budget spent, and each miniature's cost."""
    return [
        Tally("budget", army.spent, army.budget),
        *(Tally("cost", m.cost, None, ("miniatures", i)) for i, m in enumerate(army.miniatures)),
    ]


def _sheet(
    model: InstaArmy | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The roster sheet: drawing is imported only when a sheet is made."""
    from .sheet import render

    return render(model, paper, stamp, findings)


SUPPORT = RosterSupport(
    model=InstaArmy,
    check=check_army,
    match=match_armies,
    sheet=_sheet,
    member="miniature",
    count=lambda roster: len(roster.miniatures),
    rules=lambda army: f"Insta-Skirmish points rules, budget {army.budget}",
    tallies=tallies,
    checked="budget, armor, ranged attacks",
)
