/* BuyWord: the bots' own decisions (the choose hook), better here than tree search.
 *
 * Every decision rests on one planner. Given a rack and its wilds, it searches the sets of words
 * to sell now (up to PLAN_DEPTH words, each from the best PLAN_WIDTH that still fit) and scores
 * a plan as the money the words bring plus what the tiles kept are worth for later: `alpha`
 * dollars per pip of each kept letter and `beta` per wild, fading as the bag empties, with only
 * the 8 best tiles kept at the end of a round. In the last round nothing kept is worth anything.
 *   sell:   the first word of the best plan; else discard the least worth tile while over 8;
 *           else done.
 *   buy:    buy when the best plan with the new tiles, less their price, beats the best plan
 *           without them.
 *   choose: small deals buy the cheapest pips (a price is a square), so 2 (measured: 2 beats 3
 *           and 4 in solitaire).
 * The easy level plans shallowly and without valuing what it keeps, and sometimes errs at random.
 * Hard plays as normal (a wider, deeper plan search measured no better).
 * The hook reads only what the seat may know: its own tiles, wilds and money, and the bag count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buyword.h"

#define PLAN_DEPTH 4
#define PLAN_WIDTH 8
#define BAG_FADE 12.0 /* kept tiles lose their worth over the last this many tiles in the bag */

typedef struct Tuning {
    double alpha; /* dollars per pip of a kept letter, early in the game */
    double beta;  /* dollars per wild kept, early in the game */
    int depth, width;
} Tuning;

/* Tuned with `moguls sim buyword --players 1` (see docs/rules/buyword.md for the numbers). */
static const Tuning normal_tuning = {10.0, 30.0, PLAN_DEPTH, PLAN_WIDTH};
static const Tuning easy_tuning = {0.0, 0.0, 1, 3};

typedef struct Planner {
    const BuywordWord *words; /* candidates, best net worth first */
    int count;
    double alpha[BW_LETTERS], beta;
    bool last_round;
    int depth, width;
    double best;
    int best_first; /* the first word of the best plan; -1: sell nothing */
} Planner;

static void planner_init(Planner *p, const BuywordState *s, BotLevel level)
{
    Tuning t = level == BOT_EASY ? easy_tuning : normal_tuning;
    double fade = s->bag_count >= BAG_FADE ? 1.0 : s->bag_count / BAG_FADE;
    p->last_round = s->last_round;
    for (int l = 0; l < BW_LETTERS; l++)
        p->alpha[l] = p->last_round ? 0 : t.alpha * fade * buyword_pips((char)('A' + l));
    p->beta = p->last_round ? 0 : t.beta * fade;
    p->depth = t.depth;
    p->width = t.width;
    p->words = NULL;
    p->count = 0;
}

/* What kept tiles are worth: the best 8 letters (all in the last round: they are worth 0). */
static double keep_value(const Planner *p, const uint8_t rack[BW_LETTERS], int wilds)
{
    double worth[BW_TILES];
    int n = 0;
    for (int l = 0; l < BW_LETTERS; l++)
        for (int i = 0; i < rack[l]; i++)
            worth[n++] = p->alpha[l];
    double total = p->beta * wilds;
    if (n <= BW_HAND_LIMIT || p->last_round) {
        for (int i = 0; i < n; i++)
            total += worth[i];
        return total;
    }
    for (int kept = 0; kept < BW_HAND_LIMIT; kept++) { /* a partial selection sort */
        int best = kept;
        for (int i = kept + 1; i < n; i++)
            best = worth[i] > worth[best] ? i : best;
        double swap = worth[kept];
        worth[kept] = worth[best];
        worth[best] = swap;
        total += worth[kept];
    }
    return total;
}

static double net_worth(const Planner *p, const BuywordWord *w)
{
    double cost = 0;
    for (const char *c = w->text; *c; c++)
        cost += *c >= 'a' ? p->beta : p->alpha[*c - 'A'];
    return w->value - cost;
}

static bool fits(const BuywordWord *w, const uint8_t rack[BW_LETTERS], int wilds)
{
    uint8_t used[BW_LETTERS] = {0};
    for (const char *c = w->text; *c; c++) {
        if (*c >= 'a') {
            if (wilds < 1)
                return false;
        } else if (++used[*c - 'A'] > rack[*c - 'A']) {
            return false;
        }
    }
    return true;
}

static void take(const BuywordWord *w, uint8_t rack[BW_LETTERS], int *wilds, int sign)
{
    for (const char *c = w->text; *c; c++) {
        if (*c >= 'a')
            *wilds -= sign;
        else
            rack[*c - 'A'] = (uint8_t)(rack[*c - 'A'] - sign);
    }
}

