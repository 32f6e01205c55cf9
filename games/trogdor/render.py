"""An SVG of Trogdor's table: the 5x5 tiles by kind (burned or not), Cottages (burning or not),
Trogdor (hiding or not), Peasants (counts when stacked), Knights, Troghammer, Archer, the
Trog-Meter and the Void, whose turn it is and the AP left; optionally a planned path."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from html import escape
from typing import Any

from games.core.errors import GameError
from games.trogdor.cards import name
from games.trogdor.content import SIZE
from games.trogdor.position import TrogState, bits
from games.trogdor.state import phase

CELL = 84
MARGIN = 20
TOP = 50
WIDTH = MARGIN * 2 + CELL * SIZE + 220
HEIGHT = TOP + CELL * SIZE + 70
FILL = {
    "Cottage": "#e9d8a6",
    "Lake": "#7fb8e6",
    "Mountain": "#a39e93",
    "Tunnel": "#6d5a4b",
    "Forest": "#4f8a3c",
    "Flowers": "#e6a1c9",
    "Stump": "#b08a5a",
    "Rock": "#8d8d8d",
    "Tree": "#8cc26a",
}


def _text(
    x: float,
    y: float,
    text: object,
    size: int = 13,
    fill: str = "#222",
    anchor: str = "start",
    weight: str = "normal",
) -> str:
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" fill="{fill}" text-anchor="{anchor}"'
        f' font-family="sans-serif" font-weight="{weight}">{escape(str(text))}</text>'
    )


def _xy(pos: int) -> tuple[int, int]:
    return MARGIN + (pos % SIZE) * CELL, TOP + (pos // SIZE) * CELL


def render(state: TrogState, seat: int | None, plan: Sequence[Any]) -> str:
    """The SVG picture (every seat sees the same), with a hint's ``plan`` drawn as a route."""
    return picture(state, planned_path(state, plan) if plan else None)


