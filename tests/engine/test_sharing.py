"""Share links on printed sheets (``--share-url``): the QR code opens the roster in a static
builder's page on any phone, ``unpack`` reads the link, and a bad address is one line."""

from __future__ import annotations

import json

import pytest

from codes import code_on
from repo import ROOT
from skirmishgen.passport import LINK_KEY, link_code, link_text, pack, unpack
from skirmishgen.press.paper import PAPERS
from skirmishgen.rosters import roster_sheet
from skirmishgen.sharing import checked_url

AOF = str(ROOT / "content" / "aof-skirmish" / "armies" / "dwarf-raiders.yaml")


@pytest.fixture
def config(tmp_path, monkeypatch):
    monkeypatch.setenv("SKIRMISHGEN_CONFIG", str(tmp_path / "config"))
    return tmp_path / "config" / "settings.json"


def test_a_sheets_code_opens_its_games_builder_page_and_unpacks(run, work, tmp_path, config):
    url = "https://example.org/club/builder"
    assert run("roster", AOF, "--share-url", url, "--out", "linked.pdf")[0] == 0
    text = code_on(tmp_path / "linked.pdf")
    assert text.startswith(f"{url}/build/aof-skirmish/{LINK_KEY}SKG2:")
    assert " " not in text  # a camera app takes the whole of it as one address
    code, out, err = run("unpack", text)
    assert code == 0, err
    assert "name: Dwarf Raiders" in out
    assert run("roster", AOF, "--out", "plain.pdf")[0] == 0
    assert code_on(tmp_path / "plain.pdf").startswith("SKG2:")


def test_a_saved_address_is_used_until_forgotten(run, work, tmp_path, config, monkeypatch):
    from skirmishgen.sharing import save_url, share_url

    save_url("http://127.0.0.1:8000/")
    assert json.loads(config.read_text()) == {"share_url": "http://127.0.0.1:8000/"}
    assert share_url(None) == "http://127.0.0.1:8000/"
    assert share_url("") is None
    assert run("roster", AOF, "--out", "saved.pdf")[0] == 0
    assert code_on(tmp_path / "saved.pdf").startswith("http://127.0.0.1:8000/build/")
    save_url(None)
    assert share_url(None) is None


def test_the_link_keeps_every_character_of_the_code():
    data = {"system": "aof-skirmish", "name": "50% off: $ * + - . / :", "units": []}
    code = pack(data)
    link = link_text("https://example.org/b/build/aof-skirmish/", code)
    assert link_code(link) == code
    assert unpack(link_code(link) or "") == data


@pytest.mark.parametrize(
    "url",
    [
        "javascript:alert(1)",
        "ftp://example.org/",
        "https://example.org/#roster=",
        "https://exa mple.org/",
        'https://example.org/"><script>',
        "https://" + "a" * 300 + ".org/",
        "",
    ],
)
def test_an_address_that_is_not_a_builders_is_one_line(run, work, config, url):
    if url == "":
        assert run("roster", AOF, "--share-url", "", "--out", "x.pdf")[0] == 0
        return
    code, _, err = run("roster", AOF, "--share-url", url, "--out", "x.pdf")
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert "not the address of a builder" in err


def test_a_damaged_settings_file_says_so(run, work, config):
    config.parent.mkdir(parents=True)
    config.write_text("{not json")
    code, _, err = run("roster", AOF, "--out", "x.pdf")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "the settings cannot be read" in err


def test_every_shipped_roster_prints_with_a_long_address():
    from skirmishgen.games import offering

    url = checked_url("https://example.org/clubs/a-long-club-name/roster-builder/")
    for game in offering(lambda game: game.rosters):
        for example in game.examples():
            for paper in PAPERS.values():
                made = roster_sheet(example, paper, True, share_url=url)
                assert made.product is not None
                assert not made.product.warnings, example.name


def test_a_linked_sheets_code_says_a_phone_opens_it(tmp_path):
    from skirmishgen.output import rendered_pdf
    from texts import pdf_text

    for roster in (ROOT / "content").glob("*/*/*.yaml"):
        made = roster_sheet(roster, PAPERS["a4"], True, share_url="https://example.org/b/")
        assert made.product is not None
        pdf = tmp_path / f"{roster.stem}.pdf"
        pdf.write_bytes(rendered_pdf(made.product)[1])
        text = " ".join(pdf_text(pdf).split())
        assert "skirmishgen unpack" not in text, roster.name
        assert "phone" in text, roster.name
