"""New Troll Party's engine: one test (or more) per ruling P1-P14 and per rulebook rule.

Seats in three-seat games are Purple (0), Orange (1), Green (2) unless ``colors`` says
otherwise; two-seat games default to Purple and Orange with Green the dummy (band 2). Unless a
test says otherwise seat 0 holds the marker, so tables resolve 0, 1, 2.

Ruling -> tests (rulebook sections in brackets):

- P1 [Contents, Card Distribution]: test_P1_*
- P2 [Contents]: test_P2_*
- P3 [Gameplay Overview, Card Placement, Resolving a Scuffle order]: test_P3_*
- P4 [Resolving a Scuffle]: test_P4_* (highest and lowest only for the owner)
- P5 [Breaking Ties: the Golden Goat as a goat]: test_P5_*
- P6 [Endgame]: test_P6_* (including the final *** card)
- P7 [Purple Power]: test_P7_* (including: Purple who declines sees nothing)
- P8 [Orange Power]: test_P8_* (including the once-per-game limit)
- P9 [Green Power]: test_P9_*
- P10 [Scoring, Breaking Ties]: test_P10_* (three-way ties with and without the Golden Goat,
  a dummy holding the middle total)
- P11 [Two Player Mode]: test_P11_* (including a tie with Green as dummy)
- P12 [Setup: random starting player]: test_P12_*
- the served texts of P1-P14 (round 2): test_rulings_round_2_*
- view, render and the wire boundary: test_view_*, test_render_*, test_wire_*
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from itertools import pairwise

import pytest
from pydantic import ValidationError

from games.core.chance import keyed_picker, resolve_chance
from games.core.errors import GameOver, IllegalMove, InvalidSetup, InvalidState
from games.core.game import Setup
from games.core.registry import get_game
from games.troll_party import GAME, content, rules, wire
from games.troll_party.scenario import (
    at_round,
    check,
    deal,
    goats,
    legal,
    new,
    place,
    place_all,
    play,
    random_game,
    settle,
    texts,
    types,
)
from games.troll_party.state import consistent_orders

DECLINE_0 = {"type": "decline", "seat": 0}
DECLINE_1 = {"type": "decline", "seat": 1}


def ids(band: str) -> list[str]:
    return [c["id"] for c in content.content()["cards"][band]]


def values(band: str) -> list[float]:
    return [c["value"] for c in content.content()["cards"][band]]


# --- P1: cards ---------------------------------------------------------------------------------


def test_P1_cards_follow_the_rulebook_table():
    assert values("purple") == [0, 2, 2, 4, 4, 6, 6, 8, 8, 10, 10, 12, 12]
    assert values("orange") == [1, 1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13]
    assert values("green") == [1, 2, 3, 4, 5, 6, 6.5, 7, 8, 9, 10, 11, 12]
    effects = {
        band: sorted(c["id"] for c in content.content()["cards"][band] if c["effect"])
        for band in content.BANDS
    }
    assert effects == {
        "purple": ["purple-0-gain", "purple-12-gain", "purple-6-lose", "purple-8-lose"],
        "orange": [
            "orange-1-gain",
            "orange-13-gain",
            "orange-5-gain",
            "orange-7-gain",
            "orange-9-gain2",
        ],
        "green": ["green-1-gain", "green-12-gain", "green-6-lose", "green-7-lose"],
    }


def test_P1_orange_correction_13_cards_and_no_plain_13():
    for band in content.BANDS:
        assert len(ids(band)) == 13
    assert "orange-13-gain" in ids("orange")
    assert "orange-13" not in ids("orange")
    assert any(c["ruling"] == "P1" for c in content.content()["corrections"])


def test_P1_ids_tell_apart_equal_values_with_other_final_effects():
    assert ids("purple").count("purple-6") == 1 and "purple-6-lose" in ids("purple")
    assert ids("purple").count("purple-2") == 2  # equal cards share an id (a multiset)
    six, six_lose = content.card("purple-6"), content.card("purple-6-lose")
    assert six.halves == six_lose.halves == 12 and six.effect is None and six_lose.effect == "lose"
    assert content.card("green-6.5").halves == 13
    for bad in ("green-6.50", "purple-14", "red-3", "purple-3-win", "purple-13.5", "purple"):
        with pytest.raises(ValueError):
            content.card(bad)


def test_P1_cards_are_served_as_content_with_the_rulings():
    game = get_game("troll-party")
    assert game is GAME
    served = game.content()
    assert {b: len(cards) for b, cards in served["cards"].items()} == dict.fromkeys(
        content.BANDS, 13
    )
    assert [r["id"] for r in game.rulings()] == [f"P{n}" for n in range(1, 16)]


def test_rulings_round_2_p1_to_p14_are_served_in_order():
    """P5 reworded, P7 and P10 with their round-2 additions, P13 and P14 as built."""
    served = {r["id"]: r["text"] for r in GAME.rulings()}
    assert list(served) == [f"P{n}" for n in range(1, 16)]
    assert "one card to one table per move" in served["P13"]
    assert "Option `track_cards` (default false)" in served["P14"]
    assert "whenever it is back in the centre it is the next goat taken" in served["P5"]
    assert "Purple's swap must change something" in served["P7"]
    assert served["P7"].endswith(
        "If no card in Purple's hand differs, Purple may not peek that round."
    )
    assert (
        'holding the Golden Goat "wins outright", and a dummy never wins: nobody wins'
        in (served["P10"])
    )


def test_P1_options_cards_replace_a_band():
    custom = [{"value": v / 2} for v in range(1, 27, 2)]  # 0.5, 1.5 ... 12.5
    custom[0] = {"value": 0.5, "effect": "gain2"}
    s = new(cards={"purple": custom})
    assert s.hands[0][:2] == ("purple-0.5-gain2", "purple-1.5")
    assert len(s.hands[0]) == 13 and s.hands[1] == tuple(sorted(ids("orange")))
    check(s)


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ([{"value": 1}] * 12, "at least 13"),
        ([{"value": 1}] * 14, "at most 13"),
        ([{"value": 13.5}] + [{"value": 1}] * 12, "less than or equal to 13"),
        ([{"value": 0.3}] + [{"value": 1}] * 12, "multiple of 0.5"),
        ([{"value": -1}] + [{"value": 1}] * 12, "greater than or equal to 0"),
        ([{"value": 1, "effect": "steal"}] + [{"value": 1}] * 12, "gain"),
    ],
)
def test_P1_options_cards_are_checked(cards, message):
    with pytest.raises(ValidationError) as error:
        wire.Options.model_validate({"cards": {"green": cards}})
    assert message in str(error.value)


def test_P1_replacement_cards_checked_again_at_setup():
    specs = [wire.CardSpec.model_construct(value=1, effect=None)] * 12
    options = wire.Options.model_construct(first_player=0, colors=None, cards={"green": specs})
    with pytest.raises(InvalidSetup, match="P1: a band has exactly 13 cards, green has 12"):
        GAME.new_game(Setup(3, "standard", "table", 1, options))


# --- rulebook: Setup ------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_rulebook_setup_bands_tables_goats_and_a_random_first_player(players):
    s = new(players, first_player=None)
    wired = GAME.to_wire(s)
    assert wired["colors"] == ["purple", "orange", "green"][:players]
    assert [len(h) for h in wired["hands"]] == [13] * players  # each band's 13 cards
    assert len(wired["placements"]) == 3  # three tables, the dummy's too (P11)
    assert wired["goats"]["center"] == 15 and wired["first_player"] is None
    assert wired["pending_chance"]["type"] == "choose_first_player"
    assert (wired["dummy_deck"] is None) == (players == 3)


def test_rulebook_endgame_each_player_has_one_card_left_after_four_rounds():
    s, _ = place_all(at_round(new(), 4, ROUND_4_HANDS), *ROUND_4_PLACEMENTS)
    assert [len(h) for h in s.hands] == [1, 1, 1]
    s, events = settle(s)
    assert types(events).count("final_card") == 3 and s.status == "finished"


# --- P2: goats ---------------------------------------------------------------------------------


def test_P2_fourteen_goats_and_the_golden_goat_start_in_the_centre():
    s = new()
    assert (s.center, s.tables, s.golden) == (15, (0, 0, 0), -1)
    assert GAME.to_wire(s)["goats"] == {"center": 15, "tables": [0, 0, 0], "golden": "center"}


# --- P3: a round -------------------------------------------------------------------------------


def test_P3_every_seat_places_in_one_move_in_any_order():
    s = new()
    assert GAME.to_act(s) == (0, 1, 2)
    assert {lm.seat for lm in GAME.legal_moves(s)} == {0, 1, 2}
    s, events = place(s, 2, "green-1-gain", "green-2", "green-3")
    assert GAME.to_act(s) == (0, 1)
    assert {lm.seat for lm in GAME.legal_moves(s)} == {0, 1}
    assert "green-" not in json.dumps([e.to_json() for e in events])  # face down
    with pytest.raises(IllegalMove, match="seat 2 may not move now"):
        place(s, 2, "green-4", "green-5", "green-8")
    s, _ = place(s, 0, "purple-2", "purple-2", "purple-4")
    s, _ = place(s, 1, "orange-1", "orange-3", "orange-3")
    assert s.stage == "purple" and GAME.to_act(s) == (0,)


def test_P3_cards_placed_come_from_the_hand():
    s = new()
    with pytest.raises(IllegalMove, match=r"P3: Purple places cards from hand.*orange-1"):
        place(s, 0, "purple-2", "orange-1", "purple-4")
    with pytest.raises(IllegalMove, match=r"P3: .*purple-6 is there only 1"):
        place(s, 0, "purple-6", "purple-6", "purple-4")
    s, _ = place(s, 0, "purple-2", "purple-2", "purple-6")  # two purple 2s: both placed
    assert Counter(s.hands[0]) == Counter(ids("purple")) - Counter(
        ["purple-2", "purple-2", "purple-6"]
    )


def test_P13_placement_is_one_card_to_one_table_per_move():
    """Each seat's choices are few: each distinct card of its hand for each table it has not
    filled yet (not the 13 * 12 * 11 = 1716 whole placements of a 13-card hand)."""
    s = new()
    by_seat = Counter(lm.seat for lm in GAME.legal_moves(s))
    assert by_seat[2] == 3 * 13  # Green's 13 distinct cards, three tables
    assert by_seat[0] == 3 * len(set(ids("purple")))  # Purple's equal cards once
    labels = [lm.label for lm in GAME.legal_moves(s) if lm.seat == 1]
    assert "Put your 3 at Purple's table" in labels
    assert "Put your 7 (+1 goat at the end) at your table" in labels
    s, events = play(s, {"type": "place_card", "seat": 1, "table": 2, "card": "orange-3"})
    assert types(events) == ["card_placed"] and "orange-3" not in texts(events)[0]
    assert s.placements[2][1] == "orange-3" and GAME.to_act(s) == (0, 1, 2)
    mine = [lm.move for lm in GAME.legal_moves(s) if lm.seat == 1]
    assert {m.table for m in mine} == {0, 1} and len(mine) == 2 * len(set(s.hands[1]))
    with pytest.raises(IllegalMove, match="already placed a card at Green's table"):
        play(s, {"type": "place_card", "seat": 1, "table": 2, "card": "orange-5"})
    with pytest.raises(IllegalMove, match="P13: Orange has begun placing"):
        place(s, 1, "orange-1", "orange-5", "orange-7")
    for table, cid in ((0, "orange-1"), (1, "orange-5")):
        s, _ = play(s, {"type": "place_card", "seat": 1, "table": table, "card": cid})
    assert GAME.to_act(s) == (0, 2) and not [lm for lm in GAME.legal_moves(s) if lm.seat == 1]


def test_P13_a_partial_placement_is_hidden_from_the_others():
    """Not even the table a seat's first cards went to is seen before its three are down."""
    s, events = play(new(), {"type": "place_card", "seat": 0, "table": 1, "card": "purple-12"})
    assert texts(events) == ["Purple places a card face down (2 to go)"]
    for seat in (1, 2, None):
        seen = GAME.view(s, seat)
        assert [row[0] for row in seen["placements"]] == [None, None, None]
        assert "purple-12" not in json.dumps(seen)
    assert GAME.view(s, 0)["placements"][1][0] == "purple-12"
    for table, cid in ((0, "purple-2"), (2, "purple-4")):
        s, _ = play(s, {"type": "place_card", "seat": 0, "table": table, "card": cid})
    assert [row[0] for row in GAME.view(s, 1)["placements"]] == ["hidden"] * 3


