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
/* A scaffolding placement is judged by its best move among this many promising lots. */
#define SCAFFOLD_DESTINATIONS 6
#define ROLLOUT_SAMPLES 10
#define ROLLOUT_RANDOM_CHANCE 0.1

/* The end-of-game bonuses if the game ended now, from a payout's region figures. */
static void final_bonus_now(const BuyoutPayout *p, int players, double *bonus)
{
    int tallest = 0, tallest_seat = -1, buildings[BUYOUT_MAX_PLAYERS] = {0};
    bool tied = false;
    for (int r = 0; r < BUYOUT_REGIONS; r++) {
        const BuyoutRegionPayout *rp = &p->region[r];
        for (int seat = 0; seat < players; seat++)
            buildings[seat] += rp->buildings[seat];
        if (rp->tallest_height > tallest) {
            tallest = rp->tallest_height;
            tallest_seat = rp->tallest_seat;
            tied = rp->tallest_tied;
        } else if (rp->tallest_height == tallest && tallest > 0) {
            tied |= rp->tallest_tied || rp->tallest_seat != tallest_seat;
        }
    }
    if (tallest > 0 && !tied)
        bonus[tallest_seat] += 2.0 * tallest;
    int most = 0, holders = 0, who = -1;
    for (int seat = 0; seat < players; seat++) {
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

/* Each seat's expected final money, in $1,000, from public information and the payout the
 * board would give now. */
static void project_with(const BuyoutState *s, const BuyoutPayout *payout, double *out)
{
    int n = s->base.players;
    if (s->phase == BUYOUT_PHASE_OVER) {
        for (int seat = 0; seat < n; seat++)
            out[seat] = s->money[seat];
        return;
    }
    int fewest = BUYOUT_TILES_PER_PLAYER;
    for (int seat = 0; seat < n; seat++) {
        int left = buyout_tiles_left(s, seat);
        fewest = left < fewest ? left : fewest;
    }
    double later = fewest / TILES_PER_TURN;
    later = later > LATER_ROUNDS_MAX ? LATER_ROUNDS_MAX : later;
    double weight = 1.0 + LATER_ROUND_WEIGHT * later;
    double bonus[BUYOUT_MAX_PLAYERS] = {0};
    final_bonus_now(payout, n, bonus);
    for (int seat = 0; seat < n; seat++)
        out[seat] = s->money[seat] + weight * payout->total[seat] +
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
    BuyoutPayout payout;
    buyout_compute_payout(s, &payout);
    double proj[BUYOUT_MAX_PLAYERS], top = -1e9, sum = 0;
    project_with(s, &payout, proj);
    for (int seat = 0; seat < n; seat++)
        top = proj[seat] > top ? proj[seat] : top;
    for (int seat = 0; seat < n; seat++) {
        value[seat] = exp((proj[seat] - top) / EVAL_TEMPERATURE);
        sum += value[seat];
    }
    for (int seat = 0; seat < n; seat++)
        value[seat] /= sum;
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

/* Scores moves of one position: a scratch copy changed and restored move by move, and the
 * payout of the unchanged board, of which a move changes at most two regions. */
typedef struct Scorer {
    BuyoutState *scratch;
    BuyoutPayout base;
    /* The lots where a regular tile of the mover would do most good: the only destinations
     * tried when a scaffolding placement is judged by its best move (found on first need). */
    int dest[SCAFFOLD_DESTINATIONS];
    int dest_count; /* -1 until found */
} Scorer;

static void scorer_init(Scorer *sc, const GameState *g)
{
    sc->scratch = (BuyoutState *)game_clone(g);
    buyout_compute_payout(sc->scratch, &sc->base);
    sc->dest_count = -1;
}

static void scorer_free(Scorer *sc)
{
    game_free(&sc->scratch->base);
}

static void replace_region(BuyoutPayout *p, const BuyoutState *s, int r)
{
    BuyoutRegionPayout *rp = &p->region[r];
    if (rp->tallest_seat >= 0)
        p->total[rp->tallest_seat] -= rp->tallest_amount;
    if (rp->most_seat >= 0)
        p->total[rp->most_seat] -= rp->most_amount;
    buyout_region_payout(s, (BuyoutRegion)r, rp);
    if (rp->tallest_seat >= 0)
        p->total[rp->tallest_seat] += rp->tallest_amount;
    if (rp->most_seat >= 0)
        p->total[rp->most_seat] += rp->most_amount;
}

/* The seat's utility of the scratch state, whose board differs from `base` only on lots a and b
 * (-1: none). */
static double changed_utility(const BuyoutState *s, const BuyoutPayout *base, int lot_a, int lot_b,
                              int seat)
{
    BuyoutPayout payout = *base;
    int ra = lot_a >= 0 ? (int)buyout_region_of(lot_a) : -1;
    int rb = lot_b >= 0 ? (int)buyout_region_of(lot_b) : -1;
    if (ra >= 0)
        replace_region(&payout, s, ra);
    if (rb >= 0 && rb != ra)
        replace_region(&payout, s, rb);
    double proj[BUYOUT_MAX_PLAYERS];
    project_with(s, &payout, proj);
    return utility(s, proj, seat);
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

/* The utility of moving the scaffolding on `from` (with the tile under it) to `lot`; `base` is
 * the payout with the scaffolding still on `from`. */
static double score_scaffold_move(BuyoutState *scratch, const BuyoutPayout *base, int seat,
                                  int from, int lot)
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
    double u = changed_utility(scratch, base, from, lot, seat);
    dst->height -= 2;
    src->height += 2;
    memcpy(scratch->money, money, sizeof money);
    return u;
}

static double score_placement(Scorer *sc, int seat, int kind, int lot);

/* Fills sc->dest with the lots where a regular tile would raise the mover's utility most. */
static void find_destinations(Scorer *sc, int seat)
{
    ScoredMove lots[BUYOUT_LOTS];
    int count = 0;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        double u = score_placement(sc, seat, BUYOUT_REGULAR, lot);
        if (u > -1e9)
            lots[count++] = (ScoredMove){u, lot};
    }
    qsort(lots, (size_t)count, sizeof lots[0], by_score_desc);
    sc->dest_count = count < SCAFFOLD_DESTINATIONS ? count : SCAFFOLD_DESTINATIONS;
    for (int i = 0; i < sc->dest_count; i++)
        sc->dest[i] = lots[i].index;
}

/* The best a scaffolding just placed on `from` can do: stay, or move to a promising lot. */
static double best_scaffold_use(Scorer *sc, const BuyoutPayout *base, int seat, int from)
{
    double best = changed_utility(sc->scratch, base, -1, -1, seat);
    for (int i = 0; i < sc->dest_count; i++) {
        double u = score_scaffold_move(sc->scratch, base, seat, from, sc->dest[i]);
        best = u > best ? u : best;
    }
    return best;
}

/* The utility of placing `kind` on `lot` (a scaffolding counted with its best use). */
static double score_placement(Scorer *sc, int seat, int kind, int lot)
{
    BuyoutState *scratch = sc->scratch;
    BuyoutCost cost;
    if (!buyout_placement_cost(scratch, seat, (BuyoutKind)kind, lot, -1, &cost, NULL, 0))
        return -1e9;
    if (kind == BUYOUT_SCAFFOLD && sc->dest_count < 0)
        find_destinations(sc, seat);
    int money[BUYOUT_MAX_PLAYERS];
    memcpy(money, scratch->money, sizeof money);
    charge(scratch, seat, &cost);
    BuyoutStack *st = &scratch->lot[lot];
    st->tile[st->height++] = (BuyoutTile){(uint8_t)seat, (uint8_t)kind};
    scratch->hand[seat][kind]--;
    double u;
    if (kind == BUYOUT_SCAFFOLD) {
        BuyoutPayout placed = sc->base;
        replace_region(&placed, scratch, buyout_region_of(lot));
        u = best_scaffold_use(sc, &placed, seat, lot);
    } else {
        u = changed_utility(scratch, &sc->base, lot, -1, seat);
    }
    scratch->hand[seat][kind]++;
    st->height--;
    memcpy(scratch->money, money, sizeof money);
    return u;
}

/* The utility of a legal move of the seat to move. */
static double score_move(Scorer *sc, MoveCode move)
{
    BuyoutState *scratch = sc->scratch;
    int seat = scratch->current;
    switch (buyout_code_verb(move)) {
    case BUYOUT_VERB_PLACE:
        return score_placement(sc, seat, buyout_code_kind(move), buyout_code_lot(move));
    case BUYOUT_VERB_MOVE:
        return score_scaffold_move(scratch, &sc->base, seat, scratch->scaffold_lot,
                                   buyout_code_lot(move));
    default: /* end, stay, pass */
        return changed_utility(scratch, &sc->base, -1, -1, seat);
    }
}

static bool places_a_tile(MoveCode move)
{
    BuyoutVerb verb = buyout_code_verb(move);
    return verb == BUYOUT_VERB_PLACE || verb == BUYOUT_VERB_MOVE;
}

static void buyout_candidates(const GameState *g, CodeList *out)
{
    CodeList legal = CODELIST_INIT;
    g->rules->legal_codes(g, &legal);
    Scorer sc;
    scorer_init(&sc, g);
    ScoredMove scored[BUYOUT_KINDS * BUYOUT_LOTS + 2];
    int count = 0;
    for (int i = 0; i < legal.count && count < (int)(sizeof scored / sizeof scored[0]); i++) {
        MoveCode m = legal.items[i];
        if (places_a_tile(m)) {
            scored[count].score = score_move(&sc, m);
            scored[count].index = i;
            count++;
        } else {
            codelist_add(out, m); /* end, stay, pass are always worth a look */
        }
    }
    qsort(scored, (size_t)count, sizeof scored[0], by_score_desc);
    for (int i = 0; i < count && i < CANDIDATES_MAX; i++)
        codelist_add(out, legal.items[scored[i].index]);
    scorer_free(&sc);
    codelist_free(&legal);
}

/* The best of the given moves by one-ply score, each blurred by `noise`; ties keep the first. */
static int pick_best(const GameState *g, const CodeList *moves, double noise, Rng *rng)
{
    Scorer sc;
    scorer_init(&sc, g);
    int best = 0;
    double best_score = -1e18;
    for (int i = 0; i < moves->count; i++) {
        double score = score_move(&sc, moves->items[i]);
        if (noise > 0)
            score += noise * (rng_unit(rng) - 0.5);
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    scorer_free(&sc);
    return best;
}

/* A few random legal moves of the seat to move, found without listing them all: "end" or
 * "stay" where allowed, then random tiles of the hand on random lots (or random destinations). */
static void sample_moves(const BuyoutState *s, Rng *rng, CodeList *out)
{
    int seat = s->current, hand = buyout_hand_count(s, seat);
    codelist_clear(out);
    if (s->phase == BUYOUT_PHASE_CONTINUE)
        codelist_add(out, buyout_code(BUYOUT_VERB_END, 0, 0));
    if (s->phase == BUYOUT_PHASE_SCAFFOLD)
        codelist_add(out, buyout_code(BUYOUT_VERB_STAY, 0, 0));
    for (int tries = 0; tries < 3 * ROLLOUT_SAMPLES && out->count < ROLLOUT_SAMPLES; tries++) {
        int lot = (int)rng_below(rng, BUYOUT_LOTS), kind = BUYOUT_REGULAR;
        BuyoutCost cost;
        if (s->phase == BUYOUT_PHASE_SCAFFOLD) {
            if (buyout_placement_cost(s, seat, BUYOUT_REGULAR, lot, s->scaffold_lot, &cost, NULL,
                                      0))
                codelist_add(out, buyout_code(BUYOUT_VERB_MOVE, 0, lot));
            continue;
        }
        if (hand == 0)
            break;
        int pick = (int)rng_below(rng, (uint32_t)hand);
        while (pick >= s->hand[seat][kind])
            pick -= s->hand[seat][kind++];
        if (buyout_placement_cost(s, seat, (BuyoutKind)kind, lot, -1, &cost, NULL, 0))
            codelist_add(out, buyout_code(BUYOUT_VERB_PLACE, kind, lot));
    }
}

static bool buyout_rollout_move(const GameState *g, Rng *rng, MoveCode *move_out)
{
    const BuyoutState *s = (const BuyoutState *)g;
    CodeList moves = CODELIST_INIT;
    sample_moves(s, rng, &moves);
    if (moves.count == 0) /* nothing found by chance: list them all (often just "pass") */
        g->rules->legal_codes(g, &moves);
    if (moves.count == 0) {
        codelist_free(&moves);
        return false;
    }
    int pick = moves.count == 1 || rng_unit(rng) < ROLLOUT_RANDOM_CHANCE
                   ? (int)rng_below(rng, (uint32_t)moves.count)
                   : pick_best(g, &moves, 0.0, rng);
    *move_out = moves.items[pick];
    codelist_free(&moves);
    return true;
}

bool buyout_greedy_move(const GameState *g, double noise, Rng *rng, char move_out[MOVE_MAX])
{
    CodeList legal = CODELIST_INIT;
    g->rules->legal_codes(g, &legal);
    bool ok = legal.count > 0;
    if (ok)
        g->rules->format_code(g, legal.items[pick_best(g, &legal, noise, rng)], move_out);
    codelist_free(&legal);
    return ok;
}

const GameBotHooks buyout_bot_hooks = {
    .evaluate = buyout_evaluate,
    .candidates = buyout_candidates,
    .rollout_move = buyout_rollout_move,
    .choose = NULL,
    /* Each iteration scores whole-board payouts; 600 keeps the slowest decision well under 1 s
     * on a busy machine at no measurable cost in strength against random play. */
    .search_iterations = 600,
};
