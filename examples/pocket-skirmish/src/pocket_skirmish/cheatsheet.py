"""The cheat sheet: setting up, the turn, the roles with their odds, winning, and each
move as a gauge at true size to cut out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.platypus import Flowable
from skirmishgen.game import Options
from skirmishgen.press import fonts
from skirmishgen.press.figure import Figure, FigureBox
from skirmishgen.press.paragraph import Paragraph
from skirmishgen.press.pen import Pen
from skirmishgen.press.rulers import ruler
from skirmishgen.press.sheets import grid, heading

from .reference import CREW, NEEDS, PLAY, ROLES, SETUP, TURN, WINNING, chance, hits_on

GAUGE = 10.0
"""A move gauge's height, mm."""
ROW = GAUGE + 10.0
"""A gauge with its name over it and the gap under it, mm."""
MOVES = sorted({role.move for role in ROLES})


def _gauges(pen: Pen, width: float, height: float) -> None:
    """Each move, an inch a tick, named over it."""
    top = height
    for move in MOVES:
        names = " and ".join(role.name for role in ROLES if role.move == move)
        pen.text(0, top - 4.4, f'{names}: {move}"', 9, fonts.BOLD)
        ruler(pen, top - 5.8, move, move, height=GAUGE, x=0, tick=0.4)
        top -= ROW


def _steps(steps: tuple[tuple[str, str], ...], st: Mapping[str, Any]) -> list[Flowable]:
    return [Paragraph(f"<b>{step}.</b> {text}", st["base"]) for step, text in steps]


def body(st: Mapping[str, Any], options: Options) -> list[Flowable]:
    """The sheet's flowables, in the sheet styles ``st``."""
    story: list[Flowable] = [heading("What you need", st), Paragraph(NEEDS, st["base"])]
    story += [heading("Setting up", st), *_steps(SETUP, st)]
    story += [heading("The turn", st), *_steps(TURN, st)]
    story += [heading("Moving, fighting and shooting", st), *_steps(PLAY, st)]
    story.append(heading("The roles", st))
    rows = [["Role", "Move", "Fight", "Hits on", "Chance", "What it does"]]
    rows += [
        [r.name, f'{r.move}"', f"+{r.fight}", hits_on(r.fight), chance(r.fight), r.text]
        for r in ROLES
    ]
    story.append(grid(rows, st, size=9))
    story.append(heading("Crews and winning", st))
    crews = f"A crew has {CREW[0]} to {CREW[1]} fighters, one of them the captain."
    story.append(Paragraph(f"{crews} {WINNING}", st["base"]))
    story.append(heading("Move gauges", st))
    story.append(
        Paragraph("Cut one out to measure a move: printed at 100%, a tick an inch.", st["small"])
    )
    story.append(FigureBox(Figure(len(MOVES) * ROW, _gauges, "")))
    return story
