/* Buyout!: what the game adds to the generic bots (src/ai): an evaluation from public
 * information, move pruning and a quick greedy move for rollouts.
 *
 * Every function here reads only public information (board, money, hand and bag sizes) plus the
 * hand of the seat to move, which is what legal_moves lists moves from. So they are safe on the
 * real state as well as on determinized copies. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buyout.h"

/* A tile in hand: it sells for $1,000 at the end and keeps options open. */
#define HAND_TILE_VALUE 0.7
/* A later round's payout counts for less than this round's: the board will change. */
#define LATER_ROUND_WEIGHT 0.5
#define LATER_ROUNDS_MAX 5.0
/* Tiles a player places in a typical turn (estimates how many rounds remain). */
#define TILES_PER_TURN 2.0
/* The final bonuses are far off and contested. */
#define FINAL_BONUS_WEIGHT 0.5
/* Spread of the win-probability estimate, in $1,000. */
#define EVAL_TEMPERATURE 5.0
#define CANDIDATES_MAX 10
#define ROLLOUT_SAMPLES 10
#define ROLLOUT_RANDOM_CHANCE 0.1

/* The end-of-game bonuses if the game ended now. */
static void final_bonus_now(const BuyoutState *s, double *bonus)
{
    int buildings[BUYOUT_MAX_PLAYERS] = {0}, tallest = 0, tallest_owner = -1;
    bool tied = false;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        int owner = buyout_owner(s, lot), height = buyout_height(s, lot);
        if (owner < 0)
            continue;
        buildings[owner]++;
        if (height > tallest) {
            tallest = height;
            tallest_owner = owner;
            tied = false;
        } else if (height == tallest && owner != tallest_owner) {
            tied = true;
        }
    }
    if (tallest_owner >= 0 && !tied)
        bonus[tallest_owner] += 2.0 * tallest;
    int most = 0, holders = 0, who = -1;
    for (int seat = 0; seat < s->base.players; seat++) {
        if (buildings[seat] > most) {
            most = buildings[seat];
            who = seat;
            holders = 1;
        } else if (most > 0 && buildings[seat] == most) {
            holders++;
        }
    }
    if (holders == 1)
        bonus[who] += most;
}

/* Each seat's expected final money, in $1,000, from public information. */
static void project(const BuyoutState *s, double *out)
{
    int n = s->base.players;
    if (s->phase == BUYOUT_PHASE_OVER) {
        for (int seat = 0; seat < n; seat++)
            out[seat] = s->money[seat];
        return;
    }
    BuyoutPayout payout;
    buyout_compute_payout(s, &payout);
    int fewest = BUYOUT_TILES_PER_PLAYER;
    for (int seat = 0; seat < n; seat++) {
        int left = buyout_tiles_left(s, seat);
        fewest = left < fewest ? left : fewest;
    }
    double later = fewest / TILES_PER_TURN;
    later = later > LATER_ROUNDS_MAX ? LATER_ROUNDS_MAX : later;
    double weight = 1.0 + LATER_ROUND_WEIGHT * later;
    double bonus[BUYOUT_MAX_PLAYERS] = {0};
    final_bonus_now(s, bonus);
    for (int seat = 0; seat < n; seat++)
        out[seat] = s->money[seat] + weight * payout.total[seat] +
                    FINAL_BONUS_WEIGHT * bonus[seat] + HAND_TILE_VALUE * buyout_hand_count(s, seat);
}

/* How good the projection is for `seat`: its lead over the field, half against the best rival
 * and half against the average one. */
static double utility(const BuyoutState *s, const double *proj, int seat)
{
    int n = s->base.players;
    double best = -1e9, sum = 0;
    for (int o = 0; o < n; o++) {
        if (o == seat)
            continue;
        best = proj[o] > best ? proj[o] : best;
        sum += proj[o];
    }
    return proj[seat] - 0.5 * best - 0.5 * sum / (n - 1);
}

static void buyout_evaluate(const GameState *g, double *value)
{
    const BuyoutState *s = (const BuyoutState *)g;
    int n = s->base.players;
    double proj[BUYOUT_MAX_PLAYERS], top = -1e9, sum = 0;
    project(s, proj);
    for (int seat = 0; seat < n; seat++)
        top = proj[seat] > top ? proj[seat] : top;
    for (int seat = 0; seat < n; seat++) {
        value[seat] = exp((proj[seat] - top) / EVAL_TEMPERATURE);
        sum += value[seat];
    }
    for (int seat = 0; seat < n; seat++)
        value[seat] /= sum;
}

