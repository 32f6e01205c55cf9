"""The ``equip`` hint of Draggmar: the hero and items a seat takes into the room its group meets.

A room's resolution has no chance in it (D12, D14, D45): the room is face up, and so are the
heroes and items the other seats of the group have put in play. So the seat's choice is an
exact assignment problem, solved by an OR-Tools CP-SAT model (:func:`solve_model`): which hero
of its hand (unless one is in play) and which items of its hand (class limits, one weapon,
armour and shield, three items; an extra_slot skill in use adds one, D12, D36), lexicographically

1. meeting the room's goal: kill a monster, Boss or elite (the group's attack against the
   defense times its seats, D12), disarm a trap (a class or an ignore_trap effect), open a
   chest (a class or an open_chest effect), pass a hall;
2. then the hero's survival (a Boss or the Death Mage that stands defeats it, D14; a monster
   or a trap that wounds it to its health kills it);
3. then fewest wounds (heal effects count), then fewest items spent, then the weakest (every
   equipped item is discarded after the room, used or not: rulebook Dungeon Run).

The other seats count as they stand now (a seat whose hero is not in play yet adds nothing:
the plan is safe against them doing nothing). Skills and Fame are the seat's own choice before
equipping; the model counts what is already in use. :func:`outcome` is the same evaluation in
plain Python: the brute force the tests check the model against.

A Rift of the Undead Crusade is run as a level-2 dungeon (D54): its undead are monsters (of the
undead faction, so ``faction_attack`` counts where the Rift stands), General Velos is a Boss
(a hero that fails against him is lost) and a Portal is a hall, nothing to fight; so the same
model answers there.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ortools.sat.python import cp_model
from pydantic import BaseModel, Field

from games.draggmar import wire
from games.draggmar.rules import legal_moves, to_act
from games.draggmar.rules_common import group_of, hand_heroes, hand_items
from games.draggmar.rules_run import hero_stat, slot_limits
from games.draggmar.state import KEEP, DraggState
from solvers.core import HintResult, Unsolvable, optimal, stats

#: CP-SAT's search threads: a worker solves one hint at a time, two workers on two cores
NUM_WORKERS = 1
#: weights of the lexicographic objective (each level outweighs every lower one's range)
W_GOAL, W_ALIVE, W_WOUND, W_ITEM = 1_000_000, 100_000, 1_000, 100
FIGHTS = ("monster", "boss", "elite")
#: the moves of a seat preparing for a room (D12)
ROOM_MOVES = ("play_hero", "enter")
SOLVER = "cp-sat-equip"


@dataclass(frozen=True, slots=True)
class Room:
    """What the seat faces: the room and what the rest of the group brings, all face up."""

    card: Any
    seats: int  # fighters in the group (the defense to reach is the room's times this, D12)
    others_attack: int
    others_classes: frozenset[str]
    others_effects: frozenset[str]
    faction_bonus: int  # D faction_attack option: +1 to a monster's strike in its lands


@dataclass(frozen=True, slots=True)
class Seat:
    """The asking seat: its heroes to choose from, its items, and what is already in play."""

    heroes: tuple[str, ...]  # the hero in play, or the hand's heroes
    in_play: bool
    items: tuple[str, ...]  # the hand's items and those equipped now (they may be put back)
    equipped: tuple[str, ...]
    damage: int
    skill_effect: Any  # the hero's skill in use in this room, or None
    fame_spent: str | None
    skill: int


@dataclass(frozen=True, slots=True)
class Outcome:
    """A choice's result in the room: the objective's terms."""

    goal: bool
    alive: bool
    wounds: int
    spent: int
    spent_value: int

    @property
    def score(self) -> int:
        return (
            W_GOAL * self.goal
            + W_ALIVE * self.alive
            - W_WOUND * self.wounds
            - W_ITEM * self.spent
            - self.spent_value
        )


def check_solvable(state: DraggState, seat: int | None) -> int:
    """The seat preparing for a room; Unsolvable when it is not."""
    if state.status != "ongoing":
        raise Unsolvable("the game is over", reason="game-over")
    if state.queue:
        raise Unsolvable("a chance event is pending: resolve it first", reason="chance-pending")
    acting = to_act(state)
    if seat is None:
        preparing = [s for s in acting if _preparing(state, s)]
        if len(preparing) != 1:
            raise Unsolvable(
                "name the seat the hint is for (seats preparing for a room:"
                f" {preparing or 'none'})",
                reason="not-to-act",
            )
        seat = preparing[0]
    if seat not in acting or not _preparing(state, seat):
        raise Unsolvable(
            f"seat {seat} is not choosing a hero or items for a room (D12): the equip hint"
            " answers while its group prepares for a room; to scout or select, ask the route hint",
            reason="not-to-act",
        )
    room = state.cards.by_id[state.groups[group_of(state, seat)].meeting]
    if room.kind not in GOALS:
        raise Unsolvable(
            f"the equip hint knows no room of kind {room.kind!r}", reason="unsupported"
        )
    return seat


def _preparing(state: DraggState, seat: int) -> bool:
    if state.phase != "run" or not state.runners:
        return False
    runner = state.runners[seat]
    if runner.group is None or runner.out or runner.ready:
        return False
    group = state.groups[runner.group]
    if group.stage != "prepare" or group.room is None:
        return False
    if runner.hero is None and not hand_heroes(state, seat):
        return False
    # a curse's discard (D50) or the hand limit's (D40) comes first: no room move is legal yet
    return any(o.seat == seat and o.move.type in ROOM_MOVES for o in legal_moves(state))


def facts(state: DraggState, seat: int) -> tuple[Room, Seat]:
    """What the model needs, read from the state: only what is face up and the seat's hand."""
    cards = state.cards
    index = group_of(state, seat)
    group = state.groups[index]
    card = cards.by_id[group.meeting]
    fighters = [s for s in group.seats if not state.runners[s].out]
    others_attack, classes, effects = 0, set(), set()
    for other in fighters:
        runner = state.runners[other]
        if other == seat or runner.hero is None:
            continue
        others_attack += hero_stat(state, other, "attack")
        classes |= set(cards.by_id[runner.hero].classes)
        for cid in runner.equipped:
            if cards.by_id[cid].effect is not None:
                effects.add(cards.by_id[cid].effect.effect)
        if runner.skill:
            effects.add(cards.by_id[runner.hero].skills()[runner.skill - 1].effect)
    faction = getattr(card, "faction", None)
    bonus = int(
        state.options.faction_attack
        and group.location != KEEP
        and faction in cards.pack.map.locations[group.location - 1].factions
    )
    room = Room(card, len(fighters), others_attack, frozenset(classes), frozenset(effects), bonus)
    runner = state.runners[seat]
    skill_effect = (
        cards.by_id[runner.hero].skills()[runner.skill - 1]
        if runner.hero is not None and runner.skill
        else None
    )
    me = Seat(
        heroes=(runner.hero,)
        if runner.hero is not None
        else tuple(sorted(set(hand_heroes(state, seat)))),
        in_play=runner.hero is not None,
        items=tuple(sorted((*hand_items(state, seat), *runner.equipped))),
        equipped=runner.equipped,
        damage=runner.damage if runner.hero is not None else 0,
        skill_effect=skill_effect,
        fame_spent=runner.fame_spent,
        skill=runner.skill,
    )
    return room, me


