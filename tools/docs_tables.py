"""Write the tables of docs/adding-a-game.md that come from the code: every icon a game may
name, and every built-in motif. ``tests/docs/test_adding_a_game.py`` fails when the guide's
tables are not what this writes; run it after adding an icon or a motif:

    python tools/docs_tables.py
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "adding-a-game.md"
ICONS = ROOT / "gen" / "skirmishgen" / "assets" / "icons" / "icons.json"


def icon_table() -> str:
    """Every icon by the name a game gives it, the game-icons.net drawing it is and who drew it."""
    icons = json.loads(ICONS.read_text(encoding="utf-8"))
    rows = ["| name | the drawing (game-icons.net) | by (licence) |", "|---|---|---|"]
    for name, entry in sorted(icons.items()):
        rows.append(f"| `{name}` | {entry['source']} | {entry['author']} ({entry['licence']}) |")
    return "\n".join(rows)


def motif_list() -> str:
    """The built-in motifs, as a game's ``Look(motif=...)`` names them."""
    from skirmishgen.press.style import MOTIFS

    return ", ".join(f"`{name}`" for name in MOTIFS)


def region(name: str, body: str) -> str:
    return f"<!-- {name}: written by tools/docs_tables.py -->\n{body}\n<!-- /{name} -->"


def written(text: str) -> str:
    """The guide's text with its generated regions as the code says them today."""
    for name, body in (("icons", icon_table()), ("motifs", motif_list())):
        pattern = re.compile(rf"<!-- {name}: .*? -->\n(?:.*?\n)?<!-- /{name} -->", re.S)
        text, found = pattern.subn(region(name, body).replace("\\", "\\\\"), text)
        if found != 1:
            raise SystemExit(f"{GUIDE} has no <!-- {name}: ... --> region")
    return text


def main() -> None:
    text = GUIDE.read_text(encoding="utf-8")
    GUIDE.write_text(written(text), encoding="utf-8")
    print(f"wrote {GUIDE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
