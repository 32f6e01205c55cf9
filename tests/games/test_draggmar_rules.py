"""Dungeons of Draggmar's rules, one scenario per rulebook rule and ruling (D9-D51).

Scenarios are posed on the reference pack (:mod:`games.draggmar.scenario`): cards are moved from
their decks into hands (so every card stays counted once), the dungeon is set, and the run is
played with the real moves.
"""

from __future__ import annotations

import random

import pytest

from games.core.errors import IllegalMove
from games.core.game import Setup
from games.core.record import snapshot
from games.core.tuples import with_added
from games.draggmar import GAME, rules, rules_round
from games.draggmar import wire as w
from games.draggmar.rules_common import keep_open
from games.draggmar.rules_run import hero_stat
from games.draggmar.scenario import CARDS, enter, fight, give, kinds, room, set_level, table
from games.draggmar.state import KEEP, Bought, DraggFields, freeze
from games.draggmar.view import HIDDEN
from solvers.draggmar.greedy import greedy_move


def wired(state) -> dict:
    """The state as the wire has it (lists and dicts), to compare with plain values."""
    return GAME.to_wire(state)


def skills_offered(state, seat: int = 0) -> list[str]:
    """The effects of the skills ``seat`` may use now."""
    uses = [m.move for m in GAME.legal_moves(state) if m.seat == seat]
    return [CARDS.by_id[u.hero].skills()[u.second].effect for u in uses if u.type == "use_skill"]


# --- D9, D10: selection ------------------------------------------------------------------------


def scouting(players: int) -> DraggFields:
    """A posed table at the scouting of round 1: every level token face down."""
    g = table(players)
    for location in range(1, 16):
        g.set_site(location, token=None, revealed_round=None)
    g.tokens = (1,) * 5 + (2,) * 5 + (3,) * 5
    g.phase = "scout"
    return g


def test_d10_scouts_are_secret_until_all_are_out_then_tokens_are_revealed():
    g = scouting(2)
    state, _ = GAME.apply(freeze(g), w.Scout(seat=0, location=4))
    assert GAME.view(state, 1)["scouts"] == [[0], []]
    assert GAME.view(state, 0)["scouts"] == [[4], []]
    state, events = GAME.apply(state, w.Scout(seat=1, location=9))
    assert "scouts_revealed" in kinds(events)
    assert GAME.modules.rules.pending_chance(state).location == 4
    state, _ = GAME.apply(state, w.RevealToken(location=4, level=2))
    state, _ = GAME.apply(state, w.RevealToken(location=9, level=1))
    selectable = {m.move.location for m in GAME.legal_moves(state) if m.seat == 0}
    assert selectable == {4, 9}  # D10: only dungeons revealed this round


def test_d10_no_dungeon_visited_last_round_nor_revealed_earlier_while_tokens_remain():
    g = table(1)
    g.set_site(1, token=None, revealed_round=None)
    g.tokens = (1,)
    g.set_site(3, revealed_round=1)
    g.round = 1
    g.visited = (3,)
    g.phase = "select"
    assert [m.move.location for m in GAME.legal_moves(freeze(g))] == []  # none revealed now
    g.set_site(2, revealed_round=1)
    assert [m.move.location for m in GAME.legal_moves(freeze(g))] == [2]


# --- D11: hiring ------------------------------------------------------------------------------


def test_d11_costs_redraw_once_and_a_full_hand_still_buys():
    g = table(1)
    g.phase, g.standees, g.fame = "hire", (2,), (3,)
    state = freeze(g)
    state, _ = GAME.apply(state, w.Buy(seat=0, level=2, kind="item"))
    assert wired(state)["fame"] == [1]  # level 2 costs 2 Fame
    state, _ = GAME.apply(state, w.DrawCard(deck="items-2", card="dagger-2-1"))
    state, _ = GAME.apply(state, w.Redraw(seat=0, item="dagger-2-1"))
    state, _ = GAME.apply(state, w.DrawCard(deck="items-2", card="buckler-2-1"))
    g = wired(state)
    assert g["fame"] == [0] and g["hands"] == [["buckler-2-1"]]
    assert not any(m.move.type == "redraw" for m in GAME.legal_moves(state))
    g = table(1)
    g.phase, g.standees = "hire", (2,)
    give(g, 0, *CARDS.full["items-1"][:7])
    assert {m.move.type for m in GAME.legal_moves(freeze(g))} == {"buy", "done"}  # D40


def test_d11_a_trade_is_an_offer_and_an_acceptance_during_hiring():
    g = table(2)
    g.phase, g.standees = "hire", (2, 3)
    give(g, 0, "dagger-1-1")
    give(g, 1, "buckler-1-1")
    state, _ = GAME.apply(freeze(g), w.OfferTrade(seat=0, to=1, give="dagger-1-1"))
    assert 1 in GAME.to_act(state)
    state, _events = GAME.apply(state, w.AcceptTrade(seat=1, offerer=0, take="buckler-1-1"))
    assert wired(state)["hands"] == [["buckler-1-1"], ["dagger-1-1"]]
    state, _ = GAME.apply(state, w.Done(seat=1))
    with pytest.raises(IllegalMove):  # only to a seat still hiring
        GAME.apply(state, w.OfferTrade(seat=0, to=1, give="buckler-1-1"))


def test_solo_market_trade_same_level_or_lower():
    g = table(1)
    g.phase, g.standees = "hire", (2,)
    for cid in ("dagger-1-2", "chainmail-2-1", "chainmail-3-1"):
        g.from_deck(CARDS.deck_of(cid), cid)
        g.market = with_added(g.market, cid)
    give(g, 0, "dagger-2-1")
    g.bought = ((Bought(card="dagger-2-1", redrawn=False, traded=False),),)
    takes = {m.move.take for m in GAME.legal_moves(freeze(g)) if m.move.type == "trade_market"}
    assert takes == {"dagger-1-2", "chainmail-2-1"}


# --- D12: rooms -------------------------------------------------------------------------------


def test_d12_kill_needs_defense_times_seats():
    g = table(2)
    give(g, 0, "hilde-1")  # attack 3
    give(g, 1, "vess-1")  # attack 2
    state = room(enter(g, 1), "highwayman-1-1")  # defense 2: the group needs 4
    state, _ = fight(state, 0, "hilde-1")
    state, events = fight(state, 1, "vess-1")
    assert "kill" in kinds(events)
    g = table(2)
    give(g, 0, "hilde-1")
    give(g, 1, "vess-1")
    state = room(enter(g, 1), "bandit-archer-1-5")  # defense 2, attack 3
    # both fight a monster of defense 2 with 5 attack: killed
    state, _ = fight(state, 0, "hilde-1")
    state, events = fight(state, 1, "vess-1")
    assert "kill" in kinds(events)


def test_d12_the_monster_attacks_each_hero_items_then_defense_then_health():
    g = table(1)
    give(g, 0, "vess-1", "vess-2", "leather-jerkin-1-1")  # vess-1: defense 1, health 3
    set_level(g, 1, 2)
    state = room(enter(g, 1), "ghoul-2-2")  # attack 5, defense 4
    state, events = fight(state, 0, "vess-1", ["leather-jerkin-1-1"])
    g = wired(state)
    assert "survive" in kinds(events) and "hero_died" in kinds(events)  # 5 - 2 = 3 damage
    assert "leather-jerkin-1-1" in g["decks"]["items-1"]  # used items are discarded
    assert g["runners"][0]["hero"] is None and "vess-1" in g["decks"]["heroes-1"]
    # rulebook: all heroes died but a hero is left in hand: a new room is drawn
    assert GAME.modules.rules.pending_chance(state).type == "draw_room"


