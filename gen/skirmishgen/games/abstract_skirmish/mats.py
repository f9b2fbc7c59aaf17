"""Unit mats for the Abstract Skirmish System: a compact block per unit, several to a page.

The face-down trait cards of a unit are alike and their order does not matter, so a unit needs
one card-sized place for its stack, not one per slot. What the mat tracks is what changes in a
round: its initiative roll, and the five trait levels on tracks of 8 mm cells a bead or a clip
sits in (0 to 10, and +10). Slots are not kept here: the kit's bead tracks are the one damage
record, and the mats say so. A squad line at the top lists every unit. Drawn in millimetres
with the kit pen, in the roster sheets' frame (10 mm margins, the game's band, the credit and
page number at the foot); blocks are placed top-down, a new page when one does not fit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.utils import simpleSplit

from ...errors import InputError, LayoutError
from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.kit import Pen, fonts_width, part_title, title_emblem
from ...press.paper import CARD_SIZES, MM, Size
from ...press.pdf import Metadata, Rendered, finish, new_canvas
from ...press.qr import draw as draw_code
from ...press.sheetframe import sheet_chrome, sheet_credit
from ...press.sheetstyles import MARGIN as FRAME_MARGIN
from ...press.stamp import CODE_GAP, LEGAL, NOT_LEGAL, Stamp, code_side, quiet_of, stamp_lines
from .about import CREDITS, LOOK
from .models import Squad, Trait
from .reference import reference

TRAIT_CARD = CARD_SIZES["mini"]
"""The trait deck's default card size: the stack's place fits its cards, laid sideways
(so a mat is no taller than its level tracks, and four fit a page)."""
PLACE_WIDTH, PLACE_HEIGHT = TRAIT_CARD.height, TRAIT_CARD.width
MARGIN = FRAME_MARGIN / MM
FOOT = 14.0
"""Room at the foot for the credit and page number, mm."""
TITLE = 18.0
"""The squad's name, points: the size of every roster sheet's title."""
INIT_BOX = (34.0, 7.5)
"""The initiative roll's box, mm: its label on the left, room for a number written by hand."""
TRACK = 8.0
"""A cell of a trait's level track, mm square: a bead or a clip sits in it."""
PLUS = 1.4
"""The "+10" cell is this much wider than the others."""
TRACK_LABEL = 12.0
"""The trait's icon and word before its track, mm."""
TRACK_TOP = 10
"""The highest level a track shows; a "+10" cell after it adds ten."""
TRACKS_TOP = 11.5
"""The level tracks start this far under the mat's top, mm: under the name line."""
TRACKS_LEFT = MARGIN + PLACE_WIDTH + 8
"""mm from the page's left edge to a block's name and level tracks, right of its card place."""
HEIGHT = PLACE_HEIGHT + 10
"""A mat's height, mm: the card place with 5 mm round it; the tracks (5 rows of ``TRACK``
under the name line) fit beside it."""
MOST_SLOTS = 120
"""The most slots a unit may have on the mats: the kit's four tracks a side count 30 each."""


@dataclass(frozen=True)
class Block:
    """One unit's mat: its name, slots, and how tall it is drawn."""

    name: str
    slots: int
    blank: bool = False
    height: float = HEIGHT


def render(squad: Squad | None, paper: Size, stamp: Stamp | None, findings) -> Rendered:
    """The squad's unit mats (a blank squad sheet without a squad)."""
    meta = Metadata(
        title=f"{squad.name if squad else 'Blank'} unit mats: {CREDITS.title}",
        author=f"{CREDITS.author} (game design); skirmishgen (unit mats)",
        subject="Unit mats: a place for each unit's cards, its level tracks; print at 100%",
        keywords=("roster", "Abstract Skirmish"),
    )
    blocks = _blocks(squad, paper)
    _check_size(blocks, paper)  # before any drawing: an absurd squad is one line, at once
    canvas, buffer = new_canvas(paper, meta)
    pen = Pen(canvas, paper, look=LOOK)
    if stamp is not None and not stamp.legal:
        _findings_page(pen, squad, findings)
    top = _squad_head(pen, squad, stamp, blocks)
    for block in blocks:
        if top - block.height < FOOT:
            _turn_page(pen)
            top = paper.height - MARGIN
        _unit(pen, block, top, reference().traits)
        top -= block.height + 4
    _turn_page(pen)
    return finish(canvas, buffer, pen.pages)


