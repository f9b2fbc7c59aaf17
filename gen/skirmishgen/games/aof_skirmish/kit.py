"""AOF: Skirmish play-kit parts on two sheets.

Markers: objectives that show who holds them (a neutral marker per objective and a
red/blue fold pair laid on it once seized), activation markers for both sides, wound
and stunned markers (more wound markers where the paper has room). Round tracker and ruler:
a column of rounds 1-4 with a round marker, the first-player, deployment-zone and fought
markers, and a 24" range ruler in three 8" strips down the page, its brackets nested from 0.
"""

from __future__ import annotations

from ...errors import LayoutError
from ...press import fonts, style
from ...press.icons import draw_icon
from ...press.kit import Part, fixed
from ...press.paper import MM
from ...press.pen import INCH, MARGIN, Pen, calibration_bar, fonts_width, header, legend
from ...press.rulers import ruler
from ...press.tokens import Pair, Token, piece_grid
from .about import LOOK

OBJECTIVES = 5
"""The mission places D3+2 objectives: at most 5."""
ROUNDS = 4
"""The game ends after 4 rounds."""
ACTIVATIONS = 8
"""Activation markers per side (a skirmish army fields a handful of units)."""
WOUNDS = 20
"""At least this many WOUND markers; the markers sheet's free places take more."""
STUNNED = 4
"""Only for models that cannot lie on their side (the rules lay a stunned model down)."""
FOUGHT = 5
"""Markers for units that have struck in melee this round (they hit only on 6s in any more
melee until it ends): beside the tracker's markers, as many as its column holds."""
FOOT = MARGIN + 4
"""The lowest a sheet's pieces reach (mm): clear of the credit line."""
RULER = 24
"""Inches: the ruler's length. The core rules list no weapons, so no range is printed as
the army's: the shoot bracket is pencilled in (Scout's 24" deploy is the core's longest)."""
RULER_PIECE = 8


RED, BLUE = style.team(0), style.team(1)
WOUND_INK = "#7B2D26"
"""Oxblood: a WOUND marker's drop and word, on a disc and band of the game's gold."""
STUNNED_INK = "#4A3B7A"
"""Indigo: a STUNNED marker's spiral and word, on lavender."""


def _marked(icon: str, word: str, ink: str, ground: str) -> Token:
    """A marker that belongs to neither side: its icon on a tinted disc, its word on a band
    of the same tint (a kind told at a glance, in greyscale by icon and word)."""
    return Token(icon, word, colour=ink, tint=ground, disc=ground)


def wound() -> Token:
    return _marked("drop", "WOUND", WOUND_INK, style.tint(LOOK.accent, 0.38))


def stunned() -> Token:
    return _marked("spiral", "STUNNED", STUNNED_INK, style.tint(STUNNED_INK, 0.2))


OBJECTIVE_CELLS = 3
"""Grid cells an objective's pieces take: its NEUTRAL marker and its two-cell fold pair."""


def _side(team: style.Team, icon: str, word: str, number: str = "") -> Token:
    return Token(icon, word, number, team.colour, team.tint)


def marker_pieces(places: int = 0, columns: int = 0) -> list[Token | Pair]:
    """Every piece of the markers sheet, in reading order: more WOUND markers (the ones a
    game uses most) in whatever of ``places`` grid cells the rest leave free. On a grid
    ``columns`` wide, an objective's three pieces (its NEUTRAL marker and its fold pair)
    keep to one row: where a row has too little room left, ACTIVATED markers fill it."""
    activated = [
        Token("check", "ACTIVATED", colour=team.colour, tint=team.tint, tag=team.word)
        for team in (RED, BLUE)
        for _ in range(ACTIVATIONS)
    ]  # the state in rank, the side a small tag
    pieces: list[Token | Pair] = []
    used = 0
    for n in range(1, OBJECTIVES + 1):
        left = columns - used % columns if columns else OBJECTIVE_CELLS
        if left < OBJECTIVE_CELLS and len(activated) >= left:
            pieces += [activated.pop(0) for _ in range(left)]
            used += left
        pieces.append(Token("flag", "NEUTRAL", str(n), style.NEUTRAL))
        pieces.append(
            Pair(_side(RED, "flag", "RED HOLDS", str(n)), _side(BLUE, "flag", "BLUE HOLDS", str(n)))
        )
        used += OBJECTIVE_CELLS
    pieces += activated
    cells = sum(2 if isinstance(piece, Pair) else 1 for piece in pieces)
    wounds = max(WOUNDS, places - cells - STUNNED)
    pieces += [wound()] * wounds
    pieces += [stunned()] * STUNNED
    return pieces


