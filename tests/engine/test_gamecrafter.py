"""The Game Crafter's pack, read back by another program (Pillow, csv): every face once at
their poker template's 825 x 1125 px, RGB, 300 dpi, and an upload list that counts the
deck's every card and nothing else; anything else refused in one line."""

from __future__ import annotations

import csv
import io
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image

from skirmishgen.gamecrafter import POKER, problems, template_for
from skirmishgen.games.skirmish.deck import edition_file, load_deck
from skirmishgen.press.paper import CARD_SIZES, Size
from skirmishgen.testing.plugin import run_main


@pytest.fixture(scope="module")
def pack(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("tgc") / "e5.png"
    code, stdout, err = run_main(
        "deck", "--edition", "5", "--format", "png", "--service", "thegamecrafter",
        "--out", str(out),
    )  # fmt: skip
    assert code == 0, err
    assert "(128 cards); every image read back and checked" in stdout
    return out.parent


def _rows(folder: Path) -> list[dict[str, str]]:
    text = (folder / "e5-thegamecrafter-manifest.csv").read_text(encoding="utf-8")
    return list(csv.DictReader(io.StringIO(text)))


def test_every_image_is_the_poker_template_in_rgb_at_300_dpi(pack):
    images = sorted(pack.glob("*.png"))
    assert len(images) == 29  # 21 fronts, 8 backs
    for path in images:
        with Image.open(path) as image:
            assert image.format == "PNG" and image.mode == "RGB"
            assert image.size == (825, 1125)
            assert [round(d) for d in image.info["dpi"]] == [300, 300]


def test_the_upload_list_counts_every_card_of_the_deck_and_no_player_aid(pack):
    rows = _rows(pack)
    deck = load_deck(edition_file(5))
    assert Counter({row["name"]: int(row["copies"]) for row in rows}) == Counter(
        {card.name: card.count for card in deck.cards}
    )
    assert sum(int(row["copies"]) for row in rows) == 128
    assert not any(row["name"].startswith("Player aid") for row in rows)
    named = {row["front"] for row in rows} | {row["back"] for row in rows}
    assert named == {path.name for path in pack.glob("*.png")}


def test_a_front_and_its_back_are_different_pictures(pack):
    for row in _rows(pack)[:4]:
        with Image.open(pack / row["front"]) as front, Image.open(pack / row["back"]) as back:
            assert front.tobytes() != back.tobytes()


def test_the_images_are_the_plain_card_images_of_the_same_deck(pack, tmp_path):
    code, _out, err = run_main(
        "deck", "--edition", "5", "--format", "png", "--out", str(tmp_path / "e5.png")
    )
    assert code == 0, err
    plain = Image.open(tmp_path / "e5-mail.png").tobytes()
    assert Image.open(pack / "e5-thegamecrafter-mail.png").tobytes() == plain


def _png(size: tuple[int, int], mode: str = "RGB", dpi: int = 300) -> bytes:
    buffer = io.BytesIO()
    Image.new(mode, size).save(buffer, "PNG", dpi=(dpi, dpi))
    return buffer.getvalue()


def test_the_check_names_what_is_not_the_template():
    assert problems([_png((825, 1125))], POKER.pixels, 300) == []
    found = problems(
        [_png((822, 1122)), _png((825, 1125), "RGBA"), _png((825, 1125), dpi=150)],
        POKER.pixels,
        300,
    )
    assert found == [
        "image 1 is 822 x 1122 px",
        "image 2 is RGBA, not RGB",
        "image 3 is not marked 300 dpi",
    ]


def test_only_the_poker_trim_is_a_template():
    assert template_for(CARD_SIZES["poker"]) is POKER
    assert template_for(Size(63.54, 88.86)) is POKER
    for name in ("bridge", "mini", "tarot"):
        assert template_for(CARD_SIZES[name]) is None


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (["--card-size", "bridge"], "give --card-size poker"),
        (["--bleed", "2"], "takes a 1/8 in (3.175 mm) bleed, not 2 mm; leave --bleed out"),
        (["--dpi", "600"], "template is 300 dpi: leave --dpi out"),
    ],
)
def test_what_their_template_cannot_take_is_one_line_and_writes_nothing(tmp_path, given, said):
    out = tmp_path / "e5.png"
    code, _out, err = run_main(
        "deck", "--edition", "5", "--format", "png", "--service", "thegamecrafter",
        "--out", str(out), *given,
    )  # fmt: skip
    assert code == 2
    assert said in err and len(err.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


def test_their_pack_in_another_format_is_one_line(tmp_path):
    code, _out, err = run_main(
        "deck", "--edition", "5", "--service", "thegamecrafter", "--out", str(tmp_path / "x.pdf")
    )
    assert code == 2
    assert "--service thegamecrafter is card images: give --format png" in err
