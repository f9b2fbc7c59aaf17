"""Hostile or odd input files end in one clear finding each: never a traceback, hang or
blow-up."""

from __future__ import annotations

import json
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from skirmishgen.cli import main
from skirmishgen.errors import ContentError
from skirmishgen.games.skirmish.deck import load_deck
from skirmishgen.loader import MAX_BYTES, load_document
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import read_pdf
from skirmishgen.testing.plugin import run_main

SHIPPED = (
    (content_dir() / "skirmish" / "edition-5.yaml")
    .read_text(encoding="utf-8")
    .replace("edition: 5\n", "edition: 5\ntitle: Skirmish\n", 1)
)
"""The shipped deck, giving its own title (as a user's deck may)."""


def problems(tmp_path, content: str | bytes) -> list[str]:
    path = tmp_path / "deck.yaml"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_deck(path)
    assert info.value.findings
    return [str(finding) for finding in info.value.findings]


def test_nul_character_is_placed(tmp_path):
    (line,) = problems(tmp_path, "game: skirmish\ntitle: a\0b\n")
    assert line.startswith("deck.yaml:2:9:") or ":2:" in line
    assert "not allowed" in line


def test_merge_keys_do_not_crash(tmp_path):
    text = SHIPPED.replace(
        "back:\n  title: SKIRMISH", "base: &b {title: SKIRMISH}\nback:\n  <<: *b"
    )
    lines = problems(tmp_path, text)
    assert any("base: unknown key" in line for line in lines)


def test_python_tags_are_data_not_code(tmp_path):
    lines = problems(
        tmp_path, SHIPPED.replace("title: Skirmish", "title: !!python/object/apply:os.system [ls]")
    )
    assert any("title" in line and "should be text" in line for line in lines)


def test_alias_bomb_is_refused_quickly(tmp_path):
    rows = ["a: &a [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        previous, name = chr(96 + i), chr(97 + i)
        rows.append(f"{name}: &{name} [" + ", ".join([f"*{previous}"] * 9) + "]")
    (line,) = problems(tmp_path, "\n".join(rows))
    assert "too many values" in line


def test_merge_key_bomb_reads_each_merged_mapping_once(tmp_path):
    """Twelve levels, each merging the one below ten times (10^12 merges written out): the
    loader reads each merged mapping once, so the file loads at once, its keys read as
    merged, and the one line says what the schema thinks of it."""
    import time

    rows = ["m0: &m0 {a: 1, b: 2}"]
    for n in range(1, 13):
        rows.append(f"m{n}: &m{n} {{<<: [" + ", ".join([f"*m{n - 1}"] * 10) + "], c: 3}")
    started = time.perf_counter()
    document = load_document(tmp_path / "bomb.yaml", "\n".join(rows) + "\n")
    assert time.perf_counter() - started < 2.0
    assert document.data["m12"] == {"c": 3, "a": 1, "b": 2}


@pytest.mark.parametrize(
    "text, line",
    [
        pytest.param("game: " + "[" * 2000 + "]" * 2000, 1, id="flow"),
        pytest.param("game: " + "[" * 5000, 1, id="unclosed-flow"),
        pytest.param("".join(" " * n + f"k{n}:\n" for n in range(200)), 65, id="block-mappings"),
        pytest.param(
            "game:\n" + "".join(" " * n + "-\n" for n in range(1, 200)), 65, id="block-lists"
        ),
    ],
)
def test_absurd_nesting_is_refused_in_our_words_at_its_place(tmp_path, text, line):
    """Our limit (64 levels) answers, at the level that passes it, whatever the YAML
    library's own limit is (libyaml 0.2.6 and later have one, at 1,000 by default)."""
    (said,) = problems(tmp_path, text)
    where, _, message = said.partition(": ")
    assert message.startswith("nested more than 64 levels deep"), said
    name, row, column = where.rsplit(":", 2)
    assert name.endswith("deck.yaml")
    assert int(row) == line
    if line == 1:  # flow: at the 64th or 65th bracket (libyaml's own check reads ahead)
        assert len("game: ") + 63 <= int(column) <= len("game: ") + 65


def test_nesting_at_the_limit_is_read(tmp_path):
    """64 levels are allowed, so the limit is ours, not the library's."""
    path = tmp_path / "deep.yaml"
    path.write_text("".join(" " * n + f"k{n}:\n" for n in range(63)) + " " * 63 + "v: 1\n")
    from skirmishgen.loader import load_document

    data = load_document(path).data
    for n in range(63):
        data = data[f"k{n}"]
    assert data == {"v": 1}


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path):
    (line,) = problems(tmp_path, b"# " + b"x" * (MAX_BYTES + 10))
    assert "larger than" in line