/* Pays a placement's costs on a scratch state, as the rules would. */
static void charge(BuyoutState *s, int seat, const BuyoutCost *cost)
{
    if (cost->buyout_seat >= 0) {
        s->money[seat] -= cost->buyout_amount;
        s->money[cost->buyout_seat] += cost->buyout_amount;
    }
    for (int o = 0; o < s->base.players; o++) {
        int from = cost->net[o] > 0 ? o : seat, to = cost->net[o] > 0 ? seat : o;
        int owed = cost->net[o] > 0 ? cost->net[o] : -cost->net[o];
        int paid = owed < s->money[from] ? owed : s->money[from];
        s->money[from] -= paid;
        s->money[to] += paid;
    }
}

static double current_utility(const BuyoutState *s, int seat)
{
    double proj[BUYOUT_MAX_PLAYERS];
    project(s, proj);
    return utility(s, proj, seat);
}

/* The utility of moving the scaffolding on `from` (with the tile under it) to `lot`. */
static double score_scaffold_move(BuyoutState *scratch, int seat, int from, int lot)
{
    BuyoutCost cost;
    if (!buyout_placement_cost(scratch, seat, BUYOUT_REGULAR, lot, from, &cost, NULL, 0))
        return -1e9;
    int money[BUYOUT_MAX_PLAYERS];
    memcpy(money, scratch->money, sizeof money);
    BuyoutStack *src = &scratch->lot[from], *dst = &scratch->lot[lot];
    src->height -= 2;
    charge(scratch, seat, &cost);
    dst->tile[dst->height++] = src->tile[src->height];
    dst->tile[dst->height++] = src->tile[src->height + 1];
    double u = current_utility(scratch, seat);
    dst->height -= 2;
    src->height += 2;
    memcpy(scratch->money, money, sizeof money);
    return u;
}

/* The best a scaffolding on `from` can do: stay, or move where it pays most. */
static double best_scaffold_use(BuyoutState *scratch, int seat, int from, int *best_lot)
{
    double best = current_utility(scratch, seat);
    *best_lot = -1;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        double u = score_scaffold_move(scratch, seat, from, lot);
        if (u > best + 1e-9) {
            best = u;
            *best_lot = lot;
        }
    }
    return best;
}

/* The utility of placing `kind` on `lot` (a scaffolding counted with its best use). */
static double score_placement(BuyoutState *scratch, int seat, int kind, int lot)
{
    BuyoutCost cost;
    if (!buyout_placement_cost(scratch, seat, (BuyoutKind)kind, lot, -1, &cost, NULL, 0))
        return -1e9;
    int money[BUYOUT_MAX_PLAYERS];
    memcpy(money, scratch->money, sizeof money);
    charge(scratch, seat, &cost);
    BuyoutStack *st = &scratch->lot[lot];
    st->tile[st->height++] = (BuyoutTile){(uint8_t)seat, (uint8_t)kind};
    scratch->hand[seat][kind]--;
    double u;
    if (kind == BUYOUT_SCAFFOLD) {
        int unused;
        u = best_scaffold_use(scratch, seat, lot, &unused);
    } else {
        u = current_utility(scratch, seat);
    }
    scratch->hand[seat][kind]++;
    st->height--;
    memcpy(scratch->money, money, sizeof money);
    return u;
}

/* The utility of a legal move of the seat to move; scratch is a copy of the state. */
static double score_move(BuyoutState *scratch, const char *move)
{
    int seat = scratch->current;
    char word[8], a[8], b[8];
    int n = sscanf(move, "%7s %7s %7s", word, a, b);
    if (n == 3 && !strcmp(word, "place"))
        return score_placement(scratch, seat, buyout_parse_kind(a[0]), buyout_parse_lot(b));
    if (n == 2 && !strcmp(word, "move"))
        return score_scaffold_move(scratch, seat, scratch->scaffold_lot, buyout_parse_lot(a));
    return current_utility(scratch, seat); /* end, stay, pass: the board as it is */
}

typedef struct ScoredMove {
    double score;
    int index;
} ScoredMove;

static int by_score_desc(const void *a, const void *b)
{
    const ScoredMove *x = a, *y = b;
    if (x->score != y->score)
        return x->score < y->score ? 1 : -1;
    return x->index - y->index;
}

