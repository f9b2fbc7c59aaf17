"""One fold-over standee of a 1 Stat Skirmish fighter, drawn as a strip: base tab, front
face, fold, back face, base tab.

A face shows the warband's banner in its team colour, the fighter's art (its picture, or
a silhouette by its main weapon, taller by rank and marked with the rank's crown or
star), the stat and the rank's die in badges big enough to read across the table, and
the name. The back's badges, banner and name are the front's turned about the fold, so
they read the right way up once folded; a picture's back is the front reflected.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...errors import InputError
from ...press import fonts, style
from ...press.dice import draw_die, outline
from ...press.icons import BOX, draw_icon
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
DIE_SIDE = 9.5
"""The rank's die badge, square (mm)."""
DIE_LINE = 1.4
"""pt: the die badge's outline."""
BADGE_CLEAR = 1.5
"""mm between the name band and the lowest point of a badge (its outline included)."""
BADGE = BADGE_CLEAR + DIE_SIDE + 0.6
"""The row of stat and die badges at the foot of the art (mm), the band kept clear."""
LABEL_MARGIN = 0.5
"""mm at least between the die's number and the inner side of its outline."""
WEAPON_LINE = 0.2
"""mm: a weapon's outline stroked this wide in the team colour, so the small drawing
prints as heavy as the silhouette beside it."""
RANK_DIE = {"boss": 10, "specialist": 8, "rookie": 6}
RANK_SCALE = {"boss": 1.0, "specialist": 0.86, "rookie": 0.72}
"""Silhouette height by rank: the boss stands tallest."""
NAME_SIZE = 8.0
DIGIT_HEIGHT = 0.714
"""The display face's digits' height, in ems (Noto Serif Bold's cap height)."""


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
    bleed = pen.gap / 2  # as the band's
    path = canvas.beginPath()
    path.moveTo((x - bleed) * MM, y * MM)
    path.lineTo((x + width + bleed) * MM, y * MM)
    path.lineTo((x + width - notch) * MM, (y + BANNER / 2) * MM)
    path.lineTo((x + width + bleed) * MM, (y + BANNER) * MM)
    path.lineTo((x - bleed) * MM, (y + BANNER) * MM)
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
    cy = badge_middle(y)
    disc = DIE_SIDE - 1
    stat_w = max(disc, fonts_width(item.stat, number) / MM + 2.4)
    canvas.setFillColor(item.team.colour)
    canvas.roundRect(
        (x + 0.8) * MM,
        (cy - disc / 2) * MM,
        stat_w * MM,
        disc * MM,
        disc / 2 * MM,
        fill=1,
        stroke=0,
    )
    canvas.setFillColor("#FFFFFF")
    pen.text(
        x + 0.8 + stat_w / 2, cy - number * 0.35 / MM, item.stat, number, fonts.DISPLAY, "centre"
    )
    die = RANK_DIE[item.rank]
    draw_die(
        canvas,
        die,
        (x + width - 0.8 - DIE_SIDE / 2) * MM,
        cy * MM,
        DIE_SIDE * MM,
        ink=item.team.colour,
        line=DIE_LINE,
        label="",
        facets=False,
    )
    size, base = die_label(die, str(die))
    canvas.setFillColor(style.INK)
    pen.text(x + width - 0.8 - DIE_SIDE / 2, cy + base, str(die), size, fonts.DISPLAY, "centre")


def badge_middle(y: float) -> float:
    """The badges' middle over the art's foot ``y``: the die's lowest point, its outline
    with it, ``BADGE_CLEAR`` over the name band."""
    return y + BADGE_CLEAR + DIE_LINE / 2 / MM + DIE_SIDE / 2


def die_label(die: int, text: str, largest: float = style.PIECE_NUMBER) -> tuple[float, float]:
    """The largest size (pt, at most ``largest``, in half points) at which ``text`` stands
    inside the die badge ``LABEL_MARGIN`` clear of the inner side of its outline, and
    its baseline (mm from the badge's middle) there: in a kite, where it is widest."""
    size = largest
    while True:
        fits = [
            (room, base)
            for step in range(-40, 41)
            if (room := _label_room(die, text, size, base := step / 20)) >= LABEL_MARGIN
        ]
        if fits or size <= style.SHEET_MINIMUM:
            break
        size -= 0.5
    if not fits:
        return size, -size * 0.36 / MM
    return size, max(fits)[1]


def _label_room(die: int, text: str, size: float, base: float) -> float:
    """mm between the number's box (its digits' height over the baseline ``base``, mm from
    the badge's middle) and the inner side of the die's outline: the least distance from a
    corner of the box to an edge."""
    half = DIE_SIDE / 2
    top = base + size * DIGIT_HEIGHT / MM
    wide = fonts_width(text, size, fonts.DISPLAY) / MM / 2
    corners = outline(die, 0.0, 0.0, half, half)
    box = [(sx * wide, sy) for sx in (-1, 1) for sy in (base, top)]
    return min(_inside(point, corners) for point in box) - DIE_LINE / 2 / MM


def _inside(point: tuple[float, float], corners: list) -> float:
    """How far ``point`` is inside a convex outline (its least distance to an edge's line;
    negative outside)."""
    px, py = point
    middle_x = sum(x for x, _ in corners) / len(corners)
    middle_y = sum(y for _, y in corners) / len(corners)
    least = math.inf
    for (x1, y1), (x2, y2) in zip(corners, [*corners[1:], corners[0]], strict=True):
        length = math.hypot(x2 - x1, y2 - y1)
        side = ((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) / length
        inward = ((x2 - x1) * (middle_y - y1) - (y2 - y1) * (middle_x - x1)) / length
        least = min(least, side if inward > 0 else -side)
    return least


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
        _weapon(pen, item, held, cx + tall * 0.3, y + tall * 0.5, size)
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
        _weapon(pen, item, name, ix, iy, icon)
    canvas.setFillColor(style.INK)


def _weapon(pen: Pen, item: Standee, name: str, x: float, y: float, size: float) -> None:
    """A weapon or shield centred on (x, y), ``size`` mm square, in the team colour like
    the figure, its outline stroked ``WEAPON_LINE`` wide so its thin parts print as heavy."""
    weight = WEAPON_LINE / size * BOX
    draw_icon(pen.canvas, name, x * MM, y * MM, size * MM, item.team.colour, weight)


def _band(pen: Pen, item: Standee, x: float, y: float, width: float) -> None:
    """The name, at least 7 pt, on a band in the team colour."""
    canvas = pen.canvas
    canvas.setFillColor(item.team.colour)
    bleed = pen.gap / 2  # spaced for a cutter: past the cut, so a shifted blade shows no white
    canvas.rect((x - bleed) * MM, y * MM, (width + 2 * bleed) * MM, BAND * MM, fill=1, stroke=0)
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
