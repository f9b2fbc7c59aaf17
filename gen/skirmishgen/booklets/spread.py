"""Starting a chapter on an even (left-hand) page, so that it and the page after it lie
open together as one spread (a two-page quick reference); the room skipped is ruled for
notes, never left blank."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Flowable, PageBreak

from ..press import fonts
from ..press.paper import MM

NOTES_PITCH = 8 * MM
"""Space between two ruled lines for notes (the Notes pages' too)."""
NOTES_MIN = 25 * MM
"""The least room ruled for notes: less is left empty (the foot of a page)."""


def draw_notes(canvas, left: float, right: float, top: float, bottom: float) -> None:
    """The word Notes at ``top`` and ruled lines under it down to ``bottom`` (points)."""
    canvas.saveState()
    canvas.setFont(fonts.DISPLAY, 13)
    canvas.setFillColor(colors.HexColor("#222222"))
    canvas.drawString(left, top, "Notes")
    canvas.setStrokeColor(colors.HexColor("#BBBBBB"))
    canvas.setLineWidth(0.4)
    y = top - 10 * MM
    while y > bottom:
        canvas.line(left, y, right, y)
        y -= NOTES_PITCH
    canvas.restoreState()


class NotesArea(Flowable):
    """The rest of the frame: ruled for notes when there is room for a few lines."""

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        self.width, self.height = availWidth, availHeight
        return availWidth, availHeight

    def draw(self) -> None:
        if self.height >= NOTES_MIN:
            top = self.height - 8 * MM  # the cap height of "Notes" under a heading's space
            draw_notes(self.canv, 0, self.width, top, 2 * MM)


class SpreadStart(Flowable):
    """What follows starts on the next even page: the rest of an odd page is ruled for
    notes; on an even page already begun, its rest and the odd page after it are."""

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        page = self._doctemplateAttr("page")
        frame = self._doctemplateAttr("frame")
        if page % 2 == 0 and not frame._atTop:
            frame.add_generated_content(NotesArea(), PageBreak(), NotesArea())
        elif page % 2:
            frame.add_generated_content(NotesArea())
        return 0, 0

    def draw(self) -> None:
        """Nothing: the notes areas it adds draw themselves."""
