"""1 Stat Skirmish on the command line: `validate` (exit codes, text and JSON) and `roster`.

Every case calls ``skirmishgen.cli.main`` in-process inside a temporary working
folder; the roster sheets are read back with pdfplumber.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pdfplumber
import pytest

from pdfread import PT, font_report
from skirmishgen.systems.one_stat.reference import reference

LEGAL = """\
system: one-stat-skirmish
name: Robyn's merry men
format: standard
fighters:
  - name: Robyn
    rank: boss
    stat: 6
    skills: [ranger]
    equipment:
      - {name: Longbow, kind: shooter, hands: 2}
      - {name: Short sword, kind: melee, hands: 1}
  - name: Little John
    rank: specialist
    stat: 5
    skills: [tank]
    equipment:
      - {name: Quarterstaff, kind: melee, hands: 2}
  - name: Friar Tuck
    rank: specialist
    stat: 4
    skills: [healer]
    equipment:
      - {name: Cudgel, kind: melee, hands: 1}
  - name: Rabbit with axe
    rank: rookie
    stat: 4
    role: fighter
    equipment:
      - {name: Axe, kind: melee, hands: 1}
      - {name: Shield, kind: shield}
  - name: Rabbit with crossbow
    rank: rookie
    stat: 3
    role: gunner
    equipment:
      - {name: Crossbow, kind: shooter, hands: 2}
  - name: Will
    rank: rookie
    stat: 3
    role: distraction
  - name: Much
    rank: rookie
    stat: 2
"""
FIGHTERS = [
    "Robyn",
    "Little John",
    "Friar Tuck",
    "Rabbit with axe",
    "Rabbit with crossbow",
    "Will",
    "Much",
]
USED_SKILLS = {"ranger", "tank", "healer"}
PDF = Path("output") / "robyns-merry-men-roster.pdf"
FINDING = re.compile(
    r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<sev>error|warning) \[(?P<rule>1SS-[A-Z-]+)\] \S"
)
SUMMARY = re.compile(r"^\d+ rosters?: \d+ errors?, \d+ warnings?: (legal|not legal|not readable)$")


def edit(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def line_of(text: str, needle: str) -> int:
    assert text.count(needle) == 1, needle
    return text.count("\n", 0, text.index(needle)) + 1


ILLEGAL = edit(LEGAL, "    stat: 2\n", "    stat: 7\n")  # Much, a rookie, above its d6
ILLEGAL_LINE = line_of(ILLEGAL, "stat: 7")
MALFORMED = edit(LEGAL, "rank: specialist\n    stat: 5", "rank: captain\n    stat: 5")
WARNED = edit(LEGAL, "[tank]", "[{name: Charge, text: Runs at the nearest foe.}]")


def pdf_text(path: Path) -> tuple[str, list[tuple[float, float]], str]:
    """All text (whitespace folded), page sizes in mm, and the fighter column's text."""
    with pdfplumber.open(str(path)) as pdf:
        sizes = [(float(p.width) * PT, float(p.height) * PT) for p in pdf.pages]
        text = " ".join(p.extract_text() or "" for p in pdf.pages)
        page = pdf.pages[0]
        words = page.extract_words()
        left = next(w for w in words if w["text"] == "Fighter")["x0"]
        right = next(w for w in words if w["text"] == "Skills")["x0"]
        column = page.crop((left - 1, 0, right - 1, float(page.height))).extract_text() or ""
    return " ".join(text.split()), sizes, " ".join(column.split())


def assert_page(sizes, width: float, height: float) -> None:
    assert sizes
    for w, h in sizes:
        assert abs(w - width) <= 0.05 and abs(h - height) <= 0.05, (w, h)


# ------------------------------------------------------------------ validate


def test_validate_legal_exit_0(work, run):
    code, out, err = run("validate", work("warband.yaml", LEGAL))
    assert code == 0
    assert out.splitlines() == ["1 roster: 0 errors, 0 warnings: legal"]
    assert err == ""


def test_validate_warnings_still_exit_0(work, run):
    code, out, _ = run("validate", work("warband.yaml", WARNED))
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 2
    match = FINDING.match(lines[0])
    assert match, lines[0]
    assert match["sev"] == "warning" and match["rule"] == "1SS-SKILL-CUSTOM"
    assert match["line"] == str(line_of(WARNED, "Charge"))
    assert lines[-1] == "1 roster: 0 errors, 1 warning: legal"


def test_validate_rule_broken_exit_1(work, run):
    name = work("warband.yaml", ILLEGAL)
    code, out, _ = run("validate", name)
    assert code == 1
    *findings, summary = out.splitlines()
    assert SUMMARY.match(summary) and summary.endswith(": not legal"), summary
    assert findings
    for line in findings:
        assert FINDING.match(line), line
    match = FINDING.match(findings[0])
    assert (match["file"], match["line"], match["sev"], match["rule"]) == (
        name,
        str(ILLEGAL_LINE),
        "error",
        "1SS-STAT",
    )
    assert "; set a stat from 1 to 6" in findings[0]


