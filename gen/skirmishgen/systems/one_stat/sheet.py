"""The 1 Stat Skirmish roster sheet: fighters with die badges, stats, gear and boxes, then a
reference, in our own words, of exactly the skills, roles and equipment this warband uses.

Laid out with reportlab's platypus (tables split across pages with repeated headers).
"""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import (
    Flowable,
    Paragraph,
    Table,
)

from ...errors import Finding
from ...press import fonts
from ...press.paper import MM, Size
from ...press.pdf import Rendered
from ...press.sheets import (
    INK,
    Boxes,
    Stamp,
    build_sheet,
    findings_block,
    reference_list,
    styles,
    table_style,
    title_block,
)
from .game import CREDITS
from .models import RANK_DIE, CustomSkill, Fighter, RulesReference, Warband
from .reference import reference

RANK_COLOUR = {"boss": "#7A1F1F", "specialist": "#1F4E7A", "rookie": "#3C6E2F"}
BLANK_ROWS = 10


class DieBadge(Flowable):
    """The rank's die drawn as a shape with its name: D6 square, D8 diamond, D10 kite."""

    def __init__(self, rank: str | None, size: float = 11 * MM) -> None:
        super().__init__()
        self.rank = rank
        self.width = self.height = size

    def draw(self) -> None:
        canvas, s = self.canv, self.width
        colour = RANK_COLOUR.get(self.rank or "", "#777777")
        canvas.setStrokeColor(colour)
        canvas.setFillColor(colors.white)
        canvas.setLineWidth(1.2)
        die = RANK_DIE.get(self.rank or "")
        path = canvas.beginPath()
        if die == 6 or die is None:
            path.rect(s * 0.1, s * 0.1, s * 0.8, s * 0.8)
        elif die == 8:
            for i, (x, y) in enumerate([(0.5, 0.97), (0.97, 0.5), (0.5, 0.03), (0.03, 0.5)]):
                (path.lineTo if i else path.moveTo)(x * s, y * s)
            path.close()
        else:
            for i, (x, y) in enumerate([(0.5, 0.97), (0.95, 0.58), (0.5, 0.03), (0.05, 0.58)]):
                (path.lineTo if i else path.moveTo)(x * s, y * s)
            path.close()
        canvas.drawPath(path, fill=1, stroke=1)
        canvas.setFillColor(colour)
        canvas.setFont(fonts.BOLD, 8)
        canvas.drawCentredString(s / 2, s / 2 - 3, f"D{die}" if die else "D")


#: Wounds a fighter of each rank can take before it leaves the game.
WOUND_BOXES = {"rookie": 1, "specialist": 2, "boss": 2}


def _skill_label(skill: str | CustomSkill, ref: RulesReference) -> str:
    if isinstance(skill, CustomSkill):
        return f"{skill.name} (custom)"
    known = {s.id: s.name or s.id for s in ref.skills}
    return known.get(skill, skill)


def _equipment_lines(fighter: Fighter) -> str:
    lines = []
    for item in fighter.equipment:
        extra = item.shooter_class(fighter.rank)
        detail = f"{item.kind.replace('-', ' ')}" + (f", {extra}" if extra else "")
        lines.append(f"{escape(item.name)} <font size=7>({detail}, {item.hands_used}h)</font>")
    lines.append(
        f"<font size=7>hands used: {fighter.hands_used} of "
        f"{2 if fighter.rank == 'rookie' else 3}</font>"
    )
    return "<br/>".join(lines)


def _fighter_row(fighter: Fighter, ref: RulesReference, st) -> list:
    role = fighter.effective_role
    traits = ["Command"] if fighter.rank == "boss" else []
    traits += [_skill_label(s, ref) for s in fighter.skills if str(s).casefold() != "command"]
    if role:
        traits.append(f"role: {role.replace('-', ' ')}")
    if fighter.minion:
        traits.append("minion")
    who = f"{escape(fighter.name)}<br/><font name='{fonts.REGULAR}' size=7>{fighter.rank}</font>"
    return [
        DieBadge(fighter.rank),
        Paragraph(f"{fighter.stat:g}", st["stat"]),
        Paragraph(who, st["name"]),
        Paragraph(escape(", ".join(traits)) or "-", st["base"]),
        Paragraph(_equipment_lines(fighter), st["base"]),
        Boxes(1),
        Boxes(WOUND_BOXES[fighter.rank]),
    ]


def _fighter_table(fighters: Sequence[Fighter] | None, ref: RulesReference, st) -> Table:
    header = ["Die", "Stat", "Fighter", "Skills / role", "Equipment", "Act.", "Wounds"]
    rows = [[Paragraph(f"<b>{h}</b>", st["small"]) for h in header]]
    if fighters is None:
        rows += [[DieBadge(None), "", "", "", "", Boxes(1), Boxes(2)] for _ in range(BLANK_ROWS)]
    else:
        rows += [_fighter_row(f, ref, st) for f in fighters]
    widths = [14 * MM, 13 * MM, 38 * MM, 38 * MM, 49 * MM, 12 * MM, 16 * MM]
    table = Table(
        rows,
        colWidths=widths,
        repeatRows=1,
        rowHeights=[None] + [15 * MM if fighters is None else None] * (len(rows) - 1),
    )
    table.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
            ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.HexColor("#999999")),
            ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, colors.HexColor("#F3F3F3")]),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        )
    )
    return table


def _reference(warband: Warband | None, ref: RulesReference, st) -> list:
    """Exactly the skills, roles and equipment this warband uses (all of them on a blank sheet)."""
    used_skills = {
        str(s).casefold()
        for f in (warband.fighters if warband else [])
        for s in f.skills
        if not isinstance(s, CustomSkill)
    }
    customs = [
        s
        for f in (warband.fighters if warband else [])
        for s in f.skills
        if isinstance(s, CustomSkill)
    ]
    used_roles = {f.effective_role for f in (warband.fighters if warband else [])}
    used_kinds = {i.kind for f in (warband.fighters if warband else []) for i in f.equipment}
    has_boss = warband is None or any(f.rank == "boss" for f in warband.fighters)
    heading = "Rules used by this warband" if warband else "Rules reference"
    entries: list[tuple[str, str, str]] = []
    if has_boss:
        entries.append(("Command (boss)", ref.command.kind, ref.command.text))
    entries += [
        (s.name or s.id, s.kind, s.text)
        for s in ref.skills
        if warband is None or s.id in used_skills
    ]
    entries += [(c.name, "custom", c.text) for c in customs]
    entries += [
        (r.name, "role", r.text) for r in ref.roles if warband is None or r.id in used_roles
    ]
    entries += [
        (e.name, f"hands: {e.hands}", e.text)
        for e in ref.equipment
        if warband is None or e.id in used_kinds
    ]
    return reference_list(heading, entries, st)


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


def render(
    warband: Warband | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The roster sheet (blank without a warband)."""
    ref = reference()
    st = styles()
    name = escape(warband.name) if warband else "Warband: ______________________________"
    sub = (
        f"{CREDITS.title} &middot; {warband.format} format &middot; {composition(warband)}"
        if warband
        else f"{CREDITS.title} &middot; format: ____________"
    )
    story = title_block(name, sub, stamp, paper, st)
    story += findings_block(findings, st) if stamp and not stamp.legal else []
    story += [_fighter_table(warband.fighters if warband else None, ref, st)]
    story += _reference(warband, ref, st)
    return build_sheet(
        story, paper, "roster", warband.name if warband else None, CREDITS.title, CREDITS.author
    )
