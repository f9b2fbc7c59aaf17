"""The roster contract: what every game with rosters does, stated once for all of them.

Each game's differences are data beside the game (``Rosters.contract``, a
``skirmishgen.contract.RosterContract``; rostergames.py finds them through the registry):
its base roster, a legal and an illegal case per rule id, its match rules, schema problems,
example files, the members its sheet shows and its blank sheet's facts. Every test runs on
every installed game that gives a contract; a test a game has no data for (no rules
between rosters, no number to break, no random rosters) is skipped for it. What a game
does beyond the contract is in its own tests (test_one_stat.py, test_aof.py...).

Where a finding must stand (line and column) is a needle in the edited text, never a
number. Sheets are made once per distinct command (rosterhelp.made) and read back with
pypdfium2; the command line runs in-process in a temporary working folder.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from rostergames import CONTRACTS, contracts
from rosterhelp import (
    A4,
    FINDING,
    LETTER,
    PROPERTY,
    SUMMARY,
    Made,
    assert_legal,
    assert_well_reported,
    made,
    shown,
    where,
    with_rule,
)
from skirmishgen import games as registry
from skirmishgen.contract import RosterContract, edit, place
from skirmishgen.rosters import Roster, read_roster, roster_systems, validate_files
from skirmishgen.testing.glyphs import font_families

RULES_OF = {game.key: game.rules for game in CONTRACTS}


def having(what=lambda game: True) -> pytest.MarkDecorator:
    """Parametrize ``game`` by every contract that has ``what`` (a game without it is
    skipped: an empty parameter set)."""
    games = [game for game in CONTRACTS if what(game)]
    return pytest.mark.parametrize("game", games, ids=[game.key for game in games])


by_game = having()


def misspelt(key: str) -> str:
    """A near miss of a game's key (``one-stat-skirmsh``)."""
    return key.replace("skirmish", "skirmsh") if "skirmish" in key else key[:-2] + key[-1]


def each(what: str, only=lambda game, item: True) -> list:
    """(game, item) for every item of every game's table ``what``, named game-rule."""
    return [
        pytest.param(game, item, id=f"{game.key}-{getattr(item, 'rule', None) or item.kind}-{n}")
        for game in CONTRACTS
        for n, item in enumerate(getattr(game, what))
        if only(game, item)
    ]


@pytest.fixture
def read(tmp_path):
    """read(game, text or bytes) -> the Roster read_roster makes of the game's roster file."""

    def reader(game: RosterContract, text: str | bytes, name: str | None = None) -> Roster:
        path = tmp_path / (name or game.file)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return read_roster(path)

    return reader


def sides(folder: Path, *texts: str) -> list[Path]:
    paths = []
    for number, text in enumerate(texts):
        path = folder / f"side{number}.yaml"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return paths


def assert_summary(lines: list[str], files: int, verdict: str) -> None:
    """The summary line counts the finding lines above it and gives the verdict."""
    *findings, summary = lines
    errors = sum(" error [" in line for line in findings)
    warnings = sum(" warning [" in line for line in findings)
    assert SUMMARY.match(summary), summary
    assert summary == (
        f"{files} roster{'s' * (files != 1)}: {errors} error{'s' * (errors != 1)}, "
        f"{warnings} warning{'s' * (warnings != 1)}: {verdict}"
    )


# ------------------------------------------------------------------ the table covers the games


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


# ------------------------------------------------------------------ legal rosters


@by_game
def test_shipped_examples_are_legal(game):
    (declared,) = [g for g in registry.GAMES if g.key == game.key]
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


# ------------------------------------------------------------------ one case per rule id


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
        assert finding.location.path.endswith(game.file)
        assert f" {case.severity} [{case.rule}] " in str(finding)
        assert case.message in finding.message
        assert case.hint in finding.hint
    assert roster.legal == (case.severity != "error" and not case.also)


# ------------------------------------------------------------------ match rules


