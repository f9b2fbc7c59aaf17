"""Pocket Skirmish through skirmishgen, as a player would use it once the package is
installed beside skirmishgen: every command, and the builder's API. Nothing here reaches
into skirmishgen's own tests."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pypdfium2
import pytest

from pocket_skirmish.about import HERE
from pocket_skirmish.game import GAME

EXAMPLE = HERE / "content" / "crews" / "the-lanterns.yaml"
"""The example crew, where the package is installed."""


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "skirmishgen", *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120)


def text_of(pdf: Path) -> str:
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        return "\n".join(page.get_textpage().get_text_bounded() for page in document)
    finally:
        document.close()


def test_skirmishgen_lists_the_game(tmp_path):
    listed = run("games", cwd=tmp_path)
    assert listed.returncode == 0 and listed.stderr == ""
    line = next(line for line in listed.stdout.splitlines() if line.startswith("pocket-skirmish"))
    assert "Pocket Skirmish by the skirmishgen contributors" in line
    assert "(deck, rosters, kit, cheat sheet, booklet)" in line


def test_the_example_crew_is_legal_and_a_broken_one_is_not(tmp_path):
    legal = run("validate", str(EXAMPLE), cwd=tmp_path)
    assert legal.returncode == 0, legal.stderr
    assert legal.stdout.strip().endswith("1 roster: 0 errors, 0 warnings: legal")
    crew = EXAMPLE.read_text().replace("role: brawler", "role: captain")
    (tmp_path / "two.yaml").write_text(crew)
    broken = run("validate", "two.yaml", cwd=tmp_path)
    assert broken.returncode == 1
    captains = [n for n, text in enumerate(crew.splitlines(), 1) if text == "    role: captain"]
    line = captains[1]  # the finding stands at the second captain's role
    assert f"two.yaml:{line}:11: error [POCKET-CAPTAIN] the crew has 2 captains" in broken.stdout
    (tmp_path / "bad.yaml").write_text(EXAMPLE.read_text().replace("role: scout", "role: spy"))
    unreadable = run("validate", "bad.yaml", cwd=tmp_path)
    assert unreadable.returncode == 2 and "bad.yaml:" in unreadable.stdout + unreadable.stderr


def test_the_crew_sheet_lists_the_fighters_and_its_code_unpacks(tmp_path):
    made = run("roster", str(EXAMPLE), "--out", "crew.pdf", cwd=tmp_path)
    assert made.returncode == 0 and made.stdout.strip() == "crew.pdf: 1 page, 4 fighters"
    text = text_of(tmp_path / "crew.pdf")
    for word in ("The Lanterns", "Mara the Bold", "Old Tobin", "Wren", "Pip", "LEGAL"):
        assert word in text
    assert "Pocket Skirmish by the skirmishgen contributors" in text  # the footer's credit
    blank = run("roster", "--blank", "pocket-skirmish", "--out", "blank.pdf", cwd=tmp_path)
    assert blank.returncode == 0 and "BLANK ROSTER" in text_of(tmp_path / "blank.pdf")


@pytest.mark.parametrize(
    ("command", "words"),
    [
        (("sheet", "pocket-skirmish"), ("The roles", "Setting up", "The odds", "Crews to try")),
        (("booklet", "pocket-skirmish"), ("Your crew", "An example of play", "Quick reference")),
        (("kit", "pocket-skirmish"), ("OUT", "ACTED", "HIT", "Range tape", "Move gauges")),
        (("deck", "pocket-skirmish"), ("CAPTAIN", "hits on 4\u20136", "Cards by skirmishgen")),
    ],
)
def test_cheat_sheet_booklet_and_kit(tmp_path, command, words):
    made = run(*command, "--out", "out.pdf", cwd=tmp_path)
    assert made.returncode == 0, made.stderr
    text = text_of(tmp_path / "out.pdf")
    assert all(word in text for word in words), text[:400]


def test_build_prints_every_product_of_the_game(tmp_path):
    built = run("build", "pocket-skirmish", "--out", "made", cwd=tmp_path)
    assert built.returncode == 0, built.stderr
    files = sorted(path.name for path in (tmp_path / "made/pocket-skirmish").iterdir())
    assert files == [
        "00-print-me-first.pdf",
        "pocket-skirmish-booklet.pdf",
        "pocket-skirmish-cheatsheet.pdf",
        "pocket-skirmish-deck.pdf",
        "pocket-skirmish-kit.pdf",
        "the-lanterns-roster.pdf",
    ]


def test_schema_and_the_builder_know_the_crew_file(tmp_path):
    schema = json.loads(run("schema", "pocket-skirmish", cwd=tmp_path).stdout)
    assert schema["properties"]["system"]["const"] == "pocket-skirmish"
    from skirmishgen.loader import load_document
    from skirmishgen.serve.app import make_app
    from starlette.testclient import TestClient

    client = TestClient(make_app(), base_url="http://127.0.0.1:8765")
    games = client.get("/api/games").json()
    assert "pocket-skirmish" in json.dumps(games)
    assert client.get("/build/pocket-skirmish").status_code == 200
    checked = client.post("/api/check", json=load_document(EXAMPLE).data).json()
    assert checked["legal"] is True and checked["findings"] == []


def test_the_game_is_declared_with_its_own_content_and_template():
    assert GAME.content() == HERE / "content" and EXAMPLE.is_file()
    assert GAME.examples() == [EXAMPLE]
    assert GAME.booklet is not None and (GAME.booklet.templates / "booklet.j2").is_file()


def test_every_command_of_the_readme_runs_as_written(tmp_path):
    """The README's commands, from the package's folder (its files found there), each
    exiting 0 and writing what it says; installing and testing aside."""
    root = Path(__file__).resolve().parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    commands = [line.strip() for line in readme.splitlines() if line.startswith("    skirmishgen ")]
    assert len(commands) >= 7 and "skirmishgen games" in commands
    for command in commands:
        argv = [str(root / word) if word.startswith("src/") else word for word in command.split()]
        said = run(*argv[1:], cwd=tmp_path)
        assert said.returncode == 0, (command, said.stderr)
        assert "Traceback" not in said.stderr
    assert len(list((tmp_path / "output").glob("*.pdf"))) == len(commands) - 1
