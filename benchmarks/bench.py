"""Benchmark of the skirmishgen command line: whole-process wall time and peak memory.

Run it from anywhere (stdlib only)::

    python tests/bench.py [--runs N] [--json]

Every measurement is a fresh ``skirmishgen`` process (the console script next to
``sys.executable``, else the one on PATH) started in a temporary working folder,
timed with ``time.perf_counter`` around ``subprocess.Popen`` + ``os.wait4``; its
peak memory is the ``ru_maxrss`` that ``wait4`` reports (KiB on Linux). Each
command gets one warm-up run that is not counted, except the 4,000-card deck,
which runs after the 1,000-card deck has already warmed the same code path and
is measured ``min(N, 3)`` times only, to show how memory grows with card count.

The script reports; it never asserts. Machines are noisy, so PASS/FAIL against
the bars is information, and the exit status is 0 unless a command fails to run
(then the command's stderr is printed and the status is 1).

Not collected by pytest (no ``test_`` prefix).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "support"))
from decks import DESIGNS, generated_deck

MB = 1_000_000  # bars and table are in decimal megabytes
HELP_BAR_S = 0.3
EDITION_BAR_S = 0.8
EDITION_BAR_MB = 100.0
DECK_1K_BAR_S = 3.0
WARBAND_FIGHTERS = 200
ARMY_UNITS = 100
KIT_BAR_S = 2.0
CUT_KIT_BAR_S = 2.0
"""A whole kit's cut files, with its PDF (whole process, median)."""
TABLE_BAR_S = 5.0
"""Issue 44: a game's whole Tabletop Simulator table with two rosters, made within 5 s."""
SHEET_BAR_S = 1.0
BOOKLET_BAR_S = 2.0
SHEET_SYSTEMS = (
    "skirmish",
    "abstract-skirmish",
    "one-stat-skirmish",
    "aof-skirmish",
    "insta-skirmish",
)
KIT_BAR_MB = 200.0
TRAIT_DECK_BAR_S = 1.5
VALIDATE_BAR_S = 0.5
ROSTER_BAR_S = 1.5
BIG_RUNS_MAX = 3
SUITE_BAR_S = 60.0
SUITE_BAR_MB = 1000.0
"""Issue 26: the largest process of the run (pytest or one of its workers) under 1 GB."""
BUILD_RATIO_BAR = 0.35
FLOOR_DECK_BAR = 1.4
"""`deck --edition 5` against a bare reportlab script drawing the same 32 pages (issue 27:
within 1.4x once both type families are set; 1.3 with one)."""
DISTINCT_DESIGNS = 1000
DISTINCT_BAR = 4.0
"""A deck of 1,000 distinct designs against the 5e deck."""
BIG_DECK_CARDS = 19_992
BIG_DECK_DESIGNS = 120
"""Enough designs that no card's count passes the schema's 999."""
BIG_MEMORY_BAR = 1.3
"""Peak memory of the 19,992-card deck against the 5e deck's."""
PHOTO_FIGHTERS = 20
PHOTO_PIXELS = 3000
PHOTO_TIME_BAR = 1.3
PHOTO_PDF_BAR_MB = 1.2
PANEL_PX = (295, 425)
"""The small standee's art panel (25 x 36 mm) at 300 dpi: what each photo is fitted to."""
"""`skirmishgen build` against the 18 product commands run one process each."""


# --------------------------------------------------------------------------- machine


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def machine() -> dict[str, object]:
    cpu = re.search(r"^model name\s*:\s*(.+)$", _read("/proc/cpuinfo"), re.M)
    mem = re.search(r"^MemTotal:\s*(\d+)\s*kB", _read("/proc/meminfo"), re.M)
    return {
        "platform": platform.platform(),
        "python": sys.version.split()[0],
        "python_implementation": platform.python_implementation(),
        "cpu_count": os.cpu_count(),
        "cpu_model": cpu[1].strip() if cpu else None,
        "mem_total_gb": round(int(mem[1]) * 1024 / 1e9, 1) if mem else None,
    }


def find_skirmishgen() -> str:
    beside = Path(sys.executable).parent / "skirmishgen"
    if beside.is_file() and os.access(beside, os.X_OK):
        return str(beside)
    found = shutil.which("skirmishgen")
    if found:
        return found
    sys.exit("bench: no skirmishgen console script next to the interpreter or on PATH")


# --------------------------------------------------------------------------- deck files


def shipped_edition_5() -> Path:
    """The shipped edition-5 deck: from the installed package, else from this checkout."""
    try:
        from skirmishgen.resources import content_dir

        path = Path(content_dir()) / "skirmish" / "edition-5.yaml"
        if path.is_file():
            return path
    except Exception:
        pass
    path = Path(__file__).resolve().parents[1] / "content" / "skirmish" / "edition-5.yaml"
    if not path.is_file():
        sys.exit(f"bench: cannot find the shipped deck file (tried {path})")
    return path


# --------------------------------------------------------------------------- measuring


@dataclass
class Run:
    wall_s: float
    peak_mb: float
    stdout: str


