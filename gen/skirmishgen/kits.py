"""The kit product: a game's play-kit parts, read first, then drawn into one PDF (or one a part)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any, Literal

from .errors import InputError, LayoutError
from .game import CardDeck, Game, Kit
from .games import find
from .options import resolve
from .output import Piece, Product, page_count
from .press.kit import Drawing, KitRequest, Part, render_kit
from .press.paper import Size
from .press.pdf import Metadata, Rendered


def _kit(game: Game) -> Kit | None:
    return game.kit


def make_kit(
    key: str,
    paper: Size,
    only: str | None,
    split: bool,
    values: Mapping[str, Any],
    form: str = "pdf",
    image_url: str = "",
    cutter: str = "",
) -> Product:
    """Every part of the game's kit (or those in ``only``), read before anything is drawn.
    ``form`` ``tts``: each part's cards as a Tabletop Simulator deck of its own (every part
    chosen must have cards; ``split`` changes nothing), the sheets hosted at ``image_url``
    if given. ``cutter`` ``silhouette``: every page inside its marks, with its cut files."""
    game, kit = find(key, _kit, "play kits")
    options = resolve(game, _kit, values, "kit")
    parts = kit.parts()
    chosen = _chosen(game, parts, only)
    request = KitRequest(options.values)
    if form == "tts":
        decks = [_dealt(game, part, request) for part in _with_cards(game, parts, chosen)]
        pieces = [Piece(partial(_for_table, deck, card, paper, image_url)) for deck, card in decks]
        return Product(
            f"{game.key}-kit", pieces, [*options.inputs, *request.inputs], tuple(request.warnings)
        )
    if cutter:
        dealt = [part for part in chosen if part.cards is not None]
        chosen = [part for part in chosen if part.cards is None]
        alone = bool(chosen) or split or len(dealt) > 1
        cut_cards = [_cut_cards(game, part, request, paper, alone) for part in dealt]
    drawings = [(part, part.prepare(request)) for part in chosen]
    groups = [[drawing] for drawing in drawings] if split else [drawings] if drawings else []
    pieces = [
        Piece(
            partial(
                _pages,
                group,
                [part.key for part in chosen],
                partial(
                    render_kit,
                    paper=paper,
                    meta=_meta(game, group),
                    credit=credit_line(game, "play kit"),
                    look=game.look,
                    duplex=_sides(part for part, _ in group),
                    cutter=cutter,
                ),
            ),
            suffix=f"-{group[0][0].key}" if split else "",
            report=partial(_report, [part.key for part, _ in group]),
        )
        for group in groups
    ]
    if cutter:
        pieces = [*cut_cards, *pieces]
    return Product(
        f"{game.key}-kit", pieces, [*options.inputs, *request.inputs], tuple(request.warnings)
    )


def _pages(
    group: list[tuple[Part, Drawing]], keys: list[str], render: Callable[..., Rendered]
) -> Rendered:
    """The group's parts drawn by ``render``; for a cutter, a part that does not fit inside
    the marks is named (tried alone, on the error's path only) with the --only that leaves
    it out."""
    try:
        return render([draw for _, draw in group])
    except LayoutError as error:
        if not getattr(render, "keywords", {}).get("cutter"):
            raise
        failing = [part.key for part, draw in group if len(group) == 1 or _fails(render, draw)]
        rest = [key for key in keys if key not in failing]
        if not failing:
            raise
        titles = {part.key: part.title for part, _ in group}
        named = " and ".join(f"the {key} part ({titles[key]})" for key in failing)
        hint = f"--only {','.join(rest)} leaves it out; or " if rest else ""
        text = str(error).split("; leave that part out, ")[0]
        raise LayoutError(
            f"{named} {text}; {hint}try the other paper size, or print it without --cutter"
        ) from None


def _fails(render: Callable[..., Rendered], draw: Drawing) -> bool:
    try:
        render([draw])
    except LayoutError:
        return True
    return False


def _cut_cards(game: Game, part: Part, request: KitRequest, paper: Size, alone: bool) -> Piece:
    """A card part for a cutter: its cards imposed as a deck's are for it (inside the
    marks, spaced for the blade, backs behind), a file of its own beside the kit's other
    parts (``alone``)."""
    from .decks import how_to_print
    from .press.cards import render_deck
    from .press.cutting import CUTTER_BLEED
    from .press.layout import Sheet, oriented

    deck, card = _dealt(game, part, request)
    sheet = oriented(Sheet(paper, card, bleed=CUTTER_BLEED, gutter=0.0, cutter="silhouette"))
    meta = Metadata(
        title=deck.title,
        author=deck.author,
        subject=f"{len(deck.faces)} cards for a Silhouette; {how_to_print(sheet)}",
        keywords=deck.keywords,
    )
    return Piece(
        partial(render_deck, sheet, deck.faces, deck.drawers, meta),
        suffix=f"-{part.key}" if alone else "",
        report=lambda rendered: f"{page_count(rendered)}: {part.key}, {len(deck.faces)} cards",
    )


def _sides(parts: Iterable[Part]) -> Literal["long", "none"]:
    """How a PDF of ``parts`` prints: double-sided (long edge) when every part is cards,
    which print with the deck's back behind them; one-sided otherwise (cut pieces)."""
    return "long" if all(part.cards is not None for part in parts) else "none"


def credit_line(game: Game, what: str) -> str:
    """The credit every page of a product carries: the game, its author, and us."""
    from . import __version__
    from .press.icons import credit

    return (
        f"{game.credits.full_title} by {game.credits.author} \u00b7 {what} by skirmishgen "
        f"{__version__} \u00b7 {credit(game.look)}"
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


def _with_cards(game: Game, parts: Sequence[Part], chosen: list[Part]) -> list[Part]:
    """The chosen parts, when every one of them is cards (a deck for a virtual table);
    else one line saying which parts are."""
    dealt = [part.key for part in parts if part.cards is not None]
    if all(part.cards is not None for part in chosen):
        return chosen
    if not dealt:
        raise InputError(
            f"--format tts: no part of the {game.key} kit is cards; print it as pdf or png instead"
        )
    which = "part has" if len(dealt) == 1 else "parts have"
    raise InputError(
        f"--format tts: only the {', '.join(dealt)} {which} cards; use --only {','.join(dealt)}"
    )


def _dealt(game: Game, part: Part, request: KitRequest) -> tuple[CardDeck, Size]:
    """A card part's deck, read now, named as the kit's part is (``<game>-kit-<part>``)."""
    assert part.cards is not None
    deck = part.cards.deck(request)
    return replace(deck, name=f"{game.key}-kit-{part.key}"), part.cards.card


def _for_table(deck: CardDeck, card: Size, paper: Size, image_url: str) -> Rendered:
    """The deck's cards and saved object, as a game's deck goes to Tabletop Simulator."""
    from .decks import for_tts
    from .press.layout import Sheet

    meta = Metadata(
        title=deck.title,
        author=deck.author,
        subject=f"{len(deck.faces)} cards for Tabletop Simulator",
        keywords=deck.keywords,
    )
    return for_tts(deck, Sheet(paper, card), meta, image_url)


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
