"""Hostile 1 Stat Skirmish warbands and pictures: thousands of items refused at once, a
forced sheet that counts what it leaves out, kits of many rosters, and fighters' pictures
read once each, bounded, their odd metadata ignored."""

from __future__ import annotations

import os
from pathlib import Path

from PIL import Image

from skirmishgen.resources import content_dir
from skirmishgen.testing.plugin import run_main

AOF = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"


ROBYN = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    assert "internal error" not in lines[0] and "Traceback" not in err
    return lines[0]


def test_a_kit_takes_a_table_of_rosters_not_thousands(tmp_path, monkeypatch):
    from skirmishgen.options import MOST_ROSTERS

    monkeypatch.chdir(tmp_path)
    argv = ["kit", "one-stat-skirmish", "--only", "standees", "--out", "k.pdf"]
    argv += ["--roster", str(ROBYN)] * (MOST_ROSTERS + 1)
    code, _, err = run_main(*argv)
    assert code == 2 and f"at most {MOST_ROSTERS} rosters" in one_line(err)


def _kit_with_pictures(tmp_path: Path, pictures: dict[str, str]) -> tuple[int, str]:
    text = ROBYN.read_text("utf-8")
    for name, image in pictures.items():
        text = text.replace(f"  - name: {name}\n", f"  - name: {name}\n    image: {image}\n")
    (tmp_path / "band.yaml").write_text(text, "utf-8")
    code, _, err = run_main(
        "kit", "one-stat-skirmish", "--roster", "band.yaml", "--only", "standees", "--out", "k.pdf"
    )
    return code, err


def test_a_malformed_exif_block_is_ignored_quietly(tmp_path, monkeypatch):
    """A PNG whose eXIf chunk is not TIFF made Pillow raise SyntaxError (an internal error)."""
    import struct
    import zlib

    monkeypatch.chdir(tmp_path)
    Image.new("RGB", (300, 450), "red").save(tmp_path / "a.png")
    data = (tmp_path / "a.png").read_bytes()
    body = b"XXXXXXXXXXXX"
    chunk = struct.pack(">I", len(body)) + b"eXIf" + body
    chunk += struct.pack(">I", zlib.crc32(b"eXIf" + body) & 0xFFFFFFFF)
    (tmp_path / "a.png").write_bytes(data[:33] + chunk + data[33:])  # after IHDR
    code, err = _kit_with_pictures(tmp_path, {"Robyn": "a.png"})
    assert code == 0 and "Warning" not in err and "internal error" not in err


def test_a_large_progressive_jpeg_is_refused_before_it_is_decoded(tmp_path, monkeypatch):
    """Pillow decodes a progressive JPEG at full size whatever draft() asks (13,000 px
    square took a gigabyte): its full size counts."""
    from skirmishgen.games.one_stat_skirmish import pictures

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(pictures, "MAX_PIXELS", 100_000)
    Image.new("RGB", (400, 400), "blue").save(tmp_path / "p.jpg", progressive=True)
    code, err = _kit_with_pictures(tmp_path, {"Robyn": "p.jpg"})
    assert code == 2 and "a progressive JPEG of 400 x 400 pixels" in one_line(err)


def test_pictures_are_read_once_each_and_their_number_bounded(tmp_path, monkeypatch):
    from skirmishgen.games.one_stat_skirmish import standees

    monkeypatch.chdir(tmp_path)
    for name in ("a", "b", "c"):
        Image.new("RGB", (300, 450), "green").save(tmp_path / f"{name}.png")
    monkeypatch.setattr(standees, "MOST_PICTURES", 2)
    shared = {"Robyn": "a.png", "John": "a.png", "Rabbit with bow": "b.png"}
    assert _kit_with_pictures(tmp_path, shared)[0] == 0
    code, err = _kit_with_pictures(tmp_path, {**shared, "Rabbit with polearm": "c.png"})
    assert code == 2 and "3 different pictures" in one_line(err)


def test_a_warband_carrying_thousands_of_items_is_refused_at_once(tmp_path, monkeypatch):
    from skirmishgen.games.one_stat_skirmish.models import MOST_CARRIED

    monkeypatch.chdir(tmp_path)
    gear = "".join("      - {name: Gun, kind: heavy-shooter, option: area}\n" for _ in range(60))
    fighters = "".join(
        f"  - name: F{n}\n    rank: rookie\n    stat: 3\n    equipment:\n{gear}" for n in range(40)
    )
    text = f"system: one-stat-skirmish\nname: X\nfighters:\n{fighters}"
    (tmp_path / "w.yaml").write_text(text, "utf-8")
    code, out, err = run_main("roster", "w.yaml", "--force", "--out", "w.pdf")
    assert code == 2 and f"more than the {MOST_CARRIED:,}" in out + err
    assert not os.path.exists(tmp_path / "w.pdf")


def test_a_forced_sheet_prints_the_first_errors_and_counts_the_rest(tmp_path, monkeypatch):
    """6,081 errors on a forced AOF sheet took 45 s to set in a table that splits over
    pages: the sheet prints the first ERRORS_SHOWN and says how many more."""
    from skirmishgen.press.sheets import ERRORS_SHOWN
    from skirmishgen.testing.pdf import read_pdf

    monkeypatch.chdir(tmp_path)
    army = AOF.read_text("utf-8")
    bad = "\n".join(
        f"  - name: Unit {n}\n    size: 0\n    quality: 9\n    defense: 9\n    cost: 1"
        for n in range(ERRORS_SHOWN)
    )
    (tmp_path / "a.yaml").write_text(army.replace("units:\n", f"units:\n{bad}\n", 1), "utf-8")
    code, _, _ = run_main("roster", "a.yaml", "--force", "--out", "a.pdf")
    text = " ".join(" ".join(p.text().split()) for p in read_pdf(tmp_path / "a.pdf").pages)
    assert code == 1 and "more errors: validate lists them all" in text
