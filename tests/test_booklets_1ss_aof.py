"""The 1 Stat Skirmish and AOF: Skirmish rule booklets read back: a numbered heading for every
rule section of the seed, every skill and special rule, the tables, both impositions, no text
off the page and embedded fonts."""

from __future__ import annotations

import re

import pytest

from pdfplumbed import open_pdf
from skirmishgen.games.aof_skirmish.reference import reference as aof_reference
from skirmishgen.games.one_stat_skirmish.reference import reference as one_stat_reference
from skirmishgen.testing.glyphs import font_report
from skirmishgen.testing.pdf import PT, Box, read_pdf

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

#: The rule sections of AOF: Skirmish v2.7, each with its numbered heading.
AOF_HEADINGS = [
    "General principles",
    "Preparation",
    "The battlefield",
    "The armies",
    "Mission",
    "Deployment",
    "Playing the game",
    "Activation",
    "The four actions",
    "Movement",
    "Shooting",
    "Weapon profiles",
    "Melee",
    "Wounds",
    "Stunned",
    "Groups & wounds",
    "Morale & routing",
    "Terrain",
    "Special rules",
    "Special movement",
    "Pushing",
    "Falling",
    "Dropping",
    "Leaping",
    "Jumping",
]

SYSTEMS = {
    "one-stat-skirmish": ("1 Stat Skirmish: Entry Level", "Kai Bettzieche", ONE_STAT_HEADINGS),
    "aof-skirmish": ("AOF: Skirmish v2.7", "One Page Rules", AOF_HEADINGS),
}


def page_text(page) -> str:
    return " ".join(page.text().split())


@pytest.fixture(scope="module")
def booklet(made):
    """booklet(system, imposition) -> the built PDF's path, made once per test run."""

    def make(system: str, imposition: str = "pages"):
        return made("booklet", system, "--imposition", imposition)

    return make


def all_text(path) -> str:
    return " ".join(page_text(p) for p in read_pdf(path).pages)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_seed_section_has_its_numbered_heading(booklet, system):
    title, author, headings = SYSTEMS[system]
    path = booklet(system)
    pdf = read_pdf(path)
    text = all_text(path)
    for heading in headings:
        assert re.search(rf"\b\d+\.(\d+)? {re.escape(heading)}\b", text), heading
    assert title in page_text(pdf.pages[0]) and author in page_text(pdf.pages[0])
    assert "Contents" in page_text(pdf.pages[0])
    for page in pdf.pages:
        assert float(page.width) * PT == pytest.approx(148, abs=0.05)
        assert float(page.height) * PT == pytest.approx(210, abs=0.05)


def test_one_stat_booklet_names_every_skill_role_and_armory_entry(booklet):
    ref = one_stat_reference()
    text = all_text(booklet("one-stat-skirmish"))
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
    text = all_text(booklet("one-stat-skirmish"))
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


def test_aof_booklet_names_every_special_rule_and_its_tables(booklet):
    ref = aof_reference()
    text = all_text(booklet("aof-skirmish"))
    for rule in ref.special_rules:
        written = f"{rule.name}(X):" if rule.takes_value else f"{rule.name}:"
        assert written in text, rule.name
    assert f"We suggest {ref.points_default} points" in text
    for row in (
        'Hold 0" may shoot',
        'Advance 6"',
        'Rush 12" may not shoot',
        'Charge 12" into melee',
    ):
        assert row in text, row
    assert "2-5 Stunned" in text and "6+ Knocked Out" in text
    assert "Name (Range, Attacks, Special)" in text


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_the_booklet_imposes_two_up_on_folded_sheets(booklet, system):
    pages = read_pdf(booklet(system)).pages
    sheets = read_pdf(booklet(system, "booklet")).pages
    padded = -(-len(pages) // 4) * 4
    assert len(sheets) == padded // 2
    for sheet in sheets:
        assert float(sheet.width) * PT == pytest.approx(297, abs=0.05)
        assert float(sheet.height) * PT == pytest.approx(210, abs=0.05)
    half, height = sheets[0].width / 2 * PT, sheets[0].height * PT
    shown = " ".join(sheets[0].text_in(Box(half, 0, half, height)).split())
    assert shown == page_text(pages[0]), "the first page, whole, on the right of the first sheet"


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("imposition", ["pages", "booklet"])
def test_no_text_runs_off_a_page(booklet, system, imposition):
    for number, page in enumerate(read_pdf(booklet(system, imposition)).pages, start=1):
        width, height = float(page.width), float(page.height)
        chars = page.chars
        assert chars, f"page {number} has no text"
        for char in chars:
            inside = (
                0 <= char["x0"] <= char["x1"] <= width
                and 0 <= char["top"] <= char["bottom"] <= height
            )
            assert inside, (number, char["text"], char["x0"], char["x1"], char["top"])


@pytest.mark.parametrize("system", sorted(SYSTEMS))
@pytest.mark.parametrize("imposition", ["pages", "booklet"])
def test_every_font_is_embedded(booklet, system, imposition):
    report = font_report(booklet(system, imposition))
    assert report and all(report.values()), report


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


def test_aof_back_page_is_a_quick_reference(booklet):
    """The last page: the four actions and the wound table, with the attack sequence and
    what ends a round, in a chapter of its own."""
    pages = read_pdf(booklet("aof-skirmish")).pages
    last = " ".join(pages[-1].text().split())
    assert "Quick reference" in last
    for row in ('Hold 0" may shoot', 'Rush 12" may not shoot', "D6 + wound markers Effect"):
        assert row in last, row
    assert "2-5 Stunned:" in last.replace("\u2013", "-") and "6+ Knocked Out:" in last
    for step in ("Hit:", "Block:", "Wounds:", "Markers:", "Rout:"):
        assert step in last, step


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


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_aof_booklet_draws_the_battlefield_and_the_heights(made, paper):
    """The battlefield figure on the title page (zones, markers, the 3" seize rule) and the
    drop, leap and jump figure on the page of the test it shows, the book still 8 pages."""
    pdf = read_pdf(made("booklet", "aof-skirmish", "--imposition", "pages", "--paper", paper))
    pages = [page_text(p) for p in pdf.pages]
    assert len(pages) == 8
    cover = pages[0]
    for label in ("Opponent deploys", "You deploy", 'over 9" apart', "seized by you", "neutral"):
        assert label in cover, label
    assert "The 4' battlefield to scale" in cover and "4 feet (48 inches)" in cover
    (page,) = [p for p in pages if "every die 3+" in p]
    assert "The test:" in page and '5" high' in page
    assert "2 dice: lands" in page and "2 dice: 2 hits" in page and "2 dice: across" in page
