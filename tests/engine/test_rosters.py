"""The roster machinery as skirmishgen keeps it, beyond each game's own checks (the testing
kit's test_rosters and test_roster_commands, run on every installed game by
tests/testing): every game of ours with rosters is under contract, a game without one is
left out, and the roster commands' answers that name no game."""

from __future__ import annotations

import pytest

from skirmishgen import games as registry
from skirmishgen.cli import main
from skirmishgen.resources import content_dir
from skirmishgen.rosters import roster_systems
from skirmishgen.testing.rosters import contracts, installed, misspelt

CONTRACTS = installed()


def test_every_game_of_ours_with_rosters_is_under_contract():
    ours = {game.key for game in registry.GAMES if game.rosters and game.key in registry.SHIPPED}
    assert ours and ours <= {game.key for game in CONTRACTS}
    assert {game.key for game in CONTRACTS} <= set(roster_systems())


def test_a_game_without_a_contract_or_rosters_is_left_out_not_crashed():
    """A game of someone else's need not give a contract: the contract tests skip it."""
    import dataclasses

    declared = [game for game in registry.GAMES if game.rosters and game.rosters.contract]
    assert declared
    bare = dataclasses.replace(declared[0], key="bare-skirmish")
    bare = dataclasses.replace(bare, rosters=dataclasses.replace(bare.rosters, contract=None))
    rosterless = dataclasses.replace(declared[0], key="deck-skirmish", rosters=None)
    assert contracts([bare, rosterless, *declared]) == contracts(declared)
    assert [game.key for game in contracts(declared)] == [game.key for game in declared]


def test_validate_missing_file_exit_2(work, run):
    code, out, _ = run("validate", "nowhere.yaml")
    assert code == 2
    assert out.splitlines()[0].startswith("nowhere.yaml")


def test_roster_blank_of_an_unknown_game(work, run, tmp_path):
    code, out, err = run("roster", "--blank", "nonsense")
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "nonsense" in line and all(game.key in line for game in CONTRACTS)
    assert list(tmp_path.rglob("*.pdf")) == []


def test_roster_blank_near_miss_suggests(work, run):
    key = CONTRACTS[0].key
    code, _, err = run("roster", "--blank", misspelt(key))
    assert code == 2
    (line,) = err.splitlines()
    assert f"did you mean '{key}'?" in line


def test_roster_needs_a_file_or_blank(work, run):
    code, out, err = run("roster")
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "--blank" in line


def test_roster_file_and_blank_is_an_error(work, run, tmp_path):
    name = work(CONTRACTS[0].file, CONTRACTS[0].base)
    code, _, err = run("roster", name, "--blank", CONTRACTS[0].key)
    assert code == 2
    assert len(err.splitlines()) == 1
    assert list(tmp_path.rglob("*.pdf")) == []


def test_games_lists_every_game_with_a_command_to_try(work, run):
    code, out, err = run("games")
    assert (code, err) == (0, "")
    keys = [line.split()[0] for line in out.splitlines() if line and not line[0].isspace()]
    assert sorted(keys) == sorted(game.key for game in registry.GAMES)
    for game in registry.GAMES:
        assert f"try: {game.try_command}" in out
    for game in CONTRACTS:  # a game with roster sheets suggests a blank one or its deck
        assert f"--blank {game.key}" in out or f"deck {game.key}" in out


ONE_STAT = content_dir() / "one-stat-skirmish" / "warbands"


def test_roster_prints_validates_json(tmp_path, capsys):
    path = ONE_STAT / "robyns-merry-men-training.yaml"
    with pytest.raises(SystemExit):
        main(["validate", str(path), "--format", "json"])
    expected = capsys.readouterr().out
    with pytest.raises(SystemExit) as info:
        main(["roster", str(path), "--findings", "json", "--out", str(tmp_path / "r.pdf")])
    said = capsys.readouterr()
    assert info.value.code in (0, None)
    assert said.out == expected
    assert "r.pdf: 1 page" in said.err
