"""Every action card, keeper and item of Trogdor (T13, T17-T19, T30) in a scenario.

Table mode, the ``normal`` map and the known Movement deck of ``test_trogdor_rules``: Trogdor
(2,2), Knights (0,0) and (4,4), Archer (2,4), Cottages (0,2), (2,0), (4,3), Lake (2,3),
Mountains (0,3) and (3,1), Tunnels (0,4) and (4,0), Forests (0,0), (1,3), (3,2), (4,2),
Flowers (1,0) and (2,4), Stumps (1,1) and (3,3), Rocks (1,4) and (3,0).
"""

from __future__ import annotations

import pytest

from games.core.errors import IllegalMove
from games.trogdor import wire
from games.trogdor.scenario import (
    END,
    FAR,
    GAME,
    KNOWN_DECK,
    at,
    board,
    edit,
    labels,
    moves,
    new,
    play,
    seat,
    start,
    to,
    types,
)
from games.trogdor.state import phase

DECK = KNOWN_DECK
go = play

BOTH = pytest.mark.parametrize("variant", ["published", "august-draft"])


def targets(s, kind="move"):
    return {(m["to"]["row"], m["to"]["col"]) for m in moves(s) if m["type"] == kind}


# --- action cards ----------


@BOTH
def test_block(variant):
    s = start("block", variant=variant, knights=[(2, 0), (4, 4)], archer=(2, 0))
    s = board(s, "WEST5")  # Knight 1 passes Trogdor, the Archer shoots along row 2
    assert s.trog_meter == 4
    s = start("high-energy", variant=variant, knights=[(2, 0), (4, 4)], archer=(0, 4))
    assert board(s, "WEST5").trog_meter == 3


@BOTH
def test_consummate_vs(variant):
    s = start("consummate-vs", variant=variant)
    assert targets(s) == {(1, 1), (1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2), (3, 3)}
    assert "Move north-east to (1,3)" in labels(s)


@BOTH
def test_flip_em_up_dan(variant):
    s = start("flip-em-up-dan", variant=variant, **FAR)
    s = go(s, END)
    assert phase(s) == "post_actions"
    for p in [(1, 1), (1, 3), (3, 1)]:
        s = go(s, {"type": "card_effect", "card": "flip-em-up-dan", "to": to(*p)})
    assert phase(s) == "post_actions" and s.flips == 3
    s = go(s, {"type": "card_effect", "card": "flip-em-up-dan", "to": to(3, 3)})
    assert phase(s) == "board"
    for p in [(1, 1), (1, 3), (3, 1), (3, 3)]:
        assert s.burned >> at(*p) & 1


@BOTH
def test_flip_em_up_fran_reaches_the_lake_and_can_stop(variant):
    s = start("flip-em-up-fran", variant=variant, **FAR)
    s = go(s, END, {"type": "card_effect", "card": "flip-em-up-fran", "to": to(2, 3)})
    assert s.burned >> at(2, 3) & 1  # T4: long-range burns ignore the Lake rule
    s = go(s, {"type": "decline"})
    assert phase(s) == "board" and s.flips == 1


@BOTH
def test_hidey_hole(variant):
    s = start("hidey-hole", variant=variant, knights=[(0, 3), (4, 4)], archer=(0, 4))
    s = go(s, END)
    assert "Hidey Hole: jump to the Mountain at (3,1) and hide" in labels(s)
    s = go(s, {"type": "card_effect", "card": "hidey-hole", "to": to(3, 1)})
    assert s.trogdor == at(3, 1) and s.hiding
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})  # Knight (0,3)->(3,3)
    assert s.trog_meter == 4


@BOTH
def test_high_energy(variant):
    assert start("high-energy", variant=variant).ap == 7


@BOTH
def test_invisibility_not_against_knights_movement(variant):
    s = start("invisibility", variant=variant, knights=[(2, 1), (2, 0)], archer=(0, 4))
    s = go(s, {"type": "move", "to": to(2, 1)}, {"type": "move", "to": to(2, 2)})
    assert s.trog_meter == 4
    s = board(s, "WEST5")  # both Knights pass (2,2) in their movement: Invisibility! is over
    assert s.trog_meter == 2


