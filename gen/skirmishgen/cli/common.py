"""What several commands share: the option decorators, ``--printer``, and writing a product.

Nothing here imports a game or reportlab when a command is declared, so a command that
prints nothing (``validate``, ``schema``) starts as fast as ``--help``.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from .. import parse
from ..errors import InputError, visible

if TYPE_CHECKING:
    from ..output import Out, Product


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


CUTTER_HELP = (
    "Print then cut: silhouette, registration marks on every page and each front's cut "
    "lines beside the PDF (<out>-cut-<n>.svg and .dxf); cricut, Design Space sheets "
    "(<out>-cricut-<n>.png, each with its .svg), fold-over cards."
)


def cutter_option(command=None, *, help: str = CUTTER_HELP):
    """--cutter silhouette|cricut: print for a cutting machine, with its cut files
    (``help``: what it does on this command)."""
    option = click.option("--cutter", type=click.Choice(["silhouette", "cricut"]), help=help)
    return option(command) if command is not None else option


def share_url_option(command):
    """--share-url URL: the address of a static builder (``skirmishgen site``) that a
    roster sheet's QR code opens; the saved one (``site --share-url``) by default."""
    return click.option(
        "--share-url",
        metavar="URL",
        help="The builder's address (skirmishgen site) whose page a sheet's QR code opens "
        "on any phone. Default: the one saved with site --share-url; '' for none.",
    )(command)


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
    """A path to write to, never empty (``--out ''`` would name the working folder).

    ``kind`` says what a value naming a folder (``output/prints/``, or one that exists)
    is: ``folder``, the folder itself (``build``); ``into``, a folder to put the product in
    under its default name (:class:`~skirmishgen.output.Into`); ``file``, refused, naming
    the file it wants (``example``)."""

    def __init__(self, *args, kind: str = "file", example: str = "output/x.pdf", **kwargs):
        super().__init__(*args, **kwargs)
        self.kind, self.example = kind, example

    def convert(self, value, param, ctx):
        if not isinstance(value, str):
            return super().convert(value, param, ctx)
        if not value.strip():
            self.fail(f"'{value}' names no file or folder; give one, e.g. --out {self.example}")
        folder = not Path(value).name or value.endswith(("/", os.sep)) or _is_folder(value)
        if folder and self.kind == "into":
            from ..output import Into

            return Into(Path(value))
        if folder and self.kind == "file":
            self.fail(f"'{value}' is a folder; give a file in it, e.g. --out {self.example}")
        return super().convert(value, param, ctx)


def _is_folder(value: str) -> bool:
    try:
        return Path(value).is_dir()
    except OSError:  # a name too long for the file system: the writer says so
        return False


OUT = OutPath(path_type=Path, kind="into")
OUT_FOLDER = OutPath(path_type=Path, kind="folder")


def out_option(default: str):
    return click.option(
        "--out",
        type=OUT,
        help=f"File to write, or a folder/ to write it in [default: {default}].",
    )


PAGE_IMAGES = (
    "png: one image per {what}, named <out>-1.png, <out>-2.png... "
    "(<out>-01.png... from 10 images, so the names sort)"
)
"""What --format png makes of most products."""


def image_options(
    command,
    dpi: int = 150,
    what: str = "page",
    formats=("pdf", "png"),
    more: str = "",
    png: str = PAGE_IMAGES,
):
    """--format pdf|png and --dpi: the product as a PDF, or one PNG per page (per card
    face, for a deck: ``png`` says how they are named); ``more``: the help of the other
    ``formats``."""
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
        help="pdf; " + png.format(what=what) + more,
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
    out: Out,
    report_to_stderr: bool = False,
    form: str = "pdf",
    dpi: int = 150,
) -> None:
    """Write ``product`` (its warnings first, on stderr) and say what was written."""
    deliver_all([product], out, report_to_stderr, form, dpi)


def deliver_all(
    products: Sequence[Product],
    out: Out,
    report_to_stderr: bool = False,
    form: str = "pdf",
    dpi: int = 150,
) -> None:
    """Write the products of one run (their warnings first, on stderr), none of them where
    another goes, and say what was written."""
    from ..output import deliver_all

    for product in products:
        for warning in product.warnings:
            click.echo(f"skirmishgen: warning: {visible(str(warning))}", err=True)
    for written in deliver_all(products, out, form=form, dpi=dpi):
        click.echo(written.line, err=report_to_stderr)
