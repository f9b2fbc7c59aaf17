"""The README and the site's pages as a newcomer reads them: the README is a front door of
one screen that starts with the two set-up commands; every command a page shows is one a
test runs or says why not; examples write under output/ (which git ignores); the API table
lists every route; history stays in the CHANGELOG."""

from __future__ import annotations

import re
import shlex

import pytest

from repo import CHANGELOG, DOCS, README, ROOT, doc_pages

SETUP = [
    "python3 tools/bootstrap.py && .venv/bin/pip install . && "
    ".venv/bin/skirmishgen deck --edition 5",
    ".venv/bin/pip install '.[test]' && .venv/bin/python -m pytest",
]
"""The README's first block, which CI runs verbatim."""
PRODUCTS = {"deck", "kit", "sheet", "booklet", "roster", "calibrate", "build"}
"""Commands whose --out is a generated file (unpack's is a roster file the user keeps)."""


def test_the_readme_opens_with_the_two_setup_commands():
    """Its first block, on the first screen (before any section), is the two commands."""
    text = README.read_text(encoding="utf-8")
    first = text.index("```")
    assert text[first:].startswith("```sh\n" + "\n".join(SETUP) + "\n```\n")
    assert "\n## " not in text[:first] and len(text[:first].splitlines()) <= 8


def test_the_readme_fits_on_a_screen():
    assert README.stat().st_size <= 10_000


def test_the_changelog_keeps_a_changelog():
    text = CHANGELOG.read_text(encoding="utf-8")
    assert text.startswith("# Changelog")
    assert "## [Unreleased]" in text
    for kind in ("Added", "Changed", "Fixed"):
        assert f"### {kind}" in text


@pytest.mark.parametrize("page", doc_pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_history_stays_in_the_changelog(page):
    """No issue numbers in the pages: what changed when is the CHANGELOG's."""
    found = re.findall(r"\b(?:issues?|review) \d+", page.read_text(encoding="utf-8"), re.I)
    assert not found, found


def test_every_other_command_shown_says_why_it_is_not_run(request):
    """A command a page shows that is not skirmishgen's is in conftest's NOT_RUN, with its
    reason (the install lines CI runs, servers, benchmarks)."""
    not_run = request.getfixturevalue("not_run")
    unexplained = []
    for page in doc_pages():
        for where, command in request.getfixturevalue("shown_on")(page)[1]:
            if not any(command.startswith(prefix) for prefix in not_run):
                unexplained.append(f"{where}: {command}")
    assert not unexplained, unexplained


def test_example_outputs_go_under_output(request):
    """What an example writes lands in output/, which git ignores, not in a new folder."""
    checked = 0
    for page in doc_pages():
        for shown in request.getfixturevalue("shown_on")(page)[0]:
            words = shlex.split(shown.line.split(" > ")[0])
            if words[1] not in PRODUCTS or "--out" not in words:
                continue
            assert words[words.index("--out") + 1].startswith("output/"), shown.name
            checked += 1
    assert checked >= 10


def test_the_api_table_lists_every_route():
    from skirmishgen.serve.app import ROUTES

    text = (DOCS / "reference" / "api.md").read_text(encoding="utf-8")
    table = set(re.findall(r"^\| `[^|]*", text, re.M))
    written = {
        (method, path)
        for row in table
        for method, path in re.findall(r"(GET|POST) (/api/[^`?\[, ]*)", row)
    }
    served = {
        (method, route.path)
        for route in ROUTES
        if route.path.startswith("/api/")
        for method in sorted(route.methods - {"HEAD"})
    }
    written = {(method, re.sub(r"<(\w+)>", r"{\1}", path)) for method, path in written}
    assert written == served


def test_every_page_is_in_the_sites_navigation():
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for page in DOCS.rglob("*.md"):
        assert page.relative_to(DOCS).as_posix() in nav, page


def test_pages_link_only_to_pages_that_exist():
    for page in doc_pages():
        for target in re.findall(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)", page.read_text("utf-8")):
            if not target.startswith("http"):
                assert (page.parent / target).is_file(), f"{page.name}: {target}"


def test_fenced_blocks_are_closed():
    for page in doc_pages():
        text = page.read_text(encoding="utf-8")
        assert len(re.findall(r"^```", text, re.M)) % 2 == 0, page