/* Depth-first over sets of words (in list order, so each set is met once). */
static void search(Planner *p, uint8_t rack[BW_LETTERS], int wilds, int from, int depth,
                   double earned, int first)
{
    double value = earned + keep_value(p, rack, wilds);
    if (value > p->best) {
        p->best = value;
        p->best_first = first;
    }
    if (depth == p->depth)
        return;
    for (int i = from, tried = 0; i < p->count && tried < p->width; i++) {
        const BuywordWord *w = &p->words[i];
        if (!fits(w, rack, wilds))
            continue;
        tried++;
        take(w, rack, &wilds, 1);
        search(p, rack, wilds, i, depth + 1, earned + w->value, first < 0 ? i : first);
        take(w, rack, &wilds, -1);
    }
}

/* The best plan for a rack: its worth, and in *first the first word to sell (or "" for none). */
static double plan(Planner *p, const BuywordState *s, const uint8_t rack_in[BW_LETTERS], int wilds,
                   char first[BW_WORD_MAX + 1])
{
    BuywordWord *all;
    int n = buyword_find_words(s->dict, rack_in, wilds, &all), kept = 0;
    for (int i = 0; i < n; i++)
        if (net_worth(p, &all[i]) > 0)
            all[kept++] = all[i];
    p->words = all;
    p->count = kept;
    /* Best net worth first; an insertion sort, as qsort has no context for the planner. */
    for (int i = 1; i < kept; i++) {
        BuywordWord w = all[i];
        double wn = net_worth(p, &w);
        int j = i;
        while (j > 0 && net_worth(p, &all[j - 1]) < wn) {
            all[j] = all[j - 1];
            j--;
        }
        all[j] = w;
    }
    uint8_t rack[BW_LETTERS];
    memcpy(rack, rack_in, BW_LETTERS);
    p->best = -1e9;
    p->best_first = -1;
    search(p, rack, wilds, 0, 0, 0.0, -1);
    if (first)
        snprintf(first, BW_WORD_MAX + 1, "%s", p->best_first >= 0 ? all[p->best_first].text : "");
    free(all);
    p->words = NULL;
    return p->best;
}

static bool choose_sell(const BuywordState *s, BotLevel level, Rng *rng, char *move_out)
{
    int seat = s->turn;
    Planner p;
    planner_init(&p, s, level);
    char first[BW_WORD_MAX + 1];
    plan(&p, s, s->held[seat], s->wilds[seat], first);
    bool over = !s->last_round && buyword_held_count(s, seat) > BW_HAND_LIMIT;
    if (level == BOT_EASY && rng_below(rng, 5) == 0 && !over)
        first[0] = '\0'; /* an easy bot sometimes stops early */
    if (first[0]) {
        snprintf(move_out, MOVE_MAX, "sell %s", first);
        return true;
    }
    if (!over) {
        snprintf(move_out, MOVE_MAX, "done");
        return true;
    }
    int worst = -1; /* over the limit: let go of the least worth tile */
    for (int l = 0; l < BW_LETTERS; l++)
        if (s->held[seat][l] && (worst < 0 || p.alpha[l] < p.alpha[worst] ||
                                 (p.alpha[l] == p.alpha[worst] && l == 'Q' - 'A')))
            worst = l;
    snprintf(move_out, MOVE_MAX, "discard %c", 'A' + worst);
    return true;
}

static bool choose_buy(const BuywordState *s, BotLevel level, Rng *rng, char *move_out)
{
    int seat = s->turn, price = buyword_fresh_price(s, seat);
    bool can = s->fresh_status[seat] == BW_FRESH_WAITING && price <= s->money[seat];
    bool buy = false;
    if (can) {
        Planner p;
        planner_init(&p, s, level);
        uint8_t with[BW_LETTERS];
        for (int l = 0; l < BW_LETTERS; l++)
            with[l] = (uint8_t)(s->held[seat][l] + s->fresh[seat][l]);
        double without = plan(&p, s, s->held[seat], s->wilds[seat], NULL);
        double gain = plan(&p, s, with, s->wilds[seat], NULL) - price - without;
        buy = gain > 0;
        if (level == BOT_EASY && rng_below(rng, 6) == 0)
            buy = !buy;
    }
    snprintf(move_out, MOVE_MAX, "%s", buy ? "buy" : "decline");
    return true;
}

static bool bw_bot_choose(const GameState *state, BotLevel level, Rng *rng, char *move_out)
{
    const BuywordState *s = (const BuywordState *)state;
    switch (s->phase) {
    case BW_PHASE_ROLL:
        snprintf(move_out, MOVE_MAX, "roll");
        return true;
    case BW_PHASE_CHOOSE:
        snprintf(move_out, MOVE_MAX, "choose %d",
                 level == BOT_EASY ? 2 + (int)rng_below(rng, 4) : 2);
        return true;
    case BW_PHASE_BUY:
        return choose_buy(s, level, rng, move_out);
    case BW_PHASE_SELL:
        return choose_sell(s, level, rng, move_out);
    case BW_PHASE_OVER:
        break;
    }
    return false;
}

const GameBotHooks buyword_bot_hooks = {
    .choose = bw_bot_choose,
};
