"""The rules of an AOF: Skirmish army list: pure functions from an army to findings."""

from __future__ import annotations

from collections.abc import Iterator

from ...checks import NameIndex, differing
from ...document import Document
from ...errors import Finding
from .models import Army, WeaponSpec, parse_rule, parse_weapon

UNCHECKED = "unit costs and stats, which come from your army book (the rulebook has no army lists)"
"""What the sheet and the builder say the checks leave to the player."""


RULES: dict[str, str] = {
    "AOF-POINTS": "The units' costs add up to no more than the army's points limit.",
    "AOF-QUALITY": "Quality is from 2 to 6 (2+ to 6+).",
    "AOF-DEFENSE": "Defense is from 2 to 6 (2+ to 6+).",
    "AOF-SIZE": "A unit has at least one model.",
    "AOF-COST": "A unit's cost is not negative.",
    "AOF-ATTACKS": "A weapon makes at least one attack.",
    "AOF-WEAPON-PROFILE": "A weapon is written Name (Range, Attacks, Special): range in inches "
    "for shooting weapons, A<n> attacks.",
    "AOF-RULE-UNKNOWN": "Every special rule is one of the rulebook's or declared in custom_rules.",
    "AOF-RULE-VALUE": "AP, Blast, Deadly, Impact, Tough and Wizard take a value, a whole "
    "number, e.g. Tough(3); the other rules take none.",
    "AOF-MATCH-POINTS": "Armies playing each other have the same points limit (equal points).",
    "AOF-MATCH-SPENT": "Armies playing each other spend about equal points (a warning past "
    "10% of the limit).",
}


def _rule_value_fits(value: str | None) -> bool:
    """A value the rule can take: a whole number, 1 or more (the file's reading already
    refused one past skirmishgen's limit, ``models.MOST_RULE_VALUE``)."""
    return value is not None and value.isdigit() and len(value) <= 3 and int(value) >= 1


def check_army(army: Army, document: Document, rules: dict[str, bool]) -> list[Finding]:
    """Every rule finding for one army; ``rules`` maps each special rule to takes_value."""
    known = NameIndex([*rules, *army.custom_rules])
    takes_value = {name.casefold(): value for name, value in rules.items()}
    findings = list(_points(army, document))
    for index, unit in enumerate(army.units):
        at = ("units", index)
        for field, rule in (("quality", "AOF-QUALITY"), ("defense", "AOF-DEFENSE")):
            value = getattr(unit, field)
            if not 2 <= value <= 6:
                findings.append(
                    Finding(
                        document.where((*at, field)),
                        f"{unit.name}: {field} {value} is not from 2 to 6",
                        f"set {field} from 2 (best) to 6",
                        "error",
                        rule,
                    )
                )
        if unit.size < 1:
            findings.append(
                Finding(
                    document.where((*at, "size")),
                    f"{unit.name} has size {unit.size}",
                    "a unit has at least one model",
                    "error",
                    "AOF-SIZE",
                )
            )
        if unit.cost < 0:
            findings.append(
                Finding(
                    document.where((*at, "cost")),
                    f"{unit.name} costs {unit.cost}",
                    "costs are 0 or more",
                    "error",
                    "AOF-COST",
                )
            )
        for position, written in enumerate(unit.rules):
            findings += _rule_use(written, (*at, "rules", position), document, known, takes_value)
        for position, weapon in enumerate(unit.weapons):
            findings += _weapon(weapon, (*at, "weapons", position), document, known, takes_value)
    return findings


def _points(army: Army, document: Document) -> Iterator[Finding]:
    total = sum(unit.cost for unit in army.units)
    if total > army.points_limit:
        key = ("points_limit",) if ("points_limit",) in document.values else ("units",)
        yield Finding(
            document.where(key),
            f"the units cost {total} points, over the limit of "
            f"{army.points_limit} by {total - army.points_limit}",
            "drop or shrink units, or agree a higher points limit",
            "error",
            "AOF-POINTS",
        )


def _rule_use(written: str, key, document, known: NameIndex, takes_value) -> Iterator[Finding]:
    use = parse_rule(written)
    if use is None and written.strip() in known:  # a custom rule with an odd name
        return
    if use is None or use.name not in known:
        name = use.name if use else written
        yield Finding(
            document.where(key),
            f"'{written}' is not a special rule of the rulebook or of this army's custom_rules",
            known.hint(name, "special rules") + " (or add it as a custom rule)",
            "error",
            "AOF-RULE-UNKNOWN",
        )
        return
    wants = takes_value.get(use.name.casefold())
    if wants is None:  # a custom rule: written as the army declares it
        return
    if wants and not _rule_value_fits(use.value):
        problem = "needs a value" if use.value is None else f"has the value ({use.value})"
        yield Finding(
            document.where(key),
            f"{use.name} {problem}: it takes a whole number, 1 or more",
            f"write it like {use.name}(1)",
            "error",
            "AOF-RULE-VALUE",
        )
    if not wants and use.value is not None:
        yield Finding(
            document.where(key),
            f"{use.name} takes no value, but has ({use.value})",
            f"write just {use.name}",
            "error",
            "AOF-RULE-VALUE",
        )


def _weapon(weapon, key, document, known, takes_value) -> Iterator[Finding]:
    spec = weapon if isinstance(weapon, WeaponSpec) else parse_weapon(weapon)
    if isinstance(spec, str):
        yield Finding(
            document.where(key),
            f"weapon '{weapon}' does not parse",
            spec,
            "error",
            "AOF-WEAPON-PROFILE",
        )
        return
    if spec.attacks < 1:
        yield Finding(
            document.where(key),
            f"{spec.name} makes {spec.attacks} attacks",
            "a weapon makes at least one attack (A1)",
            "error",
            "AOF-ATTACKS",
        )
    if spec.range is not None and spec.range < 1:
        yield Finding(
            document.where(key),
            f"{spec.name} has range {spec.range}",
            'give a range of 1" or more, or none for a melee weapon',
            "error",
            "AOF-WEAPON-PROFILE",
        )
    for position, written in enumerate(spec.rules):
        where = (*key, "rules", position) if isinstance(weapon, WeaponSpec) else key
        yield from _rule_use(written, where, document, known, takes_value)


SPENT_GAP = 0.1
"""Spent points differing by more than this share of the limit are not "equal points"."""


def match_armies(entries: list[tuple[Army, Document]]) -> list[Finding]:
    findings = differing(
        entries, "points_limit", "AOF-MATCH-POINTS", "error", "armies play to equal points"
    )
    first, _ = entries[0]
    spent = sum(unit.cost for unit in first.units)
    for army, document in entries[1:]:
        other = sum(unit.cost for unit in army.units)
        gap = abs(other - spent)
        if gap > SPENT_GAP * max(army.points_limit, first.points_limit):
            findings.append(
                Finding(
                    document.where(("units",), of_key=True),
                    f"{army.name} spends {other} points, {first.name} {spent}: "
                    f"{gap} apart, not the equal points the rules ask for",
                    "add or drop units to bring the armies within a few points",
                    "warning",
                    "AOF-MATCH-SPENT",
                )
            )
    return findings


def models_in(army: Army) -> int:
    return sum(max(unit.size, 0) for unit in army.units)


def rout_threshold(army: Army) -> int:
    """Rout tests start when the army is down to this many models or fewer (half, or less)."""
    return models_in(army) // 2
