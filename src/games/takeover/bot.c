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
 *   - its own decisions for answering an offer (by value, from what the receiver was shown).
 * The normal bot never proposes trades: against an opponent who answers by value, an offer that
 * helps the proposer is declined, since coins are worth the same to whoever holds them. */
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

/* One move per payable merge worth a look, each with the suggested payment. */
static void add_merge_candidates(const TakeoverState *s, int seat, CodeList *out)
{
    int cash = takeover_cash(s, seat), penny = takeover_penny_coin(s, seat);
    /* The payment for each price, worked out once (0 when free). */
    MoveCode pay[TK_VALUES] = {0};
    for (int cost = 1; cost < TK_VALUES && cost <= cash; cost++)
        pay[cost] = takeover_code_with_pay(takeover_suggest_payment(s, seat, cost));
    for (int from = 0; from < TK_CELLS; from++)
        for (int kind = 0; kind < (penny >= 0 ? 2 : 1); kind++) {
            int targets[4];
            int n = takeover_merge_targets(s, from, kind, targets);
            for (int i = 0; i < n; i++) {
                int cost = takeover_merge_cost(s, from, targets[i]);
                if (cost > cash || (cost && !worth_paying(s, seat, from, targets[i])))
                    continue;
                codelist_add(out, (kind ? takeover_code(TK_VERB_PENNY, from, targets[i], penny)
                                        : takeover_code(TK_VERB_MERGE, from, targets[i], 0)) |
                                      pay[cost]);
            }
        }
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
    case TK_PHASE_TRADE:
        codelist_add(out, takeover_code(TK_VERB_ACCEPT, 0, 0, 0));
        codelist_add(out, takeover_code(TK_VERB_DECLINE, 0, 0, 0));
        break;
    case TK_PHASE_OVER:
        break;
    }
}

/* ---------------------------------------------------------------- rollouts */

/* Who holds the stock of `tile` (-1: nobody, or it is cash). Rollouts run on determinized
 * copies, where every side is a guess the searcher may read. */
static int stock_holder(const TakeoverState *s, int tile)
{
    return s->owner[tile] >= 0 && s->stock[tile] ? s->owner[tile] : -1;
}

/* The mover's gain from a merge, less half of what it gives the others. */
static double merge_gain(const TakeoverState *s, int seat, int from, int to, int paid)
{
    int grower = stock_holder(s, takeover_top(s, from));
    int loser = stock_holder(s, takeover_top(s, to));
    double gain = -paid;
    int added = s->height[to], lost = s->height[to] - 1;
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

static bool rollout_play(const TakeoverState *s, int seat, Rng *rng, MoveCode *move_out)
{
    int cash = takeover_cash(s, seat);
    double best = 0.25; /* a merge must gain something to beat passing */
    int best_from = -1, best_to = -1;
    for (int from = 0; from < TK_CELLS; from++) {
        int targets[4];
        int n = takeover_merge_targets(s, from, false, targets);
        for (int i = 0; i < n; i++) {
            int cost = takeover_merge_cost(s, from, targets[i]);
            if (cost > cash)
                continue;
            double gain = merge_gain(s, seat, from, targets[i], cost) + rng_unit(rng) * 0.5;
            if (gain > best) {
                best = gain;
                best_from = from;
                best_to = targets[i];
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
        *move_out = takeover_code(TK_VERB_TAKE, coins[rng_below(rng, (uint32_t)(n < 3 ? n : 3))], 0, 0);
        return true;
    }
    case TK_PHASE_PLAY:
        return rollout_play(s, seat, rng, move_out);
    default:
        return false; /* stock choices and answers: a random candidate */
    }
}

/* ---------------------------------------------------------------- own decisions */

/* The receiver of an offer accepts when what it gets is worth more than what it gives, judged
 * from what it knows: the offered coins' sides were shown to it; its own it knows. */
static bool answer_offer(const TakeoverState *s, char *move_out)
{
    int seat = s->offer_to;
    int gain = coins_worth(s, s->offer_give, seat) - coins_worth(s, s->offer_get, seat);
    snprintf(move_out, MOVE_MAX, "%s", gain > 0 ? "accept" : "decline");
    return true;
}

/* Reads only what the seat to move knows (this gets the real state). */
static bool tk_choose(const GameState *state, BotLevel level, Rng *rng, char *move_out)
{
    const TakeoverState *s = (const TakeoverState *)state;
    (void)rng;
    if (s->phase == TK_PHASE_TRADE)
        return answer_offer(s, move_out);
    if (s->phase == TK_PHASE_DRAFT && level >= BOT_NORMAL) {
        /* The draft is public and mostly about face value: the best coin by the same order the
         * candidates use. */
        int coins[TK_PIECES];
        if (draft_order(s, coins) > 0) {
            char name[3];
            takeover_coin_text(coins[0], name);
            snprintf(move_out, MOVE_MAX, "take %s", name);
            return true;
        }
    }
    return false;
}

const GameBotHooks takeover_bot_hooks = {
    .evaluate = tk_evaluate,
    .candidates = tk_candidates,
    .rollout_move = tk_rollout_move,
    .choose = tk_choose,
    .search_iterations = 2000,
};
