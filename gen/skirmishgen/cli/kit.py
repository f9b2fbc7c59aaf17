"""``skirmishgen kit``: a game's play kit (tape, tracker, tokens...)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import click

from .common import (
    cutter_option,
    deliver,
    hosted,
    image_options,
    image_url_option,
    out_option,
    paper_option,
    printer_option,
)
from .gameoptions import game_options, game_values, kits

FORMAT_HELP = (
    "; tts: the parts that are cards (e.g. skirmish's health cards) as a Tabletop "
    "Simulator deck each, its saved object and card sheets in the --out folder"
)
"""What ``--format`` says of tts."""

if TYPE_CHECKING:
    from ..output import Out


@click.command()
@click.argument("game")
@paper_option()
@out_option("output/<game>-kit.pdf; --format tts: a folder, output/<game>-kit-tts")
@click.option("--only", metavar="PARTS", help="Comma-separated parts, e.g. tape,tokens.")
@click.option("--split", is_flag=True, help="One PDF per part instead of one for the kit.")
@game_options(kits)
@partial(image_options, formats=("pdf", "png", "tts"), more=FORMAT_HELP)
@image_url_option
@cutter_option(
    help="Print then cut: silhouette, registration marks on every page with pieces and each "
    "page's cut lines beside the PDF (<out>-cut-<n>.svg and .dxf). Not cricut: a kit page "
    "is larger than Design Space's Print Then Cut area."
)
@printer_option
def kit(
    game: str,
    paper: str,
    out: Out,
    only: str | None,
    split: bool,
    form: str,
    dpi: int,
    image_url: str | None,
    cutter: str | None,
    **params,
) -> None:
    """Print a game's play kit at exact size: measuring tape, tracker, tokens...

    Every page with a measure carries a calibration bar: print at 100 %. With
    --format tts, the parts that are cards (health cards) become a Tabletop
    Simulator deck instead.
    """
    from ..kits import make_kit
    from ..press.paper import PAPERS

    values = game_values(params, kits)
    url = hosted(image_url, form)
    if cutter:
        form = kit_cutter(cutter, form)
    product = make_kit(game, PAPERS[paper.lower()], only, split, values, form, url, cutter or "")
    deliver(product, out, form=form, dpi=dpi)


def kit_cutter(cutter: str, form: str) -> str:
    """A kit's format for ``cutter``; one line for a cutter whose sheets it cannot make."""
    from ..errors import InputError
    from .deck import cutter_format

    form = cutter_format(cutter, form)
    if cutter == "cricut":
        raise InputError(
            "--cutter cricut: a kit's pages are larger than Design Space's Print Then Cut "
            "area; print the kit with --cutter silhouette, or as it is, and cut by hand"
        )
    return form
