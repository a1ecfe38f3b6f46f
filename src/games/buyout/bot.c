/* Buyout!: what the game adds to the generic bots (src/ai): an evaluation from public
 * information, move pruning and a quick greedy move for rollouts.
 *
 * Every function here reads only public information (board, money, hand and bag sizes) plus the
 * hand of the seat to move, which is what legal_moves lists moves from. So they are safe on the
 * real state as well as on determinized copies.
 *
 * Moves are weighed on a BuyoutBoard (each lot's height and owner) changed and restored move by
 * move, so scoring a move touches a few lots and one or two regions' payouts, never a copy of the
 * whole state. */
#include <math.h>
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
#define ROLLOUT_SAMPLES 4
#define ROLLOUT_RANDOM_CHANCE 0.1
#define ROLLOUT_DEPTH 10

/* The tallest building over some regions: its height (0: none), its owner, and whether
 * buildings of that height have different owners (then nobody earns the bonus). */
typedef struct Tallest {
    int height, seat;
    bool tied;
} Tallest;

/* What the final bonuses are worked out from, summed over some regions: each seat's buildings
 * and the tallest building. Regions may be added in any order: the bonuses come out the same. */
typedef struct BonusFigures {
    int buildings[BUYOUT_MAX_PLAYERS];
    Tallest tallest;
} BonusFigures;

static const BonusFigures no_figures = {{0}, {0, -1, false}};

static void add_tallest(Tallest *t, Tallest other)
{
    if (other.height > t->height)
        *t = other;
    else if (other.height == t->height && t->height > 0)
        t->tied |= other.tied || other.seat != t->seat;
}

static void add_region(BonusFigures *f, const BuyoutRegionPayout *rp)
{
    for (int seat = 0; seat < BUYOUT_MAX_PLAYERS; seat++)
        f->buildings[seat] += rp->buildings[seat];
    add_tallest(&f->tallest, (Tallest){rp->tallest_height, rp->tallest_seat, rp->tallest_tied});
}

/* A payout seen region by region: a move's payout shares all but a region or two with the
 * position's, and those are all that is worked out again. */
typedef struct PayoutView {
    const BuyoutRegionPayout *region[BUYOUT_REGIONS];
    int total[BUYOUT_MAX_PLAYERS];
} PayoutView;

static void view_payout(const BuyoutPayout *p, PayoutView *view)
{
    for (int r = 0; r < BUYOUT_REGIONS; r++)
        view->region[r] = &p->region[r];
    memcpy(view->total, p->total, sizeof view->total);
}

static void view_figures(const PayoutView *p, BonusFigures *f)
{
    *f = no_figures;
    for (int r = 0; r < BUYOUT_REGIONS; r++)
        add_region(f, p->region[r]);
}

/* The end-of-game bonuses if the game ended now. */
static void final_bonus_now(const BonusFigures *f, int players, double *bonus)
{
    if (f->tallest.height > 0 && !f->tallest.tied)
        bonus[f->tallest.seat] += 2.0 * f->tallest.height;
    int most = 0, holders = 0, who = -1;
    for (int seat = 0; seat < players; seat++) {
        if (f->buildings[seat] > most) {
            most = f->buildings[seat];
            who = seat;
            holders = 1;
        } else if (most > 0 && f->buildings[seat] == most) {
            holders++;
        }
    }
    if (holders == 1)
        bonus[who] += most;
}

/* What a projection needs besides the board and the money: how much this round's payout counts
 * (later rounds will pay it again, less surely) and each seat's hand. */
typedef struct Outlook {
    double weight;
    double hand_value[BUYOUT_MAX_PLAYERS];
} Outlook;

static double payout_weight(int fewest_tiles_left)
{
    double later = fewest_tiles_left / TILES_PER_TURN;
    later = later > LATER_ROUNDS_MAX ? LATER_ROUNDS_MAX : later;
    return 1.0 + LATER_ROUND_WEIGHT * later;
}

/* The outlook of a state, with `placed` tiles of `mover`'s hand already put down. */
static void outlook_of(const BuyoutState *s, int mover, int placed, Outlook *out)
{
    int fewest = BUYOUT_TILES_PER_PLAYER;
    for (int seat = 0; seat < s->base.players; seat++) {
        int used = seat == mover ? placed : 0;
        int left = buyout_tiles_left(s, seat) - used;
        fewest = left < fewest ? left : fewest;
        out->hand_value[seat] = HAND_TILE_VALUE * (buyout_hand_count(s, seat) - used);
    }
    out->weight = payout_weight(fewest);
}

