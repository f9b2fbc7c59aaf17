"""The deck product: a game's deck (or a deck file of the user's own), imposed on sheets.

The game says what each card shows (a :class:`~skirmishgen.game.CardDeck`); the
print engine (``press.cards``) places the faces on the paper the user chose.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import games as registry
from .errors import ContentError, Finding, InputError, display_path
from .game import CardDeck, Decks, Game
from .games import find, offering
from .options import given_flags, resolve
from .output import Piece, Product
from .press.cutlayout import for_cricut
from .press.layout import Sheet, grid_for, oriented
from .press.paper import CARD_SIZES
from .press.pdf import Metadata, Rendered

if TYPE_CHECKING:
    from .gamecrafter import Template


@dataclass(frozen=True)
class Layout:
    """How the cards go on paper; ``sheet.card`` is used only when ``card_given``."""

    sheet: Sheet
    card_given: bool
    images: str = ""
    """``png``: one image a face; ``print-pdf``: one face a page, in CMYK, for a print
    shop; ``tts``: a Tabletop Simulator saved object; else sheets."""
    image_url: str = ""
    """``tts``: where the player hosts the card sheets (their URLs in the saved object);
    empty: the local files."""
    service: str = ""
    """A print service's pack, checked: ``drivethrucards`` (with ``print-pdf``) or
    ``thegamecrafter`` (with ``png``)."""


def make_deck(argument: str | None, values: Mapping[str, Any], layout: Layout) -> Product:
    """The deck named by ``argument``: a game's, or a deck file; none: the first game's."""
    game, spec, file = _choose(argument, values)
    inputs: list[Path] = []
    if file is not None:
        flags = given_flags(_deck, values)
        if flags:
            raise InputError(f"give either DECK_FILE or {', '.join(flags)}, not both")
        assert spec.read_file is not None
        try:
            deck = spec.read_file(file)
        except ContentError as error:
            raise _roster_given(file) or error from None
    else:
        options = resolve(game, _deck, values, "deck")
        deck = spec.make(options.values)
        inputs = options.inputs
    card = layout.sheet.card if layout.card_given else CARD_SIZES[spec.card_size]
    sheet = oriented(replace(layout.sheet, card=card))
    if sheet.cutter == "cricut":
        sheet = for_cricut(sheet)
    grid_for(sheet)  # the cards fit the paper: say so before drawing anything
    return _product(deck, sheet, [*inputs, *deck.inputs], layout)


def _roster_given(path: Path) -> ContentError | None:
    """One finding for a roster file given as a deck file (its ``system:`` names a game
    with rosters), in place of the deck file's missing keys; None for anything else."""
    from .loader import load_document

    try:
        document = load_document(path)
    except ContentError:
        return None
    system = document.data.get("system")
    game = next((g for g in registry.GAMES if g.key == system and g.rosters), None)
    if game is None or "game" in document.data:
        return None
    shown = display_path(path)
    return ContentError(
        Finding(
            document.where(("system",)),
            f"this is a roster ({game.credits.title}), not a deck file",
            f"check it with skirmishgen validate {shown}, or print its sheet with "
            f"skirmishgen roster {shown}",
        )
    )


def default_deck_game() -> Game:
    """The game ``skirmishgen deck`` prints without one named: the first (in the registry's
    order, skirmishgen's own games first) whose deck says ``default=True``."""
    chosen = [game for game in offering(_deck) if _spec(game).default]
    if not chosen:
        named = ", ".join(game.key for game in offering(_deck))
        raise InputError(f"say which game's deck to print: skirmishgen deck GAME ({named})")
    return chosen[0]


def _deck(game: Game) -> Decks | None:
    return game.deck


def _spec(game: Game) -> Decks:
    assert game.deck is not None
    return game.deck


def _choose(argument: str | None, values: Mapping[str, Any]) -> tuple[Game, Decks, Path | None]:
    """The game whose deck to print (by default the one whose deck says it is the
    default), and the deck file when the argument names one."""
    if argument is None:
        game = default_deck_game()
        return game, _spec(game), None
    path = Path(argument)
    keys = {game.key for game in registry.GAMES}
    known = registry.key_of(argument) in keys  # a game's name, not a folder of that name
    if path.is_file() or (not known and (path.exists() or path.suffix or "/" in argument)):
        game = _file_reader(path)
        return game, _spec(game), path
    game, spec = find(argument, _deck, "decks")
    return game, spec, None


