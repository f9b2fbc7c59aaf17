"""Skirmish's table for a virtual tabletop: the edition 5 deck and the health cards (a card
a player, and the card saying how to use them) in the middle; each player's aids and
health counter on their side."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...press import style
from ...press.kit import KitRequest
from ...press.paper import CARD_SIZES, MM, Size
from ...press.pen import Pen
from ...press.table import Area, Cards, Face, Flat, Table
from .about import CREDITS
from .deck import DEFAULT_EDITION, shipped_deck
from .kit import _health_deck

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


def table(rosters: Sequence[Any] = ()) -> Table:
    """The deck and the health cards in the middle, a set of aids and a health counter on
    each player's side (Skirmish has no rosters)."""
    card = CARD_SIZES["poker"]
    deck = shipped_deck({"edition": DEFAULT_EDITION})
    every_aid = [*deck.aids, *(aid for spare in deck.spare_aids for aid in spare)]
    one_set = list(dict.fromkeys(every_aid))
    aids = replace(deck, name=f"{deck.name}-aids", faces=one_set, aids=())
    health = _health_deck(KitRequest({"players": PLAYERS}))
    middle = (
        Cards("Skirmish deck", f"The edition {DEFAULT_EDITION} deck: shuffle it.", deck, card),
        Cards("Health cards", "A card a player: a counter on START.", health, card),
    )
    players = tuple(
        Area(
            f"Player {number + 1}",
            (
                Cards("Player aids", "Not part of the deck: your own set.", aids, card),
                _counter(style.team(number)),
            ),
            side=1 + number,
        )
        for number in range(PLAYERS)
    )
    return Table(f"{CREDITS.full_title} by {CREDITS.author}", (Area("", middle), *players))
