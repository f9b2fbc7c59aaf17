"""A whole game's table as a Tabletop Simulator saved game: the objects it holds, at true
scale, in the fields Tabletop Simulator itself writes.

Pure: sizes in millimetres and image names in, JSON-ready dictionaries out. Tabletop
Simulator's unit is the inch. Its objects' sizes at scale 1 are not documented, so each
flat piece and standee asks, in its memo, to be measured and fitted to its printed size
when the game loads (:mod:`.tablefit`, the save's own script). The scales written here are
the recipe it starts from:

- a ``Custom_Tile`` (flat pieces: tokens, boards, rulers, terrain) with ``Stretch`` on is
  1.98 units a side at scale 1, its x and z scale setting its width and depth (measured in
  a live game by the StarveNoMore project; Tabletop Simulator's knowledge base says a
  stretched tile takes the scale, not the image's shape);
- a custom deck's card at scale 1 is about 56 x 80 mm (tts-deckconverter), so a deck's
  scale is its card's size over that (decks are not fitted: a card drawn from a deck
  keeps a scale of its own);
- a standee (``Figurine_Custom``) and the built-in dice start at scale 1 (no source gives
  their size); the fit makes a die 16 mm at its widest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .tablefit import FIT_SCRIPT, die_memo, flat_memo, upright_memo
from .tts import OBJECT_FIELDS, guid

INCH = 25.4
TILE_SIDE = 1.98
"""Inches a side of a stretched ``Custom_Tile`` at scale 1 (measured, not documented)."""
TOKEN_SIDE = 3.7
"""Inches the longer side of a ``Custom_Token`` is at scale 1 (an unofficial calibration;
the save's fit corrects it)."""
CARD_AT_SCALE_ONE = (56.0, 80.0)
"""mm: a custom deck's poker-shaped card at scale 1 (tts-deckconverter's measure)."""
TABLE_Y = 1.0
"""Inches above the table's centre where a piece is placed: it settles onto the table."""
BOOKLET_PAGE = (148.0, 210.0)
"""mm: the rules booklet's page (A5), the size it lies on the table."""
DIE_SIDE = 16.0
"""mm: a die at its widest, the common 16 mm die (the games give no size; Insta's dice
stand on its one-inch squares)."""
DICE = (4, 6, 8, 10, 12, 20)
"""The sizes of Tabletop Simulator's built-in dice (``Die_6`` ...)."""
COLOURS = {
    "red": {"r": 0.856, "g": 0.1, "b": 0.094},
    "blue": {"r": 0.118, "g": 0.53, "b": 1.0},
    "white": {"r": 1.0, "g": 1.0, "b": 1.0},
}
"""Tint of a die (Tabletop Simulator's player colours Red and Blue, and plain white)."""
SAVE_FIELDS: dict[str, Any] = {
    "GameMode": "",
    "GameType": "",
    "GameComplexity": "",
    "Tags": [],
    "Gravity": 0.5,
    "PlayArea": 0.5,
    "Table": "Table_RPG",
    "Sky": "Sky_Museum",
    "Note": "",
    "TabStates": {},
    "LuaScript": FIT_SCRIPT,
    "LuaScriptState": "",
    "XmlUI": "",
}
"""The top-level fields a saved game carries besides its objects, at the values Tabletop
Simulator writes for a new game (the large rectangular RPG table, the museum sky), and
the script that fits each piece to its printed size."""


def transform(
    x: float,
    z: float,
    scale: tuple[float, float, float] = (1.0, 1.0, 1.0),
    turn: float = 0.0,
    lift: float = 0.0,
) -> dict[str, float]:
    """Where an object lies: (x, z) inches from the table's centre, face up, turned
    ``turn`` degrees about the vertical, at ``scale``; ``lift`` inches higher (a piece on
    others in a pile)."""
    return {
        "posX": round(x, 4),
        "posY": round(TABLE_Y + lift, 4),
        "posZ": round(z, 4),
        "rotX": 0.0,
        "rotY": round((180.0 + turn) % 360, 4),
        "rotZ": 0.0,
        "scaleX": round(scale[0], 6),
        "scaleY": round(scale[1], 6),
        "scaleZ": round(scale[2], 6),
    }


PIECE_FIELDS = {
    **{field: value for field, value in OBJECT_FIELDS.items() if field != "SidewaysCard"},
    "ColorDiffuse": {"r": 1.0, "g": 1.0, "b": 1.0},
    "HideWhenFaceDown": False,
    "Hands": False,
}
"""A piece's fields as Tabletop Simulator writes them (its cards' without what only cards
have): untinted, shown face down, not taken into a hand."""


def _named(kind: str, key: Sequence[object], name: str, description: str) -> dict[str, Any]:
    return {
        "GUID": guid(kind, *key),
        "Name": kind,
        "Nickname": name,
        "Description": description,
        **PIECE_FIELDS,
    }


def tile_scale(width_mm: float, depth_mm: float, thickness_mm: float) -> tuple[float, float, float]:
    """The scale that makes a stretched tile ``width_mm`` x ``depth_mm`` on the table, its
    thickness (``Thickness`` 0.1 in at scale y 1) ``thickness_mm``."""
    across = width_mm / INCH / TILE_SIDE
    deep = depth_mm / INCH / TILE_SIDE
    return (across, thickness_mm / INCH / 0.1, deep)


def tile(
    key: Sequence[object],
    name: str,
    description: str,
    size: tuple[float, float],
    image: str,
    place: tuple[float, float],
    back: str = "",
    thickness: float = 1.0,
    round_shape: bool = False,
    locked: bool = False,
    snaps: Sequence[tuple[float, float]] = (),
    turn: float = 0.0,
    stackable: bool = False,
    lift: float = 0.0,
    turns: Mapping[int, float] | None = None,
) -> dict[str, Any]:
    """A flat piece ``size`` mm (width, depth) at ``place`` (inches): a token, a board, a
    ruler or terrain, its face ``image`` (and ``back``, else the face again); ``snaps``
    (mm from its centre) are snap points on it, where pieces belong; ``stackable``: it
    stacks with its likes (**G** over them groups them); ``lift``: inches it lies above
    the table (on others in a pile)."""
    width, depth = size
    scale = tile_scale(width, depth, thickness)
    attached = [_snap(point, scale, (turns or {}).get(n)) for n, point in enumerate(snaps)]
    return {
        **_named("Custom_Tile", key, name, description),
        "Transform": transform(place[0], place[1], scale=scale, turn=turn, lift=lift),
        "Locked": locked,
        "Memo": flat_memo(width / INCH, depth / INCH),
        "CustomImage": {
            "ImageURL": image,
            "ImageSecondaryURL": back or image,
            "ImageScalar": 1.0,
            "WidthScale": 0.0,
            "CustomTile": {
                "Type": 2 if round_shape else 0,
                "Thickness": 0.1,
                "Stackable": stackable,
                "Stretch": True,
            },
        },
        **({"AttachedSnapPoints": attached} if attached else {}),
    }


def token(
    key: Sequence[object],
    name: str,
    description: str,
    size: tuple[float, float],
    image: str,
    place: tuple[float, float],
    thickness: float = 1.0,
    turn: float = 0.0,
) -> dict[str, Any]:
    """A flat piece ``size`` mm (width, depth) cut to its picture's shape: Tabletop
    Simulator cuts a token round the picture's clear ground."""
    width, depth = size
    across = max(width, depth) / INCH / TOKEN_SIDE
    return {
        **_named("Custom_Token", key, name, description),
        "Transform": transform(
            place[0], place[1], scale=(across, thickness / INCH / 0.1, across), turn=turn
        ),
        "Memo": flat_memo(width / INCH, depth / INCH),
        "CustomImage": {
            "ImageURL": image,
            "ImageSecondaryURL": image,
            "ImageScalar": 1.0,
            "WidthScale": 0.0,
            "CustomToken": {
                "Thickness": 0.1,
                "MergeDistancePixels": 15.0,
                "StandUp": False,
                "Stackable": False,
            },
        },
    }


def _snap(
    point: tuple[float, float], scale: tuple[float, float, float], turn: float | None = None
) -> dict[str, Any]:
    """A snap point ``point`` mm from a tile's centre, in the tile's own coordinates (the
    tile's scale divided out, its half turn undone); ``turn``: degrees a piece snapped
    there turns to, about the vertical (a rotation snap point)."""
    x, z = (value / INCH for value in point)
    made: dict[str, Any] = {
        "Position": {"x": round(-x / scale[0], 6), "y": 0.1, "z": round(-z / scale[2], 6)}
    }
    if turn is not None:
        made["Rotation"] = {"x": 0.0, "y": float(turn), "z": 0.0}
    return made


def figure(
    key: Sequence[object],
    name: str,
    description: str,
    image: str,
    back: str,
    size: tuple[float, float],
    place: tuple[float, float],
    turn: float = 0.0,
) -> dict[str, Any]:
    """A standee ``size`` mm (width, height) that stands on the table: its front
    ``image`` and its ``back``."""
    return {
        **_named("Figurine_Custom", key, name, description),
        "Transform": transform(place[0], place[1], turn=turn),
        "Memo": upright_memo(size[0] / INCH, size[1] / INCH),
        "CustomImage": {"ImageURL": image, "ImageSecondaryURL": back, "ImageScalar": 1.0},
    }


def die(
    key: Sequence[object],
    sides: int,
    name: str,
    description: str,
    colour: str,
    place: tuple[float, float],
    turn: float = 0.0,
) -> dict[str, Any]:
    """One of Tabletop Simulator's own dice of ``sides`` (4, 6, 8, 10, 12 or 20)."""
    if sides not in DICE:
        raise ValueError(f"Tabletop Simulator has no d{sides}")
    return {
        **_named(f"Die_{sides}", key, name, description),
        "Transform": transform(place[0], place[1], turn=turn),
        "ColorDiffuse": COLOURS.get(colour, COLOURS["white"]),
        "MaterialIndex": 0,
        "Memo": die_memo(DIE_SIDE / INCH),
    }


def hand_zone(colour: str, z: float, turn: float, depth: float) -> dict[str, Any]:
    """The hand of the player in seat ``colour`` (Tabletop Simulator's player colours),
    ``z`` inches from the table's middle, turned ``turn`` degrees to face it (0: the seat
    at negative z), ``depth`` inches deep and a row of cards wide."""
    return {
        "GUID": guid("HandTrigger", colour),
        "Name": "HandTrigger",
        "Transform": {
            "posX": 0.0,
            "posY": 3.0,
            "posZ": round(z, 4),
            "rotX": 0.0,
            "rotY": turn,
            "rotZ": 0.0,
            "scaleX": 16.0,
            "scaleY": 6.0,
            "scaleZ": depth,
        },
        "Nickname": f"{colour} hand",
        "Description": f"The {colour} seat's hand: what lies in it, only that player sees.",
        "FogColor": colour,
        "Locked": True,
        "Tooltip": True,
    }


def rulebook(
    key: Sequence[object], name: str, pdf: str, place: tuple[float, float]
) -> dict[str, Any]:
    """The rules booklet as a book the players page through on the table, fitted to its
    A5 page as the game loads (its size at scale 1 is not documented either)."""
    return {
        **_named("Custom_PDF", key, name, "The rules booklet: page through it on the table."),
        "Transform": transform(place[0], place[1]),
        "Memo": flat_memo(BOOKLET_PAGE[0] / INCH, BOOKLET_PAGE[1] / INCH),
        "CustomPDF": {"PDFUrl": pdf, "PDFPassword": "", "PDFPage": 0, "PDFPageOffset": 0},
    }


def deck_scale(card: tuple[float, float]) -> tuple[float, float, float]:
    """The scale that makes a custom deck's cards ``card`` mm (width, height)."""
    return (card[0] / CARD_AT_SCALE_ONE[0], 1.0, card[1] / CARD_AT_SCALE_ONE[1])


def saved_game(
    name: str, objects: Sequence[Mapping[str, Any]], date: str = "", note: str = ""
) -> dict[str, Any]:
    """The saved game holding ``objects``: the fields a new game of Tabletop Simulator's
    own has, then the objects. ``date`` is left as given (empty keeps the file the same for
    the same input)."""
    return {
        "SaveName": name,
        "Date": date,
        "VersionNumber": "",
        **SAVE_FIELDS,
        "GameMode": name,
        "Note": note,
        "ObjectStates": [dict(item) for item in objects],
        "SnapPoints": [],
    }


def image_names(objects: Sequence[Mapping[str, Any]]) -> list[str]:
    """Every image and PDF file an object of the save names, once, in order."""
    names: list[str] = []
    for item in objects:
        for block, keys in (
            ("CustomImage", ("ImageURL", "ImageSecondaryURL")),
            ("CustomPDF", ("PDFUrl",)),
        ):
            for key in keys:
                value = item.get(block, {}).get(key)
                if value and value not in names:
                    names.append(value)
        for sheet in item.get("CustomDeck", {}).values():
            for key in ("FaceURL", "BackURL"):
                if sheet[key] not in names:
                    names.append(sheet[key])
    return names
