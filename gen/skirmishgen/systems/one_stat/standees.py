"""Fold-over standees for 1 Stat Skirmish fighters.

Each standee is a strip: base tab, front face, fold, back face, base tab. A face shows
the warband's banner in its team colour (one colour per roster, and its word), the
fighter's art, the stat and the rank's die in badges big enough to read across the
table, and the name. Art comes from the fighter's ``image:`` (cropped to fit and
resampled to 300 dpi at its printed size, embedded once; the back is the front
reflected about the fold, as the figure seen from behind), or a fighter's silhouette by
its main weapon (a bowman, a pikeman, a fencer, or a walking figure with its weapon in
hand), taller by rank and marked with the rank's crown or star. The back's badges, banner and
name are the front's turned about the fold, so they read the right way up once folded.
"""

from __future__ import annotations

import io
import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...errors import InputError, display_path
from ...files import NotRegular, read_limited
from ...press import fonts, style
from ...press.dice import draw_die
from ...press.icons import draw_icon
from ...press.kit import Drawing, KitRequest
from ...press.paper import MM
from ...press.pen import MARGIN, Pen, fonts_width
from ...press.photos import draw_jpeg, each_in_parallel, jpeg_bytes
from ...press.text import Block, column_height, draw_column, fit_blocks
from .flow import Block as FlowBlock
from .flow import flow, heading_height, titled

if TYPE_CHECKING:
    from .models import Equipment, Fighter

#: face width and art height (mm) per --standee-size
SIZES = {"small": (25.0, 36.0), "large": (35.0, 50.0)}
BAND = 10.5
"""Name band under the art (mm)."""
BASE = 9.0
FOLD_CLEAR = 0.8
"""mm between the banner and the middle fold: its word keeps 2 mm from the line."""
"""Depth of each base tab (mm)."""
BANNER = 6.0
"""The warband's banner across the top of the art (mm)."""
BADGE = 9.5
"""The row of stat and die badges at the foot of the art (mm)."""
DPI = 300
MIN_DPI = 150
IMAGE_FORMATS = ("PNG", "JPEG", "WEBP", "GIF")
"""What a fighter's picture may be, told by its content before any decoder runs (an EPS
file would start Ghostscript on a stranger's file)."""
MAX_ASPECT = 20
"""The longest side of a picture at most this many times its shortest (a 1 x 40,000,000
strip would take a gigabyte to fit)."""
MAX_IMAGE_BYTES = 30_000_000
MOST_PICTURES = 200
"""Different pictures one kit reads (2,000 fighters with one each took 40 s)."""
MAX_PIXELS = 40_000_000
"""Largest image decoded (after a JPEG's reduced decode): about 160 MB of pixels at most."""
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


def warband_word(name: str, team: style.Team) -> str:
    """A short word for a warband's banner: the first real word of its name (not 'Cpt.')."""
    for word in name.split():
        if word.endswith("."):
            continue
        clean = re.sub(r"('s|')$", "", word).strip('.,;:!?"()')
        if len(clean) >= 3 and clean.replace("-", "").isalpha():
            return clean.upper()
    return team.word


def weapon_icon(item: Equipment) -> str | None:
    """The icon for a piece of equipment, from its name first, then its kind."""
    name = item.name.lower()
    if item.kind == "shield":
        return "shield"
    if item.kind == "armor":
        return None
    for words, icon in (
        (("axe",), "axe"),
        (("claw", "talon"), "claw"),
        (("crossbow", "arbalest"), "crossbow"),
        (("bow",), "bow"),
        (("staff", "polearm", "spear", "halberd", "pike", "wand"), "staff"),
        (("rifle", "musket", "carbine", "shotgun", "blunderbuss"), "rifle"),
        (("pistol", "gun", "blaster", "cannon"), "gun"),
    ):
        if any(word in name for word in words):
            return icon
    return {
        "melee": "blade",
        "shooter": "bow",
        "heavy-shooter": "gun",
        "magic-device": "staff",
    }.get(item.kind)


