"""Every roster example on the README's and the site's pages is a file a reader can copy
and use as printed: it reads (legal, or breaking only a game rule) and, if legal, prints."""

from __future__ import annotations

import pytest

from repo import ROOT, doc_pages, fences
from skirmishgen.testing.plugin import run_main

EXAMPLES = [
    pytest.param("\n".join(lines) + "\n", id=f"{page.relative_to(ROOT)}:{start}")
    for page in doc_pages()
    for language, _, lines, start in fences(page.read_text(encoding="utf-8"))
    if language == "yaml" and any(line.startswith("system:") for line in lines)
]


def test_the_pages_have_roster_examples():
    assert len(EXAMPLES) >= 5


@pytest.mark.parametrize("text", EXAMPLES)
def test_a_roster_example_reads_and_prints(text, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "example.yaml").write_text(text, encoding="utf-8")
    code, out, err = run_main("validate", "example.yaml")
    assert code in (0, 1), out + err
    assert "not readable" not in out + err
    if code == 0:
        code, _, err = run_main("roster", "example.yaml", "--out", "example.pdf")
        assert code == 0, err
        assert (tmp_path / "example.pdf").stat().st_size > 1000
