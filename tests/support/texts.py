"""A PDF's text as the tests compare it, and the validator's JSON report of a roster."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from skirmishgen.cli import main
from skirmishgen.testing.pdf import read_pdf


def page_text(page) -> str:
    """A page's text, whitespace folded."""
    return " ".join(page.text().split())


def pdf_text(path: Path) -> str:
    """A whole PDF's text, whitespace folded."""
    return " ".join(page_text(page) for page in read_pdf(path).pages)


def validated(tmp_path: Path, capsys, text: str, *more: str) -> tuple[int, dict]:
    """``skirmishgen validate --format json`` of ``text`` saved as a roster: (exit, report)."""
    path = tmp_path / "roster.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SystemExit) as info:
        main(["validate", str(path), "--format", "json", *more])
    report = json.loads(capsys.readouterr().out)
    return int(info.value.code or 0), report


def rules(report: dict) -> list[tuple[str, str]]:
    """The (rule id, severity) of every finding of a validate report."""
    return [(f["rule"], f["severity"]) for f in report["findings"]]


def by_hand(value, places: int) -> str:
    """``value`` rounded as a reader rounds by hand, an exact half away from zero (1.25 is
    1.3): the decimal module's ROUND_HALF_UP, on the exact fraction (a float is first read
    back as the fraction it stands for)."""
    from decimal import ROUND_HALF_UP, Decimal, localcontext
    from fractions import Fraction

    exact = Fraction(value).limit_denominator(10**7) if isinstance(value, float) else value
    with localcontext() as context:
        context.prec = 40
        quotient = Decimal(exact.numerator) / Decimal(exact.denominator)
        return str(quotient.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))


def foot_clearance(page) -> float:
    """mm between the lowest line of a sheet's text and the top of its footer credit (the
    credit is what stands in the page's last 14 mm)."""
    from skirmishgen.testing.pdf import PT

    chars = [c for c in page.chars if c["text"].strip()]
    credit = page.height - 14 / PT
    footer = min(c["top"] for c in chars if c["top"] > credit)
    return (footer - max(c["bottom"] for c in chars if c["top"] <= credit)) * PT
