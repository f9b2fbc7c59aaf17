"""The calibration sheet and printer scale: read back from the PDF and checked by printing
it on a simulated printer that shifts its backs, for both flips."""

from __future__ import annotations

from pathlib import Path

import pytest

from skirmishgen.press.calibration import HALF, STEP, label, values
from skirmishgen.press.layout import Sheet, impose
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.testing.pdf import PT, read_pdf


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("SKIRMISHGEN_CONFIG", str(tmp_path / "config"))


def segments(page) -> list[tuple[float, float, float, float]]:
    """Every rung-length line of a page, in mm: (x0, y0, x1, y1)."""
    found = []
    for line in page.lines:
        x0, y0, x1, y1 = (value * PT for value in (line.x0, line.y0, line.x1, line.y1))
        if abs(abs(x1 - x0) + abs(y1 - y0) - HALF) < 0.05:
            found.append((min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)))
    return found


def printed(paper, duplex: str, error, segment):
    """Where a back-page segment shows through on the front, on a printer that shifts every
    back by ``error`` (mm, in the back page's own axes), after the flip."""
    x0, y0, x1, y1 = (value + error[index % 2] for index, value in enumerate(segment))
    if duplex == "long":
        return (paper.width - x1, y0, paper.width - x0, y1)
    return (x0, paper.height - y1, x1, paper.height - y0)


def read_ladders(pdf: Path, paper, duplex: str, error) -> tuple[float, float]:
    """The rung of each ladder whose front line a back line, seen through, continues most
    nearly: what a user reads off the sheet. Any back line counts, not just the rung's own:
    the ladders must not let a neighbour's line fake a match."""
    document = read_pdf(pdf)
    front, back = segments(document.pages[0]), segments(document.pages[1])
    shown = [printed(paper, duplex, error, segment) for segment in back]
    upright = sorted((s for s in front if s[0] == s[2]), key=lambda s: s[0])
    level = sorted((s for s in front if s[1] == s[3]), key=lambda s: -s[1])
    assert len(upright) == len(level) == len(values())
    shown_upright = [s for s in shown if abs(s[0] - s[2]) < 1e-6]
    shown_level = [s for s in shown if abs(s[1] - s[3]) < 1e-6]

    def x_gap(rung):
        return min(abs(s[0] - rung[0]) for s in shown_upright)

    def y_gap(rung):
        return min(abs(s[1] - rung[1]) for s in shown_level)

    across = min(zip(values(), upright, strict=True), key=lambda pair: x_gap(pair[1]))[0]
    up = min(zip(values(), level, strict=True), key=lambda pair: y_gap(pair[1]))[0]
    return across, up


@pytest.mark.parametrize("duplex", ["long", "short"])
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_ladders_read_the_offset_that_cancels_the_printers_shift(
    run, work, tmp_path, paper, duplex
):
    out = tmp_path / "cal.pdf"
    code, _, _ = run("calibrate", "--paper", paper, "--duplex", duplex, "--out", str(out))
    assert code == 0 and len(read_pdf(out).pages) == 2
    size = PAPERS[paper]
    for error in [(0.0, 0.0), (1.0, -0.5), (-2.25, 1.75), (2.6, -2.9)]:
        across, up = read_ladders(out, size, duplex, error)
        expected = tuple(round(-value / STEP) * STEP for value in error)
        assert (across, up) == expected, (error, across, up)
        # and a deck printed with what was read lands every back behind its front
        sheet = Sheet(paper=size, card=CARD_SIZES["poker"], duplex=duplex, back_offset=(across, up))
        pages = impose(sheet, [("f", "b")] * 9)
        for front_page, back_page in zip(pages[::2], pages[1::2], strict=True):
            for front, back in zip(front_page.placements, back_page.placements, strict=True):
                box = (back.x, back.y, back.x + back.width, back.y + back.height)
                x0, y0, _, _ = printed(size, duplex, error, box)
                assert abs(x0 - front.x) <= STEP / 2 + 1e-9 and abs(y0 - front.y) <= STEP / 2 + 1e-9


def test_labels_and_instructions_are_printed(run, work, tmp_path):
    run("calibrate", "--out", "cal.pdf")
    page = read_pdf(tmp_path / "cal.pdf").pages[0]
    assert "\u22123.00" in page.printed()  # a true minus sign
    text = " ".join(page.text().split())
    for words in ("100 mm across", "100 mm up", "-3.00", "+3.00", "printer save NAME"):
        assert words in text
    assert "flipping on the long edge" in text


