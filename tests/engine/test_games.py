"""The game as the unit of extension: one declaration per game, products that never name one.

A game declared here in the test gets a kit, a cheat sheet and a booklet through the
same products as the installed ones; nothing counts the games.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pydantic import BaseModel

import skirmishgen
from skirmishgen import games as registry
from skirmishgen.game import Booklet, CheatSheet, Credits, Game, Kit, Option
from skirmishgen.games import GAMES
from skirmishgen.press.kit import Part, Pen, fixed, header

PACKAGE = Path(skirmishgen.__file__).parent
KEYS = {game.key for game in GAMES}


def literals(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def test_no_game_key_is_written_outside_the_game_packages():
    outside = [p for p in PACKAGE.rglob("*.py") if "games" not in p.relative_to(PACKAGE).parts]
    assert len(outside) > 15  # the scan sees the product modules, the CLI, press/
    found = [
        f"{path.relative_to(PACKAGE)}:{line}: {text!r}"
        for path in outside
        for line, text in literals(path)
        if text in KEYS
    ]
    assert found == []


def test_no_game_imports_another_games_modules_or_private_names():
    for game_dir in (PACKAGE / "games").iterdir():
        if not (game_dir / "game.py").exists():
            continue
        for path in game_dir.rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.level >= 2 and node.module:
                    first = node.module.split(".")[0]
                    assert not (node.level == 2 and first != game_dir.name), (path, node.module)
                    assert not any(alias.name.startswith("_") for alias in node.names), path


def test_every_game_is_one_declaration_with_credits_and_a_content_folder():
    assert GAMES and len(KEYS) == len(GAMES)
    assert set(registry.SHIPPED) <= KEYS
    for game in GAMES:
        assert game.credits.title and game.credits.author
        assert game.content().is_dir(), game.key
        assert game.offers(), game.key
        assert game.try_command.startswith("skirmishgen ")


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.key)
def test_every_capability_a_game_declares_loads(game):
    if game.rosters is not None:
        support = game.rosters.support()
        assert issubclass(support.model, BaseModel)
        assert game.examples(), f"{game.key} ships no example roster"
    if game.kit is not None:
        parts = game.kit.parts()
        assert parts and all(isinstance(part, Part) for part in parts)
        assert len({part.key for part in parts}) == len(parts)
    if game.booklet is not None:
        assert game.booklet.context()
    for capability in (game.deck, game.kit, game.cheat_sheet):
        for option in capability.options if capability is not None else ():
            assert option.flag.startswith("--") and option.help


def test_the_strict_model_base_is_shared_not_a_games():
    from skirmishgen.games.aof_skirmish.models import Army
    from skirmishgen.games.skirmish.models import Deck
    from skirmishgen.models import Strict

    assert issubclass(Army, Strict) and issubclass(Deck, Strict)
    assert Strict.__module__ == "skirmishgen.models"


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["deck", "insta-skirmish"], "insta-skirmish has no decks; the games with decks are: "),
        (["sheet", "chess"], "unknown game 'chess'; use one of the games with cheat sheets: "),
        (["kit", "skirmsh"], "unknown game 'skirmsh'; did you mean 'skirmish'?"),
        (["roster", "--blank", "skirmish"], "skirmish has no roster sheets; the games with "),
        (["kit", "insta-skirmish", "--players", "4"], "--players is for the skirmish kit"),
        (["sheet", "skirmish", "--roster", "x.yaml"], "--roster is for the one-stat-skirmish, "),
    ],
)
def test_asking_a_game_for_what_it_does_not_offer_is_one_line(run, work, argv, expected):
    code, out, err = run(*argv)
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert expected in line
    if "are: " in line:  # the list names exactly the games that offer it
        named = line.split("are: ")[1].split(", ")
        assert named and set(named) <= KEYS


def test_game_options_come_from_the_declarations_and_name_their_games(run):
    code, out, _ = run("kit", "--help")
    assert code == 0
    flat = " ".join(out.split())
    for game in GAMES:
        for option in game.kit.options if game.kit else ():
            assert option.flag in out
            assert f"{game.key}: {option.help}" in flat
    code, out, _ = run("sheet", "--help")
    assert "one-stat-skirmish, aof-skirmish: only the rules this roster uses" in " ".join(
        out.split()
    )


# ------------------------------------------------------------------ one more game


def _board(pen: Pen) -> None:
    header(pen, "Hex board of the added game")
    pen.new_page()


ADDED = Game(
    key="hexfield-skirmish",
    credits=Credits(title="Hexfield Skirmish", author="A. Tester", year=2026),
    try_command="skirmishgen kit hexfield-skirmish",
    kit=Kit(parts=lambda: (Part("board", "hex board", fixed(_board)),)),
    cheat_sheet=CheatSheet(body=lambda st, options: []),
    booklet=Booklet(context=lambda: {"rounds": 3}),
)


@pytest.fixture
def added(monkeypatch, tmp_path):
    """The registry with one more game: one declaration and one template, nothing else."""
    monkeypatch.setattr(registry, "GAMES", (*GAMES, ADDED))
    templates = tmp_path / "templates"
    (templates / ADDED.key).mkdir(parents=True)
    (templates / ADDED.key / "booklet.j2").write_text(
        "# Playing\n\n{{ credits.title }} lasts {{ rounds }} rounds.\n", encoding="utf-8"
    )
    return templates


def test_one_more_game_is_one_declaration(added, tmp_path, monkeypatch):
    from skirmishgen.build import build_all
    from skirmishgen.press.paper import PAPERS

    monkeypatch.setattr("skirmishgen.booklets.render.templates_dir", lambda: added)
    assert build_all([ADDED.key], tmp_path / "out", PAPERS["a4"]) == 0
    made = sorted(p.name for p in (tmp_path / "out" / ADDED.key).iterdir())
    products = [f"{ADDED.key}-{kind}.pdf" for kind in ("booklet", "cheatsheet", "kit")]
    assert made == ["00-print-me-first.pdf", *products]
    kit = pdfium.PdfDocument(tmp_path / "out" / ADDED.key / f"{ADDED.key}-kit.pdf")
    assert "Hex board of the added game" in kit[0].get_textpage().get_text_range()
    booklet = pdfium.PdfDocument(tmp_path / "out" / ADDED.key / f"{ADDED.key}-booklet.pdf")
    text = " ".join(page.get_textpage().get_text_range() for page in booklet)
    assert "Hexfield Skirmish lasts 3 rounds." in " ".join(text.split())
    assert "by A. Tester (2026)" in text


def test_options_declared_twice_with_different_kinds_are_one_flag_per_product():
    from skirmishgen.options import declared

    for capability in (lambda g: g.deck, lambda g: g.kit, lambda g: g.cheat_sheet):
        for flag, owners in declared(capability).items():
            kinds = {option.kind for _, option in owners}
            assert len(kinds) == 1, f"{flag} means different things to {owners}"


def test_option_name_comes_from_its_flag():
    assert Option("--standee-size", "x").name == "standee_size"
