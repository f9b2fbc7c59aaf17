"""Printer profiles: saved once, used with --printer, byte-identical to typing the options."""

from __future__ import annotations

import pytest


@pytest.fixture
def config(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv("SKIRMISHGEN_CONFIG", str(folder))
    return folder / "printers.json"


def test_a_profile_prints_exactly_as_its_options_typed(run, work, tmp_path, config):
    assert run("printer", "save", "office", "--back-offset", "1.0,-0.5")[0] == 0
    assert config.exists()
    assert run("deck", "--printer", "office", "--out", "a.pdf")[0] == 0
    assert run("deck", "--back-offset", "1.0,-0.5", "--out", "b.pdf")[0] == 0
    assert run("deck", "--out", "c.pdf")[0] == 0
    a, b, c = ((tmp_path / name).read_bytes() for name in ("a.pdf", "b.pdf", "c.pdf"))
    assert a == b and a != c
    # an option given on the command line wins over the profile's
    run("deck", "--printer", "office", "--back-offset", "0,0", "--out", "d.pdf")
    assert (tmp_path / "d.pdf").read_bytes() == c


def test_list_show_remove(run, work, config):
    run("printer", "save", "office", "--back-offset", "1,-0.5", "--duplex", "short")
    run("printer", "save", "home", "--back-offset", "0,0.25")
    _, out, _ = run("printer", "list")
    assert out.splitlines() == [
        "home: --back-offset 0,0.25 --duplex long",
        "office: --back-offset 1,-0.5 --duplex short",
    ]
    assert run("printer", "show", "home")[1] == "home: --back-offset 0,0.25 --duplex long\n"
    assert run("printer", "remove", "home")[0] == 0
    assert run("printer", "list")[1] == "office: --back-offset 1,-0.5 --duplex short\n"


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["deck", "--printer", "nope"], "--printer nope: no such printer profile"),
        (["printer", "save", "../x", "--back-offset", "0,0"], "a printer name is letters"),
        (["printer", "save", "x", "--back-offset", "40,0"], "more than 20 mm"),
        (["printer", "remove", "x"], "error: x: no such printer profile"),
        (["printer", "show", "office"], "error: office: no such printer profile"),
    ],
)
def test_bad_printer_input_is_one_line(run, work, tmp_path, config, argv, words):
    """One line naming the profile as it was given: ``--printer NAME`` only where that
    option was typed."""
    code, _, err = run(*argv)
    assert code == 2 and len(err.strip().splitlines()) == 1 and words in err
    assert ("--printer" in err) == ("--printer" in argv)
    assert not list(tmp_path.glob("*.pdf"))


def test_a_damaged_profiles_file_says_where(run, work, config):
    config.parent.mkdir(parents=True)
    config.write_text('{"office": {"back_offset": [1, 2\n', encoding="utf-8")
    code, _, err = run("printer", "list")
    assert code == 2
    assert "printers.json:2:1: the printer profiles cannot be read" in err
    config.write_text('{"office": {"back_offset": "far"}}', encoding="utf-8")
    code, _, err = run("printer", "list")
    assert code == 2 and "not in the expected form" in err


@pytest.mark.parametrize("value", ["nan", "NaN", "inf", "-inf"])
def test_a_scale_that_is_not_a_number_is_refused(run, work, config, value):
    code, _, err = run("printer", "save", "office", "--back-offset", "0,0", "--scale-x", value)
    assert code == 2 and "--scale-x" in err and not config.exists()


@pytest.mark.parametrize("entry", ['{"back_offset": [NaN, 1]}', '{"back_offset": [0, Infinity]}'])
def test_a_profiles_file_holding_nan_is_refused_not_printed(run, work, tmp_path, config, entry):
    """A printers file edited to hold NaN would put NaN coordinates in the PDF: refused."""
    config.parent.mkdir(parents=True)
    config.write_text(f'{{"office": {entry}}}', "utf-8")
    code, _, err = run("deck", "--printer", "office", "--out", "a.pdf")
    assert code == 2 and "printer profile" in err
    assert not (tmp_path / "a.pdf").exists()


def test_a_huge_printer_name_gets_a_short_line(run, work, config):
    code, _, err = run("printer", "save", "x" * 100_000, "--back-offset", "1,1")
    assert code == 2 and len(err) < 300 and not config.exists()
