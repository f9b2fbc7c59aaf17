"""``skirmishgen sheet``: a game's cheat sheet."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from .common import deliver, image_options, out_option, paper_option, printer_option
from .gameoptions import game_options, game_values, sheets

if TYPE_CHECKING:
    from ..output import Out


@click.command()
@click.argument("game")
@game_options(sheets)
@paper_option()
@out_option("output/<game>-cheatsheet.pdf")
@image_options
@printer_option
def sheet(game: str, paper: str, out: Out, form: str, dpi: int, **params) -> None:
    """Print a game's cheat sheet: one sheet (both sides at most) of what players look up."""
    from ..cheatsheets import make_sheet
    from ..press.paper import PAPERS

    values = game_values(params, sheets)
    deliver(make_sheet(game, PAPERS[paper.lower()], values), out, form=form, dpi=dpi)
