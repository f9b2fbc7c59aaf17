"""The Abstract Skirmish System: every ABS-* rule with a legal and an illegal squad, unit
slot limits, match on slots (a warning only); `validate`, `roster` (unit mats) and the Unit
Trait deck (`deck abstract-skirmish`) on the command line; `systems`; random input never
crashes.

Every illegal squad is the legal base squad with one targeted edit; the expected line of
a finding is computed from the edited text, never written as a number. Command-line
cases call ``skirmishgen.cli.main`` in-process in a temporary working folder; PDFs are
read back with pdfplumber.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pdfplumber
import pytest
import yaml
from hypothesis import given
from hypothesis import strategies as st
from pypdf import PdfReader

from pdfread import PT, font_report, page_boxes, text_in
from rosterhelp import (
    FINDING,
    PROPERTY,
    assert_findings_or_schema_error,
    assert_legal,
    edit,
    line_of,
    with_rule,
)
from skirmishgen.rosters import Roster, read_roster, validate_files
from skirmishgen.systems.abstract.checks import RULES

MATCH_RULES = {"ABS-MATCH-SLOTS"}
REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "content" / "abstract-skirmish" / "squads" / "bobs-squad.yaml"
TRAITS = ["Initiative", "Accuracy", "Evasion", "Damage", "Endurance"]
MINI = (44.0, 63.0)

BASE = """\
system: abstract-skirmish
name: Bob's squad
slots: 60
max_unit_slots: 20
units:
  - name: Alpha
    slots: 10
  - name: Bravo
    slots: 10
  - name: Charlie
    slots: 20
  - name: Delta
    slots: 20
"""

# ------------------------------------------------------------------ text editing helpers


def _unit_span(text: str, name: str) -> tuple[int, int]:
    head = f"  - name: {name}\n"
    assert text.count(head) == 1, f"no single unit {name!r}"
    start = text.index(head)
    end = text.find("\n  - name: ", start + 1)
    return start, len(text) if end == -1 else end + 1


def in_unit(text: str, name: str, old: str, new: str) -> str:
    """Replace the first ``old`` inside unit ``name``'s entry."""
    start, end = _unit_span(text, name)
    position = text.index(old, start)
    assert position < end, f"{old!r} is not in {name}'s entry"
    return text[:position] + new + text[position + len(old) :]


def line_in(text: str, name: str, needle: str) -> int:
    """The 1-based line of the first ``needle`` inside unit ``name``'s entry."""
    start, end = _unit_span(text, name)
    position = text.index(needle, start)
    assert position < end, f"{needle!r} is not in {name}'s entry"
    return text.count("\n", 0, position) + 1


def squad_slots(text: str, slots: int) -> str:
    """The squad's own ``slots:`` (the top-level one) set to ``slots``."""
    return re.sub(r"(?m)^slots: -?\d+$", f"slots: {slots}", text, count=1)


def top_line(text: str, key: str) -> int:
    """The line of the top-level ``key:``."""
    (found,) = [n for n, line in enumerate(text.splitlines(), 1) if line.startswith(f"{key}:")]
    return found


def unit_slots(text: str, name: str, slots: int) -> str:
    return re.sub(rf"(  - name: {name}\n    slots: )-?\d+", rf"\g<1>{slots}", text)


# ------------------------------------------------------------------ reading rosters


@pytest.fixture
def read(tmp_path):
    """read(yaml_text) -> the Roster that read_roster makes of it."""

    def reader(text: str | bytes, name: str = "squad.yaml") -> Roster:
        path = tmp_path / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return read_roster(path)

    return reader


def test_base_squad_is_legal_without_findings(read):
    roster = read(BASE)
    assert_legal(roster)
    assert roster.findings == []


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

    # 21 slots against the agreed 20 (Bravo gives one up, so the total stays 60)
    text = unit_slots(unit_slots(BASE, "Charlie", 21), "Bravo", 9)
    legal = unit_slots(unit_slots(BASE, "Alpha", 20), "Charlie", 10)  # 20 is allowed
    add("ABS-UNIT-SLOTS", text, line_in(text, "Charlie", "slots:"), legal=legal)

    text = in_unit(BASE, "Bravo", "name: Bravo", "name: alpha")  # names compare without case
    add("ABS-NAME-UNIQUE", text, line_of(text, "name: alpha"))

    text = squad_slots(BASE, 59)
    add("ABS-TOTAL", text, top_line(text, "slots"), message="1 more than the 59")

    text = squad_slots(BASE, 64)
    add(
        "ABS-UNUSED",
        text,
        top_line(text, "slots"),
        severity="warning",
        message="4 of 64 slots are not assigned",
    )
    return cases


