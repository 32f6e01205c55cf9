"""Trogdor rulings T1-T20 and the rules that differ between the variants, as scenarios.

Scenarios are table-mode games on the ``normal`` map unless said otherwise; draws are chosen
explicitly. Normal map: Trogdor (2,2), Knights (0,0) and (4,4), Archer (2,4), Cottages (0,2),
(2,0), (4,3), the Lake (2,3), Mountains (0,3) and (3,1), Tunnels (0,4) and (4,0).
"""

from __future__ import annotations

import copy

import pytest

from games.core.errors import GameOver, IllegalMove
from games.trogdor import wire
from games.trogdor.position import _fields_hash
from games.trogdor.scenario import (
    END,
    FAR,
    GAME,
    KNOWN_DECK,
    at,
    board,
    deal,
    edit,
    labels,
    movement_deck,
    moves,
    new,
    play,
    seat,
    start,
    to,
    types,
)
from games.trogdor.state import phase

BOTH = pytest.mark.parametrize("variant", ["published", "august-draft"])

DECK = KNOWN_DECK


def go(s, *ms):
    return play(s, *ms)


# --- T1 coordinates and movement ----------


@BOTH
def test_t1_trogdor_orthogonal_no_wrap_enemies_wrap(variant):
    s = start(variant=variant, trogdor=(0, 1))
    targets = {(m["to"]["row"], m["to"]["col"]) for m in moves(s) if m["type"] == "move"}
    assert targets == {(0, 0), (0, 2), (1, 1)}
    assert "Move north-east" not in " ".join(labels(s))
    s = board(s, "QUIET")  # Knight 1 (0,0) goes N,N,N: wraps to (2,0)
    assert s.knights[0] == at(2, 0)
    assert s.knights[1] == at(1, 4)
    assert s.archer == at(4, 4)


# --- T2 sharing tiles ----------


@BOTH
def test_t2_pieces_share_tiles(variant):
    s = start(variant=variant, knights=[(1, 1), (1, 1)], peasants=[(3, 3), (3, 3), (3, 3)])
    GAME.check_invariants(s)
    s = board(s, "QUIET")
    assert s.knights == (at(3, 1), at(3, 1))
    assert s.peasants == (at(2, 3),) * 3  # all three stepped N onto the Lake tile together


# --- T3 burninating ----------


@BOTH
def test_t3_burninate_costs_one_ap_and_needs_a_target(variant):
    s = start(variant=variant, peasants=[(2, 2)])
    assert s.ap == 7
    s = go(s, {"type": "burninate", "target": "tile"})
    assert s.ap == 6 and s.burned >> at(2, 2) & 1
    assert s.peasants == (at(2, 2),)  # the Peasant is not harmed by burning the tile
    assert {"type": "burninate", "target": "tile", "seat": 0} not in moves(s)
    with pytest.raises(IllegalMove, match="already burned"):
        go(s, {"type": "burninate", "target": "tile"})


# --- T4 Cottages and the Lake ----------


@BOTH
def test_t4_cottage_needs_its_tile_and_all_neighbours(variant):
    around = [(0, 1), (0, 3), (1, 1), (1, 2), (1, 3)]
    s = start(variant=variant, trogdor=(0, 2), burned=around, peasants=[])
    with pytest.raises(IllegalMove, match="T4"):
        go(s, {"type": "burninate", "target": "cottage"})
    s = go(s, {"type": "burninate", "target": "tile"})
    s = go(s, {"type": "burninate", "target": "cottage"})
    assert s.cottages_burning == 1 << at(0, 2)


@BOTH
def test_t4_lake_needs_orthogonal_neighbours_long_range_ignores_it(variant):
    s = start(variant=variant, trogdor=(2, 3), burned=[(1, 3), (2, 2), (3, 3)])
    with pytest.raises(IllegalMove, match="Lake"):
        go(s, {"type": "burninate", "target": "tile"})
    s = edit(s, burned=[(1, 3), (2, 2), (3, 3), (2, 4)])  # diagonals not needed
    s = go(s, {"type": "burninate", "target": "tile"})
    assert s.burned >> at(2, 3) & 1
    s = start("majesty", variant=variant)
    s = go(s, {"type": "card_effect", "card": "majesty", "to": to(2, 3)})
    assert s.burned >> at(2, 3) & 1


# --- T5 moving into a Knight ----------


@BOTH
def test_t5_moving_into_a_knight_hurts_the_archer_does_not(variant):
    s = start(variant=variant, knights=[(2, 1), (4, 4)], archer=(1, 2))
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.trog_meter == 3 and s.void == 1
    s = go(s, {"type": "move", "to": to(2, 2)}, {"type": "move", "to": to(1, 2)})
    assert s.trog_meter == 3
    s = start("invisibility", variant=variant, knights=[(2, 1), (4, 4)])
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.trog_meter == 4


# --- T6 Knights ----------


@BOTH
def test_t6_knight_passing_through_deals_one_damage(variant):
    s = start(variant=variant, knights=[(2, 0), (4, 4)], archer=(0, 4))
    s = board(s, "WEST5")  # (2,0) W x5 wraps: (2,4),(2,3),(2,2)T,(2,1),(2,0)
    assert s.trog_meter == 3


