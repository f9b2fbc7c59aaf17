"""Shared fixtures: decks built once per test session, with the options a test needs."""

from __future__ import annotations

import fcntl
import io
import json
import os
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path

import pytest

from makers import print_deck
from pdfread import close_all
from skirmishgen.cli import main
from skirmishgen.decks import aids_to_fill
from skirmishgen.press.layout import Page, Sheet, impose
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.systems.skirmish.deck import card_deck, edition_file, load_deck, player_aids


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


@pytest.fixture(autouse=True, scope="module")
def _close_pdfs_after_each_module():
    """A module shares the PDFs it reads (pdfread.read_pdf); they are closed when it ends."""
    yield
    close_all()


@pytest.fixture
def work(tmp_path, monkeypatch):
    """A temporary working folder; work(name, text) writes a roster file there."""
    monkeypatch.chdir(tmp_path)

    def write(name: str, text: str) -> str:
        (tmp_path / name).write_text(text, encoding="utf-8")
        return name

    return write


@pytest.fixture
def run(capsys):
    """run(*args) -> (exit status, stdout, stderr) of the program."""

    def call(*args: str) -> tuple[int, str, str]:
        with pytest.raises(SystemExit) as stop:
            main(list(args))
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err
        code = stop.value.code
        return (0 if code is None else code), out, err

    return call


@dataclass(frozen=True)
class BuiltAll:
    """`skirmishgen build --out made` as it ran: exit status, what it said, and its folder."""

    code: int
    out: str
    err: str
    folder: Path


@pytest.fixture(scope="session")
def built_everything(tmp_path_factory) -> BuiltAll:
    """One `build` of every game, shared by every test module and both test workers: the
    first to ask builds it (the others wait on a lock) and the rest read it, never write."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    root = shared / "build-everything"
    with open(shared / "build-everything.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        said = root / "said.json"
        if not said.exists():
            root.mkdir(exist_ok=True)
            out, err = io.StringIO(), io.StringIO()
            with pytest.MonkeyPatch.context() as patch:
                patch.chdir(root)
                # in this process: the test workers already use both cores (the workers'
                # path is tested in test_build)
                patch.setattr("skirmishgen.build.PARALLEL_FROM", 10**6)
                with redirect_stdout(out), redirect_stderr(err), pytest.raises(SystemExit) as stop:
                    main(["build", "--out", "made"])
            said.write_text(json.dumps([stop.value.code, out.getvalue(), err.getvalue()]))
        code, out_text, err_text = json.loads(said.read_text())
    return BuiltAll(code, out_text, err_text, root / "made")
