"""``skirmishgen booklet``: a game's rule booklet."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from .common import deliver, image_options, out_option, paper_option, printer_option

if TYPE_CHECKING:
    from ..output import Out


@click.command()
@click.argument("game")
@paper_option("Sheet size (A5 or half-letter pages).")
@click.option(
    "--imposition",
    type=click.Choice(["booklet", "pages"]),
    help="booklet: two-up, saddle-stitch order; pages: single A5 pages, for screens "
    "[default: booklet; with --format png, pages].",
)
@click.option(
    "--templates",
    type=click.Path(path_type=Path),
    help="Your own templates folder; its files replace the shipped ones by name.",
)
@out_option("output/<game>-booklet.pdf")
@image_options
@printer_option
def booklet(
    game: str,
    paper: str,
    imposition: str | None,
    templates: Path | None,
    out: Out,
    form: str,
    dpi: int,
) -> None:
    """Print a game's rule booklet, folded from A4 (or Letter) sheets."""
    from ..booklets.make import default_imposition, make_booklet
    from ..press.paper import PAPERS

    chosen = imposition or default_imposition(form)
    product = make_booklet(game, PAPERS[paper.lower()], chosen, templates)
    deliver(product, out, form=form, dpi=dpi)
