"""The roster contract, part two: ``validate`` and ``roster`` on each game's rosters, as a
player runs them: exit 0 legal, 1 a rule broken, 2 unreadable; one finding a line at its
``file:line:col``, the same in text and JSON; the roster sheet of a legal roster (and of an
illegal one with ``--force``, marked NOT LEGAL with its findings), byte-identical for
identical input, on A4 and Letter, and the blank sheet. Each is run on the data the game
gives (``Rosters.contract``); a check it has no data for is skipped for it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from ..contract import RosterContract, edit, place
from .glyphs import font_families
from .rosters import (
    A4,
    FINDING,
    LETTER,
    Made,
    assert_summary,
    each,
    having,
    misspelt,
    run_once,
    under_contract,
)

CONTRACTS = under_contract()
"""The contracts of the games under test."""
by_game = having()


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


@having(lambda game: game.warned is not None)
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


def sheet_made(factory, game: RosterContract, text: str | None = None, *options: str) -> Made:
    return run_once(factory, {game.file: text or game.base}, "roster", game.file, *options)


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
    *lines, said = err.splitlines()
    assert lines and all(FINDING.match(line) for line in lines), lines
    assert any(f"[{case.rule}]" in line for line in lines)
    assert said.startswith("skirmishgen: nothing written") and "--force" in said, said
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
    sheet = run_once(tmp_path_factory, {}, "roster", "--blank", game.key)
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


@by_game
def test_the_roster_sheet_says_what_was_checked_and_what_was_not(tmp_path_factory, game):
    """The stamp's ``Checked:`` line is the game's own words for what its checks cover
    (``RosterSupport.checked``); where the rulebook leaves something to the player, the
    sheet says so in one line (``RosterSupport.unchecked``), and says nothing otherwise."""
    from ..rosters import support

    rules = support(game.key)
    assert rules.checked, "say what the checks cover: RosterSupport(checked=...)"
    sheet = sheet_made(tmp_path_factory, game)
    text = sheet.pdf(Path("output") / game.sheet).text
    assert f"Checked: {rules.checked}" in text
    assert ("Not checked:" in text) == bool(rules.unchecked)
    if rules.unchecked:
        assert f"Not checked: {rules.unchecked}." in text
