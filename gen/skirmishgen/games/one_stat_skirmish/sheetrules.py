"""The rules a 1 Stat Skirmish roster sheet prints under its fighters, in our own words: the
Core rules box (with the roster code beside it), the turn, and exactly the skills, roles and
gear the warband uses (on a blank sheet, the names to choose from)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import Table

from ...press import fonts, style
from ...press.forms import two_columns
from ...press.paper import MM
from ...press.paragraph import Paragraph
from ...press.qr import QrCode
from ...press.sheets import (
    CELL_PADDING,
    INK,
    NO_PADDING,
    CodeFlowable,
    grid,
    markup,
    quiet_of,
    reference_list,
    run_in_list,
    table_style,
)
from ...press.tables import one_line_widths
from .missions import mission_of
from .models import (
    RANK_DIE,
    EquipmentInfo,
    HeavyOption,
    RulesReference,
    Warband,
    invented,
    listed_skill,
    option_name,
)
from .reference import reference

SIZES = (9.5, 9.0, 8.5, 8.0, 7.5)
"""pt: the sizes the Core rules box and the warband's rules may take, largest first."""


def core_rules(
    ref: RulesReference,
    st,
    width: float,
    code: CodeFlowable | None = None,
    size: float = SIZES[0],
    warband: Warband | None = None,
    linked: bool = False,
) -> list:
    """The rolls every fighter makes, in a box at ``size`` pt: to hit, defence, wounds and
    melee; then the dice of each shooter at each range (numbers from the content; with a
    ``warband``, only the shooters it carries), the table wide enough to set every cell on
    one line, over how to measure; ``code``, the roster code, in a column of its own."""
    r = ref.ranges
    dice = ", ".join(f"{rank} d{die}" for rank, die in RANK_DIE.items())
    text = [
        f"<b>Your die</b> is your rank's: {dice}.",
        "<b>Attack:</b> roll your die; a result <b>at or under</b> your stat hits.",
        "<b>Defence:</b> the target rolls its own die; a result <b>over</b> its stat "
        "stops the hit.",
        "<b>Wounds:</b> one wound and a rookie is gone. A specialist drops and may only try "
        "to recover; a second hit removes it. The boss shrugs off its first wound each turn.",
        "<b>Melee</b> reaches 1 inch. One step is one inch.",
    ]
    body = st["base"].clone("core", fontSize=size, leading=size * 1.22, spaceAfter=1)
    left = [Paragraph(line, body) for line in text]
    bands = [r.short, r.normal, r.long]
    head = ["Shooter"] + [
        f"{label} {b.from_}\u2013{b.to}"
        for label, b in zip(("short", "normal", "long"), bands, strict=True)
    ]
    carried = shooter_classes(warband) or None  # none carried: the whole table
    rows = [head] + [
        [s.class_, *(v.replace("-", "\u2013") for v in (s.short, s.normal, s.long))]
        for s in r.shooters
        if carried is None or s.class_ in carried
    ]
    widths = one_line_widths(rows, size, 2 * CELL_PADDING)
    caption = Paragraph("<b>Ranges in steps, dice rolled</b>", body)
    note = Paragraph(markup(r.note), body.clone("note", spaceBefore=1.5 * MM))
    right: list = [caption, grid(rows, st, widths=widths, size=size), note]
    pad = 4
    ranges = sum(widths) + 2 * pad
    inside = width - ((code.side - quiet_of(code.code, code.side)) * MM if code else 0)
    box = Table([[left, right]], colWidths=[inside - ranges, ranges])
    box.setStyle(
        table_style(
            ("BOX", (0, 0), (-1, -1), 0.8, INK),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), pad),
            ("RIGHTPADDING", (0, 0), (-1, -1), pad),
        )
    )
    if code is None:
        return [Paragraph("Core rules", st["h2"]), box]
    # the code beside the box, its modules level with the box's top and the frame's right
    # edge, its quiet zone out over the white around it
    captioned = CaptionedCode(code.code, code.side, LINKED if linked else CAPTION)
    beside = Table([[box, captioned]], [inside, (code.side - captioned.quiet) * MM])
    beside.setStyle(table_style(("VALIGN", (0, 0), (-1, -1), "TOP"), *NO_PADDING))
    return [Paragraph("Core rules", st["h2"]), beside]


CAPTION = "scan: skirmishgen unpack"
"""Under the code: narrower than the smallest photo-readable code's modules (34 mm)."""
LINKED = "scan: opens on a phone"
"""Under a code that is a share link (``--share-url``)."""


class CaptionedCode(CodeFlowable):
    """The roster code with its quiet zone out over the white around it, and under that
    how to read it, in small type, out over the space above the next heading."""

    def __init__(self, code: QrCode, side: float, caption: str = CAPTION) -> None:
        super().__init__(code, side, overhang=True)
        self.caption = caption

    def draw(self) -> None:
        super().draw()
        canvas = self.canv
        canvas.setFont(fonts.REGULAR, 7)
        canvas.setFillColor(style.MUTED)
        middle = self.side / 2 * MM  # the modules' middle
        canvas.drawCentredString(middle, -(self.quiet + 2.6) * MM, self.caption)


def shooter_classes(warband: Warband | None) -> set[str] | None:
    """The shooter classes (light, medium, heavy) the warband's fighters carry, as their
    ranks make them; None for a blank sheet (every class)."""
    if warband is None:
        return None
    return {
        found
        for fighter in warband.fighters
        for item in fighter.equipment
        if (found := item.shooter_class(fighter.rank))
    }


