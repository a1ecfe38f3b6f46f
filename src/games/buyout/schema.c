/* Buyout!'s state as the text of a state lists it (core/snapshot.h). */
#include "buyout.h"
#include "core/snapshot.h"

static const StateField tile_fields[] = {
    STATE_FIELD(BuyoutTile, seat),
    STATE_FIELD(BuyoutTile, kind),
};
static const StateSchema tile_schema = STATE_SCHEMA(BuyoutTile, 1, 0, tile_fields);

static const StateField stack_fields[] = {
    STATE_FIELD(BuyoutStack, height),
    STATE_PART(BuyoutStack, tile, BuyoutTile, tile_schema),
};
static const StateSchema stack_schema = STATE_SCHEMA(BuyoutStack, 1, 0, stack_fields);

static const StateField region_fields[] = {
    STATE_ARRAY(BuyoutRegionPayout, buildings, int),
    STATE_FIELD(BuyoutRegionPayout, tallest_height),
    STATE_FIELD(BuyoutRegionPayout, tallest_seat),
    STATE_FIELD(BuyoutRegionPayout, tallest_tied),
    STATE_FIELD(BuyoutRegionPayout, tallest_amount),
    STATE_FIELD(BuyoutRegionPayout, most_seat),
    STATE_FIELD(BuyoutRegionPayout, most_tied),
    STATE_FIELD(BuyoutRegionPayout, most_amount),
};
static const StateSchema region_schema = STATE_SCHEMA(BuyoutRegionPayout, 1, 0, region_fields);

static const StateField payout_fields[] = {
    STATE_FIELD(BuyoutPayout, round),
    STATE_PART(BuyoutPayout, region, BuyoutRegionPayout, region_schema),
    STATE_ARRAY(BuyoutPayout, total, int),
};
static const StateSchema payout_schema = STATE_SCHEMA(BuyoutPayout, 1, 0, payout_fields);

static const StateField settlement_fields[] = {
    STATE_FIELD(BuyoutSettlement, seat),          STATE_FIELD(BuyoutSettlement, from_lot),
    STATE_FIELD(BuyoutSettlement, lot),           STATE_FIELD(BuyoutSettlement, kind),
    STATE_FIELD(BuyoutSettlement, buyout_seat),   STATE_FIELD(BuyoutSettlement, buyout_height),
    STATE_FIELD(BuyoutSettlement, buyout_amount), STATE_ARRAY(BuyoutSettlement, owed, int),
    STATE_ARRAY(BuyoutSettlement, paid, int),     STATE_FIELD(BuyoutSettlement, uncovered_store),
};
static const StateSchema settlement_schema =
    STATE_SCHEMA(BuyoutSettlement, 1, 0, settlement_fields);

static const StateField final_fields[] = {
    STATE_ARRAY(BuyoutFinal, money_before, int),
    STATE_ARRAY(BuyoutFinal, tallest_bonus, int),
    STATE_ARRAY(BuyoutFinal, most_bonus, int),
    STATE_ARRAY(BuyoutFinal, tiles_sold, int),
    STATE_FIELD(BuyoutFinal, tallest_height),
    STATE_FIELD(BuyoutFinal, tallest_seat),
    STATE_FIELD(BuyoutFinal, most_seat),
    STATE_FIELD(BuyoutFinal, most_count),
    STATE_FIELD(BuyoutFinal, ended_by_empty_round),
};
static const StateSchema final_schema = STATE_SCHEMA(BuyoutFinal, 1, 0, final_fields);

static const StateField state_fields[] = {
    STATE_FIELD(GameState, players),
    STATE_ARRAY(BuyoutState, rng.s, uint64_t),
    STATE_PART(BuyoutState, lot, BuyoutStack, stack_schema),
    STATE_ARRAY(BuyoutState, board.height, int8_t),
    STATE_ARRAY(BuyoutState, board.owner, int8_t),
    STATE_FIELD(BuyoutState, built),
    STATE_FIELD(BuyoutState, closed),
    STATE_FIELD(BuyoutState, stores),
    STATE_FIELD(BuyoutState, tallest),
    STATE_PART(BuyoutState, standing, BuyoutPayout, payout_schema),
    STATE_ARRAY(BuyoutState, hand, int),
    STATE_ARRAY(BuyoutState, bag, int),
    STATE_ARRAY(BuyoutState, known_regular, int),
    STATE_ARRAY(BuyoutState, money, int),
    STATE_FIELD(BuyoutState, bank_paid),
    STATE_FIELD(BuyoutState, round),
    STATE_FIELD(BuyoutState, die_holder),
    STATE_FIELD(BuyoutState, current),
    STATE_FIELD(BuyoutState, turns_done),
    STATE_FIELD(BuyoutState, round_placements),
    STATE_FIELD(BuyoutState, turn_placements),
    STATE_FIELD(BuyoutState, phase),
    STATE_FIELD(BuyoutState, scaffold_lot),
    STATE_PART(BuyoutState, last, BuyoutSettlement, settlement_schema),
    STATE_PART(BuyoutState, payout, BuyoutPayout, payout_schema),
    STATE_PART(BuyoutState, final, BuyoutFinal, final_schema),
};
const StateSchema buyout_schema =
    STATE_SCHEMA(BuyoutState, 1, sizeof(const GameRules *), state_fields);
