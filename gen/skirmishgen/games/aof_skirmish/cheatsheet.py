"""The AOF: Skirmish cheat sheet: deployment, playing and the exact wound chances on the
front, the special rules on the back, each in two balanced columns (with a roster, its own
rules follow on the front, at the same size).

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from fractions import Fraction
from xml.sax.saxutils import escape

from reportlab.platypus import PageBreak, Spacer

from ... import odds
from ...game import Options
from ...press.columns import Columns
from ...press.forms import WriteLines
from ...press.paper import MM
from ...press.paragraph import Paragraph
from ...press.sheets import Boxes, IfRoom, entry_style, grid, heading, markup, run_in_list
from .checks import models_in, rout_threshold
from .models import Army
from .reference import reference
from .sheet import rule_value, tough, used_rules, weapons_of, wizard_level

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


EXAMPLE_SHOT = (3, 4, 1, 4)
"""The worked shooting example: models (one attack each), their quality, the weapon's AP,
the target's defense; the target in cover."""


def _shooting_example(st, style) -> list:
    """A shooting attack read from the wound table, step by step (numbers computed)."""
    models, quality, ap, defense = EXAMPLE_SHOT
    shot = min(6, quality + 1)  # cover: -1 to shooting, 6 still hits
    chance = odds.attack_wounds(shot, defense, ap)
    some = 1 - (1 - chance) ** models
    text = (
        f"{models} models of quality {quality}+, one attack each with an AP({ap}) weapon, "
        f"shoot a defense {defense}+ unit in cover. Cover drops them a row, to {shot}+; "
        f"AP({ap}) moves {ap} column right, to defense {min(6, defense + ap)}+: each attack "
        f"wounds {odds.percent(chance)} of the time. With {models} attacks that is "
        f"{odds.decimal(models * chance, 1)} wounds on average, and at least one "
        f"{odds.percent(some)} of the time. Each wound marks a model, which then makes its "
        "wound roll (overleaf)."
    )
    return [
        Spacer(1, 3 * MM),
        heading("Worked example: a volley into cover (our numbers)", st),
        Paragraph(escape(text), style),
    ]


EXAMPLE_ROLL = (3, 4)
"""The worked wound-roll example: a Tough(X) model's X and its markers after the wound."""


def _wound_roll_example(st, style) -> list:
    """A wound roll read from the knock-out table (numbers computed)."""
    value, markers = EXAMPLE_ROLL
    out = odds.percent(odds.knocked_out(markers, value) or Fraction(0))
    plain = odds.percent(odds.knocked_out(2) or Fraction(0))
    text = (
        f"A Tough({value}) model takes its {_nth(markers)} wound: it rolls a die and adds "
        f"{markers}, and is out on {5 + value}+, {out} (row Tough({value}), "
        f"column {markers}); below that it is stunned (our reading). A model that is not "
        f"Tough, taking its second wound, is out on 4+ (6+ less 2): {plain}."
    )
    return [
        Spacer(1, 3 * MM),
        heading("Worked example: a wound roll (our numbers)", st),
        Paragraph(escape(text), style),
    ]


