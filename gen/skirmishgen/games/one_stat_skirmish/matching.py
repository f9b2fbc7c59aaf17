"""Warbands that play each other: the same format, the same rookies, and the table the
rulebook recommends for them."""

from __future__ import annotations

from ...document import Document
from ...errors import Finding, a
from .checking import ranked
from .models import TableSize, Warband


def match_warbands(
    warbands: list[tuple[Warband, Document]], bands: list[TableSize]
) -> list[Finding]:
    """Checks between warbands that play each other, and the table size to play on."""
    findings: list[Finding] = []
    first, first_doc = warbands[0]
    first_rookies = len(ranked(first, "rookie"))
    for warband, document in warbands[1:]:
        if warband.format != first.format:
            findings.append(
                Finding(
                    document.where(("format",)),
                    f"{warband.name} is {a(warband.format)} warband, {first.name} {first.format}",
                    "players use the same format",
                    "error",
                    "1SS-MATCH-FORMAT",
                )
            )
        rookies = len(ranked(warband, "rookie"))
        if rookies != first_rookies:
            findings.append(
                Finding(
                    document.where(("fighters",)),
                    f"{warband.name} fields {rookies} rookies, {first.name} {first_rookies}",
                    "all players field the same number of rookies",
                    "error",
                    "1SS-MATCH-ROOKIES",
                )
            )
    findings.append(
        Finding(
            first_doc.where(("name",)),
            table_size([w for w, _ in warbands], bands),
            "",
            "info",
            "1SS-TABLE",
        )
    )
    return findings


def table_band(warbands: list[Warband], bands: list[TableSize]) -> TableSize:
    """The smallest of the rulebook's table sizes that holds the largest of ``warbands``."""
    rookies = max(len(ranked(w, "rookie")) for w in warbands)
    specialists = max(len(ranked(w, "specialist")) for w in warbands)
    return next(
        band
        for band in bands
        if (band.up_to_rookies is None or rookies <= band.up_to_rookies)
        and (band.up_to_specialists is None or specialists <= band.up_to_specialists)
    )


def table_size(warbands: list[Warband], bands: list[TableSize]) -> str:
    """The play area the rulebook recommends for these warbands (bands from rules.yaml),
    with the limits of that size and what the largest warband fields."""
    rookies = max(len(ranked(w, "rookie")) for w in warbands)
    specialists = max(len(ranked(w, "specialist")) for w in warbands)
    fields = f"{_count(rookies, 'rookie')} and {_count(specialists, 'specialist')}"
    formats = frozenset(w.format for w in warbands)
    fixed = {frozenset({"action"}): "2'x2'", frozenset({"solitaire"}): "3'x3'"}
    if formats in fixed:
        return f"recommended table: {fixed[formats]} (the {next(iter(formats))} format's)"
    band = table_band(warbands, bands)
    if band.up_to_rookies is None or band.up_to_specialists is None:
        return f"recommended table: {band.size} (the largest warband here has {fields})"
    smaller = bands[bands.index(band) - 1] if bands.index(band) else None
    between = (  # past the smaller band by rookies, short of the rookies this one names
        band.from_rookies is not None
        and rookies < band.from_rookies
        and (smaller is None or specialists <= (smaller.up_to_specialists or 0))
    )
    gap = "; the rulebook names no size for that, so we take the larger" if between else ""
    return (
        f"recommended table: {band.size} (the rulebook's size for {band.book} a side; the "
        f"largest warband here has {fields}{gap})"
    )


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'s' * (number != 1)}"
