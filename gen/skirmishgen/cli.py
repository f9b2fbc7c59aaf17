"""The command line: parse options, call one function, and report errors in one place.

Heavy imports (reportlab, pydantic, PyYAML) happen inside the commands, so
``skirmishgen --help`` starts fast. The options a game adds to a product come
from the game's declaration (``systems/<game>/game.py``).
"""

from __future__ import annotations

import errno
import functools
import gc
import math
import os
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from . import __version__, parse
from .errors import EXIT_INPUT, InputError, SkirmishgenError, visible
from .output import DEFAULT_FOLDER

if TYPE_CHECKING:
    from .game import Game, Option
    from .output import Product

DUPLEX_CHOICES = ("long", "short", "none", "fold")


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="skirmishgen")
def cli() -> None:
    """Print-and-play decks and play aids for free tabletop skirmish games.

    Start with `skirmishgen deck --edition 5`, then print the PDF double-sided
    at 100 % (actual size).
    """


def _checked(parse: Callable[[Any], Any]):
    """A click callback: ``parse`` the value, naming the option in its error."""

    def convert(ctx, param, value):
        if value is None:
            return None
        try:
            return parse(value)
        except ValueError as error:
            raise InputError(f"{param.opts[0]} {error}") from None

    return convert


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
        callback=_checked(_within(0, high)),
        help=text,
    )


def paper_option(text: str = "Paper size."):
    """The --paper option every printing command shares."""
    return click.option(
        "--paper",
        type=click.Choice(["a4", "letter"], case_sensitive=False),
        default="a4",
        show_default=True,
        help=text,
    )


def findings_option(text: str):
    """--format text|json: how a command that checks rosters reports its findings."""
    return click.option(
        "--format",
        "output_format",
        type=click.Choice(["text", "json"]),
        default="text",
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
        callback=_checked(parse.offset_pair),
        help=text,
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


class FiniteRange(click.FloatRange):
    """A float range that refuses NaN (every comparison with it is false, so a plain range
    lets it through) and infinities."""

    def convert(self, value, param, ctx):
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value} is not a number; give one like 1.005")
        return number


def out_option(default: str):
    return click.option("--out", type=OUT, help=f"PDF to write [default: {default}].")


FORMAT_HELP = {
    "deck": "; a deck's png: one image per card face, named <out>-<card>.png, and "
    "<out>-manifest.csv"
    "; tts: a Tabletop Simulator saved object and its card sheets in the --out folder"
    "; print-pdf: one card face a page (trim + bleed), CMYK within 240 % ink, for print shops",
    "kit": "; tts: the parts that are cards (e.g. skirmish's health cards) as a Tabletop "
    "Simulator deck each, its saved object and card sheets in the --out folder",
}
"""What ``--format`` says of the formats beyond pdf and png, by command."""


def image_options(
    command, dpi: int = 150, what: str = "page", formats=("pdf", "png"), more: str = ""
):
    """--format pdf|png and --dpi: the product as a PDF, or one PNG per page (per card
    face, for a deck); ``more``: the help of the other ``formats``."""
    from .press.raster import DPI_RANGE

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


