"""Making products the way the CLI does, for tests that need the product object or its file."""

from __future__ import annotations

from pathlib import Path

from skirmishgen.decks import Layout, make_deck
from skirmishgen.output import Written, deliver
from skirmishgen.press.layout import Sheet


def print_deck(source: Path, sheet: Sheet, out: Path) -> Written:
    """The deck file ``source`` printed on ``sheet`` to ``out`` (through the output seam)."""
    (written,) = deliver(make_deck(str(source), {}, Layout(sheet, card_given=True)), out)
    return written
