"""The print engine shared by every game: paper, imposition, marks, duplex, fonts, PDF."""
