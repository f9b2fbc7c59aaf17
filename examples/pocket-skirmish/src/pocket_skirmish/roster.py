"""What skirmishgen's roster machinery (validate, roster, build, schema, the builder)
needs of a Pocket Skirmish crew."""

from __future__ import annotations

from typing import TYPE_CHECKING

from skirmishgen.errors import Finding
from skirmishgen.game import RosterSupport, Tally

from .checks import check_crew
from .models import Crew
from .reference import CREW

if TYPE_CHECKING:
    from skirmishgen.press.paper import Size
    from skirmishgen.press.pdf import Rendered
    from skirmishgen.press.stamp import Stamp


def _sheet(
    crew: Crew | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The crew sheet: drawing is imported only when a sheet is made."""
    from .sheet import render

    return render(crew, paper, stamp, findings)


def tallies(crew: Crew) -> list[Tally]:
    """What the builder counts as the crew is edited."""
    return [Tally("fighters", len(crew.fighters), CREW[1])]


SUPPORT = RosterSupport(
    model=Crew,
    check=check_crew,
    sheet=_sheet,
    member="fighter",
    count=lambda crew: len(crew.fighters),
    rules=lambda crew: "Pocket Skirmish rules",
    tallies=tallies,
    checked="crew size, one captain",
)