@BOTH
def test_jhonka_help(variant):
    s = start("jhonka-help", variant=variant, **FAR)
    assert phase(s) == "pre_actions"
    assert "Jhonka Help!: devour the Peasant at (4,3)" in labels(s)
    s = go(s, {"type": "card_effect", "card": "jhonka-help", "to": to(4, 3)})
    assert s.trog_meter == 5 and at(4, 3) not in s.peasants and phase(s) == "actions"
    assert s.ap == 5


@BOTH
def test_majesty(variant):
    s = start("majesty", variant=variant)
    s = go(s, {"type": "card_effect", "card": "majesty", "to": to(4, 4)})
    assert s.burned == 1 << at(4, 4) and s.ap == 5 and phase(s) == "actions"
    s = start("majesty", variant=variant)
    s = go(s, {"type": "decline"})
    assert s.burned == 0 and phase(s) == "actions"


@BOTH
def test_shot_put_peasants_and_eligible_cottages(variant):
    around = [(0, 1), (0, 2), (0, 3), (1, 1), (1, 2), (1, 3)]
    s = start("shot-put", variant=variant, burned=around, **FAR)
    s = go(s, END)
    assert "Shot Put!: burninate the Cottage at (0,2)" in labels(s)
    assert "Shot Put!: burninate a Peasant at (2,0)" in labels(s)
    assert "Shot Put!: burninate the Cottage at (2,0)" not in labels(s)
    s = go(s, {"type": "card_effect", "card": "shot-put", "to": to(0, 2), "target": "cottage"})
    assert s.cottages_burning == 1 << at(0, 2) and phase(s) == "board"


@BOTH
def test_sidewise_once(variant):
    s = start("sidewise", variant=variant)
    assert targets(s, "card_effect") == {(1, 2), (2, 1), (2, 3), (3, 2)}
    s = go(s, {"type": "card_effect", "card": "sidewise", "to": to(2, 3)})
    assert s.burned >> at(2, 3) & 1 and s.ap == 5
    assert "card_effect" not in types(s)


@BOTH
def test_slantwise_once(variant):
    s = start("slantwise", variant=variant)
    assert targets(s, "card_effect") == {(1, 1), (1, 3), (3, 1), (3, 3)}
    s = go(s, {"type": "card_effect", "card": "slantwise", "to": to(3, 3)})
    assert "card_effect" not in types(s)


@BOTH
def test_smell_the_daisies(variant):
    s = new(
        variant,
        2,
        ["hardybardy", "worchex"],
        ["two-gross-beans", "super-trinket"],
        movement_deck=DECK,
    )
    s = play(
        s,
        *(
            {"type": "draw_action_card", "card": c}
            for c in ("smell-the-daisies", "high-energy", "block")
        ),
    )
    s = edit(s, trogdor=(1, 0), knights=[(0, 0), (0, 0)], archer=(0, 4))  # on Flowers, unhurt
    s = go(s, {"type": "choose_card", "card": "smell-the-daisies"})
    s = board(s, "QUIET")
    assert s.bonus_ap == 3 and s.active == 1
    s = go(s, {"type": "draw_action_card", "card": "wingaling"})
    s = go(s, {"type": "choose_card", "card": "high-energy"})
    assert s.ap == 10 and s.bonus_ap == 0


@BOTH
def test_stump_and_rock_once(variant):
    s = start("stump-rock", variant=variant, trogdor=(1, 1))
    s = go(s, {"type": "burninate", "target": "tile"})
    assert s.ap == 4 - 1 + 4
    s = edit(s, trogdor=(3, 3))
    s = go(s, {"type": "burninate", "target": "tile"})
    assert s.ap == 6


