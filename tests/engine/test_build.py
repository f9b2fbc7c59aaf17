"""`skirmishgen build`: every product of every game, one folder a game."""

from __future__ import annotations

import io
import re
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from skirmishgen import build
from skirmishgen.buildindex import NAME as PRINT_FIRST
from skirmishgen.games import GAMES, SHIPPED
from skirmishgen.resources import content_dir

PT = 25.4 / 72
LINE = re.compile(r"^(?P<path>\S+\.pdf): (?P<pages>\d+) (?:booklet )?pages?\b")


@pytest.fixture(scope="module")
def built(built_everything):
    """(exit status, stdout, stderr, folder) of `skirmishgen build --out made`, made once."""
    made = built_everything
    return made.code, made.out, made.err, made.folder


def expected_files() -> dict[str, set[str]]:
    """What build must make for each game, from the games' own declarations."""
    files: dict[str, set[str]] = {}
    for game in GAMES:
        names = set()
        if game.deck is not None:
            names |= {f"deck {number}" for number in range(len(game.deck.builds))}
        names |= {kind for kind, offered in _kinds(game) if offered}
        names |= {f"{path.stem}-roster" for path in game.examples()}
        names.add(PRINT_FIRST.removesuffix(".pdf"))
        files[game.key] = names
    return files


def _kinds(game):
    return (("kit", game.kit), ("cheatsheet", game.cheat_sheet), ("booklet", game.booklet))


def test_build_writes_every_product_of_every_game(built):
    code, out, err, folder = built
    assert (code, err) == (0, "")
    *lines, summary = out.splitlines()
    assert len(lines) >= 25
    games = sorted(p.name for p in folder.iterdir())
    assert games == sorted(game.key for game in GAMES)
    for key, wanted in expected_files().items():
        made = {p.stem for p in (folder / key).glob("*.pdf")}
        for name in {name for name in wanted if not name.startswith("deck ")}:
            stem = name if name.endswith("-roster") or name[:2] == "00" else f"{key}-{name}"
            assert stem in made, (key, stem, made)
        assert len(made) == len(wanted), (key, made)
    total = 0
    for line in lines:
        match = LINE.match(line)
        assert match, line
        path = folder.parent / match["path"]
        document = pdfium.PdfDocument(path)
        pages = len(document)
        notes = re.search(r"\((\d+) for notes\)", line)
        total += int(match["pages"]) - (int(notes[1]) if notes else 0)  # the rules' pages
        if "booklet" in line:
            assert 2 * pages == int(match["pages"]), line  # two booklet pages a side
        else:
            assert pages == int(match["pages"]), line
        assert pages >= 1
        document.close()
    assert summary == f"built {len(lines)} files ({total} pages) for {len(GAMES)} games in made"


def test_build_output_equals_the_single_commands(built, run, work, tmp_path):
    _, _, _, folder = built
    assert run("deck", "--edition", "5", "--out", "deck.pdf")[0] == 0
    assert (tmp_path / "deck.pdf").read_bytes() == (
        folder / "skirmish" / "skirmish-e5-deck.pdf"
    ).read_bytes()
    assert run("kit", "one-stat-skirmish", "--out", "kit.pdf")[0] == 0
    assert (tmp_path / "kit.pdf").read_bytes() == (
        folder / "one-stat-skirmish" / "one-stat-skirmish-kit.pdf"
    ).read_bytes()
    squad = content_dir() / "abstract-skirmish" / "squads" / "bobs-squad.yaml"
    assert run("deck", "abstract-skirmish", "--roster", str(squad), "--out", "t.pdf")[0] == 0
    assert (tmp_path / "t.pdf").read_bytes() == (
        folder / "abstract-skirmish" / "abstract-skirmish-traits.pdf"
    ).read_bytes()
    argv = ("deck", "abstract-skirmish", "--roster", str(squad), "--player", "B")
    assert run(*argv, "--out", "b.pdf")[0] == 0
    second = folder / "abstract-skirmish" / "abstract-skirmish-traits-B.pdf"
    assert (tmp_path / "b.pdf").read_bytes() == second.read_bytes()
    backs = pdfium.PdfDocument(second)[1].get_textpage().get_text_bounded()
    assert "PLAYER B" in backs and "PLAYER A" not in backs


