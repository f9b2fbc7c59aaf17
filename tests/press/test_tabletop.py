"""Tabletop Simulator's objects, as the press makes them: true sizes through the scale
recipes, the fields Tabletop Simulator writes, and only the dice it has."""

from __future__ import annotations

import pytest

from skirmishgen.press.tabletop import (
    CARD_AT_SCALE_ONE,
    TILE_SIDE,
    deck_scale,
    die,
    image_names,
    saved_game,
    tile,
)


def test_a_24_inch_ruler_tile_is_24_by_1_inches():
    ruler = tile(("ruler",), "Ruler", "24 in", (24 * 25.4, 25.4), "ruler.png", (0, 0))
    scale = ruler["Transform"]
    assert scale["scaleX"] * TILE_SIDE == pytest.approx(24, rel=1e-4)
    assert scale["scaleZ"] * TILE_SIDE == pytest.approx(1, rel=1e-4)
    assert ruler["CustomImage"]["CustomTile"]["Stretch"] is True
    assert ruler["CustomImage"]["ImageSecondaryURL"] == "ruler.png"


def test_a_poker_deck_is_scaled_from_the_card_tabletop_simulator_draws():
    x, _, z = deck_scale((63.5, 88.9))
    assert x * CARD_AT_SCALE_ONE[0] == pytest.approx(63.5)
    assert z * CARD_AT_SCALE_ONE[1] == pytest.approx(88.9)


def test_only_the_dice_tabletop_simulator_has():
    assert die(("a",), 12, "Knight", "d12", "red", (0, 0))["Name"] == "Die_12"
    with pytest.raises(ValueError, match="no d7"):
        die(("a",), 7, "Odd", "d7", "red", (0, 0))


def test_a_saved_game_has_tabletop_simulators_own_fields_and_names_each_image_once():
    pieces = [
        tile(("a",), "A", "", (25.4, 25.4), "a.png", (0, 0), back="b.png"),
        tile(("b",), "B", "", (25.4, 25.4), "a.png", (1, 0)),
    ]
    save = saved_game("Game", pieces)
    for field in ("SaveName", "GameMode", "Gravity", "PlayArea", "Table", "Sky", "ObjectStates"):
        assert field in save
    assert image_names(save["ObjectStates"]) == ["a.png", "b.png"]
    assert pieces[0]["GUID"] != pieces[1]["GUID"]
