"""``skirmishgen deck``: a game's card deck, or the player's own deck file."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import click

from .. import parse
from ..games import offering
from .common import (
    back_offset_option,
    checked,
    cutter_option,
    deliver,
    hosted,
    image_options,
    image_url_option,
    out_option,
    paper_option,
    printer_option,
    typed,
)
from .gameoptions import decks, game_options, game_values

DUPLEX_CHOICES = ("long", "short", "none", "fold")

CARD_IMAGES = (
    "png: one image per card face (bleed included), named <out>-<card>.png, with "
    "<out>-manifest.csv pairing each front with its back"
)
"""What --format png makes of a deck."""
FORMAT_HELP = (
    "; tts: a Tabletop Simulator saved object and its card sheets in the --out folder"
    "; print-pdf: one card face a page (trim + bleed), CMYK within 240 % ink, for print shops"
)

if TYPE_CHECKING:
    from ..output import Out
"""What ``--format`` says of the formats beyond pdf and png."""

PRINT_SERVICE_BLEED = 3.175
"""mm: the 1/8 in bleed print services ask card images to carry (a poker card at 300 dpi
is then 825 x 1125 px); --format png uses it unless --bleed is given."""


def _within(low: float, high: float) -> Callable[[float], float]:
    def check(value: float) -> float:
        if not low <= value <= high:
            raise ValueError(f"{value:g} is out of range; give {low:g} to {high:g} mm")
        return value

    return check


def _mm(name: str, default: float, high: float, text: str):
    return click.option(
        name,
        type=float,
        default=default,
        show_default=True,
        metavar="MM",
        callback=checked(_within(0, high)),
        help=text,
    )


def _card_sheet_options():
    sizes = ", ".join(
        f"{game.key} {game.deck.card_size}" for game in offering(lambda g: g.deck) if game.deck
    )
    return (
        paper_option(),
        click.option(
            "--card-size",
            metavar="NAME|WxH",
            callback=checked(parse.card_size),
            help="poker 63.5x88.9, bridge 57.15x88.9, mini 44x63, tarot 70x120, or WxH in mm "
            f"[default: the game's: {sizes}].",
        ),
        _mm("--margin", 5.0, 40, "Printer-safe margin; cards fill the largest grid inside it."),
        _mm("--gutter", 0.0, 20, "Space between neighbouring cards."),
        _mm(
            "--bleed",
            0.0,
            6,
            "Card background printed beyond each cut line [--format png and print-pdf: "
            "3.175, the 1/8 in print services ask for].",
        ),
        click.option(
            "--crop-marks/--no-crop-marks",
            default=True,
            show_default=True,
            help="Cut marks outside the block of cards.",
        ),
        click.option(
            "--duplex",
            type=click.Choice(DUPLEX_CHOICES),
            default="long",
            show_default=True,
            help="Flip edge of your double-sided printing; 'fold': one-sided, each back beside "
            "its front to fold over (no duplex needed); 'none': one-sided, each back sheet "
            "glued onto its front sheet, then cut.",
        ),
        back_offset_option(
            "Shift back pages X mm right and Y mm up, to correct a printer's duplex."
        ),
    )


def for_cutter(cutter: str, form: str, params: dict) -> str:
    """The format and print options a cutter's sheets take: its pieces spaced for the blade
    (trims 2 mm apart, each with half of it as bleed), no crop marks; Cricut's are fold-over
    cards (Design Space prints one side). One line for options it cannot take."""
    from ..errors import InputError
    from ..press.cutting import CUTTER_BLEED, SPACING

    form = cutter_format(cutter, form)
    if cutter == "cricut":
        if typed("duplex") and params["duplex"] != "fold":
            raise InputError(
                "--cutter cricut prints fold-over cards, since Design Space prints one side "
                f"only; leave out --duplex {params['duplex']}"
            )
        params["duplex"] = "fold"
    folded = params["duplex"] == "fold"
    if not typed("bleed"):
        params["bleed"] = 0.0 if folded else CUTTER_BLEED
    if not typed("gutter"):
        params["gutter"] = SPACING if folded else 0.0
    params["crop_marks"] = False
    return form


def cutter_format(cutter: str, form: str) -> str:
    """The format a cutter's files are written as (Cricut's: images); one line for a
    ``--format`` given beside it."""
    from ..errors import InputError

    if form != "pdf":
        raise InputError(
            f"--cutter {cutter} makes its own files (the print and its cut lines); "
            f"leave out --format {form}"
        )
    return "cricut" if cutter == "cricut" else form


SERVICES = {"drivethrucards": "print-pdf", "thegamecrafter": "png"}
"""Each print service's pack and the format it is made in."""


def card_sheet_options(command):
    """The print options of every command that prints cards (paper, size, marks, duplex...)."""
    for option in reversed(_card_sheet_options()):
        command = option(command)
    return command


@click.command()
@click.argument("target", required=False, metavar="[DECK_FILE | GAME]")
@out_option(
    "output/<deck>.pdf, e.g. output/skirmish-e5-deck.pdf; print-pdf: output/<deck>-print.pdf; "
    "png: output/<deck>-<card>.png; tts: a folder, output/<deck>-tts"
)
@game_options(decks)
@card_sheet_options
@partial(
    image_options,
    dpi=300,
    formats=("pdf", "png", "tts", "print-pdf"),
    more=FORMAT_HELP,
    png=CARD_IMAGES,
)
@image_url_option
@cutter_option
@click.option(
    "--service",
    type=click.Choice(list(SERVICES)),
    help="The pack to that service's spec, checked before it is written: drivethrucards "
    "(with --format print-pdf: PDF/X-1a:2003, every card's back then its front), "
    "thegamecrafter (with --format png: each face at 825 x 1125 px, the upload list).",
)
@printer_option
def deck(
    target: str | None,
    out: Out,
    form: str,
    dpi: int,
    image_url: str | None,
    cutter: str | None,
    service: str | None,
    **params,
) -> None:
    """Print a card deck: a game's deck (GAME, or the options given), or your
    own DECK_FILE (.yaml).

    Writes a PDF with each sheet of card fronts followed by its backs, every
    back exactly behind its front when printed double-sided.
    """
    from ..decks import Layout, make_deck
    from ..press.layout import Sheet
    from ..press.paper import CARD_SIZES, PAPERS

    values = game_values(params, decks)
    if form in ("png", "print-pdf") and not typed("bleed"):
        params["bleed"] = PRINT_SERVICE_BLEED
    if cutter:
        form = for_cutter(cutter, form, params)
    if service:
        service_format(service, form, dpi)
    card = params.pop("card_size")
    sheet = Sheet(
        paper=PAPERS[params.pop("paper").lower()],
        card=card or CARD_SIZES["poker"],
        cutter=cutter or "",  # type: ignore[arg-type]
        **params,
    )
    images = "" if form == "pdf" else form
    layout = Layout(sheet, card is not None, images, hosted(image_url, form), service=service or "")
    deliver(make_deck(target, values, layout), out, form=form, dpi=dpi)


def service_format(service: str, form: str, dpi: int) -> None:
    """Refuse, in one line, a service's pack in a format or resolution it does not take."""
    from ..errors import InputError

    if form != SERVICES[service]:
        made = "a print shop's PDF" if SERVICES[service] == "print-pdf" else "card images"
        raise InputError(f"--service {service} is {made}: give --format {SERVICES[service]}")
    if service == "thegamecrafter" and dpi != 300:
        raise InputError("The Game Crafter's template is 300 dpi: leave --dpi out")