@dataclass
class Bench:
    label: str
    argv: list[str]
    bar: str
    max_s: float | None = None
    max_mb: float | None = None
    out: Path | None = None
    cards: int | None = None
    runs: list[Run] = field(default_factory=list)

    @property
    def walls(self) -> list[float]:
        return [r.wall_s for r in self.runs]

    @property
    def peaks(self) -> list[float]:
        return [r.peak_mb for r in self.runs]

    @property
    def median_s(self) -> float:
        return statistics.median(self.walls)

    @property
    def median_mb(self) -> float:
        return statistics.median(self.peaks)

    @property
    def passed(self) -> bool | None:
        if self.max_s is None and self.max_mb is None:
            return None
        ok = self.max_s is None or self.median_s <= self.max_s
        return ok and (self.max_mb is None or self.median_mb <= self.max_mb)


class CommandFailed(Exception):
    pass


def generated_warband(fighters: int) -> str:
    """A legal 1 Stat Skirmish warband (training format) of ``fighters`` fighters, as YAML."""
    skills = ["ranger", "tank", "sniper", "veteran", "warrior", "brawler", "healer", "guard"]
    rows = ["system: one-stat-skirmish", "name: Bench horde", "format: training", "fighters:"]
    rows += [
        "  - {name: Boss, rank: boss, stat: 7, skills: [ranger], equipment: "
        "[{name: Bow, kind: shooter, hands: 2}, {name: Sword, kind: melee}]}"
    ]
    specialists = (fighters - 1) // 3
    for number in range(specialists):
        rows.append(
            f"  - {{name: Specialist {number}, rank: specialist, stat: {number % 8 + 1}, "
            f"skills: [{skills[number % len(skills)]}], equipment: "
            "[{name: Spear, kind: melee, hands: 2}]}"
        )
    for number in range(fighters - 1 - specialists):
        rows.append(
            f"  - {{name: Rookie {number}, rank: rookie, stat: {number % 6 + 1}, "
            "equipment: [{name: Axe, kind: melee}, {name: Shield, kind: shield}]}"
        )
    return "\n".join(rows) + "\n"


def generated_aof_army(units: int) -> str:
    """A legal AOF: Skirmish army of ``units`` units (a points limit that fits them)."""
    rows = ["system: aof-skirmish", "name: Bench host", f"points_limit: {units * 40}", "units:"]
    for number in range(units):
        rows.append(
            f"  - {{name: Unit {number}, size: {number % 5 + 1}, quality: 4, defense: 4, "
            "cost: 35, rules: [Fearless, Tough(2)], weapons: ['Spear (A2, AP(1))', "
            "'Bow (24\", A1)']}"
        )
    return "\n".join(rows) + "\n"


def generated_insta_army(miniatures: int) -> str:
    """A legal Insta-Skirmish army of ``miniatures`` miniatures, every point spent."""
    rows = [
        "system: insta-skirmish",
        "name: Bench horde",
        f"budget: {miniatures * 8}",
        "miniatures:",
    ]
    rows += [
        f"  - {{name: Mini {number}, die: d8, shows: [melee, bow]}}" for number in range(miniatures)
    ]
    return "\n".join(rows) + "\n"


PHOTO_CODE = """
import sys
from PIL import Image
size, number, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
noise = Image.effect_noise((size, size), 60 + number)
tint = Image.new("RGB", (size, size), (40 * (number % 6), 120, 200 - 9 * number))
Image.blend(tint, Image.merge("RGB", [noise] * 3), 0.5).save(path, quality=85)
"""


def kit_with_photos(folder: Path, shipped_warbands: Path, size: int = 4000) -> list[Path]:
    """Copies of the rulebook's two warbands with a distinct size x size photo per fighter.

    The photos are made in a child process: a large image in this process would be
    counted in every later child's peak memory (fork copies it before exec).
    """
    rosters, number = [], 0
    for source in sorted(shipped_warbands.glob("*treasure-hunt.yaml")):
        out = []
        for line in source.read_text("utf-8").splitlines():
            out.append(line)
            if line.startswith("  - name: "):
                photo = folder / f"photo{number}.jpg"
                subprocess.run(
                    [sys.executable, "-c", PHOTO_CODE, str(size), str(number), str(photo)],
                    check=True,
                )
                out.append(f"    image: {photo}")
                number += 1
        target = folder / source.name
        target.write_text("\n".join(out) + "\n", "utf-8")
        rosters.append(target)
    return rosters


CHILD_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
"""The measured processes' environment. A shell that sets ``PYTHONDONTWRITEBYTECODE``
(some containers do) would have every run of an editable install compile our sources
again while the floor's libraries, installed by pip, load compiled: the warm-up round
writes the bytecode a ``pip install .`` would have written."""