SIDE_NOTE = (
    "ACTIVATED: beside each unit that has acted;",
    "cleared when the round ends.",
    "STUNNED: for a model that cannot lie down.",
)
"""The markers sheet's second note, in short lines beside the calibration bars."""
SIDE_X = 122.0
"""mm from the margin to the lines beside the bars, clear of their labels."""
LEGEND_X = 96.0
"""mm from the margin to the legend, on the bars' instruction line, after its words."""


def _bars_and_notes(pen: Pen, y: float, kinds: tuple[str, ...]) -> float:
    """The calibration bars under ``y``, the SIDE_NOTE beside them and the legend of
    ``kinds`` after their instruction line: two lines fewer than one under the other, so
    Letter takes another row of markers; returns the y below them."""
    bars = y - 11.5  # the bars' ticks reach y
    calibration_bar(pen, MARGIN, bars)
    pen.canvas.setFillGray(0.3)
    for row, line in enumerate(SIDE_NOTE):
        pen.text(MARGIN + SIDE_X, bars + 9 - row * 3.4, line, style.SHEET_MINIMUM)
    pen.canvas.setFillGray(0)
    for index, kind in enumerate(kinds):
        legend(pen, MARGIN + LEGEND_X + index * 50, bars - 2.5, (kind,))
    return bars - 5.5


