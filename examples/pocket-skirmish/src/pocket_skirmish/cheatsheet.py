"""The cheat sheet: the turn, the attack and the roles on one page."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reportlab.platypus import Flowable
from skirmishgen.game import Options
from skirmishgen.press.paragraph import Paragraph
from skirmishgen.press.sheets import grid, heading

from .reference import CREW, ROLES, TO_HIT, TURN, WINNING


def body(st: Mapping[str, Any], options: Options) -> list[Flowable]:
    """The sheet's flowables, in the sheet styles ``st``."""
    story: list[Flowable] = [heading("The turn", st)]
    story += [Paragraph(f"<b>{step}.</b> {text}", st["base"]) for step, text in TURN]
    story.append(heading("The roles", st))
    rows = [["Role", "Move", "Fight", "What it does"]]
    rows += [[r.name, f'{r.move}"', f"+{r.fight}", r.text] for r in ROLES]
    story.append(grid(rows, st, size=9))
    story.append(heading("Crews and winning", st))
    story.append(
        Paragraph(
            f"A crew has {CREW[0]} to {CREW[1]} fighters, one of them the captain. An attack "
            f"hits on a d6 plus the attacker's fight of {TO_HIT} or more. {WINNING}",
            st["base"],
        )
    )
    return story
