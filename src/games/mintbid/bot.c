/* Mint Bid: what the bots know about the game.
 *
 * The search (src/ai) is shared by all games; this file gives it
 *   - an evaluation: VP now, plus a share of the VP still to be auctioned in proportion to the
 *     mints each seat holds, turned into win chances with a softmax;
 *   - candidate moves: a few bid amounts (the smallest raise, a little more, a partner bid split
 *     evenly) instead of every integer, a spread of closed bids;
 *   - a quick rollout policy: bid for a location while it is cheap for its VP, lay cards where
 *     they match. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "mintbid.h"

#define SOFTMAX_TEMPERATURE 3.0
#define AVERAGE_VP 3.5

/* VP still to be won: the deck (hidden: an average), the block and the location on auction. */
static double remaining_vp(const MintBidState *s)
{
    double vp = s->deck_count * AVERAGE_VP;
    for (int i = 0; i < s->block_count; i++)
        vp += mintbid_cards[s->block[i]].vp;
    if (s->auction.card >= 0 && s->phase < MB_PHASE_DEED)
        vp += mintbid_cards[s->auction.card].vp;
    return vp;
}

/* Expected final VP of each contender (seats, then the AI in slot `players`). */
static int expected_vp(const MintBidState *s, double *value)
{
    int n = s->base.players, contenders = n + (s->ai_area >= 0 ? 1 : 0);
    double remaining = remaining_vp(s), mints = 0;
    for (int seat = 0; seat < n; seat++)
        mints += s->mints[seat];
    /* In the full game every location counts for two seats. */
    double pool = remaining * (s->mode == MB_MODE_FULL ? 2.0 : 1.0);
    double ai_share = s->mode == MB_MODE_SOLO ? 0.5 : s->mode == MB_MODE_TWO_AI ? 0.3 : 0.0;
    for (int seat = 0; seat < n; seat++) {
        double share = mints > 0 ? s->mints[seat] / mints : 1.0 / n;
        value[seat] = mintbid_vp(s, seat) + pool * (1.0 - ai_share) * share;
    }
    if (contenders > n)
        value[n] = mintbid_vp(s, MB_AI) + pool * ai_share;
    return contenders;
}

static void mb_evaluate(const GameState *state, double *out)
{
    const MintBidState *s = (const MintBidState *)state;
    double value[MAX_SEATS + 1], weight[MAX_SEATS + 1], total = 0, top = -1e9;
    int contenders = expected_vp(s, value);
    for (int i = 0; i < contenders; i++)
        top = value[i] > top ? value[i] : top;
    for (int i = 0; i < contenders; i++) {
        weight[i] = exp((value[i] - top) / SOFTMAX_TEMPERATURE);
        total += weight[i];
    }
    for (int seat = 0; seat < s->base.players; seat++)
        out[seat] = weight[seat] / total;
}

/* ---------------------------------------------------------------- candidates */

static bool applies(const MintBidState *s, MoveCode move)
{
    MintBidState copy = *s;
    return mintbid_rules.apply_code(&copy.base, move);
}

static void add_if_legal(const MintBidState *s, CodeList *out, MoveCode move)
{
    if (!codelist_contains(out, move) && applies(s, move))
        codelist_add(out, move);
}

static MoveCode simple(MintBidVerb verb)
{
    return mintbid_code(verb, 0, 0, 0);
}

static void open_candidates(const MintBidState *s, CodeList *out)
{
    const MintBidAuction *a = &s->auction;
    const int raises[3] = {1, 2, 4};
    /* Against an AI card every mint bid between the players raises the AI's bid too: only the
     * smallest raise is worth a look. */
    int kinds = s->mode == MB_MODE_TWO_AI ? 1 : 3;
    for (int i = 0; i < kinds; i++)
        add_if_legal(s, out, mintbid_code(MB_VERB_BID, a->high + raises[i], 0, 0));
    if (s->mode == MB_MODE_FULL) {
        for (int side = 0; side < 2; side++)
            for (int extra = 1; extra <= 2; extra++) {
                int total = a->high + extra;
                if (total < 2)
                    continue;
                int partner_share = total / 2, own = total - partner_share;
                add_if_legal(s, out, mintbid_code(MB_VERB_BID_WITH, own, partner_share, side));
            }
    }
    add_if_legal(s, out, simple(MB_VERB_PASS));
    add_if_legal(s, out, simple(MB_VERB_WITHDRAW));
}

static void secret_candidates(const MintBidState *s, int seat, CodeList *out)
{
    int mints = s->mints[seat];
    const int amounts[6] = {0, 1, 2, 3, mints / 2, mints};
    for (int i = 0; i < 6; i++)
        if (amounts[i] <= mints)
            codelist_add_unique(out, mintbid_code(MB_VERB_SECRET, amounts[i], 0, 0));
}

static void mb_candidates(const GameState *state, CodeList *out)
{
    const MintBidState *s = (const MintBidState *)state;
    int seat = mintbid_to_move(s);
    switch (s->phase) {
    case MB_PHASE_OPEN:
        open_candidates(s, out);
        break;
    case MB_PHASE_SECRET:
        secret_candidates(s, seat, out);
        break;
    case MB_PHASE_AI_ANSWER: /* the other player may answer too: a mint more deters it */
        for (int extra = 1; extra <= 2; extra++)
            add_if_legal(s, out, mintbid_code(MB_VERB_BID, s->auction.best + extra, 0, 0));
        codelist_add_unique(out, simple(MB_VERB_PASS));
        break;
    default:
        mintbid_rules.legal_codes(state, out);
        break;
    }
}

/* ---------------------------------------------------------------- rollouts */

