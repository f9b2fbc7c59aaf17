"""Unit mats for the Abstract Skirmish System: a compact block per unit, several to a page.

The face-down trait cards of a unit are alike and their order does not matter, so a unit needs
one card-sized place for its stack, not one per slot. What the mat tracks is what the game
tracks: a box per slot to cross off as damage removes slots (the game's damage track), what
is left, this round's initiative roll and the five trait levels (one line per unit, however
many slots it has). A squad line at the top lists every unit. Drawn in millimetres with the
kit pen (its credit line on every page); blocks are placed top-down, a new page when one
does not fit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.utils import simpleSplit

from ... import __version__
from ...press import fonts, style
from ...press.icons import credit as icon_credit
from ...press.icons import draw_icon
from ...press.kit import Pen, fonts_width, part_title, title_emblem
from ...press.paper import CARD_SIZES, MM, Size
from ...press.pdf import Metadata, Rendered, finish, new_canvas
from ...press.qr import draw as draw_code
from ...press.sheets import CODE_GAP, CODE_LINE, Stamp, checked_line, code_side
from .game import CREDITS, LOOK
from .models import AbsUnit, Squad, Trait
from .reference import reference

TRAIT_CARD = CARD_SIZES["mini"]
"""The trait deck's default card size: the stack's place fits its cards, laid sideways
(so a mat is no taller than its slots and round line, and four fit a page)."""
PLACE_WIDTH, PLACE_HEIGHT = TRAIT_CARD.height, TRAIT_CARD.width
MARGIN = 10.0
BOX = 6.5
"""A slot box, mm: big enough to cross off with a pencil."""
BLANK_BOX = 5.5
ROUND_CELL = (17.5, 13.5)
"""A box of the round line, mm: its label on top and room for a number written by hand."""
ROUND_LINE = 5 + ROUND_CELL[1] + 2
"""The round line's height, mm: its title, the boxes, a little air to the mat's edge."""
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
        return max(PLACE_HEIGHT + 10, 17 + max(self.rows * self.box, 13) + 4 + ROUND_LINE)

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
    canvas, buffer = new_canvas(paper, meta)
    credit = (
        f"{CREDITS.title} by {CREDITS.author}, {CREDITS.year} \u00b7 unit mats by skirmishgen "
        f"{__version__} \u00b7 {icon_credit()}"
    )
    pen = Pen(canvas, paper, credit=credit, credit_left=MARGIN, look=LOOK)
    if stamp is not None and not stamp.legal:
        _findings_page(pen, squad, findings)
    blocks = _blocks(squad, paper)
    top = _squad_head(pen, squad, stamp, blocks)
    for block in blocks:
        if top - block.height < MARGIN + 6:
            pen.new_page()
            top = paper.height - MARGIN
        _unit(pen, block, top, reference().traits)
        top -= block.height + 4
    if squad is None:
        _how_to_play(pen, top)
    pen.new_page()
    return finish(canvas, buffer, pen.pages)


MAT_TURN = (
    "**1 Decide.** Lay Trait cards face down on every unit's place; all are turned up "
    "together. Write each trait's level (its cards in the unit) in its box.",
    "**2 Act.** Roll INITIATIVE for every unit and write it in INIT ROLL: the highest acts first.",
    "**Attack.** ACCURACY against the target's EVASION: only a higher total hits (a tie "
    "misses). Then DAMAGE against ENDURANCE: the difference is the slots the target "
    "loses, never fewer than none.",
    "**Slots.** Cross off a box and take away a card for each slot lost; no boxes left, "
    "the unit is destroyed. The last side with units left wins.",
    "**Options.** Split ACCURACY and DAMAGE over several targets as you like; two units may "
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

    room = top - MARGIN - 6
    least, most = REFERENCE
    if room >= least:
        width, height = pen.paper.width - 2 * MARGIN, min(room, most)
        middle = top - (room - height) / 2
        reference_card(pen, middle, height, BLANK_SIDE, MARGIN, width, cut=False, turn=MAT_TURN)


BLANK_SIDE = style.Team("", style.NEUTRAL, style.tint(style.NEUTRAL, 0.2))
"""A blank sheet belongs to no side yet: its reference band is neutral grey."""

HEAD = 22.5
"""Height of the squad line at the top of the first page, mm."""


def _blocks(squad: Squad | None, paper: Size) -> list[Block]:
    """A block per unit; a blank sheet gets as many blank units as fill its one page."""
    if squad is None:
        blank = Block("", BLANK_SLOTS, blank=True)
        room = paper.height - 2 * MARGIN - HEAD - 6
        return [blank] * max(1, int((room + 4) // (blank.height + 4)))
    return [Block(unit.name, max(unit.slots, 1)) for unit in squad.units]


def _squad_head(pen: Pen, squad: Squad | None, stamp: Stamp | None, blocks) -> float:
    """The squad's name, legality, slots and its units; returns the y below."""
    canvas, top = pen.canvas, pen.paper.height - MARGIN
    right = pen.paper.width - MARGIN
    code = stamp.code if stamp else None
    side = code_side(code, HEAD - 2) if code else None  # within the head when it can be
    if code is not None and side is not None:
        draw_code(canvas, code, right - side, top - side, side)
        right -= side + CODE_GAP
    stamp_left = _stamp(pen, stamp, right, top, side)
    if squad is not None:
        part_title(pen, MARGIN, top - 6, squad.name, 15)
        units = " \u00b7 ".join(f"{b.name} ({b.slots})" for b in blocks)
        pen.text(MARGIN, top - 12, f"{squad.slots} slots: {units}", 9)
    else:
        start = title_emblem(pen, MARGIN, top - 6, 15)
        canvas.setFillColor(style.INK)
        write_line(pen, start, top - 6, "Squad:", stamp_left - 6, 15, fonts.DISPLAY)
        after = write_line(pen, MARGIN, top - 12, "Slots:", MARGIN + 30, 9)
        write_line(pen, after + 6, top - 12, "Units:", after + 30, 9)
        canvas.setFillColor(style.MUTED)
        pen.text(after + 33, top - 12, "(over 30 slots: two mats)", style.SHEET_MINIMUM)
    canvas.setFillColor(style.MUTED)
    beside = stamp_left if side else pen.paper.width - MARGIN  # the stamp alone ends above
    lines = simpleSplit(HOW, fonts.REGULAR, style.SHEET_MINIMUM, (beside - MARGIN - 4) * MM)
    for index, line in enumerate(lines):
        pen.text(MARGIN, top - 19 - (index - len(lines) + 1) * 2.9, line, style.SHEET_MINIMUM)
    canvas.setFillColor(style.INK)
    return top - max(HEAD, (side or 0) + 2)


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
        colour = "#2E6141" if stamp.legal else "#B00020"
        if getattr(stamp, "warnings", 0):
            word += f" \u00b7 {stamp.warnings} warning{'s' * (stamp.warnings != 1)}"
        small = [stamp.rules, checked_line(stamp)] + [CODE_LINE] * (height is not None)
    width, least = STAMP
    beside = height is not None  # the roster code's height, and a third line to centre
    height = height or least
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
    pen: Pen, x: float, y: float, label: str, end: float, size: float, font: str = fonts.REGULAR
) -> float:
    """``label``, then a drawn line to write on from after it to ``end``; returns ``end``."""
    pen.canvas.setFillColor(style.INK)
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
        write_line(pen, left, top - 8, "Unit:", left + 80, 13, fonts.DISPLAY)
        after = write_line(pen, left, top - 13, "slots:", left + 22, 8.5)
        pen.text(after + 2, top - 13, "(cross off the boxes past them)", 8.5)
    else:
        pen.text(left, top - 8, block.name, 13, fonts.DISPLAY)
        pen.text(left, top - 13, f"{block.slots} slots", 8.5)
    y = _slot_boxes(pen, left, top - 17, block)
    _round_line(pen, left, y - 4, traits)


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
    counter = x + PER_ROW * block.box + 5
    pen.text(counter, top - 4, "slots left", 8, fonts.BOLD)
    canvas.rect(counter * MM, (top - 13) * MM, 18 * MM, 7.5 * MM, fill=0, stroke=1)
    return min(top - block.rows * block.box, top - 13)


