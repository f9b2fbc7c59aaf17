"""Insta-Skirmish beyond the roster contract: what miniatures cost, unspent points,
bought ranged attacks, armor, the derived statistics, and what the army sheet shows (a
stat card per miniature, armor boxes, points spent and lost).

The armies are the contract's base army and its edits; what every roster game does is
in test_roster_contract.py.
"""

from __future__ import annotations

import functools
import itertools
from fractions import Fraction
from pathlib import Path

import pytest
import yaml

from skirmishgen.contract import add_to, in_entry
from skirmishgen.games.insta_skirmish.contract import CONTRACT as INSTA
from skirmishgen.games.insta_skirmish.contract import budget
from skirmishgen.games.insta_skirmish.game import LOOK
from skirmishgen.games.insta_skirmish.models import Miniature
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import PT, read_pdf
from skirmishgen.testing.rosters import (
    A4,
    assert_legal,
    line_in,
    roster_reader,
    run_once,
    with_rule,
)
from texts import by_hand

BASE = INSTA.base
"""10 + 2, 8, 4 and 6: all 30 points spent."""
EXAMPLE = content_dir() / "insta-skirmish" / "armies" / "knights-of-the-board.yaml"


read = roster_reader("army.yaml")


def test_base_army_spends_its_30_points(read):
    roster = read(BASE)
    assert_legal(roster)
    assert roster.model.spent == 30


# ------------------------------------------------------------------ costs


@pytest.mark.parametrize(
    ("die", "armor", "buy", "cost"),
    [
        ("d4", 0, "none", 4),
        ("d6", 0, "none", 6),
        ("d8", 1, "none", 10),
        ("d10", 2, "gun", 18),
        ("d12", 0, "non-gun", 15),
        ("d20", 3, "non-gun", 29),
        ("d20", 0, "gun", 24),
    ],
)
def test_cost_is_die_plus_armor_plus_ranged(read, die, armor, buy, cost):
    mini = Miniature(name="M", die=die, armor=armor, buy_ranged=buy)
    assert mini.cost == cost
    text = (
        f"system: insta-skirmish\nname: Solo\nbudget: {cost}\nminiatures:\n"
        f"  - {{name: M, die: {die}, armor: {armor}, buy_ranged: {buy}}}\n"
    )
    roster = read(text)
    assert_legal(roster)
    assert roster.findings == []
    (finding,) = read(budget(text, cost - 1)).findings
    assert finding.rule == "INSTA-BUDGET"
    assert f"costs {cost} points, 1 over" in finding.message


@pytest.mark.parametrize("spare", [1, 5, 20])
def test_unspent_points_are_a_warning_saying_how_many(read, spare):
    text = budget(BASE, 30 + spare)
    roster = read(text)
    (finding,) = roster.findings
    assert (finding.rule, finding.severity) == ("INSTA-UNSPENT", "warning")
    assert f"{spare} of {30 + spare} points are unspent and lost" in finding.message
    assert roster.legal


def test_over_budget_is_not_also_unspent(read):
    roster = read(budget(BASE, 20))
    assert [f.rule for f in roster.findings] == ["INSTA-BUDGET"]
    assert "10 over its budget of 20" in roster.findings[0].message


# ------------------------------------------------------------------ bought ranged attacks


@pytest.mark.parametrize(
    ("shows", "buy", "shown"),
    [
        ("[melee, bow]", "non-gun", True),
        ("[gun]", "gun", True),
        ("[bow]", "gun", False),
        ("[gun]", "non-gun", False),
        ("[melee]", "gun", False),
        ("[]", "non-gun", False),
        ("[bow, gun]", "none", False),
    ],
)
def test_buying_a_ranged_attack_the_figure_shows(read, shows, buy, shown):
    text = in_entry(BASE, "Archer", "shows: [melee, bow]", f"shows: {shows}")
    text = add_to(text, "Archer", f"buy_ranged: {buy}")
    text = budget(text, 30 + {"none": 0, "non-gun": 3, "gun": 4}[buy])
    roster = read(text)
    found = with_rule(roster, "INSTA-RANGED-SHOWN")
    if shown:
        (finding,) = found  # the book sells it "even if" the figure shows one: a warning
        assert finding.location.line == line_in(text, "Archer", "buy_ranged:")
        assert finding.severity == "warning"
        assert_legal(roster)
        assert f"drop the bought {buy} attack to save the points" in finding.hint
    else:
        assert found == []
        assert_legal(roster)


