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
