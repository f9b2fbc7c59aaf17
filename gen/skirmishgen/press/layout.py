"""Imposition of cards on sheets: a pure function from sizes to pages of placements.

Everything here is in millimetres, with the origin at the page's bottom-left
corner (as in PDF). Nothing is drawn: the PDF writer draws what this returns,
and the tests check it without drawing.

Duplex: a back page shows the back of every card exactly behind its front.
For a long-edge flip the sheet turns about its vertical axis, so a card at
``x`` on the front is at ``W - x - w`` on the back; for a short-edge flip it
turns about its horizontal axis, so ``y`` becomes ``H - y - h``.

Gutter fold (``fold``), for printers without duplex: one side only, each front with its
own back just right of it, sharing the fold line. Folding the back behind the front about
that vertical line puts it where a long-edge flip would, upright, so it is drawn upright.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence, Set
from dataclasses import dataclass, replace
from typing import Literal

from ..errors import LayoutError
from .cutting import SILHOUETTE, Box, mirrored, overlaps
from .paper import Size

Duplex = Literal["long", "short", "none", "fold"]
Side = Literal["front", "back", "fold"]

MARK_GAP = 1.0
"""Crop marks start this far outside the card's bleed edge, so they never touch a face."""
MARK_LENGTH = 5.0
MARK_MIN = 1.5
"""Shortest crop mark worth drawing; less room than this and the mark is left out."""
FEED_BAND = 6.0
"""mm: crop marks above and below the cards end at least this far inside the paper's top
and bottom edges, where home printers print (their paper feed leaves the outer 6 mm of a
page unprinted); beside the cards, 0.5 mm. On Letter, whose poker grid leaves 6.35 mm,
the vertical cuts then have no marks: the page's label says how to cut."""


@dataclass(frozen=True)
class Sheet:
    """How cards go on paper: the user's print options."""

    paper: Size
    card: Size
    margin: float = 5.0
    gutter: float = 0.0
    bleed: float = 0.0
    crop_marks: bool = True
    duplex: Duplex = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)
    cutter: Literal["", "silhouette", "cricut"] = ""
    """A cutting machine cuts the cards out: ``silhouette``, its registration marks on
    every page and the cards inside them, clear of their corners; ``cricut``, sheets its
    program prints and marks itself. No crop marks either way."""

    @property
    def marked(self) -> bool:
        """Whether the pages carry Silhouette's registration marks."""
        return self.cutter == "silhouette"


@dataclass(frozen=True)
class Grid:
    columns: int
    rows: int
    left: float
    """x of the first column's trim edge."""
    top: float
    """y of the first row's top trim edge."""
    pitch_x: float
    pitch_y: float

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


@dataclass(frozen=True)
class Placement:
    """One card face on a page: its trim box (x, y bottom-left), and which card it is."""

    card: int
    face: str
    x: float
    y: float
    width: float
    height: float
    turned: bool = False
    """Drawn upside down in its box: a back behind a short-edge flip, so that a card cut
    out and turned over side to side, as players turn cards, shows its back upright."""


@dataclass(frozen=True)
class Mark:
    x1: float
    y1: float
    x2: float
    y2: float


@dataclass(frozen=True)
class Page:
    side: Side
    sheet: int
    """1-based number of the sheet of paper this page is printed on."""
    placements: tuple[Placement, ...]
    marks: tuple[Mark, ...]
    folds: tuple[Mark, ...] = ()
    """Fold lines (gutter fold): between each front and its back."""
    targets: tuple[tuple[float, float], ...] = ()
    """Centres of registration crosses (``none``): two diagonal corners of the block of
    cards on a front sheet, where the turned-over back sheet has its own, to line the two
    sheets up on a window before they are glued."""
    glue: tuple[tuple[float, float, float, float], ...] = ()
    """Glue hatches (gutter fold), (x, y, width, height): strips outside the cut lines
    above and below each back half, saying which half's blank side takes the glue."""
    registration: tuple[Box, ...] = ()
    """Silhouette's registration marks, filled boxes: on a back page, behind the front's."""


