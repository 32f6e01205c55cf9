"""New Troll Party (Matt Keen Games): rulebook ``troll-party.md``, rulings P1-P14."""

from games.troll_party.game import TrollParty

GAME = TrollParty()
