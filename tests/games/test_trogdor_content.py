"""Trogdor content (T30-T34): data files, the reconstructed Movement deck, maps and options."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from games.core.errors import InvalidSetup
from games.trogdor import content, wire
from games.trogdor.scenario import GAME, new, play

DATA = Path(content.__file__).with_name("data")


def test_movement_deck_statistics_t33():
    deck = content.content()["movement_deck"]
    cards = deck["cards"]
    assert deck["reconstructed"] is True
    assert len(cards) == 52
    assert len({c["id"] for c in cards}) == 52
    assert Counter(c["arrow"] for c in cards) == {"N": 13, "E": 13, "S": 13, "W": 13}
    assert Counter(c["peasants"] for c in cards) == {0: 8, 1: 14, 2: 14, 3: 10, 4: 6}
    assert sum(c["repair"] for c in cards) == 12
    lengths = Counter(len(c["path"]) for c in cards)
    assert set(lengths) == {3, 4, 5}
    assert max(lengths.values()) - min(lengths.values()) <= 1
    steps = Counter(step for c in cards for step in c["path"])
    assert set(steps) == {"N", "E", "S", "W"}
    assert max(steps.values()) - min(steps.values()) <= 1
    opposite = {"N": "S", "S": "N", "E": "W", "W": "E"}
    for c in cards:
        assert all(b != opposite[a] for a, b in zip(c["path"], c["path"][1:], strict=False))


def test_movement_deck_is_the_recipe_output():
    spec = importlib.util.spec_from_file_location("recipe", DATA / "make_movement_deck.py")
    recipe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(recipe)
    built = recipe.build()
    committed = json.loads((DATA / "movement_deck.json").read_text())
    assert built == committed


def test_action_cards_keepers_items_t30_t34():
    data = content.content()
    cards = data["action_cards"]
    assert len(cards) == 18
    assert sum(c["copies"] for c in cards) == 29  # T35: the draft's list as printed
    assert data["troghammer_card"]["copies"] == 7
    ids = {c["id"] for c in cards}
    assert {"high-energy", "consummate-vs", "flip-em-up-dan", "stump-rock"} <= ids
    assert "hardybardy" in content.keeper_ids() and "galgabudge" in content.keeper_ids()
    assert {"disk-of-healing", "ye-flask-of-denis", "that-dog-tennis-ball-thing"} <= set(
        content.item_ids()
    )
    assert len(content.keeper_ids()) == 9 and len(content.item_ids()) == 9


def test_tiles_and_maps_t31_t32():
    data = content.content()
    assert data["tiles"] == {
        "Cottage": 3,
        "Lake": 1,
        "Mountain": 2,
        "Tunnel": 2,
        "Forest": 4,
        "Flowers": 2,
        "Stump": 2,
        "Rock": 2,
        "Tree": 7,
    }
    maps = data["maps"]
    assert set(maps) == {"easy", "normal", "hard"}
    corners = {(0, 0), (0, 4), (4, 0), (4, 4)}
    where = {
        name: {(r, c) for r in range(5) for c in range(5) if m["tiles"][r][c] == "Cottage"}
        for name, m in maps.items()
    }
    assert len(where["easy"] & corners) == 3
    assert maps["easy"]["lake_is_plain"] is True
    for r, c in where["normal"]:
        assert (r, c) not in corners and (r in (0, 4) or c in (0, 4))
    for r, c in where["hard"]:
        assert 0 < r < 4 and 0 < c < 4
    assert maps["normal"]["tiles"][2][2] != "Cottage"


def test_rulings_cover_t1_t20_and_t30_t34():
    ids = {r["id"] for r in content.rulings()}
    assert {f"T{i}" for i in range(1, 21)} <= ids
    assert {f"T{i}" for i in range(30, 35)} <= ids


def test_august_draft_uses_the_first_50_movement_cards():
    s = new(variant="august-draft")
    assert len(s.rs.move_cards) == 50
    assert [c.id for c in s.rs.move_cards] == [f"M{i}" for i in range(1, 51)]
    assert len(new().rs.move_cards) == 52


def _custom(tiles, **extra):
    return {
        "tiles": tiles,
        "knights": [{"row": 0, "col": 0}, {"row": 4, "col": 4}],
        "archer": {"row": 0, "col": 4},
        **extra,
    }


NORMAL = content.content()["maps"]["normal"]["tiles"]


def test_custom_map_accepted():
    s = new(map=_custom(NORMAL))
    assert s.kinds[2] == "Cottage"


def test_custom_map_refused_26_tiles():
    tiles = [row[:] for row in NORMAL]
    tiles[0].append("Tree")
    with pytest.raises((InvalidSetup, ValidationError), match="5"):
        new(map=_custom(tiles))


def test_custom_map_refused_4_cottages():
    tiles = [row[:] for row in NORMAL]
    tiles[1][1] = "Cottage"
    with pytest.raises(InvalidSetup, match="exactly 3 Cottages, this one has 4"):
        new(map=_custom(tiles))


def test_custom_map_refused_two_lakes_and_tunnels():
    tiles = [row[:] for row in NORMAL]
    tiles[1][1] = "Lake"
    with pytest.raises(InvalidSetup, match="at most 1 Lake"):
        new(map=_custom(tiles))
    tiles = [row[:] for row in NORMAL]
    tiles[0][4] = "Tree"
    with pytest.raises(InvalidSetup, match="2 Tunnels"):
        new(map=_custom(tiles))


def test_custom_map_refused_piece_off_board():
    with pytest.raises(ValidationError, match="less than or equal to 4"):
        wire.Options.model_validate({"map": _custom(NORMAL, archer={"row": 5, "col": 0})})


def test_options_keepers_and_items_checked():
    with pytest.raises(InvalidSetup, match="one keeper per seat"):
        new(players=2, keepers=["hardybardy"])
    with pytest.raises(InvalidSetup, match="unknown item"):
        new(items=["excalibur"])
    with pytest.raises(InvalidSetup, match="chosen once"):
        new(players=2, keepers=["hardybardy", "hardybardy"])


def test_custom_movement_deck_and_extra_cards():
    deck = [
        {"id": f"C{i}", "peasants": 1, "arrow": "N", "repair": False, "path": ["E", "E", "E"]}
        for i in range(6)
    ]
    extra = [{"id": "burninator", "name": "Burninator", "ap": 9, "copies": 2}]
    s = new(movement_deck=deck, content=extra)
    assert [c.id for c in s.rs.move_cards] == [f"C{i}" for i in range(6)]
    assert s.rs.card("burninator").ap == 9
    assert s.rs.action_cards_total == 31


def test_chance_outcomes_follow_each_custom_deck_past_the_ruleset_cache():
    """Issue 16: more rulesets than the ruleset cache keeps (256), each with the same card ids
    but other content: every draw lists and applies this game's deck, never a memo of another
    (a memo keyed by the ``id`` of a freed ruleset's tuples would answer with its cards)."""
    arrows = ("N", "E", "S", "W")
    for game in range(300):
        size = 6 + game % 4
        deck = [
            {
                "id": f"C{k}",
                "peasants": (game + k) % 5,
                "arrow": arrows[(game + k) % 4],
                "repair": game % 2 == 0,
                "path": [arrows[(game + k + 1) % 4]] * 3,
            }
            for k in range(size)
        ]
        copies = 1 + game % 3
        extra = [{"id": "extra", "name": f"Extra {game}", "ap": 1, "copies": copies}]
        s = new(movement_deck=deck, content=extra)
        total = s.rs.action_cards_total  # the Troghammer cards are not in the deck yet
        extra_draw = [m for m in GAME.legal_moves(s) if m.move.card == "extra"]
        assert [(m.label, m.probability) for m in extra_draw] == [
            (f"Draw Extra {game}", copies / total)
        ]
        s = play(s, {"type": "draw_action_card", "card": "high-energy"})
        s = play(s, {"type": "draw_action_card", "card": "block"})
        s = play(s, {"type": "choose_card", "card": "high-energy"}, {"type": "end_actions"})
        draws = GAME.legal_moves(s)
        expected = [
            f"C{k}: {c['peasants']} Peasant{'' if c['peasants'] == 1 else 's'} {c['arrow']}"
            f"{', Repair' if c['repair'] else ''}, path {' '.join(c['path'])}"
            for k, c in enumerate(deck)
        ]
        assert [m.label for m in draws] == expected
        assert [m.probability for m in draws] == [1 / size] * size
        events: list = []
        play(s, {"type": "draw_movement_card", "card": "C0"}, events=events)
        walks = [e.details["path"] for e in events if e.type == "knight_moved"]
        assert walks == [deck[0]["path"]] * 2
