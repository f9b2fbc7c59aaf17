"""Insta-Skirmish armies: every INSTA-* rule with a legal and an illegal army, costs,
unspent points, bought ranged attacks, armor, the derived statistics, match on budget;
`validate` and `roster` on the command line; random input never crashes.

Every illegal army is the legal base army with one targeted edit; the expected line of
a finding is computed from the edited text, never written as a number. Command-line
cases call ``skirmishgen.cli.main`` in-process in a temporary working folder; sheets
are read back with pdfplumber.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

import pdfplumber
import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st

from pdfread import PT, font_report
from rosterhelp import FINDING, PROPERTY, assert_legal, edit, line_of, with_rule
from skirmishgen.errors import Finding
from skirmishgen.rosters import Roster, read_roster, validate_files
from skirmishgen.systems.insta.checks import RULES
from skirmishgen.systems.insta.models import Miniature

MATCH_RULES = {"INSTA-MATCH-BUDGET"}
REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "content" / "insta-skirmish" / "armies" / "knights-of-the-board.yaml"

BASE = """\
system: insta-skirmish
name: Knights of the Board
budget: 30
miniatures:
  - name: Knight Captain
    die: d10
    shows: [melee]
    armor: 1
  - name: Archer
    die: d8
    shows: [melee, bow]
  - name: Squire
    die: d4
    shows: [melee]
  - name: Sergeant
    die: d6
    shows: [melee]
"""
"""10 + 2, 8, 4 and 6: all 30 points spent."""

# ------------------------------------------------------------------ text editing helpers


def _mini_span(text: str, name: str) -> tuple[int, int]:
    head = f"  - name: {name}\n"
    assert text.count(head) == 1, f"no single miniature {name!r}"
    start = text.index(head)
    end = text.find("\n  - name: ", start + 1)
    return start, len(text) if end == -1 else end + 1


def in_mini(text: str, name: str, old: str, new: str) -> str:
    """Replace the first ``old`` inside miniature ``name``'s entry."""
    start, end = _mini_span(text, name)
    position = text.index(old, start)
    assert position < end, f"{old!r} is not in {name}'s entry"
    return text[:position] + new + text[position + len(old) :]


def add_to(text: str, name: str, line: str) -> str:
    """``text`` with ``line`` (e.g. ``buy_ranged: gun``) added to miniature ``name``."""
    _, end = _mini_span(text, name)
    return text[:end] + f"    {line}\n" + text[end:]


def line_in(text: str, name: str, needle: str) -> int:
    """The 1-based line of the first ``needle`` inside miniature ``name``'s entry."""
    start, end = _mini_span(text, name)
    position = text.index(needle, start)
    assert position < end, f"{needle!r} is not in {name}'s entry"
    return text.count("\n", 0, position) + 1


def budget(text: str, points: int) -> str:
    return re.sub(r"(?m)^budget: \d+$", f"budget: {points}", text, count=1)


# ------------------------------------------------------------------ reading rosters


@pytest.fixture
def read(tmp_path):
    """read(yaml_text) -> the Roster that read_roster makes of it."""

    def reader(text: str | bytes, name: str = "army.yaml") -> Roster:
        path = tmp_path / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return read_roster(path)

    return reader


def test_base_army_is_legal_without_findings(read):
    roster = read(BASE)
    assert_legal(roster)
    assert roster.findings == []
    assert roster.model.spent == 30


def test_shipped_example_is_legal_without_findings():
    roster = read_roster(EXAMPLE)
    assert_legal(roster)
    assert roster.findings == []


# ------------------------------------------------------------------ one case per rule


@dataclass(frozen=True)
class Case:
    rule: str
    illegal: str
    line: int
    severity: str = "error"
    legal: str = BASE
    message: str = ""


