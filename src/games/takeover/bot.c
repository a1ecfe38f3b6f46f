/* Takeover: what the bots know about the game.
 *
 * The search (src/ai/ismcts.c) does the thinking in play; these hooks give it
 *   - an evaluation: each seat's money now (cash + stocks at today's worth), turned into a share
 *     of the win with a softmax;
 *   - candidates: one payment per merge (the least overpay, then the fewest coins), no paid
 *     merge that neither grows an own stock nor covers a stack of two or more, no trade
 *     offers, a few stock choices and the most valuable coins of the draft. Candidates read only
 *     what the seat to move knows (its own sides and public ones), because the search also asks
 *     for them on the real state;
 *   - a rollout policy: greedy merges that grow the mover's stocks or cash out a rival's;
 *   - its own decisions for answering an offer (by value, from what the receiver was shown),
 *     and the same rule for the answers the search expects from others;
 *   - trade offers at its own turn (root candidates): one coin for one, those the receiver
 *     should accept by that rule and that leave the proposer better off by its best merge
 *     afterwards. A receiver answering by today's worth can be beaten on tomorrow's: a stock
 *     about to be covered, or the cash that pays for a merge. The search weighs each offer
 *     against merging and passing. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "takeover.h"

#define DRAFT_CANDIDATES 8
#define WIN_TEMPERATURE 3.0 /* $M: how sharply a lead turns into a share of the win */

/* ---------------------------------------------------------------- worth of coins */

/* What `coin` is worth at the end if nothing changes, as `viewer` knows it; -1 if the viewer
 * does not know the side. */
static int coin_worth_known(const TakeoverState *s, int coin, int viewer)
{
    if (!takeover_side_known(s, coin, viewer))
        return -1;
    return s->stock[coin] ? takeover_stock_worth(s, coin) : tk_value(coin);
}

/* The worth of a set of coins to `viewer`; unknown sides count at their face value (a stock is
 * never worth less than its face). */
static int coins_worth(const TakeoverState *s, uint32_t coins, int viewer)
{
    int sum = 0;
    for (int c = 0; c < TK_PIECES; c++)
        if (coins & (1u << c)) {
            int worth = coin_worth_known(s, c, viewer);
            sum += worth >= 0 ? worth : tk_value(c);
        }
    return sum;
}

/* The receiver of the pending offer accepts when what it gets is worth more than what it gives,
 * judged from what it knows: the offered coins' sides were shown to it; its own it knows. */
static bool accepts(const TakeoverState *s)
{
    return coins_worth(s, s->offer_give, s->offer_to) - coins_worth(s, s->offer_get, s->offer_to) >
           0;
}

/* ---------------------------------------------------------------- evaluation */

static void tk_evaluate(const GameState *state, double *value)
{
    int scores[MAX_SEATS], n = state->players, best = 0;
    state->rules->scores(state, scores);
    for (int i = 0; i < n; i++)
        if (scores[i] > best)
            best = scores[i];
    double sum = 0;
    for (int i = 0; i < n; i++) {
        value[i] = exp((scores[i] - best) / WIN_TEMPERATURE);
        sum += value[i];
    }
    for (int i = 0; i < n; i++)
        value[i] /= sum;
}

/* ---------------------------------------------------------------- draft */

/* How promising a tile is as a stock: its value plus what it could swallow cheaply (tiles of its
 * suit and nulls next to it are free to take over). */
static double tile_prospect(const TakeoverState *s, int tile)
{
    int cell = s->tile_cell[tile];
    int targets[4];
    int n = takeover_merge_targets(s, cell, false, targets);
    double prospect = tk_value(tile);
    for (int i = 0; i < n; i++)
        if (takeover_merge_cost(s, cell, targets[i]) == 0)
            prospect += 0.5;
    return prospect;
}

/* The pool coins in order of preference: face value first (it is money whichever side is up),
 * then the tile's prospects as a stock. */
static int draft_order(const TakeoverState *s, int *coins)
{
    double key[TK_PIECES];
    int n = 0;
    for (int c = 0; c < TK_PIECES; c++)
        if (s->owner[c] == TK_POOL) {
            key[c] = tk_value(c) * 10.0 + tile_prospect(s, c);
            coins[n++] = c;
        }
    for (int i = 1; i < n; i++) /* insertion sort: at most 24 */
        for (int j = i; j > 0 && key[coins[j]] > key[coins[j - 1]]; j--) {
            int t = coins[j];
            coins[j] = coins[j - 1];
            coins[j - 1] = t;
        }
    return n;
}

/* ---------------------------------------------------------------- stock choice */

/* Orders a seat's coins from the one best kept as cash to the one best made a stock: low value
 * and poor prospects make a coin cash (a stock is worth at least its face, but only cash pays
 * for merges); nulls are kept as penny stocks unless their tile looks promising. */