def _round_line(pen: Pen, x: float, top: float, traits: Sequence[Trait]) -> None:
    """This round: the initiative roll and each trait's level, in boxes to write in, each
    labelled inside (icon and word)."""
    canvas = pen.canvas
    pen.text(x, top - 3.5, "This round", 8, fonts.BOLD)
    cells = [("INIT ROLL", None)] + [(t.short, t) for t in traits]
    cell, high = ROUND_CELL
    for number, (word, trait) in enumerate(cells):
        left = x + number * (cell + 1.5)
        canvas.setStrokeColor(style.INK)
        canvas.rect(left * MM, (top - 5 - high) * MM, cell * MM, high * MM, fill=0, stroke=1)
        label = left + 1.2
        if trait is not None:
            draw_icon(
                canvas, trait.icon, (left + 2.8) * MM, (top - 7.3) * MM, 3.4 * MM, trait.colour
            )
            canvas.setFillColor(trait.colour)
            label = left + 5.2
        else:
            canvas.setFillColor(style.INK)
        pen.text(label, top - 8.4, word, style.SHEET_MINIMUM, fonts.BOLD)
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


def unit_block(unit: AbsUnit) -> Block:
    """The block a unit is drawn as (for tests and layout checks)."""
    return Block(unit.name, max(unit.slots, 1))
