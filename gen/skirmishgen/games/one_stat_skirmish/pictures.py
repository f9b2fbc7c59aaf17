"""A fighter's picture for its standee: read only from beside the roster, bounded in bytes
and pixels before it is decoded, centre-cropped to the panel and resampled to 300 dpi."""

from __future__ import annotations

import io
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...errors import InputError, display_path
from ...files import NotRegular, read_limited
from ...press.photos import jpeg_bytes

if TYPE_CHECKING:
    from .models import Fighter

DPI = 300
MIN_DPI = 150
IMAGE_FORMATS = ("PNG", "JPEG", "WEBP", "GIF")
"""What a fighter's picture may be, told by its content before any decoder runs (an EPS
file would start Ghostscript on a stranger's file)."""
MAX_ASPECT = 20
"""The longest side of a picture at most this many times its shortest (a 1 x 40,000,000
strip would take a gigabyte to fit)."""
MAX_IMAGE_BYTES = 30_000_000
MAX_PIXELS = 40_000_000
"""Largest image decoded (after a JPEG's reduced decode): about 160 MB of pixels at most."""


@contextmanager
def warnings_off() -> Iterator[None]:
    """Pillow's decompression-bomb *warning* is noise here: big photos are decoded reduced."""
    from PIL import Image as PILImage

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", PILImage.DecompressionBombWarning)
        warnings.simplefilter("ignore", UserWarning)  # a malformed EXIF block, ignored below
        yield


def _beside(path: Path, roster: Path) -> bool:
    """Whether ``path`` (symlinks followed) is in the roster's folder or below it: a roster
    from someone else may name only pictures that travel with it."""
    try:
        return path.resolve().is_relative_to(roster.parent.resolve())
    except (OSError, RuntimeError, ValueError):
        return False


def art_path(fighter: Fighter, roster: Path) -> Path:
    """The fighter's picture, relative to the roster; as given where it cannot be resolved
    (a NUL character, a symlink loop: :func:`load_art` says so in one line)."""
    path = roster.parent / str(fighter.image)
    try:
        return path.resolve()
    except (ValueError, OSError, RuntimeError):
        return path


def load_art(
    fighter: Fighter, roster: Path, width: float, height: float
) -> tuple[bytes | None, str | None]:
    """The fighter's art, centre-cropped to the panel and resampled to 300 dpi, as JPEG
    (None if none), and a warning if it prints below ``MIN_DPI``.

    The file is read only if it is a regular file under ``MAX_IMAGE_BYTES``, and decoded
    only if it has at most ``MAX_PIXELS`` pixels (JPEGs are decoded reduced): a kit's
    memory stays bounded whatever the images."""
    if not fighter.image:
        return None, None
    if "\x00" in str(fighter.image):  # no file can have it; resolving it would fail
        raise InputError(
            f"{display_path(roster)}: image of {fighter.name} has a path no file can have "
            "(a NUL character); check the path in 'image:'"
        )
    from PIL import Image as PILImage
    from PIL import ImageOps, UnidentifiedImageError

    path = art_path(fighter, roster)
    shown = display_path(path)
    target = (round(width / 25.4 * DPI), round(height / 25.4 * DPI))

    def refuse(problem: str, hint: str = "save it as PNG or JPEG") -> InputError:
        return InputError(
            f"{display_path(roster)}: image of {fighter.name} {problem}: {shown}; {hint}"
        )

    if not _beside(path, roster):
        raise refuse("is outside the roster's folder", "copy the picture beside the roster file")
    try:
        data = read_limited(path, MAX_IMAGE_BYTES)
    except FileNotFoundError:
        raise refuse(
            "not found", "check the path in 'image:' (it is relative to the roster file)"
        ) from None
    except NotRegular:
        raise refuse("is not a regular file", "give the path of a PNG or JPEG file") from None
    except OSError as error:
        raise refuse(
            f"cannot be read ({error.strerror})", "check the path and permissions"
        ) from None
    if len(data) > MAX_IMAGE_BYTES:
        raise refuse(f"is larger than {MAX_IMAGE_BYTES // 1_000_000} MB", "save a smaller copy")
    try:
        with PILImage.open(io.BytesIO(data), formats=IMAGE_FORMATS) as source:
            if source.info.get("progressive") and source.width * source.height > MAX_PIXELS:
                raise refuse(  # decoded whole whatever draft() asks: memory of its full size
                    f"is a progressive JPEG of {source.width} x {source.height} pixels, more "
                    f"than {MAX_PIXELS // 1_000_000} million",
                    f"scale it down to about {target[0]} x {target[1]} pixels",
                )
            source.draft("RGB", target)  # JPEG: decode at a reduced size, whatever the original
            pixels = source.width * source.height
            if max(source.size) > MAX_ASPECT * min(source.size):
                raise refuse(
                    f"is {source.width} x {source.height} pixels, a strip, not a picture",
                    "crop it to the fighter",
                )
            if pixels > MAX_PIXELS:
                raise refuse(
                    f"is {source.width} x {source.height} pixels, more than "
                    f"{MAX_PIXELS // 1_000_000} million",
                    f"scale it down to about {target[0]} x {target[1]} pixels",
                )
            art = ImageOps.fit(
                _upright(_reduced(source, target)).convert("RGB"),
                target,
                PILImage.Resampling.LANCZOS,
            )
            covered = min(source.width / (width / 25.4), source.height / (height / 25.4))
    except PILImage.DecompressionBombError:
        raise refuse(
            f"has more than {MAX_PIXELS // 1_000_000} million pixels",
            f"scale it down to about {target[0]} x {target[1]} pixels",
        ) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError):
        raise refuse("cannot be read") from None
    warning = None
    if covered < MIN_DPI:
        warning = (
            f"image of {fighter.name} ({shown}) prints at only {covered:.0f} dpi; "
            f"use one of at least {round(width / 25.4 * MIN_DPI)} px across"
        )
    return jpeg_bytes(art), warning


def _reduced(source: Any, target: tuple[int, int]) -> Any:
    """A large picture shrunk by a whole factor, still at least twice the panel, before it
    is turned and converted: five 40-megapixel PNGs needed a gigabyte as full-size copies."""
    factor = min(source.width // (2 * target[0]), source.height // (2 * target[1]))
    if factor < 2:
        return source
    try:
        return source.reduce(factor)
    except (ValueError, NotImplementedError):  # a mode reduce() does not take (I;16)
        return source


def _upright(source: Any) -> Any:
    """The picture turned as its EXIF orientation says; as it is if the EXIF block is
    malformed (Pillow raises SyntaxError for a bad TIFF header)."""
    from PIL import ImageOps

    try:
        return ImageOps.exif_transpose(source)
    except Exception:
        return source
