"""``skirmishgen unpack``: a roster sheet's QR code back to its roster file, checked.

The code (its text, or a photo of it) becomes the roster's YAML; the YAML is read and
checked like any roster file, so the verdict is the one the sheet's stamp showed.
"""

from __future__ import annotations

import os
from pathlib import Path

from .errors import InputError, display_path
from .passport import as_yaml, read_code, unpack
from .rosters import Report, read_roster
from .writing import write_atomic

STANDARD_OUTPUT = Path("(code)")
"""The name findings give the roster printed on standard output."""


def unpack_code(given: str, out: Path | None, force: bool) -> tuple[str, Report]:
    """The roster file's text in code ``given``, and its findings; written to ``out``
    (atomically, never over an existing file without ``force``, never over the image)."""
    text, source = read_code(given)
    roster = as_yaml(unpack(text, source))
    if out is not None:
        _check_target(out, None if source in ("the code", "the link") else Path(given), force)
        write_atomic(out, roster.encode())
    report = Report([read_roster(out or STANDARD_OUTPUT, roster)], [])
    return roster, report


def _check_target(out: Path, image: Path | None, force: bool) -> None:
    try:
        _check_place(out, image, force)
    except OSError as error:
        shown = str(out)[:60]
        raise InputError(
            f"--out {shown}: cannot be used ({error.strerror}); choose another"
        ) from None


def _check_place(out: Path, image: Path | None, force: bool) -> None:
    shown = display_path(out)
    if out.is_dir():
        raise InputError(f"--out {shown}: is a folder; give a file name such as army.yaml")
    if image is not None and out.exists() and image.exists() and os.path.samefile(out, image):
        raise InputError(f"--out {shown}: is the image the code was read from; choose another")
    if out.exists() and not force:
        raise InputError(f"--out {shown}: exists; give --force to replace it, or another name")
