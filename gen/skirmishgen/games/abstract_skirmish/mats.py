"""Unit mats for the Abstract Skirmish System: a compact block per unit, several to a page.

The face-down trait cards of a unit are alike and their order does not matter, so a unit needs
one card-sized place for its stack, not one per slot. What the mat tracks is what the game
tracks: a box per slot to cross off as damage removes slots (the one damage record), this
round's initiative roll, and the five trait levels as tracks to mark (0 to 10, and +10). A
squad line at the top lists every unit. Drawn in millimetres with the kit pen, in the roster
sheets' frame (10 mm margins, the game's band, the credit and page number at the foot);
blocks are placed top-down, a new page when one does not fit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.utils import simpleSplit

from ...errors import InputError
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
(so a mat is no taller than its slots and round line, and four fit a page)."""
PLACE_WIDTH, PLACE_HEIGHT = TRAIT_CARD.height, TRAIT_CARD.width
MARGIN = FRAME_MARGIN / MM
FOOT = 14.0
"""Room at the foot for the credit and page number, mm."""
TITLE = 18.0
"""The squad's name, points: the size of every roster sheet's title."""
BOX = 6.5
"""A slot box, mm: big enough to cross off with a pencil."""
BLANK_BOX = 5.5
INIT_BOX = (18.0, 13.0)
"""The initiative roll's box, mm: its label on top and room for a number written by hand."""
TRACK = (6.0, 3.9)
"""A cell of a trait's level track, mm: wide enough for "10", a row pitch to tick."""
TRACK_LABEL = 15.0
"""The trait's icon and word before its track, mm."""
TRACK_TOP = 10
"""The highest level a track shows; a "+10" cell after it adds ten."""
ROUND_LINE = 4.5 + 5 * TRACK[1] + 2
"""The level tracks' height, mm: their title, a row per trait, a little air to the edge."""
PER_ROW = 10
BLANK_SLOTS = 30
"""Slot boxes on a blank mat: a unit of any size up to this crosses off the rest."""


