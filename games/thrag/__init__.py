"""Thrag (One Man: Thrag!, a piecepack solitaire): rulebook ``thrag.md``, rulings H1-H17."""

from games.thrag.game import Thrag

GAME = Thrag()
