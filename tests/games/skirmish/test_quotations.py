"""The cards' quotations: printed where the rulebook's cite an old text, cut as an editor
cuts, never reprinted where they cite none."""

from __future__ import annotations

from repo import ROOT
from texts import pdf_text


def test_a_quotation_is_printed_only_where_the_readme_says(made):
    """The README: the rulebook's TRIP quotation cites no known old text and is not
    reprinted; every other card's quotation is."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "TRIP quotation cites no known old text and is not reprinted" in " ".join(readme.split())
    from skirmishgen.games.skirmish.deck import edition_file, load_deck

    deck = load_deck(edition_file(5))
    assert [card.name for card in deck.cards if card.quote is None] == ["Trip"]
    printed = pdf_text(made("deck", "--edition", "5", "--paper", "a4"))
    assert "Cynewulf" not in printed and "Herewulf" not in printed
    assert "The Battle of Maldon" in printed


def test_a_quotation_cut_off_mid_sentence_ends_in_an_ellipsis(made):
    """The rulebook quotes some passages up to a comma or semicolon: printed, such a cut
    is marked as an editor marks an elision, never left hanging on ';”'."""
    printed = pdf_text(made("deck", "--edition", "5", "--paper", "a4"))
    for mark in ";,:":  # the closing quote reads back curly or straight
        assert f"{mark}\u201d" not in printed and f'{mark}"' not in printed
    assert "helm their red blades ring\u2026" in printed  # a quotation cut at a semicolon
