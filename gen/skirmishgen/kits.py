"""The kit product: a game's play-kit parts, read first, then drawn into one PDF (or one a part)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from .errors import InputError
from .game import Game, Kit
from .options import resolve
from .output import Piece, Product, page_count
from .press.kit import KitRequest, Part, render_kit
from .press.paper import Size
from .press.pdf import Metadata, Rendered
from .systems import find


def _kit(game: Game) -> Kit | None:
    return game.kit


def make_kit(
    key: str, paper: Size, only: str | None, split: bool, values: Mapping[str, Any]
) -> Product:
    """Every part of the game's kit (or those in ``only``), read before anything is drawn."""
    game, kit = find(key, _kit, "play kits")
    options = resolve(game, _kit, values, "kit")
    chosen = _chosen(game, kit.parts(), only)
    request = KitRequest(options.values)
    drawings = [(part, part.prepare(request)) for part in chosen]
    groups = [[drawing] for drawing in drawings] if split else [drawings]
    pieces = [
        Piece(
            partial(
                render_kit,
                [draw for _, draw in group],
                paper,
                _meta(game, group),
                credit_line(game, "play kit"),
                game.look,
            ),
            suffix=f"-{group[0][0].key}" if split else "",
            report=partial(_report, [part.key for part, _ in group]),
        )
        for group in groups
    ]
    return Product(
        f"{game.key}-kit", pieces, [*options.inputs, *request.inputs], tuple(request.warnings)
    )


def credit_line(game: Game, what: str) -> str:
    """The credit every page of a product carries: the game, its author, and us."""
    from . import __version__
    from .press.icons import credit

    return (
        f"{game.credits.full_title} by {game.credits.author} \u00b7 {what} by skirmishgen "
        f"{__version__} \u00b7 {credit()}"
    )


def _chosen(game: Game, parts: Sequence[Part], only: str | None) -> list[Part]:
    if not only:
        return list(parts)
    by_key = {part.key: part for part in parts}
    wanted = [name.strip() for name in only.split(",") if name.strip()]
    unknown = [name for name in wanted if name not in by_key]
    if unknown:
        raise InputError(
            f"--only: no part '{unknown[0]}' in the {game.key} kit; the parts "
            f"are: {', '.join(by_key)}"
        )
    return [by_key[name] for name in wanted]


def _meta(game: Game, group: list) -> Metadata:
    title = game.credits.full_title
    return Metadata(
        title=f"{title}: play kit ({', '.join(part.title for part, _ in group)})",
        author=f"{game.credits.author} (game design); skirmishgen (play kit)",
        subject="Play kit; print at 100% (actual size): pages carry calibration bars",
        keywords=("print and play", "play kit", title),
    )


def _report(keys: list[str], rendered: Rendered) -> str:
    return f"{page_count(rendered)}: {', '.join(keys)}"
