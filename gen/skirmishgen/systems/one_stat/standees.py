"""Fold-over standees for 1 Stat Skirmish fighters.

Each standee is a strip: base tab, front panel, fold, back panel, base tab. The
back panel is the front reflected about the fold line (so, folded, the back art
sits exactly behind the front, as the figure seen from behind), while its name
band is turned to read the right way up. Art comes from the fighter's ``image:``
(cropped to fit and resampled to 300 dpi at its printed size, embedded once), or
a silhouette badge in the rank's colour.
"""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import InputError, display_path
from ...press import fonts
from ...press.kit import MARGIN, Drawing, KitRequest, Pen, header, legend
from ...press.paper import MM
from ...press.text import Block, column_height, draw_column, fit_blocks

if TYPE_CHECKING:
    from PIL.Image import Image

    from .models import Fighter

#: panel width and art height (mm) per --standee-size
SIZES = {"small": (25.0, 36.0), "large": (35.0, 50.0)}
BAND = 10.0
"""Name band under the art (mm)."""
BASE = 12.0
"""Depth of each base tab (mm)."""
GAP = 4.0
DPI = 300
MIN_DPI = 150
RANK_COLOUR = {
    "boss": (0.48, 0.12, 0.12),
    "specialist": (0.12, 0.31, 0.48),
    "rookie": (0.24, 0.43, 0.18),
}
RANK_DIE = {"boss": 10, "specialist": 8, "rookie": 6}


@dataclass
class Standee:
    fighter: Fighter
    image: Image | None


@contextmanager
def warnings_off() -> Iterator[None]:
    """Pillow's decompression-bomb *warning* is noise here: big photos are decoded reduced."""
    from PIL import Image as PILImage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PILImage.DecompressionBombWarning)
        yield


def prepare(request: KitRequest) -> Drawing:
    """Read every fighter's art (the rosters are read already), then draw."""
    size = request.options["standee_size"]
    width, art = SIZES[size]
    items = []
    for roster in request.options["roster"]:
        for fighter in roster.model.fighters:
            image = load_art(fighter, roster.path, width, art, request)
            items.append(Standee(fighter, image))
    return partial(standees, items=items, size=size)


def load_art(
    fighter: Fighter, roster: Path, width: float, height: float, request: KitRequest
) -> Image | None:
    """The fighter's art, centre-cropped to the panel and resampled to 300 dpi; None if none."""
    if not fighter.image:
        return None
    from PIL import Image as PILImage
    from PIL import ImageOps, UnidentifiedImageError

    path = (roster.parent / fighter.image).resolve()
    request.inputs.append(path)
    shown = display_path(path)
    target = (round(width / 25.4 * DPI), round(height / 25.4 * DPI))
    try:
        with warnings_off(), PILImage.open(path) as source:
            source.draft("RGB", target)  # JPEG: decode at a reduced size, whatever the original
            if source.width * source.height > 40_000_000:
                source.thumbnail((target[0] * 4, target[1] * 4))  # big PNGs: reduce early
            art = ImageOps.fit(
                ImageOps.exif_transpose(source).convert("RGB"), target, PILImage.Resampling.LANCZOS
            )
            covered = min(source.width / (width / 25.4), source.height / (height / 25.4))
    except FileNotFoundError:
        raise InputError(
            f"{display_path(roster)}: image of {fighter.name} not found: {shown}; "
            "check the path in 'image:' (it is relative to the roster file)"
        ) from None
    except (UnidentifiedImageError, OSError, PILImage.DecompressionBombError, ValueError):
        raise InputError(
            f"{display_path(roster)}: image of {fighter.name} cannot be read: "
            f"{shown}; save it as PNG or JPEG"
        ) from None
    if covered < MIN_DPI:
        request.warnings.append(
            f"image of {fighter.name} ({shown}) prints at only {covered:.0f} dpi; "
            f"use one of at least {round(width / 25.4 * MIN_DPI)} px across"
        )
    return art


