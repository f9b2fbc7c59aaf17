"""One fold-over standee of a 1 Stat Skirmish fighter, drawn as a strip: base tab, front
face, fold, back face, base tab.

A face shows the warband's banner in its team colour, the fighter's art (its picture, or
a silhouette by its main weapon, taller by rank and marked with the rank's crown or
star), the stat and the rank's die in badges big enough to read across the table, and
the name. The back's badges, banner and name are the front's turned about the fold, so
they read the right way up once folded; a picture's back is the front reflected.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InputError
from ...press import fonts, style
from ...press.dice import draw_die
from ...press.icons import draw_icon
from ...press.paper import MM
from ...press.pen import Pen, fonts_width
from ...press.photos import draw_jpeg
from ...press.text import Block, column_height, draw_column, fit_blocks

#: face width and art height (mm) per --standee-size
SIZES = {"small": (25.0, 36.0), "large": (35.0, 50.0)}
BAND = 10.5
"""Name band under the art (mm)."""
BASE = 9.0
"""Depth of each base tab (mm)."""
FOLD_CLEAR = 0.8
"""mm between the banner and the middle fold: its word keeps 2 mm from the line."""
BANNER = 6.0
"""The warband's banner across the top of the art (mm)."""
BADGE = 9.5
"""The row of stat and die badges at the foot of the art (mm)."""
RANK_DIE = {"boss": 10, "specialist": 8, "rookie": 6}
RANK_SCALE = {"boss": 1.0, "specialist": 0.86, "rookie": 0.72}
"""Silhouette height by rank: the boss stands tallest."""
NAME_SIZE = 8.0


@dataclass
class Standee:
    name: str
    rank: str
    stat: str
    team: style.Team
    word: str
    """The warband's word on the banner."""
    icons: tuple[str, ...] = ()
    """Weapon icons: in the figure's right hand, then its left."""
    image: bytes | None = None
    """The fighter's art as JPEG, fitted to the panel at print resolution."""
    demon: bool = False


def draw_standee(pen: Pen, item: Standee, x: float, y: float, width: float, art: float) -> None:
    canvas = pen.canvas
    panel = art + BAND
    fold = y + BASE + panel
    for tab_y in (y, fold + panel):
        pen.glue_area(x, tab_y, width, BASE)
    art_y = y + BASE + BAND
    if item.image is not None:  # the photo, and its reflection about the fold for the back
        _image(pen, item, x, art_y, width, art)
        canvas.saveState()
        canvas.translate(0, 2 * fold * MM)
        canvas.scale(1, -1)
        _image(pen, item, x, art_y, width, art)
        canvas.restoreState()
    for turned in (False, True):
        canvas.saveState()
        if turned:  # the back: the front turned about the fold's middle
            canvas.translate((x + width / 2) * MM, fold * MM)
            canvas.rotate(180)
            canvas.translate(-(x + width / 2) * MM, -fold * MM)
        if item.image is None:
            _figure(pen, item, x, art_y + BADGE, width, art - BANNER - BADGE - FOLD_CLEAR)
        _banner(pen, item, x, art_y + art - BANNER - FOLD_CLEAR, width)
        _badges(pen, item, x, art_y, width)
        _band(pen, item, x, y + BASE, width)
        canvas.restoreState()
    pen.fold_line(x, y + BASE, x + width, y + BASE)
    pen.fold_line(x, fold, x + width, fold)
    pen.fold_line(x, fold + panel, x + width, fold + panel)
    pen.cut_rect(x, y, width, 2 * panel + 2 * BASE)


def _image(pen: Pen, item: Standee, x: float, y: float, width: float, height: float) -> None:
    if item.image is not None:
        draw_jpeg(pen.canvas, item.image, x * MM, y * MM, width * MM, height * MM)


def _banner(pen: Pen, item: Standee, x: float, y: float, width: float) -> None:
    """The warband's pennant in its colour, its word reversed out."""
    canvas = pen.canvas
    canvas.setFillColor(item.team.colour)
    notch = BANNER * 0.45
    path = canvas.beginPath()
    path.moveTo(x * MM, y * MM)
    path.lineTo((x + width) * MM, y * MM)
    path.lineTo((x + width - notch) * MM, (y + BANNER / 2) * MM)
    path.lineTo((x + width) * MM, (y + BANNER) * MM)
    path.lineTo(x * MM, (y + BANNER) * MM)
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)
    canvas.setFillColor("#FFFFFF")
    size = max(style.SHEET_MINIMUM, min(9.0, (width - notch - 2) * MM / fonts_width(item.word, 1)))
    pen.text(
        x + (width - notch) / 2,
        y + BANNER / 2 - size * 0.36 / MM * 1.0,
        item.word,
        size,
        fonts.BOLD,
        "centre",
    )
    canvas.setFillColor(style.INK)


