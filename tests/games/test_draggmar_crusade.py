"""The Undead Crusade (option ``undead_crusade``): a scenario per rule, citing the rulebook's
"THE UNDEAD CRUSADE" section, its Rift-expansion set-up line, "THE MAP" green spaces, D5, D8,
D17 and the project's rulings D52-D56 (served in ``GET /v1/games/draggmar``)."""

from __future__ import annotations

import pytest

from games.core.errors import InvalidState
from games.core.game import Setup
from games.draggmar import GAME, render, rules, rules_round
from games.draggmar import wire as w
from games.draggmar.content import parse_pack, reference_pack
from games.draggmar.rules_rift import blocked
from games.draggmar.scenario import enter, fight, give, kinds, open_rifts, room, table
from games.draggmar.state import DraggState, freeze
from games.draggmar.view import HIDDEN

CRUSADE = {"undead_crusade": True}
UNDEAD = ("rotting-legionary-1", "bone-lancer-1")


def crusade_table(players: int = 1) -> object:
    return table(players, **CRUSADE)


def drawable(state: DraggState) -> set[str]:
    return {move.card for move, _ in GAME.chance_outcomes(state)}


# --- 1. set-up -------------------------------------------------------------------------------


def test_setup_the_rift_deck_of_15_cards_and_no_rift_open_yet():
    """Rulebook, the Undead Crusade, set-up: the 15 Rift cards (D5) on the player mat, the Rift
    tokens beside the map; the base game has neither (its wire has no ``crusade``)."""
    state = GAME.new_game(Setup(2, "base", "table", 1, w.Options(**CRUSADE)))
    assert len(state.decks["rifts"]) == 15
    assert state.crusade is not None and state.crusade.open == ()
    assert GAME.to_wire(state)["crusade"] == {"open": [], "fought": [], "top": 6}
    base = GAME.new_game(Setup(2, "base", "table", 1, w.Options()))
    assert "rifts" not in base.decks and "crusade" not in GAME.to_wire(base)


def test_setup_portals_and_velos_lie_in_the_bottom_half_of_the_rift_deck():
    """The Rift-expansion set-up line (D53): the Portals and General Velos are shuffled into the
    bottom half: the first six cards are undead; after them any card may come."""
    g = crusade_table()
    give(g, 0, "hilde-3")
    open_rifts(g, 6)
    state = enter(g, 6)
    assert rules.pending_chance(state).deck == "rifts"
    first = drawable(state)
    assert first and all(state.cards.by_id[cid].kind == "monster" for cid in first)
    g = state.thaw()
    open_rifts(g, 6, top=0)
    assert {"portal-1", "portal-2", "general-velos"} <= drawable(freeze(g))


def test_setup_a_drawn_undead_brings_the_bottom_half_closer():
    """D53: each undead drawn from above the bottom half counts down to it."""
    g = crusade_table()
    give(g, 0, "hilde-3")
    open_rifts(g, 6, top=1)
    state = room(enter(g, 6), "rotting-legionary-1")
    assert state.crusade.top == 0 and "rotting-legionary-1" not in state.decks["rifts"]


# --- 2. Rifts open on green spaces ----------------------------------------------------------


def end_of_round_doom(g: object, doom: int, change: int) -> object:
    g.doom, g.doom_change = doom, change
    rules_round._move_doom(g)
    return g


def test_d8_rifts_open_when_doom_drops_to_or_past_a_green_space():
    """Rulebook, the Undead Crusade: doom dropping to or past a green number opens a Rift on the
    numbered location; D8: green spaces 12, 9, 6, 3; D37: once doom has moved."""
    g = end_of_round_doom(crusade_table(), 14, -2)
    assert g.crusade.open == (12,)
    g = end_of_round_doom(g, 11, -3)  # 11 -> 8: past 9; and 12 (pressing -1, D56) is open
    assert g.doom == 7 and g.crusade.open == (12, 9)
    assert "rift_opened" in kinds(g.events or [])


def test_a_rift_stays_when_doom_rises_and_returns_after_it_was_cleared():
    """Rulebook: Rifts are not removed when doom goes back above a green number; a cleared
    Rift returns whenever the tracker falls to a green number again."""
    g = crusade_table()
    open_rifts(g, 12)
    g = end_of_round_doom(g, 11, +6)
    assert g.crusade.open == (12,) and g.doom == 16  # +6 - 1 for the open Rift
    open_rifts(g)  # cleared
    g = end_of_round_doom(g, 13, -1)
    assert g.crusade.open == (12,)