def standees(pen: Pen, items: list[Standee], size: str) -> None:
    width, art = SIZES[size]
    panel = art + BAND
    tall = 2 * panel + 2 * BASE
    columns = max(1, int((pen.paper.width - 2 * MARGIN + GAP) // (width + GAP)))
    index = 0
    while index < len(items):
        y = header(
            pen,
            "Standees",
            "Cut out each strip and fold on the dashed lines: art back to back, tabs out "
            "as the base (glue or clip them). Print one-sided.",
        )
        legend(pen, MARGIN, y - 2, ("cut", "fold"))
        top = y - 8
        rows = max(1, int((top - MARGIN + GAP) // (tall + GAP)))
        for slot in range(min(rows * columns, len(items) - index)):
            row, column = divmod(slot, columns)
            x = MARGIN + column * (width + GAP)
            bottom = top - (row + 1) * tall - row * GAP
            _standee(pen, items[index], x, bottom, width, art)
            index += 1
        pen.new_page()


def _standee(pen: Pen, item: Standee, x: float, y: float, width: float, art: float) -> None:
    canvas = pen.canvas
    panel = art + BAND
    fold = y + BASE + panel
    front = (x, y + BASE)
    # tabs: glue/slot marks
    for tab_y in (y, fold + panel):
        canvas.setFillGray(0.9)
        canvas.rect(x * MM, tab_y * MM, width * MM, BASE * MM, fill=1, stroke=0)
        canvas.setFillGray(0.35)
        pen.text(x + width / 2, tab_y + BASE / 2 - 1, "glue", 6, align="centre")
        pen.line(x + width * 0.3, tab_y + BASE / 2 + 2.5, x + width * 0.7, tab_y + BASE / 2 + 2.5)
    canvas.setFillGray(0)
    # front art, then the same art reflected about the fold line for the back
    _art(pen, item, front[0], front[1] + BAND, width, art)
    canvas.saveState()
    canvas.translate(0, 2 * fold * MM)
    canvas.scale(1, -1)
    _art(pen, item, front[0], front[1] + BAND, width, art)
    canvas.restoreState()
    _band(pen, item.fighter, x, front[1], width)
    canvas.saveState()  # the back's name band, turned to read right after folding
    canvas.translate((x + width / 2) * MM, (fold + art + BAND / 2) * MM)
    canvas.rotate(180)
    canvas.translate(-(x + width / 2) * MM, -(front[1] + BAND / 2) * MM)
    _band(pen, item.fighter, x, front[1], width)
    canvas.restoreState()
    pen.fold_line(x, y + BASE, x + width, y + BASE)
    pen.fold_line(x, fold, x + width, fold)
    pen.fold_line(x, fold + panel, x + width, fold + panel)
    canvas.setStrokeGray(0)
    pen.cut_rect(x, y, width, 2 * panel + 2 * BASE)


def _art(pen: Pen, item: Standee, x: float, y: float, width: float, height: float) -> None:
    canvas = pen.canvas
    if item.image is not None:
        from reportlab.lib.utils import ImageReader

        canvas.drawImage(ImageReader(item.image), x * MM, y * MM, width * MM, height * MM)
        return
    r, g, b = RANK_COLOUR[item.fighter.rank]
    canvas.setFillColorRGB(0.75 + r / 4, 0.75 + g / 4, 0.75 + b / 4)
    canvas.rect(x * MM, y * MM, width * MM, height * MM, fill=1, stroke=0)
    canvas.setFillColorRGB(r, g, b)
    head = width * 0.2
    canvas.circle((x + width / 2) * MM, (y + height * 0.62) * MM, head * MM, fill=1, stroke=0)
    path = canvas.beginPath()
    path.moveTo((x + width * 0.12) * MM, y * MM)
    path.curveTo(
        (x + width * 0.12) * MM,
        (y + height * 0.42) * MM,
        (x + width * 0.88) * MM,
        (y + height * 0.42) * MM,
        (x + width * 0.88) * MM,
        y * MM,
    )
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)
    canvas.setFillGray(0)


def _band(pen: Pen, fighter: Fighter, x: float, y: float, width: float) -> None:
    """Name, rank die badge and stat under the art."""
    canvas = pen.canvas
    r, g, b = RANK_COLOUR[fighter.rank]
    canvas.setFillColorRGB(r, g, b)
    canvas.circle((x + 3.2) * MM, (y + BAND / 2) * MM, 2.8 * MM, fill=1, stroke=0)
    canvas.setFillGray(1)
    pen.text(x + 3.2, y + BAND / 2 - 0.9, f"D{RANK_DIE[fighter.rank]}", 5, fonts.BOLD, "centre")
    canvas.setFillGray(0)
    pen.text(x + width - 1, y + BAND / 2 - 1.6, f"{fighter.stat:g}", 11, fonts.BOLD, "right")
    room = (width - 7.5 - 6) * MM
    column = fit_blocks(
        [Block(fighter.name, fonts.BOLD, align="centre")], room, (BAND - 1.5) * MM, 6.5, 3.0
    )
    if column is None:
        raise InputError(
            f"fighter name '{fighter.name}' does not fit its standee even at 3 pt; "
            "shorten it or use --standee-size large"
        )
    top = (y + BAND / 2) * MM + column_height(column) / 2
    draw_column(canvas, column, (x + 6.6) * MM, top, room)
