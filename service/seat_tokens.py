"""Seat tokens: the proof that a request comes from one seat of one digital game.

A token is an HMAC of the game, its seed, its salt and the seat under the server's seat-token
key, so nothing is stored: the service hands each seat's token to whoever creates the game
(``POST /states``, ``/replay``), who hands them out, and checks a token by making it again. A
token of one game or seat opens no other.

The salt (16 random bytes drawn when the game is created, kept in the state's sealed part and
so covered by its signature) makes every game's tokens its own: a game created again with the
same seed, or replayed, gets other tokens (issue 28, L4). It need not be secret: a token is an
HMAC under a key only the server has; it only has to differ between games and be out of every
client's reach to change, which the signature sees to.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from functools import lru_cache

#: the request header that carries a seat's token
HEADER = "Gamekeeper-Seat-Token"


@lru_cache(maxsize=4096)  # asked on every request of a seat: the same few tokens again and again
def seat_token(key: bytes, game_id: str, seed: int, salt: str, seat: int) -> str:
    digest = hmac.new(key, f"{game_id}|{seed}|{salt}|{seat}".encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest[:18]).decode()


def is_seat_token(key: bytes, game_id: str, seed: int, salt: str, seat: int, token: str) -> bool:
    return hmac.compare_digest(token.encode(), seat_token(key, game_id, seed, salt, seat).encode())
