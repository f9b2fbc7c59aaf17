"""The builder a player keeps using, in a real headless Chromium: rosters kept in the
browser across reloads and a restart of the server, the start page's "My rosters", share
links holding the printed QR's code, undo and redo, plain words for new entries, and the
phone layout. Skipped where no Chromium is installed (.ci/run installs it)."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from urllib.parse import quote

import pypdfium2
import pytest
import zxingcpp

from browser import ready, served, why_not
from skirmishgen.loader import load_document
from skirmishgen.output import rendered_pdf
from skirmishgen.passport import pack
from skirmishgen.press.paper import PAPERS
from skirmishgen.rosters import roster_sheet, validate_files
from skirmishgen.unpacking import unpack_code

pytestmark = pytest.mark.skipif(why_not() is not None, reason=why_not() or "")

ROOT = Path(__file__).resolve().parent.parent
ROBYN = ROOT / "content/one-stat-skirmish/warbands/robyns-merry-men-training.yaml"
AOF = ROOT / "content/aof-skirmish/armies/dwarf-raiders.yaml"


@pytest.fixture
def context(chromium):
    made = chromium.new_context(accept_downloads=True, viewport={"width": 1200, "height": 900})
    errors: list[str] = []
    made.on("page", lambda page: page.on("pageerror", lambda error: errors.append(str(error))))
    yield made
    made.close()
    assert errors == []


def at(path: list) -> str:
    return f"[data-path='{json.dumps(path, separators=(',', ':'))}']"


def settled(page) -> None:
    page.wait_for_selector("main[data-busy=false]", timeout=10_000)


def fill(page, path: list, value: str) -> None:
    page.locator(f"{at(path)} input").first.fill(value)
    settled(page)


def start_page(page, url: str):
    page.goto(url)
    page.wait_for_selector("#start[data-ready=true]")
    return page


def saved_names(page) -> list[str]:
    return page.locator("#saved-list tbody .name").all_inner_texts()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_roster_survives_a_reload_and_a_restart_of_serve(chromium):
    port = free_port()
    context = chromium.new_context()
    try:
        with served(port) as url:
            page = ready(context.new_page(), f"{url}/build/one-stat-skirmish")
            fill(page, ["name"], "Kept band")
            fill(page, ["fighters", 0, "name"], "Cpt. Kept")
            assert "?id=" in page.url
            page.reload()
            page.wait_for_selector("main[data-ready=true]")
            assert page.locator(f"{at(['fighters', 0, 'name'])} input").input_value() == "Cpt. Kept"
        with served(port) as url:  # the same address after a restart: the same storage
            page = start_page(context.new_page(), url)
            assert saved_names(page) == ["Kept band"]
            row = page.locator("#saved-list tbody tr").first
            assert "1 Stat Skirmish" in row.inner_text() and "Not legal" in row.inner_text()
            page.click("#saved-list tbody .name a")
            page.wait_for_selector("main[data-ready=true]")
            assert page.locator(f"{at(['name'])} input").input_value() == "Kept band"
    finally:
        context.close()


def test_an_example_opened_and_left_alone_is_not_kept(context, site):
    page = ready(context.new_page(), f"{site}/build/aof-skirmish?example=dwarf-raiders")
    settled(page)
    assert "?id=" not in page.url
    assert saved_names(start_page(page, site)) == []


def test_my_rosters_rename_duplicate_delete_with_undo_export_and_import(context, site, tmp_path):
    page = ready(context.new_page(), f"{site}/build/insta-skirmish?example=knights-of-the-board")
    fill(page, ["name"], "Board knights")
    start_page(page, site)
    page.click("text=Rename")
    page.keyboard.press("Control+A")
    page.keyboard.type("Renamed knights")
    page.keyboard.press("Enter")
    assert saved_names(page) == ["Renamed knights"]
    page.click("button[aria-label='Duplicate Renamed knights']")
    assert sorted(saved_names(page)) == ["Renamed knights", "Renamed knights (copy)"]
    with page.expect_download() as arrived:
        page.click("#export-all")
    exported = tmp_path / arrived.value.suggested_filename
    arrived.value.save_as(exported)
    kept = json.loads(exported.read_text(encoding="utf-8"))
    assert sorted(r["data"]["name"] for r in kept["rosters"]) == sorted(saved_names(page))

    page.click("button[aria-label='Delete Renamed knights (copy)']")
    assert saved_names(page) == ["Renamed knights"]
    assert "Deleted Renamed knights (copy)" in page.locator("#saved-note").inner_text()
    page.click("#saved-note >> text=Undo")
    assert len(saved_names(page)) == 2
    page.click("button[aria-label='Delete Renamed knights (copy)']")
    page.click("button[aria-label='Delete Renamed knights']")
    assert saved_names(page) == []
    page.set_input_files("#import-all", str(exported))
    assert sorted(saved_names(page)) == ["Renamed knights", "Renamed knights (copy)"]
    assert "2 rosters added" in page.locator("#saved-note").inner_text()
    page.click("#saved-list >> text=Renamed knights >> nth=0")
    page.wait_for_selector("main[data-ready=true]")
    assert page.locator(f"{at(['name'])} input").input_value().startswith("Renamed knights")


def test_storage_turned_off_is_said_in_one_line_and_download_still_works(chromium, site, tmp_path):
    context = chromium.new_context(accept_downloads=True)
    context.add_init_script(
        "Storage.prototype.setItem = function () {"
        " throw new DOMException('full', 'QuotaExceededError'); };"
    )
    try:
        page = ready(context.new_page(), f"{site}/build/one-stat-skirmish")
        fill(page, ["name"], "Unkept band")
        note = page.locator("#kept-note").inner_text()
        assert "not keeping rosters" in note and "download the YAML" in note
        assert len(note.splitlines()) == 1
        with page.expect_download() as arrived:
            page.click("#get-yaml")
        saved = tmp_path / "unkept.yaml"
        arrived.value.save_as(saved)
        assert load_document(saved).data["name"] == "Unkept band"
    finally:
        context.close()


def the_printed_code(roster: Path, tmp_path: Path) -> str:
    """The text of the QR code on ``roster``'s printed sheet, read from the page image."""
    made = roster_sheet(roster, PAPERS["a4"], False)
    assert made.product is not None
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(rendered_pdf(made.product)[1])
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        image = document[0].render(scale=150 / 72).to_pil()
    finally:
        document.close()
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1
    return found[0].text


