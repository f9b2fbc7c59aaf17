"""Drawers for Skirmish card faces: each draws one face in the card's own coordinates.

Sizes scale with the card, text shrinks to fit, and a face whose text cannot
fit even at the readable minimum raises ``FaceTooFull`` naming the card.
Nothing here knows where on the sheet the face will land.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...errors import Location
from ...press import fonts
from ...press.aids import AID_COLOUR, AID_ICON
from ...press.aids import aid_back_drawer as shared_aid_back
from ...press.cards import FaceBox, FaceTooFull
from ...press.icons import credit as icon_credit
from ...press.icons import draw_icon
from ...press.ornament import ground, medallion
from ...press.paper import MM
from ...press.style import AID_MINIMUM
from ...press.text import Block, column_height, draw_column, fit_blocks
from .about import LOOK
from .cardtext import badge_number, deck_titles, facts, quote_blocks, type_line
from .frame import (
    FINE,
    GREY,
    PAD,
    QUOTE_SCALE,
    Frame,
    Titles,
    draw_art,
    draw_footer,
    draw_ground,
    draw_header,
    draw_type_line,
    fit_column,
    one_line_size,
    title_size,
    type_line_room,
)
from .looks import LOOKS, picture_of, weight_of
from .models import Back, Card, CommonBack, Deck

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas


def _named(label: str, draw, location: Location | None = None):
    """``draw``, with ``label`` (which card, which side) and its place added to any FaceTooFull."""

    def named(canvas: Canvas, box: FaceBox) -> None:
        try:
            draw(canvas, box)
        except FaceTooFull as problem:
            raise FaceTooFull(f"{label}: {problem}", location) from None

    return named


def footer_credit(deck: Deck) -> str:
    """The small line at the foot of every card face, e.g. ``SKIRMISH 5E · PETER COBCROFT``."""
    return f"{deck.title.upper()} {deck.edition}E \u00b7 {deck.author.upper()}"


def front_drawer(deck: Deck, card: Card, location: Location | None = None, titles: Titles = ()):
    """A card's front; its title at the one size the deck's ``titles`` share."""
    titles = titles or deck_titles(deck)
    look = LOOKS[card.type]
    credit = footer_credit(deck)

    def draw(canvas: Canvas, box: FaceBox) -> None:
        frame = Frame.of(box)
        draw_ground(canvas, frame, LOOK.colour)
        below = draw_header(
            canvas,
            frame,
            card.name.upper(),
            look.colour,
            look.icon,
            badge_number(card),
            title_size(frame, titles),
        )
        draw_type_line(canvas, frame, below, *type_line(card), look.colour)
        art = draw_art(canvas, frame, picture_of(card), look.colour, weight_of(card))
        bottom = draw_footer(canvas, frame, credit)
        body = [Block(line, fonts.REGULAR, 0.95, look.colour, "left", 0.2) for line in facts(card)]
        body.append(Block(card.text, space_before=0.35))
        notes = [Block(note, space_before=0.3) for note in card.notes]
        quote = quote_blocks(card) if frame.scale >= QUOTE_SCALE else []
        fit_column(canvas, frame, art - 1.4 * MM, bottom, body, quote, notes, centre=True)

    return _named(f"card '{card.name}'", draw, location)


def own_back_drawer(
    deck: Deck, card: Card, back: Back, location: Location | None = None, titles: Titles = ()
):
    """The other side of a double-sided card: SHIELD DAMAGED, or a weapon's RECOVERING side."""
    look = LOOKS[card.type]
    credit = footer_credit(deck)

    def draw(canvas: Canvas, box: FaceBox) -> None:
        frame = Frame.of(box)
        draw_ground(canvas, frame, LOOK.colour, panel="#EDEDED")
        size = title_size(frame, titles or deck_titles(deck))
        below = draw_header(canvas, frame, card.name.upper(), look.colour, look.icon, size=size)
        room = box.width - 2 * PAD
        size = one_line_size(
            back.name.upper(), fonts.DISPLAY, room, 12 * frame.scale, 6.0, "its name"
        )
        canvas.setFillColor(look.colour)
        canvas.setFont(fonts.DISPLAY, size)
        title_y = below - 3 * MM - size
        canvas.drawCentredString(box.width / 2, title_y, back.name.upper())
        icon = 16 * MM * frame.scale
        draw_icon(
            canvas,
            picture_of(card),
            box.width / 2,
            title_y - 2.5 * MM - icon / 2,
            icon,
            "#BDBDBD",
        )
        bottom = draw_footer(canvas, frame, credit)
        body = [Block(back.text, align="centre")]
        fit_column(canvas, frame, title_y - 5 * MM - icon, bottom, body, [])

    return _named(f"the {back.name} side of card '{card.name}'", draw, location)


def _panel(canvas: Canvas, box: tuple[float, float, float, float]) -> None:
    """A white panel with rounded corners and a hairline in the game's accent."""
    x, y, w, h = box
    canvas.saveState()
    canvas.setFillColor("#FFFFFF")
    canvas.setStrokeColor(LOOK.accent)
    canvas.setLineWidth(0.6)
    canvas.roundRect(x, y, w, h, 1.6 * MM, stroke=1, fill=1)
    canvas.restoreState()


