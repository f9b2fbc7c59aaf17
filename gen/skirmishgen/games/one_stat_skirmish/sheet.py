"""The 1 Stat Skirmish roster sheet: fighters with die badges, stats, gear and boxes, the
notes and marks of the validator's findings, then the rules (``sheetrules``), fitted to one
page at the family's type size.

Laid out with reportlab's platypus (tables split across pages with repeated headers).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import (
    Flowable,
    Spacer,
    Table,
)

from ...errors import Finding
from ...press import fonts
from ...press.forms import WriteLines
from ...press.paper import MM, PAPERS, Size
from ...press.paragraph import Paragraph
from ...press.pdf import Rendered
from ...press.sheets import (
    INK,
    Badge,
    Boxes,
    RosterFrame,
    Stamp,
    code_flowable,
    table_style,
    warning_mark,
    warning_numbers,
)
from .about import CREDITS, LOOK
from .checks import CREATION_RULES
from .models import (
    RANK_DIE,
    CustomSkill,
    Equipment,
    Fighter,
    RulesReference,
    Warband,
    option_name,
)
from .reference import reference
from .sheetrules import SIZES, blank_choices, core_rules, turn_block, warband_rules

FRAME = RosterFrame("roster", "Warband:", CREDITS.title, CREDITS.author, LOOK)
BADGE = 10 * MM
"""The die and stat badges' size: the rank's die drawn as its shape (as on the standees), in
ink whatever the rank (the shape tells the die; a colour would read as a side), and the
fighter's one stat, the number every roll is made against, white in an ink disc."""


def die_badge(rank: str) -> Badge:
    return Badge(die=RANK_DIE[rank], width=BADGE, colour=INK, outline=True, shape=0.86)


def stat_badge(stat: float) -> Badge:
    text = f"{stat:g}"
    return Badge(text, BADGE, colour=INK, size=17 if len(text) <= 2 else 11)


#: Wounds a fighter of each rank can take before it leaves the game.
WOUND_BOXES = {"rookie": 1, "specialist": 2, "boss": 2}
#: The ranks of the blank sheet's rows: a boss, three specialists, six rookies.
BLANK_RANKS = ("boss",) + ("specialist",) * 3 + ("rookie",) * 6
_KIND_WORDS = {
    "melee": "melee",
    "shooter": "shooter",
    "heavy-shooter": "shooter",
    "shield": "shield",
    "magic-device": "magic device",
    "armor": "armor",
}


def _skill_label(skill: str | CustomSkill, ref: RulesReference) -> str:
    """A skill as the sheet names it: listed by its book name, renamed as ``Mage (Force
    User)``, a house rule as ``Charge (custom)``."""
    known = {s.id: s.name or s.id for s in ref.skills}
    if isinstance(skill, CustomSkill):
        book = known.get(skill.skill, skill.skill) if skill.skill else "custom"
        return f"{skill.name} ({book})"
    return known.get(skill, skill)


def gear_words(item: Equipment, rank: str) -> tuple[str, str]:
    """An item as a player says it: its name, then what the name does not already say
    (``Rifle``, ``medium shooter, 2 hands``; ``Heavy shooter``, ``3 hands``)."""
    name = item.name
    plain = name.casefold()
    words = [w for w in [item.shooter_class(rank), _KIND_WORDS[item.kind]] if w]
    words = [w for w in words if w.casefold() not in plain]
    if item.option:
        name = option_name(name, item.option)
    hands = item.hands_used
    detail = " ".join(words)
    if hands:
        detail += (", " if detail else "") + f"{hands}\u00a0hand{'s' * (hands != 1)}"
    return name, detail


def _equipment_lines(fighter: Fighter, hands_mark: str) -> str:
    """One line per item; the hands count only when it breaks the limit (with its mark)."""
    lines = []
    for item in fighter.equipment:
        name, detail = gear_words(item, fighter.rank)
        lines.append(f"{escape(name)} <font size=7.5 color='#555555'>{escape(detail)}</font>")
    limit = 2 if fighter.rank == "rookie" else 3
    if fighter.hands_used > limit or hands_mark:
        lines.append(
            f"<font size=7.5 color='#555555'>hands used: {fighter.hands_used} of "
            f"{limit}</font>{hands_mark}"
        )
    return "<br/>".join(lines) or "\u2013"


