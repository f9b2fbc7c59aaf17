"""A game's whole table for Tabletop Simulator, read back: the save parses, holds every
piece named and at its printed size (Tabletop Simulator's inch, a stretched tile 1.98 in a
side at scale 1), each roster's dice on its own side, and every image it names."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from PIL import Image

from skirmishgen.games.abstract_skirmish.reference import reference
from skirmishgen.games.insta_skirmish.kit import BORDER, OBSTACLES, SQUARES
from skirmishgen.press.tablefit import flat_memo
from skirmishgen.press.tabletop import TILE_SIDE
from skirmishgen.resources import content_dir
from skirmishgen.testing.plugin import run_main
from tabletopworld import World

ARMY = content_dir() / "insta-skirmish" / "armies" / "knights-of-the-board.yaml"


def _save(folder: Path) -> dict:
    (found,) = folder.glob("TS_Save_*.json")
    return json.loads(found.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def table(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("table")
    code, stdout, err = run_main(
        "build", "insta-skirmish", "--format", "tts", "--roster", str(ARMY),
        "--roster", str(ARMY), "--out", str(out),
    )  # fmt: skip
    assert code == 0, err
    assert "Tabletop Simulator saved game" in stdout
    return out / "insta-skirmish-tts"


def _tiles(save: dict, name: str) -> list[dict]:
    return [o for o in save["ObjectStates"] if o["Nickname"] == name]


def _obstacles(save: dict) -> list[dict]:
    return [o for o in save["ObjectStates"] if o["Nickname"].startswith("Obstacle (")]


def _miniatures(save: dict) -> list[dict]:
    return [o for o in save["ObjectStates"] if o["Description"].startswith("A miniature")]


def test_the_save_holds_the_mat_its_obstacles_each_armys_miniatures_and_dice(table):
    import yaml

    save = _save(table)
    assert save["SaveName"] and isinstance(save["ObjectStates"], list)
    assert all(o["Nickname"] and o["GUID"] for o in save["ObjectStates"])
    assert len(_tiles(save, "Battle mat")) == 1
    assert len(_obstacles(save)) == OBSTACLES
    assert {o["Nickname"] for o in _obstacles(save)} == {"Obstacle (tree)", "Obstacle (house)"}
    army = yaml.safe_load(ARMY.read_text(encoding="utf-8"))
    wanted = Counter(f"{m['name']} ({m['die']})" for m in army["miniatures"])
    found = Counter(o["Nickname"] for o in _miniatures(save))
    assert found == Counter({name: 2 * n for name, n in wanted.items()}), "both armies'"
    dice = Counter(o["Name"] for o in save["ObjectStates"] if o["Name"].startswith("Die_"))
    sizes = {f"Die_{m['die'][1:]}" for m in army["miniatures"]}
    assert dice == Counter({name: 2 for name in sizes}), "a die of each size, each army"


def test_a_miniatures_description_gives_its_rolls_and_armor(table):
    by_name = {o["Nickname"]: o["Description"] for o in _miniatures(_save(table))}
    captain = by_name["Knight Captain (d10)"]
    assert "Move 5 squares" in captain and "Save d10, 4+" in captain and "Armor 1" in captain
    assert "Ranged (non-gun) d8 / 2, round up" in by_name["Archer (d8)"], "its bow"
    assert "Ranged" not in by_name["Squire (d4)"] and "Armor" not in by_name["Squire (d4)"]
    armor = [o for o in _save(table)["ObjectStates"] if o["Nickname"] == "Armor (Knight Captain)"]
    assert sorted(o["Transform"]["posZ"] > 0 for o in armor) == [False, True], "by him, each side"


def test_the_armies_lie_on_opposite_sides_of_the_mat(table):
    save = _save(table)
    dice = [o for o in save["ObjectStates"] if o["Name"].startswith("Die_")]
    near = {o["Transform"]["posZ"] for o in dice if o["ColorDiffuse"]["r"] > 0.5}
    far = {o["Transform"]["posZ"] for o in dice if o["ColorDiffuse"]["r"] < 0.5}
    sides = [o["Transform"]["posZ"] for o in _miniatures(save)]
    (mat,) = _tiles(save, "Battle mat")
    half = mat["Transform"]["scaleZ"] * TILE_SIDE / 2
    assert near and far
    assert max(near) < mat["Transform"]["posZ"] - half < mat["Transform"]["posZ"] + half < min(far)
    assert sorted(z > 0 for z in sides) == [False] * 4 + [True] * 4


def test_the_mat_and_an_obstacle_measure_their_printed_size_in_inches(table):
    save = _save(table)
    (mat,) = _tiles(save, "Battle mat")
    printed = (SQUARES * 25.4 + 2 * BORDER) / 25.4
    for axis in ("scaleX", "scaleZ"):
        assert mat["Transform"][axis] * TILE_SIDE == pytest.approx(printed, rel=0.02)
    obstacle = _obstacles(save)[0]
    assert obstacle["Transform"]["scaleX"] * TILE_SIDE == pytest.approx(1.0, rel=0.02)
    assert mat["Locked"] and mat["CustomImage"]["CustomTile"]["Stretch"]
    assert obstacle["CustomImage"]["CustomTile"]["Stackable"], "tokens alike stack"
    assert not mat["CustomImage"]["CustomTile"]["Stackable"]


ODD_SIDES = {"Custom_Tile": 2.61, "Custom_Token": 2.9, "Figurine_Custom": 0.7}
"""Inches a side of a tile and a standee at scale 1 in the stand-in world: not the save's
recipe, so only the save's own fit brings a piece to its printed size."""


