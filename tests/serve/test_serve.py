"""skirmishgen serve: the builder's API and guards, through Starlette's test client, and the
command itself as a process (answers, listens on loopback only, stops on Ctrl-C)."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
import yaml
from starlette.testclient import TestClient

from repo import ROOT
from skirmishgen.contract import RosterContract
from skirmishgen.games import GAMES, offering
from skirmishgen.rosters import validate_files
from skirmishgen.schema import schema_text
from skirmishgen.serve.app import make_app
from skirmishgen.testing.pdf import Pdf
from skirmishgen.testing.rosters import installed

CONTRACTS = installed()

ARMY = ROOT / "content/aof-skirmish/armies/dwarf-raiders.yaml"
WARBAND = ROOT / "content/one-stat-skirmish/warbands/robyns-merry-men-training.yaml"
YAML = {"content-type": "application/yaml"}


@pytest.fixture(scope="module")
def client():
    return TestClient(make_app(), base_url="http://127.0.0.1:8765")


def post(client, url: str, text: str | bytes, **kw):
    return client.post(url, content=text, headers=YAML, **kw)


def pdf_of(content: bytes, folder: Path) -> Pdf:
    path = folder / f"answer-{len(list(folder.iterdir()))}.pdf"
    path.write_bytes(content)
    return Pdf(path)


def cli_json(tmp_path: Path, text: str) -> dict:
    """validate --format json of ``text`` in a file called roster.yaml (as the API names it),
    in the current folder (the test's own, by monkeypatch.chdir)."""
    Path("roster.yaml").write_text(text, encoding="utf-8")
    return json.loads(validate_files([Path("roster.yaml")], False).as_json())


def test_validate_gives_the_points_finding_exactly_as_the_cli(client, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    over = ARMY.read_text().replace("points_limit: 250", "points_limit: 200")
    answer = post(client, "/api/validate", over)
    assert answer.status_code == 200
    assert answer.headers["content-type"] == "application/json"
    found = answer.json()
    assert [f["rule"] for f in found["findings"]] == ["AOF-POINTS"]
    assert "245 points, over the limit of 200 by 45" in found["findings"][0]["message"]
    assert found == cli_json(tmp_path, over)


@pytest.mark.parametrize("game", CONTRACTS, ids=repr)
def test_every_rule_case_reads_the_same_through_the_api(
    client, game: RosterContract, tmp_path, monkeypatch
):
    """Each rule's illegal roster: /api/validate is validate's JSON, and /api/check puts
    each finding at a key path that exists in the roster's data."""
    monkeypatch.chdir(tmp_path)
    for case in game.cases:
        answer = post(client, "/api/validate", case.illegal).json()
        assert answer == cli_json(tmp_path, case.illegal), case.rule
        assert case.rule in {f["rule"] for f in answer["findings"]}
        data = yaml.safe_load(case.illegal)
        checked = client.post("/api/check", json=data).json()
        assert checked["summary"] == answer["summary"]
        for finding in checked["findings"]:
            value = data
            for part in finding["path"]:
                value = value[part]  # a KeyError here: the path is not in the data
            if finding["rule"] == case.rule and finding["line"]:
                assert finding["path"], case.rule


def test_roster_pdf_is_the_bytes_the_roster_command_writes(client, run, tmp_path):
    for source in (ARMY, WARBAND):
        answer = post(client, "/api/roster.pdf", source.read_text())
        assert answer.status_code == 200
        assert answer.headers["content-type"] == "application/pdf"
        copy = tmp_path / source.name
        copy.write_bytes(source.read_bytes())
        out = tmp_path / f"{source.stem}.pdf"
        code, _, err = run("roster", str(copy), "--out", str(out))
        assert code == 0, err
        assert answer.content == out.read_bytes()
        name = yaml.safe_load(source.read_text())["name"]
        assert name in pdf_of(answer.content, tmp_path).pages[0].text()


def test_an_illegal_roster_gets_422_and_its_findings(client):
    over = ARMY.read_text().replace("points_limit: 250", "points_limit: 200")
    answer = post(client, "/api/roster.pdf", over)
    assert answer.status_code == 422
    assert answer.headers["content-type"] == "application/json"
    assert [f["rule"] for f in answer.json()["findings"]] == ["AOF-POINTS"]
    broken = post(client, "/api/roster.pdf", "system: aof-skirmish\nname: [")
    assert broken.status_code == 422
    assert broken.json()["findings"][0]["rule"] == "SCHEMA"
    assert broken.json()["findings"][0]["line"] >= 2


def test_cheat_sheet_of_a_roster_names_it_and_keeps_to_its_rules(client, tmp_path):
    answer = post(client, "/api/cheatsheet.pdf?paper=letter", ARMY.read_text())
    assert answer.status_code == 200
    page = pdf_of(answer.content, tmp_path).pages[0]
    assert "Dwarf Raiders" in page.text()
    assert abs(page.width - 612) < 0.2  # US Letter, in points
    plain = post(
        client,
        "/api/cheatsheet.pdf",
        (ROOT / "content/insta-skirmish/armies/knights-of-the-board.yaml").read_text(),
    )
    assert plain.status_code == 200


def test_schema_is_the_schema_command(client):
    for game in offering(lambda game: game.rosters):
        answer = client.get(f"/api/schema/{game.key}")
        assert answer.status_code == 200
        assert answer.json() == json.loads(schema_text(game.key))
    assert client.get("/api/schema/chess").status_code == 404


def test_a_body_over_a_megabyte_is_refused_however_it_is_sent(client):
    huge = b"# " + b"x" * 6_000_000
    assert post(client, "/api/validate", huge).status_code == 413

    def chunks():  # no Content-Length: counted as it arrives
        for _ in range(6):
            yield b"#" * 1_000_000

    assert client.post("/api/roster.pdf", content=chunks(), headers=YAML).status_code == 413


@pytest.mark.parametrize(
    "host",
    [
        "evil.example",
        "evil.example:8765",
        "127.0.0.1.evil.example",
        "localhost.",
        "",
        "[::1]evil.example",
        "[::1",
        "[localhost]x",
        "localhost:abc",
        "127.0.0.1:99999999999999",
    ],
)
def test_a_foreign_host_header_is_refused(client, host):
    answer = client.get("/", headers={"host": host})
    assert answer.status_code == 403
    assert (
        post(
            client,
            "/api/validate",
            ARMY.read_text(),
        ).status_code
        == 200
    )


@pytest.mark.parametrize("host", ["127.0.0.1:8765", "localhost:1", "[::1]:8765", "LOCALHOST"])
def test_loopback_names_are_served(client, host):
    assert client.get("/", headers={"host": host}).status_code == 200


def test_a_posted_roster_cannot_name_a_server_file(client, tmp_path):
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"not for the web")
    text = WARBAND.read_text().replace("    stat: 6", f"    image: {secret}\n    stat: 6", 1)
    assert "image:" in text
    for url in ("/api/roster.pdf", "/api/cheatsheet.pdf", "/api/validate"):
        answer = post(client, url, text)
        assert answer.status_code == 422, url
        assert [f["rule"] for f in answer.json()["findings"]] == ["FILE"]
        assert answer.json()["findings"][0]["message"].startswith("fighters[0].image")
    checked = client.post("/api/check", json=yaml.safe_load(text)).json()
    refused = [f for f in checked["findings"] if f["rule"] == "FILE"]
    assert [f["path"] for f in refused] == [["fighters", 0, "image"]]
    assert checked["legal"] is False


@pytest.mark.parametrize(
    ("url", "body", "kind", "status"),
    [
        ("/api/validate", "system: aof-skirmish", "application/json", 415),
        ("/api/validate", b"\xff\xfe bad", "application/yaml", 400),
        ("/api/check", "{not json", "application/json", 400),
        ("/api/check", "[" * 5000 + "]" * 5000, "application/json", 400),
        ("/api/check", '{"name": ' + "[" * 70 + "]" * 70 + "}", "application/json", 422),
        ("/api/check", '{"n": ' + "9" * 5000 + "}", "application/json", 400),
        ("/api/check", "[1, 2]", "application/json", 422),
        ("/api/read", "just: [", "application/yaml", 422),
        ("/api/roster.pdf?paper=a3", ARMY.read_text(), "application/yaml", 400),
    ],
)
def test_bad_requests_get_one_clear_json_answer(client, url, body, kind, status):
    answer = client.post(url, content=body, headers={"content-type": kind})
    assert answer.status_code == status
    assert answer.headers["content-type"] == "application/json"
    assert answer.json()["error"] and "Traceback" not in answer.text


def test_check_gives_yaml_tallies_and_findings_at_their_entries(client, tmp_path):
    data = yaml.safe_load(WARBAND.read_text())
    checked = client.post("/api/check", json=data).json()
    assert yaml.safe_load(checked["yaml"]) == data
    hands = [t for t in checked["tallies"] if t["label"] == "hands"]
    assert [t["path"] for t in hands] == [["fighters", i] for i in range(len(data["fighters"]))]
    assert {t["label"] for t in checked["tallies"] if not t["path"]} >= {"bosses", "specialists"}
    heavy = next(f for f in checked["findings"] if f["rule"] == "1SS-HANDS")
    assert heavy["path"][:2] == ["fighters", 1]
    army = yaml.safe_load(ARMY.read_text())
    points = next(
        t for t in client.post("/api/check", json=army).json()["tallies"] if not t["path"]
    )
    assert (points["label"], points["value"], points["limit"]) == ("points", 245, 250)


def test_examples_and_uploads_open_as_data(client):
    games = client.get("/api/games").json()
    assert [g["system"] for g in games] == [game.key for game in offering(lambda g: g.rosters)]
    one_stat = next(g for g in games if g["system"] == "one-stat-skirmish")["examples"]
    assert {"stem": "robyns-merry-men-training", "name": "Robyn's merry men (training)"} in one_stat
    data = client.get("/api/example/aof-skirmish/dwarf-raiders").json()
    assert data == yaml.safe_load(ARMY.read_text())
    assert client.get("/api/example/aof-skirmish/..%2f..%2fpyproject").status_code == 404
    opened = post(client, "/api/read", "system: insta-skirmish\nname: x\nwhen: 2024-01-01\n").json()
    assert opened == {
        "system": "insta-skirmish",
        "data": {"system": "insta-skirmish", "name": "x", "when": "2024-01-01"},
    }


def test_pages_are_escaped_local_and_guarded(client):
    start = client.get("/")
    assert start.status_code == 200
    for game in offering(lambda game: game.rosters):
        assert f'href="/build/{game.key}"' in start.text
    assert "http://" not in start.text and "https://" not in start.text  # no CDN
    assert "default-src 'self'" in start.headers["content-security-policy"]
    builder = client.get("/build/aof-skirmish")
    assert builder.status_code == 200 and '<script src="/assets/builder.js"' in builder.text
    for name in ("builder.js", "start.js", "app.css", "icon.svg"):
        asset = client.get(f"/assets/{name}")
        assert asset.status_code == 200 and asset.content
        assert b"http://" not in asset.content.replace(b"http://www.w3.org/2000/svg", b"")
    assert client.get("/assets/start.html").status_code == 404
    unknown = client.get("/build/<script>")
    assert unknown.status_code == 404  # said as JSON, never as a page that would run it
    assert unknown.headers["content-type"] == "application/json"
    assert unknown.headers["x-content-type-options"] == "nosniff"


def test_a_short_game_name_leads_to_its_builder(client):
    moved = client.get("/build/1ss", follow_redirects=False)
    assert (moved.status_code, moved.headers["location"]) == (308, "/build/one-stat-skirmish")
    assert client.get("/build/1ss").status_code == 200
    assert client.get("/build/skirmish").status_code == 404  # a game without rosters
    assert (
        client.get("/api/schema/1ss").json() == client.get("/api/schema/one-stat-skirmish").json()
    )


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _serving(port: int) -> subprocess.Popen:
    """``skirmishgen serve`` on ``port`` as a process, its output read as text."""
    return subprocess.Popen(
        [sys.executable, "-m", "skirmishgen", "serve", "--port", str(port), "--no-browser"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_serve_answers_on_loopback_only_and_stops_on_ctrl_c():
    port = _free_port()
    started = time.monotonic()
    process = _serving(port)
    try:
        line = process.stdout.readline()
        assert line.strip() == (
            f"skirmishgen serve: listening on http://127.0.0.1:{port}/ (Ctrl-C stops it)"
        )
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=10) as page:
            assert page.status == 200 and b"Roster builder" in page.read()
        assert time.monotonic() - started < 10
        tcp = Path("/proc/net/tcp")
        if tcp.exists():  # Linux: the listening socket's own address is 127.0.0.1
            rows = [r.split() for r in tcp.read_text().splitlines()[1:]]
            mine = [r[1] for r in rows if r[1].endswith(f":{port:04X}") and r[3] == "0A"]
            assert mine == [f"0100007F:{port:04X}"]
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=10)
        assert process.returncode == 0, err
        assert out.strip() == "skirmishgen serve: stopped"
        assert "Traceback" not in err
    finally:
        process.kill()


def test_serve_says_when_its_port_is_taken_and_warns_off_loopback():
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        run = subprocess.run(
            [sys.executable, "-m", "skirmishgen", "serve", "--port", str(port), "--no-browser"],
            capture_output=True,
            text=True,
            timeout=20,
        )
    assert run.returncode == 2
    assert run.stderr.strip() == (
        f"skirmishgen: error: 127.0.0.1:{port} is in use; choose another with --port"
    )
    from skirmishgen.serve.run import names_for

    assert "evil.example" not in names_for("127.0.0.1")
    assert "192.168.1.5" in names_for("192.168.1.5")


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "https://evil.example"},
        {"origin": "http://evil.example:8765"},
        {"origin": "null"},
        {"sec-fetch-site": "cross-site"},
        {"origin": "http://127.0.0.1.evil.example:8765"},
        {"origin": "http://localhost:3000"},
        {"origin": "http://127.0.0.1:9999"},
        {"sec-fetch-site": "same-site"},
        {"origin": "http://[::1]:1@evil"},
        {"sec-fetch-site": "cross-site, same-origin"},
    ],
    ids=[
        "other-site",
        "other-site-same-port",
        "null",
        "cross-site-fetch",
        "lookalike",
        "other-local-server",
        "other-port",
        "same-site-fetch",
        "userinfo",
        "two-fetch-sites",
    ],
)
def test_another_website_gets_no_answer(client, headers):
    """A page of another site may POST to the builder from the user's browser: refused
    before any work, whatever it sends; the builder's own pages still get answers."""
    for path in ("/api/validate", "/api/roster.pdf", "/api/cheatsheet.pdf"):
        answer = client.post(path, content=ARMY.read_text(), headers={**YAML, **headers})
        assert answer.status_code == 403, (path, answer.status_code)
    own = {**YAML, "origin": "http://127.0.0.1:8765", "sec-fetch-site": "same-origin"}
    assert client.post("/api/validate", content=ARMY.read_text(), headers=own).status_code == 200