def rulebook_notes(
    warband: Warband | None, findings: list[Finding]
) -> tuple[list[Finding], list[Finding]]:
    """(notes, the rest): in the training format a creation rule's warning is the rulebook's
    own warband as it fields it (``checks.CREATION_RULES``), so the sheet prints it as a
    note under the fighters, not in the warning box; it stays a warning for `validate`."""
    if warband is None or warband.format != "training":
        return [], findings
    notes = [f for f in findings if f.severity == "warning" and f.rule in CREATION_RULES]
    return notes, [f for f in findings if f not in notes]


def note_mark(number: int) -> str:
    """The paragraph markup of note ``number``'s mark, in ink: a note is no fault."""
    return f"<b>[note\u00a0{number}]</b>"


def fighter_marks(
    fighters: Sequence[Fighter], marked: Sequence[tuple[str, Finding]]
) -> dict[int, list[tuple[str, str | None]]]:
    """Which fighter each marked finding concerns (the fighter its message names; the
    longest name wins), as fighter index -> [(mark markup, rule)]."""
    marks: dict[int, list[tuple[str, str | None]]] = {}
    for mark, finding in marked:
        named = [(len(f.name), i) for i, f in enumerate(fighters) if f.name in finding.message]
        if named:
            marks.setdefault(max(named)[1], []).append((mark, finding.rule))
    return marks


def notes_block(notes: list[Finding], st) -> list:
    """The notes under the fighter table, each after its mark: what the rulebook's warband
    does, and what to change to keep to the rule anyway."""
    if not notes:
        return []
    text = st["base"].clone("note", fontSize=7.5, leading=9.2)
    return [Spacer(1, 1.5 * MM)] + [
        Paragraph(f"{note_mark(n)} {escape(f.message)}: {escape(f.hint)}.", text)
        for n, f in enumerate(notes, 1)
    ]


def _fighter_row(fighter: Fighter, ref: RulesReference, st, marks: list) -> list:
    role = fighter.effective_role
    traits = ["Command"] if fighter.rank == "boss" else []
    traits += [_skill_label(s, ref) for s in fighter.skills if str(s).casefold() != "command"]
    if fighter.minion:
        traits.append("minion")
    at_hands = "".join(" " + mark for mark, rule in marks if rule == "1SS-HANDS")
    at_name = "".join(" " + mark for mark, rule in marks if rule != "1SS-HANDS")
    who = (
        f"{escape(fighter.name)}{at_name}<br/>"
        f"<font name='{fonts.REGULAR}' size=7.5>{fighter.rank}</font>"
    )
    return [
        die_badge(fighter.rank),
        stat_badge(fighter.stat),
        Paragraph(who, st["name"]),
        Paragraph(_traits_markup(traits, role, ref), st["base"]),
        Paragraph(_equipment_lines(fighter, at_hands), st["base"]),
        Boxes(1),
        Boxes(WOUND_BOXES[fighter.rank]),
    ]


def _traits_markup(traits: list[str], role: str | None, ref: RulesReference) -> str:
    """Skills by name, then a rookie's role by name in italics (the column head says
    italics are the role): "Ranger, *Fire Team*"."""
    said = escape(", ".join(traits))
    if role:
        name = next((r.name for r in ref.roles if r.id == role), role.replace("-", " "))
        said += (", " if said else "") + f"<i>{escape(name)}</i>"
    return said or "\u2013"


def _blank_row(rank: str, st) -> list:
    who = [WriteLines(1), Paragraph(f"<font size=7.5 color='#555555'>{rank}</font>", st["base"])]
    skills: object = WriteLines(2, pitch=BLANK_PITCH)
    if rank == "boss":  # every boss has Command, and one skill more (002:455)
        given = Paragraph("<font size=7.5>Command, and:</font>", st["base"])
        skills = [given, WriteLines(1, pitch=BLANK_PITCH)]
    return [
        die_badge(rank),
        WriteLines(1, 9 * MM),
        who,
        skills,
        WriteLines(2, pitch=BLANK_PITCH),
        Boxes(1),
        Boxes(WOUND_BOXES[rank]),
    ]


