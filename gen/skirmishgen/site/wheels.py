"""The Python packages the browser installs, made from what is installed here.

Every package skirmishgen needs in the browser is pure Python there, so the site carries
the very versions this computer runs (the PDFs then match ``skirmishgen roster`` byte for
byte): each is written again as a ``py3-none-any`` wheel from its installed files,
leaving out compiled modules, whose pure fallbacks PyYAML, MarkupSafe and
charset-normalizer ship beside them. Only pydantic-core is compiled code without a
fallback: its WebAssembly wheel comes from PyPI (:mod:`.runtime`).

What the browser has no use for or cannot run stays out (:data:`LEFT_OUT`): the server,
page pictures (pypdfium2), reading codes from photos (zxing-cpp), reportlab's C speed-ups.
reportlab imports Pillow when it is imported, so a stand-in answers for it: any picture
a roster names is refused in one line, as the builder refuses every file.
"""

from __future__ import annotations

import base64
import hashlib
import io
import re
import zipfile
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from ..errors import InputError

LEFT_OUT = frozenset(
    {"anyio", "pypdfium2", "starlette", "uvicorn", "zxing-cpp", "rl-accel", "pillow"}
)
"""Distributions (normalised names) the browser's install leaves out."""
COMPILED = re.compile(r"\.(so|pyd|dylib)$|\.abi3\.|__mypyc")
"""Files of compiled code, left out of the pure wheels."""
STAMP = (1980, 1, 1, 0, 0, 0)
"""Every member's date, so the same packages make the same bytes."""
PIL_STAND_IN = {
    "PIL/__init__.py": '"""A stand-in for Pillow in the browser builder (skirmishgen site)."""\n',
    "PIL/Image.py": (
        '"""What reportlab asks of Pillow when it is imported; no picture can be opened."""\n\n\n'
        "class Image:\n    pass\n\n\n"
        "def open(*args, **kwargs):\n"
        '    raise OSError("the browser builder prints no pictures")\n'
    ),
}


@dataclass(frozen=True)
class Wheel:
    """One wheel of the site: its file and what the Pyodide lock file says of it."""

    name: str
    version: str
    file_name: str
    data: bytes
    imports: tuple[str, ...]
    depends: tuple[str, ...]

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    def lock_entry(self) -> dict[str, object]:
        return {
            "name": self.name,
            "version": self.version,
            "file_name": self.file_name,
            "install_dir": "site",
            "sha256": self.sha256,
            "package_type": "package",
            "imports": list(self.imports),
            "depends": list(self.depends),
            "unvendored_tests": False,
            "tool": {},
        }