def test_characters_the_font_cannot_print_are_placed_findings(tmp_path):
    text = SHIPPED.replace("title: Skirmish", "title: Skirmish \U0001f5e1 \u5263")
    (line,) = problems(tmp_path, text)
    row = text[: text.index("title: Skirmish")].count("\n") + 1
    assert f"deck.yaml:{row}:8: title: cannot be printed" in line
    assert "U+1F5E1" in line and "U+5263" in line


def test_yaml_block_text_with_newlines_prints(tmp_path, monkeypatch):
    line = next(row for row in SHIPPED.splitlines() if "A sweeping cut" in row)
    block = "    text: |\n      A sweeping cut added\n      to your weapon's attack."
    (tmp_path / "deck.yaml").write_text(SHIPPED.replace(line, block), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as exit_info:
        main(["deck", "deck.yaml", "--out", "deck.pdf"])
    assert exit_info.value.code == 0
    text = " ".join(page.text() for page in read_pdf(tmp_path / "deck.pdf").pages)
    assert "A sweeping cut added to your weapon's attack." in " ".join(text.split())


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.binary(max_size=300))
def test_random_bytes_end_in_findings(tmp_path, data):
    path = tmp_path / "random.yaml"
    path.write_bytes(data)
    try:
        load_deck(path)
    except ContentError as error:
        assert all("\n" not in line for line in error.lines())


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.integers(0, len(SHIPPED) - 1), st.text(max_size=8))
def test_random_edits_of_the_deck_end_in_findings_or_a_deck(tmp_path, position, insert):
    path = tmp_path / "edited.yaml"
    path.write_text(SHIPPED[:position] + insert + SHIPPED[position:], encoding="utf-8")
    try:
        load_deck(path)
    except ContentError as error:
        assert error.findings and all("\n" not in line for line in error.lines())


UNSEEN = ("\x1b[2J", "\x1b]0;pwned\x07", "\x9b31m", "\u202e", "\x00")
"""What a hostile file may hide in a value: ESC sequences, OSC, a C1 CSI, a bidi
override, a NUL."""


@pytest.mark.parametrize("form", ["text", "json"])
@pytest.mark.parametrize("hidden", UNSEEN, ids=["esc", "osc", "c1", "bidi", "nul"])
def test_control_characters_from_a_file_reach_the_terminal_escaped(
    tmp_path, monkeypatch, form, hidden
):
    """A value holding terminal controls is echoed with each control shown as its escape,
    on the terminal and in the JSON report: nothing the terminal would act on."""
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    roster = tmp_path / "r.yaml"
    quoted = hidden.encode("unicode_escape").decode("ascii").replace('"', '\\"')
    roster.write_text(f'system: "aof{quoted}"\nname: "x{quoted}"\n', "utf-8")
    args = ["validate", "r.yaml"] + (["--format", "json"] if form == "json" else [])
    code, out, err = run_main(*args)
    assert code == 2
    said = out + err
    controls = [c for c in said if (ord(c) < 32 and c not in "\n") or 0x7F <= ord(c) <= 0x9F]
    assert not controls and "\u202e" not in said, repr(said)
    assert "aof" in said


