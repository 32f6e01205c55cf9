"""The rulebook's "An Example of the Most Complex Turn Imaginable", replayed in table mode.

The rulebook starts "late in the game" without giving the whole position, so the test poses
one consistent with every line of the text:

- the blue 3 drawn is "the last blue tile in the deck": blue ace, 2, 4, 5 are slain and the
  blue pawn is unused (it turns black when the blue 3 dies);
- "he has used up all his green coins": no green coin left; the red pawn was "spent in a prior
  turn"; the green pawn is unused (he spends it);
- "hit point coins are null, 1, 4, and 5" when he takes damage: the healing pool holds 2 and 3;
- "the red foe stack and the black healing stack have depleted" at the end: the red 5 is the
  only tile of the red draw pile (red 3 and 4 wait in the discard, red ace and 2 are slain)
  and the 4 is the only healing tile left to draw;
- the coins he flips exist: a blue 4 and a red 3. The red coins left are null, 3, 5, so
  after the red 3, "no hope of defeating the red beast" holds: 2 + 5 = 7 < 8;
- "only three more turns to slay all of the remaining red and green beasts": green 4 is left in
  the green draw pile (green ace, 3, 5 slain); the red beasts are red 3, 4, 5.

The turn track. The four null tiles lie in a 2x2 grid; each piecepack tile is itself a 2x2
grid of spaces, so the grid has 4x4 spaces, and its outer ring has 12: exactly the 12 turns
("Twelve turns have elapsed when the pawn returns to the upper-left space"). Going clockwise
from the upper-left corner, the pawn reaches the lower-left corner after 9 advances: this is
turn 9, the pawn then marks turn 10, and three turns (10, 11, 12) remain, as the text says.
This is ruling H2 as corrected in round 2; ``render.py`` draws the same ring.

The turn also ends the way ruling H14 allows: after the reroll Thrag stops in the middle of
the fight against the red beast, before flipping a coin or striking.
"""

from __future__ import annotations

from games.thrag.scenario import (
    THRAG,
    beasts,
    coin,
    event_types,
    heal,
    moves_of,
    play,
    posed,
    thrag_wire,
)
from games.thrag.wire import DrawBeast, FightMove, FlipCoin, Pay, Roll, SpendPawn, Stop, Strike

RED, GREEN, BLUE = FightMove(beast="red"), FightMove(beast="green"), FightMove(beast="blue")


def ring_position(advances: int) -> tuple[int, int]:
    """(row, col) of the black pawn after ``advances``, clockwise round the outer ring of the
    4x4 spaces of the four null tiles, from the upper-left corner."""
    ring = (
        [(0, c) for c in range(4)]  # along the top, left to right
        + [(r, 3) for r in range(1, 4)]  # down the right side
        + [(3, c) for c in range(2, -1, -1)]  # along the bottom, right to left
        + [(r, 0) for r in range(2, 0, -1)]  # up the left side
    )
    assert len(ring) == 12
    return ring[advances % 12]


def test_the_turn_track_puts_the_pawn_in_the_lower_left_corner_after_nine_turns():
    lower_left = (3, 0)
    assert [n for n in range(1, 13) if ring_position(n) == lower_left] == [9]
    assert ring_position(12) == ring_position(0) == (0, 0)  # twelve turns: back upper-left


def late_in_the_game() -> dict:
    """The start of turn 9 (see the module docstring): the three draws are pending."""
    return thrag_wire(
        turn=9,
        draw_counter=211,
        pending_chance={"type": "draw_beast"},
        hit_points=[0, 1, 4, 5],
        healing_pool=[2, 3],
        healing_tiles={"draw_pile": [4], "discard": [1, 2, 3, 5]},
        coins={"red": [0, 3, 5], "green": [], "blue": [1, 4]},
        pawns={"red": "spent", "green": "unused", "blue": "unused"},
        beasts=beasts(
            red=([5], [3, 4], [1, 2]),
            green=([2, 4], [], [1, 3, 5]),
            blue=([3], [], [1, 2, 4, 5]),
        ),
    )


