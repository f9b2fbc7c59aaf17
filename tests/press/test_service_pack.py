"""DriveThruCards' pack, read back by another program (pypdf): PDF/X-1a:2003's keys, boxes
on every page, CMYK only, no transparency, and every card's back then its front."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from pypdf.generic import IndirectObject

from skirmishgen.games.skirmish.deck import card_deck, edition_file, load_deck
from skirmishgen.press.pdfx import problems
from skirmishgen.testing.plugin import run_main


@pytest.fixture(scope="module")
def pack(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("pack") / "deck.pdf"
    code, stdout, err = run_main(
        "deck", "--edition", "5", "--format", "print-pdf", "--service", "drivethrucards",
        "--out", str(out),
    )  # fmt: skip
    assert code == 0, err
    assert "PDF/X-1a:2003, read back and checked" in stdout
    return out.with_name("deck-drivethrucards.pdf")


def _resolved(value):
    return value.get_object() if isinstance(value, IndirectObject) else value


def test_the_pack_declares_pdf_x_1a(pack):
    reader = PdfReader(pack)
    assert reader.pdf_header == "%PDF-1.4"
    (intent,) = reader.trailer["/Root"]["/OutputIntents"]
    intent = _resolved(intent)
    assert intent["/S"] == "/GTS_PDFX" and intent["/OutputConditionIdentifier"]
    info = reader.trailer["/Info"]
    assert info["/GTS_PDFXVersion"] == "PDF/X-1a:2003"
    assert info["/Trapped"] == "/False"
    assert info["/Title"] and info["/CreationDate"] and info["/ModDate"]
    assert reader.trailer["/ID"]


def test_every_page_has_its_trim_inside_its_bleed_and_no_transparency_or_rgb(pack):
    reader = PdfReader(pack)
    assert len(reader.pages) == 256
    for page in reader.pages:
        trim, bleed, media = page.trimbox, page.bleedbox, page.mediabox
        assert "/TrimBox" in page and "/BleedBox" in page
        assert bleed.left <= trim.left and trim.right <= bleed.right <= media.right
        resources = page["/Resources"]
        for state in _resolved(resources.get("/ExtGState", {})).values():
            state = _resolved(state)
            assert "/SMask" not in state or state["/SMask"] == "/None"
            assert float(state.get("/ca", 1)) >= 1 and float(state.get("/CA", 1)) >= 1
        content = page.get_contents().get_data()
        for operator in (b" rg\n", b" RG\n", b"/DeviceRGB"):
            assert operator not in content
    raw = pack.read_bytes()
    assert b"/DeviceRGB" not in raw and b"/SMask" not in raw


def test_pages_alternate_back_then_front_every_copy_in_deck_order(pack):
    deck = card_deck(edition_file(5), "deck")
    names = [
        card.name.upper() for card in load_deck(edition_file(5)).cards for _ in range(card.count)
    ]
    reader = PdfReader(pack)
    texts = [" ".join(page.extract_text().split()) for page in reader.pages]
    backs, fronts = texts[0::2], texts[1::2]
    assert len(fronts) == len(names) == len(deck.faces) == 128
    for name, front, back in zip(names, fronts, backs, strict=True):
        # the badge may come first, with or without a space after it
        title = re.sub(r"^[+\u2212-]?\d+\s*", "", front).upper()
        assert title.startswith(name), (name, front[:40])
        assert back != front
    by_back: dict[str, set[str]] = {}
    for (_, back_key), back in zip(deck.faces, backs, strict=True):
        by_back.setdefault(back_key, set()).add(back)
    assert all(len(seen) == 1 for seen in by_back.values()), "one back, one printing"


def test_the_check_finds_what_a_plain_print_pdf_lacks(tmp_path):
    code, _out, err = run_main(
        "deck", "--edition", "5", "--format", "print-pdf", "--out", str(tmp_path / "p.pdf")
    )
    assert code == 0, err
    found = problems((tmp_path / "p.pdf").read_bytes(), 38)
    assert "the file is not PDF 1.4" in found
    assert any("GTS_PDFX" in problem for problem in found)


def test_a_service_without_print_pdf_is_one_line(tmp_path):
    code, _out, err = run_main("deck", "--service", "drivethrucards")
    assert code == 2 and err.count("\n") == 1 and "--format print-pdf" in err
