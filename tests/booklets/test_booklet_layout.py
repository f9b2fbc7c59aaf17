"""No booklet or cheat-sheet text is cut off or overlapping, read back from the PDFs."""

from __future__ import annotations

import bisect

import pytest

from skirmishgen.games import GAMES
from skirmishgen.testing.pdf import read_pdf


def overlaps(chars) -> list[tuple[str, str]]:
    """Pairs of characters on different lines whose boxes overlap by more than a third."""
    found = []
    ordered = sorted(chars, key=lambda c: (c["top"], c["x0"]))
    tops = [c["top"] for c in ordered]
    for i, a in enumerate(ordered):
        # the characters after a on its own line (tops within 1 pt) are skipped at once,
        # all but those within a billionth of a point of that bound (checked as before)
        for b in ordered[bisect.bisect_left(tops, a["top"] + 1.0 - 1e-9, i + 1) :]:
            if b["top"] > a["bottom"]:
                break
            if abs(a["top"] - b["top"]) < 1.0:  # the same line
                continue
            w = min(a["x1"], b["x1"]) - max(a["x0"], b["x0"])
            h = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
            if w > 0 and h > 0:
                smaller = min(
                    (a["x1"] - a["x0"]) * (a["bottom"] - a["top"]),
                    (b["x1"] - b["x0"]) * (b["bottom"] - b["top"]),
                )
                if smaller and w * h > smaller / 3:
                    found.append((a["text"], b["text"]))
    return found


@pytest.mark.parametrize("system", [g.key for g in GAMES if g.booklet])
def test_booklet_text_stays_on_the_page_and_never_overlaps(made, system):
    for page in read_pdf(made("booklet", system, "--imposition", "pages")).pages:
        chars = [c for c in page.chars if c["text"].strip()]
        for c in chars:
            assert c["x0"] >= 0 and c["x1"] <= float(page.width)
            assert c["top"] >= 0 and c["bottom"] <= float(page.height)
        assert overlaps(chars) == [], f"{system} page {page.page_number}"


@pytest.mark.parametrize("system", [g.key for g in GAMES if g.cheat_sheet])
def test_cheat_sheet_text_never_overlaps(made, system):
    for page in read_pdf(made("sheet", system, "--paper", "a4")).pages:
        assert overlaps([c for c in page.chars if c["text"].strip()]) == []


def test_the_overlap_check_catches_overlapping_lines():
    a = {"text": "a", "x0": 0, "x1": 5, "top": 0, "bottom": 8}
    b = {"text": "b", "x0": 1, "x1": 6, "top": 3, "bottom": 11}
    c = {"text": "c", "x0": 5, "x1": 10, "top": 0, "bottom": 8}
    assert overlaps([a, b]) == [("a", "b")]
    assert overlaps([a, c]) == []


def test_a_long_table_starts_under_its_heading_where_there_is_room(made):
    """The Skirmish card list (23 rows) begins on the page where chapter 12 ends, instead
    of keeping its heading with the whole table and leaving the page before half empty."""
    booklet = read_pdf(made("booklet", "skirmish", "--imposition", "pages"))
    pages = [" ".join(page.text().split()) for page in booklet.pages]
    (where,) = [i for i, text in enumerate(pages) if "13. Card list Count Type" in text]
    before = pages[where].split("13. Card list")[0].removeprefix("Skirmish, 5th edition")
    assert before.strip(), "chapter 12 ends on the page where the card list begins"
    assert "Total cards" in " ".join(pages[where : where + 2])


def test_a_heading_over_a_long_table_keeps_with_a_few_rows_not_the_whole_table():
    """Over a long table a heading asks only for room to start it (a conditional page
    break), instead of keeping with the whole table; over a short one it still keeps."""
    from reportlab.platypus import CondPageBreak, KeepTogether

    from skirmishgen.booklets.markup import SHORT_TABLE, Heading, flowables

    def table(rows: int) -> str:
        return "\n".join(["| a | b |", "|---|---|", *(f"| {n} | x |" for n in range(rows))])

    long_story = flowables(f"# Cards\n\n{table(SHORT_TABLE + 10)}", 300.0)
    kinds = [type(f) for f in long_story]
    assert kinds[:2] == [CondPageBreak, Heading] and not long_story[1].style.keepWithNext
    (short,) = flowables(f"# Cards\n\n{table(3)}", 300.0)[:1]
    assert isinstance(short, KeepTogether)  # the heading and the whole short table
    assert isinstance(short._content[0], Heading)


