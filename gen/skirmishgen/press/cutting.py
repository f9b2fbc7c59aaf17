"""Print then cut: the registration marks a cutting machine finds, and the lines it follows.

Pure geometry in millimetres, origin at the page's bottom-left corner (as in PDF); nothing
here draws or writes. A :class:`CutSheet` is one printed sheet's lines: ``cut`` (through
the paper) and ``score`` (a fold: scored, or cut with a perforating blade). The SVG and DXF
writers (:mod:`.cutfiles`) turn it into files the cutters' programs import; the deck and
kit draw the same geometry onto their pages, so the print and the cut agree by
construction.

Silhouette: Studio's standard marks ("Type 1": a filled square at the top left, an L at the
top right and bottom left), set by length, thickness and inset; Studio accepts no inset
under 10 mm, and its panel must hold the numbers printed on the sheet
(:meth:`Registration.setting`). Cricut: Design Space draws its own marks, so its sheets are
images within its Print Then Cut area (:data:`CRICUT_AREA`), each piece cut on its outline.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from .paper import Size

Cutter = Literal["silhouette", "cricut"]
Kind = Literal["cut", "score"]

CARD_CORNER = 3.175
"""mm: the corner radius cards are cut with, the 1/8 in of playing cards and print shops
(at most a tenth of the card's shorter side)."""
CRICUT_AREA = Size(6.75 * 25.4, 9.25 * 25.4)
"""Design Space's Print Then Cut area, 6.75 x 9.25 in: the limit commonly cited for it
(its newer, larger one for some machines is not relied on), so every sheet fits it."""
SPACING = 2.0
"""mm between neighbouring pieces for a cutter: the blade never runs along another piece's
edge (no shared edges), and a bleed of up to half of it stays the piece's own."""
CUTTER_BLEED = 1.0
"""mm of bleed a Silhouette sheet's cards carry: a cut up to 1 mm off still shows no white."""


@dataclass(frozen=True)
class Path:
    """A polyline in mm, with DXF's arcs: ``bulges[i]`` curves the segment from point ``i``
    to the next (the tangent of a quarter of its angle, positive counterclockwise)."""

    kind: Kind
    points: tuple[tuple[float, float], ...]
    closed: bool = False
    bulges: tuple[float, ...] = ()

    def bulge(self, index: int) -> float:
        return self.bulges[index] if index < len(self.bulges) else 0.0

    def bounds(self) -> tuple[float, float, float, float]:
        """(left, bottom, right, top); arcs here are corner quarters, inside the points' box."""
        xs = [x for x, _ in self.points]
        ys = [y for _, y in self.points]
        return min(xs), min(ys), max(xs), max(ys)


QUARTER = math.tan(math.radians(90) / 4)
"""The bulge of a quarter circle turning counterclockwise."""


def rectangle(
    kind: Kind, x: float, y: float, width: float, height: float, radius: float = 0.0
) -> Path:
    """A closed rectangle, counterclockwise from its bottom edge, its corners rounded to
    ``radius`` (none: square corners)."""
    if radius <= 0:
        corners = ((x, y), (x + width, y), (x + width, y + height), (x, y + height))
        return Path(kind, corners, closed=True)
    r = min(radius, width / 2, height / 2)
    right, top = x + width, y + height
    points = (
        (x + r, y),
        (right - r, y),
        (right, y + r),
        (right, top - r),
        (right - r, top),
        (x + r, top),
        (x, top - r),
        (x, y + r),
    )
    return Path(kind, points, closed=True, bulges=(0.0, QUARTER) * 4)


def card_corner(card: Size) -> float:
    """The radius a card of ``card``'s size is cut with."""
    return min(CARD_CORNER, 0.1 * min(card.width, card.height))


def segment(kind: Kind, x1: float, y1: float, x2: float, y2: float) -> Path:
    return Path(kind, ((x1, y1), (x2, y2)))


@dataclass(frozen=True)
class CutSheet:
    """One printed sheet's cut and score lines, in its page's coordinates."""

    paper: Size
    paths: tuple[Path, ...]
    label: str = ""
    """What the sheet is (``sheet 3 of 16, front``), for the files' titles."""
    number: int = 1
    """The sheet's (a deck's) or page's (a kit's) number, which its files are named by."""

    def of(self, kind: Kind) -> tuple[Path, ...]:
        return tuple(path for path in self.paths if path.kind == kind)


Box = tuple[float, float, float, float]
"""(left, bottom, right, top), mm."""


@dataclass(frozen=True)
class Registration:
    """Silhouette Studio's standard ("Type 1") registration marks, as numbers its panel
    takes: each mark's outer edges lie ``inset`` from the paper's edges."""

    inset: float = 10.0
    """Studio's least, and its default."""
    length: float = 5.0
    """Each arm of an L, mm: short, so the marks' corners take little of the sheet."""
    thickness: float = 1.0
    square: float = 5.0
    """The filled square's side: fixed by Studio."""
    clear: float = 1.5
    """mm kept clear of every mark, and inside the marks' frame, by anything printed."""

    def shapes(self, paper: Size) -> tuple[Box, ...]:
        """The filled boxes that make the marks on a page of ``paper``: the square at the
        top left, an L at the top right and one at the bottom left (two boxes each)."""
        i, t, n, s = self.inset, self.thickness, self.length, self.square
        w, h = paper.width, paper.height
        return (
            (i, h - i - s, i + s, h - i),
            (w - i - n, h - i - t, w - i, h - i),
            (w - i - t, h - i - n, w - i, h - i),
            (i, i, i + n, i + t),
            (i, i, i + t, i + n),
        )

    def area(self, paper: Size) -> Box:
        """Where pieces may go: inside the marks' frame, ``clear`` from it."""
        edge = self.inset + self.clear
        return edge, edge, paper.width - edge, paper.height - edge

    def zones(self, paper: Size) -> tuple[Box, ...]:
        """The corners where the marks are, kept clear of every piece: the square's and
        each L's box, ``clear`` beyond them."""
        reach = max(self.square, self.length) + self.clear
        i, w, h = self.inset, paper.width, paper.height
        return (
            (i, h - i - reach, i + reach, h - i),
            (w - i - reach, h - i - reach, w - i, h - i),
            (i, i, i + reach, i + reach),
        )

    def setting(self, paper: Size, name: str) -> str:
        """What Studio's Registration Marks panel and page must say to find these marks."""
        turn = "landscape" if paper.width > paper.height else "portrait"
        return (
            f"Studio: page {name} {turn}, marks Type 1, length {self.length:g} mm, "
            f"thickness {self.thickness:g} mm, inset {self.inset:g} mm"
        )


SILHOUETTE = Registration()
"""The marks skirmishgen prints for Silhouette."""


def overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def mirrored(box: Box, paper: Size, across: bool) -> Box:
    """``box`` where it lands on the other side of a sheet turned over: about the page's
    vertical axis (``across``) or its horizontal one."""
    left, bottom, right, top = box
    if across:
        return paper.width - right, bottom, paper.width - left, top
    return left, paper.height - top, right, paper.height - bottom


def arc_controls(
    start: tuple[float, float], end: tuple[float, float], bulge: float
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two control points of the cubic Bezier curve that draws the arc from ``start``
    to ``end`` of ``bulge`` (a quarter circle's within 0.03 % of its radius)."""
    (x0, y0), (x1, y1) = start, end
    chord = math.hypot(x1 - x0, y1 - y0)
    angle = 4 * math.atan(bulge)
    radius = chord / (2 * math.sin(abs(angle) / 2))
    reach = 4 / 3 * abs(bulge) * radius
    heading = math.atan2(y1 - y0, x1 - x0)
    t0, t1 = heading - angle / 2, heading + angle / 2
    return (
        (x0 + reach * math.cos(t0), y0 + reach * math.sin(t0)),
        (x1 - reach * math.cos(t1), y1 - reach * math.sin(t1)),
    )


def joined(paths: list[Path]) -> list[Path]:
    """``paths`` with open lines of a kind that meet end to end joined into one line (closed
    where it comes back to its start), so the blade follows an outline without lifting;
    closed paths as they are."""
    done = [path for path in paths if path.closed or path.bulges]
    loose = [path for path in paths if not path.closed and not path.bulges]
    while loose:
        chain = loose.pop(0)
        points = list(chain.points)
        grown = True
        while grown:
            grown = False
            for index, other in enumerate(loose):
                if other.kind != chain.kind:
                    continue
                if _same(other.points[0], points[-1]):
                    points += other.points[1:]
                elif _same(other.points[-1], points[-1]):
                    points += reversed(other.points[:-1])
                elif _same(other.points[-1], points[0]):
                    points[:0] = other.points[:-1]
                elif _same(other.points[0], points[0]):
                    points[:0] = reversed(other.points[1:])
                else:
                    continue
                del loose[index]
                grown = True
                break
        closed = len(points) > 2 and _same(points[0], points[-1])
        done.append(Path(chain.kind, tuple(points[:-1] if closed else points), closed))
    return done


def _same(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) < 1e-6 and abs(a[1] - b[1]) < 1e-6