def test_P13_the_whole_placement_in_one_move_is_still_accepted():
    """``place`` with three cards (the first contract's move) is three place_card at once."""
    s, events = place(new(), 2, "green-1-gain", "green-2", "green-3")
    assert [row[2] for row in s.placements] == ["green-1-gain", "green-2", "green-3"]
    assert types(events) == ["cards_placed"] and 2 not in GAME.to_act(s)


def test_P3_tables_resolve_clockwise_from_the_first_player_then_the_marker_passes():
    s = new(first_player=1)
    s, _ = place_all(
        s,
        ("purple-2", "purple-4", "purple-10"),
        ("orange-1", "orange-3", "orange-5"),
        ("green-3", "green-5", "green-7-lose"),
    )
    s, events = settle(s)
    revealed = [e.details["table"] for e in events if e.type == "cards_revealed"]
    assert revealed == [1, 2, 0]
    assert s.first_player == 2 and s.round == 2 and s.stage == "place"
    assert [e.details["seat"] for e in events if e.type == "marker_passed"] == [2]
    assert all(row == (None, None, None) for row in s.placements)
    assert len(s.discards) == 9


def test_P3_four_rounds_then_final_cards():
    for players in (2, 3):
        states = random_game(players, seed=11)
        rounds = [s.round for s in states]
        assert rounds == sorted(rounds) and set(rounds) == {1, 2, 3, 4, 5}
        places = [s for s, t in pairwise(states) if t.turn > s.turn]
        assert sum(1 for s in places if s.stage == "place") == 4 * 3 * players  # P13
        final = states[-1]
        assert final.status == "finished" and not any(final.hands[:players])
        assert len(final.discards) == 13 * players + (12 if players == 2 else 0)


