"""``skirmishgen printer save|list|show|remove``: saved printer profiles."""

from __future__ import annotations

import math

import click

from .. import parse
from .common import checked, flip_edge_option
from .suggest import Suggesting


class FiniteRange(click.FloatRange):
    """A float range that refuses NaN (every comparison with it is false, so a plain range
    lets it through) and infinities."""

    def convert(self, value, param, ctx):
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(f"{value} is not a number; give one like 1.005")
        return number


@click.group("printer", cls=Suggesting)
def printer_group() -> None:
    """Save a printer's measured duplex offset and scale once; print with --printer NAME."""


@printer_group.command("save")
@click.argument("name")
@click.option(
    "--back-offset",
    required=True,
    metavar="X,Y",
    callback=checked(parse.offset_pair),
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
    from ..printers import Profile, save

    profile = Profile(back_offset, duplex, (scale_x, scale_y))
    path = save(name, profile)
    click.echo(f"{profile.line(name)} (saved in {path})")


@printer_group.command("list")
def printer_list() -> None:
    """List the saved printer profiles."""
    from ..printers import load

    for name, profile in load().items():
        click.echo(profile.line(name))


@printer_group.command("show")
@click.argument("name")
def printer_show(name: str) -> None:
    """Show printer profile NAME as the options it stands for."""
    from ..printers import get

    click.echo(get(name).line(name))


@printer_group.command("remove")
@click.argument("name")
def printer_remove(name: str) -> None:
    """Remove printer profile NAME."""
    from ..printers import remove

    remove(name)
    click.echo(f"{name}: removed")