def test_at_most_four_rifts_open_at_once():
    """Rulebook: up to 4 Rifts on the board; a pack with more green spaces opens no fifth."""
    data = reference_pack().model_dump(mode="json")
    data["doom"]["green"] = [14, 12, 9, 6, 3]
    data["map"]["rifts"].append({"number": 14, "blocks": []})
    g = table(1, undead_crusade=True, content=parse_pack(data))
    g = end_of_round_doom(g, 15, -14)
    assert g.crusade.open == (14, 12, 9, 6)


# --- 3. blocked roads ------------------------------------------------------------------------


def test_a_pack_declares_the_roads_each_rift_blocks_and_is_validated():
    """D6: roads and Rift spots are content; a Rift spot per green doom space, each blocking
    roads of the map; the served schema describes them."""
    schema = GAME.content()["pack_schema"]
    assert "blocks" in schema["$defs"]["RiftSpot"]["properties"]
    data = reference_pack().model_dump(mode="json")
    data["map"]["rifts"] = data["map"]["rifts"][1:]
    with pytest.raises(ValueError, match="one Rift spot per green doom space"):
        parse_pack(data)


def test_blocked_locations_cannot_be_scouted_nor_selected_until_the_rift_is_cleared():
    """Rulebook: open Rifts block roads to Dungeon locations, which cannot be visited until the
    Rift is cleared; D52: nor scouted; the dungeon under the Rift is the Rift."""
    g = crusade_table()
    g.sites = tuple(site.__class__(token=None, revealed_round=None, threats=0) for site in g.sites)
    g.tokens = (1,) * 5 + (2,) * 5 + (3,) * 5
    g.phase = "scout"
    open_rifts(g, 6)
    state = freeze(g)
    assert blocked(state) == {3}  # Rift 6 blocks roads 1-3 and 3-6 (the reference map)
    scouts = {m.move.location for m in GAME.legal_moves(state)}
    assert 3 not in scouts and 6 not in scouts and 4 in scouts
    g = crusade_table()
    g.phase = "select"
    open_rifts(g, 6)
    moves = GAME.legal_moves(freeze(g))
    chosen = {m.move.location: m.label for m in moves}
    assert 3 not in chosen
    assert chosen[6] == "Go to the Rift at 6 (Sunken Chapel)"
    open_rifts(g)
    assert 3 in {m.move.location for m in GAME.legal_moves(freeze(g))}


# --- 4. clearing ---------------------------------------------------------------------------


def test_reaching_a_portal_clears_the_rift_doom_plus_2():
    """Rulebook: finding a Portal defeats the Rift: doom +2 (D37: at the round's end), the Rift
    is removed from the board."""
    g = crusade_table()
    give(g, 0, "hilde-3")
    open_rifts(g, 6, top=0)
    state = enter(g, 6)
    after, events = GAME.apply(state, w.DrawRoom(card="portal-1"))
    assert "portal" in kinds(events) and "rift_closed" in kinds(events)
    assert 6 not in after.crusade.open and after.doom == 15 + 2  # the round is over


def test_killing_general_velos_clears_the_rift_with_boss_fame_and_no_head():
    """Rulebook: defeating General Velos defeats the Rift (doom +2); D54: Fame as a level-2 Boss
    (4), no head in the trophy room."""
    g = crusade_table()
    give(g, 0, "hilde-3", "longsword-3-1")
    open_rifts(g, 9, top=0)
    state = room(enter(g, 9), "general-velos")
    state, events = fight(state, 0, "hilde-3", ["longsword-3-1"])  # 11 against 9
    assert "velos_killed" in kinds(events) and "rift_closed" in kinds(events)
    assert state.trophies == () and state.kept == ((),)
    assert state.crusade.open == () and state.doom == 15 + 2
    assert any(e.type == "fame" and e.details.get("fame", 0) >= 4 for e in events)


