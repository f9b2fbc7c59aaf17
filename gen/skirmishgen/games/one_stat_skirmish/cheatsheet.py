"""The 1 Stat Skirmish cheat sheet: what players look up mid-game first (the turn, moving,
attacking, defending, cover, wounds, heavy shooters, scenarios, solitaire spawning), then
ranks, skills, roles and the armory, in two balanced columns (warband formats are for
building, so they live on the blank roster and in the booklet).

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, PageBreak, Spacer, Table

from ...game import Options
from ...press import fonts, style
from ...press.columns import Columns
from ...press.paper import MM
from ...press.paragraph import Paragraph
from ...press.sheets import (
    CELL_PADDING,
    entry_style,
    grid,
    head_colour,
    heading,
    markup,
    run_in_list,
    table_style,
)
from .missions import mission_of
from .models import Warband, invented, listed_skill, option_name
from .reference import reference
from .sheet import FOOT_ROOM
from .solitaire import spawn_table
from .turn import turn_text

SPAWN_CAPTION = "<b>Spawn dice (6d6), exact chances:</b>"
HIGHER = "2 dice, higher"
"""The heavy shooter's wound option at every range (its rule in the content's Heavy
shooters entry)."""
LOOKUP_TITLE = "Look-up: skills, roles and gear"
"""The second page's title: a sheet of its own, read when a name comes up in play."""
LOOKUP_SIZES = (8.5, 8.0)
"""pt: the general sheet's look-up side (skills, roles, gear), the larger where the paper
has room for it (A4), else the smaller (Letter, 18 mm shorter)."""
LEADING = 1.14
"""The look-up side's leading, times its size: a reference read a line at a time."""


def _skill_name(skill, ref) -> str:
    name = skill.name or skill.id.capitalize()
    return f"{name} (boss)" if skill is ref.command else name


PAD = 1.5
"""pt: a skills-table cell's padding left and right (a dense table read a row at a time)."""
HEAD_PAD = CELL_PADDING
"""pt: the head's padding on the right, the house's: no word ends at the edge of its dark
band (its left is the body's, so the heads stand over their columns)."""
HEADS = (
    "Skill",
    "Effect <font name='{regular}'>(active: an action and a roll)</font>",
)


def _skill_row(cells: list, widths: list[float], head: bool, st) -> Table:
    """One row of the skills table, a table of its own so a column may end after any
    skill (every row has the same column widths, so the rows line up as one table)."""
    row = Table([cells], colWidths=widths)
    row.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("TOPPADDING", (0, 0), (-1, -1), 0.6),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.0),
            ("LEFTPADDING", (0, 0), (-1, -1), PAD),
            ("RIGHTPADDING", (0, 0), (-1, -1), HEAD_PAD if head else PAD),
            *(
                [("BACKGROUND", (0, 0), (-1, -1), head_colour(st))]
                if head
                else [("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.HexColor(style.HAIRLINE))]
            ),
        )
    )
    row.keepWithNext = head
    return row


class SkillRow(Flowable):
    """A skills-table row that learns its column widths from the column it is set in: the
    name column as wide as the longest name, the effect the rest."""

    def __init__(self, cells: list, name_width: float, head: bool, st) -> None:
        super().__init__()
        self.cells, self.name_width, self.head, self.st = cells, name_width, head, st
        self.keepWithNext = head
        self._table: Table | None = None

    def wrap(self, availWidth, availHeight):
        widths = [self.name_width, availWidth - self.name_width]
        self._table = _skill_row(self.cells, widths, self.head, self.st)
        self.width, self.height = self._table.wrap(availWidth, availHeight)
        return self.width, self.height

    def draw(self) -> None:
        assert self._table is not None
        self._table.drawOn(self.canv, 0, 0)


def skills_table(skills: list, ref, st, size: float) -> list:
    """The skills as table rows, Command first (its kind says "boss"), then by name: the
    name over its kind (active: an action and a roll; passive: applies when it says), then
    its effect, at ``size`` pt."""
    text = st["base"].clone("skill", fontSize=size, leading=size * LEADING)
    head = text.clone("skill-head", fontName=fonts.BOLD, textColor=colors.white)
    kind = f"<font color='{style.MUTED}'>%s</font>"
    ordered = [ref.command, *sorted((s for s in skills if s is not ref.command), key=_key)]
    names = [skill.name or skill.id.capitalize() for skill in ordered]
    kinds = [f"{s.kind}, boss" if s is ref.command else s.kind for s in ordered]
    widest = max(stringWidth(n, fonts.BOLD, size) for n in [*names, *kinds])
    name_width = widest + 2 * PAD + 1
    heads = [h.format(regular=fonts.REGULAR) for h in HEADS]
    rows: list = [SkillRow([Paragraph(h, head) for h in heads], name_width, True, st)]
    for skill, name, said in zip(ordered, names, kinds, strict=True):
        cells = [
            Paragraph(f"<b>{escape(name)}</b><br/>{kind % said}", text),
            Paragraph(markup(skill.text), text),
        ]
        rows.append(SkillRow(cells, name_width, False, st))
    return rows


