"""A deck as a Tabletop Simulator saved object: card sheets (at most 10 x 7 cards and
4096 px a side, as Tabletop Simulator's custom decks take them) and the JSON that points
to them with local ``file:///`` URLs.

Card ids follow Tabletop Simulator's custom-deck scheme: a sheet's key times 100 plus the
card's place on the sheet, row by row. Cards with a back of their own get a back sheet laid
out like the fronts (``UniqueBack``); otherwise every card shares one back image.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .raster import png_bytes

if TYPE_CHECKING:
    from PIL.Image import Image

COLUMNS, ROWS, SIDE = 10, 7, 4096
"""Tabletop Simulator's limits for one custom-deck sheet."""
TRANSFORM = {
    "posX": 0.0,
    "posY": 1.0,
    "posZ": 0.0,
    "rotX": 0.0,
    "rotY": 180.0,
    "rotZ": 180.0,
    "scaleX": 1.0,
    "scaleY": 1.0,
    "scaleZ": 1.0,
}
"""Where the deck lands: on the table, face down."""
DECK_SPACING = 3.0
"""Inches between the centres of a save's decks side by side (a poker card at scale 1 is
about 2.2 in wide): the player aids' deck lies beside the cards'."""
OBJECT_FIELDS = {
    "GMNotes": "",
    "ColorDiffuse": {"r": 0.713235259, "g": 0.713235259, "b": 0.713235259},
    "Locked": False,
    "Grid": True,
    "Snap": True,
    "IgnoreFoW": False,
    "MeasureMovement": False,
    "DragSelectable": True,
    "Autoraise": True,
    "Sticky": True,
    "Tooltip": True,
    "GridProjection": False,
    "HideWhenFaceDown": True,
    "Hands": True,
    "SidewaysCard": False,
    "LuaScript": "",
    "LuaScriptState": "",
    "XmlUI": "",
}
"""The fields Tabletop Simulator writes for every card and deck it saves (its defaults):
with them a spawned deck behaves as one saved in the game (goes into hands, hides its
face when face down, shows its name on hover)."""


def guid(*parts: object) -> str:
    """A stable six-hex-digit object id, as Tabletop Simulator writes them: the same deck
    gives the same ids (byte-identical output), different cards different ones."""
    import hashlib

    return hashlib.sha256(repr(parts).encode()).hexdigest()[:6]


def cell_dpi(card_width_mm: float) -> int:
    """The resolution that puts 10 cards across in at most 4096 px (and never over 300)."""
    return min(300, math.floor(SIDE / COLUMNS / (card_width_mm / 25.4)))


def saved_object(
    name: str,
    title: str,
    fronts: Sequence[Image],
    backs: Sequence[Image],
    order: Sequence[int],
    dpi: int,
    labels: Sequence[tuple[str, str]] = (),
    first_key: int = 1,
    beside: int = 0,
) -> tuple[dict, list[tuple[str, bytes]]]:
    """The saved object and its sheet images (file name, PNG bytes), for distinct cards
    ``fronts`` and ``backs`` (one each, in step), the deck's ``order`` of them and each
    distinct card's name and rules line (``labels``, in step with ``fronts``). The JSON's
    URLs are file names, made absolute by :func:`with_urls`. A second deck of the same
    save takes sheet keys from ``first_key`` on (no card id of another deck) and lies
    ``beside`` places to the right of the first."""
    per_sheet = COLUMNS * ROWS
    unique_back = len({back.tobytes() for back in backs}) > 1
    sheets: dict[str, dict] = {}
    images: list[tuple[str, bytes]] = []
    for number, start in enumerate(range(0, len(fronts), per_sheet), 1):
        chunk = range(start, min(start + per_sheet, len(fronts)))
        across = min(COLUMNS, len(chunk))
        down = math.ceil(len(chunk) / across)
        face_file = f"{name}-faces-{number}.png"
        back_file = f"{name}-backs-{number}.png" if unique_back else f"{name}-back.png"
        images.append((face_file, _sheet([fronts[i] for i in chunk], across, down, dpi)))
        if unique_back:
            images.append((back_file, _sheet([backs[i] for i in chunk], across, down, dpi)))
        elif number == 1:
            images.append((back_file, png_bytes(backs[0], dpi)))
        sheets[str(number + first_key - 1)] = {
            "FaceURL": face_file,
            "BackURL": back_file,
            "NumWidth": across,
            "NumHeight": down,
            "BackIsHidden": True,
            "UniqueBack": unique_back,
            "Type": 0,
        }
    ids = [_card_id(index, per_sheet, first_key) for index in order]
    transform = TRANSFORM | {"posX": TRANSFORM["posX"] + DECK_SPACING * beside}
    named = list(labels) or [("Card", "")] * len(fronts)
    cards = [
        {
            "GUID": guid(name, place, card),
            "Name": "Card",
            "Transform": transform,
            "Nickname": named[index][0],
            "Description": named[index][1],
            **OBJECT_FIELDS,
            "CardID": card,
            "CustomDeck": {str(card // 100): sheets[str(card // 100)]},
        }
        for place, (index, card) in enumerate(zip(order, ids, strict=True))
    ]
    deck = {
        "GUID": guid(name),
        "Name": "DeckCustom",
        "Transform": transform,
        "Nickname": title,
        "Description": f"{len(ids)} cards",
        **OBJECT_FIELDS,
        "DeckIDs": ids,
        "CustomDeck": sheets,
        "ContainedObjects": cards,
    }
    return {"SaveName": title, "ObjectStates": [deck]}, images


def with_urls(saved: dict, folder: Path, base: str = "") -> bytes:
    """The saved object as JSON bytes, its image names turned into URLs: under ``base``
    where the player hosts the sheets (``https://example.org/decks/``), else ``file:///``
    URLs in ``folder`` (for this computer alone)."""
    from urllib.parse import quote

    def url(name: str) -> str:
        if base:
            return base.rstrip("/") + "/" + quote(name)
        return (folder.resolve() / name).as_uri()

    text = json.dumps(saved, indent=2)
    names = {
        sheet[key]
        for deck in saved["ObjectStates"]
        for sheet in deck["CustomDeck"].values()
        for key in ("FaceURL", "BackURL")
    }
    for name in sorted(names):
        text = text.replace(f'"{name}"', json.dumps(url(name)))
    return (text + "\n").encode()


def _card_id(index: int, per_sheet: int, first_key: int = 1) -> int:
    sheet, place = divmod(index, per_sheet)
    return (sheet + first_key) * 100 + place


def _sheet(cards: Sequence[Image], across: int, down: int, dpi: int) -> bytes:
    """The card images (all one size) in a grid, row by row, as PNG bytes."""
    from PIL import Image as Images

    width, height = cards[0].size
    sheet = Images.new("RGB", (width * across, height * down), "white")
    for index, card in enumerate(cards):
        row, column = divmod(index, across)
        sheet.paste(card, (column * width, row * height))
    return png_bytes(sheet, dpi)
