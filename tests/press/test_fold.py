"""`--duplex fold`: each front printed beside its own back, a dashed fold line between them."""

from __future__ import annotations

import itertools
import re

import pytest

from makers import print_deck
from skirmishgen.decks import aids_to_fill
from skirmishgen.errors import LayoutError
from skirmishgen.games.skirmish.deck import card_deck, edition_file
from skirmishgen.press.layout import Sheet, grid_for, impose, oriented
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.testing.pdf import PT, Box, read_pdf

POKER = CARD_SIZES["poker"]
TOLERANCE = 0.05


def fold_sheet(paper: str = "a4", card: str = "poker") -> Sheet:
    return oriented(Sheet(PAPERS[paper], CARD_SIZES[card], duplex="fold"))


def test_pairs_share_the_fold_and_marks_stay_off_it():
    sheet = fold_sheet()
    pages = impose(sheet, [(f"front{i}", f"back{i}") for i in range(10)])
    assert all(page.side == "fold" for page in pages)
    for page in pages:
        fronts, backs = page.placements[0::2], page.placements[1::2]
        assert [p.face for p in fronts] == [f"front{p.card}" for p in fronts]
        assert [p.face for p in backs] == [f"back{p.card}" for p in backs]
        for front, back, fold in zip(fronts, backs, page.folds, strict=True):
            assert back.x == pytest.approx(front.x + front.width)
            assert back.y == front.y and fold.x1 == fold.x2 == pytest.approx(back.x)
        folds = {round(f.x1, 6) for f in page.folds}
        assert not [m for m in page.marks if m.x1 == m.x2 and round(m.x1, 6) in folds]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_paper_turns_when_it_holds_more_pairs(paper):
    sheet = fold_sheet(paper)
    assert sheet.paper.width > sheet.paper.height, "poker pairs fit 2x2 on landscape paper"
    assert grid_for(sheet).per_page == 4


@pytest.mark.parametrize(
    "change, words",
    [({"bleed": 2.0}, "without a bleed"), ({"back_offset": (1.0, 0.0)}, "without a back offset")],
)
def test_options_that_make_no_sense_folded_are_refused(change, words):
    sheet = Sheet(PAPERS["a4"], POKER, duplex="fold", **change)
    with pytest.raises(LayoutError, match=words):
        grid_for(sheet)


@pytest.fixture(scope="module")
def folded(tmp_path_factory):
    out = tmp_path_factory.mktemp("fold") / "deck.pdf"
    print_deck(edition_file(5), Sheet(PAPERS["a4"], POKER, duplex="fold"), out)
    return read_pdf(out)


