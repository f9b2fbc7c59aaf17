"""The address of a static builder (``skirmishgen site``) that printed roster codes open:
given with ``--share-url``, or saved once (``site --share-url``) in ``settings.json`` in
the user's config folder (beside the printer profiles)."""

from __future__ import annotations

import json
import re
from pathlib import Path

from .errors import InputError, display_path
from .files import NotRegular, read_limited
from .writing import write_atomic

MOST_URL = 200
"""The longest address taken: every character of it is a module row less for the roster."""
URL = re.compile(r"https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?(/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?")
"""An address a phone camera opens as it is: http or https, a host, a plain path."""
KEY = "share_url"


def settings_file() -> Path:
    from .printers import config_file

    return config_file().with_name("settings.json")


def checked_url(url: str, flag: str = "--share-url") -> str:
    """``url`` as a builder's address (a folder: it ends with ``/``); InputError if it is
    none."""
    url = url.strip()
    if len(url) > MOST_URL or not URL.fullmatch(url):
        raise InputError(
            f"{flag} {url[:60]}: not the address of a builder; give one such as "
            "https://example.org/builder/ (http or https, no spaces, no #)"
        )
    return url if url.endswith("/") else url + "/"


def share_url(given: str | None) -> str | None:
    """The address roster codes open: ``given`` (``""`` for none), else the saved one."""
    if given is not None:
        return checked_url(given) if given.strip() else None
    return saved_url()


def saved_url() -> str | None:
    path = settings_file()
    if not path.exists():
        return None
    try:
        raw = read_limited(path, 64 * 1024)
        data = json.loads(raw.decode("utf-8"))
        url = data.get(KEY) if isinstance(data, dict) else None
    except (OSError, NotRegular, UnicodeDecodeError, ValueError, RecursionError):
        url = None
        data = None
    if data is None:
        raise InputError(f"{display_path(path)}: the settings cannot be read; fix or remove it")
    return checked_url(url, f"{display_path(path)}: {KEY}") if url else None


def save_url(url: str | None) -> None:
    """Save ``url`` (None: forget it) as the address later roster codes open."""
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps({KEY: url} if url else {}, indent=2) + "\n"
    write_atomic(path, text.encode())
