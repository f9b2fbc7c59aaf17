"""1 Stat Skirmish: Entry Level (Kai Bettzieche): warband rosters, their legality and sheets."""
