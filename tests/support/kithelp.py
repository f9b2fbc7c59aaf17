"""Play kits rendered once for a test module and read back in mm: glyphs, lines, rectangles."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from skirmishgen.cli import main
from skirmishgen.press import style
from skirmishgen.testing.pdf import PT


def render_kit(folder: Path, system: str, *argv: str) -> Path:
    """``skirmishgen kit SYSTEM ARGV... --out folder/…``; the written PDF."""
    path = folder / f"{system}{'-'.join(('', *argv)).replace(' ', '')}.pdf"
    with pytest.raises(SystemExit) as exit_info:
        main(["kit", system, *argv, "--out", str(path)])
    assert exit_info.value.code == 0
    return path


def rows_of_small_text(page) -> list[str]:
    """The text under the sheet minimum (7 pt), one string per baseline."""
    rows: dict[float, list[dict]] = defaultdict(list)
    for char in page.chars:
        size = char["fontsize"]  # the set size, whichever way the glyph is turned
        if size < style.SHEET_MINIMUM - 0.01 and char["text"].strip():
            rows[round(char["bottom"], 1)].append(char)
    return ["".join(c["text"] for c in sorted(row, key=lambda c: c["x0"])) for row in rows.values()]


def chars_mm(page, height_pt: float, size: float | None = None) -> list[tuple[str, float, float]]:
    """(text, x, y) of each glyph in mm from the bottom left; only ``size`` if given."""
    return [
        (c["text"], c["x0"] * PT, (height_pt - c["bottom"]) * PT)
        for c in page.chars
        if size is None or abs(c["size"] - size) < 0.05
    ]


def vertical_lines(page, length_mm: float, tolerance: float = 0.1) -> list[tuple[float, float]]:
    """(x, bottom y) in mm of undashed vertical lines ``length_mm`` long."""
    return [
        (line.x0 * PT, min(line.y0, line.y1) * PT)
        for line in page.lines
        if abs(line.x1 - line.x0) < 1e-3
        and not line.dashed
        and abs(abs(line.y1 - line.y0) * PT - length_mm) < tolerance
    ]


def text_below(page, from_top_mm: float) -> str:
    """The page's glyphs more than ``from_top_mm`` below its top edge, in reading order."""
    chars = [c for c in page.chars if c["top"] * PT > from_top_mm]
    chars.sort(key=lambda c: (round(c["bottom"], 0), c["x0"]))
    return "".join(c["text"] for c in chars)