def usable(cards: Any, hero: str, items: tuple[str, ...]) -> list[int]:
    """Indices of ``items`` the hero's classes allow (D12)."""
    classes = set(cards.by_id[hero].classes)
    return [i for i, cid in enumerate(items) if classes & set(cards.by_id[cid].classes)]


def fits(cards: Any, hero: str, skill: int, chosen: list[str]) -> bool:
    """D12, D36: the slot limits (the skill in use may add one)."""
    total, per_slot = slot_limits(cards, hero, skill)
    if len(chosen) > total:
        return False
    slots = [cards.by_id[cid].slot for cid in chosen]
    return all(slots.count(slot) <= limit for slot, limit in per_slot.items())


def _bonus(effects: list[Any], name: str) -> int:
    return sum(e.amount for e in effects if e is not None and e.effect == name)


def outcome(cards: Any, room: Room, me: Seat, hero: str, chosen: list[str]) -> Outcome:
    """The room's result for the seat with ``hero`` and items ``chosen`` (the brute force)."""
    card, h = room.card, cards.by_id[hero]
    items = [cards.by_id[cid] for cid in chosen]
    effects = [item.effect for item in items] + [me.skill_effect]
    names = {e.effect for e in effects if e is not None} | room.others_effects
    attack = h.attack + sum(i.attack for i in items) + _bonus(effects, "attack_bonus")
    attack += me.fame_spent == "attack"
    defense = h.defense + sum(i.defense for i in items) + _bonus(effects, "defense_bonus")
    defense += me.fame_spent == "defense"
    classes = set(h.classes) | room.others_classes
    kind, goal, harm, lost = card.kind, True, 0, False
    if kind in ("monster", "trap") and "skip_room" in names:
        pass
    elif kind == "trap":
        goal = bool(classes & set(card.disarm)) or "ignore_trap" in names
        if not goal and h.level <= card.level:
            absorbed = sum(i.defense for i in items) + _bonus(
                [i.effect for i in items], "defense_bonus"
            )
            harm = max(0, card.damage - absorbed)
    elif kind == "chest":
        goal = bool(classes & set(card.opens)) or "open_chest" in names
    elif kind in FIGHTS:
        goal = room.others_attack + attack >= card.defense * room.seats
        striker = kind == "monster" or (kind == "elite" and not card.final)
        if not goal and striker:
            harm = max(0, card.attack + room.faction_bonus - defense)
        lost = not goal and not striker
    on_hit = getattr(card, "on_hit", None)
    if harm > 0 and on_hit is not None and on_hit.effect == "damage":
        harm += on_hit.amount
    final = max(0, me.damage + harm - _bonus(effects, "heal"))
    alive = not lost and final < h.health
    wounds = 0 if lost else final - me.damage
    value = sum(i.attack + i.defense for i in items)
    return Outcome(goal, alive, wounds, len(chosen), value)