@BOTH
def test_t6_no_damage_when_the_movement_starts_on_trogdor(variant):
    s = start(variant=variant, knights=[(2, 2), (4, 4)], archer=(0, 4))
    s = board(s, "WEST5")  # starts on Trogdor, comes back round to (2,2)
    assert s.knights[0] == at(2, 2)
    assert s.trog_meter == 4


@BOTH
def test_t6_knights_move_in_order_then_troghammer(variant):
    s = start(variant=variant, knights=[(1, 0), (3, 0)], troghammer=(4, 1), archer=(0, 4))
    events = []
    s = go(s, END)
    s = play(s, {"type": "draw_movement_card", "card": "EAST3"}, events=events)
    who = [e.details["who"] for e in events if e.type == "knight_moved"]
    assert who == ["Knight 1", "Knight 2", "The Troghammer"]


# --- T7 Archer ----------


@BOTH
def test_t7_archer_shoots_along_his_last_step(variant):
    # Archer (2,4) E,E,E -> (2,2)?? wraps: (2,0),(2,1),(2,2): on Trogdor's tile, which is
    # excluded, so no damage; from (1,4) he ends on (1,2) and shoots the row, missing (2,2).
    s = start(variant=variant, archer=(2, 4), knights=[(0, 0), (0, 0)])
    s = board(s, "EAST3")
    assert s.archer == at(2, 2) and s.trog_meter == 4
    s = start(variant=variant, archer=(2, 0), knights=[(0, 0), (0, 0)])
    s = board(s, "EAST3")  # ends (2,3), shooting E/W along row 2: hits (2,2)
    assert s.archer == at(2, 3) and s.trog_meter == 3
    s = start(variant=variant, archer=(4, 2), knights=[(0, 0), (0, 0)])
    s = board(s, "EAST3")  # ends (4,0): row 4, Trogdor on row 2 is safe
    assert s.trog_meter == 4


# --- T8 health, damage, death ----------


def test_t8_death_at_zero_published_is_defeat():
    s = start(knights=[(2, 1), (4, 4)], trog_meter=0)
    assert s.void == 4
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.status == "defeat" and GAME.score(s).breakdown["end_reason"] == "died"
    with pytest.raises(GameOver):
        go(s, END)


def test_t8_health_is_conserved():
    s = start(knights=[(2, 1), (4, 4)])
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert len(s.peasants) + s.trog_meter + s.void == 7


# --- T9 spawning ----------


def test_t9_published_spawns_only_on_cottages_without_a_peasant():
    # SPAWN4 wants 4; one Peasant at (0,2): only (2,0) and (4,3) can spawn: 2 spawn.
    s = start(peasants=[(0, 2)], knights=[(0, 0), (0, 0)], archer=(0, 4))
    s = board(s, "SPAWN4")
    assert s.trog_meter == 2
    assert sorted(s.peasants) == sorted([at(0, 1), at(2, 4), at(4, 2)])  # then moved W


def test_t9_august_draft_spawns_on_any_unburned_cottage():
    s = start(variant="august-draft", peasants=[(0, 2)], knights=[(0, 0), (0, 0)], archer=(0, 4))
    s = board(s, "SPAWN4")  # wants 3 more; all three Cottages spawn
    assert s.trog_meter == 1
    assert len(s.peasants) == 4


@BOTH
def test_t9_spawn_choice_and_trog_meter_limit(variant):
    # WEST5 wants 2, none on board, three Cottages: the seat chooses two (T9).
    s = start(variant=variant, peasants=[], trog_meter=4, knights=[(0, 0), (0, 0)], archer=(0, 4))
    s = go(s, END, {"type": "draw_movement_card", "card": "WEST5"})
    assert s.tasks[0] == ("spawn_choice", 2)
    assert "Spawn at the Cottages at (0,2) and (2,0)" in labels(s)
    s = go(s, {"type": "spawn", "cottages": [to(4, 3), to(0, 2)]})  # any order
    assert s.trog_meter == 2
    # with one Peasant on the Trog-Meter, one spawns and the seat chooses where
    s = start(variant=variant, peasants=[], trog_meter=1, knights=[(0, 0), (0, 0)], archer=(0, 4))
    s = go(s, END, {"type": "draw_movement_card", "card": "SPAWN4"})
    assert s.tasks[0] == ("spawn_choice", 1)


# --- T10 repairs ----------


@BOTH
def test_t10_repair_arrow_unburns_and_knights_repair_cottages(variant):
    s = start(
        variant=variant,
        peasants=[(3, 3)],
        burned=[(2, 3), (0, 0)],
        knights=[(4, 2), (0, 0)],
        cottages_burning=[(4, 3)],
        archer=(0, 4),
    )
    # REPAIR: Peasants step N to (2,3) and repair it; (0,0) stays burned.
    # Knight 1 from (4,2) N,N,N passes no Cottage; put it on (4,3) instead:
    s = edit(s, knights=[(4, 3), (0, 0)])
    s = board(s, "REPAIR")
    assert not s.burned >> at(2, 3) & 1
    assert s.burned >> at(0, 0) & 1
    assert s.cottages_burning == 0  # Knight 1 started on the burning Cottage


# --- T11 burning Peasants ----------


