"""tools/bootstrap.py, the README's first step: a virtual environment with pip, made with
nothing but the Python it runs on, even one without ensurepip (pip's wheel given here in
place of PyPI's, so the test needs no network)."""

from __future__ import annotations

import glob
import os
import subprocess
import sys
from pathlib import Path

import pytest

from repo import ROOT

BOOTSTRAP = ROOT / "tools" / "bootstrap.py"


def pip_wheel() -> Path:
    """A pip wheel on this machine: the one ensurepip bundles, or Debian's."""
    import ensurepip

    places = [Path(ensurepip.__file__).parent / "_bundled", Path("/usr/share/python-wheels")]
    found = [w for place in places for w in sorted(glob.glob(str(place / "pip-*.whl")))]
    if not found:
        pytest.skip("no pip wheel on this machine (ensurepip's or /usr/share/python-wheels)")
    return Path(found[-1])


def bootstrap(folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    return subprocess.run(
        [sys.executable, str(BOOTSTRAP), *args],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_without_ensurepip_it_makes_a_venv_whose_pip_runs_and_keeps_it(tmp_path):
    made = bootstrap(tmp_path, "--pip-wheel", str(pip_wheel()))
    assert made.returncode == 0, made.stderr
    assert made.stdout == ".venv: made (a virtual environment with pip)\n"
    python = tmp_path / ".venv" / "bin" / "python"
    pip = subprocess.run([python, "-m", "pip", "--version"], capture_output=True, text=True)
    assert pip.returncode == 0 and str(tmp_path / ".venv") in pip.stdout
    prefix = subprocess.run(
        [python, "-c", "import sys; print(sys.prefix != sys.base_prefix)"],
        capture_output=True,
        text=True,
    )
    assert prefix.stdout == "True\n"  # a virtual environment: nothing goes into the system's
    again = bootstrap(tmp_path)
    assert (again.returncode, again.stdout) == (
        0,
        ".venv: ready (a virtual environment with pip)\n",
    )


def test_it_never_replaces_a_folder_that_is_not_a_venv(tmp_path):
    (tmp_path / ".venv").mkdir()
    (tmp_path / ".venv" / "notes.txt").write_text("mine")
    refused = bootstrap(tmp_path)
    assert refused.returncode == 1
    assert refused.stderr == (
        "bootstrap: .venv exists and is not a virtual environment; move it away\n"
    )
    assert (tmp_path / ".venv" / "notes.txt").read_text() == "mine"