@pytest.mark.parametrize("workers", [False, True], ids=["in-process", "in-workers"])
def test_one_failing_product_does_not_stop_the_others(run, work, tmp_path, monkeypatch, workers):
    """The same lines in the same order whether the products are made here or shared out
    to worker processes (build.WORKERS), as for a big build."""
    monkeypatch.setattr(build, "PARALLEL_FROM", 2 if workers else 1_000)
    (tmp_path / "output" / "skirmish" / "skirmish-kit.pdf").mkdir(parents=True)
    code, out, err = run("build", "skirmish")
    assert code == 2
    assert err.splitlines()[0] == "skirmishgen: error: skirmish kit failed:"
    assert "skirmish-kit.pdf: is a folder" in err
    assert [line.split(":")[0] for line in out.splitlines()[:3]] == [
        "output/skirmish/skirmish-e5-deck.pdf",
        "output/skirmish/skirmish-cheatsheet.pdf",
        "output/skirmish/skirmish-booklet.pdf",
    ]
    made = sorted(p.name for p in (tmp_path / "output" / "skirmish").glob("*.pdf") if p.is_file())
    built = ["skirmish-booklet.pdf", "skirmish-cheatsheet.pdf", "skirmish-e5-deck.pdf"]
    assert made == [PRINT_FIRST, *built]
    listed = " ".join(_page_text(tmp_path / "output" / "skirmish" / PRINT_FIRST).split())
    assert all(name in listed for name in built) and "skirmish-kit.pdf" not in listed
    pages = sum(int(n) for n in re.findall(r"\.pdf: (\d+) (?:booklet )?pages?", out))
    assert out.splitlines()[-1] == (
        f"built 4 files ({pages} pages) for 1 game in output; 1 failed: skirmish kit"
    )
    if workers:  # the pool's helper process is stopped and reaped, not left to outlive us
        assert not [cmd for cmd in _children() if "resource_tracker" in cmd or cmd == "zombie"]


def _children() -> list[str]:
    """Each child process of this one: its command line, or "zombie"."""
    tasks = Path("/proc/self/task")
    found = []
    for task in tasks.iterdir() if tasks.exists() else []:
        for pid in (task / "children").read_text().split():
            try:
                state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
                cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            found.append("zombie" if state == "Z" else cmd)
    return found


def test_build_some_games_on_letter_paper(run, work, tmp_path):
    code, _, err = run("build", "aof-skirmish", "insta-skirmish", "--paper", "letter")
    assert (code, err) == (0, "")
    assert sorted(p.name for p in (tmp_path / "output").iterdir()) == [
        "aof-skirmish",
        "insta-skirmish",
    ]
    for path in (tmp_path / "output").rglob("*.pdf"):
        page = pdfium.PdfDocument(path)[0]
        width, height = sorted(page.get_size())  # booklets: a landscape sheet
        assert (round(width * PT, 1), round(height * PT, 1)) == (215.9, 279.4), path


def test_a_second_build_into_the_working_folder_reads_game_names_not_its_folders(
    run, work, tmp_path
):
    """`build --out .` makes a folder named after each game; the next build (or deck) from
    there reads `skirmish` as the game, not as that folder."""
    (tmp_path / "skirmish").mkdir()
    code, _, err = run("build", "skirmish", "--out", ".")
    assert (code, err) == (0, "")
    code, _, err = run("build", "skirmish", "--out", ".")
    assert (code, err) == (0, "")
    code, out, err = run("deck", "skirmish", "--out", "again.pdf")
    assert code == 0 and "128 cards" in out, err


def test_an_unknown_game_is_one_line_and_builds_nothing(run, work, tmp_path):
    code, out, err = run("build", "skirmish", "chess")
    assert (code, out) == (2, "")
    assert err.startswith("skirmishgen: error: unknown game 'chess'")
    assert not (tmp_path / "output").exists()


def test_a_terminal_gets_a_progress_bar_instead_of_lines(run, work, monkeypatch):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True, raising=False)
    code, out, _ = run("build", "abstract-skirmish")
    assert code == 0
    assert "building" in out
    assert "output/abstract-skirmish/" not in out  # no per-file lines on a terminal
    assert out.rstrip().endswith("for 1 game in output")