@BOTH
def test_t11_burning_peasant_runs_and_ignites_others_in_order(variant):
    s = start(variant=variant, peasants=[(2, 2), (2, 3), (2, 4), (2, 4)], trog_meter=3)
    s = go(s, {"type": "burninate", "target": "peasant"})
    assert s.tasks[0] == ("burn", (at(2, 2), "trogdor"))
    events = []
    s = play(s, {"type": "draw_movement_card", "card": "EAST3"}, events=events)
    # start (2,2) burns; E to (2,3) is the Lake (a plain tile on 'normal'? no: a real Lake):
    # the Peasant survives there and does not burn the Lake.
    assert s.burned >> at(2, 2) & 1
    assert not s.burned >> at(2, 3) & 1
    assert at(2, 3) in s.peasants and s.peasants.count(at(2, 3)) == 2


@BOTH
def test_t11_chain_ignition_and_void(variant):
    s = start(
        variant=variant, peasants=[(1, 1), (1, 2), (1, 2), (4, 0)], trog_meter=3, trogdor=(1, 1)
    )
    s = go(s, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})  # (1,1)->(1,2),(1,3),(1,4)
    assert [t for t in s.tasks if t[0] == "burn"] == [("burn", (at(1, 2), None))] * 2
    assert s.void == 1 and s.burned & (1 << at(1, 1) | 1 << at(1, 4)) == 1 << at(1, 1) | 1 << at(
        1, 4
    )
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})  # (1,2)->(2,2),(3,2),(4,2)
    s = go(s, {"type": "draw_movement_card", "card": "NESW"})  # (1,2)->(0,2),(0,3),(1,3)
    assert s.void == 3 and phase(s) == "actions"
    assert len(s.peasants) + s.trog_meter + s.void == 7


def test_t11_published_runs_again_on_a_burning_cottage():
    s = start(peasants=[(0, 1)], trogdor=(0, 1), trog_meter=4, cottages_burning=[(0, 2)])
    s = go(s, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "NESW"})  # (0,1)->(4,1),(4,2),(0,2)
    assert s.tasks[0] == ("burn", (at(0, 2), "trogdor"))  # T43: still his


def test_t11_august_draft_does_not_run_again():
    s = start(
        variant="august-draft",
        peasants=[(0, 1)],
        trogdor=(0, 1),
        trog_meter=4,
        cottages_burning=[(0, 2)],
    )
    s = go(s, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "NESW"})
    assert s.tasks[0][0] == "actions" and s.void == 3


# --- T12 the Troghammer ----------


def troghammer_cards_in(s):
    """``s`` with the 7 Troghammer cards shuffled into the action deck (as after a first hit)."""
    deck = tuple(
        7 if c.id == "troghammer" else n for c, n in zip(s.rs.cards, s.action_deck, strict=True)
    )
    return edit(s, hammer_in=True, action_deck=deck)


@BOTH
def test_t12_troghammer_shuffled_in_at_first_damage_then_enters_and_moves(variant):
    s = start(variant=variant, knights=[(2, 1), (4, 4)])
    assert not s.hammer_in and s.action_deck[s.rs.card_index["troghammer"]] == 0
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.hammer_in and s.action_deck[s.rs.card_index["troghammer"]] == 7
    s = board(s, "QUIET")
    assert s.active == 0 and phase(s) == "draw"
    s = go(s, {"type": "draw_action_card", "card": "troghammer"})
    assert s.troghammer == at(2, 2)
    s = go(s, {"type": "draw_action_card", "card": "troghammer"})
    assert s.tasks[0] == ("hammer_move", None)
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})
    assert s.troghammer == at(2, 0)
    assert s.tasks[0] == ("draw", None)


@BOTH
def test_t12_troghammer_moves_again_on_a_knight(variant):
    s = start(variant=variant, troghammer=(0, 0), knights=[(0, 3), (4, 4)], archer=(4, 0))
    s = go(s, END, {"type": "draw_movement_card", "card": "EAST3"})
    # knight (0,3)->(0,1); troghammer (0,0)->(0,3); archer... Troghammer not on a Knight: ok
    s2 = start(variant=variant, troghammer=(0, 1), knights=[(0, 1), (4, 4)], archer=(4, 0))
    s2 = go(s2, END, {"type": "draw_movement_card", "card": "EAST3"})
    # knight (0,1)->(0,4); Troghammer (0,1)->(0,4): on the Knight, he moves again
    assert s2.tasks[0] == ("hammer_move", None)
    assert s.tasks[0] != ("hammer_move", None)


def test_t12_published_troghammer_entering_on_a_knight_moves_at_once():
    s = start(knights=[(2, 2), (4, 4)], trogdor=(1, 1))
    s = troghammer_cards_in(s)
    s = edit(board(s, "QUIET"), knights=[(2, 2), (4, 4)])
    s = go(s, {"type": "draw_action_card", "card": "troghammer"})
    assert s.troghammer is not None and s.tasks[0] == ("hammer_move", None)


def test_t12_august_draft_troghammer_enters_on_a_knight_and_stays():
    s = start("high-energy", variant="august-draft", knights=[(2, 2), (4, 4)], trogdor=(1, 1))
    s = troghammer_cards_in(s)
    s = edit(board(s, "QUIET"), knights=[(2, 2), (4, 4)])
    s = go(s, {"type": "draw_action_card", "card": "troghammer"})
    assert s.troghammer == at(2, 2) and s.tasks[0] == ("draw", None)


# --- T13 item recharge by visiting ----------


