"""Standees read back from the kit PDF: one per fighter, mirrored about the fold, art handled."""

from __future__ import annotations

import math
from collections import Counter

import pytest
import yaml
from PIL import Image
from reportlab.lib.colors import toColor

from skirmishgen.cli import main
from skirmishgen.games.one_stat_skirmish.models import Equipment, Fighter
from skirmishgen.games.one_stat_skirmish.pictures import MAX_PIXELS
from skirmishgen.press import style
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import PT, read_pdf

WARBANDS = content_dir() / "one-stat-skirmish" / "warbands"


def kit(tmp_path, monkeypatch, *argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["kit", "one-stat-skirmish", "--only", "standees", "--out", "kit.pdf", *argv])
    return exit_info.value.code


def roster_with_image(tmp_path, image_name: str | None) -> str:
    text = (WARBANDS / "robyns-merry-men-training.yaml").read_text(encoding="utf-8")
    if image_name:
        text = text.replace(
            "    skills: [ranger]\n", f"    skills: [ranger]\n    image: {image_name}\n"
        )
    (tmp_path / "band.yaml").write_text(text, encoding="utf-8")
    return "band.yaml"


def test_one_standee_per_fighter_of_the_rulebook_warbands(tmp_path, monkeypatch):
    assert kit(tmp_path, monkeypatch) == 0
    pages = read_pdf(tmp_path / "kit.pdf").pages
    text = " ".join(" ".join(page.text().split()) for page in pages)
    for name in ("Robyn", "John", "Red William", "Cpt. Fawkes", "T-999", "Gryll"):
        assert all(word in text.split() for word in name.split()), name  # names may wrap
    zeros = [  # the 0 of 10
        c
        for page in pages
        for c in page.chars
        if c["text"] == "0" and "Serif-Bold" in c["fontname"] and c["fontsize"] > 9
    ]
    assert len(zeros) == 2 * 2, "two bosses' d10, front and back"
    assert min(c["fontsize"] for c in zeros) >= 11 - 1e-6, "the d10's number, fitted in its kite"
    badges = [
        c
        for page in pages
        for c in page.chars
        if c["text"].isdigit() and "Serif-Bold" in c["fontname"] and c["fontsize"] >= 10 - 1e-6
    ]
    assert len(badges) >= 2 * 2 * 15, "stat and die on every face"
    names = [c for page in pages for c in page.chars if c["text"] in "RobynGryll"]
    assert min(c["size"] for c in names) >= style.SHEET_MINIMUM


def test_the_two_warbands_wear_their_own_colours(tmp_path, monkeypatch):
    assert kit(tmp_path, monkeypatch) == 0
    page = read_pdf(tmp_path / "kit.pdf").pages[0]
    bands = Counter(
        r.fill[:3]
        for r in page.rects
        if r.fill
        and abs((r.x1 - r.x0) * PT - 25.0) < 0.05
        and abs((r.y1 - r.y0) * PT - 10.5) < 0.05
    )
    red, blue = (tuple(round(v * 255) for v in toColor(style.team(i).colour).rgb()) for i in (0, 1))
    assert bands[red] == 2 * 7 and bands[blue] == 2 * 7, "name bands: 7 fighters a side, two faces"
    words = page.text()
    assert words.count("FAWKES") >= 7 and words.count("ROBYN") >= 7, "each side's banner word"


def test_back_art_mirrors_the_front_about_the_fold(tmp_path, monkeypatch):
    Image.new("RGB", (600, 900), (200, 40, 40)).save(tmp_path / "robyn.png")
    assert kit(tmp_path, monkeypatch, "--roster", roster_with_image(tmp_path, "robyn.png")) == 0
    page = read_pdf(tmp_path / "kit.pdf").pages[0]
    assert len(page.pictures) == 2, "front and back of Robyn's standee"
    front, back = sorted(page.pictures, key=lambda im: im.y0)  # lower on the page first
    fold_lines = [ln.y0 * PT for ln in page.lines if abs(ln.y0 - ln.y1) < 1e-6 and ln.dashed]
    assert front.y1 * PT == pytest.approx(back.y0 * PT, abs=0.05), "they meet at the fold"
    assert any(abs(y - front.y1 * PT) < 0.05 for y in fold_lines), "a dashed fold line there"
    assert (front.x0, front.x1) == pytest.approx((back.x0, back.x1), abs=0.05 / PT)
    assert front.y1 - front.y0 == pytest.approx(back.y1 - back.y0)
    raw = (tmp_path / "kit.pdf").read_bytes()
    assert raw.count(b"/Subtype /Image") == 1, "the art is embedded once"