def test_loaded_the_mat_measures_its_printed_inches_its_snaps_on_its_squares(table):
    save = _save(table)
    (recipe,) = _tiles(save, "Battle mat")
    world = World(save, ODD_SIDES).run()
    (mat,) = world.named("Battle mat")
    printed = (SQUARES * 25.4 + 2 * BORDER) / 25.4
    assert mat.size == pytest.approx((printed, printed), rel=0.001)
    centres = sorted({round(x, 3) for x, _ in mat.world_snaps()})
    assert centres == pytest.approx([n - 3.5 for n in range(SQUARES)], abs=1e-3)
    obstacles = [*world.named("Obstacle (tree)"), *world.named("Obstacle (house)")]
    assert obstacles and all(p.size == pytest.approx((1.0, 1.0), rel=0.001) for p in obstacles)
    assert recipe["Memo"].startswith("skirmishgen fit")


def test_every_image_the_save_names_is_there_in_rgb_under_4096_px(table):
    save = _save(table)
    urls = {
        o["CustomImage"][key]
        for o in save["ObjectStates"]
        if "CustomImage" in o
        for key in ("ImageURL", "ImageSecondaryURL")
    }
    assert urls
    for url in urls:
        path = Path(unquote(urlparse(url).path))
        assert path.parent == table.resolve()
        with Image.open(path) as image:
            assert image.mode == "RGB" and max(image.size) <= 4096


def test_the_same_rosters_give_the_same_files(table, tmp_path):
    code, _out, err = run_main(
        "build", "insta-skirmish", "--format", "tts", "--roster", str(ARMY),
        "--roster", str(ARMY), "--out", str(tmp_path),
    )  # fmt: skip
    assert code == 0, err
    again = tmp_path / "insta-skirmish-tts"
    for path in table.iterdir():
        if path.suffix in (".png", ".pdf"):
            assert (again / path.name).read_bytes() == path.read_bytes(), path.name
    (first,) = table.glob("TS_Save_*.json")
    (second,) = again.glob("TS_Save_*.json")
    assert first.name == second.name
    here, there = table.resolve().as_uri(), again.resolve().as_uri()
    assert first.read_text().replace(here, "") == second.read_text().replace(there, "")


def test_each_picture_is_written_once_however_many_pieces_show_it(table_of):
    folder = table_of("aof-skirmish")
    written = [path.read_bytes() for path in folder.iterdir() if path.suffix == ".png"]
    assert len(written) == len(set(written)), "no two files alike"
    named = set(_image_paths(_save(folder)["ObjectStates"]))
    assert named == {path for path in folder.iterdir() if path.suffix in (".png", ".pdf")}


def _image_paths(objects: list[dict]):
    for item in objects:
        for block in ("CustomImage", "CustomPDF"):
            for key, url in item.get(block, {}).items():
                if key.endswith(("URL", "Url")) and url:
                    yield Path(unquote(urlparse(url).path))
        for sheet in item.get("CustomDeck", {}).values():
            yield from (Path(unquote(urlparse(sheet[k]).path)) for k in ("FaceURL", "BackURL"))
        yield from _image_paths(item.get("ContainedObjects", []))


def test_hosted_images_are_named_under_the_image_url(tmp_path):
    code, _out, err = run_main(
        "build", "insta-skirmish", "--format", "tts", "--image-url",
        "https://example.org/insta/", "--out", str(tmp_path),
    )  # fmt: skip
    assert code == 0, err
    save = _save(tmp_path / "insta-skirmish-tts")
    urls = [o["CustomImage"]["ImageURL"] for o in save["ObjectStates"] if "CustomImage" in o]
    assert urls and all(url.startswith("https://example.org/insta/") for url in urls)
    (book,) = [o for o in save["ObjectStates"] if o["Name"] == "Custom_PDF"]
    assert book["CustomPDF"]["PDFUrl"].startswith("https://example.org/insta/")


def test_without_rosters_the_shipped_army_takes_both_sides_the_far_one_turned(table_of):
    folder = table_of("insta-skirmish")
    dice = [o for o in _save(folder)["ObjectStates"] if "Die_" in o["Name"]]
    near = [o for o in dice if o["Transform"]["posZ"] < 0]
    far = [o for o in dice if o["Transform"]["posZ"] > 0]
    assert len(near) == len(far) > 0
    assert {o["Transform"]["rotY"] for o in near} == {180.0}
    assert {o["Transform"]["rotY"] for o in far} == {0.0}, "turned to face its player"
    save = _save(folder)
    assert "Red seat: Knights of the Board (the near side)" in save["Note"]
    assert "Blue seat: Knights of the Board (the far side" in save["Note"]
    hands = {
        o["FogColor"]: o["Transform"] for o in save["ObjectStates"] if o["Name"] == "HandTrigger"
    }
    assert hands["Red"]["posZ"] < min(o["Transform"]["posZ"] for o in near) - 2
    assert hands["Blue"]["posZ"] > max(o["Transform"]["posZ"] for o in far) + 2
    assert (hands["Red"]["rotY"], hands["Blue"]["rotY"]) == (0.0, 180.0), "each faces the middle"


