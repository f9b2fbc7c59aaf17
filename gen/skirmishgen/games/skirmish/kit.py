"""Skirmish 5th edition play-kit part: a poker-size health card per player.

The cards sit where the deck's cards sit on a sheet (three by three, the same margins), so
they cut the same way: one card a player (a name field, health 12, the start, down to 0,
out, in cells divided by inner lines; only the card's outline is cut) and, in the ninth
place, a card that says how to use them and who made the game. The second page is the
deck's common back behind each card, for double-sided printing, so the cards match the
deck in its box.

The same cards are also a deck for Tabletop Simulator (``kit skirmish --format tts``): a
card a player and the rules card, each with the deck's back, named and described.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from ...press import fonts, style
from ...press.cards import Drawer, FaceBox
from ...press.icons import credit as icon_credit
from ...press.icons import draw_icon
from ...press.kit import Cards, Drawing, KitRequest, Part, card_face
from ...press.layout import Placement, Sheet, impose
from ...press.ornament import HEAD_BAND, band, medallion
from ...press.paper import CARD_SIZES, MM
from ...press.pen import CREDIT_BASELINE, MARGIN, Pen, legend_entry, title_emblem
from .about import CREDITS, LOOK
from .frame import BORDER_TINT

if TYPE_CHECKING:
    from ...game import CardDeck

START = 12
RECOVER = 2
PLAYERS = 8
CARD = CARD_SIZES["poker"]
INSET = 3.0
"""Everything on a card keeps this far (mm) from its cut outline."""
HEAD = 8.0
"""The card's head band, mm."""
NAME_BAND = 9.0
FOOT_BAND = 5.0
RULES = "rules"
BLANK = "blank"
CHROME_ROOM = 9.0
"""mm the page needs above and below the cards for its band and credit line."""


@dataclass(frozen=True)
class Layout:
    """Where the cards go on the front page and their backs on the second."""

    fronts: tuple[Placement, ...]
    backs: tuple[Placement, ...]


def layout(paper, players: int) -> Layout:
    """The players' cards in the deck's places, the rules card in the ninth."""
    faces = [(f"player{n}", "back") for n in range(1, players + 1)]
    faces += [(BLANK, BLANK)] * (PLAYERS - players) + [(RULES, BLANK)]  # not a deck card
    front, back = impose(Sheet(paper, CARD), faces)[:2]
    return Layout(front.placements, back.placements)


def player_card(pen: Pen, player: int) -> None:
    """One health card in its own box, (0, 0) its lower left corner (cut outline last)."""
    width, height = CARD.width, CARD.height
    left, right, top = INSET, width - INSET, height - INSET
    canvas = pen.canvas
    _frame(pen)
    _head(pen, f"PLAYER {player}", "heart")
    canvas.setFillColor(style.MUTED)
    name_line = top - HEAD - NAME_BAND + 2
    pen.text(left, name_line + 1.2, "name", style.SHEET_MINIMUM, fonts.BOLD)
    pen.inner_line(left + 8, name_line + 1, right, name_line + 1)
    canvas.setFillColor(style.INK)
    grid_top, grid_bottom, cell_w, cell_h = _grid()
    columns, rows = COLUMNS, START // COLUMNS + 1
    canvas.setFillColor(style.tint(LOOK.colour, 0.14))
    canvas.rect(
        left * MM, (grid_top - cell_h) * MM, (right - left) * MM, cell_h * MM, stroke=0, fill=1
    )
    canvas.setFillColor(style.INK)
    _start(pen, left, grid_top - cell_h, right - left, cell_h)
    for value in range(START - 1, -1, -1):
        x, y = _cell_corner(value)
        _cell(pen, x, y, cell_w, cell_h, value)
    for row in range(rows + 1):
        pen.inner_line(left, grid_top - row * cell_h, right, grid_top - row * cell_h)
    for column in range(columns + 1):
        x = left + column * cell_w
        pen.inner_line(x, grid_top - (cell_h if 0 < column < columns else 0), x, grid_bottom)
    canvas.setFillColor(style.INK)
    pen.text(
        width / 2,
        INSET + 0.8,
        f"Recover +{RECOVER}, max {START} \u00b7 0 or less: out",
        8,
        align="centre",
    )
    pen.cut_rect(0, 0, width, height)


COLUMNS = 3
"""Health values a row of the card's grid."""