def _file_reader(path: Path) -> Game:
    """The game that reads the deck file ``path``: by its ``game:`` key when several could."""
    readers = [game for game in offering(_deck) if _spec(game).read_file is not None]
    if len(readers) > 1:
        from .loader import load_document

        named = load_document(path).data.get("game")
        readers = [game for game in readers if game.key == named] or readers
    return readers[0]


def aids_to_fill(deck: CardDeck, sheet: Sheet) -> list[tuple[str, str]]:
    """The deck's player aids for the free slots of its last sheet: one set, then the
    spare aids in turn, each whole (all its parts, or none) while it fits. A deck whose cards
    send players to the aids, or a fold deck, gets the sheets one set needs when its cards
    fill their last sheet (mini cards): no such deck goes without them."""
    per_page = grid_for(sheet).per_page
    free = -len(deck.faces) % per_page
    if free < len(deck.aids) and (deck.cards_need_aids or sheet.duplex == "fold"):
        free += per_page * -(-(len(deck.aids) - free) // per_page)
    chosen = list(deck.aids[:free])
    fitting = [group for group in deck.spare_aids if group]
    while fitting:
        for group in fitting:
            if len(group) <= free - len(chosen):
                chosen += group
        fitting = [group for group in fitting if len(group) <= free - len(chosen)]
    return chosen


FOLD_ADVICE = "No duplex? Try --duplex fold: backs cannot slip."
"""What the first sheet of a glued deck (``--duplex none``) says of the other one-sided
way, each back folded onto its own front: one card's width at 7 pt."""


def how_to_print(sheet: Sheet) -> str:
    if sheet.duplex == "fold":
        return "print one-sided at 100% (actual size); fold each pair between its dashed ticks"
    if sheet.duplex == "none":
        return (
            "print one-sided at 100% (actual size); turn each front sheet over left to right "
            "and glue the back sheet after it onto its blank side (spray or dry glue, the "
            "corner crosses aligned against a window), then cut"
        )
    return f"print double-sided at 100% (actual size), flipping on the {sheet.duplex} edge"


def _product(deck: CardDeck, sheet: Sheet, inputs: list[Path], layout: Layout) -> Product:
    from .press.cards import render_deck, render_faces

    meta = Metadata(
        title=deck.title,
        author=deck.author,
        subject=f"{len(deck.faces)} cards of {sheet.card} on {sheet.paper}; {how_to_print(sheet)}",
        keywords=deck.keywords,
    )
    cards = len(deck.faces)
    aids = aids_to_fill(deck, sheet)
    extra = f" + {len(aids)} player aid{'s' * (len(aids) != 1)}" if aids else ""
    piece = Piece(
        lambda: render_deck(
            sheet, [*deck.faces, *aids], deck.drawers, meta, deck.names, FOLD_ADVICE
        ),
        report=lambda rendered: f"{rendered.pages} pages, {cards} cards{extra}",
    )
    if layout.images in ("png", "print-pdf"):
        cmyk = layout.images == "print-pdf"
        shop = replace(meta, subject=face_subject(sheet, cmyk))
        piece = Piece(
            lambda: render_faces(
                sheet, image_faces(deck, sheet), deck.drawers, shop, deck.labels, cmyk
            ),
            report=lambda rendered: (
                f"{rendered.pages} pages, one card face each, CMYK"
            ),  # png: per image
        )
    if layout.service == "thegamecrafter":
        _gamecrafter_template(sheet)  # a card size they do not make: say so before drawing
        piece = Piece(
            lambda: gamecrafter_pack(
                deck, sheet, replace(meta, subject=face_subject(sheet, False))
            ),
            suffix=f"-{layout.service}",
        )
    elif layout.service:
        piece = Piece(
            lambda: service_pack(deck, sheet, meta),
            suffix=f"-{layout.service}",
            report=lambda rendered: (
                f"{rendered.pages} pages, {cards} cards each back then front, "
                "PDF/X-1a:2003, read back and checked"
            ),
        )
    elif layout.images == "tts":
        piece = Piece(lambda: for_tts(deck, sheet, meta, layout.image_url))
    return Product(deck.name, [piece], inputs=inputs)


def service_pack(deck: CardDeck, sheet: Sheet, meta: Metadata) -> Rendered:
    """DriveThruCards' pack: every card of the deck (not the player aids), its back then
    its front, PDF/X-1a:2003, refused in one line if reading it back finds it is not."""
    from .errors import OutputError
    from .press.cards import render_pack
    from .press.pdfx import problems

    subject = (
        f"{len(deck.faces)} cards of {sheet.card} with {sheet.bleed:g} mm bleed for "
        "DriveThruCards: each card's back, then its front, CMYK, PDF/X-1a:2003"
    )
    rendered = render_pack(sheet, deck.faces, deck.drawers, replace(meta, subject=subject))
    found = problems(rendered.pdf, rendered.pages)
    if found:
        raise OutputError(f"the pack is not PDF/X-1a:2003: {'; '.join(found)}; nothing written")
    return rendered


def _gamecrafter_template(sheet: Sheet) -> Template:
    """The Game Crafter's template for ``sheet``'s cards and bleed, or one line saying why
    there is none (before anything is drawn)."""
    from .gamecrafter import template_for

    template = template_for(sheet.card)
    if template is None:
        raise InputError(
            f"The Game Crafter's pack takes poker cards (63.5x88.9 mm), the one template of "
            f"theirs we could confirm, and these are {sheet.card}; give --card-size poker"
        )
    if abs(sheet.bleed - template.bleed) > 0.001:
        raise InputError(
            f"The Game Crafter's {template.product} takes a 1/8 in (3.175 mm) bleed, not "
            f"{sheet.bleed:g} mm; leave --bleed out"
        )
    return template


def gamecrafter_pack(deck: CardDeck, sheet: Sheet, meta: Metadata) -> Rendered:
    """The Game Crafter's upload: each distinct face of the deck's cards (not the player
    aids) once, at their template's size, and the list of every card's front, back and
    copies; the output seam reads every image back against the template before writing."""
    import json

    from .gamecrafter import expectation
    from .press.cards import render_faces

    template = _gamecrafter_template(sheet)
    rendered = render_faces(sheet, deck.faces, deck.drawers, meta, deck.labels)
    info = json.loads(rendered.manifest)
    info["expect"] = expectation(template)
    info["report"] = (
        f"the upload list for their {template.product}: each card's name, front, back and "
        f"copies ({len(deck.faces)} cards); every image read back and checked"
    )
    return Rendered(rendered.pdf, rendered.pages, json.dumps(info))


def face_subject(sheet: Sheet, cmyk: bool) -> str:
    """What a file of one face a page holds, for a print service (not a home printer)."""
    colour = "CMYK" if cmyk else "RGB"
    return (
        f"Card faces of {sheet.card} with {sheet.bleed:g} mm bleed, one a page, {colour}, "
        "for a print service: each distinct front in deck order, then the backs"
    )


def image_faces(deck: CardDeck, sheet: Sheet) -> list[tuple[str, str]]:
    """What a print service is sent (card images, the print shop's PDF): every card, and
    the player aids as many times as the PDF deck of the same paper and card prints them
    (its bleed is the images' own, not a layout's): copies that agree with the print."""
    return [*deck.faces, *printed_aids(deck, sheet)]


def printed_aids(deck: CardDeck, sheet: Sheet) -> list[tuple[str, str]]:
    """The player aids as many times as the PDF deck of ``sheet``'s paper and card prints
    them (without a bleed: an image's bleed is its own), and at least one whole set."""
    from dataclasses import replace

    printed = aids_to_fill(deck, replace(sheet, bleed=0.0))
    return printed + [aid for aid in deck.aids if aid not in printed]


def for_tts(deck: CardDeck, sheet: Sheet, meta: Metadata, image_url: str = "") -> Rendered:
    """Each distinct card once, front and back, and what the saved object needs to know:
    each card's name and rules line (its hover name and description), where its sheets
    will be found. Any deck of cards goes this way: a game's deck, a play kit's cards."""
    import json

    from .press.cards import render_pairs
    from .press.tts import cell_dpi

    aids = printed_aids(deck, sheet)
    rendered = render_pairs(sheet, [*deck.faces, *aids], deck.drawers, meta)
    info = json.loads(rendered.manifest)
    pairs = list(dict.fromkeys([*deck.faces, *aids]))
    labels = [deck.labels.get(front) for front, _ in pairs]
    cards = len(dict.fromkeys(deck.faces))
    info |= {
        "name": deck.name,
        "title": deck.title,
        "dpi": cell_dpi(sheet.card.width),
        "labels": [
            [label.name, label.text] if label else [front, ""]
            for label, (front, _) in zip(labels, pairs, strict=True)
        ],
        "decks": [
            {"name": deck.name, "title": deck.title, "first": 0, "count": len(deck.faces)},
            *([{"name": f"{deck.name}-aids", "title": AIDS_TITLE, "first": cards}] if aids else []),
        ],
        "image_url": image_url,
    }
    return Rendered(rendered.pdf, rendered.pages, json.dumps(info))


AIDS_TITLE = "Player aids (not part of the deck)"
"""The Tabletop Simulator name of a deck's second, small deck: its player aids."""