def test_abstracts_beads_start_on_each_units_slots_and_each_tracks_zero(table_of):
    folder = table_of("abstract-skirmish")
    objects = _save(folder)["ObjectStates"]
    (sheet,) = [o for o in objects if o["Nickname"] == "Quick reference and trackers"]
    cells = _snap_points(sheet)

    def on(points: list[tuple[float, float]], colour: str) -> list[int]:
        beads = [o["Transform"] for o in objects if o["Nickname"] == f"{colour} bead"]
        return sorted(
            index
            for index, (x, z) in enumerate(points)
            for bead in beads
            if abs(bead["posX"] - x) < 1e-3 and abs(bead["posZ"] - z) < 1e-3
        )

    # a side's slot tracks: 4 units of 17 cells (OUT, 1-15, +15), Red's first; Bob's squad:
    # Alpha and Bravo on 10, Charlie and Delta (20) on 5 and on +15
    for side, colour in enumerate(("Red", "Blue")):
        first = side * 4 * 17
        wanted = [
            first + 10,
            first + 17 + 10,
            first + 34 + 5,
            first + 34 + 16,
            first + 51 + 5,
            first + 51 + 16,
        ]
        assert on(cells, colour) == wanted, colour
    mats = [o for o in objects if o["Nickname"].endswith("(mat)")]
    for mat in mats:
        colour = "Red" if "Red seat" in mat["Description"] else "Blue"
        assert on(_snap_points(mat), colour) == [0, 12, 24, 36, 48], "each level track's 0"
        assert mat["Transform"]["posZ"] * (1 if colour == "Blue" else -1) > 0


@pytest.mark.parametrize(
    ("slots", "beads"), [(1, 6), (10, 6), (11, 7), (15, 7), (16, 8), (21, 8), (22, 9), (30, 9)]
)
def test_a_unit_has_beads_for_its_fullest_tracks(slots, beads):
    from skirmishgen.games.abstract_skirmish.table import beads_for

    assert beads_for(slots, 5) == beads


@pytest.mark.parametrize(("game", "inches"), [("one-stat-skirmish", 24.0), ("aof-skirmish", 48.0)])
def test_a_miniature_game_has_its_battlefield_on_a_floor_of_its_own(table_of, game, inches):
    """1 Stat's 2' x 2' for its rulebook warbands, AOF's 4' x 4': in the middle, locked,
    every side's pieces off it, all of it and them on the floor (no table of Tabletop
    Simulator's is that large); the rules booklet by the field's left edge."""
    save = _save(table_of(game))
    objects = save["ObjectStates"]
    assert save["Table"] == "Table_None" and save["PlayArea"] == 1.0, "room for the floor"
    (field,) = [o for o in objects if o["Nickname"].startswith("Battlefield (")]
    assert field["Locked"] and field["Memo"] == flat_memo(inches, inches)
    assert (field["Transform"]["posX"], field["Transform"]["posZ"]) == (0.0, 0.0)
    floor = objects[0]
    assert floor["Nickname"] == "Table" and floor["Locked"], "the floor first: all lie on it"
    assert floor["GridProjection"], "a grid shows on it"
    world = World(save, ODD_SIDES).run()
    assert world.interactable[0] is False, "nobody picks, selects or deletes the table"
    assert all(world.interactable[1:])
    wide, deep = (floor["Transform"][axis] * TILE_SIDE for axis in ("scaleX", "scaleZ"))
    for item in objects[1:]:
        at = item["Transform"]
        assert abs(at["posX"]) < wide / 2 and abs(at["posZ"]) < deep / 2
        assert at["posY"] > floor["Transform"]["posY"], item["Nickname"]
        mine = "Red seat" in item["Description"] or "Blue seat" in item["Description"]
        if mine:
            assert abs(at["posZ"]) > inches / 2, f"{item['Nickname']} lies off the field"
    top = floor["Transform"]["posY"] + floor["Transform"]["scaleY"] * 0.1 / 2
    below = field["Transform"]["posY"] - 2 / 25.4 / 2
    assert top == pytest.approx(below, abs=0.005), "the locked field rests on the floor"
    (book,) = [o for o in objects if o["Name"] == "Custom_PDF"]
    assert book["Transform"]["posX"] + 148 / 25.4 / 2 < -inches / 2, "off the field, left"


def test_the_battlefield_grows_as_the_rules_say_with_the_warbands():
    from skirmishgen.games.one_stat_skirmish.models import Warband
    from skirmishgen.games.one_stat_skirmish.table import field_side

    def band(rookies: int, specialists: int) -> Warband:
        fighters = [{"name": f"R{n}", "rank": "rookie", "stat": 3} for n in range(rookies)]
        fighters += [{"name": f"S{n}", "rank": "specialist", "stat": 4} for n in range(specialists)]
        fighters.append({"name": "B", "rank": "boss", "stat": 5})
        return Warband.model_validate(
            {"system": "one-stat-skirmish", "name": "W", "fighters": fighters}
        )

    assert field_side([band(4, 2), band(3, 1)]) == 24, "2' x 2' up to 4 rookies, 2 specialists"
    assert field_side([band(4, 2), band(8, 2)]) == 36, "3' x 3' to 8 rookies: the larger band's"
    assert field_side([band(4, 4)]) == 36
    assert field_side([band(10, 2)]) == 48, "4' x 4' for more"


@pytest.mark.parametrize("game", ["skirmish", "one-stat-skirmish", "aof-skirmish"])
def test_each_hand_lies_at_the_rim_with_no_piece_in_it(table_of, game):
    from skirmishgen.press.tableplan import HAND_RIM

    folder = table_of(game)
    objects = _save(folder)["ObjectStates"]
    hands = [o["Transform"] for o in objects if o["Name"] == "HandTrigger"]
    assert len(hands) == 2
    for hand in hands:
        assert abs(hand["posZ"]) >= HAND_RIM, "at the table's rim, out of the play area"
        inner = abs(hand["posZ"]) - hand["scaleZ"] / 2
        for piece in objects:
            where = piece["Transform"]
            if piece["Name"] != "HandTrigger" and where["posZ"] * hand["posZ"] > 0:
                assert abs(where["posZ"]) < inner, f"{piece['Nickname']} lies in a hand"


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (["--roster", str(ARMY)], "--roster is for --format tts"),
        (
            ["skirmish", "insta-skirmish", "--format", "tts", "--roster", str(ARMY)],
            "--roster: name the one game whose table they go on",
        ),
    ],
)
def test_what_a_table_cannot_take_is_one_line(tmp_path, given, said):
    code, _out, err = run_main("build", *given, "--out", str(tmp_path))
    assert code == 2 and said in err and err.count("\n") == 1


