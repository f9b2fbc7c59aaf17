"""The command line: exit codes, one-line errors, help, version, output files.

A few end-to-end cases run the real program in a subprocess (``python -m
skirmishgen``) inside a temporary working folder; the many cheap cases call
``skirmishgen.cli.main`` in-process, which must always end with SystemExit.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

import click
import pytest
from pypdf import PdfReader

from makers import run_program
from skirmishgen import __version__
from skirmishgen.cli import cli, main
from skirmishgen.errors import InputError
from skirmishgen.games.skirmish.deck import editions
from skirmishgen.resources import content_dir

SHIPPED = content_dir() / "skirmish" / "edition-5.yaml"
DEFAULT_PDF = Path("output") / "skirmish-e5-deck.pdf"
E5_SUMMARY = "32 pages, 128 cards + 16 player aids"  # edition 5, A4 paper, poker cards
FILE_SUMMARY = "30 pages, 128 cards + 7 player aids"  # a deck file: no turn aid (no play reference)
OLD_PDF = b"%PDF-1.4\n% an older build the user wants to keep\n%%EOF\n"
PLACED = re.compile(r"^[^:\s][^:]*:\d+:\d+: \S")
COMMANDS = cli.list_commands(click.Context(cli))


# ------------------------------------------------------------------ helpers


def assert_one_error_line(stderr: str, stdout: str = "") -> str:
    """A user error: no traceback, nothing on stdout, exactly one line on stderr."""
    assert "Traceback" not in stderr
    assert stdout == ""
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert stderr.endswith("\n")
    return lines[0]


def assert_usage_line(line: str, command: str = "skirmishgen deck") -> None:
    assert line.startswith(f"{command}: error: "), line
    assert line.endswith((f"; see '{command} --help'", "?")), line  # or a "did you mean"


def files_under(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


@pytest.fixture
def cwd(tmp_path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def run(cwd, capsys):
    """run(*argv) -> (exit status, stdout, stderr) of ``main(argv)``, which must exit."""

    def invoke(*argv: str) -> tuple[int, str, str]:
        with pytest.raises(SystemExit) as info:
            main(list(argv))
        captured = capsys.readouterr()
        code = info.value.code
        return (0 if code is None else code), captured.out, captured.err

    return invoke


def broken_deck_text() -> tuple[str, int]:
    """The shipped deck with a wrong total, and the line of that total."""
    text = SHIPPED.read_text(encoding="utf-8")
    assert text.count("\ntotal: 128\n") == 1
    line = text[: text.index("\ntotal: 128\n") + 1].count("\n") + 1
    return text.replace("\ntotal: 128\n", "\ntotal: 130\n"), line


# ------------------------------------------------- the real program, end to end
# (what only a process shows: its exit, its streams, its imports); failures in process below


def test_default_deck_run_writes_edition_5(tmp_path):
    result = run_program(tmp_path, "deck", "--edition", "5")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{DEFAULT_PDF}: {E5_SUMMARY}\n"
    assert result.stderr == ""
    pdf = tmp_path / DEFAULT_PDF
    assert pdf.read_bytes().startswith(b"%PDF-")
    assert len(PdfReader(pdf).pages) == 32
    assert files_under(tmp_path) == {"output", str(DEFAULT_PDF)}  # no temporary files left


def test_validate_imports_only_what_it_uses(tmp_path):
    """Checking a roster loads its own game's models and checks: no reportlab (fonts are not
    parsed for Latin text), no other command's module, no product code, no other game's
    models (validate took three times --help before)."""
    warband = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
    code = (
        "import sys\nfrom skirmishgen.cli import main\n"
        f"try:\n    main(['validate', {str(warband)!r}])\n"
        "except SystemExit as end:\n    print('exit', end.code)\n"
        "print(' '.join(sorted(sys.modules)))\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    *_, status, modules = result.stdout.splitlines()
    assert status == "exit 0", result.stderr
    loaded = set(modules.split())
    assert not {m for m in loaded if m.startswith(("reportlab", "PIL"))}
    ours = {m for m in loaded if m.startswith("skirmishgen.")}
    assert {m for m in ours if m.startswith("skirmishgen.cli.")} == {
        "skirmishgen.cli.group",
        "skirmishgen.cli.run",
        "skirmishgen.cli.suggest",
        "skirmishgen.cli.validate",
    }
    assert not ours & {"skirmishgen.output", "skirmishgen.options", "skirmishgen.press.pdf"}
    assert {m for m in ours if m.endswith(".models")} == {
        "skirmishgen.models",
        "skirmishgen.games.one_stat_skirmish.models",
    }


def test_a_deck_run_validates_without_importing_pydantics_plugin_lookup(tmp_path):
    """cli/run.py, _without_pydantic_plugins: models are built and checked, plugins never looked up
    (the package-metadata reader stays unimported), and a schema error is still reported."""
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        (content_dir() / "skirmish" / "edition-5.yaml")
        .read_text("utf-8")
        .replace("total: 128", "total: many", 1),
        "utf-8",
    )
    code = (
        "import sys\nfrom skirmishgen.cli import main\n"
        "for argv in (['deck', '--edition', '5'], ['deck', 'bad.yaml']):\n"
        "    try:\n        main(argv)\n    except SystemExit as end:\n"
        "        print('exit', end.code)\n"
        "print('importlib.metadata' in sys.modules)\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert result.stdout.splitlines()[-3:] == ["exit 0", "exit 2", "False"], result.stderr
    assert "bad.yaml:" in result.stderr and "total" in result.stderr
    assert len(PdfReader(tmp_path / DEFAULT_PDF).pages) == 32


def test_unknown_option(run, cwd):
    code, out, err = run("deck", "--bogus")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert_usage_line(line)
    assert "--bogus" in line
    assert not (cwd / "output").exists()


def test_unknown_edition_lists_the_editions(run, cwd):
    code, out, err = run("deck", "--edition", "7")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert line.startswith("skirmishgen: error: ")
    assert "edition 7" in line
    known = ", ".join(str(number) for number in sorted(editions()))
    assert known == "5"
    assert f"the editions are: {known}" in line
    assert not (cwd / "output").exists()


def test_unwritable_out_is_one_line_and_leaves_nothing_behind(run, cwd):
    blocker = cwd / "afile"
    blocker.write_bytes(b"")
    code, out, err = run("deck", "--edition", "5", "--out", "afile/sub/deck.pdf")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert line.startswith("skirmishgen: error: afile/sub/deck.pdf: ")
    assert "--out" in line
    assert files_under(cwd) == {"afile"}
    assert blocker.read_bytes() == b""


def test_out_equal_to_the_input_file_is_refused(run, cwd):
    deck = cwd / "deck.yaml"
    shutil.copyfile(SHIPPED, deck)
    before = deck.read_bytes()
    code, out, err = run("deck", "deck.yaml", "--out", "deck.yaml")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert line.startswith("skirmishgen: error: deck.yaml: ")
    assert "input file" in line
    assert deck.read_bytes() == before
    assert files_under(cwd) == {"deck.yaml"}


def test_failing_run_leaves_an_existing_pdf_byte_identical(run, cwd):
    text, total_line = broken_deck_text()
    (cwd / "deck.yaml").write_text(text, encoding="utf-8")
    existing = cwd / "output" / "deck-deck.pdf"
    existing.parent.mkdir()
    existing.write_bytes(OLD_PDF)
    code, out, err = run("deck", "deck.yaml")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert line.startswith(f"deck.yaml:{total_line}:")
    assert "total says 130" in line
    assert existing.read_bytes() == OLD_PDF
    assert files_under(cwd / "output") == {"deck-deck.pdf"}


def test_console_script_is_declared():
    scripts = entry_points(group="console_scripts")
    assert [e.value for e in scripts if e.name == "skirmishgen"] == ["skirmishgen.cli:main"]


# ------------------------------------------------------------ help and version


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_group_help(run, flag):
    code, out, err = run(flag)
    assert code == 0
    assert err == ""
    assert out.startswith("Usage: skirmishgen ")
    for name in COMMANDS:
        assert name in out


@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_has_help(run, name):
    code, out, err = run(name, "--help")
    assert code == 0
    assert err == ""
    assert out.startswith(f"Usage: skirmishgen {name}")
    command = cli.get_command(click.Context(cli), name)
    assert command is not None and command.help, f"{name} has no help text"
    for param in command.params:
        if isinstance(param, click.Option):
            assert param.help, f"{name} {param.opts[0]} has no help"
            for opt in param.opts:
                assert opt in out


@pytest.mark.parametrize("name", COMMANDS)
def test_help_calls_a_game_a_game(run, name):
    """One word per concept: GAME, never SYSTEM, in every usage line and help text."""
    _, out, _ = run(name, "--help")
    assert not re.search(r"\bsystems?\b", out, re.I), out


def test_games_lists_every_game_and_systems_is_its_hidden_old_name(run):
    from skirmishgen.games import GAMES

    code, out, err = run("games")
    assert code == 0 and err == ""
    listed = [line.split()[0] for line in out.splitlines() if not line.startswith(" ")]
    assert listed == [game.key for game in GAMES]
    assert run("systems") == (code, out, err)
    _, top, _ = run("--help")
    assert "  games " in top and "systems" not in top


def test_version(run):
    code, out, err = run("--version")
    assert code == 0
    assert err == ""
    assert out.strip() == f"skirmishgen, version {__version__}"


# -------------------------------------------------------- bad options, in-process


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["deck", "--card-size", "huge"], "--card-size 'huge' is neither a size name nor WxH"),
        (["deck", "--card-size", "10x10"], "--card-size 10x10 mm is out of range"),
        (["deck", "--card-size", "63.5x"], "--card-size '63.5x'"),
        (["deck", "--back-offset", "1"], "--back-offset '1' is not X,Y in mm"),
        (["deck", "--back-offset", "1,2,3"], "--back-offset '1,2,3' is not X,Y in mm"),
        (["deck", "--back-offset", "30,0"], "--back-offset 30,0 is more than 20 mm"),
        (["deck", "--back-offset=0,-21"], "--back-offset 0,-21 is more than 20 mm"),
        (["deck", "--margin", "41"], "--margin 41 is out of range; give 0 to 40 mm"),
        (["deck", "--margin", "-1"], "--margin -1 is out of range; give 0 to 40 mm"),
        (["deck", "--margin", "nan"], "--margin nan is out of range"),
        (["deck", "--gutter", "20.5"], "--gutter 20.5 is out of range; give 0 to 20 mm"),
        (["deck", "--bleed", "7"], "--bleed 7 is out of range; give 0 to 6 mm"),
        (["deck", "--bleed", "-0.5"], "--bleed -0.5 is out of range; give 0 to 6 mm"),
        (["deck", "some.yaml", "--edition", "5"], "give either DECK_FILE or --edition, not both"),
        (["deck", "--edition", "-1"], "there is no Skirmish edition -1; the editions are: 5"),
        (["deck", "--out", "deck.txt"], "deck.txt: the output must be a .pdf file"),
        (["deck", "--out", "deck"], "deck: the output must be a .pdf file"),
    ],
)
def test_bad_values_are_one_error_line(run, argv, fragment):
    code, out, err = run(*argv)
    assert code == 2
    line = assert_one_error_line(err, out)
    assert line.startswith("skirmishgen: error: "), line
    assert fragment in line
    assert not Path("output").exists()


@pytest.mark.parametrize(
    ("argv", "fragments"),
    [
        (["deck", "--paper", "bogus"], ["--paper", "'bogus'", "a4", "letter"]),
        (["deck", "--duplex", "diagonal"], ["--duplex", "'diagonal'", "long", "short", "none"]),
        (["deck", "--margin", "wide"], ["--margin", "'wide'"]),
        (["deck", "--edition", "five"], ["--edition", "'five'"]),
        (["deck", "--edtion", "5"], ["no such option --edtion", "did you mean --edition"]),
        (["deck", "a.yaml", "b.yaml"], ["b.yaml"]),
    ],
)
def test_usage_errors_are_one_line(run, argv, fragments):
    code, out, err = run(*argv)
    assert code == 2
    line = assert_one_error_line(err, out)
    assert_usage_line(line)
    for fragment in fragments:
        assert fragment in line


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["deck", "--out"], "'--out' requires an argument"),
        (["deck", "--crop-marks=yes"], "'--crop-marks' does not take a value"),
    ],
)
def test_option_usage_errors_name_the_command(run, argv, fragment):
    code, out, err = run(*argv)
    assert code == 2
    line = assert_one_error_line(err, out)
    assert fragment in line
    assert_usage_line(line)


def test_unknown_command_is_one_usage_line(run):
    code, out, err = run("dek")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert_usage_line(line, "skirmishgen")
    assert "dek" in line


@pytest.mark.parametrize("out", ["decks", "decks/", "."])
def test_out_a_folder_writes_the_default_name_in_it(run, cwd, out):
    if out != ".":
        (cwd / "decks").mkdir(exist_ok=out == "decks/")
    code, out_text, err = run("deck", "--out", out)
    written = (cwd / out / "skirmish-e5-deck.pdf").resolve()
    assert (code, err) == (0, ""), err
    assert out_text.startswith(str(Path(out) / "skirmish-e5-deck.pdf") + ": 32 pages")
    assert written.read_bytes().startswith(b"%PDF")


def test_each_format_has_its_own_default_name(run, cwd):
    """The home-print deck and the print shop's are two files, not one replacing the other."""
    assert run("deck", "--edition", "5")[0] == 0
    assert run("deck", "--edition", "5", "--format", "print-pdf")[0] == 0
    assert files_under(cwd) == {
        "output",
        "output/skirmish-e5-deck.pdf",
        "output/skirmish-e5-deck-print.pdf",
    }


