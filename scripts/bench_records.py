"""How a move's state change costs with each way of holding a state (issue 29): what chose
frozen slotted dataclasses with one draft (:mod:`games.core.record`) over the alternatives.

A 22-field state of ints (Thrag's width); a "move" changes three fields. Each line is the best
of ``--repeat`` timings of ``--number`` calls, in ns per call, and its ratio to the draft's::

    uv run python scripts/bench_records.py
"""

from __future__ import annotations

import argparse
import timeit
from collections.abc import Callable
from dataclasses import make_dataclass
from typing import Any

import msgspec

from games.core.record import drafting
from games.core.slots import slot_builder, slot_replacer

WIDTH = 22
NAMES = [f"f{i}" for i in range(WIDTH)]


def cases() -> dict[str, Callable[[], Any]]:
    from games.core.record import Fields, fields, record

    spec = {"__annotations__": dict.fromkeys(NAMES, "int")}
    state_fields = fields(type("WideFields", (Fields,), spec))
    Wide = record(type("Wide", (state_fields,), {}))
    drafts = drafting(Wide)
    state = Wide(*range(WIDTH))
    evolve = slot_replacer(Wide)

    def draft_move() -> Any:
        d: Any = drafts.thaw(state)
        d.f3, d.f5, d.f7 = 1, 2, d.f7 + 1
        return drafts.freeze(d)

    def evolve_once() -> Any:
        return evolve(state, f3=1, f5=2, f7=state.f7 + 1)

    def evolve_thrice() -> Any:
        changed = evolve(evolve(state, f3=1), f5=2)
        return evolve(changed, f7=changed.f7 + 1)

    Struct = msgspec.defstruct("Struct", [(n, int) for n in NAMES], frozen=True)
    StructDraft = msgspec.defstruct("StructDraft", [], bases=(Struct,), frozen=False)
    struct = Struct(*range(WIDTH))
    astuple, replace = msgspec.structs.astuple, msgspec.structs.replace

    def struct_draft_move() -> Any:  # a frozen Struct cannot change class: rebuilt as a draft
        d = StructDraft(*astuple(struct))
        d.f3, d.f5, d.f7 = 1, 2, d.f7 + 1
        d.__class__ = Struct
        return d

    def struct_replace_once() -> Any:
        return replace(struct, f3=1, f5=2, f7=struct.f7 + 1)

    def struct_replace_thrice() -> Any:
        changed = replace(replace(struct, f3=1), f5=2)
        return replace(changed, f7=changed.f7 + 1)

    small = [("color", str), ("value", int), ("die", int), ("slain", bool)]
    Small = make_dataclass("Small", small, frozen=True, slots=True)
    new_small = slot_builder(Small, ("color", "value", "die", "slain"))
    SmallStruct = msgspec.defstruct("SmallStruct", small, frozen=True)
    other = Wide(*range(WIDTH))
    other_struct = Struct(*range(WIDTH))
    return {
        "a move on one draft (copy, 3 writes, freeze)": draft_move,
        "dataclasses.replace-like evolve, once": evolve_once,
        "evolve, three times": evolve_thrice,
        "msgspec Struct draft (rebuilt, 3 writes)": struct_draft_move,
        "msgspec.structs.replace, once": struct_replace_once,
        "msgspec.structs.replace, three times": struct_replace_thrice,
        "a 4-field record: dataclass __init__": lambda: Small("red", 3, 4, False),
        "a 4-field record: slot_builder": lambda: new_small("red", 3, 4, False),
        "a 4-field record: msgspec Struct": lambda: SmallStruct("red", 3, 4, False),
        "== of two 22-field records: dataclass": lambda: state == other,
        "== of two 22-field records: msgspec": lambda: struct == other_struct,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--number", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    timings = {
        name: min(timeit.repeat(call, number=args.number, repeat=args.repeat)) / args.number * 1e9
        for name, call in cases().items()
    }
    unit = next(iter(timings.values()))
    for name, ns in timings.items():
        print(f"{name:48s} {ns:7.0f} ns  {ns / unit:5.2f}x")


if __name__ == "__main__":
    main()
