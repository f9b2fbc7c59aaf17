"""The kit command's one function: pick a game's parts and write them."""

from __future__ import annotations

import importlib
from pathlib import Path

from .checks import NameIndex
from .errors import InputError
from .press.kit import KitOptions, KitResult, write_kit
from .press.paper import Size
from .systems import SYSTEMS

KIT_MODULES = {
    "skirmish": "skirmishgen.systems.skirmish.kit",
    "abstract-skirmish": "skirmishgen.systems.abstract.kit",
    "one-stat-skirmish": "skirmishgen.systems.one_stat.kit",
    "aof-skirmish": "skirmishgen.systems.aof.kit",
    "insta-skirmish": "skirmishgen.systems.insta.kit",
}


def make_kit(
    system: str,
    paper: Size,
    out: Path | None,
    only: str | None,
    split: bool,
    options: KitOptions,
) -> KitResult:
    if system not in KIT_MODULES:
        known = NameIndex(KIT_MODULES)
        raise InputError(f"no play kit for '{system}' yet; {known.hint(system, 'kits')}")
    parts = importlib.import_module(KIT_MODULES[system]).PARTS
    chosen = list(parts)
    if only:
        chosen = [name.strip() for name in only.split(",") if name.strip()]
        unknown = [name for name in chosen if name not in parts]
        if unknown:
            raise InputError(
                f"--only: no part '{unknown[0]}' in the {system} kit; the parts "
                f"are: {', '.join(parts)}"
            )
    out = out or Path("output") / f"{system}-kit.pdf"
    game = SYSTEMS[system]
    return write_kit(
        [parts[name] for name in chosen], paper, out, game.title, game.author, split, options
    )
