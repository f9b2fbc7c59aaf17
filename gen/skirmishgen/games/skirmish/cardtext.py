"""What a Skirmish card says besides its rules text: its structured rules as short lines,
its type line and badge number, and its quotation."""

from __future__ import annotations

import re

from ...press import fonts
from ...press.text import Block
from .frame import GREY, Titles
from .looks import LOOKS
from .models import ANY_WEAPON, Card, Deck


def deck_titles(deck: Deck) -> Titles:
    """Every card's title and badge."""
    return tuple((card.name.upper(), badge_number(card)) for card in deck.cards)


_INNER_QUOTE = re.compile(r'"([^"]*)"')


def quotation(text: str) -> str:
    """A quotation set in curly quotes: quotes inside it single, a verse break a plain slash,
    and a cut made as an editor marks an elision, with an ellipsis: where the content
    writes ``...``, and at a passage's end that stops mid-sentence (in a comma, semicolon
    or colon, or in no stop at all)."""
    inner = _INNER_QUOTE.sub("\u2018\\1\u2019", text).replace(" \u2014 / ", " / ")
    inner = inner.replace("...", "\u2026").strip()
    if inner[-1:] in (",", ";", ":"):
        inner = inner[:-1] + "\u2026"
    elif inner[-1:] not in (".", "!", "?", "\u2026", "\u2019"):
        inner += "\u2026"
    return f"\u201c{inner}\u201d"


FLAVOUR_SCALE = 0.8
"""The flavour line's size, in rules sizes: 7.2 pt beside poker cards' 9 pt rules."""


def quote_blocks(card: Card) -> list[Block]:
    """The card's flavour line: its quotation in italics, its source run on after a dash
    (so a short verse and its source share a line), the dash held to the source's first
    word and its last two words together (never "991" on a line of its own)."""
    if card.quote is None:
        return []
    *words, last = card.quote.source.split()
    source = "\u2014\u00a0" + " ".join([*words[:-1], "\u00a0".join([*words[-1:], last])])
    line = f"{quotation(card.quote.text)} {source}"
    return [Block(line, fonts.DISPLAY_ITALIC, FLAVOUR_SCALE, GREY, "left", 0.55)]


def _name(name: str) -> str:
    """A card's name as a fact names it: bold capitals, held on one line (SHIELD BASH)."""
    return f"**{name.upper().replace(' ', NO_BREAK)}**"


NO_BREAK = "\u00a0"


def _names(names: list[str]) -> str:
    return ", ".join(_name(name) for name in names)


def facts(card: Card) -> list[str]:
    """The card's structured rules as short lines of markup (requirements, weapon stats...)."""
    lines = []
    if card.requires:
        options = [
            "a weapon" if name.casefold() == ANY_WEAPON else _name(name) for name in card.requires
        ]
        text = "Requires " + " or ".join(options)
        if card.requires_not:
            text += f" (not {_names(card.requires_not)})"
        lines.append(text + ".")
    if card.special_attacks:
        lines.append("Special attacks: " + ", ".join(card.special_attacks) + ".")
    if card.bonus:
        lines.append(
            "Extra damage: "
            + ", ".join(f"**{name.upper()}** +{value}" for name, value in card.bonus.items())
            + "."
        )
    if card.cannot:
        lines.append(f"Cannot be used with {_names(card.cannot)}.")
    if card.not_against:
        lines.append(f"Does not stop {_names(card.not_against)}.")
    return lines


def type_line(card: Card) -> tuple[str, str]:
    """The label under the header and what the badge's number is, at its right."""
    label = LOOKS[card.type].label
    if card.type == "weapon":
        hands = {1: "1 HAND", 2: "2 HANDS"}[card.hands or 1]
        return f"{label} \u00b7 {hands}", f"ATTACK {card.default_damage}"
    if card.type == "basic":
        return label, f"DAMAGE {badge_number(card)}"
    if card.stops:
        return label, f"STOPS {card.stops}"
    return label, ""


def badge_number(card: Card) -> str:
    """The number in the card's corner badge: a weapon's attack, a basic attack's damage,
    the damage an armour stops."""
    if card.type == "weapon":
        return str(card.default_damage)
    if card.type == "basic":
        return f"{'+' if card.adds_to_weapon else ''}{card.damage}"
    if card.stops:
        return f"\u2212{card.stops}"
    return ""
