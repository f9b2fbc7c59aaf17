"""The AOF: Skirmish army sheet: a card per unit (size, Quality and Defense large, weapons,
rules, cost), the army's totals and rout threshold, and a reference, in our own words, of
exactly the special rules and custom rules the army uses."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import KeepTogether, Paragraph, Spacer, Table

from ...errors import Finding
from ...press.paper import MM, Size
from ...press.pdf import Rendered
from ...press.sheets import (
    MARGIN,
    Stamp,
    build_sheet,
    findings_block,
    reference_list,
    styles,
    table_style,
    title_block,
)
from .checks import models_in, rout_threshold
from .game import CREDITS
from .models import AofReference, Army, Unit, WeaponSpec, parse_rule, parse_weapon
from .reference import reference

BAND = colors.HexColor("#3B4A63")


def _weapons(unit: Unit) -> list[WeaponSpec | str]:
    return [w if isinstance(w, WeaponSpec) else parse_weapon(w) for w in unit.weapons]


def _unit_card(unit: Unit | None, width: float, st) -> KeepTogether:
    head_style = st["name"].clone("head", textColor=colors.white)
    big = st["stat"].clone("big", textColor=colors.white, fontSize=15, leading=17)
    name = escape(unit.name) if unit else "________________________"
    size = f"{unit.size} model{'s' * (unit.size != 1)}" if unit else "size ___"
    cost = f"{unit.cost} pts" if unit else "___ pts"
    quality = f"Q {unit.quality}+" if unit else "Q __+"
    defense = f"D {unit.defense}+" if unit else "D __+"
    header = Table(
        [
            [
                Paragraph(f"{name}<br/><font size=7>{size}</font>", head_style),
                Paragraph(quality, big),
                Paragraph(defense, big),
                Paragraph(cost, head_style),
            ]
        ],
        colWidths=[width - 75 * MM, 26 * MM, 26 * MM, 23 * MM],
    )
    header.setStyle(
        table_style(("BACKGROUND", (0, 0), (-1, -1), BAND), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"))
    )
    rows = [
        [Paragraph(f"<b>{h}</b>", st["small"]) for h in ("Weapon", "Range", "Attacks", "Special")]
    ]
    for weapon in _weapons(unit) if unit else []:
        if isinstance(weapon, str):
            continue
        reach = f'{weapon.range}"' if weapon.range is not None else "melee"
        rows.append(
            [
                Paragraph(escape(weapon.name), st["base"]),
                reach,
                f"A{weapon.attacks}",
                Paragraph(escape(", ".join(weapon.rules)) or "-", st["base"]),
            ]
        )
    if unit is None:
        rows += [["", "", "", ""] for _ in range(3)]
    weapons = Table(rows, colWidths=[width * 0.38, width * 0.14, width * 0.14, width * 0.34])
    weapons.setStyle(
        table_style(
            ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.grey),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        )
    )
    special = ", ".join(unit.rules) if unit else "_" * 60
    rules = Paragraph(f"<b>Special rules:</b> {escape(special) or '-'}", st["base"])
    return KeepTogether([header, weapons, Spacer(1, 1 * MM), rules, Spacer(1, 5 * MM)])


def used_rules(army: Army | None, ref: AofReference) -> list[tuple[str, str, str]]:
    written = []
    for unit in army.units if army else []:
        written += unit.rules
        for weapon in _weapons(unit):
            if isinstance(weapon, WeaponSpec):
                written += weapon.rules
    names = {use.name.casefold() for use in map(parse_rule, written) if use}
    entries = [
        (r.name + ("(X)" if r.takes_value else ""), "", r.text)
        for r in ref.special_rules
        if army is None or r.name.casefold() in names
    ]
    if army:
        entries += [
            (name, "custom rule", text)
            for name, text in army.custom_rules.items()
            if name.casefold() in names
        ]
    return entries


def render(
    army: Army | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The army sheet (blank without an army)."""
    ref = reference()
    st = styles()
    width = paper.width * MM - 2 * MARGIN
    if army:
        total = sum(unit.cost for unit in army.units)
        sub = (
            f"{CREDITS.title} &middot; {total} of {army.points_limit} points &middot; "
            f"{len(army.units)} units, {models_in(army)} models &middot; rout tests at "
            f"{rout_threshold(army)} models or fewer"
        )
        name = escape(army.name)
    else:
        sub = f"{CREDITS.title} &middot; ____ of ____ points &middot; rout at half the models"
        name = "Army: ______________________________"
    story = title_block(name, sub, stamp, paper, st)
    story += findings_block(findings, st) if stamp and not stamp.legal else []
    for unit in army.units if army else [None] * 4:
        story.append(_unit_card(unit, width, st))
    heading = "Special rules used by this army" if army else "Special rules reference"
    story += reference_list(heading, used_rules(army, ref), st)
    return build_sheet(
        story, paper, "army sheet", army.name if army else None, CREDITS.title, CREDITS.author
    )