def common_back_drawer(deck: Deck, back: CommonBack, location: Location | None = None):
    """The back shared by most cards, in the game's look: its patterned ground to the edge
    and its medallion, then a white panel well inside the card with the title, subtitle and
    credit, so 1-2 mm of duplex error shows nowhere."""
    from ... import __version__

    def draw(canvas: Canvas, box: FaceBox) -> None:
        frame = Frame.of(box)
        bleed = box.bleed
        ground(
            canvas,
            LOOK,
            (-bleed, -bleed, box.width + 2 * bleed, box.height + 2 * bleed),
            6.5 * MM * frame.scale,
        )
        inner, pad = 5 * MM * frame.scale, 3 * MM * frame.scale
        room = box.width - 2 * inner - 2 * pad
        size = one_line_size(
            back.title, fonts.DISPLAY, room, 17 * frame.scale, 6.0, "the back's title"
        )
        small = one_line_size(
            back.subtitle,
            fonts.DISPLAY_ITALIC,
            room,
            max(8 * frame.scale, FINE),
            FINE,
            "the back's subtitle",
        )
        credit = [
            Block(deck.credit, fonts.REGULAR, 1.0, GREY, "centre"),
            Block(
                f"Card layout by skirmishgen {__version__}; {icon_credit()}.",
                fonts.REGULAR,
                1.0,
                GREY,
                "centre",
            ),
        ]
        column = fit_blocks(credit, room, box.height * 0.3, max(5.5 * frame.scale, FINE), FINE)
        if column is None:
            raise FaceTooFull(
                f"its credit line does not fit even at {FINE:g} pt; shorten the deck's "
                "credit or choose a larger --card-size"
            )
        words = size * 0.75 + 1.5 * MM + small + 2.5 * MM + column_height(column)
        panel = words + 2 * pad
        gap = 4 * MM * frame.scale
        radius = min(box.width * 0.25, (box.height - 2 * inner - panel - gap) / 2 - pad)
        foot = (box.height - (panel + gap + 2 * radius)) / 2
        _panel(canvas, (inner, foot, box.width - 2 * inner, panel))
        medallion(canvas, LOOK, (box.width / 2, foot + panel + gap + radius), radius)
        top = foot + panel - pad
        canvas.setFillColor(LOOK.colour)
        canvas.setFont(fonts.DISPLAY, size)
        title_y = top - size * 0.75
        canvas.drawCentredString(box.width / 2, title_y, back.title)
        canvas.setFont(fonts.DISPLAY_ITALIC, small)
        subtitle_y = title_y - small - 1.5 * MM
        canvas.drawCentredString(box.width / 2, subtitle_y, back.subtitle)
        left = (box.width - room) / 2
        draw_column(canvas, column, left, subtitle_y - 2.5 * MM, room)

    return _named("the common back", draw, location)


@dataclass(frozen=True)
class Aid:
    """A player-aid card: a title and short lines (``**bold**`` allowed); ``part`` (e.g.
    ``1/2``) when the aid runs over several cards."""

    title: str
    lines: tuple[str, ...]
    part: str = ""

    @property
    def heading(self) -> str:
        return f"{self.title} {self.part}".strip().upper()


def aid_drawer(deck: Deck, aid: Aid, titles: Titles = (), location: Location | None = None):
    """The front of a player aid: a band reading PLAYER AID and the aid's lines; its
    heading at the one size the deck's ``titles`` share (cards and aids: one size a sheet)."""
    credit = footer_credit(deck)
    titles = titles or ((aid.heading, ""),)

    def draw(canvas: Canvas, box: FaceBox) -> None:
        frame = Frame.of(box)
        draw_ground(canvas, frame, AID_COLOUR)
        size = title_size(frame, titles)
        below = draw_header(canvas, frame, aid.heading, AID_COLOUR, AID_ICON, size=size)
        right = _aid_type_right(frame)
        rule = draw_type_line(
            canvas, frame, below, "PLAYER AID", right, AID_COLOUR, least=AID_MINIMUM
        )
        bottom = draw_footer(canvas, frame, credit)
        body = [Block(line, space_before=0.3 if n else 0.0) for n, line in enumerate(aid.lines)]
        fit_column(canvas, frame, rule - 1.4 * MM, bottom, body, [], minimum=AID_MINIMUM)

    return _named(f"the player aid '{aid.title}'", draw, location)


AID_TYPE_RIGHT = ("NOT PART OF THE DECK", "NOT IN THE DECK", "")
"""What an aid's type line says on its right, the longest that fits at ``AID_MINIMUM``
(on a mini card the back alone says it)."""


def _aid_type_right(frame: Frame) -> str:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    for right in AID_TYPE_RIGHT:
        width = stringWidth("PLAYER AID" + right, fonts.BOLD, AID_MINIMUM)
        if width <= type_line_room(frame, right):
            return right
    return ""


def aid_back_drawer(deck: Deck):
    """The back of every player aid: plainly not a deck card, whichever way it lies."""
    credit = f"{deck.title} by {deck.author}"
    return _named("the player aids' back", shared_aid_back(f"{deck.title} deck", credit))