def icons_of(fighter: Fighter) -> tuple[str, ...]:
    weapons = [icon for item in fighter.equipment if (icon := weapon_icon(item)) != "shield"]
    shield = any(item.kind == "shield" for item in fighter.equipment)
    chosen = [icon for icon in weapons if icon][:2]
    if shield:
        chosen = [*chosen[:1], "shield"]
    return tuple(chosen)


def standee_of(fighter: Fighter, team: style.Team, word: str, image: bytes | None) -> Standee:
    return Standee(
        fighter.name, fighter.rank, f"{fighter.stat:g}", team, word, icons_of(fighter), image
    )


def demon() -> Standee:
    """The Controller's summoned Demon (rolls the d8, any stat 1-8): a neutral piece."""
    return Standee(
        "Demon (Controller)",
        "specialist",
        "1\u20138",
        style.Team("DEMON", style.NEUTRAL, "#E4E4E4"),
        "DEMON",
        ("burst",),
        demon=True,
    )


@contextmanager
def warnings_off() -> Iterator[None]:
    """Pillow's decompression-bomb *warning* is noise here: big photos are decoded reduced."""
    from PIL import Image as PILImage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PILImage.DecompressionBombWarning)
        warnings.simplefilter("ignore", UserWarning)  # a malformed EXIF block, ignored below
        yield


def prepare(request: KitRequest) -> Drawing:
    """Read every fighter's art (the rosters are read already), then draw."""
    size = request.options["standee_size"]
    width, art = SIZES[size]
    fighters, bands = [], []
    for index, roster in enumerate(request.options["roster"]):
        team = style.team(index)
        word = warband_word(roster.model.name, team)
        bands.append((team, word, roster.model.name))
        fighters += [(fighter, roster.path, team, word) for fighter in roster.model.fighters]
    request.inputs += [art_path(f, roster) for f, roster, *_ in fighters if f.image]
    # each picture is read once however many fighters share it, and their number bounded
    firsts: dict[object, tuple[Fighter, Path]] = {}
    for fighter, roster, *_ in fighters:
        firsts.setdefault(_picture(fighter, roster), (fighter, roster))
    pictures = len(firsts) - (None in firsts)
    if pictures > MOST_PICTURES:
        raise InputError(
            f"{pictures:,} different pictures in 'image:', more than the "
            f"{MOST_PICTURES} a kit prints; give fighters of a kind the same picture"
        )
    with warnings_off():  # around all the threads: the warning filters are the process's
        loaded = each_in_parallel(partial(load_art, width=width, height=art), list(firsts.values()))
    arts = dict(zip(firsts, loaded, strict=True))
    items = []
    for fighter, roster, team, word in fighters:
        image, warning = arts[_picture(fighter, roster)]
        request.warnings += [warning] if warning and warning not in request.warnings else []
        items.append(standee_of(fighter, team, word, image))
    items.append(demon())
    return partial(standees, items=items, size=size, bands=bands)


def _picture(fighter: Fighter, roster: Path) -> object:
    """What tells pictures apart: the file (None for a fighter without one)."""
    return str(art_path(fighter, roster)) if fighter.image else None


def _beside(path: Path, roster: Path) -> bool:
    """Whether ``path`` (symlinks followed) is in the roster's folder or below it: a roster
    from someone else may name only pictures that travel with it."""
    try:
        return path.resolve().is_relative_to(roster.parent.resolve())
    except (OSError, RuntimeError, ValueError):
        return False


def art_path(fighter: Fighter, roster: Path) -> Path:
    """The fighter's picture, relative to the roster; as given where it cannot be resolved
    (a NUL character, a symlink loop: :func:`load_art` says so in one line)."""
    path = roster.parent / str(fighter.image)
    try:
        return path.resolve()
    except (ValueError, OSError, RuntimeError):
        return path


