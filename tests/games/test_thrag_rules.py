"""Thrag's rules, one or more tests per rule of ``rulebooks/thrag.md`` and ruling H1-H17.

Scenarios are table-mode games: played from ``new_game`` with explicit draws and rolls, or
posed by hand as wire states (helpers in ``conftest.py``). Expected values are worked out from
the rulebook in the comments, not copied from the engine.

The base position, :func:`conftest.choosing_state` (turn 5, Thrag to choose a beast)::

    red 3 + die 2 = 5     green 4 + die ace = 5     blue 2 + die 5 = 7     Thrag's die: 3
    hit points: null, 2, 4        healing pool: ace, 3, 5
    coins left: red null-4 (5 spent), green ace-5 (null spent), blue null, 2-5 (ace spent)
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from games.core.errors import GameOver, IllegalMove, InvalidState
from games.core.game import Setup
from games.thrag import rules
from games.thrag.content import content
from games.thrag.scenario import (
    THRAG,
    beasts,
    choosing_state,
    coin,
    drawn,
    event_types,
    heal,
    load,
    moves_of,
    new_table_game,
    play,
    posed,
    thrag_wire,
)
from games.thrag.wire import (
    DrawBeast,
    DrawCoin,
    DrawHealing,
    FightMove,
    FlipCoin,
    Options,
    Pay,
    Roll,
    SpendPawn,
    Stop,
    Strike,
)

RED, GREEN, BLUE = FightMove(beast="red"), FightMove(beast="green"), FightMove(beast="blue")


def wire_of(s) -> dict[str, Any]:
    return THRAG.to_wire(s)


def base(**changes: Any):
    """The base position (module docstring), with top-level wire fields changed."""
    return posed(choosing_state(**changes))


def pending_of(s) -> tuple[str, str | None] | None:
    p = wire_of(s)["pending_chance"]
    return None if p is None else (p["type"], p["color"] or p["die"])


def healing_state(**changes: Any) -> dict[str, Any]:
    """Turn 5 after the fights: Thrag slew red 3 and discarded green 4 and blue 2."""
    d = choosing_state(
        pending_chance={"type": "draw_healing"},
        drawn=[],
        fights_this_turn=1,
        beasts=beasts(
            red=([4, 5], [2], [1, 3]),
            green=([1, 5], [3, 4], [2]),
            blue=([3, 4], [2, 5], [1]),
        ),
    )
    d.update(changes)
    return d


def last_red_state(**changes: Any) -> dict[str, Any]:
    """Turn 9: fourteen beasts slain; the last, red 3 with die null, is drawn. Thrag's die is 3.

    Pawns: red unused, green black (all green slain unspent), blue spent.
    """
    d = choosing_state(
        turn=9,
        beasts=beasts(
            red=([], [], [1, 2, 4, 5]),
            green=([], [], [1, 2, 3, 4, 5]),
            blue=([], [], [1, 2, 3, 4, 5]),
        ),
        drawn=drawn(("red", 3, 0, False)),
        pawns={"red": "unused", "green": "black", "blue": "spent"},
    )
    d.update(changes)
    return d


# --- set-up and content (rulebook "Setup", H1-H4) ------------------------------------------------


def test_setup_matches_the_rulebook():
    """Setup: stacks of five beasts per colour, the healing stack, coins, hit points null, 2, 4
    and healing pool ace, 3, 5 (H3), the three pawns, and the black pawn on the first turn."""
    w = wire_of(new_table_game(seed=7))
    assert w["turn"] == 1 and w["status"] == "ongoing" and w["end_reason"] is None
    assert w["hit_points"] == [0, 2, 4]
    assert w["healing_pool"] == [1, 3, 5]
    assert w["healing_tiles"] == {"draw_pile": [1, 2, 3, 4, 5], "discard": []}
    assert w["coins"] == {c: [0, 1, 2, 3, 4, 5] for c in ("red", "green", "blue")}
    assert w["pawns"] == {"red": "unused", "green": "unused", "blue": "unused"}
    for color in ("red", "green", "blue"):
        assert w["beasts"][color] == {"draw_pile": [1, 2, 3, 4, 5], "discard": [], "slain": []}
    assert w["drawn"] == [] and w["thrag_die"] is None and w["fight"] is None
    assert w["seed"] == 7 and w["mode"] == "table" and w["draw_counter"] == 0
    # nothing is drawn at set-up: the first turn's first draw is pending, nobody acts
    assert pending_of(new_table_game()) == ("draw_beast", "red")
    assert w["to_act"] == []


def test_h1_to_h4_content_and_rulings():
    """H1 beasts ace-5 x3; H2 healing tiles ace-5, 12 turns; H3 coins; H4 dice null-5."""
    data = content()
    assert {c: sorted(v) for c, v in data["beasts"].items()} == {
        c: [1, 2, 3, 4, 5] for c in ("red", "green", "blue")
    }
    assert sorted(data["healing_tiles"]) == [1, 2, 3, 4, 5]
    assert data["turns"] == 12
    assert data["black_coins"] == {"hit_points": [0, 2, 4], "healing_pool": [1, 3, 5]}
    assert sorted(data["dice"]["faces"]) == [0, 1, 2, 3, 4, 5]
    assert THRAG.min_players == THRAG.max_players == 1


def test_rulings_round_2_h1_to_h17_are_served_in_order():
    """The project's own copy of the rulings (``data/rulings.json``), round 2 included."""
    served = {r["id"]: r["text"] for r in THRAG.rulings()}
    assert list(served) == [f"H{n}" for n in range(1, 18)]
    assert "goes clockwise once round its 12 outer spaces" in served["H2"]  # H2 corrected
    assert served["H14"].startswith("Thrag may stop in the middle of a fight")
    assert served["H15"].startswith("A strike or a flip that cannot win is still legal")
    assert "counts as never spent" in served["H16"]
    assert "the black null coin never pays damage" in served["H17"]


def test_h1_a_beast_is_drawn_uniformly_from_its_pile():
    s = new_table_game()
    legal = THRAG.legal_moves(s)
    assert [lm.move for lm in legal] == [DrawBeast(color="red", value=v) for v in range(1, 6)]
    assert all(lm.seat is None and lm.probability == pytest.approx(1 / 5) for lm in legal)
    with pytest.raises(ValidationError):  # H1: beasts are ace-5
        DrawBeast(color="red", value=6)


def test_h4_dice_are_fair_six_sided_null_to_five():
    s, _ = play(new_table_game(), *[DrawBeast(color=c, value=1) for c in ("red", "green", "blue")])
    assert pending_of(s) == ("roll", "red")
    legal = THRAG.legal_moves(s)
    assert [lm.move for lm in legal] == [Roll(die="red", value=v) for v in range(6)]
    assert [lm.probability for lm in legal] == pytest.approx([1 / 6] * 6)


def test_h3_a_flip_draws_one_of_the_unspent_coins_of_its_colour():
    s, _ = play(base(), RED, FlipCoin(color="red"))
    assert pending_of(s) == ("draw_coin", "red")
    legal = THRAG.legal_moves(s)
    # the red 5 is spent: the flip draws null-4, each 1 in 5
    assert [lm.move for lm in legal] == [DrawCoin(color="red", value=v) for v in range(5)]
    assert [lm.probability for lm in legal] == pytest.approx([0.2] * 5)
    with pytest.raises(IllegalMove, match="red coins left"):
        THRAG.apply(s, DrawCoin(color="red", value=5))


def test_h2_a_healing_tile_is_drawn_uniformly_from_its_pile():
    s = posed(healing_state(healing_tiles={"draw_pile": [2, 5], "discard": [1, 3, 4]}))
    legal = THRAG.legal_moves(s)
    assert [lm.move for lm in legal] == [DrawHealing(value=2), DrawHealing(value=5)]
    assert [lm.probability for lm in legal] == [0.5, 0.5]
    with pytest.raises(IllegalMove, match="healing pile"):
        THRAG.apply(s, DrawHealing(value=3))


