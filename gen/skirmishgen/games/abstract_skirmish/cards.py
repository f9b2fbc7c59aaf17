"""Unit Trait card faces: one front per trait (its colour, icon and text), one common back
per player, so face-down cards on a mat cannot be told apart, and two players' decks never
mix: each player's back has its own colour and letter, repeated in a corner of the fronts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ... import __version__
from ...models import Section
from ...press import fonts, style
from ...press.aids import AID_COLOUR, AID_ICON
from ...press.cards import FaceBox, FaceTooFull
from ...press.icons import credit as icon_credit
from ...press.icons import draw_icon
from ...press.ornament import ground
from ...press.paper import MM
from ...press.text import Block, draw_column, fit_blocks, line_size, shared_line_size
from .about import CREDITS, LOOK
from .models import AbstractReference, Trait

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

FINE = style.CARD_FINE_MINIMUM


@dataclass(frozen=True)
class Player:
    """Whose deck: a letter and that side's team colour (style guide, colour)."""

    letter: str
    team: style.Team

    @classmethod
    def of(cls, letter: str) -> Player:
        return cls(letter, style.team("ABCD".index(letter)))


def _ground(canvas: Canvas, box: FaceBox, tint: str) -> None:
    """A soft tinted border to past the cut and a white panel: no thin line to show a
    crooked cut."""
    box.flood(canvas, tint)
    canvas.setFillColor("#FFFFFF")
    inset = 1.8 * MM
    canvas.roundRect(
        inset, inset, box.width - 2 * inset, box.height - 2 * inset, 2.0 * MM, fill=1, stroke=0
    )


def front_drawer(
    trait: Trait, player: Player, names: tuple[str, ...] = (), texts: tuple[str, ...] = ()
):
    """A trait's front; its name at the size every trait's name (``names``) shares, its
    rules at the size every trait's rules (``texts``) share."""

    def draw(canvas: Canvas, box: FaceBox) -> None:
        _ground(canvas, box, style.tint(trait.colour, 0.3))
        band = box.height * 0.2
        canvas.setFillColor(trait.colour)
        canvas.roundRect(
            2.8 * MM,
            box.height - 2.8 * MM - band,
            box.width - 5.6 * MM,
            band,
            1.6 * MM,
            fill=1,
            stroke=0,
        )
        _corner_badge(canvas, 2.8 * MM + band / 2, box.height - 2.8 * MM - band / 2, band, trait)
        left = 2.8 * MM + band
        titles = tuple(name.upper() for name in names or (trait.name,))
        size = shared_line_size(titles, fonts.DISPLAY, box.width - left - 4 * MM, 13, FINE)
        if size is None:
            raise FaceTooFull(
                f"trait '{trait.name}': its name does not fit; choose a larger --card-size"
            )
        canvas.setFillColor("#FFFFFF")
        canvas.setFont(fonts.DISPLAY, size)
        canvas.drawString(left, box.height - 2.8 * MM - band / 2 - size * 0.35, trait.name.upper())
        _player_tag(canvas, box, player)
        top = _value_row(canvas, box, trait, box.height - 2.8 * MM - band - 2.5 * MM)
        width, room = box.width - 7 * MM, top - TAG_ROOM
        rules = _rules_size(texts or (trait.text,), width, room) or 0.0
        column = fit_blocks(_rules(trait.text), width, room, rules, rules) if rules else None
        if column is None:
            raise FaceTooFull(
                f"trait '{trait.name}': its text does not fit even at {FINE:g} pt; "
                "choose a larger --card-size"
            )
        draw_column(canvas, column, 3.5 * MM, top, width)

    return draw


RULES_START = 9.0
"""The trait rules' largest size, the player aids' own: on a mini card they come to 8.5."""


def _rules(text: str) -> list[Block]:
    return [Block(text, align="centre")]


