"""Pyodide (CPython compiled to WebAssembly) and pydantic-core's WebAssembly wheel: the two
things the site needs that are not installed here, fetched once from their registries
(npm, PyPI), checked against their published digests, and kept in the user's cache.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import sys
import tarfile
from dataclasses import dataclass
from pathlib import Path

from ..errors import Finding, InputError, Location

PYODIDE = "314.0.8"
"""The Pyodide release the site runs (npm's ``pyodide``: Python 3.14.2, ABI 2026_0)."""
PYODIDE_INTEGRITY = (
    "sha512-74Wq1kXOC+CCEzAfxuRAO701nAcCMLjf8NrwvW"
    "pu8S41dVMXwXmLQ05dYB+F4e46AdnGo0oq7YHSVUpHsoarLQ=="
)
"""npm's digest of that release's package."""
PYODIDE_URL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE}.tgz"
CORE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
"""What the site takes of the package: the loader, the interpreter and its library."""
LICENCE_FILES = ("LICENSE", "README.md")


@dataclass(frozen=True)
class Runtime:
    """Pyodide's core files by name, and what its lock file says of itself."""

    files: dict[str, bytes]
    info: dict[str, str]

    @property
    def abi(self) -> str:
        return self.info["abi_version"]

    @property
    def python(self) -> str:
        return ".".join(self.info["python"].split(".")[:2])


def cache_dir() -> Path:
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("skirmishgen")) / "site"


def pyodide(package: Path | None = None) -> Runtime:
    """Pyodide's core, from ``package`` (npm's .tgz of it) or the cache, fetched from npm
    into the cache the first time."""
    path = package or cache_dir() / f"pyodide-{PYODIDE}.tgz"
    if package is None and not path.is_file():
        _fetch(PYODIDE_URL, path)
    data = _read(path)
    if package is None and _integrity(data) != PYODIDE_INTEGRITY:
        path.unlink()
        raise _problem(str(path), "is not the Pyodide package npm publishes", "run site again")
    files: dict[str, bytes] = {}
    try:
        with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as archive:
            for member in archive.getmembers():
                name = member.name.removeprefix("package/")
                wanted = name in CORE_FILES or name in LICENCE_FILES or name == "pyodide-lock.json"
                if member.isfile() and wanted:
                    extracted = archive.extractfile(member)
                    if extracted is not None:
                        files[name] = extracted.read()
    except (tarfile.TarError, OSError, EOFError):
        raise _problem(
            str(path), "is not a Pyodide package (.tgz)", "give npm's pyodide .tgz"
        ) from None
    missing = [name for name in (*CORE_FILES, "pyodide-lock.json") if name not in files]
    if missing:
        raise _problem(str(path), f"lacks {', '.join(missing)}", f"give pyodide {PYODIDE}'s .tgz")
    info = json.loads(files.pop("pyodide-lock.json"))["info"]
    return Runtime(files, info)


def core_wheel(runtime: Runtime, version: str, wheel: Path | None = None) -> tuple[str, bytes]:
    """pydantic-core ``version``'s WebAssembly wheel for ``runtime``: (file name, bytes),
    from ``wheel`` or the cache, downloaded by pip (with this computer's pip settings)."""
    if wheel is not None:
        return wheel.name, _read(wheel)
    folder = cache_dir() / f"pydantic-core-{version}-{runtime.abi}"
    found = sorted(folder.glob("*.whl")) if folder.is_dir() else []
    if not found:
        folder.mkdir(parents=True, exist_ok=True)
        tag = runtime.python.replace(".", "")
        command = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps"]
        command += ["--only-binary=:all:", f"--platform=pyemscripten_{runtime.abi}_wasm32"]
        command += [f"--python-version={runtime.python}", "--implementation=cp"]
        command += [f"--abi=cp{tag}", f"pydantic-core=={version}", "--dest", str(folder)]
        done = subprocess.run(command, capture_output=True, text=True, timeout=600)
        found = sorted(folder.glob("*.whl"))
        if done.returncode != 0 or not found:
            said = (done.stderr.strip().splitlines() or ["pip found nothing"])[-1][:160]
            raise _problem(
                f"pydantic-core {version}",
                f"has no WebAssembly wheel for Pyodide {PYODIDE} on PyPI ({said})",
                "install a pydantic release whose pydantic-core has one, or give --core-wheel",
            )
    return found[0].name, found[0].read_bytes()


def _fetch(url: str, path: Path) -> None:
    from urllib.error import URLError
    from urllib.request import urlopen

    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".part")
    try:
        with urlopen(url, timeout=120) as answer, partial.open("wb") as file:
            while chunk := answer.read(1 << 20):
                file.write(chunk)
                if file.tell() > 100_000_000:
                    raise _problem(url, "is larger than any Pyodide release", "check the network")
        partial.replace(path)
    except (URLError, OSError) as error:
        partial.unlink(missing_ok=True)
        raise _problem(
            url, f"cannot be fetched ({error})", "connect to the network, or give --pyodide FILE"
        ) from None


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError as error:
        raise _problem(str(path), f"cannot be read ({error.strerror})", "check the path") from None


def _integrity(data: bytes) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(data).digest()).decode()


def _problem(where: str, problem: str, hint: str) -> InputError:
    return InputError(Finding(Location(where), problem, hint))