def test_a_flood_of_findings_is_capped_on_the_terminal_not_in_json(tmp_path, monkeypatch):
    """Two thousand unknown keys: the terminal gets the first 50 findings, one line saying
    how many more and where to see them, and the summary; the JSON report lists them all."""
    import json

    from skirmishgen.cli import SHOWN
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    keys = "".join(f"k{n}: 1\n" for n in range(2000))
    (tmp_path / "r.yaml").write_text(f"system: aof-skirmish\nname: x\n{keys}", "utf-8")
    code, out, _ = run_main("validate", "r.yaml")
    lines = out.splitlines()
    assert code == 2 and len(lines) == SHOWN + 2
    assert "and 1,951 more; validate --format json lists them all" in lines[SHOWN]
    code, out, _ = run_main("validate", "r.yaml", "--format", "json")
    assert len(json.loads(out)["findings"]) == 2001


@pytest.mark.parametrize(
    "argv",
    [
        ("validate", "loop.yaml"),
        ("roster", "loop.yaml"),
        ("deck", "loop.yaml"),
        ("kit", "one-stat-skirmish", "--roster", "loop.yaml"),
        ("unpack", "loop.yaml"),
    ],
    ids=["validate", "roster", "deck", "kit", "unpack"],
)
def test_a_symlink_loop_as_input_is_one_line_not_an_internal_error(tmp_path, monkeypatch, argv):
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "loop.yaml").symlink_to("other.yaml")
    (tmp_path / "other.yaml").symlink_to("loop.yaml")
    code, out, err = run_main(*argv)
    said = (out + err).strip().splitlines()
    assert code == 2 and said, said
    assert not any("internal error" in line or "Traceback" in line for line in said), said
    assert any("loop.yaml" in line for line in said), said


@pytest.mark.parametrize(
    "argv",
    [("deck", "--edition", "5"), ("build", "skirmish"), ("unpack", "SKG1:x"), ("calibrate",)],
)
def test_an_empty_out_is_refused_in_one_line(tmp_path, monkeypatch, argv):
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    code, _, err = run_main(*argv, "--out", "")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "--out" in err and "names no file" in err and "internal error" not in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("units", "says"),
    [
        ("  - {name: Titan, slots: 9999}\n", "Titan: 9999 slots are more than the kit's"),
        ("".join(f"  - {{name: U{n}, slots: 30}}\n" for n in range(2000)), "more than 60"),
    ],
    ids=["one-huge-unit", "two-thousand-units"],
)
def test_an_absurd_squad_is_bounded_before_any_drawing(tmp_path, monkeypatch, units, says):
    """`roster --force` of a unit of 9,999 slots, or of 2,000 units: one line with the
    limit, at once (it ran past a minute), and no file written."""
    import time

    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.yaml").write_text(
        f"system: abstract-skirmish\nname: S\nslots: 60\nunits:\n{units}", "utf-8"
    )
    started = time.perf_counter()
    code, _, err = run_main("roster", "s.yaml", "--force", "--out", "s.pdf")
    assert time.perf_counter() - started < 10
    assert code == 2 and says in err and "Traceback" not in err
    assert not (tmp_path / "s.pdf").exists()


def test_control_characters_never_reach_a_page(tmp_path, monkeypatch):
    """A fighter named with an ESC sequence and a bidi override: the sheet is refused
    (the fonts print no such thing), in a line that shows them as escapes, and nothing is
    written; the typesetter would show them as escapes too."""
    from skirmishgen.press.typeset import typeset
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    roster = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
    text = roster.read_text("utf-8").replace("name: Robyn\n", 'name: "Rob\\x1b[2Jyn\\u202e"\n', 1)
    (tmp_path / "r.yaml").write_text(text, "utf-8")
    code, _, err = run_main("roster", "r.yaml", "--out", "r.pdf")
    assert code == 1 and "UNPRINTABLE" in err and "\\x1b" in err
    assert not [c for c in err if ord(c) < 32 and c != "\n"] and "\u202e" not in err
    assert not (tmp_path / "r.pdf").exists()
    assert typeset("Rob\x1b[2Jyn\u202e") == "Rob\\x1b[2Jyn\\u202e"


