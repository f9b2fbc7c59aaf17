"""The built wheel carries content/ and templates/ and runs from anywhere (as pelican tests
it), and its testing kit checks a game installed beside it from a folder with no source."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import venv
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from repo import ROOT


@pytest.fixture(scope="module")
def wheels(tmp_path_factory) -> dict[str, Path]:
    """skirmishgen's wheel and the example game's, built offline (one pip, the hatchling
    the test extras install), by distribution name."""
    out = tmp_path_factory.mktemp("wheels")
    subprocess.run(
        [
            *(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"),
            *("--wheel-dir", str(out), str(ROOT), str(ROOT / "examples" / "pocket-skirmish")),
        ],
        check=True,
        capture_output=True,
        text=True,
    )
    return {path.name.split("-")[0]: path for path in out.glob("*.whl")}


@pytest.fixture(scope="module")
def wheel(wheels) -> Path:
    """skirmishgen's wheel."""
    return wheels["skirmishgen"]


def test_wheel_carries_content_and_templates(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert "skirmishgen/content/skirmish/edition-5.yaml" in names
    assert any(n.startswith("skirmishgen/templates/") for n in names)
    from skirmishgen.serve.pages import ASSETS  # the builder's pages work from a wheel

    for name in [*ASSETS, "base.html", "start.html", "builder.html"]:
        assert f"skirmishgen/templates/serve/{name}" in names
    assert "skirmishgen/cli/__init__.py" in names
    assert not any(n.startswith(("tests/", "output/")) for n in names)


@dataclass(frozen=True)
class Installed:
    """A fresh virtualenv holding the wheels, and how to run a program in it from a folder
    with no skirmishgen source."""

    python: Path
    bindir: Path
    site: Path
    elsewhere: Path

    def run(self, *argv: str | Path) -> subprocess.CompletedProcess[str]:
        clean = {
            k: v
            for k, v in os.environ.items()
            if k not in ("PYTHONPATH", "VIRTUAL_ENV") and not k.startswith("PYTEST")
        }
        return subprocess.run(
            argv, cwd=self.elsewhere, capture_output=True, text=True, env=clean, timeout=600
        )


@pytest.fixture(scope="module")
def installed(wheels, tmp_path_factory) -> Installed:
    """pip installs the wheel, and the example game's, into a fresh virtualenv.

    The virtualenv gets no pip of its own (ensurepip alone takes 4 s): this
    environment's pip installs into it with ``--python``. The dependencies
    (reportlab, pydantic, ...) come from this test environment through a .pth file,
    so the test needs no network.
    """
    root = tmp_path_factory.mktemp("installed")
    env_dir = root / "venv"
    venv.create(env_dir, with_pip=False)
    bindir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python)]
    subprocess.run(
        [*pip, "install", "--quiet", "--no-deps", "--no-index", *map(str, wheels.values())],
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
    elsewhere = root / "elsewhere"
    elsewhere.mkdir()
    return Installed(python, bindir, site, elsewhere)


def test_installed_wheel_runs_the_deck_from_another_folder(installed):
    made = installed.run(installed.bindir / "skirmishgen", "deck", "--edition", "5")
    assert made.returncode == 0, made.stderr
    summary = "output/skirmish-e5-deck.pdf: 32 pages, 128 cards + 16 player aids"
    assert made.stdout.strip() == summary
    assert (installed.elsewhere / "output" / "skirmish-e5-deck.pdf").stat().st_size > 10_000
    code = "import skirmishgen.resources as r; print(r.content_dir())"
    where = installed.run(installed.python, "-c", code).stdout.strip()
    assert Path(where).is_relative_to(installed.site), "content/ must come from the installed wheel"


def test_the_testing_kit_checks_an_installed_game_from_anywhere(installed):
    """``python -m skirmishgen.testing pocket-skirmish`` from a folder with no skirmishgen
    source finds the kit's checks for the example game (every one of them passes in the
    suite's own run of the kit, tests/testing, and .ci/run runs them all from such a
    folder); the checks of its example rosters pass, and fail, naming themselves, once its
    example roster breaks a rule."""
    kit = (installed.python, "-m", "skirmishgen.testing", "pocket-skirmish")
    listed = installed.run(*kit, "--collect-only")
    checks = [line for line in listed.stdout.splitlines() if "pocket-skirmish" in line]
    assert len(checks) >= 30, listed.stdout[-2000:] + listed.stderr  # and those it skips
    examples = "-k", "shipped_examples"
    kept = installed.run(*kit, *examples)
    assert kept.returncode == 0, kept.stdout[-3000:] + kept.stderr
    said = kept.stdout.strip().splitlines()[-1]
    assert said == "pocket-skirmish keeps skirmishgen's contract: 1 check passed", said
    crew = installed.site / "pocket_skirmish" / "content" / "crews" / "the-lanterns.yaml"
    legal = crew.read_text(encoding="utf-8")
    crew.write_text(legal.replace("role: brawler", "role: captain"), encoding="utf-8")
    try:
        broken = installed.run(*kit, *examples)
    finally:
        crew.write_text(legal, encoding="utf-8")
    assert broken.returncode == 1, broken.stdout[-3000:] + broken.stderr
    said = broken.stdout.strip().splitlines()[-1]
    failed = "test_shipped_examples_are_legal[pocket-skirmish]"
    assert said == f"pocket-skirmish fails 1 of 1 check: {failed}", said


def test_the_testing_kit_names_an_unknown_game_in_one_line(installed):
    said = installed.run(installed.python, "-m", "skirmishgen.testing", "pocket-skirmsh")
    assert said.returncode == 2
    assert said.stderr.strip() == (
        "skirmishgen.testing: unknown game 'pocket-skirmsh'; did you mean 'pocket-skirmish'?"
    )
