"""Our own words: no run of 12 words we print, or write in the README and the site's pages,
is taken from a rulebook (a seed), except quotations, credits and tables of facts (card
counts, costs), which carry over."""

from __future__ import annotations

import re

import pytest
import yaml

from repo import ROOT, SEEDS, doc_pages
from skirmishgen.booklets.render import render_template
from skirmishgen.games import GAMES
from skirmishgen.resources import content_dir

RUN = 12
QUOTED = {"quote", "source", "credits", "credit", "byline", "note"}
"""Content keys whose text is a quotation or a credit, not our summary."""


def words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower().replace("'", "").replace("\u2019", ""))


def runs(text: str) -> set[tuple[str, ...]]:
    found = words(text)
    return {tuple(found[i : i + RUN]) for i in range(len(found) - RUN + 1)}


@pytest.fixture(scope="module")
def seed_runs() -> set[tuple[str, ...]]:
    files = sorted(SEEDS.glob("*.txt"))
    if not files:
        pytest.skip(f"the seeds are not beside the repository ({SEEDS})")
    found: set[tuple[str, ...]] = set()
    for path in files:
        found |= runs(path.read_text(encoding="utf-8", errors="replace"))
    return found


def _strings(data, key=()):
    if isinstance(data, dict):
        for name, value in data.items():
            if name not in QUOTED:
                yield from _strings(value, (*key, name))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _strings(value, (*key, index))
    elif isinstance(data, str):
        yield key, data


def test_the_check_finds_a_copied_run(seed_runs):
    sample = next(iter(seed_runs))
    assert runs("As the rulebook says, " + " ".join(sample) + ".") & seed_runs


@pytest.mark.parametrize(
    "path", sorted(content_dir().rglob("*.yaml")), ids=lambda p: str(p.relative_to(content_dir()))
)
def test_content_is_in_our_own_words(seed_runs, path):
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    copied = [
        (key, " ".join(run)) for key, text in _strings(data) for run in runs(text) & seed_runs
    ]
    assert not copied, copied[:3]


@pytest.mark.parametrize("game", [g for g in GAMES if g.booklet], ids=lambda g: g.key)
def test_booklets_are_in_our_own_words(seed_runs, game):
    """The rendered booklet markup, tables of facts and quotations (``>>``) aside."""
    context = {**game.booklet.context(), "credits": game.credits}
    markup = render_template(game.key, context, None, game.booklet.templates)
    prose = "\n".join(line for line in markup.splitlines() if not line.startswith(("|", ">>")))
    copied = [" ".join(run) for run in runs(prose) & seed_runs]
    assert not copied, copied[:3]


@pytest.mark.parametrize("page", doc_pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_the_pages_are_in_our_own_words(seed_runs, page):
    """The README and every page of the site, tables of facts aside."""
    prose = "\n".join(
        line for line in page.read_text(encoding="utf-8").splitlines() if not line.startswith("|")
    )
    copied = [" ".join(run) for run in runs(prose) & seed_runs]
    assert not copied, copied[:3]


@pytest.mark.parametrize(
    "module",
    sorted((ROOT / "gen" / "skirmishgen" / "games").glob("*/table.py")),
    ids=lambda p: p.parent.name,
)
def test_the_tables_descriptions_are_in_our_own_words(seed_runs, module):
    """Every string a game's table module writes (its pieces' names and descriptions)."""
    import ast

    tree = ast.parse(module.read_text(encoding="utf-8"))
    texts = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]
    copied = [" ".join(run) for text in texts for run in runs(text) & seed_runs]
    assert not copied, copied[:3]
