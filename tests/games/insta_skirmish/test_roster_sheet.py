"""Insta-Skirmish roster sheets: a dash where a strip has no value."""

from __future__ import annotations

from skirmishgen.testing.pdf import read_pdf


def test_insta_strips_use_a_dash_for_no_value(sheets):
    text = read_pdf(sheets["knights-of-the-board", "a4"]).pages[0].printed()
    assert "\u2013" in text
    assert not any(word == "-" for word in text.split())
