"""The Skirmish deck: read a deck file, check it, and give a drawer for every face."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from ...checks import unprintable_text
from ...document import Document
from ...errors import ContentError, InputError, in_file_order
from ...game import CardDeck, FaceLabel, Options, read_content
from ...loader import load_document, validate
from ...press.cards import Drawer
from .about import CREDITS, FOLDER, KEY
from .cardtext import deck_titles
from .checks import check_deck
from .faces import (
    Aid,
    aid_back_drawer,
    aid_drawer,
    common_back_drawer,
    front_drawer,
    own_back_drawer,
)
from .frame import Titles
from .models import Card, Deck, PlayReference
from .weapons import weapon_rows

_EDITION_FILE = re.compile(r"^edition-(\d+)\.yaml$")
COMMON_BACK = "back"
DEFAULT_EDITION = 5


def editions() -> dict[int, Path]:
    """The shipped editions, by number."""
    found = {}
    for path in sorted(FOLDER.glob("edition-*.yaml")):
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


@cache
def play_reference() -> PlayReference:
    """The play reference of the 5th edition (content/skirmish/rules-5.yaml)."""
    return read_content(FOLDER, "rules-5.yaml", PlayReference)


def load_deck(path: Path) -> Deck:
    """The deck in ``path``, schema-checked and cross-checked; all problems raised at once."""
    return read_deck(path)[0]


def read_deck(path: Path) -> tuple[Deck, Document]:
    """:func:`load_deck`, with the document that says where each value stands.

    A deck that does not give its title, author or credit has the game's.
    """
    document = load_document(path)
    deck = validate(document, Deck)
    problems = in_file_order(check_deck(deck, document) + unprintable_text(document))
    if problems:
        raise ContentError(problems)
    credited = {
        "title": deck.title or CREDITS.title,
        "author": deck.author or CREDITS.author,
        "credit": deck.credit or CREDITS.note,
    }
    return deck.model_copy(update=credited), document


def deck_faces(
    deck: Deck, document: Document | None = None, titles: Titles = ()
) -> tuple[list[tuple[str, str]], dict[str, Drawer]]:
    """A (front, back) face key per printed card, in deck order, and a drawer per key.

    With the ``document``, a face that cannot fit is reported at its card's place. Every
    title is set at the one size ``titles`` (the cards' and the aids') share.
    """

    def where(*key: str | int):
        return document.where(key) if document else None

    drawers: dict[str, Drawer] = {COMMON_BACK: common_back_drawer(deck, deck.back, where("back"))}
    faces: list[tuple[str, str]] = []
    for index, card in enumerate(deck.cards):
        front = f"front-{index}"
        drawers[front] = front_drawer(deck, card, where("cards", index), titles)
        back = COMMON_BACK
        if card.back is not None:
            back = f"back-{index}"
            drawers[back] = own_back_drawer(
                deck, card, card.back, where("cards", index, "back"), titles
            )
        faces += [(front, back)] * card.count
    return faces, drawers


AID_BACK = "aid-back"
SPECIAL_ATTACKS_A_CARD = 2
"""Two special attacks an aid card: their rules stay readable on a mini card."""
DEFENCES_A_CARD = 4
"""Defences a "What stops what" aid lists; a deck with more gets several (1/2, 2/2)."""
TURN_STEPS_A_CARD = 2
"""Steps of the turn a "Your turn" aid lists: with the whole recover list, four steps on one
mini card fall below 6.5 pt, so the turn takes two aids (1/2, 2/2)."""
FLURRY_STOPS = "One defence card stops one blow of a **Flurry of Blows**."
OUR_READING = "our reading"
"""How a printed deduction the book does not state is marked."""
COUNTER_CHARGE = (
    "**Counter-charge** (when charged; a SPECIAL ATTACK and a basic attack card): "
    "it counts as a block, and your basic attack strikes the charger."
)
"""The defence a deck with a **Charge** special attack gives (000:162)."""
TRIP_STOPS = (
    "**TRIP**: cancels any card, another TRIP too; a default attack plays no card, "
    f"so TRIP cannot stop it ({OUR_READING})."
)
"""What a TRIP card stops (000:98, 375): its rule cancels cards, and the default attack
plays none (our reading, as on the cheat sheet)."""


def player_aids(deck: Deck, play: PlayReference | None) -> list[Aid]:
    """The player-aid cards, most wanted first: the turn (from the play reference of the
    deck's edition, if there is one), the special attacks, what stops what, setup."""
    sections = {section.id: section for section in play.sections} if play else {}
    aids = []
    if "turn" in sections:
        aids += _in_parts("Your turn", list(_numbered(sections["turn"].text)), TURN_STEPS_A_CARD)
    attacks = [f"**{a.name}**: {a.text}" for a in deck.special_attacks]
    aids += _in_parts("Special attacks", attacks, SPECIAL_ATTACKS_A_CARD)
    stops = what_stops_what(deck)
    if stops:
        aids += _in_parts("What stops what", stops, DEFENCES_A_CARD, FLURRY_STOPS)
    if "setup" in sections and "winning" in sections:
        aids.append(Aid("Setup and winning", (sections["setup"].text, sections["winning"].text)))
    return aids


def _in_parts(title: str, lines: list[str], per_card: int, footnote: str = "") -> list[Aid]:
    """``lines`` on as many aid cards as they need, ``per_card`` a card, each card numbered
    ("1/2") when there are several and ending with the ``footnote``."""
    starts = range(0, len(lines), per_card)
    return [
        Aid(
            title,
            (*lines[start : start + per_card], *([footnote] if footnote else [])),
            f"{number}/{len(starts)}" if len(starts) > 1 else "",
        )
        for number, start in enumerate(starts, 1)
    ]


def _numbered(text: str) -> tuple[str, ...]:
    """A text of numbered steps ("1. ... 2. ...") as one line a step."""
    steps = re.split(r"\s(?=\d\.\s)", text)
    return tuple(step.strip() for step in steps if step.strip())


def implied_attacks(deck: Deck, not_against: list[str]) -> list[str]:
    """The special attacks a defence cannot stop because every weapon that makes them is
    one it cannot stop (DISARM and Rend: two-handed weapons rend), unless a card lets any
    weapon make them (those are in :func:`enabled_by`)."""
    barred = {name.casefold() for name in not_against}
    return [
        attack.name
        for attack in deck.special_attacks
        if attack.requires_weapon and all(w.casefold() in barred for w in attack.requires_weapon)
    ]


def enabled_by(deck: Deck, attack: str) -> list[str]:
    """The cards that let any weapon make special attack ``attack`` (CRITICAL HIT: Rend)."""
    return [
        card.name for card in deck.cards if attack.casefold() in map(str.casefold, card.enables)
    ]


def what_stops_what(deck: Deck) -> list[str]:
    """One line a defence: the blocks that play no card (SHIELD) first, the commonest, then
    each defence card with what it needs and what it cannot stop, from the cards; then the
    counter-charge and TRIP where the deck has them (the line on Flurry of Blows,
    ``FLURRY_STOPS``, ends each card of them)."""
    lines = [_no_card_line(card) for card in deck.cards if _blocks_without_a_card(card)]
    for card in deck.cards:
        if card.type != "defence":
            continue
        needs = " or ".join(n.upper() if n != "weapon" else "a weapon" for n in card.requires)
        line = f"**{card.name.upper()}**" + (f" (needs {needs})" if needs else "")
        if card.not_against:
            line += ": not " + ", ".join(name for name in card.not_against)
            implied = implied_attacks(deck, card.not_against)
            line += "".join(f" ({_unless(deck, card, name)})" for name in implied) + "."
        else:
            line += ": any attack."
        lines.append(line)
    if any(attack.name.casefold() == "charge" for attack in deck.special_attacks):
        lines.append(COUNTER_CHARGE)
    if any(card.name.casefold() == "trip" for card in deck.cards):
        lines.append(TRIP_STOPS)
    return lines


def _blocks_without_a_card(card: Card) -> bool:
    """A card in play that blocks with no card played: not a defence card, yet it names
    attacks it cannot stop (SHIELD: not Hook)."""
    return card.type != "defence" and bool(card.not_against)


def _no_card_line(card: Card) -> str:
    """``**SHIELD** (no card; it turns over to SHIELD DAMAGED): not Hook.``"""
    after = f"; it turns over to {card.back.name.upper()}" if card.back else ""
    return f"**{card.name.upper()}** (no card{after}): not {', '.join(card.not_against)}."


def _unless(deck: Deck, defence: Card, attack: str) -> str:
    """``so not Rend``, or ``so not Rend, unless a CRITICAL HIT makes it with a one-handed
    weapon`` when a card lets any weapon make it (and the defence stops those weapons)."""
    cards = enabled_by(deck, attack)
    if not cards:
        return f"so not {attack}"
    barred = {name.casefold() for name in defence.not_against}
    two_handed = all(
        card.hands == 2
        for card in deck.cards
        if card.type == "weapon" and card.name.casefold() in barred
    )
    weapon = "a one-handed weapon" if two_handed else "another weapon"
    who = " or ".join(f"**{name.upper()}**" for name in cards)
    return f"so not {attack}, unless a {who} makes it with {weapon}: {OUR_READING}"


def card_deck(source: Path, name: str, play: PlayReference | None = None) -> CardDeck:
    """The deck file ``source`` ready to print, under the default file name ``name``,
    with its player aids (``play``: the edition's play reference, for the turn aid)."""
    deck, document = read_deck(source)
    every_aid = player_aids(deck, play)
    titles = deck_titles(deck) + tuple((aid.heading, "") for aid in every_aid)
    faces, drawers = deck_faces(deck, document, titles)
    aids: list[tuple[str, str]] = []
    spares: dict[str, list[tuple[str, str]]] = {}  # an aid's parts spare together
    where = document.where(("special_attacks",))  # the aids are made from the deck file
    for number, aid in enumerate(every_aid):
        key = f"aid-{number}"
        drawers[key] = aid_drawer(deck, aid, titles, where)
        aids.append((key, AID_BACK))
        spares.setdefault(aid.title, []).append((key, AID_BACK))
    if aids:
        drawers[AID_BACK] = aid_back_drawer(deck)
    return CardDeck(
        labels=face_labels(deck, every_aid),
        name=name,
        faces=faces,
        drawers=drawers,
        title=f"{deck.title}, edition {deck.edition}: print-and-play deck",
        author=f"{deck.author} (game design); skirmishgen (print layout)",
        keywords=("print and play", "card game", deck.title),
        inputs=(source,),
        aids=tuple(aids),
        spare_aids=tuple(map(tuple, spares.values())),
        cards_need_aids=any("player aid" in card.text.casefold() for card in deck.cards),
    )


def face_labels(deck: Deck, aids: list[Aid]) -> dict[str, FaceLabel]:
    """Each face's name and rules line, as plain text (emphasis marks dropped), by the
    keys :func:`deck_faces` and :func:`card_deck` give them."""

    def plain(text: str) -> str:
        return text.replace("**", "")

    labels = {COMMON_BACK: FaceLabel(deck.back.title, deck.back.subtitle)}
    for index, card in enumerate(deck.cards):
        labels[f"front-{index}"] = FaceLabel(card.name, plain(card.text))
        if card.back is not None:
            labels[f"back-{index}"] = FaceLabel(card.back.name, plain(card.back.text))
    for number, aid in enumerate(aids):
        text = plain(" ".join(aid.lines))
        labels[f"aid-{number}"] = FaceLabel(f"Player aid: {aid.heading.capitalize()}", text)
    return labels


def shipped_deck(options: Options) -> CardDeck:
    """A shipped edition (``--edition``, default 5)."""
    edition = options["edition"]
    play = play_reference() if edition == DEFAULT_EDITION else None
    return card_deck(edition_file(edition), f"{KEY}-e{edition}-deck", play)


def deck_file(path: Path) -> CardDeck:
    """A deck file of the user's own."""
    return card_deck(path, f"{path.stem}-deck")


def file_model() -> type[Deck]:
    """The model a deck file is read as (``Decks.file_model``)."""
    return Deck


def booklet_context() -> dict[str, Any]:
    """What the booklet template uses: the 5th-edition deck, its play reference and the
    cheat sheet's weapon table (rows of text, the first its head)."""
    deck = load_deck(edition_file(DEFAULT_EDITION))
    return {"deck": deck, "play": play_reference(), "weapon_rows": weapon_rows(deck)}
