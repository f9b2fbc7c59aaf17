"""What a cutter's sheet carries: Silhouette's registration marks and the label naming the
Studio settings that find them, and the outlines a Cricut sheet's pieces are clipped to.

Everything is placed from the layout's pages and the cut geometry (:mod:`.cutting`, mm).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import fonts
from .cutting import SILHOUETTE, Box, Path, arc_controls
from .layout import FEED_BAND, Page, Sheet
from .paper import MM, PAPERS, Size

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

LABEL_SIZE = 7.0
"""pt: the sheet's label, as on every sheet."""


def paper_name(paper: Size) -> str:
    """``A4`` or ``Letter`` (either way up), else the size."""
    for name, size in PAPERS.items():
        if {round(paper.width, 3), round(paper.height, 3)} == {size.width, size.height}:
            return "A4" if name == "a4" else name.capitalize()
    return str(paper)


def draw_registration(canvas: Canvas, page: Page) -> None:
    """Silhouette's marks, solid black, as :attr:`Page.registration` places them."""
    draw_marks(canvas, page.registration)


def draw_marks(canvas: Canvas, boxes: tuple[Box, ...]) -> None:
    """Filled black ``boxes`` (mm): registration marks."""
    if not boxes:
        return
    canvas.saveState()
    canvas.setFillColorRGB(0, 0, 0)
    for left, bottom, right, top in boxes:
        canvas.rect(left * MM, bottom * MM, (right - left) * MM, (top - bottom) * MM, 0, 1)
    canvas.restoreState()


def cutter_labels(sheet: Sheet, page: Page, total: int) -> list[str]:
    """The label of a Silhouette sheet, longest first: which sheet, how to print it, and on
    a sheet Studio reads (the front) the settings its page and marks must have."""
    head = f"{page.sheet}/{total}" + (f" {page.side}" if page.side != "fold" else "")
    if page.side == "fold":
        how = "one-sided at 100% \u00b7 cut, fold, glue"
    else:
        flip = {"long": "flip on long edge", "short": "flip on short edge"}
        how = f"print at 100% \u00b7 {flip.get(sheet.duplex, 'one-sided')}"
    if page.side == "back":
        return [f"{head} \u00b7 {how}", f"{head} \u00b7 100%"]
    setting = SILHOUETTE.setting(sheet.paper, paper_name(sheet.paper))
    return [
        f"{head} \u00b7 {how} \u00b7 {setting}",
        f"{head} \u00b7 100% \u00b7 {setting}",
        setting,
    ]


def draw_cutter_label(canvas: Canvas, sheet: Sheet, page: Page, total: int) -> None:
    """A deck sheet's label (:func:`cutter_labels`) below the marks' frame."""
    draw_below_frame(canvas, sheet.paper, cutter_labels(sheet, page, total))


def draw_below_frame(canvas: Canvas, paper: Size, texts: list[str]) -> None:
    """The first of ``texts`` that fits, centred below the marks' frame in the band home
    printers print, clear of the bottom-left mark's corner."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    zone = SILHOUETTE.zones(paper)[2]
    room = paper.width - 2 * (zone[2] + 2.0)
    for text in texts:
        if stringWidth(text, fonts.REGULAR, LABEL_SIZE) / MM <= room:
            break
    else:
        return
    baseline = FEED_BAND + 0.5 + 0.25 * LABEL_SIZE / MM
    canvas.setFont(fonts.REGULAR, LABEL_SIZE)
    canvas.setFillGray(0.35)
    canvas.drawCentredString(paper.width / 2 * MM, baseline * MM, text)


def outline(canvas: Canvas, path: Path, shift: tuple[float, float] = (0.0, 0.0)):
    """``path`` as a reportlab path in points (arcs as Bezier curves), moved by ``shift``
    mm: to clip a piece to, or to stroke."""
    dx, dy = shift
    points = [(x + dx, y + dy) for x, y in path.points]
    drawn = canvas.beginPath()
    drawn.moveTo(points[0][0] * MM, points[0][1] * MM)
    ends = len(points) if path.closed else len(points) - 1
    for index in range(ends):
        start, end = points[index], points[(index + 1) % len(points)]
        bulge = path.bulge(index)
        if bulge:
            (ax, ay), (bx, by) = arc_controls(start, end, bulge)
            drawn.curveTo(ax * MM, ay * MM, bx * MM, by * MM, end[0] * MM, end[1] * MM)
        else:
            drawn.lineTo(end[0] * MM, end[1] * MM)
    if path.closed:
        drawn.close()
    return drawn
