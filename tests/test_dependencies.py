"""Both ends of every dependency range are tried: CI installs the newest releases, then the
lowest ones pyproject.toml allows (.ci/lowest.py), so every range needs a lower bound."""

from __future__ import annotations

import re
import runpy
import tomllib

from repo import ROOT


def test_every_dependency_has_a_lower_bound_that_ci_pins():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [
        *project["dependencies"],
        *(r for extra in project["optional-dependencies"].values() for r in extra),
    ]
    names = {re.match(r"[A-Za-z0-9._-]+", r)[0].lower() for r in wanted}
    stubs = {name for name in names if name.startswith("types-")}  # follow the package
    pins = runpy.run_path(str(ROOT / ".ci" / "lowest.py"))["lowest"](ROOT / "pyproject.toml")
    pinned = {pin.split("==")[0] for pin in pins}
    assert pinned == names - stubs, sorted((names - stubs) ^ pinned)
    extras = project["optional-dependencies"]
    assert set(extras["testing"]) <= set(extras["test"]), "the test extra runs the kit too"
    for requirement in wanted:
        name = re.match(r"[A-Za-z0-9._-]+", requirement)[0].lower()
        if name not in stubs:
            (bound,) = re.findall(r">=\s*([^,;\s]+)", requirement)
            assert f"{name}=={bound}" in pins
