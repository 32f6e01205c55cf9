"""Engine states as frozen typed records, and the one draft that ``apply`` changes.

Every game holds its state the same way:

- ``@fields class XFields(Fields)``: the state's fields, declared once with their types, and the
  reads the rules share (``slain_count``, ``open_tables``...). To the type checker this is the
  writable shape of the state: what a rule that changes the state is given (a *draft*).
- ``@record class XState(XFields)``: the state, a frozen slotted dataclass of those fields. Its
  nested records (``@record class Beast``) are frozen too: a rule replaces them
  (:func:`replacer`), never writes through them, so a draft shares them with the state it was
  made from and nothing needs a deep copy.
- :func:`drafting` ``(XState)``: ``thaw`` makes the one mutable draft of a move (a copy of every
  field, generated code: no loop), ``freeze`` turns it into the next state by a change of class
  (no second copy). :class:`games.core.flow.Flow` does both around a move's handlers.

A field declared with ``field(init=False, default=None)`` is a *memo*: something worked out
from the state and kept with it (its legal moves, its hash). A memo is not part of the state:
not compared, hashed, pickled or copied into a draft, and :func:`snapshot` leaves it out.

>>> @fields
... class CounterFields(Fields):
...     count: int
...     names: tuple[str, ...]
>>> @record
... class Counter(CounterFields):
...     pass
>>> state = Counter(count=1, names=("a",))
>>> drafts = drafting(Counter)
>>> draft = drafts.thaw(state)
>>> draft.count += 1
>>> draft.event("counted", "one more", count=draft.count)
>>> after, events = drafts.freeze(draft)
>>> after, state, [e.type for e in events]
(Counter(count=2, names=('a',)), Counter(count=1, names=('a',)), ['counted'])
>>> after.count = 3
Traceback (most recent call last):
...
dataclasses.FrozenInstanceError: cannot assign to field 'count'

Why these and not others (``scripts/bench_records.py``, docs/speed.md): on a 22-field state a
move on one draft costs a third of one ``dataclasses.replace``-like ``evolve`` and an eighth of
three. A msgspec ``Struct`` is faster still (its draft half the time, a small record built five
times faster) but has no per-field ``compare``/``hash`` (Trogdor's ruleset, Thrag's options)
and no memos, and is not a dataclass (tests and solvers use ``dataclasses.replace``): the draft
is under a tenth of a Thrag or Troll Party move, so the difference is a few per cent of one.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Sequence
from dataclasses import MISSING, Field, dataclass, field
from enum import Enum
from typing import Any, Generic, TypeVar, cast, dataclass_transform

from pydantic import BaseModel

from games.core.game import Event, LegalMove
from games.core.slots import new_event, slot_replacer

T = TypeVar("T")
S = TypeVar("S")

#: marks a class made by :func:`fields`: :func:`record` takes the fields of such bases
_FIELDS_MARK = "__state_fields__"


@dataclass_transform(field_specifiers=(field,))
def fields(cls: type[T]) -> type[T]:
    """The fields of a state, and the reads its rules share: a plain slotless class whose
    annotations :func:`record` makes into the fields of a frozen record. To the type checker it
    is a dataclass with writable fields: the type of a draft."""
    namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    namespace.setdefault("__slots__", ())
    namespace[_FIELDS_MARK] = True
    made: type[T] = _remade(cls, namespace)
    return made


def _remade(cls: type[T], namespace: dict[str, Any]) -> type[T]:
    """``cls`` made again from ``namespace`` (as ``dataclass(slots=True)`` does)."""
    made: type[T] = cast(Any, type(cls))(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__
    return made


def _spec(value: Any) -> Any:
    """A fresh copy of a field's default or ``field()`` (a ``Field`` belongs to one class)."""
    if not isinstance(value, Field):
        return value
    kw_only = False if value.kw_only is MISSING else value.kw_only
    return field(
        default=value.default,
        default_factory=value.default_factory,
        init=value.init,
        repr=value.repr,
        hash=value.hash,
        compare=value.compare,
        metadata=value.metadata,
        kw_only=kw_only,
    )


def _is_memo(value: Any) -> bool:
    return isinstance(value, Field) and not value.init


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def record(cls: type[T]) -> type[T]:
    """A frozen slotted dataclass of the fields of ``cls``'s :func:`fields` bases and its own:
    the fields first, in declaration order (bases first), then the memos (not compared, hashed
    or pickled: see the module's docstring)."""
    annotations: dict[str, Any] = {}
    specs: dict[str, Any] = {}
    for base in (*reversed(cls.__mro__[1:]), cls):
        if base is not cls and not base.__dict__.get(_FIELDS_MARK):
            continue
        for name, annotation in inspect.get_annotations(base).items():
            annotations[name] = annotation
            if name in base.__dict__:
                specs[name] = base.__dict__[name]
            else:
                specs.pop(name, None)
    memos = [name for name in annotations if _is_memo(specs.get(name))]
    ordered = [name for name in annotations if name not in memos] + memos
    namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    namespace["__annotations__"] = {name: annotations[name] for name in ordered}
    for name in ordered:
        if name in specs:
            namespace[name] = _spec(specs[name])
        if name in memos:
            memo = namespace[name]
            memo.compare = memo.hash = memo.repr = False
    made: type[T] = dataclass(frozen=True, slots=True)(_remade(cls, namespace))
    made.__getstate__ = _without_memos  # type: ignore[method-assign,assignment]
    return made


def memo_names(cls: type) -> tuple[str, ...]:
    """The memo fields of a record class."""
    return tuple(f.name for f in dataclasses.fields(cls) if not f.init)