/* Each seat's expected final money, in $1,000, from the payout's totals and bonus figures. */
static void project(const BuyoutState *s, const int *money, const int *total,
                    const BonusFigures *figures, const Outlook *o, double *out)
{
    int n = s->base.players;
    if (s->phase == BUYOUT_PHASE_OVER) {
        for (int seat = 0; seat < n; seat++)
            out[seat] = s->money[seat];
        return;
    }
    double bonus[BUYOUT_MAX_PLAYERS] = {0};
    final_bonus_now(figures, n, bonus);
    for (int seat = 0; seat < n; seat++)
        out[seat] = money[seat] + o->weight * total[seat] + FINAL_BONUS_WEIGHT * bonus[seat] +
                    o->hand_value[seat];
}

/* How good the projection is for `seat`: its lead over the field, half against the best rival
 * and half against the average one. */
static double utility(int players, const double *proj, int seat)
{
    double best = -1e9, sum = 0;
    for (int o = 0; o < players; o++) {
        if (o == seat)
            continue;
        best = proj[o] > best ? proj[o] : best;
        sum += proj[o];
    }
    return proj[seat] - 0.5 * best - 0.5 * sum / (players - 1);
}

static void buyout_evaluate(const GameState *g, double *value)
{
    const BuyoutState *s = (const BuyoutState *)g;
    int n = s->base.players;
    PayoutView payout;
    BonusFigures figures;
    view_payout(&s->standing, &payout);
    view_figures(&payout, &figures);
    Outlook outlook;
    outlook_of(s, s->current, 0, &outlook);
    double proj[BUYOUT_MAX_PLAYERS], top = -1e9, sum = 0;
    project(s, s->money, payout.total, &figures, &outlook, proj);
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

/* Scores the moves of one position for the seat to move. */
typedef struct Scorer {
    const BuyoutState *s;
    int seat;
    BuyoutBoard board;        /* the state's board, changed and restored move by move */
    const BuyoutPayout *base; /* the payout of the unchanged board */
    Outlook unchanged;   /* nothing placed (end, pass, a scaffolding move or stay) */
    Outlook placed;      /* one more tile of the mover's hand placed */
    /* The lots where a regular tile of the mover would do most good: the only destinations
     * tried when a scaffolding placement is judged by its best move (found on first need). A
     * quick scorer (rollouts) judges a scaffolding as if it stayed. */
    int dest[SCAFFOLD_DESTINATIONS];
    int dest_count; /* -1 until found */
    bool quick;
    /* The region payout of each lot's region with one more tile of the mover on the lot,
     * worked out on first need (a bit per lot in `placed_known`): every kind placed on a lot
     * changes the board alike. */
    uint64_t placed_known;
    BuyoutRegionPayout placed_region[BUYOUT_LOTS];
    /* The base payout's bonus figures over every region but one, for each region (found on
     * first need: a bit per region in `without_known`). */
    unsigned without_known;
    BonusFigures without[BUYOUT_REGIONS];
} Scorer;

static void scorer_init(Scorer *sc, const BuyoutState *s, bool quick)
{
    sc->s = s;
    sc->seat = s->current;
    buyout_board_of(s, &sc->board);
    sc->base = &s->standing;
    outlook_of(s, sc->seat, 0, &sc->unchanged);
    outlook_of(s, sc->seat, 1, &sc->placed);
    sc->dest_count = -1;
    sc->quick = quick;
    sc->placed_known = 0;
    sc->without_known = 0;
}

/* Region r of a payout seen through `view` replaced by `fresh`. */
static void replace_in_view(PayoutView *view, int r, const BuyoutRegionPayout *fresh)
{
    buyout_region_count(view->region[r], -1, view->total);
    buyout_region_count(fresh, 1, view->total);
    view->region[r] = fresh;
}

/* The mover's utility of a payout's totals and bonus figures, with this money and outlook. */
static double projected_utility(const Scorer *sc, const int *total, const BonusFigures *figures,
                                const int *money, const Outlook *outlook)
{
    double proj[BUYOUT_MAX_PLAYERS];
    project(sc->s, money, total, figures, outlook, proj);
    return utility(sc->s->base.players, proj, sc->seat);
}

static double view_utility(const Scorer *sc, const PayoutView *payout, const int *money,
                           const Outlook *outlook)
{
    BonusFigures figures;
    view_figures(payout, &figures);
    return projected_utility(sc, payout->total, &figures, money, outlook);
}

/* The bonus figures of the position's payout over every region but r. */
static const BonusFigures *figures_without(Scorer *sc, int r)
{
    if (!(sc->without_known >> r & 1)) {
        sc->without[r] = no_figures;
        for (int other = 0; other < BUYOUT_REGIONS; other++)
            if (other != r)
                add_region(&sc->without[r], &sc->base->region[other]);
        sc->without_known |= 1u << r;
    }
    return &sc->without[r];
}

/* The mover's utility of sc->board, which differs from the payout `base` was worked out for only
 * on lots a and b (-1: none), with this money and outlook. */
static double changed_utility(const Scorer *sc, const BuyoutPayout *base, int lot_a, int lot_b,
                              const int *money, const Outlook *outlook)
{
    PayoutView payout;
    BuyoutRegionPayout fresh[2];
    view_payout(base, &payout);
    int ra = lot_a >= 0 ? (int)buyout_region_of(lot_a) : -1;
    int rb = lot_b >= 0 ? (int)buyout_region_of(lot_b) : -1;
    int players = sc->s->base.players;
    if (ra >= 0) {
        buyout_board_region_payout(&sc->board, players, (BuyoutRegion)ra, &fresh[0]);
        replace_in_view(&payout, ra, &fresh[0]);
    }
    if (rb >= 0 && rb != ra) {
        buyout_board_region_payout(&sc->board, players, (BuyoutRegion)rb, &fresh[1]);
        replace_in_view(&payout, rb, &fresh[1]);
    }
    return view_utility(sc, &payout, money, outlook);
}

/* The payout of lot's region with one more tile of the mover on it (sc->board as the position
 * has it: the change is worked out from the region's payout). */
static const BuyoutRegionPayout *placed_region(Scorer *sc, int lot)
{
    if (!(sc->placed_known >> lot & 1)) {
        BuyoutRegion r = buyout_region_of(lot);
        buyout_region_after_placement(&sc->base->region[r], r, sc->s->base.players,
                                      sc->board.owner[lot], sc->board.height[lot], sc->seat,
                                      &sc->placed_region[lot]);
        sc->placed_known |= 1ULL << lot;
    }
    return &sc->placed_region[lot];
}

/* The money after a placement's costs (`before`: the money before it), paid as the rules
 * would. */
static void charge(const BuyoutState *s, int seat, const int *before, const BuyoutCost *cost,
                   int *money)
{
    memcpy(money, before, sizeof s->money);
    if (cost->buyout_seat >= 0) {
        money[seat] -= cost->buyout_amount;
        money[cost->buyout_seat] += cost->buyout_amount;
    }
    for (int o = 0; o < s->base.players; o++) {
        int from = cost->net[o] > 0 ? o : seat, to = cost->net[o] > 0 ? seat : o;
        int owed = cost->net[o] > 0 ? cost->net[o] : -cost->net[o];
        int paid = owed < money[from] ? owed : money[from];
        money[from] -= paid;
        money[to] += paid;
    }
}

/* Lot `from` holds a scaffolding on top (height counts it) with the tile to move under it: the
 * utility of moving both to `lot`, `base` and `money_before` being the payout and the money with
 * the scaffolding on `from`. The
 * cost is the rules' for the state as it is (for a scaffolding only imagined on `from`, its store
 * charges next to `from` are estimates). */
static double score_scaffold_move(Scorer *sc, const BuyoutPayout *base, const int *money_before,
                                  int from, int lot, const Outlook *outlook)
{
    BuyoutCost cost;
    if (!buyout_placement_cost(sc->s, sc->seat, BUYOUT_REGULAR, lot, from, &cost, NULL, 0))
        return -1e9;
    int money[BUYOUT_MAX_PLAYERS];
    charge(sc->s, sc->seat, money_before, &cost, money);
    BuyoutBoard *b = &sc->board;
    int8_t from_height = b->height[from], from_owner = b->owner[from];
    int8_t to_height = b->height[lot], to_owner = b->owner[lot];
    int left = from_height - 2; /* tiles staying on `from` */
    b->height[from] = (int8_t)left;
    b->owner[from] = (int8_t)(left > 0 ? sc->s->lot[from].tile[left - 1].seat : -1);
    b->height[lot] = (int8_t)(to_height + 2);
    b->owner[lot] = (int8_t)sc->seat;
    double u = changed_utility(sc, base, from, lot, money, outlook);
    b->height[from] = from_height;
    b->owner[from] = from_owner;
    b->height[lot] = to_height;
    b->owner[lot] = to_owner;
    return u;
}

static double score_placement(Scorer *sc, int kind, int lot);

/* Fills sc->dest with the lots where a regular tile would raise the mover's utility most. */
static void find_destinations(Scorer *sc)
{
    ScoredMove lots[BUYOUT_LOTS];
    int count = 0;
    for (int lot = 0; lot < BUYOUT_LOTS; lot++) {
        double u = score_placement(sc, BUYOUT_REGULAR, lot);
        if (u > -1e9)
            lots[count++] = (ScoredMove){u, lot};
    }
    qsort(lots, (size_t)count, sizeof lots[0], by_score_desc);
    sc->dest_count = count < SCAFFOLD_DESTINATIONS ? count : SCAFFOLD_DESTINATIONS;
    for (int i = 0; i < sc->dest_count; i++)
        sc->dest[i] = lots[i].index;
}

/* The utility of placing `kind` on `lot` (a scaffolding counted with its best use: staying or
 * moving to a promising lot). */
static double score_placement(Scorer *sc, int kind, int lot)
{
    BuyoutCost cost;
    if (!buyout_placement_cost(sc->s, sc->seat, (BuyoutKind)kind, lot, -1, &cost, NULL, 0))
        return -1e9;
    bool judge_moves = kind == BUYOUT_SCAFFOLD && !sc->quick;
    if (judge_moves && sc->dest_count < 0)
        find_destinations(sc);
    int money[BUYOUT_MAX_PLAYERS];
    charge(sc->s, sc->seat, sc->s->money, &cost, money);
    BuyoutBoard *b = &sc->board;
    const BuyoutRegionPayout *region = placed_region(sc, lot);
    int8_t height = b->height[lot], owner = b->owner[lot];
    b->height[lot] = (int8_t)(height + 1);
    b->owner[lot] = (int8_t)sc->seat;
    int r = buyout_region_of(lot);
    int total[BUYOUT_MAX_PLAYERS];
    memcpy(total, sc->base->total, sizeof total);
    buyout_region_count(&sc->base->region[r], -1, total);
    buyout_region_count(region, 1, total);
    BonusFigures figures = *figures_without(sc, r);
    add_region(&figures, region);
    double u = projected_utility(sc, total, &figures, money, &sc->placed);
    if (judge_moves) {
        BuyoutPayout placed = *sc->base;
        buyout_region_count(&placed.region[r], -1, placed.total);
        placed.region[r] = *region;
        buyout_region_count(region, 1, placed.total);
        for (int i = 0; i < sc->dest_count; i++) {
            double moved = score_scaffold_move(sc, &placed, money, lot, sc->dest[i], &sc->placed);
            u = moved > u ? moved : u;
        }
    }
    b->height[lot] = height;
    b->owner[lot] = owner;
    return u;
}

/* The utility of a legal move of the seat to move. */
static double score_move(Scorer *sc, MoveCode move)
{
    switch (buyout_code_verb(move)) {
    case BUYOUT_VERB_PLACE:
        return score_placement(sc, buyout_code_kind(move), buyout_code_lot(move));
    case BUYOUT_VERB_MOVE:
        return score_scaffold_move(sc, sc->base, sc->s->money, sc->s->scaffold_lot,
                                   buyout_code_lot(move), &sc->unchanged);
    default: /* end, stay, pass */
        return changed_utility(sc, sc->base, -1, -1, sc->s->money, &sc->unchanged);
    }
}

static bool places_a_tile(MoveCode move)
{
    BuyoutVerb verb = buyout_code_verb(move);
    return verb == BUYOUT_VERB_PLACE || verb == BUYOUT_VERB_MOVE;
}

/* The best CANDIDATES_MAX placements by one-ply score, and end, stay or pass where allowed. */
static void buyout_candidates(const GameState *g, CodeList *out)
{
    CodeList legal = CODELIST_INIT;
    g->rules->legal_codes(g, &legal);
    Scorer sc;
    scorer_init(&sc, (const BuyoutState *)g, false);
    ScoredMove best[CANDIDATES_MAX + 1]; /* the best so far, best first */
    int count = 0;
    for (int i = 0; i < legal.count; i++) {
        MoveCode m = legal.items[i];
        if (!places_a_tile(m)) {
            codelist_add(out, m); /* end, stay, pass are always worth a look */
            continue;
        }
        ScoredMove scored = {score_move(&sc, m), i};
        int at = count < CANDIDATES_MAX ? count++ : CANDIDATES_MAX;
        while (at > 0 && by_score_desc(&scored, &best[at - 1]) < 0) {
            best[at] = best[at - 1];
            at--;
        }
        best[at] = scored;
    }
    for (int i = 0; i < count; i++)
        codelist_add(out, legal.items[best[i].index]);
    codelist_free(&legal);
}

/* The candidates depend on the public board and money, and on which kinds of tile the mover
 * holds: the same at one tree node for every guess of the hidden tiles with the same kinds. */
static uint64_t buyout_candidate_key(const GameState *g)
{
    const BuyoutState *s = (const BuyoutState *)g;
    uint64_t kinds = 0;
    for (int k = 0; k < BUYOUT_KINDS; k++)
        kinds |= (uint64_t)(s->hand[s->current][k] > 0) << k;
    return kinds;
}

/* The best of the given moves by one-ply score (quick: a scaffolding judged as staying), each
 * blurred by `noise`; ties keep the first. */
static int pick_best(const BuyoutState *s, const CodeList *moves, bool quick, double noise,
                     Rng *rng)
{
    Scorer sc;
    scorer_init(&sc, s, quick);
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
    return best;
}

/* A few random legal moves of the seat to move, found without listing them all: "end" or
 * "stay" where allowed, then random tiles of the hand on random lots (or random destinations). */
static void sample_moves(const BuyoutState *s, Rng *rng, CodeList *out)
{
    int seat = s->current, hand = buyout_hand_count(s, seat);
    if (s->phase == BUYOUT_PHASE_CONTINUE)
        codelist_add(out, buyout_code(BUYOUT_VERB_END, 0, 0));
    if (s->phase == BUYOUT_PHASE_SCAFFOLD)
        codelist_add(out, buyout_code(BUYOUT_VERB_STAY, 0, 0));
    for (int tries = 0; tries < 3 * ROLLOUT_SAMPLES && out->count < ROLLOUT_SAMPLES; tries++) {
        int lot = (int)rng_below(rng, BUYOUT_LOTS), kind = BUYOUT_REGULAR;
        if (s->phase == BUYOUT_PHASE_SCAFFOLD) {
            if (buyout_can_place(s, seat, BUYOUT_REGULAR, lot, s->scaffold_lot))
                codelist_add(out, buyout_code(BUYOUT_VERB_MOVE, 0, lot));
            continue;
        }
        if (hand == 0)
            break;
        int pick = (int)rng_below(rng, (uint32_t)hand);
        while (pick >= s->hand[seat][kind])
            pick -= s->hand[seat][kind++];
        if (buyout_can_place(s, seat, (BuyoutKind)kind, lot, -1))
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
    bool ok = moves.count > 0;
    if (ok) {
        int pick = moves.count == 1 || rng_unit(rng) < ROLLOUT_RANDOM_CHANCE
                       ? (int)rng_below(rng, (uint32_t)moves.count)
                       : pick_best(s, &moves, true, 0.0, rng);
        *move_out = moves.items[pick];
    }
    codelist_free(&moves);
    return ok;
}

bool buyout_greedy_move(const GameState *g, double noise, Rng *rng, char move_out[MOVE_MAX])
{
    CodeList legal = CODELIST_INIT;
    g->rules->legal_codes(g, &legal);
    bool ok = legal.count > 0;
    if (ok)
        g->rules->format_code(g, legal.items[pick_best((const BuyoutState *)g, &legal, false, noise, rng)],
                              move_out);
    codelist_free(&legal);
    return ok;
}

const GameBotHooks buyout_bot_hooks = {
    .evaluate = buyout_evaluate,
    .candidates = buyout_candidates,
    .candidate_key = buyout_candidate_key,
    .random_code = buyout_random_code,
    .rollout_move = buyout_rollout_move,
    .rollout_depth = ROLLOUT_DEPTH,
    .choose = NULL,
    .iterations = {0, 20, 150, 10000},
};
