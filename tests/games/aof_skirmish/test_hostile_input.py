"""Hostile AOF: Skirmish armies: a weapon or a Tough value out of every range is one finding,
and a forced sheet stays bounded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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


@pytest.mark.parametrize("value", ["Tough(100)", "Tough(100000000)"])
def test_a_rule_value_past_ours_is_unreadable_not_illegal(tmp_path, monkeypatch, value):
    """The rulebook caps no Tough(X); 99 is how many wound boxes our sheet draws (Tough(10**8)
    drew boxes for minutes). Past it the file is one skirmishgen cannot read (exit 2, SCHEMA),
    never a broken rule: no rule id, and --force prints nothing."""
    monkeypatch.chdir(tmp_path)
    army = AOF.read_text("utf-8")
    tough = next(word for word in army.replace(",", " ").split() if word.startswith("Tough("))
    name = _army_with(tmp_path, tough.rstrip("]"), value)
    code, out, _ = run_main("validate", name)
    assert code == 2 and "[SCHEMA]" in out and "AOF-RULE-VALUE" not in out
    assert "is more than skirmishgen prints: at most 99" in out and "not a rule of the game" in out
    code, _, _ = run_main("roster", name, "--force", "--out", "x.pdf")
    assert code == 2 and not (tmp_path / "x.pdf").exists()


def test_a_weapon_rule_past_our_limit_is_unreadable_too(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    army = AOF.read_text("utf-8")
    weapon = next(line for line in army.splitlines() if "AP(" in line)
    first = weapon.split("- ", 1)[1].strip().strip("\"'")
    name = _army_with(tmp_path, first, 'Crossbow (24", A1, AP(250))')
    code, out, _ = run_main("validate", name)
    assert code == 2 and "AP(250) is more than skirmishgen prints" in out
