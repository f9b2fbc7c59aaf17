"""The 1 Stat Skirmish cheat sheet: ranges, ranks, skills, roles, armory and formats.

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.platypus import Paragraph, Spacer

from ...game import Options
from ...press.paper import MM
from ...press.sheets import grid, heading, section
from .reference import reference


def body(st, options: Options) -> list:
    """Ranges, ranks, skills, roles, armory and formats (with a roster: only its own, larger)."""
    ref = reference()
    warband = options["roster"].model if options["roster"] is not None else None
    big = warband is not None
    style = st["base"].clone("big", fontSize=10, leading=12.5) if big else st["small"]
    story = [heading("Ranges and shooters", st)]
    rows = [
        [
            "shooter",
            f"short ({ref.ranges.short.from_}-{ref.ranges.short.to})",
            f"normal ({ref.ranges.normal.from_}-{ref.ranges.normal.to})",
            f"long ({ref.ranges.long.from_}-{ref.ranges.long.to})",
        ]
    ]
    rows += [[s.class_, s.short, s.normal, s.long] for s in ref.ranges.shooters]
    story += [grid(rows, st), Spacer(1, 1 * MM)]
    story += section("Note", ref.ranges.note, st)
    story += [heading("Ranks and wounds", st)]
    story += [p for r in ref.ranks for p in section(f"{r.id} (d{r.die})", r.text, st)]
    used_skills = used_roles = None
    if warband is not None:
        used_skills = {str(s).casefold() for f in warband.fighters for s in f.skills}
        used_roles = {f.effective_role for f in warband.fighters}
    story += [heading("Skills" if warband is None else f"Skills in {warband.name}", st)]
    story += [
        Paragraph(
            f"<b>{escape(ref.command.id.capitalize())}</b> (boss, "
            f"{ref.command.kind}): {escape(ref.command.text)}",
            style,
        )
    ]
    for skill in ref.skills:
        if used_skills is None or skill.id in used_skills:
            story.append(
                Paragraph(
                    f"<b>{escape(skill.name or skill.id)}</b> ({skill.kind}): {escape(skill.text)}",
                    style,
                )
            )
    story += [heading("Rookie roles", st)]
    for role in ref.roles:
        if used_roles is None or role.id in used_roles:
            story.append(Paragraph(f"<b>{escape(role.name)}</b>: {escape(role.text)}", style))
    if warband is None:
        story += [heading("Armory", st)]
        story += [
            Paragraph(f"<b>{escape(a.name)}</b>: {escape(a.text)}", st["small"]) for a in ref.armory
        ]
        story += [heading("Formats", st)]
        story += [
            Paragraph(f"<b>{escape(f.name)}</b>: {escape(f.text)}", st["small"])
            for f in ref.formats
        ]
    return story
