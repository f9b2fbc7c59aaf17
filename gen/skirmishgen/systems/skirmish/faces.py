"""Drawers for Skirmish card faces: each draws one face in the card's own coordinates.

Sizes scale with the card, text shrinks to fit, and a face whose text cannot
fit even at the readable minimum raises ``FaceTooFull`` naming the card.
Nothing here knows where on the sheet the face will land.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...errors import Location
from ...press import fonts, style
from ...press.aids import AID_COLOUR, AID_ICON
from ...press.aids import aid_back_drawer as shared_aid_back
from ...press.cards import FaceBox, FaceTooFull
from ...press.icons import credit as icon_credit
from ...press.icons import draw_icon
from ...press.ornament import ground, medallion, motif
from ...press.paper import CARD_SIZES, MM
from ...press.style import tint
from ...press.text import READABLE_MINIMUM, Block, column_height, draw_column, fit_blocks, line_size
from .game import LOOK
from .looks import LOOKS, picture_of
from .models import ANY_WEAPON, Back, Card, CommonBack, Deck

if TYPE_CHECKING:
    from reportlab.pdfgen.canvas import Canvas

_POKER = CARD_SIZES["poker"]
FRAME = 2.0 * MM  # width of the tinted border, from the trim line inwards
BORDER_TINT = 0.28  # strength of the border's tint: a soft edge that hides a crooked cut
BADGE_NUMBER = 15.0  # points, on a poker card: the number players read across the table
BADGE_INSET = 1.0 * MM
"""How far the badge sits inside the band's right end (2.9 mm inside the cut): its outline
then stays more than 1/8 in (3.175 mm) inside, where print services keep what matters."""
PAD = 3.4 * MM  # inset of all text: a cut 3 mm off the line still spares it
BAND_DROP = 1.5 * MM
"""The title band's top below the tinted border: the badge's disc, as tall as the band,
then stays past the 1/8 in (3.175 mm) print services keep clear of what matters."""
BODY_START = 9.0  # points, on a poker card
QUOTE_MINIMUM_BODY = 9.0  # the quotation is dropped before the rules shrink below this
NOTE_MINIMUM_BODY = 6.5
"""Points: a card's reminder notes ("Counts toward your hand limit") are dropped before
its rules shrink below this (the player aids say them too)."""
MINI_BODY = 7.0  # points: the largest rules text on small cards, if it fits
QUOTE_SCALE = 0.8
"""Cards smaller than this (mini) print no quotations at all, so every card of a kind looks
alike and the rules keep their size."""
GREY = "#555555"
FINE = style.CARD_FINE_MINIMUM


@dataclass(frozen=True)
class Frame:
    """The parts of a face every drawer shares, measured from the box."""

    box: FaceBox
    scale: float

    @classmethod
    def of(cls, box: FaceBox) -> Frame:
        scale = min(box.width / (_POKER.width * MM), box.height / (_POKER.height * MM))
        return cls(box, scale)

    @property
    def header(self) -> float:
        """The title band's height: a poker card's, scaled, but never under MINI_BAND
        (two lines of an 8 pt title need it; the art panel gives the difference)."""
        return max(self.band, MINI_BAND)

    @property
    def band(self) -> float:
        """The title band's height scaled from a poker card's (the badge is sized by it)."""
        return 8.5 * MM * self.scale


def _ground(canvas: Canvas, frame: Frame, colour: str, panel: str = "#FFFFFF") -> None:
    """A soft tinted border from past the cut (bleed) to ``FRAME`` inside it, and the
    ``panel`` colour inside: no thin line near the edge to show a crooked cut."""
    box = frame.box
    box.flood(canvas, tint(colour, BORDER_TINT))
    canvas.setFillColor(panel)
    canvas.setStrokeColor(panel)
    canvas.setLineWidth(0)
    _inset_round_rect(canvas, box, FRAME, 2.0 * MM * frame.scale, fill=1)


def _inset_round_rect(canvas: Canvas, box: FaceBox, inset: float, radius: float, fill: int):
    canvas.roundRect(
        inset, inset, box.width - 2 * inset, box.height - 2 * inset, radius, fill=fill, stroke=1
    )


def _band(frame: Frame) -> tuple[float, float, float, float]:
    """The title band's left, top, width and height."""
    left, top = FRAME + 0.9 * MM, frame.box.height - FRAME - BAND_DROP
    return left, top, frame.box.width - 2 * left, frame.header


