"""The declarative flow (:mod:`games.core.flow`) on two small games of its own: an agenda of
tasks (Trogdor's shape: automatic tasks, a draw, a seat's decision, a task that settles itself)
and groups going on at once (Dungeons of Draggmar's runs: several open steps, each with its
seats, listed seat by seat)."""

from __future__ import annotations

from typing import Any, Literal

import pytest
from pydantic import BaseModel, ConfigDict

from games.core.errors import GameOver, IllegalMove
from games.core.flow import Flow, Open, Step, on
from games.core.game import LegalMove
from games.core.record import Fields, fields, record
from games.core.slots import new_legal_move


class Move(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Roll(Move):
    type: Literal["roll"] = "roll"
    value: int


class Pick(Move):
    type: Literal["pick"] = "pick"
    seat: int
    n: int


class Wave(Move):
    type: Literal["wave"] = "wave"
    seat: int


class Pending(Move):
    type: str
    text: str


# --- an agenda of tasks ----------------------------------------------------------------------

Task = tuple[str, Any]


@fields
class RelayFields(Fields):
    status: str
    draw_counter: int
    turn: int
    players: int
    score: int
    tasks: tuple[Task, ...]

    def pop(self) -> Task:
        task = self.tasks[0]
        self.tasks = self.tasks[1:]
        return task

    def push(self, *tasks: Task) -> None:
        self.tasks = (*tasks, *self.tasks)


@record
class Relay(RelayFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    pass


def relay(score: int = 0, tasks: tuple[Task, ...] = (("start", 0),), players: int = 2) -> Relay:
    return Relay(
        status="ongoing", draw_counter=0, turn=0, players=players, score=score, tasks=tasks
    )


def _start(d: RelayFields, seat: int) -> None:
    d.pop()
    d.event("started", f"seat {seat} starts")
    d.push(("roll", seat), ("skip", None), ("choose", seat))


def _rolled(d: RelayFields, seat: int, move: Roll) -> None:
    d.pop()
    d.score += move.value
    d.event("rolled", f"{move.value}", value=move.value)
    if move.value == 6:
        d.push(("bonus", None))


def _bonus(d: RelayFields, _: None) -> None:
    d.pop()
    d.score += 10


def _skip(d: RelayFields, _: None) -> bool:
    """Nothing to decide: the task settles itself."""
    d.pop()
    return True


def _picks(state: RelayFields, seat: int) -> list[LegalMove[Any]]:
    return [new_legal_move(Pick(seat=seat, n=n), seat, f"pick {n}", None) for n in (1, 2)]


def _picked(d: RelayFields, seat: int, move: Pick) -> None:
    d.pop()
    d.score += move.n
    d.push(("end", seat))


def _waved(d: RelayFields, seat: int, move: Wave) -> None:
    raise IllegalMove("no waving in a relay")


def _end(d: RelayFields, seat: int) -> None:
    d.pop()
    if d.score >= 20:
        d.status = "over"
    else:
        d.push(("start", (seat + 1) % d.players))


def _pending(state: RelayFields, seat: int) -> Pending:
    return Pending(type="roll", text="Roll the die")


RELAY_STEPS: tuple[Step[RelayFields, Any], ...] = (
    Step("start", "automatic", then=frozenset({"roll"}), run=_start),
    Step(
        "roll",
        "chance",
        on=(on(Roll, _rolled),),
        then=frozenset({"bonus", "skip"}),
        pending=_pending,
        outcomes=lambda state, seat: [(Roll(value=v), 1) for v in range(1, 7)],
        label=lambda state, move: f"rolls {move.value}",
    ),
    Step("bonus", "automatic", then=frozenset({"skip"}), run=_bonus),
    Step(
        "skip",
        "decision",
        on=(on(Wave, _waved),),
        then=frozenset({"choose"}),
        text="nothing to skip",
        moves=lambda state, _: [],
        settle=_skip,
    ),
    Step(
        "choose",
        "decision",
        on=(on(Pick, _picked), on(Wave, _waved)),
        then=frozenset({"end"}),
        text="pick 1 or 2",
        moves=_picks,
    ),
    Step("end", "automatic", then=frozenset({"start"}), run=_end),
)


def _first_task(state: RelayFields) -> Open:
    return (state.tasks[0],)


def relay_flow(**options: Any) -> Flow[Relay, RelayFields]:
    return Flow(
        Relay,
        RELAY_STEPS,
        _first_task,
        chance_moves=(Roll,),
        over=lambda state: "the relay is over",
        counts_moves=True,
        **options,
    )


def test_an_agenda_runs_its_automatic_tasks_and_waits_for_a_draw_then_a_seat() -> None:
    flow = relay_flow()
    state, events = flow.start(relay())
    assert state.tasks[0] == ("roll", 0) and [e.type for e in events] == ["started"]
    assert flow.pending_chance(state) == Pending(type="roll", text="Roll the die")
    assert flow.to_act(state) == ()
    legal = flow.legal_moves(state)
    assert [(m.label, m.probability) for m in legal][:2] == [("rolls 1", 1 / 6), ("rolls 2", 1 / 6)]
    state, events = flow.apply(state, Roll(value=6))  # the bonus, then the skip settles itself
    assert (state.score, state.draw_counter, state.turn) == (16, 1, 0)
    assert state.tasks == (("choose", 0),)
    assert flow.to_act(state) == (0,) and flow.pending_chance(state) is None
    assert [m.move for m in flow.legal_moves(state)] == [Pick(seat=0, n=1), Pick(seat=0, n=2)]
    state, _ = flow.apply(state, Pick(seat=0, n=2))  # 18: the next seat starts
    assert (state.score, state.turn, state.tasks[0]) == (18, 1, ("roll", 1))
    state, _ = flow.apply(state, Roll(value=1))
    state, _ = flow.apply(state, Pick(seat=1, n=1))
    assert state.status == "over" and flow.legal_moves(state) == [] and flow.to_act(state) == ()
    with pytest.raises(GameOver, match="the relay is over"):
        flow.apply(state, Pick(seat=0, n=1))


def test_a_move_that_does_not_fit_is_refused_saying_why() -> None:
    flow = relay_flow()
    rolling, _ = flow.start(relay())
    choosing, _ = flow.apply(rolling, Roll(value=2))
    refusals = [
        (rolling, Pick(seat=0, n=1), r"waiting for a chance event: Roll the die \(roll\)"),
        (choosing, Roll(value=3), "no chance event is pending: pick 1 or 2"),
        (choosing, Pick(seat=1, n=1), r"seat 1 may not move now: pick 1 or 2, waiting for .* 0$"),
        (choosing, Wave(seat=0), "no waving"),  # the handler's own reason
    ]
    for state, move, words in refusals:
        with pytest.raises(IllegalMove, match=words):
            flow.apply(state, move)
    worded = relay_flow(why=lambda state, move, reason, words: f"{reason}: {words}")
    with pytest.raises(IllegalMove, match=r"^not-to-act: seat 1 may not"):
        worded.apply(choosing, Pick(seat=1, n=1))


def test_a_step_not_taking_the_move_says_what_it_takes() -> None:
    flow = relay_flow()
    choosing, _ = flow.apply(flow.start(relay())[0], Roll(value=2))
    del flow.handlers["choose"][Wave]
    with pytest.raises(IllegalMove, match="pick 1 or 2: send pick or wave, not wave"):
        flow.apply(choosing, Wave(seat=0))


def test_a_memo_flow_lists_a_states_moves_once() -> None:
    listed: list[int] = []

    def counted(state: RelayFields, seat: int) -> list[LegalMove[Any]]:
        listed.append(seat)
        return _picks(state, seat)

    steps = tuple(
        Step(
            "choose",
            "decision",
            on=step.on,
            then=step.then,
            text=step.text,
            moves=counted,
            listed=True,
        )
        if step.name == "choose"
        else step
        for step in RELAY_STEPS
    )
    flow = Flow(Relay, steps, _first_task, chance_moves=(Roll,), over=str, memo=True)
    choosing, _ = flow.apply(flow.start(relay())[0], Roll(value=2))
    legal = flow.legal_moves(choosing)
    assert flow.to_act(choosing) == (0,)
    flow.apply(choosing, legal[0].move)
    with pytest.raises(IllegalMove, match="pick: not a legal move now"):  # a listed step's
        flow.apply(choosing, Pick(seat=0, n=3))
    assert listed == [0]  # listed once, kept with the state
    assert choosing.decisions is not None and legal is not choosing.decisions  # a copy out


def test_an_automatic_step_that_never_rests_is_a_bug() -> None:
    looping: Step[RelayFields, Any] = Step(
        "loop", "automatic", then=frozenset({"loop"}), run=lambda d, _: None
    )
    flow = Flow(Relay, (looping,), lambda state: (("loop", None),), chance_moves=(), over=str)
    with pytest.raises(AssertionError, match="did not settle"):
        flow.start(relay(tasks=(("loop", None),) * 2))


def test_declarations_are_checked_when_made() -> None:
    with pytest.raises(TypeError, match="a chance step lacks"):
        Step("roll", "chance", on=(on(Roll, _rolled),))
    with pytest.raises(TypeError, match="takes its one chance move"):
        Step("roll", "chance", pending=_pending, outcomes=lambda s, a: [], label=str)
    with pytest.raises(TypeError, match="a decision step takes moves"):
        Step("choose", "decision", moves=_picks)
    with pytest.raises(TypeError, match="takes no move and settles"):
        Step("end", "automatic", on=(on(Pick, _picked),), run=_end)
    with pytest.raises(TypeError, match="then names no step"):
        Flow(Relay, (Step("end", "automatic", then=frozenset({"nowhere"}), run=_end),),
             _first_task, chance_moves=(), over=str)  # fmt: skip
    with pytest.raises(TypeError, match="declared twice"):
        Flow(Relay, RELAY_STEPS * 2, _first_task, chance_moves=(), over=str)


def test_what_follows_a_step_is_what_its_then_reaches() -> None:
    flow = relay_flow()
    assert flow.reaches("end") == {"start", "roll", "bonus", "skip", "choose", "end"}
    assert flow.reaches("bonus") >= {"choose", "end"}
    assert flow.unforeseen((("roll", 0),), (("choose", 0),)) == []
    narrow = Flow(
        Relay,
        [Step("end", "automatic", run=_end), *RELAY_STEPS[:-1]],
        _first_task,
        chance_moves=(Roll,),
        over=str,
    )
    assert narrow.unforeseen((("choose", 0),), (("roll", 1),)) == ["roll"]


# --- groups going on at once -----------------------------------------------------------------


@record
class Group:
    stage: str
    seats: tuple[int, ...]
    waves: int = 0


@fields
class PartyFields(Fields):
    status: str
    draw_counter: int
    groups: tuple[Group, ...]
    drawn: bool = False


@record
class Party(PartyFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    pass


def _waves(state: PartyFields, index: int) -> list[LegalMove[Any]]:
    return [
        new_legal_move(Wave(seat=s), s, f"seat {s} waves", None) for s in state.groups[index].seats
    ]


def _waved_in(d: PartyFields, index: int, move: Wave) -> None:
    group = d.groups[index]
    waves = group.waves + 1
    changed = Group("done" if waves >= 2 else "wave", group.seats, waves)
    d.groups = tuple(changed if i == index else g for i, g in enumerate(d.groups))
    d.event("waved", f"seat {move.seat} waves in group {index}")


def _rest(d: PartyFields, index: int) -> None:
    group = d.groups[index]
    d.groups = tuple(
        Group("rest", group.seats, group.waves) if i == index else g for i, g in enumerate(d.groups)
    )
    if all(g.stage == "rest" for g in d.groups):
        d.status = "over"


def _draw(d: PartyFields, index: int, move: Roll) -> None:
    d.drawn = True


PARTY_STEPS: tuple[Step[PartyFields, Any], ...] = (
    Step(
        "wave",
        "decision",
        on=(on(Wave, _waved_in),),
        then=frozenset({"done", "wave"}),
        text="the groups wave",
        moves=_waves,
        seats=lambda state, index: state.groups[index].seats,
    ),
    Step("done", "automatic", then=frozenset({"rest"}), run=_rest),
    Step(
        "draw",
        "chance",
        on=(on(Roll, _draw),),
        pending=lambda state, index: Pending(type="roll", text="draw"),
        outcomes=lambda state, index: [(Roll(value=1), 1)],
        label=lambda state, move: "draw",
    ),
    Step("rest", "decision", on=(on(Wave, _waved_in),), moves=lambda state, index: []),
)


def _groups(state: PartyFields) -> Open:
    opens = tuple((g.stage, i) for i, g in enumerate(state.groups))
    return opens if state.drawn else (*opens, ("draw", None))


def party_flow() -> Flow[Party, PartyFields]:
    return Flow(Party, PARTY_STEPS, _groups, chance_moves=(Roll,), over=str, by_seat=True)


def test_groups_decide_at_once_listed_seat_by_seat_each_move_to_its_group() -> None:
    flow = party_flow()
    state = Party(
        status="ongoing",
        draw_counter=0,
        groups=(Group("wave", (2, 0)), Group("wave", (1,))),
    )
    assert flow.to_act(state) == ()  # an open chance step holds every decision back
    state, _ = flow.apply(state, Roll(value=1))
    assert [m.seat for m in flow.legal_moves(state)] == [0, 1, 2]
    assert flow.to_act(state) == (0, 1, 2)
    state, events = flow.apply(state, Wave(seat=1))
    assert [g.waves for g in state.groups] == [0, 1] and [e.text for e in events] == [
        "seat 1 waves in group 1"
    ]
    state, _ = flow.apply(state, Wave(seat=1))  # group 1 is done and rests; group 0 waves on
    assert [g.stage for g in state.groups] == ["wave", "rest"]
    assert flow.to_act(state) == (0, 2)
    with pytest.raises(IllegalMove, match="seat 1 may not move now: the groups wave"):
        flow.apply(state, Wave(seat=1))
    state, _ = flow.apply(state, Wave(seat=2))
    state, _ = flow.apply(state, Wave(seat=0))
    assert state.status == "over"


# --- listed seat by seat, and moves that change only their own seat ----------------------------


class Bump(Move):
    type: Literal["bump"] = "bump"
    seat: int


class Stop(Move):
    type: Literal["stop"] = "stop"
    seat: int


@fields
class TallyFields(Fields):
    status: str
    draw_counter: int
    players: int
    counts: tuple[int, ...]
    stopped: tuple[bool, ...]
    settles: int = 0


@record
class Tally(TallyFields):  # type: ignore[misc]  # frozen fields of a writable declaration
    pass


def tally_flow(listed: list[int]) -> Flow[Tally, TallyFields]:
    """Each seat bumps its own count (an own move: no other seat's list or settle reads it)
    or stops; once every seat stops the game is over. ``listed``: the seats listed, in turn."""

    def seat_moves(state: TallyFields, arg: None, seat: int) -> list[LegalMove[Any]]:
        listed.append(seat)
        if state.stopped[seat]:
            return []
        return [
            new_legal_move(Bump(seat=seat), seat, "bump", None),
            new_legal_move(Stop(seat=seat), seat, "stop", None),
        ]

    def bumped(d: TallyFields, arg: None, move: Bump) -> None:
        d.counts = tuple(c + (s == move.seat) for s, c in enumerate(d.counts))

    def stopped(d: TallyFields, arg: None, move: Stop) -> None:
        d.stopped = tuple(x or s == move.seat for s, x in enumerate(d.stopped))

    def every_seat_stopped(d: TallyFields, arg: None) -> bool:
        d.settles += 1
        if all(d.stopped):
            d.status = "over"
            return True
        return False

    step: Step[TallyFields, None] = Step(
        "count",
        "decision",
        on=(on(Bump, bumped), on(Stop, stopped)),
        then=frozenset({"count"}),
        text="every seat counts",
        seat_moves=seat_moves,
        listed=True,
        settle=every_seat_stopped,
        own=frozenset({Bump}),
    )
    return Flow(
        Tally,
        (step,),
        lambda state: (("count", None),),
        chance_moves=(),
        over=str,
        players=lambda state: state.players,
    )


def tally(players: int = 3) -> Tally:
    return Tally(
        status="ongoing",
        draw_counter=0,
        players=players,
        counts=(0,) * players,
        stopped=(False,) * players,
    )


def test_a_move_is_checked_against_its_own_seats_moves_alone() -> None:
    listed: list[int] = []
    flow = tally_flow(listed)
    state, _ = flow.apply(tally(), Stop(seat=1))
    assert listed == [1]  # routing listed the mover's moves, no other seat's
    listed.clear()
    assert flow.to_act(state) == (0, 2)
    assert [m.seat for m in flow.legal_moves(state)] == [0, 0, 2, 2]
    flow.apply(state, Bump(seat=2))
    assert listed == [0, 1, 2]  # each seat listed once, kept with the state
    for move in (Bump(seat=1), Bump(seat=3)):  # seat 1 stopped; seat 3 is no seat
        with pytest.raises(IllegalMove, match=f"seat {move.seat} may not move now"):
            flow.apply(state, move)


def test_an_own_move_in_a_settled_state_settles_nothing_and_keeps_the_other_seats_moves() -> None:
    listed: list[int] = []
    flow = tally_flow(listed)
    first, _ = flow.apply(tally(), Bump(seat=0))  # a state the flow did not make: settled
    assert (first.settles, first.settled) == (1, True)
    flow.legal_moves(first)
    listed.clear()
    bumped, _ = flow.apply(first, Bump(seat=0))
    assert (bumped.counts, bumped.settles) == ((2, 0, 0), 1)  # nothing settled
    assert [m.seat for m in flow.legal_moves(bumped)] == [0, 0, 1, 1, 2, 2]
    assert listed == [0]  # the mover's list made again; seats 1 and 2 kept from before
    stopped, _ = flow.apply(bumped, Stop(seat=0))  # not own: settled again
    assert stopped.settles == 2
    for seat in (1, 2):
        stopped, _ = flow.apply(stopped, Stop(seat=seat))
    assert stopped.status == "over"


def test_own_moves_and_seat_lists_are_checked_when_declared() -> None:
    with pytest.raises(TypeError, match="own moves are moves it takes, by seat_moves"):
        Step("choose", "decision", on=(on(Pick, _picked),), moves=_picks, own=frozenset({Pick}))
    step: Step[RelayFields, Any] = Step(
        "choose", "decision", on=(on(Pick, _picked),), seat_moves=lambda s, a, seat: []
    )
    with pytest.raises(TypeError, match="needs players="):
        Flow(Relay, (step,), _first_task, chance_moves=(), over=str)
