"""Contains all the data models used in inputs/outputs"""

from .draggmar_accept_trade import DraggmarAcceptTrade
from .draggmar_admit import DraggmarAdmit
from .draggmar_apply_request import DraggmarApplyRequest
from .draggmar_ask_to_join import DraggmarAskToJoin
from .draggmar_assign_reward import DraggmarAssignReward
from .draggmar_attack_bonus import DraggmarAttackBonus
from .draggmar_attack_need_room_event import DraggmarAttackNeedRoomEvent
from .draggmar_attack_need_room_event_type import DraggmarAttackNeedRoomEventType
from .draggmar_boss import DraggmarBoss
from .draggmar_bought import DraggmarBought
from .draggmar_breakdown import DraggmarBreakdown
from .draggmar_buy import DraggmarBuy
from .draggmar_buy_kind import DraggmarBuyKind
from .draggmar_card_event import DraggmarCardEvent
from .draggmar_card_event_type import DraggmarCardEventType
from .draggmar_card_seat_event import DraggmarCardSeatEvent
from .draggmar_card_seat_event_type import DraggmarCardSeatEventType
from .draggmar_change_doom_event import DraggmarChangeDoomEvent
from .draggmar_chest import DraggmarChest
from .draggmar_choose_first_player import DraggmarChooseFirstPlayer
from .draggmar_class import DraggmarClass
from .draggmar_crusade import DraggmarCrusade
from .draggmar_curse import DraggmarCurse
from .draggmar_curse_discard import DraggmarCurseDiscard
from .draggmar_damage import DraggmarDamage
from .draggmar_deck_seat_event import DraggmarDeckSeatEvent
from .draggmar_decline_trade import DraggmarDeclineTrade
from .draggmar_defense_bonus import DraggmarDefenseBonus
from .draggmar_discard import DraggmarDiscard
from .draggmar_discard_item import DraggmarDiscardItem
from .draggmar_done import DraggmarDone
from .draggmar_doom import DraggmarDoom
from .draggmar_doom_location_event import DraggmarDoomLocationEvent
from .draggmar_doom_rifts_event import DraggmarDoomRiftsEvent
from .draggmar_draw import DraggmarDraw
from .draggmar_draw_card import DraggmarDrawCard
from .draggmar_draw_curse import DraggmarDrawCurse
from .draggmar_draw_curse_effect import DraggmarDrawCurseEffect
from .draggmar_draw_room import DraggmarDrawRoom
from .draggmar_draw_to import DraggmarDrawTo
from .draggmar_draw_type import DraggmarDrawType
from .draggmar_dungeonsite import DraggmarDungeonsite
from .draggmar_elite import DraggmarElite
from .draggmar_enter import DraggmarEnter
from .draggmar_equip import DraggmarEquip
from .draggmar_equip_plan import DraggmarEquipPlan
from .draggmar_equip_result import DraggmarEquipResult
from .draggmar_extra_slot import DraggmarExtraSlot
from .draggmar_extra_slot_slot import DraggmarExtraSlotSlot
from .draggmar_faction import DraggmarFaction
from .draggmar_fame_seat_event import DraggmarFameSeatEvent
from .draggmar_fame_spent import DraggmarFameSpent
from .draggmar_gain_fame import DraggmarGainFame
from .draggmar_go_alone import DraggmarGoAlone
from .draggmar_group import DraggmarGroup
from .draggmar_group_outcome import DraggmarGroupOutcome
from .draggmar_group_result import DraggmarGroupResult
from .draggmar_group_seat_event import DraggmarGroupSeatEvent
from .draggmar_group_stage import DraggmarGroupStage
from .draggmar_hall import DraggmarHall
from .draggmar_heal import DraggmarHeal
from .draggmar_hero import DraggmarHero
from .draggmar_hero_seat_event import DraggmarHeroSeatEvent
from .draggmar_hero_seat_event_type import DraggmarHeroSeatEventType
from .draggmar_hint_request import DraggmarHintRequest
from .draggmar_hint_request_kind import DraggmarHintRequestKind
from .draggmar_ignore_trap import DraggmarIgnoreTrap
from .draggmar_item import DraggmarItem
from .draggmar_item_seat_event import DraggmarItemSeatEvent
from .draggmar_item_seat_event_type import DraggmarItemSeatEventType
from .draggmar_item_slot import DraggmarItemSlot
from .draggmar_leave_chest import DraggmarLeaveChest
from .draggmar_legal_move import DraggmarLegalMove
from .draggmar_legal_moves import DraggmarLegalMoves
from .draggmar_legal_moves_request import DraggmarLegalMovesRequest
from .draggmar_level_location_event import DraggmarLevelLocationEvent
from .draggmar_location import DraggmarLocation
from .draggmar_location_event import DraggmarLocationEvent
from .draggmar_location_event_type import DraggmarLocationEventType
from .draggmar_location_room_event import DraggmarLocationRoomEvent
from .draggmar_location_seat_event import DraggmarLocationSeatEvent
from .draggmar_location_seats_event import DraggmarLocationSeatsEvent
from .draggmar_lose_fame import DraggmarLoseFame
from .draggmar_map import DraggmarMap
from .draggmar_match_request import DraggmarMatchRequest
from .draggmar_match_setup import DraggmarMatchSetup
from .draggmar_monster import DraggmarMonster
from .draggmar_new_game import DraggmarNewGame
from .draggmar_offer import DraggmarOffer
from .draggmar_offer_trade import DraggmarOfferTrade
from .draggmar_open_chest import DraggmarOpenChest
from .draggmar_open_chest_effect import DraggmarOpenChestEffect
from .draggmar_options import DraggmarOptions
from .draggmar_options_input import DraggmarOptionsInput
from .draggmar_pack import DraggmarPack
from .draggmar_pack_level_tokens import DraggmarPackLevelTokens
from .draggmar_peek_next_room import DraggmarPeekNextRoom
from .draggmar_pending_chance import DraggmarPendingChance
from .draggmar_place import DraggmarPlace
from .draggmar_play_hero import DraggmarPlayHero
from .draggmar_redraw import DraggmarRedraw
from .draggmar_refuse import DraggmarRefuse
from .draggmar_render_request import DraggmarRenderRequest
from .draggmar_replay_request import DraggmarReplayRequest
from .draggmar_reroll_room import DraggmarRerollRoom
from .draggmar_reveal_token import DraggmarRevealToken
from .draggmar_rift import DraggmarRift
from .draggmar_rift_kind import DraggmarRiftKind
from .draggmar_rift_spot import DraggmarRiftSpot
from .draggmar_room_event import DraggmarRoomEvent
from .draggmar_room_event_type import DraggmarRoomEventType
from .draggmar_round_event import DraggmarRoundEvent
from .draggmar_route_option import DraggmarRouteOption
from .draggmar_route_plan import DraggmarRoutePlan
from .draggmar_route_result import DraggmarRouteResult
from .draggmar_runner import DraggmarRunner
from .draggmar_score import DraggmarScore
from .draggmar_score_scores import DraggmarScoreScores
from .draggmar_scout import DraggmarScout
from .draggmar_scouts_event import DraggmarScoutsEvent
from .draggmar_seat_event import DraggmarSeatEvent
from .draggmar_seat_event_type import DraggmarSeatEventType
from .draggmar_seat_stat_event import DraggmarSeatStatEvent
from .draggmar_seat_to_event import DraggmarSeatToEvent
from .draggmar_seat_with_or_null_event import DraggmarSeatWithOrNullEvent
from .draggmar_seats_event import DraggmarSeatsEvent
from .draggmar_select import DraggmarSelect
from .draggmar_skip_room import DraggmarSkipRoom
from .draggmar_spend_fame import DraggmarSpendFame
from .draggmar_split import DraggmarSplit
from .draggmar_starting_hand import DraggmarStartingHand
from .draggmar_state import DraggmarState
from .draggmar_state_decks import DraggmarStateDecks
from .draggmar_state_phase import DraggmarStatePhase
from .draggmar_state_request import DraggmarStateRequest
from .draggmar_status import DraggmarStatus
from .draggmar_status_event import DraggmarStatusEvent
from .draggmar_status_event_status import DraggmarStatusEventStatus
from .draggmar_stay import DraggmarStay
from .draggmar_step import DraggmarStep
from .draggmar_tally import DraggmarTally
from .draggmar_text_event import DraggmarTextEvent
from .draggmar_text_event_type import DraggmarTextEventType
from .draggmar_trade_market import DraggmarTradeMarket
from .draggmar_trap import DraggmarTrap
from .draggmar_unequip import DraggmarUnequip
from .draggmar_upgrade import DraggmarUpgrade
from .draggmar_use_skill import DraggmarUseSkill
from .draggmar_view import DraggmarView
from .draggmar_view_request import DraggmarViewRequest
from .draggmar_withdraw_trade import DraggmarWithdrawTrade
from .event import Event
from .game_detail import GameDetail
from .game_detail_content import GameDetailContent
from .game_summary import GameSummary
from .game_type_info import GameTypeInfo
from .game_type_info_chance import GameTypeInfoChance
from .game_type_info_dynamics import GameTypeInfoDynamics
from .game_type_info_information import GameTypeInfoInformation
from .game_type_info_utility import GameTypeInfoUtility
from .get_pack_schema_response_200 import GetPackSchemaResponse200
from .hint import Hint
from .hint_kind import HintKind
from .hint_kind_info import HintKindInfo
from .hint_links import HintLinks
from .hint_status import HintStatus
from .hint_value import HintValue
from .live_response_200 import LiveResponse200
from .match_created import MatchCreated
from .match_hint_request import MatchHintRequest
from .match_legal_move import MatchLegalMove
from .match_legal_move_move import MatchLegalMoveMove
from .match_links import MatchLinks
from .match_view import MatchView
from .match_view_view import MatchViewView
from .mode import Mode
from .move_request import MoveRequest
from .move_request_move import MoveRequestMove
from .players import Players
from .problem import Problem
from .problem_type import ProblemType
from .quality import Quality
from .quality_kind import QualityKind
from .ready_response_200 import ReadyResponse200
from .ready_response_503 import ReadyResponse503
from .ruling import Ruling
from .solver_stats import SolverStats
from .thrag_abandoned_or_null_discarded_event import ThragAbandonedOrNullDiscardedEvent
from .thrag_apply_request import ThragApplyRequest
from .thrag_beast_damage_foe_thrag_event import ThragBeastDamageFoeThragEvent
from .thrag_beast_foe_thrag_event import ThragBeastFoeThragEvent
from .thrag_beast_stacks import ThragBeastStacks
from .thrag_beast_strength_event import ThragBeastStrengthEvent
from .thrag_beasts_by_color import ThragBeastsByColor
from .thrag_breakdown import ThragBreakdown
from .thrag_coins_by_color import ThragCoinsByColor
from .thrag_coins_damage_event import ThragCoinsDamageEvent
from .thrag_color import ThragColor
from .thrag_color_event import ThragColorEvent
from .thrag_color_value_event import ThragColorValueEvent
from .thrag_color_value_event_type import ThragColorValueEventType
from .thrag_die import ThragDie
from .thrag_die_pawn_event import ThragDiePawnEvent
from .thrag_die_reroll_value_event import ThragDieRerollValueEvent
from .thrag_draw_beast import ThragDrawBeast
from .thrag_draw_coin import ThragDrawCoin
from .thrag_draw_healing import ThragDrawHealing
from .thrag_drawn_beast import ThragDrawnBeast
from .thrag_end_reason import ThragEndReason
from .thrag_end_reason_status_event import ThragEndReasonStatusEvent
from .thrag_end_reason_status_event_status import ThragEndReasonStatusEventStatus
from .thrag_fight_in_progress import ThragFightInProgress
from .thrag_fight_move import ThragFightMove
from .thrag_fight_plan import ThragFightPlan
from .thrag_fight_plan_outcome import ThragFightPlanOutcome
from .thrag_fight_plan_result import ThragFightPlanResult
from .thrag_flip_coin import ThragFlipCoin
from .thrag_flipped_coin import ThragFlippedCoin
from .thrag_healing_tiles import ThragHealingTiles
from .thrag_hint_request import ThragHintRequest
from .thrag_legal_move import ThragLegalMove
from .thrag_legal_moves import ThragLegalMoves
from .thrag_legal_moves_request import ThragLegalMovesRequest
from .thrag_match_request import ThragMatchRequest
from .thrag_match_setup import ThragMatchSetup
from .thrag_new_game import ThragNewGame
from .thrag_options import ThragOptions
from .thrag_options_input import ThragOptionsInput
from .thrag_pay import ThragPay
from .thrag_pending_chance import ThragPendingChance
from .thrag_pending_chance_type import ThragPendingChanceType
from .thrag_render_request import ThragRenderRequest
from .thrag_replay_request import ThragReplayRequest
from .thrag_roll import ThragRoll
from .thrag_score import ThragScore
from .thrag_score_scores import ThragScoreScores
from .thrag_spend_pawn import ThragSpendPawn
from .thrag_stack_event import ThragStackEvent
from .thrag_stack_event_stack import ThragStackEventStack
from .thrag_state import ThragState
from .thrag_state_pawns import ThragStatePawns
from .thrag_state_pawns_additional_property import ThragStatePawnsAdditionalProperty
from .thrag_state_request import ThragStateRequest
from .thrag_status import ThragStatus
from .thrag_step import ThragStep
from .thrag_stop import ThragStop
from .thrag_strike import ThragStrike
from .thrag_text_event import ThragTextEvent
from .thrag_turn_event import ThragTurnEvent
from .thrag_value_event import ThragValueEvent
from .thrag_view import ThragView
from .thrag_view_request import ThragViewRequest
from .trogdor_ab_event import TrogdorABEvent
from .trogdor_abilities import TrogdorAbilities
from .trogdor_ap_card_event import TrogdorApCardEvent
from .trogdor_ap_card_event_type import TrogdorApCardEventType
from .trogdor_ap_event import TrogdorApEvent
from .trogdor_ap_or_null_event import TrogdorApOrNullEvent
from .trogdor_apply_request import TrogdorApplyRequest
from .trogdor_arrow import TrogdorArrow
from .trogdor_arrow_event import TrogdorArrowEvent
from .trogdor_board_card import TrogdorBoardCard
from .trogdor_breakdown import TrogdorBreakdown
from .trogdor_burninate import TrogdorBurninate
from .trogdor_card_effect import TrogdorCardEffect
from .trogdor_card_event import TrogdorCardEvent
from .trogdor_card_reason_event import TrogdorCardReasonEvent
from .trogdor_card_seat_or_null_event import TrogdorCardSeatOrNullEvent
from .trogdor_chomp import TrogdorChomp
from .trogdor_choose_card import TrogdorChooseCard
from .trogdor_cottage import TrogdorCottage
from .trogdor_count_pos_event import TrogdorCountPosEvent
from .trogdor_custom_map import TrogdorCustomMap
from .trogdor_custom_map_input import TrogdorCustomMapInput
from .trogdor_deal_item import TrogdorDealItem
from .trogdor_deal_keeper import TrogdorDealKeeper
from .trogdor_deck import TrogdorDeck
from .trogdor_deck_cards import TrogdorDeckCards
from .trogdor_deck_discard import TrogdorDeckDiscard
from .trogdor_decline import TrogdorDecline
from .trogdor_discard_for_ap import TrogdorDiscardForAp
from .trogdor_draw_action_card import TrogdorDrawActionCard
from .trogdor_draw_movement_card import TrogdorDrawMovementCard
from .trogdor_end_actions import TrogdorEndActions
from .trogdor_end_reason import TrogdorEndReason
from .trogdor_end_reason_status_event import TrogdorEndReasonStatusEvent
from .trogdor_end_reason_status_event_status import TrogdorEndReasonStatusEventStatus
from .trogdor_event_source import TrogdorEventSource
from .trogdor_extra_card import TrogdorExtraCard
from .trogdor_extra_card_input import TrogdorExtraCardInput
from .trogdor_health_event import TrogdorHealthEvent
from .trogdor_health_source_event import TrogdorHealthSourceEvent
from .trogdor_hide import TrogdorHide
from .trogdor_hint_request import TrogdorHintRequest
from .trogdor_item_seat_event import TrogdorItemSeatEvent
from .trogdor_item_seat_event_type import TrogdorItemSeatEventType
from .trogdor_jump import TrogdorJump
from .trogdor_keeper_seat_event import TrogdorKeeperSeatEvent
from .trogdor_legal_move import TrogdorLegalMove
from .trogdor_legal_moves import TrogdorLegalMoves
from .trogdor_legal_moves_request import TrogdorLegalMovesRequest
from .trogdor_map import TrogdorMap
from .trogdor_match_request import TrogdorMatchRequest
from .trogdor_match_setup import TrogdorMatchSetup
from .trogdor_move_to import TrogdorMoveTo
from .trogdor_movement_card_spec import TrogdorMovementCardSpec
from .trogdor_movement_card_spec_input import TrogdorMovementCardSpecInput
from .trogdor_new_game import TrogdorNewGame
from .trogdor_options import TrogdorOptions
from .trogdor_options_input import TrogdorOptionsInput
from .trogdor_path_event import TrogdorPathEvent
from .trogdor_path_to_event import TrogdorPathToEvent
from .trogdor_path_to_who_event import TrogdorPathToWhoEvent
from .trogdor_pending_chance import TrogdorPendingChance
from .trogdor_pending_chance_type import TrogdorPendingChanceType
from .trogdor_piece import TrogdorPiece
from .trogdor_pos import TrogdorPos
from .trogdor_pos_event import TrogdorPosEvent
from .trogdor_pos_event_type import TrogdorPosEventType
from .trogdor_pos_input import TrogdorPosInput
from .trogdor_pos_or_null_event import TrogdorPosOrNullEvent
from .trogdor_pos_tile_event import TrogdorPosTileEvent
from .trogdor_render_request import TrogdorRenderRequest
from .trogdor_replay_request import TrogdorReplayRequest
from .trogdor_score import TrogdorScore
from .trogdor_score_scores import TrogdorScoreScores
from .trogdor_seat_event import TrogdorSeatEvent
from .trogdor_seat_state import TrogdorSeatState
from .trogdor_seat_with_seat_event import TrogdorSeatWithSeatEvent
from .trogdor_source import TrogdorSource
from .trogdor_source_event import TrogdorSourceEvent
from .trogdor_source_event_type import TrogdorSourceEventType
from .trogdor_spawn import TrogdorSpawn
from .trogdor_state import TrogdorState
from .trogdor_state_phase import TrogdorStatePhase
from .trogdor_state_request import TrogdorStateRequest
from .trogdor_status import TrogdorStatus
from .trogdor_step import TrogdorStep
from .trogdor_target import TrogdorTarget
from .trogdor_task import TrogdorTask
from .trogdor_task_task import TrogdorTaskTask
from .trogdor_text_event import TrogdorTextEvent
from .trogdor_text_event_type import TrogdorTextEventType
from .trogdor_tile import TrogdorTile
from .trogdor_tile_kind import TrogdorTileKind
from .trogdor_to_event import TrogdorToEvent
from .trogdor_to_event_type import TrogdorToEventType
from .trogdor_trade import TrogdorTrade
from .trogdor_turn_plan_result import TrogdorTurnPlanResult
from .trogdor_use_item import TrogdorUseItem
from .trogdor_use_item_target import TrogdorUseItemTarget
from .trogdor_variant import TrogdorVariant
from .trogdor_view import TrogdorView
from .trogdor_view_request import TrogdorViewRequest
from .troll_party_apply_request import TrollPartyApplyRequest
from .troll_party_breakdown import TrollPartyBreakdown
from .troll_party_breakdown_goats import TrollPartyBreakdownGoats
from .troll_party_breakdown_golden_type_1 import TrollPartyBreakdownGoldenType1
from .troll_party_breakdown_round_type_1 import TrollPartyBreakdownRoundType1
from .troll_party_card_seat_event import TrollPartyCardSeatEvent
from .troll_party_card_spec import TrollPartyCardSpec
from .troll_party_card_spec_input import TrollPartyCardSpecInput
from .troll_party_cards_left_to_place_seat_event import (
    TrollPartyCardsLeftToPlaceSeatEvent,
)
from .troll_party_cards_table_event import TrollPartyCardsTableEvent
from .troll_party_choose_first_player import TrollPartyChooseFirstPlayer
from .troll_party_color import TrollPartyColor
from .troll_party_deal_dummy import TrollPartyDealDummy
from .troll_party_decline import TrollPartyDecline
from .troll_party_effect import TrollPartyEffect
from .troll_party_from_table_golden_to_table_event import (
    TrollPartyFromTableGoldenToTableEvent,
)
from .troll_party_goats import TrollPartyGoats
from .troll_party_goats_golden_type_1 import TrollPartyGoatsGoldenType1
from .troll_party_golden_table_event import TrollPartyGoldenTableEvent
from .troll_party_golden_table_event_type import TrollPartyGoldenTableEventType
from .troll_party_hint_request import TrollPartyHintRequest
from .troll_party_legal_move import TrollPartyLegalMove
from .troll_party_legal_moves import TrollPartyLegalMoves
from .troll_party_legal_moves_request import TrollPartyLegalMovesRequest
from .troll_party_match_request import TrollPartyMatchRequest
from .troll_party_match_setup import TrollPartyMatchSetup
from .troll_party_mixed_move import TrollPartyMixedMove
from .troll_party_move_goat import TrollPartyMoveGoat
from .troll_party_new_game import TrollPartyNewGame
from .troll_party_nullify import TrollPartyNullify
from .troll_party_options import TrollPartyOptions
from .troll_party_options_cards_type_0 import TrollPartyOptionsCardsType0
from .troll_party_options_input import TrollPartyOptionsInput
from .troll_party_options_input_cards_type_0 import TrollPartyOptionsInputCardsType0
from .troll_party_order_seat_table_event import TrollPartyOrderSeatTableEvent
from .troll_party_order_ties import TrollPartyOrderTies
from .troll_party_peek import TrollPartyPeek
from .troll_party_pending_chance import TrollPartyPendingChance
from .troll_party_pending_chance_type import TrollPartyPendingChanceType
from .troll_party_place import TrollPartyPlace
from .troll_party_place_card import TrollPartyPlaceCard
from .troll_party_placement_plan import TrollPartyPlacementPlan
from .troll_party_placement_result import TrollPartyPlacementResult
from .troll_party_remove_goat import TrollPartyRemoveGoat
from .troll_party_render_request import TrollPartyRenderRequest
from .troll_party_replay_request import TrollPartyReplayRequest
from .troll_party_round_event import TrollPartyRoundEvent
from .troll_party_score import TrollPartyScore
from .troll_party_score_scores import TrollPartyScoreScores
from .troll_party_seat_event import TrollPartySeatEvent
from .troll_party_seat_event_type import TrollPartySeatEventType
from .troll_party_seat_table_event import TrollPartySeatTableEvent
from .troll_party_seat_table_event_type import TrollPartySeatTableEventType
from .troll_party_state import TrollPartyState
from .troll_party_state_request import TrollPartyStateRequest
from .troll_party_state_round_type_1 import TrollPartyStateRoundType1
from .troll_party_state_stage import TrollPartyStateStage
from .troll_party_status import TrollPartyStatus
from .troll_party_step import TrollPartyStep
from .troll_party_swap import TrollPartySwap
from .troll_party_table_cards import TrollPartyTableCards
from .troll_party_table_event import TrollPartyTableEvent
from .troll_party_table_or_null_event import TrollPartyTableOrNullEvent
from .troll_party_text_event import TrollPartyTextEvent
from .troll_party_view import TrollPartyView
from .troll_party_view_request import TrollPartyViewRequest
from .troll_party_winners_event import TrollPartyWinnersEvent

