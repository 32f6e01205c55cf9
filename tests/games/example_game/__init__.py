"""High Card, the example game of docs/writing-a-game.md: a complete game package on
:mod:`games.core`, served only where ``GAMEKEEPER_EXTRA_GAMES`` names it (the tests)."""

from tests.games.example_game.game import HighCard

GAME = HighCard()