# ------------------------------------------------------------------ armor


@pytest.mark.parametrize(
    ("armor", "whole"),
    [("0", True), ("2", True), ("2.0", True), ("1.5", False), ("0.5", False), ("-1", False)],
)
def test_armor_is_a_whole_number_of_zero_or_more(read, armor, whole):
    text = in_entry(BASE, "Knight Captain", "armor: 1", f"armor: {armor}")
    found = with_rule(read(text), "INSTA-ARMOR")
    if whole:
        assert found == []
    else:
        (finding,) = found
        assert finding.location.line == line_in(text, "Knight Captain", "armor:")
        assert "whole number" in finding.message


# ------------------------------------------------------------------ derived statistics


@pytest.mark.parametrize(
    ("die", "move", "skill"),
    [
        ("d4", "2 squares", "d4, 2+"),
        ("d6", "3 squares", "d6, 3+"),
        ("d8", "4 squares", "d8, 4+"),
        ("d10", "5 squares", "d10, 5+"),
        ("d12", "6 squares", "d12, 6+"),
        ("d20", "10 squares", "d20, 10+"),
    ],
)
def test_derived_stats_per_die(die, move, skill):
    stats = dict(Miniature(name="M", die=die, shows=["melee"]).stats())
    assert stats["Move"] == move  # half the die's value
    assert stats["Melee"] == die
    assert stats["Defense"] == die
    assert stats["Save"] == f"{die}, 4+"
    assert stats["Skill"] == skill  # half the die's value or better
    assert stats["Ranged (non-gun)"] == "-"
    assert stats["Ranged (gun)"] == "-"


@pytest.mark.parametrize(
    ("shows", "buy", "melee", "non_gun", "gun"),
    [
        (["melee", "bow"], "none", "d8", "d8 / 2, round up", "-"),
        (["melee"], "non-gun", "d8", "d8 / 2, round up", "-"),
        (["gun"], "none", "d8", "-", "d8"),  # the book's modern soldier: gun and melee
        (["melee"], "gun", "d8", "-", "d8"),
        (["bow"], "gun", "d8", "d8 / 2, round up", "d8"),  # the archer melees too (004:18)
        ([], "none", "-", "-", "-"),
    ],
)
def test_derived_attacks(shows, buy, melee, non_gun, gun):
    stats = dict(Miniature(name="M", die="d8", shows=shows, buy_ranged=buy).stats())
    assert (stats["Melee"], stats["Ranged (non-gun)"], stats["Ranged (gun)"]) == (
        melee,
        non_gun,
        gun,
    )


# ------------------------------------------------------------------ the army sheet


def armor_boxes(path: Path) -> int:
    """The small square boxes drawn on the sheet, one per point of armor: every square
    box but the last of each row, the miniature's Lost box."""
    boxes = 0
    for page in read_pdf(path).pages:
        rows: dict[float, list[float]] = {}
        for rect in page.rects:
            w, h = (rect.x1 - rect.x0) * PT, (rect.y1 - rect.y0) * PT
            if abs(w - h) < 0.05 and 2 < w < 8:
                rows.setdefault(round(page.height - rect.y1), []).append(rect.x0)
        boxes += sum(len(xs) - 1 for xs in rows.values())
    return boxes


def sheet_of(factory, text: str, *options: str):
    sheet = run_once(factory, {"army.yaml": text}, "roster", "army.yaml", *options)
    return sheet, sheet.folder / "output" / INSTA.sheet


