"""Shared fixtures: decks built once per test session, with the options a test needs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from skirmishgen.press.layout import Page, Sheet, impose
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.systems.skirmish.deck import deck_faces, edition_file, load_deck, make_deck


@dataclass(frozen=True)
class Built:
    """A deck the product wrote, with what it reported and the pure layout it should follow."""

    path: Path
    reported_pages: int
    cards: int
    pages: list[Page]


def sheet_for(**options) -> Sheet:
    paper = PAPERS[options.pop("paper", "a4")]
    card = CARD_SIZES[options.pop("card", "poker")]
    return Sheet(paper=paper, card=card, **options)


@pytest.fixture(scope="session")
def build(tmp_path_factory):
    """build(**sheet options) -> (Built, Sheet) for edition 5, cached per option set."""
    cache: dict[tuple, tuple[Built, Sheet]] = {}
    faces, _ = deck_faces(load_deck(edition_file(5)))

    def make(**options):
        key = tuple(sorted(options.items()))
        if key not in cache:
            sheet = sheet_for(**dict(options))
            out = tmp_path_factory.mktemp("deck") / "deck.pdf"
            result = make_deck(edition_file(5), sheet, out)
            built = Built(result.path, result.pages, result.cards, impose(sheet, faces))
            cache[key] = (built, sheet)
        return cache[key]

    return make
