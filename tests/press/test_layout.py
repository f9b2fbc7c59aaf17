"""The pure imposition step: grids, placements, duplex mirroring and crop marks, without drawing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from skirmishgen.errors import LayoutError
from skirmishgen.parse import card_size, offset_pair
from skirmishgen.press.layout import MARK_GAP, Sheet, grid_for, impose
from skirmishgen.press.paper import CARD_SIZES, PAPERS, Size

A4, LETTER = PAPERS["a4"], PAPERS["letter"]
POKER = CARD_SIZES["poker"]


def faces(n: int) -> list[tuple[str, str]]:
    return [(f"front{i}", f"back{i}") for i in range(n)]


@pytest.mark.parametrize(
    ("paper", "card", "columns", "rows"),
    [
        ("a4", "poker", 3, 3),
        ("letter", "poker", 3, 3),
        ("a4", "bridge", 3, 3),
        ("a4", "mini", 4, 4),
        ("a4", "tarot", 2, 2),
        ("letter", "tarot", 2, 2),
    ],
)
def test_largest_grid_that_fits_the_margins(paper, card, columns, rows):
    grid = grid_for(Sheet(PAPERS[paper], CARD_SIZES[card]))
    assert (grid.columns, grid.rows) == (columns, rows)


def test_a4_poker_grid_is_centred():
    grid = grid_for(Sheet(A4, POKER))
    assert grid.left == pytest.approx((210 - 3 * 63.5) / 2)
    assert grid.top == pytest.approx(297 - (297 - 3 * 88.9) / 2)


def test_front_placements_in_reading_order_and_exact_size():
    pages = impose(Sheet(A4, POKER), faces(9))
    front = pages[0]
    assert front.side == "front"
    left, top = (210 - 190.5) / 2, (297 + 266.7) / 2
    for slot, placement in enumerate(front.placements):
        row, column = divmod(slot, 3)
        assert placement.card == slot
        assert placement.x == pytest.approx(left + column * 63.5, abs=1e-9)
        assert placement.y == pytest.approx(top - (row + 1) * 88.9, abs=1e-9)
        assert (placement.width, placement.height) == (63.5, 88.9)


def test_long_edge_back_mirrors_left_to_right():
    front, back = impose(Sheet(A4, POKER, duplex="long"), faces(9))[:2]
    assert back.side == "back" and back.sheet == front.sheet == 1
    for f, b in zip(front.placements, back.placements, strict=True):
        assert b.card == f.card and b.face == f"back{f.card}"
        assert b.x + b.width == pytest.approx(210 - f.x)
        assert b.y == pytest.approx(f.y)


def test_short_edge_back_mirrors_top_to_bottom():
    front, back = impose(Sheet(A4, POKER, duplex="short"), faces(9))[:2]
    for f, b in zip(front.placements, back.placements, strict=True):
        assert b.x == pytest.approx(f.x)
        assert b.y + b.height == pytest.approx(297 - f.y)


def test_partial_last_sheet_backs_still_behind_their_fronts():
    pages = impose(Sheet(A4, POKER, duplex="long"), faces(11))
    assert [(p.side, p.sheet, len(p.placements)) for p in pages] == [
        ("front", 1, 9),
        ("back", 1, 9),
        ("front", 2, 2),
        ("back", 2, 2),
    ]
    front, back = pages[2], pages[3]
    for f, b in zip(front.placements, back.placements, strict=True):
        assert b.x == pytest.approx(210 - f.x - f.width)


def test_duplex_none_puts_each_back_sheet_after_its_fronts_to_glue_on_turned_left_to_right():
    """One-sided sheets glued back to back before cutting: a back sheet follows its front
    sheet and each back sits behind its front once the sheet is turned over left to right."""
    pages = impose(Sheet(A4, POKER, duplex="none"), faces(20))
    assert [(p.side, p.sheet) for p in pages] == [
        (side, sheet) for sheet in (1, 2, 3) for side in ("front", "back")
    ]
    for front, back in zip(pages[::2], pages[1::2], strict=True):
        for f, b in zip(front.placements, back.placements, strict=True):
            assert b.card == f.card
            assert (b.x, b.y) == pytest.approx((210 - f.x - f.width, f.y))


def test_back_offset_shifts_only_the_backs():
    plain = impose(Sheet(A4, POKER), faces(9))
    shifted = impose(Sheet(A4, POKER, back_offset=(0.7, -0.4)), faces(9))
    assert shifted[0] == plain[0]
    for a, b in zip(plain[1].placements, shifted[1].placements, strict=True):
        assert b.x == pytest.approx(a.x + 0.7) and b.y == pytest.approx(a.y - 0.4)
    marks_a, marks_b = plain[1].marks, shifted[1].marks
    assert [m.x1 + 0.7 for m in marks_a if m.x1 == m.x2] == pytest.approx(
        [m.x1 for m in marks_b if m.x1 == m.x2]
    )


def test_gutter_and_bleed_space_the_cards():
    sheet = Sheet(A4, Size(60, 80), gutter=2, bleed=1.5)
    placements = impose(sheet, faces(2))[0].placements
    assert placements[1].x - placements[0].x == pytest.approx(60 + 2 * 1.5 + 2)


def test_card_too_large_for_paper_is_a_clear_error():
    with pytest.raises(LayoutError, match="does not fit"):
        grid_for(Sheet(A4, Size(250, 100)))


def test_no_crop_marks_option():
    assert impose(Sheet(A4, POKER, crop_marks=False), faces(3))[0].marks == ()


@pytest.mark.parametrize("text", ["63.5x88.9", "63.5 x 88.9", "63.5mmx88.9mm", "63.5×88.9"])
def test_card_size_parsing(text):
    assert card_size(text) == Size(63.5, 88.9)
    assert card_size("Tarot") == CARD_SIZES["tarot"]


def test_offset_parsing():
    assert offset_pair("0.5,-0.3") == (0.5, -0.3)


papers = st.sampled_from(list(PAPERS.values()))
cards = st.builds(Size, st.floats(30, 120), st.floats(30, 150))


def test_back_offset_that_would_leave_the_paper_is_refused():
    with pytest.raises(LayoutError, match="off the paper"):
        impose(Sheet(A4, POKER, back_offset=(10.0, 0.0)), faces(9))
    impose(Sheet(A4, POKER, back_offset=(9.7, -10.1)), faces(9))  # inside the slack


@settings(max_examples=150, deadline=None)
@given(
    papers,
    cards,
    st.floats(0, 12),
    st.floats(0, 5),
    st.floats(0, 3),
    st.sampled_from(["long", "short", "none"]),
    st.integers(1, 30),
    st.tuples(st.floats(-3, 3), st.floats(-3, 3)),
)
def test_any_layout_keeps_cards_on_paper_apart_and_marks_off_faces(
    paper, card, margin, gutter, bleed, duplex, count, offset
):
    sheet = Sheet(
        paper, card, margin=margin, gutter=gutter, bleed=bleed, duplex=duplex, back_offset=offset
    )
    try:
        pages = impose(sheet, faces(count))
    except LayoutError as error:
        too_big = card.width + 2 * bleed > paper.width - 2 * margin or (
            card.height + 2 * bleed > paper.height - 2 * margin
        )
        assert too_big or "off the paper" in str(error)
        return
    grid = grid_for(sheet)  # the largest grid: one more column or row would not fit
    assert (grid.columns + 1) * (card.width + 2 * bleed) + grid.columns * gutter > (
        paper.width - 2 * margin
    )
    assert (grid.rows + 1) * (card.height + 2 * bleed) + grid.rows * gutter > (
        paper.height - 2 * margin
    )
    assert sum(len(p.placements) for p in pages if p.side == "front") == count
    for page in pages:
        outer = [
            (p.x - bleed, p.y - bleed, p.x + p.width + bleed, p.y + p.height + bleed)
            for p in page.placements
        ]
        dx, dy = offset if page.side == "back" else (0.0, 0.0)
        for x0, y0, x1, y1 in outer:  # inside the margins (backs: but for their offset)
            assert x0 >= margin + min(dx, 0) - 1e-6 and y0 >= margin + min(dy, 0) - 1e-6
            assert x1 <= paper.width - margin + max(dx, 0) + 1e-6
            assert y1 <= paper.height - margin + max(dy, 0) + 1e-6
        for i, a in enumerate(outer):  # no two cards overlap
            for b in outer[i + 1 :]:
                assert (
                    a[2] <= b[0] + 1e-6
                    or b[2] <= a[0] + 1e-6
                    or (a[3] <= b[1] + 1e-6 or b[3] <= a[1] + 1e-6)
                )
        for mark in page.marks:  # every mark on the paper and clear of every face by MARK_GAP
            for x, y in ((mark.x1, mark.y1), (mark.x2, mark.y2)):
                assert 0 <= x <= paper.width and 0 <= y <= paper.height
            for x0, y0, x1, y1 in outer:
                clear_x = max(mark.x1, mark.x2) <= x0 - MARK_GAP + 1e-6 or (
                    min(mark.x1, mark.x2) >= x1 + MARK_GAP - 1e-6
                )
                clear_y = max(mark.y1, mark.y2) <= y0 - MARK_GAP + 1e-6 or (
                    min(mark.y1, mark.y2) >= y1 + MARK_GAP - 1e-6
                )
                assert clear_x or clear_y