CASES = _cases()


def test_every_rule_has_a_case():
    ids = [case.rule for case in CASES]
    assert len(ids) == len(set(ids))
    assert set(ids) == set(RULES) - MATCH_RULES
    assert set(RULES) >= MATCH_RULES


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_legal_squad(read, case):
    roster = read(case.legal)
    assert_legal(roster)
    assert roster.findings == []


@pytest.mark.parametrize("case", CASES, ids=[case.rule for case in CASES])
def test_rule_illegal_squad(read, case):
    roster = read(case.illegal)
    assert not roster.malformed, [str(f) for f in roster.findings]
    found = with_rule(roster, case.rule)
    assert found, [str(f) for f in roster.findings]
    assert {f.location.line for f in found} == {case.line}, [str(f) for f in found]
    for finding in found:
        assert finding.severity == case.severity
        assert finding.location.path.endswith("squad.yaml")
        assert f" {case.severity} [{case.rule}] " in str(finding)
        assert case.message in finding.message
    assert roster.legal == (case.severity != "error")


# ------------------------------------------------------------------ rule details


@pytest.mark.parametrize(
    ("slots", "limit", "allowed"),
    [
        (-1, 20, False),
        (0, 20, False),
        (1, 20, True),
        (20, 20, True),
        (21, 20, False),
        (0, None, False),
        (1, None, True),
        (45, None, True),  # no agreed limit: any size
    ],
)
def test_unit_slots_bounds(read, slots, limit, allowed):
    text = unit_slots(BASE, "Alpha", slots)
    if limit is None:
        text = edit(text, "max_unit_slots: 20\n", "")
    roster = read(text)
    found = with_rule(roster, "ABS-UNIT-SLOTS")
    if allowed:
        assert found == []
    else:
        (finding,) = found
        assert finding.location.line == line_in(text, "Alpha", "slots:")
        assert f"Alpha has {slots} slots" in finding.message
        assert ("1 to 20" if limit else "at least 1") in finding.hint


def test_negative_slots_do_not_free_slots(read):
    # Alpha's -10 does not pay for Delta's extra 20: 70 used of 60, not 60
    text = unit_slots(unit_slots(BASE, "Alpha", -10), "Delta", 40)
    text = edit(text, "max_unit_slots: 20\n", "")
    roster = read(text)
    (total,) = with_rule(roster, "ABS-TOTAL")
    assert "take 70 slots" in total.message


def test_three_units_with_one_name(read):
    text = in_unit(BASE, "Bravo", "name: Bravo", "name: Alpha")
    text = in_unit(text, "Charlie", "name: Charlie", "name: ALPHA")
    found = with_rule(read(text), "ABS-NAME-UNIQUE")
    lines = [n for n, line in enumerate(text.splitlines(), 1) if line.endswith(("Alpha", "ALPHA"))]
    assert len(lines) == 3
    assert [f.location.line for f in found] == lines[1:]  # the repeats, not the first


def test_total_over_slots_is_an_error(read):
    text = unit_slots(BASE, "Delta", 25)
    text = edit(text, "max_unit_slots: 20\n", "")
    roster = read(text)
    (finding,) = roster.findings
    assert (finding.rule, finding.severity) == ("ABS-TOTAL", "error")
    assert "take 65 slots, 5 more than the 60" in finding.message
    assert finding.location.line == top_line(text, "slots")
    assert not roster.legal


def test_unused_slots_are_a_warning_and_the_squad_stays_legal(read):
    text = unit_slots(BASE, "Delta", 5)
    roster = read(text)
    (finding,) = roster.findings
    assert (finding.rule, finding.severity) == ("ABS-UNUSED", "warning")
    assert "15 of 60 slots" in finding.message
    assert roster.legal


# ------------------------------------------------------------------ match


def match(tmp_path: Path, *texts: str):
    paths = []
    for number, text in enumerate(texts):
        path = tmp_path / f"side{number}.yaml"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    return validate_files(paths, with_match=True)