def markers(pen: Pen) -> None:
    y = header(
        pen,
        "Markers",
        f"Objectives 1-{OBJECTIVES}: a grey NEUTRAL marker each. When a side seizes one, lay "
        "its fold pair on it, that side up; contested, it is neutral again.",
    )
    top = _bars_and_notes(pen, y, ("cut", "fold"))
    columns = int((pen.paper.width - 2 * MARGIN) // style.TOKEN)
    rows = int((top - FOOT) // style.TOKEN)
    piece_grid(pen, top, marker_pieces(columns * rows, columns))
    pen.new_page()


TRACKER_WIDTH = 38.0
"""The round tracker's width (mm): a round's numeral, and room for the ROUND marker beside it."""
NUMERAL_X = 6.0
"""mm from the round tracker's left edge to the middle of a round's numeral."""


def round_tracker(pen: Pen, x: float, top: float, height: float) -> None:
    """The ROUND column, ``height`` tall from ``top``: a title cell, rounds 1-4 (each with
    room for the ROUND marker beside its numeral) and the end."""
    width, cell = TRACKER_WIDTH, height / (ROUNDS + 2)
    canvas = pen.canvas
    canvas.setFillColor(style.tint(style.NEUTRAL, 0.2))  # a light title cell, not a toner block
    canvas.rect(x * MM, (top - cell) * MM, width * MM, cell * MM, fill=1, stroke=0)
    middle = x + width / 2
    draw_icon(canvas, "hourglass", middle * MM, (top - cell / 2 + 2.5) * MM, 12 * MM, style.INK)
    canvas.setFillColor(style.INK)
    pen.text(middle, top - cell + 4, "ROUND", 9, fonts.BOLD, "centre")
    for n in range(1, ROUNDS + 1):
        upper = top - n * cell
        pen.inner_line(x, upper, x + width, upper)
        pen.text(x + NUMERAL_X, upper - cell / 2 - 2.2, str(n), 18, fonts.DISPLAY, "centre")
    end = top - (ROUNDS + 1) * cell
    pen.inner_line(x, end, x + width, end)
    draw_icon(canvas, "crown", middle * MM, (end - 7) * MM, 8 * MM, style.INK)
    for row, words in enumerate(("END", "most objectives", "wins")):
        size = 9 if row == 0 else 7.5
        font = fonts.BOLD if row == 0 else fonts.REGULAR
        pen.text(middle, end - 15 - row * 3.4, words, size, font, "centre")
    pen.cut_rect(x, top - height, width, height)


def round_spots(x: float, top: float, height: float) -> list[tuple[float, float]]:
    """Where the ROUND marker lies on the tracker drawn at ``x``, ``top``, ``height`` tall,
    round by round: the middle of its cell's room right of the numeral (mm)."""
    cell = height / (ROUNDS + 2)
    left = 2 * NUMERAL_X
    middle = x + left + (TRACKER_WIDTH - left) / 2
    return [(middle, top - n * cell - cell / 2) for n in range(1, ROUNDS + 1)]


def tracker_pieces() -> list[Token | Pair]:
    """The round marker, the first-player marker and two deployment-zone markers a side:
    the state in rank, the side a small tag (as on the ACTIVATED markers)."""

    def tagged(team: style.Team, icon: str, word: str) -> Token:
        return Token(icon, word, colour=team.colour, tint=team.tint, tag=team.word)

    return [
        Pair(*[tagged(team, "crown", "GOES FIRST") for team in (RED, BLUE)]),
        *[tagged(team, "banner", 'ZONE 12"') for _ in range(2) for team in (RED, BLUE)],
        _marked("hourglass", "ROUND", LOOK.colour, style.tint(LOOK.accent, 0.38)),
        *[_marked("crossed", "FOUGHT", style.INK, style.tint(style.NEUTRAL, 0.22))] * FOUGHT,
    ]


BRACKETS = (
    (3, 'seize: within 3"'),
    (6, 'advance: up to 6"'),
    (12, 'charge or rush: up to 12"'),
    (24, 'shoot: your range __"'),
)
"""The ruler's brackets, nested: each runs from the model, 0, to its inch, with its label.
The shortest lies nearest the ticks."""

STRIP = 26.0
"""A ruler strip's width (mm): numerals, four bracket lanes, the ticks."""
STRIP_GAP = 4.0
"""mm between the strips, as ``press.kit.ruler`` lays them."""
TAB = 9.0
"""The glue tab at a strip's end (mm)."""
INCH_TICK = 4.6
"""The inch ticks' length (mm) from the strip's measuring edge."""
HALF_TICK = 2.4
LANE_PITCH = 3.3
"""mm between bracket lanes."""
FIRST_LANE = 19.4
"""mm from the numeral edge to the shortest bracket's lane: the lanes run towards the numerals."""
STOP = 1.4
"""Half the length of a bracket's end stop (mm)."""


def strip_frames(x: float, top: float) -> list[tuple[int, float, float]]:
    """(first inch, page x of its numeral edge, top) of each vertical strip ``ruler`` draws
    from ``x``: in a strip's frame (turned -90), u runs down the strip, v = 0 is the numeral
    edge and v = -STRIP the measuring edge."""
    return [
        (first, x + index * (STRIP + STRIP_GAP) + STRIP, top)
        for index, first in enumerate(range(0, RULER, RULER_PIECE))
    ]


def _bracket(pen: Pen, first: int, lane: int, reach: int, after: float) -> float:
    """One bracket's part on the strip from ``first``, in that strip's frame: a line along
    lane ``lane`` from 0 (a stop there) to ``reach`` (a stop there), running off the strip's
    ends where it carries on; its label on a white gap in the middle of its part, or past
    ``after`` (where the label in the lane before ends, mm along the strip) if that is
    clear of it. Returns where its label ends (``after`` when it has no part here)."""
    a, b = max(0, first), min(reach, first + RULER_PIECE)
    if a >= b:
        return after
    v = -FIRST_LANE + lane * LANE_PITCH
    start, stop = (a - first) * INCH + 0.8 * (a == 0), (b - first) * INCH - 0.8 * (b == reach)
    pen.line(start, v, stop, v, 0.5)
    for u, end in ((start, a == 0), (stop, b == reach)):
        if end:
            pen.line(u, v - STOP, u, v + STOP, 0.5)
    label = dict(BRACKETS)[reach]
    size = style.SHEET_MINIMUM
    width = fonts_width(label, size) / MM + 2
    middle = max((start + stop) / 2, after + 4 + width / 2)
    canvas = pen.canvas
    canvas.setFillColor("#FFFFFF")
    canvas.rect((middle - width / 2) * MM, (v - 1.6) * MM, width * MM, 3.2 * MM, 0, 1)
    canvas.setFillGray(0.2)
    pen.text(middle, v - size * 0.36 / MM, label, size, fonts.BOLD, "centre")
    return middle + width / 2


def _strip_marks(pen: Pen, first: int) -> None:
    """The half-inch ticks and the brackets' parts on the strip from ``first`` (its frame)."""
    canvas = pen.canvas
    canvas.setStrokeGray(0.2)
    inches = min(RULER_PIECE, RULER - first)
    for step in range(inches):
        u = (step + 0.5) * INCH
        pen.line(u, -STRIP, u, -STRIP + HALF_TICK, 0.3)
    after = -INCH  # labels in neighbouring lanes follow each other along the strip
    for lane, (reach, _) in enumerate(BRACKETS):
        after = _bracket(pen, first, lane, reach, after)
    canvas.setFillGray(0)
    canvas.setStrokeColor(style.INK)


def range_ruler(pen: Pen, x: float, top: float) -> None:
    """The 24" ruler: three 8" strips down the page side by side from ``x``, every inch
    numbered, half inches ticked, the nested brackets along them."""
    marks = tuple(reach for reach, _ in BRACKETS)
    ruler(
        pen,
        top,
        RULER,
        RULER_PIECE,
        height=STRIP,
        x=x,
        vertical=True,
        tab=TAB,
        marks=marks,
        tick=INCH_TICK / STRIP,
    )
    canvas = pen.canvas
    for first, edge, y in strip_frames(x, top):
        canvas.saveState()
        canvas.translate(edge * MM, y * MM)
        canvas.rotate(-90)
        _strip_marks(pen, first)
        canvas.restoreState()


STRIPS_WIDTH = RULER // RULER_PIECE * (STRIP + STRIP_GAP) - STRIP_GAP
STRIP_LENGTH = RULER_PIECE * INCH + TAB
NOTES = (
    ("ROUND", "A game lasts 4 rounds: keep the ROUND marker beside the round's number."),
    ("GOES FIRST", "To the side that finished activating first, for the next round."),
    ("ZONE", 'A side deploys within 12" of its table edge.'),
    (
        "FOUGHT",
        "On a unit once it has struck in melee: until the round ends, it hits only on "
        "unmodified 6s in any further melee.",
    ),
    (
        "Ruler",
        "Cut out the three 8\" strips. Lay the 8 end of the second on the first's hatched "
        "tab, 8 on 8, and glue; the third on the second's, 16 on 16.",
    ),
    (
        "Brackets",
        'Each runs from the model, 0, to the inch it names: seize an objective within 3", '
        'advance 6", rush or charge 12"; pencil your weapon\'s range on the shoot bracket. '
        "Ticks every half inch.",
    ),
)
"""The notes beside the tracker's markers: (lead word, text)."""


def _run_in(text: str, size: float, first: float, width: float) -> list[str]:
    """``text`` broken into lines: the first ``first`` mm wide (after its run-in head), the
    rest ``width``."""
    words, lines, line = text.split(), list[str](), ""
    for word in words:
        trial = f"{line} {word}".strip()
        room = first if not lines else width
        if line and fonts_width(trial, size, fonts.REGULAR) / MM > room:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]


NOTE_SIZES = ((7.5, 3.4), (7.0, 3.15))
"""The notes' size and lead (pt, mm): the first that keeps them above the credit line
(a cutter's page, inside its marks, is shorter)."""


def _notes(pen: Pen, x: float, top: float, width: float) -> float:
    """The NOTES as run-in paragraphs from ``top`` in ``width``, above the credit line;
    returns the y below them."""
    for size, lead in NOTE_SIZES:
        runs = [
            (f"{word}: ", _run_in(text, size, width - fonts_width(f"{word}: ", size) / MM, width))
            for word, text in NOTES
        ]
        below = top - 3 - sum(len(lines) * lead + 1.6 for _, lines in runs) + 1.6
        if below - lead >= FOOT - 4:
            break
    else:
        raise LayoutError("the ruler's notes do not fit beside its strips")
    y = top - 3
    for head, lines in runs:
        indent = fonts_width(head, size) / MM
        pen.canvas.setFillColor(style.INK)
        pen.text(x, y, head, size, fonts.BOLD)
        pen.canvas.setFillGray(0.25)
        for number, line in enumerate(lines):
            pen.text(x + (indent if number == 0 else 0), y - number * lead, line, size)
        y -= len(lines) * lead + 1.6
    pen.canvas.setFillGray(0)
    return y


def rounds_and_ruler(pen: Pen) -> None:
    y = header(
        pen,
        'Round tracker and 24" range ruler',
        f"A game lasts {ROUNDS} rounds. The ruler's brackets all start at 0, the model: "
        "measure from it to see how far each move and weapon reaches.",
    )
    y -= calibration_bar(pen, MARGIN, y - 12) + 4
    legend(pen, MARGIN, y, ("cut", "fold", "glue"))  # the ruler's strips have glue tabs
    top = y - 5
    if top - STRIP_LENGTH < FOOT - 4:
        raise LayoutError("the 24\" ruler's 8\" strips are taller than the page's room")
    strips = pen.paper.width - MARGIN - STRIPS_WIDTH
    range_ruler(pen, strips, top)
    round_tracker(pen, MARGIN, top, STRIP_LENGTH)
    left = MARGIN + TRACKER_WIDTH + 5
    room = strips - 6 - left
    below = piece_grid(pen, top, tracker_pieces(), x=left, width=room)
    _notes(pen, left, below - 2, room)
    pen.new_page()


PARTS = (
    Part("markers", "markers", fixed(markers)),
    Part("ruler", "round tracker and range ruler", fixed(rounds_and_ruler)),
)
