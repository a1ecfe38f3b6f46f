/* BuyWord's state as the text of a state lists it (core/snapshot.h). The dictionary is no
 * field: a state is restored into one that holds it. */
#include "buyword.h"
#include "core/snapshot.h"

static const StateField sale_fields[] = {
    STATE_FIELD(BuywordSale, seat),
    STATE_FIELD(BuywordSale, value),
    STATE_ARRAY(BuywordSale, word, char),
};
static const StateSchema sale_schema = STATE_SCHEMA(BuywordSale, 1, 0, sale_fields);

static const StateField state_fields[] = {
    STATE_FIELD(GameState, players),
    STATE_ARRAY(BuywordState, rng.s, uint64_t),
    STATE_FIELD(BuywordState, phase),
    STATE_FIELD(BuywordState, round),
    STATE_FIELD(BuywordState, leader),
    STATE_FIELD(BuywordState, turn),
    STATE_FIELD(BuywordState, face),
    STATE_FIELD(BuywordState, count),
    STATE_FIELD(BuywordState, last_round),
    STATE_ARRAY(BuywordState, bag, uint8_t),
    STATE_FIELD(BuywordState, bag_count),
    STATE_ARRAY(BuywordState, held, uint8_t),
    STATE_ARRAY(BuywordState, fresh, uint8_t),
    STATE_ARRAY(BuywordState, fresh_count, int8_t),
    STATE_ARRAY(BuywordState, fresh_status, uint8_t),
    STATE_ARRAY(BuywordState, wilds, int8_t),
    STATE_ARRAY(BuywordState, wilds_sold, int8_t),
    STATE_FIELD(BuywordState, wilds_dealt),
    STATE_ARRAY(BuywordState, money, int),
    STATE_ARRAY(BuywordState, spent, int),
    STATE_ARRAY(BuywordState, earned, int),
    STATE_ARRAY(BuywordState, words_sold, int16_t),
    STATE_ARRAY(BuywordState, shown, uint8_t),
    STATE_ARRAY(BuywordState, boxed, uint8_t),
    STATE_FIELD(BuywordState, boxed_count),
    STATE_PART(BuywordState, sold, BuywordSale, sale_schema),
    STATE_FIELD(BuywordState, sold_count),
};
const StateSchema buyword_schema = STATE_SCHEMA(
    BuywordState, 1, sizeof(const GameRules *) + sizeof(const BuywordDict *), state_fields);