@BOTH
def test_tunnel_warp(variant):
    s = start("tunnel-warp", variant=variant, knights=[(0, 4), (4, 4)], peasants=[(2, 1)] * 2)
    assert "Tunnel Warp: swap the Tunnel at (0,4) with the Tree at (2,1)" in labels(s)
    s = go(s, {"type": "card_effect", "card": "tunnel-warp", "tunnel": to(0, 4), "to": to(2, 1)})
    assert s.kinds[at(2, 1)] == "Tunnel" and s.kinds[at(0, 4)] == "Tree"
    assert s.knights[0] == at(2, 1) and s.peasants == (at(0, 4), at(0, 4))
    assert all(m["to"] != to(0, 2) for m in moves(s) if m["type"] == "jump")


@BOTH
def test_wingaling(variant):
    s = start("wingaling", variant=variant)
    s = go(s, {"type": "card_effect", "card": "wingaling", "to": to(4, 0)})
    assert s.trogdor == at(4, 0) and s.ap == 4
    assert "jump" in types(s)  # on a Tunnel now


@BOTH
def test_wraparound(variant):
    s = start("wraparound", variant=variant, trogdor=(0, 1))
    assert (4, 1) in targets(s)
    assert "Move north to (4,1)" in labels(s)


# --- keepers ----------


@BOTH
def test_galgabudge(variant):
    s = start(variant=variant, keepers=["galgabudge"], trogdor=(0, 3))
    assert targets(s, "jump") == {(3, 1), (4, 0)}  # (0,4), a step away, is a move
    s = start(variant=variant, trogdor=(0, 3))
    assert targets(s, "jump") == set()


@BOTH
def test_cranjegg(variant):
    s = start(variant=variant, keepers=["cranjegg"])
    assert (1, 1) in targets(s) and (3, 3) in targets(s)


@BOTH
def test_hegeltha(variant):
    s = start(variant=variant, keepers=["hegeltha"])
    assert "hide" in types(s)
    s = start(variant=variant, keepers=["hegeltha"], trogdor=(0, 2))
    assert "hide" not in types(s)  # a Cottage tile


@BOTH
def test_stonklar(variant):
    s = start(variant=variant, keepers=["stonklar"], trogdor=(2, 0))
    assert (2, 4) in targets(s)


@BOTH
def test_worchex(variant):
    s = start(
        variant=variant,
        keepers=["worchex"],
        knights=[(4, 3), (0, 0)],
        cottages_burning=[(4, 3)],
        archer=(0, 0),
    )
    assert board(s, "QUIET").cottages_burning == 1 << at(4, 3)
    s = start(variant=variant, knights=[(4, 3), (0, 0)], cottages_burning=[(4, 3)], archer=(0, 0))
    assert board(s, "QUIET").cottages_burning == 0


@BOTH
def test_yubbitz_on_own_turn_trades_with_anyone(variant):
    s = new(
        variant,
        3,
        ["yubbitz", "hardybardy", "worchex"],
        ["two-gross-beans", "disk-of-healing", "ring-of-voip"],
        movement_deck=DECK,
    )
    s = play(
        s, *({"type": "draw_action_card", "card": c} for c in ("majesty", "wingaling", "block"))
    )
    trades = {(m["with_seat"], m["take"]) for m in moves(s) if m["type"] == "trade"}
    assert trades == {(1, "wingaling"), (2, "block")}
    s = go(s, {"type": "decline"})
    assert phase(s) == "draw"


@BOTH
def test_crangolev(variant):
    assert start(variant=variant, keepers=["crangolev"]).ap == 8


@BOTH
def test_brovelade(variant):
    s = start(variant=variant, keepers=["brovelade"], peasants=[(3, 3)], burned=[(2, 3)], **FAR)
    assert board(s, "REPAIR").burned >> at(2, 3) & 1
    s = start(variant=variant, peasants=[(3, 3)], burned=[(2, 3)], **FAR)
    assert not board(s, "REPAIR").burned >> at(2, 3) & 1


@BOTH
def test_hardybardy(variant):
    s = start(variant=variant, keepers=["hardybardy"])
    assert targets(s) == {(1, 2), (2, 1), (2, 3), (3, 2)} and s.ap == 7
    assert "hide" not in types(s) and "jump" not in types(s)


# --- items ----------