def _title_room(frame: Frame, badge: str) -> float:
    """The width the title may take: the band less its icon and the badge."""
    _, _, width, height = _band(frame)
    return width - height - 1.5 * MM - (_badge_width(frame, badge) + BADGE_INSET if badge else 0.0)


def title_size(frame: Frame, titles: Sequence[tuple[str, str]]) -> float:
    """The one size every front's title is set at: the largest at which each of the deck's
    ``(title, badge)`` fits its band (a sheet of titles at one size, not a long name set
    smaller beside a short one)."""
    key = (frame.box.width, frame.box.height, id(titles))
    known = _SIZES_BY_DECK.get(key)
    if known is not None and known[0] is titles:  # the same deck's titles: no rehashing
        return known[1]
    size = _title_size(frame.box.width, frame.box.height, tuple(titles))
    if len(_SIZES_BY_DECK) > 64:
        _SIZES_BY_DECK.clear()
    _SIZES_BY_DECK[key] = (titles, size)  # the titles kept, so their id is not reused
    return size


_SIZES_BY_DECK: dict[tuple[float, float, int], tuple[Sequence[tuple[str, str]], float]] = {}
"""The title size of a deck's titles at a card size, by the titles' identity: every face
of a deck asks with the same tuple, and hashing a thousand titles a face adds up."""


@functools.lru_cache(maxsize=64)
def _title_size(width: float, height: float, titles: tuple[tuple[str, str], ...]) -> float:
    frame = Frame.of(FaceBox(width, height, 0.0))
    start = max(11.5 * frame.scale, TITLE_LEAST + 1)
    sizes = [_fitted_title(frame, title, badge, start)[0] for title, badge in titles]
    return min(sizes, default=start)


MINI_BAND = 7.2 * MM
"""The least title band: room for a two-line title at 8 pt or more with air round it."""
TITLE_LEAST = 8.0
"""Points: a title that would be set smaller on one line takes two lines in its band."""
TITLE_LEADING = 1.02
"""Two-line titles are capitals only: lines this many sizes apart."""


def _fitted_title(frame: Frame, title: str, badge: str, start: float) -> tuple[float, list[str]]:
    """The largest size ``title`` fits its band at, on one line or (if one line would fall
    under TITLE_LEAST and two do better) on two, and the lines."""
    room = _title_room(frame, badge)
    one = _line_size(title, fonts.DISPLAY, room, start, FINE, "its name")
    words = title.split()
    if one >= TITLE_LEAST or len(words) < 2:
        return one, [title]
    cut = min(range(1, len(words)), key=lambda n: abs(len(" ".join(words[:n])) - len(title) / 2))
    lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    tall = (frame.header - 1.0 * MM * frame.scale) / (TITLE_LEADING + CAP_HEIGHT)
    two = min(
        [tall, start]
        + [_line_size(line, fonts.DISPLAY, room, start, FINE, "its name") for line in lines]
    )
    return (two, lines) if two > one else (one, [title])


CAP_HEIGHT = 0.714
"""Noto Serif's capital height, in sizes."""


Titles = tuple[tuple[str, str], ...]
"""Every front's (title, badge): they share one size."""


def deck_titles(deck: Deck) -> Titles:
    """Every card's title and badge."""
    return tuple((card.name.upper(), badge_number(card)) for card in deck.cards)


