"""Roster support of Insta-Skirmish: armies checked, matched and printed."""

from __future__ import annotations

from ...game import RosterSupport, Tally, later
from .checks import check_army, match_armies
from .models import InstaArmy


def tallies(army: InstaArmy) -> list[Tally]:
    """The budget spent, and each miniature's cost."""
    return [
        Tally("budget", army.spent, army.budget),
        *(Tally("cost", m.cost, None, ("miniatures", i)) for i, m in enumerate(army.miniatures)),
    ]


SUPPORT = RosterSupport(
    model=InstaArmy,
    check=check_army,
    match=match_armies,
    sheet=later(f"{__package__}.sheet:render"),
    member="miniature",
    size="budget",
    count=lambda roster: len(roster.miniatures),
    rules=lambda army: f"Insta-Skirmish points rules, budget {army.budget}",
    tallies=tallies,
    checked="budget, armor, ranged attacks",
)
