/* moguls bench: per game, random-play throughput, search throughput and each bot level's
 * thinking time, then the app's numbers when the app is built. Everything is CPU time of the
 * measuring thread, so a busy machine changes the figures little. Benchmarks measure; tests
 * never time anything. */
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/registry.h"

#define BENCH_RANDOM_GAMES 200
#define BENCH_POSITIONS_DEFAULT 12

typedef struct LevelTimes {
    double mean, worst; /* seconds */
} LevelTimes;

typedef struct GameBench {
    double moves_per_s;      /* random play */
    double iterations_per_s; /* ISMCTS at the normal level's budget */
    double mean_length;      /* moves in a random game */
    LevelTimes level[BOT_HARD + 1];
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
 * random depth below the mean game length (the last position before the end if it ends first). */
static GameState *bench_position(const GameRules *rules, const GameOptions *opts, int index,
                                 double mean_length)
{
    Rng rng;
    rng_seed(&rng, 99 + (uint64_t)index);
    GameState *s = rules->new_game(opts, (uint64_t)index + 1000);
    int depth = (int)rng_below(&rng, (uint32_t)(mean_length > 1 ? mean_length : 1));
    char move[MOVE_MAX], err[200];
    for (int i = 0; i < depth && bot_random_move(s, &rng, move); i++) {
        GameState *next = game_clone(s);
        if (!rules->apply(next, move, err, sizeof err) || game_over(next)) {
            game_free(next);
            break;
        }
        game_free(s);
        s = next;
    }
    return s;
}

/* Thinking time of every level, and the search's iterations per second, at the same positions. */
static void bot_times(const GameRules *rules, const GameOptions *opts, int positions,
                      GameBench *out)
{
    long iterations = 0;
    double search_seconds = 0;
    for (int l = BOT_EASY; l <= BOT_HARD; l++)
        out->level[l] = (LevelTimes){0, 0};
    for (int p = 0; p < positions; p++) {
        GameState *s = bench_position(rules, opts, p, out->mean_length);
        char move[MOVE_MAX];
        for (int l = BOT_EASY; l <= BOT_HARD; l++) {
            double start = cli_cpu_now();
            bot_choose(s, (BotLevel)l, (uint64_t)p, NULL, move, NULL);
            double took = cli_cpu_now() - start;
            out->level[l].mean += took / positions;
            if (took > out->level[l].worst)
                out->level[l].worst = took;
        }
        BotStats stats;
        double start = cli_cpu_now();
        bot_search(s, bot_iterations(s, BOT_NORMAL), BOT_NORMAL, (uint64_t)p, NULL, move, &stats);
        search_seconds += cli_cpu_now() - start;
        iterations += stats.iterations;
        game_free(s);
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

#define BENCH_USAGE "usage: moguls bench [ID] [--positions N]  (N: 1-10000, default %d)\n"

/* [ID] [--positions N]: one game only (its row, no frame numbers), and the positions per game. */
static bool parse_bench_args(int argc, char **argv, int *positions, const GameRules **only)
{
    *positions = BENCH_POSITIONS_DEFAULT;
    *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] != '-' && !*only) {
            *only = registry_find(argv[i]);
            if (!*only) {
                fprintf(stderr, "moguls bench: no game '%s' (moguls list shows them)\n", argv[i]);
                return false;
            }
            continue;
        }
        char *end;
        long v = i + 1 < argc ? strtol(argv[i + 1], &end, 10) : 0;
        if (strcmp(argv[i], "--positions") || i + 1 >= argc || *end || v < 1 || v > 10000) {
            fprintf(stderr, BENCH_USAGE, BENCH_POSITIONS_DEFAULT);
            return false;
        }
        *positions = (int)v;
        i++;
    }
    return true;
}

static void bench_game(const GameRules *rules, int positions)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    GameBench b;
    b.moves_per_s = random_play(rules, &opts, &b.mean_length);
    bot_times(rules, &opts, positions, &b);
    printf("%-9s %7d %12.0f %10.0f", rules->id, opts.players, b.moves_per_s, b.iterations_per_s);
    for (int l = BOT_EASY; l <= BOT_HARD; l++)
        printf(" %7.1f/%7.1f", b.level[l].mean * 1000, b.level[l].worst * 1000);
    printf("\n");
    fflush(stdout);
}

int cli_bench(int argc, char **argv, FrameBench frame_bench)
{
    int positions;
    const GameRules *only;
    if (!parse_bench_args(argc, argv, &positions, &only))
        return 2;
    for (int i = 0; i < registry_count(); i++) {
        const GameRules *rules = registry_game(i);
        if (rules->resource && (!only || only == rules))
            resource_load_time(rules);
    }
    printf("CPU time; bot thinking time in ms (mean/worst) over %d positions per game\n",
           positions);
    printf("%-9s %7s %12s %10s %15s %15s %15s\n", "game", "players", "moves/s", "iter/s", "easy",
           "normal", "hard");
    if (only) {
        bench_game(only, positions);
        return 0;
    }
    for (int i = 0; i < registry_count(); i++)
        bench_game(registry_game(i), positions);
    fflush(stdout);
    if (frame_bench)
        return frame_bench(stdout);
    printf("(no app in this build: no frame numbers)\n");
    return 0;
}