WARBANDS = content_dir() / "one-stat-skirmish" / "warbands"


@pytest.fixture(scope="module")
def skirmish_table(table_of) -> dict:
    return _save(table_of("one-stat-skirmish"))


def test_one_stat_has_a_standee_for_every_fighter_of_both_shipped_warbands(skirmish_table):
    import yaml

    fighters = [
        fighter["name"]
        for path in sorted(WARBANDS.glob("*treasure-hunt.yaml"))
        for fighter in yaml.safe_load(path.read_text(encoding="utf-8"))["fighters"]
    ]
    standees = [o for o in skirmish_table["ObjectStates"] if o["Name"] == "Figurine_Custom"]
    assert sorted(o["Nickname"] for o in standees) == sorted([*fighters, "Demon (Controller)"])
    for standee in standees:
        image = standee["CustomImage"]
        assert image["ImageURL"] != image["ImageSecondaryURL"], "a front and a back"


@pytest.mark.parametrize(
    ("name", "inches"),
    [("Forest 1", (5, 4)), ("House", (2, 3)), ("Measuring tape", (20, 20 / 25.4))],
)
def test_one_stats_terrain_and_tape_measure_their_printed_inches(skirmish_table, name, inches):
    (piece,) = World(skirmish_table, ODD_SIDES).run().named(name)
    assert piece.size == pytest.approx(inches, rel=0.001)


