"""Thrag (One Man: Thrag!, a piecepack solitaire): rulebook ``thrag.md``, rulings H1-H13."""

from games.thrag.game import Thrag

GAME = Thrag()
