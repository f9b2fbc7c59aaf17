"""How each card type looks: a colour, a label and an icon, readable in greyscale too.

Every colour is dark enough for white text (contrast at least 4.5:1), and
every type also carries its own printed label and icon shape, so a greyscale
or faded print still tells the types apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...press.style import Icon
from .art import OWN
from .models import Card, CardType


@dataclass(frozen=True)
class Look:
    colour: str
    label: str
    icon: str


LOOKS: dict[CardType, Look] = {
    "armour": Look("#35506B", "ARMOUR", "armour"),
    "basic": Look("#9A2A22", "BASIC ATTACK", "basic"),
    "defence": Look("#2E6141", "DEFENCE", "ward"),
    "special": Look("#5B3A8C", "SPECIAL", "special"),
    "weapon": Look("#6E4A1F", "WEAPON", "crossed"),
}
"""Each type's colour, word and mark (the mark in every header of the type)."""


def picture_of(card: Card) -> str | Icon:
    """The card's own picture, in its art panel: its ``icon`` (our own drawing where we
    have one), else its type's mark."""
    name = card.icon or LOOKS[card.type].icon
    return OWN.get(name, name)


WEIGHTS = {"two-handed-sword": 26.0}
"""Drawings thinner than the rest, and the outline (in the drawing's 512 units) that gives
them the weight of the others in the art panel: the two-handed sword is a hairline beside
the one-handed sword and the axes (tests/games/skirmish/test_card_art.py measures them)."""


def weight_of(card: Card) -> float:
    """The outline that brings the card's picture to the weight of the others."""
    return WEIGHTS.get(card.icon or "", 0.0)
