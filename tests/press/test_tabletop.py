"""Tabletop Simulator's objects, as the press makes them: true sizes through the scale
recipes and the save's own fit (run by a stand-in world), the fields Tabletop Simulator
writes, and only the dice it has."""

from __future__ import annotations

import pytest

from skirmishgen.press.tablefit import FIT_SCRIPT, FITTED, MARK, WAIT
from skirmishgen.press.tabletop import (
    CARD_AT_SCALE_ONE,
    TILE_SIDE,
    deck_scale,
    die,
    figure,
    image_names,
    saved_game,
    tile,
    token,
)
from tabletopworld import World


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


# The save's script fits each piece to its printed size once the game has loaded, however
# large Tabletop Simulator's models are at scale 1: the world below makes them another
# size than the recipe's, so only a real fit passes.
ODD_SIDES = [
    {"Custom_Tile": 1.0, "Custom_Token": 1.4, "Figurine_Custom": 0.7},
    {"Custom_Tile": TILE_SIDE, "Custom_Token": 3.7, "Figurine_Custom": 1.0},
    {"Custom_Tile": 2.61, "Custom_Token": 5.2, "Figurine_Custom": 3.3},
]


@pytest.mark.parametrize("sides", ODD_SIDES)
def test_the_save_fits_a_ruler_to_24_by_1_inches_whatever_a_tile_measures(sides):
    ruler = tile(("ruler",), "Ruler", "24 in", (24 * 25.4, 25.4), "ruler.png", (0, 0))
    (fitted,) = World(saved_game("Game", [ruler]), sides).run().pieces
    assert fitted.size == pytest.approx((24, 1), rel=1e-4)


@pytest.mark.parametrize("sides", ODD_SIDES)
def test_the_save_fits_a_cut_out_forest_to_5_by_4_inches(sides):
    forest = token(("f",), "Forest", "", (127.0, 101.6), "forest.png", (0, 0))
    assert forest["CustomImage"]["CustomToken"]["Thickness"] > 0
    (fitted,) = World(saved_game("Game", [forest]), sides).run().pieces
    assert fitted.size == pytest.approx((5, 4), rel=1e-4)


@pytest.mark.parametrize("sides", ODD_SIDES)
def test_the_save_fits_a_standee_to_its_printed_size_keeping_its_shape(sides):
    standee = figure(("s",), "Knight", "", "front.png", "back.png", (25.0, 46.5), (0, 0))
    (fitted,) = World(saved_game("Game", [standee]), sides).run().pieces
    assert fitted.size == pytest.approx((25 / 25.4, 46.5 / 25.4), rel=1e-4)
    assert fitted.scale["x"] == pytest.approx(fitted.scale["y"]) == fitted.scale["z"]


def test_a_piece_whose_shape_comes_a_frame_after_its_picture_is_measured_once_it_has():
    """Loaded, a piece may still measure as its model before the picture reshapes it: the
    fit waits until two frames running measure it alike."""
    ruler = tile(("ruler",), "Ruler", "24 in", (24 * 25.4, 25.4), "ruler.png", (0, 0))
    world = World(saved_game("Game", [ruler]), ODD_SIDES[2], late=frozenset({"Ruler"}))
    (fitted,) = world.run().pieces
    assert fitted.size == pytest.approx((24, 1), rel=1e-4)
    assert world.memos == ["skirmishgen fitted"]


@pytest.mark.parametrize("stand", [(0.5, 0.0), (0.9, 0.1), (1.4, 0.01), (1.4, 0.04)])
def test_a_standees_stand_swells_neither_its_width_nor_its_height(stand):
    """Measured with its stand, a standee is the larger of its picture and its stand
    across, and taller by the stand: the fit is right when the stand is the narrower,
    and short by the stand's height at most when it is the wider."""
    standee = figure(("s",), "Knight", "", "front.png", "back.png", (25.0, 46.5), (0, 0))
    world = World(saved_game("Game", [standee]), ODD_SIDES[2], stand=stand)
    (fitted,) = world.run().pieces
    across, high = fitted.size
    wide, tall = stand
    assert high <= 46.5 / 25.4 * (1 + 1e-4) and across <= 25 / 25.4 * (1 + 1e-4)
    short = tall / (1 + tall) if wide > 1 else 0.0
    assert across == pytest.approx(25 / 25.4 * (1 - short), rel=1e-4)


@pytest.mark.parametrize("sides", ODD_SIDES)
def test_a_boards_snap_points_stay_on_its_squares_as_it_is_fitted(sides):
    squares = [(x * 25.4 - 50.8, 0.0) for x in range(5)]  # mm from the centre
    board = tile(("b",), "Board", "", (127.0, 25.4), "b.png", (0, 0), snaps=squares)
    (fitted,) = World(saved_game("Game", [board]), sides).run().pieces
    across = sorted(-x for x, _ in fitted.world_snaps())  # the tile lies turned half round
    assert across == pytest.approx([-2.0, -1.0, 0.0, 1.0, 2.0], abs=1e-4)


def test_a_fitted_piece_keeps_the_scale_it_is_saved_with():
    ruler = tile(("ruler",), "Ruler", "24 in", (24 * 25.4, 25.4), "ruler.png", (0, 0))
    world = World(saved_game("Game", [ruler]), {"Custom_Tile": 3.0}).run()
    assert world.memos == [FITTED]
    ruler["Memo"] = world.memos[0]  # the game saved after the fit, then loaded again
    again = World(saved_game("Game", [ruler]), {"Custom_Tile": 3.0}).run()
    assert not again.waiting and again.pieces[0].scale["x"] == ruler["Transform"]["scaleX"]


@pytest.mark.parametrize("side", [0.4, 1.0, 5.0])
def test_a_die_is_fitted_evenly_to_16_mm_across(side):
    d6 = die(("a",), 6, "Knight", "d6", "red", (0, 0))
    (fitted,) = World(saved_game("Game", [d6]), {"Die_6": side}).run().pieces
    assert fitted.size == pytest.approx((16 / 25.4, 16 / 25.4), rel=1e-3)
    assert fitted.scale["x"] == pytest.approx(fitted.scale["y"]) == fitted.scale["z"]


def test_the_script_reads_the_memos_the_press_writes():
    assert f'"{MARK} "' in FIT_SCRIPT and f'"{FITTED}"' in FIT_SCRIPT
    assert f" {WAIT}\n" in FIT_SCRIPT, "it waits as long as the press says"


def test_a_piece_whose_picture_never_loads_keeps_its_size_and_the_chat_says_so():
    ruler = tile(("ruler",), "Ruler", "24 in", (24 * 25.4, 25.4), "ruler.png", (0, 0))
    board = tile(("board",), "Board", "", (50.8, 50.8), "b.png", (3, 0))
    sides = {"Custom_Tile": 3.0}
    world = World(saved_game("Game", [ruler, board]), sides, frozenset({"Ruler"})).run()
    assert world.pieces[0].scale["x"] == ruler["Transform"]["scaleX"]
    assert world.pieces[1].size == pytest.approx((2, 2), rel=1e-4)
    (said,) = world.printed
    assert "1 piece did not load" in said
