"""Booklet templates: a name a template does not have is an error at its file and line."""

from __future__ import annotations

import pytest

from skirmishgen.resources import templates_dir


@pytest.mark.parametrize(
    ("old", "new", "name"),
    [
        ("{{ credits.author }}", "{{ credits.autor }}", "autor"),
        ("{{ credits.author }}", "{{ titel }}", "titel"),
    ],
)
def test_an_undefined_name_is_an_error_not_empty_text(run, work, tmp_path, old, new, name):
    shipped = (templates_dir() / "skirmish" / "booklet.j2").read_text(encoding="utf-8")
    assert shipped.count(old) == 1
    line = shipped[: shipped.index(old)].count("\n") + 1
    (tmp_path / "mine" / "skirmish").mkdir(parents=True)
    (tmp_path / "mine" / "skirmish" / "booklet.j2").write_text(
        shipped.replace(old, new), encoding="utf-8"
    )
    code, out, err = run("booklet", "skirmish", "--templates", "mine")
    assert (code, out) == (2, "")
    (message,) = err.splitlines()
    assert message.startswith(
        f"skirmishgen: error: mine/skirmish/booklet.j2:{line}: template error"
    )
    assert f"'{name}'" in message and message.endswith("; fix the template")
    assert not (tmp_path / "output").exists()


def test_a_syntax_error_names_the_template_and_line(run, work, tmp_path):
    (tmp_path / "mine" / "insta-skirmish").mkdir(parents=True)
    (tmp_path / "mine" / "insta-skirmish" / "booklet.j2").write_text(
        "# Rules\n\nfine\n{% if %}\n", encoding="utf-8"
    )
    code, _, err = run("booklet", "insta-skirmish", "--templates", "mine")
    assert code == 2
    assert err.startswith("skirmishgen: error: mine/insta-skirmish/booklet.j2:4: template error")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("# Rules\n\n| " + " | ".join("x" * 40) + " |\n|---|\n| a |\n", "at most 12 fit a page"),
        ("# Rules\n\n!figure dragon\n", "no figure named 'dragon' (this game has: table)"),
    ],
)
def test_a_table_too_wide_or_an_unknown_figure_is_one_line(run, work, tmp_path, text, words):
    """A template's table of 40 columns, or a figure the game lacks: one clear line, exit
    2, nothing written (not an internal error)."""
    (tmp_path / "mine" / "skirmish").mkdir(parents=True)
    (tmp_path / "mine" / "skirmish" / "booklet.j2").write_text(text, encoding="utf-8")
    code, out, err = run("booklet", "skirmish", "--templates", "mine")
    assert (code, out) == (2, "")
    (message,) = err.splitlines()
    assert message.startswith("skirmishgen: error: mine/skirmish/booklet.j2: template error")
    assert words in message and message.endswith("; fix the template")
    assert not (tmp_path / "output").exists()


@pytest.mark.parametrize("target", ["outside.txt", "booklet.j2"], ids=["include", "template"])
def test_a_template_that_leads_out_of_its_folder_is_refused(run, work, tmp_path, target):
    """Templates come from other people: a symlink inside --templates that points out of
    it is refused in one line, whether the booklet includes it or is it, and the secret it
    points at is never printed."""
    folder = tmp_path / "mine" / "insta-skirmish"
    folder.mkdir(parents=True)
    secret = tmp_path / "secret.txt"
    secret.write_text("TOP SECRET 42\n", encoding="utf-8")
    if target == "outside.txt":
        (folder / "outside.txt").symlink_to(secret)
        (folder / "booklet.j2").write_text(
            "# Rules\n\n{% include 'insta-skirmish/outside.txt' %}\n", encoding="utf-8"
        )
    else:
        (folder / "booklet.j2").symlink_to(secret)
    code, out, err = run("booklet", "insta-skirmish", "--templates", "mine")
    assert code == 2 and len(err.strip().splitlines()) == 1
    assert "outside the templates folder" in err and "TOP SECRET" not in out + err
    assert not (tmp_path / "output").exists()