def _name_width(fighters: Sequence[Fighter] | None, st, rest: float) -> float:
    """The Fighter column: the longest name on one line if it can (a third to 45 % of the
    free width), so names wrap at most once."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    style = st["name"]
    longest = max(
        (stringWidth(f.name, style.fontName, style.fontSize) for f in fighters or ()), default=0.0
    )
    return min(max(longest + 2 * 6 + 4, rest * 0.33), rest * 0.45)


BLANK_ROW = 12.5 * MM
"""A blank fighter row: two writing lines ``BLANK_PITCH`` apart, as far from the next
row's (handwriting wants 6 mm)."""
BLANK_PITCH = BLANK_ROW / 2
ROW_PADDING = 2.0
"""pt above and below a fighter's row: the die badge sets its height, so seven fighters
and the rules they use fit a Letter page at ``FAMILY_SIZE``."""


def _fighter_table(
    fighters: Sequence[Fighter] | None,
    ref: RulesReference,
    st,
    width: float,
    marked: Sequence[tuple[str, Finding]],
) -> Table:
    header = ["Die", "Stat", "Fighter", "Skills, <i>role</i>", "Equipment", "Act.", "Wounds"]
    rows = [[Paragraph(f"<b>{h}</b>", st["small"]) for h in header]]
    if fighters is None:
        rows += [_blank_row(rank, st) for rank in BLANK_RANKS]
    else:
        marks = fighter_marks(fighters, marked)
        rows += [_fighter_row(f, ref, st, marks.get(i, [])) for i, f in enumerate(fighters)]
    fixed = [14 * MM, 13 * MM, 11 * MM, 16 * MM]
    rest = width - sum(fixed)
    name = _name_width(fighters, st, rest)
    widths = [fixed[0], fixed[1], name, (rest - name) * 0.38, (rest - name) * 0.62, *fixed[2:]]
    table = Table(
        rows,
        colWidths=widths,
        repeatRows=1,
        rowHeights=[None] + [BLANK_ROW if fighters is None else None] * (len(rows) - 1),
        splitInRow=1,  # a fighter with hundreds of items runs on over the page
    )
    table.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
            ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.HexColor("#999999")),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
            ("TOPPADDING", (0, 1), (-1, -1), ROW_PADDING),
            ("BOTTOMPADDING", (0, 1), (-1, -1), ROW_PADDING),
        )
    )
    return table


FAMILY_SIZE = 8.0
"""pt: the size every 1 Stat Skirmish roster sheet takes when it fits, whatever the
warband or paper, so sibling sheets read alike on the table. 8.0 is the largest that
keeps a five-fighter training sheet on one Letter page with its mission, the turn and
its foot room (Robyn's, with its note on John's hands, is the tightest); one size across
the family reads better than a few sheets a point larger. A sheet it does not fit (a
bigger warband, the blank form) takes the largest of the smaller ``SIZES`` that does."""
FOOT_ROOM = 6.5
"""mm a sheet keeps free at the foot of its frame when fitted: the frame ends 1.4 mm
above the footer's credit, so the last line stands about 8 mm clear of it."""


class Room(Flowable):
    """Nothing drawn: notes the height left in the frame where it is set (the end of the
    story), so the fitter knows how far the last line stands above the footer."""

    def __init__(self) -> None:
        super().__init__()
        self.left = 0.0

    def wrap(self, availWidth, availHeight):
        self.left = availHeight / MM
        return 0, 0

    def draw(self) -> None:
        pass


def composition(warband: Warband) -> str:
    counts = {
        rank: sum(f.rank == rank for f in warband.fighters)
        for rank in ("boss", "specialist", "rookie")
    }
    return (
        f"{counts['boss']} boss, {counts['specialist']} specialist"
        f"{'s' * (counts['specialist'] != 1)}, {counts['rookie']} rookie"
        f"{'s' * (counts['rookie'] != 1)}"
    )


def title_words(warband: Warband) -> list[str]:
    """The subtitle's parts after the game's: the mission (scenario) and format, the ranks."""
    fmt = f"{warband.format} format"
    played = f"{warband.mission} mission, {fmt}" if warband.mission else fmt
    ranks = composition(warband)
    return [played, f"{ranks} \u00b7 {STAND_INS}" if warband.stand_ins else ranks]


