"""The cheat-sheet product: one sheet of paper (two sides at most) of what players look up."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from xml.sax.saxutils import escape

from .errors import LayoutError
from .game import CheatSheet, Game
from .games import find
from .options import resolve
from .output import Piece, Product
from .press.paper import MM, Size
from .press.pdf import Rendered

MAX_PAGES = 2
"""One sheet of paper, both sides at most."""


def _sheet(game: Game) -> CheatSheet | None:
    return game.cheat_sheet


def make_sheet(key: str, paper: Size, values: Mapping[str, Any]) -> Product:
    """The game's cheat sheet; with a roster option, only what that roster uses, titled by
    the roster's name (the game's title in the byline)."""
    game, sheet = find(key, _sheet, "cheat sheets")
    options = resolve(game, _sheet, values, "cheat sheet")
    names = [escape(r.model.name) for r in options.rosters]
    subtitle = " & ".join(names) if names else ""
    return Product(
        f"{game.key}-cheatsheet",
        [Piece(lambda: _render(game, sheet, options.values, subtitle, paper))],
        inputs=options.inputs,
    )


def _render(
    game: Game, sheet: CheatSheet, options: Mapping[str, Any], subtitle: str, paper: Size
) -> Rendered:
    from reportlab.platypus import Spacer

    from .press.paragraph import Paragraph
    from .press.sheetframe import build_sheet, masthead
    from .press.sheetstyles import MARGIN, styles

    st = styles(game.look)
    credits = game.credits
    byline = f"by {escape(credits.author)}; summary in skirmishgen's own words"
    if subtitle:  # a roster's sheet: its name heads it, the game moves to the byline
        head = f"{subtitle} \u00b7 cheat sheet"
        byline = f"{escape(credits.full_title)} {byline}"
    else:
        head = f"{escape(credits.full_title)} \u00b7 cheat sheet"
    title = [Paragraph(head, st["title"]), Paragraph(byline, st["sub"])]
    story = [
        *masthead(title, st, paper.width * MM - 2 * MARGIN),
        Spacer(1, 2 * MM),
        *sheet.body(st, options),
    ]
    rendered = build_sheet(
        story,
        paper,
        "cheat sheet",
        None,
        credits.full_title,
        credits.author,
        look=game.look,
        two_sided=True,
    )
    if rendered.pages > MAX_PAGES:
        raise LayoutError(
            f"the {game.key} cheat sheet needs {rendered.pages} pages, more than one sheet "
            "(two sides); shorten the reference texts"
        )
    return rendered