# --- P4: a scuffle -----------------------------------------------------------------------------


def test_P4_highest_card_effect_only_for_the_table_owner():
    s = goats(new(), [2, 1, 1])
    s, _ = place_all(
        s,
        ("purple-12", "purple-10", "purple-2"),  # highest at its own table and at Orange's
        ("orange-1", "orange-7", "orange-13-gain"),  # highest at Green's table
        ("green-5", "green-2", "green-4"),
    )
    s, _ = play(s, DECLINE_0, DECLINE_1)  # Purple does not peek; Orange lets table 0 stand
    assert s.stage == "move_goat" and GAME.to_act(s) == (0,)
    assert sorted((m["from_table"], m["to_table"]) for m in legal(s)) == [
        (0, 1),
        (0, 2),
        (1, 0),
        (2, 0),
    ]
    s, events = play(
        s, {"type": "move_goat", "seat": 0, "from_table": 1, "to_table": 0, "golden": False}
    )
    assert types(events)[:2] == ["goat_moved", "goat_taken"]  # then Green's middle 5
    s, events = play(s, DECLINE_1)  # table 1: Purple's 10 is highest but not the owner's
    assert "goat_moved" not in types(events) and s.stage != "move_goat"
    s, events = play(s, DECLINE_1)  # table 2: Orange's 13 is highest but not the owner's
    assert "goat_moved" not in types(events)
    assert s.tables == (3, 1, 3) and s.golden == 2 and s.round == 2


def test_P4_lowest_card_effect_only_for_the_table_owner():
    s = goats(new(), [1, 1, 1])
    s, _ = place_all(
        s,
        ("purple-2", "purple-4", "purple-10"),  # lowest at its own table and at Orange's
        ("orange-5", "orange-7", "orange-1"),  # lowest at Green's table
        ("green-8", "green-10", "green-6.5"),
    )
    s, events = settle(s)
    returned = [e for e in events if e.type == "goat_returned"]
    assert [(e.details["table"], "P4: lowest card" in e.text) for e in returned] == [(0, True)]
    # table 0: Purple returns one; Orange's middle 5 takes the Golden Goat; table 1: Orange's
    # middle 7; table 2: Green's middle 6.5
    assert s.tables == (0, 3, 2) and s.golden == 1 and s.center == 10


def test_P4_middle_card_of_any_player_takes_a_goat():
    s, _ = place_all(
        new(),
        ("purple-4", "purple-6", "purple-8"),
        ("orange-5", "orange-7", "orange-11"),
        ("green-6.5", "green-1-gain", "green-9"),
    )
    s, events = settle(s)
    takers = [e.details["table"] for e in events if e.type == "goat_taken"]
    assert takers == [1, 0, 2]  # Orange 5 at table 0, Purple 6 at table 1, Green 9 at 2


def test_P4_a_forced_goat_move_happens_at_once_and_none_if_no_goat_can_move():
    s, _ = place_all(
        new(),
        ("purple-12", "purple-2", "purple-4"),
        ("orange-1", "orange-3", "orange-5"),
        ("green-5", "green-2", "green-3"),
    )
    s, events = play(s, DECLINE_0, DECLINE_1)
    assert "P4: the highest card has no goat to move" in [e.text for e in events]
    s = goats(new(), [0, 1, 0])
    s, _ = place_all(
        s,
        ("purple-12", "purple-2", "purple-4"),
        ("orange-1", "orange-3", "orange-5"),
        ("green-5", "green-2", "green-3"),
    )
    s, events = play(s, DECLINE_0, DECLINE_1)  # one option: Orange's goat to Purple
    moved = [e.details for e in events if e.type == "goat_moved"]
    assert moved == [{"from_table": 1, "to_table": 0, "golden": False}]


def test_P4_nothing_for_the_middle_card_when_the_centre_is_empty():
    s = goats(new(), [5, 5, 5], golden=0)
    s, _ = place_all(
        s,
        ("purple-6", "purple-2", "purple-4"),
        ("orange-1", "orange-3", "orange-5"),
        ("green-8", "green-2", "green-3"),
    )
    s, events = play(s, DECLINE_0, DECLINE_1)
    assert "P4: the centre has no goat for the middle card" in [e.text for e in events]
    assert s.tables == (5, 5, 5)


# --- P5: the Golden Goat -----------------------------------------------------------------------


def test_P5_the_golden_goat_is_the_first_goat_taken_from_the_centre():
    s, _ = place_all(
        new(),
        ("purple-4", "purple-2", "purple-8"),  # at each table the owner's card is the middle
        ("orange-5", "orange-3", "orange-11"),
        ("green-1-gain", "green-6.5", "green-9"),
    )
    s, events = settle(s)
    taken = [(e.details["table"], e.details["golden"]) for e in events if e.type == "goat_taken"]
    assert taken == [(0, True), (1, False), (2, False)]
    assert s.golden == 0 and s.tables == (1, 1, 1)