static int coins_cash_first(const TakeoverState *s, int seat, int *coins)
{
    double key[TK_PIECES];
    int n = 0;
    for (int c = 0; c < TK_PIECES; c++)
        if (s->owner[c] == seat) {
            key[c] = tile_prospect(s, c) - tk_value(c) + (tk_value(c) == TK_NULL ? -0.5 : 0.0);
            coins[n++] = c;
        }
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && key[coins[j]] < key[coins[j - 1]]; j--) {
            int t = coins[j];
            coins[j] = coins[j - 1];
            coins[j - 1] = t;
        }
    return n;
}

static void add_stock_candidates(const TakeoverState *s, int seat, CodeList *out)
{
    int coins[TK_PIECES];
    int n = coins_cash_first(s, seat, coins);
    /* Keep the first `cash` coins as cash, the rest as stocks, for a few amounts of cash. */
    for (int cash = 0; cash <= n && cash <= 5; cash++) {
        uint32_t stocks = 0;
        for (int i = cash; i < n; i++)
            stocks |= 1u << coins[i];
        codelist_add(out, takeover_stocks_code(stocks));
    }
}

/* ---------------------------------------------------------------- play */

/* A paid merge is worth a look if it grows a stock the seat holds, or covers a corporation of
 * more than one tile (whose stock, if someone holds it, loses its bonus). Paying to shuffle
 * single tiles of other players' companies only loses money. Reads only the seat's own sides. */
static bool worth_paying(const TakeoverState *s, int seat, int from, int to)
{
    int mover = takeover_top(s, from);
    bool own_stock = s->owner[mover] == seat && s->stock[mover];
    return own_stock || s->height[to] > 1;
}

#define MERGE_CANDIDATES 8

typedef struct ScoredCode {
    double score;
    MoveCode code;
} ScoredCode;

/* Keeps `best` (count entries, at most `max`) sorted best first with `entry` added. */
static void keep_best(ScoredCode *best, int *count, int max, ScoredCode entry)
{
    int at = *count < max ? (*count)++ : max;
    while (at > 0 && best[at - 1].score < entry.score) {
        best[at] = best[at - 1];
        at--;
    }
    best[at] = entry;
}

static double merge_gain(const TakeoverState *s, int seat, int from, int to, int paid, int viewer);

/* The payable merges worth a look, each with the suggested payment: the MERGE_CANDIDATES best by
 * the mover's gain as it knows the sides (the search also asks on the real state). */
static void add_merge_candidates(const TakeoverState *s, int seat, CodeList *out)
{
    int cash = takeover_cash(s, seat), penny = takeover_penny_coin(s, seat);
    /* The payment for each price, worked out once (0 when free). */
    MoveCode pay[TK_VALUES] = {0};
    for (int cost = 1; cost < TK_VALUES && cost <= cash; cost++)
        pay[cost] = takeover_code_with_pay(takeover_suggest_payment(s, seat, cost));
    ScoredCode best[MERGE_CANDIDATES + 1];
    int count = 0;
    for (int from = 0; from < TK_CELLS; from++)
        for (int kind = 0; kind < (penny >= 0 ? 2 : 1); kind++) {
            int targets[4];
            int n = takeover_merge_targets(s, from, kind, targets);
            for (int i = 0; i < n; i++) {
                int cost = takeover_merge_cost(s, from, targets[i]);
                if (cost > cash || (cost && !worth_paying(s, seat, from, targets[i])))
                    continue;
                MoveCode code = (kind ? takeover_code(TK_VERB_PENNY, from, targets[i], penny)
                                      : takeover_code(TK_VERB_MERGE, from, targets[i], 0)) |
                                pay[cost];
                double gain = merge_gain(s, seat, from, targets[i], cost, seat);
                keep_best(best, &count, MERGE_CANDIDATES, (ScoredCode){gain, code});
            }
        }
    for (int i = 0; i < count; i++)
        codelist_add(out, best[i].code);
}

static void tk_candidates(const GameState *state, CodeList *out)
{
    const TakeoverState *s = (const TakeoverState *)state;
    int seat = state->rules->to_move(state);
    switch (s->phase) {
    case TK_PHASE_DRAFT: {
        int coins[TK_PIECES];
        int n = draft_order(s, coins);
        for (int i = 0; i < n && i < DRAFT_CANDIDATES; i++)
            codelist_add(out, takeover_code(TK_VERB_TAKE, coins[i], 0, 0));
        break;
    }
    case TK_PHASE_STOCKS:
        add_stock_candidates(s, seat, out);
        break;
    case TK_PHASE_PLAY:
        add_merge_candidates(s, seat, out);
        codelist_add(out, takeover_code(TK_VERB_PASS, 0, 0, 0));
        break;
    case TK_PHASE_TRADE: /* the answer the receiver's bot gives */
        codelist_add(out, takeover_code(accepts(s) ? TK_VERB_ACCEPT : TK_VERB_DECLINE, 0, 0, 0));
        break;
    case TK_PHASE_OVER:
        break;
    }
}

