"""What every Skirmish card face is made of, measured from its box: the tinted ground, the
title band with its icon and badge, the type line, the art panel, the footer, and the
column of rules text that shrinks to fit.

Sizes scale with the card, text shrinks to fit, and a face whose text cannot fit even
at the readable minimum raises ``FaceTooFull``.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...press import fonts, style
from ...press.cards import FaceBox, FaceTooFull
from ...press.icons import draw_icon
from ...press.ornament import motif
from ...press.paper import CARD_SIZES, MM
from ...press.style import Icon, tint
from ...press.text import READABLE_MINIMUM, column_height, draw_column, fit_blocks, line_size
from .about import LOOK

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
BODY_ROOMY = 10.0
"""Points, on a poker card: a front's rules where they fit at this size over its flavour
line (the short cards), rather than 9 pt over an empty band."""
QUOTE_MINIMUM_BODY = 9.0  # the quotation is dropped before the rules shrink below this
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


def draw_ground(canvas: Canvas, frame: Frame, colour: str, panel: str = "#FFFFFF") -> None:
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


MARK_SCALE = 0.8
"""Cards smaller than this (mini) give the band's type mark's room to the title (the type
line under it still names the type), so a long name stands on one line."""
CONDENSED_LEAST = 0.8
"""On those cards a name too long for its band is set condensed, never narrower than this
(its horizontal scale), rather than on two lines filling the band edge to edge."""


def _marked(frame: Frame) -> bool:
    """Whether the title band carries the type's mark."""
    return frame.scale >= MARK_SCALE


def _title_left(frame: Frame) -> float:
    """Where the title starts, from the band's left end: past the mark, or a margin."""
    return _band(frame)[3] if _marked(frame) else 1.6 * MM


def _title_room(frame: Frame, badge: str) -> float:
    """The width the title may take: the band less its mark (or margin), a margin before
    the badge, and the badge."""
    _, _, width, _ = _band(frame)
    badge_room = _badge_width(frame, badge) + BADGE_INSET if badge else 0.0
    return width - _title_left(frame) - 1.5 * MM - badge_room


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
    if not _marked(frame):  # one line, condensed as far as CONDENSED_LEAST if need be
        return one_line_size(
            title, fonts.DISPLAY, room / CONDENSED_LEAST, start, FINE, "its name"
        ), [title]
    one = one_line_size(title, fonts.DISPLAY, room, start, FINE, "its name")
    words = title.split()
    if one >= TITLE_LEAST or len(words) < 2:
        return one, [title]
    cut = min(range(1, len(words)), key=lambda n: abs(len(" ".join(words[:n])) - len(title) / 2))
    lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    tall = (frame.header - 1.0 * MM * frame.scale) / (TITLE_LEADING + CAP_HEIGHT)
    two = min(
        [tall, start]
        + [one_line_size(line, fonts.DISPLAY, room, start, FINE, "its name") for line in lines]
    )
    return (two, lines) if two > one else (one, [title])


CAP_HEIGHT = 0.714
"""Noto Serif's capital height, in sizes."""


Titles = tuple[tuple[str, str], ...]
"""Every front's (title, badge): they share one size."""


