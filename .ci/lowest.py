"""Print a pip constraints file that pins every dependency of pyproject.toml (the package's
and its extras') to the lowest release its range allows: `name>=X` becomes `name==X`.

.ci/run installs the project once more with it and runs the tests, so both ends of every
range are tried (what pip's resolver would call "lowest-direct")."""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

LOWER_BOUND = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*>=\s*([^,;\s]+)")


def lowest(pyproject: Path) -> list[str]:
    project = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]
    wanted = [
        *project["dependencies"],
        *(r for extra in project["optional-dependencies"].values() for r in extra),
    ]
    pins: dict[str, str] = {}
    for requirement in wanted:
        bound = LOWER_BOUND.match(requirement)
        if bound:
            pins[bound[1].lower()] = bound[2]
    return [f"{name}=={version}" for name, version in sorted(pins.items())]


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    sys.stdout.write("".join(f"{pin}\n" for pin in lowest(root / "pyproject.toml")))