@pytest.mark.parametrize(("game", "match"), each("matches"))
def test_match_rule(tmp_path, game, match):
    texts = [game.base, match.other]
    report = validate_files(sides(tmp_path, *texts), with_match=True)
    (finding,) = [f for f in report.matched if f.rule == match.rule]
    assert finding.severity == match.severity
    assert finding.location.path.endswith(f"side{match.side}.yaml")
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
    assert [Path(f.location.path).name for f in found] == ["side1.yaml", "side2.yaml"]


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


@having(lambda game: len(CONTRACTS) > 1)
def test_match_with_another_games_roster_is_an_error(tmp_path, game):
    other = CONTRACTS[(CONTRACTS.index(game) + 1) % len(CONTRACTS)]
    report = validate_files(sides(tmp_path, game.base, other.base), with_match=True)
    assert [f.rule for f in report.matched] == ["MATCH-GAME"]
    assert report.exit_code == 1


# ------------------------------------------------------------------ schema problems: exit 2


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
    assert all(g.key in finding.hint for g in CONTRACTS)


ROSTERLESS = [game.key for game in registry.GAMES if game.rosters is None]


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


# ------------------------------------------------------------------ broken files: findings


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
"""Refused by the loader before the file's game is known, and slow (200,000 values, 5,000
brackets): these are tried with one game only."""


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


# ------------------------------------------------------------------ random input never raises

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


RANDOM_BYTES = {
    game.key: st.one_of(
        st.binary(max_size=300),
        st.binary(max_size=200).map(lambda b, base=game.base: base.encode()[: len(b) * 3] + b),
        st.integers(0, len(game.base)).map(lambda n, base=game.base: base[:n].encode()),
    )
    for game in CONTRACTS
}


@by_key
@PROPERTY
@given(data=st.data())
def test_random_bytes_never_raise(tmp_path, key, data):
    path = tmp_path / "random.yaml"
    path.write_bytes(data.draw(RANDOM_BYTES[key], label="bytes"))
    roster = read_roster(path)
    assert_well_reported(roster, RULES_OF.get(roster.system or "", {}))


# ------------------------------------------------------------------ validate on the command line


@by_game
def test_validate_legal_exit_0(work, run, game):
    code, out, err = run("validate", work(game.file, game.base))
    assert (code, out.splitlines(), err) == (0, ["1 roster: 0 errors, 0 warnings: legal"], "")


def only_finding(out: str, name: str, case, severity: str):
    """The one finding line above the summary, checked against ``case``; (match, summary)."""
    finding, summary = out.splitlines()
    found = FINDING.match(finding)
    assert found, finding
    line, column = place(case.illegal, case.at)
    assert (found["file"], found["line"], found["col"], found["sev"], found["rule"]) == (
        name,
        str(line),
        str(column),
        severity,
        case.rule,
    )
    return found, summary


@pytest.mark.parametrize("game", [g for g in CONTRACTS if g.warned], ids=lambda g: g.key)
def test_validate_warning_exit_0(work, run, game):
    case = game.warned
    name = work(game.file, case.illegal)
    code, out, _ = run("validate", name)
    assert code == 0
    _, summary = only_finding(out, name, case, "warning")
    assert summary == "1 roster: 0 errors, 1 warning: legal"


@by_game
def test_validate_rule_broken_exit_1(work, run, game):
    case = game.case(game.cli_error)
    name = work(game.file, case.illegal)
    code, out, _ = run("validate", name)
    assert code == 1
    found, summary = only_finding(out, name, case, "error")
    message, hint = found["message"].split("; ", 1)  # message; how to fix
    assert case.message in message and hint and case.hint in hint
    assert summary == "1 roster: 1 error, 0 warnings: not legal"