def _header(
    canvas: Canvas,
    frame: Frame,
    title: str,
    colour: str,
    icon: str,
    badge: str = "",
    size: float | None = None,
) -> float:
    """The coloured title band with the type's icon, and the card's number in a round
    badge at its right end, the title at ``size`` (by default the largest that fits);
    returns the y of its bottom edge."""
    left, top, width, height = _band(frame)
    canvas.setFillColor(colour)
    canvas.roundRect(left, top - height, width, height, 1.6 * MM * frame.scale, fill=1, stroke=0)
    icon_size = height * 0.62
    draw_icon(canvas, icon, left + height / 2, top - height / 2, icon_size, "#FFFFFF")
    if badge:
        _badge(canvas, frame, left + width, top - height / 2, badge, colour)
    size = size or title_size(frame, [(title, badge)])
    canvas.setFillColor("#FFFFFF")
    canvas.setFont(fonts.DISPLAY, size)
    lines = [title]
    if line_size(title, fonts.DISPLAY, _title_room(frame, badge), size, size * 0.999) is None:
        lines = _fitted_title(frame, title, badge, size)[1]  # too long at the deck's size
    step = size * TITLE_LEADING
    first = top - height / 2 - size * CAP_HEIGHT / 2 + step * (len(lines) - 1) / 2
    for number, line in enumerate(lines):
        canvas.drawString(left + height, first - number * step, line)
    return top - height


def _badge_size(frame: Frame) -> float:
    """The badge's number: at least the style's table-reading size."""
    return max(BADGE_NUMBER * frame.scale, style.MINI_NUMBER)


def _badge_width(frame: Frame, text: str) -> float:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    size = _badge_size(frame)
    return 2 * max(frame.band * 0.5, stringWidth(text, fonts.DISPLAY, size) / 2 + 1.2 * MM)


def _badge(canvas: Canvas, frame: Frame, right: float, y: float, text: str, colour: str):
    """A white disc with ``text`` (the card's number) in bold, its right edge at ``right``;
    returns the width it takes."""
    size = _badge_size(frame)
    radius = _badge_width(frame, text) / 2
    centre = right - radius - BADGE_INSET  # with its outline, past print services' safe line
    canvas.setFillColor("#FFFFFF")
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(1.4 * frame.scale)
    canvas.circle(centre, y, radius, fill=1, stroke=1)
    canvas.setFillColor(colour)
    canvas.setFont(fonts.DISPLAY, size)
    canvas.drawCentredString(centre, y - size * 0.36, text)
    return 2 * radius


def _line_size(text: str, font: str, width: float, start: float, minimum: float, what: str):
    """The size at which one line of ``text`` fits ``width``, or FaceTooFull naming ``what``."""
    size = line_size(text, font, width, max(start, minimum), minimum)
    if size is None:
        raise FaceTooFull(
            f"{what} '{text}' does not fit on one line even at {minimum:g} pt; "
            "shorten it or choose a larger --card-size"
        )
    return size


TYPE_LINE = 6.0
"""The type line's size on small cards: the type's word is its greyscale signal."""


def _type_line(canvas: Canvas, frame: Frame, y: float, left: str, right: str, colour: str):
    """A small bold line under the header: type on the left, damage on the right; returns rule y."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    box = frame.box
    room = box.width - 2 * PAD - (3 * MM if right else 0)
    natural = stringWidth(left + right, fonts.BOLD, 1.0)
    size = min(max(7.0 * frame.scale, TYPE_LINE), room / natural)
    if size < FINE:
        raise FaceTooFull(
            f"type line '{left}  {right}' does not fit even at {FINE:g} pt; "
            "choose a larger --card-size"
        )
    baseline = y - 1.2 * MM - max(7.0 * frame.scale, TYPE_LINE)
    canvas.setFillColor(colour)
    canvas.setFont(fonts.BOLD, size)
    canvas.drawString(PAD, baseline, left)
    if right:
        canvas.drawRightString(box.width - PAD, baseline, right)
    rule = baseline - 1.2 * MM
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(0.5 * frame.scale)
    canvas.line(PAD, rule, box.width - PAD, rule)
    return rule


def _footer(canvas: Canvas, frame: Frame, text: str) -> float:
    """The credit line at the bottom of the frame; returns the y above it."""
    width = frame.box.width - 2 * PAD
    size = _line_size(text, fonts.REGULAR, width, max(5.5 * frame.scale, FINE), FINE, "the footer")
    baseline = FRAME + 2.1 * MM  # its descenders past the 1/8 in safe line
    canvas.setFillColor(GREY)
    canvas.setFont(fonts.REGULAR, size)
    canvas.drawCentredString(frame.box.width / 2, baseline, text)
    return baseline + size + 1.0 * MM


def _fit_column(canvas, frame: Frame, top: float, bottom: float, body, quote, notes=()):
    """Draw ``body`` (and its ``notes``) from the top and ``quote`` at the bottom, dropping
    the quote, then the notes, before the rules shrink.

    Returns the empty band left between them, as (bottom, top) in points.
    """
    width = frame.box.width - 2 * PAD
    start = max(BODY_START * frame.scale, MINI_BODY)
    full = [*body, *notes]
    attempts = [(full + quote, max(QUOTE_MINIMUM_BODY, READABLE_MINIMUM))] if quote else []
    attempts += [(full, min(NOTE_MINIMUM_BODY, start))] if notes else []
    attempts.append((body, READABLE_MINIMUM))
    for blocks, minimum in attempts:
        column = fit_blocks(blocks, width, top - bottom, start, min(start, minimum))
        if column is None:
            continue
        body_part, quote_part = column[: len(body)], column[len(body) :]
        draw_column(canvas, body_part, PAD, top, width)
        tail = column_height(quote_part)
        draw_column(canvas, quote_part, PAD, bottom + tail, width)
        return bottom + tail, top - column_height(body_part)
    raise FaceTooFull(
        f"its text does not fit on a {frame.box.width / MM:.1f}x"
        f"{frame.box.height / MM:.1f} mm card even at {READABLE_MINIMUM:g} pt; "
        "shorten its text or choose a larger --card-size"
    )


ART = 16.0 * MM
"""The art panel's height on a poker card: the same size and place on every front."""


