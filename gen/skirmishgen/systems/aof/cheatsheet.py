"""The AOF: Skirmish cheat sheet: deployment, playing and the exact wound chances on the
front, the special rules on the back, each in two balanced columns (with a roster, its own
rules follow on the front, at the same size).

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.platypus import PageBreak, Spacer

from ... import odds
from ...game import Options
from ...press.columns import Columns
from ...press.paper import MM
from ...press.paragraph import Paragraph
from ...press.sheets import IfRoom, entry_style, grid, heading, markup, run_in_list
from .reference import reference
from .sheet import used_rules

TESTS = range(2, 7)
"""The quality and defense values a unit can have: 2+ to 6+."""
WOUND_NOTE = (
    "AP(X): read X columns to the right; a target in cover: one row down (past 6+, stay on "
    "6+: a 6 always hits and always blocks)."
)


def _wound_chances(st, style) -> list:
    """Exact chances that one attack wounds, for every quality against every defense."""
    rows = [["attacker's quality", *(f"defense {d}+" for d in TESTS)]]
    rows += [[f"{q}+", *(odds.percent(odds.attack_wounds(q, d)) for d in TESTS)] for q in TESTS]
    return [
        heading("Chance one attack wounds (exact)", st),
        grid(rows, st, size=9.0, centre_values=True),
        Spacer(1, 1.5 * MM),
        Paragraph(escape(WOUND_NOTE), style),
    ]


ATTACKS = (2, 3, 4, 6)
"""Attack counts of the at-least-one-wound table's rows."""
MATCHUPS = ((5, 3), (4, 3), (4, 4), (3, 4), (3, 5), (2, 5))
"""Quality against defense of its columns, one attack wounding 11% to 56% of the time."""


def _volleys(st, style) -> list:
    """Exact chances that N attacks give at least one wound, by the one-attack chance."""
    chances = [odds.attack_wounds(q, d) for q, d in MATCHUPS]
    rows = [
        [
            "attacks",
            *(
                f"Q{q}+ v D{d}+ ({odds.percent(p)})"
                for (q, d), p in zip(MATCHUPS, chances, strict=True)
            ),
        ]
    ]
    for count in ATTACKS:
        rows.append([str(count), *(odds.percent(1 - (1 - p) ** count) for p in chances)])
    head = heading("Chance N attacks give at least one wound (exact)", st)
    return [IfRoom([Spacer(1, 3 * MM), head, grid(rows, st, size=9.0, centre_values=True)])]


TOUGHS = (0, 2, 3, 6)
"""The Tough values of the knock-out table's columns (0: not Tough)."""


def _knock_outs(st, style) -> list:
    """Exact chances a model is knocked out by its wound roll, by markers and Tough."""
    head = ["wound markers", *("not Tough" if t == 0 else f"Tough({t})" for t in TOUGHS)]
    rows = [head]
    for markers in range(1, 10):  # at 10 markers every model (even Tough(6)) is out
        chances = [odds.knocked_out(markers, tough) for tough in TOUGHS]
        rows.append([str(markers), *("\u2013" if c is None else odds.percent(c) for c in chances)])
    note = (
        "A model rolls a die and adds its wound markers: 2\u20135 stunned, 6+ knocked out "
        "(Tough(X): it rolls only from its X-th marker, and is out on 5+X; \u2013: no roll yet)."
    )
    return [
        heading("Chance a wound roll knocks the model out (exact)", st),
        grid(rows, st, size=9.0, centre_values=True),
        Spacer(1, 1.5 * MM),
        Paragraph(escape(note), style),
    ]


def body(st, options: Options) -> list:
    """Deployment and playing, then the special rules (with a roster: only its own)."""
    ref = reference()
    army = options["roster"].model if options["roster"] is not None else None
    play = st["base"].clone("play", fontSize=9, leading=11, spaceAfter=3)
    small = entry_style(st, "rules", 9.5, after=3.5)  # an army's own: as large as the whole list
    playing = [item for part in ref.sections for item in run_in_list(part.title, part.text, play)]
    actions = [["your activation: one action", "move", "shooting"]]
    actions += [[action.name, action.move, action.shooting] for action in ref.actions]
    story: list = [
        heading("Playing", st),
        grid(actions, st, size=9.0),
        Spacer(1, 2.5 * MM),
        Columns(playing),
        Spacer(1, 2 * MM),
    ]
    story += _wound_chances(st, play)
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
    back = [PageBreak(), heading(title, st), Columns(rules), Spacer(1, 3 * MM)]
    return [*story, *back, *_knock_outs(st, play), *_volleys(st, play)]