@by_game
def test_validate_unprintable_text_is_a_placed_rule_finding(work, run, game):
    line = next(row for row in game.base.splitlines() if row.startswith("name: "))
    text = edit(game.base, line, f'{line.split(": ", 1)[0]}: "Dragon \\U0001F409 band"')
    name = work(game.file, text)
    code, out, _ = run("validate", name)
    assert code == 1
    finding, summary = out.splitlines()
    row, column = place(text, 'name: ^"Dragon')
    assert finding.startswith(f"{name}:{row}:{column}: error [UNPRINTABLE] name: cannot be printed")
    assert "U+1F409" in finding
    assert summary == "1 roster: 1 error, 0 warnings: not legal"


@by_game
def test_validate_malformed_exit_2(work, run, game):
    problem = game.malformed
    name = work(game.file, problem.text)
    code, out, _ = run("validate", name)
    assert code == 2
    lines = out.splitlines()
    line, column = place(problem.text, problem.at)
    assert lines[0].startswith(f"{name}:{line}:{column}: error [SCHEMA] ")
    assert problem.says in lines[0]
    assert_summary(lines, 1, "not readable")


@by_game
def test_validate_malformed_wins_over_rule_errors(work, run, game):
    case = game.case(game.cli_error)
    code, out, _ = run(
        "validate", work("a.yaml", case.illegal), work("b.yaml", game.malformed.text)
    )
    assert code == 2
    lines = out.splitlines()
    assert any(line.startswith("a.yaml:") and f"[{case.rule}]" in line for line in lines)
    assert any(line.startswith("b.yaml:") and "[SCHEMA]" in line for line in lines)
    assert_summary(lines, 2, "not readable")


@by_game
@pytest.mark.parametrize("kind", ["empty", "list", "unknown-system"])
def test_validate_unreadable_files_exit_2(work, run, game, kind):
    text = {
        "empty": "",
        "list": "- just a list\n",
        "unknown-system": f"system: {misspelt(game.key)}\nname: x\n",
    }[kind]
    code, out, _ = run("validate", work(game.file, text))
    assert code == 2
    lines = out.splitlines()
    assert len(lines) >= 2
    assert all(line.startswith(f"{game.file}:") for line in lines[:-1])
    assert_summary(lines, 1, "not readable")


def test_validate_missing_file_exit_2(work, run):
    code, out, _ = run("validate", "nowhere.yaml")
    assert code == 2
    assert out.splitlines()[0].startswith("nowhere.yaml")


@by_game
def test_validate_json_says_what_the_text_says(work, run, game):
    case = game.case(game.cli_error)
    name = work(game.file, case.illegal)
    code, out, _ = run("validate", "--format", "json", name)
    assert code == 1
    report = json.loads(out)
    assert report["exit_code"] == 1
    assert report["summary"] == "1 roster: 1 error, 0 warnings: not legal"
    (row,) = report["findings"]
    line, column = place(case.illegal, case.at)
    assert (row["file"], row["line"], row["column"], row["severity"], row["rule"]) == (
        name,
        line,
        column,
        "error",
        case.rule,
    )
    assert row["message"] and case.message in row["message"]
    assert row["hint"] and case.hint in row["hint"]
    assert report["files"] == [{"file": name, "system": game.key, "legal": False, "readable": True}]
    code, text, _ = run("validate", name)
    assert text.splitlines()[0] == (
        f"{row['file']}:{row['line']}:{row['column']}: {row['severity']} [{row['rule']}] "
        f"{row['message']}; {row['hint']}"
    )