def test_one_stats_forests_are_cut_to_their_outline(skirmish_table):
    forests = [o for o in skirmish_table["ObjectStates"] if o["Nickname"].startswith("Forest")]
    assert len(forests) == 3 and {o["Name"] for o in forests} == {"Custom_Token"}
    for forest in forests:
        with Image.open(Path(unquote(urlparse(forest["CustomImage"]["ImageURL"]).path))) as image:
            assert image.mode == "RGBA"
            width, height = image.size
            alpha = image.getchannel("A")
        assert alpha.getpixel((0, 0)) == 0 == alpha.getpixel((width - 1, height - 1))
        assert alpha.getpixel((width // 2, height // 2)) == 255


def test_loaded_every_standee_is_as_wide_as_its_picture_prints(skirmish_table, tmp_path):
    world = World(skirmish_table, ODD_SIDES).run()
    standees = [p for p in world.pieces if p.state["Name"] == "Figurine_Custom"]
    assert len(standees) == 15
    for standee in standees:
        path = Path(unquote(urlparse(standee.state["CustomImage"]["ImageURL"]).path))
        with Image.open(path) as picture:
            printed = picture.width / picture.info["dpi"][0]
        assert 0.5 < printed < 2
        assert standee.size[0] == pytest.approx(printed, rel=0.02)
    (tape,) = world.named("Measuring tape")
    assert tape.size[0] == pytest.approx(20, rel=0.001)


def test_one_stats_tokens_tracker_and_stand_ins_are_all_there(skirmish_table):
    from skirmishgen.games.one_stat_skirmish.solitaire import OPFOR
    from skirmishgen.games.one_stat_skirmish.tokens import tokens_list

    tiles = [o for o in skirmish_table["ObjectStates"] if o["Name"] == "Custom_Tile"]
    stand_ins = sum(count for *_, count in OPFOR)
    # the house, the tape, the turn tracker and its marker, the battlefield, the floor
    assert len(tiles) == len(tokens_list()) + stand_ins + 1 + 1 + 2 + 2
    names = {o["Nickname"] for o in tiles}
    assert {"Turn tracker", "Turn marker", "Boss 1", "Rookie 9"} <= names
    assert {"Flag (Red side)", "Flag (Blue side)", "Hill (King of the Hill)"} <= names
    uses = [o["Description"] for o in tiles if "(Investigate)" in o["Nickname"]]
    assert len(uses) == len(set(uses)) == 3, "each scenario marker its own use"


def test_a_standee_says_what_its_roster_gives_the_fighter(skirmish_table):
    by_name = {o["Nickname"]: o["Description"] for o in skirmish_table["ObjectStates"]}
    assert by_name["Gryll"].startswith("Specialist, stat 5. Veteran (passive skill): Gets -1")
    assert "Equipment: Heavy shooter." in by_name["Gryll"]
    assert "Equipment: Power fist (melee), Shield." in by_name["T-999"]
    assert " skill)" not in by_name["Rabbit with bow"], "no skill, none said"
    assert "Rifle (medium shooter: to long range)" in by_name["Cpt. Fawkes"]
    assert "Shield: Its carrier counts as in cover" in by_name["T-999"], "what its gear does"
    assert "Two-handed melee weapon: " in by_name["Rabbit with polearm"]
    assert "within 2 inches of the target" in by_name["Gryll"], "its heavy shooter's option"
    assert "Rifle (light shooter: to normal range)" in by_name["Frogger with rifle"], "a rookie's"
    assert "our stand-ins" in by_name["Robyn"], "the rulebook's roster pages are pictures"


def test_skirmish_is_set_up_as_its_rules_say_with_aids_at_poker_size(table_of):
    from skirmishgen.press.tablefit import SHUFFLE
    from skirmishgen.press.tabletop import CARD_AT_SCALE_ONE

    folder = table_of("skirmish")
    objects = _save(folder)["ObjectStates"]
    decks = {o["Nickname"]: o for o in objects if "DeckIDs" in o}
    assert {name: len(o["DeckIDs"]) for name, o in decks.items()} == {
        "Draw deck": 100,
        "Weapon discard pile": 24,
        "Player aids (Red seat: Player 1)": 8,
        "Player aids (Blue seat: Player 2)": 8,
    }
    named = {
        name: Counter(c["Nickname"] for c in d["ContainedObjects"]) for name, d in decks.items()
    }
    # Setup: a SWORD and a SHIELD each; the other 6 shields and 18 weapons in the weapon
    # discard pile; the rest (every card but a shield or a weapon) is the draw deck
    assert named["Weapon discard pile"] == Counter(
        {"Shield": 6, "Sword": 6, "Axe": 4, "Dagger": 2, "Spear": 2, "Two Handed Axe": 2,
         "Two Handed Sword": 2}
    )  # fmt: skip
    assert not set(named["Draw deck"]) & set(named["Weapon discard pile"])
    assert not any(c["HideWhenFaceDown"] for c in decks["Weapon discard pile"]["ContainedObjects"])
    assert all(c["HideWhenFaceDown"] for c in decks["Draw deck"]["ContainedObjects"]), "hidden"
    assert named["Draw deck"]["Mail"] == 4, "armour but the shield is drawn"
    backs = {sheet["BackURL"] for sheet in decks["Draw deck"]["CustomDeck"].values()}
    assert len(backs) == 1 and not decks["Draw deck"]["CustomDeck"]["1"]["UniqueBack"]
    assert decks["Draw deck"]["Memo"] == SHUFFLE and decks["Draw deck"]["Transform"]["rotZ"] == 180
    assert all("Memo" not in deck for name, deck in decks.items() if name != "Draw deck")
    (place,) = [o for o in objects if o["Nickname"] == "Discard pile"]
    assert place["Locked"] and len(place["AttachedSnapPoints"]) == 1, "a card laid there snaps"
    assert _snap_points(place)[0] == pytest.approx(
        (place["Transform"]["posX"], place["Transform"]["posZ"])
    )
    assert abs(place["Transform"]["posZ"]) < 1, "in the middle, beside the draw deck"
    loose = [o for o in objects if o["Name"] == "Card"]
    assert sorted(o["Nickname"] for o in loose) == sorted(
        f"{card} ({seat})"
        for card in ("SWORD", "SHIELD")
        for seat in ("Red seat: Player 1", "Blue seat: Player 2")
    )
    for card in loose:  # face up, their own side (the SWORD, the undamaged SHIELD) showing
        assert card["Transform"]["rotZ"] == 0.0
        assert not card["HideWhenFaceDown"], "turned over (RECOVERING), it still says so"
        (sheet,) = card["CustomDeck"].values()
        with Image.open(Path(unquote(urlparse(sheet["FaceURL"]).path))) as face:
            assert face.size[0] < face.size[1], "one card's face"
    counters = [o for o in objects if o["Nickname"] == "Health counter"]
    hands = [o for o in objects if o["Name"] == "HandTrigger"]
    assert len(counters) == len(hands) == 2, "a counter and a hand for each player"
    seats = ("Red seat: Player 1", "Blue seat: Player 2")
    aids = [decks[f"Player aids ({seat})"]["Transform"]["posZ"] for seat in seats]
    assert aids[0] < decks["Draw deck"]["Transform"]["posZ"] < aids[1], "on their sides"
    cards = [o for o in objects if o["Nickname"].startswith("Health card, player ")]
    assert sorted(o["Transform"]["posZ"] > 0 for o in cards) == [False, True]
    for card in cards:
        assert card["Locked"] and len(card["AttachedSnapPoints"]) == 13
        assert card["Memo"] == flat_memo(63.5 / 25.4, 88.9 / 25.4)
        path = Path(unquote(urlparse(card["CustomImage"]["ImageURL"]).path))
        with Image.open(path) as face:
            edge = [face.getpixel((0, y)) for y in range(20, 200)]
            inside = [face.getpixel((3, y)) for y in range(20, 200)]
        assert edge == inside, "no cut line printed round a card's face"
    assert [o for o in objects if o["Nickname"] == "Health cards: how to use them"]
    for name, deck in decks.items():
        assert deck["Name"] == "DeckCustom"
        assert deck["Transform"]["rotZ"] == (180.0 if name == "Draw deck" else 0.0), "face up"
        width = deck["Transform"]["scaleX"] * CARD_AT_SCALE_ONE[0]
        height = deck["Transform"]["scaleZ"] * CARD_AT_SCALE_ONE[1]
        assert (width, height) == pytest.approx((63.5, 88.9), rel=0.02)
        for sheet in deck["CustomDeck"].values():
            for key in ("FaceURL", "BackURL"):
                assert Path(unquote(urlparse(sheet[key]).path)).is_file()
        assert len(deck["ContainedObjects"]) == len(deck["DeckIDs"])


def _snap_points(board: dict) -> list[tuple[float, float]]:
    """Each of a board's snap points where it lies on the table (inches): its position in
    the board's frame, scaled, turned by the board's rotY (Unity's, about y), moved."""
    import math

    t = board["Transform"]
    angle = math.radians(t["rotY"])
    found = []
    for point in board["AttachedSnapPoints"]:
        x, z = point["Position"]["x"] * t["scaleX"], point["Position"]["z"] * t["scaleZ"]
        turned = (
            x * math.cos(angle) + z * math.sin(angle),
            -x * math.sin(angle) + z * math.cos(angle),
        )
        found.append((t["posX"] + turned[0], t["posZ"] + turned[1]))
    return found


def test_each_health_counter_starts_on_start_of_its_own_card(table_of):
    folder = table_of("skirmish")
    objects = _save(folder)["ObjectStates"]
    for seat, number in (("Red", 1), ("Blue", 2)):
        (card,) = [o for o in objects if o["Nickname"] == f"Health card, player {number}"]
        (counter,) = [
            o for o in objects if o["Nickname"] == "Health counter" and seat in o["Description"]
        ]
        start = _snap_points(card)[0]
        where = counter["Transform"]
        assert (where["posX"], where["posZ"]) == pytest.approx(start, abs=1e-3)
        assert where["posY"] > card["Transform"]["posY"], "on the card"


@pytest.mark.parametrize(
    ("game", "tracker", "marker"),
    [
        ("aof-skirmish", "Round tracker", "Round"),
        ("one-stat-skirmish", "Turn tracker", "Turn marker"),
    ],
)
def test_a_trackers_marker_starts_on_the_first_round(table_of, game, tracker, marker):
    objects = _save(table_of(game))["ObjectStates"]
    (board,) = [o for o in objects if o["Nickname"] == tracker]
    (piece,) = [o for o in objects if o["Nickname"] == marker]
    where = piece["Transform"]
    assert (where["posX"], where["posZ"]) == pytest.approx(_snap_points(board)[0], abs=1e-3)


def test_skirmishs_deck_is_shuffled_once_as_the_game_first_loads(table_of):
    from skirmishgen.press.tablefit import SHUFFLE

    folder = table_of("skirmish")
    save = _save(folder)
    world = World(save, ODD_SIDES).run()
    (deck,) = [n for n, p in enumerate(world.pieces) if p.state["Nickname"] == "Draw deck"]
    assert world.shuffled == [deck]
    assert world.memos[deck] != SHUFFLE
    save["ObjectStates"][deck]["Memo"] = world.memos[deck]  # saved after loading, loaded again
    assert World(save, ODD_SIDES).run().shuffled == []


def test_a_health_cards_snap_points_are_on_start_and_every_value():
    piece, page = _face_drawing("skirmish", "Health card, player 1")
    height = _mm(page, page.height)
    numbers = [
        (_mm(page, (w["x0"] + w["x1"]) / 2), height - _mm(page, (w["top"] + w["bottom"]) / 2))
        for w in page.extract_words()
        if w["text"].isdigit()
    ]
    assert len(piece.snaps) == 13
    for x, y in piece.snaps:  # the START row's 12 lies left of its middle, by the word
        near = [(wx, wy) for wx, wy in numbers if abs(wx - x) < 6 and abs(wy - y) < 2.5]
        assert near, f"no value at the snap ({x:.1f}, {y:.1f}) mm"


def test_aof_has_each_units_card_its_markers_and_a_24_inch_ruler(tmp_path):
    import yaml

    from skirmishgen.games.aof_skirmish.kit import marker_pieces, tracker_pieces

    army = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"
    code, _out, err = run_main(
        "build", "aof-skirmish", "--format", "tts", "--roster", str(army), "--roster",
        str(army), "--out", str(tmp_path),
    )  # fmt: skip
    assert code == 0, err
    objects = _save(tmp_path / "aof-skirmish-tts")["ObjectStates"]
    listed = yaml.safe_load(army.read_text(encoding="utf-8"))["units"]
    units = [unit["name"] for unit in listed]
    names = Counter(o["Nickname"] for o in objects)
    assert all(names[unit] == 2 for unit in units), "a card a unit, for each army"
    cards = [o for o in objects if o["Nickname"] in units]
    assert all(o["Locked"] for o in cards), "Vector Paint draws on locked pieces only"
    shields = next(o["Description"] for o in cards if o["Nickname"] == "Shield Warriors")
    assert "Shield Wall (this army's own rule): Enemies get -1 to hit" in shields, "the roster's"
    assert "Fearless: " in shields
    dice = [o for o in objects if o["Name"] == "Die_6"]
    red = [o["Transform"]["posZ"] < 0 for o in dice if o["ColorDiffuse"]["r"] > 0.5]
    blue = [o["Transform"]["posZ"] > 0 for o in dice if o["ColorDiffuse"]["r"] < 0.5]
    assert len(red) == len(blue) == 10 and all(red + blue), "each army's own dice, its side"
    for unit in listed:  # a round base for each model of each army
        bases = [o for o in objects if o["Nickname"].startswith(f"{unit['name']} (model")]
        assert len(bases) == 2 * unit["size"]
        if unit["size"] > 1:  # numbered, to tell the last model (the one keeping wounds)
            numbered = {o["Nickname"] for o in bases}
            wanted = {
                f"{unit['name']} (model {n} of {unit['size']})" for n in range(1, unit["size"] + 1)
            }
            assert numbered == wanted
        images = {o["CustomImage"]["ImageURL"] for o in bases}
        assert len(images) == 2, "one picture a side, however many models"
        assert {o["Memo"] for o in bases} == {flat_memo(25 / 25.4, 25 / 25.4)}
        assert all(o["CustomImage"]["CustomTile"]["Type"] == 2 for o in bases), "round"
        assert not any(o["CustomImage"]["CustomTile"]["Stackable"] for o in bases), "models"
        assert {o["Transform"]["posZ"] > 0 for o in bases} == {True, False}
    (ruler,) = [o for o in objects if o["Nickname"] == 'Ruler 24"']
    assert ruler["Transform"]["scaleX"] * TILE_SIDE == pytest.approx(24, rel=0.02)
    assert ruler["Transform"]["scaleZ"] * TILE_SIDE * 25.4 == pytest.approx(26, rel=0.02)
    (fitted,) = World(_save(tmp_path / "aof-skirmish-tts"), ODD_SIDES).run().named('Ruler 24"')
    assert fitted.size[0] == pytest.approx(24, rel=0.001)
    markers = len(marker_pieces()) + len(tracker_pieces())
    tiles = [o for o in objects if o["Name"] == "Custom_Tile"]
    models = 2 * sum(unit["size"] for unit in listed)
    # the ruler, the tracker, the battlefield, the table's floor, the cards
    assert len(tiles) == markers + 1 + 1 + 1 + 1 + 2 * len(units) + models
    pairs = [o for o in tiles if " / " in o["Nickname"]]
    assert pairs and all(
        o["CustomImage"]["ImageURL"] != o["CustomImage"]["ImageSecondaryURL"] for o in pairs
    )


def test_abstract_gives_each_player_a_deck_of_their_own_and_a_mat_a_unit(table_of):
    import yaml

    folder = table_of("abstract-skirmish")
    objects = _save(folder)["ObjectStates"]
    squad = yaml.safe_load(
        (content_dir() / "abstract-skirmish" / "squads" / "bobs-squad.yaml").read_text(
            encoding="utf-8"
        )
    )
    decks = [o for o in objects if o["Name"] == "DeckCustom"]
    traits = len(reference().traits)
    assert len(decks) == 2 * (traits + 1), "a pile a trait and the aids, each player"
    assert all(deck["Transform"]["rotZ"] == 0.0 for deck in decks), "piles lie face up"
    piles = [deck for deck in decks if "aids" not in deck["Nickname"]]
    assert {len(deck["ContainedObjects"]) for deck in piles} == {squad["slots"]}
    cards = [card for deck in piles for card in deck["ContainedObjects"]]
    assert all(card["HideWhenFaceDown"] for card in cards), "plotted face down, unread"
    names = {deck["Nickname"].split(" cards ")[0] for deck in piles}
    assert names == {trait.name for trait in reference().traits}
    backs: dict[bool, set[bytes]] = {True: set(), False: set()}
    for deck in piles:  # each player's trait piles' back, as the picture it is
        for sheet in deck["CustomDeck"].values():
            path = Path(unquote(urlparse(sheet["BackURL"]).path))
            backs[deck["Transform"]["posZ"] > 0].add(path.read_bytes())
    assert len(backs[True]) == len(backs[False]) == 1, "one back a player"
    assert backs[True] != backs[False], "each player's cards have their own back"
    shared = {sheet["BackURL"] for deck in piles for sheet in deck["CustomDeck"].values()}
    assert len(shared) == 2, "one back file a player, however many piles name it"
    mats = [o for o in objects if o["Nickname"].endswith("(mat)")]
    assert len(mats) == 2 * len(squad["units"])
    sides = {deck["Transform"]["posZ"] > 0 for deck in decks}
    assert sides == {True, False}
    beads = [o for o in objects if o["Nickname"].endswith(" bead")]
    # Alpha and Bravo (10 slots): a slot bead and five trait beads, 6 each; Charlie and
    # Delta (20): two slot beads (over 15), five trait beads and a second on one +10: 8 each
    assert [unit["slots"] for unit in squad["units"]] == [10, 10, 20, 20]
    assert len(beads) == 2 * (6 + 6 + 8 + 8), "enough for every track at the most it holds"
    (sheet,) = [o for o in objects if o["Nickname"] == "Quick reference and trackers"]
    assert sheet["Locked"]
    assert sheet["Transform"]["scaleX"] * TILE_SIDE * 25.4 == pytest.approx(210, rel=0.02)


@pytest.mark.parametrize(
    ("game", "sides"),
    [
        ("one-stat-skirmish", {6, 8, 10}),
        ("aof-skirmish", {6}),
        ("abstract-skirmish", {6}),
        ("insta-skirmish", None),  # its army's
    ],
)
def test_each_table_holds_the_dice_its_game_rolls(table_of, game, sides):
    import yaml

    if sides is None:
        army = yaml.safe_load(ARMY.read_text(encoding="utf-8"))
        sides = {int(m["die"][1:]) for m in army["miniatures"]}
    folder = table_of(game)
    objects = _save(folder)["ObjectStates"]
    found = {int(o["Name"][4:]) for o in objects if o["Name"].startswith("Die_")}
    assert found == sides


def test_the_rules_booklet_lies_on_the_table_as_a_book_of_a5_pages(table):
    from pypdf import PdfReader

    from skirmishgen.testing.pdf import PT

    (book,) = [o for o in _save(table)["ObjectStates"] if o["Name"] == "Custom_PDF"]
    assert book["Memo"] == flat_memo(148 / 25.4, 210 / 25.4), "fitted to its A5 page"
    path = Path(unquote(urlparse(book["CustomPDF"]["PDFUrl"]).path))
    assert path == (table / "insta-skirmish-rules.pdf").resolve()
    reader = PdfReader(path)
    assert len(reader.pages) > 2
    box = reader.pages[0].mediabox
    assert (round(float(box.width) * PT), round(float(box.height) * PT)) == (148, 210)
    first = reader.pages[0].extract_text()
    assert "Insta-Skirmish" in first
    assert "staple" not in first and "double-sided" not in first, "nothing to print or fold"


def test_the_mat_has_a_snap_point_at_the_middle_of_every_square(table):
    (mat,) = _tiles(_save(table), "Battle mat")
    points = mat["AttachedSnapPoints"]
    assert len(points) == SQUARES * SQUARES
    scale = mat["Transform"]
    world = sorted(  # back in inches from the mat's centre, the tile's scale put back
        (
            round(-p["Position"]["x"] * scale["scaleX"], 3),
            round(-p["Position"]["z"] * scale["scaleZ"], 3),
        )
        for p in points
    )
    halves = sorted({x for x, _ in world})
    assert halves == pytest.approx([n - 3.5 for n in range(SQUARES)], abs=1e-3)


def _face_drawing(game: str, name: str):
    """The piece ``name`` of the game's table (its shipped rosters) and its face drawn
    alone on a page, read back by pdfplumber."""
    import io

    import pdfplumber

    from skirmishgen.games import find
    from skirmishgen.press.pdf import Metadata, finish, new_canvas
    from skirmishgen.press.table import Flat
    from skirmishgen.press.tableplan import Picture
    from skirmishgen.rosters import read_for
    from skirmishgen.tables import default_rosters

    found, spec = find(game, lambda g: g.tabletop, "tables")
    assert spec is not None
    rosters = [read_for(found, path, "--roster").model for path in default_rosters(found, spec)]
    piece = next(  # the first player's, if each has one
        p
        for area in spec.table(rosters).areas
        for p in area.pieces
        if p.name == name and isinstance(p, Flat)
    )
    canvas, buffer = new_canvas(piece.face.size, Metadata("t", "t", "t"), "none")
    piece.face.draw(Picture(canvas, piece.face.size, chrome=False))
    canvas.showPage()
    return piece, pdfplumber.open(io.BytesIO(finish(canvas, buffer, 1).pdf)).pages[0]


def _mm(page, value: float) -> float:
    return value * 25.4 / 72


@pytest.mark.parametrize(
    ("game", "name", "count"),
    [("one-stat-skirmish", "Turn tracker", 8), ("abstract-skirmish", "Alpha (mat)", 5 * 12)],
)
def test_a_trackers_snap_points_are_the_middles_of_its_boxes(game, name, count):
    piece, page = _face_drawing(game, name)
    height = _mm(page, page.height)
    boxes = {  # each drawn box's middle, mm from the face's lower left corner
        (
            round(_mm(page, (r["x0"] + r["x1"]) / 2), 1),
            round(height - _mm(page, r["top"] + r["height"] / 2), 1),
        )
        for r in page.rects
        if 4 < _mm(page, r["width"]) < 30 and 4 < _mm(page, r["height"]) < 30
    }
    cells = [p for n, p in enumerate(piece.snaps) if n not in dict(piece.turns)]  # not a card's
    snaps = {(round(x, 1), round(y, 1)) for x, y in cells}
    assert len(cells) == count
    assert snaps <= boxes


def test_an_abstract_mats_card_place_turns_its_cards_sideways(table_of):
    piece, page = _face_drawing("abstract-skirmish", "Alpha (mat)")
    height = _mm(page, page.height)
    ((index, degrees),) = piece.turns
    x, y = piece.snaps[index]
    places = [  # the drawn card place: a rounded box a mini card wide, laid sideways
        c for c in page.curves
        if abs(_mm(page, c["width"]) - 63.5) < 1 and abs(_mm(page, c["height"]) - 44.5) < 1
    ]  # fmt: skip
    assert places, "the card place is drawn"
    (box,) = places
    assert _mm(page, box["x0"]) < x < _mm(page, box["x1"])
    assert height - _mm(page, box["bottom"]) < y < height - _mm(page, box["top"])
    assert degrees == 90.0
    mats = [
        o
        for o in _save(table_of("abstract-skirmish"))["ObjectStates"]
        if o["Nickname"] == "Alpha (mat)"
    ]
    assert all(m["AttachedSnapPoints"][index]["Rotation"]["y"] == 90.0 for m in mats)
    assert all("Rotation" not in point for m in mats for point in m["AttachedSnapPoints"][:index])


def test_abstracts_sheet_on_the_table_has_a_snap_on_every_track_cell_and_order_place():
    from skirmishgen.games.abstract_skirmish.kit import ORDER, RUN, UNITS

    piece, page = _face_drawing("abstract-skirmish", "Quick reference and trackers")
    text = page.extract_text()
    assert "Print" not in text and "CUT OUT" not in text, "no print instructions, no tokens"
    marks = {str(n) for n in range(1, RUN + 1)} | {"OUT", f"+{RUN}"}
    marks |= {"1st", "2nd", "3rd"} | {f"{n}th" for n in range(4, ORDER + 1)}
    height = _mm(page, page.height)
    words = [  # each cell's mark (a turned one read backwards), its middle in mm
        (_mm(page, (w["x0"] + w["x1"]) / 2), height - _mm(page, (w["top"] + w["bottom"]) / 2))
        for w in page.extract_words()
        if w["text"] in marks or w["text"][::-1] in marks
    ]
    assert len(piece.snaps) == len(set(piece.snaps)) == 2 * UNITS * (RUN + 2) + ORDER
    for x, y in piece.snaps:
        near = [(wx, wy) for wx, wy in words if abs(wx - x) < 1.0 and abs(wy - y) < 2.5]
        assert near, f"no cell's mark at the snap ({x:.1f}, {y:.1f}) mm"


def test_the_round_trackers_snap_points_lie_between_its_rounds_lines():
    piece, page = _face_drawing("aof-skirmish", "Round tracker")
    height = _mm(page, page.height)
    rows = sorted(height - _mm(page, line["top"]) for line in page.lines)  # the rounds' lines
    edges = [0.0, *rows, height]
    spans = [(low, high) for low, high in itertools.pairwise(edges) if high - low > 5]
    assert len(piece.snaps) == 4
    for x, y in piece.snaps:
        (low, high) = next(span for span in spans if span[0] < y < span[1])
        assert y == pytest.approx((low + high) / 2, abs=0.1)
        assert piece.face.size.width / 3 < x < piece.face.size.width