def test_a_link_with_the_printed_code_opens_that_roster_checked(context, site, tmp_path):
    code = the_printed_code(AOF, tmp_path)
    page = context.new_page()
    page.goto(f"{site}/#roster={quote(code, safe='')}")
    page.wait_for_url("**/build/aof-skirmish#roster=*")
    page.wait_for_selector("main[data-ready=true]")
    settled(page)
    assert page.locator(f"{at(['name'])} input").input_value() == "Dwarf Raiders"
    assert page.locator("#verdict").inner_text() == "Legal"
    assert "Opened from a share link" in page.locator("#kept-note").inner_text()
    page.click("#keep-link")
    assert saved_names(start_page(page, site)) == ["Dwarf Raiders"]


def test_copy_link_gives_the_sheets_code_and_a_fresh_browser_opens_it(chromium, site, tmp_path):
    first = chromium.new_context(accept_downloads=True)
    first.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page = ready(first.new_page(), f"{site}/build/one-stat-skirmish?example={ROBYN.stem}")
        fill(page, ["name"], "Shared men")
        page.click("#copy-link")
        page.wait_for_selector("#share:not([hidden])")
        link = page.locator("#share-link").input_value()
        assert link == page.evaluate("navigator.clipboard.readText()")
        with page.expect_download() as arrived:
            page.click("#get-yaml")
        saved = tmp_path / "shared.yaml"
        arrived.value.save_as(saved)
    finally:
        first.close()
    assert link.startswith(f"{site}/#roster=")
    data = load_document(saved).data
    assert link.split("#roster=", 1)[1] == quote(pack(data), safe="-_.!~*'()")
    assert the_printed_code(saved, tmp_path) == pack(data)  # the QR and the link: one code
    yaml_text, report = unpack_code(link, None, False)  # and unpack reads the link
    assert load_document(Path("x.yaml"), yaml_text).data == data
    assert report.exit_code == validate_files([saved], False).exit_code

    second = chromium.new_context()  # nothing kept here: the link alone carries the roster
    try:
        page = second.new_page()
        page.goto(link)
        page.wait_for_selector("main[data-ready=true]")
        settled(page)
        assert page.locator(f"{at(['name'])} input").input_value() == "Shared men"
        names = page.locator(f"{at(['fighters'])} > .entry .title").all_inner_texts()
        assert names == [fighter["name"] for fighter in data["fighters"]]
    finally:
        second.close()


