"""`deck --format print-pdf`: what a print shop (DriveThruCards-style) takes as it is: one
card face a page at trim plus a 1/8 in bleed, every colour CMYK with at most 240 % ink,
fonts embedded; read back from the PDF's own content streams."""

from __future__ import annotations

import re
from pathlib import Path

import pypdf
import pytest

from skirmishgen.press.ink import INK_LIMIT, device_cmyk, limited, print_cmyk

OPERATOR = re.compile(rb"((?:-?[\d.]+\s+){1,4})(rg|RG|g|G|k|K|sc|SC|scn|SCN)\b")
MM = 72 / 25.4
IMAGES: list = []
"""Image objects met while reading streams (none expected)."""


def streams(pdf: pypdf.PdfReader):
    """Every content stream: pages, their forms (nested) and tiling patterns."""
    seen: set[int] = set()

    def under(resources) -> list:
        found = []
        for kind in ("/XObject", "/Pattern"):
            for ref in (resources.get(kind) or {}).values():
                key = getattr(ref, "idnum", id(ref))
                if key in seen:
                    continue
                seen.add(key)
                thing = ref.get_object()
                if thing.get("/Subtype") == "/Image":
                    IMAGES.append(thing)
                    continue
                found.append(thing.get_data())
                found += under(thing.get("/Resources") or {})
        return found

    for page in pdf.pages:
        yield page.get_contents().get_data()
        yield from under(page.get("/Resources") or {})


@pytest.fixture(scope="module")
def printed(tmp_path_factory) -> Path:
    from skirmishgen.testing.plugin import run_main

    folder = tmp_path_factory.mktemp("print")
    target = folder / "deck.pdf"
    code, _, err = run_main("deck", "--edition", "5", "--format", "print-pdf", "--out", str(target))
    assert code == 0, err
    return target


def test_one_face_a_page_at_trim_plus_an_eighth_inch_bleed(printed):
    pdf = pypdf.PdfReader(printed)
    assert len(pdf.pages) == 38  # 29 fronts (8 player aids) and 9 backs, as the png manifest
    for page in pdf.pages:
        width, height = (float(side) / MM for side in page.mediabox[2:])
        assert width == pytest.approx(63.5 + 2 * 3.175, abs=0.05)
        assert height == pytest.approx(88.9 + 2 * 3.175, abs=0.05)
        trim = [float(v) / MM for v in page.trimbox]
        assert trim == pytest.approx([3.175, 3.175, 3.175 + 63.5, 3.175 + 88.9], abs=0.05)
        assert [float(v) for v in page.bleedbox] == [float(v) for v in page.mediabox]


def test_the_subject_says_what_the_pages_are_for_a_print_shop(printed):
    """The document's Subject describes one face a page at the sizes its boxes give, not
    the home-print deck's sheets and duplex advice."""
    pdf = pypdf.PdfReader(printed)
    page = pdf.pages[0]
    trim = [float(v) / MM for v in page.trimbox]
    size = f"{trim[2] - trim[0]:.1f}x{trim[3] - trim[1]:.1f} mm"
    bleed = f"{trim[0]:.3f}".rstrip("0") + " mm bleed"
    subject = pdf.metadata.subject
    assert f"Card faces of {size} with {bleed}, one a page, CMYK" in subject
    assert "double-sided" not in subject and "210x297" not in subject


def test_every_colour_is_cmyk_within_the_ink_limit(printed):
    pdf = pypdf.PdfReader(printed)
    totals = []
    for data in streams(pdf):
        for values, operator in OPERATOR.findall(data):
            assert operator not in (b"rg", b"RG"), "no RGB colour"
            if operator in (b"k", b"K"):
                totals.append(sum(float(v) for v in values.split()[-4:]))
    assert len(totals) > 100, "the colours were found"
    assert max(totals) <= INK_LIMIT + 1e-6
    assert IMAGES == [], "no picture escapes the conversion (the deck draws none)"


def test_fonts_are_embedded(printed):
    pdf = pypdf.PdfReader(printed)
    for page in pdf.pages:
        for font in (page["/Resources"].get("/Font") or {}).values():
            font = font.get_object()
            if font.get("/Subtype") == "/Type0":
                font = font["/DescendantFonts"][0].get_object()
            assert "/FontFile2" in font["/FontDescriptor"].get_object(), font["/BaseFont"]


@pytest.mark.parametrize(
    ("rgb", "expected"),
    [
        ((0, 0, 0), (0, 0, 0, 1)),  # black is K alone: text stays one plate
        ((1, 1, 1), (0, 0, 0, 0)),
        ((0.5, 0.5, 0.5), (0, 0, 0, 0.5)),
        ((1, 0, 0), (0, 1, 1, 0)),
    ],
)
def test_device_conversion(rgb, expected):
    assert device_cmyk(*rgb) == pytest.approx(expected)


def test_a_dark_saturated_colour_is_taken_down_to_the_limit_keeping_its_hue():
    c, m, y, k = device_cmyk(0.25, 0, 0)  # 75 % K and full M and Y: 275 %
    assert c + m + y + k > INK_LIMIT
    c2, m2, y2 = limited(c, m, y, k)
    assert c2 + m2 + y2 + k == pytest.approx(INK_LIMIT)
    assert m2 == pytest.approx(y2) and c2 == 0
    ink = print_cmyk("#400000")
    assert ink.cyan + ink.magenta + ink.yellow + ink.black <= INK_LIMIT + 1e-9
