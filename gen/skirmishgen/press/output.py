"""Writing a finished file: atomically, never over an input, folders made as needed."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path

from ..errors import OutputError, display_path


def check_target(path: Path, inputs: Iterable[Path] = ()) -> Path:
    """Refuse an output path that is a folder, one of the inputs, or not a .pdf name."""
    target = path.expanduser()
    shown = display_path(target)
    try:
        return _checked(target, shown, inputs)
    except OSError as error:  # e.g. a name too long for the file system
        raise OutputError(
            f"{shown}: cannot be used as an output ({error.strerror}); choose another --out"
        ) from None


def _checked(target: Path, shown: str, inputs: Iterable[Path]) -> Path:
    if target.is_dir():
        raise OutputError(f"{shown}: is a folder; give --out a file name such as {shown}/deck.pdf")
    for source in inputs:
        if source.exists() and target.exists() and os.path.samefile(source, target):
            raise OutputError(
                f"{shown}: is the input file and would be overwritten; choose another --out"
            )
    if target.suffix.lower() != ".pdf":
        raise OutputError(f"{shown}: the output must be a .pdf file; end --out with .pdf")
    return target


def write_atomic(path: Path, data: bytes | memoryview) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place.

    A failure at any point leaves ``path`` as it was (absent or the old file).
    """
    shown = display_path(path)
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(
            f"{shown}: cannot create the folder {display_path(folder)} ({error.strerror}); "
            "choose a writable place with --out"
        ) from None
    handle, temporary = None, None
    try:
        handle, temporary = tempfile.mkstemp(prefix=".sg-", suffix=".tmp", dir=folder)
        with os.fdopen(handle, "wb") as stream:
            handle = None
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
        temporary = None
    except OSError as error:
        raise OutputError(
            f"{shown}: cannot be written ({error.strerror}); choose a writable place with --out"
        ) from None
    finally:
        if handle is not None:
            os.close(handle)
        if temporary is not None and os.path.exists(temporary):
            os.unlink(temporary)