MOST_PAGES = 60
"""Pages of mats a squad may take (a 60-slot squad takes one)."""


def _check_size(blocks: list[Block], paper: Size) -> None:
    """Refuse, in one line, a unit of more slots than the kit's tracks count or a squad
    whose mats would run past ``MOST_PAGES``."""
    room = paper.height - MARGIN - FOOT
    for block in blocks:
        if block.slots > MOST_SLOTS:
            raise InputError(
                f"unit {block.name}: {block.slots} slots are more than the kit's bead tracks "
                f"count ({MOST_SLOTS}, four tracks); split it into units of {MOST_SLOTS} "
                "or fewer"
            )
    pages = sum(block.height + 4 for block in blocks) / room
    if pages > MOST_PAGES:
        raise InputError(
            f"the squad's mats would take about {pages:.0f} pages, more than {MOST_PAGES}; "
            "print fewer or smaller units"
        )


def _turn_page(pen: Pen) -> None:
    """Close the page in the roster sheets' frame: the band, the credit, the page number."""
    credit = sheet_credit(CREDITS.title, CREDITS.author)
    sheet_chrome(pen.canvas, pen.paper, LOOK, credit, pen.pages + 1)
    pen.chrome = False  # the sheets' frame, not the kit's
    pen.new_page()


HEAD = 24.0
"""Height of the squad line at the top of the first page, mm."""


