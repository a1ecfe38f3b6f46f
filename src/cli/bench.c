/* moguls bench: per game, random-play throughput, search throughput, each bot level's thinking
 * time and the app's move path, then the app's numbers when the app is built. Everything is CPU
 * time of the measuring thread, so a busy machine changes the figures little. Benchmarks
 * measure; tests never time anything. */
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/match.h"
#include "core/registry.h"

#define BENCH_RANDOM_GAMES 200
#define BENCH_POSITIONS_DEFAULT 50

/* Timings in seconds, gathered to give their median and worst. */
typedef struct Timings {
    double *seconds;
    int count, cap;
} Timings;

static void timings_add(Timings *t, double seconds)
{
    if (t->count == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->seconds = realloc(t->seconds, (size_t)t->cap * sizeof *t->seconds);
        if (!t->seconds)
            abort();
    }
    t->seconds[t->count++] = seconds;
}

static int by_seconds(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* "median/worst" in milliseconds with `decimals` decimals, in a column of 15. */
static void print_timings(Timings *t, int decimals)
{
    double median = 0, worst = 0;
    if (t->count) {
        qsort(t->seconds, (size_t)t->count, sizeof *t->seconds, by_seconds);
        median = t->count % 2 ? t->seconds[t->count / 2]
                              : (t->seconds[t->count / 2 - 1] + t->seconds[t->count / 2]) / 2;
        worst = t->seconds[t->count - 1];
    }
    printf(" %7.*f/%7.*f", decimals, median * 1000, decimals, worst * 1000);
}

typedef struct GameBench {
    double moves_per_s;      /* random play */
    double iterations_per_s; /* ISMCTS at the normal level's budget */
    double mean_length;      /* moves in a random game */
    Timings level[BOT_HARD + 1];
    Timings play; /* match_play: the app's path for every move */
} GameBench;

/* Random games to the end, moves as codes as the search plays them; returns moves played per
 * CPU second, and the mean game length. */
static double random_play(const GameRules *rules, const GameOptions *opts, double *mean_length)
{
    long moves = 0;
    CodeList scratch = CODELIST_INIT;
    game_free(rules->new_game(opts, 0)); /* one-time loads (a GameResource) are timed apart */
    double start = cli_cpu_now();
    for (int g = 0; g < BENCH_RANDOM_GAMES; g++) {
        GameState *s = rules->new_game(opts, (uint64_t)g + 1);
        Rng rng;
        rng_seed(&rng, (uint64_t)g * 7919 + 1);
        MoveCode move;
        while (!game_over(s) && bot_random_code(s, &rng, &scratch, &move) &&
               rules->apply_code(s, move))
            moves++;
        game_free(s);
    }
    double seconds = cli_cpu_now() - start;
    codelist_free(&scratch);
    *mean_length = (double)moves / BENCH_RANDOM_GAMES;
    return moves / (seconds > 0 ? seconds : 1e-9);
}

/* A position `index` of a series spread over whole games: random play from a new game to a
 * random depth below the mean game length (the last position before the end if it ends first),
 * each move played as the app plays it (match_play) and timed. */
static Match *bench_position(const GameRules *rules, const GameOptions *opts, int index,
                             double mean_length, Timings *play)
{
    Rng rng;
    rng_seed(&rng, 99 + (uint64_t)index);
    Match *m = match_new(rules, opts, (uint64_t)index + 1000, NULL);
    GameState *probe = game_clone(m->state);
    int depth = (int)rng_below(&rng, (uint32_t)(mean_length > 1 ? mean_length : 1));
    char move[MOVE_MAX];
    for (int i = 0; i < depth && bot_random_move(m->state, &rng, move); i++) {
        game_copy(probe, m->state);
        if (!rules->apply(probe, move, NULL, 0) || game_over(probe))
            break;
        double start = cli_cpu_now();
        bool played = match_play(m, move, NULL, 0);
        timings_add(play, cli_cpu_now() - start);
        if (!played)
            break;
    }
    game_free(probe);
    return m;
}

/* Thinking time of every level, and the search's iterations per second, at the same positions. */
static void bot_times(const GameRules *rules, const GameOptions *opts, int positions,
                      GameBench *out)
{
    long iterations = 0;
    double search_seconds = 0;
    for (int p = 0; p < positions; p++) {
        Match *m = bench_position(rules, opts, p, out->mean_length, &out->play);
        const GameState *s = m->state;
        char move[MOVE_MAX];
        for (int l = BOT_EASY; l <= BOT_HARD; l++) {
            double start = cli_cpu_now();
            bot_choose(s, (BotLevel)l, (uint64_t)p, NULL, move, NULL);
            timings_add(&out->level[l], cli_cpu_now() - start);
        }
        BotStats stats;
        double start = cli_cpu_now();
        bot_search(s, bot_iterations(s, BOT_NORMAL), BOT_NORMAL, (uint64_t)p, NULL, move, &stats);
        search_seconds += cli_cpu_now() - start;
        iterations += stats.iterations;
        match_free(m);
    }
    out->iterations_per_s = search_seconds > 0 ? iterations / search_seconds : 0;
}

/* The first load of a game's built-in file (BuyWord's word list), through its GameResource
 * table: timed before any game of the kind is made, since games share the process's copy. */
static void resource_load_time(const GameRules *rules)
{
    const GameResource *res = rules->resource;
    char err[600], status[600];
    double start = cli_cpu_now();
    const void *handle = res->builtin(err, sizeof err);
    double took = cli_cpu_now() - start;
    if (!handle) {
        printf("%s %s: %s\n", rules->id, res->key, err);
        return;
    }
    res->status(status, sizeof status);
    printf("%s %s: loaded in %.1f ms (%s)\n", rules->id, res->key, took * 1000, status);
}

#define BENCH_USAGE                                                                                \
    "usage: moguls bench [ID|history|app [ID]] [--positions N] [--games G]  (N: 1-10000, default " \
    "%d; G: History's games, %d-%d, default %d)\n"
#define BENCH_HISTORY_GAMES_DEFAULT 10000
#define BENCH_HISTORY_GAMES_MIN 100 /* a page deep in the list and the first are whole pages */
#define BENCH_HISTORY_GAMES_MAX 1000000

/* What the command line asks: one game only (its row, no frame numbers), the History line only
 * ("history") or the app's numbers only ("app", of one game's board when its id follows), the
 * positions per game and the games in the History measured. */
typedef struct BenchArgs {
    int positions, history_games;
    const GameRules *only;
    bool history_only, app_only;
} BenchArgs;

/* The value of option argv[i] when it is a whole number in [min, max]. */
static bool option_value(int argc, char **argv, int i, long min, long max, int *value)
{
    char *end;
    long v = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : 0;
    if (i + 1 >= argc || *end || v < min || v > max)
        return false;
    *value = (int)v;
    return true;
}

static bool parse_bench_args(int argc, char **argv, BenchArgs *a)
{
    *a = (BenchArgs){BENCH_POSITIONS_DEFAULT, BENCH_HISTORY_GAMES_DEFAULT, NULL, false, false};
    for (int i = 1; i < argc; i++) {
        if (i == 1 && !strcmp(argv[i], "app")) {
            a->app_only = true;
            continue;
        }
        if (argv[i][0] != '-' && !a->only && !a->history_only) {
            a->history_only = !a->app_only && !strcmp(argv[i], "history");
            a->only = a->history_only ? NULL : registry_find(argv[i]);
            if (!a->only && !a->history_only) {
                fprintf(stderr, "moguls bench: no game '%s' (moguls list shows them)\n", argv[i]);
                return false;
            }
            continue;
        }
        bool ok = !strcmp(argv[i], "--positions")
                      ? option_value(argc, argv, i, 1, 10000, &a->positions)
                      : !strcmp(argv[i], "--games") &&
                            option_value(argc, argv, i, BENCH_HISTORY_GAMES_MIN,
                                         BENCH_HISTORY_GAMES_MAX, &a->history_games);
        if (!ok) {
            fprintf(stderr, BENCH_USAGE, BENCH_POSITIONS_DEFAULT, BENCH_HISTORY_GAMES_MIN,
                    BENCH_HISTORY_GAMES_MAX, BENCH_HISTORY_GAMES_DEFAULT);
            return false;
        }
        i++;
    }
    return true;
}

/* The players a game is measured at: four where it seats them (the hard bot's budget is set for
 * four, docs/ladder.md), its default otherwise. */
#define BENCH_PLAYERS 4

static void bench_game(const GameRules *rules, int positions)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    if (rules->min_players <= BENCH_PLAYERS && BENCH_PLAYERS <= rules->max_players)
        opts.players = BENCH_PLAYERS;
    GameBench b;
    memset(&b, 0, sizeof b);
    b.moves_per_s = random_play(rules, &opts, &b.mean_length);
    bot_times(rules, &opts, positions, &b);
    printf("%-9s %7d %10.0f %8.0f", rules->id, opts.players, b.moves_per_s, b.iterations_per_s);
    for (int l = BOT_EASY; l <= BOT_HARD; l++)
        print_timings(&b.level[l], 1);
    print_timings(&b.play, 3);
    printf("\n");
    fflush(stdout);
    for (int l = BOT_EASY; l <= BOT_HARD; l++)
        free(b.level[l].seconds);
    free(b.play.seconds);
}

