"""The cheat sheet: the rules in two columns, the roles, the odds worked out from the d6,
crews to try, and the kit's tokens with when to lay them.

:func:`rules` (the rules, the roles and the odds) is the crew sheet's too."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from xml.sax.saxutils import escape

from reportlab.platypus import Flowable, Spacer
from skirmishgen.game import Options
from skirmishgen.press import fonts
from skirmishgen.press.columns import Columns
from skirmishgen.press.figure import Figure, FigureBox
from skirmishgen.press.icons import draw_icon
from skirmishgen.press.paper import MM
from skirmishgen.press.paragraph import Paragraph
from skirmishgen.press.pen import Pen
from skirmishgen.press.sheets import grid, heading

from .about import LOOK
from .reference import (
    CREW,
    NEEDS,
    ODDS_HEADS,
    PLAY,
    ROLE,
    ROLES,
    SETUP,
    SUGGESTED,
    TOKENS,
    TURN,
    WINNING,
    chance,
    hits_on,
    odds_rows,
)

SIZE = 9.0
"""pt: the rules and tables on the crew sheet (more than the 8.5 of body: it has room)."""
LARGE = 10.0
"""pt: the same on the cheat sheet, which has the whole page for them."""
ICON = 9.0
"""A token's icon in the legend, mm."""


def _text(st: Mapping[str, Any], size: float) -> Any:
    """The rules' paragraph style: ``size`` pt, a little air between paragraphs."""
    return st["base"].clone("rules", fontSize=size, leading=size * 1.25, spaceAfter=1.5)


def _steps(
    title: str, steps: tuple[tuple[str, str], ...], st: Mapping[str, Any], size: float
) -> list:
    """A section of the rules: its heading, and a paragraph a step."""
    lines = [
        Paragraph(f"<b>{escape(step)}.</b> {escape(text)}", _text(st, size)) for step, text in steps
    ]
    return [heading(title, st), *lines]


def rules(st: Mapping[str, Any], size: float = SIZE) -> list[Flowable]:
    """What you need, setting up, the turn, moving and fighting, and winning in two
    columns; the roles with their numbers; the odds of hitting and of putting a captain
    out."""
    crews = f"A crew has {CREW[0]} to {CREW[1]} fighters, one of them the captain."
    flow = [heading("What you need", st), Paragraph(escape(NEEDS), _text(st, size))]
    flow += _steps("Setting up", SETUP, st, size) + _steps("The turn", TURN, st, size)
    flow += _steps("Moving, fighting and shooting", PLAY, st, size)
    flow += _steps("Crews and winning", (("Crews", crews), ("Winning", WINNING)), st, size)
    roles = [["Role", "Move", "Fight", "Hits on", "Chance", "What it does"]]
    roles += [
        [r.name, f'{r.move}"', f"+{r.fight}", hits_on(r.fight), chance(r.fight), r.text]
        for r in ROLES
    ]
    note = "Each attack is its own roll of the d6; the captain is out at the second hit."
    return [
        Spacer(1, 2 * MM),
        Columns(flow),
        heading("The roles", st),
        grid(roles, st, size=size),
        heading("The odds, worked out from the d6", st),
        grid([list(ODDS_HEADS), *odds_rows()], st, size=size, centre_values=True),
        Paragraph(note, st["small"]),
    ]


def _tokens(pen: Pen, width: float, height: float) -> None:
    """Each of the kit's tokens: its icon, its word, and when to lay it, across the page."""
    share = width / len(TOKENS)
    for index, (icon, word, when) in enumerate(TOKENS):
        left = index * share
        centre = (left + ICON / 2) * MM, (height - ICON / 2) * MM
        draw_icon(pen.canvas, icon, *centre, ICON * MM, LOOK.colour)
        pen.text(left + ICON + 2, height - 3.6, word, LARGE, fonts.BOLD)
        pen.text(left + ICON + 2, height - 7.9, when, LARGE - 1)


def _crews(st: Mapping[str, Any]) -> Flowable:
    """Crews to try, each its fighters' roles counted."""
    rows = [["Crew", "Fighters", "What it is like"]]
    for name, roles, like in SUGGESTED:
        counted = {ROLE[role].name: roles.count(role) for role in roles}
        fighters = ", ".join(f"{count} {role}" for role, count in counted.items())
        rows.append([name, fighters, like])
    return grid(rows, st, size=LARGE)


def body(st: Mapping[str, Any], options: Options) -> list[Flowable]:
    """The sheet's flowables, in the sheet styles ``st``."""
    return [
        *rules(st, LARGE),
        heading("Crews to try (our suggestion)", st),
        _crews(st),
        heading("The tokens (in the kit)", st),
        FigureBox(Figure(ICON, _tokens, "")),
    ]
