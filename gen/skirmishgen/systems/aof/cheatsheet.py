"""The AOF: Skirmish cheat sheet: playing, the wound table and the special rules.

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.platypus import Paragraph

from ...game import Options
from ...press.paper import MM
from ...press.sheets import grid, heading, section
from .reference import reference
from .sheet import used_rules


def body(st, options: Options) -> list:
    """Playing, the wound table and the special rules (with a roster: only its own)."""
    ref = reference()
    army = options["roster"].model if options["roster"] is not None else None
    story = [heading("Playing", st)]
    for part in ref.sections:
        story += section(part.title, part.text, st)
    rows = [["wound roll (D6 + markers)", "result"], ["2-5", "Stunned"], ["6+", "Knocked out"]]
    story += [heading("Wound table", st), grid(rows, st, widths=[60 * MM, 40 * MM])]
    names = None
    if army is not None:
        names = {name for name, _, _ in used_rules(army, ref)}
    story += [heading("Special rules" if army is None else f"Special rules of {army.name}", st)]
    for rule in ref.special_rules:
        label = rule.name + ("(X)" if rule.takes_value else "")
        if names is None or label in names:
            story.append(Paragraph(f"<b>{escape(label)}</b>: {escape(rule.text)}", st["small"]))
    if army is not None:
        story += [
            Paragraph(f"<b>{escape(n)}</b> (custom): {escape(t)}", st["small"])
            for n, t in army.custom_rules.items()
        ]
    return story
