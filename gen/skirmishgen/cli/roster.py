"""``skirmishgen roster``: check a roster and print its roster sheet (or a blank one)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import InputError, capped
from .common import deliver, image_options, out_option, paper_option, printer_option


@click.command()
@click.argument("file", required=False, type=click.Path(path_type=Path))
@out_option("output/<warband-name>-roster.pdf")
@paper_option()
@click.option(
    "--force",
    is_flag=True,
    help="Print an illegal roster anyway, marked NOT LEGAL with its findings.",
)
@click.option(
    "--blank", metavar="GAME", help="Print an empty roster sheet of GAME to fill in by hand."
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
    --force is given. The roster sheet prints the validator's warnings beside its stamp,
    and a QR code of the roster itself (read it back with `skirmishgen unpack`).
    """
    from ..press.paper import PAPERS
    from ..rosters import blank_sheet, roster_sheet

    paper_size = PAPERS[paper.lower()]
    if blank is not None and file is None:
        deliver(blank_sheet(blank, paper_size), out, form=form, dpi=dpi)
        return
    if file is None or blank is not None:
        from ..games import offering

        example = offering(lambda game: game.rosters)[0].key
        raise InputError(f"give a roster FILE, or --blank GAME (e.g. --blank {example})")
    made = roster_sheet(file, paper_size, force)
    if output_format == "json":
        from ..rosters import validate_files

        click.echo(validate_files([file], False).as_json())
    else:
        for line in capped([str(finding) for finding in made.findings]):
            click.echo(line, err=True)
    if made.product is not None:
        json_out = output_format == "json"
        deliver(made.product, out, report_to_stderr=json_out, form=form, dpi=dpi)
    sys.exit(made.exit_code)