@BOTH
def test_t13_visits_recharge_only_on_the_owners_turn(variant):
    s = start(variant=variant, items=["two-gross-beans"], trogdor=(1, 3))
    s = go(s, {"type": "use_item", "item": "two-gross-beans"})
    assert s.ap == 9 and not s.seats[0].charged
    s = go(s, {"type": "move", "to": to(1, 2)}, {"type": "move", "to": to(1, 3)})  # (1,3) Forest
    assert s.seats[0].charged
    assert "two-gross-beans" in s.used  # used once this turn: not again (T49)
    assert "use_item" not in types(s)


# --- T14 hiding ----------


@BOTH
def test_t14_hiding_ends_actions_and_protects(variant):
    s = start(variant=variant, trogdor=(3, 1), archer=(3, 4), knights=[(3, 4), (0, 0)])
    assert "hide" in types(s)
    s = go(s, {"type": "hide"})
    assert s.hiding and phase(s) == "board"
    s = go(s, {"type": "draw_movement_card", "card": "WEST5"})  # Knight 1 passes (3,1)
    assert s.trog_meter == 4
    assert not s.hiding


@BOTH
def test_t14_hiding_only_on_mountains(variant):
    s = start(variant=variant)
    assert "hide" not in types(s)
    with pytest.raises(IllegalMove, match="Mountain"):
        go(s, {"type": "hide"})


# --- T15 victory ----------


@BOTH
def test_t15_victory_after_an_action(variant):
    everything = [(r, c) for r in range(5) for c in range(5) if (r, c) != (2, 2)]
    s = start(
        variant=variant,
        burned=everything,
        cottages_burning=[(0, 2), (2, 0), (4, 3)],
        peasants=[],
        trog_meter=4,
    )
    assert s.status == "ongoing"
    s = go(s, {"type": "burninate", "target": "tile"})
    assert s.status == "victory"
    assert GAME.score(s).winners == [0]
    assert not GAME.legal_moves(s)


# --- T16 Fiery Rage ----------


def _fatal(variant, **options):
    s = new(variant, 1, None, None, movement_deck=DECK, **options)
    s = deal(s, [["high-energy", "block"]])
    s = edit(s, knights=[(2, 1), (4, 4)], trog_meter=0)
    s = go(s, {"type": "choose_card", "card": "high-energy"})
    return go(s, {"type": "move", "to": to(2, 1)})


def test_t16_fiery_rage_august_draft_defeat():
    s = _fatal("august-draft")
    assert phase(s) == "rage" and s.status == "ongoing"
    for card in ("QUIET", "EAST3", "SOUTH3", "REPAIR", "SPAWN4"):
        s = go(s, {"type": "draw_movement_card", "card": card})
    assert s.status == "defeat"


def test_t16_fiery_rage_petite_victory_and_knights_removed():
    s = _fatal("august-draft")
    rest = [(r, c) for r in range(5) for c in range(5) if r != 3]
    s = edit(
        s,
        burned=rest,
        peasants=[(3, 0)],
        trog_meter=0,
        cottages_burning=[(0, 2), (2, 0)],
        knights=[(3, 3), (4, 4)],
    )
    # Trogdor at (2,1): S to (3,1) then E,E,E... use EAST3 after SOUTH path
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})  # (3,1),(4,1),(0,1)
    assert s.status == "ongoing" and s.trogdor == at(0, 1)
    s = edit(s, trogdor=(3, 1))
    s = go(s, {"type": "draw_movement_card", "card": "WEST5"})  # row 3 all, and wraps
    assert s.knights == (at(4, 4),)
    s = edit(s, cottages_burning=[(0, 2), (2, 0), (4, 3)], burned="all")
    s = go(s, {"type": "draw_movement_card", "card": "QUIET"})
    assert s.status == "petite_victory"


def test_t53_fiery_rage_burns_the_tile_where_trogdor_died_first():
    s = _fatal("august-draft")  # he dies entering Knight 1's tile (2,1)
    assert s.trogdor == at(2, 1) and s.burned == 0
    s = go(s, {"type": "draw_movement_card", "card": "QUIET"})  # (1,1),(0,1),(4,1)
    assert s.burned == sum(1 << at(*p) for p in [(2, 1), (1, 1), (0, 1), (4, 1)])
    assert s.knights == (at(4, 4),)  # the Knight on the death tile goes too


def test_t16_published_option_fiery_rage():
    assert _fatal("published").status == "defeat"
    assert phase(_fatal("published", fiery_rage=True)) == "rage"
    assert _fatal("august-draft", fiery_rage=False).status == "defeat"


# --- T17 Path o' Burnination ----------


@BOTH
def test_t17_path_o_burnination(variant):
    s = start(
        "path-o-burnination",
        variant=variant,
        peasants=[(2, 4), (0, 2)],
        trog_meter=4,
        knights=[(0, 0), (0, 0)],
        archer=(0, 0),
    )
    assert s.ap == 0 and s.tasks[0] == ("path_o", None)
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})  # (2,2),(2,3) Lake,(2,4),(2,0)
    for p in [(2, 2), (2, 3), (2, 4), (2, 0)]:
        assert s.burned >> at(*p) & 1
    assert s.trogdor == at(2, 2)
    assert s.tasks[0] == ("burn", (at(2, 4), "trogdor"))


# --- T18 discard for 5 AP ----------


@BOTH
def test_t18_discard_for_five_ap(variant):
    s = new(variant, 1, None, None, movement_deck=DECK)
    s = deal(s, [["majesty", "wingaling"]])
    assert "Discard Majesty! for 5 AP" in labels(s)
    s = go(s, {"type": "discard_for_ap", "card": "majesty"})
    assert s.ap == 5 and s.card == "discard" and s.seats[0].hand == ("wingaling",)
    assert "card_effect" not in types(s)