def test_a_date_that_is_no_date_as_a_key_is_one_line(tmp_path, monkeypatch):
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "r.yaml").write_text(
        "system: one-stat-skirmish\nname: x\n2026-13-45: 1\nfighters: []\n", "utf-8"
    )
    code, out, err = run_main("validate", "r.yaml")
    assert code == 2 and "r.yaml:3:1:" in out and "'2026-13-45' cannot be read" in out
    assert "internal error" not in out + err


@pytest.mark.parametrize("out", ["", "  "])
def test_an_out_that_names_no_file_is_refused(tmp_path, monkeypatch, out):
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    code, _, err = run_main("deck", "--edition", "5", "--out", out)
    assert code == 2 and "names no file" in err and "internal error" not in err
    assert list(tmp_path.iterdir()) == []


def test_an_existing_output_that_is_not_a_regular_file_is_never_replaced(tmp_path, monkeypatch):
    """A pipe (or a device such as /dev/full, for root) named as --out: refused, left as
    it was, not replaced by a file."""
    import stat

    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    os.mkfifo(tmp_path / "pipe.pdf")
    code, _, err = run_main("deck", "--edition", "5", "--out", "pipe.pdf")
    assert code == 2 and "not a regular file" in err
    assert stat.S_ISFIFO(os.stat(tmp_path / "pipe.pdf").st_mode)


def test_thousands_of_skills_on_one_fighter_are_refused_at_once(tmp_path, monkeypatch):
    """3,000 custom skills (under the 2 MB cap) took a minute to print 236 pages: a fighter
    lists at most 400 skills or items, said in one line before any work."""
    import time

    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    skills = "".join(
        f"      - {{name: Trick {n}, kind: passive, text: A trick.}}\n" for n in range(3000)
    )
    (tmp_path / "r.yaml").write_text(
        "system: one-stat-skirmish\nname: Many\nformat: training\nfighters:\n"
        "  - name: Boss\n    rank: boss\n    stat: 5\n    skills:\n" + skills,
        "utf-8",
    )
    started = time.perf_counter()
    code, out, err = run_main("roster", "r.yaml", "--force", "--out", "r.pdf")
    assert time.perf_counter() - started < 10
    assert code == 2 and "at most 400" in out + err and not (tmp_path / "r.pdf").exists()


def test_thousands_of_dangling_names_are_answered_with_bounded_guessing(tmp_path, monkeypatch):
    """1,500 designs each naming a card that is not there: every name gets its finding, the
    first ones a did-you-mean guess, and the guessing stops at its budget (it took 84 s to
    guess for all 5,000 of them) so the later ones list the deck's names instead."""
    import difflib

    from skirmishgen import checks
    from skirmishgen.cli import SHOWN
    from skirmishgen.testing.plugin import run_main

    compared: list[int] = []
    guess = difflib.get_close_matches

    def counting(word, possibilities, *args, **kwargs):
        compared.append(len(possibilities) * len(word) + sum(map(len, possibilities)))
        return guess(word, possibilities, *args, **kwargs)

    monkeypatch.setattr(difflib, "get_close_matches", counting)
    monkeypatch.chdir(tmp_path)
    designs = 1500
    cards = "".join(
        f"  - {{name: Card {n}, type: basic, count: 1, damage: 1, adds_to_weapon: true,"
        f" text: x, requires: [Crad {n}]}}\n"
        for n in range(designs)
    )
    deck = f"game: skirmish\nedition: 9\ntotal: {designs}\nback: {{title: X, subtitle: Y}}\n"
    (tmp_path / "d.yaml").write_text(deck + f"cards:\n{cards}", "utf-8")
    code, out, err = run_main("deck", "d.yaml", "--out", "d.pdf")
    lines = (out + err).splitlines()
    assert code == 2 and not (tmp_path / "d.pdf").exists()
    assert "'Crad 0' is not one of the cards" in lines[0] and "did you mean 'Card 0'?" in lines[0]
    assert f"and {designs - SHOWN:,} more" in lines[SHOWN]
    assert 0 < sum(compared) <= checks.GUESSING
    # past the budget a miss lists the names rather than guessing
    index = checks.NameIndex(f"Card {n}" for n in range(designs))
    hints = [index.hint(f"Crad {n}", "cards") for n in range(designs)]
    assert hints[0] == "did you mean 'Card 0'?"
    assert hints[-1].startswith("use one of the cards: Card 0, Card 1,")