def test_a_roster_sent_as_plain_text_is_refused(client):
    """text/plain needs no preflight: a page of any site could send it. Only the types
    the builder sends (and YAML's other names) are read."""
    answer = client.post(
        "/api/validate", content=ARMY.read_text(), headers={"content-type": "text/plain"}
    )
    assert answer.status_code == 415


def test_a_body_that_never_finishes_arriving_is_cut_off_at_the_time_limit(monkeypatch):
    """A client that sends its headers and then trickles (or stops sending) its body gets
    503 at the time limit, counted from when its request reached the app, instead of
    holding a place for as long as it likes."""
    import time

    import anyio

    from skirmishgen.serve import app as served

    monkeypatch.setattr(served, "TIME_LIMIT", 0.3)
    guard = make_app()
    scope = {
        "type": "http",
        "method": "POST",
        "path": "/api/validate",
        "raw_path": b"/api/validate",
        "query_string": b"",
        "headers": [
            (b"host", b"127.0.0.1:8765"),
            (b"content-type", b"application/yaml"),
            (b"content-length", b"1000"),
        ],
        "scheme": "http",
        "server": ("127.0.0.1", 8765),
        "client": ("127.0.0.1", 50000),
        "http_version": "1.1",
        "root_path": "",
    }
    sent: list[dict] = []

    async def receive():
        await anyio.sleep(3600)  # the rest of the body never comes

    async def send(message):
        sent.append(message)

    started = time.perf_counter()
    anyio.run(guard, scope, receive, send)
    assert time.perf_counter() - started < 3
    assert sent and sent[0]["type"] == "http.response.start" and sent[0]["status"] == 503


