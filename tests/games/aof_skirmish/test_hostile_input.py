"""Hostile AOF: Skirmish armies: a weapon or a Tough value out of every range is one finding,
and a forced sheet stays bounded."""

from __future__ import annotations

import json
from pathlib import Path

from skirmishgen.resources import content_dir
from skirmishgen.testing.plugin import run_main

AOF = content_dir() / "aof-skirmish" / "armies" / "dwarf-raiders.yaml"


def _army_with(tmp_path: Path, old: str, new: str) -> str:
    text = AOF.read_text("utf-8")
    assert old in text
    (tmp_path / "army.yaml").write_text(text.replace(old, new, 1), "utf-8")
    return "army.yaml"


def test_an_aof_weapon_out_of_range_is_a_finding(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    army = AOF.read_text("utf-8")
    weapon = next(line for line in army.splitlines() if "(A" in line or '", A' in line)
    first = weapon.split("- ", 1)[1].strip().strip("\"'")
    name = _army_with(tmp_path, first, "Sword (A100000)")
    code, out, _ = run_main("validate", name, "--format", "json")
    rules = [f["rule"] for f in json.loads(out)["findings"]]
    assert code == 1 and "AOF-WEAPON-PROFILE" in rules


def test_a_tough_value_past_99_is_refused_and_a_forced_sheet_stays_bounded(tmp_path, monkeypatch):
    """Tough(100000000) was legal and its sheet drew that many boxes for minutes."""
    monkeypatch.chdir(tmp_path)
    army = AOF.read_text("utf-8")
    tough = next(word for word in army.replace(",", " ").split() if word.startswith("Tough("))
    name = _army_with(tmp_path, tough.rstrip("]"), "Tough(100000000)")
    code, out, _ = run_main("validate", name)
    assert code == 1 and "from 1 to 99" in out
    code, _, _ = run_main("roster", name, "--force", "--out", "x.pdf")
    assert code == 1 and (tmp_path / "x.pdf").exists()
