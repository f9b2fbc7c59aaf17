"""AOF: Skirmish v2.7 (One Page Rules): army lists by points, their legality and unit cards."""
