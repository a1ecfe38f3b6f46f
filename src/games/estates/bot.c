/* The Estates: what the bots know about the game.
 *
 * The search (ISMCTS) runs over copies determinized for the deciding seat. Money in hand is
 * secret at the table but every payment is public, so a copy holds exactly what a careful
 * player could work out; the hooks below read only the board, the auction and public payments,
 * plus the deciding seat's own money where it bids.
 *
 * The evaluation projects each seat's final score: every building counts for its top colour's
 * certificate holder, weighted by how likely its row is to be complete at the end (the two rows
 * nearest completion are favoured, a row that needs more rooftops than remain is lost); checks in
 * the cash box count in full and money in hand at a discount (it can still buy pieces or be
 * stowed). A logistic of the margin over the best rival turns that into a winning chance.
 *
 * Levels judge money differently (MoneyView). Easy and normal value money in hand at a flat
 * rate. The hard bot sees that money is points in waiting: a seat can stow one check a turn, so
 * what it can still stow before the rooftops run out is worth nearly a point per $1M and only
 * the rest is mere buying power. Measured at four players against three normal bots this makes
 * the difference between winning about a fair share and well over a third (docs/ladder.md). */
#include <math.h>

#include "estates.h"

#define HAND_MONEY_WORTH 0.2   /* points per $1M in hand: it scores nothing at the end */
#define STOWABLE_WORTH 0.9     /* hard: points per $1M the seat can still stow */
#define SPARE_MONEY_WORTH 0.15 /* hard: points per $1M beyond that */
#define MARGIN_SCALE 5.0       /* score margin that makes a win about 73% likely */
/* Turns the table plays per rooftop left in the pile: about 45 turns to a game of 12 rooftops. */
#define TURNS_PER_ROOF 3.5

typedef enum MoneyView { MONEY_FLAT, MONEY_STOWABLE } MoneyView;

static double clamp(double x, double lo, double hi)
{
    return x < lo ? lo : x > hi ? hi : x;
}

/* Work still needed in a row: missing buildings count twice (a cube and a rooftop). */
static int row_work(const EstatesState *s, int row)
{
    int built = estates_built(s, row), work = 2 * (estates_requirement(s, row) - built);
    for (int lot = 0; lot < built; lot++)
        work += s->roof[row][lot] < 0;
    return work;
}

static int roofs_needed(const EstatesState *s, int row)
{
    int built = estates_built(s, row), need = estates_requirement(s, row) - built;
    for (int lot = 0; lot < built; lot++)
        need += s->roof[row][lot] < 0;
    return need;
}

#define TOP_BASE 0.85   /* the two rows nearest completion */
#define LAST_BASE 0.2   /* the row furthest from it */
#define WORK_SLOPE 0.02 /* less likely per piece still needed */

/* The chance each row is complete when the round ends: the game stops at two complete rows, so
 * the two rows needing the least work are likely to make it and the third is not (rows needing
 * equal work share the odds); a row needing more rooftops than remain is lost. */
static void completion_chances(const EstatesState *s, double *chance)
{
    if (s->phase >= EST_PHASE_ROUND_END) {
        for (int row = 0; row < EST_ROWS; row++)
            chance[row] = estates_row_complete(s, row) ? 1.0 : 0.0;
        return;
    }
    int work[EST_ROWS];
    for (int row = 0; row < EST_ROWS; row++)
        work[row] = row_work(s, row);
    int roofs_left = s->roof_pile_count + (s->piece_kind == EST_PIECE_ROOF);
    for (int row = 0; row < EST_ROWS; row++) {
        /* Rank with ties shared: rows needing less work come first. */
        int less = 0, equal = 0;
        for (int other = 0; other < EST_ROWS; other++) {
            less += work[other] < work[row];
            equal += work[other] == work[row];
        }
        double base = 0.0;
        for (int rank = less; rank < less + equal; rank++)
            base += rank < 2 ? TOP_BASE : LAST_BASE;
        base /= equal;
        if (work[row] == 0)
            chance[row] = 0.95;
        else if (roofs_needed(s, row) > roofs_left)
            chance[row] = 0.03;
        else
            chance[row] = clamp(base - WORK_SLOPE * work[row], 0.03, 0.97);
    }
}

