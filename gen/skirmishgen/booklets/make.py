"""The booklet product: a game's rule booklet from its template and content."""

from __future__ import annotations

from pathlib import Path

from ..errors import InputError
from ..game import Booklet, Game
from ..games import find
from ..output import Piece, Product
from ..press.icons import credit as icon_credit
from ..press.paper import Size
from ..press.pdf import Rendered

OURS = "Rules summarised in skirmishgen's own words."


def _booklet(game: Game) -> Booklet | None:
    return game.booklet


def default_imposition(form: str) -> str:
    """Page images are for screens, one A5 page each; the PDF is for printing, two-up."""
    return "pages" if form == "png" else "booklet"


def make_booklet(key: str, paper: Size, imposition: str, user_templates: Path | None) -> Product:
    game, booklet = find(key, _booklet, "rule booklets")
    if user_templates is not None and not user_templates.is_dir():
        raise InputError(
            f"--templates {user_templates}: not a folder; give a folder holding {key}/booklet.j2"
        )
    return Product(
        f"{game.key}-booklet",
        [
            Piece(
                lambda: _render(game, booklet, paper, imposition, user_templates),
                report=lambda rendered: _report(rendered.pages, imposition),
            )
        ],
    )


def _report(pages: int, imposition: str) -> str:
    """``24 booklet pages (1 for notes) on 6 sheets, double-sided``; ``23 pages``."""
    from ..press.imposition import padded

    if imposition != "booklet":
        return f"{pages} page{'s' * (pages != 1)}"
    total = padded(pages)
    notes = f" ({total - pages} for notes)" if total > pages else ""
    sheets = total // 4
    return f"{total} booklet pages{notes} on {sheets} sheet{'s' * (sheets != 1)}, double-sided"


HOW_TO_PRINT = (
    "**To print the folded booklet:** double-sided at 100%, flipping on the short edge; "
    "stack the sheets in order, fold them in half and staple on the fold."
)


def _render(
    game: Game, booklet: Booklet, paper: Size, imposition: str, user_templates: Path | None
) -> Rendered:
    from reportlab.platypus.doctemplate import LayoutError

    from .guard import TemplateLimit, deadline
    from .markup import TableTooWide, UnknownFigure
    from .render import build_booklet, render_template, template_shown

    credits = game.credits
    context = {**booklet.context(), "credits": credits}
    extra = [text for text in (credits.note, credits.thanks) if text]
    icons = icon_credit(game.look)
    lines = [credits.byline, *extra, OURS, f"{icons[0].upper()}{icons[1:]}."]
    if imposition == "booklet":  # pages in reading order (a screen, a table) fold nothing
        lines.append(HOW_TO_PRINT)
    shown = template_shown(game.key, user_templates)
    try:
        with deadline():
            markup = render_template(game.key, context, user_templates, booklet.templates)
            figures = booklet.figures() if booklet.figures else {}
            return build_booklet(
                markup, credits.full_title, lines, paper, imposition, game.look, figures
            )
    except (UnknownFigure, TableTooWide) as error:
        raise InputError(f"{shown}: template error: {error}; fix the template") from None
    except TemplateLimit as error:
        raise InputError(f"{shown}: template error: too much: {error}; fix the template") from None
    except LayoutError:
        raise InputError(
            f"{shown}: the booklet has a table cell or paragraph taller than a page; "
            "split it in the template"
        ) from None
