"""Hostile input through every product: each case ends in exit 0 or 2 with one
clear line, no traceback, in bounded time and memory, nothing overwritten, nothing left
behind."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from makers import run_programs
from skirmishgen.booklets import guard
from skirmishgen.cli import main
from skirmishgen.resources import content_dir
from skirmishgen.testing.pdf import read_pdf
from skirmishgen.testing.plugin import run_main

ONE_STAT = content_dir() / "one-stat-skirmish" / "warbands" / "robyns-merry-men-training.yaml"
AOF = next((content_dir() / "aof-skirmish" / "armies").glob("*.yaml"))
INSTA = next((content_dir() / "insta-skirmish" / "armies").glob("*.yaml"))
ABSTRACT = next((content_dir() / "abstract-skirmish" / "squads").glob("*.yaml"))
EVIL = "T<b>&<img src='/etc/passwd'/>"
"""A name that is markup: it must print literally and never load a file."""


def run(*argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as info:
        main(list(argv))
    code = info.value.code
    return (0 if code is None else code), "", ""


def outcome(capsys, *argv: str) -> tuple[int, list[str]]:
    code, _, _ = run(*argv)
    captured = capsys.readouterr()
    return code, captured.err.splitlines()


def one_line(lines: list[str]) -> str:
    assert len(lines) == 1, lines
    assert "Traceback" not in lines[0]
    return lines[0]


# ------------------------------------------------------------------ markup in names


def _named(source: Path, folder: Path) -> Path:
    """``source`` with every ``name:`` value starting with markup."""
    lines = []
    for line in source.read_text(encoding="utf-8").splitlines():
        head, sep, value = line.partition("name: ")
        if sep and head.strip() in ("", "-"):  # block keys, not {name: ...} flow items
            value = value.strip().strip("\"'")[:20]
            line = f'{head}name: "{EVIL} {value}"'
        lines.append(line)
    path = folder / source.name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "source, products",
    [
        (ONE_STAT, [("roster",), ("sheet", "one-stat-skirmish")]),
        (AOF, [("roster",), ("sheet", "aof-skirmish")]),
        (INSTA, [("roster",)]),
        (ABSTRACT, [("roster",), ("deck", "abstract-skirmish")]),
    ],
)
def test_markup_in_names_prints_literally_in_every_product(tmp_path, capsys, source, products):
    roster = _named(source, tmp_path)
    for number, product in enumerate(products):
        out = tmp_path / f"out{number}.pdf"
        if product == ("roster",):
            argv = ["roster", str(roster)]
        else:
            argv = [*product, "--roster", str(roster)]
        code, err = outcome(capsys, *argv, "--out", str(out))
        assert code == 0, err
        pdf = read_pdf(out)
        text = " ".join(" ".join(page.text().split()) for page in pdf.pages)
        if product[0] != "deck":  # the trait deck prints no names (a name may wrap)
            assert EVIL in text, product
        assert b"root:x:" not in out.read_bytes(), "no file pulled in by markup"


# ------------------------------------------------------------------ deep nesting, messages


def test_thirty_thousand_brackets_are_one_line_not_a_segfault(tmp_path):
    """Whatever the YAML library's own limits (libyaml 0.2.6 refuses deep nesting itself,
    older ones do not), the answer is ours: one line at the too-deep bracket, exit 2,
    no traceback, nothing written."""
    path = tmp_path / "deep.yaml"
    path.write_text("system: one-stat-skirmish\nx: " + "[" * 30000 + "]" * 30000 + "\n")
    argvs = [["validate", "deep.yaml"], ["roster", "deep.yaml"], ["deck", "deep.yaml"]]
    for argv, done in zip(argvs, run_programs(tmp_path, argvs, timeout=30), strict=True):
        assert done.returncode == 2, (argv, done.stderr)
        said = [line for line in (done.stdout + done.stderr).splitlines() if "deep.yaml" in line]
        assert len(said) == 1, said
        assert "Traceback" not in done.stdout + done.stderr
        place, _, message = said[0].partition(": ")
        file, line, column = place.rsplit(":", 2)
        assert (file, line) == ("deep.yaml", "2")
        assert 3 + 60 <= int(column) <= 3 + 66, "at the bracket that goes too deep"
        assert "nested more than 64 levels deep" in message
        assert sorted(p.name for p in tmp_path.iterdir()) == ["deep.yaml"], "nothing written"


@pytest.mark.parametrize(
    "value, says",
    [(".nan", "should be a finite number"), ('"six"', "should be a number")],
)
def test_odd_numbers_are_one_plain_line(tmp_path, capsys, value, says):
    text = ONE_STAT.read_text(encoding="utf-8").replace("stat: 6", f"stat: {value}", 1)
    (tmp_path / "w.yaml").write_text(text, encoding="utf-8")
    code, _, _ = run("validate", str(tmp_path / "w.yaml"))
    out = capsys.readouterr().out.splitlines()
    assert code == 2
    (line,) = [line for line in out if "error" in line and "stat" in line]
    assert says in line and ".int" not in line and ".float" not in line


def test_a_and_an_and_one_page(tmp_path, capsys):
    (tmp_path / "a.yaml").write_text(AOF.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "b.yaml").write_text(ONE_STAT.read_text(encoding="utf-8"), encoding="utf-8")
    run("validate", "--match", str(tmp_path / "b.yaml"), str(tmp_path / "a.yaml"))
    said = capsys.readouterr()
    assert " a aof" not in said.out + said.err
    run("roster", str(ONE_STAT), "--out", str(tmp_path / "r.pdf"))
    assert "1 page," in capsys.readouterr().out


# ------------------------------------------------------------------ special files


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_named_pipes_are_refused_not_waited_on(tmp_path):
    os.mkfifo(tmp_path / "pipe.yaml")
    os.mkfifo(tmp_path / "pipe.png")
    roster = ONE_STAT.read_text(encoding="utf-8").replace(
        "    stat: 6\n", "    stat: 6\n    image: pipe.png\n", 1
    )
    (tmp_path / "w.yaml").write_text(roster, encoding="utf-8")
    (tmp_path / "t" / "insta-skirmish").mkdir(parents=True)
    os.mkfifo(tmp_path / "t" / "insta-skirmish" / "booklet.j2")
    cases = [
        ["validate", "pipe.yaml"],
        ["roster", "pipe.yaml"],
        ["deck", "pipe.yaml"],
        ["kit", "one-stat-skirmish", "--roster", "w.yaml"],
        ["booklet", "insta-skirmish", "--templates", "t"],
    ]
    for done in run_programs(tmp_path, cases, timeout=30):
        assert done.returncode == 2, (done.args, done.stderr)
        assert "not a regular file" in done.stdout + done.stderr, done.args


# ------------------------------------------------------------------ images


def kit_with_image(tmp_path: Path, capsys, image: str, out: str) -> tuple[int, list[str]]:
    """The 1 Stat Skirmish kit of a warband whose boss has the art ``image``."""
    roster = ONE_STAT.read_text(encoding="utf-8").replace(
        "    stat: 6\n", f"    stat: 6\n    image: {image}\n", 1
    )
    (tmp_path / "w.yaml").write_text(roster, encoding="utf-8")
    argv = ["kit", "one-stat-skirmish", "--roster", str(tmp_path / "w.yaml")]
    return outcome(capsys, *argv, "--out", str(tmp_path / out))


def test_an_image_is_never_an_output(tmp_path, capsys):
    Image.new("RGB", (300, 450), "red").save(tmp_path / "art.pdf", "PNG")
    before = (tmp_path / "art.pdf").read_bytes()
    for out in ("art.pdf", "./sub/../art.pdf"):
        code, err = kit_with_image(tmp_path, capsys, "art.pdf", out)
        assert code == 2 and "is the input file" in one_line(err)
    assert (tmp_path / "art.pdf").read_bytes() == before


def test_a_huge_image_is_refused_by_its_size(tmp_path, capsys):
    Image.new("1", (13370, 13370)).save(tmp_path / "big.png")  # 20 KB, 178 megapixels
    code, err = kit_with_image(tmp_path, capsys, "big.png", "k.pdf")
    assert code == 2
    assert "13370 x 13370 pixels" in one_line(err)


# ------------------------------------------------------------------ too-tall sheets


def test_a_fighter_with_three_hundred_items_runs_over_pages(tmp_path, capsys):
    items = "\n".join(f"      - {{name: Knife {i}, kind: melee, hands: 1}}" for i in range(300))
    text = ONE_STAT.read_text(encoding="utf-8")
    anchor = "      - {name: Sword, kind: melee, hands: 1}"
    assert anchor in text
    (tmp_path / "w.yaml").write_text(text.replace(anchor, items, 1), encoding="utf-8")
    code, err = outcome(
        capsys, "roster", str(tmp_path / "w.yaml"), "--force", "--out", str(tmp_path / "r.pdf")
    )
    assert code == 0, err
    pdf = read_pdf(tmp_path / "r.pdf")
    assert len(pdf.pages) > 1
    text = " ".join(page.text() for page in pdf.pages)
    assert "Knife 0" in text and "Knife 299" in text


# ------------------------------------------------------------------ templates


BOMBS = [
    "{{ 'x' * 10**9 }}",
    "{{ ([1]*10**9)|length }}",
    "{{ 10**(10**10) }}",
    "{{ 'x'|center(10**9) }}",
    "{{ 'ab'|replace('a', 'a' * 90000)|replace('a', 'a' * 90000) }}",
    "{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}",
    "{% for i in range(20000) %}\n# H{{ i }}\n\nx\n{% endfor %}",
    "{{ 1/0 }}",
    "{% macro f(n) %}{{ f(n) }}{% endmacro %}{{ f(1) }}",
    "| a |\n|---|\n| " + "word " * 6000 + "|\n",
]


def booklet_with(capsys, templates: Path, out: Path, *more: str) -> tuple[int, list[str]]:
    """The Insta booklet from the templates folder ``templates``."""
    argv = ["booklet", "insta-skirmish", "--templates", str(templates), *more]
    return outcome(capsys, *argv, "--out", str(out))


@pytest.mark.parametrize("template", BOMBS)
def test_template_bombs_and_errors_end_in_one_line(tmp_path, capsys, monkeypatch, template):
    monkeypatch.setattr(guard, "SECONDS", 0.5)
    folder = tmp_path / "t" / "insta-skirmish"
    folder.mkdir(parents=True)
    (folder / "booklet.j2").write_text(template, encoding="utf-8")
    started = time.monotonic()
    code, err = booklet_with(capsys, tmp_path / "t", tmp_path / "b.pdf")
    assert code == 2
    line = one_line(err)
    assert "booklet.j2" in line and ("template" in line or "taller than a page" in line)
    assert time.monotonic() - started < 10
    assert not (tmp_path / "b.pdf").exists()


def test_a_flat_templates_folder_is_used_and_latin_1_is_one_line(tmp_path, capsys):
    (tmp_path / "t").mkdir()
    (tmp_path / "t" / "booklet.j2").write_text("# Flat chapter\n\nOur own words.\n")
    code, err = booklet_with(capsys, tmp_path / "t", tmp_path / "b.pdf", "--imposition", "pages")
    assert code == 0, err
    assert "Flat chapter" in " ".join(p.text() for p in read_pdf(tmp_path / "b.pdf").pages)
    (tmp_path / "t" / "booklet.j2").write_bytes(b"caf\xe9")
    code, err = booklet_with(capsys, tmp_path / "t", tmp_path / "c.pdf")
    assert code == 2 and "is not UTF-8 text" in one_line(err)


# ------------------------------------------------------------------ interrupted writes


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL])
def test_a_killed_write_leaves_nothing_behind_once_run_again(tmp_path, how):
    """Killed mid-write, the old output stays whole; a temporary file a SIGKILL leaves is
    cleared by the next write of the same output."""
    argv = ["kit", "one-stat-skirmish", "--out", str(tmp_path / "k.pdf")]
    assert run_main(*argv)[0] == 0
    whole = (tmp_path / "k.pdf").read_bytes()
    stale = tmp_path / ".k.pdf.sg-999999-x.tmp"  # as a killed process leaves it
    stale.write_bytes(b"half")
    process = subprocess.Popen([sys.executable, "-m", "skirmishgen", *argv], cwd=tmp_path)
    time.sleep(0.3)
    process.send_signal(how)
    process.wait(timeout=60)
    assert (tmp_path / "k.pdf").read_bytes()[:5] == b"%PDF-"
    assert run_main(*argv)[0] == 0  # the next write of the same output
    assert (tmp_path / "k.pdf").read_bytes() == whole
    left = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert left == [], left


def test_the_template_limit_counts_work_not_waiting():
    """A busy machine stopped a booklet that needed 3 s of work at the 10 s wall-clock
    limit: the limit is processor time; waiting past WALL times it still stops."""
    seconds = 0.2
    with guard.deadline(seconds):
        time.sleep(seconds * 2)  # waiting is not work
    working = pytest.raises(guard.TemplateLimit, match=r"more than 0\.2 s of work")
    with working, guard.deadline(seconds):
        started = time.process_time()
        while time.process_time() - started < seconds * 3:
            pass
    waiting = pytest.raises(guard.TemplateLimit, match=rf"more than {seconds * guard.WALL:g} s")
    with waiting, guard.deadline(seconds):
        time.sleep(seconds * guard.WALL * 2)
