"""The builder a player keeps using, in a real headless Chromium: rosters kept in the
browser across reloads and a restart of the server, the start page's "My rosters", share
links holding the printed QR's code, undo and redo, plain words for new entries, and the
phone layout. Skipped where no Chromium is installed (.ci/run installs it)."""

from __future__ import annotations

import json
import socket
from pathlib import Path
from urllib.parse import quote

import pytest

from browser import at, fill, new_context, ready, saved_names, served, settled, start_page, why_not
from codes import printed_code
from repo import ROOT
from skirmishgen.loader import load_document
from skirmishgen.passport import pack
from skirmishgen.rosters import validate_files
from skirmishgen.unpacking import unpack_code

pytestmark = pytest.mark.skipif(why_not() is not None, reason=why_not() or "")

ROBYN = ROOT / "content/one-stat-skirmish/warbands/robyns-merry-men-training.yaml"
AOF = ROOT / "content/aof-skirmish/armies/dwarf-raiders.yaml"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_roster_survives_a_reload_and_a_restart_of_serve(chromium):
    port = free_port()
    context = new_context(chromium)
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
    page.wait_for_selector("#saved-note:has-text('2 rosters added')")  # the file is read
    assert sorted(saved_names(page)) == ["Renamed knights", "Renamed knights (copy)"]
    page.click("#saved-list >> text=Renamed knights >> nth=0")
    page.wait_for_selector("main[data-ready=true]")
    assert page.locator(f"{at(['name'])} input").input_value().startswith("Renamed knights")


def test_storage_turned_off_is_said_in_one_line_and_download_still_works(chromium, site, tmp_path):
    context = new_context(chromium, accept_downloads=True)
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


def test_a_link_with_the_printed_code_opens_that_roster_checked(context, site, tmp_path):
    code = printed_code(AOF, tmp_path, dpi=150)
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
    first = new_context(chromium, accept_downloads=True)
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
    assert link.startswith(f"{site}/build/one-stat-skirmish#roster=")  # its game's page
    data = load_document(saved).data
    assert link.split("#roster=", 1)[1] == quote(pack(data), safe="-_.!~*'()")
    assert printed_code(saved, tmp_path, dpi=150) == pack(data)  # the QR and the link: one code
    yaml_text, report = unpack_code(link, None, False)  # and unpack reads the link
    assert load_document(Path("x.yaml"), yaml_text).data == data
    assert report.exit_code == validate_files([saved], False).exit_code

    second = new_context(chromium)  # nothing kept here: the link alone carries the roster
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
    page.goto(f"{site}/#roster=SKG2%3ANOT-A-CODE")
    note = page.locator("#link-note")
    note.wait_for()
    assert note.inner_text() == (
        "The link: the code's text is damaged or incomplete; copy the whole link again."
    )
