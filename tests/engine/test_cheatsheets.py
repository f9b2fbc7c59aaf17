"""Cheat sheets: one sheet of paper (both sides at most) on A4 and Letter, entries kept
whole in their column, no word broken in a table cell, mistakes in one line."""

from __future__ import annotations

from fractions import Fraction

import pytest

from skirmishgen import odds
from skirmishgen.booklets.make import make_booklet
from skirmishgen.cheatsheets import make_sheet
from skirmishgen.cli import main
from skirmishgen.games import GAMES
from skirmishgen.output import deliver
from skirmishgen.press import fonts, sheets, tables
from skirmishgen.press.paper import PAPERS
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import read_pdf


def make(tmp_path, monkeypatch, *argv):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["sheet", *argv])
    return exit_info.value.code


@pytest.mark.parametrize(
    "system",
    ["skirmish", "abstract-skirmish", "one-stat-skirmish", "aof-skirmish", "insta-skirmish"],
)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_each_sheet_is_one_sheet_of_paper_with_its_numbers(made, system, paper):
    pdf = read_pdf(made("sheet", system, "--paper", paper))
    assert 1 <= len(pdf.pages) <= 2
    text = " ".join(" ".join(p.text().split()) for p in pdf.pages)
    expected = {
        "skirmish": ["What stops what", "SPEAR", "DAGGER", "Highlander"],
        "abstract-skirmish": [f"{float(odds.beats(2, 0)) * 100:.0f}%", "Expected slots lost"],
        "one-stat-skirmish": ["In play", "Upkeep", "Ganging up", "Cover", "spawn", "Fire Team"],
        "aof-skirmish": ["Deployment", "Knocked Out", "Tough(X)"],
        "insta-skirmish": [odds.percent(odds.die_at_least(8, 6) * Fraction(1, 2)), "d20"],
    }[system]
    for phrase in expected:
        assert phrase in text, phrase


def test_unknown_system_and_wrong_roster_are_one_line(tmp_path, monkeypatch, capsys):
    assert make(tmp_path, monkeypatch, "chess") == 2
    roster = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"
    assert make(tmp_path, monkeypatch, "one-stat-skirmish", "--roster", str(roster)) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and "a roster for aof-skirmish, not for one-stat-skirmish" in lines[1]


@pytest.mark.parametrize("system", [game.key for game in GAMES if game.cheat_sheet])
def test_letter_takes_no_more_sides_than_a4(made, system):
    """Letter is shorter than A4: a sheet that fits one side of A4 must fit one side of
    Letter too (no second side left nearly empty)."""
    sides = {
        paper: len(read_pdf(made("sheet", system, "--paper", paper)).pages)
        for paper in ("a4", "letter")
    }
    assert sides["letter"] == sides["a4"]


def test_a_short_entry_moves_whole_to_the_next_column():
    """Splitting columns across a page, an entry of a few lines is never cut in two (its
    last lines orphaned at the head of the next column): it moves whole."""
    import io

    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfgen.canvas import Canvas

    from skirmishgen.press import fonts
    from skirmishgen.press.columns import Columns
    from skirmishgen.press.paragraph import Paragraph

    fonts.register_fonts()
    style = ParagraphStyle("e", fontName=fonts.REGULAR, fontSize=8, leading=10)
    entries = [Paragraph(f"Entry {n}. " + "words " * 30, style) for n in range(20)]
    columns = Columns(entries)
    columns.canv = Canvas(io.BytesIO())
    high = entries[0].wrap(columns._column(400), 1000)[1]
    first, _rest = columns.split(400, 3.5 * high)  # room for half an entry under three
    for run in first._runs:
        assert all(item in entries for item in run), "no entry was split"


@pytest.mark.parametrize("entries", [3, 4, 5, 8, 9])
def test_no_column_opens_with_the_space_between_entries(entries):
    """Balanced columns start level: the space after an entry stays with it, so the next
    column's first entry stands at the same height as the first column's."""
    import io

    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfgen.canvas import Canvas
    from reportlab.platypus import Spacer

    from skirmishgen.press import fonts
    from skirmishgen.press.columns import Columns
    from skirmishgen.press.paragraph import Paragraph

    fonts.register_fonts()
    style = ParagraphStyle("e", fontName=fonts.REGULAR, fontSize=8, leading=10)
    story = []
    for n in range(entries):
        story += [Paragraph(f"Entry {n}. " + "words " * (10 + 7 * (n % 3)), style), Spacer(1, 4)]
    columns = Columns(story)
    columns.canv = Canvas(io.BytesIO())
    columns.wrap(400, 10_000)
    runs = [run for run in columns._runs if run]
    assert len(runs) == 2
    assert not any(isinstance(run[0], Spacer) for run in runs)


@pytest.fixture(scope="module")
def table_calls(tmp_path_factory):
    """Every table every cheat sheet and booklet sets: (rows, widths, size, padding)."""
    calls = []

    def recording(rows, width, size, padding):
        widths = tables.column_widths(rows, width, size, padding)
        calls.append((rows, widths, size, padding))
        return widths

    folder = tmp_path_factory.mktemp("tables")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sheets, "column_widths", recording)
        patch.setattr("skirmishgen.booklets.markup.column_widths", recording)
        for game in GAMES:
            if game.cheat_sheet is not None:
                product = make_sheet(game.key, PAPERS["a4"], {"roster": None})
                deliver(product, folder / f"{game.key}-sheet.pdf")
            if game.booklet is not None:
                product = make_booklet(game.key, PAPERS["a4"], "booklet", None)
                deliver(product, folder / f"{game.key}-booklet.pdf")
    return calls


def test_no_table_breaks_a_word_inside_a_cell(table_calls):
    from reportlab.pdfbase.pdfmetrics import stringWidth

    assert len(table_calls) >= 10, "the sheets and booklets set their tables"
    for rows, widths, size, padding in table_calls:
        for row in rows:
            for cell, width in zip(row, widths, strict=False):
                for word in tables._MARKS.sub("", str(cell)).split():
                    wide = stringWidth(word, fonts.BOLD, size) + padding
                    assert wide <= width + 0.01, f"'{word}' in {rows[0]}"
