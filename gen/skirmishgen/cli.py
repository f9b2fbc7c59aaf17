"""The command line: parse options, call one function, and report errors in one place.

Heavy imports (reportlab, pydantic, PyYAML) happen inside the commands,
so ``skirmishgen --help`` starts fast.
"""

from __future__ import annotations

import errno
import sys
from pathlib import Path

import click

from . import __version__
from .errors import EXIT_INPUT, InputError, SkirmishgenError, display_path

DUPLEX_CHOICES = ("long", "short", "none")


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="skirmishgen")
def cli() -> None:
    """Print-and-play decks and play aids for free tabletop skirmish games.

    Start with `skirmishgen deck --edition 5`, then print the PDF double-sided
    at 100 % (actual size).
    """


def _millimetres(name: str, low: float, high: float):
    def convert(ctx, param, value):
        if value is not None and not low <= value <= high:
            raise InputError(f"{name} {value:g} is out of range; give {low:g} to {high:g} mm")
        return value

    return convert


def _mm(name: str, default: float, high: float, text: str):
    return click.option(
        name,
        type=float,
        default=default,
        show_default=True,
        metavar="MM",
        callback=_millimetres(name, 0, high),
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


_CARD_SHEET_OPTIONS = (
    paper_option(),
    click.option(
        "--card-size",
        default="poker",
        show_default=True,
        metavar="NAME|WxH",
        help="poker 63.5x88.9, bridge 57.15x88.9, mini 44x63, tarot 70x120, or WxH in mm.",
    ),
    _mm("--margin", 5.0, 40, "Printer-safe margin; cards fill the largest grid inside it."),
    _mm("--gutter", 0.0, 20, "Space between neighbouring cards."),
    _mm("--bleed", 0.0, 6, "Card background printed beyond each cut line."),
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
        help="Flip edge of your double-sided printing; 'none': backs on their own pages.",
    ),
    click.option(
        "--back-offset",
        default="0,0",
        show_default=True,
        metavar="X,Y",
        help="Shift back pages X mm right and Y mm up, to correct a printer's duplex.",
    ),
)


def card_sheet_options(command):
    """The print options of every command that prints cards (paper, size, marks, duplex...)."""
    for option in reversed(_CARD_SHEET_OPTIONS):
        command = option(command)
    return command


def card_sheet(paper, card_size, margin, gutter, bleed, crop_marks, duplex, back_offset):
    """A :class:`Sheet` from the options of :func:`card_sheet_options`."""
    from .press.layout import Sheet
    from .press.paper import card_size as parse_card_size
    from .press.paper import offset_pair, paper_size

    return Sheet(
        paper=paper_size(paper),
        card=parse_card_size(card_size),
        margin=margin,
        gutter=gutter,
        bleed=bleed,
        crop_marks=crop_marks,
        duplex=duplex,
        back_offset=offset_pair(back_offset),
    )


@cli.command()
@click.argument(
    "deck_file", required=False, metavar="[DECK_FILE | SYSTEM]", type=click.Path(path_type=Path)
)
@click.option("--edition", type=int, help="Shipped Skirmish edition to print (default 5).")
@click.option(
    "--roster",
    type=click.Path(path_type=Path),
    help="abstract-skirmish: size the trait deck for this squad's slots.",
)
@click.option(
    "--slots",
    type=click.IntRange(1, 2000),
    help="abstract-skirmish: size the trait deck for this many slots.",
)
@click.option(
    "--per-trait",
    type=click.IntRange(1, 2000),
    help="abstract-skirmish: cards of each trait (default: the player's slots).",
)
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    help="PDF to write [default: output/skirmish-e<N>-deck.pdf, output/<file>-deck.pdf "
    "or output/abstract-skirmish-traits.pdf].",
)
@card_sheet_options
@click.pass_context
def deck(
    ctx: click.Context,
    deck_file: Path | None,
    edition: int | None,
    roster: Path | None,
    slots: int | None,
    per_trait: int | None,
    out: Path | None,
    **sheet,
) -> None:
    """Print a card deck: a Skirmish edition, your own Skirmish DECK_FILE (.yaml), or
    SYSTEM abstract-skirmish's Unit Trait deck.

    Writes a PDF with each sheet of card fronts followed by its backs, every
    back exactly behind its front when printed double-sided.
    """
    if deck_file is not None and str(deck_file) == "abstract-skirmish" and not deck_file.exists():
        from .systems.abstract.deck import make_trait_deck

        if ctx.get_parameter_source("card_size") == click.core.ParameterSource.DEFAULT:
            sheet["card_size"] = "mini"  # the size of the places on the unit mats
        count = per_trait or slots or (None if roster is None else _roster_slots(roster))
        if count is None:
            raise InputError("say how many cards: --roster SQUAD.yaml, --slots N or --per-trait N")
        out = out or Path("output") / "abstract-skirmish-traits.pdf"
        result = make_trait_deck(count, card_sheet(**sheet), out, [roster] if roster else [])
    else:
        if roster or slots or per_trait:
            raise InputError("--roster, --slots and --per-trait are for 'deck abstract-skirmish'")
        result = _skirmish_deck(deck_file, edition, out, sheet)
    click.echo(f"{display_path(result.path)}: {result.pages} pages, {result.cards} cards")