def normal(name: str) -> str:
    """A distribution's name as indexes compare them (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def browser(python: str) -> dict[str, str]:
    """The environment markers of Pyodide running Python ``python`` (``3.14.2``)."""
    return {
        "sys_platform": "emscripten",
        "platform_system": "Emscripten",
        "os_name": "posix",
        "platform_machine": "wasm32",
        "implementation_name": "cpython",
        "platform_python_implementation": "CPython",
        "python_version": ".".join(python.split(".")[:2]),
        "python_full_version": python,
        "extra": "",
    }


def game_packages() -> list[str]:
    """Every installed distribution but skirmishgen that declares a game (the
    ``skirmishgen.games`` entry points): the site carries them, as the command line has
    them."""
    from ..games import GROUP

    found = set()
    for dist in metadata.distributions():
        if any(point.group == GROUP for point in dist.entry_points):
            found.add(normal(dist.metadata["Name"]))
    return sorted(found - {"skirmishgen"})


def needed(environment: dict[str, str], roots: Iterable[str] = ("skirmishgen",)) -> list[str]:
    """``roots`` and every distribution they need in ``environment``, by normalised name,
    in a fixed order, without :data:`LEFT_OUT` and optional extras."""
    seen: dict[str, None] = {}
    waiting = [normal(root) for root in roots]
    while waiting:
        name = waiting.pop(0)
        if name in seen or name in LEFT_OUT:
            continue
        seen[name] = None
        waiting += sorted(requirements(name, environment))
    return list(seen)


def requirements(name: str, environment: dict[str, str]) -> set[str]:
    """The distributions ``name`` requires in ``environment``."""
    from packaging.requirements import InvalidRequirement, Requirement

    found = set()
    for line in _distribution(name).requires or []:
        try:
            wanted = Requirement(line)
        except InvalidRequirement:
            continue
        if wanted.marker is None or wanted.marker.evaluate(environment):
            found.add(normal(wanted.name))
    return found


def _distribution(name: str) -> metadata.Distribution:
    try:
        return metadata.distribution(name)
    except metadata.PackageNotFoundError:
        raise InputError(
            f"{name}: the browser builder needs it, and it is not installed here; "
            f"pip install {name}, then make the site again"
        ) from None


def wheel_of(name: str, environment: dict[str, str]) -> Wheel:
    """The installed distribution ``name`` as a pure wheel."""
    dist = _distribution(name)
    version = dist.version
    files = dict(_own_files()) if normal(name) == "skirmishgen" else dict(_installed_files(dist))
    info = f"{_wheel_stem(dist.metadata['Name'])}-{version}.dist-info"
    files[f"{info}/METADATA"] = (dist.read_text("METADATA") or "").encode()
    points = dist.read_text("entry_points.txt")
    if points:
        files[f"{info}/entry_points.txt"] = points.encode()
    files[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: skirmishgen site\nRoot-Is-Purelib: true\n"
        b"Tag: py3-none-any\n"
    )
    needs = requirements(name, environment)
    wanted = {d for d in needs if d == "pillow" or d not in LEFT_OUT}
    return _wheel(dist.metadata["Name"], version, files, wanted)


def stand_in_wheel() -> Wheel:
    """The stand-in for Pillow (see the module's text)."""
    files = {path: text.encode() for path, text in PIL_STAND_IN.items()}
    info = "pil_stand_in-1.0.dist-info"
    files[f"{info}/METADATA"] = b"Metadata-Version: 2.1\nName: pil-stand-in\nVersion: 1.0\n"
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    return _wheel("pil-stand-in", "1.0", files, set())


def _wheel(name: str, version: str, files: dict[str, bytes], depends: Iterable[str]) -> Wheel:
    stem = _wheel_stem(name)
    info = next(path.split("/")[0] for path in files if path.endswith(".dist-info/METADATA"))
    record = [f"{path},sha256={_digest(data)},{len(data)}" for path, data in sorted(files.items())]
    files[f"{info}/RECORD"] = ("\n".join([*record, f"{info}/RECORD,,"]) + "\n").encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(files):
            member = zipfile.ZipInfo(path, STAMP)
            member.compress_type = zipfile.ZIP_DEFLATED
            member.external_attr = 0o644 << 16
            archive.writestr(member, files[path])
    imports = sorted({path.split("/")[0].removesuffix(".py") for path in files} - {info})
    imports = [name for name in imports if name.isidentifier()]
    return Wheel(
        normal(name),
        version,
        f"{stem}-{version}-py3-none-any.whl",
        buffer.getvalue(),
        tuple(imports),
        tuple(sorted(normal(d) if normal(d) != "pillow" else "pil-stand-in" for d in depends)),
    )


def _wheel_stem(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _installed_files(dist: metadata.Distribution) -> Iterator[tuple[str, bytes]]:
    listed = dist.files or []
    if not any(file.suffix == ".py" for file in listed):  # an editable install: its sources
        yield from _source_files(dist)
        return
    for file in listed:
        path = file.as_posix()
        if (
            path.startswith("..")
            or ".dist-info/" in path
            or "__pycache__" in path
            or COMPILED.search(path)
        ):
            continue
        located = Path(str(file.locate()))
        if located.is_file():
            yield path, located.read_bytes()


def _source_files(dist: metadata.Distribution) -> Iterator[tuple[str, bytes]]:
    """The packages of an editable install, found where its entry points' modules are."""
    import importlib.util

    tops = {point.value.split(":")[0].split(".")[0].strip() for point in dist.entry_points}
    for top in sorted(tops):
        spec = importlib.util.find_spec(top)
        places = list(spec.submodule_search_locations or []) if spec else []
        for place in places:
            folder = Path(place)
            for path in sorted(folder.rglob("*")):
                relative = path.relative_to(folder).as_posix()
                wanted = "__pycache__" not in relative and not COMPILED.search(relative)
                if path.is_file() and wanted:
                    yield f"{top}/{relative}", path.read_bytes()


def _own_files() -> Iterator[tuple[str, bytes]]:
    """skirmishgen's package as its wheel lays it out (content and templates inside),
    from wherever it is installed or checked out."""
    from ..resources import content_dir, templates_dir

    package = Path(__file__).resolve().parents[1]
    folders = [(package, "skirmishgen"), (content_dir(), "skirmishgen/content")]
    folders.append((templates_dir(), "skirmishgen/templates"))
    for folder, prefix in folders:
        for path in sorted(folder.rglob("*")):
            relative = path.relative_to(folder).as_posix()
            if path.is_file() and "__pycache__" not in relative and not COMPILED.search(relative):
                if prefix == "skirmishgen" and relative.split("/")[0] in ("content", "templates"):
                    continue
                yield f"{prefix}/{relative}", path.read_bytes()
