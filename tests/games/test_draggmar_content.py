"""Draggmar's content-pack format (D1-D8): the reference pack, and packs that are refused."""

from __future__ import annotations

import copy
import json

import pytest

from games.draggmar import GAME
from games.draggmar.content import PackError, load_pack, parse_pack, reference_pack


def pack_data() -> dict:
    return copy.deepcopy(reference_pack().model_dump(mode="json"))


def test_reference_pack_has_the_rulebook_counts():
    """D2-D8: 42 heroes, 68 items, 73 rooms (four bosses a level), 30 curses, 15 rifts."""
    pack = reference_pack()
    assert (len(pack.heroes), len(pack.items), len(pack.rooms)) == (42, 68, 73)
    assert (len(pack.curses), len(pack.rifts)) == (30, 15)
    for level in (1, 2, 3):
        assert sum(r.kind == "boss" and r.level == level for r in pack.rooms) == 4
    assert sum(pack.level_tokens.values()) == 15 and pack.threat_tokens == 17
    assert pack.doom.start == 15 and "gamekeeper" in pack.origin


def refused(data: dict) -> str:
    with pytest.raises(PackError) as error:
        parse_pack(data)
    return str(error.value)


def test_an_unknown_effect_is_refused_naming_the_card():
    data = pack_data()
    data["heroes"][0]["skill"] = {"effect": "summon_dragon"}
    message = refused(data)
    assert "brannoc-1" in message and "skill" in message and "summon_dragon" in message


def test_a_missing_field_is_refused_naming_the_card():
    data = pack_data()
    del data["items"][5]["slot"]
    message = refused(data)
    assert data["items"][5]["id"] in message and "slot" in message


def test_a_wrong_count_is_refused():
    data = pack_data()
    data["curses"].pop()
    assert "curses: the pack must hold 30 cards" in refused(data)


def test_a_wrong_boss_count_is_refused():
    data = pack_data()
    boss = next(r for r in data["rooms"] if r["kind"] == "boss" and r["level"] == 2)
    boss["kind"] = "hall"
    for key in ("faction", "attack", "defense", "on_hit"):
        del boss[key]
    assert "level-2 deck needs 4 Bosses" in refused(data)


def test_a_dangling_reference_is_refused():
    data = pack_data()
    data["map"]["rifts"][0]["blocks"] = [[1, 15]]
    assert "not on the map" in refused(data)


def test_a_hero_without_its_upgrade_copy_is_refused():
    data = pack_data()
    data["heroes"][2]["family"] = "nobody"
    assert "hero family" in refused(data)


def test_a_skill_outside_its_vocabulary_is_refused():
    data = pack_data()
    data["curses"][0]["effect"] = {"effect": "skip_room"}
    message = refused(data)
    assert "bad-reputation-1" in message and "skip_room" in message


def test_a_pack_too_large_for_a_step_is_refused_with_its_size():
    """docs/api.md, Sizes: a game carries its pack in every Step, which stays under 64 KiB."""
    data = pack_data()
    data["origin"] = "x" * 10_000
    message = refused(data)
    assert "bytes as compact JSON, at most 40,000" in message


def test_packs_load_from_json_and_toml(tmp_path):
    data = pack_data()
    (tmp_path / "pack.json").write_text(json.dumps(data))
    assert load_pack(tmp_path / "pack.json") == reference_pack()
    tomllib_text = _to_toml(data)
    (tmp_path / "pack.toml").write_text(tomllib_text)
    assert load_pack(tmp_path / "pack.toml") == reference_pack()


def _to_toml(data: dict) -> str:
    """A small TOML writer for the pack's shape (JSON values are valid TOML inline values)."""
    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            for entry in value:
                lines.append(f"[[{key}]]")
                lines.extend(
                    f"{k} = {json.dumps(v)}" if not isinstance(v, dict) else f"{k} = {_inline(v)}"
                    for k, v in entry.items()
                    if v is not None
                )
        elif isinstance(value, dict):
            lines.insert(0, f"{key} = {_inline(value)}")
        else:
            lines.insert(0, f"{key} = {json.dumps(value)}")
    return "\n".join(lines) + "\n"


def _inline(value) -> str:
    if isinstance(value, dict):
        inner = ", ".join(f'"{k}" = {_inline(v)}' for k, v in value.items() if v is not None)
        return "{" + inner + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    return json.dumps(value)


def test_peek_and_reroll_are_effects_with_their_places():
    """D1: peek_next_room {count} on a skill or an item; reroll_room on a skill, never an item
    (an item works when its hero enters the room, too late to reroll it)."""
    data = pack_data()
    data["heroes"][0]["skill"] = {"effect": "reroll_room"}
    data["items"][0]["effect"] = {"effect": "peek_next_room", "count": 3}
    assert parse_pack(data).items[0].effect.count == 3
    data["items"][0]["effect"] = {"effect": "reroll_room"}
    assert "reroll_room" in refused(data)
    data["items"][0]["effect"] = {"effect": "peek_next_room", "count": 4}
    assert "count" in refused(data)


def test_extra_slot_is_a_skill_naming_a_slot():
    """D36: extra_slot {slot} (weapon, armor or shield) on a hero's skill, never on an item;
    a bad one is refused naming the card."""
    data = pack_data()
    data["heroes"][0]["skill"] = {"effect": "extra_slot", "slot": "shield"}
    assert parse_pack(data).heroes[0].skill.slot == "shield"
    data["heroes"][0]["skill"] = {"effect": "extra_slot", "slot": "none"}
    message = refused(data)
    assert "brannoc-1" in message and "slot" in message
    data = pack_data()
    data["items"][0]["effect"] = {"effect": "extra_slot", "slot": "weapon"}
    message = refused(data)
    assert "longsword-1-1" in message and "extra_slot" in message


def test_a_second_skill_is_a_skill_and_epics_have_none():
    """Rulebook Skills (some heroes have two) and D2 (epics: their multi-class use instead)."""
    data = pack_data()
    data["heroes"][0]["second_skill"] = {"effect": "heal", "amount": 1}
    assert [s.effect for s in parse_pack(data).heroes[0].skills()] == ["defense_bonus", "heal"]
    data["heroes"][0]["second_skill"] = {"effect": "lose_fame", "amount": 1}
    assert "second_skill" in refused(data)
    data = pack_data()
    epic = next(h for h in data["heroes"] if h["epic"])
    epic["second_skill"] = {"effect": "heal", "amount": 1}
    assert "epic" in refused(data)


def test_served_rulings_round_3():
    """Rulings round 3: D1-D51 served in order, none still proposed; the replaced ones say what
    replaces them; D15 as ruled; every choice the project made is marked as its own (the
    Undead Crusade's too, D52-D56, issue 32)."""
    served = GAME.rulings()
    assert [r["id"] for r in served] == [f"D{n}" for n in range(1, 57)]
    text = {r["id"]: r["text"] for r in served}
    assert not [i for i, t in text.items() if "Proposed" in t]
    for old, new in (("D19", "D38"), ("D22", "D39"), ("D23", "D37")):
        assert text[old].startswith(f"Replaced by {new}")
    assert "1 per surviving hero (in hand or alive)" in text["D15"]
    assert "present while doom is below its threshold" in text["D20"]
    for ruling in ("D38", "D41", "D42", "D45", "D50", "D52", "D53", "D54", "D55", "D56"):
        assert "Project ruling:" in text[ruling]
