"""The Abstract Skirmish System beyond the roster contract: unit slot limits, names and
totals, the unit mats (a card-sized place per slot, split over mats), and the Unit Trait
deck (`deck abstract-skirmish`) sized from a squad or a count.

The squads are the contract's base squad and its edits; what every roster game does is
in test_roster_contract.py.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
import yaml
from pypdf import PdfReader

from pdfplumbed import open_pdf, page_boxes, text_in
from skirmishgen.contract import edit, in_entry, place
from skirmishgen.games.abstract_skirmish.contract import CONTRACT as ABSTRACT
from skirmishgen.games.abstract_skirmish.contract import unit_slots
from skirmishgen.resources import content_dir
from skirmishgen.testing.glyphs import font_report
from skirmishgen.testing.pdf import PT, plain, read_pdf
from skirmishgen.testing.rosters import line_in, roster_reader, run_once, with_rule

BASE = ABSTRACT.base
EXAMPLE = content_dir() / "abstract-skirmish" / "squads" / "bobs-squad.yaml"
TRAITS = ["Initiative", "Accuracy", "Evasion", "Damage", "Endurance"]
MINI = (44.0, 63.0)
DECK = Path("output") / "abstract-skirmish-traits.pdf"
ILLEGAL = ABSTRACT.case("ABS-TOTAL").illegal
MALFORMED = ABSTRACT.malformed


def top_line(text: str, key: str) -> int:
    """The line of the top-level ``key:``."""
    (found,) = [n for n, line in enumerate(text.splitlines(), 1) if line.startswith(f"{key}:")]
    return found


read = roster_reader("squad.yaml")


# ------------------------------------------------------------------ rule details


@pytest.mark.parametrize(
    ("slots", "limit", "allowed"),
    [
        (-1, 20, False),
        (0, 20, False),
        (1, 20, True),
        (20, 20, True),
        (21, 20, False),
        (0, None, False),
        (1, None, True),
        (45, None, True),  # no agreed limit: any size
    ],
)
def test_unit_slots_bounds(read, slots, limit, allowed):
    text = unit_slots(BASE, "Alpha", slots)
    if limit is None:
        text = edit(text, "max_unit_slots: 20\n", "")
    roster = read(text)
    found = with_rule(roster, "ABS-UNIT-SLOTS")
    if allowed:
        assert found == []
    else:
        (finding,) = found
        assert finding.location.line == line_in(text, "Alpha", "slots:")
        assert f"Alpha has {slots} slots" in finding.message
        assert ("1 to 20" if limit else "at least 1") in finding.hint


def test_negative_slots_do_not_free_slots(read):
    # Alpha's -10 does not pay for Delta's extra 20: 70 used of 60, not 60
    text = unit_slots(unit_slots(BASE, "Alpha", -10), "Delta", 40)
    text = edit(text, "max_unit_slots: 20\n", "")
    roster = read(text)
    (total,) = with_rule(roster, "ABS-TOTAL")
    assert "take 70 slots" in total.message


def test_three_units_with_one_name(read):
    text = in_entry(BASE, "Bravo", "name: Bravo", "name: Alpha")
    text = in_entry(text, "Charlie", "name: Charlie", "name: ALPHA")
    found = with_rule(read(text), "ABS-NAME-UNIQUE")
    lines = [n for n, line in enumerate(text.splitlines(), 1) if line.endswith(("Alpha", "ALPHA"))]
    assert len(lines) == 3
    assert [f.location.line for f in found] == lines[1:]  # the repeats, not the first


def test_total_over_slots_is_an_error(read):
    text = unit_slots(BASE, "Delta", 25)
    text = edit(text, "max_unit_slots: 20\n", "")
    roster = read(text)
    (finding,) = roster.findings
    assert (finding.rule, finding.severity) == ("ABS-TOTAL", "error")
    assert "take 65 slots, 5 more than the 60" in finding.message
    assert finding.location.line == top_line(text, "slots")
    assert not roster.legal


def test_unused_slots_are_a_warning_and_the_squad_stays_legal(read):
    text = unit_slots(BASE, "Delta", 5)
    roster = read(text)
    (finding,) = roster.findings
    assert (finding.rule, finding.severity) == ("ABS-UNUSED", "warning")
    assert "15 of 60 slots" in finding.message
    assert roster.legal


# ------------------------------------------------------------------ unit mats


LEVEL_CELL = 8.0  # mm: a bead or a clip sits in a level track's cell


def mat_pages(path: Path) -> list[dict]:
    """Per page: its text (folded), its small square boxes (slot boxes, level cells: their
    sides in mm) and the card places on it."""
    pages = []
    for page in open_pdf(path).pages:
        text = " ".join(plain(page.extract_text() or "").split())

        def sized(shape, w: float, h: float) -> bool:
            return (
                abs((shape["x1"] - shape["x0"]) * PT - w) <= 0.05
                and abs((shape["bottom"] - shape["top"]) * PT - h) <= 0.05
            )

        squares = [
            round((r["x1"] - r["x0"]) * PT, 2)
            for r in page.rects
            if 3 < (r["x1"] - r["x0"]) * PT < 12
            and abs((r["x1"] - r["x0"]) - (r["bottom"] - r["top"])) * PT < 0.05
        ]
        places = [c for c in page.curves if sized(c, *MINI[::-1])]  # the cards lie sideways
        pages.append({"text": text, "squares": squares, "places": len(places)})
    return pages


def test_mats_of_the_shipped_example(tmp_path_factory):
    source = EXAMPLE.read_text(encoding="utf-8")
    data = yaml.safe_load(source)
    units = data["units"]
    sheet = run_once(tmp_path_factory, {"squad.yaml": source}, "roster", "squad.yaml")
    assert (sheet.code, sheet.err) == (0, "")
    pages = mat_pages(sheet.folder / "output" / ABSTRACT.sheet)
    assert sheet.out.splitlines() == [
        f"output/{ABSTRACT.sheet}: {len(pages)} page{'s' * (len(pages) > 1)}, "
        f"{len(units)} unit mats"
    ]
    assert len(pages) == 1, "four units of 60 slots on one sheet"
    text = " ".join(page["text"] for page in pages)
    assert pages[0]["text"].startswith(data["name"]) and "LEGAL" in pages[0]["text"]
    assert "NOT LEGAL" not in text
    assert sum(page["places"] for page in pages) == len(units), "one card place a unit"
    assert text.count("+10") == 5 * len(units), "a track per trait, 0 to 10 and +10"
    assert "slots left" not in text
    for unit in units:
        assert f"{unit['name']} {unit['slots']} slots" in text
    for trait in ("INIT ROLL", "INIT", "ACC", "EV", "DMG", "END"):
        assert text.count(trait) >= len(units), trait
    assert "skirmishgen" in pages[-1]["text"] and "Joshua Morris" in pages[-1]["text"]


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("blank", [False, True], ids=["squad", "blank"])
def test_the_mats_keep_no_slot_record_and_say_the_kit_keeps_it(tmp_path_factory, paper, blank):
    """Review 9 and 13: the mats' slot boxes were a second damage record beside the kit's
    bead tracks. No box to cross off is left; the sheet says once where slots are kept
    (not on every card place: the review found it said six times), and the card removal
    the book does not ask for is our suggestion."""
    files = {} if blank else {"squad.yaml": EXAMPLE.read_text(encoding="utf-8")}
    argv = ("--blank", "abstract-skirmish") if blank else ("squad.yaml",)
    sheet = run_once(tmp_path_factory, files, "roster", *argv, "--paper", paper)
    (path,) = sheet.pdfs()
    (page,) = mat_pages(sheet.folder / path)
    assert [side for side in page["squares"] if side < LEVEL_CELL] == [], "no slot boxes"
    assert "cross off" not in page["text"]
    assert page["places"] == 4
    assert page["text"].count("kit's bead track") == 1, "said once, where the sheet opens"
    assert "Our suggestion: take away one of its cards" in page["text"]
    assert "take away one of its cards" not in page["text"].replace("Our suggestion: take", "")


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_level_cell_holds_a_bead(tmp_path_factory, paper):
    """Review 9: the level tracks were 5 x 3.5 mm cells; now every cell of 0 to 10 is an
    8 mm square (the +10 cell wider), with its numeral in it at 9 points."""
    sheet = run_once(
        tmp_path_factory, {}, "roster", "--blank", "abstract-skirmish", "--paper", paper
    )
    (path,) = sheet.pdfs()
    page = open_pdf(sheet.folder / path).pages[0]
    cells = [
        r
        for r in page.rects
        if r["stroke"] and 7 < (r["bottom"] - r["top"]) * PT < 12 and (r["x1"] - r["x0"]) * PT < 12
    ]
    assert len(cells) == 4 * 5 * 12, "four mats, five tracks, 0 to 10 and +10"
    assert min((r["x1"] - r["x0"]) * PT for r in cells) >= LEVEL_CELL - 0.01
    assert min((r["bottom"] - r["top"]) * PT for r in cells) >= LEVEL_CELL - 0.01
    for cell in cells[:12]:
        inside = [
            c
            for c in page.chars
            if cell["x0"] < c["x0"] < cell["x1"] and cell["top"] < c["top"] < cell["bottom"]
        ]
        assert inside and min(c["size"] for c in inside) >= 9 - 0.01


def test_a_forced_squad_says_not_legal_and_what_to_fix(tmp_path_factory):
    sheet = run_once(tmp_path_factory, {"squad.yaml": ILLEGAL}, "roster", "squad.yaml", "--force")
    assert sheet.code == 1
    pages = sheet.pdf(Path("output") / ABSTRACT.sheet).pages
    assert len(pages) > 1
    assert "NOT LEGAL" in pages[0] and "ABS-TOTAL" in pages[0]
    assert "NOT LEGAL" in pages[1]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_blank_mats_fill_one_page(tmp_path_factory, paper):
    sheet = run_once(
        tmp_path_factory, {}, "roster", "--blank", "abstract-skirmish", "--paper", paper
    )
    (path,) = sheet.pdfs()
    pages = mat_pages(sheet.folder / path)
    assert len(pages) == 1
    assert pages[0]["places"] == 4
    assert pages[0]["text"].count("INIT ROLL") == 4


# ------------------------------------------------------------------ trait deck


def deck_faces(path: Path, card: tuple[float, float] = MINI) -> tuple[list[str], list[str]]:
    """The text of every front and every back card (fronts on odd pages, backs on even),
    read with pdfium (2 s a deck with pdfplumber, 0.1 s): its card's lines, without the
    space pdfium may find at a card's edge."""
    fronts, backs = [], []
    for page in read_pdf(path).pages:
        texts = [text_in(page, box).strip() for box in page_boxes(page, *card)]
        (backs if page.index % 2 else fronts).extend(texts)
    return fronts, backs