def test_match_equal_slots(tmp_path):
    report = match(tmp_path, BASE, edit(BASE, "name: Bob's squad", "name: Ann's squad"))
    assert report.matched == []
    assert report.exit_code == 0


def test_match_different_slots_is_only_a_warning(tmp_path):
    other = squad_slots(BASE, 80)
    report = match(tmp_path, BASE, other)
    (finding,) = report.matched
    assert (finding.rule, finding.severity) == ("ABS-MATCH-SLOTS", "warning")
    assert finding.location.path.endswith("side1.yaml")
    assert finding.location.line == top_line(other, "slots")
    assert "80" in finding.message and "60" in finding.message
    assert report.exit_code == 0


def test_match_of_three_squads(tmp_path):
    report = match(tmp_path, BASE, squad_slots(BASE, 61), squad_slots(BASE, 62))
    assert [f.location.path.rsplit("/", 1)[-1] for f in report.matched] == [
        "side1.yaml",
        "side2.yaml",
    ]
    assert {f.rule for f in report.matched} == {"ABS-MATCH-SLOTS"}
    assert report.exit_code == 0


# ------------------------------------------------------------------ schema problems (exit 2)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("slots: 10", "slots: ten"),
        ("slots: 10", "slots: 10.0"),
        ("slots: 10", "slot: 10"),
        ("name: Alpha", "name: ''"),
    ],
)
def test_schema_unit_problems(read, old, new):
    line = line_in(BASE, "Alpha", old)  # a one-line edit: the line stays where it was
    roster = read(in_unit(BASE, "Alpha", old, new))
    assert roster.malformed
    assert all(f.rule == "SCHEMA" for f in roster.findings)
    assert line in {f.location.line for f in roster.findings}


@pytest.mark.parametrize(
    ("key", "value"),
    [("slots", "0"), ("slots", "-5"), ("slots", "many"), ("max_unit_slots", "0")],
)
def test_schema_squad_numbers(read, key, value):
    text = re.sub(rf"(?m)^{key}: \d+$", f"{key}: {value}", BASE, count=1)
    roster = read(text)
    assert roster.malformed
    assert roster.findings[0].location.line == top_line(text, key)


def test_schema_no_units(read):
    text = BASE[: BASE.index("units:")] + "units: []\n"
    roster = read(text)
    assert roster.malformed
    assert roster.findings[0].location.line == top_line(text, "units")


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


def squads(broken: bool):
    """Squad data: well-formed (for the rule checks) or with junk, typos and wrong types."""

    def maybe(strategy):
        if not broken:
            return strategy
        return st.integers(0, 3).flatmap(lambda n: junk if n == 0 else strategy)

    words = st.text(st.characters(codec="ascii", categories=["L", "N"]), min_size=1, max_size=20)
    names = st.one_of(st.sampled_from(["Alpha", "alpha", "Bravo"]), words)
    unit = st.fixed_dictionaries({"name": maybe(names), "slots": maybe(st.integers(-5, 40))})
    system = st.just("abstract-skirmish")
    return st.fixed_dictionaries(
        {
            "system": st.one_of(system, system, st.just("skirmish"), junk) if broken else system,
            "name": maybe(names),
            "slots": maybe(st.integers(-2 if broken else 1, 120)),
            "units": maybe(st.lists(unit, min_size=1, max_size=8)),
        },
        optional={
            "max_unit_slots": maybe(st.integers(-1 if broken else 1, 40)),
            **({"notes": junk} if broken else {}),
        },
    )


@PROPERTY
@given(data=st.one_of(squads(broken=False), squads(broken=True)))
def test_random_squads_never_raise(tmp_path, data):
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

ILLEGAL = squad_slots(BASE, 50)
WARNED = squad_slots(BASE, 70)
MALFORMED = in_unit(BASE, "Alpha", "slots: 10", "slots: ten")
PDF = Path("output") / "bobs-squad-roster.pdf"
DECK = Path("output") / "abstract-skirmish-traits.pdf"


def test_validate_legal_exit_0(work, run):
    code, out, err = run("validate", work("squad.yaml", BASE))
    assert (code, out.splitlines(), err) == (0, ["1 roster: 0 errors, 0 warnings: legal"], "")