def test_validate_malformed_exit_2(work, run):
    name = work("warband.yaml", MALFORMED)
    code, out, _ = run("validate", name)
    assert code == 2
    *findings, summary = out.splitlines()
    assert summary.endswith(": not readable")
    assert findings
    assert findings[0].startswith(f"{name}:{line_of(MALFORMED, 'captain')}:")
    assert "rank" in findings[0]


def test_validate_malformed_wins_over_rule_errors(work, run):
    code, out, _ = run("validate", work("a.yaml", ILLEGAL), work("b.yaml", MALFORMED))
    assert code == 2
    lines = out.splitlines()
    assert SUMMARY.match(lines[-1])
    assert any(line.startswith("a.yaml:") and "[1SS-STAT]" in line for line in lines)
    assert any(line.startswith("b.yaml:") for line in lines)


@pytest.mark.parametrize(
    ("text", "code"),
    [("", 2), ("- just a list\n", 2), ("system: one-stat-skirmsh\nname: x\n", 2)],
    ids=["empty", "list", "unknown-system"],
)
def test_validate_unreadable_files(work, run, text, code):
    got, out, _ = run("validate", work("warband.yaml", text))
    assert got == code
    lines = out.splitlines()
    assert len(lines) >= 2
    assert all(line.startswith("warband.yaml") for line in lines[:-1])
    assert lines[-1].endswith(": not readable")


def test_validate_missing_file_exit_2(work, run):
    code, out, _ = run("validate", "nowhere.yaml")
    assert code == 2
    assert out.splitlines()[0].startswith("nowhere.yaml")


def test_validate_json(work, run):
    name = work("warband.yaml", edit(ILLEGAL, "[tank]", "[{name: Charge, text: Runs.}]"))
    code, out, _ = run("validate", "--format", "json", name)
    assert code == 1
    report = json.loads(out)
    assert report["exit_code"] == 1
    assert SUMMARY.match(report["summary"])
    assert report["summary"] == "1 roster: 1 error, 1 warning: not legal"
    rows = report["findings"]
    assert [(r["rule"], r["severity"]) for r in rows] == [
        ("1SS-SKILL-CUSTOM", "warning"),
        ("1SS-STAT", "error"),
    ]
    for row in rows:
        assert {"file", "line", "column", "severity", "rule", "message"} <= set(row)
        assert row["file"] == name
        assert isinstance(row["line"], int) and isinstance(row["column"], int)
        assert row["column"] >= 1
        assert row["message"]
    assert rows[1]["line"] == ILLEGAL_LINE
    assert report["files"] == [
        {"file": name, "system": "one-stat-skirmish", "legal": False, "readable": True}
    ]


def test_validate_json_legal_and_malformed(work, run):
    code, out, _ = run("validate", "--format", "json", work("ok.yaml", LEGAL))
    assert (code, json.loads(out)["findings"], json.loads(out)["exit_code"]) == (0, [], 0)
    code, out, _ = run("validate", "--format", "json", work("bad.yaml", MALFORMED))
    report = json.loads(out)
    assert code == report["exit_code"] == 2
    assert report["findings"] and all(r["rule"] == "SCHEMA" for r in report["findings"])
    assert report["files"][0]["readable"] is False


def test_validate_match_legal(work, run):
    code, out, _ = run("validate", work("a.yaml", LEGAL), work("b.yaml", LEGAL), "--match")
    assert code == 0
    lines = out.splitlines()
    assert any("info [1SS-TABLE]" in line and "2'x2'" in line for line in lines)
    assert lines[-1] == "2 rosters: 0 errors, 0 warnings: legal"


def test_validate_match_different_rookies_and_format(work, run):
    other = edit(LEGAL, "format: standard", "format: training")
    other += "  - name: Gisborne's spy\n    rank: rookie\n    stat: 3\n"
    code, out, _ = run("validate", work("a.yaml", LEGAL), work("b.yaml", other), "--match")
    assert code == 1
    lines = out.splitlines()
    rules = {FINDING.match(line)["rule"]: line for line in lines if FINDING.match(line)}
    assert set(rules) == {"1SS-MATCH-FORMAT", "1SS-MATCH-ROOKIES"}
    assert rules["1SS-MATCH-FORMAT"].startswith(f"b.yaml:{line_of(other, 'format:')}:")
    assert all(line.startswith("b.yaml:") for line in rules.values())
    assert lines[-1].endswith(": not legal")


def test_validate_without_match_ignores_differences(work, run):
    other = edit(LEGAL, "format: standard", "format: training")
    code, out, _ = run("validate", work("a.yaml", LEGAL), work("b.yaml", other))
    assert code == 0
    assert out.splitlines() == ["2 rosters: 0 errors, 0 warnings: legal"]


# ------------------------------------------------------------------ roster