def test_run_in_heads_become_a_list_in_booklets():
    """A rule stringing cases as run-in heads is set a case a line: the template filter
    makes ``- `` items, the markup sets them as bulleted paragraphs kept with their lead."""
    from reportlab.platypus import KeepTogether

    from skirmishgen.booklets.markup import as_list, flowables
    from skirmishgen.press import fonts

    text = as_list("Roll your die. **Cover:** roll twice. **Push-back:** move 1 inch.")
    assert text == "Roll your die.\n- **Cover:** roll twice.\n- **Push-back:** move 1 inch."
    assert as_list("No heads here.") == "No heads here."
    steps = as_list("**1. Turn count:** move on. **2. Initiative:** roll.")
    assert steps == "\n- 1. **Turn count:** move on.\n- 2. **Initiative:** roll."
    numbered = flowables(f"**The turn.**{steps}", 300.0)[0]._content[1:]
    assert [item.bulletText for item in numbered] == ["1.", "2."]  # the number, no bullet
    (block,) = flowables(f"**Defending.** {text}", 300.0)
    assert isinstance(block, KeepTogether)
    lead, *items = block._content
    assert "Defending" in lead.text and [i.bulletText for i in items] == ["\u2022"] * 2
    assert items[0].style.bulletFontName == fonts.BOLD  # embedded, no Helvetica
    assert items[0].style.bulletFontSize == items[0].style.fontSize


def test_table_columns_align_as_the_separator_row_says():
    """``:---:`` centres a column and ``---:`` sets it right, as in Markdown."""
    from skirmishgen.booklets.markup import _alignments

    lines = ["| a | b | c |", "|---|:---:|---:|", "| 1 | 2 | 3 |"]
    assert _alignments(lines, 3) == [0, 1, 2]
    assert _alignments(["| a | b |", "| 1 | 2 |"], 2) == [0, 0]  # no separator: left


def test_cover_matter_goes_before_the_first_chapter_unnumbered():
    """Markup before the first ``# `` heading is the cover's: split off, its ``## ``
    headings plain (no number, no contents entry), kept with what follows."""
    from skirmishgen.booklets.markup import Heading, cover_and_rules, flowables

    cover, rules = cover_and_rules(
        "## At a glance\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n# One\n\nText."
    )
    assert cover.startswith("## At a glance") and "# One" not in cover
    assert rules.startswith("# One")
    block = flowables(cover, 300.0)[0]  # the heading moves with the short table under it
    heading = block._content[0]
    assert not isinstance(heading, Heading) and heading.style.keepWithNext
    assert "At a glance" in heading.text and "1" not in heading.text
    assert isinstance(flowables(rules, 300.0)[0], Heading)
    assert cover_and_rules("# Only\n\nText.") == ("", "# Only\n\nText.")


def test_an_example_box_moves_whole_to_the_next_page():
    """An example (``> `` lines) is one block: never split over a page turn."""
    from reportlab.platypus import KeepTogether

    (example,) = flowables_of("> Example: Ann attacks Ben.\n> Ben blocks.")
    assert isinstance(example, KeepTogether)
    assert "Ann attacks Ben. Ben blocks." in example._content[0].text


def flowables_of(text: str) -> list:
    from skirmishgen.booklets.markup import flowables

    return flowables(text, 300.0)


def test_a_heading_or_lead_in_moves_with_the_block_it_introduces():
    """Platypus keeps a flowable with the next only when that one is not kept together
    itself: a chapter heading over a section's list, and a lead-in ending in a colon over
    an example or a short table, go inside that block."""
    from reportlab.platypus import KeepTogether

    from skirmishgen.booklets.markup import Heading

    story = flowables_of("# Turn\n\n## Steps\n\nIn order:\n- 1. Move.\n- 2. Fight.")
    (block,) = story
    assert isinstance(block, KeepTogether)
    assert [type(f) for f in block._content[:2]] == [Heading, Heading]
    table = "| a | b |\n|---|---|\n| 1 | 2 |"
    text, kept, _ = flowables_of(f"Plain text.\n\nThe cards:\n\n{table}")  # _: a spacer
    assert "Plain text." in text.text
    assert "The cards:" in kept._content[0].text and kept._content[1].__class__.__name__ == "Table"
    (held,) = flowables_of("Like this:\n\n> Example: Ann wins.")
    assert "Like this:" in held._content[0].text and "Ann wins" in held._content[1].text
