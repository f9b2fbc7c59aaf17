"""The roster passport: a roster's data packed into the text of a QR code, and back.

The text is ``SKG2:`` and the roster as compact JSON, deflated and written in base45
(RFC 9285), whose 45 characters are exactly QR's alphanumeric set: the densest way to
put bytes in a QR code that still survives being read as text. Comments and layout of
the file do not travel; its data does, key order included.

``SKG2`` deflates against a preset dictionary, ``assets/passport/skg2-words.txt``: the
roster files' keys, choices and common names as they stand in compact JSON. A roster
then packs a quarter to two fifths shorter, so its code has fewer, larger modules at
the same printed size. The dictionary is frozen: a code printed today unpacks with every
later release (a new dictionary would take a new prefix). ``SKG1`` codes (plain zlib,
printed before) still unpack.

A code comes from someone else: its text, its inflated size, its depth and the image it
is read from are all bounded, and every failure is one line saying what to do.
"""

from __future__ import annotations

import functools
import json
import zlib
from pathlib import Path
from typing import Any

from .errors import InputError, display_path
from .files import NotRegular, read_limited

PREFIX = "SKG2:"
OLD_PREFIX = "SKG1:"
"""Codes printed before the preset dictionary: still read."""
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
MAX_TEXT = 8_000
"""Longest code text read: a version 40 QR code holds 4,296 alphanumeric characters."""
MAX_DATA = 256 * 1024
"""Most bytes a code may inflate to (a roster is a few kilobytes)."""
MAX_DEPTH = 64
MAX_IMAGE = 40 * 1024 * 1024
"""Largest image file read for a code."""
MAX_PIXELS = 60_000_000
"""Most pixels of an image read for a code (a 48-megapixel photo fits)."""
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg")
READ_SIDE = 3000
"""Longest side of a photo as it is read (a sheet's code is then still dozens of pixels)."""
SEARCH_SIDE = 2000
"""Longest side of the picture searched for every code when another came first."""


def pack(data: Any) -> str:
    """The passport text of a roster's data."""
    plain = json.dumps(data, separators=(",", ":"), ensure_ascii=False, default=str)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=words())
    return PREFIX + b45encode(deflate.compress(plain.encode()) + deflate.flush())


@functools.cache
def words() -> bytes:
    """The preset dictionary of ``SKG2`` codes."""
    return (Path(__file__).parent / "assets" / "passport" / "skg2-words.txt").read_bytes()


def is_code(text: str) -> bool:
    """Whether ``text`` starts as a roster code does (of this release or an earlier one)."""
    return text.strip()[: len(PREFIX)].upper() in (PREFIX, OLD_PREFIX)


def _inflater(prefix: str) -> Any:
    """The decompressor of a code with ``prefix``."""
    if prefix == OLD_PREFIX:
        return zlib.decompressobj()
    return zlib.decompressobj(-15, zdict=words())


def unpack(text: str, source: str = "the code") -> Any:
    """The roster data a passport text holds; InputError for anything else."""
    text = text.strip()
    if len(text) > MAX_TEXT:
        raise InputError(f"{source}: longer than any QR code holds; give the code's text")
    if not is_code(text):
        raise InputError(
            f"{source}: not a skirmishgen roster code (it starts with '{text[:12]}', "
            f"not '{PREFIX}'); scan the code on a roster sheet"
        )
    try:
        packed = b45decode(text[len(PREFIX) :].upper())
        inflate = _inflater(text[: len(PREFIX)].upper())
        plain = inflate.decompress(packed, MAX_DATA)
        if inflate.unconsumed_tail:
            raise InputError(f"{source}: unpacks to more than {MAX_DATA // 1024} KB; not a roster")
        if not inflate.eof:
            raise ValueError("cut short")
        data = json.loads(plain.decode("utf-8"))
    except (ValueError, zlib.error):
        raise InputError(
            f"{source}: the code's text is damaged or incomplete; "
            + ("copy the whole link again" if source == "the link" else "scan it again")
        ) from None
    except RecursionError:
        data = None  # nested deeper than any roster
    if not isinstance(data, dict) or _depth(data) > MAX_DEPTH:
        raise InputError(f"{source}: the code holds no roster; scan the code on a roster sheet")
    return data


def as_yaml(data: Any) -> str:
    """The roster as a YAML file, keys in their original order."""
    import yaml

    body = yaml.safe_dump(
        data, sort_keys=False, allow_unicode=True, default_flow_style=None, width=100
    )
    return "# Unpacked from a skirmishgen roster code (comments do not travel in codes).\n" + body


LINK_KEY = "#roster="
"""What comes before the code in a builder's share link (``http://127.0.0.1:8765/#roster=CODE``)."""


def link_code(given: str) -> str | None:
    """The code a share link holds (percent-encoded in the link), or None if ``given`` is
    no share link."""
    from urllib.parse import unquote

    _, key, code = given.strip().partition(LINK_KEY)
    if not key or len(given) > 3 * MAX_TEXT:
        return None
    return unquote(code.split("&", 1)[0])