def brute_force(cards: Any, room: Room, me: Seat) -> tuple[int, str, list[str]]:
    """Every hero and every set of items it may equip: the best score, hero and items."""
    best: tuple[int, str, list[str]] | None = None
    for hero in me.heroes:
        allowed = [me.items[i] for i in usable(cards, hero, me.items)]
        for size in range(0, min(len(allowed), 4) + 1):
            for chosen in combinations(allowed, size):
                if not fits(cards, hero, me.skill, list(chosen)):
                    continue
                score = outcome(cards, room, me, hero, list(chosen)).score
                if best is None or score > best[0]:
                    best = (score, hero, list(chosen))
    assert best is not None, "a hero can always enter with no item"
    return best


@dataclass(frozen=True, slots=True)
class Solved:
    """The model's answer: the hero, the items, what they do in the room, and its proof."""

    hero: str
    items: list[str]
    outcome: Outcome
    optimal: bool
    branches: int


def solve_model(cards: Any, room: Room, me: Seat, time_limit_s: float = 10.0) -> Solved:
    """The CP-SAT model of the seat's choice (the module docstring's objective)."""
    m = cp_model.CpModel()
    card = room.card
    heroes = [cards.by_id[cid] for cid in me.heroes]
    items = [cards.by_id[cid] for cid in me.items]
    h = [m.new_bool_var(f"hero_{j}") for j in range(len(heroes))]
    x = [m.new_bool_var(f"item_{i}") for i in range(len(items))]
    m.add_exactly_one(h)
    for i, item in enumerate(items):  # D12: the hero's classes allow it
        m.add(
            x[i]
            <= sum(h[j] for j, hero in enumerate(heroes) if set(hero.classes) & set(item.classes))
        )
    for j, hero in enumerate(heroes):  # D12, D36: slot limits of that hero
        total, per_slot = slot_limits(cards, hero.id, me.skill)
        m.add(sum(x) <= total).only_enforce_if(h[j])
        for slot, limit in per_slot.items():
            m.add(
                sum(x[i] for i, it in enumerate(items) if it.slot == slot) <= limit
            ).only_enforce_if(h[j])

    def eff(it: Any, name: str) -> int:
        return it.effect.amount if it.effect is not None and it.effect.effect == name else 0

    def has(it: Any, name: str) -> bool:
        return it.effect is not None and it.effect.effect == name

    skill = [me.skill_effect]
    attack = (
        sum(h[j] * hero.attack for j, hero in enumerate(heroes))
        + sum(x[i] * (it.attack + eff(it, "attack_bonus")) for i, it in enumerate(items))
        + _bonus(skill, "attack_bonus")
        + (me.fame_spent == "attack")
    )
    defense = (
        sum(h[j] * hero.defense for j, hero in enumerate(heroes))
        + sum(x[i] * (it.defense + eff(it, "defense_bonus")) for i, it in enumerate(items))
        + _bonus(skill, "defense_bonus")
        + (me.fame_spent == "defense")
    )
    heal = sum(x[i] * eff(it, "heal") for i, it in enumerate(items)) + _bonus(skill, "heal")
    health = sum(h[j] * hero.health for j, hero in enumerate(heroes))
    own_names = {e.effect for e in skill if e is not None} | room.others_effects

    def any_of(name: str) -> list[Any]:
        """Literals that make ``name`` an effect in play (items chosen); True as a constant."""
        if name in own_names:
            return [m.new_constant(1)]
        return [x[i] for i, it in enumerate(items) if has(it, name)]

    big = 1000
    goal = m.new_bool_var("goal")
    harm = m.new_int_var(0, big, "harm")
    lost = m.new_bool_var("lost")
    kind = card.kind
    skip = kind in ("monster", "trap") and any_of("skip_room")
    if skip:
        skipped = m.new_bool_var("skipped")
        m.add_max_equality(skipped, skip)
    else:
        skipped = m.new_constant(0)
    if kind == "hall":
        m.add(goal == 1)
        m.add(harm == 0)
        m.add(lost == 0)
    elif kind in ("trap", "chest"):
        listed = set(card.disarm if kind == "trap" else card.opens)
        causes = any_of("ignore_trap" if kind == "trap" else "open_chest")
        causes += [h[j] for j, hero in enumerate(heroes) if set(hero.classes) & listed]
        if room.others_classes & listed:
            causes.append(m.new_constant(1))
        if kind == "trap":
            causes.append(skipped)
        if causes:
            m.add_max_equality(goal, causes)
        else:
            m.add(goal == 0)
        m.add(lost == 0)
        if kind == "chest":
            m.add(harm == 0)
        else:  # D45: the items absorb, not the hero; a higher-level hero is immune
            absorbed = sum(
                x[i] * (it.defense + eff(it, "defense_bonus")) for i, it in enumerate(items)
            )
            immune = sum(h[j] for j, hero in enumerate(heroes) if hero.level > card.level)
            raw = m.new_int_var(-big, big, "raw")
            m.add(raw == card.damage - absorbed)
            exposed = m.new_int_var(0, big, "exposed")
            m.add_max_equality(exposed, [raw, m.new_constant(0)])
            m.add(harm == 0).only_enforce_if(goal)
            spared = m.new_bool_var("immune")
            m.add(immune == 1).only_enforce_if(spared)
            m.add(immune == 0).only_enforce_if(spared.negated())
            m.add(harm == 0).only_enforce_if(spared)
            m.add(harm == exposed).only_enforce_if([goal.negated(), spared.negated()])
    else:
        need = card.defense * room.seats - room.others_attack
        kill = m.new_bool_var("kill")
        m.add(attack >= need).only_enforce_if(kill)
        m.add(attack <= need - 1).only_enforce_if(kill.negated())
        striker = kind == "monster" or (kind == "elite" and not card.final)
        if striker:
            m.add_max_equality(goal, [kill, skipped])
            raw = m.new_int_var(-big, big, "raw")
            m.add(raw == card.attack + room.faction_bonus - defense)
            struck = m.new_int_var(0, big, "struck")
            m.add_max_equality(struck, [raw, m.new_constant(0)])
            m.add(harm == 0).only_enforce_if(goal)
            m.add(harm == struck).only_enforce_if(goal.negated())
            m.add(lost == 0)
        else:
            m.add(goal == kill)
            m.add(harm == 0)
            m.add(lost == kill.negated())
    on_hit = getattr(card, "on_hit", None)
    extra = on_hit.amount if on_hit is not None and on_hit.effect == "damage" else 0
    harmed = m.new_bool_var("harmed")
    m.add(harm >= 1).only_enforce_if(harmed)
    m.add(harm == 0).only_enforce_if(harmed.negated())
    final_raw = m.new_int_var(-big, big, "final_raw")
    m.add(final_raw == me.damage + harm + extra * harmed - heal)
    final = m.new_int_var(0, big, "final")
    m.add_max_equality(final, [final_raw, m.new_constant(0)])
    alive = m.new_bool_var("alive")
    m.add(final <= health - 1).only_enforce_if([alive])
    m.add_bool_or([alive.negated(), lost.negated()])
    dies = m.new_bool_var("dies")
    m.add(final >= health).only_enforce_if(dies)
    m.add_bool_or([alive, dies, lost])
    wounds = m.new_int_var(-big, big, "wounds")
    m.add(wounds == final - me.damage).only_enforce_if(lost.negated())
    m.add(wounds == 0).only_enforce_if(lost)
    value = sum(x[i] * (it.attack + it.defense) for i, it in enumerate(items))
    m.maximize(W_GOAL * goal + W_ALIVE * alive - W_WOUND * wounds - W_ITEM * sum(x) - value)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = NUM_WORKERS
    solver.parameters.max_time_in_seconds = time_limit_s
    solver.parameters.random_seed = 0
    status = solver.solve(m)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise Unsolvable("the equip model found no assignment in its time", reason="budget")
    hero = me.heroes[next(j for j in range(len(heroes)) if solver.value(h[j]))]
    chosen = [me.items[i] for i in range(len(items)) if solver.value(x[i])]
    result = outcome(cards, room, me, hero, chosen)
    return Solved(
        hero,
        chosen,
        result,
        status == cp_model.OPTIMAL,
        solver.num_branches,
    )