def test_P5_moving_from_a_table_with_the_golden_goat_the_mover_chooses():
    s = goats(new(), [0, 2, 0], golden=1)
    s, _ = place_all(
        s,
        ("purple-12", "purple-2", "purple-4"),
        ("orange-1", "orange-3", "orange-5"),
        ("green-5", "green-2", "green-3"),
    )
    s, _ = play(s, DECLINE_0, DECLINE_1)
    assert s.stage == "move_goat"
    assert sorted(m["golden"] for m in legal(s)) == [False, True]
    s, events = play(
        s, {"type": "move_goat", "seat": 0, "from_table": 1, "to_table": 0, "golden": True}
    )
    assert s.golden == 0 and events[0].text.startswith("The Golden Goat moves from Orange")
    # the only goat there is golden: no choice, no plain goat
    s = goats(new(), [0, 1, 0], golden=1)
    s, _ = place_all(
        s,
        ("purple-12", "purple-2", "purple-4"),
        ("orange-1", "orange-3", "orange-5"),
        ("green-5", "green-2", "green-3"),
    )
    s, events = play(s, DECLINE_0, DECLINE_1)
    assert [e.details for e in events if e.type == "goat_moved"] == [
        {"from_table": 1, "to_table": 0, "golden": True}
    ]


def test_P5_returning_a_goat_from_a_table_with_the_golden_goat_is_a_choice():
    s = goats(new(), [3, 0, 0], golden=0)
    s, _ = place_all(
        s,
        ("purple-2", "purple-4", "purple-10"),
        ("orange-5", "orange-7", "orange-1"),
        ("green-8", "green-10", "green-6.5"),
    )
    s, _ = play(s, DECLINE_0, DECLINE_1)
    assert s.stage == "remove_goat" and GAME.to_act(s) == (0,)
    assert legal(s) == [
        {"type": "remove_goat", "seat": 0, "golden": True},
        {"type": "remove_goat", "seat": 0, "golden": False},
    ]
    s, events = play(s, {"type": "remove_goat", "seat": 0, "golden": True})
    # the Golden Goat is back in the centre, and is the first goat Orange's middle 5 takes
    assert [(e.type, e.details["golden"]) for e in events[:2]] == [
        ("goat_returned", True),
        ("goat_taken", True),
    ]
    assert s.golden == 1


def test_P5_the_golden_goat_back_in_the_centre_is_the_next_goat_taken_even_by_a_final_card():
    """Round 4 gives Green the Golden Goat's table a second goat; Green's final lose card sends
    the Golden Goat back, and Purple's final gain card, the next goat taken, takes it."""
    hands = [list(h) for h in ROUND_4_HANDS]
    hands[2] = ["green-5", "green-8", "green-9", "green-7-lose"]
    s = round_4_with(hands, [0, 0, 1], golden=2)
    s, _ = settle(s, stop_at_final=True)
    assert (s.stage, s.resolving, s.tables, s.golden) == ("remove_goat", 2, (1, 3, 2), 2)
    s, events = play(s, {"type": "remove_goat", "seat": 2, "golden": True})
    moved = [
        (e.type, e.details["table"], e.details["golden"]) for e in events if "golden" in e.details
    ]
    assert moved == [("goat_returned", 2, True), ("goat_taken", 0, True)]
    assert s.golden == 0 and s.tables == (2, 3, 1)


def test_P5_the_golden_goat_counts_as_a_goat():
    s = goats(new(), [1, 0, 0], golden=0)
    assert rules.score(s).scores == {"0": 1, "1": 0, "2": 0}


# --- P6: final cards ---------------------------------------------------------------------------

ROUND_4_HANDS = [
    ["purple-2", "purple-4", "purple-8", "purple-12-gain"],
    ["orange-1", "orange-3", "orange-5", "orange-9-gain2"],
    ["green-5", "green-8", "green-9", "green-12-gain"],
]
#: at each table its owner's card is the middle one: each owner takes one goat
ROUND_4_PLACEMENTS = (
    ("purple-4", "purple-2", "purple-8"),
    ("orange-1", "orange-5", "orange-3"),
    ("green-8", "green-9", "green-5"),
)


def round_4(tables: list[int], golden: int | str = "center"):
    s = at_round(goats(new(), tables, golden), 4, ROUND_4_HANDS)
    s, _ = place_all(s, *ROUND_4_PLACEMENTS)
    return s


def test_P6_final_triple_star_card_gains_two_goats():
    s, events = settle(round_4([0, 0, 0]))
    finals = [e for e in events if e.type == "final_card"]
    assert [e.details["seat"] for e in finals] == [1, 2, 0]  # clockwise from the marker
    assert finals[0].details["card"] == "orange-9-gain2"
    after = events[events.index(finals[0]) + 1 :][:2]
    assert [(e.type, e.details["table"]) for e in after] == [("goat_taken", 1), ("goat_taken", 1)]
    # round 4: one goat each (Purple the Golden Goat); finals: Orange +2, Green +1, Purple +1
    assert s.tables == (2, 3, 2) and s.status == "finished"
    assert rules.score(s).winners == [0]  # 2, 2, 3: Purple and Green tie, Purple has the Goat


def test_P6_final_gains_take_only_goats_left_in_clockwise_order():
    s, events = settle(round_4([3, 4, 4], golden=0))  # centre 4, then 1 after round 4
    assert s.tables == (4, 6, 5) and s.center == 0  # Orange (first) takes the last goat
    assert [e.text for e in events].count("P6: the centre has no goat left") == 3


def test_P6_final_lose_card_returns_a_goat_with_a_golden_choice():
    hands = [list(h) for h in ROUND_4_HANDS]
    hands[0][3] = "purple-8-lose"
    hands[0][2] = "purple-12-gain"
    s = at_round(goats(new(), [2, 0, 0], golden=0), 4, hands)
    s, _ = place_all(s, ("purple-4", "purple-2", "purple-12-gain"), *ROUND_4_PLACEMENTS[1:])
    s, _ = settle(s, stop_at_final=True)
    assert (s.round, s.stage, GAME.to_act(s), s.resolving) == (5, "remove_goat", (0,), 0)
    assert GAME.to_wire(s)["round"] == "final"
    s, events = play(s, {"type": "remove_goat", "seat": 0, "golden": False})
    assert s.status == "finished" and s.golden == 0 and s.tables[0] == 2
    assert events[0].text.startswith("Purple returns a plain goat to the centre (P6")


def test_P6_final_lose_card_returns_a_goat_if_there_is_one():
    hands = [list(h) for h in ROUND_4_HANDS]
    hands[2] = ["green-5", "green-8", "green-9", "green-7-lose"]
    s, events = settle(round_4_with(hands, [0, 0, 0]))
    assert "Green returns a goat to the centre (P6: final card)" in [e.text for e in events]
    assert s.tables[2] == 0  # its round-4 goat went back
    # only two goats in the centre: Purple and Orange take them in round 4, Green none
    s, events = settle(round_4_with(hands, [7, 6, 0], golden=0))
    assert "P6: Green has no goat to return" in [e.text for e in events]
    assert s.tables == (8, 7, 0) and s.center == 0