def _art(canvas: Canvas, frame: Frame, top: float, icon: str, colour: str) -> float:
    """The card's picture, its icon in the type's colour over the game's motif in a light
    tint of it, under the type line at the same size and place on every front; returns the
    y under it."""
    height = ART * frame.scale - (frame.header - frame.band)
    left = FRAME + 1.6 * MM * frame.scale
    width = frame.box.width - 2 * left
    canvas.saveState()
    clip = canvas.beginPath()
    clip.roundRect(left, top - height, width, height, 1.4 * MM * frame.scale)
    canvas.clipPath(clip, stroke=0, fill=0)
    step = 4.2 * MM * frame.scale
    under, lines = tint(colour, 0.10), tint(colour, 0.24)
    motif(canvas, LOOK.motif, (left, top - height, width, height), lines, step, 0.45, under)
    canvas.restoreState()
    draw_icon(canvas, icon, frame.box.width / 2, top - height / 2, height * 0.92, colour)
    return top - height


_INNER_QUOTE = re.compile(r'"([^"]*)"')


def quotation(text: str) -> str:
    """A quotation set in curly quotes: quotes inside it single, a verse break a plain slash,
    and a passage cut off mid-sentence (ending in a comma, semicolon or colon) closed with
    an ellipsis, as an editor marks an elision."""
    inner = _INNER_QUOTE.sub("\u2018\\1\u2019", text).replace(" \u2014 / ", " / ")
    if inner.rstrip()[-1:] in (",", ";", ":"):
        inner = inner.rstrip()[:-1] + "\u2026"
    return f"\u201c{inner}\u201d"


def _quote_blocks(card: Card) -> list[Block]:
    if card.quote is None:
        return []
    return [
        Block(quotation(card.quote.text), fonts.DISPLAY_ITALIC, 0.85, GREY, "left", 0.8),
        Block(f"\u2014 {card.quote.source}", fonts.REGULAR, 0.85, GREY, "right", 0.1),
    ]


def _names(names: list[str]) -> str:
    return ", ".join(f"**{name.upper()}**" for name in names)


def facts(card: Card) -> list[str]:
    """The card's structured rules as short lines of markup (requirements, weapon stats...)."""
    lines = []
    if card.requires:
        options = [
            "a weapon" if name.casefold() == ANY_WEAPON else f"**{name.upper()}**"
            for name in card.requires
        ]
        text = "Requires " + " or ".join(options)
        if card.requires_not:
            text += f" (not {_names(card.requires_not)})"
        lines.append(text + ".")
    if card.special_attacks:
        lines.append("Special attacks: " + ", ".join(card.special_attacks) + ".")
    if card.bonus:
        lines.append(
            "Extra damage: "
            + ", ".join(f"**{name.upper()}** +{value}" for name, value in card.bonus.items())
            + "."
        )
    if card.cannot:
        lines.append(f"Cannot be used with {_names(card.cannot)}.")
    if card.not_against:
        lines.append(f"Does not stop {_names(card.not_against)}.")
    return lines