# --- T19 reactive items and Yubbitz ----------


@BOTH
def test_t19_shield_offered_as_a_decision(variant):
    s = start(variant=variant, items=["shield-of-cumberdale"], knights=[(2, 1), (4, 4)])
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.tasks[0] == ("protect", ("knight", 1))
    assert "Use Shield of Cumberdale: prevent the Knight's damage" in labels(s)
    s2 = go(s, {"type": "decline"})
    assert s2.trog_meter == 3
    s = go(s, {"type": "use_item", "item": "shield-of-cumberdale"})
    assert s.trog_meter == 4 and not s.seats[0].charged


def _yubbitz_second(variant):
    """Two seats, Yubbitz the second; seat 0 is dealt Majesty!, seat 1 Wingaling!."""
    s = new(
        variant,
        2,
        ["hardybardy", "yubbitz"],
        ["two-gross-beans", "disk-of-healing"],
        movement_deck=DECK,
    )
    return play(
        s,
        {"type": "draw_action_card", "card": "majesty"},
        {"type": "draw_action_card", "card": "wingaling"},
    )


@BOTH
def test_t19_yubbitz_trades_at_the_start_of_a_turn(variant):
    s = _yubbitz_second(variant)
    assert GAME.to_act(s) == (1,) and s.tasks[0] == ("trade", None)
    s = go(s, {"type": "trade", "seat": 1, "with_seat": 0, "give": "wingaling", "take": "majesty"})
    assert s.seats[0].hand == ("wingaling",) and s.seats[1].hand == ("majesty",)
    assert phase(s) == "draw"


@BOTH
def test_t50_yubbitz_may_trade_after_the_draw_once_a_turn(variant):
    s = _yubbitz_second(variant)
    assert labels(s)[-1] == "No trade before the draw"
    s = go(s, {"type": "decline"}, {"type": "draw_action_card", "card": "block"})
    assert s.tasks[0] == ("choose", None) and GAME.to_act(s) == (0, 1)
    assert "Yubbitz: trade Wingaling! for seat 0's Block" in labels(s)
    s = go(s, {"type": "trade", "seat": 1, "with_seat": 0, "give": "wingaling", "take": "block"})
    assert s.seats[0].hand == ("majesty", "wingaling") and s.seats[1].hand == ("block",)
    assert s.tasks[0] == ("choose", None) and GAME.to_act(s) == (0,)  # one trade a turn
    s = go(s, {"type": "choose_card", "card": "wingaling"})
    assert s.card == "wingaling"


@BOTH
def test_t50_a_trade_before_the_draw_is_the_turns_trade(variant):
    s = _yubbitz_second(variant)
    s = go(s, {"type": "trade", "seat": 1, "with_seat": 0, "give": "wingaling", "take": "majesty"})
    s = go(s, {"type": "draw_action_card", "card": "block"})
    assert GAME.to_act(s) == (0,) and "trade" not in types(s)


# --- T20 the action deck running out ----------


def _empty_deck(variant):
    s = start(variant=variant)
    deck = s.action_deck
    discard = tuple(a + b for a, b in zip(deck, s.action_discard, strict=True))
    return edit(s, action_deck=tuple(0 for _ in deck), action_discard=discard)


def test_t20_august_draft_reshuffles_the_discard():
    s = board(_empty_deck("august-draft"), "QUIET")
    assert phase(s) == "draw" and any(s.action_deck) and not any(s.action_discard)


def test_t20_published_does_not_reshuffle():
    s = board(_empty_deck("published"), "QUIET")
    assert phase(s) == "choose" and not any(s.action_deck)
    assert s.seats[0].hand == ("block",)
    s = go(s, {"type": "choose_card", "card": "block"})
    s = board(s, "EAST3")
    assert phase(s) == "actions" and s.ap == 0 and s.card is None  # T38: no card, no AP


# --- proposed rulings (T35-T48) ---------------------------------------------------------------


def test_t36_movement_deck_rebuilt_from_its_discard():
    s = start(**{"move_deck": 1 << 0, "move_discard": (1 << 7) - 2})  # only QUIET left
    s = board(s, "QUIET")
    s = go(s, {"type": "draw_action_card", "card": "majesty"})
    s = go(s, {"type": "choose_card", "card": "majesty"}, {"type": "decline"}, END)
    assert phase(s) == "board" and s.move_deck == (1 << 7) - 1  # all seven again
    assert s.move_discard == 0


@BOTH
def test_t40_a_troghammer_card_move_is_a_knight_movement(variant):
    s = start(variant=variant, troghammer=(2, 0), cottages_burning=[(2, 0)])
    s = troghammer_cards_in(s)
    s = board(s, "SOUTH3", {"type": "draw_action_card", "card": "troghammer"})
    # the board phase moves him like a Knight: (2,0) S,S,S to (0,0), repairing (2,0) first
    assert s.cottages_burning == 0 and s.troghammer == at(0, 0)
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})  # (0,1),(0,2),(0,3)
    assert s.troghammer == at(0, 3)
    s = edit(s, troghammer=(2, 0), trogdor=(2, 2), trog_meter=4)
    s = go(s, {"type": "draw_action_card", "card": "troghammer"})
    s = go(s, {"type": "draw_movement_card", "card": "NESW"})  # (1,0),(1,1),(2,1): no hit
    assert s.trog_meter == 4


