"""Skirmish's table for a virtual tabletop, set up as the rules' Setup says: in the middle
the draw deck (shuffled when the game loads), the weapon discard pile (the shields and
weapons no player starts with) and the card saying how to use the health cards; on each
player's side their SWORD and SHIELD, face up, their health card (a snap point on START
and on every value), their health counter and their aids."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from ...press import fonts, style
from ...press.carddeck import CardDeck
from ...press.paper import CARD_SIZES, MM, Size
from ...press.pen import Pen
from ...press.table import Area, Cards, Face, Flat, On, Table
from .about import CREDITS
from .deck import DEFAULT_EDITION, edition_file, load_deck, shipped_deck
from .kit import CARD, health_spots, player_card, rules_card

PLAYERS = 2
"""Health cards for two players: Skirmish's usual game."""
COUNTER = 10.0
"""mm: a player's health counter, a disc to move along their health card."""


def _counter(team: style.Team, player: int) -> Flat:
    def draw(pen: Pen) -> None:
        pen.canvas.setFillColor(team.colour)
        pen.canvas.circle(COUNTER / 2 * MM, COUNTER / 2 * MM, COUNTER / 2 * MM, fill=1, stroke=0)

    return Flat(
        "Health counter",
        "On START of your health card: move it as you lose and gain health.",
        Face(f"counter-{team.word.lower()}", Size(COUNTER, COUNTER), draw),
        thickness=2.0,
        round=True,
        on=(On(_health_name(player), 0),),  # START, the card's first snap point
    )


def _health_name(player: int) -> str:
    return f"Health card, player {player}"


def _health_card(player: int) -> Flat:
    return Flat(
        _health_name(player),
        "Your health: your counter on START, one number down for each damage point. "
        "Locked, so that Vector Paint writes your name on it.",
        Face(f"health-{player}", CARD, partial(player_card, player=player)),
        locked=True,
        snaps=tuple(health_spots()),
    )


DISCARD = "Discard pile"


def _discard_place(card: Size) -> Flat:
    """Where the normal discard pile goes: a card's outline, its name and its rule, a snap
    point in its middle (the weapon discard pile is the other)."""

    def draw(pen: Pen) -> None:
        canvas = pen.canvas
        canvas.setStrokeColor(style.MUTED)
        canvas.setLineWidth(1.2)
        canvas.setDash(4, 3)
        inset = 2.0 * MM
        canvas.roundRect(
            inset, inset, card.width * MM - 2 * inset, card.height * MM - 2 * inset, 3 * MM
        )
        canvas.setDash()
        canvas.setFillColor(style.MUTED)
        middle = card.width / 2
        pen.text(middle, card.height / 2 + 3, "DISCARD", 12, fonts.BOLD, "centre")
        pen.text(middle, card.height / 2 - 3, "shuffled back into the", 7, fonts.REGULAR, "centre")
        pen.text(
            middle, card.height / 2 - 6.5, "draw deck when it runs out", 7, fonts.REGULAR, "centre"
        )

    return Flat(
        DISCARD,
        "The normal discard pile: every card but the shields and weapons. Shuffle it back "
        "into the draw deck when that runs out.",
        Face("discard-place", card, draw),
        locked=True,
        snaps=((card.width / 2, card.height / 2),),
    )


def _health_rules() -> Flat:
    return Flat(
        "Health cards: how to use them",
        "Start on 12; each damage point, one number down; recover +2; at 0 you are out.",
        Face("health-rules", CARD, partial(rules_card, credit=True, printed=False)),
    )


STARTING = {
    "Sword": "Your weapon, in front of you: its SWORD side up; turn it over while you "
    "Recover. Setup gives every player one.",
    "Shield": "Your shield, in front of you, undamaged side up: turn it over when it is "
    "damaged, sideways while you wield a two-handed weapon. Setup gives every player one.",
}
"""What each player starts with in front of them (Setup), and how it is used."""


def _dealt(deck: CardDeck, players: int) -> tuple[list[list[CardDeck]], CardDeck, CardDeck]:
    """Setup's share of the deck: each player's starting cards (a deck of one each), the
    weapon discard pile (the other shields and the weapons) and the draw deck (the rest)."""
    model = load_deck(edition_file(DEFAULT_EDITION))
    front = {card.name: f"front-{index}" for index, card in enumerate(model.cards)}
    equipment = {front[card.name] for card in model.cards if card.type == "weapon"}
    equipment.add(front["Shield"])
    left = list(deck.faces)
    starting = []
    for _ in range(players):
        mine = []
        for name in STARTING:
            face = next(face for face in left if face[0] == front[name])
            left.remove(face)
            mine.append(replace(deck, name=f"{deck.name}-{name.lower()}", faces=[face], aids=()))
        starting.append(mine)
    pile = [face for face in left if face[0] in equipment]
    draw = [face for face in left if face[0] not in equipment]
    return (
        starting,
        replace(deck, name=f"{deck.name}-weapons", faces=pile, aids=()),
        replace(deck, faces=draw),
    )


def table(rosters: Sequence[Any] = ()) -> Table:
    """The draw deck, the weapon discard pile and the health cards' rules in the middle;
    a SWORD, a SHIELD, a health card and counter and a set of aids on each player's side
    (Skirmish has no rosters)."""
    card = CARD_SIZES["poker"]
    full = shipped_deck({"edition": DEFAULT_EDITION})
    starting, weapons, deck = _dealt(full, PLAYERS)
    every_aid = [*deck.aids, *(aid for spare in deck.spare_aids for aid in spare)]
    one_set = list(dict.fromkeys(every_aid))
    aids = replace(deck, name=f"{deck.name}-aids", faces=one_set, aids=())
    middle = (
        Cards(
            "Draw deck",
            f"The edition {DEFAULT_EDITION} deck without the shields and weapons (Setup), "
            "shuffled as the game loads: deal 6 to each player. Discarded cards go to a "
            "normal discard pile beside it, shuffled back in when the deck runs out.",
            deck,
            card,
            shuffle=True,
        ),
        _discard_place(card),
        Cards(
            "Weapon discard pile",
            "The shields and weapons no player starts with, and every one discarded: never "
            "shuffled back; a Recover turn takes one from it.",
            weapons,
            card,
            face_up=True,
            public=True,
        ),
        _health_rules(),
    )
    players = tuple(
        Area(
            f"Player {number + 1}",
            (
                *(
                    Cards(
                        name.upper(),
                        STARTING[name],
                        one,
                        card,
                        face_up=True,
                        public=True,
                    )
                    for name, one in zip(STARTING, starting[number], strict=True)
                ),
                _health_card(number + 1),
                _counter(style.team(number), number + 1),
                Cards("Player aids", "Not part of the deck: your own set.", aids, card, True),
            ),
            side=1 + number,
        )
        for number in range(PLAYERS)
    )
    return Table(f"{CREDITS.full_title} by {CREDITS.author}", (Area("", middle), *players))
