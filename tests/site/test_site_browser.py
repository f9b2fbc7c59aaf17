"""``skirmishgen site``'s folder, served by a plain static server on loopback, in headless
Chromium with every request to another origin refused: the builder runs skirmishgen in
the page (Pyodide) and gives the verdict and the roster sheet the command line gives.
Skipped where no Chromium is installed (.ci/run installs it) or Pyodide cannot be
fetched."""

from __future__ import annotations

import functools
import http.server
import json
import threading
import time
from pathlib import Path

import pytest

from browser import new_context, why_not
from skirmishgen.errors import SkirmishgenError
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


@pytest.fixture(scope="module")
def static_server(folder):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


def test_the_site_holds_every_file_it_needs_and_says_whose_they_are(folder):
    names = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    assert {"index.html", "worker.js", "sw.js", "CREDITS.md"} <= names
    assert "build/aof-skirmish/index.html" in names
    lock = json.loads((folder / "pyodide" / "pyodide-lock.json").read_text())
    for package in lock["packages"].values():
        assert f"pyodide/{package['file_name']}" in names
    assert "Pyodide" in (folder / "CREDITS.md").read_text()
    for page in folder.rglob("*.html"):
        text = page.read_text()
        assert "Content-Security-Policy" in text
        assert "http://" not in text and "https://" not in text, page


def test_the_builder_runs_in_the_browser_with_no_other_host(chromium, static_server, tmp_path):
    context = new_context(chromium, accept_downloads=True, bypass_csp=False)
    elsewhere: list[str] = []

    def only_here(route) -> None:
        if route.request.url.startswith(static_server):
            route.continue_()
        else:
            elsewhere.append(route.request.url)
            route.abort()

    context.route("**/*", only_here)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
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
    made = roster_sheet(yaml, PAPERS["a4"], False)
    assert made.product is not None
    assert pdf.read_bytes() == rendered_pdf(made.product)[1]
    assert elsewhere == []
    assert errors == []
    print(f"first verdict {first_verdict:.1f} s after a cold load")
    context.close()


def _download(page, button: str, folder: Path) -> Path:
    with page.expect_download(timeout=60_000) as arrived:
        page.click(button)
    target = folder / arrived.value.suggested_filename
    arrived.value.save_as(target)
    return target
