"""``skirmishgen roster`` and ``validate`` given several files, or the wrong kind of file:
every file checked before any sheet is written, no two sheets of one run on one path, and
a deck file or a short game name answered with the command or key meant."""

from __future__ import annotations

import shutil
from pathlib import Path

from skirmishgen.resources import content_dir

WARBANDS = content_dir() / "one-stat-skirmish" / "warbands"
TRAINING = WARBANDS / "robyns-merry-men-training.yaml"
DECK = content_dir() / "skirmish" / "edition-5.yaml"


def pdfs(folder: Path) -> list[str]:
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*.pdf"))


def test_several_rosters_print_a_sheet_each_named_after_its_file(run, work, tmp_path):
    """Two rosters of one warband (one a mission) both print: sheets are named by file."""
    code, out, err = run("roster", *sorted(str(path) for path in WARBANDS.glob("*.yaml")))
    assert code == 0, err
    assert pdfs(tmp_path) == [
        f"output/{path.stem}-roster.pdf" for path in sorted(WARBANDS.glob("*.yaml"))
    ]
    assert len(out.splitlines()) == 4


def test_two_rosters_that_would_share_a_sheet_are_refused_before_either_is_written(
    run, work, tmp_path
):
    (tmp_path / "a").mkdir()
    shutil.copy(TRAINING, "mine.yaml")
    shutil.copy(TRAINING, "a/mine.yaml")
    code, out, err = run("roster", "mine.yaml", "a/mine.yaml")
    assert (code, out) == (2, "")
    assert err.splitlines()[-1] == (
        "skirmishgen: error: output/mine-roster.pdf: both mine.yaml and a/mine.yaml would be "
        "written here; nothing was written. Print them one at a time with --out, or rename one"
    )
    assert pdfs(tmp_path) == []


def test_one_illegal_roster_of_several_writes_none(run, work, tmp_path):
    shutil.copy(TRAINING, "good.yaml")
    text = TRAINING.read_text(encoding="utf-8").replace("rank: specialist", "rank: boss", 1)
    work("bad.yaml", text)
    code, out, err = run("roster", "good.yaml", "bad.yaml")
    assert (code, out) == (1, "")
    errors = [line.split(":")[0] for line in err.splitlines() if " error [" in line]
    assert errors and set(errors) == {"bad.yaml"}, err
    assert err.splitlines()[-1].startswith("skirmishgen: nothing written: fix the errors")
    assert pdfs(tmp_path) == []


def test_several_rosters_and_one_out_file_is_refused(run, work, tmp_path):
    shutil.copy(TRAINING, "a.yaml")
    shutil.copy(TRAINING, "b.yaml")
    code, _, err = run("roster", "a.yaml", "b.yaml", "--out", "both.pdf")
    assert code == 2 and "--out both.pdf names one file for 2 rosters" in err
    code, _, err = run("roster", "a.yaml", "b.yaml", "--out", "sheets/")
    assert code == 0, err
    assert pdfs(tmp_path) == ["sheets/a-roster.pdf", "sheets/b-roster.pdf"]


def test_a_deck_file_given_to_roster_names_the_deck_command(run, work):
    shutil.copy(DECK, "deck.yaml")
    for command in ("roster", "validate"):
        code, out, err = run(command, "deck.yaml")
        said = [line for line in (out + err).splitlines() if line.startswith("deck.yaml:")]
        assert code == 2
        assert said == [
            "deck.yaml:6:7: error [SCHEMA] this is a deck file (Skirmish's cards), not a "
            "roster; print it with skirmishgen deck deck.yaml"
        ]


def test_a_roster_given_to_deck_names_roster_and_validate(run, work):
    shutil.copy(TRAINING, "mine.yaml")
    code, out, err = run("deck", "mine.yaml")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        "mine.yaml:5:9: this is a roster (1 Stat Skirmish: Entry Level), not a deck file; "
        "check it with skirmishgen validate mine.yaml, or print its sheet with "
        "skirmishgen roster mine.yaml"
    ]


def test_a_short_name_in_a_roster_file_asks_for_the_key(run, work):
    text = TRAINING.read_text(encoding="utf-8").replace("one-stat-skirmish", "1ss", 1)
    code, out, _ = run("validate", work("mine.yaml", text))
    assert code == 2
    assert "system: '1ss' is the short name of one-stat-skirmish; a file gives the game's " in out
    assert "key: system: one-stat-skirmish" in out
