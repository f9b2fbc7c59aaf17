"""A play kit for a cutter (Silhouette): every page drawn as usual, moved
inside Silhouette's registration marks, which each page with something to cut carries,
and each such page's cut and score lines kept for its cut files.

The kit's parts lay out on a page a little smaller than the paper (:attr:`MarkedKit.inner`)
whose 8 mm margins fall inside the marks' frame and below its top corners; the page's
band is left out (it would run through the marks).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cutmarks import draw_below_frame, draw_marks, paper_name
from .cutting import SILHOUETTE, SPACING, CutSheet, joined
from .paper import MM, Size
from .pen import Pen

INSETS = (2.0, 9.5, 2.0, 8.5)
"""mm the kit's page moves in from the paper's left, bottom, right and top edges: its 8 mm
margins then lie on the marks' frame (10 mm in) at the sides, its title below the square's
corner and its credit line above the bottom L's. Each part keeps to its margins, so nothing
it draws reaches a mark."""


@dataclass
class MarkedKit:
    """The frame a cutter's kit is drawn in, and the cut sheets of its pages."""

    paper: Size
    sheets: list[CutSheet] = field(default_factory=list)

    @property
    def loss(self) -> str:
        """What the frame takes from the page, in words."""
        left, bottom, right, top = INSETS
        return f"{left + right:g} mm across and {bottom + top:g} mm up"

    @property
    def inner(self) -> Size:
        """The page the parts lay out on."""
        left, bottom, right, top = INSETS
        return Size(self.paper.width - left - right, self.paper.height - bottom - top)

    def attach(self, pen: Pen) -> None:
        """Make ``pen`` keep its lines, and start and end each page in this frame."""
        pen.cuts = []
        pen.gap = SPACING  # no two pieces share an edge: the blade cuts each on its own
        pen.page_start = lambda: pen.canvas.translate(INSETS[0] * MM, INSETS[1] * MM)
        pen.page_end = lambda: self._end(pen)

    def _end(self, pen: Pen) -> None:
        cuts = pen.cuts or []
        pen.cuts = []
        if not cuts:
            return
        number = pen.pages + 1
        canvas = pen.canvas
        canvas.saveState()
        canvas.translate(-INSETS[0] * MM, -INSETS[1] * MM)
        draw_marks(canvas, SILHOUETTE.shapes(self.paper))
        setting = SILHOUETTE.setting(self.paper, paper_name(self.paper))
        draw_below_frame(canvas, self.paper, [f"page {number} \u00b7 {setting}", setting])
        canvas.restoreState()
        self.sheets.append(CutSheet(self.paper, tuple(joined(cuts)), f"page {number}", number))