@BOTH
def test_ye_flask_of_denis(variant):
    s = start(variant=variant, items=["ye-flask-of-denis"], peasants=[(2, 2)], trog_meter=4)
    s = go(s, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})
    assert s.tasks[0] == ("flask", None)
    s = go(s, {"type": "use_item", "item": "ye-flask-of-denis"})
    assert s.trog_meter == 5 and s.void == 2 and not s.seats[0].charged
    s = go(s, {"type": "move", "to": to(2, 3)})  # visits the Lake
    assert s.seats[0].charged


@BOTH
def test_t43_flask_only_for_a_peasant_trogdor_set_aflame_himself(variant):
    """T43: not for a Peasant lit by another burning Peasant; for Trogdor's own, when it burns
    out."""
    s = start(
        variant=variant,
        items=["ye-flask-of-denis"],
        trogdor=(1, 1),
        peasants=[(1, 1), (1, 2)],
        trog_meter=4,
    )
    s = go(s, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})  # (1,2) lit on the way, (1,4)
    assert s.tasks[0] == ("flask", None)  # Trogdor's own Peasant burns out: offered
    s = go(s, {"type": "decline"})
    assert s.tasks[0] == ("burn", (at(1, 2), None))
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})  # (2,2),(3,2),(4,2): burns out
    assert s.tasks[0] == ("actions", None) and "use_item" not in types(s)
    assert s.void == 3 and s.seats[0].charged


@BOTH
def test_t43_no_flask_for_a_peasant_that_walks_into_a_burning_cottage(variant):
    s = start(
        variant=variant,
        items=["ye-flask-of-denis"],
        peasants=[(3, 3)],
        cottages_burning=[(4, 3)],
        trog_meter=4,
        **FAR,
    )
    s = board(s, "SOUTH3")  # the Peasant steps S onto the burning Cottage at (4,3): aflame
    assert s.tasks[0] == ("burn", (at(4, 3), None))
    s = go(s, {"type": "draw_movement_card", "card": "EAST3"})  # (4,4),(4,0),(4,1): burns out
    assert s.tasks[0][0] != "flask" and "use_item" not in types(s)
    assert s.void == 3 and s.trog_meter == 4


@BOTH
def test_distractos_pouch(variant):
    s = start(variant=variant, items=["distractos-pouch"], peasants=[(3, 3)], **FAR)
    s = go(s, END, {"type": "draw_movement_card", "card": "QUIET"})
    assert s.tasks[0] == ("pouch", None)
    assert "Use Distracto's Pouch: the Peasants go east instead of north" in labels(s)
    s = go(s, {"type": "use_item", "item": "distractos-pouch", "direction": "E"})
    assert s.peasants == (at(3, 4),) and not s.seats[0].charged
    s = start(variant=variant, items=["distractos-pouch"], knights=[(2, 1), (0, 0)])
    s = seat(s, 0, charged=False)
    s = go(s, {"type": "move", "to": to(2, 1)})  # takes damage: recharges
    assert s.seats[0].charged


@BOTH
def test_that_dog_tennis_ball_thing(variant):
    around = [(0, 1), (0, 2), (0, 3), (1, 1), (1, 2), (1, 3)]
    s = start(variant=variant, items=["that-dog-tennis-ball-thing"], burned=around, **FAR)
    assert "Use That Dog Tennis Ball Thing: burninate the Cottage at (0,2)" in labels(s)
    s = go(
        s,
        {
            "type": "use_item",
            "item": "that-dog-tennis-ball-thing",
            "to": to(0, 2),
            "target": "cottage",
        },
    )
    assert s.cottages_burning == 1 << at(0, 2) and not s.seats[0].charged
    s = edit(s, peasants=[(3, 3)], burned=[(2, 3)])
    s = board(s, "REPAIR")  # a Peasant repairs a burned tile: recharges
    assert s.seats[0].charged


@BOTH
def test_ring_of_voip(variant):
    s = start(
        variant=variant, items=["ring-of-voip"], burned=[(0, 1), (0, 3), (1, 1), (1, 2), (1, 3)]
    )
    s = go(s, {"type": "use_item", "item": "ring-of-voip", "to": to(0, 2)})
    assert s.trogdor == at(0, 2) and s.ap == 7 and not s.seats[0].charged
    s = go(s, {"type": "burninate", "target": "tile"})  # a Cottage tile burns: recharges
    assert s.seats[0].charged