def _rules_size(texts: tuple[str, ...], width: float, height: float) -> float | None:
    """The size every trait's rules fit at (the longest's): one size across the deck."""
    sizes = []
    for text in texts:
        column = fit_blocks(_rules(text), width, height, RULES_START, FINE)
        if column is None:
            return None
        sizes.append(column[0].size)
    return min(sizes)


def _value_row(canvas: Canvas, box: FaceBox, trait: Trait, top: float) -> float:
    """The trait's icon and its "+1 INIT" pill side by side under the band, centred as a
    pair; the top of the room left under them."""
    icon = min(box.width * 0.3, box.height * 0.17)
    gap = 2 * MM
    pill = _badge_width(canvas, trait)
    left = (box.width - icon - gap - pill) / 2
    centre = top - icon / 2
    draw_icon(canvas, trait.icon, left + icon / 2, centre, icon, trait.colour)
    _level_badge(canvas, left + icon + gap + pill / 2, centre + BADGE_HEIGHT / 2, trait)
    return top - icon - 2.5 * MM


TAG_ROOM = 11.5 * MM
"""Kept clear at a front's foot: the player's tag (its disc, rings and a gap)."""
BADGE_HEIGHT = 6.0 * MM
BADGE_SIZE = 12.0


def _level_badge(canvas: Canvas, x: float, top: float, trait: Trait) -> None:
    """What one card adds, read across the table: "+1 INIT" reversed out of a pill of the
    trait's colour."""
    words = f"+1 {trait.short}"
    width = _badge_width(canvas, trait)
    canvas.setFillColor(trait.colour)
    canvas.roundRect(
        x - width / 2, top - BADGE_HEIGHT, width, BADGE_HEIGHT, BADGE_HEIGHT / 2, fill=1, stroke=0
    )
    canvas.setFillColor("#FFFFFF")
    canvas.setFont(fonts.DISPLAY, BADGE_SIZE)
    canvas.drawCentredString(x, top - BADGE_HEIGHT / 2 - BADGE_SIZE * 0.35, words)


def _badge_width(canvas: Canvas, trait: Trait) -> float:
    return canvas.stringWidth(f"+1 {trait.short}", fonts.DISPLAY, BADGE_SIZE) + 5 * MM


def _corner_badge(canvas: Canvas, x: float, y: float, band: float, trait: Trait) -> None:
    """The corner index, seen when cards are fanned: the trait's icon in a white disc."""
    radius = band * 0.38
    canvas.setFillColor("#FFFFFF")
    canvas.circle(x, y, radius, fill=1, stroke=0)
    draw_icon(canvas, trait.icon, x, y, radius * 1.35, trait.colour)


def _player_tag(canvas: Canvas, box: FaceBox, player: Player) -> None:
    """The player's letter in a disc of their colour, bottom right of a front."""
    radius = 3.3 * MM
    x, y = box.width - 2.6 * MM - radius, 2.6 * MM + radius
    canvas.setFillColor(player.team.colour)
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.5)
    canvas.circle(x, y, radius + 0.7, fill=0, stroke=1)  # an ink ring: it reads on any colour
    canvas.setStrokeColor("#FFFFFF")
    canvas.setLineWidth(1.0)
    canvas.circle(x, y, radius, fill=1, stroke=1)
    canvas.setFillColor("#FFFFFF")
    canvas.setFont(fonts.DISPLAY, 12)
    canvas.drawCentredString(x, y - 12 * 0.35, player.letter)


