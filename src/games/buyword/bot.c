/* BuyWord: the bots' own decisions (the choose hook), better here than tree search.
 *
 * Every level rests on one planner. Given a rack and its wilds, it searches the sets of words to
 * sell now (up to `depth` words, each from the best `width` that still fit) and scores a plan as
 * the money the words bring plus what the tiles kept are worth for later: `alpha` dollars per pip
 * of each kept letter and `beta` per wild, fading as the bag empties, with only the 8 best tiles
 * kept at the end of a round. In the last round nothing kept is worth anything.
 *   sell:   the first word of the best plan; else discard the least worth tile while over 8;
 *           else done.
 *   buy:    buy when the best plan with the new tiles, less their price, beats the best plan
 *           without them.
 *   choose: small deals buy the cheapest pips (a price is a square), so 2 (measured: 2 beats 3
 *           and 4 in solitaire).
 * The levels:
 *   easy:   a beginner: it plans one word at a time, values kept tiles little and sometimes errs
 *           at random;
 *   normal: the planner with a smaller search and a cautious buyer;
 *   hard:   plans its buys and sells: every move the full planner would weigh (buying or not,
 *           each promising word, stopping, each discard, each deal size) is played on to the end
 *           of the next round ROLLOUTS times on copies of the game determinized for its seat,
 *           every seat then played by the full planner, and judged by the money and the planner's
 *           worth of the tiles left. So it holds letters for longer words and buys with the rest
 *           of the round (and the next) in mind.
 * Every decision reads only what the seat may know: its own tiles, wilds and money, the bag count,
 * and for hard copies of the game with the rest guessed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buyword.h"

#define BAG_FADE 12.0 /* kept tiles lose their worth over the last this many tiles in the bag */

typedef struct Tuning {
    double alpha; /* dollars per pip of a kept letter, early in the game */
    double beta;  /* dollars per wild kept, early in the game */
    int depth, width;
    int slip_odds; /* 1 in this many buy decisions and early stops go wrong, and CHOICE asks for a
                    * random deal size; 0: never */
} Tuning;

/* Tuned with `moguls sim buyword --players 1` (docs/rules/buyword.md has the numbers). The full
 * planner plays hard's rollouts and proposes hard's moves. */
static const Tuning full_tuning = {10.0, 30.0, 4, 8, 0};
static const Tuning normal_tuning = {7.5, 30.0, 3, 5, 0};
static const Tuning easy_tuning = {6.0, 25.0, 1, 3, 8};

#define ROLLOUTS 12
#define PROPOSED_WORDS 4 /* hard weighs the best plan's first word and these best words */
#define PROPOSED_DISCARDS 3

static const Tuning *tuning_of(BotLevel level)
{
    return level == BOT_EASY ? &easy_tuning : level == BOT_NORMAL ? &normal_tuning : &full_tuning;
}

typedef struct Planner {
    const BuywordWord *words; /* candidates, best net worth first */
    int count;
    double alpha[BW_LETTERS], beta;
    bool last_round;
    int depth, width;
    double best;
    int best_first; /* the first word of the best plan; -1: sell nothing */
} Planner;

