"""The Skirmish 5th edition cheat sheet: turn, weapons, special attacks, what stops what.

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

import re

from ...game import Options
from ...press.columns import Columns
from ...press.sheets import grid, heading
from .deck import enabled_by, implied_attacks
from .weapons import card_word, weapon_rows

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
    if card.name == "Trip":  # it cancels a card: a default attack plays none (000:98, 375)
        return "no card" if attack == "default attack" else "cancels"
    implied = implied_attacks(deck, card.not_against)
    if attack in implied and enabled_by(deck, attack):  # DISARM: a Rend made with a sword
        return "1-hand only"
    barred = [*card.not_against, *implied]
    if attack.casefold() in {n.casefold() for n in barred}:
        return "no"
    if attack == "Flurry of Blows":
        return "one blow"
    if attack == "Charge" and card.name == "Dodge":  # it carries on to the next player
        return "passes"
    if attack == "Rend" and card.name in ("Block", "Parry", "Shield"):
        lost = {"Block": "shield", "Shield": "shield", "Parry": "weapon"}[card.name]
        return f"yes, {lost} lost"
    return "yes"


def stops_matrix(deck) -> list[list[str]]:
    rows = [["defence \\ attack", *(card_word(deck, a) for a in ATTACKS)]]
    for defence in DEFENCES:
        rows.append([defence.upper(), *(stops(deck, defence, a) for a in ATTACKS)])
    return rows


def body(st, options: Options) -> list:
    """The turn, the weapon table, the special attacks and what stops what."""
    from .deck import DEFAULT_EDITION, edition_file, load_deck, play_reference

    return story(load_deck(edition_file(DEFAULT_EDITION)), play_reference().sections, st)


VERDICT_TINT = {
    "no": "#F4D3CF",
    "card": "#F4D3CF",
    "one blow": "#F6E7C8",
    "lost": "#F6E7C8",
    "only": "#F6E7C8",
}
"""Cell colours of the matrix by a verdict's last word, only where a defence falls short
(no; no card to cancel; one blow of a flurry; the rended item lost; a Rend a CRITICAL HIT
makes with a one-handed weapon only): the plain "yes"
stays on white, to spare toner. The words stay printed, and NO is bold, so it reads in
greyscale too."""


def _matrix(deck, st):
    from reportlab.lib import colors

    rows = stops_matrix(deck)
    shading = []
    for r, row in enumerate(rows[1:], start=1):
        for c, verdict in enumerate(row[1:], start=1):
            tint = VERDICT_TINT.get(verdict) or VERDICT_TINT.get(verdict.rsplit(" ", 1)[-1])
            if tint is not None:
                shading.append(("BACKGROUND", (c, r), (c, r), colors.HexColor(tint)))
            if verdict == "no":
                rows[r][c] = "**NO**"
            elif verdict.endswith(" lost"):  # "shield lost" on one line: a row less
                rows[r][c] = verdict.replace(" lost", "\u00a0lost")
    return grid(rows, st, style=shading, size=7.5, centre_values=True)


def _run_in(section) -> str:
    """A section of numbered steps ("1. Wear armour: put ...") with each step's head marked
    as a run-in head, so the sheet lists the steps; other sections as they are."""
    from .deck import _numbered

    if section.id != "turn":
        return section.text
    return " ".join(re.sub(r"^(\d\.\s[^:]+:)", r"**\1**", s) for s in _numbered(section.text))


def story(deck, sections, st) -> list:
    from ...press.paragraph import Paragraph
    from ...press.sheets import markup, run_in_list

    body = st["base"].clone("play", fontSize=9, leading=11, spaceAfter=2.8)
    turn = [item for part in sections for item in run_in_list(part.title, _run_in(part), body)]
    attacks = [
        Paragraph(f"<b>{attack.name}.</b> {markup(attack.text)}", body)
        for attack in deck.special_attacks
    ]
    return [
        heading("Turn and actions", st),
        Columns(turn),
        heading("Weapons", st),
        grid(weapon_rows(deck), st),
        heading("Special attacks", st),
        Columns(attacks),
        heading(
            "What stops what (from the cards' rules; passes: it goes on to the next player)", st
        ),
        _matrix(deck, st),
        Paragraph(
            "Our reading: 1-hand only, a Rend a CRITICAL HIT makes with a one-handed weapon; "
            "no card, TRIP cancels cards and a default attack plays none.",
            st["base"].clone("matrix-note", fontSize=7.5, leading=9, spaceBefore=1.5),
        ),
    ]
