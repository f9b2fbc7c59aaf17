"""Writing files safely: every output checked before anything is written (never over an
input, a folder, or a file of another kind), written atomically, all of a run's files or
none; and the bounds on what one run rasterises."""

from __future__ import annotations

import contextlib
import glob
import math
import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from .errors import OutputError, display_path
from .press.pdf import Rendered
from .press.raster import DPI_RANGE, page_sizes, pixels

MAX_IMAGES = 1000
"""The most images one run writes (pages, card faces or a virtual table's cards): they are
all made before the first is written, so their number bounds the memory."""
MAX_PIXELS = 250_000_000
"""The most pixels one run rasterises, over all its images: about ten seconds of drawing
and compressing (28 A4 pages at 300 dpi, 7 at 600), so an absurd size or resolution is
refused before the first image is drawn rather than after minutes."""


def bounded(rendered: Rendered, dpi: int, target: Path) -> None:
    count = rendered.pages
    if count > MAX_IMAGES:
        raise OutputError(
            f"{display_path(target)}: {count} images, more than the {MAX_IMAGES} one run "
            "writes; make the PDF, or split the deck"
        )
    sizes = page_sizes(rendered.pdf)
    total = pixels(sizes, dpi)
    if total > MAX_PIXELS:
        fits = math.floor(dpi * math.sqrt(MAX_PIXELS / total))
        while fits >= DPI_RANGE[0] and pixels(sizes, fits) > MAX_PIXELS:
            fits -= 1
        fix = f"choose --dpi {fits} or less" if fits >= DPI_RANGE[0] else "make the PDF"
        raise OutputError(
            f"{display_path(target)}: {count} images at {dpi} dpi come to "
            f"{total / 1e6:,.0f} million pixels, more than the {MAX_PIXELS / 1e6:,.0f} million "
            f"one run draws; {fix}, or a smaller card size"
        )


def check_target(path: Path, suffix: str, inputs: Iterable[Path] = ()) -> Path:
    """Refuse an output path that is a folder, one of the inputs, or of another format."""
    shown = display_path(path)
    try:
        return _checked(path, shown, suffix, inputs)
    except OSError as error:  # e.g. a name too long for the file system
        raise OutputError(
            f"{shown}: cannot be used as an output ({error.strerror}); choose another --out"
        ) from None


def _checked(target: Path, shown: str, suffix: str, inputs: Iterable[Path]) -> Path:
    if target.is_dir():
        raise OutputError(
            f"{shown}: is a folder; give --out a file name such as {shown}/file{suffix}"
        )
    plain = Path(os.path.normpath(os.path.abspath(target)))  # "sub/../x" is x, made or not
    for source in inputs:
        if source.exists() and any(
            p.exists() and os.path.samefile(source, p) for p in (target, plain)
        ):
            raise OutputError(
                f"{shown}: is the input file and would be overwritten; choose another --out"
            )
    if target.suffix.lower() != suffix:
        raise OutputError(f"{shown}: the output must be a {suffix} file; end --out with {suffix}")
    return target


def _clear_stale(path: Path) -> None:
    """Remove temporary files an earlier write of ``path`` left when it was killed
    (``.<name>.sg-<pid>-*.tmp`` whose process is gone)."""
    for stale in path.parent.glob(f".{glob.escape(path.name)}.sg-*.tmp"):
        pid = stale.name[len(path.name) + 5 :].split("-", 1)[0]
        if pid.isdigit() and not _alive(int(pid)):
            with contextlib.suppress(OSError):
                stale.unlink()


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, but not ours
        return True
    return True


def write_atomic(path: Path, data: bytes | memoryview) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place.

    A failure at any point leaves ``path`` as it was (absent or the old file).
    """
    write_all([(path, data)])


def write_all(files: Sequence[tuple[Path, bytes | memoryview]]) -> None:
    """Write a set of files as one: each to a temporary file beside it first, and only
    when all are written, each renamed into place. A failure (a full disk), a stop
    (SIGINT, SIGTERM, SIGHUP) or an error before the renames leaves every path as it was;
    temporary files a killed run leaves are removed by the next run's writes."""
    written: list[tuple[str, Path]] = []
    renamed, current = 0, files[0][0] if files else Path()
    try:
        for current, data in files:
            written.append((_temporary(current, data), current))
        for temporary, current in written:
            os.replace(temporary, current)
            renamed += 1
    except OSError as error:
        raise OutputError(
            f"{display_path(current)}: cannot be written ({error.strerror}); "
            "choose a writable place with --out"
        ) from None
    finally:
        for temporary, _ in written[renamed:]:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


def _temporary(path: Path, data: bytes | memoryview) -> str:
    """``data`` in a new temporary file beside ``path`` (its folder made if need be),
    synced, with the permissions a new file gets; its name."""
    folder = path.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise OutputError(
            f"{display_path(path)}: cannot create the folder {display_path(folder)} "
            f"({error.strerror}); choose a writable place with --out"
        ) from None
    if path.exists() and not path.is_file():  # a device or pipe: never replaced by a file
        raise OutputError(
            f"{display_path(path)}: is not a regular file; choose a file name with --out"
        )
    _clear_stale(path)
    prefix = f".{path.name}.sg-{os.getpid()}-"
    import tempfile  # only when a file is written: off the start-up path

    handle, temporary = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            handle = -1
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
    except BaseException:
        if handle != -1:
            os.close(handle)
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    return temporary