def grid_for(sheet: Sheet) -> Grid:
    """The largest grid of upright cards (gutter fold: front-and-back pairs) inside the
    margins, centred on the paper."""
    if sheet.duplex == "fold":
        _check_fold(sheet)
        pair = Size(2 * sheet.card.width, sheet.card.height)
        paired = Sheet(sheet.paper, pair, sheet.margin, sheet.gutter, 0.0, duplex="none")
        return grid_for(replace(paired, cutter=sheet.cutter))
    outer_w = sheet.card.width + 2 * sheet.bleed
    outer_h = sheet.card.height + 2 * sheet.bleed
    margin = margin_of(sheet)
    usable_w = sheet.paper.width - 2 * margin
    usable_h = sheet.paper.height - 2 * margin
    columns = _fit(usable_w, outer_w, sheet.gutter)
    rows = _fit(usable_h, outer_h, sheet.gutter)
    if sheet.marked:
        columns, rows = _clear_of_marks(sheet, columns, rows, outer_w, outer_h)
    if columns < 1 or rows < 1:
        raise LayoutError(
            f"a {sheet.card} card (with {sheet.bleed:g} mm bleed) does not fit on "
            f"{sheet.paper} paper inside {margin:g} mm margins"
            + (" (a cutter's registration marks)" if sheet.marked else "")
            + "; "
            "choose a smaller card size, bleed or margin, or larger paper"
        )
    span_w = columns * outer_w + (columns - 1) * sheet.gutter
    span_h = rows * outer_h + (rows - 1) * sheet.gutter
    _check_back_offset(sheet, span_w, span_h)
    return Grid(
        columns=columns,
        rows=rows,
        left=(sheet.paper.width - span_w) / 2 + sheet.bleed,
        top=(sheet.paper.height + span_h) / 2 - sheet.bleed,
        pitch_x=outer_w + sheet.gutter,
        pitch_y=outer_h + sheet.gutter,
    )


def margin_of(sheet: Sheet) -> float:
    """The margin the cards keep: the user's, and with Silhouette's marks at least the
    marks' frame and its clearance (they sit inset on every side)."""
    if sheet.marked:
        return max(sheet.margin, SILHOUETTE.inset + SILHOUETTE.clear)
    return sheet.margin


def _clear_of_marks(
    sheet: Sheet, columns: int, rows: int, outer_w: float, outer_h: float
) -> tuple[int, int]:
    """The largest grid (centred, as printed) whose block of cards misses the corners
    where the registration marks are."""
    zones = SILHOUETTE.zones(sheet.paper)
    grids = sorted(
        ((c, r) for c in range(columns, 0, -1) for r in range(rows, 0, -1)),
        key=lambda grid: -grid[0] * grid[1],
    )
    for c, r in grids:
        span_w = c * outer_w + (c - 1) * sheet.gutter
        span_h = r * outer_h + (r - 1) * sheet.gutter
        left, bottom = (sheet.paper.width - span_w) / 2, (sheet.paper.height - span_h) / 2
        block = (left, bottom, left + span_w, bottom + span_h)
        if not any(overlaps(block, zone) for zone in zones):
            return c, r
    return 0, 0


def _check_back_offset(sheet: Sheet, span_w: float, span_h: float) -> None:
    """The shifted backs must stay on the paper (the block is centred, so check its slack)."""
    dx, dy = sheet.back_offset
    slack_x = (sheet.paper.width - span_w) / 2
    slack_y = (sheet.paper.height - span_h) / 2
    if abs(dx) > slack_x + 1e-9 or abs(dy) > slack_y + 1e-9:
        raise LayoutError(
            f"a back offset of {dx:g},{dy:g} mm would push the backs off the paper "
            f"(room: {slack_x:.1f} mm across, {slack_y:.1f} mm up or down); "
            "measure the offset again, or print with a larger margin"
        )