/* The candidates read the board and the coins' owners, which are public, and the sides the
 * mover knows. Determinizing guesses only sides the searcher does not know, so at one node of
 * the search the candidates differ only with the sides known to the mover: the stocks among
 * them are the key. */
static uint64_t tk_candidate_key(const GameState *state)
{
    const TakeoverState *s = (const TakeoverState *)state;
    int seat = state->rules->to_move(state);
    uint64_t key = 0;
    for (int c = 0; c < TK_PIECES && seat >= 0; c++)
        if (s->stock[c] && takeover_side_known(s, c, seat))
            key |= 1ULL << c;
    return key;
}

/* ---------------------------------------------------------------- rollouts */

/* Who holds the stock of `tile` as `viewer` knows it (-1: nobody, it is cash, or the viewer
 * does not know its side). Viewer -1 reads every side: rollouts run on determinized copies,
 * where every side is a guess the searcher may read. */
static int stock_holder(const TakeoverState *s, int tile, int viewer)
{
    bool seen = viewer < 0 || takeover_side_known(s, tile, viewer);
    return s->owner[tile] >= 0 && s->stock[tile] && seen ? s->owner[tile] : -1;
}

/* The mover's gain from a merge that pays `paid` and covers a corporation of `height` tiles, the
 * mover's stock growing holder's (`grower`) and the covered one's (`loser`) being known (-1:
 * nobody): its own gain, less half of what it gives the others. */
static double gain_of(int seat, int grower, int loser, int height, int paid)
{
    double gain = -paid;
    int added = height, lost = height - 1;
    if (grower == seat)
        gain += added;
    else if (grower >= 0)
        gain -= 0.5 * added;
    if (loser == seat)
        gain -= lost;
    else if (loser >= 0)
        gain += 0.5 * lost;
    return gain;
}

/* The mover's gain from a merge, as `viewer` sees it (see gain_of). */
static double merge_gain(const TakeoverState *s, int seat, int from, int to, int paid, int viewer)
{
    int grower = stock_holder(s, takeover_top(s, from), viewer);
    int loser = stock_holder(s, takeover_top(s, to), viewer);
    return gain_of(seat, grower, loser, s->height[to], paid);
}

/* The best merge by its gain (every side read: rollouts play on a guess), each gain blurred a
 * little; pass unless one gains enough. The merges are weighed in the order the rules list them,
 * from each cell's top and its stock's holder worked out once. */
static bool rollout_play(const TakeoverState *s, int seat, Rng *rng, MoveCode *move_out)
{
    int cash = takeover_cash(s, seat), top[TK_CELLS], holder[TK_CELLS];
    for (int cell = 0; cell < TK_CELLS; cell++) {
        top[cell] = takeover_top(s, cell);
        holder[cell] = top[cell] >= 0 ? stock_holder(s, top[cell], -1) : -1;
    }
    double best = 0.25; /* a merge must gain something to beat passing */
    int best_from = -1, best_to = -1;
    for (int from = 0; from < TK_CELLS; from++) {
        if (top[from] < 0)
            continue;
        for (int d = 0; d < 4; d++) {
            int to = takeover_neighbours[from][d];
            if (to < 0 || top[to] < 0)
                continue;
            int cost = tk_suit(top[from]) == tk_suit(top[to]) || tk_value(top[to]) == TK_NULL
                           ? 0
                           : tk_value(top[to]);
            if (cost > cash)
                continue;
            double gain =
                gain_of(seat, holder[from], holder[to], s->height[to], cost) + rng_unit(rng) * 0.5;
            if (gain > best) {
                best = gain;
                best_from = from;
                best_to = to;
            }
        }
    }
    if (best_from < 0) {
        *move_out = takeover_code(TK_VERB_PASS, 0, 0, 0);
        return true;
    }
    int cost = takeover_merge_cost(s, best_from, best_to);
    *move_out = takeover_code(TK_VERB_MERGE, best_from, best_to, 0) |
                takeover_code_with_pay(takeover_suggest_payment(s, seat, cost));
    return true;
}

static bool tk_rollout_move(const GameState *state, Rng *rng, MoveCode *move_out)
{
    const TakeoverState *s = (const TakeoverState *)state;
    int seat = state->rules->to_move(state);
    switch (s->phase) {
    case TK_PHASE_DRAFT: {
        int coins[TK_PIECES];
        int n = draft_order(s, coins);
        *move_out =
            takeover_code(TK_VERB_TAKE, coins[rng_below(rng, (uint32_t)(n < 3 ? n : 3))], 0, 0);
        return true;
    }
    case TK_PHASE_PLAY:
        return rollout_play(s, seat, rng, move_out);
    default:
        return false; /* stock choices and answers: a random candidate */
    }
}