def round_4_with(hands, tables, golden="center"):
    s = at_round(goats(new(), tables, golden), 4, hands)
    s, _ = place_all(s, *ROUND_4_PLACEMENTS)
    return s


# --- P7: Purple --------------------------------------------------------------------------------

ROUND_1 = (
    ("purple-2", "purple-4", "purple-10"),
    ("orange-5", "orange-7", "orange-1"),
    ("green-8", "green-10", "green-6.5"),
)


def test_P7_purple_peeks_then_must_swap_there():
    s, _ = place_all(new(), *ROUND_1)
    moves = legal(s)
    assert DECLINE_0 in moves and len(moves) == 4  # decline or peek at one of three tables
    s, events = play(s, {"type": "peek", "seat": 0, "table": 1})
    assert s.stage == "swap" and s.purple_peek == 1
    assert {m["type"] for m in legal(s)} == {"swap"}
    assert "orange-7" not in json.dumps([e.to_json() for e in events])
    seen = GAME.view(s, 0)
    assert seen["placements"][1] == ["purple-4", "orange-7", "green-10"]
    assert seen["placements"][2] == ["purple-10", "hidden", "hidden"]
    with pytest.raises(IllegalMove, match="send swap, not decline"):
        play(s, DECLINE_0)
    with pytest.raises(IllegalMove, match=r"P7: .*orange-1 is not in it"):
        play(s, {"type": "swap", "seat": 0, "card": "orange-1"})
    s, _ = play(s, {"type": "swap", "seat": 0, "card": "purple-12-gain"})
    assert s.placements[1][0] == "purple-12-gain" and "purple-4" in s.hands[0]
    assert "purple-12-gain" not in s.hands[0]
    assert s.stage == "orange" and s.resolving == 0


def test_P7_purple_who_declines_sees_nothing():
    s, _ = place_all(new(), *ROUND_1)
    s, _ = play(s, DECLINE_0)
    seen = GAME.view(s, 0)
    text = json.dumps(seen)
    assert seen["purple_peek"] is None
    for cid in (*ROUND_1[1], *ROUND_1[2]):
        if cid not in seen["placements"][0]:  # table 0 is being revealed now
            assert f'"{cid}"' not in text
    assert seen["placements"][1] == ["purple-4", "hidden", "hidden"]


def test_P7_the_swap_must_change_something():
    """Purple put a 2 at her table and holds the other 2: swapping them changes nothing."""
    s, _ = place_all(new(), *ROUND_1)
    s, _ = play(s, {"type": "peek", "seat": 0, "table": 0})
    swaps = [m["card"] for m in legal(s)]
    assert "purple-2" not in swaps and "purple-12-gain" in swaps
    with pytest.raises(IllegalMove, match="P7: the swap must change something: purple-2"):
        play(s, {"type": "swap", "seat": 0, "card": "purple-2"})
    # the same value with another final effect is a change: 6 and 6 (-1 goat at the end)
    s, _ = place_all(
        new(),
        ("purple-6", "purple-4", "purple-10"),
        ("orange-5", "orange-7", "orange-1"),
        ("green-8", "green-10", "green-6.5"),
    )
    s, _ = play(s, {"type": "peek", "seat": 0, "table": 0})
    s, _ = play(s, {"type": "swap", "seat": 0, "card": "purple-6-lose"})
    assert s.placements[0][0] == "purple-6-lose" and "purple-6" in s.hands[0]


def test_P7_no_peek_where_no_card_in_hand_differs():
    """Round 4: Purple keeps a 2 and placed the other 2 at her table: she may peek at the other
    two tables only."""
    hands = [list(h) for h in ROUND_4_HANDS]
    hands[0] = ["purple-2", "purple-2", "purple-4", "purple-8"]
    s = at_round(new(), 4, hands)
    s, _ = place_all(s, ("purple-2", "purple-4", "purple-8"), *ROUND_4_PLACEMENTS[1:])
    assert legal(s) == [DECLINE_0, *({"type": "peek", "seat": 0, "table": t} for t in (1, 2))]
    with pytest.raises(
        IllegalMove, match="P7: Purple may not peek at Purple's table: no card in her hand differs"
    ):
        play(s, {"type": "peek", "seat": 0, "table": 0})
    with pytest.raises(
        InvalidState, match="P7: Purple peeks only where a card in her hand differs"
    ):
        GAME.from_wire(
            GAME.State.model_validate({**GAME.to_wire(s), "stage": "swap", "purple_peek": 0})
        )
    # a band of identical cards may never peek
    same = new(cards={"purple": [{"value": 2}] * 13})
    same, _ = place_all(same, ("purple-2",) * 3, *ROUND_1[1:])
    assert legal(same) == [DECLINE_0]


def test_P7_every_round_and_not_when_purple_is_the_dummy():
    s, _ = place_all(new(), *ROUND_1)
    s, _ = settle(s)
    s, _ = place_all(
        s,
        ("purple-0-gain", "purple-6", "purple-8"),
        ("orange-3", "orange-9", "orange-11"),
        ("green-1-gain", "green-2", "green-3"),
    )
    assert s.round == 2 and s.stage == "purple"
    two = new(2, colors=["orange", "green"])
    two, _ = deal(two, "purple-2", "purple-4", "purple-6")
    two, _ = place_all(two, ("orange-1", "orange-3", "orange-5"), ("green-2", "green-3", "green-4"))
    assert two.stage != "purple" and two.resolving == 0


# --- P8: Orange --------------------------------------------------------------------------------


def test_P8_orange_nullifies_a_scuffle_once_per_game():
    s = goats(new(), [2, 1, 1])
    s, _ = place_all(
        s,
        ("purple-12", "purple-10", "purple-2"),
        ("orange-1", "orange-7", "orange-13-gain"),
        ("green-5", "green-2", "green-4"),
    )
    s, _ = play(s, DECLINE_0)
    assert s.stage == "orange" and GAME.to_act(s) == (1,) and s.resolving == 0
    with pytest.raises(IllegalMove, match="P8: Orange may nullify only the scuffle"):
        play(s, {"type": "nullify", "seat": 1, "table": 2})
    s, events = play(s, {"type": "nullify", "seat": 1, "table": 0})
    assert types(events)[:2] == ["scuffle_nullified", "cards_revealed"]  # no goat moved
    assert s.orange_used and GAME.to_wire(s)["orange_nullify_used"]
    assert {"purple-12", "orange-1", "green-5"} <= set(s.discards)
    # table 1 is revealed: no Orange decision any more, ever
    assert s.stage != "orange"
    s, _ = settle(s)
    for _ in range(3):
        assert s.stage == "place"
        s, _ = place_all(
            s,
            s.hands[0][:3],
            s.hands[1][:3],
            s.hands[2][:3],
        )
        while s.stage != "place" and s.stage != "over":
            assert s.stage != "orange"
            with pytest.raises(IllegalMove):
                play(s, {"type": "nullify", "seat": 1, "table": s.resolving or 0})
            s, _ = GAME.apply(s, GAME.legal_moves(s)[0].move)