def test_a_value_of_thousands_of_characters_is_cut_in_its_message(tmp_path, monkeypatch):
    """A 100,000-digit key was quoted back whole: a 100 KB line. Messages keep their start
    and end and say how much was cut, on the terminal and in JSON alike."""
    import json

    from skirmishgen.errors import MOST_SAID
    from skirmishgen.testing.plugin import run_main

    monkeypatch.chdir(tmp_path)
    (tmp_path / "r.yaml").write_text("system: abstract-skirmish\n? " + "k" * 100_000 + "\n: 1\n")
    code, out, _ = run_main("validate", "r.yaml")
    longest = max(out.splitlines(), key=len)
    assert code == 2 and len(longest) < MOST_SAID * 2 and "characters cut" in longest
    code, out, _ = run_main("validate", "r.yaml", "--format", "json")
    assert all(len(f["message"]) <= MOST_SAID for f in json.loads(out)["findings"])


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    assert "internal error" not in lines[0] and "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize(
    "text",
    [
        "system: aof-skirmish\nname: !!bool maybe\n",
        "system: aof-skirmish\n!!bool maybe: 1\n",
    ],
    ids=["value", "key"],
)
def test_a_tag_whose_value_it_cannot_read_is_a_finding(tmp_path, monkeypatch, text):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "r.yaml").write_text(text, "utf-8")
    code, out, err = run_main("validate", "r.yaml")
    assert code == 2 and "cannot be read" in out and "internal error" not in out + err


def test_a_booklet_table_of_no_rows_is_no_table(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "t" / "skirmish").mkdir(parents=True)
    (tmp_path / "t" / "skirmish" / "booklet.j2").write_text("# A\n\n|---|\n\n| |\n|---|\n| |\n")
    code, _, err = run_main("booklet", "skirmish", "--templates", "t", "--out", "b.pdf")
    assert code == 0, err


@pytest.mark.parametrize(
    "entry",
    [
        {"back_offset": [int("1" * 400), 0]},
        {"back_offset": [0, 0], "scale": [int("9" * 400), 1]},
        {"back_offset": "12"},
        {"back_offset": [True, False]},
    ],
    ids=["huge-offset", "huge-scale", "a-string", "booleans"],
)
def test_printer_profiles_that_are_not_numbers_are_one_line(tmp_path, monkeypatch, entry):
    monkeypatch.setenv("SKIRMISHGEN_CONFIG", str(tmp_path))
    (tmp_path / "printers.json").write_text(json.dumps({"p": entry}))
    code, _, err = run_main("printer", "list")
    assert code == 2 and "not in the expected form" in one_line(err)


def test_a_deleted_working_folder_is_one_line(tmp_path):
    import subprocess
    import sys

    gone = tmp_path / "gone"
    gone.mkdir()
    code = f"import os; os.chdir({str(gone)!r}); os.rmdir({str(gone)!r}); "
    code += "from skirmishgen.cli import main; main(['deck'])"
    said = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert said.returncode == 2 and "no longer exists" in one_line(said.stderr)