def deck_line(out: str) -> tuple[int, int]:
    """(pages, cards) the deck command reported; the player aids it added are checked by
    ``split_aids``."""
    (line,) = out.splitlines()
    pattern = rf"{re.escape(str(DECK))}: (\d+) pages, (\d+) cards( \+ \d+ player aids?)?"
    found = re.fullmatch(pattern, line)
    assert found, line
    return int(found[1]), int(found[2])


def split_aids(fronts: list[str], backs: list[str]):
    """The trait cards' fronts and backs, apart from the player aids (each aid at least
    once, spares filling the last sheet; as many aid backs as aids; backs are read mirrored,
    so they are matched by count)."""
    aids = [front for front in fronts if "PLAYER AID" in front]
    titles = Counter(front.splitlines()[0] for front in aids)
    assert len(titles) == 5 and min(titles.values()) >= 1, titles
    aid_backs = [back for back in backs if "PLAYER AID" in back]
    assert len(aid_backs) == len(aids)
    assert not any("UNIT TRAIT" in back for back in aid_backs)
    return [f for f in fronts if f not in aids], [b for b in backs if b not in aid_backs]


@pytest.mark.parametrize(("option", "count"), [("--slots", 4), ("--per-trait", 2)])
def test_trait_deck_counts(work, run, option, count):
    code, out, err = run("deck", "abstract-skirmish", option, str(count))
    assert (code, err) == (0, "")
    pages, cards = deck_line(out)
    assert cards == 5 * count
    fronts, backs = split_aids(*deck_faces(DECK))
    assert len(PdfReader(str(DECK)).pages) == pages
    assert len(fronts) == len(backs) == cards  # every card is a mini card (44 x 63 mm)
    names = Counter(front.splitlines()[0] for front in fronts)
    assert names == {trait.upper(): count for trait in TRAITS}
    assert len(set(backs)) == 1  # all backs identical
    assert "UNIT TRAIT" in backs[0]
    for trait in TRAITS:
        assert trait.upper() not in backs[0]