@BOTH
def test_two_gross_beans(variant):
    s = start(variant=variant, items=["two-gross-beans"])
    s = go(s, {"type": "use_item", "item": "two-gross-beans"})
    assert s.ap == 9


@BOTH
def test_disk_of_healing_never_recharges(variant):
    s = start(variant=variant, items=["disk-of-healing"])
    assert "use_item" not in types(s)  # nothing in the Void
    s = edit(s, trog_meter=2, void=2)
    s = go(s, {"type": "use_item", "item": "disk-of-healing"})
    assert s.trog_meter == 3 and s.void == 1 and not s.seats[0].charged


@BOTH
def test_shield_of_cumberdale_recharges_on_health(variant):
    s = start(
        variant=variant, items=["shield-of-cumberdale"], knights=[(2, 1), (4, 4)], peasants=[(2, 1)]
    )
    s = go(
        s, {"type": "move", "to": to(2, 1)}, {"type": "use_item", "item": "shield-of-cumberdale"}
    )
    assert s.trog_meter == 4 and not s.seats[0].charged
    s = go(s, {"type": "chomp"})
    assert s.trog_meter == 5 and s.seats[0].charged


@BOTH
def test_super_trinket(variant):
    s = start(variant=variant, items=["super-trinket"], archer=(2, 0), knights=[(0, 0), (0, 0)])
    s = go(s, END, {"type": "draw_movement_card", "card": "EAST3"})
    assert s.tasks[0] == ("protect", ("archer", 1))
    s = go(s, {"type": "use_item", "item": "super-trinket"})
    assert s.trog_meter == 4 and not s.seats[0].charged
    s = go(
        s,
        {"type": "draw_action_card", "card": "wingaling"},
        {"type": "choose_card", "card": "wingaling"},
        {"type": "card_effect", "card": "wingaling", "to": to(2, 4)},
    )
    assert s.trogdor == at(2, 4) and s.archer == at(2, 3)
    s = go(s, {"type": "move", "to": to(2, 3)})  # visits the Archer
    assert s.seats[0].charged


@BOTH
def test_baubles_of_astray(variant):
    s = start(variant=variant, items=["baubles-of-astray"])
    assert "Use Baubles of Astray: move Knight 1 from (0,0) to (1,1)" in labels(s)
    assert "Use Baubles of Astray: move Knight 1 from (0,0) to (0,2)" not in labels(s)
    s = go(s, {"type": "use_item", "item": "baubles-of-astray", "knight": 0, "to": to(1, 1)})
    assert s.knights[0] == at(1, 1) and not s.seats[0].charged
    s = edit(s, trogdor=(1, 4))
    s = go(s, {"type": "move", "to": to(0, 4)})  # a Tunnel: recharges
    assert s.seats[0].charged


# --- T49: items on any seat's turn (august-draft) ----------


def two_seats(variant, item, **edits):
    """Seat 0's turn 1, High Energy! played; seat 1 holds ``item`` (seat 0 Two Gross Beans)."""
    return start(
        variant=variant,
        players=2,
        keepers=["hardybardy", "worchex"],
        items=["two-gross-beans", item],
        **edits,
    )


def test_t49_august_draft_reactive_item_offered_to_its_owner_on_another_seats_turn():
    s = two_seats("august-draft", "super-trinket", archer=(2, 0), knights=[(0, 0), (0, 0)])
    s = board(s, "EAST3")  # the Archer ends on (2,3) and shoots row 2: Trogdor
    assert s.active == 0 and s.tasks[0] == ("protect", ("archer", 1))
    assert GAME.to_act(s) == (1,)
    assert labels(s) == [
        "Seat 1 uses Super Trinket: prevent the Archer's damage",
        "Seat 1 keeps Super Trinket: take the damage",
    ]
    assert {m.seat for m in GAME.legal_moves(s)} == {1}
    events = []
    s = play(s, {"type": "use_item", "seat": 1, "item": "super-trinket"}, events=events)
    assert s.trog_meter == 4 and not s.seats[1].charged and s.seats[0].charged
    assert ("item_used", 1) in [(e.type, e.details.get("seat")) for e in events]


