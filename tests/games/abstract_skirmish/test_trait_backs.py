"""Each player's Unit Trait deck has its own back (colour and letter, the game's motif in
the player's colour), so decks never mix."""

from __future__ import annotations

import pytest

from skirmishgen.decks import Layout, make_deck
from skirmishgen.output import deliver
from skirmishgen.press.layout import Sheet
from skirmishgen.press.ornament import MOTIF_TINT
from skirmishgen.press.paper import CARD_SIZES, PAPERS
from skirmishgen.press.style import team, tint
from skirmishgen.testing.glyphs import patterns
from skirmishgen.testing.pdf import read_pdf


@pytest.fixture(scope="module")
def decks(tmp_path_factory):
    folder = tmp_path_factory.mktemp("traits")
    sheet = Sheet(PAPERS["a4"], CARD_SIZES["mini"])
    made = {}
    for letter in "AB":
        values = {"slots": 3, "player": letter, "roster": None, "per_trait": None}
        product = make_deck("abstract-skirmish", values, Layout(sheet, card_given=False))
        (written,) = deliver(product, folder / f"{letter}.pdf")
        made[letter] = read_pdf(written.path)
    return made


def test_each_player_back_says_whose_it_is(decks):
    for number, letter in enumerate("AB"):
        back = decks[letter].pages[1].text()
        assert f"PLAYER {letter} \u00b7 {team(number).word}" in back
        assert "skirmishgen" in back and "Joshua Morris" in back


def test_the_two_backs_differ_in_colour(decks):
    def rgb(colour: str) -> tuple[int, int, int]:
        return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))

    a, b = (patterns(decks[letter].path, 1)[0].colours("RG") for letter in "AB")
    red, blue = (rgb(tint(team(n).colour, MOTIF_TINT)) for n in (0, 1))
    assert red in a and red not in b
    assert blue in b and blue not in a


def test_fronts_carry_the_player_letter_in_their_colour(decks):
    front = decks["B"].pages[0]
    letters = [c for c in front.chars if c["text"] == "B" and abs(c["fontsize"] - 12) < 0.01]
    assert len(letters) == 15, "one tag a card: 5 traits x 3"


def test_every_trait_name_and_every_aid_title_is_set_at_one_size(made):
    """The longest name sets the size for all (so ENDURANCE and DAMAGE match side by side);
    the aids' titles likewise. Titles are the white capitals on the bands (the white
    badges and letters are 12 pt), read as runs of one line and size."""
    from skirmishgen.games.abstract_skirmish.deck import AIDS
    from skirmishgen.games.abstract_skirmish.reference import reference

    ref = reference()
    names = {trait.name.upper() for trait in ref.traits}
    aid_titles = {s.title.upper() for s in ref.sections if s.id in AIDS}
    sizes: dict[str, set[float]] = {"trait": set(), "aid": set()}
    pdf = read_pdf(made("deck", "abstract-skirmish", "--slots", "20"))
    for page in pdf.pages[::2]:
        runs: dict[tuple[float, float], str] = {}
        for c in page.chars:
            if c["size"] != 12 and all(v > 0.99 for v in c["non_stroking_color"]):
                key = (round(c["top"], 1), round(c["size"], 2))
                runs[key] = runs.get(key, "") + c["text"]
        for (_, size), text in runs.items():
            for title in (t for t in names | aid_titles if t.replace(" ", "") in text):
                sizes["trait" if title in names else "aid"].add(size)
    assert len(sizes["trait"]) == 1, sizes
    assert len(sizes["aid"]) == 1, sizes


def rgb(colour: str) -> tuple[int, int, int]:
    return tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]


def test_a_players_trait_back_takes_the_games_motif_in_the_players_colour(made):
    path = made("deck", "abstract-skirmish", "--slots", "20")
    (cell,) = patterns(path, 1)
    assert rgb(tint(team(0).colour, MOTIF_TINT)) in cell.colours("RG")
    assert cell.code.count(" l") >= 5 * 6 and cell.width > cell.height, "a hex grid's cell"
