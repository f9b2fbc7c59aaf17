"""``python -m skirmishgen.testing GAME [PYTEST OPTIONS]``: the testing kit's checks on one
installed game, from any folder; exit 0 when the game keeps skirmishgen's contract, 1 when
it breaks a check (each named), 2 when the checks cannot run (an unknown game, pytest or
hypothesis missing). Options after the game go to pytest (``-x``, ``-k NAME``, ``-v``)."""

from __future__ import annotations

import sys
from pathlib import Path

USAGE = (
    "usage: python -m skirmishgen.testing GAME [PYTEST OPTIONS]\n"
    "  runs skirmishgen's checks on the installed game GAME (its key, as `skirmishgen "
    "games` lists it)"
)
NEEDS = ("pytest", "hypothesis", "pypdf")
"""What the checks need beyond skirmishgen itself: ``pip install 'skirmishgen[testing]'``."""


class Tally:
    """Counts the checks as pytest reports them, and names those that fail."""

    def __init__(self) -> None:
        self.passed = self.skipped = 0
        self.failed: list[str] = []

    def pytest_runtest_logreport(self, report) -> None:
        name = report.nodeid.split("::")[-1]
        if report.failed and name not in self.failed:
            self.failed.append(name)
        elif report.when == "call" and report.passed:
            self.passed += 1
        elif report.skipped:
            self.skipped += 1


def _missing() -> str | None:
    import importlib.util

    absent = [name for name in NEEDS if importlib.util.find_spec(name) is None]
    return ", ".join(absent) or None


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help"):
        print(USAGE, file=sys.stdout if args else sys.stderr)
        return 0 if args else 2
    key, *more = args
    absent = _missing()
    if absent:
        print(
            f"skirmishgen.testing: {absent} not installed; pip install 'skirmishgen[testing]'",
            file=sys.stderr,
        )
        return 2
    from ..checks import NameIndex
    from ..games import GAMES, key_of

    known = [game.key for game in GAMES]
    key = key_of(key)
    if key not in known:
        print(
            f"skirmishgen.testing: unknown game '{key}'; {NameIndex(known).hint(key, 'games')}",
            file=sys.stderr,
        )
        return 2
    return _run(key, more)


def _run(key: str, more: list[str]) -> int:
    import os

    # the kit's own checks and plugin, none of the pytest plugins the folder's environment
    # installs (they could change how the checks run); and pytest starts in half the time
    os.environ.setdefault("PYTEST_DISABLE_PLUGIN_AUTOLOAD", "1")
    import pytest

    from . import CHECKS

    tally = Tally()
    settings = Path(__file__).with_name("pytest.ini")  # its folder is the run's root
    code = pytest.main(
        [
            *("-c", str(settings), "-p", "skirmishgen.testing.plugin", "--game", key),
            "--noconftest",  # the folder's own conftest.py is not the kit's
            *("-q", "-rfE", *more),
            *("--pyargs", *(f"skirmishgen.testing.{name}" for name in CHECKS)),
        ],
        plugins=[tally],
    )
    ran = tally.passed + len(tally.failed)
    checks = f"{ran} check{'s' * (ran != 1)}"
    if code == 0:
        skipped = f", {tally.skipped} skipped (no data for them)" if tally.skipped else ""
        print(f"{key} keeps skirmishgen's contract: {checks} passed{skipped}")
        return 0
    if tally.failed:
        print(f"{key} fails {len(tally.failed)} of {checks}: {', '.join(tally.failed)}")
        return 1
    return 2


if __name__ == "__main__":
    sys.exit(main())