@BOTH
def test_t41_wingaling_into_a_knight_hurts(variant):
    s = start("wingaling", variant=variant, knights=[(4, 2), (0, 0)])
    s = go(s, {"type": "card_effect", "card": "wingaling", "to": to(4, 2)})
    assert s.trog_meter == 3


@BOTH
def test_t42_a_peasant_set_aflame_on_the_lake_is_saved_at_once(variant):
    """T42: no Movement card is drawn for it, nothing burns, it stays on the Lake. (Trogdor's
    own Burninate is not offered there, T57; Path o' Burnination sets it aflame.)"""
    s = start("path-o-burnination", variant=variant, peasants=[(2, 3)], **FAR)
    events = []
    s = play(s, {"type": "draw_movement_card", "card": "EAST3"}, events=events)
    # (2,2),(2,3),(2,4),(2,0): the Lake tile burns, its Peasant is saved at once
    assert s.burned >> at(2, 3) & 1 and s.peasants == (at(2, 3),)
    assert "peasant_saved" in [e.type for e in events]
    assert not [t for t in s.tasks if t[0] == "burn"] and phase(s) == "board"


@BOTH
def test_t42_the_easy_maps_lake_is_plain_for_burning_and_saving(variant):
    s = start(variant=variant, map="easy", trogdor=(2, 3), peasants=[(2, 3)], trog_meter=4)
    assert "Burninate the Lake tile at (2,3)" in labels(s)  # a plain tile on the easy map
    s = go(
        s,
        {"type": "burninate", "target": "peasant"},
        {"type": "draw_movement_card", "card": "EAST3"},
    )
    assert s.burned >> at(2, 3) & 1 and s.void == 3


@BOTH
def test_t51_troghammer_placed_on_trogdor_deals_one_damage(variant):
    """T51: a Troghammer card puts him on (2,2), Trogdor's tile: he enters it, 1 damage."""
    s = troghammer_cards_in(start(variant=variant, **FAR))
    s = board(s, "QUIET", {"type": "draw_action_card", "card": "troghammer"})
    assert s.troghammer == at(2, 2) and s.trogdor == at(2, 2)
    assert s.trog_meter == 3 and s.void == 1 and s.tasks[0] == ("draw", None)
    # the Shield may prevent it (its decision comes before the draw goes on)
    s = troghammer_cards_in(start(variant=variant, items=["shield-of-cumberdale"], **FAR))
    s = board(s, "QUIET", {"type": "draw_action_card", "card": "troghammer"})
    assert s.tasks[0] == ("protect", ("knight", 1))
    s = go(s, {"type": "use_item", "item": "shield-of-cumberdale"})
    assert s.trog_meter == 4 and s.tasks[0] == ("draw", None)


@BOTH
def test_t51_a_troghammer_re_move_that_ends_on_trogdor_hurts(variant):
    """T51/T12: he stops on a Knight, moves again and ends on Trogdor: 1 damage."""
    s = troghammer_cards_in(start(variant=variant, **FAR))
    s = board(s, "QUIET")
    s = edit(s, troghammer=(0, 0), knights=[(0, 3), (4, 4)], trogdor=(3, 3))
    s = go(s, {"type": "draw_action_card", "card": "troghammer"})
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})  # (0,1),(0,2),(0,3): a Knight
    assert s.troghammer == at(0, 3) and s.tasks[0] == ("hammer_move", None)
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})  # (1,3),(2,3),(3,3): Trogdor
    assert s.troghammer == at(3, 3) and s.trog_meter == 3


@BOTH
def test_t52_entering_a_tile_costs_one_damage_per_knight(variant):
    """T52 (amends T5): two Knights there, 2 damage; the Troghammer counts."""
    s = start(variant=variant, knights=[(2, 1), (2, 1)], archer=(0, 4))
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.trog_meter == 2 and s.void == 2
    s = start(variant=variant, knights=[(2, 1), (4, 4)], troghammer=(2, 1), archer=(0, 4))
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.trog_meter == 2
    s = start("invisibility", variant=variant, knights=[(2, 1), (2, 1)], troghammer=(2, 1))
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.trog_meter == 4
    s = start(variant=variant, knights=[(2, 1), (2, 1)], trog_meter=1)
    s = go(s, {"type": "move", "to": to(2, 1)})
    # the second damage at zero kills (T8, T16)
    assert s.status == "defeat" if variant == "published" else phase(s) == "rage"


@BOTH
def test_t52_the_shield_prevents_one_of_the_damages(variant):
    s = start(
        variant=variant, items=["shield-of-cumberdale"], knights=[(2, 1), (2, 1)], archer=(0, 4)
    )
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert s.tasks[0] == ("protect", ("knight", 2))
    task = {"task": "protect", "seat": None, "pos": None, "n": 2, "source": "knight"}
    assert GAME.to_wire(s)["tasks"][0] == task
    assert "Use Shield of Cumberdale: prevent one of the 2 Knights' damage" in labels(s)
    assert "Take the 2 damage" in labels(s)
    assert go(s, {"type": "decline"}).trog_meter == 2
    s = go(s, {"type": "use_item", "item": "shield-of-cumberdale"})
    assert s.trog_meter == 3 and phase(s) == "actions" and not s.seats[0].charged


