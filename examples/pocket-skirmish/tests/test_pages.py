"""Pocket Skirmish's products read back for what a template should show: pages filled with
what players look up, the booklet one sheet of four pages with no page for notes, the
odds worked out right, the suggested crews legal and the example round played by the
rules."""

from __future__ import annotations

import itertools
import math
import subprocess
import sys
from pathlib import Path

import pypdfium2
import pypdfium2.raw as pdfium_c
import pytest

from pocket_skirmish.about import HERE
from pocket_skirmish.example import ROUND, STANDING, WOOD, Step
from pocket_skirmish.figures import BASE
from pocket_skirmish.reference import RANGE, ROLE, SUGGESTED, TO_HIT, hits_in, odds_rows

PT = 25.4 / 72
"""mm a point."""
FOOTER, TOP = 14.0, 8.0
"""The footer's credit and the top margin, mm: a page's printable height is between."""
EXAMPLE = HERE / "content" / "crews" / "the-lanterns.yaml"


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "skirmishgen", *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120)


def made(tmp_path: Path, *args: str) -> Path:
    said = run(*args, "--out", "out.pdf", cwd=tmp_path)
    assert said.returncode == 0, said.stderr
    return tmp_path / "out.pdf"


def reach(pdf: Path, text_only: bool) -> tuple[float, float]:
    """The first page's tallest band with nothing printed (mm), and the share of its
    printable height from the top margin down to the lowest thing printed (only text:
    ``text_only``), both between the top margin and the footer."""
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        page = document[0]
        foot, top = FOOTER / PT, page.get_height() - TOP / PT
        spans = sorted(
            (max(bottom, foot), min(high, top))
            for obj in page.get_objects(max_depth=15)
            if not text_only or obj.type == pdfium_c.FPDF_PAGEOBJ_TEXT
            for _, bottom, _, high in [obj.get_bounds()]
            if min(high, top) > max(bottom, foot)
        )
    finally:
        document.close()
    gaps, reached = [], foot
    for bottom, high in spans:
        gaps.append(bottom - reached)
        reached = max(reached, high)
    gaps.append(top - reached)
    return max(gaps) * PT, (top - spans[0][0]) / (top - foot)


@pytest.mark.parametrize(
    ("args", "share"),
    [
        (("roster", str(EXAMPLE)), 0.7),  # the rules, then ruled lines for notes
        (("roster", "--blank", "pocket-skirmish"), 0.7),
        (("sheet", "pocket-skirmish"), 0.8),
        (("kit", "pocket-skirmish"), 0.9),
    ],
    ids=["crew sheet", "blank crew sheet", "cheat sheet", "kit"],
)
def test_each_sheet_is_filled_with_what_players_look_up(tmp_path, args, share):
    """Text reaches down most of the page, and no band a sixth of it is left blank."""
    pdf = made(tmp_path, *args)
    _, text = reach(pdf, text_only=True)
    blank, _ = reach(pdf, text_only=False)
    assert text >= share, f"text reaches {text:.0%} of the page"
    assert blank < (297 - FOOTER - TOP) / 6, f"a band of {blank:.0f} mm is blank"


def pages_of(pdf: Path) -> list[str]:
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        return [page.get_textpage().get_text_bounded() for page in document]
    finally:
        document.close()


def test_the_booklet_is_one_sheet_of_four_pages_and_none_for_notes(tmp_path):
    said = run("booklet", "pocket-skirmish", "--out", "booklet.pdf", cwd=tmp_path)
    assert said.stdout.strip() == "booklet.pdf: 4 booklet pages on 1 sheet, double-sided"
    sides = pages_of(tmp_path / "booklet.pdf")
    assert len(sides) == 2  # one sheet, both sides: pages 4 and 1, then 2 and 3
    lines = [line.strip() for side in sides for line in side.splitlines()]
    assert "Notes" not in lines
    back_and_cover, inside = sides
    assert "Quick reference" in back_and_cover and "Contents" in back_and_cover
    assert "Setting up" in inside and "An example of play" in inside


def test_the_odds_are_those_of_the_d6():
    """Every chance the sheets print, counted over every way the dice can fall."""
    for fight in {role.fight for role in ROLE.values()}:
        for hits, attacks in itertools.product(range(1, 3), range(1, 5)):
            rolls = list(itertools.product(range(1, 7), repeat=attacks))
            wins = sum(sum(r + fight >= TO_HIT for r in roll) >= hits for roll in rolls)
            assert hits_in(hits, attacks, fight) * len(rolls) == wins
    assert odds_rows()[0][:2] == ["Captain or Brawler (+2)", "50.0%"]


def test_the_cheat_sheet_prints_the_odds(tmp_path):
    text = pages_of(made(tmp_path, "sheet", "pocket-skirmish"))[0]
    for row in odds_rows():
        assert " ".join(row[1:]) in " ".join(text.split())


def test_the_suggested_crews_are_legal(tmp_path):
    for number, (name, roles, _) in enumerate(SUGGESTED):
        fighters = "".join(f"  - name: F{i}\n    role: {role}\n" for i, role in enumerate(roles))
        crew = f"system: pocket-skirmish\nname: {name}\nfighters:\n{fighters}"
        (tmp_path / f"crew{number}.yaml").write_text(crew)
    files = [f"crew{number}.yaml" for number in range(len(SUGGESTED))]
    said = run("validate", *files, cwd=tmp_path)
    assert said.returncode == 0, said.stdout
    assert said.stdout.strip().endswith(f"{len(files)} rosters: 0 errors, 0 warnings: legal")


def in_wood(point: tuple[float, float]) -> bool:
    (cx, cy), (rx, ry) = WOOD
    return ((point[0] - cx) / rx) ** 2 + ((point[1] - cy) / ry) ** 2 <= 1


def length(step: Step) -> float:
    """The inches a move costs: those in the wood twice, but for a scout."""
    assert step.to is not None
    parts = 100
    cost = 0.0
    for k in range(parts):
        a = [step.at[i] + (step.to[i] - step.at[i]) * k / parts for i in (0, 1)]
        b = [step.at[i] + (step.to[i] - step.at[i]) * (k + 1) / parts for i in (0, 1)]
        rough = in_wood(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)) and step.role != "scout"
        cost += math.dist(a, b) * (2 if rough else 1)
    return cost


def test_the_example_round_is_played_by_the_rules(tmp_path):
    """Each move within its fighter's, each attacker in base contact with its target (an
    archer touching no enemy may shoot instead, in range), and the booklet telling it."""
    where = {step.name: step.at for step in (*ROUND, *STANDING)}
    contact = 2 * BASE + 0.01
    for step in ROUND:
        if step.to is not None:
            assert length(step) <= ROLE[step.role].move, step.name
            where[step.name] = step.to
        if not step.target:
            continue
        apart = math.dist(where[step.name], where[step.target])
        if step.role == "archer" and apart > contact:
            enemies = [s.name for s in (*ROUND, *STANDING) if s.ours != step.ours]
            assert all(math.dist(where[step.name], where[e]) > contact for e in enemies)
            assert apart <= RANGE, step.name
        else:
            assert apart <= contact, f"{step.name} is {apart:.2f} inches from {step.target}"
    text = " ".join(" ".join(pages_of(made(tmp_path, "booklet", "pocket-skirmish"))).split())
    for step in ROUND:
        assert step.attack().split(",")[0] in text
