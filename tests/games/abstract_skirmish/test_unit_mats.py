"""The Abstract Skirmish unit mats: Bob's squad fits one Letter page."""

from __future__ import annotations

from rostersheets import CONTENT
from skirmishgen.press.paper import PAPERS
from skirmishgen.rosters import roster_sheet


def test_bobs_squad_fits_one_letter_page():
    """Review item: on Letter, Delta was alone on page 2."""
    file = CONTENT / "abstract-skirmish" / "squads" / "bobs-squad.yaml"
    product = roster_sheet(file, PAPERS["letter"], force=False).product
    assert product is not None
    assert product.pieces[0].render().pages == 1
