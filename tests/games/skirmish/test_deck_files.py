"""Broken deck files: every problem is a finding at ``file:line:col`` with a fix.

Each test starts from the shipped edition-5.yaml text and makes one targeted
edit; expected positions are computed from the edited text, never hard-coded.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from skirmishgen.cli import main
from skirmishgen.errors import ContentError, Finding
from skirmishgen.games.skirmish.deck import load_deck
from skirmishgen.resources import content_dir

SHIPPED = content_dir() / "skirmish" / "edition-5.yaml"
OWN = "title: Skirmish\nauthor: Peter Cobcroft\ncredit: A deck of our own.\n"
BASE = SHIPPED.read_text(encoding="utf-8").replace("edition: 5\n", "edition: 5\n" + OWN, 1)
"""A deck of the user's own: the shipped deck giving its own title, author and credit."""
SHIPPED_DECK = load_deck(SHIPPED)
CARDS = [card.name for card in SHIPPED_DECK.cards]
COUNTED = SHIPPED_DECK.card_count


# ------------------------------------------------------------------ helpers


def edit(old: str, new: str, text: str = BASE) -> str:
    """``text`` with its one occurrence of ``old`` replaced by ``new``."""
    assert text.count(old) == 1, f"{old!r} occurs {text.count(old)} times"
    return text.replace(old, new)


def locate(text: str, anchor: str, token: str | None = None) -> tuple[int, int]:
    """1-based (line, column) of ``token`` inside the one occurrence of ``anchor`` in ``text``."""
    assert text.count(anchor) == 1, f"{anchor!r} occurs {text.count(anchor)} times"
    index = text.index(anchor) + (anchor.index(token) if token else 0)
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column


def at(finding: Finding) -> tuple[int, int]:
    assert finding.location is not None, str(finding)
    return finding.location.line, finding.location.column


@pytest.fixture
def write(tmp_path, monkeypatch):
    """write(text, name) -> the path of a deck file in the (temporary) working folder."""
    monkeypatch.chdir(tmp_path)

    def make(text: str | bytes, name: str = "deck.yaml") -> Path:
        path = tmp_path / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return path

    return make


def findings_of(path: Path) -> list[Finding]:
    with pytest.raises(ContentError) as info:
        load_deck(path)
    findings = info.value.findings
    assert findings
    return findings


def only_finding(path: Path) -> Finding:
    findings = findings_of(path)
    assert len(findings) == 1, [str(f) for f in findings]
    return findings[0]


def test_the_shipped_deck_is_valid():
    assert SHIPPED_DECK.total == COUNTED == 128
    assert len(set(name.casefold() for name in CARDS)) == len(CARDS)


# ------------------------------------------------------------------ YAML syntax


def test_bad_indent_points_at_its_line(write):
    text = edit("  subtitle: 5th edition\n", "   subtitle: 5th edition\n")
    finding = only_finding(write(text))
    line, colon = locate(text, "   subtitle: 5th", ":")
    assert at(finding) == (line, colon)
    assert str(finding).startswith(f"deck.yaml:{line}:{colon}: malformed YAML: ")
    assert "indentation" in finding.hint


def test_tab_indent_points_at_the_tab(write):
    text = edit("  subtitle: 5th edition\n", "\tsubtitle: 5th edition\n")
    finding = only_finding(write(text))
    assert at(finding) == locate(text, "\tsubtitle")
    assert "malformed YAML" in str(finding)
    assert "tab" in finding.message


def test_unclosed_quote_is_reported_where_the_runaway_string_ends(write):
    """A quoted value runs on to the next quote mark; the error is on that line."""
    text = edit("title: Skirmish\n", 'title: "Skirmish\n')
    finding = only_finding(write(text))
    opening = text.index('"Skirmish')
    closing = text.index('"', opening + 1)
    assert finding.location.line == text.count("\n", 0, closing) + 1
    assert finding.location.line > locate(text, 'title: "Skirmish')[0]
    assert str(finding).startswith(f"deck.yaml:{finding.location.line}:")
    assert "malformed YAML" in finding.message
    assert "quotes" in finding.hint