def test_several_groups_draw_from_the_one_rift_deck_in_turn_order():
    """Rulebook: groups clearing Rifts draw from the same Rift deck (D55: in turn order) until
    Velos dies or a Portal is reached: a Portal taken by one is not there for the other."""
    g = crusade_table(2)
    give(g, 0, "hilde-3")
    give(g, 1, "oona-3")
    g.first_player = 1
    open_rifts(g, 6, 9, top=0)
    state = enter(g, [6, 9])
    assert rules.pending_chance(state).text.endswith("dungeon 9")  # seat 1 is first
    state = room(state, "portal-1")
    assert state.groups[1].result == "rift" and state.crusade.open == (6,)
    assert state.doom_change == 2
    assert rules.pending_chance(state).text.endswith("dungeon 6")
    assert "portal-1" not in drawable(state) and "portal-2" in drawable(state)
    state = room(state, "portal-2")
    assert state.crusade.open == () and state.doom == 15 + 4


# --- 5. failure and doom per round -----------------------------------------------------------


def test_a_failed_rift_run_moves_doom_down_2_per_player():
    """Rulebook: all of your Heroes killed in the Rift: doom down 2 per player (D56)."""
    g = crusade_table(2)
    give(g, 0, "hilde-1")
    give(g, 1, "vess-1")
    open_rifts(g, 6)
    state = room(enter(g, 6), "bone-lancer-1")  # attack 7: both level-1 heroes die
    state, _ = fight(state, 0, "hilde-1")
    state, events = fight(state, 1, "vess-1")
    assert "run_failed" in kinds(events)
    assert state.doom == 15 - 4 - 1  # and 1 for the Rift still open
    assert state.crusade.open == (6, 12)  # doom passed 12: a Rift opens there


def test_every_open_rift_moves_doom_down_1_per_round_won_or_lost():
    """Rulebook: whether you defeat the Rift or it defeats you, every Rift still active moves
    doom down 1 per round (D56: summed with the round's changes, D37)."""
    g = crusade_table()
    give(g, 0, "hilde-3")
    open_rifts(g, 6, 12, top=0)
    state = room(enter(g, 6), "portal-1")  # Rift 6 closes; Rift 12 stays
    assert state.round == 2 and state.doom == 15 + 2 - 1
    assert state.crusade.open == (12,) and state.crusade.fought == ()
    assert len(state.decks["rifts"]) == 15  # D53: set up again for the next round


# --- 6. win, loss, hidden Rift deck ----------------------------------------------------------


def test_doom_zero_loses_as_in_the_base_game():
    """Rulebook, the Undead Crusade, lose condition: doom reaching 0, everyone loses."""
    g = crusade_table()
    give(g, 0, "hilde-1")
    open_rifts(g, 6, 9)
    g.doom = 3
    state = room(enter(g, 6), "bone-lancer-1")
    state, events = fight(state, 0, "hilde-1")  # -2 failed, -2 for the open Rifts
    assert state.status == "lost" and "game_over" in kinds(events)


def test_the_rift_deck_is_hidden_from_every_seat():
    """D9 and the issue: the Rift deck's cards and order are hidden like the other decks (a
    seat's view shows only its size; digital mode seals the state)."""
    state = GAME.new_game(Setup(2, "base", "digital", 3, w.Options(**CRUSADE)))
    seen = GAME.view(state, 0)
    assert seen["decks"]["rifts"] == [HIDDEN] * 15


# --- 7. render ---------------------------------------------------------------------------------


def test_render_shows_open_rifts_blocked_places_and_the_rift_deck_size():
    g = crusade_table()
    open_rifts(g, 6)
    picture = render.render(freeze(g), 0)
    assert "Rift deck: 15 cards" in picture and "Rift 6" in picture and "blocked" in picture


def test_a_rift_run_is_no_visit_of_the_dungeon_under_it():
    """D52, D10: a seat that ran the Rift at 3 may go to dungeon 3 the next round (its own scout
    may find it there, face down under the Rift until then)."""
    g = crusade_table()
    give(g, 0, "hilde-3")
    open_rifts(g, 3, top=0)
    state = room(enter(g, 3), "portal-1")
    assert state.round == 2 and state.visited == (0,)


def test_a_posed_crusade_is_checked():
    """D6, D8: a Rift opens only on a Rift spot, at most four; the option and the Rifts go
    together (a table-mode state that says otherwise is refused, not played)."""
    g = crusade_table()
    open_rifts(g, 5)
    with pytest.raises(InvalidState, match="Rift spot"):
        GAME.check_invariants(freeze(g))
    g = table(1)
    g.crusade = crusade_table().crusade
    with pytest.raises(InvalidState, match="crusade"):
        GAME.check_invariants(freeze(g))