def oriented(sheet: Sheet) -> Sheet:
    """The sheet on its paper turned landscape when that holds more cards.

    A gutter fold turns the paper (its pages print one side only, so the turn costs
    nothing, and front-and-back pairs are twice as wide as a card), and so does a cutter's
    sheet, whose marks take a band on every side (a duplex back then flips on the edge the
    printer calls long, as :func:`mirror` places it).
    """
    if sheet.duplex != "fold" and not sheet.cutter:
        return sheet
    turned = replace(sheet, paper=Size(sheet.paper.height, sheet.paper.width))
    try:
        upright = grid_for(sheet).per_page
    except LayoutError:
        return turned
    try:
        return turned if grid_for(turned).per_page > upright else sheet
    except LayoutError:
        return sheet


def _check_fold(sheet: Sheet) -> None:
    if sheet.bleed:
        raise LayoutError(
            "a gutter fold joins each back to its front at the fold, leaving no edge to bleed "
            "there: print it without a bleed"
        )
    if sheet.back_offset != (0.0, 0.0):
        raise LayoutError(
            "a back offset corrects a duplex printer, and a gutter fold prints one side only: "
            "print it without a back offset"
        )


def _fit(space: float, item: float, gap: float) -> int:
    # n items and n-1 gaps fit when n*item + (n-1)*gap <= space (with a hair of tolerance)
    return max(0, math.floor((space + gap + 1e-9) / (item + gap)))


def impose(sheet: Sheet, faces: Sequence[tuple[str, str]]) -> list[Page]:
    """Pages for ``faces``, a (front face, back face) pair per card, in deck order.

    Every front page is followed by its back page (with ``fold``, one page holds both):
    mirrored for the flip of a ``long`` or ``short`` edge; with ``none`` (one-sided, each
    back sheet glued onto its front sheet's blank side before cutting) as for ``long``,
    since a sheet turned over left to right is what the gluer does.
    """
    return list(iter_pages(sheet, faces))


def iter_pages(sheet: Sheet, faces: Sequence[tuple[str, str]]) -> Iterator[Page]:
    """The pages of :func:`impose`, one at a time, so a long deck never holds them all."""
    grid = grid_for(sheet)
    starts = range(0, len(faces), grid.per_page)
    if sheet.duplex == "fold":
        for start in starts:
            yield _fold_page(sheet, grid, faces, start)
    else:
        for start in starts:
            yield from _sheet_pages(sheet, grid, faces, start)


def sheet_count(sheet: Sheet, cards: int) -> int:
    """How many sheets of paper ``cards`` cards take."""
    return math.ceil(cards / grid_for(sheet).per_page)


def page_count(sheet: Sheet, cards: int) -> int:
    """How many pages :func:`impose` makes: a front and a back per sheet (one if folded)."""
    return sheet_count(sheet, cards) * (1 if sheet.duplex == "fold" else 2)


def _fold_page(sheet: Sheet, grid: Grid, faces, start: int) -> Page:
    """One sheet of front-and-back pairs, a fold line down the middle of each pair."""
    number = start // grid.per_page + 1
    placements: list[Placement] = []
    folds: list[Mark] = []
    width = sheet.card.width
    for card in range(start, min(start + grid.per_page, len(faces))):
        pair = _front_placement(grid, sheet, card - start, card, faces[card][0])
        back = Placement(card, faces[card][1], pair.x + width, pair.y, width, pair.height)
        placements += [pair, back]
        folds.append(Mark(back.x, back.y, back.x, back.y + back.height))
    marks = crop_marks(sheet, placements, skip_x={round(f.x1, 6) for f in folds})
    marks = marks if sheet.crop_marks and not sheet.cutter else ()
    glue = () if sheet.cutter else glue_strips(sheet, placements[1::2])
    registration = registration_of(sheet, "fold")
    return Page("fold", number, tuple(placements), marks, tuple(folds), (), glue, registration)


