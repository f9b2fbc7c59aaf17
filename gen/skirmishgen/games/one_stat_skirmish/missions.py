"""The mission a warband names, as the rulebook plays it in the warband's format: the
training format's own missions (the training Treasure Hunt is carried off the table), or
one of the advanced scenarios (8 turns). The cheat sheet and the roster sheet print the
same words from here."""

from __future__ import annotations

from dataclasses import dataclass

from ...press.runin import cases
from .matching import table_band
from .models import Warband
from .reference import reference


@dataclass(frozen=True)
class Mission:
    """A named mission: its heading, the table to play on and its setup (markup), and
    its rule of play (markup)."""

    heading: str
    table: str
    play: str

    @property
    def text(self) -> str:
        """The table, then the play: a cheat sheet's whole box."""
        return f"{self.table} **Play:** {self.play}"


def mission_of(warband: Warband) -> Mission | None:
    """The mission ``warband`` names, or None when it names none the rulebook has."""
    ref = reference()
    wanted = (warband.mission or "").casefold()
    if not wanted:
        return None
    table = table_band([warband], ref.table_sizes).size.replace("x", "\u00d7")
    where = f"**Table:** {table}, as the rulebook gives warbands this size."
    if warband.format == "training":
        trained = next((m for m in ref.training_missions if m.name.casefold() == wanted), None)
        if trained is not None:
            named = trained.name
            named = named if "training" in named.casefold() else f"{named}, training format"
            return Mission(named, where, trained.text)
    scenarios = next(p.text for p in ref.play if p.id == "scenarios")
    rule = next((c for c in cases(scenarios)[1] if c.head.casefold() == wanted), None)
    if rule is None:
        return None
    text = where
    if start := _standard_start():
        text += f" **Setup:** {start}."
    return Mission(f"{rule.head}, 8 turns", text, rule.text)


def _standard_start() -> str:
    """Where the standard format's warbands start, from its rule ("Start ...")."""
    for entry in reference().formats:
        if entry.id == "standard":
            for sentence in entry.text.split(". "):
                if sentence.startswith("Start "):
                    return sentence.rstrip(".")[len("Start ") :]
    return ""