def test_d12_each_item_serves_one_room_even_unused():
    g = table(1)
    give(g, 0, "brannoc-1", "buckler-1-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = fight(state, 0, "brannoc-1", ["buckler-1-1"])
    assert "buckler-1-1" in wired(state)["decks"]["items-1"]


def offered(state, seat: int = 0) -> list[str]:
    """The items ``seat`` may equip now."""
    return [
        m.move.item for m in GAME.legal_moves(state) if m.seat == seat and m.move.type == "equip"
    ]


def labels(state, kind: str, seat: int = 0) -> list[str]:
    return [m.label for m in GAME.legal_moves(state) if m.seat == seat and m.move.type == kind]


def test_d12_equip_one_item_per_move_of_the_heros_classes():
    g = table(1)
    give(g, 0, "ildra-1", "longsword-1-1", "ashwood-staff-1-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="ildra-1"))
    assert offered(state) == ["ashwood-staff-1-1"]  # a mage cannot use a warrior's sword
    with pytest.raises(IllegalMove, match=r"cannot use it \(D12\)"):
        GAME.apply(state, w.Equip(seat=0, hero="ildra-1", item="longsword-1-1"))
    state, events = GAME.apply(state, w.Equip(seat=0, hero="ildra-1", item="ashwood-staff-1-1"))
    g = wired(state)
    assert g["runners"][0]["equipped"] == ["ashwood-staff-1-1"] and not g["runners"][0]["ready"]
    assert "ashwood-staff-1-1" not in g["hands"][0] and kinds(events) == ["equipped"]


def test_d12_one_item_per_slot():
    g = table(1)
    give(g, 0, "ildra-1", "ashwood-staff-1-1", "ashwood-staff-1-2", "warded-robe-1-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="ildra-1"))
    state, _ = GAME.apply(state, w.Equip(seat=0, hero="ildra-1", item="ashwood-staff-1-1"))
    assert offered(state) == ["warded-robe-1-1"]  # one weapon
    with pytest.raises(IllegalMove, match="weapon slot is taken"):
        GAME.apply(state, w.Equip(seat=0, hero="ildra-1", item="ashwood-staff-1-2"))


def test_d12_three_items_at_most_then_encumbered():
    """Rulebook Items: all slots filled, the hero is Encumbered and equips no more."""
    g = table(1)
    items = ["longsword-1-1", "chainmail-1-1", "buckler-1-1", "healing-draught-1-1"]
    give(g, 0, "hilde-1", *items)
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="hilde-1"))
    for item in items[:3]:
        state, _ = GAME.apply(state, w.Equip(seat=0, hero="hilde-1", item=item))
    assert offered(state) == []
    with pytest.raises(IllegalMove, match="Encumbered, 3 items"):
        GAME.apply(state, w.Equip(seat=0, hero="hilde-1", item="healing-draught-1-1"))
    assert labels(state, "enter") == ["Enter the room with Buckler, Chainmail, Longsword"]


def test_d12_labels_name_the_item_its_slot_and_what_it_gives():
    g = table(1)
    give(g, 0, "hilde-1", "longsword-1-1", "healing-draught-1-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="hilde-1"))
    assert labels(state, "equip") == [
        "Equip Healing Draught (no slot, heal 2)",
        "Equip Longsword (weapon, +2 attack)",
    ]
    assert labels(state, "enter") == ["Enter the room with no item"]


def test_d12_enter_the_room_with_no_item():
    g = table(1)
    give(g, 0, "hilde-1", "longsword-1-1")
    state = room(enter(g, 1), "orc-brute-1-4")
    state, events = fight(state, 0, "hilde-1")
    assert "entered" in kinds(events)
    g = wired(state)
    assert g["hands"][0] == ["longsword-1-1"] and g["runners"][0]["equipped"] == []


def test_d12_unequip_puts_the_item_back_before_entering():
    g = table(1)
    give(g, 0, "hilde-1", "longsword-1-1", "dagger-1-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="hilde-1"))
    state, _ = GAME.apply(state, w.Equip(seat=0, hero="hilde-1", item="dagger-1-1"))
    assert labels(state, "unequip") == ["Unequip Dagger"]
    state, events = GAME.apply(state, w.Unequip(seat=0, hero="hilde-1", item="dagger-1-1"))
    assert kinds(events) == ["unequipped"]
    g = wired(state)
    assert g["hands"][0] == ["dagger-1-1", "longsword-1-1"] and g["runners"][0]["equipped"] == []
    assert offered(state) == ["dagger-1-1", "longsword-1-1"]  # the weapon slot is free again
    state, _ = GAME.apply(state, w.Equip(seat=0, hero="hilde-1", item="longsword-1-1"))
    state, _ = GAME.apply(state, w.Enter(seat=0, hero="hilde-1"))
    assert "longsword-1-1" in wired(state)["decks"]["items-1"]  # it served the room
    assert wired(state)["hands"][0] == ["dagger-1-1"]


def test_d36_extra_slot_lifts_the_limit_only_for_its_hero_and_only_when_used():
    """D36: Hilde's second skill (extra_slot weapon) lets her equip a second weapon and four
    items in all, in the room where she uses it; Brannoc beside her stays limited."""
    g = table(2)
    gear = ["longsword-1-1", "dagger-1-1", "chainmail-1-1", "buckler-1-1"]
    give(g, 0, "hilde-1", *gear, "flanged-mace-1-1", "flanged-mace-1-2")
    give(g, 1, "brannoc-1", "longsword-1-2", "dagger-1-2")
    state = room(enter(g, 1), "orc-brute-1-4")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="hilde-1"))
    state, _ = GAME.apply(state, w.PlayHero(seat=1, hero="brannoc-1"))
    state, _ = GAME.apply(state, w.Equip(seat=0, hero="hilde-1", item="longsword-1-1"))
    state, _ = GAME.apply(state, w.Equip(seat=1, hero="brannoc-1", item="longsword-1-2"))
    assert "dagger-1-1" not in offered(state, 0)  # not yet: the skill is not in use
    assert "Use Hilde Axehand I's skill (extra slot weapon)" in labels(state, "use_skill")
    state, _ = GAME.apply(state, w.UseSkill(seat=0, hero="hilde-1", second=True))
    assert "dagger-1-1" in offered(state, 0)
    assert "dagger-1-2" not in offered(state, 1)  # only for its hero
    for item in gear[1:]:
        state, _ = GAME.apply(state, w.Equip(seat=0, hero="hilde-1", item=item))
    assert offered(state, 0) == []  # four items in all
    g = wired(state)
    assert len(g["runners"][0]["equipped"]) == 4
    assert hero_stat(state, 0, "attack") == 3 + 2 + 1  # both weapons count
    State = GAME.modules.wire.State
    assert State.model_validate(GAME.to_wire(state)).runners[0].equipped == sorted(gear)
    state, _ = fight(state, 0, "hilde-1")
    state, _ = fight(state, 1, "brannoc-1")
    state, _ = GAME.apply(state, w.Split(seat=0, seats=[]))
    state = room(state, "empty-hall-1")
    state, _ = GAME.apply(state, w.Equip(seat=0, hero="hilde-1", item="flanged-mace-1-1"))
    assert offered(state, 0) == [] and skills_offered(state) == []  # once per run


def test_trap_immunity_by_level_and_disarming_for_the_group():
    g = table(2)
    give(g, 0, "hilde-2")  # level 2: immune to a level-1 trap
    give(g, 1, "ildra-1")
    state = room(enter(g, 1), "spiked-pit-1")  # level 1, damage 2, disarmed by rogue/ranger
    state, _ = fight(state, 0, "hilde-2")
    state, events = fight(state, 1, "ildra-1")
    runners = wired(state)["runners"]
    assert runners[0]["damage"] == 0 and runners[1]["damage"] == 2
    g = table(2)
    give(g, 0, "vess-1")  # a rogue disarms it for everyone
    give(g, 1, "ildra-1")
    state = room(enter(g, 1), "spiked-pit-1")
    state, _ = fight(state, 0, "vess-1")
    state, events = fight(state, 1, "ildra-1")
    assert "trap_disarmed" in kinds(events)
    assert [r["damage"] for r in wired(state)["runners"]] == [0, 0]


def test_d12_harm_is_at_most_one_hero_per_seat():
    """A seat has one hero in a room, so a monster or trap harms at most one hero per seat."""
    g = table(1)
    give(g, 0, "ildra-1", "sorn-1")
    state = room(enter(g, 1), "rune-of-fire-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="ildra-1"))
    with pytest.raises(IllegalMove):
        GAME.apply(state, w.PlayHero(seat=0, hero="sorn-1"))


def test_chest_opened_by_class_gives_rewards_else_skipped():
    g = table(1)
    give(g, 0, "vess-1")
    state = room(enter(g, 1), "locked-coffer-1")
    state, _ = fight(state, 0, "vess-1")
    state, events = GAME.apply(state, w.OpenChest(seat=0))  # D44: a choice
    assert "chest" in kinds(events)
    assert GAME.modules.rules.pending_chance(state).deck == "items-1"
    g = table(1)
    give(g, 0, "hilde-1")
    state = room(enter(g, 1), "locked-coffer-1")
    state, events = fight(state, 0, "hilde-1")
    assert "chest_skipped" in kinds(events) and wired(state)["tallies"][0]["rooms"] == 0


def test_skills_once_per_run_and_fame_spending_once_per_room():
    g = table(1)
    g.fame = (2,)
    give(g, 0, "hilde-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="hilde-1"))
    state, _ = GAME.apply(state, w.UseSkill(seat=0, hero="hilde-1"))
    state, _ = GAME.apply(state, w.SpendFame(seat=0, stat="attack"))
    types = {m.move.type for m in GAME.legal_moves(state)}
    assert "use_skill" not in types and "spend_fame" not in types
    state, _ = GAME.apply(state, w.Enter(seat=0, hero="hilde-1"))
    state = room(state, "collapsed-gallery-1")
    assert "use_skill" not in {m.move.type for m in GAME.legal_moves(state)}
    assert "spend_fame" in {m.move.type for m in GAME.legal_moves(state)}


# --- D13: group choices -------------------------------------------------------------------------


def test_d13_rewards_and_splitting_are_the_first_seats_choice():
    g = table(3)
    g.first_player = 1
    give(g, 0, "hilde-1")
    give(g, 1, "oona-1")
    give(g, 2, "ildra-1")
    state = room(enter(g, 1), "goblin-shaman-1-8")  # rewards 2
    for seat, hero in ((0, "hilde-1"), (1, "oona-1"), (2, "ildra-1")):
        state, _ = fight(state, seat, hero)
    state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card="dagger-1-1"))
    state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card="dagger-1-2"))
    assert GAME.to_act(state) == (1,)  # seat 1 is first in turn order
    state, _ = GAME.apply(state, w.AssignReward(seat=1, item="dagger-1-1", to=0))
    state, _ = GAME.apply(state, w.AssignReward(seat=1, item="dagger-1-2", to=2))
    assert GAME.to_act(state) == (1,)
    state, _events = GAME.apply(state, w.Split(seat=1, seats=[0]))
    g = wired(state)
    assert [grp["seats"] for grp in g["groups"]] == [[1, 2], [0]]
    assert GAME.modules.rules.pending_chance(state).type == "draw_room"  # after the choice


# --- D14: bosses --------------------------------------------------------------------------------


def test_d14_a_lone_kill_keeps_the_head_and_scores_twice_and_the_first_kill_bonus():
    g = table(1)
    g.fame = (1,)
    give(g, 0, "hilde-2")  # attack 5 against defense 3
    state = room(enter(g, 1), "grukk-the-goblin-king")
    state, _events = fight(state, 0, "hilde-2")
    g = wired(state)
    assert g["kept"] == [["grukk-the-goblin-king"]] and g["doom_change"] == 1  # D37
    assert g["tallies"][0] == {"rooms": 0, "bosses": 1, "bonus": 1}
    state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card="dagger-1-1"))
    state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card="dagger-1-2"))
    state, _ = GAME.apply(state, w.AssignReward(seat=0, item="dagger-1-1", to=0))
    state, _ = GAME.apply(state, w.AssignReward(seat=0, item="dagger-1-2", to=0))
    state, _ = GAME.apply(state, w.Upgrade(seat=0, hero="hilde-2"))  # D14: upgrade for 1 Fame
    g = wired(state)
    assert g["hands"][0] == ["dagger-1-1", "dagger-1-2", "hilde-3"]
    # end of round: 2 per boss level + first kill + 1 per 2 items + 1 per hero = 2+1+1+1
    assert g["fame"] == [5]
    assert GAME.score(state).scores["0"] == 5 + 2  # the kept head's Fame counts again
    assert g["doom"] == 16  # D37: at the round's end


