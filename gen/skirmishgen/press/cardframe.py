"""What every card of a game's deck shares, so that a game draws only its own part
(as ``press.sheetframe.RosterFrame`` does for roster sheets).

A :class:`CardFrame` is made once from the game's title, author and look. Its fronts put
the card's name in a band of the game's colour, its kind under it, its picture (an icon)
in a panel of one size and place, its number in a corner badge and its text fitted to the
room left, at 9 points down to the card's fine-print minimum; text that cannot fit even
then raises ``FaceTooFull`` naming the card, which the deck reports as one line, never a
card printed with its text off the edge. Its back is the game's ground and motif to the
bleed, its medallion, and the credit every deck must print: the game and its author,
skirmishgen, and the icons' authors as their licence asks. Everything it prints keeps
3.5 mm inside the cut, past print services' 1/8 inch safe line. :meth:`CardFrame.deck`
turns a list of :class:`Card` into the ``CardDeck`` a game's ``Decks.make`` returns.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import fonts, style
from .carddeck import CardDeck, Drawer, FaceBox, FaceLabel, FaceTooFull
from .icons import credit, draw_icon
from .ornament import ground, medallion
from .paper import MM
from .style import Icon, Look
from .text import Block, draw_column, fit_blocks, line_size

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

INSET = 3.5 * MM
"""Everything printed keeps this far inside the cut (the safe line is 3.175 mm)."""
RULES = 9.0
"""The rules text's size, points, where the card has room for it."""
TITLE = 11.0
"""The name's largest size, points."""
BAND = 0.12
"""The name band's height, as a share of the card's."""
PANEL = 0.3
"""The picture panel's height, as a share of the card's."""


@dataclass(frozen=True)
class Card:
    """One design of a game's deck: its ``key`` (the face's name in the deck), the ``name``
    printed on it, its rules ``text`` (``**bold**`` spans; a blank line starts a new
    paragraph), how many copies the deck holds, its picture (an icon name or a game's own
    :class:`~.style.Icon`), the number read across the table in its corner badge, and its
    kind, printed small under the name."""

    key: str
    name: str
    text: str
    count: int = 1
    icon: str | Icon | None = None
    number: str = ""
    kind: str = ""