def test_P8_no_orange_power_when_orange_is_the_dummy():
    s = new(2, colors=["purple", "green"])
    s, _ = deal(s, "orange-1", "orange-3", "orange-5")
    s, _ = place_all(s, ("purple-2", "purple-4", "purple-6"), ("green-2", "green-3", "green-4"))
    s, _ = play(s, DECLINE_0)
    assert s.stage not in ("orange",)
    assert all(m["type"] != "nullify" for m in legal(s))


# --- P9: Green orders ties ---------------------------------------------------------------------


def test_P9_green_orders_a_tie():
    s, _ = place_all(
        new(),
        ("purple-6", "purple-2", "purple-4"),
        ("orange-3", "orange-5", "orange-7"),
        ("green-6-lose", "green-1-gain", "green-2"),
    )
    s, _ = play(s, DECLINE_0, DECLINE_1)
    assert s.stage == "order_ties" and GAME.to_act(s) == (2,)
    assert sorted(m["order"] for m in legal(s)) == [[0, 2, 1], [2, 0, 1]]
    with pytest.raises(IllegalMove, match="P9: \\[1, 0, 2\\] does not rank the cards"):
        play(s, {"type": "order_ties", "seat": 2, "order": [1, 0, 2]})
    s, events = play(s, {"type": "order_ties", "seat": 2, "order": [2, 0, 1]})
    assert events[0].text == (
        "Green orders the tie: Rank Green 6 (-1 goat at the end) > Purple 6 > Orange 3:"
        " Purple's card is the middle one"
    )
    assert next(e.details["table"] for e in events if e.type == "goat_taken") == 0


def test_P9_purple_and_orange_can_never_tie():
    purple = {c.halves for c in map(content.card, ids("purple"))}
    orange = {c.halves for c in map(content.card, ids("orange"))}
    assert not purple & orange


def test_P9_green_orders_even_a_tie_it_is_not_in_and_three_way_ties():
    odd_purple = [{"value": v} for v in (1, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11, 13, 13)]
    s = new(cards={"purple": odd_purple})
    s, _ = place_all(
        s,
        ("purple-3", "purple-5", "purple-7"),
        ("orange-3", "orange-5", "orange-7"),
        ("green-1-gain", "green-5", "green-2"),
    )
    s, _ = play(s, DECLINE_0, DECLINE_1)
    assert s.stage == "order_ties" and GAME.to_act(s) == (2,)
    s, _ = play(s, {"type": "order_ties", "seat": 2, "order": [1, 0, 2]})
    s, _ = play(s, DECLINE_1)  # table 1: 5, 5, 5
    assert len(legal(s)) == 6 and len(consistent_orders((10, 10, 10))) == 6


# --- P10: scoring ------------------------------------------------------------------------------


def finished(players: int = 3):
    if players == 3:
        s, _ = settle(round_4([0, 0, 0]))
    else:
        s = at_round(
            new(2), 4, ROUND_4_HANDS[:2], dummy=["green-2", "green-3", "green-4", "green-8"]
        )
        s, _ = deal(s, "green-2", "green-3", "green-4")
        s, _ = place_all(
            s, ("purple-2", "purple-4", "purple-8"), ("orange-1", "orange-3", "orange-5")
        )
        s, _ = settle(s)
    assert s.status == "finished"
    return s


def test_P10_the_middle_total_wins():
    s = goats(finished(), [2, 5, 4])
    assert rules.score(s).winners == [2]
    assert rules.score(s).breakdown["middle_total"] == 4


def test_P10_three_way_tie_with_the_golden_goat_its_holder_wins():
    s = goats(finished(), [4, 4, 4], golden=1)
    assert rules.score(s).winners == [1]


def test_P10_three_way_tie_without_the_golden_goat_all_share():
    s = goats(finished(), [4, 4, 4], golden="center")
    assert rules.score(s).winners == [0, 1, 2]


def test_P10_two_tied_for_the_middle_share_unless_one_has_the_golden_goat():
    assert rules.score(goats(finished(), [5, 5, 2], golden="center")).winners == [0, 1]
    assert rules.score(goats(finished(), [5, 5, 2], golden=2)).winners == [0, 1]
    assert rules.score(goats(finished(), [5, 5, 2], golden=1)).winners == [1]


def test_P10_a_dummy_holding_the_middle_total_alone_means_nobody_wins():
    s = goats(finished(2), [2, 6, 4])
    score = rules.score(s)
    assert score.winners == [] and score.breakdown["dummy"] == "green"
    assert score.scores == {"0": 2, "1": 6}


def test_P10_a_dummy_tied_for_the_middle_total_never_wins():
    assert rules.score(goats(finished(2), [4, 6, 4], golden="center")).winners == [0]
    assert rules.score(goats(finished(2), [4, 6, 4], golden=1)).winners == [0]


def test_P10_a_dummy_tied_for_the_middle_with_the_golden_goat_means_nobody_wins():
    """It would "win outright", and a dummy never wins. ``finished(2)`` ends 1, 4, 1 with the
    Golden Goat on the Green dummy's table."""
    s = at_round(new(2), 4, ROUND_4_HANDS[:2], dummy=["green-2", "green-3", "green-4", "green-8"])
    s, _ = deal(s, "green-2", "green-3", "green-4")
    s, _ = place_all(s, ("purple-2", "purple-4", "purple-8"), ("orange-1", "orange-3", "orange-5"))
    s, events = settle(s)
    assert (s.status, s.tables, s.golden) == ("finished", (1, 4, 1), 2)
    assert rules.score(s).winners == []
    assert events[-1].text == (
        "P10: The dummy, tied for the middle total, holds the Golden Goat: nobody wins"
    )
    assert rules.score(goats(s, [4, 6, 4], golden=2)).winners == []


def test_P10_score_so_far_names_no_winner():
    s = goats(new(), [1, 3, 2])
    score = rules.score(s)
    assert score.status == "ongoing" and score.winners == [] and score.breakdown["leaders"] == [2]


# --- P11: two seats ----------------------------------------------------------------------------


