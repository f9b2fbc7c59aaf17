"""``skirmishgen calibrate``: the calibration sheet as a product for the output seam."""

from __future__ import annotations

from functools import partial

from .output import Piece, Product, page_count
from .press.calibration import layout, render
from .press.paper import Size

STEPS = (
    "1  Scale. Measure both rulers with a good ruler. If 100 mm measures M mm, "
    "your scale is 100 / M (99.5 mm gives 1.005).",
    "2  Offset. Hold the sheet against a window or lamp, this side towards you. In each "
    "ladder, find the rung where the printed line and the line seen through from the back "
    "make one straight line. Its number is the back offset to set, in mm.",
    "3  Save it: skirmishgen printer save NAME --back-offset X,Y --scale-x SX --scale-y SY "
    "--duplex {flip}",
    "4  Check: print this sheet again with --printer NAME. Both ladders should read 0 and "
    "both rulers 100 mm.",
)


def make_calibration(paper: Size, duplex: str, offset: tuple[float, float] = (0.0, 0.0)) -> Product:
    """The two-page sheet for a printer flipping on ``duplex``; ``offset`` is a profile's
    back offset, so a corrected printer reads 0."""
    sheet = layout(paper, duplex, offset)
    steps = [step.format(flip=duplex) for step in STEPS]
    piece = Piece(
        partial(render, sheet, steps), report=lambda r: f"{page_count(r)}, print double-sided"
    )
    return Product("calibration", [piece])