# --- a turn (rulebook "What to do on Each Turn", H5) ---------------------------------------------


def test_h5_a_turn_draws_red_green_blue_then_rolls_their_dice_then_thrags():
    s = new_table_game()
    seen = []
    while (pending := pending_of(s)) is not None:
        seen.append(pending)
        s, _ = THRAG.apply(s, THRAG.chance_outcomes(s)[0][0])
    assert seen == [
        ("draw_beast", "red"),
        ("draw_beast", "green"),
        ("draw_beast", "blue"),
        ("roll", "red"),
        ("roll", "green"),
        ("roll", "blue"),
        ("roll", "black"),
    ]
    assert THRAG.to_act(s) == (0,)
    assert wire_of(s)["draw_counter"] == 7


def test_h5_beasts_are_drawn_in_order_and_chance_waits_for_its_event():
    s = new_table_game()
    with pytest.raises(IllegalMove, match="H5: the next beast to draw is red"):
        THRAG.apply(s, DrawBeast(color="green", value=1))
    with pytest.raises(IllegalMove, match="waiting for a chance event"):
        THRAG.apply(s, RED)
    with pytest.raises(IllegalMove, match="waiting for a chance event"):
        THRAG.apply(s, Roll(die="black", value=3))
    s, _ = play(s, *[DrawBeast(color=c, value=2) for c in ("red", "green", "blue")])
    with pytest.raises(IllegalMove, match="the die to roll is red"):
        THRAG.apply(s, Roll(die="black", value=3))
    with pytest.raises(IllegalMove, match="no chance event is pending"):
        THRAG.apply(base(), Roll(die="red", value=3))


def test_h5_no_beast_is_drawn_from_a_colour_with_nothing_left():
    """Every blue beast is slain: the turn draws red and green only, and rolls their dice."""
    d = thrag_wire(
        turn=6,
        pending_chance={"type": "draw_beast"},
        beasts=beasts(
            red=([2, 4, 5], [], [1, 3]),
            green=([1, 2], [], [3, 4, 5]),
            blue=([], [], [1, 2, 3, 4, 5]),
        ),
        pawns={"red": "unused", "green": "unused", "blue": "spent"},
    )
    s = posed(d)
    with pytest.raises(IllegalMove, match=r"the red draw pile holds \[2, 4, 5\], not 1"):
        THRAG.apply(s, DrawBeast(color="red", value=1))
    s, _ = play(s, DrawBeast(color="red", value=4), DrawBeast(color="green", value=1))
    assert pending_of(s) == ("roll", "red")
    s, _ = play(s, Roll(die="red", value=1), Roll(die="green", value=1))
    assert pending_of(s) == ("roll", "black")
    s, _ = play(s, Roll(die="black", value=4))
    assert [b["color"] for b in wire_of(s)["drawn"]] == ["red", "green"]
    with pytest.raises(IllegalMove, match="H5: no blue beast was drawn"):
        THRAG.apply(s, BLUE)


def test_h5_thrag_must_fight_at_least_once_per_turn():
    s = base()
    assert Stop() not in moves_of(s)
    with pytest.raises(IllegalMove, match="H5: Thrag must fight at least once"):
        THRAG.apply(s, Stop())
    # choosing a beast and spending a pawn is not a finished fight either
    s, _ = play(s, BLUE, SpendPawn(pawn="blue"), Roll(die="blue", value=5))
    assert Stop() not in moves_of(s)
    with pytest.raises(IllegalMove, match="H5: Thrag must fight at least once"):
        THRAG.apply(s, Stop())


def test_h5_after_the_first_fight_thrag_may_stop_or_fight_on():
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 2))  # 3 + 2 = 5 slays red 5
    assert set(map(repr, moves_of(s))) == {repr(GREEN), repr(BLUE), repr(Stop())}
    with pytest.raises(IllegalMove, match="H6: the red beast is already slain"):
        THRAG.apply(s, RED)
    # stopping is also allowed in the next fight, before any coin is flipped
    s, _ = play(s, BLUE)
    assert Stop() in moves_of(s)


def test_h5_thrag_may_fight_the_same_beast_again():
    """Lose to blue (3 against 7, 4 damage, paid with the 4 coin), then fight blue again."""
    s, _ = play(base(), BLUE, Strike())
    assert wire_of(s)["fight"]["damage"] == 4
    s, _ = play(s, Pay(coins=[4]))
    assert BLUE in moves_of(s)
    s, events = play(s, BLUE, FlipCoin(color="blue"), coin("blue", 4))  # 3 + 4 = 7 slays
    assert "beast_slain" in event_types(events)
    assert wire_of(s)["beasts"]["blue"]["slain"] == [1, 2]


def test_h5_fighting_is_over_when_every_drawn_beast_is_slain():
    s, events = play(
        base(),
        RED,
        FlipCoin(color="red"),
        coin("red", 2),  # 5 against 5
        GREEN,
        FlipCoin(color="green"),
        coin("green", 3),  # 6 against 5
        BLUE,
        FlipCoin(color="blue"),
        coin("blue", 4),  # 7 against 7
    )
    assert event_types(events).count("beast_slain") == 3
    assert "fighting_over" in event_types(events)
    assert pending_of(s) == ("draw_healing", None)  # no stop needed: on to healing
    w = wire_of(s)
    assert w["drawn"] == [] and w["fights_this_turn"] == 3
    assert [w["beasts"][c]["slain"] for c in ("red", "green", "blue")] == [[1, 3], [2, 4], [1, 2]]


# --- a fight (rulebook "How to Fight", H6) -------------------------------------------------------


def test_h6_equal_strength_slays_the_beast():
    s, events = play(base(), RED, FlipCoin(color="red"), coin("red", 2))  # 3 + 2 = 5 = 3 + 2
    slain = next(e for e in events if e.type == "beast_slain")
    assert (slain.details["thrag"], slain.details["foe"]) == (5, 5)
    w = wire_of(s)
    assert w["beasts"]["red"]["slain"] == [1, 3]  # out of play
    assert w["drawn"][0] == {"color": "red", "value": 3, "die": 2, "slain": True}
    assert w["hit_points"] == [0, 2, 4] and w["fight"] is None


def test_h6_a_loss_deals_the_difference_in_strength():
    """Thrag 3 + coin ace = 4 against red 3 + die 2 = 5: one point of damage."""
    s, events = play(base(), RED, FlipCoin(color="red"), coin("red", 1))
    lost = next(e for e in events if e.type == "fight_lost")
    assert (lost.details["thrag"], lost.details["foe"], lost.details["damage"]) == (4, 5, 1)
    assert wire_of(s)["fight"]["damage"] == 1
    assert wire_of(s)["drawn"][0]["slain"] is False  # the beast remains


def test_h6_a_strike_compares_without_a_coin():
    """Thrag's base strength 3 against blue 2 + die 5 = 7: 4 damage, no coin spent."""
    s, _ = play(base(), BLUE, Strike())
    w = wire_of(s)
    assert w["fight"]["damage"] == 4
    assert w["coins"] == choosing_state()["coins"]


def test_h6_a_flipped_coin_is_out_of_play_for_good():
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 2), Stop(), heal(1))
    w = wire_of(s)
    assert w["turn"] == 6 and w["coins"]["red"] == [0, 1, 3, 4]


def test_h6_the_coin_must_match_the_beast_while_that_colour_has_coins():
    s, _ = play(base(), RED)
    flips = [m for m in moves_of(s) if m.type == "flip_coin"]
    assert flips == [FlipCoin(color="red")]
    with pytest.raises(IllegalMove, match="H6: against the red beast"):
        THRAG.apply(s, FlipCoin(color="green"))


