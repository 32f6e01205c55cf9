"""Seat tokens: the proof that a request comes from one seat of one digital game.

A token is an HMAC of the game, its seed and the seat under the server's seat-token key, so
nothing is stored: the service hands each seat's token to whoever creates the game (``POST
/states``), who hands them out, and checks a token by making it again. A token of one game or
seat opens no other. The seed of a game with hidden information is itself sealed, so a player
cannot make another game's tokens by creating a game with the same seed.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from functools import lru_cache

#: the request header that carries a seat's token
HEADER = "Gamekeeper-Seat-Token"


@lru_cache(maxsize=4096)  # asked on every request of a seat: the same few tokens again and again
def seat_token(key: bytes, game_id: str, seed: int, seat: int) -> str:
    digest = hmac.new(key, f"{game_id}|{seed}|{seat}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


def is_seat_token(key: bytes, game_id: str, seed: int, seat: int, token: str) -> bool:
    return hmac.compare_digest(token.encode(), seat_token(key, game_id, seed, seat).encode())