static void buyout_candidates(const GameState *g, MoveList *out)
{
    const BuyoutState *s = (const BuyoutState *)g;
    MoveList legal = MOVELIST_INIT;
    s->base.rules->legal_moves(g, &legal);
    movelist_clear(out);
    BuyoutState *scratch = (BuyoutState *)game_clone(g);
    ScoredMove scored[BUYOUT_KINDS * BUYOUT_LOTS + 2];
    int count = 0;
    for (int i = 0; i < legal.count && count < (int)(sizeof scored / sizeof scored[0]); i++) {
        const char *m = legal.items[i];
        if (!strncmp(m, "place", 5) || !strncmp(m, "move", 4)) {
            scored[count].score = score_move(scratch, m);
            scored[count].index = i;
            count++;
        } else {
            movelist_add(out, m); /* end, stay, pass are always worth a look */
        }
    }
    qsort(scored, (size_t)count, sizeof scored[0], by_score_desc);
    for (int i = 0; i < count && i < CANDIDATES_MAX; i++)
        movelist_add(out, legal.items[scored[i].index]);
    game_free(&scratch->base);
    movelist_free(&legal);
}

/* The best of the given moves by one-ply score; ties keep the first. */
static int pick_best(BuyoutState *scratch, const MoveList *moves, const int *indices, int count,
                     double noise, Rng *rng)
{
    int best = indices[0];
    double best_score = -1e18;
    for (int i = 0; i < count; i++) {
        double score = score_move(scratch, moves->items[indices[i]]);
        if (noise > 0)
            score += noise * (rng_unit(rng) - 0.5);
        if (score > best_score) {
            best_score = score;
            best = indices[i];
        }
    }
    return best;
}

static bool buyout_rollout_move(const GameState *g, Rng *rng, char *move_out)
{
    const BuyoutState *s = (const BuyoutState *)g;
    MoveList legal = MOVELIST_INIT;
    s->base.rules->legal_moves(g, &legal);
    if (legal.count == 0) {
        movelist_free(&legal);
        return false;
    }
    int pick;
    if (legal.count == 1 || rng_unit(rng) < ROLLOUT_RANDOM_CHANCE) {
        pick = (int)rng_below(rng, (uint32_t)legal.count);
    } else {
        /* A sample of the moves, plus end/stay, scored one ply deep. */
        int indices[ROLLOUT_SAMPLES + 2] = {0}, count = 0;
        for (int i = 0; i < legal.count; i++)
            if (!strcmp(legal.items[i], "end") || !strcmp(legal.items[i], "stay"))
                indices[count++] = i;
        for (int k = 0; k < ROLLOUT_SAMPLES; k++)
            indices[count++] = (int)rng_below(rng, (uint32_t)legal.count);
        BuyoutState *scratch = (BuyoutState *)game_clone(g);
        pick = pick_best(scratch, &legal, indices, count, 0.0, rng);
        game_free(&scratch->base);
    }
    snprintf(move_out, MOVE_MAX, "%s", legal.items[pick]);
    movelist_free(&legal);
    return true;
}

/* The greedy decision: every legal move scored one ply deep, blurred by `noise` ($1,000). */
bool buyout_greedy_move(const GameState *g, double noise, Rng *rng, char move_out[MOVE_MAX])
{
    const BuyoutState *s = (const BuyoutState *)g;
    MoveList legal = MOVELIST_INIT;
    s->base.rules->legal_moves(g, &legal);
    if (legal.count == 0) {
        movelist_free(&legal);
        return false;
    }
    int indices[BUYOUT_KINDS * BUYOUT_LOTS + 2] = {0}, count = 0;
    for (int i = 0; i < legal.count && count < (int)(sizeof indices / sizeof indices[0]); i++)
        indices[count++] = i;
    BuyoutState *scratch = (BuyoutState *)game_clone(g);
    int pick = pick_best(scratch, &legal, indices, count, noise, rng);
    game_free(&scratch->base);
    snprintf(move_out, MOVE_MAX, "%s", legal.items[pick]);
    movelist_free(&legal);
    return true;
}

const GameBotHooks buyout_bot_hooks = {
    .evaluate = buyout_evaluate,
    .candidates = buyout_candidates,
    .rollout_move = buyout_rollout_move,
    .choose = NULL,
};