def _grid() -> tuple[float, float, float, float]:
    """The health card's grid, mm: its top and bottom, a cell's width and height (the
    START row, then the values in rows of ``COLUMNS``)."""
    top = CARD.height - INSET - HEAD - NAME_BAND
    bottom = INSET + FOOT_BAND
    return top, bottom, (CARD.width - 2 * INSET) / COLUMNS, (top - bottom) / (START // COLUMNS + 1)


def _cell_corner(value: int) -> tuple[float, float]:
    """The lower left corner of health ``value``'s cell (below 12), mm."""
    top, _bottom, cell_w, cell_h = _grid()
    row, column = divmod(START - 1 - value, COLUMNS)
    return INSET + column * cell_w, top - (row + 2) * cell_h


def health_spots() -> list[tuple[float, float]]:
    """Where a health counter lies on a health card, mm from its lower left corner: START,
    then every value from 11 down to 0."""
    top, _bottom, cell_w, cell_h = _grid()
    spots = [(CARD.width / 2, top - cell_h / 2)]
    for value in range(START - 1, -1, -1):
        x, y = _cell_corner(value)
        spots.append((x + cell_w / 2, y + cell_h / 2))
    return spots


def _frame(pen: Pen) -> None:
    """The deck's soft border: the game's tint from the cut to 2 mm inside it, white within,
    so the health cards look like the deck's cards and a crooked cut shows no line."""
    canvas = pen.canvas
    canvas.setFillColor(style.tint(LOOK.colour, BORDER_TINT))
    canvas.rect(0, 0, CARD.width * MM, CARD.height * MM, stroke=0, fill=1)
    canvas.setFillColor("#FFFFFF")
    canvas.roundRect(
        2 * MM, 2 * MM, (CARD.width - 4) * MM, (CARD.height - 4) * MM, 2 * MM, stroke=0, fill=1
    )
    canvas.setFillColor(style.INK)


def _head(pen: Pen, title: str, icon: str) -> None:
    """The card's head: a band of the game's colour, its icon and title reversed out."""
    canvas = pen.canvas
    top = CARD.height - INSET
    canvas.setFillColor(LOOK.colour)
    canvas.roundRect(
        INSET * MM, (top - HEAD) * MM, (CARD.width - 2 * INSET) * MM, HEAD * MM, 1.2 * MM, 0, 1
    )
    draw_icon(canvas, icon, (INSET + 4.5) * MM, (top - HEAD / 2) * MM, 5 * MM, "#FFFFFF")
    canvas.setFillColor("#FFFFFF")
    pen.text(INSET + 8.5, top - HEAD / 2 - 1.3, title, 11, fonts.DISPLAY)
    canvas.setFillColor(style.INK)


def _start(pen: Pen, x: float, y: float, w: float, h: float) -> None:
    """The START row: a heart, the big number, the word."""
    middle = x + w / 2
    draw_icon(pen.canvas, "heart", (middle - 14) * MM, (y + h / 2) * MM, 6 * MM, "#9A2A22")
    pen.text(middle, y + h / 2 - 2.3, str(START), 18, fonts.DISPLAY, "centre")
    pen.text(middle + 9, y + h / 2 - 1.2, "START", 9, fonts.BOLD)


def _cell(pen: Pen, x: float, y: float, w: float, h: float, value: int) -> None:
    """A health value, its number big in the middle; 0 flanked by a skull on its left and
    the word OUT on its right, so it stands where every other number does."""
    number = style.PIECE_NUMBER
    pen.text(x + w / 2, y + h / 2 - 2.5, str(value), number, fonts.DISPLAY, "centre")
    if value:
        return
    size = min(h * 0.4, 5.0)
    draw_icon(pen.canvas, "skull", (x + w * 0.17) * MM, (y + h / 2) * MM, size * MM, style.INK)
    pen.text(x + w * 0.83, y + h / 2 - 1.2, "OUT", style.SHEET_MINIMUM, fonts.BOLD, "centre")


RULES_LINES = (
    f"Everyone starts on {START}: put a bead or a button (under 12 mm) on START.",
    "Each damage point: one number down.",
    f"Recovering gives +{RECOVER}, never above {START}.",
    "At 0 or less you are out of the game.",
)
HIGHLANDER = (
    "Highlander: out only when one attack of 5+ takes you below 0; below 0, keep the "
    "bead on 0 and count in pencil (our reading)."
)
"""The variant's exception to rule 4, on the rules card: the track cannot show below 0."""
TABLE_START = f"Everyone starts on {START}: put a counter on START."
"""The first rule on a virtual table, where there is no bead to size."""
TABLE_HIGHLANDER = (
    "Highlander: out only when one attack of 5+ takes you below 0; below 0, keep the "
    "counter on 0 and count on (our reading)."
)
"""The variant's exception on a virtual table, where nobody writes in pencil."""
EXAMPLE = (
    "On 7, you take 3 damage: move to 4.",
    f"On 4, you recover: 4 + {RECOVER} = 6.",
    f"On 11, you recover: {START}, not 13.",
)
"""Worked moves on the rules card, under its rules."""


def rules_card(pen: Pen, credit: bool, printed: bool = True) -> None:
    """The ninth card: what the cards are, how to use and print them, the cut line, and
    (when the page has no footer) who made the game; on a virtual table (not ``printed``)
    nothing to print or cut."""
    from reportlab.lib.utils import simpleSplit

    canvas = pen.canvas
    _frame(pen)
    _head(pen, "HEALTH CARDS", "heart")
    left, room = INSET + 0.5, CARD.width - 2 * INSET - 1
    y = CARD.height - INSET - HEAD - 6
    start = title_emblem(pen, left, y, 10)
    canvas.setFillColor(LOOK.colour)
    pen.text(start, y, CREDITS.full_title, 10, fonts.DISPLAY)
    canvas.setFillColor(style.INK)
    y -= 6
    lines = RULES_LINES if printed else (TABLE_START, *RULES_LINES[1:])
    for number, line in enumerate(lines, start=1):
        for index, part in enumerate(simpleSplit(line, fonts.REGULAR, 8, (room - 4) * MM)):
            if index == 0:
                pen.text(left, y, f"{number}.", 8, fonts.BOLD)
            pen.text(left + 4, y, part, 8)
            y -= 3.6
        y -= 0.8
    small = style.SHEET_MINIMUM
    exception = HIGHLANDER if printed else TABLE_HIGHLANDER
    for part in simpleSplit(exception, fonts.ITALIC, small, (room - 4) * MM):
        pen.text(left + 4, y + 0.4, part, small, fonts.ITALIC)
        y -= 3.0
    y -= 1.5
    if printed:
        y = _printing(pen, left, y, room)
    y = _example(pen, left, y - (7 if printed else 3))
    foot = INSET
    if credit:
        canvas.setFillColor(style.MUTED)
        words = f"{CREDITS.full_title} by {CREDITS.author} \u00b7 play kit by skirmishgen"
        small = style.SHEET_MINIMUM
        lines = simpleSplit(f"{words} \u00b7 {icon_credit()}", fonts.REGULAR, small, room * MM)
        for index, part in enumerate(reversed(lines)):
            pen.text(left, INSET + 0.6 + index * 2.9, part, small)
        foot += len(lines) * 2.9 + 1
    canvas.setFillColor(style.INK)
    space = y - 6 - foot
    if space >= 16:  # the game's emblem in the room left
        radius = min(12.0, space / 2 - 2)
        medallion(canvas, LOOK, (CARD.width / 2 * MM, (foot + space / 2) * MM), radius * MM)
    pen.cut_rect(0, 0, CARD.width, CARD.height)


def _printing(pen: Pen, left: float, top: float, room: float) -> float:
    """How to print the cards, and the cut line's legend, from ``top``; the y below."""
    from reportlab.lib.utils import simpleSplit

    printing = (
        "Print at 100%, double-sided, flipping on the long edge: page 2 is the deck's "
        "back, so these cards match the deck. This card's back stays blank."
    )
    pen.canvas.setFillColor(style.MUTED)
    y = top
    for part in simpleSplit(printing, fonts.REGULAR, style.SHEET_MINIMUM, room * MM):
        pen.text(left, y, part, style.SHEET_MINIMUM)
        y -= 3.0
    legend_entry(pen, left, y - 2.5, "cut")
    return y


def _example(pen: Pen, left: float, top: float) -> float:
    """The worked moves under a rule in the game's colour, from ``top``; the y below."""
    canvas = pen.canvas
    canvas.setFillColor(LOOK.colour)
    pen.text(left, top, "EXAMPLE", 8, fonts.BOLD)
    canvas.setStrokeColor(LOOK.accent)
    pen.line(left + 14, top + 1, CARD.width - INSET - 0.5, top + 1, 0.5)
    canvas.setStrokeColor(style.INK)
    canvas.setFillColor(style.INK)
    y = top - 4
    for line in EXAMPLE:
        pen.text(left, y, line, 8)
        y -= 3.6
    return y + 3.6


def _side_chrome(pen: Pen, room: float) -> None:
    """On paper too short for a band over the cards and a credit under them (Letter), the
    band and the credit go up the side margins, ``room`` mm wide: the band where the head
    band runs from the top edge, the credit line reading up the right margin."""
    canvas = pen.canvas
    inner, outer = HEAD_BAND
    if room < outer + 2:
        return
    height = pen.paper.height
    canvas.saveState()
    canvas.translate(outer * MM, MARGIN * MM)
    canvas.rotate(90)  # the head band laid along the left edge
    band(canvas, LOOK, (0, 0, (height - 2 * MARGIN) * MM, (outer - inner) * MM))
    canvas.restoreState()
    canvas.saveState()
    canvas.translate((pen.paper.width - CREDIT_BASELINE) * MM, MARGIN * MM)
    canvas.rotate(90)
    canvas.setFillColor(style.MUTED)
    pen.text(0, 0, pen.credit, style.SHEET_MINIMUM)
    canvas.restoreState()
    canvas.setFillColor(style.INK)


def health(pen: Pen, players: int, back: Drawer) -> None:
    places = layout(pen.paper, players)
    tops = max(p.y + p.height for p in places.fronts)
    bottoms = min(p.y for p in places.fronts)
    pen.chrome = pen.paper.height - tops >= CHROME_ROOM and bottoms >= CHROME_ROOM
    if not pen.chrome:
        _side_chrome(pen, min(p.x for p in places.fronts))
    for place in places.fronts:
        if place.face == BLANK:
            continue
        pen.canvas.saveState()
        pen.canvas.translate(place.x * MM, place.y * MM)
        if place.face == RULES:
            rules_card(pen, credit=False)
        else:
            player_card(pen, int(place.face.removeprefix("player")))
        pen.canvas.restoreState()
    chrome = pen.chrome
    pen.new_page()
    pen.chrome = chrome
    if not chrome:
        _side_chrome(pen, min(p.x for p in places.backs))
    _backs(pen, places.backs, back)
    pen.new_page()


def _backs(pen: Pen, places: tuple[Placement, ...], back: Drawer) -> None:
    """The deck's common back behind every card, drawn once and placed on each."""
    canvas = pen.canvas
    box = FaceBox(CARD.width * MM, CARD.height * MM, 0.0)
    canvas.beginForm("HealthBack", 0, 0, box.width, box.height)
    back(canvas, box)
    canvas.endForm()
    for place in places:
        if place.face == BLANK:
            continue
        canvas.saveState()
        canvas.translate(place.x * MM, place.y * MM)
        canvas.doForm("HealthBack")
        canvas.restoreState()


def _deck_back() -> Drawer:
    """The shipped deck's common back, so the health cards match the deck."""
    from .deck import DEFAULT_EDITION, edition_file, load_deck
    from .faces import common_back_drawer

    deck = load_deck(edition_file(DEFAULT_EDITION))
    return common_back_drawer(deck, deck.back)


def _health(request: KitRequest) -> Drawing:
    return partial(health, players=request.options["players"], back=_deck_back())


HOW_TO_TRACK = (
    f"Start on {START}: put a counter on START. Each point of damage moves it to the next "
    f"lower number; recovering gives +{RECOVER}, never above {START}. At 0 or less you are out."
)
"""A player's card's description on a virtual table (shown on hover)."""


def _health_deck(request: KitRequest) -> CardDeck:
    """The health cards as a deck for a virtual table: a card a player, then the rules
    card, every one with the deck's common back."""
    from ...game import CardDeck, FaceLabel

    players = range(1, request.options["players"] + 1)
    drawers = {f"player{n}": card_face(partial(player_card, player=n), CARD, LOOK) for n in players}
    drawers[RULES] = card_face(partial(rules_card, credit=True, printed=False), CARD, LOOK)
    drawers["back"] = _deck_back()
    labels = {f"player{n}": FaceLabel(f"Health: player {n}", HOW_TO_TRACK) for n in players}
    labels[RULES] = FaceLabel(
        "Health cards: how to use them",
        " ".join((TABLE_START, *RULES_LINES[1:], TABLE_HIGHLANDER)),
    )
    return CardDeck(
        name="skirmish-kit-health",
        faces=[(front, "back") for front in labels],
        drawers=drawers,
        title=f"{CREDITS.full_title}: health cards",
        author=f"{CREDITS.author} (game design); skirmishgen (health cards)",
        keywords=("Tabletop Simulator", "health cards", CREDITS.full_title),
        labels=labels,
    )


PARTS = (Part("health", "health cards", _health, Cards(CARD, _health_deck)),)
