"""Skirmish, 5th edition (Peter Cobcroft): the 128-card sword-and-shield card game."""
