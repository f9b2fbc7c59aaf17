"""The roster contract, part one: what every game with rosters does with its roster files,
stated once for all of them and run on the data each game gives (``Rosters.contract``, a
:class:`skirmishgen.contract.RosterContract`): its base roster and examples legal, each
rule id broken once and found where the contract's needle (``^``) says, the rules between
rosters, every kind of schema problem a finding at its place, broken and hostile files one
finding each, and random rosters and bytes judged, never raising.

A check a game has no data for (no rules between rosters, no number to break, no random
rosters) is skipped for it. Where a finding must stand is a needle in the edited text,
never a line number.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from ..contract import edit, place
from ..rosters import Roster, read_roster, validate_files
from .rosters import (
    PROPERTY,
    assert_legal,
    assert_well_reported,
    each,
    having,
    installed,
    misspelt,
    shown,
    sides,
    under_contract,
    where,
    with_rule,
)

CONTRACTS = under_contract()
"""The contracts of the games under test."""
RULES_OF = {game.key: game.rules for game in installed()}
"""Every installed game's rule ids: a random roster may name any game."""
by_game = having()


@by_game
def test_every_rule_id_has_a_legal_and_an_illegal_case(game):
    rules = [case.rule for case in game.cases]
    matches = [match.rule for match in game.matches]
    assert len(rules) == len(set(rules)) and len(matches) == len(set(matches))
    assert set(rules) | set(matches) == set(game.rules), "a rule id without a case"
    assert not set(rules) & set(matches)
    for case in game.cases:
        assert case.legal != case.illegal, case.rule


@by_game
def test_every_kind_of_schema_problem_has_a_case(game):
    kinds = {problem.kind for problem in game.schema}
    assert {"unknown key", "missing key", "wrong type"} <= kinds


@by_game
def test_shipped_examples_are_legal(game):
    from ..games import GAMES

    (declared,) = [g for g in GAMES if g.key == game.key]
    shipped = declared.examples()
    assert sorted(path.name for path in shipped) == sorted(game.examples)
    for path in shipped:
        roster = read_roster(path)
        assert_legal(roster)
        assert roster.system == game.key
        warnings = [(rule, "warning") for rule in game.examples[path.name]]
        assert [(f.rule, f.severity) for f in roster.findings] == warnings, shown(roster)


@by_game
def test_base_roster_is_legal_without_findings(read, game):
    roster = read(game, game.base)
    assert_legal(roster)
    assert roster.findings == []
    assert roster.system == game.key


@pytest.mark.parametrize(("game", "case"), each("cases"))
def test_rule_legal_case(read, game, case):
    roster = read(game, case.legal)
    assert_legal(roster)
    assert roster.findings == [], shown(roster)


@pytest.mark.parametrize(("game", "case"), each("cases"))
def test_rule_illegal_case(read, game, case):
    roster = read(game, case.illegal)
    assert not roster.malformed, shown(roster)
    assert {f.rule for f in roster.findings} == {case.rule, *case.also}, shown(roster)
    found = with_rule(roster, case.rule)
    assert {where(f) for f in found} == {place(case.illegal, case.at)}, [str(f) for f in found]
    for finding in found:
        assert finding.severity == case.severity
        assert finding.location is not None and finding.location.path.endswith(game.file)
        assert f" {case.severity} [{case.rule}] " in str(finding)
        assert case.message in finding.message
        assert case.hint in finding.hint
    assert roster.legal == (case.severity != "error" and not case.also)


@pytest.mark.parametrize(("game", "match"), each("matches"))
def test_match_rule(tmp_path, game, match):
    texts = [game.base, match.other]
    report = validate_files(sides(tmp_path, *texts), with_match=True)
    (finding,) = [f for f in report.matched if f.rule == match.rule]
    assert finding.severity == match.severity
    assert finding.location is not None and finding.location.path.endswith(f"side{match.side}.yaml")
    assert where(finding) == place(texts[match.side], match.at)
    for words in match.says:
        assert words in finding.message, finding.message
    others = [f.rule for f in report.matched if f.severity != "info" and f.rule != match.rule]
    assert others == []
    assert report.exit_code == (1 if match.severity == "error" else 0)


@pytest.mark.parametrize(("game", "match"), each("matches", lambda game, m: m.side == 1))
def test_match_rule_needs_the_match_flag(tmp_path, game, match):
    report = validate_files(sides(tmp_path, game.base, match.other), with_match=False)
    assert report.matched == []
    assert report.exit_code == 0


