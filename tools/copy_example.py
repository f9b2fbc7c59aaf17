"""A second game package from the worked example, for trying skirmishgen with more than one
game of other people installed: the example copied with its package, key and title
renamed and nothing else changed.

    python tools/copy_example.py DEST [--key pocket-copy] [--title "Pocket Copy"]
    python -m pip install DEST

CI installs the copy beside the example before it runs the whole suite once more.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "pocket-skirmish"
KEY, PACKAGE, TITLE = "pocket-skirmish", "pocket_skirmish", "Pocket Skirmish"
TEXT = {".py", ".toml", ".md", ".yaml", ".j2"}


def copy(dest: Path, key: str, title: str) -> Path:
    """The example copied to ``dest`` under ``key`` (its package ``key`` with
    underscores) and ``title``; returns ``dest``."""
    package = key.replace("-", "_")
    if dest.exists():
        raise SystemExit(f"{dest} exists; give a new folder")
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", ".mypy_cache", ".ruff_cache")
    shutil.copytree(EXAMPLE, dest, ignore=ignore)
    (dest / "src" / PACKAGE).rename(dest / "src" / package)
    templates = dest / "src" / package / "templates"
    (templates / KEY).rename(templates / key)
    for path in sorted(dest.rglob("*")):
        if path.is_file() and path.suffix in TEXT:
            text = path.read_text(encoding="utf-8")
            renamed = text.replace(PACKAGE, package).replace(KEY, key).replace(TITLE, title)
            if renamed != text:
                path.write_text(renamed, encoding="utf-8")
    return dest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dest", type=Path)
    parser.add_argument("--key", default="pocket-copy")
    parser.add_argument("--title", default="Pocket Copy")
    args = parser.parse_args()
    print(copy(args.dest, args.key, args.title))


if __name__ == "__main__":
    main()