GLUE_INSET = 2.0
"""mm: a glue strip keeps this far from the fold tick and the crop mark on either side."""
TEXT_BAND = 3.5
"""mm: room kept for a line of sheet text (7 pt) inside the outer band, above and below."""
GLUE_LEAST = 2.5
"""mm: a glue strip shorter than this is left out."""


def glue_strips(
    sheet: Sheet, backs: Sequence[Placement]
) -> tuple[tuple[float, float, float, float], ...]:
    """Hatched strips (x, y, width, height) above and below each column of back halves,
    where the crop marks run: outside the cut lines, so they are cut away and never show
    on a card, and clear of the sheet's text bands. The glue goes on the blank side behind
    the half they flank; the front's blank side stays dry, so none squeezes out at the
    fold."""
    if not backs:
        return ()
    top = max(p.y + p.height for p in backs)
    bottom = min(p.y for p in backs)
    keep = max(sheet.margin, FEED_BAND) + TEXT_BAND
    bands = [
        (top + MARK_GAP, min(top + MARK_GAP + MARK_LENGTH, sheet.paper.height - keep)),
        (max(bottom - MARK_GAP - MARK_LENGTH, keep), bottom - MARK_GAP),
    ]
    columns = sorted({(round(p.x, 6), p.width) for p in backs})
    return tuple(
        (x + GLUE_INSET, low, width - 2 * GLUE_INSET, high - low)
        for low, high in bands
        if high - low >= GLUE_LEAST
        for x, width in columns
    )


def _sheet_pages(sheet: Sheet, grid: Grid, faces, start: int) -> tuple[Page, Page]:
    number = start // grid.per_page + 1
    cards = range(start, min(start + grid.per_page, len(faces)))
    front = [_front_placement(grid, sheet, i - start, i, faces[i][0]) for i in cards]
    back = [_back_placement(sheet, p, faces[p.card][1]) for p in front]
    front_page, back_page = _page(sheet, "front", number, front), _page(sheet, "back", number, back)
    if sheet.duplex != "none":
        return front_page, back_page
    targets = registration(sheet, front)
    dx, dy = sheet.back_offset
    turned = tuple((sheet.paper.width - x + dx, y + dy) for x, y in targets)
    return replace(front_page, targets=targets), replace(back_page, targets=turned)


TARGET_RADIUS = 2.0
"""mm: half the span of a registration cross's arms (``--duplex none``)."""
TARGET_CLEAR = 1.0
"""mm: a registration cross keeps this far from the block of cards and its crop marks."""


def registration(sheet: Sheet, placements: Sequence[Placement]) -> tuple[tuple[float, float], ...]:
    """Where a front sheet's two registration crosses go: off the block's top-left and
    bottom-right corners, diagonally (above or below the block where the printable band
    leaves room, else beside it), clear of the cards and of every crop mark (the marks run
    along the trim lines, which the crosses keep ``TARGET_CLEAR`` from). None where the
    paper has no room; the turned-over back sheet has them at the mirrored places."""
    if not placements:
        return ()
    b, r, c = sheet.bleed, TARGET_RADIUS, TARGET_CLEAR
    left = min(p.x for p in placements) - b
    right = max(p.x + p.width for p in placements) + b
    bottom = min(p.y for p in placements) - b
    top = max(p.y + p.height for p in placements) + b
    paper, off = sheet.paper, c + r
    if left - off - r < 0.5 or paper.width - right - off - r < 0.5:
        return ()
    above = top + off + r <= paper.height - FEED_BAND
    below = bottom - off - r >= FEED_BAND
    return (
        (left - off, top + off if above else top - off),
        (right + off, bottom - off if below else bottom + off),
    )


