"""AOF: Skirmish roster sheets: the blank sheet's unit cards are the filled ones left empty."""

from __future__ import annotations

import pytest

from skirmishgen.testing.pdf import PT, read_pdf


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_blank_aof_cards_are_the_filled_card_left_empty(sheets, paper):
    """Six unit cards, each with the filled card's Q and D pills (band-coloured, a white
    writing space inside) and a wound track of 9 model boxes and 5 marker boxes."""
    page = read_pdf(sheets["blank-aof-skirmish", paper]).pages[0]
    boxes = [
        r
        for r in page.rects
        if abs((r.x1 - r.x0) - 3.6 / PT) < 0.2 and abs((r.y1 - r.y0) - 3.6 / PT) < 0.2
    ]
    assert len(boxes) == 6 * (9 + 5)
    words = page.text().replace("+", " + ").split()
    assert words.count("Q") == 6 and words.count("D") == 6 and words.count("pts") == 6
    assert words.count("Wounds") == 6 and words.count("Wounds:") == 1  # the roll said once


def test_a_unit_reads_its_weapons_on_the_left_its_rules_and_wounds_beside_them(sheets):
    """Army Forge's habit: a weapon's range and attacks stand close to its name (the
    table in the left part), and the unit's special rules and wound track beside it, on
    the table's first line, not under it across the page."""
    from pdfplumbed import open_pdf

    page = open_pdf(sheets["dwarf-raiders", "a4"]).pages[0]
    words = page.extract_words()
    width = page.width
    attacks = [w for w in words if w["text"] == "Attacks"]
    rules = [w for w in words if w["text"] == "Special" and w["x0"] > width / 2]
    assert len(attacks) == 4 and len(rules) == 4  # one a unit
    assert all(w["x1"] < width * 0.5 for w in attacks)
    for head, beside in zip(attacks, rules, strict=True):
        assert abs(beside["top"] - head["top"]) < 4  # side by side
    name = next(w for w in words if w["text"] == "Hammer")
    range_ = next(w for w in words if w["text"] == "Range")
    assert (range_["x0"] - name["x1"]) * PT < 40


@pytest.mark.parametrize("name", ["dwarf-raiders", "blank-aof-skirmish"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_wound_runs_are_captioned_models_and_markers(sheets, name, paper):
    """A unit of several models has two runs of wound boxes, the models lost and the last
    model's markers: each is captioned under its first box ("models", "markers"), so they
    differ by more than a gap; the sheet stays one page."""
    from pdfplumbed import open_pdf
    from skirmishgen.games.aof_skirmish.sheet import CAPTION

    pdf = open_pdf(sheets[name, paper])
    assert len(pdf.pages) == 1
    page = pdf.pages[0]
    words = [w for w in page.extract_words(extra_attrs=["size"]) if abs(w["size"] - CAPTION) < 0.05]
    boxes = [r for r in page.rects if abs(r["width"] - r["height"]) < 0.2 and r["width"] > 9]

    def under_a_box(word) -> bool:  # a box's left edge over it, the box just above it
        return any(
            abs(b["x0"] - word["x0"]) < 0.5 and 0 <= word["top"] - b["bottom"] < 4 for b in boxes
        )

    units = 2 if name == "dwarf-raiders" else 6  # the units of several models
    for caption in ("models", "markers"):
        found = [w for w in words if w["text"] == caption and under_a_box(w)]
        assert len(found) == units, (name, caption, len(found))