def test_d14_a_group_kill_goes_to_the_trophy_room():
    g = table(2)
    give(g, 0, "hilde-2")
    give(g, 1, "oona-2")
    state = room(enter(g, 1), "mad-sister-vell")  # defense 4 x 2 seats = 8; 5 + 5
    state, _ = fight(state, 0, "hilde-2")
    state, _events = fight(state, 1, "oona-2")
    assert wired(state)["trophies"] == ["mad-sister-vell"]


def test_d14_a_failed_hero_is_lost_the_boss_heals_and_the_last_failure_ends_the_run():
    g = table(1)
    give(g, 0, "vess-1", "tam-1")
    state = room(enter(g, 1), "mad-sister-vell")  # defense 4
    state, events = fight(state, 0, "vess-1")
    assert "hero_lost" in kinds(events)
    g = wired(state)
    assert g["groups"][0]["room"] == "mad-sister-vell"  # the same boss, healed
    state, events = fight(state, 0, "tam-1")
    g = wired(state)
    assert "run_failed" in kinds(events)
    assert "mad-sister-vell" in g["decks"]["rooms-1"]  # back to its pile
    assert g["doom"] == 14  # D15: down by the dungeon's level


def test_d17_real_experience_moves_doom_per_seat():
    g = table(2, real_experience=True)
    set_level(g, 1, 2)
    give(g, 0, "vess-1")
    give(g, 1, "tam-1")
    state = room(enter(g, 1), "warlord-maghul")
    state, _ = fight(state, 0, "vess-1")
    state, _ = fight(state, 1, "tam-1")
    assert wired(state)["doom"] == 15 - 2 * 2


def test_d17_faction_attack_gives_plus_one_in_the_factions_dungeons():
    for option, damage in ((False, 2), (True, 3)):
        g = table(1, faction_attack=option)
        give(g, 0, "brannoc-1")  # defense 2, health 4
        state = room(enter(g, 1), "goblin-shaman-1-8")  # greenskins at Old Mill Ruins: attack 3
        state, _ = fight(state, 0, "brannoc-1")  # attack 2 < defense 2? no: 2 >= 2 kills
        g = wired(state)
        assert g["runners"][0]["damage"] == 0
        g = table(1, faction_attack=option)
        give(g, 0, "ildra-1")  # defense 0, attack 3 vs ... a monster it cannot kill
        set_level(g, 1, 2)
        state = room(enter(g, 1), "orc-brute-2-0")  # greenskins, attack 4, defense 3
        state, _ = fight(state, 0, "ildra-1")
        assert wired(state)["runners"][0]["damage"] == 0  # killed: 3 >= 3
        del damage


def test_d17_faction_attack_damage():
    damages = []
    for option in (False, True):
        g = table(1, faction_attack=option)
        give(g, 0, "brannoc-1", "brannoc-2")  # brannoc-1: attack 2, defense 2, health 4
        set_level(g, 1, 2)
        state = room(enter(g, 1), "orc-brute-2-0")  # greenskins, attack 4, defense 3
        state, _ = fight(state, 0, "brannoc-1")
        damages.append(wired(state)["runners"][0]["damage"])
    assert damages == [2, 3]


# --- D15: end of round ---------------------------------------------------------------------------


def test_d15_threat_tokens_appear_below_the_red_thresholds_and_leave_above():
    g = table(1)
    set_level(g, 2, 2)
    set_level(g, 3, 3)
    g.doom = 11
    give(g, 0, "vess-1")
    state = room(enter(g, 1), "mad-sister-vell")
    state, _ = fight(state, 0, "vess-1")  # fails a level-1 run: doom 10, no threat yet
    assert [s["threats"] for s in wired(state)["sites"][:3]] == [0, 0, 0]
    g = state.thaw()
    g.doom, g.phase, g.queue = 9, "hire", ()  # skip the solo market refill
    for location in range(1, 16):
        g.set_site(location, revealed_round=0)
    g.hands = ((),)
    give(g, 0, "tam-1")
    state = room(enter(g, 5), "mad-sister-vell")
    state, _ = fight(state, 0, "tam-1")  # doom 8: one threat on level 1 and 2 dungeons
    g = state.thaw()
    assert [s.threats for s in g.sites[:3]] == [1, 1, 0]
    g.doom = 4
    rules_round._place_threats(g)
    assert [s.threats for s in g.sites[:3]] == [2, 1, 0]  # never above level 3
    g.doom = 12
    rules_round._place_threats(g)
    assert [s.threats for s in g.sites[:3]] == [0, 0, 0]


def test_d15_fame_per_room_level_items_and_surviving_heroes():
    g = table(1)
    give(g, 0, "brannoc-1", "tam-1", "dagger-1-1", "dagger-1-2", "buckler-1-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = fight(state, 0, "brannoc-1")
    state = room(state, "collapsed-gallery-1")
    state, _ = fight(state, 0, "brannoc-1")
    state = room(state, "mad-sister-vell")
    state, _ = fight(state, 0, "brannoc-1")  # lost
    state, _ = fight(state, 0, "tam-1")  # lost: the run fails
    # 2 rooms of level 1, 3 items // 2, no hero left
    assert wired(state)["fame"] == [2 + 1]


def test_d16_death_keep_opens_with_two_heads_of_each_level_and_holds_five_plus_seats():
    g = table(2)
    bosses = [r.id for r in CARDS.pack.rooms if r.kind == "boss"]
    for level in (1, 2, 3):
        heads = [b for b in bosses if CARDS.level_of(b) == level][:2]
        for head in heads:
            g.from_deck(f"rooms-{level}", head)
        g.trophies += tuple(heads[:1])
        g.kept = ((*g.kept[0], *heads[1:]), *g.kept[1:])
    assert keep_open(g)
    g.phase, g.visited = "select", (KEEP, KEEP)
    assert KEEP in [m.move.location for m in GAME.legal_moves(freeze(g)) if m.seat == 0]
    give(g, 0, "hilde-3")
    give(g, 1, "oona-3")
    state = enter(g, KEEP)
    outcomes = GAME.chance_outcomes(state)
    weights = dict((m.card, n) for m, n in outcomes)
    deck = len(wired(state)["decks"]["rooms-3"])
    # D16: three elites and 2 + 2 level-3 rooms: each elite is 1 in 7
    assert weights["death-mage"] * 7 == sum(weights.values()) and deck > 4
    state = room(state, "death-mage")  # defense 9 x 2 = 18: 7 + 7 + skills
    for seat, hero in ((0, "hilde-3"), (1, "oona-3")):
        state, _ = GAME.apply(state, w.PlayHero(seat=seat, hero=hero))
        state, _ = GAME.apply(state, w.UseSkill(seat=seat, hero=hero))
    state, _ = fight(state, 0, "hilde-3")
    state, events = fight(state, 1, "oona-3")
    assert "death_mage" in kinds(events) and GAME.status(state) == "won"
    assert GAME.score(state).winners


def test_d16_a_failed_keep_run_moves_doom_down_4():
    g = table(1)
    give(g, 0, "tam-1")
    state = room(enter(g, KEEP), "cultist-hansen")
    state, _events = fight(state, 0, "tam-1")
    assert wired(state)["doom"] == 11


def test_d16_doom_zero_loses_for_everyone():
    g = table(1)
    g.doom = 1
    give(g, 0, "tam-1")
    state = room(enter(g, 1), "mad-sister-vell")
    state, _events = fight(state, 0, "tam-1")
    assert GAME.status(state) == "lost" and GAME.score(state).winners == []


# --- D9: what a seat sees -------------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_seat_sees_what_every_seat_sees_plus_its_own_hand_and_scouts(players):
    """Property (D9): along random games, a seat's view is the spectator's view with only its
    own hand (and its own scouts and starting hand's choice, D38) face up; no deck's contents
    are ever shown."""
    rng = random.Random(players)
    for seed in range(3):
        state = GAME.new_game(Setup(players, "base", "table", seed, w.Options()))
        for _ in range(300):
            if GAME.is_over(state):
                break
            everyone = GAME.view(state, None)
            assert all(set(d) <= {HIDDEN} for d in everyone["decks"].values())
            assert all(set(h) <= {HIDDEN} for h in everyone["hands"])
            for seat in range(players):
                seen = GAME.view(state, seat)
                assert seen["hands"][seat] == wired(state)["hands"][seat]
                seen["hands"][seat] = [HIDDEN] * len(seen["hands"][seat])
                seen["scouts"][seat] = everyone["scouts"][seat]
                seen["starting_heroes"][seat] = everyone["starting_heroes"][seat]  # D38
                assert seen == everyone
            state, _ = GAME.apply(state, rng.choice(GAME.legal_moves(state)).move)


# --- D1, D32, D33: peek next room, reroll room; rulebook Skills: heroes with two skills ----------


def test_d32_peek_next_room_shows_the_next_rooms_which_then_come_in_that_order():
    """D1, D32: peek_next_room {count} draws the next rooms face up after the room."""
    g = table(1)
    give(g, 0, "corwin-2")  # second skill: peek_next_room, count 2
    set_level(g, 1, 2)
    state = room(enter(g, 1), "empty-hall-2")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="corwin-2"))
    state, _ = GAME.apply(state, w.UseSkill(seat=0, hero="corwin-2", second=True))
    state, _ = fight(state, 0, "corwin-2")
    assert GAME.modules.rules.pending_chance(state).text.startswith("look at the next room")
    state, events = GAME.apply(state, w.DrawRoom(card="spiked-pit-2"))
    assert "room_ahead" in kinds(events)
    state, _ = GAME.apply(state, w.DrawRoom(card="ghoul-2-2"))
    g = wired(state)
    assert g["groups"][0]["room"] == "spiked-pit-2" and g["groups"][0]["ahead"] == ["ghoul-2-2"]
    assert GAME.modules.rules.pending_chance(state) is None  # no draw: the room was seen
    state, _ = fight(state, 0, "corwin-2")  # the trap springs; the ghoul comes next, undrawn
    g = wired(state)
    assert g["groups"][0]["room"] == "ghoul-2-2" and g["groups"][0]["ahead"] == []