@by_game
def test_validate_json_legal_warned_and_malformed(work, run, game):
    code, out, _ = run("validate", "--format", "json", work("ok.yaml", game.base))
    report = json.loads(out)
    assert (code, report["findings"], report["exit_code"]) == (0, [], 0)
    assert report["files"][0] == {
        "file": "ok.yaml",
        "system": game.key,
        "legal": True,
        "readable": True,
    }
    if game.warned:
        case = game.warned
        code, out, _ = run("validate", "--format", "json", work("warned.yaml", case.illegal))
        report = json.loads(out)
        assert (code, report["exit_code"]) == (0, 0)
        assert report["summary"] == "1 roster: 0 errors, 1 warning: legal"
        (row,) = report["findings"]
        assert (row["line"], row["column"]) == place(case.illegal, case.at)
        assert (row["rule"], row["severity"]) == (case.rule, "warning")
        assert case.message in row["message"]
        assert report["files"][0]["legal"] is True
    code, out, _ = run("validate", "--format", "json", work("bad.yaml", game.malformed.text))
    report = json.loads(out)
    assert code == report["exit_code"] == 2
    assert report["findings"] and all(r["rule"] == "SCHEMA" for r in report["findings"])
    assert report["files"][0]["readable"] is False
    assert report["files"][0]["legal"] is False


@pytest.mark.parametrize(("game", "match"), each("matches"))
def test_validate_match_on_the_command_line(work, run, game, match):
    texts = [game.base, match.other]
    names = [work("a.yaml", texts[0]), work("b.yaml", texts[1])]
    code, out, _ = run("validate", "--match", *names)
    assert code == (1 if match.severity == "error" else 0)
    lines = out.splitlines()
    line, column = place(texts[match.side], match.at)
    (said,) = [row for row in lines if f"[{match.rule}]" in row]
    assert said.startswith(f"{names[match.side]}:{line}:{column}: {match.severity} [{match.rule}] ")
    rules = {row.split("[", 1)[1].split("]", 1)[0] for row in lines[:-1]}
    assert rules == {match.rule, *match.also}
    assert_summary(lines, 2, "not legal" if match.severity == "error" else "legal")


@by_game
def test_validate_match_of_equal_rosters_is_legal(work, run, game):
    code, out, _ = run("validate", "--match", work("a.yaml", game.base), work("b.yaml", game.base))
    assert code == 0
    *said, summary = out.splitlines()
    assert all(" info [" in line for line in said), said
    assert summary == "2 rosters: 0 errors, 0 warnings: legal"


@having(lambda game: any(match.side == 1 for match in game.matches))
def test_validate_without_match_ignores_differences(work, run, game):
    (match, *_) = [m for m in game.matches if m.side == 1]
    code, out, _ = run("validate", work("a.yaml", game.base), work("b.yaml", match.other))
    assert code == 0
    assert not any(f"[{m.rule}]" in out for m in game.matches)
    assert_summary(out.splitlines(), 2, "legal")


# ------------------------------------------------------------------ roster: the sheet


def sheet_made(factory, game: RosterContract, text: str | None = None, *options: str) -> Made:
    return made(factory, {game.file: text or game.base}, "roster", game.file, *options)


def pages(count: int) -> str:
    return f"{count} page{'s' * (count != 1)}"


def assert_both_families_embedded(path: Path) -> None:
    assert font_families(path) == {"NotoSans", "NotoSerif"}


@by_game
def test_roster_of_a_legal_roster_writes_its_sheet(tmp_path_factory, game):
    sheet = sheet_made(tmp_path_factory, game)
    pdf = Path("output") / game.sheet
    assert (sheet.code, sheet.err) == (0, "")
    assert sheet.pdfs() == [pdf]
    read = sheet.pdf(pdf)
    count = f"{len(game.members)} {game.member}s"
    assert sheet.out.splitlines() == [f"{pdf}: {pages(len(read.pages))}, {count}"]
    assert read.on(A4), read.sizes
    assert yaml.safe_load(game.base)["name"] in read.text
    for name in game.members:
        assert name in read.text, name
    assert "LEGAL" in read.text and "NOT LEGAL" not in read.text
    assert_both_families_embedded(sheet.folder / pdf)


@by_game
def test_roster_sheet_is_byte_identical_for_identical_input(tmp_path_factory, work, run, game):
    first = sheet_made(tmp_path_factory, game)
    assert run("roster", work(game.file, game.base))[0] == 0
    again = (Path("output") / game.sheet).read_bytes()
    assert again == (first.folder / "output" / game.sheet).read_bytes()