def test_sheet_of_the_shipped_example(tmp_path_factory):
    source = EXAMPLE.read_text(encoding="utf-8")
    data = yaml.safe_load(source)
    minis = data["miniatures"]
    sheet, path = sheet_of(tmp_path_factory, source)
    assert (sheet.code, sheet.err) == (0, "")
    assert sheet.out.splitlines() == [f"output/{INSTA.sheet}: 1 page, {len(minis)} miniatures"]
    pdf = sheet.pdf(path.relative_to(sheet.folder))
    text = pdf.text
    assert sheet.pdfs() == [Path("output") / INSTA.sheet]
    assert pdf.on(A4), pdf.sizes
    assert "LEGAL" in text and "NOT LEGAL" not in text
    assert data["name"] in text
    assert f"{data['budget']} of {data['budget']} points spent, 0 lost" in text
    for mini in minis:
        value = int(mini["die"][1:])
        assert mini["name"] in text, mini["name"]
        assert f"{value // 2} squares" in text
        assert f"d{value}, 4+" in text  # Save
        assert f"d{value}, {value // 2}+" in text  # Skill
    assert "d8 / 2, round up" in text  # the archer's bow
    assert armor_boxes(path) == sum(mini.get("armor", 0) for mini in minis)


def test_sheet_armor_boxes_and_lost_points(tmp_path_factory):
    text = in_entry(BASE, "Knight Captain", "armor: 1", "armor: 3")
    text = add_to(text, "Squire", "armor: 2")
    text = budget(text, 40)  # 30 + 4 + 4 spent: 38, 2 lost
    sheet, path = sheet_of(tmp_path_factory, text)
    assert sheet.code == 0
    assert "[INSTA-UNSPENT]" in sheet.err
    assert "38 of 40 points spent, 2 lost" in sheet.pdf(path.relative_to(sheet.folder)).text
    assert armor_boxes(path) == 5


def test_sheet_shows_bought_attacks_in_the_cost(tmp_path_factory):
    text = budget(add_to(add_to(BASE, "Squire", "buy_ranged: gun"), "Sergeant", "armor: 0"), 34)
    sheet, path = sheet_of(tmp_path_factory, text)
    assert sheet.code == 0
    text = " ".join(sheet.pdf(path.relative_to(sheet.folder)).text.split())
    assert "d4 Squire 8 points" in text  # the die in its disc, then the name and the cost


def test_forced_sheet_shows_the_points_over_budget(tmp_path_factory):
    case = INSTA.case(INSTA.cli_error)
    sheet, path = sheet_of(tmp_path_factory, case.illegal, "--force")
    assert sheet.code == 1
    assert "30 of 29 points spent, 0 lost" in sheet.pdf(path.relative_to(sheet.folder)).text


@pytest.mark.parametrize(
    "shows, buy, cost",
    [
        ("[melee, thrown]", "none", 8),  # the seed: bows and thrown weapons are ranged non-gun
        ("[melee]", "both", 8 + 3 + 4),  # the seed forbids neither purchase: both may be bought
        ("[melee]", "[non-gun, gun]", 8 + 3 + 4),
    ],
)
def test_thrown_weapons_and_both_ranged_attacks(read, shows, buy, cost):
    text = in_entry(BASE, "Archer", "shows: [melee, bow]", f"shows: {shows}")
    text = add_to(text, "Archer", f"buy_ranged: {buy}")
    text = budget(text, 30 - 8 + cost)
    roster = read(text)
    assert_legal(roster)
    archer = next(m for m in roster.model.miniatures if m.name == "Archer")
    assert archer.cost == cost and archer.non_gun
    assert archer.gun == (buy != "none")


def test_sheet_has_a_lost_box_each_and_its_own_dice_odds(tmp_path_factory):
    """A box to tick when a miniature is lost, and the chance to defeat each die with the
    army's own dice (exact, as the cheat sheet computes it)."""
    from skirmishgen import odds
    from skirmishgen.games.insta_skirmish.cheatsheet import defeat, defeat_non_gun

    source = EXAMPLE.read_text(encoding="utf-8")
    sheet, path = sheet_of(tmp_path_factory, source)
    text = sheet.pdf(path.relative_to(sheet.folder)).text
    assert "Armor Lost" in text
    assert "Chance to defeat" in text
    dice = sorted({int(m["die"][1:]) for m in yaml.safe_load(source)["miniatures"]})
    for attacker in dice:
        row = " ".join(odds.percent(defeat(attacker, d)) for d in (4, 6, 8, 10, 12, 20))
        assert f"d{attacker} {row}" in text
    assert "d20 " + odds.percent(defeat(20, 4)) not in text  # no die the army lacks
    # the archer (d8, a bow) also gets its halved ranged attack's row
    halved = " ".join(odds.percent(defeat_non_gun(8, d)) for d in (4, 6, 8, 10, 12, 20))
    assert f"d8 ranged non-gun {halved}" in text


