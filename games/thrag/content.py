"""Thrag's content (rulings H1-H4), loaded once from ``data/`` and checked at load."""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from games.core.content import load_data

#: the beasts', coins' and pawns' colours; the dice are theirs and Thrag's black one
Color = Literal["red", "green", "blue"]
Die = Literal["red", "green", "blue", "black"]
COLORS: tuple[Color, Color, Color] = ("red", "green", "blue")
DICE: tuple[Die, Die, Die, Die] = ("red", "green", "blue", "black")
FACES = (0, 1, 2, 3, 4, 5)
TURNS = 12
BEASTS_PER_COLOR = 5
BEASTS_IN_ALL = BEASTS_PER_COLOR * len(COLORS)
FACE_NAMES = {0: "null", 1: "ace"}


def face_name(value: int) -> str:
    """How the piecepack names a value: null, ace, 2..5."""
    return FACE_NAMES.get(value, str(value))


@cache
def content() -> dict[str, Any]:
    data: dict[str, Any] = load_data("games.thrag", "content.json")
    assert tuple(data["colors"]) == COLORS, "content.json: colours must be red, green, blue"
    for color in COLORS:
        assert sorted(data["beasts"][color]) == [1, 2, 3, 4, 5], f"H1: {color} beasts are ace-5"
        assert sorted(data["coins"][color]) == list(FACES), f"H3: {color} coins are null-5"
    black = data["black_coins"]
    assert sorted(black["hit_points"] + black["healing_pool"]) == list(FACES), "H3: black coins"
    assert data["turns"] == TURNS, "H2: twelve turns"
    return data


@cache
def rulings() -> list[dict[str, str]]:
    found: list[dict[str, str]] = load_data("games.thrag", "rulings.json")
    return found