def test_roster_legal_sheet(work, run, tmp_path):
    code, out, err = run("roster", work("warband.yaml", LEGAL))
    assert code == 0
    assert err == ""
    assert out.splitlines() == [f"{PDF}: 1 page, 7 fighters"]
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.pdf")) == [PDF]

    text, sizes, column = pdf_text(PDF)
    assert_page(sizes, 210.0, 297.0)
    for name in FIGHTERS:
        assert name in column, name
    assert "Robyn's merry men" in text
    assert "LEGAL" in text and "NOT LEGAL" not in text
    assert "standard format" in text
    assert "1 boss, 2 specialists," in text  # the line wraps beside the stamp
    for badge in ("D10", "D8", "D6"):
        assert badge in text

    reference_text = text.split("Rules used by this warband", 1)[1]
    skills = reference().skills
    for skill in skills:
        entry = f"{skill.name} ({skill.kind}):"
        assert (entry in reference_text) == (skill.id in USED_SKILLS), entry
    unused = {s.name for s in skills if s.id not in USED_SKILLS}
    for name in ("Assassin", "Sniper", "Berserker", "Shapeshifter"):
        assert name in unused
        assert name not in text
    assert "Command (boss)" in reference_text


def test_roster_fonts_are_vera(work, run):
    assert run("roster", work("warband.yaml", LEGAL))[0] == 0
    fonts = font_report(PDF)
    assert fonts
    assert all("BitstreamVera" in name for name in fonts if name != "/Helvetica"), fonts


def test_roster_fonts_all_embedded(work, run):
    assert run("roster", work("warband.yaml", LEGAL))[0] == 0
    fonts = font_report(PDF)
    assert fonts and all(fonts.values()), fonts


def test_roster_is_deterministic(work, run):
    name = work("warband.yaml", LEGAL)
    assert run("roster", name)[0] == 0
    first = PDF.read_bytes()
    assert run("roster", name)[0] == 0
    assert PDF.read_bytes() == first


def test_roster_out_option(work, run):
    code, out, _ = run("roster", work("warband.yaml", LEGAL), "--out", "sheets/mine.pdf")
    assert code == 0
    assert out.startswith("sheets/mine.pdf: ")
    assert Path("sheets/mine.pdf").read_bytes().startswith(b"%PDF")
    assert not PDF.exists()


def test_roster_letter_paper(work, run):
    code, _, _ = run("roster", work("warband.yaml", LEGAL), "--paper", "letter")
    assert code == 0
    _, sizes, _ = pdf_text(PDF)
    assert_page(sizes, 215.9, 279.4)


def test_roster_illegal_writes_nothing(work, run, tmp_path):
    code, out, err = run("roster", work("warband.yaml", ILLEGAL))
    assert code == 1
    assert out == ""
    lines = err.splitlines()
    assert lines and all(FINDING.match(line) for line in lines)
    assert any("[1SS-STAT]" in line for line in lines)
    assert list(tmp_path.rglob("*.pdf")) == []


def test_roster_malformed_writes_nothing(work, run, tmp_path):
    code, out, err = run("roster", work("warband.yaml", MALFORMED))
    assert code == 2
    assert out == ""
    assert err.startswith("warband.yaml:")
    assert list(tmp_path.rglob("*.pdf")) == []


def test_roster_force_prints_not_legal(work, run):
    code, out, err = run("roster", work("warband.yaml", ILLEGAL), "--force")
    assert code == 1
    assert out.splitlines() == [f"{PDF}: 1 page, 7 fighters (NOT LEGAL)"]
    assert "[1SS-STAT]" in err
    text, sizes, column = pdf_text(PDF)
    assert_page(sizes, 210.0, 297.0)
    assert "NOT LEGAL" in text
    assert "1SS-STAT" in text
    assert "Much" in column


def test_roster_blank(work, run, tmp_path):
    code, out, err = run("roster", "--blank", "one-stat-skirmish")
    assert code == 0
    assert err == ""
    (line,) = out.splitlines()
    path = Path(line.split(":", 1)[0])
    assert path.suffix == ".pdf" and path.read_bytes().startswith(b"%PDF")
    assert list(tmp_path.rglob("*.pdf")) == [tmp_path / path]
    with pdfplumber.open(str(path)) as pdf:
        text = " ".join(pdf.pages[0].extract_text().split())
        assert_page([(float(p.width) * PT, float(p.height) * PT) for p in pdf.pages], 210, 297)
    assert "BLANK ROSTER" in text


def test_roster_blank_unknown_system(work, run, tmp_path):
    code, out, err = run("roster", "--blank", "nonsense")
    assert code == 2
    assert out == ""
    (line,) = err.splitlines()
    assert "nonsense" in line and "one-stat-skirmish" in line
    assert list(tmp_path.rglob("*.pdf")) == []


def test_roster_blank_near_miss_suggests(work, run):
    code, _, err = run("roster", "--blank", "one-stat-skirmsh")
    assert code == 2
    (line,) = err.splitlines()
    assert "did you mean 'one-stat-skirmish'?" in line


def test_roster_needs_file_or_blank(work, run):
    code, out, err = run("roster")
    assert code == 2
    assert out == ""
    (line,) = err.splitlines()
    assert "--blank" in line


def test_roster_file_and_blank_is_an_error(work, run, tmp_path):
    code, _, err = run("roster", work("warband.yaml", LEGAL), "--blank", "one-stat-skirmish")
    assert code == 2
    assert len(err.splitlines()) == 1
    assert list(tmp_path.rglob("*.pdf")) == []
