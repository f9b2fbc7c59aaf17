"""A cutter's registration test page: five squares to cut, at the corners and the middle of
the area a cutter cuts, each printed with a border whose widths show how far off the cut is.

Each square is cut on the line between a grey band inside it and a black band outside it,
both ``BAND`` wide: cut true, the square keeps an even grey edge; a cut ``d`` mm off
towards one side shows ``d`` of black on that side and leaves the grey ``BAND - d`` wide on
the other. A Cricut cuts an image's outline, so its squares have no black band: there the
side the cut moved towards shows ``d`` of white.
"""

from __future__ import annotations

from dataclasses import replace

from . import fonts
from .cutmarks import paper_name
from .cutting import SILHOUETTE, CutSheet, Cutter, rectangle
from .paper import MM, Size
from .pdf import Metadata, Rendered, finish, new_canvas

SQUARE = 20.0
"""mm: each test square's side, as cut."""
BAND = 1.0
"""mm: the grey band inside each square and the black band outside it."""
CRICUT_SIZE = Size(120.0, 160.0)
"""mm: the Design Space test sheet, well inside its Print Then Cut area."""
STEPS = (
    "Cut the five squares. Each should keep an even grey edge, 1 mm all round.",
    "Black showing on one side, the grey thinner on the other: the cut moved towards the",
    "black, by the black's width. Correct it in your cutter's calibration, then cut again.",
)


def squares(area: tuple[float, float, float, float]) -> list[tuple[float, float]]:
    """The lower-left corners of the five squares: each corner of ``area``, and its middle."""
    left, bottom, right, top = area
    inner = BAND + 0.5
    xs = (left + inner, right - inner - SQUARE)
    ys = (bottom + inner, top - inner - SQUARE)
    middle = ((left + right - SQUARE) / 2, (bottom + top - SQUARE) / 2)
    return [(x, y) for y in reversed(ys) for x in xs] + [middle]


def render_test(paper: Size, cutter: Cutter) -> Rendered:
    """The test page for ``cutter`` on ``paper`` (Cricut: an image of its own size), its
    cut lines as the page's cut sheet."""
    if cutter == "cricut":
        page, area = CRICUT_SIZE, (0.0, 0.0, CRICUT_SIZE.width, CRICUT_SIZE.height)
    else:
        page, area = paper, SILHOUETTE.area(paper)
        reach = max(SILHOUETTE.square, SILHOUETTE.length) + SILHOUETTE.clear
        area = (area[0] + reach, area[1] + reach, area[2] - reach, area[3] - reach)
    meta = Metadata(
        title=f"{cutter.capitalize()} registration test",
        author="skirmishgen",
        subject="Cut the five squares: an even grey edge on each means the cut is true",
    )
    canvas, buffer = new_canvas(page, meta, "none")
    corners = squares(area)
    for x, y in corners:  # a Cricut cuts an image's outline: no black band outside it
        _draw_square(canvas, x, y, outside=cutter == "silhouette")
    if cutter == "silhouette":
        _draw_marks_and_steps(canvas, page)
    canvas.showPage()
    paths = tuple(rectangle("cut", x, y, SQUARE, SQUARE) for x, y in corners)
    label = f"{cutter} registration test"
    return replace(finish(canvas, buffer, 1), cuts=(CutSheet(page, paths, label),))


def _draw_square(canvas, x: float, y: float, outside: bool) -> None:
    outer, inner = SQUARE + 2 * BAND, SQUARE - 2 * BAND
    canvas.setFillColorRGB(0, 0, 0)
    if outside:
        canvas.rect((x - BAND) * MM, (y - BAND) * MM, outer * MM, outer * MM, stroke=0, fill=1)
    canvas.setFillGray(0.6)
    canvas.rect(x * MM, y * MM, SQUARE * MM, SQUARE * MM, stroke=0, fill=1)
    canvas.setFillGray(1)
    canvas.rect((x + BAND) * MM, (y + BAND) * MM, inner * MM, inner * MM, stroke=0, fill=1)


def _draw_marks_and_steps(canvas, page: Size) -> None:
    canvas.setFillColorRGB(0, 0, 0)
    for left, bottom, right, top in SILHOUETTE.shapes(page):
        canvas.rect(left * MM, bottom * MM, (right - left) * MM, (top - bottom) * MM, 0, 1)
    lines = [*STEPS, SILHOUETTE.setting(page, paper_name(page)) + "; print at 100%"]
    canvas.setFont(fonts.REGULAR, 8)
    canvas.setFillGray(0.2)
    middle = page.height / 2 - 20
    for number, line in enumerate(lines):
        canvas.drawCentredString(page.width / 2 * MM, (middle - 5 * number) * MM, line)