@dataclass(frozen=True)
class Block:
    """One unit's mat: its name, slots, and how tall it is drawn."""

    name: str
    slots: int
    blank: bool = False

    @property
    def rows(self) -> int:
        return -(-self.slots // PER_ROW)

    @property
    def height(self) -> float:
        slots = max(self.rows * self.box, INIT_BOX[1])
        return max(PLACE_HEIGHT + 10, 12 + slots + 3 + ROUND_LINE)

    @property
    def box(self) -> float:
        """A slot box's side: a blank mat's 30 boxes a little smaller, so four mats fit A4."""
        return BLANK_BOX if self.blank else BOX


def render(squad: Squad | None, paper: Size, stamp: Stamp | None, findings) -> Rendered:
    """The squad's unit mats (a blank squad sheet without a squad)."""
    meta = Metadata(
        title=f"{squad.name if squad else 'Blank'} unit mats: {CREDITS.title}",
        author=f"{CREDITS.author} (game design); skirmishgen (unit mats)",
        subject="Unit mats: a place for each unit's cards, slots to cross off; print at 100%",
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
    if squad is None:
        _how_to_play(pen, top)
    _turn_page(pen)
    return finish(canvas, buffer, pen.pages)


MOST_PAGES = 60
"""Pages of mats a squad may take (a 60-slot squad takes one)."""


def _check_size(blocks: list[Block], paper: Size) -> None:
    """Refuse, in one line, a unit whose mat is taller than a page or a squad whose mats
    would run past ``MOST_PAGES``."""
    room = paper.height - MARGIN - FOOT
    for block in blocks:
        if block.height > room - HEAD:
            most = int((room - HEAD - 12 - 3 - ROUND_LINE) // block.box) * PER_ROW
            raise InputError(
                f"unit {block.name}: {block.slots} slots are more than a mat holds on "
                f"{paper} paper ({most}); split it into units of {most} or fewer"
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


MAT_TURN = (
    "**1 Decide.** Lay Trait cards face down on every unit's place; all are turned up "
    "together. Mark each trait's level (its cards in the unit) on its track.",
    "**2 Act.** Roll INITIATIVE for every unit and write it in INIT ROLL: the highest acts first.",
    "**Attack.** ACCURACY against the target's EVASION: only a higher total hits (a tie "
    "misses). Then DAMAGE against ENDURANCE: the difference is the slots the target "
    "loses, never fewer than none.",
    "**Slots.** Cross off a box and take away a card for each slot lost; no boxes left, "
    "the unit is destroyed. The last side with units left wins.",
    "**Options.** Split ACCURACY and DAMAGE over several targets as you like; units may "
    "add their ACCURACY and DAMAGE into one attack.",
)
"""The quick reference under a blank sheet's mats, in the mats' own terms (boxes and
places, not the kit's clips and strip)."""
REFERENCE = (36.0, 48.0)
"""Least and most height of the quick reference under a blank sheet's mats, mm (its text
is set to the height it gets)."""


def _how_to_play(pen: Pen, top: float) -> None:
    """The kit's quick reference in the room the blank mats leave (when there is room)."""
    from .kit import reference_card

    room = top - FOOT - 2
    least, most = REFERENCE
    if room >= least:
        width, height = pen.paper.width - 2 * MARGIN, min(room, most)
        middle = top - (room - height) / 2
        reference_card(pen, middle, height, BLANK_SIDE, MARGIN, width, cut=False, turn=MAT_TURN)


BLANK_SIDE = style.Team("", style.NEUTRAL, style.tint(style.NEUTRAL, 0.2))
"""A blank sheet belongs to no side yet: its reference band is neutral grey."""

HEAD = 24.0
"""Height of the squad line at the top of the first page, mm."""


def _blocks(squad: Squad | None, paper: Size) -> list[Block]:
    """A block per unit; a blank sheet gets as many blank units as fill its one page."""
    if squad is None:
        blank = Block("", BLANK_SLOTS, blank=True)
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
        pen.text(
            after + 33,
            top - 12,
            "(cross off the boxes past a unit's slots; over 30: two mats)",
            style.SHEET_MINIMUM,
        )
    canvas.setFillColor(style.MUTED)
    beside = stamp_left if side else pen.paper.width - MARGIN  # the stamp alone ends above
    lines = simpleSplit(HOW, fonts.REGULAR, style.SHEET_MINIMUM, (beside - MARGIN - 4) * MM)
    for index, line in enumerate(lines):
        pen.text(MARGIN, top - 19 - (index - len(lines) + 1) * 2.9, line, style.SHEET_MINIMUM)
    canvas.setFillColor(style.INK)
    return top - max(HEAD, (side or 0) - 2 * quiet + 2)


HOW = (
    "Lay each unit's trait cards face down on its place. Lose a slot: cross off a box "
    "and take away one of its cards. No boxes left: the unit is destroyed."
)


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
    """One unit's block from ``top`` down: card place, name, slot boxes, the round's line."""
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
    _card_place(pen, MARGIN + 4, top - 5 - PLACE_HEIGHT, block)
    left = MARGIN + PLACE_WIDTH + 10
    canvas.setFillColor(style.INK)
    if block.blank:
        after = write_line(pen, left, top - 8, "Unit:", left + 70, 13, fonts.DISPLAY)
        write_line(pen, after + 4, top - 8, "slots:", after + 24, 8.5)
    else:
        pen.text(left, top - 8, block.name, 13, fonts.DISPLAY)
        name = fonts_width(block.name, 13, fonts.DISPLAY) / MM
        pen.text(left + name + 3, top - 8, f"{block.slots} slots", 8.5)
    y = _slot_boxes(pen, left, top - 12, block)
    _round_line(pen, left, y - 3, traits)


def _card_place(pen: Pen, x: float, y: float, block: Block) -> None:
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
    pen.text(middle, centre + 2, "trait cards", 8, fonts.BOLD, "centre")
    pen.text(middle, centre - 2, "face down, laid sideways,", style.SHEET_MINIMUM, align="centre")
    pen.text(
        middle,
        centre - 5.5,
        "one card for each slot left",
        style.SHEET_MINIMUM,
        align="centre",
    )
    canvas.setFillColor(style.INK)


def _slot_boxes(pen: Pen, x: float, top: float, block: Block) -> float:
    """A numbered box per slot, ten to a row, and the slots-left counter; returns the y below."""
    canvas = pen.canvas
    canvas.setStrokeColor(style.INK)
    canvas.setLineWidth(0.6)
    for slot in range(block.slots):
        row, column = divmod(slot, PER_ROW)
        box = block.box
        left, bottom = x + column * box, top - (row + 1) * box
        canvas.rect(left * MM, bottom * MM, box * MM, box * MM, fill=0, stroke=1)
        canvas.setFillColor(style.HAIRLINE)
        pen.text(
            left + box / 2,
            bottom + box / 2 - 1.2,
            str(slot + 1),
            style.SHEET_MINIMUM,
            align="centre",
        )
    canvas.setFillColor(style.INK)
    _init_box(pen, x + PER_ROW * block.box + 6, top)
    return min(top - block.rows * block.box, top - INIT_BOX[1])


def _init_box(pen: Pen, x: float, top: float) -> None:
    """The round's initiative roll (2d6 + INIT), noted to order the attacks."""
    icon = next(t for t in reference().traits if t.short == "INIT")
    width, height = INIT_BOX
    pen.canvas.setStrokeColor(style.INK)
    pen.canvas.rect(x * MM, (top - height) * MM, width * MM, height * MM, fill=0, stroke=1)
    draw_icon(pen.canvas, icon.icon, (x + 2.8) * MM, (top - 2.3) * MM, 3.4 * MM, icon.colour)
    pen.canvas.setFillColor(style.INK)
    pen.text(x + 5.2, top - 3.4, "INIT ROLL", style.SHEET_MINIMUM, fonts.BOLD)


def _round_line(pen: Pen, x: float, top: float, traits: Sequence[Trait]) -> None:
    """This round's trait levels: a track per trait (icon and word, then 0 to 10 and +10)
    to tick or mark with a clip, cleared when the cards are taken back."""
    canvas = pen.canvas
    pen.text(x, top - 3, "Levels this round", 8, fonts.BOLD)
    cell, pitch = TRACK
    for row, trait in enumerate(traits):
        y = top - 4.5 - (row + 1) * pitch
        draw_icon(canvas, trait.icon, (x + 1.7) * MM, (y + pitch / 2) * MM, 3.2 * MM, trait.colour)
        canvas.setFillColor(trait.colour)
        pen.text(x + 4, y + 1.1, trait.short, style.SHEET_MINIMUM, fonts.BOLD)
        cells = [str(n) for n in range(TRACK_TOP + 1)] + [f"+{TRACK_TOP}"]
        left = x + TRACK_LABEL
        canvas.setLineWidth(0.5)
        canvas.setStrokeColor(style.INK)
        for number, word in enumerate(cells):
            wide = cell * (1.4 if number > TRACK_TOP else 1)
            canvas.rect(left * MM, y * MM, wide * MM, pitch * MM, fill=0, stroke=1)
            canvas.setFillColor(style.MUTED)
            pen.text(left + wide / 2, y + 1.1, word, style.SHEET_MINIMUM, align="centre")
            left += wide + (0.8 if number == TRACK_TOP else 0)
    canvas.setFillColor(style.INK)


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