def test_t49_published_reactive_item_only_on_its_owners_turn():
    s = two_seats("published", "super-trinket", archer=(2, 0), knights=[(0, 0), (0, 0)])
    s = board(s, "EAST3")
    assert s.trog_meter == 3 and s.seats[1].charged  # not offered: Trogdor is hit


def test_t49_august_draft_action_item_of_another_seat_while_the_actions_are_open():
    s = two_seats("august-draft", "ring-of-voip")
    assert GAME.to_act(s) == (0, 1)
    assert "Seat 1 uses Ring of Voip: jump to (0,2)" in labels(s)
    assert "Use Two Gross Beans: gain 2 AP" in labels(s)
    s = go(s, {"type": "use_item", "seat": 1, "item": "ring-of-voip", "to": to(1, 1)})
    assert s.trogdor == at(1, 1) and not s.seats[1].charged and s.ap == 7
    assert s.used == {"ring-of-voip"} and GAME.to_act(s) == (0,)
    # the owner's item recharges only on the owner's turn (T13): a Cottage tile burns, not it
    s = edit(s, trogdor=(0, 2))
    s = go(s, {"type": "burninate", "target": "tile"})
    assert s.burned >> at(0, 2) & 1 and not s.seats[1].charged
    s = go(s, END)
    assert GAME.to_act(s) == ()  # the actions are over: the board phase's draw


def test_t49_published_action_item_of_another_seat_is_refused():
    s = two_seats("published", "ring-of-voip")
    assert GAME.to_act(s) == (0,)
    assert not [m for m in GAME.legal_moves(s) if m.seat == 1]
    with pytest.raises(IllegalMove, match="seat 1 has no move now"):
        go(s, {"type": "use_item", "seat": 1, "item": "ring-of-voip", "to": to(1, 1)})


def test_t49_once_per_turn_is_counted_per_item():
    s = two_seats("august-draft", "ring-of-voip")
    s = go(s, {"type": "use_item", "item": "two-gross-beans"})
    assert s.used == {"two-gross-beans"} and GAME.to_act(s) == (0, 1)
    s = go(s, {"type": "use_item", "seat": 1, "item": "ring-of-voip", "to": to(1, 1)})
    assert s.used == {"two-gross-beans", "ring-of-voip"} and s.ap == 9


def test_t49_august_draft_flask_and_pouch_offered_to_their_owners():
    """T43 + T49: Ye Flask of Denis is offered to its owner on any seat's turn, for a Peasant
    Trogdor set aflame himself; Distracto's Pouch when the board's card is drawn."""
    s = two_seats("august-draft", "ye-flask-of-denis", peasants=[(2, 2)], trog_meter=4)
    s = go(s, {"type": "burninate", "target": "peasant"})
    s = go(s, {"type": "draw_movement_card", "card": "SOUTH3"})
    assert s.tasks[0] == ("flask", None) and GAME.to_act(s) == (1,)
    s = go(s, {"type": "use_item", "seat": 1, "item": "ye-flask-of-denis"})
    assert s.trog_meter == 5 and not s.seats[1].charged
    s = two_seats("august-draft", "distractos-pouch", **FAR)
    s = go(s, END, {"type": "draw_movement_card", "card": "QUIET"})
    assert s.tasks[0] == ("pouch", None) and GAME.to_act(s) == (1,)
    assert "Seat 1 keeps Distracto's Pouch: let the Peasants go" in labels(s)
    s = two_seats("published", "distractos-pouch", **FAR)
    s = go(s, END, {"type": "draw_movement_card", "card": "QUIET"})
    assert s.tasks[0][0] != "pouch"


def test_item_use_is_the_owners_move():
    s = start(items=["two-gross-beans"])
    with pytest.raises(IllegalMove, match=r"seat 1 has no move now; to act: \[0\]"):
        GAME.apply(s, wire.UseItem(seat=1, item="two-gross-beans"))
