"""Cheat sheets: what players look up mid-game, computed from content where a number can be."""
