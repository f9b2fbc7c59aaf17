"""AOF: Skirmish's table for a virtual tabletop: each army's unit cards on its side, the
kit's markers (the fold pairs as two-sided pieces), the round tracker and the 24" ruler in
its three 8" strips, every piece at the size the kit prints it."""

from __future__ import annotations

from collections.abc import Sequence

from ...press import fonts, style
from ...press.paper import MM, PAPERS, Size
from ...press.pen import INCH, Pen
from ...press.rulers import segment
from ...press.table import Area, Dice, Face, Flat, On, Piece, Table
from ...press.tablefloor import FIELD_LINE, field_ground, label_size
from ...press.tokens import Pair, Token, draw_token
from .about import CREDITS
from .kit import (
    BRACKETS,
    INCH_TICK,
    NOTES,
    ROUNDS,
    RULER,
    RULER_PIECE,
    STRIP,
    TRACKER_WIDTH,
    _strip_marks,
    marker_pieces,
    round_spots,
    round_tracker,
    tracker_pieces,
)
from .models import Army, parse_rule
from .reference import reference
from .sheet import FRAME, _unit_card

CARD_WIDTH = 150.0
"""mm: a unit card on the table (the army sheet's are the page's width)."""
PAD = 2.0
"""mm of paper round a unit card's picture."""
TRACKER_HEIGHT = RULER_PIECE * INCH
"""mm: the round tracker, as tall as a ruler strip (as the kit prints it)."""


def _token_face(token: Token, key: str) -> Face:
    return Face(
        key,
        Size(style.TOKEN, style.TOKEN),
        lambda pen: draw_token(pen, 0.0, 0.0, style.TOKEN, token),
    )


def _name(token: Token) -> str:
    return " ".join(part for part in (token.tag, token.word, token.number) if part).title()


USES = {
    "NEUTRAL": "An objective no side holds. At a round's end, a unit within 3\" of it, "
    "with no enemy within 3\", seizes it: lay its side's HOLDS marker in its place. "
    "Stunned units seize nothing.",
    "HOLDS": "An objective a side holds, even once its unit leaves: flip it when the other "
    "side seizes it, NEUTRAL again if both sides contest it. Most held after round 4 wins.",
    "ACTIVATED": "Beside a unit once it has activated; cleared when the round ends.",
    "WOUND": "Beside a model, one a wound. Then roll a die and add its wound markers: 2-5 "
    "Stunned, 6 or more Knocked Out.",
    "STUNNED": "For a model that cannot lie on its side: Stunned until its next activation ends.",
    **{word.split()[0]: use for word, use in NOTES if word.isupper()},
}
"""What each marker is for, by the first word it shows (``ZONE`` for ``ZONE 12"``)."""


def _use(token: Token) -> str:
    return USES[token.word.split()[-1] if token.word.endswith("HOLDS") else token.word.split()[0]]


def _markers() -> list[Piece]:
    """Every marker the kit prints, alike ones as one piece with their count."""
    counted: dict[str, tuple[Token | Pair, int]] = {}
    for piece in [*marker_pieces(), *tracker_pieces()]:
        front = piece.front if isinstance(piece, Pair) else piece
        key = _name(front) + (" (two-sided)" if isinstance(piece, Pair) else "")
        held, count = counted.get(key, (piece, 0))
        counted[key] = (held, count + 1)
    pieces: list[Piece] = []
    for number, (piece, count) in enumerate(counted.values()):
        slug = f"marker-{number + 1}"
        if isinstance(piece, Pair):
            face, back = _token_face(piece.front, slug), _token_face(piece.back, f"{slug}-back")
            name = f"{_name(piece.front)} / {_name(piece.back)}"
            use = f"Two-sided. {_use(piece.front)}"
            pieces.append(Flat(name, use, face, back, count=count))
        else:
            first = (On(TRACKER, 0),) if piece.word == "ROUND" else ()  # on round 1
            face = _token_face(piece, slug)
            pieces.append(Flat(_name(piece), _use(piece), face, count=count, on=first))
    return pieces