/* What `seat`'s money in hand is worth in points. */
static double money_points(const EstatesState *s, int seat, MoneyView view)
{
    int hand = s->hand[seat];
    if (view == MONEY_FLAT)
        return HAND_MONEY_WORTH * hand;
    double turns_left = (TURNS_PER_ROOF * s->roof_pile_count + 1) / s->base.players;
    double stowable = hand < turns_left ? hand : turns_left;
    return STOWABLE_WORTH * stowable + SPARE_MONEY_WORTH * (hand - stowable);
}

/* Expected points per seat from the board and the money. */
static void projected_points(const EstatesState *s, MoneyView view, double *points)
{
    double chance[EST_ROWS];
    completion_chances(s, chance);
    int n = s->base.players;
    for (int seat = 0; seat < n; seat++)
        points[seat] = s->box[seat] + money_points(s, seat, view);
    for (int r = 0; r < s->round; r++)
        for (int seat = 0; seat < n; seat++)
            points[seat] += s->round_score[r][seat];
    for (int row = 0; row < EST_ROWS; row++) {
        double weight = 2.0 * chance[row] - 1.0;
        if (s->mayor_place == EST_AT_BOARD && s->mayor_row == row)
            weight *= 2.0;
        int built = estates_built(s, row);
        for (int lot = 0; lot < built; lot++) {
            int holder = s->certificate[est_colour(estates_top_cube(s, row, lot))];
            if (holder >= 0)
                points[holder] += weight * estates_building_value(s, row, lot);
        }
    }
}

static void evaluate(const GameState *state, MoneyView view, double *value)
{
    const EstatesState *s = (const EstatesState *)state;
    double points[MAX_SEATS];
    projected_points(s, view, points);
    for (int seat = 0; seat < s->base.players; seat++) {
        double best_rival = -1e9;
        for (int other = 0; other < s->base.players; other++)
            if (other != seat && points[other] > best_rival)
                best_rival = points[other];
        value[seat] = 1.0 / (1.0 + exp(-(points[seat] - best_rival) / MARGIN_SCALE));
    }
}

/* The board points `seat` gains by placing the piece under auction in the best way (money
 * left out), or 0 if nothing helps. */
static double piece_worth(const EstatesState *s, int seat)
{
    EstatesState mine = *s;
    mine.phase = EST_PHASE_PLACE;
    mine.owner = (int8_t)seat;
    CodeList moves = CODELIST_INIT;
    estates_rules.legal_codes(&mine.base, &moves);
    double before[MAX_SEATS], after[MAX_SEATS], best = 0.0;
    projected_points(&mine, MONEY_FLAT, before);
    for (int i = 0; i < moves.count; i++) {
        EstatesState copy = mine;
        if (!estates_rules.apply_code(&copy.base, moves.items[i]))
            continue;
        projected_points(&copy, MONEY_FLAT, after);
        double gain = after[seat] - before[seat];
        if (gain > best)
            best = gain;
    }
    codelist_free(&moves);
    return best;
}

static void add_bid(CodeList *out, int amount, int min, int max)
{
    if (amount < min)
        amount = min;
    if (amount <= max)
        codelist_add_unique(out, estates_code(EST_VERB_BID, amount, 0));
}

#define STOW_RESERVE 3 /* $M the bot keeps in hand before it stows */

/* Choosing: stow whenever $3M or more would stay in hand (a sure point; the rest keeps the bot
 * able to buy), otherwise any piece. */