def draw_header(
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
    if _marked(frame):
        draw_icon(canvas, icon, left + height / 2, top - height / 2, height * 0.62, "#FFFFFF")
    if badge:
        _badge(canvas, frame, left + width, top - height / 2, badge, colour)
    size = size or title_size(frame, [(title, badge)])
    canvas.setFillColor("#FFFFFF")
    canvas.setFont(fonts.DISPLAY, size)
    lines = [title]
    room = _title_room(frame, badge)
    if line_size(title, fonts.DISPLAY, room, size, size * 0.999) is None:
        lines = _fitted_title(frame, title, badge, size)[1]  # too long at the deck's size
    step = size * TITLE_LEADING
    first = top - height / 2 - size * CAP_HEIGHT / 2 + step * (len(lines) - 1) / 2
    for number, line in enumerate(lines):
        _title_line(canvas, line, left + _title_left(frame), first - number * step, size, room)
    return top - height


def _title_line(canvas: Canvas, line: str, x: float, y: float, size: float, room: float):
    """One line of a title at ``size``, condensed to ``room`` if it is wider."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    squeeze = min(1.0, room / stringWidth(line, fonts.DISPLAY, size))
    if squeeze >= 0.999:
        canvas.drawString(x, y, line)
        return
    canvas.saveState()  # the horizontal scale is text state: it would outlast the title
    text = canvas.beginText(x, y)
    text.setFont(fonts.DISPLAY, size)
    text.setHorizScale(100 * squeeze)
    text.textOut(line)
    canvas.drawText(text)
    canvas.restoreState()


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


def one_line_size(text: str, font: str, width: float, start: float, minimum: float, what: str):
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


def type_line_room(frame: Frame, right: str) -> float:
    """The width a type line's two texts share, in points."""
    return frame.box.width - 2 * PAD - (3 * MM if right else 0)


def draw_type_line(
    canvas: Canvas,
    frame: Frame,
    y: float,
    left: str,
    right: str,
    colour: str,
    least: float = TYPE_LINE,
):
    """A small bold line under the header: type on the left, damage on the right, at
    ``least`` points on small cards where it fits; returns rule y."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    box = frame.box
    room = type_line_room(frame, right)
    natural = stringWidth(left + right, fonts.BOLD, 1.0)
    size = min(max(7.0 * frame.scale, least), room / natural)
    if size < FINE:
        raise FaceTooFull(
            f"type line '{left}  {right}' does not fit even at {FINE:g} pt; "
            "choose a larger --card-size"
        )
    rule = type_rule(frame, y, least)
    baseline = rule + 1.2 * MM
    canvas.setFillColor(colour)
    canvas.setFont(fonts.BOLD, size)
    canvas.drawString(PAD, baseline, left)
    if right:
        canvas.drawRightString(box.width - PAD, baseline, right)
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(0.5 * frame.scale)
    canvas.line(PAD, rule, box.width - PAD, rule)
    return rule


def type_rule(frame: Frame, y: float, least: float = TYPE_LINE) -> float:
    """The y of the rule under a type line set under ``y`` (at ``least`` points)."""
    return y - 1.2 * MM - max(7.0 * frame.scale, least) - 1.2 * MM


def draw_footer(canvas: Canvas, frame: Frame, text: str) -> float:
    """The credit line at the bottom of the frame; returns the y above it."""
    width = frame.box.width - 2 * PAD
    size = one_line_size(
        text, fonts.REGULAR, width, max(5.5 * frame.scale, FINE), FINE, "the footer"
    )
    baseline = FRAME + 2.1 * MM  # its descenders past the 1/8 in safe line
    canvas.setFillColor(GREY)
    canvas.setFont(fonts.REGULAR, size)
    canvas.drawCentredString(frame.box.width / 2, baseline, text)
    return baseline + size + 1.0 * MM


def fit_column(
    canvas,
    frame: Frame,
    top: float,
    bottom: float,
    body,
    quote,
    notes=(),
    centre: bool = False,
    minimum: float = READABLE_MINIMUM,
):
    """Draw ``body`` and its ``notes`` (the rules) under ``top`` and ``quote`` at the
    bottom, dropping the quote before the rules shrink. The notes are rules too ("Cannot
    be dodged."): they print with the rules on every card size, or the card is too full
    and says so. The rules shrink to ``minimum`` points at the least. With ``centre`` the
    rules stand in the middle of the room the quote leaves them, not at its top over an
    empty band.

    Returns the empty band left between them, as (bottom, top) in points.
    """
    width = frame.box.width - 2 * PAD
    start = max(BODY_START * frame.scale, MINI_BODY)
    rules = [*body, *notes]
    attempts = [(rules + quote, max(QUOTE_MINIMUM_BODY, minimum))] if quote else []
    attempts.append((rules, minimum))
    for blocks, minimum in attempts:
        column = fit_blocks(blocks, width, top - bottom, start, min(start, minimum))
        if column is None:
            continue
        rules_part, quote_part = column[: len(rules)], column[len(rules) :]
        tail = column_height(quote_part)
        if centre:
            rules_part = _roomy(frame, rules, top - bottom - tail) or rules_part
        spare = top - bottom - tail - column_height(rules_part)
        drop = spare / 2 if centre else 0.0
        draw_column(canvas, rules_part, PAD, top - drop, width)
        draw_column(canvas, quote_part, PAD, bottom + tail, width)
        return bottom + tail, top - drop - column_height(rules_part)
    raise FaceTooFull(
        f"its text does not fit on a {frame.box.width / MM:.1f}x"
        f"{frame.box.height / MM:.1f} mm card even at {minimum:g} pt; "
        "shorten its text or choose a larger --card-size"
    )


def _roomy(frame: Frame, rules, height: float):
    """The rules set at BODY_ROOMY if they fit ``height`` so, else None."""
    size = BODY_ROOMY * frame.scale
    if size <= max(BODY_START * frame.scale, MINI_BODY):
        return None  # a small card: its rules stay at their size
    return fit_blocks(rules, frame.box.width - 2 * PAD, height, size, size)


ART = 16.0 * MM
"""The art panel's height on a poker card: the same size and place on every front."""


def art_panel(frame: Frame) -> tuple[float, float, float, float]:
    """The art panel's left, bottom, width and height: under the type line, the same size
    and place on every front."""
    _, top, _, height = _band(frame)
    panel_top = type_rule(frame, top - height) - 1.4 * MM
    tall = ART * frame.scale - (frame.header - frame.band)
    inset = FRAME + 1.6 * MM * frame.scale
    return inset, panel_top - tall, frame.box.width - 2 * inset, tall


def draw_art(
    canvas: Canvas, frame: Frame, icon: str | Icon, colour: str, weight: float = 0.0
) -> float:
    """The card's picture, its icon in the type's colour over the game's motif in a light
    tint of it, in the art panel; returns the y under it."""
    left, bottom, width, height = art_panel(frame)
    canvas.saveState()
    clip = canvas.beginPath()
    clip.roundRect(left, bottom, width, height, 1.4 * MM * frame.scale)
    canvas.clipPath(clip, stroke=0, fill=0)
    step = 4.2 * MM * frame.scale
    under, lines = tint(colour, 0.10), tint(colour, 0.24)
    motif(canvas, LOOK.motif, (left, bottom, width, height), lines, step, 0.45, under)
    canvas.restoreState()
    centre = frame.box.width / 2, bottom + height / 2
    draw_icon(canvas, icon, *centre, height * 0.92, colour, weight)
    return bottom