def _cases() -> list[Case]:
    cases = []

    def add(rule, illegal, line, **extra):
        cases.append(Case(rule, illegal, line, **extra))

    text = budget(BASE, 29)
    add("INSTA-BUDGET", text, line_of(text, "budget:"), message="1 over its budget of 29")

    text = budget(BASE, 34)
    add(
        "INSTA-UNSPENT",
        text,
        line_of(text, "budget:"),
        severity="warning",
        message="4 of 34 points are unspent",
    )

    text = budget(add_to(BASE, "Archer", "buy_ranged: non-gun"), 33)  # shows a bow already
    legal = budget(add_to(BASE, "Squire", "buy_ranged: non-gun"), 33)
    add("INSTA-RANGED-SHOWN", text, line_in(text, "Archer", "buy_ranged:"), legal=legal)

    text = in_mini(BASE, "Knight Captain", "armor: 1", "armor: 1.5")
    legal = budget(in_mini(BASE, "Knight Captain", "armor: 1", "armor: 2.0"), 32)
    add("INSTA-ARMOR", text, line_in(text, "Knight Captain", "armor:"), legal=legal)
    return cases


CASES = _cases()


def test_every_rule_has_a_case():
    ids = [case.rule for case in CASES]
    assert len(ids) == len(set(ids))
    assert set(ids) == set(RULES) - MATCH_RULES
    assert set(RULES) >= MATCH_RULES


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_legal_army(read, case):
    roster = read(case.legal)
    assert_legal(roster)
    assert roster.findings == []


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_illegal_army(read, case):
    roster = read(case.illegal)
    assert not roster.malformed, [str(f) for f in roster.findings]
    found = with_rule(roster, case.rule)
    assert found, [str(f) for f in roster.findings]
    assert {f.location.line for f in found} == {case.line}, [str(f) for f in found]
    for finding in found:
        assert finding.severity == case.severity
        assert finding.location.path.endswith("army.yaml")
        assert f" {case.severity} [{case.rule}] " in str(finding)
        assert case.message in finding.message
    assert roster.legal == all(f.severity != "error" for f in roster.findings)
    if case.severity == "warning":
        assert roster.legal


# ------------------------------------------------------------------ costs


@pytest.mark.parametrize(
    ("die", "armor", "buy", "cost"),
    [
        ("d4", 0, "none", 4),
        ("d6", 0, "none", 6),
        ("d8", 1, "none", 10),
        ("d10", 2, "gun", 18),
        ("d12", 0, "non-gun", 15),
        ("d20", 3, "non-gun", 29),
        ("d20", 0, "gun", 24),
    ],
)
def test_cost_is_die_plus_armor_plus_ranged(read, die, armor, buy, cost):
    mini = Miniature(name="M", die=die, armor=armor, buy_ranged=buy)
    assert mini.cost == cost
    text = (
        f"system: insta-skirmish\nname: Solo\nbudget: {cost}\nminiatures:\n"
        f"  - {{name: M, die: {die}, armor: {armor}, buy_ranged: {buy}}}\n"
    )
    assert_legal(read(text))
    assert read(text).findings == []
    (finding,) = read(budget(text, cost - 1)).findings
    assert finding.rule == "INSTA-BUDGET"
    assert f"costs {cost} points, 1 over" in finding.message


@pytest.mark.parametrize("spare", [1, 5, 20])
def test_unspent_points_are_a_warning_saying_how_many(read, spare):
    text = budget(BASE, 30 + spare)
    roster = read(text)
    (finding,) = roster.findings
    assert (finding.rule, finding.severity) == ("INSTA-UNSPENT", "warning")
    assert f"{spare} of {30 + spare} points are unspent and lost" in finding.message
    assert roster.legal


def test_over_budget_is_not_also_unspent(read):
    roster = read(budget(BASE, 20))
    assert [f.rule for f in roster.findings] == ["INSTA-BUDGET"]
    assert "10 over its budget of 20" in roster.findings[0].message


# ------------------------------------------------------------------ bought ranged attacks


@pytest.mark.parametrize(
    ("shows", "buy", "shown"),
    [
        ("[melee, bow]", "non-gun", True),
        ("[gun]", "gun", True),
        ("[bow]", "gun", False),
        ("[gun]", "non-gun", False),
        ("[melee]", "gun", False),
        ("[]", "non-gun", False),
        ("[bow, gun]", "none", False),
    ],
)
def test_buying_a_ranged_attack_the_figure_shows(read, shows, buy, shown):
    text = in_mini(BASE, "Archer", "shows: [melee, bow]", f"shows: {shows}")
    text = add_to(text, "Archer", f"buy_ranged: {buy}")
    text = budget(text, 30 + {"none": 0, "non-gun": 3, "gun": 4}[buy])
    roster = read(text)
    found = with_rule(roster, "INSTA-RANGED-SHOWN")
    if shown:
        (finding,) = found
        assert finding.location.line == line_in(text, "Archer", "buy_ranged:")
        assert "buy_ranged: none" in finding.hint
    else:
        assert found == []
        assert_legal(roster)


