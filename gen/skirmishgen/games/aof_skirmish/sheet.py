"""The AOF: Skirmish army sheet: a card per unit (size, Quality and Defense large, weapons,
rules, cost), the army's totals and rout threshold, and a reference, in our own words, of
exactly the special rules and custom rules the army uses."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import KeepTogether, Spacer, Table

from ...errors import Finding
from ...press import fonts
from ...press.forms import (
    WriteLines,
    first_sentence,
    labelled,
    two_columns,
    writing_row_style,
)
from ...press.paper import MM, Size
from ...press.paragraph import Paragraph
from ...press.pdf import Rendered
from ...press.sheets import (
    Badge,
    Boxes,
    RosterFrame,
    Stamp,
    reference_list,
    table_style,
)
from ...press.style import tint
from .about import CREDITS, LOOK
from .checks import UNCHECKED, models_in, rout_threshold
from .models import MOST_RULE_VALUE, AofReference, Army, Unit, WeaponSpec, parse_rule, parse_weapon
from .reference import reference

FRAME = RosterFrame("army sheet", "Army:", CREDITS.title, CREDITS.author, LOOK)
BAND = colors.HexColor(LOOK.colour)
TINT = colors.HexColor(tint(LOOK.colour, 0.12))
"""The blank card's header ground: light, so the fields on it take pen and pencil."""
BLANK_UNITS = 6
DASH = "\u2013"
MAX_BOXES = 30
"""Wound boxes drawn per unit at most (a larger unit gets a count to tally)."""
ROOMY_BOXES = 15
"""Up to this many, the boxes are drawn larger."""
BLANK_WEAPONS = 3
"""Weapon lines on a blank unit card (one fewer on paper shorter than A4: Letter)."""
A4_HEIGHT = 297.0
BLANK_LOST = 9
"""Model boxes on a blank unit card: a unit of up to ten models."""
ROLL = "D6 + markers: 2\u20135\u00a0Stunned, 6+\u00a0out"
"""What the last model rolls when it takes a wound marker."""
CAPTION = 7.0
"""pt: the caption under each run of wound boxes (``models``, ``markers``): sheet fine print."""


class RunBoxes(Boxes):
    """Wound boxes in runs, each run captioned under its first box in small grey type
    (``models``, ``markers``), so the runs tell apart by more than the gap between them."""

    def __init__(
        self, count: int, size: float, runs: tuple[int, ...], captions: tuple[str, ...], **kw
    ) -> None:
        super().__init__(count, size, runs=runs, **kw)
        self.captions = captions
        self.lift = CAPTION * 1.15
        self.height = size + self.lift

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.translate(0, self.lift)
        super().draw()
        canvas.restoreState()
        canvas.setFont(fonts.REGULAR, CAPTION)
        canvas.setFillColor(colors.HexColor("#555555"))
        first = 0
        for number, (run, caption) in enumerate(zip(self._runs, self.captions, strict=False)):
            x = first * (self.size + 1.5 * MM) + number * 2 * MM  # as ``Boxes`` sets the runs
            canvas.drawString(x, 0.2 * CAPTION, caption)
            first += run


def _weapons(unit: Unit) -> list[WeaponSpec | str]:
    return [w if isinstance(w, WeaponSpec) else parse_weapon(w) for w in unit.weapons]


def weapons_of(unit: Unit) -> list[WeaponSpec]:
    """The unit's weapons that read as weapons (a line that does not is left out)."""
    return [w for w in _weapons(unit) if isinstance(w, WeaponSpec)]


def rule_value(rules: list[str], name: str) -> int | None:
    """X of the rule ``name(X)`` among ``rules`` (``AP(1)``, ``Tough(3)``), or None."""
    for use in filter(None, map(parse_rule, rules)):
        if use.name.casefold() == name.casefold() and use.value and use.value.isdigit():
            return min(int(use.value[:4]), MOST_RULE_VALUE)  # a forced sheet of Tough(10**8)
    return None


def tough(unit: Unit) -> int:
    """The unit's Tough(X), or 0."""
    value = rule_value(unit.rules, "tough")
    return 0 if value is None else max(value, 1)