def test_validate_warning_exit_0(work, run):
    name = work("squad.yaml", WARNED)
    code, out, _ = run("validate", name)
    assert code == 0
    finding, summary = out.splitlines()
    match_ = FINDING.match(finding)
    assert match_, finding
    assert (match_["file"], match_["line"], match_["sev"], match_["rule"]) == (
        name,
        str(top_line(WARNED, "slots")),
        "warning",
        "ABS-UNUSED",
    )
    assert summary == "1 roster: 0 errors, 1 warning: legal"


def test_validate_rule_broken_exit_1(work, run):
    code, out, _ = run("validate", work("squad.yaml", ILLEGAL))
    assert code == 1
    finding, summary = out.splitlines()
    match_ = FINDING.match(finding)
    assert match_, finding
    assert (match_["line"], match_["rule"]) == (str(top_line(ILLEGAL, "slots")), "ABS-TOTAL")
    assert summary == "1 roster: 1 error, 0 warnings: not legal"


def test_validate_malformed_exit_2(work, run):
    name = work("squad.yaml", MALFORMED)
    code, out, _ = run("validate", name)
    assert code == 2
    *findings, summary = out.splitlines()
    assert summary.endswith(": not readable")
    assert findings[0].startswith(f"{name}:{line_of(MALFORMED, 'slots: ten')}:")


def test_validate_json(work, run):
    name = work("squad.yaml", ILLEGAL)
    code, out, _ = run("validate", "--format", "json", name)
    assert code == 1
    report = json.loads(out)
    assert report["exit_code"] == 1
    assert report["summary"] == "1 roster: 1 error, 0 warnings: not legal"
    (row,) = report["findings"]
    assert (row["file"], row["line"], row["severity"], row["rule"]) == (
        name,
        top_line(ILLEGAL, "slots"),
        "error",
        "ABS-TOTAL",
    )
    assert row["column"] >= 1 and row["message"] and row["hint"]
    assert report["files"] == [
        {"file": name, "system": "abstract-skirmish", "legal": False, "readable": True}
    ]
    code, out, _ = run("validate", "--format", "json", work("ok.yaml", BASE))
    assert (code, json.loads(out)["findings"]) == (0, [])
    code, out, _ = run("validate", "--format", "json", work("bad.yaml", MALFORMED))
    report = json.loads(out)
    assert code == report["exit_code"] == 2
    assert all(r["rule"] == "SCHEMA" for r in report["findings"])


def test_validate_match_different_slots_exit_0(work, run):
    code, out, _ = run("validate", "--match", work("a.yaml", BASE), work("b.yaml", WARNED))
    assert code == 0
    lines = out.splitlines()
    rules = {FINDING.match(line)["rule"] for line in lines if FINDING.match(line)}
    assert rules == {"ABS-UNUSED", "ABS-MATCH-SLOTS"}
    assert lines[-1] == "2 rosters: 0 errors, 2 warnings: legal"


# ------------------------------------------------------------------ unit mats


def mat_pages(path: Path) -> list[dict]:
    """Per page: its text (folded), the slot numbers in reading order, and the card places."""
    pages = []
    with pdfplumber.open(str(path)) as pdf:
        for page in pdf.pages:
            text = " ".join((page.extract_text() or "").split())
            places = [
                c
                for c in page.curves
                if abs((c["x1"] - c["x0"]) * PT - MINI[0]) <= 0.05
                and abs((c["bottom"] - c["top"]) * PT - MINI[1]) <= 0.05
            ]
            pages.append(
                {
                    "text": text,
                    "slots": [int(n) for n in re.findall(r"slot (\d+)", text)],
                    "places": len(places),
                    "size": (float(page.width) * PT, float(page.height) * PT),
                }
            )
    return pages


