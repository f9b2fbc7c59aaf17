"""What several commands share: the option decorators, ``--printer``, and writing a product.

Nothing here imports a game or reportlab when a command is declared, so a command that
prints nothing (``validate``, ``schema``) starts as fast as ``--help``.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from .. import parse
from ..errors import InputError, visible

if TYPE_CHECKING:
    from ..output import Product


def checked(parse: Callable[[Any], Any]):
    """A click callback: ``parse`` the value, naming the option in its error."""

    def convert(ctx, param, value):
        if value is None:
            return None
        try:
            return parse(value)
        except ValueError as error:
            raise InputError(f"{param.opts[0]} {error}") from None

    return convert


def paper_option(text: str = "Paper size."):
    """The --paper option every printing command shares."""
    return click.option(
        "--paper",
        type=click.Choice(["a4", "letter"], case_sensitive=False),
        default="a4",
        show_default=True,
        help=text,
    )


def back_offset_option(text: str):
    """--back-offset X,Y in mm (X right, Y up, on the back page)."""
    return click.option(
        "--back-offset",
        default="0,0",
        show_default=True,
        metavar="X,Y",
        callback=checked(parse.offset_pair),
        help=text,
    )


def flip_edge_option(help_text: str):
    """``--duplex long|short``: a duplex printer's flip edge (calibration and profiles)."""
    return click.option(
        "--duplex",
        type=click.Choice(["long", "short"]),
        default="long",
        show_default=True,
        help=help_text,
    )


class OutPath(click.Path):
    """A path to write to: never empty (``--out ''`` would name the working folder), and a
    file's never a bare folder (``/``, ``.``)."""

    def __init__(self, *args, folder: bool = False, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.folder = folder

    def convert(self, value, param, ctx):
        if isinstance(value, str):
            file = bool(Path(value).name) and not value.endswith(("/", os.sep))
            if not value.strip() or not (file or self.folder):
                self.fail(
                    f"'{value}' names no file or folder; give one, for example --out output/x.pdf"
                )
        return super().convert(value, param, ctx)


OUT = OutPath(path_type=Path)
OUT_FOLDER = OutPath(path_type=Path, folder=True)


def out_option(default: str):
    return click.option("--out", type=OUT, help=f"PDF to write [default: {default}].")


def image_options(
    command, dpi: int = 150, what: str = "page", formats=("pdf", "png"), more: str = ""
):
    """--format pdf|png and --dpi: the product as a PDF, or one PNG per page (per card
    face, for a deck); ``more``: the help of the other ``formats``."""
    from ..press.raster import DPI_RANGE

    command = click.option(
        "--dpi",
        type=click.IntRange(*DPI_RANGE),
        default=dpi,
        show_default=True,
        help="Resolution of the --format png images.",
    )(command)
    return click.option(
        "--format",
        "form",
        type=click.Choice(list(formats)),
        default="pdf",
        show_default=True,
        help=f"pdf, or png: one image per {what}, named <out>-1.png, <out>-2.png... "
        "(<out>-01.png... from 10 images, so the names sort)" + more,
    )(command)


def typed(name: str) -> bool:
    """Whether option ``name`` was given on the command line (not its default)."""
    source = click.get_current_context().get_parameter_source(name)
    return source is click.core.ParameterSource.COMMANDLINE


def printer_option(command):
    """--printer NAME: print with a saved profile. Its scale corrects whole pages; on a
    command that prints cards, its --back-offset and --duplex apply unless typed."""

    @functools.wraps(command)
    def run(*args, printer: str | None = None, **params):
        if printer is None:
            return command(*args, **params)
        from ..press.pdf import page_scale
        from ..printers import get

        profile = get(printer, f"--printer {printer}")
        for key, value in profile.options().items():
            if key in params and not typed(key):
                params[key] = value
        with page_scale(*profile.scale):
            return command(*args, **params)

    return click.option(
        "--printer",
        metavar="NAME",
        help="A saved printer profile (skirmishgen printer save): its scale, and on decks "
        "its --back-offset and --duplex unless given here.",
    )(run)


def image_url_option(command):
    """--image-url URL: where the player hosts a Tabletop Simulator deck's card sheets."""
    return click.option(
        "--image-url",
        metavar="URL",
        callback=checked(parse.image_url),
        help="--format tts: the web address you will upload the card sheets to (https://...); "
        "the saved object points there, ready to play online [default: the local files].",
    )(command)


def hosted(image_url: str | None, form: str) -> str:
    """The --image-url given, refused without --format tts."""
    if image_url and form != "tts":
        raise InputError("--image-url is for --format tts (where the card sheets are hosted)")
    return image_url or ""


def deliver(
    product: Product,
    out: Path | None,
    report_to_stderr: bool = False,
    form: str = "pdf",
    dpi: int = 150,
) -> None:
    """Write ``product`` (its warnings first, on stderr) and say what was written."""
    from ..output import deliver

    for warning in product.warnings:
        click.echo(f"skirmishgen: warning: {visible(str(warning))}", err=True)
    for written in deliver(product, out, form=form, dpi=dpi):
        click.echo(written.line, err=report_to_stderr)