@BOTH
def test_t48_turn_limit_ends_with_no_winner_not_in_defeat(variant):
    """T48: a game still going after turn 1000 ends with status turn_limit, never defeat."""
    s = start(variant=variant, turn=1000, knights=[(0, 0), (0, 0)], archer=(0, 0))
    events = []
    s = play(s, END, {"type": "draw_movement_card", "card": "QUIET"}, events=events)
    assert s.status == "turn_limit" and s.trog_meter == 4
    score = GAME.score(s)
    assert score.status == "turn_limit" and score.winners == []
    assert score.breakdown["end_reason"] == "turn_limit"
    assert events[-1].type == "game_over"
    assert events[-1].details == {"status": "turn_limit", "end_reason": "turn_limit"}
    assert GAME.State.model_validate(GAME.to_wire(s)).status == "turn_limit"
    assert not GAME.legal_moves(s)


@BOTH
def test_t54_one_seat_takes_every_turn(variant):
    s = start(variant=variant, **FAR)
    assert s.players == 1 and GAME.to_act(s) == (0,)
    s = board(s, "QUIET", {"type": "draw_action_card", "card": "majesty"})
    assert (s.turn, s.active, GAME.to_act(s)) == (2, 0, (0,))
    assert s.seats[0].hand == ("block", "majesty")


# --- round 3 (T55-T58) ----------------------------------------------------------------------


@BOTH
def test_t55_tunnel_warp_offers_a_swap_that_changes_pieces_once(variant):
    """T55: the two Tunnels alike and empty are never swapped; a Peasant on one makes the
    swap change something, and it is offered once (not also as the other Tunnel's swap)."""
    swaps = [
        "Tunnel Warp: swap the Tunnel at (0,4) with the Tunnel at (4,0)",
        "Tunnel Warp: swap the Tunnel at (4,0) with the Tunnel at (0,4)",
    ]
    s = start("tunnel-warp", variant=variant, **FAR)
    assert not set(swaps) & set(labels(s))
    s = start("tunnel-warp", variant=variant, peasants=[(4, 0)], **FAR)
    assert [label for label in labels(s) if label in swaps] == swaps[:1]
    s = go(s, {"type": "card_effect", "card": "tunnel-warp", "tunnel": to(0, 4), "to": to(4, 0)})
    assert s.peasants == (at(0, 4),)


def test_t56_ye_flask_of_denis_once_per_turn_even_recharged():
    """T56 (august-draft): the Flask is used once per turn (T49) for a Peasant Trogdor set
    aflame himself (T43); recharged on the Lake the same turn, it is not offered again."""
    s = start(
        variant="august-draft",
        items=["ye-flask-of-denis"],
        peasants=[(2, 2), (1, 3)],
        trog_meter=3,
        **FAR,
    )
    s = go(s, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})
    assert s.tasks[0] == ("flask", None)
    s = go(s, {"type": "use_item", "item": "ye-flask-of-denis"})
    assert s.trog_meter == 4 and not s.seats[0].charged
    s = go(s, {"type": "move", "to": to(2, 3)})  # the Lake recharges it (T13)
    assert s.seats[0].charged
    s = go(s, {"type": "move", "to": to(1, 3)}, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})  # (1,4),(1,0),(1,1): burns out
    assert "flask" not in [name for name, _ in s.tasks] and "use_item" not in types(s)
    assert s.trog_meter == 4 and s.seats[0].charged


@BOTH
def test_t57_no_burninate_for_a_peasant_on_the_lake(variant):
    """T57: a Peasant on the Lake cannot burn (T42), so burninating it is not offered; on the
    easy map the Lake is a plain tile and it is."""
    s = start(variant=variant, trogdor=(2, 3), peasants=[(2, 3)], trog_meter=4)
    assert "Burninate a Peasant at (2,3)" not in labels(s)
    assert "Chomp the Peasant at (2,3)" in labels(s) or "chomp" in types(s)
    with pytest.raises(IllegalMove, match="T57"):
        GAME.apply(s, wire.Burninate(seat=0, target="peasant"))
    s = start(variant=variant, map="easy", trogdor=(2, 3), peasants=[(2, 3)], trog_meter=4)
    assert "Burninate a Peasant at (2,3)" in labels(s)


@BOTH
def test_t58_prevented_damage_shuffles_no_troghammer_and_recharges_nothing(variant):
    """T58: the Shield of Cumberdale or the Super Trinket preventing every point of a hit: the
    Troghammer cards stay out (T12: "the first time Trogdor takes damage") and nothing that
    recharges on damage recharges. (Audit: one Knight, Shield used, shuffled in all the same.)"""
    hammer = "troghammer"
    s = start(variant=variant, items=["shield-of-cumberdale"], knights=[(2, 1), (4, 4)])
    s = go(s, {"type": "move", "to": to(2, 1)})
    s = go(s, {"type": "use_item", "item": "shield-of-cumberdale"})
    assert s.trog_meter == 4 and not s.hammer_in
    assert s.action_deck[s.rs.card_index[hammer]] == 0
    s = start(variant=variant, items=["super-trinket"], archer=(2, 0), knights=[(0, 0), (0, 0)])
    s = go(s, END, {"type": "draw_movement_card", "card": "EAST3"})
    s = go(s, {"type": "use_item", "item": "super-trinket"})
    assert s.trog_meter == 4 and not s.hammer_in
    # two Knights, one prevented: the other point is taken, and shuffles them in
    s = start(variant=variant, items=["shield-of-cumberdale"], knights=[(2, 1), (2, 1)])
    s = go(s, {"type": "move", "to": to(2, 1)})
    s = go(s, {"type": "use_item", "item": "shield-of-cumberdale"})
    assert s.trog_meter == 3 and s.hammer_in