@dataclass(frozen=True)
class CardFrame:
    """The fronts and back of a game's deck in its look, crediting the game and us."""

    title: str
    author: str
    look: Look

    def credit_lines(self) -> tuple[str, ...]:
        """The back's credit: the game and its author, skirmishgen, the icons' authors."""
        from .. import __version__

        icons = credit(self.look)
        return (
            f"{self.title} by {self.author}",
            f"Cards by skirmishgen {__version__}",
            f"{icons[0].upper()}{icons[1:]}",
        )

    def front(self, card: Card) -> Drawer:
        """The face of ``card``."""

        def draw(canvas: Canvas, box: FaceBox) -> None:
            box.flood(canvas, style.tint(self.look.colour, 0.08))
            canvas.setFillColor("#FFFFFF")
            inner = (INSET - 1.5 * MM, INSET - 1.5 * MM)
            width, height = box.width - 2 * inner[0], box.height - 2 * inner[1]
            canvas.roundRect(*inner, width, height, 1.6 * MM, fill=1, stroke=0)
            top = self._band(canvas, box, card)
            if card.kind:
                top = self._kind(canvas, box, card, top)
            if card.icon is not None:
                top = self._panel(canvas, box, card.icon, top)
            self._rules(canvas, box, card, top)

        return draw

    def back(self) -> Drawer:
        """The deck's common back: the ground to the bleed, the medallion, the credit."""

        def draw(canvas: Canvas, box: FaceBox) -> None:
            bleed = box.bleed
            whole = (-bleed, -bleed, box.width + 2 * bleed, box.height + 2 * bleed)
            ground(canvas, self.look, whole, min(box.width, box.height) / 8)
            plate = box.width * 0.78  # well inside the card: a misregistered back shows none
            room = plate - 3 * MM
            blocks = [Block(line, align="centre") for line in self.credit_lines()]
            column = fit_blocks(blocks, room, box.height * 0.3, 6.0, style.CARD_FINE_MINIMUM)
            if column is None:
                raise FaceTooFull("the back's credit does not fit; print the deck on a larger card")
            words = sum(block.height for block in column)
            height = words + 2 * MM
            left, bottom = (box.width - plate) / 2, box.height * 0.1
            canvas.setFillColor("#FFFFFF")
            canvas.roundRect(left, bottom, plate, height, 1.6 * MM, fill=1, stroke=0)
            draw_column(canvas, column, (box.width - room) / 2, bottom + height - MM, room)
            radius = min(box.width, box.height) * 0.22
            middle = (box.height + bottom + height) / 2
            medallion(canvas, self.look, (box.width / 2, middle), radius)

        return draw

    def deck(self, name: str, cards: Sequence[Card], what: str = "deck") -> CardDeck:
        """The deck of ``cards`` in their counts, each with this frame's back: what a game's
        ``Decks.make`` returns. ``name`` is its file's name (``pocket-skirmish-deck``)."""
        drawers: dict[str, Drawer] = {"back": self.back()}
        faces: list[tuple[str, str]] = []
        for card in cards:
            drawers[card.key] = self.front(card)
            faces += [(card.key, "back")] * card.count
        labels = {card.key: FaceLabel(card.name, card.text.replace("**", "")) for card in cards}
        labels["back"] = FaceLabel(f"{self.title} {what}", " \u00b7 ".join(self.credit_lines()))
        return CardDeck(
            name=name,
            faces=faces,
            drawers=drawers,
            title=f"{self.title}: {what} ({len(faces)} cards)",
            author=f"{self.author} (game design); skirmishgen (print layout)",
            keywords=("print and play", what, self.title),
            labels=labels,
        )

    def _band(self, canvas: Canvas, box: FaceBox, card: Card) -> float:
        """The name in white on a band of the game's colour, the number in a badge at its
        right; the y under the band."""
        band = box.height * BAND
        top = box.height - INSET
        canvas.setFillColor(self.look.colour)
        canvas.roundRect(INSET, top - band, box.width - 2 * INSET, band, 1.4 * MM, fill=1, stroke=0)
        badge = band * 0.8 if card.number else 0.0
        room = box.width - 2 * INSET - 3 * MM - (badge + 1.5 * MM if badge else 0.0)
        name = card.name.upper()
        size = line_size(name, fonts.DISPLAY, room, TITLE, style.CARD_FINE_MINIMUM + 2)
        if size is None:
            raise FaceTooFull(f"the card '{card.name}' has a name too long for its band")
        canvas.setFillColor("#FFFFFF")
        canvas.setFont(fonts.DISPLAY, size)
        canvas.drawString(INSET + 1.5 * MM, top - band / 2 - size * 0.35, name)
        if badge:
            x, y = box.width - INSET - 1 * MM - badge / 2, top - band / 2
            canvas.setFillColor("#FFFFFF")
            canvas.circle(x, y, badge / 2, fill=1, stroke=0)
            canvas.setFillColor(self.look.colour)
            number = line_size(card.number, fonts.DISPLAY, badge * 0.72, badge * 0.5, 6) or 6
            canvas.setFont(fonts.DISPLAY, number)
            canvas.drawCentredString(x, y - number * 0.36, card.number)
        return top - band

    def _kind(self, canvas: Canvas, box: FaceBox, card: Card, top: float) -> float:
        """The card's kind, small and bold under the band; the y under it."""
        kind = card.kind.upper()
        room = box.width - 2 * INSET - 2 * MM
        size = line_size(kind, fonts.BOLD, room, 7.0, style.CARD_FINE_MINIMUM)
        if size is None:
            raise FaceTooFull(f"the card '{card.name}' has a kind too long for its line")
        canvas.setFillColor(self.look.colour)
        canvas.setFont(fonts.BOLD, size)
        canvas.drawString(INSET + 1 * MM, top - 1.2 * MM - size, kind)
        return top - 2 * MM - size

    def _panel(self, canvas: Canvas, box: FaceBox, icon: str | Icon, top: float) -> float:
        """The card's picture, in the game's colour on a light panel of it; the y under it."""
        panel = box.height * PANEL
        canvas.setFillColor(style.tint(self.look.colour, 0.16))
        width = box.width - 2 * INSET
        canvas.roundRect(INSET, top - 1 * MM - panel, width, panel, 1.4 * MM, fill=1, stroke=0)
        draw_icon(
            canvas, icon, box.width / 2, top - 1 * MM - panel / 2, panel * 0.8, self.look.colour
        )
        return top - 2 * MM - panel

    def _rules(self, canvas: Canvas, box: FaceBox, card: Card, top: float) -> None:
        """The card's text, as large as fits between ``top`` and the bottom inset."""
        room = box.width - 2 * INSET - 2 * MM
        paragraphs = [part.strip() for part in card.text.split("\n\n") if part.strip()]
        blocks = [
            Block(part, colour=style.INK, space_before=0.4 if number else 0.0)
            for number, part in enumerate(paragraphs)
        ]
        height = top - INSET - 1 * MM
        column = fit_blocks(blocks, room, height, RULES, style.CARD_FINE_MINIMUM)
        if column is None:
            raise FaceTooFull(
                f"the card '{card.name}' cannot hold its text, even at "
                f"{style.CARD_FINE_MINIMUM:g} pt; shorten it or print the deck on a larger card"
            )
        draw_column(canvas, column, INSET + 1 * MM, top - 0.5 * MM, room)