def test_x_labels_stand_upright_over_their_rungs_and_the_command_keeps_its_pairs(
    run, work, tmp_path
):
    """Every X rung's number reads upright, centred within 1 mm of its rung and within
    6 mm above its top; the command to type breaks between options only (``--scale-x SX``
    on one line)."""
    import pdfplumber

    run("calibrate", "--out", "cal.pdf")
    with pdfplumber.open(tmp_path / "cal.pdf") as pdf:
        page = pdf.pages[0]
        words = page.extract_words(keep_blank_chars=False)
        uprights = [
            line
            for line in page.lines
            if abs(line["x0"] - line["x1"]) < 1e-3 and abs(line["height"] - HALF / PT) < 0.5
        ]
        rungs = [(line["x0"] + line["x1"]) / 2 for line in uprights]
        tops = {round((line["x0"] + line["x1"]) / 2, 1): line["top"] for line in uprights}
        lines = [" ".join(w["text"] for w in row) for row in _rows(words)]
    assert len(rungs) == len(values())
    for value, x in zip(values(), sorted(rungs), strict=True):
        text = label(value)
        near = [
            w
            for w in words
            if w["text"] == text
            and w["upright"]
            and abs((w["x0"] + w["x1"]) / 2 - x) * PT < 1.0
            and 0 < (tops[round(x, 1)] - w["bottom"]) * PT < 6.0
        ]
        assert near, text
    for pair in ("--scale-x SX", "--scale-y SY", "--back-offset X,Y", "--duplex long"):
        assert any(pair in line for line in lines), pair
    command = [line for line in lines if "printer save" in line]
    assert command and command[0].endswith("\\"), "a broken command continues as a shell's"


def _rows(words: list[dict]) -> list[list[dict]]:
    rows: dict[int, list[dict]] = {}
    for word in words:
        rows.setdefault(round(word["top"]), []).append(word)
    return [sorted(row, key=lambda w: w["x0"]) for _, row in sorted(rows.items())]


def test_a_profile_corrects_the_calibration_sheet_itself(run, work, tmp_path, config):
    """Printed with a saved profile, the same printer's shift reads 0 on both ladders."""
    run("printer", "save", "office", "--back-offset", "1.0,-0.5", "--duplex", "short")
    assert run("calibrate", "--printer", "office", "--out", "check.pdf")[0] == 0
    text = read_pdf(tmp_path / "check.pdf").pages[0].text()
    assert "flipping on the short edge" in " ".join(text.split())
    error = (-1.0, 0.5)  # the printer the profile was measured on
    assert read_ladders(tmp_path / "check.pdf", PAPERS["a4"], "short", error) == (0.0, 0.0)


def ruler_length(pdf: Path) -> tuple[float, float]:
    """The lengths (mm) of the calibration sheet's two 100 mm rulers, as printed."""
    page = read_pdf(pdf).pages[0]
    across = [line for line in page.lines if abs(line.y0 - line.y1) < 1e-3]
    up = [line for line in page.lines if abs(line.x0 - line.x1) < 1e-3]
    longest_across = max(abs(line.x1 - line.x0) for line in across) * PT
    longest_up = max(abs(line.y1 - line.y0) for line in up) * PT
    return longest_across, longest_up


def test_a_profiles_scale_corrects_whole_pages(run, work, tmp_path, config):
    run("printer", "save", "big", "--back-offset", "0,0", "--scale-x", "1.02", "--scale-y", "0.98")
    assert run("printer", "show", "big")[1].strip().endswith("--scale-x 1.02 --scale-y 0.98")
    run("calibrate", "--out", "plain.pdf")
    run("calibrate", "--printer", "big", "--out", "scaled.pdf")
    across, up = ruler_length(tmp_path / "plain.pdf")
    assert abs(across - 100) < 0.05 and abs(up - 100) < 0.05
    across, up = ruler_length(tmp_path / "scaled.pdf")
    assert abs(across - 102) < 0.05 and abs(up - 98) < 0.05
    # about the page's centre: the middle of the page stays put
    for command in (["kit", "aof-skirmish"], ["sheet", "skirmish"], ["booklet", "insta-skirmish"]):
        run(*command, "--out", "a.pdf")
        run(*command, "--printer", "big", "--out", "b.pdf")
        a, b = read_pdf(tmp_path / "a.pdf").pages[0], read_pdf(tmp_path / "b.pdf").pages[0]
        first_a, first_b = a.lines[0], b.lines[0]
        middle = a.width / 2
        assert abs((first_b.x0 - middle) - 1.02 * (first_a.x0 - middle)) < 0.01, command


def test_without_a_scale_a_profile_changes_no_byte(run, work, tmp_path, config):
    run("printer", "save", "plain", "--back-offset", "0,0")
    for command in (["kit", "aof-skirmish"], ["roster", "--blank", "aof-skirmish"]):
        run(*command, "--out", "a.pdf")
        run(*command, "--printer", "plain", "--out", "b.pdf")
        assert (tmp_path / "a.pdf").read_bytes() == (tmp_path / "b.pdf").read_bytes()


def test_a_scale_out_of_range_is_one_line(run, work, config):
    code, _, err = run("printer", "save", "x", "--back-offset", "0,0", "--scale-x", "1.5")
    assert code == 2 and len(err.splitlines()) == 1 and "--scale-x" in err