def test_unclosed_quote_at_the_end_of_the_file_points_at_the_quote(write):
    last = BASE.rstrip("\n").rsplit("\n", 1)[1]
    assert last.strip().startswith('source: "') and last.endswith('"')
    text = BASE.rstrip("\n")[: -len(last)] + last[:-1] + "\n"
    finding = only_finding(write(text))
    line, column = locate(text, last[:-1] + "\n", '"')
    assert line == text.count("\n")  # the last line of the file
    assert at(finding) == (line, column)
    assert "quote" in finding.message


@pytest.mark.parametrize("where", ["top", "card"])
def test_duplicate_key(write, where):
    if where == "top":
        text = edit("title: Skirmish\n", "title: Skirmish\ntitle: Other\n")
        line, column = locate(text, "title: Other")
        key = "title"
    else:
        text = edit('    count: 4\n    text: "Wear', '    count: 4\n    count: 5\n    text: "Wear')
        line, column = locate(text, "    count: 5\n", "count")
        key = "count"
    finding = only_finding(write(text))
    assert at(finding) == (line, column)
    assert f"duplicate key '{key}'" in finding.message
    assert finding.hint == "each key may appear once in a mapping: remove or rename the repeat"


@pytest.mark.parametrize(
    "text", ["- game: skirmish\n- edition: 5\n", "just some words\n", "", "# only a comment\n"]
)
def test_file_must_be_a_mapping(write, text):
    finding = only_finding(write(text))
    assert str(finding) == (
        "deck.yaml:1:1: the file must be a YAML mapping of keys to values; "
        "start the file with its top-level keys, e.g. 'game: skirmish'"
    )


# ------------------------------------------------------------------ schema


def test_unknown_key_suggests_the_right_one(write):
    text = edit('    count: 4\n    text: "Wear', '    cuont: 4\n    text: "Wear')
    index = CARDS.index("Mail")
    findings = findings_of(write(text))
    line, column = locate(text, "    cuont: 4", "cuont")
    unknown = [f for f in findings if "cuont" in f.message]
    assert len(unknown) == 1
    assert at(unknown[0]) == (line, column)
    assert str(unknown[0]).startswith(
        f"deck.yaml:{line}:{column}: cards[{index}].cuont: unknown key; did you mean 'count'?"
    )
    assert "allowed here: name, type, count," in unknown[0].hint
    # count is now missing too, but that is the same typo: said once
    assert findings == unknown


def test_a_missing_key_with_no_typo_beside_it_is_said_at_its_mapping(write):
    text = edit('    count: 4\n    text: "Wear', '    text: "Wear')
    index = CARDS.index("Mail")
    findings = findings_of(write(text))
    assert [f.message for f in findings] == [f"cards[{index}].count: required key is missing"]
    assert at(findings[0]) == locate(text, "  - name: Mail\n", "name")


@pytest.mark.parametrize(
    ("old", "new", "key", "guess"),
    [
        ("title: Skirmish\n", "titel: Skirmish\n", "titel", "title"),
        ("  subtitle: 5th edition\n", "  subtitel: 5th edition\n", "back.subtitel", "subtitle"),
    ],
)
def test_unknown_key_elsewhere(write, old, new, key, guess):
    text = edit(old, new)
    findings = findings_of(write(text))
    line, column = locate(text, new, new.strip()[:3])
    hits = [f for f in findings if f.message == f"{key}: unknown key"]
    assert len(hits) == 1, [str(f) for f in findings]
    assert at(hits[0]) == (line, column)
    assert hits[0].hint.startswith(f"did you mean '{guess}'?")