def test_edition_5_folds_onto_at_most_43_sheets(folded):
    assert len(folded.pages) <= 43
    aids = aids_to_fill(card_deck(edition_file(5), "deck"), fold_sheet())
    assert aids, "a fold deck keeps its player aids"
    assert len(folded.pages) == -(-(128 + len(aids)) // 4)  # four pairs a landscape sheet


def test_every_front_has_its_own_back_beside_it(folded):
    """SHIELD beside SHIELD DAMAGED, a weapon beside its RECOVERING side, the rest beside
    the common back: read in each card's box, as the layout places it."""
    aids = aids_to_fill(card_deck(edition_file(5), "deck"), fold_sheet())
    layout = impose(fold_sheet(), [("front", "back")] * (128 + len(aids)))
    kinds = set()
    for page, laid in zip(folded.pages, layout, strict=True):
        pairs = zip(laid.placements[0::2], laid.placements[1::2], strict=True)
        for front_box, back_box in pairs:
            front, back = (
                page.text_in(Box(p.x + 1, p.y + 1, p.width - 2, p.height - 2))
                for p in (front_box, back_box)
            )
            name, kind = front.split("\n")[:2]
            name = re.sub(r"\s[+\u2212]?\d+$", "", name)  # the badge's number
            if name == "SHIELD":
                kinds.add("shield")
                assert back.startswith("SHIELD\nSHIELD DAMAGED")
            elif kind.startswith("PLAYER AID"):
                kinds.add("aid")
                assert "PLAYER AID" in back and "keep out of" in back, (name, back[:40])
            elif kind.startswith("WEAPON"):
                kinds.add("weapon")
                assert back.startswith(f"{name}\nRECOVERING"), (name, back[:40])
            else:
                kinds.add("other")
                assert "5th edition" in back and "RECOVERING" not in back, (name, back[:40])
    assert kinds == {"shield", "weapon", "other", "aid"}


def test_the_fold_is_dashed_and_the_cut_is_not(folded):
    page = folded.pages[0]
    dashed = [line for line in page.lines if line.dashed]
    assert all(abs(line.x0 - line.x1) < 1e-6 for line in dashed), "folds are vertical"
    solid_x = {round(line.x0 * PT, 2) for line in page.lines if not line.dashed}
    assert not solid_x & {round(line.x0 * PT, 2) for line in dashed}


def test_every_sheet_says_how_to_make_a_card(folded):
    """Cut, fold, glue: three numbered steps above the cards of every sheet (sheets are
    shared out for cutting), in the band above them (out of the outer 6 mm, clear of the
    cards); the cut step names the crop marks, the only cut guides printed."""
    from skirmishgen.press.sheetguides import FOLD_STEPS

    first = folded.pages[0]
    for page in (first, folded.pages[1], folded.pages[-1]):
        text = " ".join(page.text().split())
        for step in FOLD_STEPS:
            assert " ".join(step.split()) in text, page.page_number
    assert "crop marks" in FOLD_STEPS[0]
    highest = min((c for c in first.chars if c["text"].strip()), key=lambda c: c["top"])
    assert highest["text"] == "1" and highest["fontsize"] >= 7  # step 1 tops the page
    assert 6 <= highest["top"] * PT <= 16


def test_the_fold_is_marked_outside_the_cards_only(folded):
    """Dashed ticks above and below the block, on each fold's run; no dash on a card, so
    none shows on the folded card's edge."""
    aids = aids_to_fill(card_deck(edition_file(5), "deck"), fold_sheet())
    layout = impose(fold_sheet(), [("front", "back")] * (128 + len(aids)))
    page, laid = folded.pages[0], layout[0]
    top = max(p.y + p.height for p in laid.placements)
    bottom = min(p.y for p in laid.placements)
    dashed = [line for line in page.lines if line.dashed]
    assert len(dashed) == 2 * len({round(f.x1, 3) for f in laid.folds})
    for line in dashed:
        low, high = sorted((line.y0 * PT, line.y1 * PT))
        assert low >= top or high <= bottom, "a fold tick runs onto a card"
        assert any(abs(line.x0 * PT - f.x1) < 0.05 for f in laid.folds)


def _dashes(length: float, on: float, off: float, phase: float) -> list[tuple[float, float]]:
    """The inked runs (start, end) of a dashed line ``length`` long, as a viewer draws it."""
    runs, at, period = [], -(phase % (on + off)), on + off
    while at < length:
        start, end = max(at, 0.0), min(at + on, length)
        if end > start:
            runs.append((start, end))
        at += period
    return runs


def test_each_fold_tick_reads_dashed_at_150_dpi(folded):
    """The review saw the fold ticks as solid hairlines at 150 dpi, under a step saying
    "fold between the dashed ticks": each 5 mm tick was two 2 mm dashes and a 0.6 mm gap.
    Each tick now shows three dashes or more, its gaps at least 0.8 mm (5 px at 150 dpi)."""
    import pdfplumber

    with pdfplumber.open(folded.path) as pdf:
        ticks = [line for line in pdf.pages[0].lines if line.get("dash") and line["dash"][0]]
    assert ticks, "the fold ticks"
    for tick in ticks:
        pattern, phase = tick["dash"]
        on, off = (value * PT for value in pattern)
        runs = _dashes((tick["bottom"] - tick["top"]) * PT, on, off, phase * PT)
        gaps = [b[0] - a[1] for a, b in itertools.pairwise(runs)]
        assert len(runs) >= 3 and min(gaps) >= 0.8, (tick["x0"], runs)
