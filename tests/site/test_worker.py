"""The static site's worker answers the builder's requests as ``skirmishgen serve`` does:
the same bodies from the same functions, refusals as the server words them."""

from __future__ import annotations

import json

import pytest

from skirmishgen.site.worker import MAX_BODY, answer


def test_a_checked_example_is_what_the_server_checks():
    from skirmishgen.serve.builder import check_data, example_data

    status, media, body, _ = answer("GET", "/api/example/aof-skirmish/dwarf-raiders")
    assert (status, media) == (200, "application/json")
    data = json.loads(body)
    assert data == example_data("aof-skirmish", "dwarf-raiders")
    status, _, body, _ = answer("POST", "/api/check", json.dumps(data).encode())
    assert status == 200
    assert json.loads(body) == json.loads(json.dumps(check_data(data)))


def test_the_roster_pdf_is_the_command_lines(tmp_path):
    from skirmishgen.output import rendered_pdf
    from skirmishgen.press.paper import PAPERS
    from skirmishgen.rosters import roster_sheet

    data = answer("GET", "/api/example/one-stat-skirmish/robyns-merry-men-training")[2]
    yaml = json.loads(answer("POST", "/api/check", data)[2])["yaml"]
    status, media, pdf, name = answer("POST", "/api/roster.pdf?paper=letter", yaml.encode())
    assert (status, media, name) == (200, "application/pdf", "robyns-merry-men-roster.pdf")
    made = roster_sheet(tmp_path / "roster.yaml", PAPERS["letter"], False, yaml)
    assert made.product is not None
    assert pdf == rendered_pdf(made.product)[1]


@pytest.mark.parametrize(
    ("method", "url", "body", "status", "said"),
    [
        ("GET", "/api/nothing", b"", 404, "no such page"),
        ("DELETE", "/api/check", b"", 404, "no such page"),
        ("GET", "/elsewhere", b"", 404, "no such page"),
        ("GET", "/api/form/chess", b"", 404, "unknown game 'chess'"),
        ("POST", "/api/check", b'{"system": 1', 400, "the body is not JSON"),
        ("POST", "/api/check", b'{"n": ' + b"9" * 40 + b"}", 400, "more than 30 digits"),
        ("POST", "/api/read", b"\xff\xfe", 400, "not UTF-8"),
        ("POST", "/api/roster.pdf?paper=a3", b"system: aof-skirmish", 400, "paper is a4 or letter"),
        ("POST", "/api/unpack", b"SKG2:!!!!", 422, "damaged or incomplete"),
        ("POST", "/api/read", b"x" * (MAX_BODY + 1), 413, "limited to 1 MB"),
    ],
)
def test_a_bad_request_is_refused_in_one_line(method, url, body, status, said):
    got, media, text, _ = answer(method, url, body)
    assert media == "application/json"
    refusal = json.loads(text)
    assert got == status, refusal
    assert said in refusal["error"]
    assert "\n" not in refusal["error"]


def test_a_roster_naming_a_file_is_refused():
    data = json.loads(answer("GET", "/api/example/one-stat-skirmish/robyns-merry-men-training")[2])
    data["fighters"][0]["image"] = "/etc/passwd"
    text = json.loads(answer("POST", "/api/check", json.dumps(data).encode())[2])["yaml"]
    status, _, body, _ = answer("POST", "/api/roster.pdf", text.encode())
    assert status == 422
    assert "cannot name a file" in json.loads(body)["error"]
