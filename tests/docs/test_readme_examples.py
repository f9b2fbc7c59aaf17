"""Every YAML example in the README is a file a reader can copy and use as printed."""

from __future__ import annotations

import re

import pytest

from repo import ROOT
from skirmishgen.cli import main

README = ROOT / "README.md"
EXAMPLES = re.findall(r"```yaml\n(.*?)```", README.read_text(encoding="utf-8"), re.S)


def test_the_readme_has_yaml_examples():
    assert EXAMPLES


@pytest.mark.parametrize("number", range(len(EXAMPLES)))
def test_a_readme_example_reads_and_prints(number, tmp_path, monkeypatch, capsys):
    """It validates (legal, or only breaking a game rule: never unreadable) and, if
    legal, prints its roster sheet."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "example.yaml").write_text(EXAMPLES[number], encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        main(["validate", "example.yaml"])
    out = capsys.readouterr().out
    assert info.value.code in (0, None), out
    assert "not readable" not in out
    with pytest.raises(SystemExit) as info:
        main(["roster", "example.yaml", "--out", "example.pdf"])
    assert info.value.code in (0, None), capsys.readouterr().err
    assert (tmp_path / "example.pdf").stat().st_size > 1000
