"""The Skirmish 5th edition cheat sheet: turn, weapons, special attacks, what stops what.

Numbers come from content and from exact computation, never typed in.
"""

from __future__ import annotations

from ...game import Options
from ...press.paper import MM
from ...press.sheets import grid, heading, section

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


def body(st, options: Options) -> list:
    """The turn, the weapon table, the special attacks and what stops what."""
    from .deck import DEFAULT_EDITION, edition_file, load_deck, play_reference

    return story(load_deck(edition_file(DEFAULT_EDITION)), play_reference().sections, st)


def story(deck, sections, st) -> list:
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