@pytest.mark.parametrize(("game", "match"), each("matches", lambda game, m: m.side == 1))
def test_match_rule_of_three_rosters_names_each_that_differs(tmp_path, game, match):
    report = validate_files(sides(tmp_path, game.base, match.other, match.other), True)
    found = [f for f in report.matched if f.rule == match.rule]
    assert [Path(str(f.location and f.location.path)).name for f in found] == [
        "side1.yaml",
        "side2.yaml",
    ]


@by_game
def test_match_of_equal_rosters_says_nothing_against_them(tmp_path, game):
    renamed = game.base.replace("\nname: ", "\nname: Other ", 1)
    report = validate_files(sides(tmp_path, game.base, renamed), with_match=True)
    assert [(f.rule, f.severity) for f in report.matched if f.severity != "info"] == []
    assert report.exit_code == 0


@by_game
def test_match_skips_unreadable_rosters(tmp_path, game):
    report = validate_files(sides(tmp_path, game.base, game.malformed.text), with_match=True)
    assert report.matched == []
    assert report.exit_code == 2


@having(lambda game: len(installed()) > 1)
def test_match_with_another_games_roster_is_an_error(tmp_path, game):
    others = [contract for contract in installed() if contract.key != game.key]
    other = others[0]
    report = validate_files(sides(tmp_path, game.base, other.base), with_match=True)
    assert [f.rule for f in report.matched] == ["MATCH-GAME"]
    assert report.exit_code == 1


def assert_unreadable(roster: Roster) -> None:
    assert roster.malformed
    assert not roster.legal
    assert_well_reported(roster, {})  # every finding SCHEMA, one line, in the file
    assert validate_files([roster.path], with_match=False).exit_code == 2


@pytest.mark.parametrize(("game", "problem"), each("schema"))
def test_schema_problem_is_a_finding_at_its_place(read, game, problem):
    roster = read(game, problem.text)
    assert_unreadable(roster)
    spot = place(problem.text, problem.at)
    there = [str(f) for f in roster.findings if where(f) == spot]
    assert there, shown(roster)
    assert any(problem.says in line for line in there), there
    if problem.alone:
        assert {f.location.line for f in roster.findings} == {spot[0]}, shown(roster)


@by_game
def test_misspelt_system_says_did_you_mean(read, game):
    wrong = misspelt(game.key)
    text = edit(game.base, f"system: {game.key}", f"system: {wrong}")
    roster = read(game, text)
    assert_unreadable(roster)
    (finding,) = roster.findings
    assert where(finding) == place(text, f"system: ^{wrong}")
    assert finding.hint == f"did you mean '{game.key}'?"


@by_game
def test_missing_system_names_the_games(read, game):
    roster = read(game, edit(game.base, f"system: {game.key}\n", ""))
    assert_unreadable(roster)
    (finding,) = roster.findings
    assert "does not say its game" in finding.message
    assert all(g.key in finding.hint for g in installed())


def _rosterless() -> list[str]:
    from ..games import GAMES

    return [game.key for game in GAMES if game.rosters is None]


ROSTERLESS = _rosterless()
"""The installed games without rosters: a roster file naming one is refused."""


@having(lambda game: ROSTERLESS)
def test_system_of_a_game_without_rosters(read, game):
    rosterless = ROSTERLESS[0]
    text = edit(game.base, f"system: {game.key}", f"system: {rosterless}")
    roster = read(game, text)
    assert_unreadable(roster)
    (finding,) = roster.findings
    assert where(finding) == place(text, f"system: ^{rosterless}")
    assert f"({rosterless}) has no rosters" in finding.message
    assert "did you mean" not in finding.hint


def alias_bomb(key: str) -> str:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 10):
        bomb += f"{chr(97 + n)}: &{chr(97 + n)} [{', '.join([f'*{chr(96 + n)}'] * 10)}]\n"
    return f"system: {key}\n" + bomb