def plan_moves(seat: int, me: Seat, solved: Solved) -> list[Any]:
    """The plan as moves that apply in order: the hero, items put back, items equipped, enter."""
    plan: list[Any] = []
    if not me.in_play:
        plan.append(wire.PlayHero(seat=seat, hero=solved.hero))
    for cid in me.equipped:
        if cid not in solved.items:
            plan.append(wire.Unequip(seat=seat, hero=solved.hero, item=cid))
    for cid in solved.items:
        if cid not in me.equipped:
            plan.append(wire.Equip(seat=seat, hero=solved.hero, item=cid))
    plan.append(wire.Enter(seat=seat, hero=solved.hero))
    return plan


def first_move(state: DraggState, seat: int) -> Any:
    """The plan's first move (the equip policy's move: it solves again at every step)."""
    room, me = facts(state, seat)
    return plan_moves(seat, me, solve_model(state.cards, room, me))[0]


GOALS = {
    "monster": "kill it",
    "boss": "kill the Boss",
    "elite": "kill it",
    "trap": "disarm it",
    "chest": "open it",
    "hall": "pass it",
}


def _explain(cards: Any, room: Room, solved: Solved) -> str:
    card, result = room.card, solved.outcome
    names = ", ".join(cards.by_id[cid].name for cid in solved.items) or "no item"
    goal = GOALS[card.kind]
    text = f"Take {cards.by_id[solved.hero].name} into {card.name} with {names}: "
    text += f"this {'does' if result.goal else 'cannot'} {goal}"
    if card.kind in FIGHTS:
        text += f" (the group needs {card.defense * room.seats} attack"
        text += f", the others bring {room.others_attack})" if room.others_attack else ")"
    if not result.alive:
        text += ", and the hero does not come back"
    elif result.wounds > 0:
        text += f", and the hero takes {result.wounds} wound{'s' * (result.wounds > 1)}"
    else:
        text += ", and the hero comes out unhurt"
    text += (
        f". {result.spent} item{'s' * (result.spent != 1)} spent (every item equipped is"
        " discarded after the room). No other choice of your hand does better"
        if solved.optimal
        else ". The best found in the time"
    )
    return text + " (counting the other seats as they stand now)."