def load_art(
    fighter: Fighter, roster: Path, width: float, height: float
) -> tuple[bytes | None, str | None]:
    """The fighter's art, centre-cropped to the panel and resampled to 300 dpi, as JPEG
    (None if none), and a warning if it prints below ``MIN_DPI``.

    The file is read only if it is a regular file under ``MAX_IMAGE_BYTES``, and decoded
    only if it has at most ``MAX_PIXELS`` pixels (JPEGs are decoded reduced): a kit's
    memory stays bounded whatever the images."""
    if not fighter.image:
        return None, None
    if "\x00" in str(fighter.image):  # no file can have it; resolving it would fail
        raise InputError(
            f"{display_path(roster)}: image of {fighter.name} has a path no file can have "
            "(a NUL character); check the path in 'image:'"
        )
    from PIL import Image as PILImage
    from PIL import ImageOps, UnidentifiedImageError

    path = art_path(fighter, roster)
    shown = display_path(path)
    target = (round(width / 25.4 * DPI), round(height / 25.4 * DPI))

    def refuse(problem: str, hint: str = "save it as PNG or JPEG") -> InputError:
        return InputError(
            f"{display_path(roster)}: image of {fighter.name} {problem}: {shown}; {hint}"
        )

    if not _beside(path, roster):
        raise refuse("is outside the roster's folder", "copy the picture beside the roster file")
    try:
        data = read_limited(path, MAX_IMAGE_BYTES)
    except FileNotFoundError:
        raise refuse(
            "not found", "check the path in 'image:' (it is relative to the roster file)"
        ) from None
    except NotRegular:
        raise refuse("is not a regular file", "give the path of a PNG or JPEG file") from None
    except OSError as error:
        raise refuse(
            f"cannot be read ({error.strerror})", "check the path and permissions"
        ) from None
    if len(data) > MAX_IMAGE_BYTES:
        raise refuse(f"is larger than {MAX_IMAGE_BYTES // 1_000_000} MB", "save a smaller copy")
    try:
        with PILImage.open(io.BytesIO(data), formats=IMAGE_FORMATS) as source:
            if source.info.get("progressive") and source.width * source.height > MAX_PIXELS:
                raise refuse(  # decoded whole whatever draft() asks: memory of its full size
                    f"is a progressive JPEG of {source.width} x {source.height} pixels, more "
                    f"than {MAX_PIXELS // 1_000_000} million",
                    f"scale it down to about {target[0]} x {target[1]} pixels",
                )
            source.draft("RGB", target)  # JPEG: decode at a reduced size, whatever the original
            pixels = source.width * source.height
            if max(source.size) > MAX_ASPECT * min(source.size):
                raise refuse(
                    f"is {source.width} x {source.height} pixels, a strip, not a picture",
                    "crop it to the fighter",
                )
            if pixels > MAX_PIXELS:
                raise refuse(
                    f"is {source.width} x {source.height} pixels, more than "
                    f"{MAX_PIXELS // 1_000_000} million",
                    f"scale it down to about {target[0]} x {target[1]} pixels",
                )
            art = ImageOps.fit(
                _upright(_reduced(source, target)).convert("RGB"),
                target,
                PILImage.Resampling.LANCZOS,
            )
            covered = min(source.width / (width / 25.4), source.height / (height / 25.4))
    except PILImage.DecompressionBombError:
        raise refuse(
            f"has more than {MAX_PIXELS // 1_000_000} million pixels",
            f"scale it down to about {target[0]} x {target[1]} pixels",
        ) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError):
        raise refuse("cannot be read") from None
    warning = None
    if covered < MIN_DPI:
        warning = (
            f"image of {fighter.name} ({shown}) prints at only {covered:.0f} dpi; "
            f"use one of at least {round(width / 25.4 * MIN_DPI)} px across"
        )
    return jpeg_bytes(art), warning