def test_trait_deck_from_a_squad(work, run):
    slots = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))["slots"]
    code, out, err = run("deck", "abstract-skirmish", "--roster", str(EXAMPLE))
    assert (code, err) == (0, "")
    pages, cards = deck_line(out)
    assert cards == 5 * slots == 300
    reader = PdfReader(str(DECK))
    assert len(reader.pages) == pages
    pdf = read_pdf(DECK)
    first = pdf.pages[0]
    per_page = len(page_boxes(first, *MINI))
    assert per_page > 0
    assert text_in(first, page_boxes(first, *MINI)[0]).startswith("INITIATIVE")
    assert "UNIT TRAIT" in text_in(pdf.pages[1], page_boxes(pdf.pages[1], *MINI)[0])
    sheets = -(-cards // per_page) + (-cards % per_page < 5)  # a sheet more for 5 aids
    assert pages == 2 * sheets


def test_each_front_sheet_says_which_trait_cards_it_holds(made):
    """A 60-slot deck is 19 sheets of cards a player (and a 20th of player aids): each
    front's label names its cards (INIT 1-16 of 60, a sheet of two traits INIT 49-60, ACC
    1-4), so a player can print only the sheets a smaller game needs; back pages and the
    aids' sheet say nothing of the sort."""
    from skirmishgen.testing.pdf import read_pdf

    pages = read_pdf(made("deck", "abstract-skirmish", "--slots", "60")).pages
    labels = [
        next(line for line in page.text().splitlines() if "/20 " in line).replace("\u2013", "-")
        for page in pages
    ]
    assert labels[0].startswith("1/20 front \u00b7 INIT 1-16 of 60")
    assert labels[6].startswith("4/20 front \u00b7 INIT 49-60, ACC 1-4")
    assert labels[-4].startswith("19/20 front \u00b7 END 49-60 of 60")
    assert labels[-2].endswith("20/20 front \u00b7 100% \u00b7 long edge")  # aids only
    assert not any("INIT" in label or "END" in label for label in labels[1::2])


def test_trait_deck_per_trait_wins_over_slots(work, run):
    code, out, _ = run("deck", "abstract-skirmish", "--slots", "4", "--per-trait", "1")
    assert code == 0
    assert deck_line(out)[1] == 5


def test_trait_deck_card_size_option(work, run):
    code, out, _ = run("deck", "abstract-skirmish", "--per-trait", "1", "--card-size", "poker")
    assert code == 0
    assert deck_line(out)[1] == 5
    fronts, backs = split_aids(*deck_faces(DECK, (63.5, 88.9)))
    assert len(fronts) == len(backs) == 5
    assert deck_faces(DECK)[0] == []


def test_trait_deck_fonts_and_determinism(work, run):
    assert run("deck", "abstract-skirmish", "--per-trait", "1")[0] == 0
    first = DECK.read_bytes()
    fonts = font_report(DECK)
    assert fonts and all(fonts.values()), fonts
    assert run("deck", "abstract-skirmish", "--per-trait", "1")[0] == 0
    assert DECK.read_bytes() == first


def test_trait_deck_needs_a_count(work, run, tmp_path):
    code, out, err = run("deck", "abstract-skirmish")
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "--roster" in line and "--slots" in line and "--per-trait" in line
    assert list(tmp_path.rglob("*.pdf")) == []


@pytest.mark.parametrize("count", ["0", "-1", "many"])
def test_trait_deck_bad_count(work, run, tmp_path, count):
    code, out, err = run("deck", "abstract-skirmish", "--slots", count)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_options_only_for_abstract(work, run):
    code, _, err = run("deck", "--slots", "4")
    assert code == 2
    (line,) = err.splitlines()
    assert "--slots is for the abstract-skirmish deck" in line


def test_trait_deck_malformed_squad_exit_2(work, run, tmp_path):
    name = work("squad.yaml", MALFORMED.text)
    code, out, err = run("deck", "abstract-skirmish", "--roster", name)
    assert (code, out) == (2, "")
    assert err.startswith(f"{name}:{place(MALFORMED.text, MALFORMED.at)[0]}:")
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_missing_squad_exit_2(work, run, tmp_path):
    code, out, err = run("deck", "abstract-skirmish", "--roster", "nowhere.yaml")
    assert (code, out) == (2, "")
    assert err.startswith("nowhere.yaml")
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_squad_of_another_game_exit_2(work, run, tmp_path):
    aof = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"
    code, out, err = run("deck", "abstract-skirmish", "--roster", str(aof))
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "not for abstract-skirmish" in line
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_deck_army_of_another_game_with_findings_says_so(work, run, tmp_path):
    insta = "system: insta-skirmish\nname: K\nbudget: 30\nminiatures:\n  - {name: A, die: d4}\n"
    code, out, err = run("deck", "abstract-skirmish", "--roster", work("army.yaml", insta))
    assert (code, out) == (2, "")
    (line,) = err.splitlines()
    assert "not for abstract-skirmish" in line


def test_trait_deck_illegal_squad_exit_2(work, run, tmp_path):
    name = work("squad.yaml", ILLEGAL)
    code, out, err = run("deck", "abstract-skirmish", "--roster", name)
    assert (code, out) == (2, "")
    assert "[ABS-TOTAL]" in err
    assert list(tmp_path.rglob("*.pdf")) == []


def test_trait_fronts_read_across_the_table(work, run):
    """Each front's "+1 INIT" is a badge at mini-card number size (9 pt+), reversed out of
    the trait's colour, and its rules text is no smaller than 6 pt."""
    assert run("deck", "abstract-skirmish", "--per-trait", "1")[0] == 0
    page = read_pdf(DECK).pages[0]
    glyphs = page.chars
    for box in page_boxes(page, *MINI)[:5]:
        left, top = box.x / PT, page.height - (box.y + box.height) / PT
        right, bottom = (box.x + box.width) / PT, page.height - box.y / PT
        inside = [  # the glyphs wholly inside the card, as pdfplumber's within_bbox
            c
            for c in glyphs
            if left <= c["x0"] and c["x1"] <= right and top <= c["top"] and c["bottom"] <= bottom
        ]
        level = [c for c in inside if c["text"] == "+" and "Bold" in c["fontname"]]
        assert len(level) == 1 and level[0]["size"] >= 9, level
        assert level[0]["non_stroking_color"] in ((1, 1, 1), (1.0, 1.0, 1.0), [1, 1, 1])
        body = [c for c in inside if c["text"].islower()]
        assert body and min(c["size"] for c in body) >= 6
