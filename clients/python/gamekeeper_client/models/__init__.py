"""Contains all the data models used in inputs/outputs"""

from .attack_bonus import AttackBonus
from .attack_bonus_input import AttackBonusInput
from .boss import Boss
from .boss_faction import BossFaction
from .boss_input import BossInput
from .boss_input_faction import BossInputFaction
from .chest import Chest
from .chest_input import ChestInput
from .chest_input_opens_item import ChestInputOpensItem
from .chest_opens_item import ChestOpensItem
from .curse import Curse
from .curse_input import CurseInput
from .damage import Damage
from .damage_input import DamageInput
from .defense_bonus import DefenseBonus
from .defense_bonus_input import DefenseBonusInput
from .discard_item import DiscardItem
from .discard_item_input import DiscardItemInput
from .doom import Doom
from .doom_input import DoomInput
from .draggmar_accept_trade import DraggmarAcceptTrade
from .draggmar_admit import DraggmarAdmit
from .draggmar_apply_request import DraggmarApplyRequest
from .draggmar_ask_to_join import DraggmarAskToJoin
from .draggmar_assign_reward import DraggmarAssignReward
from .draggmar_bought import DraggmarBought
from .draggmar_buy import DraggmarBuy
from .draggmar_buy_kind import DraggmarBuyKind
from .draggmar_choose_first_player import DraggmarChooseFirstPlayer
from .draggmar_curse_discard import DraggmarCurseDiscard
from .draggmar_decline_trade import DraggmarDeclineTrade
from .draggmar_discard import DraggmarDiscard
from .draggmar_done import DraggmarDone
from .draggmar_draw import DraggmarDraw
from .draggmar_draw_card import DraggmarDrawCard
from .draggmar_draw_curse import DraggmarDrawCurse
from .draggmar_draw_room import DraggmarDrawRoom
from .draggmar_draw_to import DraggmarDrawTo
from .draggmar_draw_type import DraggmarDrawType
from .draggmar_dungeonsite import DraggmarDungeonsite
from .draggmar_enter import DraggmarEnter
from .draggmar_equip import DraggmarEquip
from .draggmar_go_alone import DraggmarGoAlone
from .draggmar_group import DraggmarGroup
from .draggmar_group_outcome_type_1 import DraggmarGroupOutcomeType1
from .draggmar_group_outcome_type_2_type_1 import DraggmarGroupOutcomeType2Type1
from .draggmar_group_outcome_type_3_type_1 import DraggmarGroupOutcomeType3Type1
from .draggmar_group_result_type_1 import DraggmarGroupResultType1
from .draggmar_group_result_type_2_type_1 import DraggmarGroupResultType2Type1
from .draggmar_group_result_type_3_type_1 import DraggmarGroupResultType3Type1
from .draggmar_group_stage import DraggmarGroupStage
from .draggmar_leave_chest import DraggmarLeaveChest
from .draggmar_legal_move import DraggmarLegalMove
from .draggmar_legal_moves import DraggmarLegalMoves
from .draggmar_legal_moves_request import DraggmarLegalMovesRequest
from .draggmar_match_request import DraggmarMatchRequest
from .draggmar_match_setup import DraggmarMatchSetup
from .draggmar_new_game import DraggmarNewGame
from .draggmar_new_game_mode import DraggmarNewGameMode
from .draggmar_offer import DraggmarOffer
from .draggmar_offer_trade import DraggmarOfferTrade
from .draggmar_open_chest import DraggmarOpenChest
from .draggmar_options import DraggmarOptions
from .draggmar_options_input import DraggmarOptionsInput
from .draggmar_pending_chance import DraggmarPendingChance
from .draggmar_pending_chance_type import DraggmarPendingChanceType
from .draggmar_play_hero import DraggmarPlayHero
from .draggmar_redraw import DraggmarRedraw
from .draggmar_refuse import DraggmarRefuse
from .draggmar_render_request import DraggmarRenderRequest
from .draggmar_replay_request import DraggmarReplayRequest
from .draggmar_reveal_token import DraggmarRevealToken
from .draggmar_runner import DraggmarRunner
from .draggmar_runner_fame_spent_type_1 import DraggmarRunnerFameSpentType1
from .draggmar_runner_fame_spent_type_2_type_1 import DraggmarRunnerFameSpentType2Type1
from .draggmar_runner_fame_spent_type_3_type_1 import DraggmarRunnerFameSpentType3Type1
from .draggmar_scout import DraggmarScout
from .draggmar_select import DraggmarSelect
from .draggmar_spend_fame import DraggmarSpendFame
from .draggmar_spend_fame_stat import DraggmarSpendFameStat
from .draggmar_split import DraggmarSplit
from .draggmar_starting_hand import DraggmarStartingHand
from .draggmar_state import DraggmarState
from .draggmar_state_decks import DraggmarStateDecks
from .draggmar_state_mode import DraggmarStateMode
from .draggmar_state_phase import DraggmarStatePhase
from .draggmar_state_request import DraggmarStateRequest
from .draggmar_state_status import DraggmarStateStatus
from .draggmar_stay import DraggmarStay
from .draggmar_step import DraggmarStep
from .draggmar_tally import DraggmarTally
from .draggmar_trade_market import DraggmarTradeMarket
from .draggmar_unequip import DraggmarUnequip
from .draggmar_upgrade import DraggmarUpgrade
from .draggmar_use_skill import DraggmarUseSkill
from .draggmar_view import DraggmarView
from .draggmar_view_request import DraggmarViewRequest
from .draggmar_withdraw_trade import DraggmarWithdrawTrade
from .draw_curse import DrawCurse
from .draw_curse_input import DrawCurseInput
from .elite import Elite
from .elite_input import EliteInput
from .event import Event
from .extra_slot import ExtraSlot
from .extra_slot_input import ExtraSlotInput
from .extra_slot_input_slot import ExtraSlotInputSlot
from .extra_slot_slot import ExtraSlotSlot
from .gain_fame import GainFame
from .gain_fame_input import GainFameInput
from .game_detail import GameDetail
from .game_detail_content import GameDetailContent
from .game_summary import GameSummary
from .game_type_info import GameTypeInfo
from .game_type_info_chance import GameTypeInfoChance
from .game_type_info_dynamics import GameTypeInfoDynamics
from .game_type_info_information import GameTypeInfoInformation
from .game_type_info_utility import GameTypeInfoUtility
from .hall import Hall
from .hall_input import HallInput
from .heal import Heal
from .heal_input import HealInput
from .hero import Hero
from .hero_classes_item import HeroClassesItem
from .hero_input import HeroInput
from .hero_input_classes_item import HeroInputClassesItem
from .hint import Hint
from .hint_kind_info import HintKindInfo
from .hint_links import HintLinks
from .hint_result import HintResult
from .hint_result_moves_item import HintResultMovesItem
from .hint_result_plan import HintResultPlan
from .hint_status import HintStatus
from .hint_value import HintValue
from .ignore_trap import IgnoreTrap
from .ignore_trap_input import IgnoreTrapInput
from .item import Item
from .item_classes_item import ItemClassesItem
from .item_input import ItemInput
from .item_input_classes_item import ItemInputClassesItem
from .item_input_slot import ItemInputSlot
from .item_slot import ItemSlot
from .live_response_200 import LiveResponse200
from .location import Location
from .location_factions_item import LocationFactionsItem
from .location_input import LocationInput
from .location_input_factions_item import LocationInputFactionsItem
from .lose_fame import LoseFame
from .lose_fame_input import LoseFameInput
from .map_ import Map
from .map_input import MapInput
from .match_created import MatchCreated
from .match_hint_request import MatchHintRequest
from .match_legal_move import MatchLegalMove
from .match_legal_move_move import MatchLegalMoveMove
from .match_links import MatchLinks
from .match_view import MatchView
from .match_view_view import MatchViewView
from .monster import Monster
from .monster_faction import MonsterFaction
from .monster_input import MonsterInput
from .monster_input_faction import MonsterInputFaction
from .move_request import MoveRequest
from .move_request_move import MoveRequestMove
from .open_chest import OpenChest
from .open_chest_input import OpenChestInput
from .pack import Pack
from .pack_input import PackInput
from .pack_input_level_tokens import PackInputLevelTokens
from .pack_level_tokens import PackLevelTokens
from .peek_next_room import PeekNextRoom
from .peek_next_room_input import PeekNextRoomInput
from .place import Place
from .place_input import PlaceInput
from .players import Players
from .problem import Problem
from .problem_type import ProblemType
from .quality import Quality
from .quality_kind import QualityKind
from .ready_response_200 import ReadyResponse200
from .ready_response_503 import ReadyResponse503
from .reroll_room import RerollRoom
from .reroll_room_input import RerollRoomInput
from .rift import Rift
from .rift_input import RiftInput
from .rift_input_kind import RiftInputKind
from .rift_kind import RiftKind
from .rift_spot import RiftSpot
from .rift_spot_input import RiftSpotInput
from .ruling import Ruling
from .score import Score
from .score_breakdown import ScoreBreakdown
from .score_scores import ScoreScores
from .skip_room import SkipRoom
from .skip_room_input import SkipRoomInput
from .solver_stats import SolverStats
from .thrag_apply_request import ThragApplyRequest
from .thrag_beast_stacks import ThragBeastStacks
from .thrag_beasts_by_color import ThragBeastsByColor
from .thrag_coins_by_color import ThragCoinsByColor
from .thrag_draw_beast import ThragDrawBeast
from .thrag_draw_beast_color import ThragDrawBeastColor
from .thrag_draw_coin import ThragDrawCoin
from .thrag_draw_coin_color import ThragDrawCoinColor
from .thrag_draw_healing import ThragDrawHealing
from .thrag_drawn_beast import ThragDrawnBeast
from .thrag_drawn_beast_color import ThragDrawnBeastColor
from .thrag_fight_in_progress import ThragFightInProgress
from .thrag_fight_in_progress_beast import ThragFightInProgressBeast
from .thrag_fight_in_progress_rerolling_type_1 import ThragFightInProgressRerollingType1
from .thrag_fight_in_progress_rerolling_type_2_type_1 import (
    ThragFightInProgressRerollingType2Type1,
)
from .thrag_fight_in_progress_rerolling_type_3_type_1 import (
    ThragFightInProgressRerollingType3Type1,
)
from .thrag_fight_move import ThragFightMove
from .thrag_fight_move_beast import ThragFightMoveBeast
from .thrag_flip_coin import ThragFlipCoin
from .thrag_flip_coin_color import ThragFlipCoinColor
from .thrag_flipped_coin import ThragFlippedCoin
from .thrag_flipped_coin_color import ThragFlippedCoinColor
from .thrag_healing_tiles import ThragHealingTiles
from .thrag_hint_request import ThragHintRequest
from .thrag_legal_move import ThragLegalMove
from .thrag_legal_moves import ThragLegalMoves
from .thrag_legal_moves_request import ThragLegalMovesRequest
from .thrag_match_request import ThragMatchRequest
from .thrag_match_setup import ThragMatchSetup
from .thrag_new_game import ThragNewGame
from .thrag_new_game_mode import ThragNewGameMode
from .thrag_options import ThragOptions
from .thrag_options_input import ThragOptionsInput
from .thrag_options_input_weapons_item import ThragOptionsInputWeaponsItem
from .thrag_options_weapons_item import ThragOptionsWeaponsItem
from .thrag_pay import ThragPay
from .thrag_pending_chance import ThragPendingChance
from .thrag_pending_chance_color_type_1 import ThragPendingChanceColorType1
from .thrag_pending_chance_color_type_2_type_1 import ThragPendingChanceColorType2Type1
from .thrag_pending_chance_color_type_3_type_1 import ThragPendingChanceColorType3Type1
from .thrag_pending_chance_die_type_1 import ThragPendingChanceDieType1
from .thrag_pending_chance_die_type_2_type_1 import ThragPendingChanceDieType2Type1
from .thrag_pending_chance_die_type_3_type_1 import ThragPendingChanceDieType3Type1
from .thrag_pending_chance_type import ThragPendingChanceType
from .thrag_render_request import ThragRenderRequest
from .thrag_replay_request import ThragReplayRequest
from .thrag_roll import ThragRoll
from .thrag_roll_die import ThragRollDie
from .thrag_spend_pawn import ThragSpendPawn
from .thrag_spend_pawn_pawn import ThragSpendPawnPawn
from .thrag_state import ThragState
from .thrag_state_end_reason_type_1 import ThragStateEndReasonType1
from .thrag_state_end_reason_type_2_type_1 import ThragStateEndReasonType2Type1
from .thrag_state_end_reason_type_3_type_1 import ThragStateEndReasonType3Type1
from .thrag_state_mode import ThragStateMode
from .thrag_state_pawns import ThragStatePawns
from .thrag_state_pawns_additional_property import ThragStatePawnsAdditionalProperty
from .thrag_state_request import ThragStateRequest
from .thrag_state_status import ThragStateStatus
from .thrag_step import ThragStep
from .thrag_stop import ThragStop
from .thrag_strike import ThragStrike
from .thrag_view import ThragView
from .thrag_view_request import ThragViewRequest
from .trap import Trap
from .trap_disarm_item import TrapDisarmItem
from .trap_input import TrapInput
from .trap_input_disarm_item import TrapInputDisarmItem
from .trogdor_abilities import TrogdorAbilities
from .trogdor_apply_request import TrogdorApplyRequest
from .trogdor_board_card import TrogdorBoardCard
from .trogdor_board_card_arrow import TrogdorBoardCardArrow
from .trogdor_burninate import TrogdorBurninate
from .trogdor_burninate_target import TrogdorBurninateTarget
from .trogdor_card_effect import TrogdorCardEffect
from .trogdor_card_effect_target_type_1 import TrogdorCardEffectTargetType1
from .trogdor_card_effect_target_type_2_type_1 import TrogdorCardEffectTargetType2Type1
from .trogdor_card_effect_target_type_3_type_1 import TrogdorCardEffectTargetType3Type1
from .trogdor_chomp import TrogdorChomp
from .trogdor_choose_card import TrogdorChooseCard
from .trogdor_cottage import TrogdorCottage
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
from .trogdor_extra_card import TrogdorExtraCard
from .trogdor_extra_card_input import TrogdorExtraCardInput
from .trogdor_hide import TrogdorHide
from .trogdor_hint_request import TrogdorHintRequest
from .trogdor_jump import TrogdorJump
from .trogdor_legal_move import TrogdorLegalMove
from .trogdor_legal_moves import TrogdorLegalMoves
from .trogdor_legal_moves_request import TrogdorLegalMovesRequest
from .trogdor_match_request import TrogdorMatchRequest
from .trogdor_match_setup import TrogdorMatchSetup
from .trogdor_match_setup_variant import TrogdorMatchSetupVariant
from .trogdor_move_to import TrogdorMoveTo
from .trogdor_movement_card_spec import TrogdorMovementCardSpec
from .trogdor_movement_card_spec_arrow import TrogdorMovementCardSpecArrow
from .trogdor_movement_card_spec_input import TrogdorMovementCardSpecInput
from .trogdor_movement_card_spec_input_arrow import TrogdorMovementCardSpecInputArrow
from .trogdor_movement_card_spec_input_path_item import (
    TrogdorMovementCardSpecInputPathItem,
)
from .trogdor_movement_card_spec_path_item import TrogdorMovementCardSpecPathItem
from .trogdor_new_game import TrogdorNewGame
from .trogdor_new_game_mode import TrogdorNewGameMode
from .trogdor_new_game_variant import TrogdorNewGameVariant
from .trogdor_options import TrogdorOptions
from .trogdor_options_input import TrogdorOptionsInput
from .trogdor_options_input_map_type_0 import TrogdorOptionsInputMapType0
from .trogdor_options_map_type_0 import TrogdorOptionsMapType0
from .trogdor_pending_chance import TrogdorPendingChance
from .trogdor_pending_chance_type import TrogdorPendingChanceType
from .trogdor_piece import TrogdorPiece
from .trogdor_pos import TrogdorPos
from .trogdor_pos_input import TrogdorPosInput
from .trogdor_render_request import TrogdorRenderRequest
from .trogdor_replay_request import TrogdorReplayRequest
from .trogdor_seat_state import TrogdorSeatState
from .trogdor_spawn import TrogdorSpawn
from .trogdor_state import TrogdorState
from .trogdor_state_mode import TrogdorStateMode
from .trogdor_state_phase import TrogdorStatePhase
from .trogdor_state_request import TrogdorStateRequest
from .trogdor_state_status import TrogdorStateStatus
from .trogdor_state_variant import TrogdorStateVariant
from .trogdor_step import TrogdorStep
from .trogdor_task import TrogdorTask
from .trogdor_task_source_type_1 import TrogdorTaskSourceType1
from .trogdor_task_source_type_2_type_1 import TrogdorTaskSourceType2Type1
from .trogdor_task_source_type_3_type_1 import TrogdorTaskSourceType3Type1
from .trogdor_task_task import TrogdorTaskTask
from .trogdor_tile import TrogdorTile
from .trogdor_tile_kind import TrogdorTileKind
from .trogdor_trade import TrogdorTrade
from .trogdor_use_item import TrogdorUseItem
from .trogdor_use_item_direction_type_1 import TrogdorUseItemDirectionType1
from .trogdor_use_item_direction_type_2_type_1 import TrogdorUseItemDirectionType2Type1
from .trogdor_use_item_direction_type_3_type_1 import TrogdorUseItemDirectionType3Type1
from .trogdor_use_item_target_type_1 import TrogdorUseItemTargetType1
from .trogdor_use_item_target_type_2_type_1 import TrogdorUseItemTargetType2Type1
from .trogdor_use_item_target_type_3_type_1 import TrogdorUseItemTargetType3Type1
from .trogdor_view import TrogdorView
from .trogdor_view_request import TrogdorViewRequest
from .troll_party_apply_request import TrollPartyApplyRequest
from .troll_party_card_spec import TrollPartyCardSpec
from .troll_party_card_spec_effect_type_1 import TrollPartyCardSpecEffectType1
from .troll_party_card_spec_effect_type_2_type_1 import (
    TrollPartyCardSpecEffectType2Type1,
)
from .troll_party_card_spec_effect_type_3_type_1 import (
    TrollPartyCardSpecEffectType3Type1,
)
from .troll_party_card_spec_input import TrollPartyCardSpecInput
from .troll_party_card_spec_input_effect_type_1 import (
    TrollPartyCardSpecInputEffectType1,
)
from .troll_party_card_spec_input_effect_type_2_type_1 import (
    TrollPartyCardSpecInputEffectType2Type1,
)
from .troll_party_card_spec_input_effect_type_3_type_1 import (
    TrollPartyCardSpecInputEffectType3Type1,
)
from .troll_party_choose_first_player import TrollPartyChooseFirstPlayer
from .troll_party_deal_dummy import TrollPartyDealDummy
from .troll_party_decline import TrollPartyDecline
from .troll_party_goats import TrollPartyGoats
from .troll_party_goats_golden_type_1 import TrollPartyGoatsGoldenType1
from .troll_party_legal_move import TrollPartyLegalMove
from .troll_party_legal_moves import TrollPartyLegalMoves
from .troll_party_legal_moves_request import TrollPartyLegalMovesRequest
from .troll_party_match_request import TrollPartyMatchRequest
from .troll_party_match_setup import TrollPartyMatchSetup
from .troll_party_move_goat import TrollPartyMoveGoat
from .troll_party_new_game import TrollPartyNewGame
from .troll_party_new_game_mode import TrollPartyNewGameMode
from .troll_party_nullify import TrollPartyNullify
from .troll_party_options import TrollPartyOptions
from .troll_party_options_cards_type_0 import TrollPartyOptionsCardsType0
from .troll_party_options_colors_type_0_item import TrollPartyOptionsColorsType0Item
from .troll_party_options_input import TrollPartyOptionsInput
from .troll_party_options_input_cards_type_0 import TrollPartyOptionsInputCardsType0
from .troll_party_options_input_colors_type_0_item import (
    TrollPartyOptionsInputColorsType0Item,
)
from .troll_party_order_ties import TrollPartyOrderTies
from .troll_party_peek import TrollPartyPeek
from .troll_party_pending_chance import TrollPartyPendingChance
from .troll_party_pending_chance_type import TrollPartyPendingChanceType
from .troll_party_place import TrollPartyPlace
from .troll_party_place_card import TrollPartyPlaceCard
from .troll_party_remove_goat import TrollPartyRemoveGoat
from .troll_party_render_request import TrollPartyRenderRequest
from .troll_party_replay_request import TrollPartyReplayRequest
from .troll_party_state import TrollPartyState
from .troll_party_state_colors_item import TrollPartyStateColorsItem
from .troll_party_state_dummy_type_1 import TrollPartyStateDummyType1
from .troll_party_state_dummy_type_2_type_1 import TrollPartyStateDummyType2Type1
from .troll_party_state_dummy_type_3_type_1 import TrollPartyStateDummyType3Type1
from .troll_party_state_mode import TrollPartyStateMode
from .troll_party_state_request import TrollPartyStateRequest
from .troll_party_state_round_type_1 import TrollPartyStateRoundType1
from .troll_party_state_stage import TrollPartyStateStage
from .troll_party_state_status import TrollPartyStateStatus
from .troll_party_step import TrollPartyStep
from .troll_party_swap import TrollPartySwap
from .troll_party_table_cards import TrollPartyTableCards
from .troll_party_view import TrollPartyView
from .troll_party_view_request import TrollPartyViewRequest