def test_wrong_type(write):
    text = edit('    count: 4\n    text: "Wear', '    count: "four"\n    text: "Wear')
    finding = only_finding(write(text))
    line, column = locate(text, 'count: "four"', '"four"')
    assert at(finding) == (line, column)
    prefix = f"deck.yaml:{line}:{column}: cards[{CARDS.index('Mail')}].count: "
    assert str(finding).startswith(prefix)
    assert "should be a whole number" in finding.message
    assert "(got 'four')" in finding.message
    assert finding.hint == "correct this value"


def test_out_of_range_value(write):
    text = edit("    count: 22\n", "    count: 0\n")
    finding = only_finding(write(text))
    assert at(finding) == locate(text, "    count: 0\n", "0")
    assert finding.message.startswith(f"cards[{CARDS.index('Special Attack')}].count: ")
    assert "should be 1 or more" in finding.message
    assert "(got 0)" in finding.message


def test_missing_required_key_in_a_card(write):
    text = edit("  - name: Mail\n    type: armour\n", "  - name: Mail\n")
    finding = only_finding(write(text))
    assert at(finding) == locate(text, "  - name: Mail\n", "name")
    assert str(finding).endswith(
        f"cards[{CARDS.index('Mail')}].type: required key is missing; add 'type:' here"
    )


def test_missing_required_top_level_key(write):
    text = edit("total: 128\n", "")
    finding = only_finding(write(text))
    assert finding.location is not None
    assert finding.message == "total: required key is missing"
    assert finding.hint == "add 'total:' here"


def test_title_author_and_credit_are_the_games_unless_the_deck_gives_its_own(write):
    from skirmishgen.games.skirmish.game import CREDITS

    shipped = load_deck(SHIPPED)
    assert (shipped.title, shipped.author, shipped.credit) == (
        CREDITS.title,
        CREDITS.author,
        CREDITS.note,
    )
    own = load_deck(write(edit("title: Skirmish\n", "title: My Skirmish\n")))
    assert (own.title, own.author, own.credit) == (
        "My Skirmish",
        "Peter Cobcroft",
        "A deck of our own.",
    )


def test_empty_value_points_at_its_own_line(write):
    text = edit('    count: 4\n    text: "Wear', '    count:\n    text: "Wear')
    finding = only_finding(write(text))
    assert finding.message.startswith(f"cards[{CARDS.index('Mail')}].count: ")
    assert finding.location.line == locate(text, "    count:\n")[0]


# ------------------------------------------------------------------ cross-checks


def test_counts_that_do_not_add_up_point_at_total(write):
    text = edit('    count: 4\n    text: "Wear', '    count: 5\n    text: "Wear')
    finding = only_finding(write(text))
    line, column = locate(text, "\ntotal: 128\n", "128")
    assert at(finding) == (line, column)
    assert str(finding) == (
        f"deck.yaml:{line}:{column}: total: the card counts add up to {COUNTED + 1}, "
        f"but total says {COUNTED}; correct a card's count, or set total: {COUNTED + 1}"
    )


def test_requires_an_unknown_card(write):
    text = edit("    requires: [Shield]\n    damage: 3", "    requires: [Sheild]\n    damage: 3")
    finding = only_finding(write(text))
    line, column = locate(text, "[Sheild]", "Sheild")
    index = CARDS.index("Shield Bash")
    assert str(finding) == (
        f"deck.yaml:{line}:{column}: cards[{index}].requires[0]: 'Sheild' is not one of the "
        "cards (or 'weapon') in this deck; did you mean 'Shield'?"
    )


def test_weapon_lists_an_unknown_special_attack(write):
    old = '    special_attacks: [Charge, Flurry of Blows, Disembowelling]\n    text: "Every'
    text = edit(old, old.replace("Flurry of Blows", "Flurry of Blowz"))
    finding = only_finding(write(text))
    line, column = locate(text, "Flurry of Blowz")
    index = CARDS.index("Sword")
    assert at(finding) == (line, column)
    assert finding.message == (
        f"cards[{index}].special_attacks[1]: 'Flurry of Blowz' is not one of the "
        "special attacks in this deck"
    )
    assert finding.hint == "did you mean 'Flurry of Blows'?"