def test_missing_and_corrupt_images_are_one_clear_line(tmp_path, monkeypatch, capsys):
    assert kit(tmp_path, monkeypatch, "--roster", roster_with_image(tmp_path, "nope.png")) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not found" in err[0] and "nope.png" in err[0]
    (tmp_path / "bad.png").write_bytes(b"not a png at all")
    assert kit(tmp_path, monkeypatch, "--roster", roster_with_image(tmp_path, "bad.png")) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot be read" in err[0]
    assert not (tmp_path / "kit.pdf").exists()


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("art.eps", "cannot be read"),  # PostScript: no decoder that runs an interpreter
        ("strip.png", "a strip, not a picture"),  # 1 x 30,000: a gigabyte to fit
        ('"a\\0b.png"', "has a path no file can have"),  # a NUL byte
    ],
    ids=["eps", "strip", "nul"],
)
def test_what_is_not_a_picture_is_refused_before_decoding(
    tmp_path, monkeypatch, capsys, name, says
):
    (tmp_path / "art.eps").write_bytes(
        b"%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nshowpage\n"
    )
    Image.new("L", (1, 30_000), 128).save(tmp_path / "strip.png")
    assert kit(tmp_path, monkeypatch, "--roster", roster_with_image(tmp_path, name)) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and says in err[0], err
    assert not (tmp_path / "kit.pdf").exists()


def test_small_image_is_a_warning(tmp_path, monkeypatch, capsys):
    Image.new("RGB", (40, 60), (10, 120, 40)).save(tmp_path / "tiny.png")
    assert kit(tmp_path, monkeypatch, "--roster", roster_with_image(tmp_path, "tiny.png")) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "dpi" in err and "tiny.png" in err


def test_a_photo_over_the_pixel_limit_is_decoded_reduced(tmp_path, monkeypatch):
    """A JPEG of more than MAX_PIXELS is decoded at a fraction of its size (its decoder's
    draft mode), so it prints instead of being refused, and is never held at full size."""
    side = math.isqrt(MAX_PIXELS) + 80  # just over the limit: what a 41-megapixel camera takes
    Image.new("RGB", (side, side), (90, 90, 160)).save(tmp_path / "huge.jpg", quality=70)
    assert kit(tmp_path, monkeypatch, "--roster", roster_with_image(tmp_path, "huge.jpg")) == 0
    pictures = read_pdf(tmp_path / "kit.pdf").pages[0].pictures
    assert {image.pixels[0] for image in pictures} == {round(25.0 / 25.4 * 300)}, "at 300 dpi"


def _quantised(corners) -> tuple[tuple[float, float], ...]:
    return tuple(sorted((round(x * 4) / 4, round(y * 4) / 4) for x, y in corners))


def _outlines(page) -> set[tuple[tuple[float, float], ...]]:
    """Every closed straight-sided path on a page, scaled to a -1..1 square, y up."""
    found = set()
    for shape in page.shapes:
        corners = shape.points[:-1] if shape.points[0] == shape.points[-1] else shape.points
        if shape.curved or not shape.closed or not 3 <= len(corners) <= 6:
            continue
        w, h = shape.width / 2, shape.height / 2
        if w < 2 or h < 2:
            continue
        cx = min(x for x, _ in corners) + w
        cy = min(y for _, y in corners) + h
        found.add(_quantised(((x - cx) / w, (y - cy) / h) for x, y in corners))
    return found


def _normalised(corners) -> tuple[tuple[float, float], ...]:
    """Corners scaled to their bounding box's -1..1 square, as ``_outlines`` sees a shape."""
    xs, ys = [x for x, _ in corners], [y for _, y in corners]
    cx, cy = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    w, h = (max(xs) - min(xs)) / 2, (max(ys) - min(ys)) / 2
    return _quantised(((x - cx) / w, (y - cy) / h) for x, y in corners)