def _roster_slots(roster: Path) -> int:
    from .systems.abstract.roster import slots_of

    return slots_of(roster)


def _skirmish_deck(deck_file: Path | None, edition: int | None, out: Path | None, sheet):
    from .systems.skirmish.deck import edition_file, make_deck

    if deck_file is not None and str(deck_file) == "skirmish" and not deck_file.exists():
        deck_file = None  # `deck skirmish [--edition N]`
    if deck_file is not None and edition is not None:
        raise InputError("give either DECK_FILE or --edition, not both")
    edition = 5 if edition is None else edition
    source = deck_file if deck_file is not None else edition_file(edition)
    if out is None:
        stem = f"skirmish-e{edition}" if deck_file is None else deck_file.stem
        out = Path("output") / f"{stem}-deck.pdf"
    return make_deck(source, card_sheet(**sheet), out)


@cli.command()
@click.argument("system")
@paper_option()
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    help="PDF to write [default: output/<system>-kit.pdf].",
)
@click.option("--only", metavar="PARTS", help="Comma-separated parts, e.g. tape,tokens.")
@click.option("--split", is_flag=True, help="One PDF per part instead of one for the kit.")
@click.option(
    "--roster",
    "rosters",
    multiple=True,
    type=click.Path(path_type=Path),
    help="one-stat-skirmish: standees for this warband's fighters (repeatable; "
    "default: the rulebook's two warbands).",
)
@click.option(
    "--players",
    type=click.IntRange(2, 8),
    default=8,
    show_default=True,
    help="skirmish: health trackers for this many players.",
)
@click.option(
    "--square",
    default="25.4mm",
    show_default=True,
    metavar="SIZE",
    help="insta-skirmish: board square and obstacle size, e.g. 25mm or 1in.",
)
@click.option(
    "--standee-size",
    type=click.Choice(["small", "large"]),
    default="small",
    show_default=True,
    help="one-stat-skirmish: 25 mm or 35 mm wide figures.",
)
def kit(
    system: str,
    paper: str,
    out: Path | None,
    only: str | None,
    split: bool,
    rosters: tuple[Path, ...],
    players: int,
    square: str,
    standee_size: str,
) -> None:
    """Print a game's play kit at exact size: measuring tape, tracker, tokens...

    Every page with a measure carries a calibration bar: print at 100 %.
    """
    from .kits import make_kit
    from .press.kit import KitOptions, parse_length
    from .press.paper import paper_size

    options = KitOptions(players, parse_length(square, "--square"), standee_size, rosters)
    result = make_kit(system, paper_size(paper), out, only, split, options)
    for warning in result.warnings:
        click.echo(f"skirmishgen: warning: {warning}", err=True)
    for path in result.paths:
        click.echo(f"{display_path(path)}")
    click.echo(f"{result.pages} pages: {', '.join(result.parts)}")


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
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    help="PDF to write [default: output/<system>-booklet.pdf].",
)
def booklet(
    system: str, paper: str, imposition: str, templates: Path | None, out: Path | None
) -> None:
    """Print a game's rule booklet, folded from A4 (or Letter) sheets."""
    from .booklets.make import make_booklet
    from .press.paper import paper_size

    path, pages = make_booklet(system, paper_size(paper), imposition, out, templates)
    click.echo(f"{display_path(path)}: {pages} booklet pages")


@cli.command()
@click.argument("system")
@click.option(
    "--roster",
    type=click.Path(path_type=Path),
    help="one-stat-skirmish or aof-skirmish: only the rules this roster uses, larger.",
)
@paper_option()
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    help="PDF to write [default: output/<system>-cheatsheet.pdf].",
)
def sheet(system: str, roster: Path | None, paper: str, out: Path | None) -> None:
    """Print a game's cheat sheet: one sheet (both sides at most) of what players look up."""
    from .press.paper import paper_size
    from .sheets.make import make_sheet

    path, pages, _ = make_sheet(system, roster, out, paper_size(paper))
    click.echo(f"{display_path(path)}: {pages} page{'s' * (pages != 1)}")