def test_h6_important_note_any_other_colour_once_the_beasts_colour_is_spent():
    """Rulebook: when all of a colour's coins are spent, flip a coin of any remaining colour."""
    s, _ = play(base(coins={"red": [], "green": [1, 2], "blue": [3]}), RED)
    assert [m for m in moves_of(s) if m.type == "flip_coin"] == [
        FlipCoin(color="green"),
        FlipCoin(color="blue"),
    ]
    s2, _ = play(s, FlipCoin(color="blue"), coin("blue", 3))  # 3 + 3 = 6 slays red 5
    assert wire_of(s2)["beasts"]["red"]["slain"] == [1, 3]
    # only colours with coins left
    s, _ = play(base(coins={"red": [], "green": [], "blue": [3]}), RED)
    assert [m for m in moves_of(s) if m.type == "flip_coin"] == [FlipCoin(color="blue")]
    with pytest.raises(IllegalMove, match="H6"):
        THRAG.apply(s, FlipCoin(color="green"))


def test_h6_one_fight_at_a_time():
    s, _ = play(base(), RED)
    assert not any(m.type == "fight" for m in moves_of(s))
    with pytest.raises(IllegalMove, match="H6: finish the fight in progress"):
        THRAG.apply(s, GREEN)


# --- special weapons (rulebook "The Special Weapons", H7) ----------------------------------------


def test_h7_a_pawn_forces_its_colours_beast_to_reroll():
    s, events = play(base(), BLUE, SpendPawn(pawn="blue"))
    assert pending_of(s) == ("roll", "blue")
    assert wire_of(s)["pawns"]["blue"] == "spent"
    s, _ = play(s, Roll(die="blue", value=0))  # blue 2 + null = 2
    assert wire_of(s)["drawn"][2]["die"] == 0
    s, _ = play(s, Strike())  # 3 against 2
    assert wire_of(s)["beasts"]["blue"]["slain"] == [1, 2]
    assert "pawn_spent" in event_types(events)


def test_h7_an_unused_pawn_only_rerolls_its_own_colour():
    s, _ = play(base(), RED)
    assert [m for m in moves_of(s) if m.type == "spend_pawn"] == [SpendPawn(pawn="red")]
    with pytest.raises(IllegalMove, match="H7: the green pawn rerolls the green beast"):
        THRAG.apply(s, SpendPawn(pawn="green"))


def test_h7_a_pawn_is_spent_once_per_game():
    s, _ = play(base(pawns={"red": "spent", "green": "unused", "blue": "unused"}), RED)
    assert not any(m.type == "spend_pawn" for m in moves_of(s))
    with pytest.raises(IllegalMove, match="H7: the red pawn was already spent"):
        THRAG.apply(s, SpendPawn(pawn="red"))


def _last_blue(**pawns: str):
    """Base position where the drawn blue 2 is the last blue beast alive."""
    return base(
        beasts=beasts(
            red=([4, 5], [2], [1]),
            green=([1, 5], [3], [2]),
            blue=([], [], [1, 3, 4, 5]),
        ),
        pawns={"red": "unused", "green": "unused", "blue": "unused", **pawns},
    )


def test_h7_a_pawn_turns_black_when_its_colour_is_slain_without_it():
    s, _ = play(_last_blue(), BLUE, FlipCoin(color="blue"), coin("blue", 4))  # 7 against 7
    assert wire_of(s)["pawns"]["blue"] == "black"
    assert wire_of(s)["beasts"]["blue"]["slain"] == [1, 2, 3, 4, 5]


def test_h7_a_pawn_spent_on_its_colour_does_not_turn_black():
    s, _ = play(_last_blue(), BLUE, SpendPawn(pawn="blue"), Roll(die="blue", value=1), Strike())
    assert wire_of(s)["beasts"]["blue"]["slain"] == [1, 2, 3, 4, 5]  # 3 against 2 + 1
    assert wire_of(s)["pawns"]["blue"] == "spent"


def test_h7_a_black_pawn_rerolls_thrags_own_die_in_any_fight():
    s, _ = play(_last_blue(), BLUE, FlipCoin(color="blue"), coin("blue", 4), GREEN)
    pawn_moves = [m for m in moves_of(s) if m.type == "spend_pawn"]
    assert pawn_moves == [SpendPawn(pawn="green"), SpendPawn(pawn="blue")]
    s, _ = play(s, SpendPawn(pawn="blue"))
    assert pending_of(s) == ("roll", "black")
    s, _ = play(s, Roll(die="black", value=5))
    w = wire_of(s)
    assert w["thrag_die"] == 5 and w["pawns"]["blue"] == "spent"
    assert w["drawn"][1]["die"] == 1  # the green beast keeps its die
    s, _ = play(s, Strike())  # 5 against green 4 + 1
    assert wire_of(s)["beasts"]["green"]["slain"] == [2, 4]
    # spent: not again
    s, _ = play(s, RED)
    with pytest.raises(IllegalMove, match="H7: the blue pawn was already spent"):
        THRAG.apply(s, SpendPawn(pawn="blue"))


def test_h7_several_pawns_may_be_spent_in_one_fight():
    s, _ = play(
        _last_blue(),
        BLUE,
        FlipCoin(color="blue"),
        coin("blue", 4),
        RED,
        SpendPawn(pawn="red"),
        Roll(die="red", value=5),  # red 3 + 5 = 8: worse
        SpendPawn(pawn="blue"),
        Roll(die="black", value=5),  # Thrag 5
        FlipCoin(color="red"),
        coin("red", 3),  # 8 against 8
    )
    w = wire_of(s)
    assert w["pawns"] == {"red": "spent", "green": "unused", "blue": "spent"}
    assert w["beasts"]["red"]["slain"] == [1, 3]


def test_h7_pawns_are_spent_before_the_coin_is_flipped():
    """Important Note: once a coin is flipped the battle is resolved at once."""
    s, _ = play(base(), BLUE, FlipCoin(color="blue"))
    # while the coin is in the air only its value may follow: no pawn, no strike, no stop
    assert all(m.type == "draw_coin" for m in moves_of(s))
    with pytest.raises(IllegalMove, match="waiting for a chance event"):
        THRAG.apply(s, SpendPawn(pawn="blue"))
    # resolved at once: a loss leaves only the payment (H8), a win ends the fight
    lost, _ = play(s, coin("blue", 2))  # 5 against 7
    assert {m.type for m in moves_of(lost)} == {"pay"}
    with pytest.raises(IllegalMove, match="H8: pay the 2 damage first"):
        THRAG.apply(lost, SpendPawn(pawn="blue"))
    won, _ = play(s, coin("blue", 5))
    assert wire_of(won)["fight"] is None
    with pytest.raises(IllegalMove, match="H6: pawns are spent only during a fight"):
        THRAG.apply(won, SpendPawn(pawn="red"))


def test_h7_a_reroll_waits_for_its_roll():
    s, _ = play(base(), BLUE, SpendPawn(pawn="blue"))
    assert THRAG.to_act(s) == ()
    with pytest.raises(IllegalMove, match="waiting for a chance event"):
        THRAG.apply(s, Strike())
    with pytest.raises(IllegalMove, match="the die to roll is blue"):
        THRAG.apply(s, Roll(die="black", value=5))


# --- labels say what is certain (H15) -----------------------------------------------------------


def red_5_against_thrag_2(**changes: Any):
    """The base position with the red 5 drawn (die 3: strength 8) and Thrag's die 2."""
    d = choosing_state(
        thrag_die=2,
        beasts=beasts(red=([3, 4], [2], [1]), green=([1, 5], [3], [2]), blue=([3, 4], [5], [1])),
        drawn=drawn(("red", 5, 3, False), ("green", 4, 1, False), ("blue", 2, 5, False)),
    )
    d.update(changes)
    s, _ = play(posed(d), RED)
    return s


TRACKED = {"weapons": ["red", "green", "blue"], "null_value": 0, "track_coins": True}


