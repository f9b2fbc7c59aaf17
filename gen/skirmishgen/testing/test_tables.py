"""A game's whole table for Tabletop Simulator, made as a player makes it (``build KEY
--format tts``) and read back: a save that parses, every object named with an id of its
own, every image it names there (RGB, at most 4096 px a side), every flat piece's footprint
in its picture's proportions, every flat piece and standee asking to be fitted to the size
its picture prints, a cut-out piece's shape filling its picture, every snap point on its
piece, every deck's cards all in it. Games without a table skip."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

from . import ids, under_test

GAMES = tuple(game for game in under_test() if game.tabletop is not None)
by_game = pytest.mark.parametrize("game", GAMES, ids=ids(GAMES))


@pytest.fixture(scope="module")
def tables(table_of) -> dict[str, Path]:
    return {game.key: table_of(game.key) for game in GAMES}


def _save(folder: Path) -> dict:
    (found,) = folder.glob("TS_Save_*.json")
    return json.loads(found.read_text(encoding="utf-8"))


def _file(url: str) -> Path:
    return Path(unquote(urlparse(url).path))


@by_game
def test_the_save_names_every_object_with_an_id_of_its_own(game, tables):
    objects = _save(tables[game.key])["ObjectStates"]
    assert objects
    ids_seen = [o["GUID"] for o in objects]
    assert len(set(ids_seen)) == len(ids_seen)
    assert all(o["Nickname"] and o["Name"] and "Transform" in o for o in objects)


@by_game
def test_every_object_says_what_it_is_for_not_how_it_was_printed(game, tables):
    for item in _save(tables[game.key])["ObjectStates"]:
        said = item["Description"]
        assert said.strip(" .") and not said.startswith(item["Nickname"]), item["Nickname"]
        words = said.lower()
        assert not any(word in words for word in ("fold pair", "(s)", "cut out")), said
        for card in item.get("ContainedObjects", []):  # each card of a deck: its rules line
            assert card["Nickname"] and card["Description"].strip(), (item["Nickname"], card)


@by_game
def test_every_image_the_save_names_is_there_in_rgb_within_4096_px(game, tables):
    from PIL import Image

    objects = _save(tables[game.key])["ObjectStates"]
    urls = {o["CustomImage"]["ImageURL"] for o in objects if "CustomImage" in o}
    sheets = [sheet for o in objects for sheet in o.get("CustomDeck", {}).values()]
    urls |= {sheet[key] for sheet in sheets for key in ("FaceURL", "BackURL")}
    cut_out = {o["CustomImage"]["ImageURL"] for o in objects if o["Name"] == "Custom_Token"}
    for url in urls:
        with Image.open(_file(url)) as image:
            assert image.mode == ("RGBA" if url in cut_out else "RGB"), url
            assert max(image.size) <= 4096, url


@by_game
def test_a_cut_out_piece_fills_its_picture_edge_to_edge(game, tables):
    from PIL import Image

    for token in (
        o for o in _save(tables[game.key])["ObjectStates"] if o["Name"] == "Custom_Token"
    ):
        with Image.open(_file(token["CustomImage"]["ImageURL"])) as image:
            alpha = image.getchannel("A")
            assert alpha.getbbox() == (0, 0, *image.size), token["Nickname"]
            corner = alpha.getpixel((0, 0))
            assert corner == 0, "the ground round the shape is clear"


@by_game
def test_every_flat_piece_lies_in_its_pictures_proportions(game, tables):
    from PIL import Image

    for tile in (o for o in _save(tables[game.key])["ObjectStates"] if o["Name"] == "Custom_Tile"):
        with Image.open(_file(tile["CustomImage"]["ImageURL"])) as image:
            width, height = image.size
        scale = tile["Transform"]
        assert scale["scaleX"] / scale["scaleZ"] == pytest.approx(width / height, rel=0.02)


@by_game
def test_every_deck_holds_each_of_its_cards(game, tables):
    for deck in (o for o in _save(tables[game.key])["ObjectStates"] if o["Name"] == "DeckCustom"):
        cards = deck["ContainedObjects"]
        assert [card["CardID"] for card in cards] == deck["DeckIDs"]
        assert {str(card // 100) for card in deck["DeckIDs"]} <= set(deck["CustomDeck"])


@by_game
def test_every_flat_piece_and_standee_asks_to_be_fitted_to_its_printed_size(game, tables):
    from PIL import Image

    from ..press.tablefit import MARK, TABLE

    save = _save(tables[game.key])
    assert MARK in save["LuaScript"]
    for piece in save["ObjectStates"]:
        if piece["Name"] not in ("Custom_Tile", "Custom_Token", "Figurine_Custom"):
            continue
        if piece.get("Memo") == TABLE:  # the save's own table, under a battlefield
            assert piece["Locked"] and save["Table"] == "Table_None"
            continue
        with Image.open(_file(piece["CustomImage"]["ImageURL"])) as image:
            printed = [side / image.info["dpi"][0] for side in image.size]
        asked = piece["Memo"].removeprefix(MARK).split()
        if piece["Name"] == "Figurine_Custom":
            assert asked.pop() == "upright", piece["Nickname"]
        sizes = [float(value) for value in asked]
        assert sizes == pytest.approx(printed, abs=2 / image.info["dpi"][0]), piece["Nickname"]


@by_game
def test_every_snap_point_lies_on_its_piece(game, tables):
    from ..press.tabletop import TILE_SIDE

    for piece in _save(tables[game.key])["ObjectStates"]:
        for point in piece.get("AttachedSnapPoints", []):
            at = point["Position"]  # in the tile's own units: its edges at half its side
            assert max(abs(at["x"]), abs(at["z"])) <= TILE_SIDE / 2, piece["Nickname"]