__all__ = (
    "DraggmarAcceptTrade",
    "DraggmarAdmit",
    "DraggmarApplyRequest",
    "DraggmarAskToJoin",
    "DraggmarAssignReward",
    "DraggmarAttackBonus",
    "DraggmarAttackNeedRoomEvent",
    "DraggmarAttackNeedRoomEventType",
    "DraggmarBoss",
    "DraggmarBought",
    "DraggmarBreakdown",
    "DraggmarBuy",
    "DraggmarBuyKind",
    "DraggmarCardEvent",
    "DraggmarCardEventType",
    "DraggmarCardSeatEvent",
    "DraggmarCardSeatEventType",
    "DraggmarChangeDoomEvent",
    "DraggmarChest",
    "DraggmarChooseFirstPlayer",
    "DraggmarClass",
    "DraggmarCrusade",
    "DraggmarCurse",
    "DraggmarCurseDiscard",
    "DraggmarDamage",
    "DraggmarDeckSeatEvent",
    "DraggmarDeclineTrade",
    "DraggmarDefenseBonus",
    "DraggmarDiscard",
    "DraggmarDiscardItem",
    "DraggmarDone",
    "DraggmarDoom",
    "DraggmarDoomLocationEvent",
    "DraggmarDoomRiftsEvent",
    "DraggmarDraw",
    "DraggmarDrawCard",
    "DraggmarDrawCurse",
    "DraggmarDrawCurseEffect",
    "DraggmarDrawRoom",
    "DraggmarDrawTo",
    "DraggmarDrawType",
    "DraggmarDungeonsite",
    "DraggmarElite",
    "DraggmarEnter",
    "DraggmarEquip",
    "DraggmarEquipPlan",
    "DraggmarEquipResult",
    "DraggmarExtraSlot",
    "DraggmarExtraSlotSlot",
    "DraggmarFaction",
    "DraggmarFameSeatEvent",
    "DraggmarFameSpent",
    "DraggmarGainFame",
    "DraggmarGoAlone",
    "DraggmarGroup",
    "DraggmarGroupOutcome",
    "DraggmarGroupResult",
    "DraggmarGroupSeatEvent",
    "DraggmarGroupStage",
    "DraggmarHall",
    "DraggmarHeal",
    "DraggmarHero",
    "DraggmarHeroSeatEvent",
    "DraggmarHeroSeatEventType",
    "DraggmarHintRequest",
    "DraggmarHintRequestKind",
    "DraggmarIgnoreTrap",
    "DraggmarItem",
    "DraggmarItemSeatEvent",
    "DraggmarItemSeatEventType",
    "DraggmarItemSlot",
    "DraggmarLeaveChest",
    "DraggmarLegalMove",
    "DraggmarLegalMoves",
    "DraggmarLegalMovesRequest",
    "DraggmarLevelLocationEvent",
    "DraggmarLocation",
    "DraggmarLocationEvent",
    "DraggmarLocationEventType",
    "DraggmarLocationRoomEvent",
    "DraggmarLocationSeatEvent",
    "DraggmarLocationSeatsEvent",
    "DraggmarLoseFame",
    "DraggmarMap",
    "DraggmarMatchRequest",
    "DraggmarMatchSetup",
    "DraggmarMonster",
    "DraggmarNewGame",
    "DraggmarOffer",
    "DraggmarOfferTrade",
    "DraggmarOpenChest",
    "DraggmarOpenChestEffect",
    "DraggmarOptions",
    "DraggmarOptionsInput",
    "DraggmarPack",
    "DraggmarPackLevelTokens",
    "DraggmarPeekNextRoom",
    "DraggmarPendingChance",
    "DraggmarPlace",
    "DraggmarPlayHero",
    "DraggmarRedraw",
    "DraggmarRefuse",
    "DraggmarRenderRequest",
    "DraggmarReplayRequest",
    "DraggmarRerollRoom",
    "DraggmarRevealToken",
    "DraggmarRift",
    "DraggmarRiftKind",
    "DraggmarRiftSpot",
    "DraggmarRoomEvent",
    "DraggmarRoomEventType",
    "DraggmarRoundEvent",
    "DraggmarRouteOption",
    "DraggmarRoutePlan",
    "DraggmarRouteResult",
    "DraggmarRunner",
    "DraggmarScore",
    "DraggmarScoreScores",
    "DraggmarScout",
    "DraggmarScoutsEvent",
    "DraggmarSeatEvent",
    "DraggmarSeatEventType",
    "DraggmarSeatStatEvent",
    "DraggmarSeatToEvent",
    "DraggmarSeatWithOrNullEvent",
    "DraggmarSeatsEvent",
    "DraggmarSelect",
    "DraggmarSkipRoom",
    "DraggmarSpendFame",
    "DraggmarSplit",
    "DraggmarStartingHand",
    "DraggmarState",
    "DraggmarStateDecks",
    "DraggmarStatePhase",
    "DraggmarStateRequest",
    "DraggmarStatus",
    "DraggmarStatusEvent",
    "DraggmarStatusEventStatus",
    "DraggmarStay",
    "DraggmarStep",
    "DraggmarTally",
    "DraggmarTextEvent",
    "DraggmarTextEventType",
    "DraggmarTradeMarket",
    "DraggmarTrap",
    "DraggmarUnequip",
    "DraggmarUpgrade",
    "DraggmarUseSkill",
    "DraggmarView",
    "DraggmarViewRequest",
    "DraggmarWithdrawTrade",
    "Event",
    "GameDetail",
    "GameDetailContent",
    "GameSummary",
    "GameTypeInfo",
    "GameTypeInfoChance",
    "GameTypeInfoDynamics",
    "GameTypeInfoInformation",
    "GameTypeInfoUtility",
    "GetPackSchemaResponse200",
    "Hint",
    "HintKind",
    "HintKindInfo",
    "HintLinks",
    "HintStatus",
    "HintValue",
    "LiveResponse200",
    "MatchCreated",
    "MatchHintRequest",
    "MatchLegalMove",
    "MatchLegalMoveMove",
    "MatchLinks",
    "MatchView",
    "MatchViewView",
    "Mode",
    "MoveRequest",
    "MoveRequestMove",
    "Players",
    "Problem",
    "ProblemType",
    "Quality",
    "QualityKind",
    "ReadyResponse200",
    "ReadyResponse503",
    "Ruling",
    "SolverStats",
    "ThragAbandonedOrNullDiscardedEvent",
    "ThragApplyRequest",
    "ThragBeastDamageFoeThragEvent",
    "ThragBeastFoeThragEvent",
    "ThragBeastStacks",
    "ThragBeastStrengthEvent",
    "ThragBeastsByColor",
    "ThragBreakdown",
    "ThragCoinsByColor",
    "ThragCoinsDamageEvent",
    "ThragColor",
    "ThragColorEvent",
    "ThragColorValueEvent",
    "ThragColorValueEventType",
    "ThragDie",
    "ThragDiePawnEvent",
    "ThragDieRerollValueEvent",
    "ThragDrawBeast",
    "ThragDrawCoin",
    "ThragDrawHealing",
    "ThragDrawnBeast",
    "ThragEndReason",
    "ThragEndReasonStatusEvent",
    "ThragEndReasonStatusEventStatus",
    "ThragFightInProgress",
    "ThragFightMove",
    "ThragFightPlan",
    "ThragFightPlanOutcome",
    "ThragFightPlanResult",
    "ThragFlipCoin",
    "ThragFlippedCoin",
    "ThragHealingTiles",
    "ThragHintRequest",
    "ThragLegalMove",
    "ThragLegalMoves",
    "ThragLegalMovesRequest",
    "ThragMatchRequest",
    "ThragMatchSetup",
    "ThragNewGame",
    "ThragOptions",
    "ThragOptionsInput",
    "ThragPay",
    "ThragPendingChance",
    "ThragPendingChanceType",
    "ThragRenderRequest",
    "ThragReplayRequest",
    "ThragRoll",
    "ThragScore",
    "ThragScoreScores",
    "ThragSpendPawn",
    "ThragStackEvent",
    "ThragStackEventStack",
    "ThragState",
    "ThragStatePawns",
    "ThragStatePawnsAdditionalProperty",
    "ThragStateRequest",
    "ThragStatus",
    "ThragStep",
    "ThragStop",
    "ThragStrike",
    "ThragTextEvent",
    "ThragTurnEvent",
    "ThragValueEvent",
    "ThragView",
    "ThragViewRequest",
    "TrogdorABEvent",
    "TrogdorAbilities",
    "TrogdorApCardEvent",
    "TrogdorApCardEventType",
    "TrogdorApEvent",
    "TrogdorApOrNullEvent",
    "TrogdorApplyRequest",
    "TrogdorArrow",
    "TrogdorArrowEvent",
    "TrogdorBoardCard",
    "TrogdorBreakdown",
    "TrogdorBurninate",
    "TrogdorCardEffect",
    "TrogdorCardEvent",
    "TrogdorCardReasonEvent",
    "TrogdorCardSeatOrNullEvent",
    "TrogdorChomp",
    "TrogdorChooseCard",
    "TrogdorCottage",
    "TrogdorCountPosEvent",
    "TrogdorCustomMap",
    "TrogdorCustomMapInput",
    "TrogdorDealItem",
    "TrogdorDealKeeper",
    "TrogdorDeck",
    "TrogdorDeckCards",
    "TrogdorDeckDiscard",
    "TrogdorDecline",
    "TrogdorDiscardForAp",
    "TrogdorDrawActionCard",
    "TrogdorDrawMovementCard",
    "TrogdorEndActions",
    "TrogdorEndReason",
    "TrogdorEndReasonStatusEvent",
    "TrogdorEndReasonStatusEventStatus",
    "TrogdorEventSource",
    "TrogdorExtraCard",
    "TrogdorExtraCardInput",
    "TrogdorHealthEvent",
    "TrogdorHealthSourceEvent",
    "TrogdorHide",
    "TrogdorHintRequest",
    "TrogdorItemSeatEvent",
    "TrogdorItemSeatEventType",
    "TrogdorJump",
    "TrogdorKeeperSeatEvent",
    "TrogdorLegalMove",
    "TrogdorLegalMoves",
    "TrogdorLegalMovesRequest",
    "TrogdorMap",
    "TrogdorMatchRequest",
    "TrogdorMatchSetup",
    "TrogdorMoveTo",
    "TrogdorMovementCardSpec",
    "TrogdorMovementCardSpecInput",
    "TrogdorNewGame",
    "TrogdorOptions",
    "TrogdorOptionsInput",
    "TrogdorPathEvent",
    "TrogdorPathToEvent",
    "TrogdorPathToWhoEvent",
    "TrogdorPendingChance",
    "TrogdorPendingChanceType",
    "TrogdorPiece",
    "TrogdorPos",
    "TrogdorPosEvent",
    "TrogdorPosEventType",
    "TrogdorPosInput",
    "TrogdorPosOrNullEvent",
    "TrogdorPosTileEvent",
    "TrogdorRenderRequest",
    "TrogdorReplayRequest",
    "TrogdorScore",
    "TrogdorScoreScores",
    "TrogdorSeatEvent",
    "TrogdorSeatState",
    "TrogdorSeatWithSeatEvent",
    "TrogdorSource",
    "TrogdorSourceEvent",
    "TrogdorSourceEventType",
    "TrogdorSpawn",
    "TrogdorState",
    "TrogdorStatePhase",
    "TrogdorStateRequest",
    "TrogdorStatus",
    "TrogdorStep",
    "TrogdorTarget",
    "TrogdorTask",
    "TrogdorTaskTask",
    "TrogdorTextEvent",
    "TrogdorTextEventType",
    "TrogdorTile",
    "TrogdorTileKind",
    "TrogdorToEvent",
    "TrogdorToEventType",
    "TrogdorTrade",
    "TrogdorTurnPlanResult",
    "TrogdorUseItem",
    "TrogdorUseItemTarget",
    "TrogdorVariant",
    "TrogdorView",
    "TrogdorViewRequest",
    "TrollPartyApplyRequest",
    "TrollPartyBreakdown",
    "TrollPartyBreakdownGoats",
    "TrollPartyBreakdownGoldenType1",
    "TrollPartyBreakdownRoundType1",
    "TrollPartyCardSeatEvent",
    "TrollPartyCardSpec",
    "TrollPartyCardSpecInput",
    "TrollPartyCardsLeftToPlaceSeatEvent",
    "TrollPartyCardsTableEvent",
    "TrollPartyChooseFirstPlayer",
    "TrollPartyColor",
    "TrollPartyDealDummy",
    "TrollPartyDecline",
    "TrollPartyEffect",
    "TrollPartyFromTableGoldenToTableEvent",
    "TrollPartyGoats",
    "TrollPartyGoatsGoldenType1",
    "TrollPartyGoldenTableEvent",
    "TrollPartyGoldenTableEventType",
    "TrollPartyHintRequest",
    "TrollPartyLegalMove",
    "TrollPartyLegalMoves",
    "TrollPartyLegalMovesRequest",
    "TrollPartyMatchRequest",
    "TrollPartyMatchSetup",
    "TrollPartyMixedMove",
    "TrollPartyMoveGoat",
    "TrollPartyNewGame",
    "TrollPartyNullify",
    "TrollPartyOptions",
    "TrollPartyOptionsCardsType0",
    "TrollPartyOptionsInput",
    "TrollPartyOptionsInputCardsType0",
    "TrollPartyOrderSeatTableEvent",
    "TrollPartyOrderTies",
    "TrollPartyPeek",
    "TrollPartyPendingChance",
    "TrollPartyPendingChanceType",
    "TrollPartyPlace",
    "TrollPartyPlaceCard",
    "TrollPartyPlacementPlan",
    "TrollPartyPlacementResult",
    "TrollPartyRemoveGoat",
    "TrollPartyRenderRequest",
    "TrollPartyReplayRequest",
    "TrollPartyRoundEvent",
    "TrollPartyScore",
    "TrollPartyScoreScores",
    "TrollPartySeatEvent",
    "TrollPartySeatEventType",
    "TrollPartySeatTableEvent",
    "TrollPartySeatTableEventType",
    "TrollPartyState",
    "TrollPartyStateRequest",
    "TrollPartyStateRoundType1",
    "TrollPartyStateStage",
    "TrollPartyStatus",
    "TrollPartyStep",
    "TrollPartySwap",
    "TrollPartyTableCards",
    "TrollPartyTableEvent",
    "TrollPartyTableOrNullEvent",
    "TrollPartyTextEvent",
    "TrollPartyView",
    "TrollPartyViewRequest",
    "TrollPartyWinnersEvent",
)
