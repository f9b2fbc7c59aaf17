"""``skirmishgen unpack``: a roster sheet's QR code back into its roster file."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import capped, visible
from .common import OutPath


@click.command()
@click.argument("code", metavar="CODE|LINK|PHOTO")
@click.option(
    "--out",
    type=OutPath(path_type=Path, example="output/my-roster.yaml"),
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
    from ..unpacking import unpack_code

    roster, report = unpack_code(code, out, force)
    if out is None:  # a terminal sees the roster's controls and bidi marks as escapes
        click.echo(visible(roster) if sys.stdout.isatty() else roster, nl=False)
    for line in capped([str(finding) for finding in report.findings]):
        click.echo(line, err=True)
    click.echo(report.summary(), err=True)
    sys.exit(report.exit_code)