def run_once(argv: list[str], cwd: Path, out: Path | None) -> Run:
    if out is not None and out.exists():
        out.unlink()
    with tempfile.TemporaryFile() as stdout, tempfile.TemporaryFile() as stderr:
        start = time.perf_counter()
        proc = subprocess.Popen(
            argv,
            cwd=cwd,
            env=CHILD_ENV,
            stdin=subprocess.DEVNULL,
            stdout=stdout,
            stderr=stderr,
        )
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
        stdout.seek(0)
        stderr.seek(0)
        text = stdout.read().decode("utf-8", "replace")
        errors = stderr.read().decode("utf-8", "replace")
    if proc.returncode != 0:
        raise CommandFailed(
            f"`{' '.join(argv)}` exited with status {proc.returncode}\n{errors.rstrip()}"
        )
    if out is not None and not out.is_file():
        raise CommandFailed(f"`{' '.join(argv)}` exited 0 but wrote no {out}\n{errors.rstrip()}")
    return Run(wall, usage.ru_maxrss * 1024 / MB, text)


def product_commands(exe: str, squad: Path) -> list[list[str]]:
    """The 18 product commands `build` replaces: the 5e deck, the trait deck of the example
    squad (as build sizes it), and the kit, cheat sheet and booklet of every game."""
    commands = [
        [exe, "deck", "--edition", "5", "--out", "deck.pdf"],
        [exe, "deck", "abstract-skirmish", "--roster", str(squad), "--out", "traits.pdf"],
        [exe, "deck", "abstract-skirmish", "--player", "B", "--roster", str(squad)],
    ]
    commands[-1] += ["--out", "traits-B.pdf"]
    for system in SHEET_SYSTEMS:
        commands += [
            [exe, "kit", system, "--out", f"{system}-kit.pdf"],
            [exe, "sheet", system, "--out", f"{system}-sheet.pdf"],
            [exe, "booklet", system, "--out", f"{system}-booklet.pdf"],
        ]
    return commands


def build_against_commands(exe: str, cwd: Path, runs: int, squad: Path) -> dict[str, object]:
    """Side by side, alternating: the 18 commands in a row (one process each), then
    `skirmishgen build`; one uncounted warm-up of each. Medians of ``runs`` rounds."""
    commands = product_commands(exe, squad)
    rows: list[tuple[float, float]] = []
    for round_ in range(runs + 1):
        separate = sum(run_once(argv, cwd, None).wall_s for argv in commands)
        build = run_once([exe, "build", "--out", "built"], cwd, None)
        written = len(list((cwd / "built").rglob("*.pdf")))
        if round_:
            rows.append((separate, build.wall_s))
    separate_s = statistics.median(r[0] for r in rows)
    build_s = statistics.median(r[1] for r in rows)
    ratio = build_s / separate_s
    return {
        "commands": len(commands),
        "separate_s": round(separate_s, 3),
        "build_s": round(build_s, 3),
        "build_pdfs": written,
        "ratio": round(ratio, 3),
        "bar": f"ratio <= {BUILD_RATIO_BAR}, >= 25 PDFs",
        "pass": ratio <= BUILD_RATIO_BAR and written >= 25,
        "rounds": [[round(a, 3), round(b, 3)] for a, b in rows],
    }


def _tree_rss_kb(root: int) -> tuple[int, int]:
    """The resident memory of ``root`` and all its descendants (Linux /proc): summed, and
    of the largest one."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
                parent = int(stat[stat.rindex(")") + 2 :].split()[1])
            except (OSError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry))
    total, largest, stack = 0, 0, [root]
    while stack:
        pid = stack.pop()
        status = _read(f"/proc/{pid}/status")
        found = re.search(r"^VmRSS:\s*(\d+)", status, re.M)
        total += int(found[1]) if found else 0
        largest = max(largest, int(found[1]) if found else 0)
        stack += children.get(pid, [])
    return total, largest


def time_suite(runs: int) -> dict[str, object]:
    """The whole test suite (`python -m pytest -q`, its own worker setting): wall time, and
    the peak memory of its largest process (pytest, a worker, a browser, a command a test
    runs) and of all of them together, sampled every 0.1 s."""
    root = Path(__file__).resolve().parents[1]
    rows = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"],
            cwd=root,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        summed = largest = 0
        while proc.poll() is None:
            now_summed, now_largest = _tree_rss_kb(proc.pid)
            summed, largest = max(summed, now_summed), max(largest, now_largest)
            time.sleep(0.1)
        wall = time.perf_counter() - start
        if proc.returncode != 0:
            raise CommandFailed(f"the test suite failed (exit {proc.returncode})")
        rows.append((wall, largest * 1024 / MB, summed * 1024 / MB))
    wall_s = statistics.median(r[0] for r in rows)
    largest_mb = statistics.median(r[1] for r in rows)
    return {
        "wall_s": round(wall_s, 1),
        "largest_mb": round(largest_mb),
        "summed_mb": round(statistics.median(r[2] for r in rows)),
        "bar": f"<= {SUITE_BAR_S:.0f} s, largest process <= {SUITE_BAR_MB:.0f} MB",
        "pass": wall_s <= SUITE_BAR_S and largest_mb <= SUITE_BAR_MB,
        "runs": [[round(a, 1), round(b), round(c)] for a, b, c in rows],
    }


def measure(bench: Bench, cwd: Path, runs: int, warmup: bool) -> None:
    if warmup:
        run_once(bench.argv, cwd, bench.out)
    for _ in range(runs):
        bench.runs.append(run_once(bench.argv, cwd, bench.out))


def pdf_facts(bench: Bench) -> dict[str, object]:
    """Sanity facts about the last run's PDF, read with the stdlib only."""
    assert bench.out is not None
    data = bench.out.read_bytes()
    pages = len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", data))
    box = re.search(rb"/MediaBox\s*\[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]", data)
    size_mm = None
    if box:
        x0, y0, x1, y1 = (float(v) for v in box.groups())
        size_mm = f"{(x1 - x0) * 25.4 / 72:.0f}x{(y1 - y0) * 25.4 / 72:.0f} mm"
    said = re.search(r":\s*(\d+)\s+pages,\s*(\d+)\s+cards", bench.runs[-1].stdout)
    return {
        "command": bench.label,
        "file": bench.out.name,
        "bytes": len(data),
        "mb": round(len(data) / MB, 2),
        "pdf_pages": pages,
        "page_size": size_mm,
        "cli_pages": int(said[1]) if said else None,
        "cli_cards": int(said[2]) if said else None,
        "expected_cards": bench.cards,
    }