def test_a_tts_out_may_end_in_a_slash(run, cwd):
    code, out, err = run("kit", "skirmish", "--format", "tts", "--out", "tts/")
    assert (code, err) == (0, ""), err
    assert "tts/skirmish-kit-health.json: Tabletop Simulator saved object" in out.splitlines()
    assert (cwd / "tts" / "skirmish-kit-health.json").is_file()


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["cheatsheet"], "skirmishgen: error: no such command 'cheatsheet'; did you mean 'sheet'?"),
        (["dek"], "skirmishgen: error: no such command 'dek'; did you mean 'deck'?"),
        (
            ["printer", "sav"],
            "skirmishgen printer: error: no such command 'sav'; did you mean 'save'?",
        ),
    ],
)
def test_an_unknown_command_says_the_one_meant(run, argv, said):
    code, out, err = run(*argv)
    assert (code, out, err) == (2, "", said + "\n")


def test_an_unknown_command_far_from_any_lists_them(run):
    code, _, err = run("frobnicate")
    assert code == 2
    line = assert_one_error_line(err, "")
    assert "no such command 'frobnicate'; the commands are: booklet, build," in line
    assert_usage_line(line, "skirmishgen")


def test_a_group_without_its_command_shows_its_help(run):
    code, out, err = run("printer")
    assert (code, err) == (0, "")
    assert out.startswith("Usage: skirmishgen printer") and "save" in out


