"""``skirmishgen site``'s folder, served by a plain static server on loopback, in headless
Chromium with every request to another origin refused: the builder runs skirmishgen in
the page (Pyodide) and gives the verdict and the roster sheet the command line gives.
Skipped where no Chromium is installed (.ci/run installs it) or Pyodide cannot be
fetched."""

from __future__ import annotations

import contextlib
import functools
import http.server
import json
import re
import statistics
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from browser import new_context, why_not
from codes import printed_code
from skirmishgen.errors import SkirmishgenError
from skirmishgen.games import offering
from skirmishgen.output import rendered_pdf
from skirmishgen.press.paper import PAPERS
from skirmishgen.rosters import roster_sheet, validate_files

pytestmark = pytest.mark.skipif(why_not() is not None, reason=why_not() or "")

ROSTER = Path(__file__).parents[2] / "content" / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    from skirmishgen.site.folder import write_site

    out = tmp_path_factory.mktemp("site") / "builder"
    try:
        size = write_site(out)
    except SkirmishgenError as error:  # no network to npm or PyPI here, and no cache
        pytest.skip(f"the site cannot be made here: {error}")
    assert size <= 25_000_000
    return out


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@contextlib.contextmanager
def serving(folder: Path) -> Iterator[tuple[str, Callable[[], None]]]:
    """``folder`` served by Python's own static server on a free loopback port: its URL,
    and a function that stops it."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    stopped = False

    def stop() -> None:
        nonlocal stopped
        if not stopped:
            stopped = True
            server.shutdown()
            server.server_close()

    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/", stop
    finally:
        stop()


@pytest.fixture(scope="module")
def static_server(folder):
    with serving(folder) as (url, _):
        yield url


@pytest.fixture
def sealed(chromium, static_server):
    """A browser context that may reach the static server and nothing else; what it tried
    to reach elsewhere, and the pages' errors, must stay empty."""
    context = new_context(chromium, accept_downloads=True)
    elsewhere: list[str] = []
    errors: list[str] = []

    def only_here(route) -> None:
        if route.request.url.startswith(static_server):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    context.route("**/*", only_here)
    context.on("page", lambda page: page.on("pageerror", lambda e: errors.append(str(e))))
    yield context
    context.close()
    assert elsewhere == []
    assert errors == []


def test_the_site_holds_every_file_it_needs_and_says_whose_they_are(folder):
    names = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    assert {"index.html", "worker.js", "sw.js", "CREDITS.md"} <= names
    assert "build/aof-skirmish/index.html" in names
    lock = json.loads((folder / "pyodide" / "pyodide-lock.json").read_text())
    for package in lock["packages"].values():
        assert f"pyodide/{package['file_name']}" in names
    assert "Pyodide" in (folder / "CREDITS.md").read_text()
    from skirmishgen.site.worker import answer

    for game in offering(lambda game: game.rosters):  # answered ahead, the same bytes
        made = folder / "api" / "form" / f"{game.key}.json"
        assert made.read_bytes() == answer("GET", f"/api/form/{game.key}")[2]
    for page in folder.rglob("*.html"):
        text = page.read_text()
        assert "Content-Security-Policy" in text
        assert "http://" not in text and "https://" not in text, page


def test_the_builder_runs_in_the_browser_with_no_other_host(sealed, static_server, tmp_path):
    page = sealed.new_page()
    started = time.monotonic()
    page.goto(f"{static_server}build/aof-skirmish/?example=dwarf-raiders")
    page.wait_for_selector("main[data-ready=true]", timeout=60_000)
    page.wait_for_selector("main[data-busy=false]", timeout=60_000)
    first_verdict = time.monotonic() - started
    yaml = _download(page, "#get-yaml", tmp_path)
    report = validate_files([yaml], False)
    assert report.exit_code == validate_files([ROSTER], False).exit_code == 0
    assert "legal" in page.locator("#verdict").get_attribute("class").split()
    assert page.locator("#findings li.finding").count() == len(report.findings)
    pdf = _download(page, "#get-roster", tmp_path)
    made = roster_sheet(yaml, PAPERS["a4"], False, share_url=static_server)  # its own address
    assert made.product is not None
    assert pdf.read_bytes() == rendered_pdf(made.product)[1]
    checks = page.evaluate(EDITS, 20)
    print(
        f"first verdict {first_verdict:.1f} s after a cold load; an edit's check "
        f"{statistics.median(checks):.0f} ms (median of {len(checks)})"
    )
    assert first_verdict < 60


