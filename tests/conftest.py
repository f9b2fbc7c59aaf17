"""Shared fixtures: decks built once per test session, with the options a test needs."""

from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

if sys.dont_write_bytecode and not sys.pycache_prefix:
    # PYTHONDONTWRITEBYTECODE keeps __pycache__ folders out of the tree; the test modules
    # (their asserts rewritten by pytest) and the package are still compiled once, not in
    # every worker of every run (5 s a worker): into a folder of the temporary directory.
    sys.pycache_prefix = os.path.join(tempfile.gettempdir(), f"skirmishgen-pycache-{os.getuid()}")
    sys.dont_write_bytecode = False

import pytest

from makers import print_deck
from pdfplumbed import close_all
from skirmishgen.decks import aids_to_fill
from skirmishgen.games.skirmish.deck import card_deck, edition_file, load_deck, player_aids
from skirmishgen.press.layout import Page, Sheet, impose
from skirmishgen.press.paper import CARD_SIZES, PAPERS

LONGEST_FIRST = (
    "serve/test_builder_keeps.py",
    "testing/test_kit.py",
    "docs/test_commands_guides.py",
    "engine/test_roster_codes.py",
    "serve/test_builder_words.py",
    "engine/test_hostile_products.py",
    "serve/test_serve_browser.py",
    "engine/test_output.py",
    "test_wheel.py",
    "serve/test_serve.py",
    "games/one_stat_skirmish/test_kit.py",
    "booklets/test_booklet_print.py",
    "engine/test_build.py",
    "docs/test_site.py",
    "serve/test_serve_connections.py",
    "engine/test_schema.py",
    "engine/test_cheatsheets.py",
    "press/test_roster_sheets.py",
    "games/one_stat_skirmish/test_booklet.py",
    "games/skirmish/test_card_text.py",
    "engine/test_hostile_input.py",
    "press/test_cards.py",
    "cli/test_cli.py",
    "booklets/test_booklet_layout.py",
    "games/one_stat_skirmish/test_standees.py",
    "games/one_stat_skirmish/test_roster_sheet.py",
    "engine/test_calibrate.py",
    "games/abstract_skirmish/test_checks.py",
    "press/test_streaming.py",
)
"""The modules that take longest (a second or more of a run alone, ``pytest -n 0
--durations=0`` summed by module), longest first: dealt to the two workers in this order,
so that both finish together instead of one of them starting a long module when the other
has nothing left."""


def _module(item: pytest.Item) -> str:
    """The item's module, from ``tests/`` (from the run's root, for one outside it)."""
    here = Path(__file__).parent
    path = item.path
    return (path.relative_to(here) if path.is_relative_to(here) else path).as_posix()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The modules dealt to the workers longest first (``LONGEST_FIRST``)."""
    rank = {name: place for place, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(_module(item), len(rank)))  # stable: the rest in order


@dataclass(frozen=True)
class Built:
    """A deck the product wrote, with what it reported and the pure layout it should follow."""

    path: Path
    reported_pages: int
    cards: int
    pages: list[Page]
    fronts: list[str]
    """The title on every front, in deck order: the cards, then the player aids."""


def sheet_for(**options) -> Sheet:
    paper = PAPERS[options.pop("paper", "a4")]
    card = CARD_SIZES[options.pop("card", "poker")]
    return Sheet(paper=paper, card=card, **options)


@pytest.fixture(scope="session")
def build(tmp_path_factory):
    """build(**sheet options) -> (Built, Sheet) for edition 5, cached per resulting sheet
    (so build() and build(card="poker") share one deck)."""
    cache: dict[Sheet, tuple[Built, Sheet]] = {}
    deck = card_deck(edition_file(5), "deck")
    content = load_deck(edition_file(5))
    names = [card.name.upper() for card in content.cards for _ in range(card.count)]
    aid_titles = {f"aid-{n}": aid.heading for n, aid in enumerate(player_aids(content, None))}

    def make(**options):
        sheet = sheet_for(**dict(options))
        if sheet not in cache:
            out = tmp_path_factory.mktemp("deck") / "deck.pdf"
            result = print_deck(edition_file(5), sheet, out)
            aids = aids_to_fill(deck, sheet)
            fronts = names + [aid_titles[front] for front, _ in aids]
            pages = impose(sheet, [*deck.faces, *aids])
            built = Built(result.path, result.rendered.pages, len(deck.faces), pages, fronts)
            cache[sheet] = (built, sheet)
        return cache[sheet]

    return make


@pytest.fixture(autouse=True, scope="session")
def _own_config_folder(tmp_path_factory):
    """The user's saved settings (printer profiles, a share address) stay out of every test:
    a test that needs some saves them into a folder of its own."""
    import os

    os.environ["SKIRMISHGEN_CONFIG"] = str(tmp_path_factory.mktemp("config"))


@pytest.fixture(autouse=True, scope="module")
def _close_plumbed_pdfs_after_each_module():
    """A module shares the PDFs pdfplumber opens (``open_pdf``); closed when it ends."""
    yield
    close_all()


@pytest.fixture(autouse=True)
def _no_browser_loop_marked_running(request):
    """Playwright's sync API marks its event loop as running in this thread between its
    calls, for as long as the worker's Chromium is up (the ``chromium`` fixture): a test
    after a browser test on the same worker that runs a loop of its own (``anyio.run``)
    was refused ("Already running asyncio in this thread"). Every other test runs with no
    loop marked, as it would in a worker of its own."""
    import asyncio

    loop = asyncio._get_running_loop()
    if loop is None or "chromium" in request.fixturenames:
        yield
        return
    asyncio._set_running_loop(None)
    try:
        yield
    finally:
        asyncio._set_running_loop(loop)


@pytest.fixture(scope="session")
def booklet(made):
    """booklet(game, imposition="pages") -> the PDF of the game's booklet, made once a run."""

    def make(game: str, imposition: str = "pages") -> Path:
        return made("booklet", game, "--imposition", imposition)

    return make


@pytest.fixture(scope="session")
def sheets(tmp_path_factory) -> dict[tuple[str, str], Path]:
    """Every shipped roster sheet and every blank, on A4 and Letter (rostersheets.py): made
    once a worker, for every module that reads them back."""
    from rostersheets import make_sheets

    return make_sheets(tmp_path_factory.mktemp("rosters"))


@pytest.fixture(scope="session")
def chromium():
    """One headless Chromium for a worker's browser tests (browser.py says how), launched
    by the first and closed at the end of the session: a launch and a first page cost 2 to
    3 s. Between its calls Playwright's loop stays marked running in this thread; the other
    tests run with none marked (``_no_browser_loop_marked_running``)."""
    from browser import browser

    with browser() as launched:
        yield launched


@pytest.fixture(scope="session")
def site():
    """The builder served on a free loopback port for this worker's browser tests."""
    from browser import served

    with served() as url:
        yield url


@pytest.fixture
def context(chromium):
    """A fresh browser context (its own storage) at a desk's size; a script error on any of
    its pages fails the test."""
    from browser import new_context

    made = new_context(chromium, accept_downloads=True, viewport={"width": 1200, "height": 900})
    errors: list[str] = []
    made.on("page", lambda page: page.on("pageerror", lambda error: errors.append(str(error))))
    yield made
    made.close()
    assert errors == []
