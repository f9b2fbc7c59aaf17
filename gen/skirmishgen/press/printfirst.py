"""The one-page "print me first" sheet of a build's game folder: each file it holds, in the
order to print, with its pages and sheets, the printer setting, a paper weight and how to
finish it. Drawn from a list of entries (what was built); it knows no game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import fonts, style
from .paper import MM, Size
from .pdf import Metadata, Rendered, finish, new_canvas

MARGIN = 15.0
"""mm: the sheet's margins (inside the 10 mm of sheets, clear of the outer 6 mm)."""
BODY = 10.0
"""pt: the entries' text."""
LEADING = 1.35


@dataclass(frozen=True)
class Entry:
    """One file of the folder, as built: its name, what it is, its pages and sheets of
    paper, and the three things to tell its printer."""

    file: str
    what: str
    pages: int
    sheets: int
    printing: str
    paper: str
    finish: str


def render_print_first(title: str, credit: str, entries: Sequence[Entry], paper: Size) -> Rendered:
    """One page: the title, a line on the order, then an entry a block, then the credit."""
    meta = Metadata(f"{title}: print me first", credit, "What each file is, in print order")
    canvas, buffer = new_canvas(paper, meta)
    top = paper.height - MARGIN
    canvas.setFillColor(style.INK)
    canvas.setFont(fonts.DISPLAY, style.TITLE + 3)
    canvas.drawString(MARGIN * MM, top * MM - style.TITLE * 1.1, f"{title}: print me first")
    y = top - (style.TITLE + 3) * 1.6 / MM
    y = _line(canvas, y, fonts.REGULAR, style.MUTED, _intro(entries))
    y -= 2.0
    for number, entry in enumerate(entries, 1):
        y = _entry(canvas, y, number, entry) - 2.5
    canvas.setFont(fonts.REGULAR, style.SHEET_MINIMUM)
    canvas.setFillColor(style.MUTED)
    canvas.drawString(MARGIN * MM, 8.0 * MM, credit)
    canvas.showPage()
    return finish(canvas, buffer, 1)


def _intro(entries: Sequence[Entry]) -> str:
    pages = sum(e.pages for e in entries)
    sheets = sum(e.sheets for e in entries)
    return (
        f"{len(entries)} files, {pages} pages on {sheets} sheets, listed in the order to print"
        " them: plain paper first, then card, so the paper changes once. Print every file at"
        " 100% (actual size); paper weights are our suggestion."
    )


def _entry(canvas, y: float, number: int, entry: Entry) -> float:
    """An entry's block: its file and counts in bold, then printing, paper, finishing."""
    sheets = f"{entry.sheets} sheet" + ("s" if entry.sheets != 1 else "")
    pages = f"{entry.pages} page" + ("s" if entry.pages != 1 else "")
    head = f"{number}  {entry.file}: {entry.what}, {pages} on {sheets}"
    y = _line(canvas, y, fonts.BOLD, style.INK, head)
    for text in (
        f"print: {entry.printing}",
        f"paper: {entry.paper}",
        f"then: {entry.finish}",
    ):
        y = _line(canvas, y, fonts.REGULAR, style.INK, text, indent=6.0)
    return y


def _line(canvas, y: float, font: str, colour: str, text: str, indent: float = 0.0) -> float:
    """``text`` wrapped to the margins from ``y`` (mm, the top of its first line); the y
    under its last line."""
    from reportlab.lib.utils import simpleSplit

    width = canvas._pagesize[0] - 2 * MARGIN * MM - indent * MM
    canvas.setFont(font, BODY)
    canvas.setFillColor(colour)
    step = BODY * LEADING / MM
    for part in simpleSplit(text, font, BODY, width):
        y -= step
        canvas.drawString((MARGIN + indent) * MM, y * MM + BODY * 0.25, part)
    return y
