"""The crew sheet: the crew's fighters with their role's numbers and boxes to tick, then
the cheat sheet's rules, in skirmishgen's roster-sheet frame (title, stamp, roster code,
findings, band, credit)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from skirmishgen.errors import Finding
from skirmishgen.press.forms import FillLines
from skirmishgen.press.paper import Size
from skirmishgen.press.pdf import Rendered
from skirmishgen.press.sheetframe import RosterFrame
from skirmishgen.press.sheets import Boxes, grid, heading
from skirmishgen.press.stamp import Stamp

from .about import CREDITS, LOOK
from .cheatsheet import SIZE, rules
from .models import Crew, Fighter
from .reference import HITS, ROLE, hits_on

FRAME = RosterFrame("crew sheet", "Crew:", CREDITS.title, CREDITS.author, LOOK)
BLANK_ROWS = 6
HEADS = ["Fighter", "Role", "Move", "Fight", "Hits on", "Hits taken", "Acted"]


def _row(fighter: Fighter | None) -> list[object]:
    """A fighter's line: its role's numbers, what it hits on, a box for each hit it takes
    (a blank sheet's rows have the captain's two) and one to tick once it has acted."""
    if fighter is None:
        return ["", "", "", "", "", Boxes(max(HITS.values())), Boxes(1)]
    role = ROLE[fighter.role]
    move, fight = f'{role.move}"', f"+{role.fight}"
    hits = Boxes(HITS.get(role.id, 1))
    return [escape(fighter.name), role.name, move, fight, hits_on(role.fight), hits, Boxes(1)]


def render(
    crew: Crew | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The crew sheet (blank without a crew: its name and fighters to write in)."""
    sheet = FRAME.on(paper)
    st = sheet.st
    name = crew.name if crew else None
    words = [f"{len(crew.fighters)} fighters"] if crew else []
    story = sheet.head(name, words, stamp, findings)
    fighters = list(crew.fighters) if crew else [None] * BLANK_ROWS
    story.append(grid([HEADS, *(_row(f) for f in fighters)], st, size=SIZE + 1))
    story += [*rules(st), heading("Notes", st), FillLines()]
    return sheet.build(story, name)