def marker_boxes(unit: Unit) -> int:
    """Wound markers the last model can carry before it is sure to be knocked out: it rolls
    a die and adds its markers, knocked out on 6+ (a Tough(X) model only from its X-th
    marker, and on 5+X), so the roll can no longer fail at 5 markers (4+X when tough)."""
    return 4 + tough(unit) if tough(unit) else 5


def wizard_level(unit: Unit) -> int | None:
    for use in filter(None, map(parse_rule, unit.rules)):
        if use.name.casefold() == "wizard":
            return int(use.value) if use.value and use.value.isdigit() else 0
    return None


PILL = 7.5 * MM
"""A Quality or Defense badge's height: a pill of the band colour, ``Q 3+`` reversed out."""


def _header(unit: Unit, width: float, st) -> Table:
    """The unit's band: a light tint ruled in the dark band colour, dark type (a solid
    band on every unit is heavy on toner)."""
    head_style = st["name"].clone("head", textColor=BAND)
    size = f"{unit.size} model{'s' * (unit.size != 1)}"
    header = Table(
        [
            [
                Paragraph(f"{escape(unit.name)}<br/><font size=7.5>{size}</font>", head_style),
                Badge(f"Q {unit.quality}+", 21 * MM, PILL, colour=BAND),
                Badge(f"D {unit.defense}+", 21 * MM, PILL, colour=BAND),
                Paragraph(f"{unit.cost} pts", head_style),
            ]
        ],
        colWidths=[width - 75 * MM, 26 * MM, 26 * MM, 23 * MM],
    )
    header.setStyle(
        table_style(
            ("BACKGROUND", (0, 0), (-1, -1), TINT),
            ("LINEABOVE", (0, 0), (-1, 0), 2.0, BAND),
            ("LINEBELOW", (0, 0), (-1, 0), 0.6, BAND),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        )
    )
    return header


def _points_line(label) -> Table:
    """``____ pts``: a short line to write the unit's cost on, its unit after it."""
    line = Table([[WriteLines(1), Paragraph("pts", label)]], colWidths=[8 * MM, 6 * MM])
    line.setStyle(writing_row_style(right=1))
    return line