def test_h15_a_strike_that_cannot_win_says_the_damage():
    """The ruling's own example, word for word."""
    s = red_5_against_thrag_2()
    assert label_of(s, Strike()) == "Strike the red 5: Thrag 2 against 8, a certain loss: 6 damage"
    s, _ = play(s, Strike())
    assert wire_of(s)["fight"]["damage"] == 6  # legal, and as the label said


def test_h15_a_strike_that_kills_thrag_says_so():
    s = red_5_against_thrag_2(hit_points=[0, 2], healing_pool=[1, 3, 4, 5])
    label = label_of(s, Strike())
    assert label == "Strike the red 5: Thrag 2 against 8, a certain loss: 6 damage kills Thrag"
    s, _ = play(s, Strike())
    assert wire_of(s)["end_reason"] == "died"


def test_h15_a_strike_that_wins_says_so():
    s, _ = play(base(thrag_die=5), RED)
    assert label_of(s, Strike()) == "Strike the red 3: Thrag 5 against 5, a certain win"


def test_h15_with_track_coins_a_flip_gives_its_exact_chance_to_win():
    """Red coins null-4 left, Thrag 3 against 5: the 2, 3 and 4 win, 3 in 5."""
    s, _ = play(base(options=TRACKED), RED)
    label = label_of(s, FlipCoin(color="red"))
    assert (
        label == "Flip a red coin (5 left) for the red 3: Thrag 3 + coin against 5, 3 in 5 to win"
    )
    # the engine's own outcomes agree
    flipping, _ = play(s, FlipCoin(color="red"))
    slain = [
        3 in wire_of(play(flipping, move)[0])["beasts"]["red"]["slain"]
        for move, _ in THRAG.chance_outcomes(flipping)
    ]
    assert (sum(slain), len(slain)) == (3, 5)


def test_h15_with_track_coins_a_flip_that_cannot_win_says_the_damage_and_death():
    """Red coins null-4 left against 8 with Thrag 2: 2 to 6 damage; with only the ace left
    Thrag cannot pay even 2; with the 4 and 5 left, 1 or 2."""
    s = red_5_against_thrag_2(options=TRACKED)
    label = label_of(s, FlipCoin(color="red"))
    assert label.endswith("Thrag 2 + coin against 8, a certain loss: 2 to 6 damage")
    s = red_5_against_thrag_2(options=TRACKED, hit_points=[0, 1], healing_pool=[2, 3, 4, 5])
    assert label_of(s, FlipCoin(color="red")).endswith("a certain loss: 2 to 6 damage kills Thrag")
    s = red_5_against_thrag_2(options=TRACKED, coins={"red": [4, 5], "green": [], "blue": []})
    assert label_of(s, FlipCoin(color="red")).endswith("a certain loss: 1 to 2 damage")


def test_h15_without_track_coins_a_flip_label_tells_nothing_view_hides():
    """Untracked, the seat knows how many coins are left, not which (H13): every set of two red
    coins gives the same label, and only what holds for any coin null-5 is called certain."""
    labels = set()
    for pair in itertools.combinations(range(6), 2):
        s, _ = play(base(coins={"red": list(pair), "green": [1], "blue": [2]}), RED)
        labels.add(label_of(s, FlipCoin(color="red")))
    assert labels == {"Flip a red coin (2 left) for the red 3: Thrag 3 + coin against 5"}
    # against 8 with Thrag 2 even a 5 loses: certain, whichever coins are left
    s = red_5_against_thrag_2()
    assert label_of(s, FlipCoin(color="red")) == (
        "Flip a red coin (5 left) for the red 5: Thrag 2 + coin against 8,"
        " a certain loss: 1 to 6 damage"
    )


def test_h15_the_last_coin_with_beasts_left_is_a_certain_defeat():
    s, _ = play(base(coins={"red": [2], "green": [], "blue": []}, options=TRACKED), RED)
    label = label_of(s, FlipCoin(color="red"))
    assert label.endswith("a certain win; the last coin with beasts left: the game is lost (H11)")
    s, _ = play(s, FlipCoin(color="red"), coin("red", 2))
    assert wire_of(s)["end_reason"] == "exhausted"


# --- damage (rulebook "Taking Damage", H8) -------------------------------------------------------


def _damage_4_against(hit_points: list[int]):
    """Strike blue (3 against 7): 4 damage, with the given hit points."""
    pool = sorted(set(range(6)) - set(hit_points))
    s, _ = play(base(hit_points=hit_points, healing_pool=pool), BLUE, Strike())
    return s


def test_h8_damage_paid_without_change():
    """Rulebook: 4 damage with only a 3 and a 5 coin: he must spend the 5, no 1 comes back."""
    s = _damage_4_against([0, 3, 5])
    assert moves_of(s) == [Pay(coins=[5])]
    with pytest.raises(IllegalMove, match="H8"):
        THRAG.apply(s, Pay(coins=[3]))  # does not cover 4
    with pytest.raises(
        IllegalMove, match=r"H8: \[3, 5\] does not pay 4 damage with no coin to spare"
    ):
        THRAG.apply(s, Pay(coins=[3, 5]))  # the 3 is to spare
    s, events = play(s, Pay(coins=[5]))
    w = wire_of(s)
    assert w["hit_points"] == [0, 3]  # no change given
    assert w["healing_pool"] == [1, 2, 4, 5]  # the spent coin goes back to the pool
    assert "damage_paid" in event_types(events)
    assert w["fight"] is None and w["fights_this_turn"] == 1


def test_h8_thrag_chooses_among_the_sets_with_no_coin_to_spare():
    """1 damage with null, 2, 4: pay the 2 or the 4, not both."""
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 1))  # 4 against 5
    assert moves_of(s) == [Pay(coins=[2]), Pay(coins=[4])]
    with pytest.raises(IllegalMove, match="H8"):
        THRAG.apply(s, Pay(coins=[2, 4]))
    s4, _ = play(s, Pay(coins=[4]))
    assert wire_of(s4)["hit_points"] == [0, 2]
    # 4 damage with null, ace, 2, 3, 4: the 4 alone, ace+3, or 2+3 (each coin needed)
    s = _damage_4_against([0, 1, 2, 3, 4])
    assert sorted(tuple(m.coins) for m in moves_of(s)) == [(1, 3), (2, 3), (4,)]


def _covers_with_no_coin_to_spare(coins: tuple[int, ...], damage: int) -> bool:
    """H8 read literally: the set covers the damage and no proper subset does."""
    if sum(coins) < damage:
        return False
    return not any(
        sum(sub) >= damage
        for size in range(len(coins))
        for sub in itertools.combinations(coins, size)
    )


def test_h8_payment_options_are_exactly_the_minimal_covering_sets():
    """Every hit-point hand and every damage 1-10, against a brute-force reading of H8."""
    for size in range(6):
        for numbered in itertools.combinations([1, 2, 3, 4, 5], size):
            for damage in range(1, 11):
                expected = {
                    sub
                    for n in range(1, len(numbered) + 1)
                    for sub in itertools.combinations(numbered, n)
                    if _covers_with_no_coin_to_spare(sub, damage)
                }
                got = rules.payment_options((0, *numbered), damage)
                assert set(got) == expected, (numbered, damage)
                assert len(got) == len(set(got))


def test_h8_the_null_coin_cannot_pay():
    with pytest.raises(ValidationError):
        Pay(coins=[0])
    with pytest.raises(ValidationError):  # the move union, as the service validates moves
        TypeAdapter(THRAG.Move).validate_python({"type": "pay", "seat": 0, "coins": [0]})


def test_h8_thrag_dies_when_his_numbered_coins_cannot_cover_the_damage():
    s = _damage_4_against([0, 1, 2])  # 1 + 2 < 4
    w = wire_of(s)
    assert (w["status"], w["end_reason"]) == ("defeat", "died")
    assert THRAG.legal_moves(s) == [] and w["fight"] is None
    with pytest.raises(GameOver):
        THRAG.apply(s, Pay(coins=[1, 2]))