def test_d32_peek_next_room_is_not_offered_before_a_boss_and_seen_rooms_go_back_at_round_end():
    g = table(1)
    give(g, 0, "corwin-1", "vess-1")
    state = room(enter(g, 1), "mad-sister-vell")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="corwin-1"))
    assert skills_offered(state) == []  # nor its trap skill: no trap here
    g = table(1)
    give(g, 0, "corwin-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="corwin-1"))
    state, _ = GAME.apply(state, w.UseSkill(seat=0, hero="corwin-1", second=True))
    state, _ = fight(state, 0, "corwin-1")
    state, _ = GAME.apply(state, w.DrawRoom(card="mad-sister-vell"))  # seen ahead: the Boss
    state, _ = fight(state, 0, "corwin-1")  # corwin-1 is lost; the run fails, the round ends
    g = wired(state)
    assert g["phase"] != "run" and "mad-sister-vell" in g["decks"]["rooms-1"]


def test_d33_reroll_room_puts_the_room_back_and_draws_another_keeping_the_choices_made():
    """D1, D33: reroll_room; items equipped for the room go back to the hand."""
    g = table(2)
    g.fame = (0, 1)
    give(g, 0, "kell-1")  # second skill: reroll_room
    give(g, 1, "hilde-1", "dagger-1-1")
    state = room(enter(g, 1), "orc-brute-1-4")
    state, _ = GAME.apply(state, w.PlayHero(seat=1, hero="hilde-1"))
    state, _ = GAME.apply(state, w.SpendFame(seat=1, stat="attack"))
    state, _ = fight(state, 1, "hilde-1", ["dagger-1-1"])
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="kell-1"))
    state, events = GAME.apply(state, w.UseSkill(seat=0, hero="kell-1", second=True))
    assert "reroll" in kinds(events)
    g = wired(state)
    assert "orc-brute-1-4" in g["decks"]["rooms-1"] and g["groups"][0]["room"] is None
    assert g["hands"][1] == ["dagger-1-1"] and not g["runners"][1]["ready"]
    state = room(state, "empty-hall-1")
    g = wired(state)
    assert g["runners"][1]["fame_spent"] == "attack" and g["fame"] == [0, 0]  # kept
    assert skills_offered(state) == []


def test_d33_reroll_room_is_not_offered_against_a_boss():
    """D33 and rulebook Bosses: the Boss cannot be skipped."""
    g = table(1)
    give(g, 0, "kell-1")
    state = room(enter(g, 1), "mad-sister-vell")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="kell-1"))
    assert skills_offered(state) == ["defense_bonus"]


def test_a_hero_with_two_skills_uses_one_of_them_once_per_run():
    """Rulebook Skills: some heroes have two skills, but you may only use one of them."""
    g = table(1)
    give(g, 0, "kell-2")  # defense_bonus 3, or reroll_room
    set_level(g, 1, 3)
    state = room(enter(g, 1), "thug-3-1")  # attack 6, defense 6: 6 - (2 + 3) = 1 damage
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="kell-2"))
    assert skills_offered(state) == ["defense_bonus", "reroll_room"]
    state, _ = GAME.apply(state, w.UseSkill(seat=0, hero="kell-2"))
    assert skills_offered(state) == []  # the other is gone with it
    state, _ = fight(state, 0, "kell-2")
    assert wired(state)["runners"][0]["damage"] == 1
    state = room(state, "empty-hall-3")
    assert skills_offered(state) == []  # once per run


# --- rulebook Curses: curses that last ----------------------------------------------------------


def test_a_curse_drawn_in_a_boss_encounter_carries_over_to_the_next_run():
    """Rulebook Curses: a Curse drawn during a Boss encounter carries over to the first round of
    the next Dungeon Run (and is suffered after that room, as curses are)."""
    g = table(1)
    give(g, 0, "vess-1", "tam-1")
    state = room(enter(g, 1), "the-bone-warden")  # undead: curses whom it defeats
    state, _ = fight(state, 0, "vess-1")  # lost
    state, events = GAME.apply(state, w.DrawCurse(card="festering-wound-10"))  # damage 1
    assert "curse_carried" in kinds(events)
    assert wired(state)["carried_curses"] == [["festering-wound-10"]]
    state, _ = fight(state, 0, "tam-1")  # lost too: the run fails
    state, _ = GAME.apply(state, w.DrawCurse(card="bad-reputation-1"))  # lose 1 Fame: carried
    g = state.thaw()
    assert g.carried_curses == (("bad-reputation-1", "festering-wound-10"),)
    g.phase, g.queue, g.fame = "hire", (), (3,)
    g.hands = ((),)
    give(g, 0, "brannoc-1")
    state = enter(g, 2)
    assert wired(state)["runners"][0]["curses"] == ["bad-reputation-1", "festering-wound-10"]
    state = room(state, "empty-hall-1")
    state, _ = fight(state, 0, "brannoc-1")
    g = wired(state)
    assert g["runners"][0]["damage"] == 1 and g["fame"] == [2]
    assert g["carried_curses"] == [[]] and g["runners"][0]["curses"] == []
    assert "festering-wound-10" in g["decks"]["curses"]
    state = room(state, "collapsed-gallery-1")
    state, _ = fight(state, 0, "brannoc-1")
    assert wired(state)["runners"][0]["damage"] == 1  # suffered once, in the first room only


def test_d34_groups_split_in_the_keep_and_share_its_pile():
    """D34, rulebook Death Keep: 'players are free to group or split up as usual' there."""
    g = table(2)
    give(g, 0, "hilde-3")
    give(g, 1, "oona-3")
    state = room(enter(g, KEEP), "empty-hall-3")  # the pile: 3 elites and 2 + 2 - 1 rooms
    state, _ = fight(state, 0, "hilde-3")
    state, _ = fight(state, 1, "oona-3")
    assert GAME.to_act(state) == (0,)
    state, _ = GAME.apply(state, w.Split(seat=0, seats=[1]))
    state = room(state, "cultist-hansen")  # the first group draws first
    weights = {m.card: n for m, n in GAME.chance_outcomes(state)}
    assert {"cultist-borgen", "death-mage"} <= set(weights) and "cultist-hansen" not in weights
    deck = len(wired(state)["decks"]["rooms-3"])
    assert sum(weights.values()) == deck * (2 + 3)  # two elites and three rooms left, shared
    state = room(state, "death-mage")
    g = wired(state)
    assert [grp["room"] for grp in g["groups"]] == ["cultist-hansen", "death-mage"]
    assert g["groups"][0]["keep_elites"] == ["cultist-borgen"] and g["groups"][1]["keep_pile"] == 0


def test_d13_a_pair_may_split_too():
    """Rulebook: 'You are free to split off with any number of players', so a pair may part."""
    g = table(2)
    give(g, 0, "hilde-1")
    give(g, 1, "oona-1")
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = fight(state, 0, "hilde-1")
    state, _ = fight(state, 1, "oona-1")
    splits = [m.move.seats for m in GAME.legal_moves(state) if m.move.type == "split"]
    assert splits == [[], [1]]


# --- D35: a killed hero's seat stays, goes alone or joins another group -------------------------
# Rulebook, What happens after passing the room?: "If your Hero is killed, the next Hero you play
# can join any group in that Dungeon (with the group's permission) or explore the Dungeon on their
# own." "If your Hero splits from a group, it cannot rejoin another group."


def moves_of(state, seat: int) -> list:
    return [m.move for m in GAME.legal_moves(state) if m.seat == seat]


def killed_in_a_pair(players: int = 2, **options):
    """Seats 0 (Brannoc) and 1 (Vess, Tam in hand) meet a level-2 ghoul (attack 5): Vess dies."""
    g = table(players, **options)
    set_level(g, 1, 2)
    give(g, 0, "brannoc-1")
    give(g, 1, "vess-1", "tam-1")
    return g


def test_d35_a_seat_whose_hero_was_killed_chooses_before_the_next_room_and_may_go_alone():
    state = room(enter(killed_in_a_pair(), 1), "ghoul-2-2")
    state, _ = fight(state, 0, "brannoc-1")
    state, events = fight(state, 1, "vess-1")
    assert "hero_died" in kinds(events)
    assert GAME.to_act(state) == (1,) and GAME.modules.rules.pending_chance(state) is None
    assert [m.type for m in moves_of(state, 1)] == ["stay", "go_alone"]  # no other group here
    state, events = GAME.apply(state, w.GoAlone(seat=1))
    assert "gone_alone" in kinds(events)
    g = wired(state)
    assert [grp["seats"] for grp in g["groups"]] == [[0], [1]]
    assert g["runners"][1]["split_off"]  # going alone is a split: it may never join
    state = room(state, "empty-hall-2")  # each group draws its own room, after the choice
    state = room(state, "collapsed-gallery-2")
    assert [grp["room"] for grp in wired(state)["groups"]] == [
        "empty-hall-2",
        "collapsed-gallery-2",
    ]
    assert [m.hero for m in moves_of(state, 1) if m.type == "play_hero"] == ["tam-1"]


def test_d35_staying_keeps_the_group_and_the_next_hero_comes_in_its_next_room():
    state = room(enter(killed_in_a_pair(), 1), "ghoul-2-2")
    state, _ = fight(state, 0, "brannoc-1")
    state, _ = fight(state, 1, "vess-1")
    state, _ = GAME.apply(state, w.Stay(seat=1))
    assert GAME.to_act(state) == (0,)  # D13: now the split choice, before the next room
    state, _ = GAME.apply(state, w.Split(seat=0, seats=[]))
    state = room(state, "empty-hall-2")
    assert [grp["seats"] for grp in wired(state)["groups"]] == [[0, 1]]
    assert [m.type for m in moves_of(state, 1)] == ["play_hero"]


def two_groups_in_dungeon_1(hero: str = "oona-1", its_room: str = "collapsed-gallery-2"):
    """Three seats in dungeon 1 (level 2); after a hall seat 2 (with ``hero``) splits off: groups
    [0, 1] and [2], which meet a ghoul and ``its_room``."""
    g = killed_in_a_pair(3)
    give(g, 0, "hilde-1")
    give(g, 2, hero)
    state = room(enter(g, 1), "empty-hall-2")
    for seat, played in ((0, "brannoc-1"), (1, "vess-1"), (2, hero)):
        state, _ = fight(state, seat, played)
    state, _ = GAME.apply(state, w.Split(seat=0, seats=[2]))
    state = room(state, "ghoul-2-2")  # the first group's room
    return room(state, its_room)


