"""Where things are in the repository, for tests in any folder of ``tests/``."""

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository's top folder (pyproject.toml, README.md, content/, ...)."""
README = ROOT / "README.md"
PICTURES = ROOT / "tests" / "pictures"
"""The README's pictures, kept in step with the products by tests/docs/test_pictures.py."""
SEEDS = ROOT.parent / "shared" / "seeds"
"""The five games' rulebooks, beside the repository (not part of it)."""
