"""Play-kit parts: pages drawn at exact physical size, with calibration bars and legends.

A part is a named step that first reads what it needs (images, the user's
options) and then draws its pages on a canvas in millimetres, through ``Pen``.
The kit product reads every chosen part, then draws them into one PDF (or one
per part) with the usual hints; the output seam writes it. A part whose pieces
are cards may also declare them as a deck (:class:`Cards`), for a virtual table.
Every page that carries a measure also carries a calibration bar and tells the
user to print at actual size; cut lines are solid, fold lines dashed, and the
legend is printed the first time each appears.

This module is also where a game's kit finds its helpers: the pen and the part's head
(:mod:`.pen`), tokens (:mod:`.tokens`) and measuring tapes (:mod:`.rulers`) are
importable from here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from ..errors import LayoutError
from .paper import Size
from .pdf import Metadata, Rendered, finish, new_canvas
from .pen import (
    INCH,
    LEGEND_TEXT,
    MARGIN,
    Pen,
    calibration_bar,
    fonts_width,
    header,
    legend,
    legend_entry,
    part_title,
    title_emblem,
)
from .rulers import ruler
from .style import PLAIN, Look
from .tokens import Pair, Token, draw_token, piece_grid, token_sheet

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

    from .carddeck import CardDeck
    from .cards import Drawer, FaceBox

__all__ = [
    "INCH",
    "MARGIN",
    "Cards",
    "Drawing",
    "KitRequest",
    "Pair",
    "Part",
    "Pen",
    "Token",
    "calibration_bar",
    "card_face",
    "draw_token",
    "fixed",
    "fonts_width",
    "header",
    "legend",
    "legend_entry",
    "part_title",
    "piece_grid",
    "render_kit",
    "ruler",
    "title_emblem",
    "token_sheet",
]

Drawing = Callable[[Pen], None]
"""Draws a part's pages; each page ends with ``pen.new_page()``."""


@dataclass
class KitRequest:
    """What a part may read before drawing: the game's kit options, and where to report."""

    options: Mapping[str, Any]
    warnings: list[str] = field(default_factory=list)
    inputs: list[Path] = field(default_factory=list)
    """Files the parts read (images...): the output must never overwrite them."""


@dataclass(frozen=True)
class Cards:
    """A part whose pieces are cards, dealt as a deck for a virtual table (Tabletop
    Simulator): every piece a face drawn in the card's own coordinates, as a deck's are."""

    card: Size
    """The cards' size, mm."""
    deck: Callable[[KitRequest], CardDeck]
    """Reads what the cards need, and returns them as a deck: each card's front and back,
    a drawer for every face, each front's name and rules line (its hover name and
    description). The kit names the files after itself and the part."""


@dataclass(frozen=True)
class Part:
    key: str
    title: str
    prepare: Callable[[KitRequest], Drawing]
    """Reads and checks what the part needs, and returns its drawing."""
    cards: Cards | None = None
    """The part's pieces as a deck of cards, if they are cards (none by default)."""


def card_face(draw: Drawing, card: Size, look: Look = PLAIN) -> Drawer:
    """A deck's face drawer for a piece a part draws with a pen, (0, 0) its lower left
    corner in mm: the same drawing on paper and on a virtual table's card sheet. A card's
    edge is its deck's cut, so the piece's own cut line is kept, not printed."""

    def drawer(canvas: Canvas, box: FaceBox) -> None:
        draw(Pen(canvas, card, look=look, cuts=[]))

    return drawer


def fixed(drawing: Drawing) -> Callable[[KitRequest], Drawing]:
    """The ``prepare`` of a part that needs nothing but the pen."""
    return lambda request: drawing


def render_kit(
    drawings: list[Drawing],
    paper: Size,
    meta: Metadata,
    credit: str = "",
    look: Look = PLAIN,
    duplex: Literal["long", "none"] = "none",
    cutter: str = "",
) -> Rendered:
    """Draw the parts' pages, in order, into one PDF, in the game's look, the credit line on
    every page; for a ``cutter``, inside its marks, with each page's cut lines."""
    from .cutkit import MarkedKit

    canvas, buffer = new_canvas(paper, meta, duplex)
    frame = MarkedKit(paper) if cutter else None
    pen = Pen(canvas, frame.inner if frame else paper, credit=credit, look=look)
    if frame:
        frame.attach(pen)
    pen.begin()
    try:
        for drawing in drawings:
            drawing(pen)
        for close in pen.closing:
            close()
        pen.close()
    except LayoutError as error:
        if not frame:
            raise
        raise LayoutError(
            f"does not fit inside a cutter's registration marks, which take {frame.loss} of "
            f"the page ({error}); leave that part out, try the other paper size, or print it "
            "without a cutter"
        ) from None
    marks = {kind for kind in pen.shown if kind in LEGEND_TEXT} | ({"bars"} if pen.bars else set())
    cuts = tuple(frame.sheets) if frame else ()
    return replace(finish(canvas, buffer, pen.pages), marks=frozenset(marks), cuts=cuts)