def link_text(url: str, code: str) -> str:
    """The share link of ``code`` at the builder ``url`` (``skirmishgen site``): a phone
    camera opens it. Only space and ``%`` are escaped: the rest of base45 stands in a link's
    fragment as it is, so the code keeps a QR code's dense alphanumeric mode."""
    return f"{url}{LINK_KEY}{code.replace('%', '%25').replace(' ', '%20')}"


def read_code(given: str) -> tuple[str, str]:
    """The passport text in ``given`` (the text itself, a builder's share link, or an image
    file of the code), and what to call its source in messages."""
    if is_code(given):
        return given, "the code"
    linked = link_code(given)
    if linked is not None:
        return linked, "the link"
    path = Path(given)
    shown = display_path(path)
    if path.suffix.lower() not in IMAGE_SUFFIXES:
        raise InputError(
            f"{given[:40]}: neither a roster code (text starting {PREFIX}) nor a PNG or "
            "JPEG image of one; give the code's text or a photo of it"
        )
    try:
        raw = read_limited(path, MAX_IMAGE)
    except NotRegular:
        raise InputError(f"{shown}: not a regular file; give an image file") from None
    except OSError as error:
        raise InputError(f"{shown}: cannot read the image ({error.strerror})") from None
    if len(raw) > MAX_IMAGE:
        raise InputError(f"{shown}: larger than {MAX_IMAGE >> 20} MB; give a smaller photo")
    return decode_image(raw, shown), shown


def decode_image(raw: bytes, shown: str) -> str:
    """The text of the first roster code found in an image's bytes."""
    import io
    import warnings

    import zxingcpp
    from PIL import Image

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            opened = Image.open(io.BytesIO(raw), formats=("PNG", "JPEG", "WEBP", "GIF"))
            if max(opened.size) > 20 * min(opened.size):  # a strip, not a photo of a code
                raise InputError(f"{shown}: not a photo of a roster code; give the sheet's photo")
            if opened.width * opened.height > MAX_PIXELS:
                raise InputError(f"{shown}: the image is too large; give a smaller photo")
            image = opened.convert("L")
    except InputError:
        raise
    except (Image.DecompressionBombWarning, Image.DecompressionBombError):
        raise InputError(f"{shown}: the image is too large; give a smaller photo") from None
    except (OSError, ValueError):
        raise InputError(f"{shown}: not a readable PNG or JPEG image") from None
    image.thumbnail((READ_SIDE, READ_SIDE))  # a 48-megapixel photo: its code is still large
    qr = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    first = zxingcpp.read_barcode(image, formats=qr)  # a sheet has one code: usually ours
    if first is None and max(image.size) <= SEARCH_SIDE:
        # a small photo of a whole sheet: three pixels a module, blurred and compressed;
        # twice the size, smoothly, the reader samples module centres instead of edges
        image = image.resize((image.width * 2, image.height * 2), Image.Resampling.BICUBIC)
        first = zxingcpp.read_barcode(image, formats=qr)
    found = [first.text] if first is not None else []
    if found and not is_code(found[0]):
        # another code came first: look for ours among all of them, in a picture small
        # enough that hundreds of codes cannot take long (a 7000 px tile of 255 took 25 s)
        image.thumbnail((SEARCH_SIDE, SEARCH_SIDE))
        found += [result.text for result in zxingcpp.read_barcodes(image, formats=qr)]
    ours = [text if is_code(text) else link_code(text) or "" for text in found]
    ours = [text for text in ours if is_code(text)]
    if not ours:
        what = "a QR code, but not a roster code" if found else "no QR code"
        raise InputError(
            f"{shown}: {what} found; photograph the code on a roster sheet, flat and in focus"
        )
    return ours[0]


def b45encode(data: bytes) -> str:
    """RFC 9285: each two bytes as three characters, a last byte as two."""
    out = []
    for index in range(0, len(data), 2):
        pair = data[index : index + 2]
        if len(pair) == 2:
            high, rest = divmod(pair[0] * 256 + pair[1], 45 * 45)
            middle, low = divmod(rest, 45)
            out += [ALPHABET[low], ALPHABET[middle], ALPHABET[high]]
        else:
            middle, low = divmod(pair[0], 45)
            out += [ALPHABET[low], ALPHABET[middle]]
    return "".join(out)


def b45decode(text: str) -> bytes:
    """The bytes of base45 ``text``; ValueError for a character or length it cannot have."""
    try:
        values = [ALPHABET.index(char) for char in text]
    except ValueError:
        raise ValueError("not base45") from None
    out = bytearray()
    for index in range(0, len(values), 3):
        group = values[index : index + 3]
        number = sum(value * 45**place for place, value in enumerate(group))
        if len(group) == 3 and number <= 0xFFFF:
            out += number.to_bytes(2, "big")
        elif len(group) == 2 and number <= 0xFF:
            out.append(number)
        else:
            raise ValueError("not base45")
    return bytes(out)


def _depth(data: Any) -> int:
    """How deeply ``data`` nests (iteratively: a hostile code cannot exhaust the stack)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        value, depth = stack.pop()
        deepest = max(deepest, depth)
        if deepest > MAX_DEPTH:
            break
        children = value.values() if isinstance(value, dict) else value
        if isinstance(value, dict | list):
            stack.extend((child, depth + 1) for child in children)
    return deepest