CHOOSE_SIZE = 7.5
"""pt: the blank sheet's lists of skills, roles and gear to choose from."""
SKILL_COLUMNS = 3
"""The skills run down this many columns, alphabetically, under one head."""


def blank_choices(ref: RulesReference, st, width: float) -> list:
    """Names only, to choose from (the full texts are on the cheat sheet): three ruled
    groups side by side, the skills (Command first, each with its kind) down
    ``SKILL_COLUMNS`` columns, the rookie roles, and the gear with the hands it takes."""
    text = st["base"].clone("choose", fontSize=CHOOSE_SIZE, leading=CHOOSE_SIZE * 1.2)
    head = text.clone("choose-head", fontName=fonts.BOLD)
    grey = "<font color='#555555'>%s</font>"
    skills = [f"Command {grey % 'boss only'}"] + [
        f"{escape(s.name or s.id)} {grey % s.kind}" for s in ref.skills
    ]
    per = -(-len(skills) // SKILL_COLUMNS)
    runs = [skills[n : n + per] for n in range(0, len(skills), per)]
    roles = [escape(r.name) for r in ref.roles]
    gear = [f"{escape(e.name)} {grey % escape(e.hands)}" for e in ref.equipment]
    gear.append(grey % "rookies carry 2 hands, others 3")
    cells = [[Paragraph(line, text) for line in run] for run in [*runs, roles, gear]]
    heads = ["Skills", *[""] * (len(runs) - 1), "Rookie roles", "Gear, hands"]
    shares = [*[0.2] * len(runs), 0.17, 0.23]
    widths = [width * share / sum(shares) for share in shares]
    table = Table([[Paragraph(h, head) for h in heads], cells], colWidths=widths)
    rule = colors.HexColor("#999999")
    table.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("SPAN", (0, 0), (len(runs) - 1, 0)),
            ("LINEBELOW", (0, 0), (-1, 0), 0.8, INK),
            ("LINEBEFORE", (len(runs), 0), (-1, -1), 0.5, rule),
            ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        )
    )
    return [Paragraph("Choose from (full texts on the cheat sheet)", st["h2"]), table]


def warband_rules(
    warband: Warband | None, ref: RulesReference, st, width: float, size: float = SIZES[0]
) -> list:
    """Exactly the skills, roles and equipment this warband uses (all of them on a blank sheet)."""
    fighters = warband.fighters if warband else []
    used_skills = {listed_skill(s) for f in fighters for s in f.skills}
    customs = [c for f in fighters for s in f.skills if (c := invented(s)) is not None]
    used_roles = {f.effective_role for f in (warband.fighters if warband else [])}
    used_kinds = {i.kind for f in (warband.fighters if warband else []) for i in f.equipment}
    has_boss = warband is None or any(f.rank == "boss" for f in warband.fighters)
    heading = "Rules used by this warband" if warband else "Rules reference"
    entries: list[tuple[str, str, str]] = []
    if warband is not None and (found := mission_of(warband)) is not None:
        entries.append((f"The mission: {found.heading}", "", found.play))
    if has_boss:
        entries.append(("Command", "boss", ref.command.text))
    entries += [
        (s.name or s.id, s.kind, s.text)
        for s in ref.skills
        if warband is None or s.id in used_skills
    ]
    entries += [(c.name, "custom", c.text or "") for c in customs]
    entries += [
        (r.name, "role", r.text) for r in ref.roles if warband is None or r.id in used_roles
    ]
    carried = [i for f in (warband.fighters if warband else []) for i in f.equipment]
    for e in ref.equipment:
        if warband is None or e.id in used_kinds:
            entries += gear_entries(e, [i.option for i in carried if i.kind == e.id])
    text = st["base"].clone("ref", fontSize=size, leading=size * 1.22)
    story = reference_list(heading, entries, st.but(base=text))
    return [story[0], *two_columns(story[1:], width)]


def gear_entries(
    info: EquipmentInfo, chosen: list[HeavyOption | None]
) -> list[tuple[str, str, str]]:
    """A kind of gear's reference entries: its rule, or, when every one carried chose its
    option before the game, one entry per option chosen: what all of them share, then the
    option (a heavy shooter's other option is not printed). ``chosen``: the option of
    each item of this kind the warband carries (none on a blank sheet)."""
    hands = f"hands: {info.hands}"
    picked = [o for o in chosen if o in info.options]
    if not chosen or len(picked) < len(chosen) or not info.common:
        options = [(option_name(info.name, o), "chosen", info.options[o]) for o in picked]
        return [(info.name, hands, info.text), *dict.fromkeys(options)]
    return [
        (
            option_name(info.name, option),
            f"{hands}, chosen",
            f"{info.common} {info.options[option]}",
        )
        for option in dict.fromkeys(picked)
    ]


def turn_block(warband: Warband, st, width: float, size: float) -> list:
    """The turn, step by step, in two columns, its Upkeep as this warband's mission and
    format play it: printed where a small warband leaves room on every paper (the same
    sheet on A4 and Letter)."""
    from .turn import turn_text

    part = next(p for p in reference().play if p.id == "turn")
    body = st["base"].clone("turn", fontSize=size, leading=size * 1.22, spaceAfter=1.5)
    steps = run_in_list(part.name, turn_text(part.text, warband), body)[1:]
    return [Paragraph(escape(part.name), st["h2"]), *two_columns(steps, width)]
