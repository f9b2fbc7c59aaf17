"""Where things are in the repository, for tests in any folder of ``tests/``."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository's top folder (pyproject.toml, README.md, content/, ...)."""
README = ROOT / "README.md"
PICTURES = ROOT / "docs" / "pictures"
"""The documentation's pictures (the README's too), inside the site's docs_dir; kept in
step with the products by tests/docs/test_pictures.py."""
DOCS = ROOT / "docs"
"""The documentation site's pages (mkdocs.yml: docs_dir)."""
CHANGELOG = ROOT / "CHANGELOG.md"
SEEDS = ROOT.parent / "shared" / "seeds"
"""The five games' rulebooks, beside the repository (not part of it)."""


def doc_pages() -> list[Path]:
    """The pages a reader reads: the README and every page of the site (the CHANGELOG is
    history, and its commands are not for running)."""
    return [README, *sorted(DOCS.rglob("*.md"))]


def fences(text: str) -> list[tuple[str, dict[str, str], list[str], int]]:
    """The fenced code blocks of a Markdown page: (language, attributes such as
    ``title="x.yaml"``, lines, the first line's number), and each indented block
    as language ``"indented"``."""
    import re

    found, inside, lines, start = [], None, [], 0
    indented: list[str] = []
    for number, line in enumerate([*text.splitlines(), ""], 1):
        if inside is None and line.startswith("```"):
            info = line[3:].strip()
            language = info.split()[0] if info else ""
            attributes = dict(re.findall(r'(\w+)="([^"]*)"', info))
            inside, lines, start = (language, attributes), [], number + 1
        elif inside is not None and line.startswith("```"):
            found.append((inside[0], inside[1], lines, start))
            inside = None
        elif inside is not None:
            lines.append(line)
        elif line.startswith("    ") and line.strip():
            indented.append(line[4:])
            if len(indented) == 1:
                start = number
        elif indented:
            found.append(("indented", {}, indented, start))
            indented = []
    return found