static void planner_init(Planner *p, const BuywordState *s, const Tuning *t)
{
    double fade = s->bag_count >= BAG_FADE ? 1.0 : s->bag_count / BAG_FADE;
    p->last_round = s->last_round;
    for (int l = 0; l < BW_LETTERS; l++)
        p->alpha[l] = p->last_round ? 0 : t->alpha * fade * buyword_pips((char)('A' + l));
    p->beta = p->last_round ? 0 : t->beta * fade;
    p->depth = t->depth;
    p->width = t->width;
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

static bool worthwhile(const BuywordWord *w, const void *planner)
{
    return net_worth(planner, w) > 0;
}

/* A word worth selling with its net worth, worked out once for the sort, and its place in the
 * order found (which ties keep). */
typedef struct RankedWord {
    double worth;
    int found;
    BuywordWord word;
} RankedWord;

static int by_worth(const void *a, const void *b)
{
    const RankedWord *x = a, *y = b;
    if (x->worth != y->worth)
        return x->worth > y->worth ? -1 : 1;
    return x->found - y->found;
}

/* The words worth selling from a rack (net worth above 0), best net worth first, ties in the
 * order found; returns the count and a malloc'd array (NULL when none). Sorted by worths worked
 * out once: an insertion sort that worked each out at every step took most of a hard decision
 * with a long rack and a wild (thousands of words). */
static int worthwhile_words(const Planner *p, const BuywordState *s, const uint8_t rack[BW_LETTERS],
                            int wilds, BuywordWord **out)
{
    BuywordWord *all;
    int kept = buyword_find_words_where(s->dict, rack, wilds, worthwhile, p, &all);
    if (kept > 1) {
        RankedWord *ranked = malloc((size_t)kept * sizeof *ranked);
        if (!ranked)
            abort();
        for (int i = 0; i < kept; i++)
            ranked[i] = (RankedWord){net_worth(p, &all[i]), i, all[i]};
        qsort(ranked, (size_t)kept, sizeof *ranked, by_worth);
        for (int i = 0; i < kept; i++)
            all[i] = ranked[i].word;
        free(ranked);
    }
    *out = all;
    return kept;
}

/* The best plan for a rack: its worth, and in *first the first word to sell (index -1 for none);
 * `words` and `count` (may be NULL) receive the worthwhile words, which the caller frees. */
static double plan(Planner *p, const BuywordState *s, const uint8_t rack_in[BW_LETTERS], int wilds,
                   BuywordWord *first, BuywordWord **words, int *count)
{
    BuywordWord *all;
    int kept = worthwhile_words(p, s, rack_in, wilds, &all);
    p->words = all;
    p->count = kept;
    uint8_t rack[BW_LETTERS];
    memcpy(rack, rack_in, BW_LETTERS);
    p->best = -1e9;
    p->best_first = -1;
    search(p, rack, wilds, 0, 0, 0.0, -1);
    if (first) {
        first->index = -1;
        if (p->best_first >= 0)
            *first = all[p->best_first];
    }
    if (words) {
        *words = all;
        *count = kept;
    } else {
        free(all);
    }
    p->words = NULL;
    return p->best;
}

/* The least worth tile of a rack (a Q first among equals), or -1 if it is empty. */
static int least_worth_tile(const Planner *p, const uint8_t rack[BW_LETTERS])
{
    int worst = -1;
    for (int l = 0; l < BW_LETTERS; l++)
        if (rack[l] && (worst < 0 || p->alpha[l] < p->alpha[worst] ||
                        (p->alpha[l] == p->alpha[worst] && l == 'Q' - 'A')))
            worst = l;
    return worst;
}

static bool over_limit(const BuywordState *s, int seat)
{
    return !s->last_round && buyword_held_count(s, seat) > BW_HAND_LIMIT;
}

static bool slips(const Tuning *t, Rng *rng)
{
    return t->slip_odds && rng_below(rng, (uint32_t)t->slip_odds) == 0;
}

static MoveCode decide_sell(const BuywordState *s, const Tuning *t, Rng *rng)
{
    int seat = s->turn;
    Planner p;
    planner_init(&p, s, t);
    BuywordWord first;
    plan(&p, s, s->held[seat], s->wilds[seat], &first, NULL, NULL);
    bool over = over_limit(s, seat);
    if (first.index >= 0 && (over || !slips(t, rng))) /* a beginner sometimes stops early */
        return buyword_sell_code(first.index, first.wild_at);
    if (!over)
        return buyword_code(BW_VERB_DONE, 0);
    return buyword_code(BW_VERB_DISCARD, least_worth_tile(&p, s->held[seat]));
}

/* What buying the new tiles gains by the planner: the best plan with them, less their price,
 * less the best plan without them. */
static double purchase_gain(const BuywordState *s, const Tuning *t)
{
    int seat = s->turn;
    Planner p;
    planner_init(&p, s, t);
    uint8_t with[BW_LETTERS];
    for (int l = 0; l < BW_LETTERS; l++)
        with[l] = (uint8_t)(s->held[seat][l] + s->fresh[seat][l]);
    double without = plan(&p, s, s->held[seat], s->wilds[seat], NULL, NULL, NULL);
    return plan(&p, s, with, s->wilds[seat], NULL, NULL, NULL) - buyword_fresh_price(s, seat) -
           without;
}

static bool can_buy(const BuywordState *s)
{
    int seat = s->turn;
    return s->fresh_status[seat] == BW_FRESH_WAITING &&
           buyword_fresh_price(s, seat) <= s->money[seat];
}

/* The planner's move for the seat to move, with a tuning. */
static MoveCode decide(const BuywordState *s, const Tuning *t, Rng *rng)
{
    switch (s->phase) {
    case BW_PHASE_CHOOSE:
        return buyword_code(BW_VERB_CHOOSE, t->slip_odds ? 2 + (int)rng_below(rng, 4) : 2);
    case BW_PHASE_BUY: {
        bool buy = can_buy(s) && purchase_gain(s, t) > 0;
        if (can_buy(s) && slips(t, rng))
            buy = !buy;
        return buyword_code(buy ? BW_VERB_BUY : BW_VERB_DECLINE, 0);
    }
    case BW_PHASE_SELL:
        return decide_sell(s, t, rng);
    default:
        return buyword_code(BW_VERB_ROLL, 0);
    }
}

/* ---------------------------------------------------------------- hard: rollouts */

/* What the game is worth to `seat` when a rollout stops: its money plus the full planner's worth
 * of its rack, less the best rival's (solitaire: its own). */
static double standing(const BuywordState *s, int seat)
{
    double mine = 0, best_rival = -1e18;
    for (int who = 0; who < s->base.players; who++) {
        Planner p;
        planner_init(&p, s, &full_tuning);
        double worth = s->money[who];
        if (s->phase != BW_PHASE_OVER)
            worth += plan(&p, s, s->held[who], s->wilds[who], NULL, NULL, NULL);
        if (who == seat)
            mine = worth;
        else if (worth > best_rival)
            best_rival = worth;
    }
    return s->base.players == 1 ? mine : mine - best_rival;
}

/* Plays `move` on a copy of the game determinized for `seat`, then every seat with the full
 * planner to the end of the next round; returns the standing there. */
static double rollout(const BuywordState *s, int seat, MoveCode move, uint64_t seed)
{
    BuywordState *copy = (BuywordState *)buyword_rules.clone(&s->base);
    Rng rng;
    rng_seed(&rng, seed);
    buyword_rules.determinize(&copy->base, seat, &rng);
    int stop_round = s->round + 2;
    bool ok = buyword_rules.apply_code(&copy->base, move);
    while (ok && copy->phase != BW_PHASE_OVER && copy->round < stop_round)
        ok = buyword_rules.apply_code(&copy->base, decide(copy, &full_tuning, &rng));
    double value = standing(copy, seat);
    buyword_rules.free_state(&copy->base);
    return value;
}

/* The moves hard weighs: those the full planner would consider. */
static void proposals(const BuywordState *s, CodeList *out)
{
    int seat = s->turn;
    switch (s->phase) {
    case BW_PHASE_CHOOSE:
        for (int n = 2; n <= 5; n++)
            codelist_add(out, buyword_code(BW_VERB_CHOOSE, n));
        return;
    case BW_PHASE_BUY:
        if (can_buy(s))
            codelist_add(out, buyword_code(BW_VERB_BUY, 0));
        codelist_add(out, buyword_code(BW_VERB_DECLINE, 0));
        return;
    case BW_PHASE_SELL: {
        Planner p;
        planner_init(&p, s, &full_tuning);
        BuywordWord first, *words;
        int count;
        plan(&p, s, s->held[seat], s->wilds[seat], &first, &words, &count);
        if (first.index >= 0)
            codelist_add(out, buyword_sell_code(first.index, first.wild_at));
        for (int i = 0; i < count && i < PROPOSED_WORDS; i++)
            codelist_add_unique(out, buyword_sell_code(words[i].index, words[i].wild_at));
        free(words);
        if (!over_limit(s, seat)) {
            codelist_add(out, buyword_code(BW_VERB_DONE, 0));
            return;
        }
        uint8_t rack[BW_LETTERS];
        memcpy(rack, s->held[seat], BW_LETTERS);
        for (int i = 0; i < PROPOSED_DISCARDS; i++) {
            int l = least_worth_tile(&p, rack);
            if (l < 0)
                break;
            codelist_add_unique(out, buyword_code(BW_VERB_DISCARD, l));
            rack[l] = 0;
        }
        return;
    }
    default:
        codelist_add(out, buyword_code(BW_VERB_ROLL, 0));
        return;
    }
}

/* The proposal with the best mean standing over ROLLOUTS rollouts; every proposal meets the same
 * guesses and dice (rollout k of each uses the same seed), so they are compared fairly. */
static MoveCode decide_hard(const BuywordState *s, Rng *rng)
{
    CodeList moves = CODELIST_INIT;
    proposals(s, &moves);
    MoveCode best = moves.items[0];
    if (moves.count > 1) {
        uint64_t seeds[ROLLOUTS];
        for (int k = 0; k < ROLLOUTS; k++)
            seeds[k] = rng_next(rng);
        double best_value = -1e18;
        for (int i = 0; i < moves.count; i++) {
            double total = 0;
            for (int k = 0; k < ROLLOUTS; k++)
                total += rollout(s, s->turn, moves.items[i], seeds[k]);
            if (total > best_value) {
                best_value = total;
                best = moves.items[i];
            }
        }
    }
    codelist_free(&moves);
    return best;
}

static bool bw_bot_choose(const GameState *state, BotLevel level, Rng *rng, MoveCode *move_out)
{
    const BuywordState *s = (const BuywordState *)state;
    if (s->phase == BW_PHASE_OVER)
        return false;
    *move_out = level == BOT_HARD ? decide_hard(s, rng) : decide(s, tuning_of(level), rng);
    return true;
}

const GameBotHooks buyword_bot_hooks = {
    .choose = bw_bot_choose,
    .random_code = buyword_random_code,
    /* No level searches (the planner decides): the hard budget is the review's and the hint's.
     * A random BuyWord game played out costs about 60 us a search iteration, so 5000 keeps a
     * hint near the hard level's 300 ms and a four-player review near half a minute of CPU
     * (docs/engine.md); the costliest decisions are those found at 10000. */
    .iterations = {0, 0, 0, 5000},
};
