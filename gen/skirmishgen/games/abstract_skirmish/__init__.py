"""The Abstract Skirmish System (Joshua Morris, 2002): slot rosters, unit mats, trait decks."""
