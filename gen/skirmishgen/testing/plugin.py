"""The testing kit's pytest plugin: ``--game KEY`` to check one game (repeatable; every
installed game by default), and the fixtures the checks share. ``python -m
skirmishgen.testing`` loads it, as skirmishgen's own suite does (``-p
skirmishgen.testing.plugin`` in its pytest options).

The fixtures run the command line in this process (:func:`run_main`, ``run``), in a
temporary working folder (``work``), build every game under test once (``built_everything``)
and make each other product once per test run (``made``), shared with every other test
worker: the first to ask makes it, the others wait on a lock.
"""

from __future__ import annotations

import hashlib
import io
from collections.abc import Callable, Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from . import CHECKS, pdf

if TYPE_CHECKING:
    from ..contract import RosterContract
    from ..rosters import Roster

pytest.register_assert_rewrite(  # their asserts explain themselves, as a test module's do
    *(f"skirmishgen.testing.{name}" for name in (*CHECKS, "rosters"))
)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--game",
        action="append",
        default=[],
        metavar="KEY",
        help="check this game only (repeatable; default: every installed game)",
    )


def pytest_configure(config: pytest.Config) -> None:
    from .. import testing
    from ..checks import NameIndex
    from ..games import GAMES, key_of

    chosen = tuple(key_of(key) for key in config.getoption("game") or ())
    known = [game.key for game in GAMES]
    for key in chosen:
        if key not in known:
            raise pytest.UsageError(f"unknown game '{key}'; {NameIndex(known).hint(key, 'games')}")
    testing.CHOSEN = chosen


@pytest.fixture(autouse=True, scope="module")
def _close_pdfs_after_each_module() -> Iterator[None]:
    """A module shares the PDFs it reads (``pdf.read_pdf``); they are closed when it ends."""
    yield
    pdf.close_all()


def run_main(*argv: str) -> tuple[int, str, str]:
    """``skirmishgen *argv`` in this process: (exit status, stdout, stderr)."""
    import signal

    from ..cli import main

    out, err = io.StringIO(), io.StringIO()
    kept = {name: signal.getsignal(getattr(signal, name)) for name in ("SIGTERM", "SIGHUP")}
    try:
        with redirect_stdout(out), redirect_stderr(err), pytest.raises(SystemExit) as stop:
            main(list(argv))
    finally:  # main stops cleanly on these signals; the test process keeps its own ways
        for name, handler in kept.items():
            signal.signal(getattr(signal, name), handler)
    code = stop.value.code
    return (0 if code is None else int(code)), out.getvalue(), err.getvalue()


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]) -> Callable[..., tuple[int, str, str]]:
    """run(*args) -> (exit status, stdout, stderr) of the program; never a traceback."""
    from ..cli import main

    def call(*args: str) -> tuple[int, str, str]:
        with pytest.raises(SystemExit) as stop:
            main(list(args))
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err
        code = stop.value.code
        return (0 if code is None else int(code)), out, err

    return call


@pytest.fixture
def work(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Callable[[str, str], str]:
    """A temporary working folder; work(name, text) writes a roster file there."""
    monkeypatch.chdir(tmp_path)

    def write(name: str, text: str) -> str:
        (tmp_path / name).write_text(text, encoding="utf-8")
        return name

    return write


def shared_folder(config: pytest.Config, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one temporary folder every test worker of this run sees: the run's base, not a
    worker's (a pytest-xdist worker's base is a folder of the run's)."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if hasattr(config, "workerinput") else base


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (made if missing): one worker at a time. Where
    there is no ``fcntl`` (Windows), the tests run in one process and need none."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    with open(path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


@dataclass(frozen=True)
class Built:
    """``skirmishgen build`` of the games under test as it ran: its exit status, what it
    said, and the folder it wrote (a folder a game)."""

    code: int
    out: str
    err: str
    folder: Path


@pytest.fixture(scope="session")
def built_everything(
    pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory
) -> Built:
    """One ``build`` of every game under test, shared by every check and test worker: the
    first to ask builds it (the others wait on a lock) and the rest read it, never write."""
    import json

    from . import CHOSEN

    shared = shared_folder(pytestconfig, tmp_path_factory)
    root = shared / "build-everything"
    with locked(shared / "build-everything.lock"):
        said = root / "said.json"
        if not said.exists():
            root.mkdir(exist_ok=True)
            with pytest.MonkeyPatch.context() as patch:
                patch.chdir(root)
                # in this process: the test workers already use the cores
                patch.setattr("skirmishgen.build.PARALLEL_FROM", 10**6)
                said.write_text(json.dumps(run_main("build", *CHOSEN, "--out", "made")))
        code, out, err = json.loads(said.read_text())
    return Built(code, out, err, root / "made")


@pytest.fixture(scope="session")
def made(
    pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory
) -> Callable[..., Path]:
    """made(*argv) -> the PDF ``skirmishgen *argv --out PDF`` writes. Each product is made
    once per test run, by the first worker to ask (the others wait on its lock), and then
    only read: a booklet or sheet several modules read is typeset once, not once each."""
    folder = shared_folder(pytestconfig, tmp_path_factory) / "made"
    folder.mkdir(exist_ok=True)

    def make(*argv: str) -> Path:
        name = hashlib.sha1("\0".join(argv).encode()).hexdigest()[:16]
        target = folder / f"{'-'.join(argv[:2]).replace('/', '-')[:40]}-{name}.pdf"
        with locked(folder / f"{name}.lock"):
            if not target.exists():
                code, _, err = run_main(*argv, "--out", str(target))
                assert code == 0, (argv, err)
        return target

    return make


@pytest.fixture(scope="session")
def table_of(
    pytestconfig: pytest.Config, tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str], Path]:
    """table_of(game) -> the folder ``skirmishgen build GAME --format tts`` writes (its
    default rosters), made once per test run by the first worker to ask, then only read."""
    folder = shared_folder(pytestconfig, tmp_path_factory) / "tables"
    folder.mkdir(exist_ok=True)

    def make(game: str) -> Path:
        target = folder / game
        with locked(folder / f"{game}.lock"):
            if not (target / f"{game}-tts").is_dir():
                code, _, err = run_main("build", game, "--format", "tts", "--out", str(target))
                assert code == 0, (game, err)
        return target / f"{game}-tts"

    return make


@pytest.fixture
def read(tmp_path: Path) -> Callable[..., Roster]:
    """read(game, text or bytes) -> the Roster read_roster makes of the game's roster file."""

    def reader(game: RosterContract, text: str | bytes, name: str | None = None) -> Roster:
        from ..rosters import read_roster

        path = tmp_path / (name or game.file)
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return read_roster(path)

    return reader