# ------------------------------------------------------------------ the cheat sheet

DICE = (4, 6, 8, 10, 12, 20)


def _attack_outcomes(attack: int, defence: int, halved: bool):
    """Every roll of one attack (attack, Defense, Save), each as likely: True where the
    attack would defeat an unarmored target (a hit, then a save under 4)."""
    for a, d, save in itertools.product(
        range(1, attack + 1), range(1, defence + 1), range(1, defence + 1)
    ):
        yield ((-(-a // 2) if halved else a) >= d) and save < 4


@functools.cache
def _defeated_after(attacks: int, armor: int, attack: int, defence: int, halved: bool):
    """The chance the target is off the board after ``attacks`` attacks, following the
    seed's Armor rule one roll at a time: a defeating save it fails while it has Armor left
    spends a point and counts as passed. (Every roll is as likely: the rolls that defeat,
    counted, move that share of each state; the same exact fractions as adding the rolls
    one by one.)"""
    outcomes = list(_attack_outcomes(attack, defence, halved))
    defeating = sum(outcomes)
    shares = {True: Fraction(defeating, len(outcomes))}
    shares[False] = 1 - shares[True]
    states = {armor: Fraction(1)}  # Armor left -> chance; -1: removed
    for _ in range(attacks):
        after: dict[int, Fraction] = {}
        for left, chance in states.items():
            for defeats, count in ((True, defeating), (False, len(outcomes) - defeating)):
                if count:
                    state = left if left < 0 or not defeats else left - 1
                    after[state] = after.get(state, 0) + chance * shares[defeats]
        states = after
    return states.get(-1, Fraction(0))


def _shown(chance: Fraction) -> str:
    return "<0.1%" if 0 < chance < Fraction(1, 2000) else odds_percent(chance)


def odds_percent(chance: Fraction) -> str:
    return f"{by_hand(chance * 100, 1)}%"


def _rows_under(text: str, title: str) -> dict[int, list[str]]:
    """Each die's six cells in the table under ``title``."""
    lines = text[text.index(title) :].splitlines()[2:]  # the title, the head
    rows = {}
    for line in lines[: len(DICE)]:
        die, *cells = line.split()
        rows[int(die.removeprefix("d"))] = cells
    return rows


@pytest.fixture(scope="module", params=["a4", "letter"])
def cheat(request, made):
    from skirmishgen.testing.pdf import Box, read_pdf

    pdf = read_pdf(made("sheet", "insta-skirmish", "--paper", request.param))
    assert len(pdf.pages) == 1, "one side on either paper"
    page = pdf.pages[0]
    middle = page.width * PT / 2
    height = page.height * PT
    halves = [page.text_in(Box(0, 0, middle, height)), page.text_in(Box(middle, 0, middle, height))]
    return page, halves


@pytest.mark.parametrize("armor", [0, 1])
def test_cheat_sheet_odds_follow_the_armor_rule(cheat, armor):
    """One attack against a plain target, two against 1 Armor: every cell equals the
    chance worked out here roll by roll, Armor spent as the seed says."""
    _, (left, right) = cheat
    title = "One attack defeats" if armor == 0 else "Two attacks defeat 1 Armor"
    for text, kind, halved in ((left, "melee or gun", False), (right, "ranged non-gun", True)):
        rows = _rows_under(text, f"{title}: {kind}")
        assert sorted(rows) == list(DICE)
        for attack in DICE:
            expected = [_shown(_defeated_after(armor + 1, armor, attack, d, halved)) for d in DICE]
            assert rows[attack] == expected, (kind, attack)


def test_one_attack_never_defeats_an_armored_target():
    assert _defeated_after(1, 1, 20, 4, False) == 0
    assert _defeated_after(2, 2, 20, 4, False) == 0


def test_cheat_sheet_heads_and_words(cheat):
    """Setup under a head of its own (not "Your turn"), the diagonal move, the Armor rule."""
    page, _ = cheat
    text = " ".join(page.text().split())
    assert text.index("How to play") < text.index("Setup") < text.index("Your turn")
    assert "Move: up to its Move, straight or diagonal." in text
    assert "1 Armor it takes two defeating attacks" in text


def test_cheat_sheet_rows_start_with_die_shapes(cheat):
    """Every table row head is the die's outline (3 to 6 corners, by die) just left of its
    name: the statistics table and the four odds tables, six dice each."""
    page, _ = cheat
    top = page.height
    corners = {4: 3, 6: 4, 8: 4, 10: 4, 12: 5, 20: 6}
    outlines = [s for s in page.shapes if s.closed and not s.curved and 8 < s.height < 16]
    heads = 0
    for char in page.chars:
        if char["text"] != "d" or not 8.9 <= char["size"] <= 9.6:
            continue
        middle = top - (char["top"] + char["bottom"]) / 2
        beside = [
            s
            for s in outlines
            if 0 < char["x0"] - max(x for x, _ in s.points) < 5
            and min(y for _, y in s.points) < middle < max(y for _, y in s.points)
        ]
        if not beside:
            continue
        (shape,) = beside
        digits = "".join(
            c["text"]
            for c in page.chars
            if c["top"] == char["top"] and char["x0"] < c["x0"] < char["x0"] + 15
        )
        die = int("".join(ch for ch in digits if ch.isdigit())[:2])
        assert len(set(shape.points)) == corners[die], die
        heads += 1
    assert heads == 5 * len(DICE)


def test_sheet_leaves_out_attacks_no_miniature_makes(tmp_path_factory):
    """The example army has no gun: no Ranged (gun) column; give the Squire one and the
    column is back, a dash for everyone else."""
    source = EXAMPLE.read_text(encoding="utf-8")
    sheet, path = sheet_of(tmp_path_factory, source)
    text = sheet.pdf(path.relative_to(sheet.folder)).text
    assert "Ranged (gun)" in text  # the rules reference still explains it
    head = text[: text.index("Knight Captain")]
    assert "Ranged (non-gun)" in head and "Ranged (gun)" not in head
    gunner = budget(add_to(BASE, "Squire", "buy_ranged: gun"), 34)
    sheet, path = sheet_of(tmp_path_factory, gunner)
    text = sheet.pdf(path.relative_to(sheet.folder)).text
    head = text[: text.index("Knight Captain")]
    assert "Ranged (gun)" in head
    squire = " ".join(text[text.index("Squire") :].split())
    assert squire.startswith("Squire 8 points 2 squares d4 - d4 d4 d4, 4+")  # melee, gun
    captain = " ".join(text[text.index("Knight Captain") :].split())
    assert captain.startswith("Knight Captain 12 points 5 squares d10 - - d10 d10, 4+")


def test_sheet_odds_take_an_armored_miniature_into_account(tmp_path_factory):
    """A column for the Knight Captain's die with its 1 Armor: two defeating attacks, the
    chance worked out roll by roll here; none for an army without Armor."""
    source = EXAMPLE.read_text(encoding="utf-8")
    sheet, path = sheet_of(tmp_path_factory, source)
    text = " ".join(sheet.pdf(path.relative_to(sheet.folder)).text.split())
    assert "vs d10 + 1 Armor" in text
    assert "like your Knight Captain" in text
    for attack in (4, 6, 8, 10):
        plain = [_shown(_defeated_after(1, 0, attack, d, False)) for d in DICE]
        armored = _shown(_defeated_after(2, 1, attack, 10, False))
        assert f"d{attack} {' '.join(plain)} {armored}" in text, attack
    shot = [_shown(_defeated_after(1, 0, 8, d, True)) for d in DICE]
    armored = _shown(_defeated_after(2, 1, 8, 10, True))
    assert f"d8 ranged non-gun {' '.join(shot)} {armored}" in text
    bare = in_entry(BASE, "Knight Captain", "armor: 1", "armor: 0")
    sheet, path = sheet_of(tmp_path_factory, budget(bare, 28))
    assert "Armor (like" not in sheet.pdf(path.relative_to(sheet.folder)).text


def test_legal_stamp_is_ink_not_a_fixed_green(tmp_path_factory):
    """The stamp's LEGAL is the ink colour, neutral beside the game's plum."""
    from skirmishgen.testing.pdf import read_pdf

    _, path = sheet_of(tmp_path_factory, EXAMPLE.read_text(encoding="utf-8"))
    (page,) = read_pdf(path).pages
    word = [c for c in page.chars if c["text"] in "LEGAL" and c["size"] == 13]
    assert len(word) == 5
    assert {tuple(round(v * 255) for v in c["non_stroking_color"][:3]) for c in word} == {
        (0x22, 0x22, 0x22)
    }


@pytest.fixture(scope="module", params=["a4", "letter"])
def blank(request, made):
    from skirmishgen.testing.pdf import read_pdf

    pdf = read_pdf(made("roster", "--blank", "insta-skirmish", "--paper", request.param))
    assert len(pdf.pages) == 1
    return pdf.pages[0]


def test_blank_roster_has_dice_to_circle_and_boxes_to_tick(blank):
    """Each blank line: the six dice as their shapes (3 to 6 corners) with their values,
    a tick box for each thing a figure shows, three Armor boxes and a Lost box; the
    points as spent, budget and lost."""
    from skirmishgen.games.insta_skirmish.sheet import ARMOR_BOXES, BLANK_ROWS, SHOWN

    plum = tuple(int(LOOK.colour[i : i + 2], 16) for i in (1, 3, 5))

    text = " ".join(blank.text().split())
    assert "Points spent of budget lost (unspent)" in text
    assert "Shows (tick each) " in text and " ".join(SHOWN) in text
    assert "Die (circle one)" in text
    corners = [3, 4, 4, 4, 5, 6]  # d4, d6, d8, d10, d12, d20
    outlined = [s for s in blank.shapes if s.closed and s.stroke and s.stroke[:3] == plum]
    dice = sorted(
        (s for s in outlined if s.height > 10),
        key=lambda s: -sum(y for _, y in s.points) / len(s.points),
    )
    assert len(dice) == 6 * BLANK_ROWS
    for row in range(BLANK_ROWS):
        line = sorted(dice[row * 6 : row * 6 + 6], key=lambda s: min(x for x, _ in s.points))
        assert [len(set(s.points)) for s in line] == corners, row
    assert text.count("4 6 8 10 12 20") >= BLANK_ROWS
    boxes: dict[int, int] = {}
    for rect in blank.rects:
        side = (rect.x1 - rect.x0) * PT
        if not rect.fill and abs(side - (rect.y1 - rect.y0) * PT) < 0.05 and 3 < side < 4.5:
            middle = round((rect.y0 + rect.y1) / 2)  # a line's boxes sit on its middle
            boxes[middle] = boxes.get(middle, 0) + 1
    per_line = len(SHOWN) + ARMOR_BOXES + 1
    assert sorted(boxes.values()) == [per_line] * BLANK_ROWS


def test_a_bow_only_archers_sheet_row_has_melee(run, work, tmp_path):
    """The book's archer makes a ranged and a melee attack (004:18): a miniature showing
    only a bow has its melee die on the roster sheet, as a sword-bearer has."""
    from skirmishgen.testing.pdf import read_pdf

    army = (content_dir() / "insta-skirmish" / "armies" / "knights-of-the-board.yaml").read_text(
        encoding="utf-8"
    )
    army = army.replace(
        "{name: Archer, die: d8, shows: [melee, bow]}", "{name: Archer, die: d8, shows: [bow]}"
    )
    code, _, err = run("roster", work("army.yaml", army), "--out", "army.pdf")
    assert code == 0, err
    text = " ".join(read_pdf(tmp_path / "army.pdf").pages[0].text().split())
    assert "Archer 8 points 4 squares d8 d8 / 2," in text  # move, melee, ranged
    assert "Squire 4 points 2 squares d4 - d4" in text  # a sword-bearer: melee, no ranged