def test_d35_asking_to_join_waits_for_the_group_to_be_between_rooms_then_joins_at_its_next_room():
    state = two_groups_in_dungeon_1()
    state, _ = fight(state, 0, "brannoc-1")
    state, _ = fight(state, 1, "vess-1")  # Vess dies; Tam is left
    asks = [m for m in moves_of(state, 1) if m.type == "ask_to_join"]
    assert asks == [w.AskToJoin(seat=1, group=1)]
    labels = [m.label for m in GAME.legal_moves(state) if m.move.type == "ask_to_join"]
    assert labels == ["Ask seat 2's group to let you join"]
    state, _ = GAME.apply(state, w.AskToJoin(seat=1, group=1))
    # seat 2's group is in a room: the answer waits; seat 1's group waits for it
    assert GAME.to_act(state) == (2,)
    assert "enter" in {m.type for m in moves_of(state, 2)}  # seat 2 is in its room
    assert not [m for m in moves_of(state, 2) if m.type in ("admit", "refuse")]
    state, _ = fight(state, 2, "oona-1")  # the gallery is passed; the group is between rooms
    assert GAME.modules.rules.pending_chance(state) is None  # it answers before it draws
    assert moves_of(state, 2) == [w.Admit(seat=2, asker=1), w.Refuse(seat=2, asker=1)]
    state, events = GAME.apply(state, w.Admit(seat=2, asker=1))
    assert "joined" in kinds(events)
    g = wired(state)
    assert [grp["seats"] for grp in g["groups"]] == [[0], [1, 2]]  # in turn order
    assert g["groups"][1]["room"] is None  # the seat never enters a room already drawn
    state = room(state, "hellhound-2-7")  # seat 0's group draws first, then the joined group
    state = room(state, "orc-brute-2-0")
    assert wired(state)["groups"][1]["room"] == "orc-brute-2-0"
    assert [m.hero for m in moves_of(state, 1) if m.type == "play_hero"] == ["tam-1"]
    assert GAME.to_act(state) == (0, 1, 2)


def test_d35_a_refused_seat_keeps_its_other_choices_and_does_not_ask_that_group_again():
    state = two_groups_in_dungeon_1()
    state, _ = fight(state, 0, "brannoc-1")
    state, _ = fight(state, 1, "vess-1")
    state, _ = GAME.apply(state, w.AskToJoin(seat=1, group=1))
    state, _ = fight(state, 2, "oona-1")
    state, events = GAME.apply(state, w.Refuse(seat=2, asker=1))
    assert "join_refused" in kinds(events)
    state = room(state, "orc-brute-2-0")  # seat 2's group goes on
    assert [m.type for m in moves_of(state, 1)] == ["stay", "go_alone"]


def test_d35_a_seat_that_split_off_may_never_join_another_group():
    g = killed_in_a_pair()
    give(g, 0, "hilde-1")
    state = room(enter(g, 1), "empty-hall-2")
    state, _ = fight(state, 0, "brannoc-1")
    state, _ = fight(state, 1, "vess-1")
    state, _ = GAME.apply(state, w.Split(seat=0, seats=[1]))  # seat 1 splits off
    state = room(state, "collapsed-gallery-2")
    state = room(state, "ghoul-2-2")  # seat 1's group meets the ghoul
    state, _ = fight(state, 0, "brannoc-1")
    state = room(state, "wraith-2-6")  # seat 0's group, open to a seat, is in its next room
    state, events = fight(state, 1, "vess-1")
    assert "hero_died" in kinds(events)
    g = wired(state)
    assert not g["runners"][1]["deciding"]  # no group to ask, none to leave: it goes on
    assert g["queue"][0]["type"] == "draw_room" and g["queue"][0]["group"] == 1


def test_d35_fame_rooms_and_doom_after_a_join_and_a_group_its_last_hero_left():
    """D15, D24: each seat scores the rooms its heroes were in, in either group; the group the
    joiner left ends without failing; the run that fails later counts the joiner (per seat)."""
    g = killed_in_a_pair(real_experience=True)
    give(g, 0, "hilde-1")
    state = room(enter(g, 1), "empty-hall-2")
    state, _ = fight(state, 0, "hilde-1")
    state, _ = fight(state, 1, "vess-1")
    state, _ = GAME.apply(state, w.Split(seat=0, seats=[1]))
    state = room(state, "ghoul-2-2")  # seat 0, not split off, meets the ghoul with Hilde
    state = room(state, "collapsed-gallery-2")
    state, events = fight(state, 0, "hilde-1")  # 5 - 1 = 4 damage: Hilde dies; Brannoc is left
    assert "hero_died" in kinds(events)
    assert [m.type for m in moves_of(state, 0)] == ["stay", "ask_to_join"]  # alone already
    state, _ = GAME.apply(state, w.AskToJoin(seat=0, group=1))
    state, _ = fight(state, 1, "vess-1")
    state, events = GAME.apply(state, w.Admit(seat=1, asker=0))
    g = wired(state)
    assert g["groups"][0]["seats"] == [] and g["groups"][0]["result"] == "left"
    assert g["groups"][1]["seats"] == [0, 1] and g["doom"] == 15  # no run failed
    assert GAME.to_act(state) == ()  # the joined group draws its next room
    state = room(state, "warlord-maghul")  # defense 5 x 2: Brannoc and Vess fail, then Tam
    state, _ = fight(state, 0, "brannoc-1")
    state, _ = fight(state, 1, "vess-1")
    state, events = fight(state, 1, "tam-1")
    assert "run_failed" in kinds(events)
    g = wired(state)
    assert g["doom"] == 15 - 2 * 2  # D17 real_experience: per seat of the failed run
    # D15: seat 0 passed the hall and the ghoul (2 + 2), seat 1 the hall and the gallery
    assert g["fame"] == [4, 4]


def test_d35_greedy_asks_a_stronger_group_and_admits():
    state = two_groups_in_dungeon_1("hilde-2")  # Hilde II outweighs seat 0's Brannoc I
    state, _ = fight(state, 0, "brannoc-1")
    state, _ = fight(state, 1, "vess-1")
    rng = random.Random(0)
    assert greedy_move(GAME, state, rng) == w.AskToJoin(seat=1, group=1)
    state, _ = GAME.apply(state, w.AskToJoin(seat=1, group=1))
    state, _ = fight(state, 2, "hilde-2")
    assert greedy_move(GAME, state, rng) == w.Admit(seat=2, asker=1)
    weaker = two_groups_in_dungeon_1()  # Oona I is no stronger than Brannoc I: stay
    weaker, _ = fight(weaker, 0, "brannoc-1")
    weaker, _ = fight(weaker, 1, "vess-1")
    assert greedy_move(GAME, weaker, rng) == w.Stay(seat=1)


def test_d35_a_request_to_a_group_whose_run_ends_is_dropped_and_the_seat_chooses_again():
    state = two_groups_in_dungeon_1("hilde-2", "warlord-maghul")  # attack 5 kills it (def 5)
    state, _ = fight(state, 0, "brannoc-1")
    state, _ = fight(state, 1, "vess-1")
    state, _ = GAME.apply(state, w.AskToJoin(seat=1, group=1))
    state, events = fight(state, 2, "hilde-2")
    assert "kill" in kinds(events)  # D14: a Boss ends seat 2's run
    state, _ = GAME.apply(state, w.DrawCard(deck="items-2", card=CARDS.full["items-2"][0]))
    state, _ = GAME.apply(state, w.DrawCard(deck="items-2", card=CARDS.full["items-2"][1]))
    assert wired(state)["runners"][1]["asking"] is None
    assert [m.type for m in moves_of(state, 1)] == ["stay", "go_alone"]


# --- the state is immutable -------------------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_apply_never_changes_the_state_it_is_given(players):
    """A move's draft shares every field it does not replace with the state it came from
    (games.draggmar.state): nothing a rule does, played or refused, may show through the
    shared parts. Checked on a deep snapshot of the state's records, not on its JSON."""
    rng = random.Random(players)
    for seed in range(3):
        state = GAME.new_game(Setup(players, "base", "table", seed, GAME.Options()))
        while not GAME.is_over(state):
            before = snapshot(state)
            legal = GAME.legal_moves(state)
            if all(m.move != w.Done(seat=0) for m in legal):
                with pytest.raises(IllegalMove):
                    GAME.apply(state, w.Done(seat=0))
            after, _ = GAME.apply(state, rng.choice(legal).move)
            assert snapshot(state) == before, f"seed {seed}: apply changed the state it was given"
            state = after


@pytest.mark.parametrize("players", [2, 4])
def test_a_heros_own_preparation_keeps_the_other_seats_moves_and_settles_nothing(players):
    """After equip, unequip or spend_fame, the flow keeps the other seats' moves and runs no
    automatic step (the run step's own moves, rules.OWN_PREPARATION): the state it makes must
    list what the same state read afresh from its data lists, and be what the full settling
    makes."""
    rng = random.Random(players)
    checked = 0
    for seed in range(3):
        state = GAME.new_game(Setup(players, "base", "table", seed, GAME.Options()))
        while not GAME.is_over(state):
            move = rng.choice(GAME.legal_moves(state)).move
            after, events = GAME.apply(state, move)
            if type(move) in rules.OWN_PREPARATION:
                assert after.seat_decisions  # the other seats' lists, kept
                fresh = freeze(after.thaw())
                assert GAME.legal_moves(after) == GAME.legal_moves(fresh)
                assert GAME.to_act(after) == GAME.to_act(fresh)
                unsettled = freeze(state.thaw())  # from the data alone: not marked settled
                assert GAME.apply(unsettled, move) == (after, events)
                checked += 1
            state = after
    assert checked > 50


# --- round 3 (D37-D51) ---------------------------------------------------------------------------


def end_a_quiet_round(g: DraggFields) -> object:
    """Seat 0 alone, one level-1 hall, then the run ends by its Boss failing it: a round's end."""
    give(g, 0, "tam-1")
    state = room(enter(g, 1), "mad-sister-vell")
    state, _ = fight(state, 0, "tam-1")
    return state


