"""The one output seam: targets checked before anything is drawn, atomic writes, one line each."""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

import skirmishgen
from repo import ROOT
from skirmishgen import output, writing
from skirmishgen.errors import OutputError
from skirmishgen.output import Piece, Product, deliver
from skirmishgen.press.pdf import Rendered
from skirmishgen.resources import content_dir

PRESS = Path(skirmishgen.__file__).parent / "press"


class Renders:
    """Pieces that record whether they were rendered."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def piece(self, suffix: str = "") -> Piece:
        def render() -> Rendered:
            self.calls.append(suffix)
            return Rendered(b"%PDF-1.7 " + suffix.encode(), 1)

        return Piece(render, suffix)


def test_default_folder_and_name_and_one_line_per_file(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    pieces = Renders()
    written = deliver(Product("thing", [pieces.piece()]))
    assert [w.line for w in written] == ["output/thing.pdf: 1 page"]
    assert (tmp_path / "output" / "thing.pdf").read_bytes() == b"%PDF-1.7 "


def test_pieces_share_the_out_name_with_their_suffix(tmp_path):
    pieces = Renders()
    product = Product("kit", [pieces.piece("-tape"), pieces.piece("-tokens")])
    written = deliver(product, tmp_path / "mine.pdf")
    assert [w.path.name for w in written] == ["mine-tape.pdf", "mine-tokens.pdf"]


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("folder.pdf", "is a folder"),
        ("notes.txt", "the output must be a .pdf file"),
        ("input.pdf", "is the input file and would be overwritten"),
    ],
)
def test_a_bad_target_is_refused_before_anything_is_drawn(tmp_path, name, message):
    (tmp_path / "folder.pdf").mkdir()
    (tmp_path / "input.pdf").write_bytes(b"precious")
    pieces = Renders()
    product = Product("x", [pieces.piece()], inputs=[tmp_path / "input.pdf"])
    with pytest.raises(OutputError) as info:
        deliver(product, tmp_path / name)
    assert message in str(info.value)
    assert pieces.calls == []
    assert (tmp_path / "input.pdf").read_bytes() == b"precious"


def test_every_target_is_checked_before_the_first_is_written(tmp_path):
    (tmp_path / "kit-two.pdf").mkdir()  # the second piece's target is a folder
    pieces = Renders()
    product = Product("kit", [pieces.piece("-one"), pieces.piece("-two")])
    with pytest.raises(OutputError, match=r"kit-two\.pdf: is a folder"):
        deliver(product, tmp_path / "kit.pdf")
    assert pieces.calls == []
    assert not (tmp_path / "kit-one.pdf").exists()


def test_a_failing_render_leaves_the_old_file(tmp_path):
    target = tmp_path / "old.pdf"
    target.write_bytes(b"old")

    def broken() -> Rendered:
        raise OutputError("cannot draw")

    with pytest.raises(OutputError):
        deliver(Product("x", [Piece(broken)]), target)
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["old.pdf"]


def test_a_second_writer_is_one_entry(tmp_path, monkeypatch):
    """A format is a suffix and a writer; a writer may write several files (PNG pages...)."""

    def pages_and_manifest(target: Path, rendered: Rendered, inputs=()) -> list[Path]:
        manifest = target.with_suffix(".txt")
        writing.write_atomic(target, rendered.pdf)
        writing.write_atomic(manifest, f"{rendered.pages} pages\n".encode())
        return [target, manifest]

    monkeypatch.setitem(output.WRITERS, "twin", (".pdf", pages_and_manifest))
    pieces = Renders()
    written = deliver(Product("x", [pieces.piece()]), tmp_path / "x.pdf", form="twin")
    assert [w.path.name for w in written] == ["x.pdf", "x.txt"]
    assert (tmp_path / "x.txt").read_text() == "1 pages\n"


def test_a_kit_never_overwrites_a_fighters_image(run, work, tmp_path):
    """Images a kit reads are inputs too: --out naming one of them is refused."""
    warband = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
    text = warband.read_text(encoding="utf-8").replace(
        "  - name: Robyn\n", "  - name: Robyn\n    image: art.pdf\n", 1
    )
    assert "image: art.pdf" in text
    from PIL import Image

    Image.new("RGB", (300, 450), (90, 20, 20)).save(tmp_path / "art.pdf", format="JPEG")
    before = (tmp_path / "art.pdf").read_bytes()
    work("band.yaml", text)
    code, out, err = run(
        "kit",
        "one-stat-skirmish",
        "--only",
        "standees",
        "--roster",
        "band.yaml",
        "--out",
        "art.pdf",
    )
    assert (code, out) == (2, "")
    assert "is the input file" in err
    assert (tmp_path / "art.pdf").read_bytes() == before


def test_press_neither_writes_files_nor_names_command_line_options():
    writing = {"write_bytes", "write_text", "mkdir", "unlink", "write_atomic", "mkstemp"}
    for path in PRESS.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute | ast.Name):
                name = node.attr if isinstance(node, ast.Attribute) else node.id
                assert name not in writing | {"open"}, (path, name)
            if isinstance(node, ast.Import | ast.ImportFrom):
                modules = [alias.name for alias in node.names] + [getattr(node, "module", "")]
                assert not {"os", "tempfile", "shutil"} & set(modules), path
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert " --" not in f" {node.value}", (path, node.value)


def test_png_format_writes_a_page_image_each_at_its_dpi(run, work, tmp_path):
    """--format png: one image per page, named after --out, each the page's size at --dpi,
    the same bytes for the same input; the PDF is not written."""
    from PIL import Image

    from skirmishgen.press.paper import PAPERS

    code, out, _ = run("kit", "one-stat-skirmish", "--format", "png", "--dpi", "100")
    assert code == 0
    names = sorted(p.name for p in (tmp_path / "output").iterdir())
    assert names == [f"one-stat-skirmish-kit-{n}.png" for n in range(1, 6)]
    assert out.splitlines()[0].endswith("-1.png: page 1 of 5, 100 dpi")
    a4 = PAPERS["a4"]
    for name in names:
        with Image.open(tmp_path / "output" / name) as image:
            width, height = image.size
        assert abs(width - a4.width / 25.4 * 100) <= 2 and abs(height - a4.height / 25.4 * 100) <= 2
    first = (tmp_path / "output" / names[0]).read_bytes()
    run("kit", "one-stat-skirmish", "--format", "png", "--dpi", "100")
    assert (tmp_path / "output" / names[0]).read_bytes() == first


@pytest.mark.parametrize("command", [["sheet", "skirmish"], ["booklet", "insta-skirmish"]])
def test_png_format_on_sheets_and_booklets(run, work, tmp_path, command):
    code, _, _ = run(*command, "--format", "png", "--out", "pages.png")
    assert code == 0
    assert sorted(p.name for p in tmp_path.glob("pages-*.png"))
    assert not list(tmp_path.glob("*.pdf"))


def test_roster_png_pages_keep_the_findings_on_their_own_stream(run, work, tmp_path):
    """roster --format png: the sheet as page images; --findings json still goes to stdout
    (and the report line to stderr), so the two never mix."""
    import json

    roster = ROOT / "content/aof-skirmish/armies"
    args = ("roster", str(roster / "dwarf-raiders.yaml"), "--format", "png", "--dpi", "72")
    code, out, err = run(*args, "--out", "army.png", "--findings", "json")
    assert code == 0 and json.loads(out)["exit_code"] == 0
    assert "army-1.png: page 1 of 1, 72 dpi" in err
    assert [p.name for p in tmp_path.glob("army*")] == ["army-1.png"]
    code, _, _ = run("roster", "--blank", "insta-skirmish", "--format", "png", "--out", "b.png")
    assert code == 0 and (tmp_path / "b-1.png").exists()


def test_a_dpi_out_of_range_is_one_line(run, work):
    code, _, err = run("kit", "aof-skirmish", "--format", "png", "--dpi", "100000")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "--dpi" in err


def test_deck_png_is_the_print_services_card_image_named_and_paired(run, work, tmp_path):
    """The issue's bar: every distinct face at 300 dpi with a 1/8 in bleed by default, a
    poker card exactly 825 x 1125 px, named after its card, and a CSV manifest pairing
    each front with its back, its copies adding up to the deck."""
    import csv

    from PIL import Image

    code, _, _ = run("deck", "--edition", "5", "--format", "png", "--out", "d.png")
    assert code == 0
    images = sorted(tmp_path.glob("d-*.png"))
    guide = (ROOT / "docs" / "how-to" / "print-services.md").read_text(encoding="utf-8")
    found = re.findall(r"edition 5: (\d+) cards,\s+(\d+) images,\s+(\d+) copies", guide)
    cards, said, copies = found[0]
    assert len(images) == int(said) >= 21, "as many as the print services guide says"
    for path in images:
        with Image.open(path) as image:
            assert image.size == (825, 1125), path.name
            assert [round(d) for d in image.info["dpi"]] == [300, 300]
    with open(tmp_path / "d-manifest.csv", newline="", encoding="utf-8") as file:
        rows = list(csv.DictReader(file))
    assert len(rows) == int(cards)
    assert {"name": "Critical Hit", "front": "d-critical-hit.png"}.items() <= rows[3].items()
    axe = next(row for row in rows if row["name"] == "Axe")
    assert (axe["front"], axe["back"]) == ("d-axe.png", "d-axe-back.png")
    assert sum(int(row["copies"]) for row in rows) == int(copies) == 128 + 16
    aids = [row for row in rows if row["name"].startswith("Player aid: ")]
    assert len(aids) == 8 and {row["back"] for row in aids} == {"d-aid-back.png"}
    assert aids[0]["front"] == "d-player-aid-your-turn-1-2.png"
    # the copies the A4 deck prints (review 33): two sets of aids on its last two sheets
    assert {row["copies"] for row in aids} == {"2"}
    named = {row[side] for row in rows for side in ("front", "back")}
    assert named == {path.name for path in images}, "every image paired, none left over"
    shared = [row for row in rows if row["back"] == "d-skirmish-back.png"]
    assert len(shared) > 10


def test_a_bleed_given_is_kept_and_sizes_round_once(run, work, tmp_path):
    """--bleed 3 gives 821 x 1121 (69.5 x 94.9 mm at 300 dpi, rounded once); 0 gives the
    trimmed card, 750 x 1050. (A poker deck of six images, the smallest trait deck: the
    128-card deck's 36 took 1 s a run.)"""
    from PIL import Image

    deck = ("deck", "abstract-skirmish", "--slots", "1", "--card-size", "poker", "--format")
    for bleed, size in (("3", (821, 1121)), ("0", (750, 1050))):
        assert run(*deck, "png", "--bleed", bleed, "--out", f"b{bleed}.png")[0] == 0
        images = sorted(tmp_path.glob(f"b{bleed}-*.png"))
        assert len(images) == 12  # 5 traits and their back, 5 player aids and theirs
        for path in images:
            with Image.open(path) as image:
                assert image.size == size, path.name


def test_nothing_that_matters_is_within_an_eighth_inch_of_the_cut(tmp_path):
    """Print services' safe line, 3.175 mm inside the cut: every character and the number
    badge's disc (with its outline) of every edition-5 face, player aids included, stay
    inside it, at every card size the deck prints at. (Glyph boxes as pdfplumber gives
    them, from skirmishgen.testing; the discs from pdfium: 0.3 s a size, pdfplumber took 1.2.)"""
    from skirmishgen.decks import image_faces
    from skirmishgen.games import find
    from skirmishgen.options import resolve
    from skirmishgen.press.cards import render_faces
    from skirmishgen.press.layout import Sheet
    from skirmishgen.press.paper import CARD_SIZES, MM, PAPERS
    from skirmishgen.press.pdf import Metadata
    from skirmishgen.testing.pdf import read_pdf

    game, spec = find("skirmish", lambda g: g.deck, "decks")
    deck = spec.make(resolve(game, lambda g: g.deck, {}, "deck").values)
    safe = 2 * 3.175 * MM  # the bleed, then the safe zone
    for size in ("poker", "mini", "tarot"):
        sheet = Sheet(paper=PAPERS["a4"], card=CARD_SIZES[size], bleed=3.175)
        meta = Metadata("t", "a", "s")
        faces = render_faces(sheet, image_faces(deck, sheet), deck.drawers, meta, deck.labels)
        path = tmp_path / f"{size}.pdf"
        path.write_bytes(bytes(faces.pdf))
        badges = 0
        for page in read_pdf(path).pages:
            for char in page.chars:
                room = min(
                    char["x0"], page.width - char["x1"], char["top"], page.height - char["bottom"]
                )
                assert room >= safe, (size, page.page_number, char["text"])
            for shape in page.shapes:
                if not (
                    shape.curved
                    and shape.stroke is not None
                    and abs(shape.width - shape.height) < 0.5
                ):
                    continue  # the tinted ground and art reach the bleed by design
                xs, ys = [x for x, _ in shape.points], [y for _, y in shape.points]
                room = min(min(xs), page.width - max(xs), min(ys), page.height - max(ys))
                assert room - shape.linewidth / 2 >= safe, (size, page.page_number, "badge")
                badges += 1
        assert badges >= 10, "the badges were found"


def test_deck_as_a_tabletop_simulator_saved_object(run, work, tmp_path):
    """--format tts: a saved object of all 128 cards in deck order, on sheets of at most
    10 x 7 cards and 4096 px, each card's own back where it has one, every image there."""
    import json
    from urllib.parse import unquote, urlparse

    from PIL import Image

    code, _, _ = run("deck", "--edition", "5", "--format", "tts", "--out", "tts")
    assert code == 0
    saved = json.loads((tmp_path / "tts" / "skirmish-e5-deck.json").read_text())
    deck, aids = saved["ObjectStates"]
    assert deck["Name"] == "DeckCustom" and len(deck["DeckIDs"]) == 128
    assert [card["CardID"] for card in deck["ContainedObjects"]] == deck["DeckIDs"]
    for key, sheet in deck["CustomDeck"].items():
        assert sheet["NumWidth"] <= 10 and sheet["NumHeight"] <= 7
        assert sheet["UniqueBack"]  # SHIELD DAMAGED and RECOVERING are backs of their own
        for url in (sheet["FaceURL"], sheet["BackURL"]):
            path = Path(unquote(urlparse(url).path))
            with Image.open(path) as image:
                assert max(image.size) <= 4096
                cell = image.size[0] / sheet["NumWidth"], image.size[1] / sheet["NumHeight"]
            assert cell[1] / cell[0] == pytest.approx(88.9 / 63.5, abs=0.01)
        places = {card % 100 for card in deck["DeckIDs"] if card // 100 == int(key)}
        assert max(places) < sheet["NumWidth"] * sheet["NumHeight"]
    # a native deck: every card named and described (hover, search), a GUID each
    cards = deck["ContainedObjects"]
    assert all(card["Nickname"] and card["Description"] for card in cards)
    assert {"Mail", "Critical Hit", "Axe"} <= {card["Nickname"] for card in cards}
    mail = next(card for card in cards if card["Nickname"] == "Mail")
    assert mail["Description"].startswith("Wear it at the start of your turn")
    assert "**" not in "".join(card["Description"] for card in cards)
    guids = [obj["GUID"] for obj in [deck, *cards, aids, *aids["ContainedObjects"]]]
    assert all(re.fullmatch(r"[0-9a-f]{6}", g) for g in guids) and len(set(guids)) == 129 + 17
    for field in ("GMNotes", "Locked", "Grid", "Snap", "Tooltip", "HideWhenFaceDown", "Hands"):
        assert field in deck and all(field in card for card in cards), field
    _the_aids_are_a_deck_of_their_own(deck, aids, tmp_path / "skirmish-e5-deck.pdf")


def _the_aids_are_a_deck_of_their_own(deck: dict, aids: dict, pdf_path: Path) -> None:
    """The player aids (review 34): a second DeckCustom with its own name, sheet keys (no
    card id of the cards' deck), faces sheet, one back of its own and a place beside the
    cards; as many copies of each as the A4 PDF deck prints (review 33: two of YOUR TURN)."""
    from collections import Counter
    from urllib.parse import unquote, urlparse

    from PIL import Image

    from skirmishgen.cli import main
    from skirmishgen.testing.pdf import read_pdf

    assert aids["Name"] == "DeckCustom" and aids["Nickname"] != deck["Nickname"]
    assert "aid" in aids["Nickname"].casefold()
    assert not set(aids["CustomDeck"]) & set(deck["CustomDeck"])
    assert not set(aids["DeckIDs"]) & set(deck["DeckIDs"])
    assert [card["CardID"] for card in aids["ContainedObjects"]] == aids["DeckIDs"]
    assert aids["Transform"]["posX"] != deck["Transform"]["posX"]
    (sheet,) = aids["CustomDeck"].values()
    assert not sheet["UniqueBack"] and sheet["BackURL"] not in (
        s["BackURL"] for s in deck["CustomDeck"].values()
    )
    for url in (sheet["FaceURL"], sheet["BackURL"]):
        with Image.open(Path(unquote(urlparse(url).path))) as image:
            assert max(image.size) <= 4096
    with Image.open(Path(unquote(urlparse(sheet["FaceURL"]).path))) as image:
        cell = image.size[0] / sheet["NumWidth"], image.size[1] / sheet["NumHeight"]
    assert cell[1] / cell[0] == pytest.approx(88.9 / 63.5, abs=0.01)
    names = Counter(card["Nickname"] for card in aids["ContainedObjects"])
    assert all(name.startswith("Player aid: ") for name in names)
    assert all(card["Description"] for card in aids["ContainedObjects"])
    with pytest.raises(SystemExit):
        main(["deck", "--edition", "5", "--out", str(pdf_path)])
    pages = read_pdf(pdf_path).pages
    printed = " ".join((pages[-4].text() + " " + pages[-2].text()).split())
    for name, copies in names.items():
        title = name.removeprefix("Player aid: ").upper()
        assert printed.count(title) == copies, name
    assert names["Player aid: Your turn 1/2"] == 2


def test_tts_image_url_points_the_sheets_at_the_players_host(run, work, tmp_path):
    """--image-url BASE: FaceURL and BackURL under BASE (file names percent-encoded), no
    local path left; the same run twice gives the same bytes; a bad address is one line."""
    import json

    base = "https://example.org/my%20decks/"
    args = ("deck", "--edition", "5", "--format", "tts", "--image-url", base, "--out")
    assert run(*args, "a")[0] == 0 and run(*args, "b")[0] == 0
    text = (tmp_path / "a" / "skirmish-e5-deck.json").read_text()
    assert text == (tmp_path / "b" / "skirmish-e5-deck.json").read_text()
    saved = json.loads(text)
    for sheet in saved["ObjectStates"][0]["CustomDeck"].values():
        for key in ("FaceURL", "BackURL"):
            assert sheet[key].startswith(base + "skirmish-e5-deck-"), sheet[key]
            assert (tmp_path / "a" / sheet[key].rsplit("/", 1)[1]).is_file()
    assert "file://" not in text
    for bad in ("ftp://x.org/", "https://x.org/a b", "decks/"):
        code, _, err = run("deck", "--format", "tts", "--image-url", bad, "--out", "c")
        assert code == 2 and len(err.strip().splitlines()) == 1 and "--image-url" in err
    code, _, err = run("deck", "--image-url", base)
    assert code == 2 and "--format tts" in err


def test_the_abstract_trait_deck_exports_to_tabletop_simulator(run, work, tmp_path):
    import json

    code, _, _ = run("deck", "abstract-skirmish", "--slots", "4", "--format", "tts", "--out", "t")
    assert code == 0
    (saved,) = [json.loads(p.read_text()) for p in (tmp_path / "t").glob("*.json")]
    cards = saved["ObjectStates"][0]["ContainedObjects"]
    assert len(cards) == 20
    assert {card["Nickname"] for card in cards} == {
        "Accuracy",
        "Damage",
        "Endurance",
        "Evasion",
        "Initiative",
    }
    assert all(card["Description"] for card in cards)


def test_image_formats_refuse_more_images_than_one_run_writes(tmp_path, monkeypatch):
    """Images are made before any is written: their number is bounded, with one line."""
    monkeypatch.setattr(writing, "MAX_IMAGES", 2)
    big = Rendered(b"%PDF-1.7", 3)  # refused before the PDF is even read
    with pytest.raises(OutputError, match="3 images, more than the 2"):
        output.write_png_pages(tmp_path / "x.png", big, 72)
    assert not list(tmp_path.iterdir())


def test_images_past_the_pixel_bound_are_refused_before_any_is_drawn(run, work, tmp_path):
    """A card the size of a page at 600 dpi made 906 million pixels and took 39 s: the
    pixels are counted from the PDF's page sizes first, and the refusal names the resolution
    that fits, which then works."""
    import time

    from PIL import Image

    started = time.perf_counter()
    args = ("deck", "--card-size", "200x280", "--format", "png", "--bleed", "0", "--out", "c.png")
    code, _, err = run(*args, "--dpi", "600")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "38 images at 600 dpi come to 1,188 million pixels, more than the 250 million" in err
    assert "choose --dpi 275 or less" in err
    assert time.perf_counter() - started < 10 and not list(tmp_path.glob("c*"))

    writing.MAX_PIXELS, bound = 5_000_000, writing.MAX_PIXELS  # a bound a test can reach
    try:
        code, _, err = run("deck", "--card-size", "mini", "--format", "png", "--out", "m.png")
        fits = int(re.search(r"choose --dpi (\d+) or less", err).group(1))
        assert code == 2 and 72 <= fits < 300
        code, _, err = run(
            "deck", "--card-size", "mini", "--format", "png", "--out", "m.png", "--dpi", str(fits)
        )
        assert code == 0, err
        drawn = 0
        for path in tmp_path.glob("m-*.png"):
            with Image.open(path) as image:
                drawn += image.width * image.height
        assert 0.9 * writing.MAX_PIXELS < drawn <= writing.MAX_PIXELS
    finally:
        writing.MAX_PIXELS = bound


def _signal_handled_here() -> None:
    """Python runs a signal's handler on entering the next Python function: this one,
    called right after the signal is sent, so the handler's exception comes out of the
    write. (Otherwise the next function may be a finalizer the garbage collector runs,
    which swallows the exception: the SIGINT case once wrote its PDF in a full run.)"""


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_signal_while_a_file_is_written_leaves_no_temporary_file(tmp_path, monkeypatch, signame):
    """The signal arrives while the PDF's temporary file is being written (it is sent
    from inside the write): the run stops in one line, the temporary file is removed and
    no PDF appears."""
    import os
    import signal

    from skirmishgen.testing.plugin import run_main

    real_fsync = os.fsync

    def fsync_then_signal(descriptor: int) -> None:
        real_fsync(descriptor)
        os.kill(os.getpid(), getattr(signal, signame))
        _signal_handled_here()

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(os, "fsync", fsync_then_signal)
    code, _, err = run_main("deck", "--edition", "5", "--out", "out/d.pdf")
    assert code in (130, 128 + getattr(signal, signame)), (code, err)
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    assert list((tmp_path / "out").iterdir()) == []


def test_a_killed_build_leaves_no_worker_running(tmp_path):
    """SIGKILL of `build` (no chance to clean up): its workers stop with it."""
    import os
    import signal
    import subprocess
    import time

    process = subprocess.Popen(
        [sys.executable, "-m", "skirmishgen", "build", "--out", str(tmp_path / "out")],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    from skirmishgen.build import WORKERS

    deadline = time.time() + 30
    children = _children(process.pid)  # the workers are running (and the resource tracker)
    while len(children) < WORKERS + 1 and time.time() < deadline and process.poll() is None:
        time.sleep(0.05)
        children = _children(process.pid)
    assert len(children) >= WORKERS, children
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    deadline = time.time() + 10
    while time.time() < deadline and any(_alive(pid) for pid in children):
        time.sleep(0.1)
    assert not [pid for pid in children if _alive(pid)], children
    del os


def test_a_worker_whose_build_died_while_it_started_stops_at_once():
    """Killed before a worker set its death signal, the build sends none: the worker sees
    its parent is gone and stops (under load, a spawned worker takes seconds to start)."""
    import subprocess

    code = "from skirmishgen.build import die_with_parent; die_with_parent(1); print('alive')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (1, "")


def _children(pid: int) -> list[int]:
    from pathlib import Path

    tasks = Path(f"/proc/{pid}/task")
    found = []
    for task in tasks.iterdir() if tasks.exists() else []:
        children = task / "children"
        if children.exists():
            found += [int(c) for c in children.read_text().split()]
    return found


def _alive(pid: int) -> bool:
    from pathlib import Path

    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().split(") ", 1)[1][0] not in "ZX"
    except (OSError, IndexError):
        return False


@pytest.mark.parametrize("how", ["full-disk", "sigterm"])
def test_a_set_of_images_is_written_whole_or_not_at_all(tmp_path, monkeypatch, how):
    """--format png writes a file an image: a full disk or a stop at the third leaves no
    image, no manifest and no temporary file (not the first two). (The smallest trait
    deck: six images and the manifest.)"""
    import errno
    import os
    import signal

    from skirmishgen.testing.plugin import run_main

    real_fsync, calls = os.fsync, []

    def third_fails(descriptor: int) -> None:
        calls.append(descriptor)
        if len(calls) == 3:
            if how == "full-disk":
                raise OSError(errno.ENOSPC, "No space left on device")
            os.kill(os.getpid(), signal.SIGTERM)
            _signal_handled_here()
        real_fsync(descriptor)

    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(os, "fsync", third_fails)
    deck = ("deck", "abstract-skirmish", "--slots", "1", "--format", "png")
    code, _, err = run_main(*deck, "--out", "out/c.png")
    assert code in (2, 143) and len(err.strip().splitlines()) == 1, err
    assert len(calls) == 3 and list((tmp_path / "out").iterdir()) == []
