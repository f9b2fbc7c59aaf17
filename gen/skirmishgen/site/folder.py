"""The static site's folder: the builder's pages, skirmishgen in Pyodide, an offline cache.

    DIR/index.html                 the start page
    DIR/build/GAME/index.html      each game's builder
    DIR/assets/                    the pages' styles and scripts
    DIR/worker.js                  skirmishgen answering the pages, in Pyodide
    DIR/sw.js                      the offline cache
    DIR/pyodide/                   Pyodide's core, its lock file naming our wheels, the wheels
    DIR/CREDITS.md                 what the site carries and under which licences

Every address in the pages is relative, so any host serves the folder from any path
(a club's web space, GitHub Pages under ``/builder/``, a USB stick through a local server).
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from .. import __version__
from ..errors import Finding, Location, OutputError
from ..resources import templates_dir
from . import runtime, wheels

MARK = ".skirmishgen-site"
"""The file that says a folder is a site we wrote, so writing again may replace it."""
PAGE_ASSETS = ("app.css", "builder.js", "start.js", "store.js", "icon.svg")
CREDITS = """# What this site carries

- **skirmishgen** {version}: the roster builder (see its LICENSE).
- **Pyodide** {pyodide} (Mozilla Public License 2.0), CPython compiled to WebAssembly
  (Python Software Foundation License), from npm's `pyodide` package.
- Python packages, each under its own licence, as installed where the site was made:
{packages}
- Fonts: Noto Sans and Noto Serif (SIL Open Font License); icons from game-icons.net by
  Lorc, Delapouite and Carl Olsen (CC BY 3.0).
"""


def write_site(out: Path, pyodide: Path | None = None, core_wheel: Path | None = None) -> int:
    """Write the site into ``out``; returns its size in bytes."""
    _may_write(out)
    core = runtime.pyodide(pyodide)
    environment = wheels.browser(core.info["python"])
    roots = ["skirmishgen", *wheels.game_packages()]
    names = [name for name in wheels.needed(environment, roots) if name != "pydantic-core"]
    made = [wheels.wheel_of(name, environment) for name in names]
    made.append(_core(core, core_wheel))
    made.append(wheels.stand_in_wheel())
    files = _pages()
    for name, data in core.files.items():
        files[f"pyodide/{name}"] = data
    lock = {"info": core.info, "packages": {w.name: w.lock_entry() for w in made}}
    files["pyodide/pyodide-lock.json"] = json.dumps(lock, indent=1, sort_keys=True).encode()
    for wheel in made:
        files[f"pyodide/{wheel.file_name}"] = wheel.data
    listed = "\n".join(
        f"  - {w.name} {w.version} ({_licence(w.name)})" for w in sorted(made, key=lambda w: w.name)
    )
    credits = CREDITS.format(version=__version__, pyodide=runtime.PYODIDE, packages=listed)
    files["CREDITS.md"] = credits.encode()
    files["sw.js"] = _service_worker(files)
    files[MARK] = f"skirmishgen {__version__} site\n".encode()
    _replace(out, files)
    return sum(len(data) for data in files.values())


def _licence(name: str) -> str:
    """A distribution's licence as its metadata gives it (the stand-in for Pillow: ours)."""
    from importlib import metadata

    if name == "pil-stand-in":
        return "skirmishgen's own, MIT"
    try:
        info = metadata.distribution(name).metadata
    except metadata.PackageNotFoundError:  # the wasm wheel's name: pydantic-core's own
        return "see its project"
    found = info["License-Expression"] or ""
    if not found:
        classifiers = info.get_all("Classifier") or []
        kinds = [c.split(" :: ")[-1] for c in classifiers if c.startswith("License ::")]
        said = (info["License"] or "").strip().splitlines()
        found = ", ".join(kinds) or (said[0][:60] if said else "")
    return found or "see its project"


def _pages() -> dict[str, bytes]:
    from ..serve import pages
    from .worker import answer

    files = {"index.html": pages.start_page("./", static=True).encode()}
    files["api/games.json"] = answer("GET", "/api/games")[2]
    for game in pages.games():
        system = game["system"]
        page = pages.builder_page(system, "../../", static=True)
        files[f"build/{system}/index.html"] = page.encode()
        # what a page asks before anything is checked, answered ahead: a page shows its
        # form while Python starts in the browser
        files[f"api/form/{system}.json"] = answer("GET", f"/api/form/{system}")[2]
        for example in game["examples"]:
            name = f"api/example/{system}/{example['stem']}"
            files[f"{name}.json"] = answer("GET", f"/{name}")[2]
    for name in PAGE_ASSETS:
        files[f"assets/{name}"] = (templates_dir() / "serve" / name).read_bytes()
    files["assets/offline.js"] = (templates_dir() / "site" / "offline.js").read_bytes()
    files["worker.js"] = (templates_dir() / "site" / "worker.js").read_bytes()
    return files


def _core(core: runtime.Runtime, given: Path | None) -> wheels.Wheel:
    from importlib import metadata

    version = metadata.version("pydantic-core")
    name, data = runtime.core_wheel(core, version, given)
    return wheels.Wheel(
        "pydantic-core", version, name, data, ("pydantic_core",), ("typing-extensions",)
    )


def _service_worker(files: dict[str, bytes]) -> bytes:
    import hashlib

    listed = sorted(["./", *(name for name in files if name != MARK)])
    digest = hashlib.sha256(b"".join(files[name] for name in sorted(files))).hexdigest()[:16]
    text = (templates_dir() / "site" / "sw.js").read_text(encoding="utf-8")
    text = text.replace("{{ version }}", f"skirmishgen-site-{digest}")
    return text.replace("{{ files }}", json.dumps(listed)).encode()


def _may_write(out: Path) -> None:
    if out.exists() and not out.is_dir():
        raise _refused(out, "is a file, not a folder", "give a folder for the site")
    if out.is_dir() and any(out.iterdir()) and not (out / MARK).is_file():
        raise _refused(
            out, "holds files that are not a site skirmishgen wrote", "give an empty folder"
        )


def _replace(out: Path, files: dict[str, bytes]) -> None:
    """Write ``files`` into a new folder beside ``out``, then put it in ``out``'s place:
    a site is never half written, and an earlier one is replaced whole."""
    out.parent.mkdir(parents=True, exist_ok=True)
    fresh = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
    try:
        for name, data in files.items():
            path = fresh / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        old = None
        if out.exists():
            old = out.with_name(f".{out.name}-old-{fresh.name[-8:]}")
            out.rename(old)
        fresh.rename(out)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except OSError as error:
        shutil.rmtree(fresh, ignore_errors=True)
        raise _refused(out, f"cannot be written ({error.strerror})", "check the folder") from None


def _refused(out: Path, problem: str, hint: str) -> OutputError:
    return OutputError(Finding(Location(str(out)), problem, hint))
