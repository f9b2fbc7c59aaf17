"""Content model of a Skirmish deck file (content/skirmish/edition-N.yaml).

The model only describes shapes and single-field limits; rules that relate
one card to another (names that must exist, counts that must add up) live in
``checks.py`` so that every problem can be reported at once.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from ...models import IconName, Strict

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
Text = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=2000)]

#: Requirement keyword meaning "any weapon card"; every other requirement names a card.
ANY_WEAPON = "weapon"


CardType = Literal["armour", "basic", "defence", "special", "weapon"]


class Quotation(Strict):
    """An old, public-domain line printed on a card, with where it comes from."""

    text: Text
    source: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=80)]


class Back(Strict):
    """A card's own back: the other side of a double-sided card (SHIELD DAMAGED, RECOVERING)."""

    name: Name
    text: Text


class CommonBack(Strict):
    """The back shared by every card that has no back of its own."""

    title: Name
    subtitle: Name


class SpecialAttack(Strict):
    """A special attack a weapon may make when its wielder plays a SPECIAL ATTACK card."""

    name: Name
    text: Text
    needs_basic: Literal["required", "optional", "no"] = "no"
    requires_weapon: list[Name] = Field(default_factory=list)
    """Weapon cards that can make it; empty means any weapon listing it."""
    quote: Quotation | None = None


class Card(Strict):
    """One card design; ``count`` copies of it are printed."""

    name: Name
    type: CardType
    count: Annotated[int, Field(ge=1, le=999)]
    text: Text
    requires: list[Name] = Field(default_factory=list)
    """Alternatives: any one of these must be in play (``weapon`` or a card name)."""
    requires_not: list[Name] = Field(default_factory=list)
    """Weapon cards that do not satisfy ``requires``."""
    damage: Annotated[int, Field(ge=0, le=20)] | None = None
    adds_to_weapon: bool | None = None
    """Basic attacks: ``true`` adds ``damage`` to the weapon's attack, ``false`` replaces it."""
    not_against: list[Name] = Field(default_factory=list)
    """Defences: attacks, cards or weapons this card cannot stop."""
    stops: Annotated[int, Field(ge=1, le=20)] | None = None
    """Armour: the damage it takes off each attack (its badge)."""
    hands: Literal[1, 2] | None = None
    default_damage: Annotated[int, Field(ge=0, le=20)] | None = None
    special_attacks: list[Name] = Field(default_factory=list)
    enables: list[Name] = Field(default_factory=list)
    """Special attacks this card lets any weapon make (CRITICAL HIT: a Rend), not only the
    weapons the attack names."""
    cannot: list[Name] = Field(default_factory=list)
    """Weapons: cards this weapon cannot be used with."""
    bonus: dict[Name, Annotated[int, Field(ge=1, le=9)]] = Field(default_factory=dict)
    """Weapons: extra damage when used with these cards."""
    notes: list[Text] = Field(default_factory=list)
    back: Back | None = None
    quote: Quotation | None = None
    icon: IconName | None = None
    """The card's picture, in its art panel (the type's icon when not given)."""


class Deck(Strict):
    """A whole deck: the file a user can write for ``skirmishgen deck PATH``."""

    game: Literal["skirmish"]
    edition: Annotated[int, Field(ge=1, le=99)]
    title: Name = ""
    """The deck's title; the game's own when not given."""
    author: Name = ""
    credit: Text = ""
    total: Annotated[int, Field(ge=1, le=20000)]
    back: CommonBack
    special_attacks: list[SpecialAttack] = Field(default_factory=list)
    cards: Annotated[list[Card], Field(min_length=1)]

    @property
    def card_count(self) -> int:
        return sum(card.count for card in self.cards)


class PlaySection(Strict):
    id: Name
    title: Name
    text: Text


class PlayReference(Strict):
    """content/skirmish/rules-N.yaml: the play reference printed on the cheat sheet."""

    game: Literal["skirmish"]
    edition: Annotated[int, Field(ge=1, le=99)]
    sections: list[PlaySection]
