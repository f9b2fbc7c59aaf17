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

import re
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import InputError
from ...press import fonts, style
from ...press.kit import Drawing, KitRequest
from ...press.paper import MM
from ...press.pen import MARGIN, Pen, fit, fonts_width, span
from ...press.photos import each_in_parallel
from .flow import Block as FlowBlock
from .flow import flow, heading_height, titled
from .pictures import art_path, load_art, warnings_off
from .standee import BAND, BASE, SIZES, Standee, draw_standee

if TYPE_CHECKING:
    from .models import Equipment, Fighter

MOST_PICTURES = 200
"""Different pictures one kit reads (2,000 fighters with one each took 40 s)."""


def warband_word(name: str, team: style.Team) -> str:
    """A short word for a warband's banner: the first real word of its name (not 'Cpt.')."""
    for word in name.split():
        if word.endswith("."):
            continue
        clean = re.sub(r"('s|')$", "", word).strip('.,;:!?"()')
        if len(clean) >= 3 and clean.replace("-", "").isalpha():
            return clean.upper()
    return team.word


HEAVY_ICON = "rifle"
"""A heavy shooter's icon: the heaviest gun there is (a two-handed shotgun), never the
pistol a light shooter carries."""


def weapon_icon(item: Equipment) -> str | None:
    """The icon for a piece of equipment, from its name first, then its kind; a heavy
    shooter's is a heavy weapon whatever its name."""
    icon = _named_icon(item)
    if item.kind == "heavy-shooter" and icon in (None, "gun", "bow"):
        return HEAVY_ICON
    return icon


def _named_icon(item: Equipment) -> str | None:
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
        "heavy-shooter": HEAVY_ICON,
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


def prepare(request: KitRequest) -> Drawing:
    """Read every fighter's art (the rosters are read already), then draw."""
    size = request.options["standee_size"]
    width, art = SIZES[size]
    fighters, bands = [], []
    for index, roster in enumerate(request.options["roster"]):
        team = style.team(index)
        word = warband_word(roster.model.name, team)
        marked = " (stand-in stats)" if roster.model.stand_ins else ""
        bands.append((team, word, roster.model.name + marked))
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


CONTINUED_HEADING = 25.0
"""mm kept for the heading of standees beyond the first sheet (a title and three lines)."""


def standees(
    pen: Pen, items: list[Standee], size: str, bands: list[tuple[style.Team, str, str]]
) -> None:
    """Rows of standees sharing their cut lines (or ``pen.gap`` apart for a cutter): as many
    rows as the first sheet holds under the part's heading, and the rest placed after the
    other parts, in the gaps they leave."""
    width, art = SIZES[size]
    tall = 2 * (art + BAND) + 2 * BASE
    sheet = flow(pen)
    room = pen.paper.width - 2 * MARGIN
    gap = pen.gap
    columns = fit(room, width, gap)
    key = " \u00b7 ".join(f"{team.word}: {name}" for team, _, name in bands)
    note = (
        "Print one-sided; cut out each strip, fold it in the middle, glue the faces back to "
        f"back and the end tabs, hatched side down, to a coin. {key}. Disc: the stat; kite, "
        "diamond, square: d10, d8, d6. Crown: boss; star: specialist."
    )
    rows = [items[start : start + columns] for start in range(0, len(items), columns)]
    head = heading_height(note, room)
    first = fit(sheet.space(room) - head + 0.01, tall, gap)
    chunk, rows = rows[:first], rows[first:]
    draw = partial(_rows, rows=chunk, width=width, art=art)
    body = span(len(chunk), tall, gap)
    sheet.add(titled(pen, "Standees", note, room, body, draw, ("cut", "fold", "glue")))
    per_page = fit(sheet.room() - CONTINUED_HEADING, tall, gap)
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
    wide = max(span(max(len(row) for row in chunk), width, pen.gap), _title_width(title))
    note = ", ".join(names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
    body = span(len(chunk), tall, pen.gap)
    return titled(pen, title, f"More: {note}, as above.", wide, body, draw)


def _rows(
    pen: Pen, x: float, top: float, rows: list[list[Standee]], width: float, art: float
) -> None:
    """Rows stacked with no gap, so neighbours share their cut lines (``pen.gap`` apart for
    a cutter)."""
    tall = 2 * (art + BAND) + 2 * BASE
    for index, row in enumerate(rows):
        _row(pen, x, top - index * (tall + pen.gap), row, width, art)


def _row(pen: Pen, x: float, top: float, row: list[Standee], width: float, art: float) -> None:
    tall = 2 * (art + BAND) + 2 * BASE
    for column, item in enumerate(row):
        draw_standee(pen, item, x + column * (width + pen.gap), top - tall, width, art)
