"""Every command the README and the site show, found on their pages and run as a reader
would: in a folder of the page's own (the repository's ``content/`` and ``examples/`` in
reach, the page's titled YAML files written there first), in this process
(``skirmishgen.cli.main``), in the page's order. Where a page shows the output
(a ``console`` block: ``$ command`` then what it prints), the output is compared: a line
``…`` stands for any lines, a ``…`` inside a line for any text.

A test module asks for ``shown`` (one command each) and names the pages it covers in
``PAGES``: the commands are shared between two modules, so two workers run them.
"""

from __future__ import annotations

import os
import re
import shlex
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from repo import ROOT, doc_pages, fences

RUNNABLE = ("sh", "console", "indented", "")
"""The blocks whose commands run (``bat``, ``yaml``, ``toml``, ``python`` do not)."""
NOT_RUN = {
    "python3 tools/bootstrap.py": "makes .venv and installs pip: CI runs the README's line",
    "py tools\\bootstrap.py": "Windows",
    ".venv/bin/pip": "installs into a virtual environment: CI runs the README's lines",
    ".venv/bin/python -m pytest": "the test suite itself: CI runs it",
    ".venv/bin/mkdocs serve": "a server; tests/docs/test_site.py builds the site",
    ". .venv/bin/activate": "changes the shell, not a command to check",
    "pipx install": "installs for the user: not in a test",
    "pip install": "installs into the environment: not in a test",
    "pip uninstall": "removes from the environment: not in a test",
    "python3 -m pip install": "installs into the environment: not in a test",
    "python benchmarks/bench.py": "minutes of benchmarks; run by hand (performance page)",
    "python -m skirmishgen.testing": "the testing kit, run by tests/testing/ on every game",
    "python -m pytest tests": "the example game's own tests, run by CI",
    "python tools/copy_example.py": "writes a package folder; CI runs it",
    "curl": "needs a running server; tests/serve/ test the API",
}
"""Commands shown that are not skirmishgen's, each with why a test does not run it."""
PARSED_ONLY = {
    "serve": "starts a server: its usage is checked by click, nothing is run",
    "site": "fetches Pyodide once and writes 19 MB: tests/site/ build and open it",
}


@dataclass
class Shown:
    """A command as a page shows it."""

    page: Path
    number: int
    line: str
    output: list[str] | None = None
    """What the page says it prints, or None where it shows no output."""
    files: dict[str, str] = field(default_factory=dict)
    """The page's titled YAML files written so far (``title="army.yaml"``)."""

    @property
    def name(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.number}"

    @property
    def argv(self) -> list[str]:
        words = shlex.split(self.line.split(" > ")[0])
        return words[1:]

    @property
    def redirect(self) -> str | None:
        return self.line.split(" > ")[1].strip() if " > " in self.line else None


def _command(line: str) -> str:
    """A shell line without its comment, ``.venv/bin/`` before skirmishgen said plainly."""
    words = shlex.split(line, comments=True)
    if words and words[0] in (".venv/bin/skirmishgen", "skirmishgen"):
        return shlex.join(["skirmishgen", *words[1:]]).replace(" '>' ", " > ")
    return " ".join(words)


def shown_on(page: Path) -> tuple[list[Shown], list[tuple[str, str]]]:
    """The page's skirmishgen commands, and every other command it shows (with where)."""
    commands: list[Shown] = []
    others: list[tuple[str, str]] = []
    files: dict[str, str] = {}
    for language, attributes, lines, start in fences(page.read_text(encoding="utf-8")):
        if language == "yaml" and "title" in attributes:
            files = {**files, attributes["title"]: "\n".join(lines) + "\n"}
            continue
        if language not in RUNNABLE:
            continue
        joined: list[tuple[int, str]] = []
        for offset, line in enumerate(lines):
            if joined and joined[-1][1].endswith("\\"):
                joined[-1] = (joined[-1][0], joined[-1][1][:-1] + " " + line.strip())
            else:
                joined.append((start + offset, line))
        for number, line in joined:
            if language == "console":
                if line.startswith("$ "):
                    commands.append(Shown(page, number, _command(line[2:]), [], files))
                elif commands and commands[-1].output is not None:
                    commands[-1].output.append(line.rstrip())
                continue
            if language == "indented" and not re.match(r"(skirmishgen|python|pip) ", line):
                continue
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            for part in line.split(" && "):
                said = _command(part.strip())
                if said.startswith("skirmishgen "):
                    commands.append(Shown(page, number, said, None, files))
                else:
                    others.append((f"{page.relative_to(ROOT)}:{number}", said))
    return commands, others


SHOWN = {page: shown_on(page)[0] for page in doc_pages()}


def matches(expected: list[str], said: list[str]) -> bool:
    """The lines a page shows against the lines printed: ``…`` alone is any lines, inside
    a line any text."""
    pattern = "".join(
        r"(?:[^\n]*\n)*?"
        if line.strip() == "…"
        else re.escape(line).replace(re.escape("…"), "[^\n]*") + r"\n"
        for line in expected
    )
    return re.fullmatch(pattern, "".join(f"{line.rstrip()}\n" for line in said)) is not None