def test_json_that_would_be_a_huge_yaml_file_is_refused_before_it_is_written(client):
    """A megabyte of JSON lists nested sixty deep is forty megabytes as indented YAML: it
    is refused as the loader would refuse such a file, before any YAML is written."""
    deep: list = [1] * 20_000
    for _ in range(55):
        deep = [deep]
    body = json.dumps({"system": "abstract-skirmish", "name": "x", "units": deep})
    started = time.perf_counter()
    answer = client.post("/api/check", content=body, headers={"content-type": "application/json"})
    assert answer.status_code == 413 and "larger than a roster file may be" in answer.text
    assert time.perf_counter() - started < 5


def test_thousands_of_findings_are_placed_in_one_pass(client):
    """10,000 unknown keys took 20 s to place, each finding scanning the whole file."""
    data = {"system": "abstract-skirmish", "name": "x", **{f"k{n}": 0 for n in range(10_000)}}
    started = time.perf_counter()
    answer = client.post(
        "/api/check", content=json.dumps(data), headers={"content-type": "application/json"}
    )
    found = answer.json()["findings"]
    assert answer.status_code == 200 and len(found) >= 10_000
    assert found[-1]["path"] == ["k9999"]
    assert time.perf_counter() - started < 10


def test_a_number_of_thousands_of_digits_is_one_finding_not_an_internal_error(client):
    text = "system: abstract-skirmish\nname: x\nslots: 0x" + "f" * 5000 + "\n"
    answer = post(client, "/api/validate", text)
    (finding,) = answer.json()["findings"]
    assert answer.status_code == 200 and "a number of more than 30 digits" in finding["message"]


