"""The Skirmish health cards as a Tabletop Simulator deck (``kit skirmish --format tts``),
read back: the saved object's cards, names, GUIDs and sheet URLs, and the sheet images;
a kit part that is not cards is refused in one line."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

from skirmishgen.games.skirmish.game import LOOK
from skirmishgen.press.tts import cell_dpi
from skirmishgen.testing.plugin import run_main

BASE = "https://example.org/my%20cards/"
NAME = "skirmish-kit-health"
POKER = (63.5, 88.9)


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    """Three players' cards made three times: twice alike (a, b), once with --image-url (c)."""
    folder = tmp_path_factory.mktemp("kit-tts")
    for out, more in (("a", ()), ("b", ()), ("c", ("--image-url", BASE))):
        argv = ("kit", "skirmish", "--players", "3", "--format", "tts", *more)
        code, out_text, err = run_main(*argv, "--out", str(folder / out))
        assert code == 0, err
        assert f"{NAME}.json: Tabletop Simulator saved object" in out_text
    return folder


def saved(folder: Path) -> dict:
    return json.loads((folder / f"{NAME}.json").read_text(encoding="utf-8"))


def local(url: str) -> Path:
    assert url.startswith("file:///"), url
    return Path(unquote(urlparse(url).path))


def test_a_native_deck_of_a_card_a_player_and_the_rules_card(made):
    (deck,) = saved(made / "a")["ObjectStates"]
    assert deck["Name"] == "DeckCustom" and "health cards" in deck["Nickname"]
    cards = deck["ContainedObjects"]
    assert [card["Nickname"] for card in cards] == [
        "Health: player 1",
        "Health: player 2",
        "Health: player 3",
        "Health cards: how to use them",
    ]
    assert all(card["Name"] == "Card" and card["Description"] for card in cards)
    assert all("START" in card["Description"] for card in cards)  # how to track health
    assert "out" in cards[0]["Description"] and "+2" in cards[0]["Description"]
    assert [card["CardID"] for card in cards] == deck["DeckIDs"] == [100, 101, 102, 103]
    for field in ("Tooltip", "HideWhenFaceDown", "Hands", "Grid", "Snap"):
        assert field in deck and all(field in card for card in cards), field


def test_guids_unique_and_the_same_run_gives_the_same_files(made):
    first, again = (saved(made / name)["ObjectStates"][0] for name in ("a", "b"))
    guids = [obj["GUID"] for obj in [first, *first["ContainedObjects"]]]
    assert all(re.fullmatch(r"[0-9a-f]{6}", g) for g in guids) and len(set(guids)) == 5
    assert guids == [obj["GUID"] for obj in [again, *again["ContainedObjects"]]]
    text = (made / "a" / f"{NAME}.json").read_text(encoding="utf-8")
    other = (made / "b" / f"{NAME}.json").read_text(encoding="utf-8")
    assert text.replace(str((made / "a").resolve()), "X") == other.replace(
        str((made / "b").resolve()), "X"
    )
    images = sorted(path.name for path in (made / "a").glob("*.png"))
    assert images == [f"{NAME}-back.png", f"{NAME}-faces-1.png"]
    for name in images:
        assert (made / "a" / name).read_bytes() == (made / "b" / name).read_bytes(), name


def test_the_sheet_urls_are_the_files_written_or_under_the_image_url(made):
    (deck,) = saved(made / "a")["ObjectStates"]
    (sheet,) = deck["CustomDeck"].values()
    assert not sheet["UniqueBack"]  # every card the deck's one back
    for key in ("FaceURL", "BackURL"):
        assert local(sheet[key]).is_file() and local(sheet[key]).parent == made / "a"
    for card in deck["ContainedObjects"]:
        assert card["CustomDeck"] == {"1": sheet}
    text = (made / "c" / f"{NAME}.json").read_text(encoding="utf-8")
    assert "file://" not in text
    (hosted,) = json.loads(text)["ObjectStates"][0]["CustomDeck"].values()
    for key in ("FaceURL", "BackURL"):
        assert hosted[key].startswith(BASE + NAME), hosted[key]
        assert (made / "c" / hosted[key].rsplit("/", 1)[1]).is_file()


def test_the_sheet_is_the_cards_at_the_cell_resolution_each_face_drawn(made):
    from PIL import Image

    (deck,) = saved(made / "a")["ObjectStates"]
    (sheet,) = deck["CustomDeck"].values()
    across, down = sheet["NumWidth"], sheet["NumHeight"]
    assert (across, down) == (4, 1)
    dpi = cell_dpi(POKER[0])
    with Image.open(local(sheet["BackURL"])) as back:
        cell = back.size
        assert len(back.convert("RGB").getcolors(1 << 16) or ()) > 50  # the patterned back
    for got, mm in zip(cell, POKER, strict=True):
        assert abs(got - mm / 25.4 * dpi) <= 1
    with Image.open(local(sheet["FaceURL"])) as faces:
        assert faces.size == (cell[0] * across, cell[1] * down)
        rgb = faces.convert("RGB")
    colour = tuple(int(LOOK.colour[i : i + 2], 16) for i in (1, 3, 5))
    crops = [rgb.crop((n * cell[0], 0, (n + 1) * cell[0], cell[1])) for n in range(across)]
    for number, face in enumerate(crops):
        pixels = face.getcolors(1 << 16) or []
        assert len(pixels) > 50, number  # drawn, not a blank card
        head = sum(count for count, value in pixels if _near(value, colour))
        assert head > cell[0] * 10, number  # the head band in the game's colour
    assert len({face.tobytes() for face in crops}) == across  # each player's own card


def _near(value: tuple[int, int, int], colour: tuple[int, ...]) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip(value, colour, strict=True))


def test_a_kit_whose_parts_are_not_cards_is_refused_in_one_line(tmp_path):
    code, _, err = run_main("kit", "aof-skirmish", "--format", "tts", "--out", str(tmp_path))
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "--format tts" in err and "no part of the aof-skirmish kit is cards" in err
    assert not list(tmp_path.iterdir())
    code, _, err = run_main("kit", "skirmish", "--image-url", BASE, "--out", str(tmp_path / "k"))
    assert code == 2 and "--image-url is for --format tts" in err


def test_a_part_without_cards_beside_one_with_them_names_the_ones_to_choose(monkeypatch, tmp_path):
    from skirmishgen.games.skirmish import kit
    from skirmishgen.press.kit import Part, fixed

    monkeypatch.setattr(kit, "PARTS", (*kit.PARTS, Part("tape", "tape", fixed(print))))
    for more in ((), ("--only", "tape,health")):
        argv = ("kit", "skirmish", "--format", "tts", *more, "--out", str(tmp_path / "t"))
        code, _, err = run_main(*argv)
        assert code == 2 and len(err.strip().splitlines()) == 1
        assert "--format tts: only the health part has cards; use --only health" in err
    assert not list(tmp_path.iterdir())
