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
    hosted,
    image_options,
    image_url_option,
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
@partial(
    image_options,
    what="page, or card face for decks",
    formats=("pdf", "png", "tts"),
    more="; tts: each game's whole table for Tabletop Simulator, a saved game in "
    "<out>/<game>-tts/ with every piece at its printed size",
)
@click.option(
    "--roster",
    "rosters",
    multiple=True,
    type=click.Path(path_type=Path, dir_okay=False),
    metavar="FILE",
    help="--format tts: a roster to put on the table (repeat for each player) [default: "
    "the game's own].",
)
@image_url_option
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
    rosters: tuple[Path, ...],
    image_url: str | None,
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
    url = hosted(image_url, form)
    if form == "tts" or rosters:
        from ..build import build_tables

        sys.exit(build_tables(list(games), out, list(rosters), url, form))
    if cutter:
        from .deck import cutter_format

        cutter_format(cutter, form)  # one line for a --format beside it
    code = build_all(list(games), out, paper_size, form, dpi, address(share_url), cutter or "")
    sys.exit(code)
