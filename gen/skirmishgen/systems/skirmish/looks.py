"""How each card type looks: a colour, a label and an icon, readable in greyscale too.

Every colour is dark enough for white text (contrast at least 4.5:1), and
every type also carries its own printed label and icon shape, so a greyscale
or faded print still tells the types apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from .models import CardType


@dataclass(frozen=True)
class Look:
    colour: str
    label: str
    icon: str


LOOKS: dict[CardType, Look] = {
    "armour": Look("#35506B", "ARMOUR", "shield"),
    "basic": Look("#9A2A22", "BASIC ATTACK", "blade"),
    "defence": Look("#2E6141", "DEFENCE", "ward"),
    "special": Look("#5B3A8C", "SPECIAL", "star"),
    "weapon": Look("#6E4A1F", "WEAPON", "crossed"),
}
BACK_COLOUR = "#3A3A3A"

CARD_ICONS = {
    "mail": "mail",
    "dagger": "dagger",
    "spear": "spear",
    "axe": "axe",
    "two handed axe": "greataxe",
    "two handed sword": "greatsword",
}
"""Cards whose type's icon would not tell them from another card of that type: MAIL and
SHIELD are both armour, the weapons all weapons; the sword keeps the crossed swords."""


def icon_of(name: str, card_type: CardType) -> str:
    """The icon a card's header and watermark show."""
    return CARD_ICONS.get(name.casefold(), LOOKS[card_type].icon)
