"""``skirmishgen build``: every product of the named games."""

from __future__ import annotations

import sys
from functools import partial
from pathlib import Path

import click

from ..output import DEFAULT_FOLDER
from .common import (
    OUT_FOLDER,
    cutter_option,
    image_options,
    paper_option,
    printer_option,
    share_url_option,
)


@click.command()
@click.argument("games", nargs=-1, metavar="[GAME...]")
@click.option(
    "--out",
    type=OUT_FOLDER,
    default=DEFAULT_FOLDER,
    show_default=True,
    help="Folder to write into, one folder per game.",
)
@paper_option()
@share_url_option
@partial(image_options, what="page, or card face for decks")
@cutter_option(
    help="Print then cut: silhouette, the decks and kits with registration marks and their "
    "cut files (.svg and .dxf); cricut, the decks as Design Space sheets (.png and .svg, "
    "fold-over cards), the kits as usual."
)
@printer_option
def build(
    games: tuple[str, ...],
    out: Path,
    paper: str,
    share_url: str | None,
    form: str,
    dpi: int,
    cutter: str | None,
) -> None:
    """Print every product of the named games (all by default): decks, kits, cheat
    sheets, booklets, and a roster sheet for each example roster. With --cutter, the
    decks (and for Silhouette the kits) are made for the cutter, with their cut files.

    If a product fails, the others are still built; the exit status is then 2.
    """
    from ..build import build_all
    from ..press.paper import PAPERS
    from ..sharing import share_url as address

    paper_size = PAPERS[paper.lower()]
    if cutter:
        from .deck import cutter_format

        cutter_format(cutter, form)  # one line for a --format beside it
    code = build_all(list(games), out, paper_size, form, dpi, address(share_url), cutter or "")
    sys.exit(code)