EDITS = """async (count) => {
  const input = document.querySelector(`[data-path='["name"]'] input`);
  const main = document.getElementById('builder');
  const until = (busy) => new Promise((done) => {
    const look = () => (main.dataset.busy === busy ? done() : setTimeout(look, 1));
    look();
  });
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    input.value = `Raiders ${i}`;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await until('true');
    await until('false');
    times.push(performance.now() - start);
  }
  return times;
}"""


def test_a_builder_opened_once_opens_again_with_the_server_stopped(chromium, folder):
    with serving(folder) as (url, stop):
        context = new_context(chromium)
        page = context.new_page()
        page.goto(f"{url}build/aof-skirmish/?example=dwarf-raiders")
        page.wait_for_selector("main[data-ready=true]", timeout=60_000)
        page.evaluate(
            "async () => { await navigator.serviceWorker.ready;"
            " while (!navigator.serviceWorker.controller)"
            " await new Promise(r => setTimeout(r, 50)); }"
        )
        stop()
        page.reload()
        page.wait_for_selector("main[data-ready=true]", timeout=60_000)
        page.wait_for_selector("main[data-busy=false]", timeout=60_000)
        assert "legal" in page.locator("#verdict").get_attribute("class").split()
        page.goto(f"{url}build/aof-skirmish?example=dwarf-raiders")  # no slash: the same page
        page.wait_for_selector("main[data-ready=true]", timeout=60_000)
        context.close()


def _download(page, button: str, folder: Path) -> Path:
    with page.expect_download(timeout=60_000) as arrived:
        page.click(button)
    target = folder / arrived.value.suggested_filename
    arrived.value.save_as(target)
    return target


def shipped_rosters() -> list[Path]:
    return [path for game in offering(lambda game: game.rosters) for path in game.examples()]


def test_every_sheets_code_opens_its_roster_with_validates_findings(
    sealed, static_server, tmp_path
):
    """Each shipped roster's printed link, read back from its sheet: the first opens its
    game's builder page, read only; the others are unpacked and checked by that page's
    skirmishgen (one Python start for all), as their own pages do on opening."""
    links = {roster: printed_code(roster, tmp_path, static_server) for roster in shipped_rosters()}
    page = sealed.new_page()
    first, link = next(iter(links.items()))
    page.goto(link)
    page.wait_for_selector("main[data-ready=true]", timeout=60_000)
    page.wait_for_selector("main[data-busy=false]", timeout=60_000)
    shown = sorted(page.locator("#findings .rule").all_inner_texts())
    legal = "legal" in page.locator("#verdict").get_attribute("class").split()
    assert (legal, shown) == _validated(first)
    assert page.locator("#roster").evaluate("form => form.inert")
    assert page.locator("#keep-link").inner_text() == "Edit a copy"
    for roster, link in links.items():
        assert re.match(rf"{static_server}build/[a-z0-9-]+/#roster=SKG2:", link)
        checked = page.evaluate(OPEN_LINK, link.partition("#")[2])
        assert (checked["legal"], sorted(checked["rules"])) == _validated(roster), roster.name


def _validated(roster: Path) -> tuple[bool, list[str]]:
    report = json.loads(validate_files([roster], False).as_json())
    return report["files"][0]["legal"], sorted(f["rule"] for f in report["findings"] if f["rule"])


OPEN_LINK = """async (hash) => {
  const store = window.Skirmishgen;
  const data = await store.unpack(store.linkCode(`#${hash}`));
  const answer = await (await store.api('/api/check', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data),
  })).json();
  return { legal: answer.legal, rules: answer.findings.map((f) => f.rule).filter(Boolean) };
}"""


def test_a_hostile_link_is_refused_in_one_line_and_nothing_runs(sealed, static_server):
    from urllib.parse import quote

    from skirmishgen.passport import pack

    hostile = {
        "unpacks to more than 256 KB; not a roster.": {"system": "aof", "name": "A" * 300_000},
        "which has no builder here.": {"system": '<img src=x onerror="window.ran=1">'},
    }
    page = sealed.new_page()
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(static_server)
    page.wait_for_selector("#start[data-ready=true]")
    note = page.locator("#link-note")
    for said, data in hostile.items():
        page.evaluate("hash => { location.hash = hash; }", f"roster={quote(pack(data), safe='')}")
        page.wait_for_function(
            "said => document.getElementById('link-note').textContent.includes(said)",
            arg=said,
            timeout=60_000,
        )
        text = note.inner_text().strip()
        assert text.endswith(said)
        assert "\n" not in text
    assert page.locator("#link-note img").count() == 0
    assert page.evaluate("window.ran === undefined")
    assert dialogs == []