def test_the_most_complex_turn_imaginable():
    s = posed(late_in_the_game())
    assert THRAG.to_wire(s)["pending_chance"]["color"] == "red"

    # "Thrag draws three foe tiles and rolls all the dice."
    s, _ = play(
        s,
        DrawBeast(color="red", value=5),
        DrawBeast(color="green", value=2),
        DrawBeast(color="blue", value=3),
        Roll(die="red", value=3),
        Roll(die="green", value=5),
        Roll(die="blue", value=0),
        Roll(die="black", value=2),
    )
    w = THRAG.to_wire(s)
    strengths = {b["color"]: b["value"] + b["die"] for b in w["drawn"]}
    assert strengths == {"red": 8, "green": 7, "blue": 3}
    assert w["thrag_die"] == 2
    assert w["beasts"]["red"]["draw_pile"] == []  # the red stack is empty now
    assert Stop() not in moves_of(s)  # "He must fight at least once."

    # "He decides to take on the blue beast, and draws a blue coin of value 4. Thrag wins, 6-3"
    s, events = play(s, BLUE, FlipCoin(color="blue"), coin("blue", 4))
    slain = next(e for e in events if e.type == "beast_slain")
    assert (slain.details["thrag"], slain.details["foe"]) == (6, 3)
    w = THRAG.to_wire(s)
    assert w["beasts"]["blue"]["slain"] == [1, 2, 3, 4, 5]  # "the last blue tile in the deck"
    assert w["pawns"]["blue"] == "black"  # slain without using the blue pawn (H7)
    assert Stop() in moves_of(s)  # "He could stop now"

    # "He has used up all of his green coins, and decides to use a red one in its stead."
    s, _ = play(s, GREEN)
    flips = [m for m in moves_of(s) if m.type == "flip_coin"]
    assert [m.color for m in flips] == ["red", "blue"]  # any colour with coins left (H6)
    # "It comes up 3 ... He has lost this battle 7-5, and therefore takes 2 hit points of damage"
    s, events = play(s, FlipCoin(color="red"), coin("red", 3))
    lost = next(e for e in events if e.type == "fight_lost")
    assert (lost.details["foe"], lost.details["thrag"], lost.details["damage"]) == (7, 5, 2)
    # "His hit point coins are null, 1, 4, and 5. He puts the 4 into the healing pool"
    assert THRAG.to_wire(s)["hit_points"] == [0, 1, 4, 5]
    assert moves_of(s) == [Pay(coins=[4]), Pay(coins=[5])]  # no change: the 1 alone is short
    s, _ = play(s, Pay(coins=[4]))
    w = THRAG.to_wire(s)
    assert w["hit_points"] == [0, 1, 5] and w["healing_pool"] == [2, 3, 4]

    # "Thrag goes after the same beast again. He spends the green pawn ... the new roll is a
    # null ... his base strength is enough to be victorious, 2-2."
    s, events = play(s, GREEN, SpendPawn(pawn="green"), Roll(die="green", value=0), Strike())
    slain = next(e for e in events if e.type == "beast_slain")
    assert (slain.details["thrag"], slain.details["foe"]) == (2, 2)
    w = THRAG.to_wire(s)
    assert w["beasts"]["green"]["slain"] == [1, 2, 3, 5]
    assert w["pawns"] == {"red": "spent", "green": "spent", "blue": "black"}

    # "Thrag has no hope of defeating the red beast": red coins null and 5 left, 2 + 5 < 8.
    assert w["coins"]["red"] == [0, 5] and 2 + max(w["coins"]["red"]) < strengths["red"]
    # "has already spent his red pawn ... spend [the blue] pawn to reroll his own die ...
    # comes up null on reroll. Thrag decides to call it quits."
    s, _ = play(s, RED)
    pawns = [m for m in moves_of(s) if m.type == "spend_pawn"]
    assert pawns == [SpendPawn(pawn="blue")]  # the red pawn is spent; blue is black
    s, _ = play(s, SpendPawn(pawn="blue"), Roll(die="black", value=0))
    assert THRAG.to_wire(s)["thrag_die"] == 0
    labels = {lm.move.type: lm.label for lm in THRAG.legal_moves(s)}
    # H15: even a 5 cannot win now (0 + 5 < 8), whichever red coins are left
    assert labels["flip_coin"].endswith("a certain loss: 3 to 8 damage")
    assert (
        labels["strike"]
        == "Strike the red 5: Thrag 0 against 8, a certain loss: 8 damage kills Thrag"
    )
    # H14: he may stop in the middle of this fight: three fights are done this turn
    assert labels["stop"] == "Stop fighting for this turn: the red 5 goes to its discard pile"
    # "He puts the red beast into the red discard pile"
    s, events = play(s, Stop())
    w = THRAG.to_wire(s)
    assert w["beasts"]["red"]["discard"] == [3, 4, 5]
    assert w["pending_chance"]["type"] == "draw_healing"

    # "Thrag flips over a black tile, which comes up 4 ... draw the black 4 coin back"
    # "The red foe stack and the black healing stack have depleted; Thrag reshuffles"
    # "He advances the black pawn."
    s, events = play(s, heal(4))
    assert event_types(events) == ["healed", "reshuffled", "reshuffled", "turn_started"]
    assert [e.details["stack"] for e in events if e.type == "reshuffled"] == ["red", "healing"]
    w = THRAG.to_wire(s)
    assert w["hit_points"] == [0, 1, 4, 5] and w["healing_pool"] == [2, 3]
    assert w["beasts"]["red"] == {"draw_pile": [3, 4, 5], "discard": [], "slain": [1, 2]}
    assert w["healing_tiles"] == {"draw_pile": [1, 2, 3, 4, 5], "discard": []}
    assert w["status"] == "ongoing"

    # "It now lies in the lower-left corner of the grid; he has only three more turns to slay
    # all of the remaining red and green beasts"
    assert w["turn"] == 10
    assert ring_position(w["turn"] - 1) == (3, 0)
    assert list(range(w["turn"], 13)) == [10, 11, 12]  # three more turns
    alive = {
        c: sorted(w["beasts"][c]["draw_pile"] + w["beasts"][c]["discard"])
        for c in ("red", "green", "blue")
    }
    assert alive == {"red": [3, 4, 5], "green": [4], "blue": []}
    assert w["pending_chance"]["type"] == "draw_beast" and w["pending_chance"]["color"] == "red"
    assert w["coins"] == {"red": [0, 5], "green": [], "blue": [1]}
    assert THRAG.score(s).breakdown["beasts_slain"] == 11