def test_build_as_page_images(tmp_path, monkeypatch, capsys):
    """build --format png: every product as page images (a deck as card faces), the roster
    sheets too, no PDF."""
    from skirmishgen.cli import main

    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stop:
        main(["build", "insta-skirmish", "--format", "png", "--dpi", "72", "--out", "b"])
    assert stop.value.code in (0, None)
    names = sorted(p.name for p in (tmp_path / "b" / "insta-skirmish").iterdir())
    assert "knights-of-the-board-roster-1.png" in names
    assert "insta-skirmish-booklet-2.png" in names and "insta-skirmish-kit-1.png" in names
    assert not [name for name in names if name.endswith(".pdf")]
    said = capsys.readouterr().out
    booklet = [line for line in said.splitlines() if "booklet-" in line]
    assert len(booklet) > 2, "the booklet's images are its single pages, not two spreads"
    assert booklet[-1].endswith(f"page {len(booklet)} of {len(booklet)}, 72 dpi")


def test_build_page_images_past_its_resolution_are_refused_before_any_work(run, work, tmp_path):
    """Every game at 600 dpi ran past a minute: build draws at most MOST_DPI."""
    code, out, err = run("build", "--format", "png", "--dpi", str(build.MOST_DPI + 1))
    assert code == 2 and f"at most {build.MOST_DPI} dpi" in err and out == ""
    assert not (tmp_path / "output").exists()


def _run(folder: Path, *args: str) -> None:
    from skirmishgen.cli import main

    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(folder)
        with redirect_stdout(out), redirect_stderr(err), pytest.raises(SystemExit) as stop:
            main(list(args))
    assert stop.value.code == 0, err.getvalue()


@pytest.fixture(scope="module")
def products(tmp_path_factory, built_everything) -> dict[str, Path]:
    """Every PDF `build` makes, and a blank roster of every roster game, by file name."""
    assert built_everything.code == 0, built_everything.err
    folder = tmp_path_factory.mktemp("style")
    for game in GAMES:
        if game.rosters is not None:
            _run(folder, "roster", "--blank", game.key, "--out", f"blank/blank-{game.key}.pdf")
    made = [*built_everything.folder.rglob("*.pdf"), *(folder / "blank").rglob("*.pdf")]
    return {path.name: path for path in sorted(made)}


def test_the_build_makes_every_kind_of_product(products):
    kinds = {"kit", "cheatsheet", "booklet", "roster", "deck", "traits", "blank"}
    found = {kind for kind in kinds for name in products if kind in name}
    assert found == kinds, sorted(products)


def test_each_product_asks_the_printer_for_the_sides_it_prints_on(built):
    """The PDF's print hint is how its pages print: a deck, a two-sided cheat sheet and a
    kit of cards double-sided on the long edge, a booklet on the short edge (folded),
    everything cut from its sheet (kits, roster sheets, one-page sheets) one-sided."""
    from pypdf import PdfReader

    _, _, _, folder = built
    checked = 0
    for path in sorted(folder.rglob("*.pdf")):
        reader = PdfReader(path)
        hint = reader.trailer["/Root"]["/ViewerPreferences"]["/Duplex"]
        pages = len(reader.pages)
        if "booklet" in path.stem:
            wanted = "/DuplexFlipShortEdge"
        elif "cheatsheet" in path.stem:
            wanted = "/DuplexFlipLongEdge" if pages == 2 else "/Simplex"
        elif path.stem.endswith("-kit"):
            game = next(g for g in GAMES if g.key == path.parent.name)
            assert game.kit is not None
            cards = all(part.cards is not None for part in game.kit.parts())
            wanted = "/DuplexFlipLongEdge" if cards else "/Simplex"
        elif path.stem.endswith("-roster") or path.name == PRINT_FIRST:
            wanted = "/Simplex"
        else:  # a deck
            wanted = "/DuplexFlipLongEdge"
        assert hint == wanted, (path.name, pages, hint)
        checked += 1
    assert checked >= 25


def _page_text(path: Path) -> str:
    document = pdfium.PdfDocument(path)
    try:
        return "".join(page.get_textpage().get_text_bounded() for page in document)
    finally:
        document.close()


