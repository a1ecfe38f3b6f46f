/* moguls bench: simulation throughput and bot thinking time per game, then the app's frame
 * numbers when the app is built. Benchmarks measure; tests never time anything. */
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/datadir.h"
#include "core/registry.h"
#include "games/buyword/dictionary.h"

#define BENCH_RANDOM_GAMES 200
#define BENCH_BOT_DECISIONS 20

/* Random games to the end; returns moves played. */
static long random_games(const GameRules *rules, const GameOptions *opts, int games)
{
    long moves = 0;
    for (int g = 0; g < games; g++) {
        GameState *s = rules->new_game(opts, (uint64_t)g + 1);
        Rng rng;
        rng_seed(&rng, (uint64_t)g * 7919 + 1);
        char move[MOVE_MAX], err[200];
        while (!game_over(s) && bot_random_move(s, &rng, move) &&
               rules->apply(s, move, err, sizeof err))
            moves++;
        game_free(s);
    }
    return moves;
}

/* Loading BuyWord's built-in word list (games share the process's copy, loaded once). */
static void dictionary_load_time(void)
{
    char path[4096], err[600];
    if (!datadir_find("assets/buyword/words.txt", path, sizeof path, err, sizeof err)) {
        printf("buyword dictionary: %s\n", err);
        return;
    }
    double start = cli_now();
    BuywordDict *dict = buyword_dict_load(path, err, sizeof err);
    double took = cli_now() - start;
    if (dict)
        printf("buyword dictionary: %d words loaded in %.1f ms\n", buyword_dict_size(dict),
               took * 1000);
    else
        printf("buyword dictionary: %s\n", err);
    buyword_dict_free(dict);
}

/* Times normal-bot decisions at positions reached by random play. */
static void bot_decisions(const GameRules *rules, const GameOptions *opts, double *mean,
                          double *worst)
{
    *mean = *worst = 0;
    int done = 0;
    Rng rng;
    rng_seed(&rng, 99);
    for (int d = 0; d < BENCH_BOT_DECISIONS; d++) {
        GameState *s = rules->new_game(opts, (uint64_t)d + 1000);
        int skip = (int)rng_below(&rng, 60);
        char move[MOVE_MAX], err[200];
        for (int i = 0; i < skip && !game_over(s) && bot_random_move(s, &rng, move); i++)
            rules->apply(s, move, err, sizeof err);
        if (!game_over(s)) {
            double start = cli_now();
            bot_choose(s, BOT_NORMAL, (uint64_t)d, NULL, move, NULL);
            double took = cli_now() - start;
            *mean += took;
            *worst = took > *worst ? took : *worst;
            done++;
        }
        game_free(s);
    }
    if (done)
        *mean /= done;
}

int cli_bench(int argc, char **argv, FrameBench frame_bench)
{
    (void)argv;
    if (argc > 1) {
        fprintf(stderr, "moguls bench: takes no arguments\n");
        return 2;
    }
    printf("%-10s %8s %12s %12s %14s %14s\n", "game", "players", "games/s", "moves/s",
           "normal mean ms", "normal max ms");
    for (int i = 0; i < registry_count(); i++) {
        const GameRules *rules = registry_game(i);
        GameOptions opts;
        options_defaults(rules, &opts);
        double start = cli_now();
        long moves = random_games(rules, &opts, BENCH_RANDOM_GAMES);
        double seconds = cli_now() - start;
        double mean, worst;
        bot_decisions(rules, &opts, &mean, &worst);
        printf("%-10s %8d %12.0f %12.0f %14.1f %14.1f\n", rules->id, opts.players,
               BENCH_RANDOM_GAMES / seconds, moves / seconds, mean * 1000, worst * 1000);
    }
    dictionary_load_time();
    fflush(stdout);
    if (frame_bench)
        return frame_bench(stdout);
    printf("(no app in this build: no frame numbers)\n");
    return 0;
}
