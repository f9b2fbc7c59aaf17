"""The builder's words and hands, in a real headless Chromium: undo and redo, new entries
quietly incomplete in the game's words, focus and button names, the phone layout, an
accessibility check by axe-core, and the rulebooks' printed spellings shown as choices.
Skipped where no Chromium is installed (.ci/run installs it)."""

from __future__ import annotations

import pytest

from browser import at, fill, new_context, ready, saved_names, settled, start_page, why_not
from repo import ROOT

pytestmark = pytest.mark.skipif(why_not() is not None, reason=why_not() or "")

ROBYN = ROOT / "content/one-stat-skirmish/warbands/robyns-merry-men-training.yaml"


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
    assert unchecked.is_visible() and unchecked.inner_text().startswith("Not checked: unit costs")
    page.locator(f"{at(['units', 0])} button[aria-label^='Add weapon to']").first.click()
    settled(page)
    assert page.locator("#verdict").inner_text().startswith("Legal")  # warnings aside
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
    context = new_context(
        chromium, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
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
        context = new_context(chromium, viewport=viewport)
        try:
            page = context.new_page()
            for example in examples:
                ready(page, f"{site}/build/{example}")
                found[f"{example} at {viewport['width']}"] = axe_problems(page, script)
            fill(page, ["name"], "Kept for the start page")  # My rosters shows a row
            found[f"start at {viewport['width']}"] = axe_problems(start_page(page, site), script)
            assert saved_names(page) == ["Kept for the start page"]
        finally:
            context.close()
    assert all(problems == [] for problems in found.values()), found
    context = new_context(chromium)
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


def test_focus_stays_in_the_list_after_remove(context, site):
    page = ready(context.new_page(), f"{site}/build/insta-skirmish?example=knights-of-the-board")
    before = page.locator(f"{at(['miniatures', 1])} input").first.input_value()
    page.locator(f"{at(['miniatures', 0])} .entry-head button.danger").focus()
    page.keyboard.press("Enter")
    settled(page)
    focused = page.evaluate("document.activeElement.closest('[data-path]')?.dataset.path")
    assert focused is not None and focused.startswith('["miniatures",0')
    assert page.evaluate("document.activeElement.value") == before  # the next one, now first


def test_every_box_to_tick_is_a_24_pixel_target_on_a_phone(chromium, site):
    context = new_context(
        chromium, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True
    )
    try:
        page = ready(context.new_page(), f"{site}/build/one-stat-skirmish?example={ROBYN.stem}")
        sizes = page.evaluate(
            "() => [...document.querySelectorAll('input[type=checkbox]')]"
            ".filter((n) => n.offsetParent !== null)"
            ".map((n) => { const r = n.getBoundingClientRect(); return [r.width, r.height]; })"
        )
        assert sizes, "the example shows boxes to tick"
        assert all(w >= 24 and h >= 24 for w, h in sizes), sizes
    finally:
        context.close()


def test_a_finding_names_its_place_as_the_form_does(context, site):
    page = ready(context.new_page(), f"{site}/build/aof-skirmish?example=dwarf-raiders")
    page.locator("button:has-text('Add custom rule')").first.click()
    settled(page)
    assert page.locator("#verdict").inner_text() == "Legal"  # a new entry is never an error
    assert "say what the custom rule does" in page.locator(".gap").first.inner_text()
    fill(page, ["points_limit"], "0")
    findings = page.locator("#findings .finding.error").all_inner_texts()
    assert [f.lower().split(";")[0] for f in findings] == [
        "error points limit: should be 1 or more (got 0)"
    ]


def test_the_list_copies_as_text_for_a_chat(chromium, site):
    context = new_context(chromium)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        page = ready(context.new_page(), f"{site}/build/aof-skirmish?example=dwarf-raiders")
        page.click("#copy-text")
        page.wait_for_selector("#download-note:has-text('copied as text')")
        text = page.evaluate("navigator.clipboard.readText()")
    finally:
        context.close()
    lines = text.splitlines()
    assert lines[0] == "Dwarf Raiders (AOF: Skirmish v2.7)"
    assert lines[1].startswith("Legal \u00b7 ")
    assert "Units:" in lines
    assert any(line.startswith("- Dwarf Champion: ") and "Great Hammer" in line for line in lines)
    assert lines[-1].startswith(f"Open it checked: {site}/build/aof-skirmish#roster=SKG2")
    assert "_" not in "\n".join(lines[:-1]), text  # no file keys (points_limit) in a chat


@pytest.mark.parametrize(
    ("game", "size", "value"),
    [("aof-skirmish", "points_limit", "250"), ("insta-skirmish", "budget", "30")],
)
def test_a_new_list_asks_its_size_first_and_starts_legal(context, site, game, size, value):
    page = ready(context.new_page(), f"{site}/build/{game}")
    box = page.locator(f"{at([size])} input")
    assert page.evaluate("document.activeElement.id") == box.get_attribute("id")
    assert box.input_value() == value
    assert "set its" in page.locator("#kept-note").inner_text()
    assert page.locator("#verdict").inner_text().startswith("Legal")  # warnings aside


def test_a_bad_link_on_a_games_page_says_why(context, site):
    page = context.new_page()
    page.goto(f"{site}/build/aof-skirmish#roster=SKG2%3A!!!!")
    page.wait_for_selector("main[data-ready=true]")
    note = page.locator("#kept-note").inner_text()
    assert "damaged or incomplete" in note  # not hidden behind the new list's size question


def test_a_second_link_in_the_same_tab_opens_its_roster(context, site):
    from urllib.parse import quote

    from skirmishgen.loader import load_document
    from skirmishgen.passport import pack

    first = load_document(ROBYN).data
    second = dict(first, name="Second band")
    page = context.new_page()
    page.goto(f"{site}/build/one-stat-skirmish#roster={quote(pack(first), safe='')}")
    page.wait_for_selector("main[data-ready=true]")
    with page.expect_navigation():
        page.evaluate("hash => { location.hash = hash; }", f"roster={quote(pack(second), safe='')}")
    page.wait_for_selector("main[data-ready=true]")
    assert page.locator(f"{at(['name'])} input").input_value() == "Second band"
