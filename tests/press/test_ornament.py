"""A game's ornament: every motif tiles its box and stays inside it, a look names a motif,
the band sits in the margin, and a face drawn once names the patterns it paints with."""

from __future__ import annotations

import pytest

from repo import ROOT
from skirmishgen.press.ornament import HEAD_BAND, motif
from skirmishgen.press.paper import MM
from skirmishgen.press.style import MOTIFS, Look
from skirmishgen.testing.glyphs import patterns


def test_a_look_names_one_of_the_motifs():
    with pytest.raises(ValueError, match="motif 'paisley' is not one of"):
        Look("#000000", "#000000", "star", "paisley")


@pytest.mark.parametrize("name", MOTIFS)
def test_every_motif_covers_its_box_and_stays_inside_it(name, tmp_path):
    """Rendered: ink in every quarter of the box, none outside it (clipped)."""
    import pypdfium2 as pdfium

    from skirmishgen.press.typeset import Canvas

    path = tmp_path / "motif.pdf"
    canvas = Canvas(str(path), pagesize=(200, 200))
    motif(canvas, name, (50, 60, 100, 40), "#336699", 12)
    canvas.save()
    image = pdfium.PdfDocument(path)[0].render(scale=2).to_pil().convert("L")
    inked = {(x, y) for x in range(400) for y in range(400) if image.getpixel((x, y)) < 200}
    assert inked, name
    xs, ys = [x for x, _ in inked], [y for _, y in inked]  # y down, in half points
    assert min(xs) >= 99 and max(xs) <= 301, "clipped at the sides"
    assert min(ys) >= 199 and max(ys) <= 281, "clipped at top and bottom"
    for left in (100, 200):
        for top in (200, 240):
            quarter = [p for p in inked if left <= p[0] < left + 100 and top <= p[1] < top + 40]
            assert quarter, (name, left, top)


def test_the_band_sits_in_the_margin_above_the_text():
    """Ornament moves nothing: it ends above the sheets' and kit pages' margins."""
    from skirmishgen.press import kit, sheets

    assert HEAD_BAND[1] < min(kit.MARGIN, sheets.MARGIN / MM)
    assert HEAD_BAND[0] >= 5


def test_a_face_drawn_once_names_the_patterns_it_paints_with(tmp_path):
    """A front placed once is drawn on its page, not made a form (press.typeset): the art
    panel's motif it paints with is then named in the page's own resources, so viewers and
    printers find it."""
    import re

    from pypdf import PdfReader

    from skirmishgen.testing.plugin import run_main

    shipped = ROOT / "content" / "skirmish" / "edition-5.yaml"
    once = tmp_path / "once.yaml"
    text = re.sub(r"count: \d+", "count: 1", shipped.read_text(encoding="utf-8"))
    once.write_text(re.sub(r"total: \d+", "total: 21", text), encoding="utf-8")
    out = tmp_path / "once.pdf"
    code, _, err = run_main("deck", str(once), "--out", str(out))
    assert code == 0, err
    page = PdfReader(str(out)).pages[0]
    resources = page["/Resources"].get_object()
    assert "/Pattern" in resources, "the motif is named where the page paints with it"
    forms = resources.get("/XObject") or {}
    assert len(forms) <= 1, "faces placed once are drawn inline (one form: the common back)"
    assert patterns(out, 0)