# --------------------------------------------------------------------------- report


def _verdict(passed: bool | None) -> str:
    return "-" if passed is None else "PASS" if passed else "FAIL"


def report_table(benches: list[Bench], growth: dict[str, object]) -> str:
    head = ("command", "runs", "median s", "min s", "max s", "median peak MB", "bar", "result")
    rows = [
        (
            b.label,
            str(len(b.runs)),
            f"{b.median_s:.3f}",
            f"{min(b.walls):.3f}",
            f"{max(b.walls):.3f}",
            f"{b.median_mb:.1f}",
            b.bar,
            _verdict(b.passed),
        )
        for b in benches
    ]
    if growth:
        rows.append(
            (
                "memory growth 1,000 -> 4,000 cards",
                "",
                "",
                "",
                "",
                f"{growth['peak_growth_mb']:+.1f}",
                growth["bar"],
                _verdict(growth["pass"]),
            )
        )
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]
    right = {1, 2, 3, 4, 5}

    def line(cells) -> str:
        return "  ".join(
            c.rjust(w) if i in right else c.ljust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(head), rule, *(line(r) for r in rows)])


def time_serve(exe: str, runs: int) -> dict[str, object]:
    """The builder: from spawning ``serve`` until its start page and a game's form have
    answered (the page is usable), and one validation round trip of a 50-fighter warband
    measured inside the server process's own app (no process or network in the figure)."""
    import socket
    import urllib.request

    starts = []
    for _ in range(runs):
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        began = time.perf_counter()
        process = subprocess.Popen(
            [exe, "serve", "--port", str(port), "--no-browser"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        try:
            assert process.stdout is not None
            process.stdout.readline()
            for path in ("/", "/assets/builder.js", "/api/form/one-stat-skirmish"):
                with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=10) as got:
                    got.read()
            starts.append(time.perf_counter() - began)
        finally:
            process.terminate()
            process.wait(10)
    from starlette.testclient import TestClient

    from skirmishgen.serve.app import make_app

    client = TestClient(make_app(), base_url="http://127.0.0.1:8765")
    body = generated_warband(50)
    headers = {"content-type": "application/yaml"}
    assert client.post("/api/validate", content=body, headers=headers).json()["exit_code"] == 0
    trips = []
    for _ in range(max(runs, 5) * 10):
        began = time.perf_counter()
        client.post("/api/validate", content=body, headers=headers)
        trips.append(time.perf_counter() - began)
    start = statistics.median(starts)
    trip = statistics.median(trips)
    return {
        "start_s": round(start, 3),
        "start_range": [round(min(starts), 3), round(max(starts), 3)],
        "validate_50_ms": round(trip * 1000, 1),
        "validate_range_ms": [round(min(trips) * 1000, 1), round(max(trips) * 1000, 1)],
        "pass": start <= 1.0 and trip <= 0.05,
    }


def photo_warband(folder: Path) -> Path:
    """A legal warband of ``PHOTO_FIGHTERS`` fighters, each with its own square JPEG photo
    of ``PHOTO_PIXELS`` pixels a side (made in a child process, see kit_with_photos)."""
    rows, photos = [], 0
    for line in generated_warband(PHOTO_FIGHTERS).splitlines():
        if line.startswith("  - {"):
            photo = folder / f"photo{photos}.jpg"
            code = [sys.executable, "-c", PHOTO_CODE, str(PHOTO_PIXELS), str(photos), str(photo)]
            subprocess.run(code, check=True)
            line = f"{line[:-1]}, image: {photo.name}}}"
            photos += 1
        rows.append(line)
    roster = folder / "photo-warband.yaml"
    roster.write_text("\n".join(rows) + "\n", "utf-8")
    return roster


def _ratio(ours: list[Run], floor: list[Run], attr: str = "wall_s") -> float:
    return statistics.median(getattr(r, attr) for r in ours) / statistics.median(
        getattr(r, attr) for r in floor
    )


def _side_by_side(pairs: dict[str, tuple[list[str], Path]], cwd: Path, runs: int):
    """Each command once per round, alternating, one uncounted warm-up round."""
    measured: dict[str, list[Run]] = {name: [] for name in pairs}
    for round_ in range(runs + 1):
        for name, (argv, out) in pairs.items():
            run = run_once(argv, cwd, out)
            if round_:
                measured[name].append(run)
    return measured


def floors(exe: str, runs: int) -> list[dict[str, object]]:
    """The four bars of issue 15, each ours against its floor, measured side by side."""
    here = Path(__file__).resolve().parent
    python = sys.executable
    shipped = shipped_edition_5()
    rows = []
    with tempfile.TemporaryDirectory(prefix="skirmishgen-floors-") as folder:
        tmp = Path(folder)
        text = shipped.read_text("utf-8")
        (tmp / "d1000.yaml").write_text(
            generated_deck(text, DISTINCT_DESIGNS, DISTINCT_DESIGNS), "utf-8"
        )
        (tmp / "big.yaml").write_text(
            generated_deck(text, BIG_DECK_CARDS, BIG_DECK_DESIGNS), "utf-8"
        )
        e5 = [exe, "deck", "--edition", "5", "--out", str(tmp / "e5.pdf")]
        measured = _side_by_side(
            {
                "floor": (
                    [python, str(here / "floor_deck.py"), str(shipped), str(tmp / "f.pdf")],
                    tmp / "f.pdf",
                ),
                "e5": (e5, tmp / "e5.pdf"),
                "distinct": (
                    [exe, "deck", str(tmp / "d1000.yaml"), "--out", str(tmp / "k.pdf")],
                    tmp / "k.pdf",
                ),
                "big": (
                    [exe, "deck", str(tmp / "big.yaml"), "--out", str(tmp / "big.pdf")],
                    tmp / "big.pdf",
                ),
            },
            tmp,
            runs,
        )
        e5_s = statistics.median(r.wall_s for r in measured["e5"])
        rows.append(
            _row(
                "`deck --edition 5` against a bare reportlab script drawing the same 32 pages",
                _ratio(measured["e5"], measured["floor"]),
                FLOOR_DECK_BAR,
                f"{e5_s:.3f} s against "
                f"{statistics.median(r.wall_s for r in measured['floor']):.3f} s",
            )
        )
        rows.append(
            _row(
                f"a deck of {DISTINCT_DESIGNS:,} distinct designs against the 5e deck",
                _ratio(measured["distinct"], measured["e5"]),
                DISTINCT_BAR,
                f"{statistics.median(r.wall_s for r in measured['distinct']):.3f} s "
                f"against {e5_s:.3f} s",
            )
        )
        rows.append(
            _row(
                f"peak memory, a {BIG_DECK_CARDS:,}-card deck against the 5e deck",
                _ratio(measured["big"], measured["e5"], "peak_mb"),
                BIG_MEMORY_BAR,
                f"{statistics.median(r.peak_mb for r in measured['big']):.1f} MB against "
                f"{statistics.median(r.peak_mb for r in measured['e5']):.1f} MB",
            )
        )
        photos = tmp / "photos"
        photos.mkdir()
        roster = photo_warband(photos)
        jpegs = sorted(str(p) for p in photos.glob("*.jpg"))
        size = [str(n) for n in PANEL_PX]
        kit = [exe, "kit", "one-stat-skirmish", "--only", "standees", "--roster", str(roster)]
        measured = _side_by_side(
            {
                "reduced": ([python, str(here / "floor_photos.py"), *size, *jpegs], None),
                "whole": ([python, str(here / "floor_photos.py"), "--whole", *size, *jpegs], None),
                "kit": ([*kit, "--out", str(tmp / "photo-kit.pdf")], tmp / "photo-kit.pdf"),
            },
            photos,
            runs,
        )
        kit_s = statistics.median(r.wall_s for r in measured["kit"])
        rows.append(
            _row(
                f"standees of {PHOTO_FIGHTERS} fighters, a {PHOTO_PIXELS}x{PHOTO_PIXELS} JPEG "
                "each, against decoding (reduced, as Pillow can) and fitting the photos alone",
                _ratio(measured["kit"], measured["reduced"]),
                PHOTO_TIME_BAR,
                f"{kit_s:.3f} s against "
                f"{statistics.median(r.wall_s for r in measured['reduced']):.3f} s "
                f"(decoding every pixel: "
                f"{statistics.median(r.wall_s for r in measured['whole']):.3f} s)",
            )
        )
        size_mb = (tmp / "photo-kit.pdf").stat().st_size / MB
        rows.append(
            _row(
                "the same standees' PDF, in MB",
                size_mb,
                PHOTO_PDF_BAR_MB,
                "photos embedded as JPEG at 300 dpi",
            )
        )
    return rows


def _row(what: str, value: float, bar: float, detail: str) -> dict[str, object]:
    return {
        "what": what,
        "value": round(value, 2),
        "bar": bar,
        "pass": value <= bar,
        "detail": detail,
    }


def floors_table(rows: list[dict[str, object]]) -> str:
    lines = ["| figure | bar | measured | |", "|---|---|---|---|"]
    for row in rows:
        verdict = "PASS" if row["pass"] else "FAIL"
        lines.append(
            f"| {row['what']} | ≤ {row['bar']} | **{row['value']}** ({verdict}) | {row['detail']} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="measured runs per command (7)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument(
        "--no-photos",
        action="store_true",
        help="skip the kit with a 4000x4000 photo per standee (slow to set up)",
    )
    parser.add_argument(
        "--build-only",
        action="store_true",
        help="only compare `skirmishgen build` with the 18 product commands",
    )
    parser.add_argument(
        "--suite",
        action="store_true",
        help="only time the test suite (wall, and peak memory of pytest with its workers)",
    )
    parser.add_argument(
        "--floors",
        action="store_true",
        help="only the ratios to their floors (issue 15): deck against a bare reportlab "
        "script, 1,000 designs, a 19,992-card deck's memory, standees with photos",
    )
    parser.add_argument(
        "--tables",
        action="store_true",
        help="only the five games' whole Tabletop Simulator tables, each with its two "
        "default rosters (issue 44)",
    )
    parser.add_argument(
        "--serve",
        action="store_true",
        help="only time the roster builder: start until usable, and a 50-fighter validation",
    )
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    if args.floors:
        try:
            rows = floors(find_skirmishgen(), args.runs)
        except CommandFailed as error:
            print(f"bench: {error}", file=sys.stderr)
            return 1
        print(json.dumps(rows, indent=2) if args.json else floors_table(rows))
        return 0
    if args.serve:
        served = time_serve(find_skirmishgen(), args.runs)
        line = (
            f"serve: usable {served['start_s']} s after start (bar <= 1 s); validation of a "
            f"50-fighter warband {served['validate_50_ms']} ms server-side (bar <= 50 ms): "
            f"{'PASS' if served['pass'] else 'FAIL'}"
        )
        print(json.dumps(served, indent=2) if args.json else line)
        return 0
    if args.suite:
        try:
            suite = time_suite(args.runs)
        except CommandFailed as error:
            print(f"bench: {error}", file=sys.stderr)
            return 1
        verdict = "PASS" if suite["pass"] else "FAIL"
        line = (
            f"test suite: median {suite['wall_s']} s, peak {suite['largest_mb']} MB in its "
            f"largest process, {suite['summed_mb']} MB in all at once ({suite['bar']}: "
            f"{verdict}); runs (wall s, largest MB, all MB) {suite['runs']}"
        )
        print(json.dumps(suite, indent=2) if args.json else line)
        return 0

    exe = find_skirmishgen()
    if args.tables:
        return time_tables(exe, args.runs, args.json)
    shipped = shipped_edition_5()
    squad = shipped.parent.parent / "abstract-skirmish" / "squads" / "bobs-squad.yaml"
    if args.build_only:
        with tempfile.TemporaryDirectory(prefix="skirmishgen-bench-") as folder:
            try:
                compared = build_against_commands(exe, Path(folder), args.runs, squad)
            except CommandFailed as error:
                print(f"bench: {error}", file=sys.stderr)
                return 1
        print(json.dumps(compared, indent=2) if args.json else build_line(compared))
        return 0
    with tempfile.TemporaryDirectory(prefix="skirmishgen-bench-") as folder:
        tmp = Path(folder)
        decks = {}
        for cards in (1000, 4000):
            decks[cards] = tmp / f"k{cards}.yaml"
            decks[cards].write_text(generated_deck(shipped.read_text("utf-8"), cards), "utf-8")
        benches = [
            Bench("skirmishgen --help", [exe, "--help"], f"median <= {HELP_BAR_S} s", HELP_BAR_S),
            Bench(
                "skirmishgen deck --edition 5",
                [exe, "deck", "--edition", "5", "--out", str(tmp / "e5.pdf")],
                f"median <= {EDITION_BAR_S} s, <= {EDITION_BAR_MB:.0f} MB",
                EDITION_BAR_S,
                EDITION_BAR_MB,
                out=tmp / "e5.pdf",
            ),
            Bench(
                f"skirmishgen deck k1000.yaml ({DESIGNS} designs, 1,000 cards)",
                [exe, "deck", str(decks[1000]), "--out", str(tmp / "k.pdf")],
                f"median <= {DECK_1K_BAR_S} s",
                DECK_1K_BAR_S,
                out=tmp / "k.pdf",
                cards=1000,
            ),
            Bench(
                f"skirmishgen deck k4000.yaml ({DESIGNS} designs, 4,000 cards)",
                [exe, "deck", str(decks[4000]), "--out", str(tmp / "k4000.pdf")],
                "(memory growth below)",
                out=tmp / "k4000.pdf",
                cards=4000,
            ),
        ]
        warband = tmp / "warband200.yaml"
        warband.write_text(generated_warband(WARBAND_FIGHTERS), "utf-8")
        benches += [
            Bench(
                f"skirmishgen validate ({WARBAND_FIGHTERS}-fighter warband)",
                [exe, "validate", str(warband)],
                f"median <= {VALIDATE_BAR_S} s",
                VALIDATE_BAR_S,
            ),
            Bench(
                f"skirmishgen roster ({WARBAND_FIGHTERS}-fighter warband)",
                [exe, "roster", str(warband), "--out", str(tmp / "roster.pdf")],
                f"median <= {ROSTER_BAR_S} s",
                ROSTER_BAR_S,
            ),
        ]
        armies = {"aof": generated_aof_army(ARMY_UNITS), "insta": generated_insta_army(ARMY_UNITS)}
        for game, text in armies.items():
            path = tmp / f"{game}{ARMY_UNITS}.yaml"
            path.write_text(text, "utf-8")
            benches += [
                Bench(
                    f"skirmishgen validate ({ARMY_UNITS}-unit {game} army)",
                    [exe, "validate", str(path)],
                    f"median <= {VALIDATE_BAR_S} s",
                    VALIDATE_BAR_S,
                ),
                Bench(
                    f"skirmishgen roster ({ARMY_UNITS}-unit {game} army)",
                    [exe, "roster", str(path), "--out", str(tmp / f"{game}.pdf")],
                    f"median <= {ROSTER_BAR_S} s",
                    ROSTER_BAR_S,
                ),
            ]
        benches.append(
            Bench(
                "skirmishgen deck abstract-skirmish --slots 60 (300 cards)",
                [
                    exe,
                    "deck",
                    "abstract-skirmish",
                    "--slots",
                    "60",
                    "--out",
                    str(tmp / "traits.pdf"),
                ],
                f"median <= {TRAIT_DECK_BAR_S} s",
                TRAIT_DECK_BAR_S,
            )
        )
        for system in SHEET_SYSTEMS:
            benches.append(
                Bench(
                    f"skirmishgen sheet {system}",
                    [exe, "sheet", system, "--out", str(tmp / f"{system}-cs.pdf")],
                    f"median <= {SHEET_BAR_S} s",
                    SHEET_BAR_S,
                )
            )
        for system in SHEET_SYSTEMS:
            if (shipped.parent.parent.parent / "templates" / system / "booklet.j2").exists() or (
                shipped.parent.parent / "templates" / system / "booklet.j2"
            ).exists():
                benches.append(
                    Bench(
                        f"skirmishgen booklet {system}",
                        [exe, "booklet", system, "--out", str(tmp / f"{system}-bk.pdf")],
                        f"median <= {BOOKLET_BAR_S} s",
                        BOOKLET_BAR_S,
                    )
                )
        kit_bar = f"median <= {KIT_BAR_S} s, <= {KIT_BAR_MB:.0f} MB"
        benches.append(
            Bench(
                "skirmishgen kit one-stat-skirmish (both rulebook warbands)",
                [exe, "kit", "one-stat-skirmish", "--out", str(tmp / "kit.pdf")],
                kit_bar,
                KIT_BAR_S,
                KIT_BAR_MB,
            )
        )
        benches.append(
            Bench(
                "skirmishgen kit one-stat-skirmish --cutter silhouette (PDF and cut files)",
                [
                    exe, "kit", "one-stat-skirmish", "--cutter", "silhouette",
                    "--out", str(tmp / "cut-kit.pdf"),
                ],
                f"median <= {CUT_KIT_BAR_S} s",
                CUT_KIT_BAR_S,
            )
        )  # fmt: skip
        army = shipped.parent.parent / "insta-skirmish" / "armies" / "knights-of-the-board.yaml"
        benches.append(
            Bench(
                "skirmishgen build insta-skirmish --format tts, two armies (the whole table)",
                [
                    exe, "build", "insta-skirmish", "--format", "tts", "--roster", str(army),
                    "--roster", str(army), "--out", str(tmp / "table"),
                ],
                f"median <= {TABLE_BAR_S} s",
                TABLE_BAR_S,
            )
        )  # fmt: skip
        if not args.no_photos:
            photos = tmp / "photos"
            photos.mkdir()
            rosters = kit_with_photos(
                photos, shipped.parent.parent / "one-stat-skirmish" / "warbands"
            )
            argv = [
                exe,
                "kit",
                "one-stat-skirmish",
                "--only",
                "standees",
                "--out",
                str(tmp / "photo-kit.pdf"),
            ]
            for roster in rosters:
                argv += ["--roster", str(roster)]
            benches.append(
                Bench(
                    "skirmishgen kit standees, a 4000x4000 photo per fighter",
                    argv,
                    "PDF <= 20 MB (printed below)",
                )
            )
        try:
            for bench in [*benches[:3], *benches[4:]]:
                measure(bench, tmp, args.runs, warmup=True)
            measure(benches[3], tmp, min(args.runs, BIG_RUNS_MAX), warmup=False)
            compared = build_against_commands(exe, tmp, args.runs, squad)
        except CommandFailed as error:
            print(f"bench: {error}", file=sys.stderr)
            return 1
        outputs = [pdf_facts(b) for b in benches if b.out is not None]
        for name in ("kit.pdf", "photo-kit.pdf"):
            if (tmp / name).exists():
                print(f"{name}: {(tmp / name).stat().st_size / MB:.2f} MB", file=sys.stderr)

    small, big = benches[2], benches[3]
    pdf_growth = (outputs[2]["bytes"] - outputs[1]["bytes"]) / MB
    peak_growth = big.median_mb - small.median_mb
    growth = {
        "peak_1000_mb": round(small.median_mb, 1),
        "peak_4000_mb": round(big.median_mb, 1),
        "peak_growth_mb": round(peak_growth, 1),
        "pdf_growth_mb": round(pdf_growth, 2),
        # Reported, not judged: faces are drawn once as forms, so what grows is reportlab's
        # document itself (about 3 KB of page objects per page, held until it writes the file,
        # then the whole file formatted in memory), not the drawing of each card.
        "bar": f"report only (compressed PDF grows {pdf_growth:.2f} MB)",
        "pass": None,
    }
    info = machine()
    info["skirmishgen"] = exe
    info["deck_source"] = str(shipped)

    if args.json:
        results = [
            {
                "command": b.label,
                "argv": ["skirmishgen", *b.argv[1:]],
                "runs": len(b.runs),
                "wall_s": {
                    "median": round(b.median_s, 4),
                    "min": round(min(b.walls), 4),
                    "max": round(max(b.walls), 4),
                    "all": [round(w, 4) for w in b.walls],
                },
                "peak_mb": {
                    "median": round(b.median_mb, 1),
                    "min": round(min(b.peaks), 1),
                    "max": round(max(b.peaks), 1),
                    "all": [round(p, 1) for p in b.peaks],
                },
                "bar": b.bar,
                "pass": b.passed,
            }
            for b in benches
        ]
        document = {
            "machine": info,
            "results": results,
            "memory_growth": growth,
            "build_against_commands": compared,
            "outputs": outputs,
        }
        print(json.dumps(document, indent=2))
        return 0

    print(f"machine:  {info['platform']}")
    print(f"python:   {info['python_implementation']} {info['python']}")
    print(f"cpu:      {info['cpu_model'] or 'unknown model'}, {info['cpu_count']} logical CPUs")
    mem = info["mem_total_gb"]
    print(f"memory:   {f'{mem} GB total' if mem is not None else 'unknown'}")
    print(f"program:  {exe}")
    print(f"deck:     {shipped}")
    print()
    print(report_table(benches, growth))
    print()
    print(
        f"peak memory: 1,000 cards {growth['peak_1000_mb']} MB, 4,000 cards "
        f"{growth['peak_4000_mb']} MB ({peak_growth:+.1f} MB for 3,000 more cards; "
        f"the PDF grows {pdf_growth:+.2f} MB)"
    )
    print(build_line(compared))
    print("outputs (last run):")
    for fact in outputs:
        cards = f", {fact['cli_cards']} cards" if fact["cli_cards"] is not None else ""
        expected = fact["expected_cards"]
        warn = (
            f"  (expected {expected} cards!)"
            if expected is not None and fact["cli_cards"] != expected
            else ""
        )
        print(
            f"  {fact['file']}: {fact['mb']:.2f} MB, {fact['pdf_pages']} pages "
            f"({fact['page_size']}); CLI said {fact['cli_pages']} pages{cards}{warn}"
        )
    print(
        "MB = 10^6 bytes; peak = ru_maxrss of the whole process; wall time from spawn to exit; "
        "one uncounted warm-up per command (none for 4,000 cards)."
    )
    return 0


TABLE_GAMES = SHEET_SYSTEMS


def time_tables(exe: str, runs: int, as_json: bool) -> int:
    """Each game's whole table with the rosters `build` puts on it by default: two seats."""
    with tempfile.TemporaryDirectory(prefix="skirmishgen-bench-") as folder:
        tmp = Path(folder)
        benches = [
            Bench(
                f"skirmishgen build {game} --format tts (the whole table, two seats)",
                [exe, "build", game, "--format", "tts", "--out", str(tmp / game)],
                f"median <= {TABLE_BAR_S} s",
                TABLE_BAR_S,
            )
            for game in TABLE_GAMES
        ]
        try:
            for bench in benches:
                measure(bench, tmp, runs, warmup=True)
        except CommandFailed as error:
            print(f"bench: {error}", file=sys.stderr)
            return 1
    if as_json:
        rows = [
            {"command": b.label, "median_s": round(b.median_s, 3), "pass": b.passed}
            for b in benches
        ]
        print(json.dumps(rows, indent=2))
    else:
        print(report_table(benches, {}))
    return 0


def build_line(compared: dict[str, object]) -> str:
    verdict = "PASS" if compared["pass"] else "FAIL"
    return (
        f"skirmishgen build ({compared['build_pdfs']} PDFs): median {compared['build_s']} s "
        f"against {compared['separate_s']} s for the {compared['commands']} product commands "
        f"one process each: ratio {compared['ratio']} ({compared['bar']}: {verdict})"
    )


if __name__ == "__main__":
    sys.exit(main())
