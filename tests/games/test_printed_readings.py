"""Readings printed as ours: where a book is silent and a page settles the point, the page
says so where the statement stands (fidelity review R1-R18), in the short forms listed in
docs/explanation/readings.md."""

from __future__ import annotations

import pytest

from texts import pdf_text

MARKED = {
    ("booklet", "skirmish"): [
        "play goes on clockwise (our reading)",
        "What the rules leave open",
        "a BLOCK card stops the attack and leaves the shield as it is",
        "Basic attack card: not used (our reading)",
        "counts lower in pencil",
    ],
    ("kit", "skirmish"): ["count in pencil (our reading)"],
    ("booklet", "one-stat-skirmish"): [
        "(our layout of the book's picture)",
        "John's quarterstaff, our choice of weapon",
        "The medium row's short range is our reading",
        "for 4 inches of its movement in all (our reading)",
        "within 15 inches (our reading)",
        "that fighter's stat (our reading: the target's)",
        "A medium shooter (our reading)",
        "getting down is a fall, see Falling; our reading",
        "(our reading: no second die for cover, shield or skill)",
        "Descriptive only (our reading): armor has no rule effect",
    ],
    ("sheet", "one-stat-skirmish"): [
        "(down is a fall: our reading)",
        "that fighter's stat (our reading: the target's)",
    ],
    ("booklet", "insta-skirmish"): [
        "costs 20; our reading)",
        "each one covers one more failed Save (our reading)",
        "foes may share one (our reading)",
        "along a diagonal (our reading)",
    ],
    ("sheet", "insta-skirmish"): [
        "a die costs its own value in points (our reading",
        "asks for one more (our reading",
    ],
    ("booklet", "abstract-skirmish"): ["one trait (our reading"],
    ("roster", "--blank", "aof-skirmish"): ["half the models or fewer (our reading"],
}


@pytest.mark.parametrize("command", list(MARKED), ids=" ".join)
def test_a_reading_the_page_prints_is_marked_as_ours(made, command):
    args = [*command, "--imposition", "pages"] if command[0] == "booklet" else list(command)
    text = " ".join(pdf_text(made(*args)).split())
    for statement in MARKED[command]:
        assert statement in text, statement