def test_weapon_lists_a_special_attack_it_cannot_make(write):
    old = '    special_attacks: [Charge, Flurry of Blows, Disembowelling]\n    text: "Every'
    text = edit(old, old.replace("[Charge", "[Hook, Charge"))
    finding = only_finding(write(text))
    hook = '[Hook, Charge, Flurry of Blows, Disembowelling]\n    text: "Every'
    assert at(finding) == locate(text, hook, "Hook")
    assert "Hook can only be made with Axe, Two Handed Axe, not Sword" in finding.message


def test_special_attack_requires_an_unknown_weapon(write):
    text = edit("requires_weapon: [Axe, Two Handed Axe]", "requires_weapon: [Axe, Two Handed Ax]")
    findings = findings_of(write(text))
    line, column = locate(text, "[Axe, Two Handed Ax]", "Two")
    assert at(findings[0]) == (line, column)
    assert "'Two Handed Ax' is not a weapon card" in findings[0].message
    assert findings[0].hint == "did you mean 'Two Handed Axe'?"


def test_bonus_names_an_unknown_card(write):
    text = edit("bonus: {Slash: 1, Thrust: 1}", "bonus: {Slash: 1, Trust: 1}")
    finding = only_finding(write(text))
    line, column = locate(text, "{Slash: 1, Trust: 1}", "Trust")
    index = CARDS.index("Two Handed Sword")
    assert at(finding) == (line, column)
    assert finding.message == (
        f"cards[{index}].bonus.Trust: 'Trust' is not one of the cards in this deck"
    )
    assert finding.hint == "did you mean 'Thrust'?"


def test_non_weapon_card_with_hands(write):
    text = edit(
        "    count: 10\n    requires: [Shield]",
        "    count: 10\n    hands: 1\n    requires: [Shield]",
    )
    finding = only_finding(write(text))
    line, column = locate(text, "    hands: 1\n    requires: [Shield]", "hands")
    index = CARDS.index("Block")
    assert str(finding) == (
        f"deck.yaml:{line}:{column}: cards[{index}].hands: only weapon cards have 'hands', "
        "and Block is a defence card; remove 'hands' or change the card's type"
    )


def test_duplicate_card_name(write):
    text = edit("  - name: Trip\n", "  - name: Dodge\n")
    finding = only_finding(write(text))
    line, column = locate(text, "  - name: Dodge\n    type: special", "Dodge")
    assert at(finding) == (line, column)
    assert finding.message == (
        f"cards[{CARDS.index('Trip')}].name: 'Dodge' is already the name of "
        f"cards[{CARDS.index('Dodge')}]"
    )


# ------------------------------------------------------------------ many at once


def broken_in_four_places() -> tuple[str, list[tuple[int, int]]]:
    text = edit("\ntotal: 128\n", "\ntotal: 130\n")
    text = edit(
        "    requires: [Shield]\n    damage: 3", "    requires: [Sheild]\n    damage: 3", text
    )
    text = edit(
        "    count: 10\n    requires: [Shield]",
        "    count: 10\n    hands: 1\n    requires: [Shield]",
        text,
    )
    text = edit("  - name: Trip\n", "  - name: Dodge\n", text)
    expected = [
        locate(text, "\ntotal: 130\n", "130"),
        locate(text, "[Sheild]", "Sheild"),
        locate(text, "    hands: 1\n    requires: [Shield]", "hands"),
        locate(text, "  - name: Dodge\n    type: special", "Dodge"),
    ]
    return text, expected