@pytest.mark.parametrize(
    ("argv", "written"),
    [
        (["kit", "aof"], "output/aof-skirmish-kit.pdf"),
        (["sheet", "1SS"], "output/one-stat-skirmish-cheatsheet.pdf"),
        (["booklet", "insta"], "output/insta-skirmish-booklet.pdf"),
        (["deck", "abstract", "--slots", "20"], "output/abstract-skirmish-traits.pdf"),
        (["roster", "--blank", "1ss"], "output/one-stat-skirmish-blank-roster.pdf"),
    ],
)
def test_short_game_names_work_where_keys_do(run, cwd, argv, written):
    code, out, err = run(*argv)
    assert (code, err) == (0, ""), err
    assert out.startswith(f"{written}: ")
    assert (cwd / written).read_bytes().startswith(b"%PDF")


@pytest.mark.parametrize("name", ["deck.pdf", "link.pdf"])
def test_out_is_never_the_input_even_when_named_pdf(run, cwd, name):
    """A YAML deck named .pdf, or a link to the deck, is still the input: nothing overwritten."""
    deck = cwd / "deck.pdf"
    shutil.copyfile(SHIPPED, deck)
    if name == "link.pdf":
        (cwd / "link.pdf").symlink_to(deck)
    before = deck.read_bytes()
    code, out, err = run("deck", "deck.pdf", "--out", name)
    assert code == 2
    line = assert_one_error_line(err, out)
    assert "is the input file" in line
    assert deck.read_bytes() == before
    assert not (cwd / "output").exists()


