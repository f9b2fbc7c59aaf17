"""A play kit for a Silhouette, read back: the marks on every page with pieces, every
standee's outline cut and its folds scored, and nothing cut near a mark."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from svgelements import SVG
from svgelements import Path as SvgPath

from skirmishgen.press.cutting import SILHOUETTE, SPACING
from skirmishgen.press.paper import PAPERS, Size
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import PT, read_pdf
from skirmishgen.testing.plugin import run_main

WARBANDS = content_dir() / "one-stat-skirmish" / "warbands"


def _apart(box: tuple, zone: tuple, slack: float = 0.01) -> bool:
    """Whether ``box`` keeps out of ``zone`` (touching its edge is apart)."""
    left, bottom, right, top = box
    return (
        right <= zone[0] + slack
        or zone[2] - slack <= left
        or top <= zone[1] + slack
        or zone[3] - slack <= bottom
    )


def _lines(svg_file: Path) -> tuple[list, list]:
    """The cut and score paths of a cut file: (closed, bbox) each, in page mm, y up."""
    document = SVG.parse(str(svg_file), ppi=25.4)
    height = float(document.height)
    cuts, scores = [], []
    for element in document.elements():
        if not isinstance(element, SvgPath):
            continue
        x0, y0, x1, y1 = element.bbox()
        box = (x0, height - y1, x1, height - y0)
        closed = str(element.d()).rstrip().upper().endswith("Z")
        colour = str(element.stroke).lower()
        (cuts if colour == "#ff0000" else scores).append((closed, box))
    return cuts, scores


@pytest.fixture(scope="module")
def marked_kit(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("kit")
    code, _out, err = run_main(
        "kit", "one-stat-skirmish", "--cutter", "silhouette", "--out", str(folder / "kit.pdf")
    )
    assert code == 0, err
    return folder


def test_every_standee_has_its_outline_cut_and_its_folds_scored(marked_kit):
    fighters = sum(
        len(yaml.safe_load(path.read_text(encoding="utf-8"))["fighters"])
        for path in WARBANDS.glob("*treasure-hunt.yaml")
    )
    standees = 0
    for svg_file in sorted(marked_kit.glob("kit-cut-*.svg")):
        cuts, scores = _lines(svg_file)
        for closed, (left, bottom, right, top) in cuts:
            across = [  # folds run across the piece, edge to edge (a row's may run on)
                s
                for _, s in scores
                if s[0] <= left + 0.01 and right - 0.01 <= s[2] and bottom < s[1] < top
            ]
            if len(across) == 3 and closed:
                standees += 1
    assert standees == fighters + 1, "each fighter's standee and the Controller's Demon"


def test_every_page_with_pieces_carries_the_marks_and_nothing_cut_is_near_them(marked_kit):
    pages = read_pdf(marked_kit / "kit.pdf").pages
    files = sorted(marked_kit.glob("kit-cut-*.svg"))
    assert files
    for svg_file in files:
        number = int(svg_file.stem.rsplit("-", 1)[1])
        page = pages[number - 1]
        paper = Size(round(page.width * PT, 2), round(page.height * PT, 2))
        assert paper == PAPERS["a4"]
        black = {
            (round(r.x0 * PT, 1), round(r.y0 * PT, 1), round(r.x1 * PT, 1), round(r.y1 * PT, 1))
            for r in page.rects
            if r.fill is not None and max(r.fill[:3]) < 0.05
        }
        for box in SILHOUETTE.shapes(paper):
            assert tuple(round(v, 1) for v in box) in black, (number, box)
        cuts, scores = _lines(svg_file)
        inset = SILHOUETTE.inset
        for _, box in cuts + scores:
            left, bottom, right, top = box
            assert inset - 0.01 <= left and right <= paper.width - inset + 0.01
            assert inset - 0.01 <= bottom and top <= paper.height - inset + 0.01
            assert all(_apart(box, zone) for zone in SILHOUETTE.zones(paper)), box


def _within(inner: tuple, outer: tuple, slack: float = 0.01) -> bool:
    return all(outer[i] - slack <= inner[i] for i in (0, 1)) and all(
        inner[i] <= outer[i] + slack for i in (2, 3)
    )


def _gap(a: tuple, b: tuple) -> float:
    """mm between two boxes (0 or less: they touch or overlap)."""
    return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])


@pytest.mark.parametrize(
    "game", ["skirmish", "one-stat-skirmish", "aof-skirmish", "insta-skirmish", "abstract-skirmish"]
)
def test_each_kit_cuts_inside_the_marks_on_a4_no_two_pieces_sharing_an_edge(tmp_path, game):
    code, out, err = run_main(
        "kit", game, "--cutter", "silhouette", "--out", str(tmp_path / "kit.pdf")
    )
    assert code == 0, err
    stated = int(out.split(": ", 1)[1].split(" page", 1)[0])
    assert len(read_pdf(tmp_path / "kit.pdf").pages) == stated, "no blank page at the end"
    files = sorted(tmp_path.glob("kit-cut-*.svg"))
    assert files, "the kit has pieces to cut"
    paper = PAPERS["a4"]
    for svg_file in files:
        cuts, _ = _lines(svg_file)
        assert cuts
        for _, box in cuts:
            assert all(_apart(box, zone) for zone in SILHOUETTE.zones(paper)), box
        pieces = [box for closed, box in cuts if closed]
        for index, one in enumerate(pieces):  # a window may lie inside its piece
            for other in pieces[index + 1 :]:
                if not (_within(one, other) or _within(other, one)):
                    assert _gap(one, other) >= SPACING - 0.01, (svg_file.name, one, other)


@pytest.mark.parametrize(
    ("game", "named", "hint"),
    [
        ("abstract-skirmish", "the reference part (quick reference and trackers)", ""),
        ("aof-skirmish", "the ruler part (round tracker and range ruler)", "--only markers"),
        (
            "one-stat-skirmish",
            "the tape part (measuring tape)",
            "--only standees,terrain,tracker,tokens,solitaire leaves it out",
        ),
    ],
)
def test_a_kit_that_does_not_fit_inside_the_marks_names_the_part_first_in_one_line(
    tmp_path, game, named, hint
):
    code, _out, err = run_main(
        "kit", game, "--paper", "letter", "--cutter", "silhouette",
        "--out", str(tmp_path / "kit.pdf"),
    )  # fmt: skip
    assert code == 2
    assert err.count("\n") == 1
    assert err.startswith(f"skirmishgen: error: {named} does not fit inside a cutter's")
    assert hint in err and err.rstrip().endswith("or print it without --cutter")
    assert not list(tmp_path.iterdir())


def test_a_cutter_kit_holds_every_marker_the_plain_kit_does(tmp_path):
    """The page inside the marks is shorter: it may hold fewer spare pieces, never fewer of
    those the game needs (AOF's markers: the same, each a little smaller in its cell)."""
    words = ("RED HOLDS", "BLUE HOLDS", "NEUTRAL", "ACTIVATED", "WOUND", "STUNNED", "FOUGHT")
    counts = []
    for cutter in ((), ("--cutter", "silhouette")):
        out = tmp_path / f"kit{len(cutter)}.pdf"
        code, _out, err = run_main("kit", "aof-skirmish", *cutter, "--out", str(out))
        assert code == 0, err
        text = " ".join(page.text() for page in read_pdf(out).pages)
        counts.append([text.count(word) for word in words])
    assert counts[0] == counts[1]


def test_a_cricut_kit_is_refused_in_one_line(tmp_path):
    code, _out, err = run_main("kit", "aof-skirmish", "--cutter", "cricut")
    assert code == 2 and err.count("\n") == 1 and "Print Then Cut area" in err


def test_build_with_a_cutter_writes_the_decks_and_kits_cut_files(tmp_path):
    code, _out, err = run_main(
        "build", "skirmish", "aof-skirmish", "--cutter", "silhouette", "--out", str(tmp_path)
    )
    assert code == 0, err
    assert len(list((tmp_path / "skirmish").glob("skirmish-e5-deck-cut-*.dxf"))) == 17
    assert list((tmp_path / "aof-skirmish").glob("aof-skirmish-kit-cut-*.svg"))
    guide = read_pdf(tmp_path / "skirmish" / "00-print-me-first.pdf")
    assert len(guide.pages) == 1
    text = " ".join(guide.pages[0].text().split())
    assert "a Silhouette and Silhouette Studio" in text and "scissors" not in text
    assert "Cut the test page first: skirmishgen calibrate --cutter silhouette" in text
    assert "-cut-N.dxf opens in Studio as-is" in text
    assert "let the cutter cut each marked page, by its -cut-N file" in text


def test_a_cutter_kit_prints_no_line_where_the_blade_cuts(marked_kit):
    """A printed outline left beside a cut a little off would show: the blade follows the
    cut file, and the legend says so."""
    page = read_pdf(marked_kit / "kit.pdf").pages[0]
    cuts, _ = _lines(marked_kit / "kit-cut-1.svg")
    outlines = {
        (round(r.x0 * PT, 1), round(r.y0 * PT, 1), round(r.x1 * PT, 1), round(r.y1 * PT, 1))
        for r in page.rects
        if r.stroke
    }
    standees = [box for closed, box in cuts if closed and box[3] - box[1] > 100]
    assert standees
    for box in standees:
        assert tuple(round(v, 1) for v in box) not in outlines, box
    assert "cut by the machine" in page.text() and "cut along solid" not in page.text()
