"""Making products the way the CLI does, for tests that need the product object or its file."""

from __future__ import annotations

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
