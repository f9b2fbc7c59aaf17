"""The registry of games: entry points of the group ``skirmishgen.games``, ours declared in
pyproject.toml like anyone's; a broken game package is one line and the others work."""

from __future__ import annotations

import dataclasses
import sys
import tomllib

import pytest

from repo import ROOT
from skirmishgen import games as registry
from skirmishgen.decks import default_deck_game
from skirmishgen.errors import InputError
from skirmishgen.game import Game


def test_pyproject_declares_the_shipped_games_as_the_registry_knows_them():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["entry-points"]
    assert declared[registry.GROUP] == registry.SHIPPED
    assert [game.key for game in registry.GAMES][: len(registry.SHIPPED)] == list(registry.SHIPPED)
    assert registry.PROBLEMS == ()


def _with(monkeypatch, *extra: registry.EntryPoint):
    ours = [registry.EntryPoint(key, target) for key, target in registry.SHIPPED.items()]
    monkeypatch.setattr(registry, "entry_points_of", lambda group: iter([*extra, *ours]))
    games, _, problems = registry._registry()
    return games, problems


def test_broken_game_packages_are_one_line_each_and_the_others_still_work(monkeypatch):
    point = registry.EntryPoint
    games, problems = _with(
        monkeypatch,
        point("missing", "no_such_game_package.game:GAME"),
        point("not-a-game", "skirmishgen.games.skirmish.game:CREDITS"),
        point("renamed", "skirmishgen.games.aof_skirmish.game:GAME"),
        point("no-attribute", "skirmishgen.games.aof_skirmish.game:NOTHING"),
    )
    assert [game.key for game in games] == list(registry.SHIPPED)
    assert len(problems) == 4 and all("\n" not in line for line in problems)
    names = ("missing", "not-a-game", "renamed", "no-attribute")
    said = {name: next(line for line in problems if f"({name} = " in line) for name in names}
    assert said["missing"].startswith("game package no_such_game_package (missing = ")
    assert "cannot be loaded (ModuleNotFoundError: No module named" in said["missing"]
    assert said["missing"].endswith("the other games still work")
    assert "names a Credits, not a skirmishgen Game" in said["not-a-game"]
    assert (
        "declares the game 'aof-skirmish': its entry point must be named as its key"
        in (said["renamed"])
    )
    assert "cannot be loaded (AttributeError" in said["no-attribute"]


def test_a_second_package_declaring_an_installed_game_is_left_out(monkeypatch, tmp_path):
    (tmp_path / "again.py").write_text("from skirmishgen.games.skirmish.game import GAME\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    again = registry.EntryPoint("skirmish", "again:GAME")
    games, problems = _with(monkeypatch, again)
    assert [game.key for game in games] == list(registry.SHIPPED)
    assert problems == (
        "game package again (skirmish = again:GAME): the game 'skirmish' is already "
        "installed; it is left out",
    )
    sys.modules.pop("again", None)


def test_games_of_other_packages_come_after_ours_by_name(monkeypatch, tmp_path):
    """A package on the path declaring two games: found from its entry_points.txt, listed
    after the shipped games in name order."""
    module = tmp_path / "two_games.py"
    module.write_text(
        "from skirmishgen.game import Credits, Game\n"
        "B = Game('zeta-skirmish', Credits('Zeta', 'Z. Author'), 'skirmishgen systems')\n"
        "A = Game('alpha-skirmish', Credits('Alpha', 'A. Author'), 'skirmishgen systems')\n"
    )
    info = tmp_path / "two_games-1.0.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text(
        "[skirmishgen.games]\nzeta-skirmish = two_games:B\nalpha-skirmish = two_games:A\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    games, _, problems = registry._registry()
    keys = [game.key for game in games]
    installed = [game.key for game in registry.GAMES if game.key not in registry.SHIPPED]
    others = sorted([*installed, "alpha-skirmish", "zeta-skirmish"])  # an example installed
    assert keys == [*registry.SHIPPED, *others] and problems == ()
    sys.modules.pop("two_games", None)


def test_the_default_deck_is_the_one_a_game_declares(monkeypatch):
    """`skirmishgen deck` prints the deck whose game says it is the default, not the first
    deck in the list; with none, it asks which game."""
    assert default_deck_game().key == "skirmish"
    assert [game.deck.default for game in registry.GAMES if game.deck].count(True) == 1
    plain = [
        dataclasses.replace(g, deck=dataclasses.replace(g.deck, default=False)) if g.deck else g
        for g in registry.GAMES
    ]
    monkeypatch.setattr(registry, "GAMES", tuple(reversed(plain)))
    with pytest.raises(InputError, match=r"say which game's deck to print: skirmishgen deck GAME"):
        default_deck_game()
    abstract = next(g for g in plain if g.key == "abstract-skirmish")
    chosen = dataclasses.replace(abstract, deck=dataclasses.replace(abstract.deck, default=True))
    monkeypatch.setattr(registry, "GAMES", (*plain[:1], chosen))
    assert default_deck_game() is chosen
    assert isinstance(chosen, Game)


def test_the_command_line_says_a_broken_game_package_in_one_line_and_works_on(tmp_path):
    """A package whose import fails: `systems` warns once, in one line naming it, and lists
    every other game; a command on another game runs as before."""
    import os
    import subprocess

    (tmp_path / "broken_game.py").write_text("raise RuntimeError('needs skirmishgen 9')\n")
    info = tmp_path / "broken_game-1.0.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text("[skirmishgen.games]\nbroken = broken_game:GAME\n")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), *sys.path])}
    listed = subprocess.run(
        [sys.executable, "-m", "skirmishgen", "systems"], capture_output=True, text=True, env=env
    )
    assert listed.returncode == 0
    assert listed.stderr == (
        "skirmishgen: warning: game package broken_game (broken = broken_game:GAME) cannot be "
        "loaded (RuntimeError: needs skirmishgen 9); the other games still work\n"
    )
    shown = [line.split()[0] for line in listed.stdout.splitlines() if not line.startswith(" ")]
    assert shown == [game.key for game in registry.GAMES]


def test_short_names_stand_for_their_games_in_any_case():
    assert registry.SHORT_NAMES == {
        "1ss": "one-stat-skirmish",
        "aof": "aof-skirmish",
        "insta": "insta-skirmish",
        "abstract": "abstract-skirmish",
    }
    assert registry.key_of("AOF") == "aof-skirmish"
    assert registry.key_of("Skirmish") == "skirmish"
    assert registry.key_of("nothing") == "nothing"


def test_a_short_name_taken_or_misspelt_is_not_used_and_said_once():
    from dataclasses import replace

    skirmish, one_stat, aof = registry.GAMES[:3]
    problems: list[str] = []
    names = registry._short_names(
        [skirmish, one_stat, replace(aof, short_names=("1ss", "skirmish", "Bad Name", "aof"))],
        problems,
    )
    assert names == {"1ss": "one-stat-skirmish", "aof": "aof-skirmish"}
    assert problems == [
        "aof-skirmish's short name '1ss' is taken by one-stat-skirmish; it is not used",
        "aof-skirmish's short name 'skirmish' is taken by skirmish; it is not used",
        "aof-skirmish's short name 'Bad Name' is not lower case words and hyphens; it is not used",
    ]