def type_line(card: Card) -> tuple[str, str]:
    """The label under the header and what the badge's number is, at its right."""
    label = LOOKS[card.type].label
    if card.type == "weapon":
        hands = {1: "1 HAND", 2: "2 HANDS"}[card.hands or 1]
        return f"{label} \u00b7 {hands}", f"ATTACK {card.default_damage}"
    if card.type == "basic":
        return label, f"DAMAGE {badge_number(card)}"
    if card.stops:
        return label, f"STOPS {card.stops}"
    return label, ""


def badge_number(card: Card) -> str:
    """The number in the card's corner badge: a weapon's attack, a basic attack's damage,
    the damage an armour stops."""
    if card.type == "weapon":
        return str(card.default_damage)
    if card.type == "basic":
        return f"{'+' if card.adds_to_weapon else ''}{card.damage}"
    if card.stops:
        return f"\u2212{card.stops}"
    return ""


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
        _ground(canvas, frame, LOOK.colour)
        below = _header(
            canvas,
            frame,
            card.name.upper(),
            look.colour,
            look.icon,
            badge_number(card),
            title_size(frame, titles),
        )
        rule = _type_line(canvas, frame, below, *type_line(card), look.colour)
        art = _art(canvas, frame, rule - 1.4 * MM, picture_of(card), look.colour)
        bottom = _footer(canvas, frame, credit)
        body = [Block(line, fonts.REGULAR, 0.95, look.colour, "left", 0.2) for line in facts(card)]
        body.append(Block(card.text, space_before=0.35))
        notes = [Block(note, space_before=0.3) for note in card.notes]
        quote = _quote_blocks(card) if frame.scale >= QUOTE_SCALE else []
        _fit_column(canvas, frame, art - 1.4 * MM, bottom, body, quote, notes)

    return _named(f"card '{card.name}'", draw, location)


def own_back_drawer(
    deck: Deck, card: Card, back: Back, location: Location | None = None, titles: Titles = ()
):
    """The other side of a double-sided card: SHIELD DAMAGED, or a weapon's RECOVERING side."""
    look = LOOKS[card.type]
    credit = footer_credit(deck)

    def draw(canvas: Canvas, box: FaceBox) -> None:
        frame = Frame.of(box)
        _ground(canvas, frame, LOOK.colour, panel="#EDEDED")
        size = title_size(frame, titles or deck_titles(deck))
        below = _header(canvas, frame, card.name.upper(), look.colour, look.icon, size=size)
        room = box.width - 2 * PAD
        size = _line_size(back.name.upper(), fonts.DISPLAY, room, 12 * frame.scale, 6.0, "its name")
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
        bottom = _footer(canvas, frame, credit)
        body = [Block(back.text, align="centre")]
        _fit_column(canvas, frame, title_y - 5 * MM - icon, bottom, body, [])

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
        size = _line_size(
            back.title, fonts.DISPLAY, room, 17 * frame.scale, 6.0, "the back's title"
        )
        small = _line_size(
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
        _ground(canvas, frame, AID_COLOUR)
        size = title_size(frame, titles)
        below = _header(canvas, frame, aid.heading, AID_COLOUR, AID_ICON, size=size)
        rule = _type_line(canvas, frame, below, "PLAYER AID", "NOT PART OF THE DECK", AID_COLOUR)
        bottom = _footer(canvas, frame, credit)
        body = [Block(line, space_before=0.3 if n else 0.0) for n, line in enumerate(aid.lines)]
        _fit_column(canvas, frame, rule - 1.4 * MM, bottom, body, [])

    return _named(f"the player aid '{aid.title}'", draw, location)


def aid_back_drawer(deck: Deck):
    """The back of every player aid: plainly not a deck card, whichever way it lies."""
    credit = f"{deck.title} by {deck.author}"
    return _named("the player aids' back", shared_aid_back(f"{deck.title} deck", credit))