# ------------------------------------------------------------------ armor


@pytest.mark.parametrize(
    ("armor", "whole"),
    [("0", True), ("2", True), ("2.0", True), ("1.5", False), ("0.5", False), ("-1", False)],
)
def test_armor_is_a_whole_number_of_zero_or_more(read, armor, whole):
    text = in_mini(BASE, "Knight Captain", "armor: 1", f"armor: {armor}")
    found = with_rule(read(text), "INSTA-ARMOR")
    if whole:
        assert found == []
    else:
        (finding,) = found
        assert finding.location.line == line_in(text, "Knight Captain", "armor:")
        assert "whole number" in finding.message


@pytest.mark.parametrize("armor", ["true", "'1'", "lots", ".nan", ".inf", "1000"])
def test_armor_of_the_wrong_type_is_malformed(read, armor):
    text = in_mini(BASE, "Knight Captain", "armor: 1", f"armor: {armor}")
    roster = read(text)
    assert roster.malformed
    assert line_in(text, "Knight Captain", "armor:") in {f.location.line for f in roster.findings}


# ------------------------------------------------------------------ derived statistics

DICE = [4, 6, 8, 10, 12, 20]


@pytest.mark.parametrize("value", DICE)
def test_derived_stats_per_die(value):
    die = f"d{value}"
    stats = dict(Miniature(name="M", die=die, shows=["melee"]).stats())
    assert stats["Move"] == f"{value // 2} squares"
    assert stats["Melee"] == die
    assert stats["Defense"] == die
    assert stats["Save"] == f"{die}, 4+"
    assert stats["Skill"] == f"{die}, {-(-value // 2)}+"
    assert stats["Ranged (non-gun)"] == "-"
    assert stats["Ranged (gun)"] == "-"


def test_d20_moves_ten_squares():
    assert dict(Miniature(name="M", die="d20").stats())["Move"] == "10 squares"


@pytest.mark.parametrize(
    ("shows", "buy", "melee", "non_gun", "gun"),
    [
        (["melee", "bow"], "none", "d8", "d8 / 2, round up", "-"),
        (["melee"], "non-gun", "d8", "d8 / 2, round up", "-"),
        (["gun"], "none", "-", "-", "d8"),
        (["melee"], "gun", "d8", "-", "d8"),
        (["bow"], "gun", "-", "d8 / 2, round up", "d8"),
        ([], "none", "-", "-", "-"),
    ],
)
def test_derived_attacks(shows, buy, melee, non_gun, gun):
    stats = dict(Miniature(name="M", die="d8", shows=shows, buy_ranged=buy).stats())
    assert (stats["Melee"], stats["Ranged (non-gun)"], stats["Ranged (gun)"]) == (
        melee,
        non_gun,
        gun,
    )


# ------------------------------------------------------------------ match


def match(tmp_path: Path, *texts: str):
    paths = []
    for number, text in enumerate(texts):
        path = tmp_path / f"side{number}.yaml"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return validate_files(paths, with_match=True)


def test_match_same_budget(tmp_path):
    report = match(tmp_path, BASE, edit(BASE, "name: Knights of the Board", "name: Pawns"))
    assert report.matched == []
    assert report.exit_code == 0


def test_match_different_budget(tmp_path):
    other = budget(BASE, 40)
    report = match(tmp_path, BASE, other)
    (finding,) = report.matched
    assert (finding.rule, finding.severity) == ("INSTA-MATCH-BUDGET", "error")
    assert finding.location.path.endswith("side1.yaml")
    assert finding.location.line == line_of(other, "budget:")
    assert "40" in finding.message and "30" in finding.message
    assert report.exit_code == 1


def test_match_without_flag_says_nothing(tmp_path):
    (tmp_path / "a.yaml").write_text(BASE)
    (tmp_path / "b.yaml").write_text(budget(BASE, 40))
    report = validate_files([tmp_path / "a.yaml", tmp_path / "b.yaml"], with_match=False)
    assert report.matched == []
    assert report.exit_code == 0  # the unspent points are a warning


