"""Skirmish's table for a virtual tabletop: the edition 5 deck, its player aids beside it,
and the health cards (a card a player, and the card saying how to use them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...press.kit import KitRequest
from ...press.paper import CARD_SIZES
from ...press.table import Area, Cards, Table
from .about import CREDITS
from .deck import DEFAULT_EDITION, shipped_deck
from .kit import _health_deck

PLAYERS = 2
"""Health cards for two players: Skirmish's usual game."""


def table(rosters: Sequence[Any] = ()) -> Table:
    """The deck, its aids and the health cards in the middle (Skirmish has no rosters)."""
    card = CARD_SIZES["poker"]
    deck = shipped_deck({"edition": DEFAULT_EDITION})
    every_aid = [*deck.aids, *(aid for spare in deck.spare_aids for aid in spare)]
    one_set = list(dict.fromkeys(every_aid))
    aids = replace(deck, name=f"{deck.name}-aids", faces=one_set * PLAYERS, aids=())
    health = _health_deck(KitRequest({"players": PLAYERS}))
    pieces = (
        Cards("Skirmish deck", f"The edition {DEFAULT_EDITION} deck: shuffle it.", deck, card),
        Cards("Player aids", "Not part of the deck: a set a player.", aids, card),
        Cards("Health cards", "A card a player: a counter on START.", health, card),
    )
    return Table(f"{CREDITS.full_title} by {CREDITS.author}", (Area("", pieces),))
