"""The Insta-Skirmish army sheet: a stat card per miniature (derived statistics, armor
boxes, cost) and the army's points spent and lost, then the rules reference."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import Flowable, Spacer, Table

from ...errors import Finding
from ...press import fonts
from ...press.dice import DieMark, draw_die
from ...press.forms import WriteLines, two_columns
from ...press.paper import MM, Size
from ...press.paragraph import Paragraph
from ...press.pdf import Rendered
from ...press.sheets import (
    Badge,
    Boxes,
    RosterFrame,
    Stamp,
    grid,
    reference_list,
    table_style,
)
from ...press.tables import column_widths, one_line_widths
from .about import CREDITS, LOOK
from .cheatsheet import ROW_RULE, TABLE_SIZE, TIGHT
from .models import Die, InstaArmy, Miniature
from .reference import reference

FRAME = RosterFrame("army sheet", "Army:", CREDITS.title, CREDITS.author, LOOK)
BAND = colors.HexColor(LOOK.colour)
HEADS = ("Move", "Melee", "Ranged (non-gun)", "Ranged (gun)", "Defense", "Save", "Skill")
DIES: tuple[Die, ...] = ("d4", "d6", "d8", "d10", "d12", "d20")
DASH = "\u2013"
BLANK_ROWS = 8
PADDING = 2.5
"""pt: a cell's left and right padding."""


def _value(text: str) -> str:
    return DASH if text in ("-", "") else text


def _widths(texts: list[list[str]], width: float, size: float, fill: int = 0) -> list[float]:
    """Every column but ``fill`` one line wide (no value wraps); ``fill`` takes what is
    left, or all are shared by content if that leaves it too narrow."""
    lines = one_line_widths(texts, size, 2 * PADDING)
    rest = width - sum(w for i, w in enumerate(lines) if i != fill)
    if rest >= width * 0.12:
        return [rest if i == fill else w for i, w in enumerate(lines)]
    return column_widths(texts, width, size, 2 * PADDING)


DISC = 10 * MM
"""The die badge's size (points): the miniature's die drawn as the die it is, filled, its
name reversed out, the shape and number players look for across the table."""


def _strip_table(rows: list[list], texts: list[list[str]], width: float, blank: bool) -> Table:
    """Rows of (name, seven stats, armor): a light header over a ruled body, its columns
    sized to ``texts`` (the rows' plain words)."""
    fill = 1 if not blank else 0  # the name column (after the die disc) takes the rest
    widths = _widths(texts, width, 8.5, fill)
    if fill:  # the die disc's column fits the disc
        extra = max(0.0, DISC + 2 * PADDING - widths[0])
        widths[0] += extra
        widths[fill] -= extra
    table = Table(rows, colWidths=widths, repeatRows=1, splitInRow=1)
    table.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LINEBELOW", (0, 0), (-1, 0), 1.0, BAND),
            ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.HexColor("#999999")),
            ("LINEAFTER", (fill, 1), (fill, -1), 0.3, colors.HexColor("#999999")),
            ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
            ("TOPPADDING", (0, 0), (-1, -1), 0 if blank else 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1 if blank else 2),
        )
    )
    return table


def _header(first: str, st, heads: tuple[str, ...] = (*HEADS, "Armor", "Lost")) -> list:
    head = st["small"].clone("sh", fontName=fonts.BOLD, alignment=1)
    return [Paragraph(f"<b>{first}</b>", st["small"])] + [
        Paragraph("<br/>".join(escape(part) for part in lines_of(h)), head) for h in heads
    ]


def lines_of(text: str) -> list[str]:
    """A head or value set on two lines where it has a natural break ("Ranged" over
    "(non-gun)", "d8 / 2," over "round up"), so a column is as wide as its longest line,
    not its whole phrase: no column of dashes wider than the values it holds."""
    for mark in (" (", ", "):
        if mark in text and (mark == " (" or " / " in text):
            first, rest = text.split(mark, 1)
            return [first + mark.strip() * (mark == ", "), ("(" if mark == " (" else "") + rest]
    return [text]


def widest_line(text: str) -> str:
    """The longest of ``text``'s lines (:func:`lines_of`): what sizes its column."""
    return max(lines_of(text), key=len)


def shown_stats(minis: list[Miniature]) -> list[int]:
    """The stat columns to print: every one some miniature has (an attack no miniature
    makes, all dashes, is left out)."""
    return [
        index
        for index in range(len(HEADS))
        if any(_value(mini.stats()[index][1]) != DASH for mini in minis)
    ]


def _armor_points(mini: Miniature) -> int:
    """The miniature's whole points of Armor (0 for a value the checks reject)."""
    return int(mini.armor) if mini.armor == int(mini.armor) and mini.armor > 0 else 0