def test_several_cross_check_errors_are_all_reported_sorted(write):
    text, expected = broken_in_four_places()
    findings = findings_of(write(text))
    assert [at(f) for f in findings] == expected
    assert expected == sorted(expected)
    assert "total says 130" in findings[0].message
    assert "'Sheild'" in findings[1].message
    assert "only weapon cards have 'hands'" in findings[2].message
    assert "'Dodge' is already the name" in findings[3].message


def test_several_schema_errors_are_all_reported_sorted(write):
    text = edit('    count: 4\n    text: "Wear', '    cuont: 4\n    text: "Wear')
    text = edit("    count: 22\n", "    count: twenty\n", text)
    text = edit("  - name: Dagger\n    type: weapon\n", "  - name: Dagger\n    type: sword\n", text)
    findings = findings_of(write(text))
    places = [at(f) for f in findings]
    assert places == sorted(places)
    messages = " | ".join(f.message for f in findings)
    for wanted, anchor, token in [
        ("cuont: unknown key", "    cuont: 4", "cuont"),
        ("(got 'twenty')", "count: twenty", "twenty"),
        ("(got 'sword')", "type: sword", "sword"),
    ]:
        assert wanted in messages
        hit = next(f for f in findings if wanted in f.message)
        assert at(hit) == locate(text, anchor, token)


def test_several_errors_through_the_cli(write, capsys):
    text, expected = broken_in_four_places()
    write(text)
    with pytest.raises(SystemExit) as info:
        main(["deck", "deck.yaml"])
    captured = capsys.readouterr()
    assert info.value.code == 2
    assert captured.out == ""
    assert "Traceback" not in captured.err
    lines = captured.err.splitlines()
    assert [line.split(": ", 1)[0] for line in lines] == [
        f"deck.yaml:{line}:{column}" for line, column in expected
    ]
    assert all("; " in line for line in lines)  # each says how to fix it
    assert not Path("output").exists()


def test_one_error_through_the_cli(write, capsys):
    text = edit("    requires: [Shield]\n    damage: 3", "    requires: [Sheild]\n    damage: 3")
    path = write(text, "my deck.yaml")
    expected = str(only_finding(path))
    with pytest.raises(SystemExit) as info:
        main(["deck", "my deck.yaml", "--out", "out.pdf"])
    captured = capsys.readouterr()
    assert info.value.code == 2
    assert captured.err == expected + "\n"
    assert expected.startswith("my deck.yaml:")
    assert not Path("out.pdf").exists()


# ------------------------------------------------------------------ unreadable files


def test_file_that_does_not_exist(write):
    write("game: skirmish\n", "elsewhere.yaml")
    finding = only_finding(Path("missing.yaml"))
    assert str(finding) == "missing.yaml: no such file; check the path"


def test_folder_given_as_the_deck_file(write, tmp_path):
    (tmp_path / "decks").mkdir()
    finding = only_finding(tmp_path / "decks")
    assert str(finding) == "decks: is a folder, not a file; give the path of a .yaml file"


def test_file_that_is_not_utf8(write):
    data = BASE.encode("utf-8").replace(b"author: Peter Cobcroft", b"author: Peter Cobcr\xf6ft")
    path = write(data)
    finding = only_finding(path)
    offset = data.index(b"\xf6")
    assert str(finding) == f"deck.yaml: is not UTF-8 text (byte {offset}); save the file as UTF-8"


@pytest.mark.parametrize("kind", ["missing", "folder", "latin-1"])
def test_unreadable_files_through_the_cli(write, tmp_path, capsys, kind):
    name = {"missing": "nope.yaml", "folder": "decks", "latin-1": "deck.yaml"}[kind]
    if kind == "folder":
        (tmp_path / "decks").mkdir()
    elif kind == "latin-1":
        write(BASE.replace("Cobcroft", "Cöbcroft").encode("latin-1", errors="replace"))
    with pytest.raises(SystemExit) as info:
        main(["deck", name])
    captured = capsys.readouterr()
    assert info.value.code == 2
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1
    assert captured.err.startswith(f"{name}: ")
    assert not (tmp_path / "output").exists()


