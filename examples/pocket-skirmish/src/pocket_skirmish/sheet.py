"""The crew sheet: the crew's fighters with their role's numbers and boxes to tick, under
skirmishgen's roster-sheet frame (title, stamp, roster code, findings, footer)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.platypus import Flowable
from skirmishgen.errors import Finding
from skirmishgen.press.forms import Field
from skirmishgen.press.paper import MM, Size
from skirmishgen.press.paragraph import Paragraph
from skirmishgen.press.pdf import Rendered
from skirmishgen.press.sheets import (
    MARGIN,
    STAMP_WIDTH,
    Boxes,
    Stamp,
    build_sheet,
    findings_block,
    grid,
    heading,
    keep_words,
    styles,
    title_block,
)

from .game import CREDITS, LOOK
from .models import Crew, Fighter
from .reference import ROLE, TO_HIT, TURN

BLANK_ROWS = 6
HEADS = ["Fighter", "Role", "Move", "Fight", "Hits", "Acted"]


def _row(fighter: Fighter | None) -> list[object]:
    """A fighter's line: its role's numbers, a box a hit it can take, a box to tick
    when it has acted."""
    if fighter is None:
        return ["", "", "", "", Boxes(2), Boxes(1)]
    role = ROLE[fighter.role]
    hits = 2 if role.id == "captain" else 1  # the captain takes two hits
    return [
        escape(fighter.name),
        role.name,
        f'{role.move}"',
        f"+{role.fight}",
        Boxes(hits),
        Boxes(1),
    ]


def render(
    crew: Crew | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The crew sheet (blank without a crew)."""
    st = styles(LOOK)
    width = paper.width * MM - 2 * MARGIN
    name: str | Flowable
    if crew is None:
        name = Field("Crew:", width - STAMP_WIDTH - 4 * MM, size=18, title_colour=LOOK.colour)
        sub: str | list = CREDITS.title
    else:
        name = escape(crew.name)
        sub = keep_words([CREDITS.title, f"{len(crew.fighters)} fighters"])
    story = title_block(name, sub, stamp, paper, st)
    story += findings_block(findings, st, width)
    fighters = list(crew.fighters) if crew else [None] * BLANK_ROWS
    story.append(grid([HEADS, *(_row(f) for f in fighters)], st, size=10))
    story.append(heading("The turn", st))
    story += [Paragraph(f"<b>{step}.</b> {escape(text)}", st["base"]) for step, text in TURN]
    story.append(Paragraph(f"An attack hits on a d6 plus fight of {TO_HIT} or more.", st["small"]))
    return build_sheet(
        story,
        paper,
        "crew sheet",
        crew.name if crew else None,
        CREDITS.title,
        CREDITS.author,
        look=LOOK,
    )
