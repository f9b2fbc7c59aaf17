"""Play kits read back from their PDFs: exact measures, calibration bars, parts and errors."""

from __future__ import annotations

import pytest

from skirmishgen.cli import main
from skirmishgen.testing.glyphs import font_report
from skirmishgen.testing.pdf import PT, read_pdf

TOLERANCE = 0.05


def run(tmp_path, monkeypatch, *argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["kit", *argv])
    return exit_info.value.code


def lines_mm(page):
    """The page's straight lines as (left, bottom, right, top) in mm, and the line."""
    return [
        (
            min(ln.x0, ln.x1) * PT,
            min(ln.y0, ln.y1) * PT,
            max(ln.x0, ln.x1) * PT,
            max(ln.y0, ln.y1) * PT,
            ln,
        )
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
    """The first page of every kit; 1 Stat Skirmish's shared sheets carry them once."""
    assert run(tmp_path, monkeypatch, system, "--only", parts) == 0
    pdf = read_pdf(tmp_path / "output" / f"{system}-kit.pdf")
    for page in pdf.pages[:1] if system == "one-stat-skirmish" else pdf.pages:
        lengths = {
            round((x1 - x0), 1) for x0, y0, x1, y1, _ in lines_mm(page) if abs(y1 - y0) < 1e-6
        }
        assert 100.0 in lengths and 101.6 in lengths, "a 100 mm and a 4-inch bar"
        assert "100%" in page.text()


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