def _nth(number: int) -> str:
    return {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth"}.get(number, f"{number}th")


ATTACKS = (2, 3, 4, 6)
"""Attack counts of the at-least-one-wound table's rows."""
MATCHUPS = ((5, 3), (4, 3), (4, 4), (3, 4), (3, 5), (2, 5))
"""Quality against defense of its columns, one attack wounding 11% to 56% of the time."""


def _volleys(st) -> list:
    """Exact chances that N attacks give at least one wound, by the one-attack chance."""
    chances = [odds.attack_wounds(q, d) for q, d in MATCHUPS]
    pairs = zip(MATCHUPS, chances, strict=True)
    rows = [["attacks", *(f"Q{q}+ v D{d}+ ({odds.percent(p)})" for (q, d), p in pairs)]]
    for count in ATTACKS:
        rows.append([str(count), *(odds.percent(1 - (1 - p) ** count) for p in chances)])
    return [
        Spacer(1, 3 * MM),
        heading("Chance N attacks give at least one wound (exact)", st),
        grid(rows, st, size=9.0, centre_values=True),
    ]


DEFENSES = range(3, 7)
"""The defense columns of an army's attack table: 3+ to 6+."""


def _army_attacks(army: Army, st, style) -> list:
    """The wounds each of the army's weapons deals in one activation, every model of the
    unit attacking, by the target's defense (AP counted)."""
    rows = [["unit and weapon", "attacks", *(f"vs D{d}+" for d in DEFENSES)]]
    for unit in army.units:
        for weapon in weapons_of(unit):
            ap = rule_value(weapon.rules, "AP") or 0
            count = unit.size * weapon.attacks
            wounds = [count * odds.attack_wounds(unit.quality, d, ap) for d in DEFENSES]
            name = f"{unit.name}: {weapon.name}" + (f" (AP{ap})" if ap else "")
            rows.append([name, f"{count} at Q{unit.quality}+", *map(_tenths, wounds)])
    note = (
        "Wounds on average when every model of the unit attacks with that weapon; Blast, "
        "Deadly and other rules not counted."
    )
    return [
        Spacer(1, 3 * MM),
        heading(f"What {army.name} deal in one activation (average wounds)", st),
        grid(rows, st, size=9.0, centre_values=True),
        Spacer(1, 1.5 * MM),
        Paragraph(escape(note), style),
    ]


def _army_defenses(army: Army, st, style) -> list:
    """The chance one enemy attack wounds each of the army's defenses, by the attacker's
    quality, without AP and with AP(1)."""
    defenses: dict[int, list[str]] = {}
    for unit in army.units:
        defenses.setdefault(unit.defense, []).append(unit.name)
    rows = [["your defense", "enemy AP", *(f"Q{q}+" for q in TESTS)]]
    for defense, names in sorted(defenses.items()):
        for ap in (0, 1):
            label = f"D{defense}+ ({', '.join(names)})" if ap == 0 else f"D{defense}+"
            chances = [odds.percent(odds.attack_wounds(q, defense, ap)) for q in TESTS]
            rows.append([label, f"AP({ap})" if ap else "none", *chances])
    story = [
        Spacer(1, 3 * MM),
        heading(f"What hurts {army.name}: chance one enemy attack wounds (exact)", st),
        grid(rows, st, size=9.0, centre_values=True),
    ]
    if army.custom_rules:
        named = ", ".join(army.custom_rules)
        note = f"Your custom rules ({named}) change these as their text says; not counted here."
        story += [Spacer(1, 1.5 * MM), Paragraph(escape(note), style)]
    return story


TALLY_MOST = 40
"""Models an army's casualty tally draws a box for at most (a larger army counts)."""


def _rout_tally(army: Army, st, style) -> list:
    """A box per model of the army to tick as it falls, the box that brings it down to the
    rout threshold picked out, and lines for a wizard's spells when it has one."""
    models, threshold = models_in(army), rout_threshold(army)
    if not 0 < models <= TALLY_MOST:
        return []
    lost = models - threshold
    name = escape(army.name)
    text = (
        f"<b>Casualties</b>: tick a box for each model lost. From box {lost} on, {name} "
        f"are down to {threshold} models or fewer: at the end of each round every unit takes "
        "a morale test, and routs if it fails."
    )
    story: list = [
        Spacer(1, 3 * MM),
        heading("Casualties and spells", st),
        Paragraph(text, style),
        Spacer(1, 1 * MM),
        Boxes(models, 6 * MM, mark=lost, runs=_fives(models)),
    ]
    if any(wizard_level(unit) is not None for unit in army.units):
        story += [
            Spacer(1, 2 * MM),
            Paragraph("<b>Spells</b> from your army book, with their numbers:", style),
            WriteLines(3),
        ]
    return story


def _fives(count: int) -> list[int]:
    """Runs of five boxes, so a tally reads at a glance."""
    return [min(5, count - start) for start in range(0, count, 5)]


def _tenths(value) -> str:
    return odds.decimal(value, 1)


TOUGHS = (0, 2, 3, 6)
"""The Tough values of the knock-out table's rows (0: not Tough)."""
MARKERS = range(1, 10)
"""Its columns: at 10 markers every model, even a Tough(6) one, is out."""


def _knock_outs(st, style, toughs: tuple[int, ...] = TOUGHS) -> list:
    """Exact chances a model is knocked out by its wound roll, by Tough and markers."""
    rows = [["wound markers", *map(str, MARKERS)]]
    for value in toughs:
        chances = [odds.knocked_out(markers, value) for markers in MARKERS]
        label = "not Tough" if value == 0 else f"Tough({value})"
        rows.append([label, *("\u2013" if c is None else odds.percent(c) for c in chances)])
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
    story.append(IfRoom(_shooting_example(st, play)))
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
    if army is None:
        example = IfRoom(_wound_roll_example(st, play))
        return [*story, *back, *_knock_outs(st, play), *_volleys(st), example]
    toughs = (0, *sorted({tough(unit) for unit in army.units} - {0}))
    extras = [
        _army_attacks(army, st, play),
        _army_defenses(army, st, play),
        _rout_tally(army, st, play),
    ]
    return [*story, *back, *_knock_outs(st, play, toughs), *(IfRoom(e) for e in extras if e)]