def test_h8_paying_every_numbered_coin_leaves_thrags_last_breath():
    s = _damage_4_against([0, 1, 3])  # 1 + 3 = 4 exactly
    assert moves_of(s) == [Pay(coins=[1, 3])]
    s, _ = play(s, Pay(coins=[1, 3]))
    w = wire_of(s)
    assert w["hit_points"] == [0] and w["status"] == "ongoing"
    # with only the null coin, the next point of damage kills him
    s, _ = play(s, RED, FlipCoin(color="red"), coin("red", 1))  # 4 against 5
    assert (wire_of(s)["status"], wire_of(s)["end_reason"]) == ("defeat", "died")


def test_h8_damage_is_paid_before_anything_else():
    s = _damage_4_against([0, 2, 4])
    assert {m.type for m in moves_of(s)} == {"pay"}
    for move, message in [
        (Stop(), "H5: Thrag must fight at least once"),  # this fight is not over yet
        (Strike(), "H8: pay the 4 damage first"),
        (FlipCoin(color="blue"), "H8: pay the 4 damage first"),
        (SpendPawn(pawn="blue"), "H8: pay the 4 damage first"),
        (GREEN, "H6: finish the fight in progress"),
    ]:
        with pytest.raises(IllegalMove, match=message):
            THRAG.apply(s, move)
    # in a second fight Thrag may stop, but not with damage to pay
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 2), BLUE, Strike())
    with pytest.raises(IllegalMove, match="H8: pay the 4 damage first"):
        THRAG.apply(s, Stop())
    with pytest.raises(IllegalMove, match="H8: there is no damage to pay"):
        THRAG.apply(base(), Pay(coins=[2]))


# --- healing (rulebook "Healing", H9) ------------------------------------------------------------


def test_h9_a_healing_tile_matching_a_pool_coin_returns_it():
    s, events = play(posed(healing_state()), heal(3))
    w = wire_of(s)
    assert w["hit_points"] == [0, 2, 3, 4] and w["healing_pool"] == [1, 5]
    assert w["healing_tiles"] == {"draw_pile": [1, 2, 4, 5], "discard": [3]}
    assert "healed" in event_types(events)


def test_h9_a_healing_tile_without_a_match_does_nothing():
    s, _ = play(posed(healing_state()), heal(2))  # Thrag already holds the 2
    w = wire_of(s)
    assert w["hit_points"] == [0, 2, 4] and w["healing_pool"] == [1, 3, 5]
    assert w["healing_tiles"] == {"draw_pile": [1, 3, 4, 5], "discard": [2]}


def test_h9_healing_comes_after_the_fights_and_then_the_turn_advances():
    s, events = play(base(), RED, FlipCoin(color="red"), coin("red", 2), Stop())
    assert pending_of(s) == ("draw_healing", None)
    s, events = play(s, heal(5))
    assert event_types(events)[-1] == "turn_started"
    w = wire_of(s)
    assert w["turn"] == 6 and w["hit_points"] == [0, 2, 4, 5]
    assert (w["thrag_die"], w["fights_this_turn"], w["drawn"]) == (None, 0, [])
    assert pending_of(s) == ("draw_beast", "red")


# --- discards and reshuffles (H10, H5) -----------------------------------------------------------


def test_h10_unslain_beasts_go_to_their_discards_when_thrag_stops():
    s, _ = play(base(), BLUE, Strike(), Pay(coins=[4]), RED, FlipCoin(color="red"), coin("red", 3))
    s, events = play(s, Stop())
    w = wire_of(s)
    assert w["beasts"]["red"] == {"draw_pile": [4, 5], "discard": [2], "slain": [1, 3]}
    assert w["beasts"]["green"] == {"draw_pile": [1, 5], "discard": [3, 4], "slain": [2]}
    # blue was fought and lost to: it goes to the discard too
    assert w["beasts"]["blue"] == {"draw_pile": [3, 4], "discard": [2, 5], "slain": [1]}
    assert w["drawn"] == []
    stopped = next(e for e in events if e.type == "fighting_stopped")
    assert stopped.details["discarded"] == ["green 4", "blue 2"]


# --- stopping in the middle of a fight (H14) -----------------------------------------------------


def label_of(s, move) -> str:
    return next(lm.label for lm in THRAG.legal_moves(s) if lm.move == move)


def test_h14_thrag_may_stop_mid_fight_after_spending_pawns():
    """The rulebook's example: a bad reroll, then "Thrag decides to call it quits"."""
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 2))  # red slain: one fight done
    s, _ = play(s, BLUE, SpendPawn(pawn="blue"), Roll(die="blue", value=5))  # no better
    assert label_of(s, Stop()) == (
        "Stop fighting for this turn: the green 4 and the blue 2 go to their discard piles"
    )
    s, events = play(s, Stop())
    w = wire_of(s)
    assert w["fight"] is None and w["drawn"] == [] and pending_of(s) == ("draw_healing", None)
    # the abandoned beast goes to the discards with the others (H10)
    assert w["beasts"]["blue"]["discard"] == [2, 5] and w["beasts"]["green"]["discard"] == [3, 4]
    assert w["pawns"]["blue"] == "spent"  # what was spent stays spent
    assert w["fights_this_turn"] == 1  # the abandoned fight was not fought
    stopped = next(e for e in events if e.type == "fighting_stopped")
    assert stopped.details == {"discarded": ["green 4", "blue 2"], "abandoned": "blue"}


def test_h14_an_abandoned_fight_is_not_the_turns_required_fight():
    s, _ = play(base(), BLUE, SpendPawn(pawn="blue"), Roll(die="blue", value=5))
    assert Stop() not in moves_of(s)
    with pytest.raises(IllegalMove, match="an abandoned fight does not count"):
        THRAG.apply(s, Stop())


def test_h14_once_a_coin_is_flipped_the_fight_is_resolved():
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 2), BLUE, FlipCoin(color="blue"))
    assert Stop() not in moves_of(s)
    s, _ = play(s, coin("blue", 2))  # 5 against 7: the damage is paid, no stop instead
    assert {m.type for m in moves_of(s)} == {"pay"}


def test_h14_the_stop_label_says_where_the_beasts_go_between_fights():
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 2))
    s, _ = play(s, GREEN, FlipCoin(color="green"), coin("green", 3))
    assert label_of(s, Stop()) == "Stop fighting for this turn: the blue 2 goes to its discard pile"


def test_h5_an_empty_beast_pile_is_reshuffled_from_its_discards():
    d = healing_state(
        beasts=beasts(
            red=([], [2, 3, 4, 5], [1]),
            green=([1, 5], [3, 4], [2]),
            blue=([3, 4], [2, 5], [1]),
        )
    )
    s, events = play(posed(d), heal(1))
    w = wire_of(s)
    assert w["beasts"]["red"] == {"draw_pile": [2, 3, 4, 5], "discard": [], "slain": [1]}
    # a pile that is not empty keeps its discards
    assert w["beasts"]["green"] == {"draw_pile": [1, 5], "discard": [3, 4], "slain": [2]}
    assert [e.details["stack"] for e in events if e.type == "reshuffled"] == ["red"]


def test_h5_an_empty_healing_pile_is_reshuffled():
    d = healing_state(healing_tiles={"draw_pile": [4], "discard": [1, 2, 3, 5]})
    s, events = play(posed(d), heal(4))
    assert wire_of(s)["healing_tiles"] == {"draw_pile": [1, 2, 3, 4, 5], "discard": []}
    assert [e.details["stack"] for e in events if e.type == "reshuffled"] == ["healing"]