def stat_strips(minis: list[Miniature], width: float, st) -> Table:
    """One line per miniature: its name, die and cost, the derived stats it or another
    miniature of the army has, armor boxes."""
    cell = st["base"].clone("sv", fontName=fonts.BOLD, alignment=1)
    shown = shown_stats(minis)
    heads = tuple(HEADS[i] for i in shown)
    rows = [
        [Paragraph("<b>Die</b>", st["small"]), *_header("Miniature", st, (*heads, "Armor", "Lost"))]
    ]
    texts = [["Die", "Miniature", *(widest_line(h) for h in heads), "Armor", "Lost"]]
    texts += [
        ["d20 ", m.name, *(widest_line(m.stats()[i][1]) for i in shown), "Armor", "Lost"]
        for m in minis
    ]
    for mini in minis:
        armor = _armor_points(mini)
        cost = f"<font size=7.5 color='#555555'>{mini.cost} points</font>"
        who = f"<b>{escape(mini.name)}</b><br/>{cost}"
        stats = mini.stats()
        rows.append(
            [
                Badge(die=int(mini.die.removeprefix("d")), width=DISC, colour=BAND),
                Paragraph(who, st["base"]),
                *(_two_lines(_value(stats[i][1]), cell) for i in shown),
                Boxes(armor) if armor else Paragraph(DASH, cell),
                Boxes(1),
            ]
        )
    table = _strip_table(rows, texts, width, blank=False)
    table.setStyle([("ALIGN", (-2, 1), (-1, -1), "CENTER")])  # the boxes mid-column
    return table


def _two_lines(value: str, cell) -> Paragraph:
    return Paragraph("<br/>".join(escape(part) for part in lines_of(value)), cell)


def lookup(width: float, st) -> list:
    """Every die's derived stats, so a hand-written miniature needs only its die."""
    cell = st["small"].clone("lv", alignment=1)
    rows = [_header("Die", st)[:-2]]  # no Armor, no Lost: a die has neither
    texts = [["Die", *HEADS]]
    for die in DIES:
        mini = Miniature(name="x", die=die, shows=["melee", "bow", "gun"])
        mark = DieMark(mini.value, 8.5)
        rows.append([mark, *(Paragraph(escape(v), cell) for _, v in mini.stats())])
        texts.append([str(mark), *(v for _, v in mini.stats())])
    table = Table(rows, colWidths=column_widths(texts, width, 8.5, 2 * PADDING))
    table.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LINEBELOW", (0, 0), (-1, 0), 1.0, BAND),
            ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.HexColor("#999999")),
            ("TOPPADDING", (0, 0), (-1, -1), 1),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
        )
    )
    note = (
        "Stats by die: Melee with any weapon shown (an archer or a gunman melees too), "
        "Ranged (non-gun) with a bow or thrown weapon, Ranged (gun) with a gun (or bought: "
        "3 and 4 points)."
    )
    return [
        Paragraph("Stats by die (look up your miniature's die)", st["h2"]),
        table,
        Paragraph(note, st["small"]),
    ]


class DiceToCircle(Flowable):
    """The six dice drawn as their shapes (``press.dice``), their values inside: circle
    the miniature's die."""

    SHAPE = 5.6 * MM
    GAP = 1.3 * MM

    def __init__(self) -> None:
        super().__init__()
        self.width = len(DIES) * (self.SHAPE + self.GAP) - self.GAP
        self.height = self.SHAPE

    def draw(self) -> None:
        half = self.SHAPE / 2
        for index, die in enumerate(DIES):
            sides = int(die.removeprefix("d"))
            draw_die(
                self.canv,
                sides,
                half + index * (self.SHAPE + self.GAP),
                half,
                self.SHAPE,
                ink=BAND,
                line=0.7,
                label=str(sides),
                font_size=7,
                facets=False,
            )


SHOWN = ("melee", "bow", "thrown", "gun")
"""What a figure may show, a tick box each on the blank sheet."""
ARMOR_BOXES = 3
"""Armor boxes on a blank line: one ticked per point bought."""


def blank_strips(width: float, st) -> Table:
    """Lines to write a miniature on: its name, its die to circle, what it shows and its
    armor to tick, its points, and a box to tick when it is lost."""
    small, head = st["small"], st["small"].clone("bh", fontName=fonts.BOLD, alignment=1)
    tick = 3.6 * MM
    top = [
        Paragraph("<b>Miniature</b>", small),
        Paragraph("<b>Die</b> (circle one)", head),
        Paragraph("<b>Shows</b> (tick each)", head),
        "",
        "",
        "",
        Paragraph("<b>Armor</b> (a box a point)", head),
        Paragraph("<b>Points</b>", head),
        Paragraph("<b>Lost</b>", head),
    ]
    under = ["", "", *(Paragraph(word, small.clone("w", alignment=1)) for word in SHOWN)]
    rows: list[list] = [top, [*under, "", "", ""]]
    for _ in range(BLANK_ROWS):
        rows.append(
            [
                WriteLines(1),
                DiceToCircle(),
                *(Boxes(1, size=tick) for _ in SHOWN),
                Boxes(ARMOR_BOXES, size=tick),
                WriteLines(1),
                Boxes(1),
            ]
        )
    fixed = [
        DiceToCircle().width + 4 * PADDING,
        *(11 * MM for _ in SHOWN),
        ARMOR_BOXES * (tick + 1.5 * MM) + 5 * MM,
        14 * MM,
        10 * MM,
    ]
    table = Table(rows, colWidths=[width - sum(fixed), *fixed], repeatRows=2)
    table.setStyle(
        table_style(
            ("SPAN", (2, 0), (5, 0)),
            ("VALIGN", (0, 0), (-1, 1), "BOTTOM"),
            ("VALIGN", (0, 2), (-1, -1), "MIDDLE"),
            ("ALIGN", (1, 2), (-1, -1), "CENTER"),
            ("LINEBELOW", (0, 1), (-1, 1), 1.0, BAND),
            ("LINEBELOW", (2, 0), (5, 0), 0.3, colors.HexColor("#999999")),
            ("LINEBELOW", (0, 2), (-1, -1), 0.3, colors.HexColor("#999999")),
            ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
            ("TOPPADDING", (0, 0), (-1, 1), 0.5),
            ("BOTTOMPADDING", (0, 0), (-1, 1), 1),
            ("TOPPADDING", (0, 2), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 2), (-1, -1), 2),
        )
    )
    return table