STAND_INS = "stats and skills: our stand-ins"
"""Said of a rulebook warband whose roster file sets ``stand_ins`` (the book gives its
fighters no stats or skills in its text: its roster pages are pictures)."""


TURN_SMALLEST = 8.0
"""pt: the smallest size a sheet takes to print the turn; a sheet the turn fits only
below it goes without (its rules stay at the larger size)."""


def render(
    warband: Warband | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The roster sheet (blank without a warband), its rules at ``FAMILY_SIZE``, or the
    largest smaller size in ``SIZES``, that keeps it on one page with ``FOOT_ROOM``
    (the smallest if none does).

    A warband's sheet prints the turn too when it fits on every paper at one size, from
    ``FAMILY_SIZE`` down to ``TURN_SMALLEST`` (the same sheet on A4 and Letter); the
    sheet that showed it fits on ``paper`` is returned as it is rather than drawn again
    (the same bytes)."""
    sizes = [size for size in SIZES if size <= FAMILY_SIZE]
    for size in [s for s in sizes if s >= TURN_SMALLEST]:
        drawn = _fitting(warband, paper, stamp, findings, size) if warband else None
        if drawn is not None:
            return drawn
    for size in sizes:
        room = Room()
        rendered = _render(warband, paper, stamp, findings, size, room)
        if rendered.pages == 1 and room.left >= FOOT_ROOM:
            break
    return rendered


def _fitting(
    warband: Warband, paper: Size, stamp: Stamp | None, findings: list[Finding], size: float
) -> Rendered | None:
    """The sheet with the turn at ``size`` on ``paper``, if it fits there and on every
    other paper; else None."""
    drawn = None
    for other in PAPERS.values():
        room = Room()
        tried = _render(warband, other, stamp, findings, size, room, True)
        if not (tried.pages == 1 and room.left >= FOOT_ROOM):
            return None
        if other == paper:
            drawn = tried
    return drawn


def noted(stamp: Stamp | None, notes: list[Finding]) -> Stamp | None:
    """The stamp with the notes out of its warning count: it says the rulebook fields the
    warband so, and how many notes explain where it leaves a building rule."""
    if stamp is None or not notes:
        return stamp
    count = f"{len(notes)} note{'s' * (len(notes) != 1)}"
    rules = f"{stamp.rules} \u00b7 as the rulebook fields it, {count}"
    return replace(stamp, warnings=stamp.warnings - len(notes), rules=rules)


def _render(
    warband: Warband | None,
    paper: Size,
    stamp: Stamp | None,
    findings: list[Finding],
    size: float,
    room: Room | None = None,
    turn: bool = False,
) -> Rendered:
    """The roster sheet with its Core rules and reference at ``size`` pt; ``room``, set
    at its end, learns the height left under the last line."""
    ref = reference()
    sheet = FRAME.on(paper)
    st, width = sheet.st, sheet.width
    title = None
    if warband and warband.mission:
        title = f"{escape(warband.name)} <font size=13>\u00b7 {escape(warband.mission)}</font>"
    notes, findings = rulebook_notes(warband, findings)
    story = sheet.head(
        warband.name if warband else None,
        title_words(warband) if warband else [],
        noted(stamp, notes),
        findings,
        title=title,
        fields=[("Format / mission:", 0), ("Player:", 0)],
        code_in_head=False,
    )
    marked = [(warning_mark(n), f) for n, f in warning_numbers(findings)]
    marked += [(note_mark(n), f) for n, f in enumerate(notes, 1)]
    fighters = warband.fighters if warband else None
    story += [_fighter_table(fighters, ref, st, width, marked), *notes_block(notes, st)]
    code = code_flowable(stamp.code if stamp else None)
    linked = bool(stamp and stamp.linked)
    story += core_rules(ref, st, width, code, size, warband, linked)
    story += turn_block(warband, st, width, size) if warband and turn else []
    story += (
        warband_rules(warband, ref, st, width, size) if warband else blank_choices(ref, st, width)
    )
    story += [room] if room else []
    return sheet.build(story, warband.name if warband else None)
