"""The Skirmish deck product: read a deck file, check it, impose it, draw it, write it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ...checks import unprintable_text
from ...errors import ContentError, InputError, in_file_order
from ...loader import Document, load_document, validate
from ...press.cards import Drawer, render_deck
from ...press.layout import Sheet
from ...press.output import check_target
from ...press.pdf import Metadata
from ...resources import content_dir
from .. import SYSTEMS
from .checks import check_deck
from .faces import common_back_drawer, front_drawer, own_back_drawer
from .models import Deck

_EDITION_FILE = re.compile(r"^edition-(\d+)\.yaml$")
COMMON_BACK = "back"


@dataclass(frozen=True)
class DeckResult:
    path: Path
    pages: int
    cards: int


def editions() -> dict[int, Path]:
    """The shipped editions, by number."""
    folder = content_dir() / SYSTEMS["skirmish"].content
    found = {}
    for path in sorted(folder.glob("edition-*.yaml")):
        match = _EDITION_FILE.match(path.name)
        if match:
            found[int(match[1])] = path
    return found


def edition_file(edition: int) -> Path:
    known = editions()
    if edition not in known:
        raise InputError(
            f"there is no Skirmish edition {edition}; the editions are: "
            f"{', '.join(str(e) for e in sorted(known))} (use --edition N, or give a deck file)"
        )
    return known[edition]


def load_deck(path: Path) -> Deck:
    """The deck in ``path``, schema-checked and cross-checked; all problems raised at once."""
    return read_deck(path)[0]


def read_deck(path: Path) -> tuple[Deck, Document]:
    """:func:`load_deck`, with the document that says where each value stands."""
    document = load_document(path)
    deck = validate(document, Deck)
    problems = in_file_order(check_deck(deck, document) + unprintable_text(document))
    if problems:
        raise ContentError(problems)
    return deck, document


def deck_faces(
    deck: Deck, document: Document | None = None
) -> tuple[list[tuple[str, str]], dict[str, Drawer]]:
    """A (front, back) face key per printed card, in deck order, and a drawer per key.

    With the ``document``, a face that cannot fit is reported at its card's place.
    """

    def where(*key: str | int):
        return document.where(key) if document else None

    drawers: dict[str, Drawer] = {COMMON_BACK: common_back_drawer(deck, deck.back, where("back"))}
    faces: list[tuple[str, str]] = []
    for index, card in enumerate(deck.cards):
        front = f"front-{index}"
        drawers[front] = front_drawer(deck, card, where("cards", index))
        back = COMMON_BACK
        if card.back is not None:
            back = f"back-{index}"
            drawers[back] = own_back_drawer(deck, card, card.back, where("cards", index, "back"))
        faces += [(front, back)] * card.count
    return faces, drawers


def how_to_print(sheet: Sheet) -> str:
    if sheet.duplex == "none":
        return "print one-sided at 100% (actual size): fronts first, then backs"
    return f"print double-sided at 100% (actual size), flipping on the {sheet.duplex} edge"


def make_deck(source: Path, sheet: Sheet, out: Path) -> DeckResult:
    """Build the deck PDF for the deck file ``source`` at ``out``."""
    target = check_target(out, [source])
    deck, document = read_deck(source)
    faces, drawers = deck_faces(deck, document)
    meta = Metadata(
        title=f"{deck.title}, edition {deck.edition}: print-and-play deck",
        author=f"{deck.author} (game design); skirmishgen (print layout)",
        subject=f"{len(faces)} cards of {sheet.card} on {sheet.paper}; {how_to_print(sheet)}",
        keywords=("print and play", "card game", deck.title),
    )
    pages = render_deck(target, sheet, faces, drawers, meta)
    return DeckResult(target, pages, len(faces))
