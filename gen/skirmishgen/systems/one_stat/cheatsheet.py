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
from .models import ARMORY_LIMITS, CustomSkill, option_name
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


def _custom_skills(warband, st, style) -> list:
    """The warband's own skills (house rules), with their text as the roster gives it."""
    customs = {
        s.name: s.text for f in warband.fighters for s in f.skills if isinstance(s, CustomSkill)
    }
    if not customs:
        return []
    entries = [_entry(f"{name} (custom)", text, style) for name, text in customs.items()]
    return [heading(f"Custom skills in {warband.name}", st), *entries]


def _gear(warband, ref, st, style) -> list:
    """The rules of the kinds of gear the warband carries (a pair of one-handed weapons,
    a shield ...), as the roster sheet prints them."""
    kinds = {item.kind for f in warband.fighters for item in f.equipment}
    entries = [
        _entry(f"{e.name} (hands: {e.hands})", e.text, style)
        for e in ref.equipment
        if e.id in kinds
    ]
    return [heading(f"Gear in {warband.name}", st), *entries] if entries else []


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


def play_story(st, solitaire: bool = True) -> list:
    """The turn-by-turn rules with the range and solitaire spawn tables, then the ranks
    (``solitaire``: with the solitaire rules and spawn table), in two columns."""
    return [Columns(play_items(st, solitaire))]


def play_items(st, solitaire: bool = True) -> list:
    """What :func:`play_story` sets in columns, one flowable each."""
    ref = reference()
    body = st["base"].clone("play", fontSize=8.5, leading=10.4, spaceAfter=2.6)
    story: list = [heading("In play", st)]
    for part in ref.play:
        if part.id == "solitaire" and not solitaire:
            continue
        story += run_in_list(part.name, part.text, body)
        if part.id == "attack":
            story += [_ranges(st), Spacer(1, 1 * MM), Paragraph(markup(ref.ranges.note), body)]
        if part.id == "solitaire":
            story += [Paragraph(SPAWN_CAPTION, body), _spawns(st)]
    story.append(heading("Ranks", st))
    story += [_entry(f"{r.id.capitalize()} (d{r.die})", r.text, body) for r in ref.ranks]
    return story


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
    """In play on the front; on the back, skills, roles and the armory (with a roster: only
    what the warband uses, its own custom skills and its gear's rules included, larger, and
    the solitaire rules only for a solitaire warband)."""
    ref = reference()
    warband = options["roster"].model if options["roster"] is not None else None
    size = 9.5 if warband is not None else 7.5
    style = entry_style(st, "ref", size, after=1.2)
    solitaire = warband is None or warband.format == "solitaire"
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
    if warband is not None:
        lookup += _custom_skills(warband, st, style)
    lookup.append(heading("Rookie roles", st))
    lookup += [
        _entry(role.name, role.text, style)
        for role in ref.roles
        if used_roles is None or role.id in used_roles
    ]
    if warband is None:
        lookup += _armory(ref, st, style)
    else:
        lookup += _gear(warband, ref, st, style)
        lookup += _chosen_options(warband, ref, st, style)
    title = LOOKUP_TITLE if warband is None else f"Look-up for {warband.name}"
    return [
        *play_story(st, solitaire),
        PageBreak(),
        Paragraph(
            escape(title), st["title"].clone("lookup", fontSize=13, leading=15, spaceAfter=4)
        ),
        Columns(lookup),
    ]