def test_a_damaged_link_says_so_in_one_line(context, site):
    page = context.new_page()
    page.goto(f"{site}/#roster=SKG1%3ANOT-A-CODE")
    note = page.locator("#link-note")
    note.wait_for()
    assert note.inner_text() == (
        "The roster code in the link is damaged or cut short; copy the whole link again."
    )


def test_undo_takes_back_a_remove_and_redo_does_it_again(context, site):
    page = ready(context.new_page(), f"{site}/build/one-stat-skirmish?example={ROBYN.stem}")
    fighters = f"{at(['fighters'])} > .entry"
    names = page.locator(f"{fighters} .title").all_inner_texts()
    page.click(f"{at(['fighters', 1])} .entry-head button:has-text('Remove')")
    settled(page)
    assert page.locator(f"{fighters} .title").all_inner_texts() == names[:1] + names[2:]
    assert f"Removed {names[1]}." in page.locator("#history-note").inner_text()
    page.click("#history-note >> text=Undo")
    settled(page)
    assert page.locator(f"{fighters} .title").all_inner_texts() == names
    page.keyboard.press("Control+Shift+Z")
    settled(page)
    assert page.locator(f"{fighters} .title").all_inner_texts() == names[:1] + names[2:]
    page.keyboard.press("Control+Z")
    fill(page, ["fighters", 0, "name"], "Typed name")
    page.click("#undo")  # typing in one field is one step
    settled(page)
    assert page.locator(f"{at(['fighters', 0, 'name'])} input").input_value() == names[0]
    assert page.locator(f"{fighters} .title").all_inner_texts() == names


def test_new_entries_start_quietly_incomplete_in_the_games_words(context, site):
    page = ready(context.new_page(), f"{site}/build/one-stat-skirmish?example={ROBYN.stem}")
    before = page.locator("#verdict").inner_text()
    for text in ("Add skill to", "Add own skill to"):
        page.locator(f"{at(['fighters', 1])} button[aria-label^='{text}']").first.click()
        settled(page)
        assert page.locator("#verdict").inner_text() == before  # left out until filled in
    gaps = page.locator(f"{at(['fighters', 1])} .gap").all_inner_texts()
    assert gaps == [
        "choose a skill; it is left out until then",
        "name the skill; it is left out until then",
    ]
    shown = page.locator("main").inner_text()
    for jargon in ("Not readable", "CustomSkill", "WeaponSpec", "how to give it", "(none)"):
        assert jargon not in shown
    assert page.locator(f"{at(['format'])} select option:checked").inner_text() in (
        "training",
        "standard (the default)",
    )

    page = ready(context.new_page(), f"{site}/build/aof-skirmish?example=dwarf-raiders")
    unchecked = page.locator("#unchecked")
    assert unchecked.is_visible() and "army book" in unchecked.inner_text()  # said, in a line
    page.locator(f"{at(['units', 0])} button[aria-label^='Add weapon to']").first.click()
    settled(page)
    assert page.locator("#verdict").inner_text() == "Legal"
    labels = page.locator(f"{at(['units', 0])} button").evaluate_all(
        "nodes => nodes.map(n => n.getAttribute('aria-label') || n.textContent)"
    )
    assert len(labels) == len(set(labels)), labels


def test_focus_stays_after_a_select_and_button_names_follow_a_rename(context, site):
    page = ready(context.new_page(), f"{site}/build/insta-skirmish?example=knights-of-the-board")
    select = page.locator(f"{at(['miniatures', 0, 'die'])} select")
    select.focus()
    select.select_option(index=1)
    settled(page)
    assert page.evaluate("document.activeElement.id") == select.get_attribute("id")
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.closest('.entry') !== null")

    fill(page, ["miniatures", 0, "name"], "Sir Renamed")
    remove = page.locator(f"{at(['miniatures', 0])} .entry-head button.danger")
    assert remove.get_attribute("aria-label") == "Remove Sir Renamed"
    assert page.locator(f"{at(['miniatures', 0])} .entry-head .title").inner_text() == "Sir Renamed"


