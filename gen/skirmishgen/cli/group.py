"""The ``skirmishgen`` command group. Each command lives in its own module, imported when
the command runs (or when help lists it): ``validate`` never imports reportlab or the
options every game declares for its products."""

from __future__ import annotations

from collections.abc import Callable

import click

from .. import __version__
from .suggest import Suggesting


def _booklet() -> click.Command:
    from .booklet import booklet

    return booklet


def _build() -> click.Command:
    from .build import build

    return build


def _calibrate() -> click.Command:
    from .calibrate import calibrate

    return calibrate


def _deck() -> click.Command:
    from .deck import deck

    return deck


def _kit() -> click.Command:
    from .kit import kit

    return kit


def _printer() -> click.Command:
    from .printer import printer_group

    return printer_group


def _roster() -> click.Command:
    from .roster import roster

    return roster


def _schema() -> click.Command:
    from .schema import schema_command

    return schema_command


def _serve() -> click.Command:
    from .serve import serve

    return serve


def _site() -> click.Command:
    from .site import site

    return site


def _sheet() -> click.Command:
    from .sheet import sheet

    return sheet


def _games() -> click.Command:
    from .games import games_command

    return games_command


def _unpack() -> click.Command:
    from .unpack import unpack

    return unpack


def _validate() -> click.Command:
    from .validate import validate_command

    return validate_command


COMMANDS: dict[str, Callable[[], click.Command]] = {
    "booklet": _booklet,
    "build": _build,
    "calibrate": _calibrate,
    "deck": _deck,
    "games": _games,
    "kit": _kit,
    "printer": _printer,
    "roster": _roster,
    "schema": _schema,
    "serve": _serve,
    "sheet": _sheet,
    "site": _site,
    "unpack": _unpack,
    "validate": _validate,
}
"""Each command's name and the loader of its module."""

ALIASES = {"systems": "games"}
"""Old names that still work, left out of the help: ``systems`` was ``games``' name."""


class Commands(Suggesting):
    """A group whose commands are imported when first asked for."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*COMMANDS, *self.commands})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        cmd_name = ALIASES.get(cmd_name, cmd_name)
        if cmd_name not in self.commands and cmd_name in COMMANDS:
            self.add_command(COMMANDS[cmd_name](), cmd_name)
        return self.commands.get(cmd_name)


@click.group(
    cls=Commands,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.version_option(__version__, prog_name="skirmishgen")
def cli() -> None:
    """Print-and-play decks and play aids for free tabletop skirmish games.

    Start with `skirmishgen deck --edition 5`, then print the PDF double-sided
    at 100 % (actual size).
    """
