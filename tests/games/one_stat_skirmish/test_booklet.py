"""The 1 Stat Skirmish rule booklet read back: a numbered heading for every section of the
rulebook, every skill, role and armory entry, its tables from the content, its maps, and
its quick reference lying open as one spread."""

from __future__ import annotations

import pytest

from booklets import assert_numbered_headings
from pdfplumbed import open_pdf
from skirmishgen.games.one_stat_skirmish.reference import reference as one_stat_reference
from skirmishgen.testing.pdf import PT, read_pdf
from texts import page_text, pdf_text

TITLE = ("1 Stat Skirmish: Entry Level", "Kai Bettzieche")

#: The rule sections of 1 Stat Skirmish: Entry Level, each with its numbered heading.
ONE_STAT_HEADINGS = [
    "What you need",
    "Setting up your first game",
    "Anatomy of a fighter",
    "The game turn",
    "Turn count",
    "Initiative",
    "Action phase",
    "Upkeep phase",
    "Actions",
    "Movement",
    "Attack",
    "Use specialization",
    "Recover",
    "Combat",
    "Melee attacks",
    "Ranged attacks",
    "Dice by range",
    "Defending and wounds",
    "Wounded fighters",
    "Cover",
    "Training missions",
    "Training Mission",
    "Treasure Hunt",
    "Advanced rules",
    "Creation of a warband",
    "One boss",
    "Any number of rookies",
    "One specialist per two rookies",
    "Rookie roles",
    "Specialist skills",
    "Setup",
    "Table sizes",
    "Terrain",
    "Terrain examples",
    "Jumping",
    "Climbing",
    "Falling",
    "Advanced combat",
    "Melee push-back",
    "Heavy shooters",
    "The armory",
    "Scenarios",
    "Last Man Standing",
    "Manhunt",
    "King of the Hill",
    "Supremacy",
    "Trigger Device",
    "Action scenarios",
    "Bombing Run",
    "Capture the Flag",
    "Solitaire play",
    "The OpFor",
    "Setup and spawning",
    "Spawn table",
    "Turn order and OpFor behaviour",
    "Solitaire scenarios",
    "Ambush",
    "Bounty",
    "Collect",
    "Escort",
    "Hostage",
    "Investigate",
    "Rescue",
    "Shutdown",
    "Mixed objectives",
    "Solitaire scenario ideas",
]


#: The seed's worked examples of the solitaire scenarios, each given a paragraph.
ONE_STAT_IDEAS = [
    "Hangman",
    "The Big Kill",
    "Blades in the Dark",
    "Treasure Island",
    "Who killed JFK?",
    "The Dark Ritual",
    "Watch the Men!",
    "The Final Countdown",
]


def test_every_section_of_the_rulebook_has_its_numbered_heading(booklet):
    assert_numbered_headings(booklet("one-stat-skirmish"), ONE_STAT_HEADINGS, *TITLE)


def test_one_stat_booklet_names_every_skill_role_and_armory_entry(booklet):
    ref = one_stat_reference()
    text = pdf_text(booklet("one-stat-skirmish"))
    for skill in ref.skills:
        assert f"{skill.name or skill.id} ({skill.kind} skill):" in text, skill.id
    assert f"Command ({ref.command.kind}):" in text
    for role in ref.roles:
        assert f"{role.name}:" in text, role.id
    for entry in ref.armory:
        limit = f" ({entry.limit})" if entry.limit else ""
        assert f"{entry.name}{limit}:" in text, entry.id
    # pdfplumber's table model, on the pages whose text holds the table's header words
    path = booklet("one-stat-skirmish")
    with_header = [
        p.index for p in read_pdf(path).pages if {"Item", "Hands"} <= set(page_text(p).split())
    ]
    gear = [
        " ".join((row[0] or "").split())
        for index in with_header
        for table in open_pdf(path).pages[index].extract_tables()
        if table and table[0][:2] == ["Item", "Hands"]
        for row in table[1:]
    ]
    assert gear == [item.name for item in ref.equipment]
    for rank in ref.ranks:
        assert f"(d{rank.die}):" in text, rank.id
    for idea in ONE_STAT_IDEAS:
        assert idea in text, idea


def test_one_stat_booklet_tables_come_from_the_content(booklet):
    ref = one_stat_reference()
    text = pdf_text(booklet("one-stat-skirmish"))
    ranges = ref.ranges
    assert (
        f'Short ({ranges.short.from_}-{ranges.short.to}") '
        f'Normal ({ranges.normal.from_}-{ranges.normal.to}") '
        f'Long ({ranges.long.from_}-{ranges.long.to}")'
    ) in text
    for shooter in ranges.shooters:
        long = "out of range" if shooter.long == "-" else shooter.long
        row = f"{shooter.class_.capitalize()} {shooter.short} {shooter.normal} {long}"
        assert row in text, row
    for size in ref.table_sizes:
        assert size.size in text
    assert "1 rookie" in text and "2 bosses" in text  # the spawn table


