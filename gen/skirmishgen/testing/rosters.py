"""What the roster checks share: judging rosters, running the program once per distinct
command, and reading roster sheets back. Editing YAML text and placing findings (``edit``,
``in_entry``, ``place``...) is :mod:`skirmishgen.contract`'s, shared with the games'
contract data."""

from __future__ import annotations

import contextlib
import io
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import pypdfium2 as pdfium
import pytest
from hypothesis import HealthCheck, settings

from ..cli import main
from ..contract import RosterContract, place
from ..errors import Finding
from ..rosters import Roster, read_roster
from .pdf import plain

if TYPE_CHECKING:
    from ..game import Game

FINDING = re.compile(
    r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?P<col>\d+): "
    r"(?P<sev>error|warning) \[(?P<rule>[A-Z0-9-]+)\] (?P<message>\S.*)$"
)
SUMMARY = re.compile(r"^\d+ rosters?: \d+ errors?, \d+ warnings?: (legal|not legal|not readable)$")
YAML_LINE_BREAK = re.compile("\r\n|[\r\n\x85\u2028\u2029]")
PT = 25.4 / 72  # millimetres per point
A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)

PROPERTY = settings(
    # 50 random rosters (or byte strings) a game a run: enough to reach every model's
    # branches each time; every run (CI's too) draws new ones, so coverage grows run by run
    max_examples=50,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    database=None,  # nothing written into the folder the checks are run from
)


def where(finding: Finding) -> tuple[int, int]:
    assert finding.location is not None, str(finding)
    return finding.location.line, finding.location.column


# ------------------------------------------------------------------ judging rosters


def with_rule(roster: Roster, rule: str) -> list[Finding]:
    return [f for f in roster.findings if f.rule == rule]


def shown(roster: Roster) -> list[str]:
    return [str(f) for f in roster.findings]


def assert_legal(roster: Roster) -> None:
    assert not roster.malformed, shown(roster)
    assert roster.legal, shown(roster)


def assert_well_reported(roster: Roster, rules: Mapping[str, str]) -> None:
    """What every read roster keeps to, however broken its file: findings for anything
    unreadable, each one line with a rule id we know, at a place inside the file."""
    text = roster.path.read_bytes().decode("utf-8", errors="replace")
    lines = len(YAML_LINE_BREAK.split(text)) + 1  # the end of the file included
    if roster.malformed:
        assert roster.findings, "an unreadable roster without a finding"
    for finding in roster.findings:
        line = str(finding)
        assert line and "\n" not in line and "\r" not in line, line
        assert finding.location is not None and finding.location.path.endswith(roster.path.name)
        assert 0 <= finding.location.line <= lines, line
        if roster.malformed:
            assert (finding.rule, finding.severity) == ("SCHEMA", "error"), line
        else:  # a game rule, or a character the fonts cannot print
            assert finding.rule in rules or (finding.rule, finding.severity) == (
                "UNPRINTABLE",
                "error",
            ), line
    if not roster.malformed:
        found = [where(f) for f in roster.findings]
        assert found == sorted(found), "findings are not in file order"


# ------------------------------------------------------------------ running the program