/* What a seat will pay at most for the location on auction in a rollout. */
static int price_limit(const MintBidState *s, Rng *rng)
{
    int vp = mintbid_cards[s->auction.card].vp;
    return vp + (int)rng_below(rng, 3) - 1;
}

/* The matches laying the location on auction at a spot of `area` adds. A location laid with the
 * block and the deck empty ends the game, where an AI card's abilities may change the block
 * further: that is played out on a copy. */
static int spot_gain(const MintBidState *s, int area, int col, int row, int before)
{
    if (s->block_count > 0 || s->deck_count > 0)
        return mintbid_matches_if_laid(s, area, s->auction.card, col, row) - before;
    MintBidState trial = *s;
    if (!mintbid_rules.apply_code(&trial.base, mintbid_code(MB_VERB_PLACE, area, col, row)))
        return -1;
    return trial.area[area].count > s->area[area].count
               ? mintbid_area_matches(&trial, area) - before
               : 0;
}

static bool best_spot(const MintBidState *s, int area, MoveCode *move_out)
{
    int cols[2 * MB_COLS], rows[2 * MB_COLS], best = -1;
    int n = mintbid_place_spots(s, area, cols, rows);
    int before = mintbid_area_matches(s, area);
    for (int i = 0; i < n; i++) {
        MoveCode move = mintbid_code(MB_VERB_PLACE, area, cols[i], rows[i]);
        int gain = spot_gain(s, area, cols[i], rows[i], before);
        if (gain > best) {
            best = gain;
            *move_out = move;
        }
    }
    return best >= 0;
}

static bool mb_rollout_move(const GameState *state, Rng *rng, MoveCode *move_out)
{
    const MintBidState *s = (const MintBidState *)state;
    const MintBidAuction *a = &s->auction;
    int seat = mintbid_to_move(s);
    switch (s->phase) {
    case MB_PHASE_OPEN: {
        int bid = a->high + 1;
        if (bid <= s->mints[seat] && bid <= price_limit(s, rng)) {
            *move_out = mintbid_code(MB_VERB_BID, bid, 0, 0);
            return true;
        }
        if (a->high == 0)
            return false; /* an opening that must bid: any legal move */
        bool in_high = a->high_seat[0] == seat || a->high_seat[1] == seat;
        *move_out = simple(in_high ? MB_VERB_PASS : MB_VERB_WITHDRAW);
        return true;
    }
    case MB_PHASE_PROPOSAL:
        *move_out = simple(a->prop_share_to <= price_limit(s, rng) / 2 + 1 ? MB_VERB_AGREE
                                                                            : MB_VERB_REFUSE);
        return true;
    case MB_PHASE_SECRET: {
        int limit = price_limit(s, rng) / 2;
        int bid = (int)rng_below(rng, (uint32_t)(limit > 0 ? limit + 1 : 1));
        *move_out = mintbid_code(MB_VERB_SECRET, bid < s->mints[seat] ? bid : s->mints[seat], 0, 0);
        return true;
    }
    case MB_PHASE_SOLO_BID:
        *move_out = s->mints[0] >= 1 ? mintbid_code(MB_VERB_BID, 1, 0, 0) : simple(MB_VERB_WITHDRAW);
        return true;
    case MB_PHASE_SOLO_ANSWER:
        *move_out = simple(s->mints[0] > s->ai_bid && s->ai_bid + 1 <= price_limit(s, rng)
                               ? MB_VERB_RAISE
                               : MB_VERB_WITHDRAW);
        return true;
    case MB_PHASE_AI_ANSWER:
        if (a->best + 1 <= s->mints[seat] && a->best + 1 <= price_limit(s, rng))
            *move_out = mintbid_code(MB_VERB_BID, a->best + 1, 0, 0);
        else
            *move_out = simple(MB_VERB_PASS);
        return true;
    case MB_PHASE_PLACE:
        return best_spot(s, a->area, move_out);
    default:
        return false;
    }
}

/* ---------------------------------------------------------------- the end */

/* A seat's lead over the best other contender (the AI included). */
static int lead(const MintBidState *s, int seat)
{
    int best = -1000;
    for (int other = 0; other < s->base.players; other++)
        if (other != seat && mintbid_vp(s, other) > best)
            best = mintbid_vp(s, other);
    if (s->ai_area >= 0 && mintbid_vp(s, MB_AI) > best)
        best = mintbid_vp(s, MB_AI);
    return mintbid_vp(s, seat) - best;
}

/* The end-of-game abilities need no search: the rest of the game is known, so take the move
 * that leaves the biggest lead (the first one listed, "skip" included, on a tie). */
static bool mb_choose(const GameState *state, BotLevel level, Rng *rng, MoveCode *move_out)
{
    const MintBidState *s = (const MintBidState *)state;
    (void)rng;
    if (level == BOT_EASY || (s->phase != MB_PHASE_DEED && s->phase != MB_PHASE_UTILITY &&
                              s->phase != MB_PHASE_PRODUCTION))
        return false;
    int seat = mintbid_to_move(s), best = -10000;
    CodeList moves = CODELIST_INIT;
    mintbid_rules.legal_codes(state, &moves);
    MoveCode chosen = 0;
    for (int i = 0; i < moves.count; i++) {
        MintBidState trial = *s;
        if (!mintbid_rules.apply_code(&trial.base, moves.items[i]))
            continue;
        int value = lead(&trial, seat);
        if (value > best) {
            best = value;
            chosen = moves.items[i];
        }
    }
    codelist_free(&moves);
    *move_out = chosen;
    return best > -10000;
}

const GameBotHooks mintbid_bot_hooks = {
    .evaluate = mb_evaluate,
    .candidates = mb_candidates,
    .rollout_move = mb_rollout_move,
    .choose = mb_choose,
    .iterations = {0, 20, 150, 13000},
};