def picture(state: TrogState, path: list[int] | None = None) -> str:
    """The SVG picture; ``path`` (positions) draws Trogdor's planned route."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}"'
        f' viewBox="0 0 {WIDTH} {HEIGHT}">',
        '<rect width="100%" height="100%" fill="#f6f0e0"/>',
    ]
    title = f"Trogdor!! — {state.variant} — turn {state.turn} — {state.status}"
    out.append(_text(MARGIN, 30, title, 18, weight="bold"))
    for p in range(SIZE * SIZE):
        x, y = _xy(p)
        kind = state.kinds[p]
        burned = bool(state.burned >> p & 1)
        out.append(
            f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{FILL[kind]}"'
            ' stroke="#333" stroke-width="1"/>'
        )
        if burned:
            out.append(
                f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="#3b1f0e"'
                ' opacity="0.55"/>'
            )
            out.append(_text(x + CELL - 6, y + 14, "burned", 9, "#ffb347", "end"))
        out.append(_text(x + 4, y + 14, kind, 10, "#fff" if burned else "#222"))
    for p in bits(state.cottage_mask):
        x, y = _xy(p)
        burning = bool(state.cottages_burning >> p & 1)
        roof = "#e4572e" if burning else "#8b5a2b"
        out.append(
            f'<polygon points="{x + 12},{y + 44} {x + 26},{y + 30} {x + 40},{y + 44}"'
            f' fill="{roof}"/><rect x="{x + 15}" y="{y + 44}" width="22" height="14"'
            ' fill="#f3e3c3" stroke="#5a3d1e"/>'
        )
        if burning:
            out.append(_text(x + 26, y + 28, "🔥", 14, anchor="middle"))
    for p, n in Counter(state.peasants).items():
        x, y = _xy(p)
        out.append(f'<circle cx="{x + 64}" cy="{y + 64}" r="9" fill="#f1d18a" stroke="#5a3d1e"/>')
        if n > 1:
            out.append(_text(x + 64, y + 68, n, 11, anchor="middle", weight="bold"))
    for i, p in enumerate(state.knights):
        x, y = _xy(p)
        out.append(
            f'<rect x="{x + 50}" y="{y + 22}" width="18" height="18" fill="#c0c0c8"'
            ' stroke="#222"/>' + _text(x + 59, y + 36, f"K{i + 1}", 10, anchor="middle")
        )
    if state.troghammer is not None:
        x, y = _xy(state.troghammer)
        out.append(
            f'<rect x="{x + 50}" y="{y + 44}" width="24" height="16" fill="#444" stroke="#000"/>'
            + _text(x + 62, y + 56, "TH", 10, "#fff", "middle")
        )
    x, y = _xy(state.archer)
    out.append(
        f'<polygon points="{x + 10},{y + 78} {x + 20},{y + 60} {x + 30},{y + 78}" fill="#2e7d32"/>'
        + _text(x + 20, y + 76, "A", 9, "#fff", "middle")
    )
    x, y = _xy(state.trogdor)
    if state.hiding:
        out.append(
            f'<ellipse cx="{x + 42}" cy="{y + 50}" rx="26" ry="10" fill="#2f7d32" opacity="0.85"'
            ' stroke="#000"/>' + _text(x + 42, y + 54, "hiding", 10, "#fff", "middle")
        )
    else:
        out.append(
            f'<circle cx="{x + 42}" cy="{y + 46}" r="17" fill="#2f7d32" stroke="#000"'
            ' stroke-width="2"/>' + _text(x + 42, y + 51, "T", 15, "#fff", "middle", "bold")
        )
    if path:
        points = " ".join(f"{_xy(p)[0] + 42},{_xy(p)[1] + 46}" for p in [state.trogdor, *path])
        out.append(
            f'<polyline points="{points}" fill="none" stroke="#ff6f00" stroke-width="4"'
            ' stroke-dasharray="8,5"/>'
        )
    # the side panel: Trog-Meter, Void, turn, AP, hands
    px = MARGIN * 2 + CELL * SIZE
    out.append(_text(px, TOP + 10, "Trog-Meter", 14, weight="bold"))
    for i in range(7):
        fill = "#f1d18a" if i < state.trog_meter else "none"
        out.append(
            f'<circle cx="{px + 10 + i * 24}" cy="{TOP + 28}" r="9" fill="{fill}"'
            ' stroke="#5a3d1e"/>'
        )
    out.append(_text(px, TOP + 62, f"Void: {state.void} Peasant(s)", 13))
    out.append(
        _text(px, TOP + 84, f"Troghammer cards in deck: {'yes' if state.hammer_in else 'no'}", 12)
    )
    out.append(_text(px, TOP + 112, f"Seat {state.active} controls Trogdor", 14, weight="bold"))
    card = name(state.card) if state.card and state.card != "discard" else state.card or "—"
    out.append(_text(px, TOP + 132, f"Card: {card}", 12))
    out.append(_text(px, TOP + 150, f"AP left: {state.ap}", 12))
    out.append(_text(px, TOP + 168, f"Phase: {phase(state)}", 12))
    for i, seat in enumerate(state.seats):
        held = ", ".join(name(c) for c in seat.hand) or "—"
        item = name(seat.item) if seat.item else "?"
        charge = "" if seat.charged else " (spent)"
        keeper = name(seat.keeper) if seat.keeper else "?"
        out.append(_text(px, TOP + 196 + i * 34, f"Seat {i}: {keeper}", 11, weight="bold"))
        out.append(_text(px, TOP + 210 + i * 34, f"{item}{charge}; hand: {held}", 9))
    out.append("</svg>")
    return "".join(out)


def planned_path(state: TrogState, moves: Sequence[Any]) -> list[int]:
    """Trogdor's positions along a hint's ``moves`` (applied while they are legal seat moves)."""
    from games.trogdor.rules import apply  # rules import this module's neighbours

    path: list[int] = []
    for move in moves:
        try:
            state, _ = apply(state, move)
        except GameError:  # the plan went past what can be applied from here
            break
        if not path or path[-1] != state.trogdor:
            path.append(state.trogdor)
    return path