def _card_sheet_options():
    from .systems import offering

    sizes = ", ".join(
        f"{game.key} {game.deck.card_size}" for game in offering(lambda g: g.deck) if game.deck
    )
    return (
        paper_option(),
        click.option(
            "--card-size",
            metavar="NAME|WxH",
            callback=_checked(parse.card_size),
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


def printer_option(command):
    """--printer NAME: print with a saved profile. Its scale corrects whole pages; on a
    command that prints cards, its --back-offset and --duplex apply unless typed."""

    @functools.wraps(command)
    def run(*args, printer: str | None = None, **params):
        if printer is None:
            return command(*args, **params)
        from .press.pdf import page_scale
        from .printers import get

        profile = get(printer, f"--printer {printer}")
        for key, value in profile.options().items():
            if key in params and not _typed(key):
                params[key] = value
        with page_scale(*profile.scale):
            return command(*args, **params)

    return click.option(
        "--printer",
        metavar="NAME",
        help="A saved printer profile (skirmishgen printer save): its scale, and on decks "
        "its --back-offset and --duplex unless given here.",
    )(run)


def card_sheet_options(command):
    """The print options of every command that prints cards (paper, size, marks, duplex...)."""
    for option in reversed(_card_sheet_options()):
        command = option(command)
    return command


def game_options(capability: Callable[[Game], Any]):
    """The options games declare for a product, each saying which games it belongs to.

    Their values reach the command in ``game_values``; a value left out is None
    (or empty), and the game's own default applies.
    """
    from .options import declared

    owners = declared(capability)

    def decorate(command):
        for flag, games in reversed(list(owners.items())):
            command = _game_option(flag, games)(command)
        return command

    return decorate


def _game_option(flag: str, games: list[tuple[Game, Option]]):
    option = games[0][1]
    helps: dict[str, list[str]] = {}
    for game, declared in games:
        shown = declared.default is not None and declared.kind != "rosters"
        default = f" [default: {declared.default}]" if shown else ""
        helps.setdefault(declared.help + default, []).append(game.key)
    text = "; ".join(f"{', '.join(keys)}: {help}" for help, keys in helps.items())
    kinds: dict[str, dict[str, Any]] = {
        "int": {
            "type": click.INT
            if option.low is None and option.high is None
            else click.IntRange(option.low, option.high)
        },
        "choice": {"type": click.Choice(option.choices)},
        "text": {"metavar": option.metavar or "TEXT"},
        "roster": {"type": click.Path(path_type=Path), "metavar": "FILE"},
        "rosters": {"type": click.Path(path_type=Path), "metavar": "FILE", "multiple": True},
    }
    return click.option(flag, option.name, help=text, **kinds[option.kind])


def _game_values(params: dict[str, Any], capability: Callable[[Game], Any]) -> dict[str, Any]:
    """Take the game options out of a command's parameters."""
    from .options import declared

    names = {games[0][1].name for games in declared(capability).values()}
    return {name: params.pop(name) for name in names if name in params}


def _deliver(
    product: Product,
    out: Path | None,
    report_to_stderr: bool = False,
    form: str = "pdf",
    dpi: int = 150,
) -> None:
    from .output import deliver

    for warning in product.warnings:
        click.echo(f"skirmishgen: warning: {visible(str(warning))}", err=True)
    for written in deliver(product, out, form=form, dpi=dpi):
        click.echo(written.line, err=report_to_stderr)


def _decks(game: Game):
    return game.deck


def _kits(game: Game):
    return game.kit


def _sheets(game: Game):
    return game.cheat_sheet


def image_url_option(command):
    """--image-url URL: where the player hosts a Tabletop Simulator deck's card sheets."""
    return click.option(
        "--image-url",
        metavar="URL",
        callback=_checked(parse.image_url),
        help="--format tts: the web address you will upload the card sheets to (https://...); "
        "the saved object points there, ready to play online [default: the local files].",
    )(command)


def _hosted(image_url: str | None, form: str) -> str:
    """The --image-url given, refused without --format tts."""
    if image_url and form != "tts":
        raise InputError("--image-url is for --format tts (where the card sheets are hosted)")
    return image_url or ""


@cli.command()
@click.argument("target", required=False, metavar="[DECK_FILE | SYSTEM]")
@out_option("output/<deck>.pdf, e.g. output/skirmish-e5-deck.pdf")
@game_options(_decks)
@card_sheet_options
@partial(
    image_options,
    dpi=300,
    what="card face (bleed included; fronts, then backs)",
    formats=("pdf", "png", "tts", "print-pdf"),
    more=FORMAT_HELP["deck"],
)
@image_url_option
@printer_option
def deck(
    target: str | None, out: Path | None, form: str, dpi: int, image_url: str | None, **params
) -> None:
    """Print a card deck: a game's deck (SYSTEM, or the options given), or your
    own DECK_FILE (.yaml).

    Writes a PDF with each sheet of card fronts followed by its backs, every
    back exactly behind its front when printed double-sided.
    """
    from .decks import Layout, make_deck
    from .press.layout import Sheet
    from .press.paper import CARD_SIZES, PAPERS

    values = _game_values(params, _decks)
    if form in ("png", "print-pdf") and not _typed("bleed"):
        params["bleed"] = PRINT_SERVICE_BLEED
    card = params.pop("card_size")
    sheet = Sheet(
        paper=PAPERS[params.pop("paper").lower()],
        card=card or CARD_SIZES["poker"],
        **params,
    )
    images = "" if form == "pdf" else form
    layout = Layout(sheet, card is not None, images=images, image_url=_hosted(image_url, form))
    written = "pdf" if form == "print-pdf" else form  # a PDF, of another kind
    _deliver(make_deck(target, values, layout), out, form=written, dpi=dpi)


PRINT_SERVICE_BLEED = 3.175
"""mm: the 1/8 in bleed print services ask card images to carry (a poker card at 300 dpi
is then 825 x 1125 px); --format png uses it unless --bleed is given."""


def _typed(name: str) -> bool:
    """Whether option ``name`` was given on the command line (not its default)."""
    source = click.get_current_context().get_parameter_source(name)
    return source is click.core.ParameterSource.COMMANDLINE


def flip_edge_option(help_text: str):
    """``--duplex long|short``: a duplex printer's flip edge (calibration and profiles)."""
    return click.option(
        "--duplex",
        type=click.Choice(["long", "short"]),
        default="long",
        show_default=True,
        help=help_text,
    )


@cli.command()
@paper_option()
@flip_edge_option("The edge your printer flips the sheet on when printing double-sided.")
@back_offset_option("Shift the back X mm right and Y mm up, to check a correction.")
@out_option("output/calibration.pdf")
@image_options
@printer_option
def calibrate(
    paper: str,
    duplex: str,
    back_offset: tuple[float, float],
    out: Path | None,
    form: str,
    dpi: int,
) -> None:
    """Print a two-page sheet that measures your printer: 100 mm rulers for its scale,
    and ladders that read the back's offset to 0.25 mm, across and up.

    Print it double-sided at 100 %, read it as it says, then save what you read with
    `skirmishgen printer save`. With --printer NAME it prints corrected by that profile:
    both ladders should then read 0.
    """
    from .calibrating import make_calibration
    from .press.paper import PAPERS

    product = make_calibration(PAPERS[paper.lower()], duplex, back_offset)
    _deliver(product, out, form=form, dpi=dpi)


@cli.group("printer")
def printer_group() -> None:
    """Save a printer's measured duplex offset and scale once; print with --printer NAME."""


@printer_group.command("save")
@click.argument("name")
@click.option(
    "--back-offset",
    required=True,
    metavar="X,Y",
    callback=_checked(parse.offset_pair),
    help="The back's offset your printer needs, in mm (X right, Y up).",
)
@flip_edge_option("The edge your printer flips the sheet on, as you printed the calibration sheet.")
@click.option(
    "--scale-x",
    type=FiniteRange(0.9, 1.1),
    default=1.0,
    show_default=True,
    help="Scale correction across: 100 / what the calibration ruler across measures.",
)
@click.option(
    "--scale-y",
    type=FiniteRange(0.9, 1.1),
    default=1.0,
    show_default=True,
    help="Scale correction up: 100 / what the calibration ruler up measures.",
)
def printer_save(
    name: str, back_offset: tuple[float, float], duplex: str, scale_x: float, scale_y: float
) -> None:
    """Save (or replace) printer profile NAME; measure its values with `skirmishgen calibrate`."""
    from .printers import Profile, save

    profile = Profile(back_offset, duplex, (scale_x, scale_y))
    path = save(name, profile)
    click.echo(f"{profile.line(name)} (saved in {path})")


@printer_group.command("list")
def printer_list() -> None:
    """List the saved printer profiles."""
    from .printers import load

    for name, profile in load().items():
        click.echo(profile.line(name))


@printer_group.command("show")
@click.argument("name")
def printer_show(name: str) -> None:
    """Show printer profile NAME as the options it stands for."""
    from .printers import get

    click.echo(get(name).line(name))


@printer_group.command("remove")
@click.argument("name")
def printer_remove(name: str) -> None:
    """Remove printer profile NAME."""
    from .printers import remove

    remove(name)
    click.echo(f"{name}: removed")


@cli.command()
@click.argument("system")
@paper_option()
@out_option("output/<system>-kit.pdf; --format tts: a folder, output/<system>-kit-tts")
@click.option("--only", metavar="PARTS", help="Comma-separated parts, e.g. tape,tokens.")
@click.option("--split", is_flag=True, help="One PDF per part instead of one for the kit.")
@game_options(_kits)
@partial(image_options, formats=("pdf", "png", "tts"), more=FORMAT_HELP["kit"])
@image_url_option
@printer_option
def kit(
    system: str,
    paper: str,
    out: Path | None,
    only: str | None,
    split: bool,
    form: str,
    dpi: int,
    image_url: str | None,
    **params,
) -> None:
    """Print a game's play kit at exact size: measuring tape, tracker, tokens...

    Every page with a measure carries a calibration bar: print at 100 %. With
    --format tts, the parts that are cards (health cards) become a Tabletop
    Simulator deck instead.
    """
    from .kits import make_kit
    from .press.paper import PAPERS

    values = _game_values(params, _kits)
    hosted = _hosted(image_url, form)
    product = make_kit(system, PAPERS[paper.lower()], only, split, values, form, hosted)
    _deliver(product, out, form=form, dpi=dpi)


@cli.command()
@click.argument("system")
@paper_option("Sheet size (A5 or half-letter pages).")
@click.option(
    "--imposition",
    type=click.Choice(["booklet", "pages"]),
    default="booklet",
    show_default=True,
    help="booklet: two-up, saddle-stitch order; pages: for screens.",
)
@click.option(
    "--templates",
    type=click.Path(path_type=Path),
    help="Your own templates folder; its files replace the shipped ones by name.",
)
@out_option("output/<system>-booklet.pdf")
@image_options
@printer_option
def booklet(
    system: str,
    paper: str,
    imposition: str,
    templates: Path | None,
    out: Path | None,
    form: str,
    dpi: int,
) -> None:
    """Print a game's rule booklet, folded from A4 (or Letter) sheets."""
    from .booklets.make import make_booklet
    from .press.paper import PAPERS

    product = make_booklet(system, PAPERS[paper.lower()], imposition, templates)
    _deliver(product, out, form=form, dpi=dpi)


@cli.command()
@click.argument("system")
@game_options(_sheets)
@paper_option()
@out_option("output/<system>-cheatsheet.pdf")
@image_options
@printer_option
def sheet(system: str, paper: str, out: Path | None, form: str, dpi: int, **params) -> None:
    """Print a game's cheat sheet: one sheet (both sides at most) of what players look up."""
    from .cheatsheets import make_sheet
    from .press.paper import PAPERS

    values = _game_values(params, _sheets)
    _deliver(make_sheet(system, PAPERS[paper.lower()], values), out, form=form, dpi=dpi)


@cli.command("systems")
def systems_command() -> None:
    """List the supported games, what skirmishgen makes for each, and a command to try."""
    from .systems import GAMES

    for game in GAMES:
        credits = game.credits
        click.echo(
            f"{game.key:<18} {credits.title} by {credits.author} ({', '.join(game.offers())})"
        )
        click.echo(f"{'':<18} try: {game.try_command}")


@cli.command("schema")
@click.argument("system")
def schema_command(system: str) -> None:
    """Print the JSON Schema (draft 2020-12) of SYSTEM's roster files.

    Save it beside your rosters and start a roster with
    `# yaml-language-server: $schema=SCHEMA.json` for completion in your editor.
    """
    from .schema import schema_text

    click.echo(schema_text(system))


@cli.command("validate")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--match",
    "with_match",
    is_flag=True,
    help="Also check the warbands against each other (same format, same rookies).",
)
@findings_option("Findings as lines of text, or as JSON.")
def validate_command(files: tuple[Path, ...], with_match: bool, output_format: str) -> None:
    """Check roster FILES against their game's rules and report every problem.

    Exit status: 0 legal (warnings allowed), 1 a rule is broken, 2 a file
    cannot be read or does not fit the roster format.
    """
    from .rosters import validate_files

    report = validate_files(list(files), with_match)
    if output_format == "json":
        click.echo(report.as_json())
    else:
        for line in capped([str(finding) for finding in report.findings]):
            click.echo(line)
        click.echo(report.summary())
    sys.exit(report.exit_code)


@cli.command()
@click.argument("file", required=False, type=click.Path(path_type=Path))
@out_option("output/<warband-name>-roster.pdf")
@paper_option()
@click.option(
    "--force",
    is_flag=True,
    help="Print an illegal roster anyway, marked NOT LEGAL with its findings.",
)
@click.option(
    "--blank", metavar="SYSTEM", help="Print an empty roster sheet of SYSTEM to fill in by hand."
)
@click.option(
    "--findings",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Findings as lines of text (on stderr), or as validate's JSON (on stdout).",
)
@image_options
@printer_option
def roster(
    file: Path | None,
    out: Path | None,
    paper: str,
    force: bool,
    blank: str | None,
    output_format: str,
    form: str,
    dpi: int,
) -> None:
    """Check a roster FILE and print its roster sheet (or an empty one with --blank).

    An illegal roster prints its findings and writes nothing (exit 1) unless
    --force is given. The sheet prints the validator's warnings beside its stamp,
    and a QR code of the roster itself (read it back with `skirmishgen unpack`).
    """
    from .press.paper import PAPERS
    from .rosters import blank_sheet, roster_sheet

    paper_size = PAPERS[paper.lower()]
    if blank is not None and file is None:
        _deliver(blank_sheet(blank, paper_size), out, form=form, dpi=dpi)
        return
    if file is None or blank is not None:
        from .systems import offering

        example = offering(lambda game: game.rosters)[0].key
        raise InputError(f"give a roster FILE, or --blank SYSTEM (e.g. --blank {example})")
    made = roster_sheet(file, paper_size, force)
    if output_format == "json":
        from .rosters import validate_files

        click.echo(validate_files([file], False).as_json())
    else:
        for line in capped([str(finding) for finding in made.findings]):
            click.echo(line, err=True)
    if made.product is not None:
        json_out = output_format == "json"
        _deliver(made.product, out, report_to_stderr=json_out, form=form, dpi=dpi)
    sys.exit(made.exit_code)


@cli.command()
@click.argument("code", metavar="CODE|LINK|PHOTO")
@click.option(
    "--out",
    type=OUT,
    help="Roster file to write [default: print it].",
)
@click.option("--force", is_flag=True, help="Replace --out if it exists.")
def unpack(code: str, out: Path | None, force: bool) -> None:
    """Turn a roster sheet's QR code back into its roster file, and check it.

    CODE is the code's text (starting SKG2:), as a phone's scanner shows it;
    LINK is the builder's share link (ending #roster=CODE); PHOTO is a PNG or
    JPEG photo (or scan) of the code. The roster goes to --out
    (or standard output); its findings and verdict go to standard error. Exit
    status as for validate.
    """
    from .unpacking import unpack_code

    roster, report = unpack_code(code, out, force)
    if out is None:  # a terminal sees the roster's controls and bidi marks as escapes
        click.echo(visible(roster) if sys.stdout.isatty() else roster, nl=False)
    for line in capped([str(finding) for finding in report.findings]):
        click.echo(line, err=True)
    click.echo(report.summary(), err=True)
    sys.exit(report.exit_code)


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option(
    "--port",
    type=click.IntRange(0, 65535),
    default=8765,
    show_default=True,
    help="Port to listen on (0: any free port).",
)
@click.option("--no-browser", is_flag=True, help="Do not open the builder in a browser.")
def serve(host: str, port: int, no_browser: bool) -> None:
    """Start the roster builder in your browser: build a list with live checks, then
    download its YAML, roster sheet and cheat sheet.

    It runs on this computer only (127.0.0.1) and needs no network. Ctrl-C stops it.
    """
    from .serve.run import serve as run

    def say(line: str) -> None:  # warnings and a stop by signal on stderr, as elsewhere
        click.echo(line, err=line.startswith(("warning", "skirmishgen: ")))

    run(host, port, not no_browser, say)


@cli.command()
@click.argument("systems", nargs=-1, metavar="[SYSTEM...]")
@click.option(
    "--out",
    type=OUT_FOLDER,
    default=DEFAULT_FOLDER,
    show_default=True,
    help="Folder to write into, one folder per game.",
)
@paper_option()
@partial(image_options, what="page, or card face for decks")
@printer_option
def build(systems: tuple[str, ...], out: Path, paper: str, form: str, dpi: int) -> None:
    """Print every product of the named games (all by default): decks, kits, cheat
    sheets, booklets, and a roster sheet for each example roster.

    If a product fails, the others are still built; the exit status is then 2.
    """
    from .build import build_all
    from .press.paper import PAPERS

    sys.exit(build_all(list(systems), out, PAPERS[paper.lower()], form, dpi))


def _without_pydantic_plugins() -> None:
    """pydantic looks for plugins of its own (observability hooks) the first time it builds
    a model, and importing the package-metadata reader for that costs a twentieth of a deck's
    run (17 ms). The command line uses none: it answers that there are none, as pydantic's
    own ``PYDANTIC_DISABLE_PLUGINS`` would, without the import. Nothing happens once
    pydantic has looked (as in the tests) or if a later pydantic no longer asks this way."""
    import types

    name = "pydantic.plugin._loader"
    if name not in sys.modules:
        loader = types.ModuleType(name, "No pydantic plugins for the command line (cli.py).")
        loader.get_plugins = tuple  # type: ignore[attr-defined]
        sys.modules[name] = loader


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; every user error becomes one line per problem on stderr and an exit status."""
    try:
        os.getcwd()
    except OSError:  # reportlab reads it on import
        click.echo("skirmishgen: error: the current folder no longer exists; cd to one", err=True)
        sys.exit(EXIT_INPUT)
    try:
        _main(argv)
    except OSError as error:  # the error line itself could not be written (stderr full)
        if error.errno not in (errno.EPIPE, errno.ENOSPC):
            raise
        os._exit(EXIT_INPUT)


def _main(argv: list[str] | None) -> None:
    # A run is short and makes many small objects that live until the PDF is written: the
    # cyclic collector's default (every 700 allocations) costs a big deck 7 % of its time.
    gc.set_threshold(100_000, 50, 100)
    _without_pydantic_plugins()
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        click.echo(cli.get_help(click.Context(cli, info_name="skirmishgen")))
        sys.exit(0)
    _stop_cleanly_on_signals()
    try:
        status = cli.main(args=argv, prog_name="skirmishgen", standalone_mode=False)
    except SkirmishgenError as error:
        report(error)
        sys.exit(error.exit_code)
    except click.exceptions.NoSuchOption as error:
        hint = f"; did you mean {' or '.join(error.possibilities)}?" if error.possibilities else ""
        _usage(error, argv, f"no such option {error.option_name}{hint}")
    except click.UsageError as error:
        _usage(error, argv, error.format_message())
    except click.ClickException as error:
        message = visible(" ".join(error.format_message().split()))
        click.echo(f"skirmishgen: error: {message}", err=True)
        sys.exit(EXIT_INPUT)
    except click.exceptions.Abort:
        click.echo("skirmishgen: aborted", err=True)
        sys.exit(130)
    except OSError as error:  # the terminal or pipe we print to went away or is full
        if error.errno not in (errno.EPIPE, errno.ENOSPC):
            _unexpected(error)
        sys.exit(EXIT_INPUT)
    except KeyboardInterrupt:
        click.echo("skirmishgen: interrupted", err=True)
        sys.exit(130)
    except Stopped as stop:  # SIGTERM or SIGHUP: the writes in progress have cleaned up
        click.echo(f"skirmishgen: stopped ({stop.name})", err=True)
        sys.exit(128 + stop.signum)
    except Exception as error:  # a bug or a limit we did not foresee: still one line
        _unexpected(error)
    sys.exit(status if isinstance(status, int) else 0)


class Stopped(BaseException):
    """SIGTERM or SIGHUP, raised where the program is, so every ``finally`` (a temporary
    file's removal) runs as on an error, as SIGINT's KeyboardInterrupt does."""

    def __init__(self, signum: int) -> None:
        import signal

        super().__init__(signum)
        self.signum, self.name = signum, signal.Signals(signum).name


def _stop_cleanly_on_signals() -> None:
    import signal

    def stop(signum: int, _frame: object) -> None:
        raise Stopped(signum)

    import contextlib

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            with contextlib.suppress(ValueError):  # not the main thread: leave it be
                signal.signal(getattr(signal, name), stop)


def _unexpected(error: BaseException) -> None:
    """One line for what no check foresaw (the traceback with SKIRMISHGEN_DEBUG=1)."""
    if os.environ.get("SKIRMISHGEN_DEBUG"):
        raise error
    if isinstance(error, MemoryError):
        what = "out of memory; the input is too large to print"
    elif isinstance(error, RecursionError):
        what = "the input is nested too deeply"
    elif type(error).__name__ == "LayoutError":  # reportlab: a piece taller than a page
        what = "something on the sheet is taller than a page; shorten the longest entry"
    else:
        text = " ".join(str(error).split())[:160]
        what = f"internal error ({type(error).__name__}: {text}); please report it"
    click.echo(f"skirmishgen: error: {what}", err=True)
    sys.exit(EXIT_INPUT)


def report(error: SkirmishgenError) -> None:
    """One line on stderr per finding of ``error``, the first ``SHOWN`` of them."""
    for line in capped(finding_lines(error), json_too=False):
        click.echo(line, err=True)


SHOWN = 50
"""Findings a terminal gets at most; ``--format json`` lists every one."""


def capped(lines: list[str], json_too: bool = True) -> list[str]:
    """The first ``SHOWN`` of ``lines``, and one more saying how many were left out."""
    if len(lines) <= SHOWN:
        return lines
    more = f"and {len(lines) - SHOWN:,} more"
    more += "; validate --format json lists them all" if json_too else "; fix these first"
    return [*lines[:SHOWN], more]


def finding_lines(error: SkirmishgenError) -> list[str]:
    """The line of each finding of ``error``, as :func:`report` prints them."""
    return [f"{'' if f.location else 'skirmishgen: error: '}{f}" for f in error.findings]


def _usage(error: click.UsageError, argv: list[str], message: str) -> None:
    if error.ctx is not None:
        command = error.ctx.command_path
    else:  # click raises some option errors before the command's context exists
        named = [arg for arg in argv if arg in cli.commands][:1]
        command = " ".join(["skirmishgen", *named])
    message = visible(" ".join(message.split()).rstrip("."))
    click.echo(f"{command}: error: {message}; see '{command} --help'", err=True)
    sys.exit(EXIT_INPUT)