def _blank_header(width: float, st) -> Table:
    """The filled card's band with its fields left empty: the unit's name on a line, the
    Quality and Defense pills with room to write the number, the points."""
    label = st["base"].clone("lab", fontName=fonts.BOLD, textColor=BAND)
    badge, points = 19 * MM, 14 * MM
    name = width - 2 * (badge + 1.5 * MM) - points
    header = Table(
        [
            [
                labelled([("Unit", 0)], name - 4, label),
                Badge("Q", badge, PILL, colour=BAND, blank=True),
                Badge("D", badge, PILL, colour=BAND, blank=True),
                _points_line(label),
            ]
        ],
        colWidths=[name, badge + 1.5 * MM, badge + 1.5 * MM, points],
    )
    header.setStyle(
        table_style(
            ("BACKGROUND", (0, 0), (-1, -1), TINT),
            ("LINEABOVE", (0, 0), (-1, 0), 2.0, BAND),
            ("LINEBELOW", (0, 0), (-1, 0), 0.6, BAND),
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
            ("TOPPADDING", (0, 0), (-1, -1), 2.2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
            ("LEFTPADDING", (1, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (-1, -1), 2),
        )
    )
    return header


def _weapon_table(unit: Unit | None, width: float, st, blank_lines: int = 0) -> Table:
    """Weapon, range, attacks and special rules, every cell in one type size."""
    cell = st["base"]
    rows: list[list] = [
        [Paragraph(f"<b>{h}</b>", st["small"]) for h in ("Weapon", "Range", "Attacks", "Special")]
    ]
    for weapon in _weapons(unit) if unit else []:
        if isinstance(weapon, str):
            continue
        reach = f'{weapon.range}"' if weapon.range is not None else DASH
        rows.append(
            [
                Paragraph(f"<b>{escape(weapon.name)}</b>", cell),
                Paragraph(reach, cell),
                Paragraph(f"A{weapon.attacks}", cell),
                Paragraph(escape(", ".join(weapon.rules)) or "\u2013", cell),
            ]
        )
    if unit is None:
        rows += [[WriteLines(1) for _ in range(4)] for _ in range(blank_lines)]
    weapons = Table(
        rows, colWidths=[width * 0.36, width * 0.15, width * 0.17, width * 0.32], splitInRow=1
    )
    weapons.setStyle(
        table_style(
            ("LINEBELOW", (0, 0), (-1, 0), 0.3, colors.grey),
            *([("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.grey)] if unit else []),
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM" if unit is None else "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5 if unit else 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5 if unit else 0.5),
        )
    )
    return weapons


def _tracker(unit: Unit, st) -> list:
    """Wounds as the rules count them: each wound kills one model until the last remains
    (a box per model lost), then the last model takes wound markers and rolls (a box per
    marker, the one a Tough model starts rolling from picked out). One row of boxes: the
    models, a gap, the markers."""
    grey = "<font size=7.5 color='#555555'>"
    lost = max(unit.size, 1) - 1
    x = tough(unit)
    roll = f"from {x}: D6 + markers, {5 + x}+ out" if x else ROLL
    markers = marker_boxes(unit)
    if lost > MAX_BOXES:
        lines = [
            f"<b>Models lost</b> (of {lost}): ______",
            f"<b>Last model</b> {grey}{roll}</font>",
        ]
        return [
            *(Paragraph(line, st["base"]) for line in lines),
            Spacer(1, BOX_CLEAR),
            Boxes(markers, mark=x or None),
        ]
    if lost:
        note = (
            f"<b>Wounds:</b> {grey}{lost} models lost, then the last model\u2019s markers"
            f" ({roll})</font>"
        )
        size = 4.6 * MM if lost + markers <= ROOMY_BOXES else 3.6 * MM  # room to pencil a tick
        mark = lost + x if x else None
        boxes: Boxes = RunBoxes(
            lost + markers, size, (lost, markers), ("models", "markers"), mark=mark
        )
    else:
        note = f"<b>Wounds:</b> {grey}the model\u2019s markers ({roll})</font>"
        boxes = Boxes(markers, 4.6 * MM, mark=x or None)
    return [Paragraph(note, st["base"]), Spacer(1, BOX_CLEAR), boxes]


BOX_CLEAR = 1.2 * MM
"""Paper between the wound note's last line and its boxes."""


def _spells(unit: Unit, st) -> list:
    level = wizard_level(unit)
    if level is None:
        return []
    text = (
        f"<b>Spells (Wizard({level})):</b> spells come from your army book's spell list, not "
        f"from the core rules; write the ones you take here. Cast: D6+{level} at or over the "
        "spell's number."
    )
    return [Spacer(1, 1 * MM), Paragraph(text, st["base"]), Spacer(1, 1 * MM), WriteLines(2)]


WEAPONS_SHARE = 0.56
"""Of a unit card's width, the weapon table's: its columns close together, so the eye
reads a weapon's range and attacks beside its name; the special rules and the wound
track stand beside it."""
GUTTER = 4 * MM


def _unit_card(unit: Unit, width: float, st) -> KeepTogether:
    """A unit's card: its header band, then the weapon table on the left and the special
    rules over the wound track on the right."""
    written = escape(", ".join(unit.rules)) or DASH
    rules = Paragraph(f"<b>Special rules:</b> {written}", st["base"])
    left = width * WEAPONS_SHARE
    right = width - left - GUTTER
    side = [rules, Spacer(1, 1.5 * MM), *_tracker(unit, st)]
    body = Table(
        [[_weapon_table(unit, left, st), side]],
        colWidths=[left + GUTTER, right],
        splitInRow=1,
    )
    body.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (0, -1), GUTTER),
            ("RIGHTPADDING", (1, 0), (1, -1), 0),
            ("TOPPADDING", (0, 0), (-1, -1), 0),
            ("TOPPADDING", (1, 0), (1, -1), 2),
        )
    )
    return KeepTogether(
        [
            _header(unit, width, st),
            body,
            *_spells(unit, st),
            Spacer(1, 4 * MM),
        ]
    )


def _blank_card(width: float, st, weapons: int) -> list:
    """The filled card with its fields empty (it sits in a table cell): the band, weapon
    lines, a special rules line and the wound track of a unit of up to ten models."""
    label = st["base"].clone("lab", fontName=fonts.BOLD)
    boxes = RunBoxes(BLANK_LOST + 5, 3.6 * MM, (BLANK_LOST, 5), ("models", "markers"))
    track = Table([[Paragraph("Wounds", label), boxes]], colWidths=[15 * MM, width - 15 * MM])
    track.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
        )
    )
    return [
        _blank_header(width, st),
        _weapon_table(None, width, st, weapons),
        Spacer(1, 1 * MM),
        labelled([("Special rules", 0), ("Models", 8 * MM)], width, label),
        Spacer(1, 1.2 * MM),
        track,
    ]


