"""The Insta-Skirmish army sheet: a stat card per miniature (derived statistics, armor
boxes, cost) and the army's points spent and lost, then the rules reference."""

from __future__ import annotations

from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.platypus import Paragraph, Table

from ...errors import Finding
from ...press.paper import MM, Size
from ...press.pdf import Rendered
from ...press.sheets import (
    MARGIN,
    Boxes,
    Stamp,
    build_sheet,
    findings_block,
    reference_list,
    styles,
    table_style,
    title_block,
)
from .game import CREDITS
from .models import InstaArmy, Miniature
from .reference import reference

BAND = colors.HexColor("#4A3B63")
STAT_NAMES = ("Move", "Melee", "Ranged (non-gun)", "Ranged (gun)", "Defense", "Save", "Skill")


def _card(mini: Miniature | None, width: float, st) -> Table:
    head = st["name"].clone("head", textColor=colors.white)
    if mini:
        title = f"{escape(mini.name)} <font size=8>({mini.die}, {mini.cost} pts)</font>"
        stats = mini.stats()
        armor = int(mini.armor) if mini.armor == int(mini.armor) and mini.armor > 0 else 0
    else:
        title, stats, armor = "__________ (d__, __ pts)", [(n, "") for n in STAT_NAMES], 3
    rows = [[Paragraph(title, head), ""]]
    rows += [
        [Paragraph(name, st["small"]), Paragraph(f"<b>{escape(value)}</b>", st["base"])]
        for name, value in stats
    ]
    rows.append([Paragraph("Armor", st["small"]), Boxes(armor) if armor else "-"])
    card = Table(rows, colWidths=[width * 0.45, width * 0.55])
    card.setStyle(
        table_style(
            ("SPAN", (0, 0), (-1, 0)),
            ("BACKGROUND", (0, 0), (-1, 0), BAND),
            ("BOX", (0, 0), (-1, -1), 0.8, BAND),
            ("LINEBELOW", (0, 1), (-1, -2), 0.2, colors.grey),
        )
    )
    return card


def render(
    army: InstaArmy | None, paper: Size, stamp: Stamp | None, findings: list[Finding]
) -> Rendered:
    """The army sheet (blank without an army)."""
    ref = reference()
    st = styles()
    width = (paper.width * MM - 2 * MARGIN - 6 * MM) / 2
    if army:
        spent = army.spent
        sub = (
            f"{CREDITS.title} &middot; {spent} of {army.budget} points spent, "
            f"{max(army.budget - spent, 0)} lost &middot; {len(army.miniatures)} miniatures"
        )
        name = escape(army.name)
    else:
        sub = f"{CREDITS.title} &middot; ____ of ____ points spent"
        name = "Army: ______________________________"
    story = title_block(name, sub, stamp, paper, st)
    story += findings_block(findings, st) if stamp and not stamp.legal else []
    minis = list(army.miniatures) if army else [None] * 6
    cards = [_card(mini, width, st) for mini in minis]
    grid = [cards[i : i + 2] + [""] * (2 - len(cards[i : i + 2])) for i in range(0, len(cards), 2)]
    table = Table(grid, colWidths=[width + 6 * MM, width])
    table.setStyle(
        table_style(
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 0),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 4 * MM),
        )
    )
    story.append(table)
    entries = [(s.name, "", s.text) for s in ref.stats]
    entries += [(s.title, "", s.text) for s in ref.sections]
    story += reference_list("Rules reference", entries, st)
    return build_sheet(
        story, paper, "army sheet", army.name if army else None, CREDITS.title, CREDITS.author
    )