def answer(state: DraggState, seat: int, time_limit_s: float = 10.0) -> HintResult:
    """The hint for a seat preparing for a room."""
    started = time.perf_counter()
    room, me = facts(state, seat)
    cards = state.cards
    solved = solve_model(cards, room, me, time_limit_s)
    result = solved.outcome
    return {
        "moves": [move.model_dump(mode="json") for move in plan_moves(seat, me, solved)],
        "value": {
            "amount": float(result.goal),
            "unit": "probability",
            "meaning": f"the chance the room's goal is met ({GOALS[room.card.kind]}): nothing"
            " in a room's resolution is random once it is face up (D12), so 1 or 0, with the"
            " other seats as they stand now",
        },
        "quality": optimal()
        if solved.optimal
        else {"kind": "estimate", "basis": "time", "note": "CP-SAT stopped at its time limit"},
        "explanation": _explain(cards, room, solved),
        "stats": stats(
            SOLVER,
            solved.branches,
            0,
            (time.perf_counter() - started) * 1000,
            solved.optimal,
            heroes=len(me.heroes),
            items=len(me.items),
            num_workers=NUM_WORKERS,
        ),
        "plan": {
            "hero": solved.hero,
            "items": solved.items,
            "goal": result.goal,
            "alive": result.alive,
            "wounds": result.wounds,
            "items_spent": result.spent,
        },
    }


class DraggmarEquipPlan(BaseModel):
    """An equip hint's ``plan``: the hero and items chosen, and what they achieve."""

    hero: str = Field(description="the hero card to play")
    items: list[str] = Field(description="the item cards the hero carries into the room")
    goal: bool = Field(description="whether the room's goal (kill, disarm, open) is met")
    alive: bool = Field(description="whether the hero survives the room")
    wounds: int = Field(description="the damage the hero takes, healing counted")
    items_spent: int = Field(description="the items the room uses up")


def solve_equip(state: DraggState, seat: int | None, budget_ms: int) -> HintResult:
    """The ``equip`` hint: CP-SAT within ``budget_ms``."""
    asking = check_solvable(state, seat)
    return answer(state, asking, budget_ms / 1000)