def test_d39_no_round_limit_by_default():
    """D39 (replaces D22): the rulebook has no round limit; a game still going after round 40
    goes on (it was lost)."""
    g = table(1)
    g.round = 40
    state = end_a_quiet_round(g)
    assert GAME.status(state) == "ongoing" and wired(state)["round"] == 41


def test_d39_the_round_limit_option_ends_with_no_winner_never_lost():
    g = table(1, round_limit=5)
    g.round = 5
    g.fame = (9,)
    state = end_a_quiet_round(g)
    assert GAME.status(state) == "round_limit" and GAME.score(state).winners == []
    assert GAME.score(state).status == "round_limit"
    g = table(1, round_limit=5)
    g.round = 4
    assert GAME.status(end_a_quiet_round(g)) == "ongoing"


def _doom_3_two_runs() -> object:
    """D37's audit case: 3 seats, real_experience, doom 3. Seats 0 and 1 meet a level-3 Boss
    they cannot kill (a failed run: -3 per seat, -6); seat 2 alone kills another (+3)."""
    g = table(3, real_experience=True)
    g.doom = 3
    set_level(g, 1, 3)
    set_level(g, 2, 3)
    give(g, 0, "tam-1")
    give(g, 1, "vess-1")
    give(g, 2, "hilde-3")  # attack 7 against defense 7
    state = room(enter(g, [1, 1, 2]), "lady-nightshade")
    return room(state, "troll-titan-urgoth")


def _failed_pair(state):
    state, _ = fight(state, 0, "tam-1")
    state, _ = fight(state, 1, "vess-1")
    return state


def _lone_kill(state):
    state, events = fight(state, 2, "hilde-3")
    assert "kill" in kinds(events)
    items = CARDS.full["items-3"]
    state, _ = GAME.apply(state, w.DrawCard(deck="items-3", card=items[0]))
    return GAME.apply(state, w.DrawCard(deck="items-3", card=items[1]))[0]


def _rewards_taken(state):
    for item in list(wired(state)["groups"][1]["rewards"]):
        state, _ = GAME.apply(state, w.AssignReward(seat=2, item=item, to=2))
    return state


def test_d37_doom_moves_once_per_round_whichever_run_finishes_first():
    """D37 (audit: -6 then +3 went on, +3 then -6 was lost): every doom change of the round is
    summed and applied at its end; 3 - 6 + 3 = 0, so both orders lose."""
    failed_first = _rewards_taken(_lone_kill(_failed_pair(_doom_3_two_runs())))
    killed_first = _rewards_taken(_failed_pair(_lone_kill(_doom_3_two_runs())))
    for state in (failed_first, killed_first):
        assert GAME.status(state) == "lost" and wired(state)["doom"] == 0


def test_d37_doom_waits_for_the_round_end():
    state = _lone_kill(_doom_3_two_runs())
    g = wired(state)
    assert g["doom"] == 3 and g["doom_change"] == 3  # the kill is counted, not yet applied
    state = _failed_pair(state)
    assert wired(state)["doom"] == 3 and wired(state)["doom_change"] == 3 - 6


def test_d37_the_death_mage_killed_ends_the_game_and_the_rounds_doom_is_not_applied():
    g = table(2)
    g.doom = 1
    give(g, 0, "hilde-3")  # 7 + 4 (her skill) against the Death Mage's 9
    give(g, 1, "tam-1")
    state = room(enter(g, [KEEP, 1]), "mad-sister-vell")
    state = room(state, "death-mage")
    state, _ = fight(state, 1, "tam-1")  # a failed level-1 run: -1, doom would reach 0
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="hilde-3"))
    state, _ = GAME.apply(state, w.UseSkill(seat=0, hero="hilde-3"))
    state, events = fight(state, 0, "hilde-3")
    assert "death_mage" in kinds(events)
    assert GAME.status(state) == "won" and wired(state)["doom"] == 1


def test_d47_fame_is_collected_when_the_run_ends_so_a_seat_at_0_can_upgrade():
    """D47 (audit: Fame was credited after the upgrade choice, so a seat at 0 Fame could never
    pay it): the Boss's Fame and the first kill's bonus come when the run ends, before D30's
    upgrade; the round's end adds only items in hand and surviving heroes (D15)."""
    g = table(1)
    give(g, 0, "hilde-2", "dagger-1-1")  # attack 5 against Grukk's 3
    state = room(enter(g, 1), "empty-hall-1")
    state, _ = fight(state, 0, "hilde-2")
    state = room(state, "grukk-the-goblin-king")
    state, _ = fight(state, 0, "hilde-2")
    state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card="dagger-1-2"))
    state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card="buckler-1-1"))
    state, _ = GAME.apply(state, w.AssignReward(seat=0, item="dagger-1-2", to=0))
    state, _ = GAME.apply(state, w.AssignReward(seat=0, item="buckler-1-1", to=0))
    # the hall 1, the Boss 2 x 1, the first kill 1
    assert wired(state)["fame"] == [4]
    assert "Pay 1 Fame to upgrade Hilde Axehand II" in labels(state, "upgrade")
    state, _ = GAME.apply(state, w.Upgrade(seat=0, hero="hilde-2"))
    # the round's end: 3 items // 2 = 1, one hero (Hilde III) = 1
    assert wired(state)["fame"] == [4 - 1 + 1 + 1]


def test_d46_every_group_making_a_first_boss_kill_in_the_same_round_gets_the_bonus():
    """D46 (audit: only the group resolved first got it): 1 Fame to each seat of each group whose
    Boss kill is in the round of the game's first; a later round's kill gets none."""
    g = table(2)
    give(g, 0, "hilde-2")  # attack 5 against Grukk's 3
    give(g, 1, "oona-2")  # attack 5 against the Red Imp Queen's 4
    state = room(enter(g, [1, 2]), "grukk-the-goblin-king")
    state = room(state, "red-imp-queen")
    for seat, hero in ((0, "hilde-2"), (1, "oona-2")):
        state, _ = fight(state, seat, hero)
        for card in CARDS.full["items-1"][2 * seat : 2 * seat + 2]:
            state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card=card))
    for seat in (0, 1):
        for item in wired(state)["groups"][seat]["rewards"][:]:
            state, _ = GAME.apply(state, w.AssignReward(seat=seat, item=item, to=seat))
    assert wired(state)["fame"] == [2 + 1, 2 + 1]  # D47: collected as each run ends
    g = table(1)
    g.first_kill_round, g.round = 1, 2
    give(g, 0, "hilde-2")
    state = room(enter(g, 1), "grukk-the-goblin-king")
    state, _ = fight(state, 0, "hilde-2")
    for card in CARDS.full["items-1"][:2]:
        state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card=card))
    for card in CARDS.full["items-1"][:2]:
        state, _ = GAME.apply(state, w.AssignReward(seat=0, item=card, to=0))
    assert wired(state)["fame"] == [2]


def test_d45_equipped_items_defense_absorbs_trap_damage_the_heros_own_does_not():
    """D45 (audit: trap damage ignored the items): Hilde's Chainmail (2) absorbs the Poison
    Needles' 2 and nothing reaches her, so no curse (rulebook Items); Brannoc's own Defense 2
    absorbs nothing; Ildra's Warded Robe absorbs its Defense 1 and its defense bonus 1."""
    g = table(3)
    give(g, 0, "hilde-1", "chainmail-1-1")
    give(g, 1, "brannoc-1")
    give(g, 2, "ildra-1", "warded-robe-1-1")
    state = room(enter(g, 1), "poison-needles-1")  # damage 2, rogues disarm, curses whom it hurts
    state, _ = fight(state, 0, "hilde-1", ["chainmail-1-1"])
    state, _ = fight(state, 1, "brannoc-1")
    state, _ = fight(state, 2, "ildra-1", ["warded-robe-1-1"])
    g = wired(state)
    assert [r["damage"] for r in g["runners"]] == [0, 2, 0]
    assert [d["seat"] for d in g["queue"] if d["type"] == "draw_curse"] == [1]
    assert "chainmail-1-1" in g["decks"]["items-1"]  # used, discarded as every item


def test_d49_a_hero_survives_a_cultist_as_any_monster():
    """D49 (audit: a hero failing against a Cultist was lost, as against a Boss): the Cultists
    are elite monsters; Brannoc III cannot kill Cultist Hansen (6 against 7) but survives its 8
    (Defense 4 + Tower Shield 2: 2 damage), passes the room (3 Fame) and the run goes on."""
    g = table(1)
    give(g, 0, "brannoc-3", "tower-shield-1-1")
    state = room(enter(g, KEEP), "cultist-hansen")
    state, events = fight(state, 0, "brannoc-3", ["tower-shield-1-1"])
    assert "hero_lost" not in kinds(events) and "survive" in kinds(events)
    g = wired(state)
    assert g["runners"][0]["hero"] == "brannoc-3" and g["runners"][0]["damage"] == 2
    assert g["groups"][0]["passed"] == ["cultist-hansen"] and g["tallies"][0]["rooms"] == 3
    assert GAME.modules.rules.pending_chance(state).type == "draw_room"


def test_d49_the_death_mage_must_be_killed_and_gives_no_fame():
    g = table(1)
    give(g, 0, "brannoc-3", "tam-1")
    state = room(enter(g, KEEP), "death-mage")
    state, events = fight(state, 0, "brannoc-3")  # 6 against 9: lost, as against a Boss
    assert "hero_lost" in kinds(events)
    g = table(1)
    give(g, 0, "hilde-3")
    state = room(enter(g, KEEP), "death-mage")
    state, _ = GAME.apply(state, w.PlayHero(seat=0, hero="hilde-3"))
    state, _ = GAME.apply(state, w.UseSkill(seat=0, hero="hilde-3"))
    state, events = fight(state, 0, "hilde-3")
    assert GAME.status(state) == "won"
    assert wired(state)["fame"] == [1]  # only Hilde III, home in the hand (D15)


