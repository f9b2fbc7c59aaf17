"""``skirmishgen validate``: check roster files against their game's rules."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import capped


@click.command("validate")
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
    from ..rosters import validate_files

    report = validate_files(list(files), with_match)
    if output_format == "json":
        click.echo(report.as_json())
    else:
        for line in capped([str(finding) for finding in report.findings]):
            click.echo(line)
        click.echo(report.summary())
    sys.exit(report.exit_code)