def test_h5_a_colour_whose_beasts_are_all_slain_is_not_drawn_again():
    d = healing_state(
        beasts=beasts(
            red=([4, 5], [2], [1, 3]),
            green=([1, 5], [3, 4], [2]),
            blue=([], [], [1, 2, 3, 4, 5]),
        ),
        pawns={"red": "unused", "green": "unused", "blue": "black"},
    )
    s, events = play(posed(d), heal(1), DrawBeast(color="red", value=5))
    assert "reshuffled" not in event_types(events)
    s, _ = play(s, DrawBeast(color="green", value=5))
    assert pending_of(s) == ("roll", "red")


# --- the end of the game (rulebook "Ending the Game", H11) ---------------------------------------


def test_h11_thrag_dies():
    s = _damage_4_against([0, 2])
    assert (wire_of(s)["status"], wire_of(s)["end_reason"]) == ("defeat", "died")
    assert THRAG.score(s).scores == {"0": 0}


def test_h11_the_last_coin_flipped_with_beasts_alive_exhausts_thrag():
    """Even a won fight: the last coin is gone and beasts still live."""
    s, events = play(
        base(coins={"red": [2], "green": [], "blue": []}),
        RED,
        FlipCoin(color="red"),
        coin("red", 2),
    )
    w = wire_of(s)
    assert (w["status"], w["end_reason"]) == ("defeat", "exhausted")
    assert w["beasts"]["red"]["slain"] == [1, 3]  # the fight itself was won
    assert event_types(events)[-2:] == ["beast_slain", "game_over"]
    assert THRAG.legal_moves(s) == []


def test_h11_a_lost_fight_on_the_last_coin_exhausts_thrag_at_once():
    s, _ = play(
        base(coins={"red": [0], "green": [], "blue": []}),
        RED,
        FlipCoin(color="red"),
        coin("red", 0),
    )
    w = wire_of(s)  # 3 against 5: the damage is payable, but the game is over first
    assert (w["status"], w["end_reason"]) == ("defeat", "exhausted")
    assert w["hit_points"] == [0, 2, 4]


def test_h11_the_last_coin_slaying_the_fifteenth_beast_is_a_victory():
    s, _ = play(
        posed(last_red_state(coins={"red": [], "green": [0], "blue": []})),
        RED,
        FlipCoin(color="green"),
        coin("green", 0),  # 3 + null = 3 against red 3 + null
    )
    assert (wire_of(s)["status"], wire_of(s)["end_reason"]) == ("victory", "victory")


def test_h11_the_fifteenth_beast_slain_is_a_victory_at_once():
    s, events = play(posed(last_red_state()), RED, Strike())  # 3 against 3
    w = wire_of(s)
    assert (w["status"], w["end_reason"]) == ("victory", "victory")
    assert event_types(events)[-1] == "game_over"
    assert w["pending_chance"] is None and w["to_act"] == []  # no healing, no next turn
    assert w["turn"] == 9
    assert sum(len(w["beasts"][c]["slain"]) for c in ("red", "green", "blue")) == 15


def test_h11_the_twelfth_turn_ending_with_beasts_alive_misses_breakfast():
    s, events = play(posed(healing_state(turn=12)), heal(1))
    w = wire_of(s)
    assert (w["status"], w["end_reason"], w["turn"]) == ("defeat", "breakfast-missed", 12)
    assert event_types(events)[-1] == "game_over"
    # the eleventh turn ending is not the end: the twelfth begins
    s, _ = play(posed(healing_state(turn=11)), heal(1))
    assert (wire_of(s)["status"], wire_of(s)["turn"]) == ("ongoing", 12)


def _easy_game(slay_per_turn: int):
    """A whole table game from set-up: every beast die rolls null and Thrag's die 5, so every
    strike slays; Thrag slays ``slay_per_turn`` beasts a turn (the first drawn), then stops."""
    s = new_table_game(seed=3)
    turns_started = 0
    while THRAG.legal_moves(s):
        pending = pending_of(s)
        if pending is not None:
            kind, what = pending
            if kind == "roll":
                move = Roll(die=what, value=5 if what == "black" else 0)
            else:
                move = THRAG.chance_outcomes(s)[0][0]  # the lowest tile left
        elif wire_of(s)["fight"] is not None:
            move = Strike()
        elif wire_of(s)["fights_this_turn"] >= slay_per_turn:
            move = Stop()
        else:
            move = FightMove(beast=next(b["color"] for b in wire_of(s)["drawn"] if not b["slain"]))
        s, events = THRAG.apply(s, move)
        turns_started += event_types(events).count("turn_started")
    return s, turns_started


def test_h2_h11_twelve_turns_then_breakfast_is_missed():
    """One beast a turn: twelve turns (the pawn goes once round the track), 12 beasts slain,
    3 alive when the twelfth turn ends: a defeat. Stacks and healing tiles reshuffle on the way."""
    s, turns_started = _easy_game(1)
    w = wire_of(s)
    assert turns_started == 11 and w["turn"] == 12
    assert (w["status"], w["end_reason"]) == ("defeat", "breakfast-missed")
    assert THRAG.score(s).breakdown["beasts_slain"] == 12
    assert THRAG.score(s).scores == {"0": 0}


def test_h12_a_whole_game_won_in_five_turns():
    """Three beasts a turn: the fifteenth dies in turn 5. 12 - 5 = 7 turns left, and every pawn
    turned black unspent (H7): 7 + 3 = 10."""
    s, turns_started = _easy_game(3)
    w = wire_of(s)
    assert (w["status"], w["turn"], turns_started) == ("victory", 5, 4)
    assert w["pawns"] == {"red": "black", "green": "black", "blue": "black"}
    assert THRAG.score(s).scores == {"0": 10}


def _finished_states():
    died = _damage_4_against([0, 2])
    exhausted, _ = play(
        base(coins={"red": [2], "green": [], "blue": []}),
        RED,
        FlipCoin(color="red"),
        coin("red", 2),
    )
    victory, _ = play(posed(last_red_state()), RED, Strike())
    breakfast, _ = play(posed(healing_state(turn=12)), heal(1))
    return {"died": died, "exhausted": exhausted, "victory": victory, "breakfast": breakfast}


@pytest.mark.parametrize("reason", ["died", "exhausted", "victory", "breakfast"])
def test_h11_a_finished_game_takes_no_move(reason):
    s = _finished_states()[reason]
    assert THRAG.legal_moves(s) == [] and THRAG.chance_outcomes(s) == []
    assert THRAG.to_act(s) == ()
    for move in (Stop(), RED, Strike(), DrawBeast(color="red", value=1), heal(1)):
        with pytest.raises(GameOver, match="the game is over"):
            THRAG.apply(s, move)
    # a finished state is still a valid state to send back
    assert load(wire_of(s)) == s


# --- score (rulebook "Scoring", H12) -------------------------------------------------------------


def test_h12_victory_scores_turns_left_plus_unspent_weapons():
    """Won in turn 9: 12 - 9 = 3 turns left; red turns black on its last beast and green is
    black: two weapons never spent; blue was spent. 3 + 2 = 5."""
    s, _ = play(posed(last_red_state()), RED, Strike())
    assert wire_of(s)["pawns"] == {"red": "black", "green": "black", "blue": "spent"}
    score = THRAG.score(s)
    assert score.status == "victory" and list(score.winners) == [0]
    assert score.scores == {"0": 5}
    assert score.breakdown["turns_left"] == 3
    assert score.breakdown["unspent_weapons"] == 2
    assert score.breakdown["beasts_slain"] == 15


def test_h12_the_winning_turn_counts_as_used():
    s, _ = play(
        posed(last_red_state(turn=12)), RED, SpendPawn(pawn="red"), Roll(die="red", value=0)
    )
    s, _ = play(s, Strike())
    score = THRAG.score(s)
    assert score.scores == {"0": 1}  # 12 - 12 + the green (black) pawn
    assert score.breakdown["turns_left"] == 0


