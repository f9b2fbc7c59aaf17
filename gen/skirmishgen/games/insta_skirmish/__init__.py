"""Insta-Skirmish (Andrew Domino): armies of dice bought with points, on a chessboard."""
