"""Saddle-stitch imposition: every page lands on the right sheet, side and half."""

from __future__ import annotations

import pytest

from skirmishgen.press.imposition import padded, saddle_stitch


def where(pages: int) -> dict[int | None, list[tuple]]:
    found: dict = {}
    for slot in saddle_stitch(pages):
        found.setdefault(slot.page, []).append((slot.sheet, slot.side, slot.half))
    return found


def test_four_pages_one_sheet():
    assert [(s.side, s.half, s.page) for s in saddle_stitch(4)] == [
        ("front", "left", 4),
        ("front", "right", 1),
        ("back", "left", 2),
        ("back", "right", 3),
    ]


def test_eight_pages_two_sheets():
    spots = where(8)
    assert spots[1] == [(1, "front", "right")] and spots[8] == [(1, "front", "left")]
    assert spots[2] == [(1, "back", "left")] and spots[7] == [(1, "back", "right")]
    assert spots[3] == [(2, "front", "right")] and spots[6] == [(2, "front", "left")]
    assert spots[4] == [(2, "back", "left")] and spots[5] == [(2, "back", "right")]


def test_thirteen_pages_are_padded_to_sixteen_with_blanks_at_the_end():
    slots = saddle_stitch(13)
    assert padded(13) == 16 and len(slots) == 16
    spots = where(13)
    assert len(spots[None]) == 3  # pages 14, 15, 16 are blank
    assert spots[1] == [(1, "front", "right")]
    assert spots[13] == [(2, "back", "right")]  # sheet 2 holds 14, 3 | 4, 13
    assert sorted(p for p in spots if p) == list(range(1, 14))


@pytest.mark.parametrize("pages", range(1, 41))
def test_folding_the_stack_reads_in_order(pages):
    """Simulate: stack the sheets, fold; reading pages in order visits each slot once."""
    total = padded(pages)
    sheets = total // 4
    reading = []
    for sheet in range(sheets):  # first half of the booklet: outer sheets first
        reading += [(sheet + 1, "front", "right"), (sheet + 1, "back", "left")]
    for sheet in reversed(range(sheets)):  # second half: inner sheets first
        reading += [(sheet + 1, "back", "right"), (sheet + 1, "front", "left")]
    slots = {(s.sheet, s.side, s.half): s.page for s in saddle_stitch(pages)}
    assert [slots[spot] for spot in reading] == [
        n if n <= pages else None for n in range(1, total + 1)
    ]