def _blank_cards(width: float, st, paper: Size) -> list:
    """Empty unit cards two abreast."""
    half = (width - 6 * MM) / 2
    weapons = BLANK_WEAPONS - (paper.height < A4_HEIGHT - 1)
    cards = [_blank_card(half, st, weapons) for _ in range(BLANK_UNITS)]
    rows = [cards[i : i + 2] for i in range(0, len(cards), 2)]
    table = Table(rows, colWidths=[half + 6 * MM, half])
    table.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("RIGHTPADDING", (0, 0), (0, -1), 6 * MM),
            ("RIGHTPADDING", (1, 0), (1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4 * MM),
        )
    )
    return [table]


def used_rules(army: Army | None, ref: AofReference) -> list[tuple[str, str, str]]:
    written = []
    for unit in army.units if army else []:
        written += unit.rules
        for weapon in _weapons(unit):
            if isinstance(weapon, WeaponSpec):
                written += weapon.rules
    names = {use.name.casefold() for use in map(parse_rule, written) if use}
    entries = [
        (r.name + ("(X)" if r.takes_value else ""), "", r.text)
        for r in ref.special_rules
        if army is None or r.name.casefold() in names
    ]
    if army:
        entries += [
            (name, "custom rule", text)
            for name, text in army.custom_rules.items()
            if name.casefold() in names
        ]
    return entries


def render(
    army: Army | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The army sheet (blank without an army)."""
    ref = reference()
    sheet = FRAME.on(paper)
    st, width = sheet.st, sheet.width
    if army:
        words = [
            f"{sum(unit.cost for unit in army.units)} of {army.points_limit} points",
            f"{len(army.units)} units, {models_in(army)} models",
            f"rout tests at {rout_threshold(army)} models or fewer (our reading of size)",
        ]
        # in the head, beside the roster code; a blank sheet leaves its units anyway
        note = st["small"].clone("unchecked", spaceBefore=1 * MM)
        under = [Paragraph(f"<b>Not checked:</b> {escape(UNCHECKED)}.", note)]
    else:
        words = []
        rout = (
            "Rout tests start at half the models or fewer (our reading of the book's size). "
            "<b>Wounds:</b> tick a box per "
            f"model lost; the last model then takes markers ({ROLL})."
        )
        under = [Paragraph(rout, st["small"])]
    fields = [("Points limit", 28 * MM), ("Models at start", 0)]
    story = sheet.head(
        army.name if army else None, words, stamp, findings, fields=fields, under=under
    )
    if army:
        story += [_unit_card(unit, width, st) for unit in army.units]
    else:
        story += _blank_cards(width, st, paper)
    if army:
        dense = st.but(base=st["base"].clone("dense", fontSize=7.5, leading=9.2))
        listed = reference_list("Special rules used by this army", used_rules(army, ref), dense)
        story += [listed[0], *two_columns(listed[1:], width)]
    else:
        dense = st.but(base=st["small"].clone("gist", spaceAfter=1.5))
        gists = [(name, kind, first_sentence(text)) for name, kind, text in used_rules(None, ref)]
        listed = reference_list(
            "Special rules, in short (full texts on the cheat sheet)", gists, dense
        )
        tight = [f for f in listed[1:] if not isinstance(f, Spacer)]
        story += [listed[0], *two_columns(tight, width, 4 * MM, 3, split=False)]
    return sheet.build(story, army.name if army else None)