def _badges(pen: Pen, item: Standee, x: float, y: float, width: float) -> None:
    """The stat in a round badge (left), the rank's die in a die-shaped one (right)."""
    canvas = pen.canvas
    number = style.PIECE_NUMBER
    cy = y + BADGE / 2
    stat_w = max(BADGE - 1, fonts_width(item.stat, number) / MM + 2.4)
    canvas.setFillColor(item.team.colour)
    canvas.roundRect(
        (x + 0.8) * MM,
        (cy - (BADGE - 1) / 2) * MM,
        stat_w * MM,
        (BADGE - 1) * MM,
        (BADGE - 1) / 2 * MM,
        fill=1,
        stroke=0,
    )
    canvas.setFillColor("#FFFFFF")
    pen.text(
        x + 0.8 + stat_w / 2, cy - number * 0.35 / MM, item.stat, number, fonts.DISPLAY, "centre"
    )
    die = RANK_DIE[item.rank]
    side = BADGE + 1.5
    draw_die(
        canvas,
        die,
        (x + width - 0.8 - side / 2) * MM,
        cy * MM,
        side * MM,
        ink=item.team.colour,
        line=1.4,
        label=str(die),
        font_size=number,
        label_colour=style.INK,
        facets=False,
    )


FIGURES = {
    "bow": "figure-bow",
    "staff": "figure-spear",
    "blade": "figure-sword",
}
"""A fighter's silhouette by its main weapon, the weapon in its hands; any other fighter
stands (``figure``) with its weapon's icon held beside it."""


def silhouette(item: Standee) -> tuple[str, tuple[str, ...]]:
    """The figure a standee shows, and the icons still to draw beside it (a second weapon,
    a shield, or the one weapon no figure holds)."""
    if item.demon:
        return "figure-demon", ()
    if not item.icons:
        return "figure-unarmed", ()
    main, *rest = item.icons
    if main in FIGURES:
        return FIGURES[main], tuple(rest)
    return "figure", item.icons  # walking, its weapon in its leading hand


def _figure(pen: Pen, item: Standee, x: float, y: float, width: float, height: float) -> None:
    """The fighter's silhouette in the team colour, taller by rank (the boss crowned, a
    specialist starred), holding its weapon; a second weapon or shield beside it."""
    canvas = pen.canvas
    figure, beside = silhouette(item)
    tall = min(height * RANK_SCALE[item.rank] * 0.92, width * 1.05)
    cx = x + width / 2 - (width * 0.08 if beside else 0)
    draw_icon(canvas, figure, cx * MM, (y + tall / 2) * MM, tall * MM, item.team.colour)
    if figure == "figure":  # the weapon in the walking figure's leading hand
        held, beside = beside[0], beside[1:]
        size = tall * 0.42
        draw_icon(canvas, held, (cx + tall * 0.3) * MM, (y + tall * 0.5) * MM, size * MM, style.INK)
    mark = min(width, height) * 0.22
    rank_mark = {"boss": "crown", "specialist": "star"}.get(item.rank)
    if rank_mark and not item.demon:  # the rank's mark, top left: a crown, a star
        draw_icon(
            canvas,
            rank_mark,
            (x + mark * 0.7) * MM,
            (y + height - mark * 0.7) * MM,
            mark * MM,
            item.team.colour,
        )
    icon = min(width * 0.3, height * 0.36)
    for number, name in enumerate(beside[:2]):
        ix = x + icon / 2 + 0.4 if figure == "figure" else x + width - icon / 2 - 0.4
        iy = y + tall * 0.55 - number * icon * 1.05
        draw_icon(canvas, name, ix * MM, iy * MM, icon * MM, style.INK)
    canvas.setFillColor(style.INK)


def _band(pen: Pen, item: Standee, x: float, y: float, width: float) -> None:
    """The name, at least 7 pt, on a band in the team colour."""
    canvas = pen.canvas
    canvas.setFillColor(item.team.colour)
    canvas.rect(x * MM, y * MM, width * MM, BAND * MM, fill=1, stroke=0)
    room = (width - 1.6) * MM
    column = fit_blocks(
        [Block(item.name, fonts.DISPLAY, align="centre", colour="#FFFFFF")],
        room,
        (BAND - 1.2) * MM,
        NAME_SIZE,
        style.SHEET_MINIMUM,
    )
    if column is None:
        raise InputError(
            f"fighter name '{item.name}' does not fit its standee at 7 pt; "
            "shorten it or use --standee-size large"
        )
    canvas.setFillColor("#FFFFFF")
    top = (y + BAND / 2) * MM + column_height(column) / 2
    draw_column(canvas, column, (x + 0.8) * MM, top, room)
    canvas.setFillColor(style.INK)