def test_roster_shipped_example_mats(work, run, tmp_path):
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    units = data["units"]
    code, out, err = run("roster", str(EXAMPLE))
    assert (code, err) == (0, "")
    pages = mat_pages(PDF)
    assert out.splitlines() == [f"{PDF}: {len(pages)} pages, {len(units)} unit mats"]
    assert sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*.pdf")) == [PDF]
    for page in pages:
        w, h = page["size"]
        assert abs(w - 210.0) <= 0.05 and abs(h - 297.0) <= 0.05, (w, h)
        assert data["name"] in page["text"]
        assert "LEGAL" in page["text"] and "NOT LEGAL" not in page["text"]
        assert page["places"] == len(page["slots"])  # a card-sized place per slot
        for trait in ("INIT", "ACC", "EV", "DMG", "END"):  # the round's trait levels
            assert f"{trait} ____" in page["text"]

    per_page = max(len(page["slots"]) for page in pages)
    assert sum(-(-unit["slots"] // per_page) for unit in units) == len(pages)
    rest = list(pages)
    for unit in units:
        count = -(-unit["slots"] // per_page)
        mats, rest = rest[:count], rest[count:]
        for number, mat in enumerate(mats, 1):
            assert mat["text"].startswith(unit["name"] + " "), mat["text"][:40]
            assert f"{unit['slots']} slots" in mat["text"]
            assert f"mat {number}/{count}" in mat["text"]
        assert [n for mat in mats for n in mat["slots"]] == list(range(1, unit["slots"] + 1))
    alpha = next(page for page in pages if page["text"].startswith("Alpha "))
    assert "slot 10" in alpha["text"]


def test_roster_force_prints_not_legal(work, run):
    code, out, err = run("roster", work("squad.yaml", ILLEGAL), "--force")
    assert code == 1
    assert "[ABS-TOTAL]" in err
    assert out.splitlines()[0].endswith("(NOT LEGAL)")
    pages = mat_pages(PDF)
    assert all("NOT LEGAL" in page["text"] for page in pages)


def test_roster_illegal_writes_nothing(work, run, tmp_path):
    code, out, err = run("roster", work("squad.yaml", ILLEGAL))
    assert (code, out) == (1, "")
    assert all(FINDING.match(line) for line in err.splitlines())
    assert list(tmp_path.rglob("*.pdf")) == []


def test_roster_blank(work, run, tmp_path):
    code, out, err = run("roster", "--blank", "abstract-skirmish")
    assert (code, err) == (0, "")
    (line,) = out.splitlines()
    path = Path(line.split(":", 1)[0])
    assert list(tmp_path.rglob("*.pdf")) == [tmp_path / path]
    pages = mat_pages(path)
    assert pages
    for page in pages:
        w, h = page["size"]
        assert abs(w - 210.0) <= 0.05 and abs(h - 297.0) <= 0.05, (w, h)
        assert page["places"] == len(page["slots"]) > 0
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


# ------------------------------------------------------------------ trait deck


def deck_faces(path: Path, card: tuple[float, float] = MINI) -> tuple[list[str], list[str]]:
    """The text of every front and every back card (fronts on odd pages, backs on even)."""
    fronts, backs = [], []
    with pdfplumber.open(str(path)) as pdf:
        for number, page in enumerate(pdf.pages):
            texts = [text_in(page, box) for box in page_boxes(page, *card)]
            (backs if number % 2 else fronts).extend(texts)
    return fronts, backs


def deck_line(out: str) -> tuple[int, int]:
    (line,) = out.splitlines()
    found = re.fullmatch(rf"{re.escape(str(DECK))}: (\d+) pages, (\d+) cards", line)
    assert found, line
    return int(found[1]), int(found[2])


@pytest.mark.parametrize(("option", "count"), [("--slots", 4), ("--per-trait", 2)])
def test_trait_deck_counts(work, run, option, count):
    code, out, err = run("deck", "abstract-skirmish", option, str(count))
    assert (code, err) == (0, "")
    pages, cards = deck_line(out)
    assert cards == 5 * count
    fronts, backs = deck_faces(DECK)
    assert len(PdfReader(str(DECK)).pages) == pages
    assert len(fronts) == len(backs) == cards  # every card is a mini card (44 x 63 mm)
    names = Counter(front.splitlines()[0] for front in fronts)
    assert names == {trait.upper(): count for trait in TRAITS}
    assert len(set(backs)) == 1  # all backs identical
    assert "UNIT TRAIT" in backs[0]
    for trait in TRAITS:
        assert trait.upper() not in backs[0]


def test_trait_deck_from_a_squad(work, run):
    slots = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))["slots"]
    code, out, err = run("deck", "abstract-skirmish", "--roster", str(EXAMPLE))
    assert (code, err) == (0, "")
    pages, cards = deck_line(out)
    assert cards == 5 * slots == 300
    reader = PdfReader(str(DECK))
    assert len(reader.pages) == pages
    with pdfplumber.open(str(DECK)) as pdf:
        first = pdf.pages[0]
        per_page = len(page_boxes(first, *MINI))
        assert per_page > 0
        assert text_in(first, page_boxes(first, *MINI)[0]).startswith("INITIATIVE")
        assert "UNIT TRAIT" in text_in(pdf.pages[1], page_boxes(pdf.pages[1], *MINI)[0])
    assert pages == 2 * -(-cards // per_page)


def test_trait_deck_per_trait_wins_over_slots(work, run):
    code, out, _ = run("deck", "abstract-skirmish", "--slots", "4", "--per-trait", "1")
    assert code == 0
    assert deck_line(out)[1] == 5


def test_trait_deck_card_size_option(work, run):
    code, out, _ = run("deck", "abstract-skirmish", "--per-trait", "1", "--card-size", "poker")
    assert code == 0
    assert deck_line(out)[1] == 5
    fronts, backs = deck_faces(DECK, (63.5, 88.9))
    assert len(fronts) == len(backs) == 5
    assert deck_faces(DECK)[0] == []


def test_trait_deck_fonts_and_determinism(work, run):
    assert run("deck", "abstract-skirmish", "--per-trait", "1")[0] == 0
    first = DECK.read_bytes()
    fonts = font_report(DECK)
    assert fonts and all(fonts.values()), fonts
    assert run("deck", "abstract-skirmish", "--per-trait", "1")[0] == 0
    assert DECK.read_bytes() == first


def test_trait_deck_needs_a_count(work, run, tmp_path):
    code, out, err = run("deck", "abstract-skirmish")
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "--roster" in line and "--slots" in line and "--per-trait" in line
    assert list(tmp_path.rglob("*.pdf")) == []


@pytest.mark.parametrize("count", ["0", "-1", "many"])
def test_trait_deck_bad_count(work, run, tmp_path, count):
    code, out, err = run("deck", "abstract-skirmish", "--slots", count)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_options_only_for_abstract(work, run):
    code, _, err = run("deck", "--slots", "4")
    assert code == 2
    (line,) = err.splitlines()
    assert "--slots is for the abstract-skirmish deck" in line


def test_trait_deck_malformed_squad_exit_2(work, run, tmp_path):
    name = work("squad.yaml", MALFORMED)
    code, out, err = run("deck", "abstract-skirmish", "--roster", name)
    assert (code, out) == (2, "")
    assert err.startswith(f"{name}:{line_of(MALFORMED, 'slots: ten')}:")
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_missing_squad_exit_2(work, run, tmp_path):
    code, out, err = run("deck", "abstract-skirmish", "--roster", "nowhere.yaml")
    assert (code, out) == (2, "")
    assert err.startswith("nowhere.yaml")
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_squad_of_another_game_exit_2(work, run, tmp_path):
    aof = REPO / "content" / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"
    code, out, err = run("deck", "abstract-skirmish", "--roster", str(aof))
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "not for abstract-skirmish" in line
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_army_of_another_game_with_findings_says_so(work, run, tmp_path):
    insta = "system: insta-skirmish\nname: K\nbudget: 30\nminiatures:\n  - {name: A, die: d4}\n"
    code, out, err = run("deck", "abstract-skirmish", "--roster", work("army.yaml", insta))
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "not for abstract-skirmish" in line


def test_trait_deck_illegal_squad_exit_2(work, run, tmp_path):
    name = work("squad.yaml", ILLEGAL)
    code, out, err = run("deck", "abstract-skirmish", "--roster", name)
    assert (code, out) == (2, "")
    assert "[ABS-TOTAL]" in err
    assert list(tmp_path.rglob("*.pdf")) == []


# ------------------------------------------------------------------ systems


def test_systems_lists_every_game(work, run):
    code, out, err = run("systems")
    assert (code, err) == (0, "")
    keys = [line.split()[0] for line in out.splitlines() if line and not line[0].isspace()]
    assert sorted(keys) == sorted(
        ["skirmish", "one-stat-skirmish", "aof-skirmish", "insta-skirmish", "abstract-skirmish"]
    )
    for key in ("one-stat-skirmish", "aof-skirmish", "insta-skirmish", "abstract-skirmish"):
        assert f"--blank {key}" in out or f"deck {key}" in out
    assert "try: skirmishgen deck abstract-skirmish" in out
