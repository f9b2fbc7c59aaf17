"""Skirmish's table for a virtual tabletop: the edition 5 deck (shuffled when the game
loads) and the card saying how to use the health cards in the middle; on each player's
side, their health card (a snap point on START and on every value), their health counter
and their aids."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from ...press import style
from ...press.paper import CARD_SIZES, MM, Size
from ...press.pen import Pen
from ...press.table import Area, Cards, Face, Flat, Table
from .about import CREDITS
from .deck import DEFAULT_EDITION, shipped_deck
from .kit import CARD, health_spots, player_card, rules_card

PLAYERS = 2
"""Health cards for two players: Skirmish's usual game."""
COUNTER = 10.0
"""mm: a player's health counter, a disc to move along their health card."""


def _counter(team: style.Team) -> Flat:
    def draw(pen: Pen) -> None:
        pen.canvas.setFillColor(team.colour)
        pen.canvas.circle(COUNTER / 2 * MM, COUNTER / 2 * MM, COUNTER / 2 * MM, fill=1, stroke=0)

    return Flat(
        "Health counter",
        "Start it on START of your health card; move it as you lose and gain health.",
        Face(f"counter-{team.word.lower()}", Size(COUNTER, COUNTER), draw),
        thickness=2.0,
        round=True,
    )


def _health_card(player: int) -> Flat:
    return Flat(
        f"Health card, player {player}",
        "Your health: your counter on START, one number down for each damage point. "
        "Locked, so that Vector Paint writes your name on it.",
        Face(f"health-{player}", CARD, partial(player_card, player=player)),
        locked=True,
        snaps=tuple(health_spots()),
    )


def _health_rules() -> Flat:
    return Flat(
        "Health cards: how to use them",
        "Start on 12; each damage point, one number down; recover +2; at 0 you are out.",
        Face("health-rules", CARD, partial(rules_card, credit=True, printed=False)),
    )


def table(rosters: Sequence[Any] = ()) -> Table:
    """The deck and the health cards in the middle, a set of aids and a health counter on
    each player's side (Skirmish has no rosters)."""
    card = CARD_SIZES["poker"]
    deck = shipped_deck({"edition": DEFAULT_EDITION})
    every_aid = [*deck.aids, *(aid for spare in deck.spare_aids for aid in spare)]
    one_set = list(dict.fromkeys(every_aid))
    aids = replace(deck, name=f"{deck.name}-aids", faces=one_set, aids=())
    middle = (
        Cards(
            "Skirmish deck",
            f"The edition {DEFAULT_EDITION} deck, shuffled as the game loads.",
            deck,
            card,
            shuffle=True,
        ),
        _health_rules(),
    )
    players = tuple(
        Area(
            f"Player {number + 1}",
            (
                _health_card(number + 1),
                _counter(style.team(number)),
                Cards("Player aids", "Not part of the deck: your own set.", aids, card),
            ),
            side=1 + number,
        )
        for number in range(PLAYERS)
    )
    return Table(f"{CREDITS.full_title} by {CREDITS.author}", (Area("", middle), *players))