def _ruler() -> Flat:
    """The 24" ruler in one piece (the kit prints it in three strips to glue): every inch
    numbered, half inches ticked, the nested brackets along it."""
    marks = tuple(reach for reach, _ in BRACKETS)

    def draw(pen: Pen) -> None:
        pen.canvas.translate(0, STRIP * MM)  # the strip's frame: v 0 its numeral edge
        segment(
            pen, 0.0, 0.0, 0, RULER, INCH, (), marks, STRIP, 0.0, "", "", True,
            INCH_TICK / STRIP,
        )  # fmt: skip
        for first in range(0, RULER, RULER_PIECE):  # each strip's brackets, end to end
            pen.canvas.saveState()
            pen.canvas.translate(first * INCH * MM, 0)
            _strip_marks(pen, first)
            pen.canvas.restoreState()

    return Flat(
        'Ruler 24"',
        "Every bracket starts at 0, the model: measure from it to see how far each move "
        "and weapon reaches.",
        Face("ruler", Size(RULER * INCH, STRIP), draw),
    )


TRACKER = "Round tracker"


def _tracker() -> Flat:
    size = Size(TRACKER_WIDTH, TRACKER_HEIGHT)
    return Flat(
        TRACKER,
        f"A game lasts {ROUNDS} rounds: keep the ROUND marker beside the round's number.",
        Face(
            "round-tracker",
            size,
            lambda pen: round_tracker(pen, 0.0, TRACKER_HEIGHT, TRACKER_HEIGHT),
        ),
        snaps=tuple(round_spots(0.0, TRACKER_HEIGHT, TRACKER_HEIGHT)),
    )


def _rules_said(unit, army: Army) -> str:
    """`` Hero: its rule. Tough(3): its rule.``: each special rule the unit has, with what
    it does (the rulebook's, or the army's own custom rule)."""
    ref = reference()
    known = {rule.name.casefold(): rule.text for rule in ref.special_rules}
    own = {name.casefold(): text for name, text in army.custom_rules.items()}
    said = []
    for written in unit.rules:
        use = parse_rule(written)
        name = use.name.casefold() if use else ""
        if name in own:  # the army's roster declares it: not one of the rulebook's
            said.append(f" {written} (this army's own rule): {own[name]}")
        elif name in known:
            said.append(f" {written}: {known[name].replace('**', '')}")
        else:
            said.append(f" {written}.")
    return "".join(said)


def _unit(army_index: int, number: int, unit, army: Army) -> Flat:
    st = FRAME.on(PAPERS["a4"]).st
    width = CARD_WIDTH * MM
    card = _unit_card(unit, width, st)
    parts = card._content  # the header, the weapons and rules, the spells: drawn in turn
    heights = [part.wrap(width, 10_000)[1] for part in parts]
    size = Size(CARD_WIDTH + 2 * PAD, sum(heights) / MM + 2 * PAD)

    def draw(pen: Pen) -> None:
        top = (size.height - PAD) * MM
        for part, height in zip(parts, heights, strict=True):
            part.wrap(width, 10_000)
            part.drawOn(pen.canvas, PAD * MM, top - height)
            top -= height

    return Flat(
        unit.name,
        f"{_models(unit.size)}, quality {unit.quality:g}+, defense {unit.defense:g}+, "
        f"{unit.cost:g} points.{_rules_said(unit, army)} Locked, so that Vector Paint ticks "
        "its wound boxes and writes on it.",
        Face(f"unit-{army_index + 1}-{number + 1}", size, draw),
        locked=True,
    )


def _models(count: float) -> str:
    return f"{count:g} model{'s' * (count != 1)}"


BASE = 25.0
"""mm: a model's stand-in, a round base (the rules give no base size: our reading, the
common round base of skirmish models)."""
BASE_THICKNESS = 3.0
"""mm: a stand-in's height, a base's."""


def _stand_in(army_index: int, number: int, unit) -> list[Flat]:
    """A unit's models as round bases in its side's colour, the unit's name on each."""
    side = style.team(army_index)

    def draw(pen: Pen) -> None:
        middle = BASE / 2 * MM
        canvas = pen.canvas
        canvas.setFillColor(side.colour)
        canvas.circle(middle, middle, middle, fill=1, stroke=0)
        canvas.setFillColor(side.tint)
        canvas.circle(middle, middle, middle - 1.6 * MM, fill=1, stroke=0)
        canvas.setFillColor(side.colour)
        lines, size = _base_words(unit.name, BASE - 7.0)
        first = BASE / 2 + (len(lines) - 1) * size / MM * 0.55 - size / MM * 0.35
        for row, line in enumerate(lines):
            pen.text(BASE / 2, first - row * size / MM * 1.1, line, size, fonts.BOLD, "centre")

    count = int(unit.size)
    face = Face(f"base-{army_index + 1}-{number + 1}", Size(BASE, BASE), draw)
    base = f"on a {BASE:g} mm round base: the rules give no base size, so this is our reading."
    if count == 1:
        return [_base(f"{unit.name} (model)", f"The unit's one model, {base}", face)]
    return [  # numbered: each wound kills a model until the last, which keeps its wounds
        _base(
            f"{unit.name} (model {n} of {count})",
            f"One of the unit's {_models(count)}, {base} Its wounds kill a model each "
            "until only the last is left; that one keeps its wounds.",
            face,
        )
        for n in range(1, count + 1)
    ]


