"""The roster builder in a real headless Chromium: build a legal 1 Stat Skirmish warband and
an AOF army from nothing, break a rule and see its finding at its entry, fix it, download
the YAML and the PDF and check both against the CLI. Skipped where no Chromium is installed
(.ci/run installs it)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from browser import at, fill, new_context, ready, settled, why_not
from skirmishgen.games import offering
from skirmishgen.output import rendered_pdf
from skirmishgen.press.paper import PAPERS
from skirmishgen.rosters import roster_sheet, validate_files

pytestmark = pytest.mark.skipif(why_not() is not None, reason=why_not() or "")


@pytest.fixture
def page(chromium):
    context = new_context(chromium, accept_downloads=True, viewport={"width": 1200, "height": 900})
    errors: list[str] = []
    opened = context.new_page()
    opened.on("pageerror", lambda error: errors.append(str(error)))
    yield opened
    context.close()
    assert errors == []


def choose(page, path: list, label: str) -> None:
    page.locator(f"{at(path)} select").first.select_option(label=label)


def verdict(page) -> str:
    settled(page)
    return page.locator("#verdict").get_attribute("class").split()[-1]


def download(page, button: str, folder: Path) -> Path:
    with page.expect_download() as arrived:
        page.click(button)
    target = folder / arrived.value.suggested_filename
    arrived.value.save_as(target)
    return target


def the_cli_sheet(path: Path) -> bytes:
    made = roster_sheet(path, PAPERS["a4"], False)
    assert made.product is not None
    return rendered_pdf(made.product)[1]


def test_the_start_page_shows_every_roster_game(page, site):
    page.goto(site)
    titles = page.locator(".game h3").all_inner_texts()
    games = offering(lambda game: game.rosters)
    assert "AOF: Skirmish v2.7" in titles
    assert titles == [game.credits.full_title for game in games]
    second = games[1].key  # a list of the second game, not just the first one's
    page.click("text=Start a blank list >> nth=1")
    page.wait_for_selector("main[data-ready=true]")
    assert page.url.endswith(f"/build/{second}")


def test_a_legal_warband_from_nothing_then_broken_fixed_and_downloaded(page, site, tmp_path):
    ready(page, f"{site}/build/one-stat-skirmish")
    assert page.locator(".entry").count() == 1  # a blank warband starts with its boss
    assert page.locator(f"{at(['fighters', 0, 'rank'])} select").input_value() == "0"  # boss
    fill(page, ["name"], "Test band")
    fill(page, ["fighters", 0, "name"], "Cpt. Test")
    fill(page, ["fighters", 0, "stat"], "6")
    page.locator(f"{at(['fighters', 0])} >> text=Add skill").first.click()
    fill(page, ["fighters", 0, "skills", 0], "ranger")
    for index, name in ((1, "Rook A"), (2, "Rook B")):
        page.click("text=Add fighter")
        fill(page, ["fighters", index, "name"], name)
        assert (
            page.locator(f"{at(['fighters', index, 'rank'])} select >> option:checked").inner_text()
            == "rookie"
        )
        fill(page, ["fighters", index, "stat"], "4")
    assert verdict(page) == "legal"
    assert "bosses 1 / 1" in page.locator("#tallies").inner_text()

    choose(page, ["fighters", 2, "rank"], "boss")  # a second boss breaks 1SS-BOSS
    assert verdict(page) == "illegal"
    at_fighter = page.locator(f"{at(['fighters', 2])} .finding").all_inner_texts()
    assert any(
        "1SS-BOSS" in text.split() and "Rook B is a second boss" in text for text in at_fighter
    )
    assert page.locator(f"{at(['fighters', 1])} .finding").count() == 0
    assert page.locator("#get-roster").is_disabled()

    choose(page, ["fighters", 2, "rank"], "rookie")
    assert verdict(page) == "legal"
    assert page.locator(".entry .finding").count() == 0

    saved = download(page, "#get-yaml", tmp_path)
    assert saved.name == "test-band.yaml"
    report = validate_files([saved], False)
    assert report.exit_code == 0
    names = [fighter.name for fighter in report.rosters[0].model.fighters]
    assert names == ["Cpt. Test", "Rook A", "Rook B"]
    sheet = download(page, "#get-roster", tmp_path)
    assert sheet.read_bytes() == the_cli_sheet(saved)


def test_an_army_over_its_points_shows_why_and_prints_once_fixed(page, site, tmp_path):
    ready(page, f"{site}/build/aof-skirmish")
    fill(page, ["name"], "Test army")
    fill(page, ["points_limit"], "100")
    fill(page, ["units", 0, "name"], "Champion")
    for key, value in (("quality", "3"), ("defense", "4"), ("cost", "60")):
        fill(page, ["units", 0, key], value)
    page.click("text=Add unit")
    fill(page, ["units", 1, "name"], "Warriors")
    for key, value in (("size", "5"), ("quality", "4"), ("defense", "4"), ("cost", "60")):
        fill(page, ["units", 1, key], value)
    assert verdict(page) == "illegal"
    over = page.locator(f"{at(['points_limit'])} .finding")
    assert "AOF-POINTS" in over.inner_text() and "over the limit of 100 by 20" in over.inner_text()
    assert "over" in page.locator("#tallies .tally").first.get_attribute("class")

    fill(page, ["points_limit"], "150")
    assert verdict(page) == "legal"
    assert page.locator("#tallies").inner_text().replace("\n", " ").startswith("points 120 / 150")
    saved = download(page, "#get-yaml", tmp_path)
    report = validate_files([saved], False)
    assert report.exit_code == 0 and report.rosters[0].model.points_limit == 150
    sheet = download(page, "#get-roster", tmp_path)
    assert sheet.read_bytes() == the_cli_sheet(saved)
    cheat = download(page, "#get-sheet", tmp_path)
    assert cheat.read_bytes().startswith(b"%PDF")


def test_markup_in_a_name_stays_text(page, site):
    ready(page, f"{site}/build/insta-skirmish?example=knights-of-the-board")
    scripts = page.locator("script").count()
    trap = "<img src=x onerror=document.body.dataset.owned=1><script>"
    fill(page, ["miniatures", 0, "name"], trap)
    settled(page)
    assert page.locator(f"{at(['miniatures', 0])} .title").inner_text() == trap
    assert page.locator("script").count() == scripts
    assert page.locator("img[src=x]").count() == 0
    assert page.evaluate("document.body.dataset.owned") is None


def test_on_a_phone_nothing_scrolls_sideways_and_the_keyboard_adds_a_unit(chromium, site):
    context = new_context(chromium, viewport={"width": 360, "height": 740}, is_mobile=True)
    try:
        page = ready(context.new_page(), f"{site}/build/abstract-skirmish?example=bobs-squad")
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= 360
        units = page.locator("fieldset.entries > .entry").count()
        page.locator("text=Add unit mat").focus()
        page.keyboard.press("Enter")
        settled(page)
        assert page.locator("fieldset.entries > .entry").count() == units + 1
        focused = page.evaluate("document.activeElement.closest('.entry').dataset.path")
        assert focused == json.dumps(["units", units], separators=(",", ":"))
    finally:
        context.close()
