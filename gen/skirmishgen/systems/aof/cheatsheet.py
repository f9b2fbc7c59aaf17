"""The AOF: Skirmish cheat sheet: deployment and playing, then the special rules, in two
balanced columns.

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.platypus import Spacer

from ...game import Options
from ...press.columns import Columns
from ...press.paper import MM
from ...press.sheets import entry_style, grid, heading, markup
from ...press.typeset import Paragraph
from .reference import reference
from .sheet import used_rules


def body(st, options: Options) -> list:
    """Deployment and playing, then the special rules (with a roster: only its own)."""
    ref = reference()
    army = options["roster"].model if options["roster"] is not None else None
    play = st["base"].clone("play", fontSize=8, leading=9.8, spaceAfter=2.5)
    small = entry_style(st, "rules", 7.5, after=2.6)
    playing = [
        Paragraph(f"<b>{escape(part.title)}.</b> {markup(part.text)}", play)
        for part in ref.sections
    ]
    actions = [["your activation: one action", "move", "shooting"]]
    actions += [[action.name, action.move, action.shooting] for action in ref.actions]
    story: list = [
        heading("Playing", st),
        grid(actions, st, size=9.0),
        Spacer(1, 2.5 * MM),
        Columns(playing),
        Spacer(1, 2 * MM),
    ]
    names = None
    if army is not None:
        names = {name for name, _, _ in used_rules(army, ref)}
    rules = []
    for rule in ref.special_rules:
        label = rule.name + ("(X)" if rule.takes_value else "")
        if names is None or label in names:
            rules.append(Paragraph(f"<b>{escape(label)}</b>: {markup(rule.text)}", small))
    if army is not None:
        rules += [
            Paragraph(f"<b>{escape(n)}</b> (custom): {markup(t)}", small)
            for n, t in army.custom_rules.items()
        ]
    title = "Special rules" if army is None else f"Special rules of {army.name}"
    return [*story, heading(title, st), Columns(rules)]
