"""Roster sheets read back (issue 10, review sections 6-8 and 10-12): warnings printed on the
sheet, scenario titles, equipment as a player says it, one-page blank forms whose fields sit
on a light ground, the stamp on the table's edge, type sizes and the credit line."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from reportlab.pdfbase.pdfmetrics import stringWidth

from pdfplumbed import close_all, open_pdf
from skirmishgen.games.one_stat_skirmish.models import Warband
from skirmishgen.games.one_stat_skirmish.sheet import gear_words
from skirmishgen.press import style
from skirmishgen.press.paper import MM, PAPERS
from skirmishgen.press.sheets import (
    CODE_GAP,
    MARGIN,
    STAMP_WIDTH,
    Parts,
    PartsLine,
    code_side,
    quiet_of,
    styles,
)
from skirmishgen.rosters import blank_sheet, passport_code, read_roster, roster_sheet
from skirmishgen.testing.pdf import PT, read_pdf

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"
FILLED = sorted(
    [
        *(CONTENT / "one-stat-skirmish" / "warbands").glob("*.yaml"),
        *(CONTENT / "aof-skirmish" / "armies").glob("*.yaml"),
        *(CONTENT / "insta-skirmish" / "armies").glob("*.yaml"),
    ]
)
BLANKS = ("one-stat-skirmish", "aof-skirmish", "insta-skirmish")
AUTHORS = {
    "one-stat-skirmish": "Kai Bettzieche",
    "aof-skirmish": "One Page Rules",
    "insta-skirmish": "Andrew Domino",
}
ROBYN_HUNT = CONTENT / "one-stat-skirmish" / "warbands" / "robyns-merry-men-treasure-hunt.yaml"


def _write(folder: Path, name: str, rendered) -> Path:
    path = folder / f"{name}.pdf"
    path.write_bytes(bytes(rendered.pdf))
    return path


@pytest.fixture(scope="module")
def sheets(tmp_path_factory) -> dict[tuple[str, str], Path]:
    """Every shipped roster and every blank, on A4 and on Letter: (name, paper) -> PDF."""
    folder = tmp_path_factory.mktemp("rosters")
    made = {}
    for paper in ("a4", "letter"):
        for file in FILLED:
            if paper == "letter" and file.stem.endswith("-training"):
                continue  # the Treasure Hunt sheets are the training ones and more
            product = roster_sheet(file, PAPERS[paper], force=False).product
            assert product is not None, file
            made[file.stem, paper] = _write(
                folder, f"{file.stem}-{paper}", product.pieces[0].render()
            )
        for key in BLANKS:
            rendered = blank_sheet(key, PAPERS[paper]).pieces[0].render()
            made[f"blank-{key}", paper] = _write(folder, f"blank-{key}-{paper}", rendered)
    yield made
    close_all()


def _system(name: str) -> str:
    if name.startswith("blank-"):
        return name[len("blank-") :]
    return next(p.parent.parent.name for p in FILLED if p.stem == name)


def test_warnings_of_a_legal_roster_print_on_its_sheet(sheets):
    roster = read_roster(ROBYN_HUNT)
    warnings = [f for f in roster.findings if f.severity == "warning"]
    assert roster.legal and len(warnings) == 1
    text = " ".join(read_pdf(sheets[ROBYN_HUNT.stem, "a4"]).pages[0].text().split())
    assert "LEGAL" in text and "NOT LEGAL" not in text
    assert "1SS-HANDS" not in text and "line 22" not in text, "ids and lines are for validate"
    assert "John's gear takes 4 hands" in text
    assert text.count("[note 1]") == 2  # the mark at John's entry and the note under the table


def test_the_rulebooks_own_loadout_is_a_note_not_a_warning(sheets):
    """John's 4 hands are the rulebook's training warband as it fields him: the sheet says
    so in a note under the fighters, with what to drop to keep to the armory's rule, and
    the stamp counts it as a note; `validate` still calls it a warning."""
    (finding,) = [f for f in read_roster(ROBYN_HUNT).findings if f.severity == "warning"]
    assert finding.rule == "1SS-HANDS"
    page = read_pdf(sheets[ROBYN_HUNT.stem, "letter"]).pages[0]
    text = " ".join(page.text().split())
    assert "warning" not in text.casefold() and "[!" not in text
    assert "as the rulebook's own training warband carries it" in text
    assert "drop the Quarterstaff or the Longbow" in text
    assert "as the rulebook fields it, 1 note" in text  # in the stamp
    table_end = text.index("Red William")
    assert table_end < text.index("[note 1] John's gear") < text.index("Core rules")


def test_a_roster_without_warnings_has_no_warning_box(sheets):
    text = read_pdf(sheets["cpt-fawkes-ragtags-training", "a4"]).pages[0].text()
    assert "warning" not in text.casefold() and "[!" not in text


@pytest.mark.parametrize("band", ["robyns-merry-men", "cpt-fawkes-ragtags"])
def test_the_mission_names_the_sheet(sheets, band):
    hunt = read_pdf(sheets[f"{band}-treasure-hunt", "a4"]).pages[0]
    training = read_pdf(sheets[f"{band}-training", "a4"]).pages[0]
    assert "Treasure Hunt" in hunt.text()
    assert "Treasure Hunt" not in training.text()
    assert "Training mission" in training.text()


def _warbands() -> list[Warband]:
    files = (CONTENT / "one-stat-skirmish" / "warbands").glob("*.yaml")
    return [Warband.model_validate(yaml.safe_load(f.read_text())) for f in files]


KIND_WORDS = {"melee", "shooter", "shield", "armor", "magic", "device", "heavy", "light", "medium"}


def test_no_equipment_line_repeats_what_its_name_says():
    seen = 0
    for warband in _warbands():
        for fighter in warband.fighters:
            for item in fighter.equipment:
                name, detail = gear_words(item, fighter.rank)
                said = set(name.casefold().split()) & KIND_WORDS
                told = set(detail.casefold().replace(",", " ").split()) & KIND_WORDS
                assert not said & told, (name, detail)
                seen += 1
    assert seen > 10


def test_equipment_prints_as_a_player_says_it(sheets):
    text = " ".join(
        read_pdf(sheets["cpt-fawkes-ragtags-treasure-hunt", "a4"]).pages[0].text().split()
    )
    assert "Heavy shooter, area option 3 hands" in text
    assert "Heavy shooter, area option (hands: 3, chosen). Specialist, boss or Fire" in text
    assert "Reaches normal range only" in text and "(2) 2 dice" not in text  # the other option
    assert "heavy shooter, heavy" not in text
    assert "Rifle medium shooter, 2 hands" in text
    assert "Rifle light shooter, 2 hands" in text  # in a rookie's hands


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("key", BLANKS)
def test_each_blank_roster_is_one_page(sheets, key, paper):
    assert len(read_pdf(sheets[f"blank-{key}", paper]).pages) == 1


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_filled_roster_is_one_page(sheets, paper):
    made = [(name, path) for (name, on), path in sheets.items() if on == paper]
    assert len(made) >= 6
    for name, path in made:
        assert len(read_pdf(path).pages) == 1, name


WRITING = (119, 119, 119)
"""The colour of ruled writing lines (press/forms.py)."""


def _luminance(colour) -> float:
    r, g, b, _ = colour
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


@pytest.mark.parametrize("key", BLANKS)
def test_no_fill_in_line_sits_on_a_dark_fill(sheets, key):
    """Every horizontal ruled line (and every underscore) on a blank sheet lies on white or
    on a light fill: no white field on a dark band."""
    page = read_pdf(sheets[f"blank-{key}", "a4"]).pages[0]
    fills = [r for r in page.rects if r.fill is not None and r.fill[3] > 0]
    ruled = [
        ((line.x0 + line.x1) / 2, line.y0)
        for line in page.lines
        if abs(line.y0 - line.y1) < 0.1 and line.stroke and line.stroke[:3] == WRITING
    ]
    height = PAPERS["a4"].height / PT
    ruled += [
        ((c["x0"] + c["x1"]) / 2, height - c["bottom"]) for c in page.chars if c["text"] == "_"
    ]
    assert len(ruled) >= 20, len(ruled)
    for x, y in ruled:
        under = [r for r in fills if r.x0 <= x <= r.x1 and r.y0 - 0.5 <= y <= r.y1 + 0.5]
        for rect in under:
            assert _luminance(rect.fill) > 0.75, (key, x, y, rect.fill)
    for char in page.chars:
        if char["text"] == "_":  # an underscore field is set in dark ink
            assert _ink(char["non_stroking_color"]) < 0.5, (key, char)


def _ink(colour) -> float:
    """The luminance (0-1) of a glyph's fill as the content stream sets it (g or rg)."""
    values = tuple(colour or (0.0,))
    if len(values) == 1:
        return float(values[0])
    r, g, b = values[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_blank_ruled_lines_are_far_enough_apart_for_handwriting(sheets):
    """Stacked writing lines in one column are at least 6 mm apart."""
    for key in BLANKS:
        page = read_pdf(sheets[f"blank-{key}", "a4"]).pages[0]
        rows: dict[int, list[float]] = {}
        for line in page.lines:
            if abs(line.y0 - line.y1) < 0.1 and line.stroke and line.stroke[:3] == WRITING:
                rows.setdefault(round(line.x0), []).append(line.y0)
        gaps = [
            b - a
            for ys in rows.values()
            for a, b in zip(sorted(set(ys)), sorted(set(ys))[1:], strict=False)
        ]
        assert gaps and min(gaps) * PT >= 6.0, (key, min(gaps) * PT)


def test_the_blank_1ss_rookie_rows_have_one_wound_box(sheets):
    page = read_pdf(sheets["blank-one-stat-skirmish", "a4"]).pages[0]
    boxes = [
        r
        for r in page.rects
        if abs((r.x1 - r.x0) - 4.2 / PT) < 0.2 and abs((r.y1 - r.y0) - 4.2 / PT) < 0.2
    ]
    # one activation box a row, wounds: 2 for the boss and 3 specialists, 1 for 6 rookies
    assert len(boxes) == 10 + 4 * 2 + 6


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


def test_wounds_are_tracked_as_the_rules_count_them(sheets):
    """A wound kills one model until the last remains (a box per model lost); the last
    takes markers and rolls D6 + markers: knocked out on 6+, so 5 markers at most; a
    Tough(3) model rolls only from its 3rd marker and is out on 8+ (7 boxes, the 3rd
    picked out)."""
    page = read_pdf(sheets["dwarf-raiders", "a4"]).pages[0]
    boxes = [
        r
        for r in page.rects
        if abs((r.x1 - r.x0) - 4.6 / PT) < 0.2 and abs((r.y1 - r.y0) - 4.6 / PT) < 0.2
    ]  # 4.6 mm: room to pencil a tick
    champion, warriors, crossbowmen, priest = 7, 4 + 5, 2 + 5, 5
    assert len(boxes) == champion + warriors + crossbowmen + priest
    text = " ".join(page.text().split())
    assert "markers: from 3: D6 + markers, 8+ out" in text
    assert text.count("D6 + markers: 2-5 Stunned · 6+ out") == 3
    assert "4 models lost, then markers" in text and "2 models lost, then markers" in text
    assert "Spells (Wizard(1))" in text and "D6+1" in text


def test_insta_strips_use_a_dash_for_no_value(sheets):
    text = read_pdf(sheets["knights-of-the-board", "a4"]).pages[0].printed()
    assert "\u2013" in text
    assert not any(word == "-" for word in text.split())


def modules_box(path):
    """Where the sheet's roster code prints its modules, as (x0, y0, x1, y1) in points
    from the page's lower left: the corners a QR reader finds on a 300 dpi render of the
    first page (the code paints no white ground where it stands out over white paper)."""
    import pypdfium2
    import zxingcpp

    document = pypdfium2.PdfDocument(str(path))
    try:
        page = document[0]
        height = page.get_height()
        image = page.render(scale=300 / 72).to_pil()
    finally:
        document.close()
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, "one roster code"
    corners = found[0].position
    xs = [p.x * 72 / 300 for p in (corners.top_left, corners.bottom_right)]
    ys = [height - p.y * 72 / 300 for p in (corners.top_left, corners.bottom_right)]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_stamp_right_edge_on_the_frame_edge(sheets, paper):
    """The head ends on the frame's right edge: the stamp, or the roster code beside it
    (1 Stat Skirmish prints its code in the core rules box instead)."""
    right = PAPERS[paper].width / PT - MARGIN
    for name in ("robyns-merry-men-treasure-hunt", "dwarf-raiders", "knights-of-the-board"):
        page = read_pdf(sheets[name, paper]).pages[0]
        edges = [
            max(line.x0, line.x1)
            for line in page.lines
            if abs(line.y0 - line.y1) < 0.1
            and abs(abs(line.x1 - line.x0) - STAMP_WIDTH / MM / PT) < 1
        ]
        assert edges, name  # the stamp's box, drawn as lines STAMP_WIDTH long
        beside = side = quiet = 0.0
        if _system(name) != "one-stat-skirmish":
            file = next(p for p in FILLED if p.stem == name)
            code = passport_code(read_roster(file).document.data)[0]
            side = code_side(code)
            quiet = quiet_of(code, side)
            beside = (side - quiet + CODE_GAP) / PT
        assert abs(max(edges) - (right - beside)) < 1.0, (name, max(edges), right)
        if beside:  # the code's modules end on the frame's edge, its quiet zone beyond
            x0, _, x1, _ = modules_box(sheets[name, paper])
            assert abs(x1 - right) < 0.5 and abs(x1 - x0 - (side - 2 * quiet) / PT) < 0.5, name


def test_no_text_under_seven_points_and_the_credit_on_every_page(sheets):
    for (name, paper), path in sheets.items():
        pdf = read_pdf(path)
        for number, page in enumerate(pdf.pages, 1):
            sizes = [c["fontsize"] for c in page.chars if c["text"].strip()]
            assert min(sizes) >= style.SHEET_MINIMUM - 0.01, (name, paper, number, min(sizes))
            text = " ".join(page.text().split())
            assert "skirmishgen" in text and AUTHORS[_system(name)] in text, (name, number)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_headings_start_on_the_margin_like_the_tables(sheets, paper):
    """Section headings line up with the full-width tables and the title on the 10 mm margin."""
    for name, heading in (
        ("robyns-merry-men-treasure-hunt", "Core rules"),
        ("dwarf-raiders", "Special rules used"),
        ("knights-of-the-board", "Rules reference"),
    ):
        page = read_pdf(sheets[name, paper]).pages[0]
        chars = page.chars
        text = "".join(c["text"] for c in chars)
        at = text.find(heading)
        assert at >= 0, (name, heading)
        assert abs(chars[at]["x0"] - MARGIN) < 1.0, (name, chars[at]["x0"])


def test_a_subtitle_breaks_between_parts_and_never_leaves_a_dot_at_either_end():
    """Review item: a wrapped subtitle left a dangling middle dot at a line's end."""
    parts = Parts(["Insta-Skirmish", "30 of 30 points spent, 0 lost", "4 miniatures", "a b"])
    style = styles()["sub"]
    flowable = PartsLine(parts, style)
    counts = []
    for width in (40, 70, 90, 120, 400):
        flowable.wrap(width * MM, 1000)
        lines = _subtitle_lines(flowable)
        counts.append(len(lines))
        for line in lines:
            assert not line.startswith("\u00b7") and not line.endswith("\u00b7"), line
            words = line.split(" \u00b7 ")
            assert len(words) == 1 or stringWidth(line, style.fontName, style.fontSize) <= (
                width * MM
            ), (width, line)
        assert " \u00b7 ".join(lines) == (
            "Insta-Skirmish \u00b7 30 of 30 points spent, 0 lost \u00b7 4 miniatures \u00b7 a b"
        ), width
    assert counts[0] > counts[-1] == 1


def _subtitle_lines(flowable) -> list[str]:
    """The lines a subtitle was set in, as text."""
    text = flowable._paragraph.text.replace("&middot;", "\u00b7").replace("\u00a0", " ")
    return [line.strip() for line in text.split("<br/>")]


def test_the_stamp_is_as_tall_as_its_words_and_the_knights_subtitle_fits_one_line(sheets):
    """Review items: the stamp no longer stretches to the roster code's height (it left
    empty space), and at 60 mm the Knights' subtitle has room for one line."""
    page = read_pdf(sheets["knights-of-the-board", "a4"]).pages[0]
    rules = [
        line.y0
        for line in page.lines
        if abs(line.y0 - line.y1) < 0.1 and abs(abs(line.x1 - line.x0) - STAMP_WIDTH / MM / PT) < 1
    ]
    assert len(rules) >= 2, "the stamp's top and bottom"
    x0, _, x1, _ = modules_box(sheets["knights-of-the-board", "a4"])
    assert (max(rules) - min(rules)) * PT < (x1 - x0) * PT - 3
    lines = [" ".join(line.split()) for line in page.text().splitlines()]
    assert "Insta-Skirmish \u00b7 30 of 30 points spent, 0 lost \u00b7 4 miniatures" in lines


def test_the_1ss_code_stands_beside_the_core_rules_box_over_its_caption(sheets):
    """The code's modules start level with the core rules box's top and end on the frame's
    right edge, the box's rule whole beside them; its caption, one line under its quiet
    zone, is centred under them and no wider (a designer's review: it struck the rule)."""
    file = next(p for p in FILLED if p.stem == "robyns-merry-men-treasure-hunt")
    code = passport_code(read_roster(file).document.data)[0]
    quiet = quiet_of(code, code_side(code)) / PT
    for paper in ("a4", "letter"):
        page = read_pdf(sheets[file.stem, paper]).pages[0]
        x0, y0, x1, y1 = modules_box(sheets[file.stem, paper])
        right = PAPERS[paper].width / PT - MARGIN
        assert abs(x1 - right) < 0.5
        box_top = [
            line.y0
            for line in page.lines
            if abs(line.y0 - line.y1) < 0.1 and max(line.x0, line.x1) < x0
        ]
        assert any(abs(y - y1) < 0.5 for y in box_top)
        box_right = [  # the box's right rule stays whole beside the code (no white ground)
            line
            for line in page.lines
            if abs(line.x0 - line.x1) < 0.1 and x0 - quiet - 1 < line.x0 < x0
        ]
        assert box_right, "the core rules box's right rule, beside the code"
        bottom = page.height - (y0 - quiet)  # under the quiet zone, from the page's top
        caption = [c for c in page.chars if abs(c["fontsize"] - 7) < 0.05 and c["top"] > bottom]
        caption = [c for c in caption if c["top"] < bottom + 12 and c["x1"] > x0 - 20]
        words = "".join(c["text"] for c in caption).replace(" ", "")
        assert words == "scan:skirmishgenunpack"
        assert min(c["x0"] for c in caption) >= x0 and max(c["x1"] for c in caption) <= x1
        middle = (min(c["x0"] for c in caption) + max(c["x1"] for c in caption)) / 2
        assert abs(middle - (x0 + x1) / 2) < 1.0


def test_bobs_squad_fits_one_letter_page():
    """Review item: on Letter, Delta was alone on page 2."""
    file = CONTENT / "abstract-skirmish" / "squads" / "bobs-squad.yaml"
    product = roster_sheet(file, PAPERS["letter"], force=False).product
    assert product is not None
    assert product.pieces[0].render().pages == 1


def test_the_stamps_words_keep_two_millimetres_inside_its_border(sheets):
    """Review item: a long rules line ran to 1.4 mm from the stamp's border; it now breaks
    at its middle comma instead."""
    for (name, paper), path in sheets.items():
        if name.startswith("blank-"):
            continue
        page = read_pdf(path).pages[0]
        rules = [
            line
            for line in page.lines
            if abs(line.y0 - line.y1) < 0.1
            and abs(abs(line.x1 - line.x0) - STAMP_WIDTH / MM / PT) < 1
        ]
        left = min(min(r.x0, r.x1) for r in rules) * PT
        right = max(max(r.x0, r.x1) for r in rules) * PT
        height = PAPERS[paper].height
        top, bottom = (
            height - max(r.y0 for r in rules) * PT,
            height - min(r.y0 for r in rules) * PT,
        )
        inside = [
            c
            for c in page.chars
            if c["text"].strip()
            and top < c["top"] * PT
            and c["bottom"] * PT < bottom
            and left - 1 < c["x0"] * PT < right + 1
        ]
        assert inside, name
        assert min(c["x0"] for c in inside) * PT >= left + 1.9, (name, paper)
        assert max(c["x1"] for c in inside) * PT <= right - 1.9, (name, paper)


@pytest.mark.parametrize("name", ["robyns-merry-men-training", "cpt-fawkes-ragtags-training"])
def test_a_1ss_training_sheet_sets_its_rules_large_and_each_range_on_one_line(sheets, name):
    """A training warband leaves room: Core rules and the warband's rules at 8.5 pt or more
    (not the 7 pt of a crowded sheet), each range cell ("2 dice, higher") on one line, and
    a rookie's role printed by name, not "Allrounder (role)" on every row."""
    page = read_pdf(sheets[name, "a4"]).pages[0]
    text = " ".join(page.text().split())
    core = text.split("Core rules", 1)[1]
    assert "2 dice, higher" in core and "2 dice, lower" in core
    assert "(role)" not in text.split("Core rules", 1)[0]
    foot = page.height - 16 / PT
    code = page.width  # the roster code's caption, under it, is set at 7 pt
    if _system(name) == "one-stat-skirmish":
        data = read_roster(next(p for p in FILLED if p.stem == name)).document.data
        code -= (10 + code_side(passport_code(data)[0]) + 20) / PT
    chars = page.chars
    head = next(c["top"] for c in chars if abs(c["fontsize"] - 11) < 0.05)  # "Core rules"
    sizes = {
        round(c["fontsize"], 1)
        for c in chars
        if head < c["top"] < foot and c["x1"] < code and c["text"].strip()
    }
    assert min(sizes) >= 8.5, sorted(sizes)


ONE_STAT_FILLED = [p.stem for p in FILLED if p.parent.parent.name == "one-stat-skirmish"]


def _1ss_pages(sheets):
    return [(n, paper, path) for (n, paper), path in sheets.items() if n in ONE_STAT_FILLED]


def test_1ss_roster_sheets_share_one_body_size_and_keep_8_mm_over_the_footer(sheets):
    """One size for the family (``sheet.FAMILY_SIZE``) on every shipped warband and both
    papers, and the last line at least 8 mm over the footer's credit (review 2: Robyn's
    Treasure Hunt sheet ended 2.3 mm over it at 9 pt on A4, 8 pt on Letter)."""
    from skirmishgen.games.one_stat_skirmish.sheet import FAMILY_SIZE

    seen = set()
    for name, paper, path in _1ss_pages(sheets):
        page = read_pdf(path).pages[0]
        chars = [c for c in page.chars if c["text"].strip()]
        credit = page.height - 14 / PT
        footer = min(c["top"] for c in chars if c["top"] > credit)
        body = [c for c in chars if c["top"] <= credit]
        assert (footer - max(c["bottom"] for c in body)) * PT >= 8.0, (name, paper)
        head = next(c["top"] for c in body if abs(c["fontsize"] - 11) < 0.05)  # Core rules
        sizes = [round(c["fontsize"], 1) for c in body if c["top"] > head]
        seen.add(max(set(sizes), key=sizes.count))
        assert max(set(sizes), key=sizes.count) == FAMILY_SIZE, (name, paper)
    assert len(seen) == 1 and len(_1ss_pages(sheets)) == 6


@pytest.mark.parametrize("name", ["robyns-merry-men-training", "cpt-fawkes-ragtags-training"])
def test_a_1ss_sheet_prints_only_the_ranges_of_shooters_its_warband_carries(sheets, name):
    core = " ".join(read_pdf(sheets[name, "a4"]).pages[0].text().split()).split("Core rules")[1]
    table = core.split("Measure the shortest")[0]
    assert "light 1 die" in table and "medium 2 dice, lower" in table
    assert "heavy" not in table
    hunt = read_pdf(sheets["cpt-fawkes-ragtags-treasure-hunt", "a4"]).pages[0].text()
    assert "heavy 1 die" in " ".join(hunt.split())  # Gryll carries one


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_blank_titles_are_set_as_large_as_filled_ones(sheets, paper):
    """A blank's "Warband:" or "Army:" is 18 pt, as a filled roster's name (review 2: 16)."""
    for key in BLANKS:
        page = read_pdf(sheets[f"blank-{key}", paper]).pages[0]
        title = "".join(c["text"] for c in page.chars if abs(c["fontsize"] - 18) < 0.05)
        assert title in ("Warband:", "Army:"), (key, title)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_blank_1ss_choices_stand_in_three_ruled_groups(sheets, paper):
    """Skills (down three columns, Command first), rookie roles and gear with its hands side
    by side under one rule, divided by vertical rules, at 7.5 pt or more (review 2: one 7 pt
    paragraph), the page ending 7.5 mm or more over the footer."""
    path = sheets["blank-one-stat-skirmish", paper]
    page = read_pdf(path).pages[0]
    words = {w["text"]: w for w in open_pdf(path).pages[0].extract_words()}
    heads = [words[w] for w in ("Skills", "Rookie", "Gear,")]
    assert len({round(w["top"]) for w in heads}) == 1
    assert heads[0]["x0"] < heads[1]["x0"] < heads[2]["x0"]
    below = [c for c in page.chars if c["top"] > heads[0]["bottom"] and c["text"].strip()]
    credit = page.height - 14 / PT
    body = [c for c in below if c["top"] <= credit]
    assert min(c["fontsize"] for c in body) >= 7.5
    columns = {round(words[w]["x0"]) for w in ("Command", "Force", "Regenerator")}
    assert len(columns) == 3 and words["Command"]["top"] == words["Force"]["top"]
    assert heads[1]["x0"] <= words["Allrounder"]["x0"] < heads[2]["x0"] <= words["Melee"]["x0"]
    rules = [
        line
        for line in page.lines
        if abs(line.x0 - line.x1) < 0.1 and min(line.y0, line.y1) < page.height - heads[0]["top"]
    ]
    assert len({round(line.x0) for line in rules}) >= 2, "the groups are ruled apart"
    footer = min(c["top"] for c in below if c["top"] > credit)
    assert (footer - max(c["bottom"] for c in body)) * PT >= 7.5


def test_a_small_1ss_warband_fills_its_room_with_the_turn_on_both_papers(sheets, tmp_path):
    """A training warband's sheet at the family size leaves room: the turn, its upkeep as
    the mission plays it, fills it on A4 and on Letter alike; a sheet without room for it
    on every paper prints it on none (the same sheet whatever the paper)."""
    training = CONTENT / "one-stat-skirmish" / "warbands" / "cpt-fawkes-ragtags-training.yaml"
    letter = roster_sheet(training, PAPERS["letter"], force=False).product
    assert letter is not None
    path = _write(tmp_path, "training-letter", letter.pieces[0].render())
    for pdf in (sheets[training.stem, "a4"], path):
        text = " ".join(read_pdf(pdf).pages[0].text().split())
        assert "The turn 1. Turn count:" in text and "Upkeep: take the counters off." in text
        assert text.index("Core rules") < text.index("The turn") < text.index("Rules used")
    for paper in ("a4", "letter"):
        hunt = read_pdf(sheets["cpt-fawkes-ragtags-treasure-hunt", paper]).pages[0].text()
        assert "Turn count" not in hunt, paper
