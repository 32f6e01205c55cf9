"""An SVG of Draggmar's map as a seat sees it: the Town, the Keep and the fifteen dungeons with
their revealed levels and threat tokens, the roads, the standees, the doom track, the trophy
room and each seat's Fame; with the Undead Crusade, the green doom spaces, the open Rifts, the
roads they block (dashed), the places cut off and the Rift deck's size. 400 units wide, so it
reads at phone width.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from games.core.game import hinted_move
from games.draggmar import rules
from games.draggmar.rules_rift import blocked
from games.draggmar.state import KEEP, DraggState

SEAT_COLORS = ("#c0392b", "#2980b9", "#27ae60", "#8e44ad")
LEVEL_COLORS = {1: "#f1c40f", 2: "#e67e22", 3: "#c0392b"}
SCALE = 0.36
MAP_TOP = 70


def _text(
    x: float, y: float, text: str, size: int = 11, fill: str = "#222", anchor: str = "middle"
) -> str:
    return (
        f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" fill="{fill}"'
        f' text-anchor="{anchor}" font-family="sans-serif">{escape(text)}</text>'
    )


def render(state: DraggState, seat: int | None, plan: Sequence[Any] = ()) -> str:
    """The map as ``seat`` sees it, with a plan's first move (a hint) named below it and, when
    it goes somewhere (a scout, a selection), that place ringed."""
    g = state
    pack = g.cards.pack
    places = {0: (pack.map.town.x, pack.map.town.y), KEEP: (pack.map.keep.x, pack.map.keep.y)}
    for loc in pack.map.locations:
        places[loc.number] = (loc.x, loc.y)

    def at(place: int) -> tuple[float, float]:
        x, y = places[place]
        return 20 + x * SCALE, MAP_TOP + y * SCALE

    height = MAP_TOP + 1000 * SCALE + 110
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="400" height="{height:.0f}"'
        f' viewBox="0 0 400 {height:.0f}">',
        '<rect width="100%" height="100%" fill="#efe6cf"/>',
        _text(200, 18, f"Dungeons of Draggmar — round {g.round} — {g.phase}", 13),
    ]
    top = pack.doom.top
    crusade = g.crusade
    green = set(pack.doom.green) if crusade is not None else set()
    for n in range(top + 1):  # the doom track
        x = 12 + n * (376 / (top + 1))
        red = any(n < r for r in pack.doom.red)
        fill = (
            "#555" if n == g.doom else ("#a9dfbf" if n in green else "#e8b4ad" if red else "#fff")
        )
        parts.append(
            f'<rect x="{x:.0f}" y="28" width="16" height="16" fill="{fill}" stroke="#333"/>'
        )
        parts.append(_text(x + 8, 40, str(n), 8, "#fff" if n == g.doom else "#333"))
    parts.append(_text(200, 58, f"Doom {g.doom}", 11))
    rifts = crusade.open if crusade is not None else ()
    spots = {spot.number: spot for spot in pack.map.rifts}
    cut = {frozenset(road) for rift in rifts for road in spots[rift].blocks}
    for a, b in pack.map.roads:
        (x1, y1), (x2, y2) = at(a), at(b)
        dash = ' stroke-dasharray="3 3"' if frozenset((a, b)) in cut else ""
        parts.append(
            f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#a48b5c"'
            f"{dash}/>"
        )
    for place in places:
        x, y = at(place)
        if place in (0, KEEP):
            label = "Town" if place == 0 else "Keep"
            parts.append(
                f'<rect x="{x - 14:.0f}" y="{y - 10:.0f}" width="28" height="20"'
                ' fill="#7f8c8d" stroke="#222"/>'
            )
            parts.append(_text(x, y + 4, label, 8, "#fff"))
            continue
        site = g.sites[place - 1]
        if site.token is None:
            fill, label = "#bdc3c7", "?"
        else:
            level = min(3, site.token + site.threats)
            fill, label = LEVEL_COLORS[level], f"{level}" + ("+" * site.threats)
        parts.append(f'<circle cx="{x:.0f}" cy="{y:.0f}" r="11" fill="{fill}" stroke="#222"/>')
        parts.append(_text(x, y + 4, label, 10))
        parts.append(_text(x, y - 14, str(place), 8, "#555"))
        if place in rifts:  # the Undead Crusade: a Rift stands on the dungeon
            parts.append(
                f'<circle cx="{x:.0f}" cy="{y:.0f}" r="15" fill="none" stroke="#6c3483"'
                ' stroke-width="3"/>'
            )
            parts.append(_text(x, y + 24, f"Rift {place}", 8, "#6c3483"))
    for s, place in enumerate(g.standees):
        x, y = at(place)
        parts.append(
            f'<circle cx="{x + 12 + 6 * s:.0f}" cy="{y + 12:.0f}" r="4"'
            f' fill="{SEAT_COLORS[s]}" stroke="#fff"/>'
        )
    base = MAP_TOP + 1000 * SCALE + 14
    for s, fame in enumerate(g.fame):
        you = " (you)" if s == seat else ""
        heads = len(g.kept[s])
        text = f"Seat {s}{you}: {fame} Fame, {len(g.hands[s])} cards, {heads} heads kept"
        parts.append(_text(14, base + 16 * s, text, 11, SEAT_COLORS[s], "start"))
    trophies = ", ".join(g.cards.by_id[c].name for c in g.trophies) or "empty"
    parts.append(_text(14, base + 70, f"Trophy room: {trophies}"[:70], 10, "#222", "start"))
    if crusade is not None:
        cut_off = ", ".join(str(p) for p in sorted(blocked(g))) or "none"
        text = (
            f"Rifts open: {len(rifts)}; blocked: {cut_off}; Rift deck: {len(g.decks['rifts'])}"
            " cards"
        )
        parts.append(_text(14, base + 80, text, 9, "#6c3483", "start"))
    if g.status != "ongoing":
        parts.append(_text(200, base + 88, f"Game over: {g.status}", 12, "#c0392b"))
    hinted = hinted_move(rules.legal_moves, g, seat, plan)
    if hinted is not None:
        goes_to = getattr(hinted.move, "location", None)
        if goes_to in places:
            x, y = at(goes_to)
            parts.append(
                f'<circle cx="{x:.0f}" cy="{y:.0f}" r="18" fill="none" stroke="#7d3c98"'
                ' stroke-width="3" stroke-dasharray="4 3"/>'
            )
        parts.append(_text(14, base + 96, f"Hint: {hinted.label}"[:70], 11, "#7d3c98", "start"))
    parts.append("</svg>")
    return "".join(parts)