OVERLAPS = """() => {
  const shown = [...document.querySelectorAll('button, input, select, a.button')]
    .filter((n) => n.offsetParent !== null)
    .map((n) => [n, n.getBoundingClientRect()]);
  const found = [];
  for (let i = 0; i < shown.length; i += 1) {
    for (let j = i + 1; j < shown.length; j += 1) {
      const [a, r] = shown[i];
      const [b, s] = shown[j];
      if (a.contains(b) || b.contains(a)) continue;
      const wide = Math.min(r.right, s.right) - Math.max(r.left, s.left);
      const high = Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top);
      if (wide > 1 && high > 1) found.push(`${a.id || a.textContent} / ${b.id || b.textContent}`);
    }
  }
  return found;
}"""

EXAMPLES = [
    "one-stat-skirmish?example=robyns-merry-men-training",
    "aof-skirmish?example=dwarf-raiders",
    "insta-skirmish?example=knights-of-the-board",
    "abstract-skirmish?example=bobs-squad",
]


def test_on_a_phone_no_control_covers_another_and_the_downloads_are_one_tap_away(chromium, site):
    context = chromium.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    try:
        page = context.new_page()
        for example in EXAMPLES:
            ready(page, f"{site}/build/{example}")
            assert page.evaluate(OVERLAPS) == [], example
            assert page.evaluate("document.documentElement.scrollWidth") <= 390
        page.evaluate("window.scrollTo(0, document.body.scrollHeight / 2)")
        verdict = page.locator("#verdict").bounding_box()
        assert verdict is not None and 0 <= verdict["y"] < 844  # the verdict stays in view
        page.tap("a.jump")
        page.wait_for_function(
            "(() => { const r = document.getElementById('get-roster').getBoundingClientRect();"
            " return r.top >= 0 && r.bottom <= innerHeight; })()"
        )
    finally:
        context.close()


def test_axe_finds_nothing_serious_on_any_page_on_a_desk_or_a_phone(chromium, site):
    """Every game's builder on a desk; the start page (with a kept roster) and a builder
    on a phone, where the layout differs."""
    from browser import AXE_MISSING, axe_problems, axe_script

    script = axe_script()
    if script is None:
        pytest.skip(AXE_MISSING)
    found = {}
    for viewport, examples in (
        ({"width": 1200, "height": 900}, EXAMPLES),
        ({"width": 390, "height": 844}, EXAMPLES[:1]),
    ):
        context = chromium.new_context(viewport=viewport)
        try:
            page = context.new_page()
            for example in examples:
                ready(page, f"{site}/build/{example}")
                fill(page, ["name"], f"Kept {example}")
                found[f"{example} at {viewport['width']}"] = axe_problems(page, script)
            found[f"start at {viewport['width']}"] = axe_problems(start_page(page, site), script)
            assert len(saved_names(page)) == len(examples)
        finally:
            context.close()
    assert all(problems == [] for problems in found.values()), found
    context = chromium.new_context()
    try:
        planted = start_page(context.new_page(), site)
        planted.evaluate("document.body.append(document.createElement('img'))")
        assert any("image-alt" in line for line in axe_problems(planted, script))  # it can fail
    finally:
        context.close()


PRINTED_SPELLINGS = """\
system: one-stat-skirmish
name: Printed band
format: Standard
fighters:
  - {name: Big Boss, rank: Boss, stat: 6, skills: [Force User]}
  - {name: Shield Guy, rank: Rookie, stat: 4, role: Meat Shield}
"""


def test_a_file_in_the_rulebooks_spellings_opens_with_its_choices_shown(context, site, tmp_path):
    roster = tmp_path / "printed.yaml"
    roster.write_text(PRINTED_SPELLINGS, encoding="utf-8")
    page = start_page(context.new_page(), site)
    page.set_input_files("#upload", str(roster))
    page.wait_for_selector("main[data-ready=true]")
    settled(page)
    checked = {
        key: page.locator(f"{at(path)} select option:checked").inner_text()
        for key, path in (
            ("format", ["format"]),
            ("rank", ["fighters", 0, "rank"]),
            ("role", ["fighters", 1, "role"]),
        )
    }
    assert checked == {"format": "standard (the default)", "rank": "boss", "role": "meat-shield"}
    assert "not a choice" not in page.locator("main").inner_text()
    assert saved_names(start_page(page, site)) == ["Printed band"]  # an upload is kept at once
