"""Printer profiles: a printer's measured duplex offset and flip edge, saved once by name
(``skirmishgen printer save``) and given to every printing command with ``--printer NAME``,
which then prints exactly as with those options typed by hand.

Profiles live in ``printers.json`` in the user's config folder (``SKIRMISHGEN_CONFIG``
overrides it), written atomically; a damaged file is one clear line, never a traceback.
"""

from __future__ import annotations

import json
import math
import os
import re
from dataclasses import asdict, dataclass
from pathlib import Path

from .errors import InputError, OutputError, display_path
from .files import NotRegular, read_limited
from .writing import write_atomic

NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$")
DUPLEX = ("long", "short")
MAX_FILE = 256 * 1024
"""A profiles file larger than this is not ours."""


SCALE_RANGE = (0.9, 1.1)
"""The scale corrections a profile may hold: a printer off by more needs repair, not this."""


@dataclass(frozen=True)
class Profile:
    back_offset: tuple[float, float]
    duplex: str = "long"
    scale: tuple[float, float] = (1.0, 1.0)
    """Across and up: every page is scaled by these about its centre."""

    def options(self) -> dict[str, object]:
        """The command-line values this profile stands for."""
        return {"back_offset": self.back_offset, "duplex": self.duplex}

    def line(self, name: str) -> str:
        x, y = self.back_offset
        scale = "".join(
            f" --scale-{axis} {value:g}"
            for axis, value in zip("xy", self.scale, strict=True)
            if value != 1.0
        )
        return f"{name}: --back-offset {x:g},{y:g} --duplex {self.duplex}{scale}"


def config_file() -> Path:
    folder = os.environ.get("SKIRMISHGEN_CONFIG")
    if not folder:
        import platformdirs

        folder = platformdirs.user_config_dir("skirmishgen")
    return Path(folder) / "printers.json"


def load() -> dict[str, Profile]:
    """Every saved profile by name (none when there is no file yet)."""
    path = config_file()
    shown = display_path(path)
    if not path.exists():
        return {}
    try:
        raw = read_limited(path, MAX_FILE)
        if len(raw) > MAX_FILE:
            raise ValueError("too large")
        data = json.loads(raw.decode("utf-8"))
    except RecursionError:
        raise InputError(f"{shown}: nested too deeply to be printer profiles; remove it") from None
    except NotRegular:
        raise InputError(f"{shown}: not a regular file; remove it") from None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        where = f":{error.lineno}:{error.colno}" if isinstance(error, json.JSONDecodeError) else ""
        raise InputError(
            f"{shown}{where}: the printer profiles cannot be read; fix or remove the file"
        ) from None
    try:
        return {name: _profile(entry) for name, entry in data.items() if NAME.match(name)}
    except (AttributeError, KeyError, TypeError, ValueError, OverflowError):
        raise InputError(
            f"{shown}: a printer profile is not in the expected form; fix or remove the file"
        ) from None


def _pair(value: object) -> tuple[float, float]:
    """Two numbers, as the file must give them (a string or true/false is not one)."""
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError("not a pair")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        raise ValueError("not numbers")
    first, second = (float(v) for v in value)  # OverflowError for a 400-digit integer
    return first, second


def _profile(entry: dict) -> Profile:
    x, y = _pair(entry["back_offset"])
    across, up = _pair(entry.get("scale", [1.0, 1.0]))
    duplex = entry.get("duplex", "long")
    low, high = SCALE_RANGE
    if not all(math.isfinite(v) for v in (x, y, across, up)):  # NaN passes every comparison
        raise ValueError("not a number")
    if duplex not in DUPLEX or abs(x) > 20 or abs(y) > 20:
        raise ValueError(duplex)
    if not (low <= across <= high and low <= up <= high):
        raise ValueError("scale")
    return Profile((x, y), duplex, (across, up))


def get(name: str, given_as: str | None = None) -> Profile:
    """Profile ``name``; a missing one is named in the message as the user gave it
    (``given_as``, e.g. ``--printer office``; else the bare name)."""
    profiles = load()
    if name not in profiles:
        known = ", ".join(sorted(profiles)) or "none saved yet"
        raise InputError(
            f"{shortened(given_as or name)}: no such printer profile ({known}); "
            "save one with skirmishgen printer save NAME --back-offset X,Y"
        )
    return profiles[name]


def shortened(text: str, most: int = 60) -> str:
    """``text`` as a message shows it: at most ``most`` characters, then an ellipsis."""
    return text if len(text) <= most else text[: most - 1] + "\u2026"


def save(name: str, profile: Profile) -> Path:
    if not NAME.match(name):
        raise InputError(
            f"'{shortened(name)}': a printer name is letters, digits, - and _ (at most 40); "
            "choose another"
        )
    profiles = {**load(), name: profile}
    _write(profiles)
    return config_file()


def remove(name: str) -> None:
    profiles = load()
    if name not in profiles:
        known = ", ".join(sorted(profiles)) or "none saved yet"
        raise InputError(
            f"{shortened(name)}: no such printer profile ({known}); see skirmishgen printer list"
        )
    del profiles[name]
    _write(profiles)


def _write(profiles: dict[str, Profile]) -> None:
    data = {name: asdict(profile) for name, profile in sorted(profiles.items())}
    try:
        write_atomic(config_file(), (json.dumps(data, indent=2) + "\n").encode())
    except OutputError as error:  # its message ends with --out, which printer has not
        reason = str(error).split("; choose", 1)[0]
        raise OutputError(
            f"{reason}; make the folder writable, or set SKIRMISHGEN_CONFIG to one that is"
        ) from None