def test_d49_real_experience_a_failed_keep_run_costs_4_doom_per_seat():
    g = table(2, real_experience=True)
    give(g, 0, "tam-1")
    give(g, 1, "vess-1")
    state = room(enter(g, KEEP), "death-mage")
    state, _ = fight(state, 0, "tam-1")
    state, events = fight(state, 1, "vess-1")
    assert "run_failed" in kinds(events) and wired(state)["doom"] == 15 - 4 * 2


def test_d51_the_kill_threshold_counts_only_seats_with_a_hero_fighting():
    """D51: Vess dies to the ghoul and seat 1 has no hero left; in the next room Brannoc II
    alone needs the orc's defense 3 once, not twice (4 kills it)."""
    g = table(2)
    set_level(g, 1, 2)
    give(g, 0, "brannoc-2")  # attack 4, defense 3, health 5
    give(g, 1, "vess-1")
    state = room(enter(g, 1), "ghoul-2-2")  # attack 5, defense 4: 6 against 8, it stands
    state, _ = fight(state, 0, "brannoc-2")
    state, events = fight(state, 1, "vess-1")
    assert "hero_died" in kinds(events) and wired(state)["runners"][1]["out"]
    state = room(state, "orc-brute-2-0")
    state, events = fight(state, 0, "brannoc-2")
    assert "The group kills Orc Brute (4 against 3)" in [e.text for e in events]


def test_d48_a_bosss_two_reward_items_are_of_its_level():
    g = table(2)
    set_level(g, 1, 2)
    give(g, 0, "hilde-2")
    give(g, 1, "oona-2")
    state = room(enter(g, 1), "warlord-maghul")  # level 2, defense 5 x 2: 5 + 5
    state, _ = fight(state, 0, "hilde-2")
    state, _ = fight(state, 1, "oona-2")
    g = wired(state)
    assert [(d["to"], d["deck"]) for d in g["queue"]] == [("reward", "items-2")] * 2


def test_d44_a_group_that_can_open_a_chest_may_leave_it_closed():
    """D44 (audit: a chest the group could open was always opened): once the heroes are in, the
    group's first seat opens it or leaves it closed; left closed it is skipped (D24: no Fame, no
    item). A group that cannot open it is not asked."""
    g = table(2)
    give(g, 0, "hilde-1")  # a warrior: the Iron-bound Chest opens for warriors and rogues
    give(g, 1, "ildra-1")
    state = room(enter(g, 1), "iron-bound-chest-1")
    state, _ = fight(state, 0, "hilde-1")
    state, _ = fight(state, 1, "ildra-1")
    assert GAME.to_act(state) == (0,)
    assert labels(state, "open_chest") == ["Open Iron-bound Chest (2 items, 1 Fame each)"]
    assert labels(state, "leave_chest") == ["Leave Iron-bound Chest closed"]
    left, events = GAME.apply(state, w.LeaveChest(seat=0))
    assert "chest_left" in kinds(events) and GAME.modules.rules.pending_chance(left) is None
    assert [t["rooms"] for t in wired(left)["tallies"]] == [0, 0]
    opened, events = GAME.apply(state, w.OpenChest(seat=0))
    assert "chest" in kinds(events)
    assert [d["deck"] for d in wired(opened)["queue"]] == ["items-1", "items-1"]
    assert [t["rooms"] for t in wired(opened)["tallies"]] == [1, 1]
    g = table(1)
    give(g, 0, "ildra-1")
    state = room(enter(g, 1), "iron-bound-chest-1")
    state, events = fight(state, 0, "ildra-1")
    assert "chest_skipped" in kinds(events) and labels(state, "open_chest") == []


def test_d40_the_hand_limit_holds_during_a_run_and_fame_counts_the_hand_after_discards():
    """D40 (audit: the limit waited for the round's end, after Fame, and a 10-card hand scored
    its items): Hilde II and six items; the Boss's two rewards make eight cards, and the seat
    discards down to seven at once; Hilde back in hand makes eight again: one more discard.
    The round's end counts 6 items and Hilde: 3 + 1."""
    g = table(1)
    six = ["dagger-1-1", "dagger-1-2", "buckler-1-1", "buckler-1-2", "longsword-1-1"]
    six.append("longsword-1-2")
    give(g, 0, "hilde-3", *six)  # level 3: no upgrade to choose
    state = room(enter(g, 1), "grukk-the-goblin-king")
    state, _ = fight(state, 0, "hilde-3")
    for card in ("chainmail-1-1", "chainmail-1-2"):
        state, _ = GAME.apply(state, w.DrawCard(deck="items-1", card=card))
    state, _ = GAME.apply(state, w.AssignReward(seat=0, item="chainmail-1-1", to=0))
    assert len(wired(state)["hands"][0]) == 7
    state, _ = GAME.apply(state, w.AssignReward(seat=0, item="chainmail-1-2", to=0))
    assert {m.move.type for m in GAME.legal_moves(state)} == {"discard"}
    state, events = GAME.apply(state, w.Discard(seat=0, card="dagger-1-1"))
    assert "card_discarded" in kinds(events)
    g = wired(state)  # the run is over: Hilde is home, an eighth card again
    assert len(g["hands"][0]) == 8 and g["phase"] == "run"
    assert {m.move.type for m in GAME.legal_moves(state)} == {"discard"}
    fame = g["fame"][0]
    state, _ = GAME.apply(state, w.Discard(seat=0, card="dagger-1-2"))
    g = wired(state)
    assert g["phase"] == "scout" and len(g["hands"][0]) == 7
    assert g["fame"][0] == fame + 6 // 2 + 1


def test_d40_a_full_hand_with_no_hero_may_hire_a_free_hero_then_discards():
    """D40 (audit: seven items and no hero could not hire, and entered the dungeon with
    nothing): a buy with a full hand is allowed; the seat then discards down to seven."""
    g = table(1)
    g.phase, g.standees = "hire", (2,)
    give(g, 0, *CARDS.full["items-1"][:7])
    state = freeze(g)
    assert "Buy a level-1 hero" in labels(state, "buy")
    state, _ = GAME.apply(state, w.Buy(seat=0, level=1, kind="hero"))
    state, _ = GAME.apply(state, w.DrawCard(deck="heroes-1", card="brannoc-1"))
    assert {m.move.type for m in GAME.legal_moves(state)} == {"discard"}
    discards = labels(state, "discard")
    assert len(discards) == 8 and "Discard Brannoc the Shield I (hand limit 7)" in discards
    state, _ = GAME.apply(state, w.Discard(seat=0, card=CARDS.full["items-1"][0]))
    assert "done" in {m.move.type for m in GAME.legal_moves(state)}
    state, _ = GAME.apply(state, w.Done(seat=0))
    state = room(state, "empty-hall-1")
    assert labels(state, "play_hero") == ["Play Brannoc the Shield I"]


def test_d40_greedy_hires_a_hero_into_a_full_hand_and_discards_its_weakest_item():
    g = table(1)
    g.phase, g.standees = "hire", (2,)
    give(g, 0, "longsword-1-1", "chainmail-1-1", "buckler-1-1", "dagger-1-1")
    give(g, 0, "shortbow-1-1", "tower-shield-1-1", "healing-draught-1-1")
    state, rng = freeze(g), random.Random(0)
    assert greedy_move(GAME, state, rng) == w.Buy(seat=0, level=1, kind="hero")
    state, _ = GAME.apply(state, w.Buy(seat=0, level=1, kind="hero"))
    state, _ = GAME.apply(state, w.DrawCard(deck="heroes-1", card="brannoc-1"))
    assert greedy_move(GAME, state, rng) == w.Discard(seat=0, card="healing-draught-1-1")


def test_d50_the_cursed_seat_chooses_the_item_a_curse_discards_and_the_event_names_it():
    """D50 (audit: the highest-level item went, unnamed): Thieving Hands makes seat 0 discard
    one item; it keeps the Fine Chainmail (level 2), lets the Longsword go, and every seat reads
    which."""
    g = table(2)
    give(g, 0, "hilde-1", "longsword-1-1", "chainmail-2-1")
    give(g, 1, "brannoc-1")
    state = room(enter(g, 1), "poison-needles-1")  # damage 2; whom it hurts draws a curse
    state, _ = fight(state, 0, "hilde-1")
    state, _ = fight(state, 1, "brannoc-1")
    state, _ = GAME.apply(state, w.DrawCurse(card="thieving-hands-19"))
    state, _ = GAME.apply(state, w.DrawCurse(card="tall-tale-28"))  # seat 1's: gain 1 Fame
    assert labels(state, "curse_discard") == [
        "Discard Fine Chainmail to Thieving Hands",
        "Discard Longsword to Thieving Hands",
    ]
    assert {m.move.type for m in GAME.legal_moves(state) if m.seat == 0} == {"curse_discard"}
    state, events = GAME.apply(state, w.CurseDiscard(seat=0, item="longsword-1-1"))
    assert [e.text for e in events if e.type == "curse_discard"] == [
        "Seat 0 discards Longsword to Thieving Hands"
    ]
    g = wired(state)
    assert g["hands"][0] == ["chainmail-2-1"] and "longsword-1-1" in g["decks"]["items-1"]


def test_d50_greedy_gives_the_curse_its_weakest_item():
    g = table(1)
    give(g, 0, "hilde-1", "longsword-1-1", "chainmail-2-1")
    state = room(enter(g, 1), "poison-needles-1")
    state, _ = fight(state, 0, "hilde-1")
    state, _ = GAME.apply(state, w.DrawCurse(card="thieving-hands-19"))
    move = greedy_move(GAME, state, random.Random(0))
    assert move == w.CurseDiscard(seat=0, item="longsword-1-1")


def hiring(players: int) -> dict:
    g = table(players)
    g.phase, g.standees = "hire", tuple(2 + seat for seat in range(players))
    return g