def _reduced(source: Any, target: tuple[int, int]) -> Any:
    """A large picture shrunk by a whole factor, still at least twice the panel, before it
    is turned and converted: five 40-megapixel PNGs needed a gigabyte as full-size copies."""
    factor = min(source.width // (2 * target[0]), source.height // (2 * target[1]))
    if factor < 2:
        return source
    try:
        return source.reduce(factor)
    except (ValueError, NotImplementedError):  # a mode reduce() does not take (I;16)
        return source


def _upright(source: Any) -> Any:
    """The picture turned as its EXIF orientation says; as it is if the EXIF block is
    malformed (Pillow raises SyntaxError for a bad TIFF header)."""
    from PIL import ImageOps

    try:
        return ImageOps.exif_transpose(source)
    except Exception:
        return source


CONTINUED_HEADING = 25.0
"""mm kept for the heading of standees beyond the first sheet (a title and three lines)."""


def standees(
    pen: Pen, items: list[Standee], size: str, bands: list[tuple[style.Team, str, str]]
) -> None:
    """Rows of standees sharing their cut lines: as many rows as the first sheet holds under
    the part's heading, and the rest placed after the other parts, in the gaps they leave."""
    width, art = SIZES[size]
    tall = 2 * (art + BAND) + 2 * BASE
    sheet = flow(pen)
    room = pen.paper.width - 2 * MARGIN
    columns = max(1, int(room // width))
    key = " \u00b7 ".join(f"{team.word}: {name}" for team, _, name in bands)
    note = (
        "Cut out each strip, fold it in the middle and glue the faces back to back; glue the "
        f"end tabs, hatched side down, to a coin; print one-sided. {key}. Disc: the stat; "
        "kite, diamond, square: d10, d8, d6. Crown: the boss; star: a specialist."
    )
    rows = [items[start : start + columns] for start in range(0, len(items), columns)]
    head = heading_height(note, room)
    fit = max(1, int((sheet.space(room) - head + 0.01) // tall))
    chunk, rows = rows[:fit], rows[fit:]
    draw = partial(_rows, rows=chunk, width=width, art=art)
    sheet.add(titled(pen, "Standees", note, room, len(chunk) * tall, draw, ("cut", "fold", "glue")))
    per_page = max(1, int((sheet.room() - CONTINUED_HEADING) // tall))
    for start in range(0, len(rows), per_page):  # placed last, in the gaps the others leave
        more = rows[start : start + per_page]
        block = _continued(pen, more, width, tall, partial(_rows, rows=more, width=width, art=art))
        pen.closing.insert(start // per_page, partial(sheet.add, block))


def _title_width(title: str) -> float:
    """A part title's width (mm), its emblem with it."""
    return fonts_width(title, style.HEADING, fonts.DISPLAY) / MM + style.HEADING * 0.59 + 0.5


def _continued(pen: Pen, chunk: list[list[Standee]], width: float, tall: float, draw) -> FlowBlock:
    """Standees that did not fit the first sheet, under their own short heading."""
    names = [item.name for row in chunk for item in row]
    title = "Standees"
    wide = max(max(len(row) for row in chunk) * width, _title_width(title))
    note = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    return titled(pen, title, f"More: {note}, as above.", wide, len(chunk) * tall, draw)


def _rows(
    pen: Pen, x: float, top: float, rows: list[list[Standee]], width: float, art: float
) -> None:
    """Rows stacked with no gap: neighbours share their cut lines."""
    tall = 2 * (art + BAND) + 2 * BASE
    for index, row in enumerate(rows):
        _row(pen, x, top - index * tall, row, width, art)


def _row(pen: Pen, x: float, top: float, row: list[Standee], width: float, art: float) -> None:
    tall = 2 * (art + BAND) + 2 * BASE
    for column, item in enumerate(row):
        _standee(pen, item, x + column * width, top - tall, width, art)


def _standee(pen: Pen, item: Standee, x: float, y: float, width: float, art: float) -> None:
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