def test_a_die_has_one_shape_on_standees_and_roster(tmp_path, monkeypatch):
    """Every die is drawn as its own shape (press.dice), the same on the standees and on
    the roster: six dice, six outlines."""
    from skirmishgen.press.dice import OUTLINES

    assert kit(tmp_path, monkeypatch) == 0
    standees = set().union(*(_outlines(p) for p in read_pdf(tmp_path / "kit.pdf").pages))
    with pytest.raises(SystemExit):
        main(["roster", str(WARBANDS / "cpt-fawkes-ragtags-training.yaml"), "--out", "r.pdf"])
    roster = _outlines(read_pdf(tmp_path / "r.pdf").pages[0])
    shapes = {die: _normalised(corners) for die, corners in OUTLINES.items()}
    assert len(set(shapes.values())) == 6
    for die in (8, 10):
        assert shapes[die] in standees, die
        assert shapes[die] in roster, die


def test_a_photo_is_embedded_as_jpeg_at_print_resolution_and_every_stream_is_binary(
    tmp_path, monkeypatch
):
    """A 2000 x 3000 photo of noise (the worst case for size) is fitted to the small
    standee's panel at 300 dpi and embedded as JPEG (DCTDecode), once; no stream of the
    file is wrapped in ASCII85, and the file stays a fraction of the raw pixels."""
    noise = Image.effect_noise((2000, 3000), 50)
    Image.merge("RGB", [noise] * 3).save(tmp_path / "robyn.jpg", quality=90)
    assert kit(tmp_path, monkeypatch, "--roster", roster_with_image(tmp_path, "robyn.jpg")) == 0
    raw = (tmp_path / "kit.pdf").read_bytes()
    pictures = read_pdf(tmp_path / "kit.pdf").pages[0].pictures
    width, height = round(25.0 / 25.4 * 300), round(36.0 / 25.4 * 300)
    assert {image.pixels for image in pictures} == {(width, height)}, "front and back"
    assert raw.count(b"/Subtype /Image") == 1 and b"/DCTDecode" in raw
    assert b"ASCII85Decode" not in raw and b"/FlateDecode" in raw
    assert raw.count(b"\xff\xd8\xff") == 1, "the JPEG's own bytes, once"
    assert len(raw) < width * height * 3 / 2, "well under the raw pixels"


def _roster_with_images(tmp_path, images: dict[str, str]) -> str:
    """The Robyn warband with ``images`` (fighter name: image file) given."""
    text = (WARBANDS / "robyns-merry-men-training.yaml").read_text(encoding="utf-8")
    for name, image in images.items():
        text = text.replace(f"  - name: {name}\n", f"  - name: {name}\n    image: {image}\n")
    (tmp_path / "band.yaml").write_text(text, encoding="utf-8")
    return "band.yaml"


def test_photos_decoded_side_by_side_report_in_roster_order(tmp_path, monkeypatch, capsys):
    """Photos are fitted two at a time (press.photos.each_in_parallel); what the player
    reads is still in roster order: the first bad image's error, the warnings in turn."""
    Image.new("RGB", (40, 60), (10, 120, 40)).save(tmp_path / "tiny.png")
    Image.new("RGB", (30, 50), (120, 10, 40)).save(tmp_path / "small.png")
    (tmp_path / "bad.png").write_bytes(b"not a png at all")
    images = {"John": "nope.png", "Rabbit with bow": "bad.png", "Robyn": "tiny.png"}
    for _ in range(3):
        assert kit(tmp_path, monkeypatch, "--roster", _roster_with_images(tmp_path, images)) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and "John" in err[0] and "nope.png" in err[0]
    images = {"Robyn": "small.png", "John": "tiny.png", "Rabbit with polearm": "small.png"}
    assert kit(tmp_path, monkeypatch, "--roster", _roster_with_images(tmp_path, images)) == 0
    warned = [line for line in capsys.readouterr().err.splitlines() if "dpi" in line]
    assert [line.split("image of ")[1].split(" (")[0] for line in warned] == [
        "Robyn",
        "John",  # the polearm rabbit shares Robyn's picture: read, and warned of, once
    ]
    raw = (tmp_path / "kit.pdf").read_bytes()
    assert raw.count(b"/Subtype /Image") == 2, "small.png once, tiny.png once"


