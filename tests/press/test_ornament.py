"""A game's ornament: every motif tiles its box and stays inside it, a look names a motif,
the band sits in the margin, and a face drawn once names the patterns it paints with."""

from __future__ import annotations

import pytest

from repo import ROOT
from skirmishgen.press.ornament import HEAD_BAND
from skirmishgen.press.paper import MM
from skirmishgen.press.style import MOTIFS, Look
from skirmishgen.testing.glyphs import patterns
from skirmishgen.testing.looks import assert_motif_tiles_its_box


def test_a_look_names_one_of_the_motifs():
    with pytest.raises(ValueError, match="motif 'paisley' is not one of"):
        Look("#000000", "#000000", "star", "paisley")


@pytest.mark.parametrize("name", MOTIFS)
def test_every_motif_covers_its_box_and_stays_inside_it(name, tmp_path):
    """Ours, whether a game of ours wears it or not (the testing kit checks a game's own)."""
    assert_motif_tiles_its_box(name, tmp_path)


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
