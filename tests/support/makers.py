"""Making products the way the CLI does, for tests that need the product object or its file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from skirmishgen.decks import Layout, make_deck
from skirmishgen.output import Written, deliver
from skirmishgen.press.layout import Sheet


def print_deck(source: Path, sheet: Sheet, out: Path) -> Written:
    """The deck file ``source`` printed on ``sheet`` to ``out`` (through the output seam)."""
    (written,) = deliver(make_deck(str(source), {}, Layout(sheet, card_given=True)), out)
    return written


_RUNS = """
import contextlib, io, json, sys
from skirmishgen.cli import main
said = []
for argv in json.loads(sys.argv[1]):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
            code = 0
        except SystemExit as stop:
            code = 0 if stop.code is None else stop.code
    said.append((code, out.getvalue(), err.getvalue()))
print(json.dumps(said))
"""


def run_programs(
    cwd: Path, argvs: list[list[str]], timeout: float = 60
) -> list[subprocess.CompletedProcess[str]]:
    """Each command of ``argvs`` in turn, in one process of its own in ``cwd``, as
    :func:`run_program` would report it: for what could hang or crash, when there are
    several (a hang is the timeout; a crash or a traceback fails the whole run)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    done = subprocess.run(
        [sys.executable, "-c", _RUNS, json.dumps(argvs)],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0 and not done.stderr, done.stderr[-2000:]
    return [
        subprocess.CompletedProcess(argv, code, out, err)
        for argv, (code, out, err) in zip(argvs, json.loads(done.stdout), strict=True)
    ]


def run_program(cwd: Path, *args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """The real program in its own process, as a user runs it in ``cwd`` (for what must be
    seen from outside: exit codes, streams, or what could hang or kill the tests)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    return subprocess.run(
        [sys.executable, "-m", "skirmishgen", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