@pytest.mark.parametrize("weapons", [[], ["green"], ["red", "blue"], ["red", "green", "blue"]])
def test_h16_a_weapon_left_out_counts_as_never_spent(weapons):
    """The same play scores the same whatever weapons are left out: won in turn 10 (2 turns
    left) with no weapon spent, 2 + 3. With all three in play red and green end black (the
    blue pawn, spent in last_red_state, is unspent here)."""
    full = {"red": "black", "green": "black", "blue": "black"}
    d = last_red_state(
        turn=10,
        options={"weapons": weapons, "null_value": 0, "track_coins": False},
        pawns={c: "unused" if c == "red" else full[c] for c in weapons},
    )
    s, _ = play(posed(d), RED, Strike())
    score = THRAG.score(s)
    assert score.scores == {"0": 5} and score.breakdown["unspent_weapons"] == 3


def test_h12_a_defeat_scores_zero_and_reports_the_beasts_slain():
    s = _damage_4_against([0, 2])
    score = THRAG.score(s)
    assert score.status == "defeat" and list(score.winners) == []
    assert score.scores == {"0": 0}
    assert score.breakdown["beasts_slain"] == 3  # red 1, green 2, blue 1 in the base position
    assert score.breakdown["end_reason"] == "died"


def test_h12_an_unfinished_game_has_a_score_so_far():
    score = THRAG.score(base())
    assert score.status == "ongoing" and list(score.winners) == []
    assert score.scores == {"0": 0} and score.breakdown["beasts_slain"] == 3


# --- options (rulebook "Variants and Notes", H13) ------------------------------------------------


def test_h13_weapons_only_the_listed_pawns_are_in_play():
    s = new_table_game(weapons=["green"])
    assert wire_of(s)["pawns"] == {"green": "unused"}
    d = choosing_state(
        options={"weapons": ["green"], "null_value": 0, "track_coins": False},
        pawns={"green": "unused"},
    )
    s, _ = play(posed(d), RED)
    assert not any(m.type == "spend_pawn" for m in moves_of(s))
    with pytest.raises(IllegalMove, match="H13: the red pawn is not in play"):
        THRAG.apply(s, SpendPawn(pawn="red"))


def test_h13_a_left_out_pawn_never_turns_black():
    d = choosing_state(
        options={"weapons": ["red"], "null_value": 0, "track_coins": False},
        pawns={"red": "unused"},
        beasts=beasts(
            red=([4, 5], [2], [1]),
            green=([1, 5], [3], [2]),
            blue=([], [], [1, 3, 4, 5]),
        ),
    )
    s, _ = play(posed(d), BLUE, FlipCoin(color="blue"), coin("blue", 4))
    assert wire_of(s)["beasts"]["blue"]["slain"] == [1, 2, 3, 4, 5]
    assert wire_of(s)["pawns"] == {"red": "unused"}


def test_h13_null_value_is_what_a_coloured_null_coin_adds():
    options = {"weapons": ["red", "green", "blue"], "null_value": 2, "track_coins": False}
    s, _ = play(base(options=options), RED, FlipCoin(color="red"), coin("red", 0))
    assert wire_of(s)["beasts"]["red"]["slain"] == [1, 3]  # 3 + 2 against 5
    s, _ = play(base(), RED, FlipCoin(color="red"), coin("red", 0))
    assert wire_of(s)["fight"]["damage"] == 2  # by default null adds nothing: 3 against 5


def test_h17_null_value_never_makes_the_black_null_coin_pay():
    """null_value 5 counts for the coloured null coins only: Thrag holding just his black null
    coin cannot pay 4 damage, and the strike's label knows it (H15)."""
    options = {"weapons": ["red", "green", "blue"], "null_value": 5, "track_coins": True}
    s, _ = play(base(options=options, hit_points=[0], healing_pool=[1, 2, 3, 4, 5]), BLUE)
    assert label_of(s, Strike()).endswith("a certain loss: 4 damage kills Thrag")
    # a coloured null coin adds 5: blue null, 2, 3, 4, 5 left, 3 + 5 and 3 + 4 slay blue 7
    assert label_of(s, FlipCoin(color="blue")).endswith("3 in 5 to win")
    s, _ = play(s, Strike())
    assert (wire_of(s)["status"], wire_of(s)["end_reason"]) == ("defeat", "died")


def test_h13_track_coins_decides_whether_the_view_shows_which_coins_remain():
    hidden = THRAG.view(base(), 0)
    assert hidden["coins"] == {"red": 5, "green": 5, "blue": 5}
    options = {"weapons": ["red", "green", "blue"], "null_value": 0, "track_coins": True}
    shown = THRAG.view(base(options=options), 0)
    assert shown["coins"] == choosing_state()["coins"]
    # everything else is the state itself
    assert {k: v for k, v in hidden.items() if k != "coins"} == {
        k: v for k, v in wire_of(base()).items() if k != "coins"
    }


def test_h13_options_are_checked():
    assert Options() == Options(weapons=["red", "green", "blue"], null_value=0, track_coins=False)
    for bad in ({"weapons": ["red", "red"]}, {"weapons": ["black"]}, {"null_value": 6}):
        with pytest.raises(ValidationError):
            Options(**bad)


# --- inconsistent hand-made states ---------------------------------------------------------------