def value_names(cls: type) -> tuple[str, ...]:
    """The fields a record's value is made of: compared, copied into a draft."""
    return tuple(f.name for f in dataclasses.fields(cls) if f.init)


def _without_memos(state: Any) -> list[Any]:
    """What pickling keeps of a record: its fields, its memos empty (a memo may hold what is
    true in this process only, such as a string's hash)."""
    return [getattr(state, f.name) if f.init else None for f in dataclasses.fields(type(state))]


@fields
class Fields:
    """What every state has besides its game's fields: four memos, ``None`` in a state until
    asked for."""

    #: the events of the move being applied, while this is a draft
    events: list[Event] | None = field(default=None, init=False)
    #: the seats' moves, once listed (:class:`games.core.flow.Flow` with ``memo``)
    decisions: list[LegalMove[Any]] | None = field(default=None, init=False)
    #: each seat's moves, once listed (a flow's step with ``seat_moves``)
    seat_decisions: dict[int, Sequence[LegalMove[Any]]] | None = field(default=None, init=False)
    #: set on a state a flow with own moves (``Step.own``) settled: no automatic step is due
    settled: bool | None = field(default=None, init=False)

    def event(self, kind: str, text: str, **details: Any) -> None:
        """Something happened in the move being applied: ``kind``, its ``text`` and details."""
        assert self.events is not None, "only a draft records events"
        self.events.append(new_event(kind, text, details))


# --- drafts ----------------------------------------------------------------------------------


class Drafting(Generic[S]):
    """How the states of one record class are drafted: ``thaw`` and ``freeze``.

    A draft is an instance of a subclass of the record with writes allowed and no slot of its
    own, so freezing it is a change of class back to the record: a draft must not be used once
    frozen. Its memos start empty; ``freeze`` empties them again (a rule may have filled one
    while the draft was still changing)."""

    def __init__(self, cls: type[S]) -> None:
        self.record = cls
        self.draft_class: type[S] = type(
            f"{cls.__name__}Draft",
            (cls,),
            {
                "__slots__": (),
                "__doc__": f"A {cls.__name__} being changed by one move (writes allowed).",
                # both halves of the slot, or Python looks the frozen ones up at every write
                "__setattr__": object.__setattr__,
                "__delattr__": object.__delattr__,
            },
        )
        values, memos = value_names(cls), memo_names(cls)
        assert "events" in memos, f"{cls.__name__} is not a record of games.core.record.Fields"
        # generated once, as dataclasses generates __init__: one line per field, no loop
        thaw = "\n".join(f"    d.{name} = s.{name}" for name in values)
        empty = "\n".join(f"    d.{name} = None" for name in memos if name != "events")
        scope: dict[str, Any] = {"new": object.__new__, "D": self.draft_class}
        exec(
            f"def thaw(s):\n    d = new(D)\n{thaw}\n{empty}\n    d.events = []\n    return d\n",
            scope,
        )
        scope |= {"swap": object.__setattr__, "S": cls}
        exec(
            f"def freeze(d):\n    events = d.events\n{empty}\n    d.events = None\n"
            "    swap(d, '__class__', S)\n    return d, events\n",
            scope,
        )
        self.thaw: Callable[[S], S] = scope["thaw"]
        self.freeze: Callable[[S], tuple[S, list[Event]]] = scope["freeze"]


_DRAFTING: dict[type, Drafting[Any]] = {}


def drafting(cls: type[S]) -> Drafting[S]:
    """The drafting of ``cls`` (made once per record class)."""
    found = _DRAFTING.get(cls)
    if found is None:
        found = _DRAFTING[cls] = Drafting(cls)
    return found


#: ``dataclasses.replace`` for a record, keywords only, about four times faster
replacer = slot_replacer


# --- what a value holds ---------------------------------------------------------------------


#: the values :func:`snapshot` keeps as they are (nothing in them can be written)
_PLAIN = frozenset({int, str, float, bool, bytes, type(None)})


#: each dataclass's fields that make its value (``dataclasses.fields`` is slow to ask each time)
_COMPARED: dict[type, tuple[str, ...]] = {}


def _compared(kind: type) -> tuple[str, ...]:
    names = _COMPARED.get(kind)
    if names is None:
        names = _COMPARED[kind] = tuple(
            f.name for f in dataclasses.fields(kind) if f.init and f.compare
        )
    return names


def snapshot(value: Any) -> Any:
    """Everything ``value`` holds, all the way down, as nested tuples of plain values: equal
    snapshots, nothing changed. A dataclass's memos and fields it does not compare are left out
    (they are not part of its value); a pydantic model's fields are read from its ``__dict__``,
    so a write past ``frozen`` shows too.

    >>> snapshot({"a": [1, (2, 3)]})
    ('dict', (('a', ('list', (1, ('tuple', (2, 3))))),))
    """
    kind = type(value)
    if kind in _PLAIN or isinstance(value, Enum):
        return value
    if kind is tuple or kind is list:
        if all(type(item) in _PLAIN for item in value):  # a hand, a deck: no recursion
            return (kind.__name__, tuple(value))
        return (kind.__name__, tuple(snapshot(item) for item in value))
    if kind is dict:
        return ("dict", tuple((key, snapshot(item)) for key, item in value.items()))
    if kind is set or kind is frozenset:
        return ("set", frozenset(snapshot(item) for item in value))
    if hasattr(kind, "__dataclass_fields__"):
        return (
            kind.__qualname__,
            tuple((name, snapshot(getattr(value, name))) for name in _compared(kind)),
        )
    if isinstance(value, BaseModel):
        return (kind.__qualname__, snapshot(dict(value.__dict__)))
    if hasattr(value, "__dict__"):
        return (kind.__qualname__, snapshot(dict(vars(value))))
    return (kind.__qualname__, repr(value))
