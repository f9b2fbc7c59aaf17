"""``skirmishgen calibrate``: the sheet that measures a printer's scale and duplex offset."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from .common import (
    back_offset_option,
    cutter_option,
    deliver,
    flip_edge_option,
    image_options,
    out_option,
    paper_option,
    printer_option,
)

if TYPE_CHECKING:
    from ..output import Out


@click.command()
@paper_option()
@flip_edge_option("The edge your printer flips the sheet on when printing double-sided.")
@back_offset_option("Shift the back X mm right and Y mm up, to check a correction.")
@out_option("output/calibration.pdf")
@image_options
@cutter_option
@printer_option
def calibrate(
    paper: str,
    duplex: str,
    back_offset: tuple[float, float],
    out: Out,
    form: str,
    dpi: int,
    cutter: str | None,
) -> None:
    """Print a two-page sheet that measures your printer: 100 mm rulers for its scale,
    and ladders that read the back's offset to 0.25 mm, across and up.

    Print it double-sided at 100 %, read it as it says, then save what you read with
    `skirmishgen printer save`. With --printer NAME it prints corrected by that profile:
    both ladders should then read 0. With --cutter, the cutter's registration test
    instead: five squares to cut, with their cut files.
    """
    from ..calibrating import make_calibration, make_cutter_test
    from ..press.paper import PAPERS

    if cutter:
        from .deck import cutter_format

        form = cutter_format(cutter, form)
        deliver(make_cutter_test(PAPERS[paper.lower()], cutter), out, form=form)  # type: ignore[arg-type]
        return

    product = make_calibration(PAPERS[paper.lower()], duplex, back_offset)
    deliver(product, out, form=form, dpi=dpi)
