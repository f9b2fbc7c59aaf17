"""A cutter's sheets, from the layout's pages: what a cutter cuts on each page (the cut
sheet beside it), and Design Space's sheets of fold-over cards.

Pure, in millimetres, as :mod:`.layout` is.
"""

from __future__ import annotations

from .cutting import CRICUT_AREA, QUARTER, SPACING, CutSheet, Path, card_corner, rectangle, segment
from .layout import Page, Sheet


def for_cricut(sheet: Sheet) -> Sheet:
    """``sheet``'s cards as Design Space sheets: fold-over pairs within its Print Then Cut
    area, upright (as its limit is given: a sheet turned would be wider than it), no bleed
    (Design Space adds its own), at least ``SPACING`` apart."""
    area = Sheet(
        CRICUT_AREA,
        sheet.card,
        margin=0.0,
        gutter=max(sheet.gutter, SPACING),
        crop_marks=False,
        duplex="fold",
        cutter="cricut",
    )
    return area


def cut_sheet(sheet: Sheet, page: Page, total: int) -> CutSheet | None:
    """What a cutter cuts on ``page``: each card's outline (its trim, corners rounded),
    or each folded pair's with its fold scored; None for a back page (cut from the front)."""
    if page.side == "back":
        return None
    radius = card_corner(sheet.card)
    paths: list[Path] = []
    if page.side == "fold":
        for front in page.placements[::2]:
            paths += pair_outline(front.x, front.y, front.width, front.height, radius)
    else:
        paths += [rectangle("cut", p.x, p.y, p.width, p.height, radius) for p in page.placements]
    label = f"sheet {page.sheet} of {total}" + (", front" if page.side == "front" else "")
    return CutSheet(sheet.paper, tuple(paths), label, page.sheet)


def pair_outline(x: float, y: float, width: float, height: float, radius: float) -> list[Path]:
    """A fold-over card's cut and score: its front at (x, y), its back just right of it, one
    outline round both with every corner of the folded card rounded (a notch each end of
    the fold), and the fold between the notches scored."""
    r, q = radius, QUARTER
    fold, right, top = x + width, x + 2 * width, y + height
    points = (
        (x + r, y), (fold - r, y), (fold, y + r), (fold + r, y), (right - r, y),
        (right, y + r), (right, top - r), (right - r, top), (fold + r, top), (fold, top - r),
        (fold - r, top), (x + r, top), (x, top - r), (x, y + r),
    )  # fmt: skip
    bulges = (0.0, q, q, 0.0, q, 0.0, q, 0.0, q, q, 0.0, q, 0.0, q)
    outline = Path("cut", points, closed=True, bulges=bulges)
    return [outline, segment("score", fold, y + r, fold, top - r)]