def armored_targets(army: InstaArmy) -> list[tuple[int, int, list[str]]]:
    """(die, Armor, names) of each kind of armored miniature in the army."""
    kinds: dict[tuple[int, int], list[str]] = {}
    for mini in army.miniatures:
        if _armor_points(mini):
            kinds.setdefault((mini.value, _armor_points(mini)), []).append(mini.name)
    return [(die, armor, names) for (die, armor), names in sorted(kinds.items())]


def _army_odds(army: InstaArmy, st) -> list:
    """The army's own dice against every die: the chance one attack defeats, melee or gun,
    and for a miniature with a ranged non-gun attack (its roll halved) a row of its own;
    a column for each armored miniature's die and Armor: the chance that as many attacks
    as it takes (one more than its Armor) all defeat it."""
    from .cheatsheet import Chance, armored, chance_text, defeat, defeat_non_gun, die_mark

    dice = list(reference().dice)
    targets = armored_targets(army)
    rows: list[list[object]] = [
        [
            "your attack",
            *(f"vs d{d}" for d in dice),
            *(f"vs d{d} + {a} Armor" for d, a, _ in targets),
        ]
    ]
    lines: list[tuple[int, Chance, str | None]] = [
        (a, defeat, None) for a in sorted({m.value for m in army.miniatures})
    ]
    lines += [
        (a, defeat_non_gun, f"d{a} ranged non-gun")
        for a in sorted({m.value for m in army.miniatures if m.non_gun})
    ]
    for attack, chance, label in lines:
        rows.append(
            [
                die_mark(attack, TABLE_SIZE, label),
                *(chance_text(chance(attack, d)) for d in dice),
                *(chance_text(armored(chance, a)(attack, d)) for d, a, _ in targets),
            ]
        )
    rule = [("LINEAFTER", (0, 1), (0, -1), 1.0, ROW_RULE), *TIGHT]
    rule += [("LINEBEFORE", (len(dice) + 1, 0), (len(dice) + 1, -1), 1.0, ROW_RULE)] * bool(targets)
    story = [
        Paragraph("Chance to defeat (a hit, then a failed save)", st["h2"]),
        grid(rows, st, style=rule, size=TABLE_SIZE, centre_values=True),
    ]
    for die, armor, names in targets:
        who = ", ".join(names)
        spent = "defeat" if armor == 1 else f"{armor} defeats"
        story.append(
            Paragraph(
                escape(
                    f"vs d{die} + {armor} Armor (like your {who}): {armor + 1} attacks, every "
                    f"one defeating; Armor turns the first {spent} into a passed save."
                ),
                st["small"].clone("note", fontSize=8, leading=10, spaceBefore=2),
            )
        )
    return [*story, Spacer(1, 2 * MM)]


def render(
    army: InstaArmy | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The army sheet (blank without an army)."""
    ref = reference()
    sheet = FRAME.on(paper)
    st, width = sheet.st, sheet.width
    words = []
    if army:
        spent = army.spent
        words = [
            f"{spent} of {army.budget} points spent, {max(army.budget - spent, 0)} lost",
            f"{len(army.miniatures)} miniatures",
        ]
    fields = [("Points spent", 20 * MM), ("of budget", 20 * MM), ("lost (unspent)", 20 * MM)]
    story = sheet.head(army.name if army else None, words, stamp, findings, fields=fields)
    if army:
        story.append(stat_strips(list(army.miniatures), width, st))
        story += _army_odds(army, st)
    else:
        story += [blank_strips(width, st), *lookup(width, st)]
    entries = [(s.name, "", s.text) for s in ref.stats]
    entries += [(s.title, "", s.text) for s in ref.sections]
    dense = st if army else st.but(base=st["base"].clone("gist", fontSize=8, leading=9.6))
    listed = reference_list("Rules reference", entries, dense)
    story += [listed[0], *two_columns(listed[1:], width, 6 * MM, 2, bool(army))]
    return sheet.build(story, army.name if army else None)
