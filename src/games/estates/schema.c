/* The Estates' state as the text of a state lists it (core/snapshot.h). */
#include "core/snapshot.h"
#include "estates.h"

static const StateField state_fields[] = {
    STATE_FIELD(GameState, players),
    STATE_ARRAY(EstatesState, rng.s, uint64_t),
    STATE_FIELD(EstatesState, open_money),
    STATE_FIELD(EstatesState, rounds),
    STATE_FIELD(EstatesState, phase),
    STATE_FIELD(EstatesState, end),
    STATE_ARRAY(EstatesState, display, int8_t),
    STATE_ARRAY(EstatesState, display_lo, int8_t),
    STATE_ARRAY(EstatesState, display_hi, int8_t),
    STATE_ARRAY(EstatesState, cube_place, int8_t),
    STATE_ARRAY(EstatesState, stack, int8_t),
    STATE_ARRAY(EstatesState, height, int8_t),
    STATE_ARRAY(EstatesState, roof, int8_t),
    STATE_ARRAY(EstatesState, roof_pile, int8_t),
    STATE_FIELD(EstatesState, roof_pile_count),
    STATE_ARRAY(EstatesState, roof_place, int8_t),
    STATE_ARRAY(EstatesState, permit_place, int8_t),
    STATE_ARRAY(EstatesState, permit_row, int8_t),
    STATE_ARRAY(EstatesState, permit_sign, int8_t),
    STATE_FIELD(EstatesState, mayor_place),
    STATE_FIELD(EstatesState, mayor_row),
    STATE_FIELD(EstatesState, cancel_place),
    STATE_ARRAY(EstatesState, certificate, int8_t),
    STATE_ARRAY(EstatesState, hand, int16_t),
    STATE_ARRAY(EstatesState, box, int16_t),
    STATE_FIELD(EstatesState, auctioneer),
    STATE_FIELD(EstatesState, stowed),
    STATE_FIELD(EstatesState, piece_kind),
    STATE_FIELD(EstatesState, piece),
    STATE_FIELD(EstatesState, bidder),
    STATE_ARRAY(EstatesState, bid, int8_t),
    STATE_FIELD(EstatesState, high_bidder),
    STATE_FIELD(EstatesState, high_bid),
    STATE_FIELD(EstatesState, owner),
    STATE_FIELD(EstatesState, last_row),
    STATE_FIELD(EstatesState, last_lot),
    STATE_FIELD(EstatesState, round),
    STATE_FIELD(EstatesState, round_starter),
    STATE_ARRAY(EstatesState, round_score, int16_t),
    STATE_ARRAY(EstatesState, round_winner, int8_t),
    STATE_FIELD(EstatesState, plies),
};

/* Other seats' money in hand is hidden at the table (the rule of record), though every payment
 * is seen: a seat's state holds its own, and the money the others hold between them (public:
 * everyone's checks add up to the start money, the cash boxes are counted in the open) shared
 * out evenly among those it may not see. */
static void conceal_money(GameState *state, int viewer)
{
    EstatesState *s = (EstatesState *)state;
    int hidden = 0, money = 0;
    for (int seat = 0; seat < state->players; seat++)
        if (!estates_money_visible(s, seat, viewer)) {
            hidden++;
            money += s->hand[seat];
        }
    for (int seat = 0, k = 0; seat < state->players; seat++)
        if (!estates_money_visible(s, seat, viewer))
            s->hand[seat] = (int16_t)(money / hidden + (k++ < money % hidden));
}

const StateSchema estates_schema = {
    .version = 1,
    .size = sizeof(EstatesState),
    .pointers = sizeof(const GameRules *),
    .fields = state_fields,
    .field_count = (int)(sizeof state_fields / sizeof state_fields[0]),
    .conceal = conceal_money,
};