def test_a_rifle_a_pistol_a_claw_and_a_crossbow_each_have_their_own_icon():
    """At arm's length a rifleman is not a pistoleer, a claw is not a sword and a
    crossbowman is not an archer."""
    from skirmishgen.games.one_stat_skirmish.models import Equipment
    from skirmishgen.games.one_stat_skirmish.standees import weapon_icon
    from skirmishgen.press.icons import NAMES

    def icon(name: str, kind: str) -> str | None:
        return weapon_icon(Equipment.model_validate({"name": name, "kind": kind}))

    found = {
        icon("rifle", "shooter"),
        icon("pistol", "shooter"),
        icon("claw", "melee"),
        icon("sword", "melee"),
        icon("crossbow", "shooter"),
        icon("bow", "shooter"),
    }
    assert len(found) == 6 and found <= set(NAMES)


@pytest.mark.parametrize("where", ["up", "absolute", "symlink"])
def test_a_picture_outside_the_roster_s_folder_is_not_read(tmp_path, monkeypatch, capsys, where):
    """A roster from someone else names only pictures that travel with it: one above its
    folder, at an absolute path, or behind a symlink out of it is refused, not embedded."""
    (tmp_path / "band").mkdir()
    outside = tmp_path / "private.png"
    Image.new("RGB", (400, 600), (200, 10, 10)).save(outside)
    name = {"up": "../private.png", "absolute": str(outside), "symlink": "link.png"}[where]
    if where == "symlink":
        (tmp_path / "band" / "link.png").symlink_to(outside)
    roster_with_image(tmp_path / "band", name)
    monkeypatch.chdir(tmp_path / "band")
    with pytest.raises(SystemExit) as info:
        main(["kit", "one-stat-skirmish", "--roster", "band.yaml", "--out", "kit.pdf"])
    err = capsys.readouterr().err.strip().splitlines()
    assert info.value.code == 2 and len(err) == 1 and "outside the roster's folder" in err[0]
    assert not (tmp_path / "band" / "kit.pdf").exists()


def _rgb(colour: str) -> tuple[int, int, int]:
    return tuple(round(v * 255) for v in toColor(colour).rgb())


def test_weapons_are_drawn_in_the_team_colour_and_stroked_to_the_figures_weight(
    tmp_path, monkeypatch
):
    """Review 2026-12-01: the claw and axe by the Froggers were black beside red figures.
    Every weapon and shield a standee draws is in its team's colour, its outline stroked
    in it too (so a thin drawing prints as heavy as the figure); no icon is black."""
    from skirmishgen.games.one_stat_skirmish.standee import silhouette
    from skirmishgen.games.one_stat_skirmish.standees import standee_of

    assert kit(tmp_path, monkeypatch) == 0
    page = read_pdf(tmp_path / "kit.pdf").pages[0]
    icons = [s for s in page.shapes if s.curved and s.closed and s.fill]
    assert not [s for s in icons if s.fill[:3] == _rgb(style.INK)], "a black icon"
    for index, stem in enumerate(("cpt-fawkes-ragtags-training", "robyns-merry-men-training")):
        team = style.team(index)
        band = yaml.safe_load((WARBANDS / f"{stem}.yaml").read_text(encoding="utf-8"))
        weapons = 0
        for fighter in band["fighters"]:
            model = Fighter.model_validate(fighter)
            weapons += len(silhouette(standee_of(model, team, "", None))[1])
        stroked = [s for s in icons if s.stroke and s.fill[:3] == s.stroke[:3] == _rgb(team.colour)]
        assert len(stroked) >= 2 * weapons > 0, (stem, len(stroked), weapons)