def test_options_are_parsed_with_their_ranges_inclusive():
    """The range limits themselves are accepted (parsing only: no deck is built)."""
    command = cli.get_command(click.Context(cli), "deck")
    assert command is not None
    argv = ["--margin", "40", "--gutter", "20", "--bleed", "6", "--paper", "LETTER"]
    with command.make_context("deck", argv) as ctx:
        assert ctx.params["margin"] == 40
        assert ctx.params["gutter"] == 20
        assert ctx.params["bleed"] == 6
        assert ctx.params["crop_marks"] is True
        assert ctx.params["duplex"] == "long"
    for name in ("margin", "gutter", "bleed"):
        with command.make_context("deck", [f"--{name}", "0"]) as ctx:
            assert ctx.params[name] == 0
    with pytest.raises(InputError):
        command.make_context("deck", ["--bleed", "6.01"])


def test_card_too_large_for_the_paper_keeps_the_old_pdf(run, cwd):
    DEFAULT_PDF.parent.mkdir()
    DEFAULT_PDF.write_bytes(OLD_PDF)
    code, out, err = run("deck", "--card-size", "300x300")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert line.startswith("skirmishgen: error: ")
    assert "does not fit" in line
    assert DEFAULT_PDF.read_bytes() == OLD_PDF
    assert files_under(cwd) == {"output", str(DEFAULT_PDF)}


