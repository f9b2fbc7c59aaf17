"""The two type families: shipped, licensed, covering the names players write."""

from __future__ import annotations

from skirmishgen.press import fonts
from skirmishgen.resources import content_dir
from skirmishgen.testing.glyphs import font_families
from skirmishgen.testing.pdf import read_pdf

LATIN_EXTENDED_A = "".join(chr(code) for code in range(0x0100, 0x0180))


def test_every_letter_of_latin_extended_a_prints_in_every_face():
    assert fonts.unprintable(LATIN_EXTENDED_A) == ""
    assert fonts.unprintable("Ștefan Ţepeş Ŵyn Şükrü") == "", "Romanian's commas, Welsh, Turkish"
    assert fonts.unprintable("\u2212\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u00b7") == ""


def test_the_characters_taken_as_printable_without_the_fonts_are_in_every_face():
    """unprintable's shortcut (validate parses no font) says what the fonts would say."""
    assert fonts.DRAWN_BY_ALL - fonts.printable_characters() <= set("\t\n\v\f\r")


def test_the_faces_ship_with_their_licence():
    assert {path.name for path in fonts.FOLDER.glob("*.ttf")} == {
        f"{name}.ttf" for name in ("NotoSans-Regular", "NotoSans-Bold", "NotoSans-Italic")
    } | {"NotoSans-BoldItalic.ttf", "NotoSerif-Bold.ttf", "NotoSerif-Italic.ttf"}
    licence = (fonts.FOLDER / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Google" in licence


def test_names_with_accents_print_on_the_roster(work, run):
    shipped = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
    text = shipped.read_text(encoding="utf-8")
    text = text.replace("name: Robyn\n", "name: Łukasz Żółć\n", 1)
    text = text.replace("name: Robyn's merry men", "name: Søren's Ærø band", 1)
    assert "Łukasz" in text and "Søren" in text
    code, _, err = run("roster", work("band.yaml", text), "--out", "band.pdf")
    assert code == 0, err
    printed = " ".join(page.text() for page in read_pdf("band.pdf").pages)
    assert "Łukasz Żółć" in printed and "Søren" in printed
    assert font_families("band.pdf") == {"NotoSans", "NotoSerif"}
