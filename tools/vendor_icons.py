"""The icons: game-icons.net drawings (CC BY 3.0), chosen by the name our drawers use,
read from the npm package ``@iconify-json/game-icons`` and written as the plain path
operations ``press/icons.py`` replays (no SVG parsing when a product is made).

    npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python tests/vendor_assets.py --icons package/icons.json [AUTHORS]

AUTHORS is an optional listing of ``author-folder icon-name`` lines from the
game-icons/icons repository (``git ls-tree -r --name-only HEAD``), for the credit each
icon's author asks for; without it the existing credits are kept.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

CHOICES = {
    # card types and weapons
    "shield": "checked-shield",
    "mail": "mail-shirt",
    "dagger": "broad-dagger",
    "spear": "barbed-spear",
    "greatsword": "broadsword",
    "greataxe": "battle-axe",
    "axe": "wood-axe",
    "blade": "piercing-sword",
    "ward": "shield-reflect",
    "special": "sword-spin",
    "crossed": "crossed-swords",
    "bow": "pocket-bow",
    "gun": "revolver",
    "rifle": "sawed-off-shotgun",
    "claw": "claws",
    "crossbow": "crossbow",
    "staff": "wizard-staff",
    # traits, markers, tokens, scenario pieces
    "star": "round-star",
    "target": "archery-target",
    "wind": "dodging",
    "initiative": "sprint",
    "chest": "locked-chest",
    "drop": "drop",
    "hourglass": "hourglass",
    "flag": "flying-flag",
    "burst": "magic-portal",
    "gear": "cog",
    "skull": "skull-crossed-bones",
    "crown": "crown",
    "magnifier": "magnifying-glass",
    "spiral": "knocked-out-stars",
    "cycle": "anticlockwise-rotation",
    "banner": "vertical-banner",
    "check": "check-mark",
    "cross": "cross-mark",
    "house": "house",
    "tree": "oak",
    "die": "dice-six-faces-five",
    "heart": "heart-plus",
    # Skirmish's cards: each design its picture, each type its mark
    "armour": "breastplate",
    "basic": "crossed-slashes",
    "charge": "charging-bull",
    "disembowel": "pierced-body",
    "flurry": "dervish-swords",
    "hook": "spear-hook",
    "rend": "claw-slashes",
    "chop": "axe-swing",
    "critical": "deadly-strike",
    "kick": "high-kick",
    "punch": "punch",
    "shield-bash": "shield-bash",
    "slash": "saber-slash",
    "thrust": "knife-thrust",
    "block": "shield-impact",
    "disarm": "sword-break",
    "parry": "sword-clash",
    "trip": "foot-trip",
    "sword": "broadsword",
    "one-handed-axe": "sharp-axe",
    "two-handed-sword": "two-handed-sword",
    # standee figures: a fighter by its main weapon
    "figure": "walk",
    "figure-bow": "bowman",
    "figure-spear": "pikeman",
    "figure-sword": "fencer",
    "figure-magic": "cultist",
    "figure-unarmed": "high-kick",
    "figure-demon": "brute",
}
"""Our icon name: the game-icons.net drawing it stands for. Drawn by Lorc and Delapouite
(the crossbow, which neither drew, by Carl Olsen),
whose styles match (one icon language) and whose credit fits every page's footer, or
given to the public domain (CC0)."""

ALLOWED = {
    "lorc": "CC BY 3.0",
    "delapouite": "CC BY 3.0",
    "carl-olsen": "CC BY 3.0",
    "zeromancer": "CC0",
}
"""Authors whose drawings we take, and the licence each gave them under."""


def _operations(d: str) -> str:
    """SVG path data as PDF path operators (``x y m``, ``x y l``, ``x1 y1 x2 y2 x y c``,
    ``h``) in the 512-unit box, y down (arcs and quadratics made cubic by fontTools): what
    ``press/icons.py`` writes into the page as it is, no parsing when a product is made."""
    from fontTools.pens.basePen import BasePen
    from fontTools.svgLib.path import parse_path

    class Recorder(BasePen):
        def __init__(self) -> None:
            super().__init__(None)
            self.ops: list[str] = []

        def _number(self, point) -> str:
            return " ".join(f"{round(v, 1):g}" for v in point)

        def _moveTo(self, pt) -> None:
            self.ops.append(f"{self._number(pt)} m")

        def _lineTo(self, pt) -> None:
            self.ops.append(f"{self._number(pt)} l")

        def _curveToOne(self, pt1, pt2, pt3) -> None:
            self.ops.append(f"{self._number(pt1)} {self._number(pt2)} {self._number(pt3)} c")

        def _closePath(self) -> None:
            self.ops.append("h")

        def _endPath(self) -> None:
            self.ops.append("h")

    pen = Recorder()
    parse_path(d, pen)
    return " ".join(pen.ops)


def _authors(listing: Path, svgs: dict[str, str]) -> dict[str, str]:
    """game-icons name -> author folder, from the repository listing; a name two authors
    drew is told apart by its first point."""
    folders: dict[str, list[str]] = {}
    for line in listing.read_text().splitlines():
        author, name = line.split()
        folders.setdefault(name, []).append(author)
    found = {}
    for name in svgs:
        candidates = [a for a in folders.get(name, []) if a in ALLOWED]
        if not candidates:
            raise SystemExit(f"{name}: drawn by {folders.get(name)}, not by {sorted(ALLOWED)}")
        found[name] = candidates[0]
    return found


AUTHOR_NAMES = {
    "lorc": "Lorc",
    "delapouite": "Delapouite",
    "carl-olsen": "Carl Olsen",
    "zeromancer": "Zeromancer",
}


def icons(folder: Path, package: Path, listing: Path | None = None) -> None:
    data = json.loads(package.read_text(encoding="utf-8"))["icons"]
    svgs = {
        source: re.search(r' d="([^"]*)"', data[source]["body"])[1] for source in CHOICES.values()
    }
    previous = folder / "icons.json"
    old = json.loads(previous.read_text()) if previous.exists() else {}
    authors = (
        _authors(listing, svgs)
        if listing
        else {v["source"]: v["author"].casefold() for v in old.values() if "author" in v}
    )
    vendored = {
        name: {
            "source": source,
            "author": AUTHOR_NAMES.get(authors[source], authors[source]),
            "licence": ALLOWED.get(authors[source], "CC BY 3.0"),
            "path": _operations(svgs[source]),
        }
        for name, source in sorted(CHOICES.items())
    }
    folder.mkdir(parents=True, exist_ok=True)
    previous.write_text(json.dumps(vendored, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    (folder / "README.md").write_text(readme(vendored), encoding="utf-8")
    print(f"{previous}: {len(vendored)} icons, {previous.stat().st_size // 1024} KB")


def readme(vendored: dict[str, dict[str, str]]) -> str:
    """The icons' licence and credits, icon by icon."""
    by_author: dict[str, list[str]] = {}
    for name, entry in sorted(vendored.items()):
        key = f"{entry['author']} ({entry['licence']})"
        by_author.setdefault(key, []).append(f"{name} ({entry['source']})")
    rows = "\n".join(
        f"| {author} | {', '.join(icons)} |"
        for author, icons in sorted(by_author.items(), key=lambda item: -len(item[1]))
    )
    return f"""# Icons

Every icon skirmishgen prints is a drawing from [game-icons.net](https://game-icons.net),
licensed under [Creative Commons Attribution 3.0](https://creativecommons.org/licenses/by/3.0/)
(CC BY 3.0), or given to the public domain (CC0) where the table says so. Icons made by the
authors below; every product prints the credit the licence asks for ("icons by Lorc and
Delapouite, game-icons.net (CC BY 3.0)"), as does the README.

`icons.json` holds, for each name our drawers use, the drawing it stands for (`source`,
its name on game-icons.net), its `author` and `licence`, and its outline as PDF path
operators (`m`, `l`, `c`, `h`) in the 512-unit square, y down. The outlines were read
from the npm package `@iconify-json/game-icons` 1.2.4 and converted (arcs and quadratic
curves made cubic, coordinates rounded to 0.1 unit); nothing else was changed.
`python tests/vendor_assets.py --icons ICONS.json AUTHORS` remakes this folder
(`tests/vendor_icons.py` lists the choices).

| author (licence) | icons (our name, game-icons.net name) |
|---|---|
{rows}
"""
