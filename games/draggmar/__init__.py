"""Dungeons of Draggmar (The Moongrel): rulebook draggmar.md, rulings D1-D17 and ours."""

from games.draggmar.game import Draggmar

GAME = Draggmar()
