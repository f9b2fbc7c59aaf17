"""Play kits read back from their PDFs: exact measures, calibration bars, parts and errors."""

from __future__ import annotations

import pytest

from pdfread import PT, font_report, open_pdf
from skirmishgen.cli import main

TOLERANCE = 0.05


def run(tmp_path, monkeypatch, *argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["kit", *argv])
    return exit_info.value.code


def lines_mm(page):
    height = float(page.height)
    return [
        (ln["x0"] * PT, (height - ln["bottom"]) * PT, ln["x1"] * PT, (height - ln["top"]) * PT, ln)
        for ln in page.lines
    ]


def vertical_ticks(page, height_mm: float) -> list[float]:
    """x (mm) of vertical lines of about ``height_mm`` (the tape's step ticks)."""
    xs = [
        x0
        for x0, y0, x1, y1, _ in lines_mm(page)
        if abs(x1 - x0) < 1e-6 and abs((y1 - y0) - height_mm) < 0.2
    ]
    return sorted(xs)


@pytest.mark.parametrize(
    ("system", "parts"),
    [
        ("one-stat-skirmish", "tape,tracker,tokens,terrain"),
        ("aof-skirmish", "markers,ruler"),
        ("insta-skirmish", "board,obstacles"),
    ],
)
def test_every_measure_page_has_a_calibration_bar(tmp_path, monkeypatch, system, parts):
    assert run(tmp_path, monkeypatch, system, "--only", parts) == 0
    pdf = open_pdf(tmp_path / "output" / f"{system}-kit.pdf")
    for page in pdf.pages:
        lengths = {
            round((x1 - x0), 1) for x0, y0, x1, y1, _ in lines_mm(page) if abs(y1 - y0) < 1e-6
        }
        assert 100.0 in lengths and 101.6 in lengths, "a 100 mm and a 4-inch bar"
        assert "100%" in page.extract_text()


def test_board_squares_are_the_asked_size_and_tiled(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, "insta-skirmish", "--only", "board") == 0
    pdf = open_pdf(tmp_path / "output" / "insta-skirmish-kit.pdf")
    assert len(pdf.pages) == 2, "a 1-inch board is wider than A4's printable width"
    letters = set()
    for page in pdf.pages:
        squares = [
            r
            for r in page.rects
            if r.get("fill") and str(r["non_stroking_color"]) in ("0.72", "(0.72,)")
        ]
        full = [r for r in squares if abs((r["x1"] - r["x0"]) * PT - 25.4) < TOLERANCE]
        assert full, "whole dark squares on every tile"
        for r in full:
            assert (r["bottom"] - r["top"]) * PT == pytest.approx(25.4, abs=TOLERANCE)
        window = (8.0, 8.0 + 194.0)  # the tile's clip window, in mm from the left
        seen = {
            c["text"]
            for c in page.chars
            if c["text"] in "abcdefgh"
            and 8.9 <= c["size"] <= 9.1
            and window[0] <= c["x0"] * PT <= window[1]
        }
        assert seen != set("abcdefgh"), "each tile shows only part of the board"
        letters |= seen
        assert "NO" in page.extract_text()
    assert letters == set("abcdefgh")


def test_health_trackers_run_from_0_to_12_for_eight_players(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, "skirmish") == 0
    text = open_pdf(tmp_path / "output" / "skirmish-kit.pdf").pages[0].extract_text()
    assert text.count("Player") == 8 and "12" in text and "start" in text


def test_markers_are_counted(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, "aof-skirmish", "--only", "markers") == 0
    text = open_pdf(tmp_path / "output" / "aof-skirmish-kit.pdf").pages[0].extract_text()
    assert text.count("OBJ") == 5


def test_split_writes_one_pdf_per_part_and_fonts_are_embedded(tmp_path, monkeypatch, capsys):
    assert run(tmp_path, monkeypatch, "aof-skirmish", "--split") == 0
    for part in ("markers", "ruler"):
        path = tmp_path / "output" / f"aof-skirmish-kit-{part}.pdf"
        assert path.is_file()
        assert all(font_report(path).values())


def test_kit_output_is_byte_identical(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, "one-stat-skirmish", "--out", "a.pdf") == 0
    assert run(tmp_path, monkeypatch, "one-stat-skirmish", "--out", "b.pdf") == 0
    assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


@pytest.mark.parametrize("argv", [["nonsense"], ["one-stat-skirmish", "--only", "tapes"]])
def test_unknown_system_or_part_is_one_line(tmp_path, monkeypatch, capsys, argv):
    assert run(tmp_path, monkeypatch, *argv) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1
    assert "use one of the games with play kits: skirmish," in err or "the parts are" in err