def _key(skill) -> str:
    return (skill.name or skill.id).casefold()


def _entry(title: str, text: str, style) -> Paragraph:
    return Paragraph(f"<b>{escape(title)}.</b> {markup(text)}", style)


def _custom_skills(warband, st, style) -> list:
    """The warband's own skills (house rules), with their text as the roster gives it."""
    customs = {
        c.name: c.text or ""
        for f in warband.fighters
        for s in f.skills
        if (c := invented(s)) is not None
    }
    if not customs:
        return []
    entries = [_entry(f"{name} (custom)", text, style) for name, text in customs.items()]
    return [heading("Custom skills", st), *entries]


def _gear(warband, ref, st, style) -> list:
    """The rules of the kinds of gear the warband carries (a pair of one-handed weapons,
    a shield ...), as the roster sheet prints them."""
    kinds = {item.kind for f in warband.fighters for item in f.equipment}
    entries = [
        _entry(f"{e.name} (hands: {e.hands})", e.text, style)
        for e in ref.equipment
        if e.id in kinds
    ]
    return [heading("Gear", st), *entries] if entries else []


def _chosen_options(warband, ref, st, style) -> list:
    """The rule of each option the warband's heavy shooters chose before the game."""
    chosen = {(i.kind, i.option) for f in warband.fighters for i in f.equipment if i.option}
    entries = [
        _entry(option_name(e.name, option), text, style)
        for e in ref.equipment
        for option, text in e.options.items()
        if (e.id, option) in chosen
    ]
    return [heading("Options chosen before the game", st), *entries] if entries else []


def play_story(st, solitaire: bool = True, warband: Warband | None = None) -> list:
    """The turn-by-turn rules with the range and solitaire spawn tables, then the ranks
    (``solitaire``: with the solitaire rules and spawn table; ``warband``: only what it
    uses, and its mission's setup in place of the list of scenarios), in two columns."""
    return [Columns(play_items(st, solitaire, warband))]


def play_items(
    st, solitaire: bool = True, warband: Warband | None = None, size: float = 8.5
) -> list:
    """What :func:`play_story` sets in columns, one flowable each, at ``size`` pt."""
    ref = reference()
    body = st["base"].clone("play", fontSize=size, leading=size * 1.22, spaceAfter=2.6)
    heavy = warband is None or any(
        item.kind == "heavy-shooter" for f in warband.fighters for item in f.equipment
    )
    story: list = [heading("In play", st)]
    for part in ref.play:
        if (part.id == "solitaire" and not solitaire) or (part.id == "heavy" and not heavy):
            continue
        if part.id == "scenarios" and warband is not None and warband.mission:
            story += mission(warband, part.text, body)
            continue
        text = turn_text(part.text, warband) if part.id == "turn" else part.text
        story += run_in_list(part.name, text, body)
        if part.id == "attack":
            note = Paragraph(markup(ref.ranges.note), body)
            story += [
                _ranges(st, heavy, None if warband is None else size),
                Spacer(1, 1 * MM),
                note,
            ]
        if part.id == "solitaire":
            story += [Paragraph(SPAWN_CAPTION, body), _spawns(st)]
    ranks = {f.rank for f in warband.fighters} if warband is not None else None
    story.append(heading("Ranks", st))
    story += [
        _entry(f"{r.id.capitalize()} (d{r.die})", r.text if ranks is None else r.effect, body)
        for r in ref.ranks
        if ranks is None or r.id in ranks
    ]
    return story


def mission(warband: Warband, scenarios: str, body) -> list:
    """The warband's mission in place of the list of scenarios (:mod:`.missions`); a
    mission the rulebook does not name is printed by name with the whole list."""
    found = mission_of(warband)
    if found is None:
        return run_in_list(f"Scenarios; the mission: {warband.mission}", scenarios, body)
    story = run_in_list(f"The mission: {found.heading}", found.text, body)
    for part in story[:-1]:  # a box's worth: it moves whole between columns
        part.style = part.style.clone(f"{part.style.name}-kept", keepWithNext=1)
    return story


def _spawns(st):
    rows = [["the six dice show", "the OpFor that spawns", "chance"], *map(list, spawn_table())]
    return grid(rows, st)


GEAR_HEAD = "Gear: rookies carry 2 hands, others 3"
ON_THE_FRONT = {
    "heavy-shooter": "Specialist, boss or Fire Team only; see the front.",
}
"""Gear whose rules the front already prints: named here with what the front does not say."""
UNSAID = {"armor"}
"""Gear without a rule of its own (armor only looks the part; the Martial Artist, who may
not wear it, says so)."""