def installed(argv: list[str]) -> str | None:
    """Why a command cannot run here: it names a game that is not installed."""
    from skirmishgen.games import GAMES

    keys = {game.key for game in GAMES}
    if "pocket-skirmish" in argv and "pocket-skirmish" not in keys:
        return "the example game pocket-skirmish is not installed here"
    return None


class PageRun:
    """A page's commands run in order in a folder of the page's own."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.done: dict[int, tuple[int, str, str]] = {}
        for name in ("content", "examples"):
            (folder / name).symlink_to(ROOT / name, target_is_directory=True)

    def run(self, shown: Shown, built=None) -> tuple[int, str, str]:
        from skirmishgen.testing.plugin import run_main

        for name, text in shown.files.items():
            path = self.folder / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        with pytest.MonkeyPatch.context() as patch:
            patch.chdir(self.folder)
            patch.setenv("SKIRMISHGEN_CONFIG", str(self.folder / "config"))
            patch.setenv("COLUMNS", "80")
            if shown.argv[:1] == ["build"] and built is not None:
                said = built(shown.argv)
            else:
                said = run_main(*shown.argv)
        if shown.redirect:
            (self.folder / shown.redirect).write_text(said[1], encoding="utf-8")
        self.done[shown.number] = said
        return said


@pytest.fixture(scope="module")
def page_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, PageRun]:
    return {page: PageRun(tmp_path_factory.mktemp(page.stem, numbered=True)) for page in SHOWN}


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "shown" not in metafunc.fixturenames:
        return
    chosen = getattr(metafunc.module, "PAGES", lambda page: True)
    pending = getattr(metafunc.module, "PENDING", {})
    params = []
    for page, commands in SHOWN.items():
        if not chosen(page):
            continue
        for shown in commands:
            marks = [
                pytest.mark.xfail(reason=why, strict=False)
                for text, why in pending.items()
                if text in shown.line
            ]
            params.append(pytest.param(shown, id=shown.name, marks=marks))
    metafunc.parametrize("shown", params)


def _rules_pages(line: str) -> int:
    """The pages build counts in one of its lines: a booklet's notes page left out."""
    import re

    notes = re.search(r"\((\d+) for notes\)", line)
    return int(line.split(": ")[1].split()[0]) - (int(notes[1]) if notes else 0)


@pytest.fixture
def built_as_shown(built_everything):
    """``skirmishgen build`` as the pages show it, from the run's one shared build: its lines
    for our five games (any other game installed is left out, with its files), summed as
    build sums them."""
    from skirmishgen.games import SHIPPED

    def said(argv: list[str]) -> tuple[int, str, str]:
        assert argv == ["build"], "the pages show build of every game only"
        made = [
            line
            for line in built_everything.out.splitlines()
            if line.startswith("made/") and line.split("/")[1] in SHIPPED
        ]
        lines = [line.replace("made/", "output/", 1) for line in made]
        said = built_everything.out.splitlines()[-1].replace(" in made", " in output")
        if f"built {len(made)} files " in said and f" for {len(SHIPPED)} games " in said:
            summary = said  # only our five games installed: build's own summary
        else:
            pages = sum(_rules_pages(line) for line in made)
            summary = f"built {len(made)} files ({pages} pages) for {len(SHIPPED)} games in output"
        return built_everything.code, "\n".join([*lines, summary]) + "\n", built_everything.err

    return said


def check(shown: Shown, runs: dict[Path, PageRun], built) -> None:
    """Run ``shown`` after the page's earlier commands (each once), as the page says."""
    why = installed(shown.argv)
    if why:
        pytest.skip(why)
    if shown.argv[:1] and shown.argv[0] in PARSED_ONLY:
        from skirmishgen.cli import cli

        context = cli.make_context("skirmishgen", list(shown.argv), resilient_parsing=False)
        command = cli.get_command(context, shown.argv[0])
        assert command is not None
        command.make_context(shown.argv[0], list(shown.argv[1:]), parent=context)
        return
    run = runs[shown.page]
    for earlier in SHOWN[shown.page]:
        if earlier.number >= shown.number:
            break
        if earlier.number not in run.done and not installed(earlier.argv):
            if earlier.argv[:1] and earlier.argv[0] in PARSED_ONLY:
                continue
            run.run(earlier, built)
    code, out, err = run.run(shown, built)
    while shown.output and not shown.output[-1]:
        shown.output.pop()
    assert "Traceback" not in out + err, err
    if shown.output is None or not shown.output:
        assert code == 0, f"{shown.line}: exit {code}\n{out}{err}"
        if shown.output == [] and (out + err).strip():
            pytest.fail(f"{shown.line}: the page shows no output, it printed:\n{out}{err}")
        return
    said_out, said_err = out.splitlines(), err.splitlines()
    assert matches(shown.output, said_out + said_err) or matches(
        shown.output, said_err + said_out
    ), f"{shown.line}\npage shows:\n" + "\n".join(shown.output) + f"\nit printed:\n{out}{err}"


os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")


@pytest.fixture
def check_shown(page_runs, built_as_shown):
    """check_shown(shown): run the command after its page's earlier ones, as the page says."""
    return lambda shown: check(shown, page_runs, built_as_shown)


@pytest.fixture(name="not_run")
def _not_run() -> dict[str, str]:
    return NOT_RUN


@pytest.fixture(name="shown_on")
def _shown_on():
    return shown_on