def cli(*args: str) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of ``skirmishgen ARGS`` in the working folder."""
    out, err = io.StringIO(), io.StringIO()
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        pytest.raises(SystemExit) as stop,
    ):
        main(list(args))
    code = stop.value.code
    assert "Traceback" not in out.getvalue() + err.getvalue()
    status = code if isinstance(code, int) else (0 if code is None else 1)
    return status, out.getvalue(), err.getvalue()


@dataclass(frozen=True)
class Made:
    """What one command did in its own fresh folder."""

    code: int
    out: str
    err: str
    folder: Path

    def pdfs(self) -> list[Path]:
        """Every PDF in the folder, relative to it."""
        return sorted(p.relative_to(self.folder) for p in self.folder.rglob("*.pdf"))

    def pdf(self, relative: Path | str) -> SheetText:
        return sheet_text(self.folder / relative)


_MADE: dict[tuple, Made] = {}


def run_once(factory, files: dict[str, str], *args: str) -> Made:
    """Run ``skirmishgen ARGS`` once per session in a fresh folder holding ``files``
    (name -> text); the same files and arguments give back the same run."""
    key = (tuple(sorted(files.items())), args)
    if key not in _MADE:
        folder = factory.mktemp("made")
        for name, text in files.items():
            (folder / name).write_text(text, encoding="utf-8")
        with pytest.MonkeyPatch.context() as patch:
            patch.chdir(folder)
            _MADE[key] = Made(*cli(*args), folder)
    return _MADE[key]


# ------------------------------------------------------------------ reading sheets back


@dataclass(frozen=True)
class SheetText:
    """A PDF's text per page (whitespace folded), its lines, and page sizes in mm."""

    pages: tuple[str, ...]
    lines: tuple[str, ...]
    sizes: tuple[tuple[float, float], ...]

    @property
    def text(self) -> str:
        return " ".join(self.pages)

    def on(self, paper: tuple[float, float]) -> bool:
        return bool(self.sizes) and all(
            abs(w - paper[0]) <= 0.05 and abs(h - paper[1]) <= 0.05 for w, h in self.sizes
        )


@cache
def sheet_text(path: Path) -> SheetText:
    """Text and page sizes by pypdfium2 (much faster than pdfplumber); ``path`` absolute."""
    assert path.is_absolute(), path
    document = pdfium.PdfDocument(str(path))
    try:
        pages, lines, sizes = [], [], []
        for page in document:
            width, height = page.get_size()
            sizes.append((width * PT, height * PT))
            text = plain(page.get_textpage().get_text_range())
            pages.append(" ".join(text.split()))
            lines += [" ".join(line.split()) for line in text.splitlines()]
        return SheetText(tuple(pages), tuple(lines), tuple(sizes))
    finally:
        document.close()


def line_in(text: str, name: str, needle: str) -> int:
    """The line of the first ``needle`` inside entry ``name`` (a fighter, unit, miniature)."""
    return place(text, (name, needle))[0]


def roster_reader(file: str):
    """A fixture ``read(text) -> Roster``: the text saved as ``file`` and read by read_roster."""

    @pytest.fixture
    def read(tmp_path):
        def reader(text: str) -> Roster:
            path = tmp_path / file
            path.write_text(text, encoding="utf-8")
            return read_roster(path)

        return reader

    return read


# ------------------------------------------------------------------ the games under contract


def contracts(games: Iterable[Game]) -> tuple[RosterContract, ...]:
    """The contract of each of ``games`` that gives one, in their order (``Rosters.contract``:
    its legal base roster, a legal and an illegal case per rule id, its rules between
    rosters, its schema problems, its example files, its sheet's members, its blank sheet's
    words, random rosters). A game without rosters or without a contract is left out."""
    found = []
    for game in games:
        if game.rosters is not None and game.rosters.contract is not None:
            contract = game.rosters.contract()
            assert isinstance(contract, RosterContract), game.key
            assert contract.key == game.key, (contract.key, game.key)
            found.append(contract)
    return tuple(found)


def installed() -> tuple[RosterContract, ...]:
    """The contract of every installed game that gives one."""
    from ..games import GAMES

    return contracts(GAMES)


def under_contract() -> tuple[RosterContract, ...]:
    """The contracts of the games under test."""
    from . import under_test

    return contracts(under_test())


def having(what=lambda game: True) -> pytest.MarkDecorator:
    """Parametrize ``game`` by every contract that has ``what`` (a game without it is
    skipped: an empty parameter set)."""
    games = [game for game in under_contract() if what(game)]
    return pytest.mark.parametrize("game", games, ids=[game.key for game in games])


def misspelt(key: str) -> str:
    """A near miss of a game's key: its last letter but one left out."""
    return key[:-2] + key[-1]


def each(what: str, only=lambda game, item: True) -> list:
    """(game, item) for every item of every game's table ``what``, named game-rule."""
    return [
        pytest.param(game, item, id=f"{game.key}-{getattr(item, 'rule', None) or item.kind}-{n}")
        for game in under_contract()
        for n, item in enumerate(getattr(game, what))
        if only(game, item)
    ]


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