def test_a_mistake_in_an_aliased_mapping_is_reported_once(write):
    text = edit("      name: Recovering\n", "      nmae: Recovering\n")
    findings = findings_of(write(text))
    typos = [f for f in findings if "unknown key" in str(f)]
    assert len(typos) == 1, [str(f) for f in findings]
    assert at(typos[0]) == locate(text, "      nmae: Recovering", "nmae")
    assert "6 places" in str(typos[0]) and "did you mean 'name'" in str(typos[0])


def test_a_missing_top_level_key_points_at_the_first_key(write):
    text = edit("total: 128\n", "")
    finding = next(f for f in findings_of(write(text)) if "total" in str(f))
    assert at(finding) == locate(text, "game: skirmish")
    assert "add 'total:'" in str(finding)


def test_schema_errors_are_said_in_our_words_whatever_pydantic_says():
    """Each kind of schema error reads as ours (loader.SAID), not as pydantic's message of
    the day: no "Input", no "valid integer", no model class names."""
    from typing import Annotated, Literal

    from pydantic import BaseModel, Field, ValidationError

    from skirmishgen.schemaerrors import SAID, said

    class Inner(BaseModel):
        x: int

    class Probe(BaseModel):
        whole: int
        number: float
        finite: Annotated[float, Field(allow_inf_nan=False)]
        text: str
        flag: bool
        items: list[int]
        mapping: dict[str, int]
        inner: Inner
        rank: Literal["boss", "rookie"]
        at_least: Annotated[int, Field(ge=1)]
        above: Annotated[int, Field(gt=0)]
        at_most: Annotated[float, Field(le=99)]
        below: Annotated[int, Field(lt=10)]
        name: Annotated[str, Field(min_length=1, max_length=3)]
        short: Annotated[str, Field(max_length=3)]
        some: Annotated[list[int], Field(min_length=2, max_length=3)]
        many: Annotated[list[int], Field(max_length=3)]

    bad = {
        "whole": "two", "number": "lots", "finite": float("inf"), "text": 3, "flag": "maybe",
        "items": "x", "mapping": [1], "inner": 5, "rank": "king", "at_least": 0, "above": 0,
        "at_most": 100.0, "below": 10, "name": "", "short": "long", "some": [1],
        "many": [1, 2, 3, 4],
    }  # fmt: skip
    with pytest.raises(ValidationError) as info:
        Probe.model_validate(bad)
    expected = {
        "whole": "should be a whole number",
        "number": "should be a number",
        "finite": "should be a finite number",
        "text": "should be text",
        "flag": "should be true or false",
        "items": "should be a list",
        "mapping": "should be a mapping of keys to values",
        "inner": "should be a mapping of keys to values",
        "rank": "should be 'boss' or 'rookie'",
        "at_least": "should be 1 or more",
        "above": "should be more than 0",
        "at_most": "should be 99 or less",
        "below": "should be less than 10",
        "name": "should not be empty",
        "short": "should have at most 3 characters",
        "some": "should have at least 2 entries",
        "many": "should have at most 3 entries",
    }
    errors = info.value.errors(include_url=False)
    assert {error["loc"][0] for error in errors} == set(expected)
    for error in errors:
        assert error["type"] in SAID, error["type"]
        assert (
            said(error["type"], error["msg"], error.get("ctx") or {}) == expected[error["loc"][0]]
        )


def test_an_unknown_icon_is_named_with_the_nearest(tmp_path):
    text = SHIPPED.read_text(encoding="utf-8").replace("icon: sword\n", "icon: swrod\n", 1)
    assert "icon: swrod" in text
    (tmp_path / "deck.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_deck(tmp_path / "deck.yaml")
    (line,) = [str(finding) for finding in info.value.findings]
    assert "icon" in line and "no icon 'swrod'" in line and "'sword'" in line
