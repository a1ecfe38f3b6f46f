/* Mint Bid's state as the text of a state lists it (core/snapshot.h). */
#include "core/snapshot.h"
#include "mintbid.h"

static const StateField area_fields[] = {
    STATE_ARRAY(MintBidArea, cell, int8_t),
    STATE_FIELD(MintBidArea, width),
    STATE_FIELD(MintBidArea, count),
    STATE_FIELD(MintBidArea, controllers),
};
static const StateSchema area_schema = STATE_SCHEMA(MintBidArea, 1, 0, area_fields);

static const StateField auction_fields[] = {
    STATE_FIELD(MintBidAuction, card),
    STATE_FIELD(MintBidAuction, closed),
    STATE_FIELD(MintBidAuction, turn),
    STATE_FIELD(MintBidAuction, high),
    STATE_ARRAY(MintBidAuction, high_seat, int8_t),
    STATE_ARRAY(MintBidAuction, high_share, int8_t),
    STATE_FIELD(MintBidAuction, high_bidder),
    STATE_FIELD(MintBidAuction, withdrawn),
    STATE_FIELD(MintBidAuction, asked),
    STATE_FIELD(MintBidAuction, prop_from),
    STATE_FIELD(MintBidAuction, prop_to),
    STATE_FIELD(MintBidAuction, prop_share_from),
    STATE_FIELD(MintBidAuction, prop_share_to),
    STATE_ARRAY(MintBidAuction, secret, int8_t),
    STATE_FIELD(MintBidAuction, secrets_in),
    STATE_FIELD(MintBidAuction, revealed),
    STATE_FIELD(MintBidAuction, candidates),
    STATE_FIELD(MintBidAuction, winner),
    STATE_FIELD(MintBidAuction, share_ok),
    STATE_ARRAY(MintBidAuction, win_seat, int8_t),
    STATE_ARRAY(MintBidAuction, win_pay, int8_t),
    STATE_FIELD(MintBidAuction, placer),
    STATE_FIELD(MintBidAuction, area),
    STATE_FIELD(MintBidAuction, answer_seat),
    STATE_FIELD(MintBidAuction, answers),
    STATE_FIELD(MintBidAuction, best),
    STATE_FIELD(MintBidAuction, best_seat),
    STATE_FIELD(MintBidAuction, free_take),
};
static const StateSchema auction_schema = STATE_SCHEMA(MintBidAuction, 1, 0, auction_fields);

static const StateField win_fields[] = {
    STATE_FIELD(MintBidWin, card),        STATE_ARRAY(MintBidWin, seat, int8_t),
    STATE_ARRAY(MintBidWin, pay, int8_t), STATE_FIELD(MintBidWin, free),
    STATE_FIELD(MintBidWin, shared),
};
static const StateSchema win_schema = STATE_SCHEMA(MintBidWin, 1, 0, win_fields);

static const StateField state_fields[] = {
    STATE_FIELD(GameState, players),
    STATE_ARRAY(MintBidState, rng.s, uint64_t),
    STATE_FIELD(MintBidState, mode),
    STATE_FIELD(MintBidState, ai),
    STATE_FIELD(MintBidState, phase),
    STATE_FIELD(MintBidState, area_count),
    STATE_FIELD(MintBidState, ai_area),
    STATE_FIELD(MintBidState, income),
    STATE_FIELD(MintBidState, block_size),
    STATE_ARRAY(MintBidState, where, int8_t),
    STATE_ARRAY(MintBidState, card_area, int8_t),
    STATE_ARRAY(MintBidState, card_col, int8_t),
    STATE_ARRAY(MintBidState, card_row, int8_t),
    STATE_ARRAY(MintBidState, rotated, bool),
    STATE_ARRAY(MintBidState, deck, int8_t),
    STATE_FIELD(MintBidState, deck_count),
    STATE_ARRAY(MintBidState, block, int8_t),
    STATE_FIELD(MintBidState, block_count),
    STATE_PART(MintBidState, area, MintBidArea, area_schema),
    STATE_ARRAY(MintBidState, mints, int16_t),
    STATE_ARRAY(MintBidState, income_total, int16_t),
    STATE_ARRAY(MintBidState, roll_total, int16_t),
    STATE_ARRAY(MintBidState, paid_total, int16_t),
    STATE_FIELD(MintBidState, auctioneer),
    STATE_FIELD(MintBidState, round),
    STATE_FIELD(MintBidState, last_roll),
    STATE_FIELD(MintBidState, rolls),
    STATE_PART(MintBidState, auction, MintBidAuction, auction_schema),
    STATE_PART(MintBidState, last_win, MintBidWin, win_schema),
    STATE_FIELD(MintBidState, wins),
    STATE_FIELD(MintBidState, passed_over),
    STATE_FIELD(MintBidState, passed_over_bid),
    STATE_FIELD(MintBidState, ai_strength),
    STATE_FIELD(MintBidState, ai_roll),
    STATE_ARRAY(MintBidState, ai_dice, int8_t),
    STATE_FIELD(MintBidState, ai_dice_count),
    STATE_FIELD(MintBidState, ai_action),
    STATE_FIELD(MintBidState, ai_bid),
    STATE_FIELD(MintBidState, ai_rolls),
    STATE_ARRAY(MintBidState, holder, int8_t),
    STATE_FIELD(MintBidState, deed_card),
    STATE_FIELD(MintBidState, deed_unused),
    STATE_ARRAY(MintBidState, utility_move, int8_t),
    STATE_FIELD(MintBidState, rotated_card),
    STATE_ARRAY(MintBidState, forced, int8_t),
    STATE_FIELD(MintBidState, forced_count),
    STATE_FIELD(MintBidState, plies),
};
const StateSchema mintbid_schema =
    STATE_SCHEMA(MintBidState, 1, sizeof(const GameRules *), state_fields);
