"""Shared fixtures: decks built once per test session, with the options a test needs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from skirmishgen.press.layout import Sheet
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.systems.skirmish.deck import edition_file, make_deck


def sheet_for(**options) -> Sheet:
    paper = PAPERS[options.pop("paper", "a4")]
    card = CARD_SIZES[options.pop("card", "poker")]
    return Sheet(paper=paper, card=card, **options)


@pytest.fixture(scope="session")
def build(tmp_path_factory):
    """build(**sheet options) -> (DeckResult, Sheet) for edition 5, cached per option set."""
    cache: dict[tuple, tuple] = {}

    def make(**options):
        key = tuple(sorted(options.items()))
        if key not in cache:
            sheet = sheet_for(**dict(options))
            out = tmp_path_factory.mktemp("deck") / "deck.pdf"
            cache[key] = (make_deck(edition_file(5), sheet, out), sheet)
        return cache[key]

    return make
