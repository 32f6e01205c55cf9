"""Immutable updates of the tuples engine states are made of (states are never mutated)."""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
V = TypeVar("V", int, str)


def replaced(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    """``items`` with ``items[index]`` replaced by ``item``."""
    return (*items[:index], item, *items[index + 1 :])


def with_added(values: tuple[V, ...], *added: V) -> tuple[V, ...]:
    """A sorted multiset with ``added`` put in."""
    return tuple(sorted(values + added))


def without(values: tuple[V, ...], *removed: V) -> tuple[V, ...]:
    """A multiset with one of each of ``removed`` taken out (each must be there)."""
    rest = list(values)
    for value in removed:
        rest.remove(value)
    return tuple(rest)
