"""The built wheel carries content/ and templates/ and runs from anywhere (as pelican tests it)."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """Build the wheel offline, with the hatchling installed by the test extras."""
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--wheel-dir",
            str(out),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    (found,) = out.glob("skirmishgen-*.whl")
    return found


def test_wheel_carries_content_and_templates(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "skirmishgen/content/skirmish/edition-5.yaml" in names
    assert any(n.startswith("skirmishgen/templates/") for n in names)
    from skirmishgen.serve.pages import ASSETS  # the builder's pages work from a wheel

    for name in [*ASSETS, "base.html", "start.html", "builder.html"]:
        assert f"skirmishgen/templates/serve/{name}" in names
    assert "skirmishgen/cli/__init__.py" in names
    assert not any(n.startswith(("tests/", "output/")) for n in names)


def test_installed_wheel_runs_the_deck_from_another_folder(wheel, tmp_path):
    """pip installs the wheel into a fresh virtualenv; its console script runs from elsewhere.

    The virtualenv gets no pip of its own (ensurepip alone takes 4 s): this
    environment's pip installs into it with ``--python``. The dependencies
    (reportlab, pydantic, ...) come from this test environment through a .pth file,
    so the test needs no network.
    """
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=False)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python)]
    subprocess.run(
        [*pip, "install", "--quiet", "--no-deps", "--no-index", str(wheel)],
        check=True,
        capture_output=True,
        text=True,
    )
    site = Path(
        subprocess.check_output(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], text=True
        ).strip()
    )
    (site / "zz_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    work = tmp_path / "elsewhere"
    work.mkdir()
    clean = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    run = subprocess.run(
        [bindir / "skirmishgen", "deck", "--edition", "5"],
        cwd=work,
        capture_output=True,
        text=True,
        env=clean,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "output/skirmish-e5-deck.pdf: 30 pages, 128 cards + 7 player aids"
    assert (work / "output" / "skirmish-e5-deck.pdf").stat().st_size > 10_000
    where = subprocess.check_output(
        [python, "-c", "import skirmishgen.resources as r; print(r.content_dir())"],
        cwd=work,
        text=True,
        env=clean,
    ).strip()
    assert Path(where).is_relative_to(site), "content/ must come from the installed wheel"
