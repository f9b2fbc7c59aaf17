"""The builder's pages and assets, from ``templates/serve/``: HTML escaped throughout by
Jinja's autoescape; scripts and styles are files (no inline code, no CDN)."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Any

from .. import __version__
from ..games import offering
from ..resources import templates_dir
from ..rosters import support
from .builder import Refused

ASSETS = {
    "app.css": "text/css; charset=utf-8",
    "builder.js": "text/javascript; charset=utf-8",
    "start.js": "text/javascript; charset=utf-8",
    "store.js": "text/javascript; charset=utf-8",
    "icon.svg": "image/svg+xml",
}
"""The files under templates/serve/ the server hands out, and their types: no others."""


@functools.cache
def _environment() -> Any:
    from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

    return Environment(
        loader=FileSystemLoader(templates_dir() / "serve"),
        autoescape=select_autoescape(default=True),
        undefined=StrictUndefined,
    )


def games() -> list[dict[str, Any]]:
    """The games with rosters, as the start page offers them."""
    return [
        {
            "system": game.key,
            "title": game.credits.full_title,
            "author": game.credits.author,
            "member": support(game.key).member,
            "examples": examples(game.examples()),
        }
        for game in offering(lambda game: game.rosters)
    ]


def examples(paths: list[Path]) -> list[dict[str, str]]:
    """Each example roster's file stem and the name to show: its own ``name``, with what its
    file name adds when two share a name (``Robyn's merry men (treasure hunt)``)."""
    from ..loader import load_document
    from ..rosters import slug

    names = [str(load_document(path).data.get("name", path.stem)) for path in paths]
    shown = []
    for path, name in zip(paths, names, strict=True):
        extra = path.stem.removeprefix(slug(name)).strip("-").replace("-", " ")
        shown.append(f"{name} ({extra})" if names.count(name) > 1 and extra else name)
    return [{"stem": p.stem, "name": n} for p, n in zip(paths, shown, strict=True)]


def start_page(root: str = "/", static: bool = False) -> str:
    """The start page; ``root`` is the builder's address (``/`` from the server, relative in
    the static site, whose pages say ``static`` and run skirmishgen in the browser)."""
    return _render("start.html", root, static, games=games())


def builder_page(system: str, root: str = "/", static: bool = False) -> str:
    game = next(game for game in games() if game["system"] == system)
    return _render("builder.html", root, static, game=game)


def _render(name: str, root: str, static: bool, **values: Any) -> str:
    slash = "/" if static else ""  # the static site's pages are folders: build/GAME/
    template = _environment().get_template(name)
    return template.render(root=root, static=static, slash=slash, version=__version__, **values)


def asset(name: str) -> tuple[bytes, str]:
    if name not in ASSETS:
        raise Refused(404, f"no asset called {name}")
    return (templates_dir() / "serve" / name).read_bytes(), ASSETS[name]