@cli.command("systems")
def systems_command() -> None:
    """List the supported games, their roster key (system:) and a command to try."""
    from .systems import SYSTEMS

    for key, system in SYSTEMS.items():
        what = (
            "deck, rosters"
            if key == "abstract-skirmish"
            else ("rosters" if system.roster else "deck")
        )
        click.echo(f"{key:<18} {system.title} by {system.author} ({what})")
        click.echo(f"{'':<18} try: {system.example}")


@cli.command("validate")
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--match",
    "with_match",
    is_flag=True,
    help="Also check the warbands against each other (same format, same rookies).",
)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json"]),
    default="text",
    show_default=True,
    help="Findings as lines of text, or as JSON.",
)
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
        for finding in report.findings:
            click.echo(str(finding))
        click.echo(report.summary())
    sys.exit(report.exit_code)


@cli.command()
@click.argument("file", required=False, type=click.Path(path_type=Path))
@click.option(
    "--out",
    type=click.Path(path_type=Path),
    help="PDF to write [default: output/<warband-name>-roster.pdf].",
)
@paper_option()
@click.option(
    "--force",
    is_flag=True,
    help="Print an illegal roster anyway, marked NOT LEGAL with its findings.",
)
@click.option(
    "--blank", metavar="SYSTEM", help="Print an empty roster sheet of SYSTEM to fill in by hand."
)
def roster(file: Path | None, out: Path | None, paper: str, force: bool, blank: str | None) -> None:
    """Check a roster FILE and print its roster sheet (or an empty one with --blank).

    An illegal roster prints its findings and writes nothing (exit 1) unless
    --force is given.
    """
    from .press.paper import paper_size
    from .rosters import make_roster_sheet

    if (file is None) == (blank is None):
        raise InputError("give a roster FILE, or --blank SYSTEM (e.g. --blank one-stat-skirmish)")
    result = make_roster_sheet(file, blank, out, paper_size(paper), force)
    for finding in result.findings:
        click.echo(str(finding), err=True)
    if result.path is not None:
        plural = "s" * (result.pages != 1)
        legal = "" if result.legal else " (NOT LEGAL)"
        click.echo(
            f"{display_path(result.path)}: {result.pages} page{plural}, {result.members}{legal}"
        )
    sys.exit(result.exit_code)


def main(argv: list[str] | None = None) -> None:
    """Run the CLI; every user error becomes one line per problem on stderr and an exit status."""
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        click.echo(cli.get_help(click.Context(cli, info_name="skirmishgen")))
        sys.exit(0)
    try:
        status = cli.main(args=argv, prog_name="skirmishgen", standalone_mode=False)
    except SkirmishgenError as error:
        for finding in error.findings:
            prefix = "" if finding.location else "skirmishgen: error: "
            click.echo(f"{prefix}{finding}", err=True)
        sys.exit(error.exit_code)
    except click.exceptions.NoSuchOption as error:
        hint = f"; did you mean {' or '.join(error.possibilities)}?" if error.possibilities else ""
        _usage(error, argv, f"no such option {error.option_name}{hint}")
    except click.UsageError as error:
        _usage(error, argv, error.format_message())
    except click.ClickException as error:
        click.echo(f"skirmishgen: error: {' '.join(error.format_message().split())}", err=True)
        sys.exit(EXIT_INPUT)
    except click.exceptions.Abort:
        click.echo("skirmishgen: aborted", err=True)
        sys.exit(130)
    except OSError as error:  # the terminal or pipe we print to went away or is full
        if error.errno not in (errno.EPIPE, errno.ENOSPC):
            raise
        sys.exit(EXIT_INPUT)
    sys.exit(status if isinstance(status, int) else 0)


def _usage(error: click.UsageError, argv: list[str], message: str) -> None:
    if error.ctx is not None:
        command = error.ctx.command_path
    else:  # click raises some option errors before the command's context exists
        named = [arg for arg in argv if arg in cli.commands][:1]
        command = " ".join(["skirmishgen", *named])
    message = " ".join(message.split()).rstrip(".")
    click.echo(f"{command}: error: {message}; see '{command} --help'", err=True)
    sys.exit(EXIT_INPUT)
