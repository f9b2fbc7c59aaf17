"""What skirmishgen's roster machinery (validate, roster, build, schema, the builder)
needs of a Pocket Skirmish crew."""

from __future__ import annotations

from skirmishgen.game import RosterSupport, Tally, later

from .checks import check_crew
from .models import Crew
from .reference import CREW


def tallies(crew: Crew) -> list[Tally]:
    """What the builder counts as the crew is edited."""
    return [Tally("fighters", len(crew.fighters), CREW[1])]


SUPPORT = RosterSupport(
    model=Crew,
    check=check_crew,
    sheet=later(f"{__package__}.sheet:render"),
    member="fighter",
    count=lambda crew: len(crew.fighters),
    rules=lambda crew: "Pocket Skirmish rules",
    tallies=tallies,
    checked="crew size, one captain",
)