# ------------------------------------------------------------------ schema problems (exit 2)


@pytest.mark.parametrize(
    ("old", "new", "needle"),
    [
        ("die: d8", "die: d7", "die:"),
        ("die: d8", "die: D8", "die:"),
        ("die: d8", "die: 8", "die:"),
        ("shows: [melee, bow]", "shows: [melee, sword]", "shows:"),
        ("shows: [melee, bow]", "shows: melee", "shows:"),
        ("shows: [melee, bow]", "shows: [melee, bow]\n    buy_ranged: laser", "buy_ranged:"),
        ("shows: [melee, bow]", "show: [melee, bow]", "show:"),
    ],
)
def test_schema_problems(read, old, new, needle):
    text = in_mini(BASE, "Archer", old, new)
    roster = read(text)
    assert roster.malformed
    assert all(f.rule == "SCHEMA" for f in roster.findings)
    assert line_in(text, "Archer", needle) in {f.location.line for f in roster.findings}


@pytest.mark.parametrize("points", ["0", "-5", "thirty", "30.5"])
def test_schema_budget(read, points):
    text = edit(BASE, "budget: 30", f"budget: {points}")
    roster = read(text)
    assert roster.malformed
    assert roster.findings[0].location.line == line_of(text, "budget:")


def test_schema_missing_budget(read):
    roster = read(edit(BASE, "budget: 30\n", ""))
    assert roster.malformed
    assert "budget" in str(roster.findings[0])


# ------------------------------------------------------------------ property: never raises

junk = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 12),
    st.floats(allow_nan=False, allow_infinity=False, width=32),
    st.text(max_size=12),
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=5), st.integers(0, 3), max_size=2),
)


def armies(broken: bool):
    """Army data: well-formed (for the rule checks) or with junk, typos and wrong types."""

    def maybe(strategy):
        if not broken:
            return strategy
        return st.integers(0, 3).flatmap(lambda n: junk if n == 0 else strategy)

    def pick(values: list[str], typo: str):
        return st.sampled_from([*values, typo] if broken else values)

    words = st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=20)
    names = st.one_of(st.sampled_from(["Archer", "Knight", "archer"]), words)
    mini = st.fixed_dictionaries(
        {"name": maybe(names), "die": maybe(pick(["d4", "d6", "d8", "d10", "d12", "d20"], "d7"))},
        optional={
            "shows": maybe(st.lists(pick(["melee", "bow", "gun"], "sword"), max_size=3)),
            "armor": maybe(
                st.one_of(st.integers(-3, 6), st.floats(-3, 6, allow_nan=False, width=32))
            ),
            "buy_ranged": maybe(pick(["none", "non-gun", "gun"], "laser")),
        },
    )
    system = st.just("insta-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("aof-skirmish"), junk)
            if broken
            else system,
            "name": maybe(names),
            "budget": maybe(st.integers(-5, 80)),
            "miniatures": maybe(st.lists(mini, min_size=1, max_size=8)),
        },
        optional={"notes": junk} if broken else {},
    )


def assert_findings_or_schema_error(roster: Roster) -> None:
    assert isinstance(roster.findings, list)
    if roster.malformed:
        assert roster.findings
    for finding in roster.findings:
        assert isinstance(finding, Finding)
        assert finding.severity in ("error", "warning", "info")
        line = str(finding)
        assert line and "\n" not in line and "\r" not in line
    if not roster.malformed:
        assert roster.legal == all(f.severity != "error" for f in roster.findings)
        assert roster.model.spent == sum(m.cost for m in roster.model.miniatures)


@PROPERTY
@given(data=st.one_of(armies(broken=False), armies(broken=True)))
def test_random_armies_never_raise(tmp_path, data):
    path = tmp_path / "random.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    assert_findings_or_schema_error(read_roster(path))


@PROPERTY
@given(
    raw=st.one_of(
        st.binary(max_size=300),
        st.binary(max_size=200).map(lambda b: BASE.encode()[: len(b) * 3] + b),
        st.integers(0, len(BASE)).map(lambda n: BASE[:n].encode()),
    )
)
def test_random_bytes_never_raise(tmp_path, raw):
    path = tmp_path / "random.yaml"
    path.write_bytes(raw)
    assert_findings_or_schema_error(read_roster(path))


