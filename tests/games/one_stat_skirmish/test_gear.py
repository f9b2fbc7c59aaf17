"""1 Stat Skirmish heavy shooters: the two options the rulebook gives, a warning where none
is chosen, a schema error for any other, and one name for it on every sheet."""

from __future__ import annotations

import pytest

from skirmishgen.cli import main
from skirmishgen.resources import content_dir
from texts import rules, validated

ONE_STAT = content_dir() / "one-stat-skirmish" / "warbands"


ROBYN = (ONE_STAT / "robyns-merry-men-training.yaml").read_text(encoding="utf-8")


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
    _, report = validated(tmp_path, capsys, heavy(option))
    found = [r for r in rules(report) if r[0] == "1SS-HEAVY-OPTION"]
    assert found == verdict


def test_a_heavy_shooter_option_outside_the_two_is_a_schema_error(tmp_path, capsys):
    code, report = validated(tmp_path, capsys, heavy("laser"))
    assert code == 2
    (finding,) = report["findings"]
    assert "'area' or 'wound'" in finding["message"]


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
