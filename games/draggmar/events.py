"""Draggmar's events: each type's own fields beside its text (:mod:`games.core.events`).

Cards are named by id (``GET /v1/games/draggmar`` lists them); a location is a site of the
map, numbered as the view numbers them. What a seat draws into its hand, where a scout goes
and which hand a seat keeps stay hidden: those events name the seat, never the card (D9,
D10); the types in ``revealing_events`` are the ones that turn a card face up.

Adding an event type: emit it in the rules (``d.event("type", text, field=value)``) and add
one line here, ``"type": {"field": type}``; tests/games/test_events.py checks the two agree.
"""

from __future__ import annotations

from typing import Literal

from games.core.events import EventFields, event_union

Stat = Literal["attack", "defense"]

EVENTS: EventFields = {
    # set-up and the round (rules.py, rules_round.py)
    "first_player": {"seat": int},
    "market": {"card": str},
    "reward": {"card": str},
    "dealt": {"seat": int},
    "bought": {"seat": int, "card": str},
    "token_revealed": {"location": int, "level": int},
    "hand_chosen": {"seat": int},
    "hands_dealt": {},
    "scout": {"seat": int},
    "scouts_revealed": {"scouts": list[list[int]]},
    "select": {"seat": int, "location": int},
    "redraw": {"seat": int, "item": str},
    "trade_offered": {"seat": int, "to": int},
    "trade": {"seat": int, "with": int | None},
    "trade_declined": {"seat": int},
    "trade_withdrawn": {"seat": int},
    "done": {"seat": int},
    "card_discarded": {"seat": int, "deck": str},
    "run": {"location": int},
    "round": {"round": int},
    "fame": {"seat": int, "fame": int},
    "doom": {"change": int, "doom": int},
    "game_over": {"status": Literal["won", "lost", "round_limit"]},
    # the dungeon run (rules_run.py)
    "room_ahead": {"room": str},
    "room": {"room": str, "location": int},
    "curse": {"seat": int, "card": str},
    "curse_carried": {"seat": int, "card": str},
    "curse_discard": {"seat": int, "item": str},
    "hero_played": {"seat": int, "hero": str},
    "skill": {"seat": int},
    "reroll": {"room": str},
    "fame_spent": {"seat": int, "stat": Stat},
    "equipped": {"seat": int, "item": str},
    "unequipped": {"seat": int, "item": str},
    "entered": {"seat": int},
    "skipped": {"room": str},
    "hall": {"room": str},
    "trap_disarmed": {"room": str},
    "trap": {"room": str},
    "chest_skipped": {"room": str},
    "chest": {"room": str},
    "chest_left": {"room": str},
    "kill": {"room": str, "attack": int, "need": int},
    "survive": {"room": str, "attack": int, "need": int},
    "hero_lost": {"seat": int, "hero": str},
    "death_mage": {},
    "hero_died": {"seat": int, "hero": str},
    "run_failed": {"location": int},
    "upgrade": {"seat": int, "hero": str},
    "reward_taken": {"seat": int, "item": str},
    "split": {"seats": list[int]},
    "stay": {"seat": int},
    "gone_alone": {"seat": int},
    "join_asked": {"seat": int, "group": int},
    "joined": {"seat": int},
    "join_refused": {"seat": int},
    # the Undead Crusade (rules_rift.py)
    "rift_opened": {"location": int},
    "rift_run": {"location": int, "seats": list[int]},
    "portal": {"location": int},
    "velos_killed": {"location": int},
    "rift_closed": {"location": int, "doom": int},
    "rifts_press": {"rifts": list[int], "doom": int},
}

Event = event_union("Draggmar", EVENTS)
