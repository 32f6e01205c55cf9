"""An SVG of Thrag's table: the four stacks, this turn's beasts with dice, hit points, track."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from html import escape

from games.thrag import rules, wire
from games.thrag.content import COLORS, TURNS, Die, face_name
from games.thrag.state import COLOR_INDEX, ThragState

FILL = {"red": "#c0392b", "green": "#27ae60", "blue": "#2e86c1", "black": "#2c3e50"}
WIDTH, HEIGHT = 640, 400
#: a plan's lines under the table: their height, and how many characters fit the width
PLAN_LINE, PLAN_CHARS = 18, 84
#: the outer ring of the 4x4 turn track, clockwise from the upper left: (row, col) per turn
TRACK = [
    (0, 0),
    (0, 1),
    (0, 2),
    (0, 3),
    (1, 3),
    (2, 3),
    (3, 3),
    (3, 2),
    (3, 1),
    (3, 0),
    (2, 0),
    (1, 0),
]


def _text(
    x: int, y: int, text: str, size: int = 14, fill: str = "#222", anchor: str = "start"
) -> str:
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" fill="{fill}" text-anchor="{anchor}"'
        f' font-family="sans-serif">{escape(text)}</text>'
    )


def _tile(x: int, y: int, color: str, label: str, faded: bool = False) -> str:
    opacity = "0.35" if faded else "1"
    return (
        f'<rect x="{x}" y="{y}" width="56" height="56" rx="6" fill="{FILL[color]}"'
        f' opacity="{opacity}"/>' + _text(x + 28, y + 36, label, 20, "#fff", "middle")
    )


def _die(x: int, y: int, value: int | None) -> str:
    label = "?" if value is None else face_name(value)
    return (
        f'<rect x="{x}" y="{y}" width="32" height="32" rx="5" fill="#fff" stroke="#222"/>'
        + _text(x + 16, y + 21, label, 13, anchor="middle")
    )


def _plan_steps(state: ThragState, plan: Sequence[wire.AnyMove]) -> list[str]:
    """The labels of the plan's moves, applied in turn while they are legal."""
    steps = []
    for move in plan:
        label = next((m.label for m in rules.legal_moves(state) if m.move == move), None)
        if label is None:
            break
        steps.append(label)
        state, _ = rules.apply(state, move)
    return steps


def _plan_lines(steps: list[str]) -> list[str]:
    """The plan under the table, one numbered step a line, wrapped to the picture's width."""
    lines = ["Plan:"]
    for n, step in enumerate(steps, 1):
        lines.extend(textwrap.wrap(f"{n}. {step}", PLAN_CHARS, subsequent_indent="    "))
    return lines


def render(state: ThragState, seat: int | None, plan: Sequence[wire.AnyMove]) -> str:
    """The table, with the plan's moves (a hint) listed; everything drawn is public."""
    lines = _plan_lines(_plan_steps(state, plan)) if plan else []
    height = HEIGHT + PLAN_LINE * len(lines)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}"'
        f' viewBox="0 0 {WIDTH} {height}">',
        '<rect width="100%" height="100%" fill="#f4efe1"/>',
    ]
    parts.append(_text(20, 30, f"Thrag — turn {state.turn} of {TURNS} — {state.status}", 18))
    # the stacks: red, green, blue, and the black healing stack furthest right (Setup)
    columns: tuple[Die, ...] = (*COLORS, "black")
    for column, color in enumerate(columns):
        x = 20 + column * 80
        slain: tuple[int, ...] = ()  # healing tiles are never slain
        if color == "black":
            pile, discard = state.healing_draw, state.healing_discard
        else:
            i = COLOR_INDEX[color]
            pile, discard, slain = state.draw_piles[i], state.discards[i], state.slain[i]
        parts.append(_tile(x, 50, color, str(len(pile))))
        parts.append(_text(x, 125, f"discard {len(discard)}", 11))
        if color != "black":
            parts.append(_text(x, 140, f"slain {len(slain)}", 11))
            pawn = state.pawns[COLOR_INDEX[color]] or "out"
            parts.append(_text(x, 155, f"pawn {pawn}", 11))
    # this turn's beasts with their dice
    parts.append(_text(360, 70, "This turn", 14))
    for n, beast in enumerate(state.drawn):
        x = 360 + n * 90
        parts.append(_tile(x, 80, beast.color, face_name(beast.value), faded=beast.slain))
        parts.append(_die(x + 12, 142, beast.die))
        if state.fight is not None and state.fight.beast == beast.color:
            parts.append(
                f'<rect x="{x - 4}" y="76" width="64" height="64" fill="none"'
                ' stroke="#f1c40f" stroke-width="4" rx="8"/>'
            )
    parts.append(_text(20, 200, "Thrag's die", 14))
    parts.append(_die(110, 180, state.thrag_die))
    # hit points and healing pool (black coins)
    parts.append(_text(20, 250, "Hit points", 14))
    for n, coin in enumerate(state.hit_points):
        parts.append(f'<circle cx="{120 + n * 40}" cy="245" r="16" fill="{FILL["black"]}"/>')
        parts.append(_text(120 + n * 40, 250, face_name(coin), 12, "#fff", "middle"))
    parts.append(_text(20, 290, "Healing pool: " + ", ".join(map(face_name, state.healing_pool))))
    coins = ", ".join(f"{c} {len(state.coins[i])}" for i, c in enumerate(COLORS))
    parts.append(_text(20, 320, f"Coins left: {coins}"))
    # the turn track (H2): four null tiles of 2x2 spaces make a 4x4 grid; the black pawn goes
    # clockwise round its 12 outer spaces, from the upper left, one space a turn
    for row in range(4):
        for col in range(4):
            x, y = 470 + col * 34, 230 + row * 34
            fill = "#bbb" if row in (0, 3) or col in (0, 3) else "#ddd"
            parts.append(
                f'<rect x="{x}" y="{y}" width="32" height="32" fill="{fill}" stroke="#555"/>'
            )
    row, col = TRACK[state.turn - 1]
    parts.append(
        f'<circle cx="{470 + col * 34 + 16}" cy="{230 + row * 34 + 16}" r="10"'
        f' fill="{FILL["black"]}"/>'
    )
    for n, line in enumerate(lines):  # a hint's moves, as the player would say them
        parts.append(_text(20, HEIGHT - 10 + n * PLAN_LINE, line, 13, "#8e44ad"))
    parts.append("</svg>")
    return "".join(parts)