/* ---------------------------------------------------------------- trade offers */

/* The best gain `seat` can make with one merge it can pay for, as it knows the sides; 0 (a
 * pass) if none gains. A coin whose side it does not know counts as cash at its face. */
static double best_merge_gain(const TakeoverState *s, int seat)
{
    int cash = 0;
    for (int c = 0; c < TK_PIECES; c++)
        if (s->owner[c] == seat && tk_value(c) != TK_NULL &&
            !(s->stock[c] && takeover_side_known(s, c, seat)))
            cash += tk_value(c);
    double best = 0;
    for (int from = 0; from < TK_CELLS; from++) {
        int targets[4];
        int n = takeover_merge_targets(s, from, false, targets);
        for (int i = 0; i < n; i++) {
            int cost = takeover_merge_cost(s, from, targets[i]);
            double gain = cost <= cash ? merge_gain(s, seat, from, targets[i], cost, seat) : 0;
            best = gain > best ? gain : best;
        }
    }
    return best;
}

/* What one coin for one does for the proposer: the change in its best merge's gain and in the
 * worth of its coins, as it knows them; and whether the receiver's bot should accept it. */
static double offer_benefit(const TakeoverState *s, int seat, int other, int give, int get,
                            double gain_before, bool *accepted)
{
    TakeoverState after = *s;
    after.offer_from = (int8_t)seat;
    after.offer_to = (int8_t)other;
    after.offer_give = 1u << give;
    after.offer_get = 1u << get;
    after.known[give] |= (uint8_t)(1u << other); /* the receiver is shown the offered coin */
    *accepted = accepts(&after);
    after.owner[give] = (int8_t)other;
    after.owner[get] = (int8_t)seat;
    double worth = coins_worth(s, 1u << get, seat) - coins_worth(s, 1u << give, seat);
    return best_merge_gain(&after, seat) - gain_before + worth;
}

#define OFFERS_MAX 3
#define OFFER_MIN_BENEFIT 0.5 /* $M: smaller gains are not worth giving information away */

/* At the seat's own turn, before it has offered: the best few swaps of one coin for one that
 * the receivers should accept and that leave the seat better off. Reads only what the seat
 * knows; coins' owners are public, so every offer is legal in every determinization. */
static void tk_root_candidates(const GameState *state, CodeList *out)
{
    const TakeoverState *s = (const TakeoverState *)state;
    int seat = s->turn;
    if (s->phase != TK_PHASE_PLAY || s->offered)
        return;
    ScoredCode best[OFFERS_MAX + 1];
    int count = 0;
    double gain_before = best_merge_gain(s, seat);
    for (int other = 0; other < s->base.players; other++)
        for (int give = 0; give < TK_PIECES && other != seat; give++)
            for (int get = 0; get < TK_PIECES && s->owner[give] == seat; get++) {
                if (s->owner[get] != other)
                    continue;
                bool accepted;
                double benefit = offer_benefit(s, seat, other, give, get, gain_before, &accepted);
                if (!accepted || benefit < OFFER_MIN_BENEFIT)
                    continue;
                keep_best(best, &count, OFFERS_MAX,
                          (ScoredCode){benefit, takeover_offer_code(other, 1u << give, 1u << get)});
            }
    for (int i = 0; i < count; i++)
        codelist_add(out, best[i].code);
}

/* ---------------------------------------------------------------- own decisions */

/* Reads only what the seat to move knows (this gets the real state). */
static bool tk_choose(const GameState *state, BotLevel level, Rng *rng, MoveCode *move_out)
{
    const TakeoverState *s = (const TakeoverState *)state;
    (void)rng;
    if (s->phase == TK_PHASE_TRADE) {
        *move_out = takeover_code(accepts(s) ? TK_VERB_ACCEPT : TK_VERB_DECLINE, 0, 0, 0);
        return true;
    }
    if (s->phase == TK_PHASE_DRAFT && level >= BOT_NORMAL) {
        /* The draft is public and mostly about face value: the best coin by the same order the
         * candidates use. */
        int coins[TK_PIECES];
        if (draft_order(s, coins) > 0) {
            *move_out = takeover_code(TK_VERB_TAKE, coins[0], 0, 0);
            return true;
        }
    }
    return false;
}

const GameBotHooks takeover_bot_hooks = {
    .evaluate = tk_evaluate,
    .candidates = tk_candidates,
    .candidate_key = tk_candidate_key,
    .root_candidates = tk_root_candidates,
    .random_code = takeover_random_code,
    .rollout_move = tk_rollout_move,
    .choose = tk_choose,
    .iterations = {0, 40, 300, 9000},
};
