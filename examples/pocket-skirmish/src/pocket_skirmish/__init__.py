"""Pocket Skirmish: a tiny skirmish game, and a worked example of a skirmishgen game
package (docs/adding-a-game.md in skirmishgen walks through it)."""