# ------------------------------------------------------------------ command line

SUMMARY = re.compile(r"^\d+ rosters?: \d+ errors?, \d+ warnings?: (legal|not legal|not readable)$")
ILLEGAL = budget(BASE, 25)
WARNED = budget(BASE, 34)
MALFORMED = in_mini(BASE, "Archer", "die: d8", "die: d9")
PDF = Path("output") / "knights-of-the-board-roster.pdf"


def test_validate_legal_exit_0(work, run):
    code, out, err = run("validate", work("army.yaml", BASE))
    assert (code, out.splitlines(), err) == (0, ["1 roster: 0 errors, 0 warnings: legal"], "")


def test_validate_warning_exit_0(work, run):
    name = work("army.yaml", WARNED)
    code, out, _ = run("validate", name)
    assert code == 0
    finding, summary = out.splitlines()
    match_ = FINDING.match(finding)
    assert match_, finding
    assert (match_["file"], match_["line"], match_["sev"], match_["rule"]) == (
        name,
        str(line_of(WARNED, "budget:")),
        "warning",
        "INSTA-UNSPENT",
    )
    assert summary == "1 roster: 0 errors, 1 warning: legal"


def test_validate_rule_broken_exit_1(work, run):
    name = work("army.yaml", ILLEGAL)
    code, out, _ = run("validate", name)
    assert code == 1
    finding, summary = out.splitlines()
    match_ = FINDING.match(finding)
    assert match_, finding
    assert (match_["line"], match_["sev"], match_["rule"]) == (
        str(line_of(ILLEGAL, "budget:")),
        "error",
        "INSTA-BUDGET",
    )
    assert summary == "1 roster: 1 error, 0 warnings: not legal"


def test_validate_malformed_exit_2(work, run):
    name = work("army.yaml", MALFORMED)
    code, out, _ = run("validate", name)
    assert code == 2
    *findings, summary = out.splitlines()
    assert summary.endswith(": not readable")
    assert findings[0].startswith(f"{name}:{line_of(MALFORMED, 'die: d9')}:")


def test_validate_json(work, run):
    name = work("army.yaml", WARNED)
    code, out, _ = run("validate", "--format", "json", name)
    assert code == 0
    report = json.loads(out)
    assert report["exit_code"] == 0
    assert report["summary"] == "1 roster: 0 errors, 1 warning: legal"
    (row,) = report["findings"]
    assert (row["file"], row["line"], row["severity"], row["rule"]) == (
        name,
        line_of(WARNED, "budget:"),
        "warning",
        "INSTA-UNSPENT",
    )
    assert row["column"] >= 1 and "4 of 34" in row["message"]
    assert report["files"] == [
        {"file": name, "system": "insta-skirmish", "legal": True, "readable": True}
    ]
    code, out, _ = run("validate", "--format", "json", work("bad.yaml", ILLEGAL))
    assert code == json.loads(out)["exit_code"] == 1
    code, out, _ = run("validate", "--format", "json", work("worse.yaml", MALFORMED))
    report = json.loads(out)
    assert code == report["exit_code"] == 2
    assert all(r["rule"] == "SCHEMA" for r in report["findings"])
    assert report["files"][0]["readable"] is False


def test_validate_match_on_the_command_line(work, run):
    code, out, _ = run("validate", "--match", work("a.yaml", BASE), work("b.yaml", WARNED))
    assert code == 1
    lines = out.splitlines()
    rules = {FINDING.match(line)["rule"] for line in lines if FINDING.match(line)}
    assert rules == {"INSTA-UNSPENT", "INSTA-MATCH-BUDGET"}
    assert lines[-1].endswith(": not legal")


def pdf_read(path: Path) -> tuple[str, list[tuple[float, float]], int]:
    """All text (whitespace folded), page sizes in mm, and the small square boxes drawn."""
    with pdfplumber.open(str(path)) as pdf:
        sizes = [(float(p.width) * PT, float(p.height) * PT) for p in pdf.pages]
        text = " ".join(p.extract_text() or "" for p in pdf.pages)
        boxes = 0
        for page in pdf.pages:
            for rect in page.rects:
                w, h = (rect["x1"] - rect["x0"]) * PT, (rect["bottom"] - rect["top"]) * PT
                boxes += abs(w - h) < 0.05 and 2 < w < 8
    return " ".join(text.split()), sizes, boxes