def test_a_request_out_of_time_is_answered_and_its_thread_counted(monkeypatch):
    """A worker thread cannot be stopped: the request is answered at the time limit, the
    thread counted until it ends, and past MOST_THREADS new work is refused at once."""
    import threading

    import anyio

    from skirmishgen.serve import app as served
    from skirmishgen.serve.builder import Refused

    monkeypatch.setattr(served, "TIME_LIMIT", 0.2)
    monkeypatch.setattr(served, "MOST_THREADS", 1)
    release = threading.Event()
    started = time.perf_counter()
    with pytest.raises(TimeoutError):
        anyio.run(served.work, release.wait, 5)
    assert time.perf_counter() - started < 2 and served.threads.running == 1
    with pytest.raises(Refused) as refused:
        anyio.run(served.work, lambda: None)
    assert refused.value.status == 503
    release.set()
    deadline = time.perf_counter() + 5
    while served.threads.running and time.perf_counter() < deadline:
        time.sleep(0.01)
    assert served.threads.running == 0 and anyio.run(served.work, lambda: 7) == 7


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no SIGHUP here")
def test_a_hang_up_stops_the_server_without_a_traceback():
    process = _serving(_free_port())
    try:
        assert "listening on" in process.stdout.readline()
        process.send_signal(signal.SIGHUP)
        _, err = process.communicate(timeout=10)
        assert process.returncode == 128 + signal.SIGHUP
        assert "Traceback" not in err and err.strip() == "skirmishgen: stopped (SIGHUP)"
    finally:
        process.kill()


