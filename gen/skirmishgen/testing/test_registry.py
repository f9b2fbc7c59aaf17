"""A game's declaration, checked as skirmishgen reads it: installed under its key, its
credits, every part named with ``later`` being what its field wants, its content folder,
examples and booklet template there, and a look of its own: a colour white type reads on,
apart from our games' and the sides', and an emblem, accent and motif none of our games
wears (a game is compared with skirmishgen's own games only, so two games of other people
never stand in each other's way)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ..game import Game, Later, RosterSupport
from ..press.style import Icon, Look, team
from . import ids, under_test
from .looks import AAA, APART, assert_motif_tiles_its_box, difference, white_contrast

GAMES = under_test()
by_game = pytest.mark.parametrize("game", GAMES, ids=ids(GAMES))


def _ours() -> tuple[Game, ...]:
    from ..games import GAMES as INSTALLED
    from ..games import SHIPPED

    return tuple(game for game in INSTALLED if game.key in SHIPPED)


OURS = _ours()
"""skirmishgen's own games: what every game's look is held apart from."""


@by_game
def test_the_game_is_installed_under_its_key(game):
    from ..games import KEY, PROBLEMS

    assert KEY.fullmatch(game.key), "a key is lower case words and hyphens"
    said = [problem for problem in PROBLEMS if f"({game.key} = " in problem]
    assert said == [], said


@by_game
def test_it_credits_its_title_and_author_and_says_what_to_try(game):
    assert game.credits.title.strip() and game.credits.author.strip()
    assert game.try_command.startswith("skirmishgen "), game.try_command
    assert game.offers(), "a game offers at least one product"


def _parts(game: Game) -> Iterator[tuple[str, Any, Callable[[Any], bool]]]:
    """(where, the callable a field holds, what its target must be) for every capability's
    field that reaches code of the game's."""
    from ..contract import RosterContract
    from ..press.kit import Part

    def is_parts(found: Any) -> bool:
        return isinstance(found, tuple | list) and all(isinstance(p, Part) for p in found)

    if game.rosters is not None:
        yield (
            "rosters.support",
            game.rosters.support,
            lambda found: isinstance(found, RosterSupport),
        )
        if game.rosters.contract is not None:
            contract = game.rosters.contract
            yield "rosters.contract", contract, lambda found: isinstance(found, RosterContract)
    if game.deck is not None:
        yield "deck.make", game.deck.make, callable
        if game.deck.read_file is not None:
            yield "deck.read_file", game.deck.read_file, callable
    if game.kit is not None:
        yield "kit.parts", game.kit.parts, is_parts
    if game.cheat_sheet is not None:
        yield "cheat_sheet.body", game.cheat_sheet.body, callable
    if game.booklet is not None:
        yield "booklet.context", game.booklet.context, callable
        if game.booklet.figures is not None:
            yield "booklet.figures", game.booklet.figures, callable


@by_game
def test_every_part_it_names_with_later_is_what_its_field_wants(game):
    """Each ``later("package.module:NAME")`` imports, and names a value of the field's kind
    (a ``RosterSupport``, a ``RosterContract``, a tuple of ``Part``) or a function."""
    checked = 0
    for where, held, wanted in _parts(game):
        if isinstance(held, Later):
            found = held.load()  # imports the module: a broken one fails here, named
            assert wanted(found), f"{where}: {held.target} is a {type(found).__name__}"
            checked += 1
        else:
            assert callable(held), where
    support = game.rosters.support() if game.rosters else None
    if support is not None and isinstance(support.sheet, Later):
        assert callable(support.sheet.load()), f"rosters.support().sheet: {support.sheet.target}"


@by_game
def test_its_content_folder_holds_its_example_rosters(game):
    if game.rosters is None:
        return
    assert game.content().is_dir(), game.content()
    examples = game.examples()
    assert examples, f"no example roster matches {game.rosters.examples} in {game.content()}"
    assert all(path.suffix in (".yaml", ".yml") for path in examples), examples


@by_game
def test_its_booklet_has_its_template(game):
    if game.booklet is None:
        return
    from ..resources import templates_dir

    folder = game.booklet.templates or templates_dir() / game.key
    assert (folder / "booklet.j2").is_file(), folder


def _name(part: str | Icon | Any) -> str:
    return part if isinstance(part, str) else part.name


@by_game
def test_its_look_is_its_own_beside_our_games(game):
    look: Look = game.look
    for other in OURS:
        if other.key == game.key:
            continue
        apart = difference(look.colour, other.look.colour)
        assert apart >= APART, f"its colour looks like {other.key}'s ({apart:.0f} of {APART})"
        assert look.accent.upper() != other.look.accent.upper(), f"{other.key}'s accent"
        assert look.emblem_name != other.look.emblem_name, f"{other.key}'s emblem"
        assert look.motif_name != other.look.motif_name, f"{other.key}'s motif"
    for side in map(team, range(4)):
        apart = difference(look.colour, side.colour)
        assert apart >= APART, f"its colour reads as the {side.word} side ({apart:.0f})"


@by_game
def test_white_type_reads_on_its_colour(game):
    contrast = white_contrast(game.look.colour)
    assert contrast >= AAA, f"{game.look.colour}: white type at {contrast:.1f} to 1, not {AAA}"


@by_game
def test_its_emblem_is_one_of_our_icons_or_a_drawing_of_its_own(game):
    from ..press.icons import NAMES

    emblem = game.look.emblem
    assert isinstance(emblem, Icon) or emblem in NAMES, f"{emblem!r} is not one of our icons"
    for icon in game.look.icons:
        assert icon.author.strip() and icon.licence.strip(), icon.name


@by_game
def test_its_motif_covers_its_box_and_stays_inside_it(game, tmp_path):
    """Rendered into a box: ink in every quarter of it, none outside it."""
    assert_motif_tiles_its_box(game.look.motif, tmp_path)


@by_game
def test_skirmishgen_games_lists_it_with_what_it_offers(game, run):
    code, out, err = run("games")
    assert (code, err) == (0, "")
    (line,) = [line for line in out.splitlines() if line.split()[:1] == [game.key]]
    assert f"{game.credits.title} by {game.credits.author}" in line
    assert f"({', '.join(game.offers())})" in line
    assert f"try: {game.try_command}" in out