def _front_placement(grid: Grid, sheet: Sheet, slot: int, card: int, face: str) -> Placement:
    row, column = divmod(slot, grid.columns)
    x = grid.left + column * grid.pitch_x
    y = grid.top - sheet.card.height - row * grid.pitch_y
    return Placement(card, face, x, y, sheet.card.width, sheet.card.height)


def _back_placement(sheet: Sheet, front: Placement, face: str) -> Placement:
    x, y = mirror(sheet, front)
    dx, dy = sheet.back_offset
    turned = not turns_across(sheet)
    return Placement(front.card, face, x + dx, y + dy, front.width, front.height, turned)


def turns_across(sheet: Sheet) -> bool:
    """Whether a duplex sheet turns about its page's vertical axis (else its horizontal
    one): a long-edge flip of a portrait page, a short-edge flip of a landscape one, and
    a glued sheet, which the gluer turns over left to right."""
    if sheet.duplex == "none":
        return True
    landscape = sheet.paper.width > sheet.paper.height
    return (sheet.duplex == "long") != landscape


def mirror(sheet: Sheet, front: Placement) -> tuple[float, float]:
    """Where the back of ``front`` goes so that it lands behind it after the duplex flip."""
    if sheet.duplex == "fold":
        return front.x, front.y  # folded: the back beside its front, drawn upright
    if turns_across(sheet):
        return sheet.paper.width - front.x - front.width, front.y
    return front.x, sheet.paper.height - front.y - front.height


def _page(sheet: Sheet, side: Side, number: int, placements: list[Placement]) -> Page:
    marks = crop_marks(sheet, placements) if sheet.crop_marks and not sheet.cutter else ()
    return Page(side, number, tuple(placements), marks, registration=registration_of(sheet, side))


def registration_of(sheet: Sheet, side: Side) -> tuple[Box, ...]:
    """Silhouette's marks for a page of ``side``: a back's lie behind its front's, so
    none shows through beside them."""
    if not sheet.marked:
        return ()
    shapes = SILHOUETTE.shapes(sheet.paper)
    if side != "back":
        return shapes
    across = turns_across(sheet)
    return tuple(mirrored(box, sheet.paper, across) for box in shapes)


def crop_marks(
    sheet: Sheet,
    placements: Sequence[Placement],
    skip_x: Set[float] = frozenset(),
) -> tuple[Mark, ...]:
    """Marks on the extension of every trim line, outside the block of cards.

    They start ``MARK_GAP`` beyond the bleed and stop before the paper's edge,
    so no mark is ever drawn on a card face. Vertical lines in ``skip_x`` (folds) get none.
    """
    if not placements:
        return ()
    b = sheet.bleed
    left = min(p.x for p in placements) - b
    right = max(p.x + p.width for p in placements) + b
    bottom = min(p.y for p in placements) - b
    top = max(p.y + p.height for p in placements) + b
    xs = sorted({round(v, 6) for p in placements for v in (p.x, p.x + p.width)} - set(skip_x))
    ys = sorted({round(v, 6) for p in placements for v in (p.y, p.y + p.height)})
    paper = sheet.paper
    marks: list[Mark] = []
    for start, room, sign in ((top, paper.height - top, 1), (bottom, bottom, -1)):
        length = _mark_length(room, FEED_BAND)
        if length:
            a, z = start + sign * MARK_GAP, start + sign * (MARK_GAP + length)
            marks += [Mark(x, a, x, z) for x in xs]
    for start, room, sign in ((right, paper.width - right, 1), (left, left, -1)):
        length = _mark_length(room)
        if length:
            a, z = start + sign * MARK_GAP, start + sign * (MARK_GAP + length)
            marks += [Mark(a, y, z, y) for y in ys]
    return tuple(marks)


def _mark_length(room: float, clear: float = 0.5) -> float:
    """As long as ``MARK_LENGTH``, but ending at least ``clear`` mm inside the paper."""
    length = min(MARK_LENGTH, room - MARK_GAP - clear)
    return length if length >= MARK_MIN else 0.0
