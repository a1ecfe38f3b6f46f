#include "rating.h"

#include <math.h>
#include <string.h>

/* The ladder of docs/ladder.md: how often each level beats the level below it heads-up, with
 * seats swapped (hard over normal, normal over easy, easy over random). A measured 100% counts
 * as 99%: 200 games cannot tell a gap wider than that. */
typedef struct Ladder {
    const char *game;
    double beats_below[3]; /* hard-normal, normal-easy, easy-random */
} Ladder;

static const Ladder ladders[] = {
    {"buyout", {0.798, 0.965, 0.99}},   {"estates", {0.950, 0.895, 0.915}},
    {"buyword", {0.945, 0.858, 0.99}},  {"takeover", {0.778, 0.912, 0.99}},
    {"mintbid", {0.692, 0.750, 0.900}},
};

/* The rating gap that makes the stronger side win with probability p: Elo's expectation, read
 * backwards. */
static double gap_for(double p)
{
    return 400.0 * log10(p / (1.0 - p));
}

double rating_of_bot(const char *game, BotLevel level)
{
    for (size_t i = 0; i < sizeof ladders / sizeof ladders[0]; i++) {
        if (strcmp(ladders[i].game, game))
            continue;
        const double *p = ladders[i].beats_below;
        switch (level) {
        case BOT_HARD:
            return RATING_START + gap_for(p[0]);
        case BOT_NORMAL:
            return RATING_START;
        case BOT_EASY:
            return RATING_START - gap_for(p[1]);
        case BOT_RANDOM:
            return RATING_START - gap_for(p[1]) - gap_for(p[2]);
        }
    }
    return RATING_START;
}

/* Elo's expected score of a seat rated `a` against one rated `b`. */
static double expected(double a, double b)
{
    return 1.0 / (1.0 + pow(10.0, (b - a) / 400.0));
}

/* 1 when seat a finished above seat b, 0.5 level, 0 below. */
static double result(const RatingSeat *a, const RatingSeat *b)
{
    if (a->won != b->won)
        return a->won ? 1.0 : 0.0;
    if (a->score != b->score)
        return a->score > b->score ? 1.0 : 0.0;
    return 0.5;
}

/* A newcomer's rating moves fast, a settled one slowly. */
static double k_factor(int games)
{
    return games < 20 ? 32.0 : 16.0;
}

void rating_update(const RatingSeat *seat, int players, double *after)
{
    for (int s = 0; s < players; s++) {
        after[s] = seat[s].rating;
        if (!seat[s].moves || players < 2)
            continue;
        double surprise = 0;
        for (int o = 0; o < players; o++)
            if (o != s)
                surprise += result(&seat[s], &seat[o]) - expected(seat[s].rating, seat[o].rating);
        /* a game against several is several games, each worth a share */
        after[s] += k_factor(seat[s].games) * surprise / (players - 1);
    }
}