__all__ = (
    "AttackBonus",
    "AttackBonusInput",
    "Boss",
    "BossFaction",
    "BossInput",
    "BossInputFaction",
    "Chest",
    "ChestInput",
    "ChestInputOpensItem",
    "ChestOpensItem",
    "Curse",
    "CurseInput",
    "Damage",
    "DamageInput",
    "DefenseBonus",
    "DefenseBonusInput",
    "DiscardItem",
    "DiscardItemInput",
    "Doom",
    "DoomInput",
    "DraggmarAcceptTrade",
    "DraggmarAdmit",
    "DraggmarApplyRequest",
    "DraggmarAskToJoin",
    "DraggmarAssignReward",
    "DraggmarBought",
    "DraggmarBuy",
    "DraggmarBuyKind",
    "DraggmarChooseFirstPlayer",
    "DraggmarCurseDiscard",
    "DraggmarDeclineTrade",
    "DraggmarDiscard",
    "DraggmarDone",
    "DraggmarDraw",
    "DraggmarDrawCard",
    "DraggmarDrawCurse",
    "DraggmarDrawRoom",
    "DraggmarDrawTo",
    "DraggmarDrawType",
    "DraggmarDungeonsite",
    "DraggmarEnter",
    "DraggmarEquip",
    "DraggmarGoAlone",
    "DraggmarGroup",
    "DraggmarGroupOutcomeType1",
    "DraggmarGroupOutcomeType2Type1",
    "DraggmarGroupOutcomeType3Type1",
    "DraggmarGroupResultType1",
    "DraggmarGroupResultType2Type1",
    "DraggmarGroupResultType3Type1",
    "DraggmarGroupStage",
    "DraggmarLeaveChest",
    "DraggmarLegalMove",
    "DraggmarLegalMoves",
    "DraggmarLegalMovesRequest",
    "DraggmarMatchRequest",
    "DraggmarMatchSetup",
    "DraggmarNewGame",
    "DraggmarNewGameMode",
    "DraggmarOffer",
    "DraggmarOfferTrade",
    "DraggmarOpenChest",
    "DraggmarOptions",
    "DraggmarOptionsInput",
    "DraggmarPendingChance",
    "DraggmarPendingChanceType",
    "DraggmarPlayHero",
    "DraggmarRedraw",
    "DraggmarRefuse",
    "DraggmarRenderRequest",
    "DraggmarReplayRequest",
    "DraggmarRevealToken",
    "DraggmarRunner",
    "DraggmarRunnerFameSpentType1",
    "DraggmarRunnerFameSpentType2Type1",
    "DraggmarRunnerFameSpentType3Type1",
    "DraggmarScout",
    "DraggmarSelect",
    "DraggmarSpendFame",
    "DraggmarSpendFameStat",
    "DraggmarSplit",
    "DraggmarStartingHand",
    "DraggmarState",
    "DraggmarStateDecks",
    "DraggmarStateMode",
    "DraggmarStatePhase",
    "DraggmarStateRequest",
    "DraggmarStateStatus",
    "DraggmarStay",
    "DraggmarStep",
    "DraggmarTally",
    "DraggmarTradeMarket",
    "DraggmarUnequip",
    "DraggmarUpgrade",
    "DraggmarUseSkill",
    "DraggmarView",
    "DraggmarViewRequest",
    "DraggmarWithdrawTrade",
    "DrawCurse",
    "DrawCurseInput",
    "Elite",
    "EliteInput",
    "Event",
    "ExtraSlot",
    "ExtraSlotInput",
    "ExtraSlotInputSlot",
    "ExtraSlotSlot",
    "GainFame",
    "GainFameInput",
    "GameDetail",
    "GameDetailContent",
    "GameSummary",
    "GameTypeInfo",
    "GameTypeInfoChance",
    "GameTypeInfoDynamics",
    "GameTypeInfoInformation",
    "GameTypeInfoUtility",
    "Hall",
    "HallInput",
    "Heal",
    "HealInput",
    "Hero",
    "HeroClassesItem",
    "HeroInput",
    "HeroInputClassesItem",
    "Hint",
    "HintKindInfo",
    "HintLinks",
    "HintResult",
    "HintResultMovesItem",
    "HintResultPlan",
    "HintStatus",
    "HintValue",
    "IgnoreTrap",
    "IgnoreTrapInput",
    "Item",
    "ItemClassesItem",
    "ItemInput",
    "ItemInputClassesItem",
    "ItemInputSlot",
    "ItemSlot",
    "LiveResponse200",
    "Location",
    "LocationFactionsItem",
    "LocationInput",
    "LocationInputFactionsItem",
    "LoseFame",
    "LoseFameInput",
    "Map",
    "MapInput",
    "MatchCreated",
    "MatchHintRequest",
    "MatchLegalMove",
    "MatchLegalMoveMove",
    "MatchLinks",
    "MatchView",
    "MatchViewView",
    "Monster",
    "MonsterFaction",
    "MonsterInput",
    "MonsterInputFaction",
    "MoveRequest",
    "MoveRequestMove",
    "OpenChest",
    "OpenChestInput",
    "Pack",
    "PackInput",
    "PackInputLevelTokens",
    "PackLevelTokens",
    "PeekNextRoom",
    "PeekNextRoomInput",
    "Place",
    "PlaceInput",
    "Players",
    "Problem",
    "ProblemType",
    "Quality",
    "QualityKind",
    "ReadyResponse200",
    "ReadyResponse503",
    "RerollRoom",
    "RerollRoomInput",
    "Rift",
    "RiftInput",
    "RiftInputKind",
    "RiftKind",
    "RiftSpot",
    "RiftSpotInput",
    "Ruling",
    "Score",
    "ScoreBreakdown",
    "ScoreScores",
    "SkipRoom",
    "SkipRoomInput",
    "SolverStats",
    "ThragApplyRequest",
    "ThragBeastStacks",
    "ThragBeastsByColor",
    "ThragCoinsByColor",
    "ThragDrawBeast",
    "ThragDrawBeastColor",
    "ThragDrawCoin",
    "ThragDrawCoinColor",
    "ThragDrawHealing",
    "ThragDrawnBeast",
    "ThragDrawnBeastColor",
    "ThragFightInProgress",
    "ThragFightInProgressBeast",
    "ThragFightInProgressRerollingType1",
    "ThragFightInProgressRerollingType2Type1",
    "ThragFightInProgressRerollingType3Type1",
    "ThragFightMove",
    "ThragFightMoveBeast",
    "ThragFlipCoin",
    "ThragFlipCoinColor",
    "ThragFlippedCoin",
    "ThragFlippedCoinColor",
    "ThragHealingTiles",
    "ThragHintRequest",
    "ThragLegalMove",
    "ThragLegalMoves",
    "ThragLegalMovesRequest",
    "ThragMatchRequest",
    "ThragMatchSetup",
    "ThragNewGame",
    "ThragNewGameMode",
    "ThragOptions",
    "ThragOptionsInput",
    "ThragOptionsInputWeaponsItem",
    "ThragOptionsWeaponsItem",
    "ThragPay",
    "ThragPendingChance",
    "ThragPendingChanceColorType1",
    "ThragPendingChanceColorType2Type1",
    "ThragPendingChanceColorType3Type1",
    "ThragPendingChanceDieType1",
    "ThragPendingChanceDieType2Type1",
    "ThragPendingChanceDieType3Type1",
    "ThragPendingChanceType",
    "ThragRenderRequest",
    "ThragReplayRequest",
    "ThragRoll",
    "ThragRollDie",
    "ThragSpendPawn",
    "ThragSpendPawnPawn",
    "ThragState",
    "ThragStateEndReasonType1",
    "ThragStateEndReasonType2Type1",
    "ThragStateEndReasonType3Type1",
    "ThragStateMode",
    "ThragStatePawns",
    "ThragStatePawnsAdditionalProperty",
    "ThragStateRequest",
    "ThragStateStatus",
    "ThragStep",
    "ThragStop",
    "ThragStrike",
    "ThragView",
    "ThragViewRequest",
    "Trap",
    "TrapDisarmItem",
    "TrapInput",
    "TrapInputDisarmItem",
    "TrogdorAbilities",
    "TrogdorApplyRequest",
    "TrogdorBoardCard",
    "TrogdorBoardCardArrow",
    "TrogdorBurninate",
    "TrogdorBurninateTarget",
    "TrogdorCardEffect",
    "TrogdorCardEffectTargetType1",
    "TrogdorCardEffectTargetType2Type1",
    "TrogdorCardEffectTargetType3Type1",
    "TrogdorChomp",
    "TrogdorChooseCard",
    "TrogdorCottage",
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
    "TrogdorExtraCard",
    "TrogdorExtraCardInput",
    "TrogdorHide",
    "TrogdorHintRequest",
    "TrogdorJump",
    "TrogdorLegalMove",
    "TrogdorLegalMoves",
    "TrogdorLegalMovesRequest",
    "TrogdorMatchRequest",
    "TrogdorMatchSetup",
    "TrogdorMatchSetupVariant",
    "TrogdorMoveTo",
    "TrogdorMovementCardSpec",
    "TrogdorMovementCardSpecArrow",
    "TrogdorMovementCardSpecInput",
    "TrogdorMovementCardSpecInputArrow",
    "TrogdorMovementCardSpecInputPathItem",
    "TrogdorMovementCardSpecPathItem",
    "TrogdorNewGame",
    "TrogdorNewGameMode",
    "TrogdorNewGameVariant",
    "TrogdorOptions",
    "TrogdorOptionsInput",
    "TrogdorOptionsInputMapType0",
    "TrogdorOptionsMapType0",
    "TrogdorPendingChance",
    "TrogdorPendingChanceType",
    "TrogdorPiece",
    "TrogdorPos",
    "TrogdorPosInput",
    "TrogdorRenderRequest",
    "TrogdorReplayRequest",
    "TrogdorSeatState",
    "TrogdorSpawn",
    "TrogdorState",
    "TrogdorStateMode",
    "TrogdorStatePhase",
    "TrogdorStateRequest",
    "TrogdorStateStatus",
    "TrogdorStateVariant",
    "TrogdorStep",
    "TrogdorTask",
    "TrogdorTaskSourceType1",
    "TrogdorTaskSourceType2Type1",
    "TrogdorTaskSourceType3Type1",
    "TrogdorTaskTask",
    "TrogdorTile",
    "TrogdorTileKind",
    "TrogdorTrade",
    "TrogdorUseItem",
    "TrogdorUseItemDirectionType1",
    "TrogdorUseItemDirectionType2Type1",
    "TrogdorUseItemDirectionType3Type1",
    "TrogdorUseItemTargetType1",
    "TrogdorUseItemTargetType2Type1",
    "TrogdorUseItemTargetType3Type1",
    "TrogdorView",
    "TrogdorViewRequest",
    "TrollPartyApplyRequest",
    "TrollPartyCardSpec",
    "TrollPartyCardSpecEffectType1",
    "TrollPartyCardSpecEffectType2Type1",
    "TrollPartyCardSpecEffectType3Type1",
    "TrollPartyCardSpecInput",
    "TrollPartyCardSpecInputEffectType1",
    "TrollPartyCardSpecInputEffectType2Type1",
    "TrollPartyCardSpecInputEffectType3Type1",
    "TrollPartyChooseFirstPlayer",
    "TrollPartyDealDummy",
    "TrollPartyDecline",
    "TrollPartyGoats",
    "TrollPartyGoatsGoldenType1",
    "TrollPartyLegalMove",
    "TrollPartyLegalMoves",
    "TrollPartyLegalMovesRequest",
    "TrollPartyMatchRequest",
    "TrollPartyMatchSetup",
    "TrollPartyMoveGoat",
    "TrollPartyNewGame",
    "TrollPartyNewGameMode",
    "TrollPartyNullify",
    "TrollPartyOptions",
    "TrollPartyOptionsCardsType0",
    "TrollPartyOptionsColorsType0Item",
    "TrollPartyOptionsInput",
    "TrollPartyOptionsInputCardsType0",
    "TrollPartyOptionsInputColorsType0Item",
    "TrollPartyOrderTies",
    "TrollPartyPeek",
    "TrollPartyPendingChance",
    "TrollPartyPendingChanceType",
    "TrollPartyPlace",
    "TrollPartyPlaceCard",
    "TrollPartyRemoveGoat",
    "TrollPartyRenderRequest",
    "TrollPartyReplayRequest",
    "TrollPartyState",
    "TrollPartyStateColorsItem",
    "TrollPartyStateDummyType1",
    "TrollPartyStateDummyType2Type1",
    "TrollPartyStateDummyType3Type1",
    "TrollPartyStateMode",
    "TrollPartyStateRequest",
    "TrollPartyStateRoundType1",
    "TrollPartyStateStage",
    "TrollPartyStateStatus",
    "TrollPartyStep",
    "TrollPartySwap",
    "TrollPartyTableCards",
    "TrollPartyView",
    "TrollPartyViewRequest",
)