def back_drawer(ref: AbstractReference, player: Player):
    """The back of one player's deck: the game's motif in their colour over the whole card
    (no frame to show a duplex error), a white field well inside it with the five trait
    icons, and their letter and colour word."""
    team = player.team

    def draw(canvas: Canvas, box: FaceBox) -> None:
        bleed = box.bleed
        whole = (-bleed, -bleed, box.width + 2 * bleed, box.height + 2 * bleed)
        ground(canvas, LOOK, whole, 5 * MM, team.colour)
        inset = 4 * MM
        room = box.width - 2 * inset - 3 * MM
        credit = [
            Block(f"{CREDITS.title} by {CREDITS.author}, {CREDITS.year}", align="centre"),
            Block(f"cards by skirmishgen {__version__}", align="centre"),
            Block(icon_credit(), align="centre"),
        ]
        column = fit_blocks(credit, room, 13 * MM, 6.0, FINE)
        if column is None:
            raise FaceTooFull("the back's credit does not fit; choose a larger --card-size")
        words = sum(b.height for b in column)
        radius = 6 * MM
        middle = box.height * 0.56
        top = middle - radius - 2.5 * MM
        canvas.setFillColor("#FFFFFF")
        canvas.roundRect(
            inset, inset, box.width - 2 * inset, top - inset, 1.6 * MM, fill=1, stroke=0
        )
        step = min(box.width, box.height) / 4
        for number, trait in enumerate(ref.traits):
            x = box.width / 2 + (number - 2) * step * 0.62
            draw_icon(canvas, trait.icon, x, box.height * 0.8, step * 0.5, team.colour)
        canvas.setFillColor(team.colour)
        canvas.setStrokeColor("#FFFFFF")
        canvas.setLineWidth(1.2)
        canvas.circle(box.width / 2, middle, radius, fill=1, stroke=1)
        canvas.setFillColor("#FFFFFF")
        canvas.setFont(fonts.DISPLAY, 20)
        canvas.drawCentredString(box.width / 2, middle - 7, player.letter)
        canvas.setFillColor(team.colour)
        title = f"UNIT TRAIT \u00b7 PLAYER {player.letter} \u00b7 {team.word}"
        size = line_size(title, fonts.DISPLAY, box.width - 2 * inset - 2 * MM, 9, FINE) or FINE
        canvas.setFont(fonts.DISPLAY, size)
        title_y = top - 2.5 * MM - size * 0.75
        canvas.drawCentredString(box.width / 2, title_y, title)
        bottom = inset + 1.5 * MM
        draw_column(canvas, column, (box.width - room) / 2, bottom + words, room)

    return draw


def aid_drawer(section: Section, titles: tuple[str, ...] = ()):
    """A player aid: the section's title in a teal band at the size every aid's title
    (``titles``) shares, its text as large as fits."""

    def draw(canvas: Canvas, box: FaceBox) -> None:
        _ground(canvas, box, style.tint(AID_COLOUR, 0.3))
        band = box.height * 0.14
        top = box.height - 2.8 * MM
        canvas.setFillColor(AID_COLOUR)
        canvas.roundRect(
            2.8 * MM, top - band, box.width - 5.6 * MM, band, 1.6 * MM, fill=1, stroke=0
        )
        draw_icon(canvas, AID_ICON, 2.8 * MM + band / 2, top - band / 2, band * 0.6, "#FFFFFF")
        left = 2.8 * MM + band
        title = section.title.upper()
        shared = tuple(t.upper() for t in titles or (section.title,))
        size = shared_line_size(shared, fonts.DISPLAY, box.width - left - 4 * MM, 11, FINE) or FINE
        canvas.setFillColor("#FFFFFF")
        canvas.setFont(fonts.DISPLAY, size)
        canvas.drawString(left, top - band / 2 - size * 0.35, title)
        canvas.setFillColor(AID_COLOUR)
        note = "PLAYER AID \u00b7 NOT A TRAIT CARD"
        note_size = line_size(note, fonts.BOLD, box.width - 7 * MM, FINE + 1, FINE)
        if note_size is None:  # too narrow for both: the word that matters
            note, note_size = "PLAYER AID", FINE + 1
        canvas.setFont(fonts.BOLD, note_size)
        canvas.drawString(3.5 * MM, top - band - 4 * MM, note)
        room = box.width - 7 * MM
        text_top = top - band - 6.5 * MM
        column = fit_blocks([Block(section.text)], room, text_top - 4 * MM, 9.0, FINE)
        if column is None:
            raise FaceTooFull(f"the player aid '{section.title}' does not fit; shorten its text")
        draw_column(canvas, column, 3.5 * MM, text_top, room)

    return draw
