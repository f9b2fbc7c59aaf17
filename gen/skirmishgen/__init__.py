"""skirmishgen: print-and-play decks, rosters, kits and booklets for five skirmish games."""

__version__ = "0.1.0"