def _all_gear(ref, st, style) -> list:
    """Every kind of gear with its hands and rules (pairs, two-handed, shield), after
    fighting with none: the rules the armory's combinations are made of."""
    unarmed = [a for a in ref.armory if a.hands is None and a.id == "no-weapon"]
    return [
        heading(GEAR_HEAD, st),
        *(_entry(a.name, a.text, style) for a in unarmed),
        *(
            _entry(f"{e.name} (hands: {e.hands})", ON_THE_FRONT.get(e.id, e.text), style)
            for e in ref.equipment
            if e.id not in UNSAID
        ),
    ]


def _ranges(st, heavy: bool = True, size: float | None = None):
    """The dice of each shooter at each range (``heavy``: with the heavy shooter's two
    options), at ``size`` pt (the sheet's small type if None)."""
    ranges = reference().ranges
    rows = [
        [
            "shooter",
            f"short {ranges.short.from_}-{ranges.short.to}",
            f"normal {ranges.normal.from_}-{ranges.normal.to}",
            f"long {ranges.long.from_}-{ranges.long.to}",
        ]
    ]
    for s in ranges.shooters:
        if s.class_ == "heavy" and not heavy:
            continue
        name = f"{s.class_}, area" if s.class_ == "heavy" else s.class_
        rows.append([name, s.short, s.normal, "\u2013" if s.long == "-" else s.long])
        if s.class_ == "heavy":  # the wound option: 2 dice, higher, at every range
            rows.append([f"{s.class_}, wound", *[HIGHER] * 3])
    return grid(rows, st, size=size)


def body(st, options: Options) -> list:
    """In play on the front; on the back, skills (a table), roles and gear. With a roster,
    one side: only what the warband uses (its own custom skills and its gear's rules
    included, the solitaire rules only for a solitaire warband), its mission in place of
    the scenarios, at the largest of ``ROSTER_SIZES`` that fits the page."""
    ref = reference()
    warband = options["roster"].model if options["roster"] is not None else None
    if warband is None:
        return [
            *play_story(st),
            PageBreak(),
            Largest(
                [
                    Columns([lookup_title(st), *lookup_items(st, ref, None, size)], gap=4 * MM)
                    for size in LOOKUP_SIZES
                ]
            ),
        ]
    solitaire = warband.format == "solitaire"
    return [
        Largest(
            [
                Columns(
                    [
                        *play_items(st, solitaire, warband, size),
                        heading("Skills", st),
                        *lookup_items(st, ref, warband, size),
                    ]
                )
                for size in ROSTER_SIZES
            ]
        )
    ]


def lookup_title(st) -> Paragraph:
    """The back's title, heading its first column (a line the skills table would otherwise
    lose across the page), kept with the table's head."""
    title = st["title"].clone("lookup", fontSize=13, leading=15, spaceAfter=6, keepWithNext=1)
    return Paragraph(LOOKUP_TITLE, title)


ROSTER_SIZES = (9.0, 8.5, 8.0)
"""pt: a warband's sheet, largest first (it leaves out what the warband does not use)."""


def lookup_items(st, ref, warband: Warband | None, size: float) -> list:
    """Skills (a table), roles and gear: all of them, or what ``warband`` uses."""
    style = entry_style(st, "ref", size, after=1.2)
    style.leading = size * LEADING
    used_skills = used_roles = None
    if warband is not None:
        used_skills = {listed_skill(s) for f in warband.fighters for s in f.skills}
        used_roles = {f.effective_role for f in warband.fighters}
    skills = [ref.command, *(s for s in ref.skills if used_skills is None or s.id in used_skills)]
    lookup: list = skills_table(skills, ref, st, size)
    if warband is not None:
        lookup += _custom_skills(warband, st, style)
    lookup.append(heading("Rookie roles", st))
    lookup += [
        _entry(role.name, role.text, style)
        for role in ref.roles
        if used_roles is None or role.id in used_roles
    ]
    if warband is None:
        return lookup + _all_gear(ref, st, style)
    return lookup + _gear(warband, ref, st, style) + _chosen_options(warband, ref, st, style)


class Largest(Flowable):
    """The first of ``options`` (the same story set smaller and smaller) that fits the
    room the page leaves less ``FOOT_ROOM`` (its last line about 8 mm over the footer),
    else the last, which may run on."""

    def __init__(self, options: list[Flowable]) -> None:
        super().__init__()
        self.options = options
        self.chosen = options[-1]

    def wrap(self, availWidth, availHeight):
        for option in self.options:
            width, height = option.wrapOn(self.canv, availWidth, availHeight)
            if height <= availHeight - FOOT_ROOM * MM + 1e-6:
                self.chosen = option
                return width, height
        self.chosen = self.options[-1]
        return self.chosen.wrapOn(self.canv, availWidth, availHeight)

    def split(self, availWidth, availHeight):
        self.wrap(availWidth, availHeight)
        return self.chosen.splitOn(self.canv, availWidth, availHeight)

    def drawOn(self, canvas, x, y, _sW=0):
        self.chosen.drawOn(canvas, x, y, _sW)