static void choice_candidates(const EstatesState *s, CodeList *out)
{
    CodeList all = CODELIST_INIT;
    estates_rules.legal_codes(&s->base, &all);
    MoveCode stow_code = estates_code(EST_VERB_STOW, 0, 0);
    bool stow = codelist_contains(&all, stow_code) && s->hand[s->auctioneer] >= STOW_RESERVE;
    for (int i = 0; i < all.count; i++)
        if ((all.items[i] == stow_code) == stow)
            codelist_add(out, all.items[i]);
    codelist_free(&all);
}

static void est_candidates(const GameState *state, CodeList *out)
{
    const EstatesState *s = (const EstatesState *)state;
    if (s->phase == EST_PHASE_CHOOSE) {
        choice_candidates(s, out);
        return;
    }
    if (s->phase != EST_PHASE_BID) {
        estates_rules.legal_codes(state, out);
        return;
    }
    int seat = s->bidder, hand = s->hand[seat];
    int min = s->high_bidder >= 0 ? s->high_bid + 1 : 1;
    codelist_add(out, estates_code(EST_VERB_PASS, 0, 0));
    /* Pass, the lowest bid, half the piece's worth to the bidder, its worth, and a jump. */
    int worth = (int)(piece_worth(s, seat) + 0.5);
    add_bid(out, min, min, hand);
    add_bid(out, worth / 2, min, hand);
    add_bid(out, worth, min, hand);
    add_bid(out, min + 3, min, hand);
}

/* A quick policy for rollouts: bid up to a share of the worth, buy when the worth beats the
 * price, place greedily, otherwise random. */
static bool est_rollout_move(const GameState *state, Rng *rng, MoveCode *move_out)
{
    const EstatesState *s = (const EstatesState *)state;
    int seat = estates_rules.to_move(state);
    if (s->phase == EST_PHASE_BID) {
        int min = s->high_bidder >= 0 ? s->high_bid + 1 : 1;
        double worth = piece_worth(s, seat) * (0.5 + 0.5 * rng_unit(rng));
        if (min <= worth && min <= s->hand[seat])
            *move_out = estates_code(EST_VERB_BID, min + (int)(rng_unit(rng) * (worth - min)), 0);
        else
            *move_out = estates_code(EST_VERB_PASS, 0, 0);
        return true;
    }
    if (s->phase == EST_PHASE_DECIDE) {
        bool buy = s->hand[seat] >= s->high_bid && piece_worth(s, seat) > s->high_bid;
        *move_out = estates_code(buy ? EST_VERB_BUY : EST_VERB_SELL, 0, 0);
        return true;
    }
    if (s->phase == EST_PHASE_PLACE) {
        CodeList moves = CODELIST_INIT;
        estates_rules.legal_codes(state, &moves);
        double points[MAX_SEATS], best = -1e9;
        for (int i = 0; i < moves.count; i++) {
            EstatesState copy = *s;
            if (!estates_rules.apply_code(&copy.base, moves.items[i]))
                continue;
            projected_points(&copy, MONEY_FLAT, points);
            double mine = points[seat] + 0.3 * rng_unit(rng);
            if (mine > best) {
                best = mine;
                *move_out = moves.items[i];
            }
        }
        codelist_free(&moves);
        return best > -1e9;
    }
    return false;
}

static void est_evaluate(const GameState *state, double *value)
{
    evaluate(state, MONEY_FLAT, value);
}

static void est_evaluate_hard(const GameState *state, double *value)
{
    evaluate(state, MONEY_STOWABLE, value);
}

/* The hard level differs only in its evaluation: a placement never moves money, so the
 * candidates and the rollouts (which weigh placements) come out the same in either view. */
static const GameBotHooks estates_hard_hooks = {
    .evaluate = est_evaluate_hard,
    .candidates = est_candidates,
    .rollout_move = est_rollout_move,
};

const GameBotHooks estates_bot_hooks = {
    .evaluate = est_evaluate,
    .candidates = est_candidates,
    .rollout_move = est_rollout_move,
    .choose = NULL,
    .iterations = {0, 15, 100, 4000},
    .hard = &estates_hard_hooks,
};
