"""The one icon language: game-icons.net drawings, each credited as its licence asks."""

from __future__ import annotations

import json

from skirmishgen.press import icons


def test_every_drawing_is_credited_in_the_line_every_product_prints():
    library = json.loads(icons.FILE.read_text(encoding="utf-8"))
    credit = icons.credit()
    for name, entry in library.items():
        assert entry["licence"] in ("CC BY 3.0", "CC0"), name
        if entry["licence"] == "CC BY 3.0":
            assert entry["author"] in credit, name
    assert credit.endswith("game-icons.net (CC\u00a0BY\u00a03.0)")  # never broken
    readme = (icons.FILE.parent / "README.md").read_text(encoding="utf-8")
    assert all(f"{name} ({entry['source']})" in readme for name, entry in library.items())


def test_an_icon_is_drawn_from_its_outline_once_a_document():
    """The outline's operations are replayed; a second use writes the same marks again."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    canvas = Canvas(io.BytesIO())
    icons.draw_icon(canvas, "shield", 50, 50, 20, "#000000")
    first = list(canvas._code)
    icons.draw_icon(canvas, "shield", 80, 50, 20, "#000000")
    marks = canvas._icon_marks["shield", 0.0]
    assert " ".join(marks).count(" c ") > 3, "curves drawn"
    assert marks[-1] == "f", "filled by the non-zero rule, as SVG fills"
    assert canvas._code[len(first) :][-len(marks) - 1 : -1] == marks
