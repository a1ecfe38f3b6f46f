/* Takeover's state as the text of a state lists it (core/snapshot.h). */
#include "core/snapshot.h"
#include "takeover.h"

static const StateField state_fields[] = {
    STATE_FIELD(GameState, players),
    STATE_ARRAY(TakeoverState, rng.s, uint64_t),
    STATE_FIELD(TakeoverState, phase),
    STATE_FIELD(TakeoverState, end),
    STATE_ARRAY(TakeoverState, stack, int8_t),
    STATE_ARRAY(TakeoverState, height, int8_t),
    STATE_ARRAY(TakeoverState, tile_cell, int8_t),
    STATE_FIELD(TakeoverState, cheapest),
    STATE_FIELD(TakeoverState, cheapest_penny),
    STATE_FIELD(TakeoverState, occupied),
    STATE_ARRAY(TakeoverState, top_suit, uint32_t),
    STATE_ARRAY(TakeoverState, top_value, uint32_t),
    STATE_ARRAY(TakeoverState, owner, int8_t),
    STATE_ARRAY(TakeoverState, stock, bool),
    STATE_ARRAY(TakeoverState, known, uint8_t),
    STATE_FIELD(TakeoverState, starter),
    STATE_FIELD(TakeoverState, picks),
    STATE_FIELD(TakeoverState, stocks_chosen),
    STATE_FIELD(TakeoverState, turn),
    STATE_FIELD(TakeoverState, passes),
    STATE_FIELD(TakeoverState, offered),
    STATE_FIELD(TakeoverState, offer_from),
    STATE_FIELD(TakeoverState, offer_to),
    STATE_FIELD(TakeoverState, offer_give),
    STATE_FIELD(TakeoverState, offer_get),
    STATE_FIELD(TakeoverState, last_from),
    STATE_FIELD(TakeoverState, last_to),
    STATE_FIELD(TakeoverState, plies),
};
const StateSchema takeover_schema =
    STATE_SCHEMA(TakeoverState, 1, sizeof(const GameRules *), state_fields);
