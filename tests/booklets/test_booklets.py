"""Rule booklets read back: saddle-stitch page order on the sheets, a player's own templates
in place of ours, templates in a sandbox, and an unknown game in one line."""

from __future__ import annotations

import pytest

from skirmishgen.booklets.make import HOW_TO_PRINT
from skirmishgen.cli import main
from skirmishgen.testing.pdf import PT, Box, read_pdf


def run(tmp_path, monkeypatch, *argv) -> int:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["booklet", *argv])
    return exit_info.value.code


def page_text(page) -> str:
    return " ".join(page.text().split())


def test_booklet_sheets_carry_pages_in_saddle_stitch_order(tmp_path, monkeypatch):
    assert run(tmp_path, monkeypatch, "abstract-skirmish", "--out", "b.pdf") == 0
    assert (
        run(tmp_path, monkeypatch, "abstract-skirmish", "--imposition", "pages", "--out", "p.pdf")
        == 0
    )
    pages = read_pdf(tmp_path / "p.pdf").pages
    sheets = read_pdf(tmp_path / "b.pdf").pages
    count = len(pages)
    padded = -(-count // 4) * 4
    assert len(sheets) == padded // 2
    for sheet in sheets:
        assert float(sheet.width) * PT == pytest.approx(297, abs=0.05)
        assert float(sheet.height) * PT == pytest.approx(210, abs=0.05)
    order = []
    for index in range(padded // 4):
        order += [(padded - 2 * index, 2 * index + 1), (2 * index + 2, padded - 2 * index - 1)]
    for sheet, (left, right) in zip(sheets, order, strict=True):
        half, height = sheet.width / 2 * PT, sheet.height * PT
        for number, box in ((left, Box(0, 0, half, height)), (right, Box(half, 0, half, height))):
            shown = " ".join(sheet.text_in(box).split())
            if number <= count:
                # the whole page, not only its first words: those are the running header;
                # only the folded booklet's title page says how to print and fold it
                how = " ".join(HOW_TO_PRINT.replace("**", "").split())
                assert (how in shown) is (number == 1), number
                shown = " ".join(shown.replace(how, "").split())
                assert shown == page_text(pages[number - 1]), (number, shown[:60])
            else:
                assert shown == f"Notes {number}", f"page {number} is ruled for notes"


def test_a_user_template_replaces_the_shipped_one(tmp_path, monkeypatch):
    folder = tmp_path / "mine" / "abstract-skirmish"
    folder.mkdir(parents=True)
    (folder / "booklet.j2").write_text(
        "# House rules\n\n{{ ref.traits | length }} traits, by {{ credits.author }}.\n",
        encoding="utf-8",
    )
    assert (
        run(
            tmp_path,
            monkeypatch,
            "abstract-skirmish",
            "--imposition",
            "pages",
            "--templates",
            "mine",
            "--out",
            "mine.pdf",
        )
        == 0
    )
    text = " ".join(page_text(p) for p in read_pdf(tmp_path / "mine.pdf").pages)
    assert "1. House rules" in text and "5 traits, by Joshua Morris." in text
    assert "Slots and units" not in text


def test_templates_run_in_a_sandbox(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "evil" / "abstract-skirmish"
    folder.mkdir(parents=True)
    (folder / "booklet.j2").write_text(
        "{{ ''.__class__.__mro__[1].__subclasses__() }}\n", encoding="utf-8"
    )
    assert run(tmp_path, monkeypatch, "abstract-skirmish", "--templates", "evil") == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "template error" in err[0]


def test_unknown_booklet_is_one_line(tmp_path, monkeypatch, capsys):
    assert run(tmp_path, monkeypatch, "chess") == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