def _base(name: str, description: str, face: Face) -> Flat:
    """A model's stand-in: a round base, thicker than a token."""
    return Flat(name, description, face, thickness=BASE_THICKNESS, round=True)


def _base_words(name: str, width: float) -> tuple[list[str], float]:
    """The unit's name on a base ``width`` mm across: its words in at most two lines, at
    8 pt, less when a word is too long."""
    from reportlab.lib.utils import simpleSplit

    for size in (8.0, 7.0, 6.0, 5.0):
        lines = simpleSplit(name, fonts.BOLD, size, width * MM)
        if len(lines) <= 2 and all(_fits(line, size, width) for line in lines):
            return lines, size
    return simpleSplit(name, fonts.BOLD, 5.0, width * MM)[:2], 5.0


def _fits(line: str, size: float, width: float) -> bool:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return stringWidth(line, fonts.BOLD, size) <= width * MM


def _army(army: Army, index: int) -> Area:
    cards = tuple(_unit(index, n, unit, army) for n, unit in enumerate(army.units))
    bases = tuple(b for n, unit in enumerate(army.units) for b in _stand_in(index, n, unit))
    dice = Dice(
        6,
        "D6",
        "Your dice: every roll of the game is a D6, a unit often rolls several.",
        colour=DICE_COLOURS[index % 2],
        count=DICE,
    )
    pieces: tuple[Piece, ...] = (*cards, *bases, dice)
    return Area(army.name, pieces, side=1 + index % 2, breaks=(len(cards),))


DICE = 10
"""D6 each army has: a unit of five rolls its attacks at once, a defender a die a hit."""
DICE_COLOURS = ("red", "blue")
"""Each army's dice's tint, the first army's then the second's."""


FIELD = 48.0
"""Inches: the rules' 4' x 4' surface."""
DEPLOY = 12.0
"""Inches from its table edge within which a side deploys."""


def _field() -> Flat:
    """The 4' x 4' battlefield, each side's deployment zone (12" from its edge) tinted in
    its colour: the first army's at the near edge, the second's at the far edge."""
    mm = FIELD * 25.4

    def draw(pen: Pen) -> None:
        field_ground(pen, mm, "4' x 4' battlefield: at least 10 to 15 pieces of terrain on it")
        zone = DEPLOY * 25.4
        for team, y in ((style.team(0), 0.0), (style.team(1), mm - zone)):
            pen.canvas.setFillColor(team.tint)
            pen.canvas.rect(
                2 * MM,
                (y + (2 if y == 0 else 0)) * MM,
                (mm - 4) * MM,
                (zone - 2) * MM,
                fill=1,
                stroke=0,
            )
            pen.canvas.setFillColor(team.colour)
            words = f'{team.word} DEPLOYMENT: within 12" of this edge'
            pen.text(mm / 2, y + zone / 2, words, label_size(mm), fonts.BOLD, "centre")
        pen.canvas.setStrokeColor(FIELD_LINE)
        pen.canvas.setDash(12, 8)
        pen.canvas.line(2 * MM, mm / 2 * MM, (mm - 2) * MM, mm / 2 * MM)
        pen.canvas.setDash()

    return Flat(
        "Battlefield (4' x 4')",
        "The rules' 4' x 4' surface. Each side deploys within 12\" of its table edge, the "
        "first army (Red) the near edge, the second (Blue) the far one. It takes at least "
        "10 to 15 pieces of terrain: the kit prints none, so bring your own.",
        Face("battlefield", Size(mm, mm), draw),
        locked=True,
    )


def table(armies: Sequence[Army]) -> Table:
    """The markers, tracker and ruler in the middle; each army's unit cards, bases and
    dice on its side."""
    middle = (_field(), _tracker(), _ruler(), *_markers())
    return Table(
        f"{CREDITS.full_title} by {CREDITS.author}",
        (Area("", middle), *(_army(army, n) for n, army in enumerate(armies))),
    )
