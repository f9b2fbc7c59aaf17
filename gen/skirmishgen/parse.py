"""Values users type on the command line (sizes, offsets, lengths), read into millimetres.

Each parser raises ``ValueError`` with a message that says what is wrong and
how to write it; the caller (the CLI) names the option it came from.
"""

from __future__ import annotations

import math
import re

from .press.paper import CARD_SIZES, Size

INCH = 25.4
_NUMBER = r"[0-9]+(?:\.[0-9]+)?"
_SIZE = re.compile(rf"^\s*({_NUMBER})\s*(?:mm)?\s*[xX×*]\s*({_NUMBER})\s*(?:mm)?\s*$")
_LENGTH = re.compile(rf"\s*({_NUMBER})\s*(mm|cm|in|inch|\")?\s*")
_UNITS = {"mm": 1.0, "cm": 10.0, "in": INCH, "inch": INCH, '"': INCH}


def card_size(text: str) -> Size:
    """A named card size (poker, bridge, mini, tarot) or ``WxH`` in millimetres."""
    if text.lower() in CARD_SIZES:
        return CARD_SIZES[text.lower()]
    match = _SIZE.match(text)
    if not match:
        raise ValueError(
            f"'{text}' is neither a size name nor WxH in mm; "
            f"use one of {', '.join(CARD_SIZES)} or e.g. 63.5x88.9"
        )
    size = Size(float(match[1]), float(match[2]))
    if not (20 <= size.width <= 300 and 20 <= size.height <= 300):
        raise ValueError(f"{size} is out of range; give each side from 20 to 300 mm")
    return size


def offset_pair(text: str) -> tuple[float, float]:
    """``X,Y`` in millimetres, e.g. ``0.5,-0.3``."""
    parts = text.replace("mm", "").split(",")
    try:
        x, y = (float(part) for part in parts)
    except ValueError:
        x = y = math.nan
    if not (math.isfinite(x) and math.isfinite(y)):
        raise ValueError(f"'{text}' is not X,Y in mm; write it like 0.5,-0.3")
    if abs(x) > 20 or abs(y) > 20:
        raise ValueError(f"{x:g},{y:g} is more than 20 mm; measure it again")
    return x, y


def length(text: str, low: float, high: float) -> float:
    """``25mm``, ``2.5cm``, ``1in`` or a plain number of mm, between ``low`` and ``high`` mm."""
    match = _LENGTH.fullmatch(text)
    if not match:
        raise ValueError(f"'{text}' is not a length; write e.g. 25mm or 1in")
    value = float(match[1]) * _UNITS[match[2] or "mm"]
    if not low <= value <= high:
        raise ValueError(f"{value:g} mm is out of range; give {low:g} to {high:g} mm")
    return value


def image_url(text: str) -> str:
    """A web address the card sheets will be hosted at: http(s), a host, no spaces or
    quotes (it goes into JSON and Tabletop Simulator fetches it)."""
    from urllib.parse import urlsplit

    parts = urlsplit(text.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"'{text[:60]}': give a web address, e.g. https://example.org/decks/")
    if len(text) > 500 or any(c.isspace() or c in "\"'<>\\" or ord(c) < 32 for c in text.strip()):
        raise ValueError("may not hold spaces, quotes or control characters; percent-encode them")
    return text.strip()
