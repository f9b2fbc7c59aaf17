"""Make a virtual environment with pip in it, ``.venv`` in the current folder, using only
the Python it runs on: the README's first step (``python3 tools/bootstrap.py``).

It works where ``python3 -m pip install`` is refused (PEP 668's "externally managed"
Pythons of Debian, Ubuntu and Homebrew), because it installs nothing into that Python.
Where the Python has no ``ensurepip`` (Debian and Ubuntu without their python3-venv
package), the environment is made without pip, and pip's wheel is fetched from PyPI,
checked against the SHA-256 PyPI gives, and installed into it.

Run again, it keeps a working environment as it is; it never replaces a folder that is
not a virtual environment.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import urllib.parse
import urllib.request
import venv
from pathlib import Path

PIP_RELEASES = "https://pypi.org/pypi/pip/json"
"""PyPI's description of pip's newest release: its files, each with its SHA-256."""
LOWEST = (3, 11)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", default=".venv", type=Path)
    args = parser.parse_args(argv)
    if sys.version_info < LOWEST:
        return _stop(f"skirmishgen needs Python {'.'.join(map(str, LOWEST))} or newer")
    folder: Path = args.folder
    python = folder / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    if _has_pip(python):
        print(f"{folder}: ready (a virtual environment with pip)")
        return 0
    if folder.exists() and not (folder / "pyvenv.cfg").is_file():
        return _stop(f"{folder} exists and is not a virtual environment; move it away")
    bundled = importlib.util.find_spec("ensurepip") is not None
    try:
        venv.EnvBuilder(with_pip=bundled, clear=folder.exists()).create(folder)
        if not bundled:
            _install_pip(python)
    except (OSError, subprocess.CalledProcessError, ValueError) as error:
        return _stop(f"could not make {folder}: {error}")
    if not _has_pip(python):
        return _stop(f"{folder} was made, but its pip does not run")
    print(f"{folder}: made (a virtual environment with pip)")
    return 0


def _has_pip(python: Path) -> bool:
    if not python.exists():
        return False
    found = subprocess.run([python, "-m", "pip", "--version"], capture_output=True)
    return found.returncode == 0


def _install_pip(python: Path) -> None:
    """pip into the environment of ``python``, from PyPI (its SHA-256 checked)."""
    with tempfile.TemporaryDirectory() as scratch:
        wheel = _fetch_pip(Path(scratch))
        # a pip wheel runs as pip itself (pip's own documented bootstrap)
        subprocess.run(
            [python, str(wheel / "pip"), "install", "--quiet", "--no-index", str(wheel)],
            check=True,
        )


def _fetch_pip(folder: Path) -> Path:
    print("this Python has no ensurepip: fetching pip from PyPI")
    with urllib.request.urlopen(PIP_RELEASES, timeout=60) as answer:
        release = json.load(answer)
    file = next(f for f in release["urls"] if f["packagetype"] == "bdist_wheel" and not f["yanked"])
    address = urllib.parse.urljoin(PIP_RELEASES, file["url"])  # a mirror may give it relative
    with urllib.request.urlopen(address, timeout=120) as answer:
        data = answer.read()
    if hashlib.sha256(data).hexdigest() != file["digests"]["sha256"]:
        raise ValueError(f"{file['filename']} does not match the SHA-256 PyPI gives")
    wheel = folder / file["filename"]
    wheel.write_bytes(data)
    return wheel


def _stop(message: str) -> int:
    print(f"bootstrap: {message}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
