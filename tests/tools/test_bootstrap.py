"""tools/bootstrap.py, the README's first step: a virtual environment with pip, made with
nothing but the Python it runs on. What it makes is proven where it counts, outside the
suite: CI runs the README's first command with the machine's externally-managed
/usr/bin/python3, and in a stock Debian 12 whose python3 has no pip and no ensurepip
(.ci/stock-debian), each ending with the deck printed. Here: what it must never do."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from repo import ROOT

BOOTSTRAP = ROOT / "tools" / "bootstrap.py"


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


def test_it_never_replaces_a_folder_that_is_not_a_venv(tmp_path):
    (tmp_path / ".venv").mkdir()
    (tmp_path / ".venv" / "notes.txt").write_text("mine")
    refused = bootstrap(tmp_path)
    assert refused.returncode == 1
    assert refused.stderr == (
        "bootstrap: .venv exists and is not a virtual environment; move it away\n"
    )
    assert (tmp_path / ".venv" / "notes.txt").read_text() == "mine"


def test_a_python_older_than_skirmishgen_needs_is_told_so(tmp_path, monkeypatch, capsys):
    import importlib.util

    spec = importlib.util.spec_from_file_location("bootstrap", BOOTSTRAP)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(module.sys, "version_info", (3, 10, 12))
    assert module.main([]) == 1
    assert capsys.readouterr().err == "bootstrap: skirmishgen needs Python 3.11 or newer\n"
    assert list(tmp_path.iterdir()) == []