def _set(path: str, value: Any):
    def change(d: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target = d
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        target[last] = value

    return change


def _fight(**fight: Any):
    return _set("fight", {"beast": "blue", "rerolling": None, "coin": None, "damage": 0, **fight})


INCONSISTENT = [
    ("16 beasts", [_set("beasts.red.discard", [2, 3])], "H1"),
    ("14 beasts", [_set("beasts.red.slain", [])], "H1"),
    ("duplicated coin", [_set("coins.red", [0, 1, 1])], "H3"),
    ("duplicated black coin", [_set("hit_points", [0, 2, 4, 4])], "H3"),
    ("black coin missing", [_set("healing_pool", [1, 3])], "H3"),
    ("healing tile twice", [_set("healing_tiles.discard", [5])], "H2"),
    ("pawn black while beasts remain", [_set("pawns.red", "black")], "H7"),
    ("pawn of a weapon left out", [_set("options.weapons", ["red", "green"])], "H13"),
    (
        "pawn unused though its colour is slain",
        [
            _set("beasts.blue", {"draw_pile": [], "discard": [], "slain": [1, 2, 3, 4, 5]}),
            _set("drawn", drawn(("red", 3, 2, False), ("green", 4, 1, False))),
        ],
        "H7",
    ),
    (
        "no null coin in play",
        [_set("hit_points", [2, 4]), _set("healing_pool", [0, 1, 3, 5])],
        "last breath",
    ),
    (
        "victory with beasts alive",
        [_set("status", "victory"), _set("end_reason", "victory")],
        "H11",
    ),
    ("ongoing game with an end reason", [_set("end_reason", "died")], "H11"),
    ("defeat without a reason", [_set("status", "defeat")], "H11"),
    (
        "exhausted with coins left",
        [_set("status", "defeat"), _set("end_reason", "exhausted")],
        "H11: exhausted",
    ),
    (
        "breakfast missed before turn 12",
        [_set("status", "defeat"), _set("end_reason", "breakfast-missed")],
        "H11: breakfast",
    ),
    ("every coloured coin spent", [_set("coins", {"red": [], "green": [], "blue": []})], "H11"),
    (
        "empty healing pile",
        [_set("healing_tiles", {"draw_pile": [], "discard": [1, 2, 3, 4, 5]})],
        "H5",
    ),
    (
        "two beasts of one colour",
        [
            _set("beasts.red.draw_pile", [5]),
            _set("drawn", drawn(("red", 3, 2, False), ("red", 4, 2, False), ("blue", 2, 5, False))),
            _set("beasts.green.draw_pile", []),
            _set("beasts.green.discard", []),
            _set("beasts.green.slain", [1, 2, 3, 4, 5]),
            _set("pawns.green", "spent"),
        ],
        "H5: at most one beast per colour",
    ),
    (
        "beasts listed out of draw order",
        [_set("drawn", drawn(("blue", 2, 5, False), ("red", 3, 2, False), ("green", 4, 1, False)))],
        "H5",
    ),
    (
        "a colour with beasts in its pile not drawn",
        [
            _set("drawn", drawn(("red", 3, 2, False), ("green", 4, 1, False))),
            _set("beasts.blue.draw_pile", [2, 3, 4]),
        ],
        "H5: a blue beast is drawn every turn",
    ),
    (
        "a colour not drawn while its discards wait",
        [
            _set("drawn", drawn(("red", 3, 2, False), ("green", 4, 1, False))),
            _set("beasts.blue", {"draw_pile": [], "discard": [2, 3, 4, 5], "slain": [1]}),
        ],
        "H5: the empty blue draw pile was reshuffled",
    ),
    (
        "slain beast before any fight",
        [_set("drawn.0.slain", True), _set("beasts.red.slain", [1, 3])],
        "H6",
    ),
    (
        "fight against a slain beast",
        [
            _set("drawn.2.slain", True),
            _set("beasts.blue.slain", [1, 2]),
            _set("fights_this_turn", 1),
            _fight(),
        ],
        "living drawn beast",
    ),
    ("damage not the difference", [_fight(damage=3)], "H6: the damage is the difference"),
    (
        "damage Thrag cannot pay",
        [_fight(damage=4), _set("hit_points", [0, 2]), _set("healing_pool", [1, 3, 4, 5])],
        "H8",
    ),
    (
        "flipped coin and no damage",
        [_fight(coin={"color": "blue", "value": 5})],
        "H7: once a coin is flipped",
    ),
    (
        "coin of another colour while blue coins remain",
        [_fight(coin={"color": "red", "value": None})],
        "H6: against the blue beast",
    ),
    (
        "reroll of another beast's die",
        [_fight(rerolling="red")],
        "H7: a pawn rerolls the blue beast's die",
    ),
    (
        "healing without a fight",
        [
            _set("pending_chance", {"type": "draw_healing"}),
            _set("drawn", []),
            _set("beasts.red.discard", [2, 3]),
            _set("beasts.green.discard", [3, 4]),
            _set("beasts.blue.discard", [2, 5]),
        ],
        "H5: Thrag must fight at least once",
    ),
]


@pytest.mark.parametrize(
    ("changes", "message"),
    [pytest.param(changes, message, id=name) for name, changes, message in INCONSISTENT],
)
def test_inconsistent_states_are_refused(changes, message):
    """Each change makes the (valid) base position inconsistent; from_wire says why."""
    d = choosing_state()
    posed(d)  # the base itself is fine
    for change in changes:
        change(d)
    with pytest.raises(InvalidState, match=message):
        posed(d)


def test_pending_chance_and_to_act_must_be_the_derived_ones():
    d = thrag_wire()  # turn 1: the red draw is pending
    load(d)
    wrong = dict(d, pending_chance={"type": "draw_beast", "color": "green", "die": None})
    with pytest.raises(InvalidState, match="pending_chance"):
        load(wrong)
    with pytest.raises(InvalidState):
        load(dict(d, pending_chance=None))  # a turn cannot start with no draw
    with pytest.raises(InvalidState, match="to_act"):
        load(dict(d, to_act=[0]))
    with pytest.raises(InvalidState, match="to_act"):
        load(choosing_state(to_act=[]))
    with pytest.raises(InvalidState):  # a coin flip pending with no fight
        load(choosing_state(pending_chance={"type": "draw_coin", "color": "red"}, to_act=[]))
    # the text is the engine's own: a client's wording does not matter
    d2 = dict(d, pending_chance={**d["pending_chance"], "text": "draw something red"})
    assert load(d2) == load(d)


def test_the_schema_refuses_what_no_state_holds():
    for changes in (
        {"turn": 13},
        {"turn": 0},
        {"thrag_die": 6},
        {"coins": {"red": [7], "green": [], "blue": []}},
    ):
        with pytest.raises(ValidationError):
            THRAG.State.model_validate(choosing_state(**changes))
    with pytest.raises(ValidationError):
        THRAG.State.model_validate({**choosing_state(), "extra": 1})
    with pytest.raises(ValidationError):
        THRAG.State.model_validate(choosing_state(thrag_die="3"))  # strict: no coercion


# --- a sensible player reaches every ending ------------------------------------------------------


def _sensible(s, rng: random.Random):
    """A simple greedy Thrag (not optimal): fight the weakest, pawns on high dice, flip coins."""
    moves = moves_of(s)
    kinds: dict[str, list] = {}
    for m in moves:
        kinds.setdefault(m.type, []).append(m)
    if "pay" in kinds:
        return min(kinds["pay"], key=lambda m: (sum(m.coins), len(m.coins)))
    w = wire_of(s)
    living = [b for b in w["drawn"] if not b["slain"]]
    if w["fight"] is None:
        weakest = min(living, key=lambda b: b["value"] + b["die"])
        if "stop" in kinds and weakest["value"] + weakest["die"] - w["thrag_die"] > 4:
            return Stop()
        return FightMove(beast=weakest["color"])
    beast = next(b for b in living if b["color"] == w["fight"]["beast"])
    deficit = beast["value"] + beast["die"] - w["thrag_die"]
    if deficit <= 0:
        return Strike()
    for m in kinds.get("spend_pawn", []):
        if m.pawn == beast["color"] and beast["die"] >= 3:
            return m
        if m.pawn != beast["color"] and w["thrag_die"] <= 1 and rng.random() < 0.5:
            return m
    if "stop" in kinds and deficit > 5:
        return Stop()
    return kinds["flip_coin"][0] if "flip_coin" in kinds else Strike()


def test_h11_h12_a_sensible_player_reaches_every_ending():
    """Random play mostly dies early; a greedy player also wins, runs out of coins and misses
    breakfast. Every state stays consistent and round-trips; victories score per H12."""
    endings: dict[str, int] = {}
    for seed in range(80):
        rng = random.Random(seed)
        s = THRAG.new_game(Setup(1, "standard", "table", seed, Options()))
        while legal := THRAG.legal_moves(s):
            outcomes = THRAG.chance_outcomes(s)
            if outcomes:
                move = rng.choices([m for m, _ in outcomes], [w for _, w in outcomes])[0]
            else:
                move = _sensible(s, rng)
                assert move in [lm.move for lm in legal]
            s, _ = THRAG.apply(s, move)
            assert load(wire_of(s)) == s
        w = wire_of(s)
        endings[w["end_reason"]] = endings.get(w["end_reason"], 0) + 1
        score = THRAG.score(s)
        if w["status"] == "victory":
            unspent = sum(p in ("unused", "black") for p in w["pawns"].values())
            assert score.scores == {"0": 12 - w["turn"] + unspent}
        else:
            assert score.scores == {"0": 0}
    assert set(endings) == {"victory", "died", "exhausted", "breakfast-missed"}, endings


def test_h7_a_pawns_label_names_the_die_as_the_fight_label_does():
    """Labels name a face one way in a game (issue 33): the fight says "die ace", so the
    pawn that rerolls that die says "now ace", not "(1)"."""
    s = base(
        beasts=beasts(red=([3, 4], [2], [1]), green=([1, 5], [3], [2]), blue=([3, 4], [5], [1])),
        drawn=drawn(("red", 5, 3, False), ("green", 4, 1, False), ("blue", 2, 1, False)),
    )
    assert label_of(s, BLUE).startswith("Fight the blue beast (2 + die ace")
    s, _ = play(s, BLUE)
    assert label_of(s, SpendPawn(pawn="blue")) == (
        "Spend the blue pawn: the blue beast rerolls its die (now ace)"
    )