BROKEN = {
    "empty": (lambda game: "", "must be a YAML mapping"),
    "blank-lines": (lambda game: "\n\n", "must be a YAML mapping"),
    "only-a-comment": (lambda game: "# only a comment\n", "must be a YAML mapping"),
    "document-start": (lambda game: "---\n", "must be a YAML mapping"),
    "null": (lambda game: "~\n", "must be a YAML mapping"),
    "a-list": (lambda game: "- name: Robyn\n  rank: boss\n", "must be a YAML mapping"),
    "binary": (lambda game: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "is not UTF-8 text"),
    "nul": (lambda game: edit(game.base, "\nname: ", "\nname: \0"), "'\\x00' is not allowed"),
    "alias-bomb": (lambda game: alias_bomb(game.key), "too many values"),
    "deep-nesting": (
        lambda game: f"system: {game.key}\nx: " + "[" * 2000 + "]" * 2000 + "\n",
        "nested more than 64 levels deep",
    ),
    "deeper-than-the-c-stack": (  # libyaml's composer recursed until it segfaulted
        lambda game: f"system: {game.key}\nx: " + "[" * 30000 + "]" * 30000 + "\n",
        "nested more than 64 levels deep",
    ),
    "unclosed-nesting": (
        lambda game: f"system: {game.key}\nx: " + "[" * 5000,
        "nested more than 64 levels deep",
    ),
    "unclosed-bracket": (
        lambda game: (
            game.number_at(f"[{game.number[2]}")[0]
            if game.number
            else edit(game.base, "\nname: ", "\nname: [")
        ),
        "malformed YAML",
    ),
}

ONCE = {"alias-bomb", "unclosed-nesting"}


@pytest.mark.parametrize(
    ("game", "kind"),
    [
        pytest.param(game, kind, id=f"{kind}-{game.key}")
        for game in CONTRACTS
        for kind in BROKEN
        if kind not in ONCE or game is CONTRACTS[0]
    ],
)
def test_broken_file_is_a_finding_not_a_traceback(read, game, kind):
    make, says = BROKEN[kind]
    content = make(game)
    roster = read(game, content)
    assert_unreadable(roster)
    assert any(says in str(f) for f in roster.findings), shown(roster)
    if kind in ("a-list", "empty"):
        assert where(roster.findings[0]) == (1, 1)
    if kind == "nul":
        assert where(roster.findings[0]) == place(game.base, "\nname: ^")


@having(lambda game: game.number)
@pytest.mark.parametrize("value", [".inf", "-.inf", ".nan", "1" + "0" * 400, "1" + "0" * 5000])
def test_absurd_number_is_a_finding_at_it(read, game, value):
    text, at = game.number_at(value)
    roster = read(game, text)
    assert not roster.legal
    assert_well_reported(roster, game.rules)
    assert place(text, at) in {where(f) for f in roster.findings}, shown(roster)


RANDOM_ROSTERS = {
    game.key: st.one_of(game.strategy(False), game.strategy(True))
    for game in CONTRACTS
    if game.strategy is not None
}

by_key = pytest.mark.parametrize("key", [game.key for game in CONTRACTS])


@pytest.mark.parametrize("key", list(RANDOM_ROSTERS))
@PROPERTY
@given(data=st.data())
def test_random_rosters_are_judged_never_raise(tmp_path, key, data):
    roster_data = data.draw(RANDOM_ROSTERS[key], label="roster")
    if data.draw(st.booleans(), label="as JSON"):
        text = json.dumps(roster_data, ensure_ascii=False)
    else:
        text = yaml.safe_dump(roster_data, allow_unicode=True)
    path = tmp_path / "random.yaml"
    path.write_text(text, encoding="utf-8")
    roster = read_roster(path)
    assert_well_reported(roster, RULES_OF.get(roster.system or "", {}))


def _bytes_of(base: str) -> st.SearchStrategy[bytes]:
    """Random bytes: junk, the base roster's start with junk after it, or its start cut."""
    return st.one_of(
        st.binary(max_size=300),
        st.binary(max_size=200).map(lambda b: base.encode()[: len(b) * 3] + b),
        st.integers(0, len(base)).map(lambda n: base[:n].encode()),
    )


RANDOM_BYTES = {game.key: _bytes_of(game.base) for game in CONTRACTS}


@by_key
@PROPERTY
@given(data=st.data())
def test_random_bytes_never_raise(tmp_path, key, data):
    path = tmp_path / "random.yaml"
    path.write_bytes(data.draw(RANDOM_BYTES[key], label="bytes"))
    roster = read_roster(path)
    assert_well_reported(roster, RULES_OF.get(roster.system or "", {}))
