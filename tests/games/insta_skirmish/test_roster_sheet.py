"""Insta-Skirmish roster sheets: a dash where a strip has no value."""

from __future__ import annotations

from pdfplumbed import open_pdf
from skirmishgen.testing.pdf import read_pdf


def test_insta_strips_use_a_dash_for_no_value(sheets):
    text = read_pdf(sheets["knights-of-the-board", "a4"]).pages[0].printed()
    assert "\u2013" in text
    assert not any(word == "-" for word in text.split())


def test_a_column_is_as_wide_as_its_longest_line_not_its_whole_phrase(sheets):
    """The ranged column, dashes but for the archer, is set "Ranged" over "(non-gun)" and
    "d8 / 2," over "round up": no wider than those lines, so the room goes to the names."""
    words = open_pdf(sheets["knights-of-the-board", "a4"]).pages[0].extract_words()
    ranged = next(w for w in words if w["text"] == "Ranged")
    under = next(w for w in words if w["text"] == "(non-gun)")
    assert under["top"] > ranged["bottom"] - 0.5  # the head on two lines
    assert abs((under["x0"] + under["x1"]) / 2 - (ranged["x0"] + ranged["x1"]) / 2) < 1
    value = [w for w in words if w["text"] in ("round", "up") and w["top"] < under["top"] + 80]
    assert value and all(w["top"] > under["bottom"] for w in value)  # the value's second line
    left = min(w["x0"] for w in words if w["text"] in ("Move", "Melee", "Defense"))
    name = next(w for w in words if w["text"] == "Captain")
    assert left - name["x1"] > 40  # the names have room to spare