def test_one_stat_booklet_maps_the_first_game_and_says_what_the_rules_leave_open(booklet):
    """The training table drawn to scale (both warbands' corners named on it) under the
    setup text, and the suggested readings where the rulebook is silent."""
    pages = [" ".join(page_text(p).split()) for p in read_pdf(booklet("one-stat-skirmish")).pages]
    (page,) = [p for p in pages if "The training table to scale" in p]
    assert "Robyn" in page and "Fawkes" in page and "5 inches of" in page
    text = " ".join(pages)
    assert "What the rules leave open" in text and "Tied initiative." in text


def test_one_stat_booklet_maps_the_treasure_hunt(booklet):
    """The Treasure Hunt table drawn as we lay it out, captioned as ours, the treasure
    and both warbands' corners named on it."""
    pdf = read_pdf(booklet("one-stat-skirmish", "pages"))
    pages = [" ".join(page_text(p).split()) for p in pdf.pages]
    (number,) = [n for n, p in enumerate(pages) if "The Treasure Hunt table" in p]
    assert "treasure" in pages[number] and "Robyn" in pages[number]
    assert "our layout" in pages[number]
    page = pdf.pages[number]
    sizes = {round(c["fontsize"], 1) for c in page.chars if c["text"] in "treasure"}
    assert 7.5 in sizes, "the map's labels at 7.5 pt"
    squares = [  # the table's outline: a stroked, unfilled square
        r
        for r in page.rects
        if r.fill is None and r.stroke and abs((r.x1 - r.x0) - (r.y1 - r.y0)) < 1
    ]
    assert max((r.x1 - r.x0) * PT for r in squares) >= 55, "the map at about 60 mm"


def test_one_stat_last_page_sums_up_solitaire_play(booklet):
    """The quick reference ends with solitaire at a glance: the spawn table (the seed's
    single to six-of-a-kind, set as two halves side by side) and what an enemy does, on
    the last page."""
    pages = read_pdf(booklet("one-stat-skirmish")).pages
    last = " ".join(pages[-1].text().split())
    assert "Solitaire at a glance" in last
    assert "Same number Enemies Same number Enemies" in last
    for row in (
        "One (a single) 1 rookie Four 2 specialists",
        "Two (a pair) 1 specialist Five 1 boss and 1 specialist",
        "Three 1 boss All six 2 bosses",
    ):
        assert row in last, row
    assert "attacks your nearest fighter" in last and "If it cannot attack" in last


def _at(pages: list[str], words: str) -> int:
    """The booklet page (from 1) where ``words`` first print, after the title page and
    its contents."""
    return next(n for n, text in enumerate(pages, 1) if n > 1 and words in " ".join(text.split()))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_stat_quick_reference_lies_open_as_one_spread(made, paper):
    """1SS's quick reference is pp 22-23 (an even page and the next) on both papers, the
    last two pages of the rules; the imposed book pads to 24 with a Notes page."""
    path = made("booklet", "one-stat-skirmish", "--imposition", "pages", "--paper", paper)
    pages = read_pdf(path).pages
    texts = [" ".join(p.text().split()) for p in pages]
    start = _at(texts, "22. Quick reference 1. Turn count:")
    assert start == 22 and len(pages) == 23
    assert "Solitaire at a glance" in texts[22]
    assert texts[22].rstrip("0123456789 ").endswith("the way the d10 points.")
    imposed = made("booklet", "one-stat-skirmish", "--paper", paper)
    assert len(read_pdf(imposed).pages) == 12  # 24 booklet pages, two to a sheet side


def test_the_1ss_booklet_says_what_the_book_says(made):
    text = pdf_text(made("booklet", "one-stat-skirmish", "--imposition", "pages"))
    assert "fields just 1 boss, 2 specialists and 2 rookies" in text  # 002:909, our words
    assert "exactly 1 boss, 2 specialists" not in text
    assert "6-8 rookies / 3-4 specialists" in text and "names no size for 5 rookies" in text
    assert "climb up half" in text and "up or down" not in text  # 002:795, 799
    assert "no hand count: one hand is our reading" in text  # 002:854
    assert text.count("stand-in") >= 3  # Robyn 6, John 5, a frogger 4: ours (002:221)


def test_a_fall_is_defended_with_one_die(made):
    """The rulebook: a falling hit is defended with 1 die (002:799): no cover's second die."""
    from texts import pdf_text

    printed = " ".join(pdf_text(made("booklet", "one-stat-skirmish")).split())
    assert (
        "it defends with one die over its stat (our reading: no second die for cover, shield or"
        in printed
    )


def test_solitaire_at_a_glance_names_your_warband_not_the_opfor(booklet):
    """The player's warband is 1 boss, 3 specialists and 6 rookies; the OpFor comes from
    the six spawn dice (002:943-947)."""
    text = pdf_text(booklet("one-stat-skirmish"))
    glance = text[text.index("Solitaire at a glance You:") :]
    assert glance.startswith("Solitaire at a glance You: 1 boss, 3 specialists, 6 rookies")
    assert "OpFor: roll the six spawn dice" in glance[:200]
    assert "OpFor: 1 boss" not in text


def test_treasure_hunt_is_won_before_turn_8_as_the_book_says(booklet):
    """002:886: carried home "before turn 8", not "before turn 8 is over"."""
    text = pdf_text(booklet("one-stat-skirmish"))
    assert "starting area before turn 8 wins at once" in text
    assert "before turn 8 is over" not in text
