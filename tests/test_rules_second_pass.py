"""Issue 12's verdicts, each with the rulebook's (seed's) words it rests on."""

from __future__ import annotations

import json

import pytest

from skirmishgen.cli import main
from skirmishgen.resources import content_dir

ONE_STAT = content_dir() / "one-stat-skirmish" / "warbands"
ROBYN = (ONE_STAT / "robyns-merry-men-training.yaml").read_text(encoding="utf-8")
AOF = next((content_dir() / "aof-skirmish" / "armies").glob("*.yaml")).read_text(encoding="utf-8")


def validate(tmp_path, capsys, text: str, *more: str) -> tuple[int, dict]:
    path = tmp_path / "roster.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        main(["validate", str(path), "--format", "json", *more])
    report = json.loads(capsys.readouterr().out)
    return (info.value.code or 0), report


def rules(report: dict) -> list[tuple[str, str]]:
    return [(f["rule"], f["severity"]) for f in report["findings"]]


@pytest.mark.parametrize("fmt", ["training", "standard"])
@pytest.mark.parametrize("spelled", ["Force User", "force_user", "FORCE-USER"])
def test_skills_as_the_rulebook_prints_them(tmp_path, capsys, fmt, spelled):
    """The rulebook heads its skills "Force User", "Martial Artist": the same skills."""
    text = ROBYN.replace("format: training", f"format: {fmt}").replace(
        "skills: [ranger]", f"skills: [{spelled}]"
    )
    _, report = validate(tmp_path, capsys, text)
    assert "1SS-SKILL-UNKNOWN" not in [rule for rule, _ in rules(report)]
    assert report["files"][0]["readable"]


def heavy(option: str) -> str:
    item = "{name: Cannon, kind: heavy-shooter" + (f", option: {option}" if option else "") + "}"
    return ROBYN.replace("{name: Sword, kind: melee, hands: 1}", item, 1).replace(
        "{name: Longbow, kind: shooter, hands: 2}", "{name: Knife, kind: melee, hands: 0}", 1
    )


@pytest.mark.parametrize(
    "option, verdict",
    [
        ("area", []),
        ("wound", []),
        ("Wound", []),
        ("", [("1SS-HEAVY-OPTION", "warning")]),  # "has to be decided before the game starts"
    ],
)
def test_heavy_shooter_options(tmp_path, capsys, option, verdict):
    _, report = validate(tmp_path, capsys, heavy(option))
    found = [r for r in rules(report) if r[0] == "1SS-HEAVY-OPTION"]
    assert found == verdict


def test_a_heavy_shooter_option_outside_the_two_is_a_schema_error(tmp_path, capsys):
    code, report = validate(tmp_path, capsys, heavy("laser"))
    assert code == 2
    (finding,) = report["findings"]
    assert "'area' or 'wound'" in finding["message"]


def test_custom_rules_may_carry_digits_and_signs(tmp_path, capsys):
    text = AOF.replace("rules: [Wizard(1), Fearless]", "rules: [Wizard(1), Fearless, Ward 5+]")
    text += '  "Ward 5+": "Roll a die per wound; on 5+ it is ignored."\n'
    assert text.count("Ward 5+") == 2
    code, report = validate(tmp_path, capsys, text)
    assert code == 0, report["findings"]


def test_roster_prints_validates_json(tmp_path, capsys):
    path = ONE_STAT / "robyns-merry-men-training.yaml"
    with pytest.raises(SystemExit):
        main(["validate", str(path), "--format", "json"])
    expected = capsys.readouterr().out
    with pytest.raises(SystemExit) as info:
        main(["roster", str(path), "--findings", "json", "--out", str(tmp_path / "r.pdf")])
    said = capsys.readouterr()
    assert info.value.code in (0, None)
    assert said.out == expected
    assert "r.pdf: 1 page" in said.err


def test_the_heavy_shooter_option_has_one_name_everywhere(tmp_path):
    """Roster sheet and cheat sheet call the chosen option the same thing."""
    from skirmishgen.testing.pdf import read_pdf

    warband = ONE_STAT / "cpt-fawkes-ragtags-treasure-hunt.yaml"
    made = []
    for argv in (
        ["roster", str(warband)],
        ["sheet", "one-stat-skirmish", "--roster", str(warband)],
    ):
        out = tmp_path / f"{argv[0]}.pdf"
        with pytest.raises(SystemExit) as info:
            main([*argv, "--out", str(out)])
        assert not info.value.code
        made.append(" ".join(" ".join(p.text() for p in read_pdf(out).pages).split()))
    for text in made:
        assert "Heavy shooter, area option" in text
        assert "Heavy shooter: area" not in text and "(area option)" not in text
