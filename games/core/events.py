"""A game's events as typed wire models: its ``events.py`` declares each type's own fields.

An engine emits an event as ``d.event(type, text, **fields)`` (:mod:`games.core.record`); its
``events.py`` says, once per type, which fields that type carries (``EVENTS``), so clients get
a discriminated union on ``type`` (``ThragEvent``) instead of an open object. The text stays,
for display; the fields are what a front end animates (the card drawn, the tile burned).

Types with the same fields share one model, named after its fields (``DraggmarItemSeatEvent``:
``equipped``, ``unequipped``...; ``TrogdorPosOrNullEvent``), its ``type`` an enum of them: one
model per type made the OpenAPI document a tenth larger (issue 33 keeps it under 300 KB).
Every field is required (``None`` is a value, given explicitly): a front end never guesses
whether a field was left out.

Adding an event type is one line in the game's ``EVENTS``; ``tests/games/test_events.py``
plays seeded games of every game and fails on an event its declaration does not describe.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, Union, get_args

from pydantic import Field, create_model

from games.core.wire import Strict

#: a game's declaration: each event type's fields, by name, as pydantic annotations
EventFields = Mapping[str, Mapping[str, Any]]


def _camel(name: str, annotation: Any) -> str:
    """A field's part of a model name: ``seat`` is ``Seat``, ``seat: int | None`` ``SeatOrNull``."""
    nullable = type(None) in get_args(annotation)
    return "".join(part.capitalize() for part in name.split("_")) + ("OrNull" if nullable else "")


def event_union(prefix: str, declared: EventFields) -> Any:
    """The discriminated union (on ``type``) of a game's events, ``{prefix}Event`` in the
    document; the models of types with the same fields are shared, named after the fields."""
    shapes: dict[tuple[tuple[str, str], ...], list[str]] = {}
    annotations: dict[tuple[tuple[str, str], ...], Mapping[str, Any]] = {}
    for kind, fields in declared.items():
        key = tuple(sorted((name, repr(annotation)) for name, annotation in fields.items()))
        shapes.setdefault(key, []).append(kind)
        annotations[key] = fields
    models = []
    for key, kinds in shapes.items():
        fields = annotations[key]
        name = "".join(_camel(n, fields[n]) for n in sorted(fields)) or "Text"
        models.append(
            create_model(  # type: ignore[call-overload]
                f"{prefix}{name}Event",
                __base__=Strict,
                __doc__=f"{prefix} events of type {', '.join(kinds)}.",
                type=(Literal[tuple(kinds)], ...),
                text=(str, ...),
                **{n: (annotation, ...) for n, annotation in fields.items()},
            )
        )
    names = [model.__name__ for model in models]
    assert len(set(names)) == len(names), f"{prefix}: fields of one name, of two types: {names}"
    union = Union[tuple(models)]  # type: ignore[valid-type]  # noqa: UP007
    return Annotated[union, Field(discriminator="type")]