def test_t58_a_prevented_hit_does_not_recharge_distractos_pouch():
    """T58 (august-draft, T49): seat 1's Shield prevents the only damage on seat 0's turn;
    seat 0's discharged Pouch ("when Trogdor takes damage") stays discharged."""
    s = start(
        variant="august-draft",
        players=2,
        keepers=["hardybardy", "worchex"],
        items=["distractos-pouch", "shield-of-cumberdale"],
        knights=[(2, 1), (4, 4)],
    )
    s = seat(s, 0, charged=False)
    s = go(s, {"type": "move", "to": to(2, 1)})
    assert GAME.to_act(s) == (1,)
    taken = go(s, {"type": "decline", "seat": 1})
    assert taken.seats[0].charged and taken.hammer_in  # the hit landed: both
    s = go(s, {"type": "use_item", "seat": 1, "item": "shield-of-cumberdale"})
    assert not s.seats[0].charged and not s.hammer_in and s.trog_meter == 4


# --- labels: what a table player reads ---------------------------------------------------------


def test_labels_a_movement_card_draw_shows_the_cards_content():
    """The label matches the physical card; a custom deck may give an id other content."""
    s = go(new(), *({"type": "draw_action_card", "card": c} for c in ("majesty", "block")))
    s = go(s, {"type": "choose_card", "card": "block"}, END)
    assert "M17: 4 Peasants N, path S E N" in labels(s)
    for card, label in [
        (("M1", 2, "N", True, "EES"), "M1: 2 Peasants N, Repair, path E E S"),
        (("M1", 1, "W", False, "NNNN"), "M1: 1 Peasant W, path N N N N"),
    ]:
        s = go(start(deck=movement_deck(card)), END)
        assert label in labels(s)


@BOTH
def test_labels_a_move_onto_knights_says_the_damage_it_costs(variant):
    """T5, T52: one damage per Knight there, the Troghammer counted."""
    s = start(variant=variant, knights=[(1, 2), (1, 2)], troghammer=(2, 3), archer=(0, 4))
    assert "Move north to (1,2): 2 Knights there, 2 damage" in labels(s)
    assert "Move east to (2,3): a Knight there, 1 damage" in labels(s)
    assert "Move south to (3,2)" in labels(s)
    s = start("invisibility", variant=variant, knights=[(1, 2), (1, 2)], archer=(0, 4))
    assert "Move north to (1,2): 2 Knights there, no damage (Invisibility!)" in labels(s)


@BOTH
def test_labels_tunnel_warp_lists_a_swap_once_and_none_that_changes_nothing(variant):
    swaps = [
        "Tunnel Warp: swap the Tunnel at (0,4) with the Tunnel at (4,0)",
        "Tunnel Warp: swap the Tunnel at (4,0) with the Tunnel at (0,4)",
    ]
    s = start("tunnel-warp", variant=variant, **FAR)  # both Tunnels unburned and empty
    assert len(labels(s)) == len(set(labels(s))) == len({str(m) for m in moves(s)})
    assert not set(swaps) & set(labels(s))
    s = start("tunnel-warp", variant=variant, burned=[(0, 4)], **FAR)
    assert [label for label in labels(s) if label in swaps] == swaps[:1]


@BOTH
def test_labels_no_move_that_does_what_another_does(variant):
    """A crawl to a tile a step away is that step; Hidey Hole where Trogdor hides already, Shot
    Put! at a Peasant on the Lake (T42) and Distracto's Pouch with no Peasant to move change
    nothing but the ability spent."""
    s = start(variant=variant, keepers=["galgabudge"], trogdor=(0, 3))
    assert "Crawl through the tunnel to the Tunnel at (0,4)" not in labels(s)
    assert "Move east to (0,4)" in labels(s)
    s = start("hidey-hole", variant=variant, trogdor=(3, 1), **FAR)
    s = go(s, {"type": "hide"})
    assert labels(s) == [
        "Hidey Hole: jump to the Mountain at (0,3) and hide",
        "Done with Hidey Hole",
    ]
    s = start("shot-put", variant=variant, peasants=[(2, 3), (2, 4)], **FAR)
    s = go(s, END)
    assert "Shot Put!: burninate a Peasant at (2,4)" in labels(s)
    assert "Shot Put!: burninate a Peasant at (2,3)" not in labels(s)
    s = start(variant=variant, items=["distractos-pouch"], peasants=[], **FAR)
    s = go(s, END, {"type": "draw_movement_card", "card": "QUIET"})
    assert "pouch" not in [name for name, _ in s.tasks] and phase(s) == "draw"


def test_state_hash_is_the_fields_hash_kept_and_never_pickled():
    """The hash is the dataclass's over the compared fields, computed once; a pickled state
    carries no memo (a hash holds only in the process that computed it)."""
    state = start()
    GAME.legal_moves(state)
    assert hash(state) == _fields_hash(state) and state.hash_memo == hash(state)
    back = copy.copy(state)  # through __getstate__, as pickling goes
    assert back == state and back.hash_memo is None and back.decisions is None
    assert hash(back) == hash(state)
