"""Cross-checks of a Skirmish deck: pure functions from a deck to a list of findings.

The schema (models.py) has already checked each field on its own; these rules
relate cards to each other: counts add up, every name a card gives exists,
and each type carries the fields that belong to it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ...checks import NameIndex
from ...document import Document, dotted
from ...errors import Finding, a, in_file_order
from .models import ANY_WEAPON, Card, Deck, SpecialAttack

_WEAPON_ONLY = ("hands", "default_damage", "special_attacks", "cannot", "bonus", "notes")
_BASIC_ONLY = ("damage", "adds_to_weapon")
_ARMOUR_ONLY = ("stops",)


def check_deck(deck: Deck, document: Document) -> list[Finding]:
    """Every problem in ``deck``, in file order."""
    cards = NameIndex(card.name for card in deck.cards)
    weapons = NameIndex(card.name for card in deck.cards if card.type == "weapon")
    attacks = NameIndex(attack.name for attack in deck.special_attacks)
    findings = [
        *_total(deck, document),
        *_unique_names(deck, document),
        *_special_attack_weapons(deck, weapons, document),
    ]
    for index, card in enumerate(deck.cards):
        context = _Context(document, index, cards, weapons, attacks)
        findings += _fields_for_type(card, context)
        findings += _references(card, context)
        findings += _weapon_links(card, deck, context)
    return in_file_order(findings)


class _Context:
    def __init__(self, document, index, cards, weapons, attacks) -> None:
        self.document = document
        self.index = index
        self.cards: NameIndex = cards
        self.weapons: NameIndex = weapons
        self.attacks: NameIndex = attacks

    def at(self, *key: str | int, of_key: bool = False):
        return self.document.where(("cards", self.index, *key), of_key=of_key)

    def label(self, *key: str | int) -> str:
        return dotted(("cards", self.index, *key))


def _total(deck: Deck, document: Document) -> Iterator[Finding]:
    counted = deck.card_count
    if counted != deck.total:
        yield Finding(
            document.where(("total",)),
            f"total: the card counts add up to {counted}, but total says {deck.total}",
            f"correct a card's count, or set total: {counted}",
        )


def _unique_names(deck: Deck, document: Document) -> Iterator[Finding]:
    groups: tuple[tuple[str, Sequence[Card | SpecialAttack]], ...] = (
        ("cards", deck.cards),
        ("special_attacks", deck.special_attacks),
    )
    for group, items in groups:
        seen: dict[str, int] = {}
        for index, item in enumerate(items):
            key = item.name.casefold()
            if key in seen:
                yield Finding(
                    document.where((group, index, "name")),
                    f"{group}[{index}].name: '{item.name}' is already the name of "
                    f"{group}[{seen[key]}]",
                    "give each design a unique name, or raise the first one's count",
                )
            seen.setdefault(key, index)


def _special_attack_weapons(deck: Deck, weapons: NameIndex, document: Document):
    for index, attack in enumerate(deck.special_attacks):
        for position, name in enumerate(attack.requires_weapon):
            if name not in weapons:
                yield Finding(
                    document.where(("special_attacks", index, "requires_weapon", position)),
                    f"special_attacks[{index}].requires_weapon: '{name}' is not a weapon card "
                    "in this deck",
                    weapons.hint(name, "weapon cards"),
                )


def _fields_for_type(card: Card, context: _Context) -> Iterator[Finding]:
    present = card.model_fields_set
    needed = {"weapon": ("hands", "default_damage"), "basic": _BASIC_ONLY}.get(card.type, ())
    for name in needed:
        if getattr(card, name) is None:
            yield Finding(
                context.at(of_key=True),
                f"{context.label()}: a {card.type} card needs '{name}'",
                f"add '{name}:' to {card.name}",
            )
    foreign = [f for f in _WEAPON_ONLY if card.type != "weapon" and f in present]
    foreign += [f for f in _BASIC_ONLY if card.type != "basic" and f in present]
    foreign += [f for f in _ARMOUR_ONLY if card.type != "armour" and f in present]
    for name in foreign:
        owner = "weapon" if name in _WEAPON_ONLY else "basic" if name in _BASIC_ONLY else "armour"
        yield Finding(
            context.at(name, of_key=True),
            f"{context.label(name)}: only {owner} "
            f"cards have '{name}', and {card.name} is {a(card.type)} card",
            f"remove '{name}' or change the card's type",
        )


def _references(card: Card, context: _Context) -> Iterator[Finding]:
    checks = (
        ("requires", context.cards, "cards (or 'weapon')", True),
        ("requires_not", context.weapons, "weapon cards", False),
        ("cannot", context.cards, "cards", False),
    )
    for field, index, what, allow_weapon in checks:
        for position, name in enumerate(getattr(card, field)):
            if allow_weapon and name.casefold() == ANY_WEAPON:
                continue
            if name not in index:
                yield _unknown(context, (field, position), name, index, what)
    for position, name in enumerate(card.not_against):
        if name not in context.cards and name not in context.attacks:
            yield _unknown(context, ("not_against", position), name, context.cards, "cards")
    for position, name in enumerate(card.special_attacks):
        if name not in context.attacks:
            yield _unknown(
                context, ("special_attacks", position), name, context.attacks, "special attacks"
            )
    for name in card.bonus:
        if name not in context.cards:
            yield _unknown(context, ("bonus", name), name, context.cards, "cards", of_key=True)


def _unknown(context, key, name, index: NameIndex, what, of_key=False) -> Finding:
    return Finding(
        context.at(*key, of_key=of_key),
        f"{context.label(*key)}: '{name}' is not one of the {what} in this deck",
        index.hint(name, what),
    )


def _weapon_links(card: Card, deck: Deck, context: _Context) -> Iterator[Finding]:
    """A weapon may list a special attack only if that attack allows this weapon."""
    by_name = {attack.name.casefold(): attack for attack in deck.special_attacks}
    for position, name in enumerate(card.special_attacks):
        attack = by_name.get(name.casefold())
        if attack is None or not attack.requires_weapon:
            continue
        if card.name.casefold() not in {w.casefold() for w in attack.requires_weapon}:
            yield Finding(
                context.at("special_attacks", position),
                f"{context.label('special_attacks', position)}: {attack.name} can only be made "
                f"with {', '.join(attack.requires_weapon)}, not {card.name}",
                f"remove it here or add {card.name} to its requires_weapon",
            )