def _chars_mm(page, height_mm):
    """(character, x0, y0, x1, y1) in mm from the bottom-left, for every glyph on a page."""
    return [
        (
            c["text"],
            c["x0"] * PT,
            height_mm - c["bottom"] * PT,
            c["x1"] * PT,
            height_mm - c["top"] * PT,
        )
        for c in page.chars
        if c["text"].strip()
    ]


@pytest.mark.parametrize(
    ("paper", "duplex", "turn", "other"),
    [
        ("a4", "long", "sideways", "--duplex short"),
        ("letter", "long", "sideways", "--duplex short"),
        ("a4", "short", "top over bottom", "--duplex long"),
        ("letter", "short", "top over bottom", "--duplex long"),
    ],
)
def test_the_back_names_itself_marks_its_top_and_says_how_it_turns(
    run, work, tmp_path, paper, duplex, turn, other
):
    """Review items: the back gets a title, a mark on its top edge and a wrong-flip hint,
    and none of its words touches a ladder's back half (the short flip puts the X ladder's
    halves at the top: the words then go under the ladders)."""
    out = tmp_path / "cal.pdf"
    assert run("calibrate", "--paper", paper, "--duplex", duplex, "--out", str(out))[0] == 0
    size = PAPERS[paper]
    back = read_pdf(out).pages[1]
    text = " ".join(back.text().split())
    assert "Printer calibration: back" in text and "TOP" in text
    assert turn in text and other in text
    words = _chars_mm(back, size.height)
    tops = [y1 for c, _, _, _, y1 in words if c in "TOP"]
    assert size.height - 14 < max(tops) < size.height - 6.5, "TOP at the top, off the edge"
    rungs = segments(back)
    assert len(rungs) == 2 * len(values())
    for _, x0, y0, x1, y1 in words:
        for rx0, ry0, rx1, ry1 in rungs:
            apart = x1 < rx0 - 0.3 or rx1 < x0 - 0.3 or y1 < ry0 - 0.3 or ry1 < y0 - 0.3
            assert apart, ("a word touches a rung", (x0, y0, x1, y1), (rx0, ry0, rx1, ry1))
    assert min(x0 for _, x0, *_ in words) >= 14 - 0.05, "the footer keeps the 14 mm margin"


def test_the_front_sets_the_command_apart_and_has_boxes_for_the_readings(run, work, tmp_path):
    """Review items: step 3's command on lines of its own, in a panel; write-in boxes for
    the four readings and the scales; an aligned-or-not sample; a no-duplex routine."""
    out = tmp_path / "cal.pdf"
    run("calibrate", "--out", str(out))
    front = read_pdf(out).pages[0]
    lines = [" ".join(line.split()) for line in front.text().splitlines()]
    command = next(i for i, line in enumerate(lines) if line.startswith("skirmishgen printer"))
    assert lines[command - 1].endswith("Save it, in a terminal:")
    assert "skirmishgen calibrate --printer NAME" in " ".join(lines), "the check's command"
    assert lines.index("3 Write down what you read:") < command, "readings come before saving"
    assert "--duplex long" in " ".join(lines[command : command + 3])
    boxes = [
        r
        for r in front.rects
        if r.stroke
        and not r.fill
        and abs((r.x1 - r.x0) * PT - 15) < 0.1
        and abs((r.y1 - r.y0) * PT - 7) < 0.1
    ]
    assert len(boxes) == 6, "a box each: two rulers, two scales, two ladders"
    frame = [r for r in front.rects if r.stroke and not r.fill and (r.x1 - r.x0) * PT > 80]
    assert len(frame) == 1, "the command's hairline frame (no tint: a fill spends toner)"
    assert not [r for r in front.rects if r.fill and (r.x1 - r.x0) * PT > 20]
    text = " ".join(front.text().split())
    for words in ("Write down what you read", "What to look for", "No duplex", "page 2 alone"):
        assert words.lower() in text.lower()
    assert min(x0 for _, x0, *_ in _chars_mm(front, PAPERS["a4"].height)) >= 14 - 0.05, (
        "text and footer keep the 14 mm margin"
    )


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_no_word_on_the_front_touches_a_rung(run, work, tmp_path, paper):
    """The steps' column is long; it must end above the X ladder, on both papers."""
    out = tmp_path / "cal.pdf"
    run("calibrate", "--paper", paper, "--out", str(out))
    front = read_pdf(out).pages[0]
    rungs = segments(front)
    assert len(rungs) == 2 * len(values())
    for _, x0, y0, x1, y1 in _chars_mm(front, PAPERS[paper].height):
        for rx0, ry0, rx1, ry1 in rungs:
            apart = x1 < rx0 - 0.3 or rx1 < x0 - 0.3 or y1 < ry0 - 0.3 or ry1 < y0 - 0.3
            assert apart, ("a word touches a rung", (x0, y0, x1, y1), (rx0, ry0, rx1, ry1))
