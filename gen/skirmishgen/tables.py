"""The table product: a game's whole table for Tabletop Simulator, with the players' own
rosters on it (``build GAME --format tts``). The game says what lies on the table
(``Game.tabletop``); the press lays it out and draws it; the output seam writes the save.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from .errors import InputError
from .game import Game, Tabletop
from .games import find
from .output import Piece, Product
from .press.pdf import Metadata, Rendered


def _booklet_pdf(key: str) -> bytes:
    """The game's rules booklet, its A5 pages in reading order (for a screen)."""
    from .booklets.make import make_booklet
    from .output import rendered_pdf
    from .press.paper import PAPERS

    return rendered_pdf(make_booklet(key, PAPERS["a4"], "pages", None))[1]


def _tabletop(game: Game) -> Tabletop | None:
    return game.tabletop


def default_rosters(game: Game, spec: Tabletop) -> list[Path]:
    """The rosters a table gets when none is given: the game's own, as it names them."""
    found: list[Path] = []
    for pattern in spec.rosters:
        found += sorted(game.content().glob(pattern))
    return found


def make_table(key: str, rosters: Sequence[Path] = (), image_url: str = "") -> Product:
    """The game's table with ``rosters`` on it (none: the game's own), every roster read and
    checked before anything is drawn; its images under ``image_url`` if given."""
    game, spec = find(key, _tabletop, "Tabletop Simulator tables")
    chosen = list(rosters) or default_rosters(game, spec)
    if rosters and not game.rosters:
        raise InputError(f"{game.key} has no rosters: leave --roster out")
    from .rosters import read_for

    models = [read_for(game, path, "--roster").model for path in chosen]
    table = spec.table(models)
    credits = game.credits
    meta = Metadata(
        title=f"{credits.full_title}: the table",
        author=f"{credits.author} (game); skirmishgen (table)",
        subject="Every piece of the game for Tabletop Simulator, at the size it prints",
        keywords=("Tabletop Simulator", credits.title),
    )
    name = f"{game.key}-table"

    def render() -> Rendered:
        import json

        from .press.tableplan import render_table

        rendered = render_table(table, meta, name)
        info = json.loads(rendered.manifest) | {"image_url": image_url}
        extra: tuple[tuple[str, bytes], ...] = ()
        if game.booklet is not None:  # the rules, to page through on the table
            booklet = f"{game.key}-rules.pdf"
            info["booklet"] = booklet
            extra = ((booklet, _booklet_pdf(game.key)),)
        return replace(rendered, manifest=json.dumps(info), extra=extra)

    return Product(name, [Piece(render)], inputs=chosen)  # its files report themselves