# ------------------------------------------------------- successful builds, in-process


def test_deck_without_options_replaces_the_default_pdf(run, cwd):
    DEFAULT_PDF.parent.mkdir()
    DEFAULT_PDF.write_bytes(OLD_PDF)
    code, out, err = run("deck")
    assert (code, err) == (0, "")
    assert out == f"{DEFAULT_PDF}: {E5_SUMMARY}\n"
    data = DEFAULT_PDF.read_bytes()
    assert data != OLD_PDF
    assert data.startswith(b"%PDF-")
    assert files_under(cwd) == {"output", str(DEFAULT_PDF)}


def test_user_deck_file_default_output(run, cwd):
    shutil.copyfile(SHIPPED, cwd / "mydeck.yaml")
    code, out, err = run("deck", "mydeck.yaml")
    assert (code, err) == (0, "")
    expected = Path("output") / "mydeck-deck.pdf"
    assert out == f"{expected}: {FILE_SUMMARY}\n"
    assert expected.read_bytes().startswith(b"%PDF-")


def test_out_creates_missing_folders_and_accepts_every_option(run, cwd):
    out_path = Path("prints") / "2024" / "deck.pdf"
    code, out, err = run(
        "deck",
        "--edition",
        "5",
        "--out",
        str(out_path),
        "--paper",
        "letter",
        "--card-size",
        "bridge",
        "--margin",
        "4",
        "--gutter",
        "1.5",
        "--bleed",
        "2",
        "--no-crop-marks",
        "--duplex",
        "short",
        "--back-offset",
        "0.5,-0.3",
    )
    assert (code, err) == (0, "")
    pattern = rf"{re.escape(str(out_path))}: \d+ pages, 128 cards \+ \d+ player aids\n"
    assert re.fullmatch(pattern, out)
    pages = int(out.split(": ")[1].split()[0])
    assert len(PdfReader(out_path).pages) == pages
    assert files_under(cwd) == {"prints", "prints/2024", str(out_path)}


def test_failed_write_keeps_the_old_file_and_no_temp_files(run, cwd, monkeypatch):
    """A write that fails at the last step (the rename) is one line, exit 2, nothing changed."""
    target = Path("output") / "deck.pdf"
    target.parent.mkdir()
    target.write_bytes(OLD_PDF)

    def refuse(src, dst, *args, **kwargs):
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr("skirmishgen.output.os.replace", refuse)
        code, out, err = run("deck", "--out", str(target))
    assert code == 2
    line = assert_one_error_line(err, out)
    assert line.startswith(f"skirmishgen: error: {target}: cannot be written")
    assert "Permission denied" in line
    assert target.read_bytes() == OLD_PDF
    assert files_under(cwd / "output") == {"deck.pdf"}


def test_edition_zero_is_an_unknown_edition(run, cwd):
    code, out, err = run("deck", "--edition", "0", "--out", "e0.pdf")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert "there is no Skirmish edition 0; the editions are: 5" in line
    assert not (cwd / "e0.pdf").exists()


def test_content_errors_through_main_are_placed_lines(run, cwd):
    text, total_line = broken_deck_text()
    (cwd / "deck.yaml").write_text(text, encoding="utf-8")
    code, out, err = run("deck", "deck.yaml")
    assert code == 2
    line = assert_one_error_line(err, out)
    assert PLACED.match(line)
    column = text.splitlines()[total_line - 1].index("130") + 1
    assert line == (
        f"deck.yaml:{total_line}:{column}: total: the card counts add up to 128, "
        "but total says 130; correct a card's count, or set total: 128"
    )
    assert not (cwd / "output").exists()


@pytest.mark.parametrize(
    ("module", "package", "argv"),
    [
        ("pypdfium2", "pypdfium2", ["roster", "--blank", "aof", "--format", "png"]),
        ("zxingcpp", "zxing-cpp", ["unpack", "photo.png"]),
    ],
)
def test_a_part_left_out_of_the_install_is_named_in_one_line(
    run, work, tmp_path, monkeypatch, module, package, argv
):
    """The browser's install leaves out pypdfium2, zxing-cpp and the server: a command that
    needs one says which, as a usage error, not an internal one."""
    import sys

    from PIL import Image

    Image.new("RGB", (8, 8), "white").save(tmp_path / "photo.png")
    monkeypatch.setitem(sys.modules, module, None)  # importing it now fails
    code, _, err = run(*argv)
    assert code == 2
    assert err.strip().splitlines() == [
        f"skirmishgen: error: this needs {package}, which is not installed here; "
        f"pip install {package}"
    ]