int cli_bench(int argc, char **argv, FrameBench frame_bench)
{
    BenchArgs a;
    if (!parse_bench_args(argc, argv, &a))
        return 2;
    if (a.history_only) {
        cli_bench_history(a.history_games);
        return 0;
    }
    if (a.app_only) {
        if (frame_bench)
            return frame_bench(stdout, a.only ? a.only->id : NULL);
        fprintf(stderr, "moguls bench app: this build has no app to measure\n");
        return 1;
    }
    for (int i = 0; i < registry_count(); i++) {
        const GameRules *rules = registry_game(i);
        if (rules->resource && (!a.only || a.only == rules))
            resource_load_time(rules);
    }
    printf("CPU time; bot thinking time in ms (median/worst) over %d positions per game; play: the "
           "app's path for a move (match_play), every move leading to them\n",
           a.positions);
    printf("%-9s %7s %10s %8s %15s %15s %15s %15s\n", "game", "players", "moves/s", "iter/s",
           "easy", "normal", "hard", "play");
    if (a.only) {
        bench_game(a.only, a.positions);
        return 0;
    }
    for (int i = 0; i < registry_count(); i++)
        bench_game(registry_game(i), a.positions);
    cli_bench_history(a.history_games);
    fflush(stdout);
    if (frame_bench)
        return frame_bench(stdout, NULL);
    printf("(no app in this build: no frame numbers)\n");
    return 0;
}
