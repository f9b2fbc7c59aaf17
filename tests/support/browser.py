"""A headless Chromium driven by Playwright, pointed at the distribution's browser (Playwright's
own download cannot be reached), and a running ``skirmishgen serve`` to point it at. Used by
the browser tests and by picture.py for the README's screenshot."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def chromium() -> str | None:
    """The Chromium to drive: $SKIRMISHGEN_CHROMIUM, else the distribution's."""
    named = os.environ.get("SKIRMISHGEN_CHROMIUM")
    if named:
        return named
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return None


def why_not() -> str | None:
    """Why browser tests cannot run here, or None when they can."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install '.[test]')"
    if chromium() is None:
        return "no Chromium installed (apt-get install chromium); browser tests skipped"
    return None


@contextmanager
def served(port: int = 0) -> Iterator[str]:
    """The builder app on loopback ``port`` (0: a free one), served by uvicorn in a thread
    of this process (test_serve.py runs the command itself); yields its URL."""
    import threading

    import uvicorn

    from skirmishgen.serve.app import make_app
    from skirmishgen.serve.run import bind

    sock = bind("127.0.0.1", port)
    config = uvicorn.Config(make_app(), log_level="warning", access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        thread.join(0.02)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()


QUICK_CHECKS = "window.skirmishgenCheckPause = 0;"
"""The builder checks a roster a pause after the last edit (200 ms, so that typing is
checked once it stops); a test fills a field at once and waits for the check anyway
(``settled``), so its pages check at once."""


def new_context(launched: Any, **options: Any) -> Any:
    """A fresh context of ``launched`` (its own storage) whose builder pages check an edit
    at once: the browser tests' contexts, each of them."""
    context = launched.new_context(**options)
    context.add_init_script(QUICK_CHECKS)
    return context


@contextmanager
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        launched = driver.chromium.launch(executable_path=chromium(), args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            launched.close()


def axe_script() -> str | None:
    """axe-core's script (from npm: $SKIRMISHGEN_AXE, else a node_modules folder here or
    above), or None."""
    named = os.environ.get("SKIRMISHGEN_AXE")
    places = [Path(named)] if named else []
    for folder in (Path.cwd(), *Path.cwd().parents, Path(__file__).parent.parent):
        places.append(folder / "node_modules" / "axe-core" / "axe.min.js")
    return next((p.read_text(encoding="utf-8") for p in places if p.is_file()), None)


AXE_MISSING = (
    "axe-core not found: npm install axe-core (or set SKIRMISHGEN_AXE to its axe.min.js); "
    ".ci/run installs it"
)


def axe_problems(page: Any, script: str) -> list[str]:
    """axe-core's serious and critical findings on ``page``, one line each."""
    page.evaluate(script + "\n;true")
    found = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".filter(v => ['serious', 'critical'].includes(v.impact))"
        ".map(v => `${v.id}: ${v.help} (${v.nodes.slice(0, 3).map(n => n.target.join(' '))})`)"
    )
    return list(found)


def ready(page: Any, url: str) -> Any:
    """Open a builder page and wait until its form is drawn and first checked."""
    page.goto(url)
    page.wait_for_selector("main[data-ready=true]", timeout=10_000)
    return page


# ---- what the builder tests do on a page ---------------------------------------------------


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