def _blocks(squad: Squad | None, paper: Size) -> list[Block]:
    """A block per unit; a blank sheet gets as many blank units as fill its one page."""
    if squad is None:
        blank = Block("", 0, blank=True)
        room = paper.height - MARGIN - FOOT - HEAD
        return [blank] * max(1, int((room + 4) // (blank.height + 4)))
    return [Block(unit.name, max(unit.slots, 1)) for unit in squad.units]


def _squad_head(pen: Pen, squad: Squad | None, stamp: Stamp | None, blocks) -> float:
    """The squad's name, legality, slots and its units; returns the y below."""
    canvas, top = pen.canvas, pen.paper.height - MARGIN
    right = pen.paper.width - MARGIN
    code = stamp.code if stamp else None
    side = code_side(code) if code else None  # the head grows to hold it
    quiet = quiet_of(code, side) if code and side else 0.0
    if code is not None and side is not None:  # its quiet zone out in the margins
        draw_code(canvas, code, right - side + quiet, top - side + quiet, side, ground=False)
        right -= side - quiet + CODE_GAP
    stamp_left = _stamp(pen, stamp, right, top, side and side - 2 * quiet)
    if squad is not None:
        part_title(pen, MARGIN, top - 6.5, squad.name, TITLE)
        units = " \u00b7 ".join(f"{b.name} ({b.slots})" for b in blocks)
        pen.text(MARGIN, top - 12, f"{squad.slots} slots: {units}", 9)
    else:
        start = title_emblem(pen, MARGIN, top - 6.5, TITLE)
        canvas.setFillColor(LOOK.colour)
        write_line(
            pen, start, top - 6.5, "Squad:", stamp_left - 6, TITLE, fonts.DISPLAY, LOOK.colour
        )
        after = write_line(pen, MARGIN, top - 12, "Slots:", MARGIN + 30, 9)
        write_line(pen, after + 6, top - 12, "Units:", after + 30, 9)
    canvas.setFillColor(style.MUTED)
    beside = stamp_left if side else pen.paper.width - MARGIN  # the stamp alone ends above
    lines = simpleSplit(HOW, fonts.REGULAR, style.SHEET_MINIMUM, (beside - MARGIN - 4) * MM)
    first = top - (15.6 if side else 18.6)  # beside the stamp, or under it
    bottom = top - max(HEAD, (side or 0) - 2 * quiet + 2)
    room = HOW_LINES if side else HOW_LINES - 1
    if side:  # a share link's larger code leaves a narrower, taller place beside it
        room = max(room, int((first - bottom - 1.0) // 2.9) + 1)
    if len(lines) > room:  # never drop the words
        raise LayoutError("the squad line's instructions do not fit beside the stamp")
    for index, line in enumerate(lines):
        pen.text(MARGIN, first - index * 2.9, line, style.SHEET_MINIMUM)
    canvas.setFillColor(style.INK)
    return bottom


HOW = (
    "Lay each unit's trait cards face down on its place; mark each trait's level on its "
    "track. Slots are kept on the kit's bead tracks, not here: each hit removes one, and "
    "at 0 the unit is destroyed. Our suggestion: take away one of its cards for each slot "
    "lost."
)
HOW_LINES = 3
"""Lines the squad line gives ``HOW`` beside the roster code's stamp (one fewer under a
blank sheet's stamp, which runs the page's width)."""


STAMP = (60.0, 15.5)
"""The stamp's box, mm: the verdict (or BLANK ROSTER) and up to two small lines, as on
the other games' sheets."""


def _stamp(
    pen: Pen, stamp: Stamp | None, right: float, top: float, height: float | None = None
) -> float:
    """The verdict in a box at the top right (``height`` tall, to stand beside the roster
    code); returns the box's left edge."""
    canvas = pen.canvas
    if stamp is None:
        word, colour, small = "BLANK ROSTER", "#555555", ["fill in by hand, in pen or pencil"]
    else:
        word = "LEGAL" if stamp.legal else "NOT LEGAL"
        colour = LEGAL if stamp.legal else NOT_LEGAL
        if getattr(stamp, "warnings", 0):
            word += f" \u00b7 {stamp.warnings} warning{'s' * (stamp.warnings != 1)}"
        small = stamp_lines(stamp, height is not None)
    width, least = STAMP
    least = max(least, 8.6 + 3.3 * len(small))  # room for every small line
    beside = height is not None  # the roster code's height, and a third line to centre
    height = max(height or least, least)
    left, middle = right - width, right - width / 2
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(1.2)
    canvas.rect(left * MM, (top - height) * MM, width * MM, height * MM, fill=0, stroke=1)
    top -= (height - least - 3.3) / 2 if beside else 0
    canvas.setFillColor(colour)
    pen.text(middle, top - 6, word, 13, fonts.DISPLAY, "centre")
    canvas.setFillColor(style.MUTED)
    for index, line in enumerate(small):
        pen.text(middle, top - 10.5 - index * 3.3, line, style.SHEET_MINIMUM, align="centre")
    canvas.setStrokeColor(style.INK)
    return left


def write_line(
    pen: Pen,
    x: float,
    y: float,
    label: str,
    end: float,
    size: float,
    font: str = fonts.REGULAR,
    colour: str = style.INK,
) -> float:
    """``label``, then a drawn line to write on from after it to ``end``; returns ``end``."""
    pen.canvas.setFillColor(colour)
    pen.text(x, y, label, size, font)
    start = x + fonts_width(label, size, font) / MM + 2
    pen.canvas.setStrokeColor(style.HAIRLINE)
    pen.line(start, y - 0.8, end, y - 0.8, 0.5)
    pen.canvas.setStrokeColor(style.INK)
    return end


def _unit(pen: Pen, block: Block, top: float, traits: Sequence[Trait]) -> None:
    """One unit's block from ``top`` down: card place, name and INIT ROLL, level tracks."""
    canvas, width = pen.canvas, pen.paper.width - 2 * MARGIN
    canvas.setStrokeColor(style.HAIRLINE)  # a frame, not a cut: nothing here is cut out
    canvas.setLineWidth(0.8)
    canvas.roundRect(
        MARGIN * MM,
        (top - block.height) * MM,
        width * MM,
        block.height * MM,
        2 * MM,
        fill=0,
        stroke=1,
    )
    _card_place(pen, *_card_place_corner(top))
    left = TRACKS_LEFT
    canvas.setFillColor(style.INK)
    init = left + TRACKS_WIDTH - INIT_BOX[0]  # its right edge on the tracks' own
    if block.blank:
        after = write_line(pen, left, top - 7.5, "Unit:", init - 30, 13, fonts.DISPLAY)
        write_line(pen, after + 3, top - 7.5, "slots:", init - 4, 8.5)
    else:
        pen.text(left, top - 7.5, block.name, 13, fonts.DISPLAY)
        name = fonts_width(block.name, 13, fonts.DISPLAY) / MM
        pen.text(left + name + 3, top - 7.5, f"{block.slots} slots", 8.5)
    _init_box(pen, init, top - 2.5)
    _level_tracks(pen, left, top - TRACKS_TOP, traits)


def _card_place_corner(top: float) -> tuple[float, float]:
    """The lower left corner (mm) of the trait cards' place of a unit's block from ``top``."""
    return MARGIN + 4, top - 5 - PLACE_HEIGHT


def card_place_middle(top: float) -> tuple[float, float]:
    """The middle (mm) of the trait cards' place of a unit's block from ``top``: where the
    unit's plotted cards go, sideways."""
    x, y = _card_place_corner(top)
    return x + PLACE_WIDTH / 2, y + PLACE_HEIGHT / 2


def _card_place(pen: Pen, x: float, y: float) -> None:
    canvas = pen.canvas
    canvas.setFillColor("#FFFFFF")  # a place, not a tint: no toner, no dashed fold line
    canvas.setStrokeColor(style.HAIRLINE)
    canvas.setLineWidth(0.4)
    canvas.roundRect(
        x * MM, y * MM, PLACE_WIDTH * MM, PLACE_HEIGHT * MM, 2.5 * MM, fill=1, stroke=1
    )
    canvas.setDash()
    canvas.setFillColor(style.MUTED)
    middle, centre = x + PLACE_WIDTH / 2, y + PLACE_HEIGHT / 2
    pen.text(middle, centre + 5, "trait cards", 8, fonts.BOLD, "centre")
    for row, words in enumerate(PLACE_WORDS):
        pen.text(middle, centre + 1 - row * 3.5, words, style.SHEET_MINIMUM, align="centre")
    canvas.setFillColor(style.INK)


PLACE_WORDS = (
    "face down, laid sideways;",
    "a trait's cards are its level:",
    "mark it on its track.",
)
"""The card place's words under "trait cards"."""


def _init_box(pen: Pen, x: float, top: float) -> None:
    """The round's initiative roll (2d6 + INIT), noted to order the attacks: its label on
    the left, the number written on the right."""
    icon = next(t for t in reference().traits if t.short == "INIT")
    width, height = INIT_BOX
    pen.canvas.setStrokeColor(style.INK)
    pen.canvas.setLineWidth(0.6)
    pen.canvas.rect(x * MM, (top - height) * MM, width * MM, height * MM, fill=0, stroke=1)
    middle = top - height / 2
    draw_icon(pen.canvas, icon.icon, (x + 3) * MM, middle * MM, 3.4 * MM, icon.colour)
    pen.canvas.setFillColor(style.INK)
    pen.text(x + 5.5, middle - 1.2, "INIT ROLL", style.SHEET_MINIMUM, fonts.BOLD)


def _level_tracks(pen: Pen, x: float, top: float, traits: Sequence[Trait]) -> None:
    """This round's trait levels: a track per trait (icon and word, then 0 to 10 and +10)
    of ``TRACK`` mm cells, for a bead or a clip, cleared when the cards are taken back."""
    canvas = pen.canvas
    words = [str(n) for n in range(TRACK_TOP + 1)] + [f"+{TRACK_TOP}"]
    for trait, row in zip(traits, track_cells(x, top, len(traits)), strict=True):
        y = row[0][1]
        middle = y + TRACK / 2
        draw_icon(canvas, trait.icon, (x + 1.7) * MM, middle * MM, 3.2 * MM, trait.colour)
        canvas.setFillColor(trait.colour)
        pen.text(x + 3.8, middle - 1.2, trait.short, style.SHEET_MINIMUM, fonts.BOLD)
        canvas.setLineWidth(0.5)
        canvas.setStrokeColor(style.INK)
        for number, (word, (left, _, wide)) in enumerate(zip(words, row, strict=True)):
            canvas.rect(left * MM, y * MM, wide * MM, TRACK * MM, fill=0, stroke=1)
            canvas.setFillColor(trait.colour if number > TRACK_TOP else style.MUTED)
            pen.text(left + wide / 2, middle - 1.1, word, LEVEL_NUMBER, fonts.DISPLAY, "centre")
    canvas.setFillColor(style.INK)


def track_cells(x: float, top: float, rows: int) -> list[list[tuple[float, float, float]]]:
    """The level tracks' cells drawn from ``x``, ``top``, track by track: each cell's left
    edge, lower edge and width (mm), 0 to 10 then the wider +10 after a gap."""
    tracks = []
    for row in range(rows):
        y = top - (row + 1) * TRACK
        left = x + TRACK_LABEL
        cells = []
        for number in range(TRACK_TOP + 2):
            wide = TRACK * (PLUS if number > TRACK_TOP else 1)
            cells.append((left, y, wide))
            left += wide + (0.8 if number == TRACK_TOP else 0)
        tracks.append(cells)
    return tracks


def bead_spots(top: float, traits: int) -> list[tuple[float, float]]:
    """The middle of every level track's cell of a unit's block drawn from ``top`` (mm):
    where a bead lies."""
    left = TRACKS_LEFT
    return [
        (x + wide / 2, y + TRACK / 2)
        for row in track_cells(left, top - TRACKS_TOP, traits)
        for x, y, wide in row
    ]


TRACKS_WIDTH = TRACK_LABEL + TRACK * (TRACK_TOP + 1 + PLUS) + 0.8
"""The level tracks' width, mm: label, 0 to 10, a gap and the wider +10."""
LEVEL_NUMBER = 9.0
"""The level tracks' numerals, points: numbers read in play (the display face)."""


def _findings_page(pen: Pen, squad: Squad | None, findings) -> None:
    """What makes the squad not legal, before its mats (``roster --force``)."""
    from reportlab.lib.utils import simpleSplit

    canvas, paper = pen.canvas, pen.paper
    lines = [
        line
        for finding in findings
        if finding.severity in ("error", "warning")
        for line in simpleSplit(str(finding), fonts.REGULAR, 8.5, (paper.width - 2 * MARGIN) * MM)
    ]
    y = 0.0
    for number, line in enumerate(lines):
        if number == 0 or y < MARGIN + 8:
            if number:
                pen.new_page()
            canvas.setFillColor("#B00020")
            title = f"{squad.name if squad else 'Squad'}: NOT LEGAL \u00b7 what to fix"
            pen.text(MARGIN, paper.height - MARGIN - 6, title, 15, fonts.DISPLAY)
            canvas.setFillColor(style.INK)
            y = paper.height - MARGIN - 16
        pen.text(MARGIN, y, line, 8.5)
        y -= 4.4
    if lines:
        pen.new_page()
