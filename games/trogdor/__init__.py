"""Trogdor!! The Board Game: rulebooks ``trogdor-*.md``, rulings T1-T20 and T30-T54.

Both rule sets (``published``, the default, and ``august-draft``), every card, keeper and item
of the draft's lists, table and digital mode. See ``game.py`` for the pieces.
"""

from games.trogdor.game import Trogdor

GAME = Trogdor()
