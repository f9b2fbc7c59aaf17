"""A PDF's text as the tests compare it, and the validator's JSON report of a roster."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skirmishgen.cli import main
from skirmishgen.testing.pdf import read_pdf


def page_text(page) -> str:
    """A page's text, whitespace folded."""
    return " ".join(page.text().split())


def pdf_text(path: Path) -> str:
    """A whole PDF's text, whitespace folded."""
    return " ".join(page_text(page) for page in read_pdf(path).pages)


def validated(tmp_path: Path, capsys, text: str, *more: str) -> tuple[int, dict]:
    """``skirmishgen validate --format json`` of ``text`` saved as a roster: (exit, report)."""
    path = tmp_path / "roster.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        main(["validate", str(path), "--format", "json", *more])
    report = json.loads(capsys.readouterr().out)
    return int(info.value.code or 0), report


def rules(report: dict) -> list[tuple[str, str]]:
    """The (rule id, severity) of every finding of a validate report."""
    return [(f["rule"], f["severity"]) for f in report["findings"]]
