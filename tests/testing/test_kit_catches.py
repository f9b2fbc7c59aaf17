"""The testing kit fails a game that breaks what it checks, naming what is wrong: a look
like one of our games', an emblem that is no icon, a motif that draws nothing, a ``later``
naming the wrong thing, and a deck whose drawer sets its text past the card."""

from __future__ import annotations

import dataclasses

import pytest

from skirmishgen import games as registry
from skirmishgen.game import Credits, Decks, Game, Rosters, later
from skirmishgen.press.carddeck import CardDeck
from skirmishgen.press.style import Look, Motif
from skirmishgen.testing import test_products, test_registry

LOOK = Look(colour="#6B2737", accent="#E9C46A", emblem="gear", motif="dots")
GAME = Game("kit-probe", Credits("Kit Probe", "A. Tester"), "skirmishgen games", look=LOOK)


def fails(check, *args) -> str:
    """What ``check`` says as it fails."""
    with pytest.raises(AssertionError) as said:
        check(*args)
    return str(said.value)


def test_a_game_of_ours_own_look_passes():
    test_registry.test_its_look_is_its_own_beside_our_games(GAME)
    test_registry.test_white_type_reads_on_its_colour(GAME)


def test_a_look_like_one_of_our_games_fails_naming_it():
    skirmish = next(game for game in registry.GAMES if game.key == "skirmish")
    copied = dataclasses.replace(GAME, look=dataclasses.replace(LOOK, colour=skirmish.look.colour))
    said = fails(test_registry.test_its_look_is_its_own_beside_our_games, copied)
    assert "looks like skirmish's" in said
    same = dataclasses.replace(GAME, look=dataclasses.replace(LOOK, motif=skirmish.look.motif))
    assert "skirmish's motif" in fails(
        test_registry.test_its_look_is_its_own_beside_our_games, same
    )


def test_a_pale_colour_fails_for_white_type():
    pale = dataclasses.replace(GAME, look=dataclasses.replace(LOOK, colour="#9FB8C8"))
    assert "white type" in fails(test_registry.test_white_type_reads_on_its_colour, pale)


def test_an_emblem_that_is_no_icon_fails():
    odd = dataclasses.replace(GAME, look=dataclasses.replace(LOOK, emblem="unicorn"))
    said = fails(test_registry.test_its_emblem_is_one_of_our_icons_or_a_drawing_of_its_own, odd)
    assert "'unicorn' is not one of our icons" in said


def test_a_motif_that_draws_nothing_fails(tmp_path):
    bare = Motif("bare", (lambda path, x, y, w, h, step: False,))
    game = dataclasses.replace(GAME, look=dataclasses.replace(LOOK, motif=bare))
    said = fails(test_registry.test_its_motif_covers_its_box_and_stays_inside_it, game, tmp_path)
    assert "draws nothing" in said


def test_a_later_naming_the_wrong_thing_fails_naming_the_field():
    wrong = Rosters(examples=(), support=later("skirmishgen.press.style:PLAIN"))
    game = dataclasses.replace(GAME, rosters=wrong)
    said = fails(test_registry.test_every_part_it_names_with_later_is_what_its_field_wants, game)
    assert "rosters.support: skirmishgen.press.style:PLAIN is a Look" in said


def _past_the_card(options) -> CardDeck:
    """A deck whose drawer writes its text where it likes: off the card's left edge."""

    def front(canvas, box) -> None:
        canvas.setFont("NotoSans", 9)
        canvas.drawString(-4, box.height / 2, "This rule runs off the card")

    def back(canvas, box) -> None:
        canvas.setFont("NotoSans", 9)
        canvas.drawCentredString(box.width / 2, box.height / 2, "skirmishgen")

    return CardDeck("kit-probe-deck", [("front", "back")], {"front": front, "back": back}, "t", "a")


def test_a_deck_drawing_text_past_the_card_fails_naming_the_face(monkeypatch, made):
    game = dataclasses.replace(GAME, deck=Decks(what="deck", make=_past_the_card))
    monkeypatch.setattr(registry, "GAMES", (*registry.GAMES, game))
    printed = test_products.Printed(
        game, [test_products.Product("deck", ("deck", game.key), made("deck", game.key))], []
    )
    said = fails(test_products.test_every_card_keeps_its_text_inside_its_safe_area, printed, made)
    assert "deck kit-probe face 1: 'T'" in said and "inside the cut" in said