def _rows(text: str, files: list[Path]) -> dict[str, str]:
    """Each file's row of a print-me-first page's text: from its name to the next file's
    name, the last to the boxes under the table."""
    starts = sorted((text.index(f"{p.name} \u00b7 "), p.name) for p in files)
    ends = [at for at, _ in starts[1:]] + [text.index("You will need")]
    return {name: text[at:end] for (at, name), end in zip(starts, ends, strict=True)}


def test_every_game_folder_starts_with_a_page_saying_what_to_print(built):
    """``00-print-me-first.pdf``: one page in each game folder, naming every other file
    there, each with the pages its PDF has and the sheets of paper they take (half as
    many for a file its PDF asks to print double-sided), in print order: plain paper
    (booklet, cheat sheet, rosters) before card (deck, kit)."""
    import pypdfium2.raw as raw

    _, out, _, folder = built
    for game in GAMES:
        here = folder / game.key
        first = here / PRINT_FIRST
        assert f"{game.key}/{PRINT_FIRST}: 1 page" in out
        document = pdfium.PdfDocument(first)
        assert len(document) == 1
        document.close()
        text = " ".join(_page_text(first).split())
        files = sorted(p for p in here.glob("*.pdf") if p.name != PRINT_FIRST)
        assert f"{len(files)} files" in text
        rows = _rows(text, files)
        for path in files:
            document = pdfium.PdfDocument(path)
            pages, duplex = len(document), raw.FPDF_VIEWERREF_GetDuplex(document.raw)
            document.close()
            sheets = -(-pages // 2) if duplex in (2, 3) else pages
            plural = ("s" if pages != 1 else "", "s" if sheets != 1 else "")
            counts = f"{pages} page{plural[0]} on {sheets} sheet{plural[1]}"
            assert counts in rows[path.name], (path.name, counts)
            edge = {2: "both sides, flip on the short edge", 3: "both sides, flip on the long edge"}
            assert edge.get(duplex, "one side") in rows[path.name], (path.name, duplex)
        order = [text.index(f"{p.name} \u00b7 ") for p in files]
        kinds = ["booklet" in p.name or "cheatsheet" in p.name or "roster" in p.name for p in files]
        plain = [at for at, flat in zip(order, kinds, strict=True) if flat]
        card = [at for at, flat in zip(order, kinds, strict=True) if not flat]
        assert not plain or not card or max(plain) < min(card)


def _declared(path: Path) -> set[str]:
    """The finishing marks a file declares itself: the kit legend's lines its pages print
    (cut, fold, glue), "fold" for a PDF asking to flip on the short edge (a booklet's
    spreads, folded in half), "bars" where a page carries calibration bars."""
    import pypdfium2.raw as raw

    from skirmishgen.press.pen import LEGEND_TEXT

    text = " ".join(_page_text(path).split())
    marks = {kind for kind, line in LEGEND_TEXT.items() if line in text}
    document = pdfium.PdfDocument(path)
    if raw.FPDF_VIEWERREF_GetDuplex(document.raw) == 2:
        marks.add("fold")
    document.close()
    if "these bars must measure" in text:
        marks.add("bars")
    return marks


def test_print_me_first_names_only_the_finishing_each_file_declares(built):
    """No "fold" or "glue" in a file's row unless the file itself declares it (its legend,
    or a booklet's short-edge spreads): the Skirmish health kit, cut only, says nothing of
    folds or glue. A glue stick is needed only where some file has glue areas, and the
    calibration check comes only where a file carries the bars, naming a page that does."""
    _, _, _, folder = built
    seen = set()
    for game in GAMES:
        here = folder / game.key
        files = sorted(p for p in here.glob("*.pdf") if p.name != PRINT_FIRST)
        text = " ".join(_page_text(here / PRINT_FIRST).split())
        declared = {path.name: _declared(path) for path in files}
        for name, row in _rows(text, files).items():
            for word in ("fold", "glue"):
                assert (word in row) == (word in declared[name]), (game.key, name, word, row)
                seen.add((word, word in row))
        marks = set().union(*declared.values())
        assert ("glue stick" in text) == ("glue" in marks), game.key
        assert ("calibration bars" in text) == ("bars" in marks), game.key
        if "bars" in marks:
            named = text.split("Print page 1 of ", 1)[1].split(" ", 1)[0]
            page = pdfium.PdfDocument(here / named)
            assert "these bars must measure" in page[0].get_textpage().get_text_bounded()
            page.close()
    assert seen == {("fold", True), ("fold", False), ("glue", True), ("glue", False)}


def test_print_me_first_is_a_framed_sheet_filling_the_page(built):
    """The page looks like the house's other sheets: its title in Noto Serif, in the game's
    colour; and its text (the 7 pt credit aside) reaches past 60 % of the page for the
    Skirmish folder, whose four files alone would leave it two-thirds empty."""
    import pdfplumber

    _, _, _, folder = built
    for game in GAMES:
        with pdfplumber.open(folder / game.key / PRINT_FIRST) as pdf:
            page = pdf.pages[0]
            big = [c for c in page.chars if c["size"] >= 17]
            title = "".join(c["text"] for c in big)
            assert title == f"{game.credits.full_title} \u00b7 print me first"
            assert all("NotoSerif" in c["fontname"] for c in big), game.key
            colour = tuple(round(v * 255) for v in big[0]["non_stroking_color"])
            assert colour == tuple(int(game.look.colour[i : i + 2], 16) for i in (1, 3, 5))
            if game.key == "skirmish":
                lowest = max(c["bottom"] for c in page.chars if c["size"] > 7.5)
                assert lowest / page.height >= 0.6, lowest / page.height


def test_the_print_me_first_page_is_the_same_bytes_every_build(run, work, tmp_path):
    assert run("build", "insta-skirmish", "--out", "one")[0] == 0
    assert run("build", "insta-skirmish", "--out", "two")[0] == 0
    one, two = (tmp_path / name / "insta-skirmish" / PRINT_FIRST for name in ("one", "two"))
    assert one.read_bytes() == two.read_bytes()


def _needs(text: str) -> str:
    """The "You will need" box of a print-me-first page's text, to the checks' box."""
    box = text.split("You will need", 1)[1]
    return box.split("Check before you print everything", 1)[0]


def test_print_me_first_lists_what_each_game_needs_at_the_table(built):
    """Dice, beads, a tape measure: the lines each game declares (``Game.table_needs``)
    close its "You will need" box, after the printer, paper and tools."""
    _, _, _, folder = built
    assert all(game.table_needs for game in GAMES if game.key in SHIPPED)
    for game in GAMES:
        if not game.table_needs:  # optional: another game's package may leave it out
            continue
        text = " ".join(_page_text(folder / game.key / PRINT_FIRST).split())
        box = _needs(text)
        at = [box.index(line) for line in game.table_needs]
        assert at == sorted(at), game.key
        assert box.index("a printer set") < at[0], game.key


def test_print_me_first_names_whose_each_players_deck_is(built):
    """Where each player prints a deck of their own, each row says whose (the game's
    ``Decks.whose``: player A (red), player B (blue)), in the order of the game's builds."""
    _, _, _, folder = built
    named = 0
    for game in GAMES:
        if game.deck is None or game.deck.whose is None:
            continue
        text = " ".join(_page_text(folder / game.key / PRINT_FIRST).split())
        whose = [game.deck.whose(values) for values in game.deck.builds]
        assert len(set(whose)) == len(whose) > 1, game.key
        at = [text.index(f"\u00b7 the card deck, {name} ") for name in whose]
        assert at == sorted(at), (game.key, whose)
        named += 1
    assert named


def test_a_letter_print_me_first_gives_paper_weights_in_pounds_too(run, work, tmp_path):
    """US paper is sold by the pound: a Letter page gives bond (g/m² / 3.76) and cover
    (g/m² / 2.71) weights beside the g/m², rounded; an A4 page gives none."""
    from skirmishgen.buildindex import CARD, PLAIN

    assert run("build", "insta-skirmish", "--paper", "letter", "--out", "us")[0] == 0
    assert run("build", "insta-skirmish", "--out", "eu")[0] == 0
    us, eu = (
        " ".join(_page_text(tmp_path / name / "insta-skirmish" / PRINT_FIRST).split())
        for name in ("us", "eu")
    )
    for paper, per_lb, basis in ((PLAIN, 3.76, "bond"), (CARD, 2.71, "cover")):
        low, high = (int(grams / per_lb + 0.5) for grams in (paper.low, paper.high))
        said = f"{paper.low} to {paper.high} g/m\u00b2 ({low} to {high} lb {basis})"
        assert said in _needs(us), said
    assert " lb " not in eu
