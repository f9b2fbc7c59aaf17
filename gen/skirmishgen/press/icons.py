"""Simple vector icons drawn on a 20-unit square, shared by every game's cards."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


def draw_icon(canvas: Canvas, name: str, x: float, y: float, size: float, colour: str) -> None:
    """Draw icon ``name`` centred on (x, y), ``size`` points tall, filled with ``colour``.

    An icon is drawn in its own units inside a saved state, so its marks are the same
    wherever it lands: they are made once per document and written again after that."""
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(size / 20, size / 20)  # icons are drawn on a 20-unit square centred on 0
    canvas.setFillColor(colour)
    canvas.setStrokeColor(colour)
    drawn = canvas.__dict__.setdefault("_icon_marks", {})
    if name in drawn:  # the same marks in the icon's own units: write them again
        canvas._code.extend(drawn[name])
    else:
        start = len(canvas._code)
        _ICONS[name](canvas)
        drawn[name] = canvas._code[start:]
    canvas.restoreState()


def _path(canvas: Canvas, points: list[tuple[float, float]], fill: int = 1, stroke: int = 0):
    path = canvas.beginPath()
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    canvas.drawPath(path, fill=fill, stroke=stroke)


def _shield(canvas: Canvas) -> None:
    path = canvas.beginPath()
    path.moveTo(-8, 9)
    path.lineTo(8, 9)
    path.lineTo(8, 1)
    path.curveTo(8, -5, 3, -8, 0, -10)
    path.curveTo(-3, -8, -8, -5, -8, 1)
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)


def _blade(canvas: Canvas) -> None:
    canvas.rotate(-45)
    _path(canvas, [(-1.6, -3), (1.6, -3), (1.6, 8), (0, 10.5), (-1.6, 8)])
    canvas.rect(-5, -5, 10, 2, fill=1, stroke=0)
    canvas.rect(-1, -10, 2, 5, fill=1, stroke=0)


def _ward(canvas: Canvas) -> None:
    canvas.setLineWidth(3)
    canvas.circle(0, 0, 8, fill=0, stroke=1)
    canvas.circle(0, 0, 3, fill=1, stroke=0)


def _star(canvas: Canvas) -> None:
    points = []
    for step in range(10):
        radius = 10 if step % 2 == 0 else 4.2
        angle = math.pi / 2 + step * math.pi / 5
        points.append((radius * math.cos(angle), radius * math.sin(angle) - 0.5))
    _path(canvas, points)


def _crossed(canvas: Canvas) -> None:
    for angle in (45, -90):
        canvas.rotate(angle)
        _path(canvas, [(-1.3, -4), (1.3, -4), (1.3, 8), (0, 10.5), (-1.3, 8)])
        canvas.rect(-4.5, -5.5, 9, 1.8, fill=1, stroke=0)
        canvas.rect(-0.9, -10, 1.8, 4.5, fill=1, stroke=0)


def _target(canvas: Canvas) -> None:
    canvas.setLineWidth(2.2)
    for radius in (9, 5):
        canvas.circle(0, 0, radius, fill=0, stroke=1)
    canvas.circle(0, 0, 1.8, fill=1, stroke=0)


def _wind(canvas: Canvas) -> None:
    canvas.setLineWidth(2.4)
    canvas.setLineCap(1)
    for y, length in ((5, 14), (0, 18), (-5, 11)):
        path = canvas.beginPath()
        path.moveTo(-9, y)
        path.curveTo(-9 + length * 0.5, y + 3, -9 + length * 0.8, y - 3, -9 + length, y)
        canvas.drawPath(path, fill=0, stroke=1)


def _chest(canvas: Canvas) -> None:
    """Treasure: a chest with a domed lid and a lock."""
    canvas.roundRect(-9, -8, 18, 10, 1.2, fill=1, stroke=0)
    path = canvas.beginPath()
    path.moveTo(-9, 3)
    path.lineTo(-9, 5)
    path.curveTo(-9, 10, 9, 10, 9, 5)
    path.lineTo(9, 3)
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)
    canvas.setFillColor("#FFFFFF")
    canvas.rect(-10, 2, 20, 1.2, fill=1, stroke=0)
    canvas.rect(-1.8, -2.5, 3.6, 4.5, fill=1, stroke=0)


def _drop(canvas: Canvas) -> None:
    """Wound: a drop of blood."""
    path = canvas.beginPath()
    path.moveTo(0, 10)
    path.curveTo(3, 5, 7, 1, 7, -3)
    path.curveTo(7, -7.5, 3.5, -10, 0, -10)
    path.curveTo(-3.5, -10, -7, -7.5, -7, -3)
    path.curveTo(-7, 1, -3, 5, 0, 10)
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)


def _hourglass(canvas: Canvas) -> None:
    """Activation (has acted): an hourglass."""
    canvas.rect(-8, 8, 16, 2, fill=1, stroke=0)
    canvas.rect(-8, -10, 16, 2, fill=1, stroke=0)
    _path(canvas, [(-6.5, 8), (6.5, 8), (1.2, 0), (6.5, -8), (-6.5, -8), (-1.2, 0)])


def _flag(canvas: Canvas) -> None:
    """Objective: a flag on a pole."""
    canvas.rect(-7, -10, 2, 20, fill=1, stroke=0)
    _path(canvas, [(-5, 10), (9, 5.5), (-5, 1)])
    canvas.rect(-10, -10, 8, 1.6, fill=1, stroke=0)


def _burst(canvas: Canvas) -> None:
    """Spawn point: a burst."""
    points = []
    for step in range(16):
        radius = 10 if step % 2 == 0 else 5
        angle = step * math.pi / 8
        points.append((radius * math.cos(angle), radius * math.sin(angle)))
    _path(canvas, points)


def _gear(canvas: Canvas) -> None:
    """Device: a cog with a hole."""
    points = []
    for step in range(32):
        radius = 10 if step % 4 in (0, 1) else 7.2
        angle = (step - 0.5) * math.pi / 16
        points.append((radius * math.cos(angle), radius * math.sin(angle)))
    _path(canvas, points)
    canvas.setFillColor("#FFFFFF")
    canvas.circle(0, 0, 3.2, fill=1, stroke=0)


def _skull(canvas: Canvas) -> None:
    """Foe (demon, opposing force): a skull."""
    canvas.circle(0, 2, 8.5, fill=1, stroke=0)
    canvas.roundRect(-5, -10, 10, 8, 1.5, fill=1, stroke=0)
    canvas.setFillColor("#FFFFFF")
    canvas.circle(-3.4, 1.5, 2.6, fill=1, stroke=0)
    canvas.circle(3.4, 1.5, 2.6, fill=1, stroke=0)
    _path(canvas, [(0, -1.5), (1.4, -4.5), (-1.4, -4.5)])
    for x in (-2.5, 0, 2.5):
        canvas.rect(x - 0.5, -10, 1, 3.5, fill=1, stroke=0)


def _crown(canvas: Canvas) -> None:
    """King of the hill: a crown."""
    _path(canvas, [(-10, -6), (-10, 7), (-5, 1), (0, 9), (5, 1), (10, 7), (10, -6)])
    canvas.rect(-10, -10, 20, 3, fill=1, stroke=0)


def _magnifier(canvas: Canvas) -> None:
    """Clue: a magnifying glass."""
    canvas.setLineWidth(3)
    canvas.circle(-2.5, 2.5, 6, fill=0, stroke=1)
    canvas.setLineWidth(4)
    canvas.setLineCap(1)
    canvas.line(2, -2, 8.5, -8.5)


def _spiral(canvas: Canvas) -> None:
    """Stunned: a spiral."""
    canvas.setLineWidth(2.4)
    canvas.setLineCap(1)
    path = canvas.beginPath()
    turns = 2.6
    for step in range(60):
        angle = step / 59 * turns * 2 * math.pi
        radius = 1 + 8.5 * step / 59
        x, y = radius * math.cos(angle), radius * math.sin(angle)
        if step == 0:
            path.moveTo(x, y)
        else:
            path.lineTo(x, y)
    canvas.drawPath(path, fill=0, stroke=1)


def _cycle(canvas: Canvas) -> None:
    """Round: a circular arrow."""
    canvas.setLineWidth(3)
    path = canvas.beginPath()
    path.arc(-8, -8, 8, 8, startAng=40, extent=290)
    canvas.drawPath(path, fill=0, stroke=1)
    angle = math.radians(40)
    x, y = 8 * math.cos(angle), 8 * math.sin(angle)
    _path(canvas, [(x - 5, y + 1), (x + 3, y + 3.5), (x + 1.5, y - 5)])


def _bow(canvas: Canvas) -> None:
    """A bow and arrow (ranged weapon)."""
    canvas.setLineWidth(2.4)
    path = canvas.beginPath()
    path.arc(-16, -10, 4, 10, startAng=-90, extent=180)
    canvas.drawPath(path, fill=0, stroke=1)
    canvas.setLineWidth(0.8)
    canvas.line(-6, -10, -6, 10)
    canvas.setLineWidth(1.8)
    canvas.line(-9, 0, 7, 0)
    _path(canvas, [(10, 0), (5, 3), (5, -3)])


def _gun(canvas: Canvas) -> None:
    """A firearm (gun)."""
    _path(canvas, [(-10, 1), (10, 1), (10, 4), (-10, 4)])
    _path(canvas, [(-10, 4), (-10, -6), (-5, -6), (-3, 1)])
    canvas.rect(0, -3, 2.2, 4, fill=1, stroke=0)


def _axe(canvas: Canvas) -> None:
    """An axe."""
    canvas.rotate(-30)
    canvas.rect(-1.2, -10, 2.4, 20, fill=1, stroke=0)
    path = canvas.beginPath()
    path.moveTo(0, 8)
    path.curveTo(6, 10, 10, 8, 10, 3)
    path.curveTo(10, -2, 6, -3, 0, 0)
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)


def _dagger(canvas: Canvas) -> None:
    """A dagger: a short broad blade, a crossguard and a grip, upright."""
    _path(canvas, [(-2.4, -1), (2.4, -1), (2.4, 6), (0, 10), (-2.4, 6)])
    canvas.rect(-5.5, -3, 11, 2, fill=1, stroke=0)
    canvas.rect(-1.1, -9, 2.2, 6, fill=1, stroke=0)
    canvas.circle(0, -9.5, 1.6, fill=1, stroke=0)


def _greatsword(canvas: Canvas) -> None:
    """A two-handed sword, upright: a long narrow blade, a wide guard with down-turned
    ends and a long grip (the dagger's blade is short and broad)."""
    _path(canvas, [(-1.5, -2), (1.5, -2), (1.5, 8), (0, 10.8), (-1.5, 8)])
    canvas.rect(-6.5, -3.6, 13, 1.8, fill=1, stroke=0)
    canvas.rect(-6.5, -5.4, 1.8, 3.6, fill=1, stroke=0)
    canvas.rect(4.7, -5.4, 1.8, 3.6, fill=1, stroke=0)
    canvas.rect(-1, -9.6, 2, 6.2, fill=1, stroke=0)
    canvas.circle(0, -9.8, 1.4, fill=1, stroke=0)


def _greataxe(canvas: Canvas) -> None:
    """A two-handed axe, upright: a long haft and a double bit (the axe has one)."""
    canvas.rect(-1.1, -10.5, 2.2, 21, fill=1, stroke=0)
    for side in (1, -1):
        path = canvas.beginPath()
        path.moveTo(0, 7.5)
        path.curveTo(side * 4, 7, side * 6, 9.5, side * 9, 10)
        path.curveTo(side * 7.5, 5, side * 7.5, 1, side * 9, -4)
        path.curveTo(side * 6, -3.5, side * 4, -1, 0, -1.5)
        path.close()
        canvas.drawPath(path, fill=1, stroke=0)


def _spear(canvas: Canvas) -> None:
    """A spear: a long shaft and a pointed head, slanted."""
    canvas.rotate(-35)
    canvas.rect(-0.9, -11, 1.8, 15, fill=1, stroke=0)
    _path(canvas, [(0, 11), (2.6, 6.5), (1, 3), (-1, 3), (-2.6, 6.5)])  # the head


def _staff(canvas: Canvas) -> None:
    """A staff with an orb (magic)."""
    canvas.rotate(-20)
    canvas.rect(-1.1, -10, 2.2, 15, fill=1, stroke=0)
    canvas.circle(0, 7, 3.8, fill=1, stroke=0)
    canvas.setLineWidth(1.2)
    canvas.circle(0, 7, 6, fill=0, stroke=1)


def _banner(canvas: Canvas) -> None:
    """A side's banner: a swallow-tailed pennant."""
    canvas.rect(-9, -10, 1.8, 20, fill=1, stroke=0)
    _path(canvas, [(-7.2, 10), (9, 10), (9, -4), (1, 0), (-7.2, -4)])


def _check(canvas: Canvas) -> None:
    """Done: a tick."""
    canvas.setLineWidth(4)
    canvas.setLineCap(1)
    canvas.setLineJoin(1)
    path = canvas.beginPath()
    path.moveTo(-8, 0)
    path.lineTo(-2.5, -6)
    path.lineTo(8, 7)
    canvas.drawPath(path, fill=0, stroke=1)


def _cross(canvas: Canvas) -> None:
    """No / blocked: a cross."""
    canvas.setLineWidth(4)
    canvas.setLineCap(1)
    canvas.line(-7, -7, 7, 7)
    canvas.line(-7, 7, 7, -7)


def _house(canvas: Canvas) -> None:
    """A building."""
    _path(canvas, [(-10, 1), (0, 10), (10, 1)])
    canvas.rect(-7.5, -10, 15, 11.5, fill=1, stroke=0)
    canvas.setFillColor("#FFFFFF")
    canvas.rect(-2, -10, 4, 6.5, fill=1, stroke=0)


def _tree(canvas: Canvas) -> None:
    """A tree (forest)."""
    _path(canvas, [(0, 10), (8, -3), (-8, -3)])
    _path(canvas, [(0, 5), (9.5, -7), (-9.5, -7)])
    canvas.rect(-1.6, -10, 3.2, 4, fill=1, stroke=0)


def _die(canvas: Canvas) -> None:
    """A die (a stand-in for a miniature): a rounded square showing five pips, cut out of
    it (so the pips show on any ground, the icon in any colour)."""
    from reportlab.pdfgen.canvas import FILL_EVEN_ODD

    path = canvas.beginPath()
    path.roundRect(-9, -9, 18, 18, 3.5)
    for x, y in ((-4.5, 4.5), (4.5, 4.5), (0, 0), (-4.5, -4.5), (4.5, -4.5)):
        path.circle(x, y, 1.9)
    canvas.drawPath(path, fill=1, stroke=0, fillMode=FILL_EVEN_ODD)


def _mail(canvas: Canvas) -> None:
    """Body armour: a mail shirt, short sleeves and a round neck."""
    points = [(-4, 9), (-9.5, 7), (-10.5, 0.5), (-6.8, -0.5), (-6.8, -9.5), (6.8, -9.5)]
    points += [(6.8, -0.5), (10.5, 0.5), (9.5, 7), (4, 9), (2, 6.5), (-2, 6.5)]
    _path(canvas, points)


def _heart(canvas: Canvas) -> None:
    """Health: a heart."""
    path = canvas.beginPath()
    path.moveTo(0, -9.5)
    path.curveTo(-6, -4, -10, -0.5, -10, 3.5)
    path.curveTo(-10, 7.5, -7, 9.5, -4.8, 9.5)
    path.curveTo(-2.6, 9.5, -0.8, 8, 0, 6)
    path.curveTo(0.8, 8, 2.6, 9.5, 4.8, 9.5)
    path.curveTo(7, 9.5, 10, 7.5, 10, 3.5)
    path.curveTo(10, -0.5, 6, -4, 0, -9.5)
    path.close()
    canvas.drawPath(path, fill=1, stroke=0)


_ICONS = {
    "shield": _shield,
    "mail": _mail,
    "dagger": _dagger,
    "spear": _spear,
    "greatsword": _greatsword,
    "greataxe": _greataxe,
    "blade": _blade,
    "ward": _ward,
    "star": _star,
    "crossed": _crossed,
    "target": _target,
    "wind": _wind,
    "chest": _chest,
    "drop": _drop,
    "hourglass": _hourglass,
    "flag": _flag,
    "burst": _burst,
    "gear": _gear,
    "skull": _skull,
    "crown": _crown,
    "magnifier": _magnifier,
    "spiral": _spiral,
    "cycle": _cycle,
    "bow": _bow,
    "gun": _gun,
    "axe": _axe,
    "staff": _staff,
    "banner": _banner,
    "check": _check,
    "cross": _cross,
    "house": _house,
    "tree": _tree,
    "die": _die,
    "heart": _heart,
}

NAMES = tuple(_ICONS)
"""Every icon there is."""
