"""The Skirmish weapon table, from the cards in content, and how the tables print a name:
for the cheat sheet and the booklet alike."""

from __future__ import annotations


def card_word(deck, name: str) -> str:
    """A name as the sheet prints it: a card's in capitals, as on the card and in the rules
    text (SHIELD BASH); a special attack's as it is (Flurry of Blows)."""
    cards = {c.name.casefold() for c in deck.cards}
    return name.upper() if name.casefold() in cards else name


def weapon_rows(deck) -> list[list[str]]:
    """The weapon table: its head, then a row for each weapon card, names as the sheet
    prints them."""
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
        bonus = ", ".join(f"{card_word(deck, n)} +{v}" for n, v in card.bonus.items()) or "\u2013"
        rows.append(
            [
                card.name.upper(),
                str(card.hands),
                str(card.default_damage),
                ", ".join(card.special_attacks),
                bonus,
                ", ".join(card_word(deck, n) for n in card.cannot) or "\u2013",
            ]
        )
    return rows
