from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.draggmar_state_phase import DraggmarStatePhase
from ..models.draggmar_status import DraggmarStatus
from ..models.mode import Mode
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.draggmar_bought import DraggmarBought
    from ..models.draggmar_crusade import DraggmarCrusade
    from ..models.draggmar_draw import DraggmarDraw
    from ..models.draggmar_dungeonsite import DraggmarDungeonsite
    from ..models.draggmar_group import DraggmarGroup
    from ..models.draggmar_offer import DraggmarOffer
    from ..models.draggmar_options import DraggmarOptions
    from ..models.draggmar_pending_chance import DraggmarPendingChance
    from ..models.draggmar_runner import DraggmarRunner
    from ..models.draggmar_state_decks import DraggmarStateDecks
    from ..models.draggmar_tally import DraggmarTally


T = TypeVar("T", bound="DraggmarState")


@_attrs_define
class DraggmarState:
    """
    Attributes:
        bought (list[list[DraggmarBought]]):
        carried_curses (list[list[str]]): rulebook Curses: each seat's curses drawn in a Boss encounter, or not resolved
            in the run, that it carries into its next run
        curse_discards (list[list[str]]): D50: per seat, the curses that make it discard an item of its choice
            (curse_discard), one entry per item still owed
        decks (DraggmarStateDecks):
        done (list[bool]):
        doom (int):
        doom_change (int): D37: this round's doom changes so far (Boss kills, failed runs), summed; the tracker moves by
            them once, at the round's end
        draw_counter (int): chance events resolved so far
        fame (list[int]):
        first_kill_round (int | None): D46: the round of the game's first Boss kill (null: none yet); every seat of a
            group killing a Boss in that round gets the 1-Fame bonus
        first_player (int | None):
        game (Literal['draggmar']):
        groups (list[DraggmarGroup]):
        hands (list[list[str]]):
        kept (list[list[str]]):
        market (list[str]):
        mode (Mode):
        offers (list[DraggmarOffer | None]): D41: each seat's standing offer
        options (DraggmarOptions):
        pending_chance (DraggmarPendingChance | None):
        phase (DraggmarStatePhase):
        players (int):
        queue (list[DraggmarDraw]): chance events waiting
        round_ (int):
        runners (list[DraggmarRunner]):
        scouts (list[list[int]]): this round's scouted dungeons per seat (0: hidden)
        seed (int | None): null in a sealed state: a game's seed would let anyone replay its draws
        sites (list[DraggmarDungeonsite]): sites[i] is dungeon i + 1: the number moves (location), labels and the
            picture use (0 is the Town, 16 the Death Mage Keep)
        standees (list[int]):
        starting_heroes (list[int | None]): D38, phase deal: the heroes each seat chose for its starting hand (null: not
            yet; 0: chosen, hidden from this reader)
        status (DraggmarStatus):
        tallies (list[DraggmarTally]):
        to_act (list[int]):
        tokens (list[int]): face-down level tokens
        trophies (list[str]):
        turn (int):
        variant (Literal['base']):
        visited (list[int]):
        crusade (DraggmarCrusade | None | Unset): the Undead Crusade's Rifts; absent unless the option is on
        sealed (None | str | Unset): digital mode, games with hidden information: what some seat may not see, encrypted
            by the service (send it back as received)
        signature (None | str | Unset): digital mode: HMAC-SHA256 of the state's canonical JSON, hex
    """

    bought: list[list[DraggmarBought]]
    carried_curses: list[list[str]]
    curse_discards: list[list[str]]
    decks: DraggmarStateDecks
    done: list[bool]
    doom: int
    doom_change: int
    draw_counter: int
    fame: list[int]
    first_kill_round: int | None
    first_player: int | None
    game: Literal["draggmar"]
    groups: list[DraggmarGroup]
    hands: list[list[str]]
    kept: list[list[str]]
    market: list[str]
    mode: Mode
    offers: list[DraggmarOffer | None]
    options: DraggmarOptions
    pending_chance: DraggmarPendingChance | None
    phase: DraggmarStatePhase
    players: int
    queue: list[DraggmarDraw]
    round_: int
    runners: list[DraggmarRunner]
    scouts: list[list[int]]
    seed: int | None
    sites: list[DraggmarDungeonsite]
    standees: list[int]
    starting_heroes: list[int | None]
    status: DraggmarStatus
    tallies: list[DraggmarTally]
    to_act: list[int]
    tokens: list[int]
    trophies: list[str]
    turn: int
    variant: Literal["base"]
    visited: list[int]
    crusade: DraggmarCrusade | None | Unset = UNSET
    sealed: None | str | Unset = UNSET
    signature: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.draggmar_crusade import DraggmarCrusade
        from ..models.draggmar_offer import DraggmarOffer
        from ..models.draggmar_pending_chance import DraggmarPendingChance

        bought = []
        for bought_item_data in self.bought:
            bought_item = []
            for bought_item_item_data in bought_item_data:
                bought_item_item = bought_item_item_data.to_dict()
                bought_item.append(bought_item_item)

            bought.append(bought_item)

        carried_curses = []
        for carried_curses_item_data in self.carried_curses:
            carried_curses_item = carried_curses_item_data

            carried_curses.append(carried_curses_item)

        curse_discards = []
        for curse_discards_item_data in self.curse_discards:
            curse_discards_item = curse_discards_item_data

            curse_discards.append(curse_discards_item)

        decks = self.decks.to_dict()

        done = self.done

        doom = self.doom

        doom_change = self.doom_change

        draw_counter = self.draw_counter

        fame = self.fame

        first_kill_round: int | None
        first_kill_round = self.first_kill_round

        first_player: int | None
        first_player = self.first_player

        game = self.game

        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data

            hands.append(hands_item)

        kept = []
        for kept_item_data in self.kept:
            kept_item = kept_item_data

            kept.append(kept_item)

        market = self.market

        mode = self.mode.value

        offers = []
        for offers_item_data in self.offers:
            offers_item: dict[str, Any] | None
            if isinstance(offers_item_data, DraggmarOffer):
                offers_item = offers_item_data.to_dict()
            else:
                offers_item = offers_item_data
            offers.append(offers_item)

        options = self.options.to_dict()

        pending_chance: dict[str, Any] | None
        if isinstance(self.pending_chance, DraggmarPendingChance):
            pending_chance = self.pending_chance.to_dict()
        else:
            pending_chance = self.pending_chance

        phase = self.phase.value

        players = self.players

        queue = []
        for queue_item_data in self.queue:
            queue_item = queue_item_data.to_dict()
            queue.append(queue_item)

        round_ = self.round_

        runners = []
        for runners_item_data in self.runners:
            runners_item = runners_item_data.to_dict()
            runners.append(runners_item)

        scouts = []
        for scouts_item_data in self.scouts:
            scouts_item = scouts_item_data

            scouts.append(scouts_item)

        seed: int | None
        seed = self.seed

        sites = []
        for sites_item_data in self.sites:
            sites_item = sites_item_data.to_dict()
            sites.append(sites_item)

        standees = self.standees

        starting_heroes = []
        for starting_heroes_item_data in self.starting_heroes:
            starting_heroes_item: int | None
            starting_heroes_item = starting_heroes_item_data
            starting_heroes.append(starting_heroes_item)

        status = self.status.value

        tallies = []
        for tallies_item_data in self.tallies:
            tallies_item = tallies_item_data.to_dict()
            tallies.append(tallies_item)

        to_act = self.to_act

        tokens = self.tokens

        trophies = self.trophies

        turn = self.turn

        variant = self.variant

        visited = self.visited

        crusade: dict[str, Any] | None | Unset
        if isinstance(self.crusade, Unset):
            crusade = UNSET
        elif isinstance(self.crusade, DraggmarCrusade):
            crusade = self.crusade.to_dict()
        else:
            crusade = self.crusade

        sealed: None | str | Unset
        if isinstance(self.sealed, Unset):
            sealed = UNSET
        else:
            sealed = self.sealed

        signature: None | str | Unset
        if isinstance(self.signature, Unset):
            signature = UNSET
        else:
            signature = self.signature

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bought": bought,
                "carried_curses": carried_curses,
                "curse_discards": curse_discards,
                "decks": decks,
                "done": done,
                "doom": doom,
                "doom_change": doom_change,
                "draw_counter": draw_counter,
                "fame": fame,
                "first_kill_round": first_kill_round,
                "first_player": first_player,
                "game": game,
                "groups": groups,
                "hands": hands,
                "kept": kept,
                "market": market,
                "mode": mode,
                "offers": offers,
                "options": options,
                "pending_chance": pending_chance,
                "phase": phase,
                "players": players,
                "queue": queue,
                "round": round_,
                "runners": runners,
                "scouts": scouts,
                "seed": seed,
                "sites": sites,
                "standees": standees,
                "starting_heroes": starting_heroes,
                "status": status,
                "tallies": tallies,
                "to_act": to_act,
                "tokens": tokens,
                "trophies": trophies,
                "turn": turn,
                "variant": variant,
                "visited": visited,
            }
        )
        if crusade is not UNSET:
            field_dict["crusade"] = crusade
        if sealed is not UNSET:
            field_dict["sealed"] = sealed
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.draggmar_bought import DraggmarBought
        from ..models.draggmar_crusade import DraggmarCrusade
        from ..models.draggmar_draw import DraggmarDraw
        from ..models.draggmar_dungeonsite import DraggmarDungeonsite
        from ..models.draggmar_group import DraggmarGroup
        from ..models.draggmar_offer import DraggmarOffer
        from ..models.draggmar_options import DraggmarOptions
        from ..models.draggmar_pending_chance import DraggmarPendingChance
        from ..models.draggmar_runner import DraggmarRunner
        from ..models.draggmar_state_decks import DraggmarStateDecks
        from ..models.draggmar_tally import DraggmarTally

        d = dict(src_dict)
        bought = []
        _bought = d.pop("bought")
        for bought_item_data in _bought:
            bought_item = []
            _bought_item = bought_item_data
            for bought_item_item_data in _bought_item:
                bought_item_item = DraggmarBought.from_dict(bought_item_item_data)

                bought_item.append(bought_item_item)

            bought.append(bought_item)

        carried_curses = []
        _carried_curses = d.pop("carried_curses")
        for carried_curses_item_data in _carried_curses:
            carried_curses_item = cast(list[str], carried_curses_item_data)

            carried_curses.append(carried_curses_item)

        curse_discards = []
        _curse_discards = d.pop("curse_discards")
        for curse_discards_item_data in _curse_discards:
            curse_discards_item = cast(list[str], curse_discards_item_data)

            curse_discards.append(curse_discards_item)

        decks = DraggmarStateDecks.from_dict(d.pop("decks"))

        done = cast(list[bool], d.pop("done"))

        doom = d.pop("doom")

        doom_change = d.pop("doom_change")

        draw_counter = d.pop("draw_counter")

        fame = cast(list[int], d.pop("fame"))

        def _parse_first_kill_round(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_kill_round = _parse_first_kill_round(d.pop("first_kill_round"))

        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))

        game = cast(Literal["draggmar"], d.pop("game"))
        if game != "draggmar":
            raise ValueError(f"game must match const 'draggmar', got '{game}'")

        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = DraggmarGroup.from_dict(groups_item_data)

            groups.append(groups_item)

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)

        kept = []
        _kept = d.pop("kept")
        for kept_item_data in _kept:
            kept_item = cast(list[str], kept_item_data)

            kept.append(kept_item)

        market = cast(list[str], d.pop("market"))

        mode = Mode(d.pop("mode"))

        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:

            def _parse_offers_item(data: object) -> DraggmarOffer | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    offers_item_type_0 = DraggmarOffer.from_dict(data)

                    return offers_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(DraggmarOffer | None, data)

            offers_item = _parse_offers_item(offers_item_data)

            offers.append(offers_item)

        options = DraggmarOptions.from_dict(d.pop("options"))

        def _parse_pending_chance(data: object) -> DraggmarPendingChance | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_chance_type_0 = DraggmarPendingChance.from_dict(data)

                return pending_chance_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DraggmarPendingChance | None, data)

        pending_chance = _parse_pending_chance(d.pop("pending_chance"))

        phase = DraggmarStatePhase(d.pop("phase"))

        players = d.pop("players")

        queue = []
        _queue = d.pop("queue")
        for queue_item_data in _queue:
            queue_item = DraggmarDraw.from_dict(queue_item_data)

            queue.append(queue_item)

        round_ = d.pop("round")

        runners = []
        _runners = d.pop("runners")
        for runners_item_data in _runners:
            runners_item = DraggmarRunner.from_dict(runners_item_data)

            runners.append(runners_item)

        scouts = []
        _scouts = d.pop("scouts")
        for scouts_item_data in _scouts:
            scouts_item = cast(list[int], scouts_item_data)

            scouts.append(scouts_item)

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        sites = []
        _sites = d.pop("sites")
        for sites_item_data in _sites:
            sites_item = DraggmarDungeonsite.from_dict(sites_item_data)

            sites.append(sites_item)

        standees = cast(list[int], d.pop("standees"))

        starting_heroes = []
        _starting_heroes = d.pop("starting_heroes")
        for starting_heroes_item_data in _starting_heroes:

            def _parse_starting_heroes_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            starting_heroes_item = _parse_starting_heroes_item(
                starting_heroes_item_data
            )

            starting_heroes.append(starting_heroes_item)

        status = DraggmarStatus(d.pop("status"))

        tallies = []
        _tallies = d.pop("tallies")
        for tallies_item_data in _tallies:
            tallies_item = DraggmarTally.from_dict(tallies_item_data)

            tallies.append(tallies_item)

        to_act = cast(list[int], d.pop("to_act"))

        tokens = cast(list[int], d.pop("tokens"))

        trophies = cast(list[str], d.pop("trophies"))

        turn = d.pop("turn")

        variant = cast(Literal["base"], d.pop("variant"))
        if variant != "base":
            raise ValueError(f"variant must match const 'base', got '{variant}'")

        visited = cast(list[int], d.pop("visited"))

        def _parse_crusade(data: object) -> DraggmarCrusade | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                crusade_type_0 = DraggmarCrusade.from_dict(data)

                return crusade_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DraggmarCrusade | None | Unset, data)

        crusade = _parse_crusade(d.pop("crusade", UNSET))

        def _parse_sealed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sealed = _parse_sealed(d.pop("sealed", UNSET))

        def _parse_signature(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        signature = _parse_signature(d.pop("signature", UNSET))

        draggmar_state = cls(
            bought=bought,
            carried_curses=carried_curses,
            curse_discards=curse_discards,
            decks=decks,
            done=done,
            doom=doom,
            doom_change=doom_change,
            draw_counter=draw_counter,
            fame=fame,
            first_kill_round=first_kill_round,
            first_player=first_player,
            game=game,
            groups=groups,
            hands=hands,
            kept=kept,
            market=market,
            mode=mode,
            offers=offers,
            options=options,
            pending_chance=pending_chance,
            phase=phase,
            players=players,
            queue=queue,
            round_=round_,
            runners=runners,
            scouts=scouts,
            seed=seed,
            sites=sites,
            standees=standees,
            starting_heroes=starting_heroes,
            status=status,
            tallies=tallies,
            to_act=to_act,
            tokens=tokens,
            trophies=trophies,
            turn=turn,
            variant=variant,
            visited=visited,
            crusade=crusade,
            sealed=sealed,
            signature=signature,
        )

        draggmar_state.additional_properties = d
        return draggmar_state

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