def test_a_heavy_shooter_carries_a_heavy_weapon_not_a_pistol():
    """Review 2026-12-01: Gryll's heavy shooter was drawn as a revolver. A heavy shooter's
    icon is the heavy weapon's whatever it is called; a pistol stays a pistol."""
    from skirmishgen.games.one_stat_skirmish.standees import HEAVY_ICON, weapon_icon

    band = yaml.safe_load(
        (WARBANDS / "cpt-fawkes-ragtags-treasure-hunt.yaml").read_text(encoding="utf-8")
    )
    gryll = next(f for f in band["fighters"] if f["name"] == "Gryll")
    assert [weapon_icon(Equipment.model_validate(e)) for e in gryll["equipment"]] == [HEAVY_ICON]
    for name in ("Heavy pistol", "Plasma cannon", "Big bow"):
        item = Equipment.model_validate({"name": name, "kind": "heavy-shooter", "hands": 3})
        assert weapon_icon(item) == HEAVY_ICON, name
    pistol = Equipment.model_validate({"name": "Pistol", "kind": "shooter"})
    assert weapon_icon(pistol) == "gun" != HEAVY_ICON


def _inside(point, corners) -> float:
    """How far ``point`` is inside a convex outline: its least distance to an edge's line."""
    cx = sum(x for x, _ in corners) / len(corners)
    cy = sum(y for _, y in corners) / len(corners)
    least = math.inf
    for (x1, y1), (x2, y2) in zip(corners, [*corners[1:], corners[0]], strict=True):
        length = math.hypot(x2 - x1, y2 - y1)
        side = ((x2 - x1) * (point[1] - y1) - (y2 - y1) * (point[0] - x1)) / length
        inward = ((x2 - x1) * (cy - y1) - (y2 - y1) * (cx - x1)) / length
        least = min(least, side if inward > 0 else -side)
    return least


def test_die_badges_stand_clear_of_the_name_band_with_their_number_inside(tmp_path, monkeypatch):
    """Review 2026-12-01: the boss's "10" almost touched its kite, and (earlier) the rank
    badges overlapped the name band by 1 mm. Every die badge, its outline with it, keeps
    1.5 mm clear of its face's name band; the number's digits stand 0.5 mm or more inside
    the outline's inner side."""
    assert kit(tmp_path, monkeypatch) == 0
    page = read_pdf(tmp_path / "kit.pdf").pages[0]
    bands = [
        r
        for r in page.rects
        if r.fill
        and abs((r.x1 - r.x0) * PT - 25.0) < 0.05
        and abs((r.y1 - r.y0) * PT - 10.5) < 0.05
    ]
    dice = [
        s
        for s in page.shapes
        if not s.curved and s.closed and s.stroke and 18 < s.width < 40 and 18 < s.height < 40
    ]
    assert len(dice) == 2 * 2 * 7, "a die on every face"
    glyphs = [c for c in page.chars if c["text"].isdigit()]
    fronts = 0
    for die in dice:
        x = (min(p[0] for p in die.points) + max(p[0] for p in die.points)) / 2
        low, high = min(p[1] for p in die.points), max(p[1] for p in die.points)
        gaps = [(max(low - b.y1, b.y0 - high), b) for b in bands if b.x0 < x < b.x1]
        gap, band = min(gaps, key=lambda found: found[0])  # its own face's band, the nearest
        gap -= die.linewidth / 2
        assert gap * PT >= 1.5 - 0.01, (gap * PT, x * PT)
        if band.y0 + band.y1 > low + high:  # the back, turned: its glyphs read the other way
            continue
        fronts += 1
        corners = list(die.points[:-1] if die.points[0] == die.points[-1] else die.points)
        digits = [c for c in glyphs if x - 15 < (c["x0"] + c["x1"]) / 2 < x + 15]
        digits = [c for c in digits if low < page.height - c["bottom"] < high]
        assert digits, x
        for c in digits:
            base = page.height - c["bottom"] + 0.293 * c["fontsize"]  # the face's descent
            top = base + 0.714 * c["fontsize"]  # its digits' height
            for corner in ((c["x0"], base), (c["x1"], base), (c["x0"], top), (c["x1"], top)):
                room = (_inside(corner, corners) - die.linewidth / 2) * PT
                assert room >= 0.5 - 0.02, (c["text"], round(room, 2))
    assert fronts == 2 * 7