def test_a_second_origin_cannot_hide_a_foreign_first(client):
    headers = [("origin", "http://evil.example"), ("origin", "http://127.0.0.1:8765")]
    answer = client.post(
        "/api/validate", content=ARMY.read_text(), headers=[*headers, *YAML.items()]
    )
    assert answer.status_code == 403


def test_a_deck_games_file_says_that_game_has_no_rosters(client, run, work):
    """A file for a game of ours without rosters (a deck game) is named as such, with what
    to do, in the builder's upload and in validate alike: never "did you mean ...?"."""
    from skirmishgen.rosters import roster_systems

    rosterless = [game for game in GAMES if game.rosters is None]
    assert rosterless, "a deck-only game to try"
    for game in rosterless:
        text = f"system: {game.key}\nname: My deck\n"
        answer = post(client, "/api/read", text)
        assert answer.status_code == 422
        (finding,) = answer.json()["findings"]
        said = f"{finding['message']}; {finding['hint']}"
        assert f"({game.key}) has no rosters" in said and "did you mean" not in said
        assert ", ".join(roster_systems()) in said
        Path("deck.yaml").write_text(text, encoding="utf-8")
        code, out, _ = run("validate", "deck.yaml")
        assert code == 2 and f"deck.yaml:1:9: error [SCHEMA] system: {game.credits.title}" in out
        assert f"({game.key}) has no rosters" in out
        if game.deck is not None:
            assert f"skirmishgen deck {game.key}" in out


def test_a_share_links_code_unpacks_on_the_server_as_unpack_reads_it(client):
    """The builder sends a link's code to /api/unpack: the roster back, or one line."""
    from skirmishgen.loader import load_document
    from skirmishgen.passport import pack

    data = load_document(ARMY).data
    text = {"content-type": "text/plain"}
    answer = client.post("/api/unpack", content=pack(data), headers=text)
    assert answer.status_code == 200 and answer.json() == {"data": data}
    damaged = client.post("/api/unpack", content=pack(data)[:-20], headers=text)
    assert damaged.status_code == 422
    assert damaged.json()["error"] == (
        "the link: the code's text is damaged or incomplete; copy the whole link again"
    )
    assert (
        "not a skirmishgen roster code"
        in client.post("/api/unpack", content="https://example.com/", headers=text).json()["error"]
    )
    assert client.post("/api/unpack", content=pack(data), headers=YAML).status_code == 415
