"""The 1 Stat Skirmish cheat sheet: what players look up mid-game first (the turn, moving,
attacking, defending, cover, wounds, heavy shooters, scenarios, solitaire spawning), then
ranks, skills, roles and the armory, in two balanced columns (warband formats are for
building, so they live on the blank roster and in the booklet).

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.platypus import PageBreak, Spacer

from ...game import Options
from ...press.columns import Columns
from ...press.paper import MM
from ...press.paragraph import Paragraph
from ...press.sheets import entry_style, grid, heading, markup, run_in_list
from .models import ARMORY_LIMITS, option_name
from .reference import reference
from .solitaire import spawn_table

SPAWN_CAPTION = "<b>Spawn dice (6d6), exact chances:</b>"
HIGHER = "2 dice, higher"
"""The heavy shooter's wound option at every range (its rule in the content's Heavy
shooters entry)."""
LOOKUP_TITLE = "Look-up: skills, roles and armory"
"""The second page's title: a sheet of its own, read when a name comes up in play."""
KINDS = {
    "active": "an action and a roll",
    "passive": "apply when they say",
}


def _skill_name(skill, ref) -> str:
    name = skill.name or skill.id.capitalize()
    return f"{name} (boss)" if skill is ref.command else name


def _entry(title: str, text: str, style) -> Paragraph:
    return Paragraph(f"<b>{escape(title)}.</b> {markup(text)}", style)


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


def play_story(st) -> list:
    """The turn-by-turn rules with the range and solitaire spawn tables, then the ranks."""
    ref = reference()
    body = st["base"].clone("play", fontSize=8, leading=9.8, spaceAfter=2.5)
    story: list = [heading("In play", st)]
    for part in ref.play:
        story += run_in_list(part.name, part.text, body)
        if part.id == "attack":
            story += [_ranges(st), Spacer(1, 1 * MM), Paragraph(markup(ref.ranges.note), body)]
        if part.id == "solitaire":
            story += [Paragraph(SPAWN_CAPTION, body), _spawns(st)]
    story.append(heading("Ranks", st))
    story += [_entry(f"{r.id.capitalize()} (d{r.die})", r.text, body) for r in ref.ranks]
    return [Columns(story)]


def _spawns(st):
    rows = [["the six dice show", "the OpFor that spawns", "chance"], *map(list, spawn_table())]
    return grid(rows, st)


def _armory(ref, st, style) -> list:
    """The gear combinations grouped by hand limit, so no entry repeats its limit."""
    story: list = [heading("Armory", st)]
    for hands in (None, 2, 3):
        entries = [a for a in ref.armory if a.hands == hands]
        if hands is not None:  # a small heading over its group
            group = style.clone(f"group{hands}", fontSize=style.fontSize + 0.5, spaceBefore=1.5)
            group.keepWithNext = 1
            story.append(Paragraph(f"<b>{ARMORY_LIMITS[hands].capitalize()}</b>", group))
        story += [_entry(a.name, a.text, style) for a in entries]
    return story


def _ranges(st):
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
        name = f"{s.class_}, area" if s.class_ == "heavy" else s.class_
        rows.append([name, s.short, s.normal, "\u2013" if s.long == "-" else s.long])
        if s.class_ == "heavy":  # the wound option: 2 dice, higher, at every range
            rows.append([f"{s.class_}, wound", *[HIGHER] * 3])
    return grid(rows, st)


def body(st, options: Options) -> list:
    """In play first; then ranks, skills, roles and the armory (with a roster: only its own
    skills and roles, larger)."""
    ref = reference()
    warband = options["roster"].model if options["roster"] is not None else None
    size = 9.0 if warband is not None else 7.5
    style = entry_style(st, "ref", size, after=1.2)
    story = play_story(st)
    lookup: list = []
    used_skills = used_roles = None
    if warband is not None:
        used_skills = {str(s).casefold() for f in warband.fighters for s in f.skills}
        used_roles = {f.effective_role for f in warband.fighters}
    skills = [ref.command, *(s for s in ref.skills if used_skills is None or s.id in used_skills)]
    for kind in ("active", "passive"):
        of_kind = [skill for skill in skills if skill.kind == kind]
        if not of_kind:
            continue
        place = "" if warband is None else f" in {warband.name}"
        lookup.append(heading(f"{kind.capitalize()} skills{place}: {KINDS[kind]}", st))
        lookup += [_entry(_skill_name(skill, ref), skill.text, style) for skill in of_kind]
    lookup.append(heading("Rookie roles", st))
    lookup += [
        _entry(role.name, role.text, style)
        for role in ref.roles
        if used_roles is None or role.id in used_roles
    ]
    if warband is None:
        lookup += _armory(ref, st, style)
    else:
        lookup += _chosen_options(warband, ref, st, style)
    if warband is not None:  # a warband's own few entries follow the play reference
        return [*story, Spacer(1, 2 * MM), Columns(lookup)]
    return [
        *story,
        PageBreak(),
        Paragraph(LOOKUP_TITLE, st["title"].clone("lookup", fontSize=13, leading=15, spaceAfter=4)),
        Columns(lookup),
    ]
