"""``skirmishgen roster``: check a roster and print its roster sheet (or a blank one)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..errors import EXIT_RULES, InputError, capped
from .common import (
    deliver,
    deliver_all,
    image_options,
    out_option,
    paper_option,
    printer_option,
    share_url_option,
)

if TYPE_CHECKING:
    from ..output import Out


@click.command()
@click.argument("files", nargs=-1, type=click.Path(path_type=Path), metavar="[FILE]...")
@out_option("output/<FILE's name>-roster.pdf, e.g. output/army-roster.pdf for army.yaml")
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
@share_url_option
@image_options
@printer_option
def roster(
    files: tuple[Path, ...],
    out: Out,
    paper: str,
    force: bool,
    blank: str | None,
    output_format: str,
    share_url: str | None,
    form: str,
    dpi: int,
) -> None:
    """Check roster FILEs and print each one's roster sheet (or an empty one with
    --blank GAME).

    Every file is checked before any sheet is written: if one is illegal, its findings
    are printed and nothing is written (exit 1) unless --force is given. The roster
    sheet prints the validator's warnings beside its stamp, and a QR code of the roster
    itself (read it back with `skirmishgen unpack`): with --share-url, a link that opens
    the roster in that builder on any phone.
    """
    from ..press.paper import PAPERS
    from ..rosters import blank_sheet, roster_sheet
    from ..sharing import share_url as address

    paper_size = PAPERS[paper.lower()]
    if blank is not None and not files:
        deliver(blank_sheet(blank, paper_size), out, form=form, dpi=dpi)
        return
    if not files or blank is not None:
        from ..games import offering

        example = offering(lambda game: game.rosters)[0].key
        raise InputError(f"give a roster FILE, or --blank GAME (e.g. --blank {example})")
    if len(files) > 1 and isinstance(out, Path):
        raise InputError(
            f"--out {out} names one file for {len(files)} rosters; give a folder "
            "(ending in /), or print them one at a time"
        )
    url = address(share_url)
    made = [roster_sheet(file, paper_size, force, share_url=url) for file in files]
    if output_format == "json":
        from ..rosters import validate_files

        click.echo(validate_files(list(files), False).as_json())
    else:
        findings = [str(finding) for sheet in made for finding in sheet.findings]
        for line in capped(findings):
            click.echo(line, err=True)
    status = max(sheet.exit_code for sheet in made)
    products = [sheet.product for sheet in made if sheet.product is not None]
    if len(products) < len(made):
        click.echo(f"skirmishgen: {_nothing_written(status, len(made))}", err=True)
    else:
        deliver_all(products, out, report_to_stderr=output_format == "json", form=form, dpi=dpi)
    sys.exit(status)


def _nothing_written(status: int, count: int) -> str:
    which = "the roster" if count == 1 else "every roster"
    if status == EXIT_RULES:
        return (
            "nothing written: fix the errors above, or give --force to print "
            f"{which} stamped NOT LEGAL"
        )
    return "nothing written: fix the file as the lines above say"