def test_d41_any_number_of_trades_and_gifts_until_done():
    """D41 (audit: one offer per seat per hiring phase): seat 0 trades twice with seat 1 and
    gives seat 2 a gift; seat 1 holds two offers at once (from seats 0 and 2) and answers each."""
    g = hiring(3)
    give(g, 0, "dagger-1-1", "buckler-1-1", "longsword-1-1")
    give(g, 1, "shortbow-1-1", "chainmail-1-1")
    give(g, 2, "tower-shield-1-1")
    state = freeze(g)
    assert "Give Dagger to seat 2" in labels(state, "offer_trade")
    state, _ = GAME.apply(state, w.OfferTrade(seat=0, to=1, give="dagger-1-1"))
    state, _ = GAME.apply(state, w.OfferTrade(seat=2, to=1, give="tower-shield-1-1"))
    assert sorted(labels(state, "accept_trade", seat=1)) == [
        "Accept Dagger from seat 0, giving Chainmail",
        "Accept Dagger from seat 0, giving Shortbow",
        "Accept Tower Shield from seat 2, giving Chainmail",
        "Accept Tower Shield from seat 2, giving Shortbow",
    ]
    state, _ = GAME.apply(state, w.AcceptTrade(seat=1, offerer=0, take="shortbow-1-1"))
    state, _ = GAME.apply(state, w.DeclineTrade(seat=1, offerer=2))
    state, _ = GAME.apply(state, w.OfferTrade(seat=0, to=1, give="buckler-1-1"))
    state, _ = GAME.apply(state, w.AcceptTrade(seat=1, offerer=0, take="chainmail-1-1"))
    state, _ = GAME.apply(state, w.OfferTrade(seat=0, to=2, give="longsword-1-1", gift=True))
    assert labels(state, "accept_trade", seat=2) == ["Accept Longsword from seat 0 as a gift"]
    state, events = GAME.apply(state, w.AcceptTrade(seat=2, offerer=0))
    assert "trade" in kinds(events)
    assert wired(state)["hands"] == [
        ["chainmail-1-1", "shortbow-1-1"],
        ["buckler-1-1", "dagger-1-1"],
        ["longsword-1-1", "tower-shield-1-1"],
    ]


def test_d41_a_gift_to_a_full_hand_is_discarded_down_to_7_and_an_offer_can_be_withdrawn():
    g = hiring(2)
    give(g, 0, "dagger-1-1", "buckler-1-1")
    give(g, 1, *[c for c in CARDS.full["items-1"] if not c.startswith(("dagger", "buck"))][:7])
    state, _ = GAME.apply(freeze(g), w.OfferTrade(seat=0, to=1, give="buckler-1-1"))
    assert labels(state, "withdraw_trade") == ["Withdraw the offer of Buckler to seat 1"]
    state, _ = GAME.apply(state, w.WithdrawTrade(seat=0))
    assert wired(state)["offers"] == [None, None]
    state, _ = GAME.apply(state, w.OfferTrade(seat=0, to=1, give="dagger-1-1", gift=True))
    state, _ = GAME.apply(state, w.AcceptTrade(seat=1, offerer=0))
    assert {m.move.type for m in GAME.legal_moves(state) if m.seat == 1} == {"discard"}


def test_d42_the_solo_market_takes_any_item_of_the_hand_once_per_item_per_round():
    """D42 (audit: only items bought this round): a dealt item trades for a market item of its
    level or lower; the item taken is not traded again that round (a project ruling)."""
    g = hiring(1)
    for cid in ("dagger-1-2", "chainmail-2-1"):
        g.from_deck(CARDS.deck_of(cid), cid)
        g.market = with_added(g.market, cid)
    give(g, 0, "longsword-2-1", "buckler-1-1")  # dealt or found: not bought this round
    state = freeze(g)
    assert sorted(labels(state, "trade_market")) == [
        "Trade Buckler for Dagger from the market",
        "Trade Fine Longsword for Dagger from the market",
        "Trade Fine Longsword for Fine Chainmail from the market",
    ]
    state, _ = GAME.apply(state, w.TradeMarket(seat=0, give="longsword-2-1", take="dagger-1-2"))
    assert labels(state, "trade_market") == []  # Buckler I has no market item of its level left
    assert wired(state)["hands"] == [["buckler-1-1", "dagger-1-2"]]


def test_d42_greedy_trades_for_a_stronger_market_item_only():
    g = hiring(1)
    for cid in ("tower-shield-1-1", "dagger-1-2"):
        g.from_deck(CARDS.deck_of(cid), cid)
        g.market = with_added(g.market, cid)
    give(g, 0, "brannoc-1", "buckler-1-1", "healing-draught-1-1")
    move = greedy_move(GAME, freeze(g), random.Random(0))
    assert move == w.TradeMarket(seat=0, give="healing-draught-1-1", take="tower-shield-1-1")


def test_d43_solo_may_send_a_second_scout_or_not_and_draws_no_first_player():
    """D43 (audit: the second scout was forced, and solo table mode drew the first player
    token with probability 1): the solo seat scouts one dungeon, then scouts another or stops."""
    state = GAME.new_game(Setup(1, "base", "table", 1, w.Options()))
    assert GAME.modules.rules.pending_chance(state).type != "choose_first_player"
    assert wired(state)["first_player"] == 0
    g = scouting(1)
    state, _ = GAME.apply(freeze(g), w.Scout(seat=0, location=4))
    assert labels(state, "done") == ["Send no second scout"]
    assert len(labels(state, "scout")) == 14
    stopped, events = GAME.apply(state, w.Done(seat=0))
    assert "scouts_revealed" in kinds(events)
    assert [d["location"] for d in wired(stopped)["queue"]] == [4]
    both, _ = GAME.apply(state, w.Scout(seat=0, location=9))
    assert [d["location"] for d in wired(both)["queue"]] == [4, 9]


def deal_by_chance(state, rng: random.Random):
    while GAME.chance_outcomes(state):
        outcomes = GAME.chance_outcomes(state)
        move = rng.choices([m for m, _ in outcomes], [n for _, n in outcomes])[0]
        state, _ = GAME.apply(state, move)
    return state


def test_d38_each_seat_chooses_how_many_heroes_its_seven_cards_hold():
    """D38 (replaces D19; audit: always 2 heroes and 5 items): 1, 2 or 3 heroes, the rest items,
    all of level 1; the choices are made at once, and secret until every seat has chosen."""
    rng = random.Random(0)
    state = deal_by_chance(GAME.new_game(Setup(3, "base", "digital", 1, w.Options())), rng)
    assert wired(state)["phase"] == "deal" and GAME.to_act(state) == (0, 1, 2)
    assert labels(state, "starting_hand") == [
        "Start with 1 Hero and 6 Items",
        "Start with 2 Heroes and 5 Items",
        "Start with 3 Heroes and 4 Items",
    ]
    state, events = GAME.apply(state, w.StartingHand(seat=0, heroes=3))
    assert GAME.view(state, 1)["starting_heroes"] == [0, None, None]  # chosen, not shown
    assert GAME.view(state, 0)["starting_heroes"] == [3, None, None]
    assert "3" not in " ".join(e.text for e in events)
    state, _ = GAME.apply(state, w.StartingHand(seat=1, heroes=1))
    state, events = GAME.apply(state, w.StartingHand(seat=2, heroes=2))
    assert "hands_dealt" in kinds(events)
    state = deal_by_chance(state, rng)
    g = wired(state)
    assert [sum(CARDS.kind[c] == "heroes" for c in hand) for hand in g["hands"]] == [3, 1, 2]
    assert all(len(hand) == 7 for hand in g["hands"])
    assert all(CARDS.level_of(c) == 1 for hand in g["hands"] for c in hand)
    assert g["phase"] == "scout" and GAME.to_act(state) == (0, 1, 2)


def test_d38_table_mode_accepts_a_real_deal_with_one_or_three_heroes():
    state = GAME.new_game(Setup(2, "base", "table", 1, w.Options(first_player=1)))
    state, _ = GAME.apply(state, w.StartingHand(seat=0, heroes=1))
    state, _ = GAME.apply(state, w.StartingHand(seat=1, heroes=3))
    dealt = {0: ["brannoc-1"], 1: ["hilde-1", "vess-1", "tam-1"]}
    items = iter(CARDS.full["items-1"])
    dealt[0] += [next(items) for _ in range(6)]
    dealt[1] += [next(items) for _ in range(4)]
    while GAME.chance_outcomes(state):
        draw = wired(state)["queue"][0]
        wanted = [c for c in dealt[draw["seat"]] if CARDS.deck_of(c) == draw["deck"]]
        card = next(c for c in wanted if c not in wired(state)["hands"][draw["seat"]])
        state, _ = GAME.apply(state, w.DrawCard(deck=draw["deck"], card=card))
    assert wired(state)["hands"] == [sorted(dealt[0]), sorted(dealt[1])]


def test_d20_a_threat_token_is_present_while_doom_is_below_its_threshold():
    """D20 (accepted with this meaning): below 10 one token, below 5 two; back at 10 (or 5)
    the token leaves."""
    g = table(1)
    set_level(g, 2, 2)
    found = {}
    for doom in (11, 10, 9, 6, 5, 4):
        g.doom = doom
        rules_round._place_threats(g)
        found[doom] = [site.threats for site in g.sites[:2]]
    assert found == {11: [0, 0], 10: [0, 0], 9: [1, 1], 6: [1, 1], 5: [1, 1], 4: [2, 1]}


def test_render_rings_a_hinted_place_for_its_own_seat_only():
    """A hint's plan is drawn for the seat it is for (issue 31's route hint on the board): the
    place its scout or selection goes to is ringed and the move named; a move of another seat,
    or for no seat, draws nothing, so the picture answers no guess about a hand (D9)."""
    rng = random.Random(4)
    state = GAME.new_game(Setup(2, "base", "table", 4, w.Options()))
    while not any(isinstance(m.move, w.Scout) for m in GAME.legal_moves(state)):
        outcomes = GAME.chance_outcomes(state)
        move = outcomes[0][0] if outcomes else rng.choice(GAME.legal_moves(state)).move
        state, _ = GAME.apply(state, move)
    mine = next(m for m in GAME.legal_moves(state) if m.seat == 0)
    theirs = next(m for m in GAME.legal_moves(state) if m.seat == 1)
    picture = GAME.render(state, 0, [mine.move])
    assert f"Hint: {mine.label}" in picture and 'stroke-dasharray="4 3"' in picture
    for seat, plan in ((1, [mine.move]), (None, [mine.move]), (0, [theirs.move])):
        assert "Hint:" not in GAME.render(state, seat, plan)
