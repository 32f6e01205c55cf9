"""An SVG of the party: the three tables with their goats (the Golden Goat in gold), the cards
placed there (face up only when the picture's viewer may see them, see ``view``), the First
Player Marker, the centre, and the seat's own hand when a seat is given.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from games.core.game import hinted_move
from games.troll_party import rules
from games.troll_party.content import ROUNDS, TABLES, card, format_value
from games.troll_party.state import CENTER, TrollState
from games.troll_party.view import hidden_cards, unplaced_for

FILL = {"purple": "#7d3c98", "orange": "#e67e22", "green": "#27ae60"}
GOLD, GOAT = "#f1c40f", "#ecf0f1"
WIDTH, HEIGHT = 760, 470
TABLE_W, TABLE_H = 236, 270


def _text(
    x: int, y: int, text: str, size: int = 14, fill: str = "#222", anchor: str = "start"
) -> str:
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" fill="{fill}" text-anchor="{anchor}"'
        f' font-family="sans-serif">{escape(text)}</text>'
    )


def _card(x: int, y: int, color: str, label: str | None, faded: bool = False) -> str:
    """A card: face up with its value, or face down (``label`` None) in its band's colour."""
    if label is None:
        return (
            f'<rect x="{x}" y="{y}" width="44" height="62" rx="5" fill="{FILL[color]}"'
            ' stroke="#222" opacity="0.55"/>' + _text(x + 22, y + 38, "?", 20, "#fff", "middle")
        )
    opacity = "0.5" if faded else "1"
    return (
        f'<rect x="{x}" y="{y}" width="44" height="62" rx="5" fill="#fff" stroke="{FILL[color]}"'
        f' stroke-width="3" opacity="{opacity}"/>'
        + _text(x + 22, y + 36, label, 16, FILL[color], "middle")
    )


def _label(cid: str) -> str:
    c = card(cid)
    stars = {None: "", "gain": "*", "lose": "**", "gain2": "***"}[c.effect]
    return format_value(c.halves) + stars


def _goats(x: int, y: int, count: int, golden: bool) -> list[str]:
    parts = []
    for n in range(count):
        cx, cy = x + 14 + (n % 7) * 30, y + 14 + (n // 7) * 30
        fill = GOLD if golden and n == 0 else GOAT
        parts.append(f'<circle cx="{cx}" cy="{cy}" r="12" fill="{fill}" stroke="#555"/>')
    return parts


def render(state: TrollState, seat: int | None, plan: Sequence[Any] = ()) -> str:
    """The table as ``seat`` sees it, with a plan's first move (a hint) named above the hand."""
    viewer = seat if seat is not None and 0 <= seat < state.players else None
    hidden = hidden_cards(state, viewer)
    partial = unplaced_for(state, viewer)
    rnd = f"round {state.round} of {ROUNDS}" if state.round <= ROUNDS else "final cards"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}"'
        f' viewBox="0 0 {WIDTH} {HEIGHT}">',
        '<rect width="100%" height="100%" fill="#f4efe1"/>',
        _text(20, 30, f"New Troll Party — {rnd} — {state.stage.replace('_', ' ')}", 18),
    ]
    for table in range(TABLES):
        x, y = 16 + table * (TABLE_W + 12), 50
        color = state.bands[table]
        stroke = "6" if table == state.resolving and state.round <= ROUNDS else "3"
        parts.append(
            f'<rect x="{x}" y="{y}" width="{TABLE_W}" height="{TABLE_H}" rx="12" fill="#fff8e7"'
            f' stroke="{FILL[color]}" stroke-width="{stroke}"/>'
        )
        title = state.name(table) + ("  (you)" if table == viewer else "")
        parts.append(_text(x + 12, y + 24, title, 15, FILL[color]))
        if table == state.first_player:
            parts.append(
                f'<circle cx="{x + TABLE_W - 22}" cy="{y + 20}" r="13" fill="#c0392b"/>'
                + _text(x + TABLE_W - 22, y + 25, "1st", 11, "#fff", "middle")
            )
        count = state.tables[table]
        parts.append(_text(x + 12, y + 48, f"{count} goat{'s' if count != 1 else ''}", 13))
        parts.extend(_goats(x + 8, y + 58, count, state.golden == table))
        for band, cid in enumerate(state.placements[table]):
            if cid is None or band in partial:
                continue
            label = None if (table, band) in hidden else _label(cid)
            parts.append(_card(x + 16 + band * 72, y + 180, state.bands[band], label))
        if state.purple_peek == table:
            parts.append(_text(x + 12, y + TABLE_H - 10, "Purple peeked here", 11, "#555"))
    golden = " (Golden Goat here)" if state.golden == CENTER else ""
    parts.append(_text(20, 350, f"Centre: {state.center} goats{golden}", 14))
    if state.seat_of("orange") is not None:
        used = "used" if state.orange_used else "unused"
        parts.append(_text(300, 350, f"Orange's nullify: {used}", 14))
    if state.status == "finished":
        parts.append(_text(520, 350, "Game over", 14, "#c0392b"))
    hinted = hinted_move(rules.legal_moves, state, viewer, plan)
    if hinted is not None:
        parts.append(_text(20, 372, f"Hint: {hinted.label}"[:100], 13, "#7d3c98"))
    if viewer is not None:
        parts.append(_text(20, 385, "Your hand", 14))
        for n, cid in enumerate(state.hands[viewer]):
            parts.append(_card(110 + n * 48, 395, state.bands[viewer], _label(cid)))
    parts.append("</svg>")
    return "".join(parts)
