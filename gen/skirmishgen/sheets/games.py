"""The five cheat sheets: each a list of flowables made from the game's content.

Numbers come from content and from exact computation (odds.py), never typed in.
"""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import Paragraph, Spacer, Table

from ..press.paper import MM
from ..press.sheets import table_style
from . import odds

HEAD = colors.HexColor("#3B4A63")


def section(title: str, text: str, st) -> list:
    return [Paragraph(f"<b>{escape(title)}.</b> {escape(text)}", st["base"]), Spacer(1, 1.2 * MM)]


def heading(text: str, st) -> Paragraph:
    return Paragraph(escape(text), st["h2"])


def grid(rows: list[list[str]], st, widths=None, first_column_bold: bool = True) -> Table:
    """A table with a dark header row; repeated on a new page if it splits."""
    header = st["small"].clone("th", textColor=colors.white, fontName="Vera-Bold")
    cells = [[Paragraph(escape(str(c)), header) for c in rows[0]]]
    for row in rows[1:]:
        cells.append(
            [
                Paragraph(
                    ("<b>%s</b>" if i == 0 and first_column_bold else "%s") % escape(str(c)),
                    st["small"],
                )
                for i, c in enumerate(row)
            ]
        )
    table = Table(cells, colWidths=widths, repeatRows=1)
    table.setStyle(
        table_style(
            ("BACKGROUND", (0, 0), (-1, 0), HEAD),
            ("GRID", (0, 0), (-1, -1), 0.25, colors.grey),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
        )
    )
    return table


# ----------------------------------------------------------------- Skirmish, 5th edition

DEFENCES = ("Block", "Dodge", "Parry", "Disarm", "Shield", "Trip")
ATTACKS = (
    "default attack",
    "basic attack",
    "Kick",
    "Punch",
    "Shield Bash",
    "Charge",
    "Hook",
    "Flurry of Blows",
    "Rend",
    "Spear",
    "Two Handed Axe",
    "Two Handed Sword",
)


def stops(deck, defence: str, attack: str) -> str:
    """Whether ``defence`` stops ``attack``, from the cards' rules in content."""
    card = next(c for c in deck.cards if c.name.casefold() == defence.casefold())
    if card.name == "Trip":
        return "cancels"
    if attack.casefold() in {n.casefold() for n in card.not_against}:
        return "no"
    if attack == "Flurry of Blows":
        return "one blow"
    if attack == "Rend" and card.name in ("Block", "Parry", "Shield"):
        lost = {"Block": "shield", "Shield": "shield", "Parry": "weapon"}[card.name]
        return f"yes, {lost} lost"
    return "yes"


def stops_matrix(deck) -> list[list[str]]:
    rows = [["defence \\ attack", *ATTACKS]]
    for defence in DEFENCES:
        rows.append([defence.upper(), *(stops(deck, defence, a) for a in ATTACKS)])
    return rows


def weapon_rows(deck) -> list[list[str]]:
    rows = [
        [
            "weapon",
            "hands",
            "default damage",
            "special attacks",
            "extra damage",
            "cannot be used with",
        ]
    ]
    for card in deck.cards:
        if card.type != "weapon":
            continue
        bonus = ", ".join(f"{n} +{v}" for n, v in card.bonus.items()) or "-"
        rows.append(
            [
                card.name.upper(),
                str(card.hands),
                str(card.default_damage),
                ", ".join(card.special_attacks),
                bonus,
                ", ".join(card.cannot) or "-",
            ]
        )
    return rows


def skirmish(deck, sections, st) -> list:
    story = [heading("Turn and actions", st)]
    for part in sections:
        story += section(part.title, part.text, st)
    story += [heading("Weapons", st), grid(weapon_rows(deck), st)]
    story += [heading("Special attacks", st)]
    for attack in deck.special_attacks:
        story += section(attack.name, attack.text, st)
    widths = [20 * MM] + [14.1 * MM] * len(ATTACKS)
    story += [
        heading("What stops what (from the cards' rules)", st),
        grid(stops_matrix(deck), st, widths),
    ]
    return story


# ----------------------------------------------------------------- Abstract Skirmish

LEVELS = range(7)


def abstract(ref, st) -> list:
    story = [heading("The roll and the attack", st)]
    for part in ref.sections:
        story += section(part.title, part.text, st)
    rows = [["Accuracy \\ Evasion", *map(str, LEVELS)]]
    rows += [[str(a), *(odds.percent(odds.beats(a, e)) for e in LEVELS)] for a in LEVELS]
    story += [heading("Chance to hit: 2d6 + Accuracy beats 2d6 + Evasion", st), grid(rows, st)]
    rows = [["Damage \\ Endurance", *map(str, LEVELS)]]
    rows += [[str(d), *(f"{float(odds.expected_hits(d, e)):.2f}" for e in LEVELS)] for d in LEVELS]
    story += [heading("Expected slots lost per hit: Damage against Endurance", st), grid(rows, st)]
    return story


# ----------------------------------------------------------------- Insta-Skirmish


def insta(ref, st) -> list:
    story = [heading("Your turn", st)]
    for part in ref.sections:
        story += section(part.title, part.text, st)
    rows = [["die", "cost", "Move", "Melee / gun", "Ranged non-gun", "Save", "Skill"]]
    for value in ref.dice:
        half, up = value // 2, -(-value // 2)
        rows.append(
            [
                f"d{value}",
                str(value),
                f"{half} sq",
                f"d{value}",
                f"d{value} / 2 (max {up})",
                "4+",
                f"{up}+",
            ]
        )
    story += [heading("Statistics per die", st), grid(rows, st)]
    costs = ref.costs
    story += section(
        "Equipment",
        f"Armor {costs.armor} points each; ranged non-gun attack "
        f"{costs.non_gun}; ranged gun attack {costs.gun}.",
        st,
    )
    rows = [["attacker \\ defender", *(f"d{v}" for v in ref.dice)]]
    rows += [
        [f"d{a}", *(odds.percent(odds.die_at_least(a, d)) for d in ref.dice)] for a in ref.dice
    ]
    story += [
        heading("Chance to hit (melee or gun: attack roll equal or higher)", st),
        grid(rows, st),
    ]
    return story


# ----------------------------------------------------------------- 1 Stat Skirmish


def one_stat(ref, warband, st) -> list:
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
    story += [heading("Skills" if not big else f"Skills in {warband.name}", st)]
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


# ----------------------------------------------------------------- AOF: Skirmish


def aof(ref, army, st) -> list:
    story = [heading("Playing", st)]
    for part in ref.sections:
        story += section(part.title, part.text, st)
    rows = [["wound roll (D6 + markers)", "result"], ["2-5", "Stunned"], ["6+", "Knocked out"]]
    story += [heading("Wound table", st), grid(rows, st, widths=[60 * MM, 40 * MM])]
    names = None
    if army is not None:
        from ..systems.aof.sheet import _used_rules

        names = {name for name, _, _ in _used_rules(army, ref)}
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