@by_game
def test_roster_on_letter_paper_where_asked(tmp_path_factory, game):
    sheet = sheet_made(tmp_path_factory, game, None, "--paper", "letter", "--out", "sheets/x.pdf")
    assert sheet.code == 0
    assert sheet.out.startswith("sheets/x.pdf: ")
    assert sheet.pdfs() == [Path("sheets/x.pdf")]
    read = sheet.pdf("sheets/x.pdf")
    assert read.on(LETTER), read.sizes
    assert all(name in read.text for name in game.members)


@by_game
def test_roster_of_an_illegal_roster_writes_nothing(work, run, tmp_path, game):
    case = game.case(game.cli_error)
    code, out, err = run("roster", work(game.file, case.illegal))
    assert (code, out) == (1, "")
    lines = err.splitlines()
    assert lines and all(FINDING.match(line) for line in lines), lines
    assert any(f"[{case.rule}]" in line for line in lines)
    assert list(tmp_path.rglob("*.pdf")) == []


@by_game
def test_roster_of_a_malformed_roster_writes_nothing(work, run, tmp_path, game):
    problem = game.malformed
    code, out, err = run("roster", work(game.file, problem.text))
    assert (code, out) == (2, "")
    line, column = place(problem.text, problem.at)
    assert err.startswith(f"{game.file}:{line}:{column}: ")
    assert list(tmp_path.rglob("*.pdf")) == []


@by_game
def test_roster_force_prints_an_illegal_roster_not_legal(tmp_path_factory, game):
    case = game.case(game.cli_error)
    sheet = sheet_made(tmp_path_factory, game, case.illegal, "--force")
    pdf = Path("output") / game.sheet
    assert sheet.code == 1
    assert f"[{case.rule}]" in sheet.err
    assert sheet.pdfs() == [pdf]
    read = sheet.pdf(pdf)
    count = f"{len(game.members)} {game.member}s"
    assert sheet.out.splitlines() == [f"{pdf}: {pages(len(read.pages))}, {count} (NOT LEGAL)"]
    assert read.on(A4), read.sizes
    assert "NOT LEGAL" in read.pages[0]
    assert all(name in read.text for name in game.members)


@by_game
def test_roster_force_prints_the_findings_on_the_sheet(tmp_path_factory, game):
    case = game.case(game.cli_error)
    sheet = sheet_made(tmp_path_factory, game, case.illegal, "--force")
    line, column = place(case.illegal, case.at)
    said = f"{game.file}:{line}:{column}: error [{case.rule}]"
    assert said in sheet.pdf(Path("output") / game.sheet).text


@by_game
def test_roster_blank_prints_an_empty_sheet(tmp_path_factory, game):
    sheet = made(tmp_path_factory, {}, "roster", "--blank", game.key)
    assert (sheet.code, sheet.err) == (0, "")
    (line,) = sheet.out.splitlines()
    path, report = line.split(": ", 1)
    assert sheet.pdfs() == [Path(path)]
    read = sheet.pdf(path)
    assert report == f"{pages(len(read.pages))}, blank"
    assert read.on(A4), read.sizes
    for text in game.blank():
        assert text in read.text, text
    assert_both_families_embedded(sheet.folder / path)


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


def test_systems_lists_every_game_with_a_command_to_try(work, run):
    code, out, err = run("games")
    assert (code, err) == (0, "")
    keys = [line.split()[0] for line in out.splitlines() if line and not line[0].isspace()]
    assert sorted(keys) == sorted(game.key for game in registry.GAMES)
    for game in registry.GAMES:
        assert f"try: {game.try_command}" in out
    for game in CONTRACTS:  # a game with roster sheets suggests a blank one or its deck
        assert f"--blank {game.key}" in out or f"deck {game.key}" in out