def test_P11_the_dummy_is_dealt_one_card_per_table_by_chance():
    s = new(2, colors=["purple", "green"])  # Orange is the dummy: two 3s, two 11s
    assert s.stage == "deal_dummy" and GAME.to_act(s) == ()
    outcomes = GAME.chance_outcomes(s)
    weights = {m.card: w for m, w in outcomes}
    assert (
        weights["orange-3"] == 2 and weights["orange-13-gain"] == 1 and sum(weights.values()) == 13
    )
    assert {m.table for m, _ in outcomes} == {0}
    probabilities = [lm.probability for lm in GAME.legal_moves(s)]
    assert sum(probabilities) == pytest.approx(1) and max(probabilities) == pytest.approx(2 / 13)
    with pytest.raises(IllegalMove, match="P11: the dummy's next card goes to table 0"):
        play(s, {"type": "deal_dummy", "table": 1, "card": "orange-3"})
    s, events = deal(s, "orange-3", "orange-3", "orange-5")
    assert s.stage == "place" and GAME.to_act(s) == (0, 1)
    assert all("orange-" not in e.text for e in events)
    assert GAME.to_wire(s)["dummy_deck"].count("orange-3") == 0


def test_P15_table_mode_chance_outcomes_name_what_is_left_of_the_dummys_deck():
    """P15: at a table the dummy's deck is a real face-down pile the players deal from, so the
    outcomes they enter name the cards left in it, while the view (P14, no track_cards) shows
    that pile only as a count; in digital mode no chance outcome is ever listed: the service
    draws it before any seat reads the state."""
    s, _ = play(
        new(2, colors=["purple", "green"]), {"type": "deal_dummy", "table": 0, "card": "orange-3"}
    )
    left = Counter(GAME.to_wire(s)["dummy_deck"])
    assert left["orange-3"] == 1 and left.total() == 12
    assert {m.card: w for m, w in GAME.chance_outcomes(s)} == dict(left)
    assert "Deal the Orange 3 to Green's table" in [lm.label for lm in GAME.legal_moves(s)]
    assert set(GAME.view(s, 0)["dummy_deck"]) == {"hidden"}
    digital = new(2, mode="digital", colors=["purple", "green"])
    pick = keyed_picker(b"secret", "troll-party", 7)
    digital, _ = resolve_chance(GAME, digital, pick)
    assert not GAME.chance_outcomes(digital) and digital.stage == "place"


def test_P11_the_dummy_takes_goats_for_middle_cards_only():
    s = goats(new(2), [0, 0, 2])
    s, _ = deal(s, "green-8", "green-1-gain", "green-5")
    s, _ = place_all(
        s, ("purple-6", "purple-2", "purple-12"), ("orange-13-gain", "orange-3", "orange-1")
    )
    s, events = settle(s)  # table 0: Orange 13 > Green 8 > Purple 6
    first = next(e for e in events if e.type == "goat_taken")
    assert first.text == "Green (dummy) takes the Golden Goat from the centre (P4: middle card)"
    assert first.details["table"] == 2 and s.tables[2] >= 3


def test_P11_the_dummys_highest_or_lowest_at_its_own_table_does_nothing():
    s = goats(new(2), [1, 1, 2])
    s, _ = deal(s, "green-1-gain", "green-2", "green-12-gain")
    s, _ = place_all(  # at tables 0 and 1 the owner's card is the middle one
        s, ("purple-4", "purple-6", "purple-2"), ("orange-5", "orange-3", "orange-1")
    )
    s, events = settle(s)  # table 2: Green 12 > Purple 2 > Orange 1
    assert "P11: the dummy's highest card at its own table does nothing" in [e.text for e in events]
    assert all(e.type not in ("goat_moved", "goat_returned") for e in events)
    assert s.tables == (3, 2, 2)
    s = goats(new(2), [1, 1, 2])
    s, _ = deal(s, "green-1-gain", "green-2", "green-3")
    s, _ = place_all(
        s, ("purple-4", "purple-6", "purple-8"), ("orange-5", "orange-3", "orange-5-gain")
    )
    s, events = settle(s)  # table 2: Purple 8 > Orange 5 > Green 3
    assert "P11: the dummy's lowest card at its own table does nothing" in [e.text for e in events]
    assert s.tables[2] == 2


def test_P11_the_dummys_final_card_is_not_played():
    s = finished(2)
    assert s.hands[2] == ("green-8",) and "green-8" not in s.discards
    assert GAME.to_wire(s)["dummy_deck"] == ["green-8"]


def test_P11_a_tie_with_green_as_the_dummy_is_ordered_by_the_seat_not_in_it():
    s, _ = deal(new(2), "green-6-lose", "green-2", "green-3")
    s, _ = place_all(s, ("purple-6", "purple-4", "purple-8"), ("orange-9", "orange-1", "orange-5"))
    s, _ = play(s, DECLINE_0, DECLINE_1)
    assert s.stage == "order_ties" and GAME.to_act(s) == (1,)  # Orange is not in the tie
    s, events = play(s, {"type": "order_ties", "seat": 1, "order": [1, 2, 0]})
    taken = [e.details["table"] for e in events if e.type == "goat_taken"]
    assert taken[0] == 2  # the dummy's 6 counts as the middle card


def test_P11_digital_mode_deals_with_the_keyed_generator():
    s = new(2, first_player=None, mode="digital")
    pick = keyed_picker(b"k", "troll-party", 7)
    a, events = resolve_chance(GAME, s, pick)
    b, _ = resolve_chance(GAME, s, pick)
    assert a == b and a.stage == "place" and a.draw_counter == 4
    assert types(events) == ["first_player"] + ["dummy_dealt"] * 3


# --- P12: options ------------------------------------------------------------------------------


def test_P12_first_player_is_a_chance_event_unless_given():
    s = new(first_player=None)
    assert s.stage == "choose_first_player" and GAME.to_act(s) == ()
    assert GAME.to_wire(s)["pending_chance"]["type"] == "choose_first_player"
    assert [(lm.move.seat, lm.probability) for lm in GAME.legal_moves(s)] == [
        (0, pytest.approx(1 / 3)),
        (1, pytest.approx(1 / 3)),
        (2, pytest.approx(1 / 3)),
    ]
    with pytest.raises(IllegalMove, match="waiting for a chance event"):
        place(s, 0, "purple-2", "purple-2", "purple-4")
    s, _ = play(s, {"type": "choose_first_player", "seat": 2})
    assert s.first_player == 2 and s.stage == "place"
    assert new(first_player=1).first_player == 1


def test_P12_colors_and_bad_options():
    s = new(colors=["green", "purple", "orange"])
    assert s.bands == ("green", "purple", "orange") and s.hands[0][0].startswith("green")
    with pytest.raises(InvalidSetup, match="P12"):
        new(3, colors=["green", "purple"])
    with pytest.raises(InvalidSetup, match="P12: first_player 2"):
        new(2, first_player=2)
    with pytest.raises(ValidationError, match="one seat only"):
        wire.Options.model_validate({"colors": ["green", "green"]})
    with pytest.raises(InvalidSetup):
        GAME.new_game(Setup(4, "standard", "table", 1, wire.Options()))