def assert_a4(sizes) -> None:
    assert sizes
    for w, h in sizes:
        assert abs(w - 210.0) <= 0.05 and abs(h - 297.0) <= 0.05, (w, h)


def test_roster_shipped_example(work, run, tmp_path):
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    minis = data["miniatures"]
    code, out, err = run("roster", str(EXAMPLE))
    assert (code, err) == (0, "")
    assert out.splitlines() == [f"{PDF}: 1 page, {len(minis)} miniatures"]
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.pdf")) == [PDF]

    text, sizes, boxes = pdf_read(PDF)
    assert_a4(sizes)
    assert data["name"] in text
    assert "LEGAL" in text and "NOT LEGAL" not in text
    assert f"{data['budget']} of {data['budget']} points spent, 0 lost" in text
    for mini in minis:
        value = int(mini["die"][1:])
        assert mini["name"] in text, mini["name"]
        assert f"{value // 2} squares" in text
        assert f"d{value}, 4+" in text  # Save
        assert f"d{value}, {value // 2}+" in text  # Skill
    assert "d8 / 2, round up" in text  # the archer's bow
    assert boxes == sum(mini.get("armor", 0) for mini in minis)


def test_roster_armor_boxes_and_lost_points(work, run):
    text = in_mini(BASE, "Knight Captain", "armor: 1", "armor: 3")
    text = add_to(text, "Squire", "armor: 2")
    text = budget(text, 40)  # 30 + 4 + 4 spent: 38, 2 lost
    code, _, err = run("roster", work("army.yaml", text))
    assert code == 0
    assert "[INSTA-UNSPENT]" in err
    folded, _, boxes = pdf_read(PDF)
    assert "38 of 40 points spent, 2 lost" in folded
    assert boxes == 5


def test_roster_bought_attacks_on_the_card(work, run):
    text = budget(add_to(add_to(BASE, "Squire", "buy_ranged: gun"), "Sergeant", "armor: 0"), 34)
    assert run("roster", work("army.yaml", text))[0] == 0
    folded, _, _ = pdf_read(PDF)
    assert "Squire (d4, 8 pts)" in folded


def test_roster_illegal_writes_nothing(work, run, tmp_path):
    code, out, err = run("roster", work("army.yaml", ILLEGAL))
    assert (code, out) == (1, "")
    assert all(FINDING.match(line) for line in err.splitlines())
    assert "[INSTA-BUDGET]" in err
    assert list(tmp_path.rglob("*.pdf")) == []


def test_roster_force_prints_not_legal(work, run):
    code, out, _ = run("roster", work("army.yaml", ILLEGAL), "--force")
    assert code == 1
    (line,) = out.splitlines()
    assert re.fullmatch(rf"{re.escape(str(PDF))}: \d+ pages?, 4 miniatures \(NOT LEGAL\)", line)
    text, sizes, _ = pdf_read(PDF)
    assert_a4(sizes)
    assert "NOT LEGAL" in text and "INSTA-BUDGET" in text
    assert "30 of 25 points spent, 0 lost" in text


def test_roster_blank(work, run, tmp_path):
    code, out, err = run("roster", "--blank", "insta-skirmish")
    assert (code, err) == (0, "")
    (line,) = out.splitlines()
    path = Path(line.split(":", 1)[0])
    assert list(tmp_path.rglob("*.pdf")) == [tmp_path / path]
    text, sizes, _ = pdf_read(path)
    assert_a4(sizes)
    assert "BLANK ROSTER" in text
    for stat in ("Move", "Melee", "Ranged (non-gun)", "Ranged (gun)", "Defense", "Save", "Skill"):
        assert stat in text
    assert all(font_report(path).values())


def test_roster_fonts_all_embedded(work, run):
    assert run("roster", str(EXAMPLE))[0] == 0
    fonts = font_report(PDF)
    assert fonts and all(fonts.values()), fonts


def test_roster_is_deterministic(work, run):
    assert run("roster", str(EXAMPLE))[0] == 0
    first = PDF.read_bytes()
    assert run("roster", str(EXAMPLE))[0] == 0
    assert PDF.read_bytes() == first
