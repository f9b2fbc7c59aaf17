"""``skirmishgen calibrate``: the calibration sheet as a product for the output seam.

The sheet's words live here, with the command line they name; ``press.calibration``
draws them."""

from __future__ import annotations

from functools import partial

from .output import Piece, Product, page_count
from .press.calibration import Words, layout, render
from .press.cutting import Cutter
from .press.paper import Size
from .press.pdf import Rendered

STEPS = (
    "1  Scale. Measure both rulers with a good ruler. If the ruler across measures 99.5 mm, "
    "SX = 100 \u00f7 99.5 = 1.005; SY the same from the ruler up.",
    "2  Offset. Hold the sheet against a window or lamp, this side towards you. In each "
    "ladder, find the rung where the printed line and the line seen through from the back "
    "make one straight line: its number is the back offset to set, in mm. Two rungs "
    "equally straight? Take the number halfway between. No line beside any rung? See "
    "the words on the back.",
    "3  Write down what you read:",
    "4  Save it, in a terminal:\n"
    "skirmishgen printer save NAME --back-offset X,Y --scale-x SX --scale-y SY --duplex {flip}",
    "5  Check: print this sheet again with skirmishgen calibrate --printer NAME. Both "
    "ladders should read 0 and both rulers 100 mm.",
)
NO_DUPLEX = (
    "1  Mark. Pencil an arrow on a blank sheet, on the side facing up in the tray, "
    "pointing into the printer. Print page 1 alone on it.",
    "2  Turn. Page 1 on the marked side? Put the sheet back printed side down; if not, "
    "printed side up. {lead}",
    "3  Finish. Print page 2 alone, read the sheet as above, and save with --duplex {flip}.",
)
LEAD = {
    "long": "The edge the arrow points at goes in first again.",
    "short": "Turn it end for end: the edge the arrow points away from goes in first.",
}
TURN = {"long": "sideways, like a book's page", "short": "top over bottom, like a notepad"}
OTHER = {"long": "short", "short": "long"}
WRONG_FLIP = (
    "Flipped {turn}, this side reads upright. Upside down? Your printer turned the "
    "sheet the other way: set it to flip on the {flip} edge, or make this sheet and your "
    "decks with --duplex {other}."
)


def make_calibration(paper: Size, duplex: str, offset: tuple[float, float] = (0.0, 0.0)) -> Product:
    """The two-page sheet for a printer flipping on ``duplex``; ``offset`` is a profile's
    back offset, so a corrected printer reads 0."""
    sheet = layout(paper, duplex, offset)
    words = Words(
        steps=tuple(step.format(flip=duplex) for step in STEPS),
        no_duplex=tuple(line.format(flip=duplex, lead=LEAD[duplex]) for line in NO_DUPLEX),
        wrong_flip=WRONG_FLIP.format(turn=TURN[duplex], flip=duplex, other=OTHER[duplex]),
    )
    piece = Piece(
        partial(render, sheet, words), report=lambda r: f"{page_count(r)}, print double-sided"
    )
    return Product("calibration", [piece])


def make_cutter_test(paper: Size, cutter: Cutter) -> Product:
    """The registration test page of ``cutter`` (``press.cuttest``): five squares to cut."""
    from .press.cuttest import render_test

    piece = Piece(partial(render_test, paper, cutter), report=_test_report)
    return Product("cutter-test", [piece])


def _test_report(rendered: Rendered) -> str:
    return "1 page, five squares to cut: each should keep an even grey edge"