# --- view, render, wire ------------------------------------------------------------------------


def test_view_hides_other_seats_cards_before_reveal():
    s, _ = place_all(new(), *ROUND_1)
    for seat, mine in enumerate(("purple-", "orange-", "green-")):
        text = json.dumps(GAME.view(s, seat))
        for other in {"purple-", "orange-", "green-"} - {mine}:
            assert other not in text  # no placement, no hand of another seat
        assert mine in text
    two, _ = deal(new(2), "green-8", "green-1-gain", "green-5")
    for seat in (0, 1):
        assert "green-" not in json.dumps(GAME.view(two, seat))


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("track_cards", [False, True])
def test_view_never_leaks_hidden_card_ids(players, track_cards):
    """For every state of random games and every seat, no hidden card id is in the view."""
    for seed in range(6):
        for s in random_game(players, seed, track_cards=track_cards):
            full = GAME.to_wire(s)
            full_text = json.dumps(full)
            for seat in range(players):
                hidden = hidden_ids(full, seat)
                text = json.dumps(GAME.view(s, seat))
                for cid, count in Counter(hidden).items():
                    token = f'"{cid}"'
                    assert text.count(token) == full_text.count(token) - count, (seed, seat, cid)


def hidden_ids(full: dict, seat: int) -> list[str]:
    """The card ids ``seat`` may not see, by the rules (independently of ``view``)."""
    revealed = (
        full["resolving"]
        if full["stage"] in ("orange", "order_ties", "move_goat", "remove_goat")
        else None
    )
    if full["round"] == "final":
        revealed = None
    peeked = full["purple_peek"] if full["colors"][seat] == "purple" else None
    hidden, bands = [], set()
    for table, row in enumerate(full["placements"]):
        for band, cid in enumerate(row):
            if cid is not None and band != seat and table not in (revealed, peeked):
                hidden.append(cid)
                bands.add(band)
    hands = [*full["hands"], full["dummy_deck"] or []]
    if not full["options"]["track_cards"]:  # P14: other hands and the discards face down
        bands = set(range(len(hands))) - {seat}
        hidden.extend(full["discards"])
    for band in bands:
        hidden.extend(hands[band])
    return hidden


def test_P14_with_track_cards_hands_show_again_once_every_card_is_revealed():
    s, _ = place_all(new(track_cards=True), *ROUND_1)
    s, _ = settle(s)
    seen = GAME.view(s, 1)
    assert seen["hands"][0] == list(s.hands[0]) and "signature" not in seen
    assert seen["discards"] == list(s.discards)


def test_P14_by_default_other_hands_and_the_discards_are_only_counted():
    s, _ = place_all(new(), *ROUND_1)
    s, _ = settle(s)
    seen = GAME.view(s, 1)
    assert seen["hands"][1] == list(s.hands[1])
    assert seen["hands"][0] == ["hidden"] * len(s.hands[0]) == seen["hands"][2][:10]
    assert seen["discards"] == ["hidden"] * 9
    spectator = GAME.view(s, None)
    assert all(set(hand) == {"hidden"} for hand in spectator["hands"])


def test_render_draws_tables_goats_marker_and_only_the_seats_own_hand():
    s = goats(new(), [2, 0, 1], golden=0)
    s, _ = place_all(s, *ROUND_1)
    for seat in (None, 0, 1):
        svg = GAME.render(s, seat)
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg")
        assert "1st" in svg and "#f1c40f" in svg  # marker and Golden Goat
        assert svg.count(">?</text>") == (9 if seat is None else 6)
        assert ("Your hand" in svg) == (seat is not None)


def test_wire_round_trip_and_inconsistent_states():
    s, _ = place_all(new(), *ROUND_1)
    check(s)
    wired = GAME.to_wire(s)

    def load(**changes):
        return GAME.from_wire(GAME.State.model_validate({**wired, **changes}))

    assert load() == s
    with pytest.raises(InvalidState, match="to_act"):
        load(to_act=[1])
    with pytest.raises(InvalidState, match=r"P2: .*15 goats"):
        load(goats={"center": 15, "tables": [1, 0, 0], "golden": "center"})
    with pytest.raises(InvalidState, match="P1: purple's 13 cards"):
        load(hands=[[*wired["hands"][0], "purple-2"], *wired["hands"][1:]])
    with pytest.raises(InvalidState, match="P5"):
        load(goats={"center": 15, "tables": [0, 0, 0], "golden": 1})
    with pytest.raises(InvalidState):
        load(stage="swap")
    with pytest.raises(ValidationError):
        load(hands=[["purple-99"], *wired["hands"][1:]])


def test_wire_moves_validate_through_the_union():
    data = {
        "type": "place",
        "seat": 0,
        "cards": {"0": "purple-2", "1": "purple-4", "2": "purple-6"},
    }
    parsed = wire.Place.model_validate(data)
    assert parsed.model_dump(mode="json") == data and hash(parsed)
    with pytest.raises(ValidationError):
        wire.Place.model_validate({**data, "cards": {"0": "purple-2", "1": "purple-4"}})


def test_wire_game_over_and_chance_moves_out_of_turn():
    s = finished()
    with pytest.raises(GameOver):
        play(s, DECLINE_0)
    assert GAME.legal_moves(s) == []
    with pytest.raises(IllegalMove, match="no chance event is pending"):
        play(new(), {"type": "choose_first_player", "seat": 0})


def test_render_names_a_hinted_move_for_its_own_seat_only():
    """A hint's plan is drawn for the seat it is for (issue 31's placement hint on the board);
    a move of another seat, a guessed card not in the hand, or no seat draws nothing, so the
    picture never answers "does that seat hold this card?" (P14)."""
    s = new()
    mine = next(m for m in GAME.legal_moves(s) if m.seat == 0)
    theirs = next(m for m in GAME.legal_moves(s) if m.seat == 1)
    assert f"Hint: {mine.label}" in GAME.render(s, 0, [mine.move])
    for seat, plan in ((1, [mine.move]), (None, [mine.move]), (0, [theirs.move])):
        assert "Hint:" not in GAME.render(s, seat, plan)
    guessed = s.hands[0][0]  # seat 0's card: not one seat 1 may place
    move = wire.PlaceCard(seat=1, card=guessed, table=theirs.move.table)
    assert "Hint:" not in GAME.render(s, 1, [move])
