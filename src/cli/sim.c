/* moguls sim: many seeded games between bots; throughput, wins and scores per seat. */
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/match.h"
#include "core/registry.h"

#define SIM_MOVES_MAX 200000 /* a game longer than this is a rules bug */

typedef struct SimConfig {
    const GameRules *rules;
    GameOptions opts;
    int games;
    uint64_t seed;
    BotLevel bots[MAX_SEATS];
    bool json;
    bool rotate; /* each seed once per seating: the bot list turned by 0, 1, .. players - 1 */
    int threshold_count; /* --share-at-least: report how often each seat scored this much */
    int thresholds[8];
} SimConfig;

/* Totals per entry of the bot list: per seat, or with --rotate per bot as listed (followed
 * from seat to seat). */
typedef struct SimTotals {
    double wins[MAX_SEATS]; /* a shared win counts 1/k for each of k winners */
    double win_squares[MAX_SEATS]; /* sum of squared per-game wins, for the interval */
    double score_sum[MAX_SEATS];
    int reached[MAX_SEATS][8]; /* games in which the seat scored at least thresholds[k] */
    long moves;
    long decisions[BOT_HARD + 1];
    double think_sum[BOT_HARD + 1], think_max[BOT_HARD + 1];
    double seconds;
} SimTotals;

static bool parse_bots(const char *text, int players, BotLevel *bots, char *err, size_t errlen)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", text);
    int n = 0;
    char *saved;
    for (char *tok = strtok_r(copy, ",", &saved); tok; tok = strtok_r(NULL, ",", &saved)) {
        int level = bot_level_parse(tok);
        if (level < 0)
            return fail(err, errlen,
                        "unknown bot level '%s': expected random, easy, normal or hard", tok);
        if (n == MAX_SEATS)
            return fail(err, errlen, "more bots than seats");
        bots[n++] = (BotLevel)level;
    }
    if (n != 1 && n != players)
        return fail(err, errlen, "--bots lists %d levels for %d players (give one or %d)", n,
                    players, players);
    for (int i = n; i < players; i++)
        bots[i] = bots[0];
    return true;
}

static bool parse_thresholds(const char *text, SimConfig *cfg, char *err, size_t errlen)
{
    char copy[256];
    snprintf(copy, sizeof copy, "%s", text);
    cfg->threshold_count = 0;
    char *saved;
    for (char *tok = strtok_r(copy, ",", &saved); tok; tok = strtok_r(NULL, ",", &saved)) {
        char *end;
        long v = strtol(tok, &end, 10);
        if (!*tok || *end || cfg->threshold_count == 8)
            return fail(err, errlen, "--share-at-least: expected up to 8 whole numbers, not '%s'",
                        text);
        cfg->thresholds[cfg->threshold_count++] = (int)v;
    }
    return true;
}

static bool parse_sim_args(int argc, char **argv, SimConfig *cfg, char *err, size_t errlen)
{
    memset(cfg, 0, sizeof *cfg);
    cfg->games = 100;
    cfg->seed = 1;
    const char *bots = "random", *players = NULL;
    const char *assignments[MAX_OPTIONS + 1];
    int assignment_count = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        long v;
        if (!strcmp(a, "--json")) {
            cfg->json = true;
        } else if (!strcmp(a, "--rotate")) {
            cfg->rotate = true;
        } else if (!strcmp(a, "--share-at-least")) {
            if (!next || !parse_thresholds(next, cfg, err, errlen))
                return next ? false : fail(err, errlen, "%s needs a value", a);
            i++;
        } else if (!strcmp(a, "--players") || !strcmp(a, "--games") || !strcmp(a, "--seed") ||
                   !strcmp(a, "--bots")) {
            if (!next)
                return fail(err, errlen, "%s needs a value", a);
            i++;
            if (!strcmp(a, "--players"))
                players = next;
            else if (!strcmp(a, "--bots"))
                bots = next;
            else if (!strcmp(a, "--games")) {
                if (!cli_parse_long(next, 1, 10000000, &v))
                    return fail(err, errlen, "--games: expected a number 1-10000000, not '%s'",
                                next);
                cfg->games = (int)v;
            } else {
                char *end;
                cfg->seed = strtoull(next, &end, 10);
                if (!*next || *end)
                    return fail(err, errlen, "--seed: expected a whole number, not '%s'", next);
            }
        } else if (a[0] == '-') {
            return fail(err, errlen, "unknown option '%s'", a);
        } else if (!cfg->rules) {
            cfg->rules = registry_find(a);
            if (!cfg->rules) {
                StrBuf ids = STRBUF_INIT;
                registry_ids(&ids);
                fail(err, errlen, "unknown game '%s' (games: %s)", a, sb_str(&ids));
                sb_free(&ids);
                return false;
            }
        } else if (strchr(a, '=') && assignment_count < MAX_OPTIONS) {
            assignments[assignment_count++] = a;
        } else {
            return fail(err, errlen, "unexpected argument '%s'", a);
        }
    }
    if (!cfg->rules)
        return fail(err, errlen, "which game? (moguls list shows them)");
    char players_assignment[32];
    if (players) {
        snprintf(players_assignment, sizeof players_assignment, "players=%s", players);
        assignments[assignment_count++] = players_assignment;
    }
    if (!options_parse(cfg->rules, assignment_count, assignments, &cfg->opts, err, errlen) ||
        !match_prepare(cfg->rules, &cfg->opts, err, errlen))
        return false;
    return parse_bots(bots, cfg->opts.players, cfg->bots, err, errlen);
}

/* A per-game, per-decision seed: the same sim always makes the same decisions. */
static uint64_t mix_seed(uint64_t a, uint64_t b)
{
    return rng_first(a * 0x9e3779b97f4a7c15ULL + b);
}

/* Game `g` of the sim: its seed, and the bot list entry playing each seat. */
static uint64_t game_seating(const SimConfig *cfg, int g, int *entry_of_seat)
{
    int n = cfg->opts.players, turn = cfg->rotate ? g % n : 0;
    for (int seat = 0; seat < n; seat++)
        entry_of_seat[seat] = (seat + n - turn) % n;
    return cfg->seed + (uint64_t)(cfg->rotate ? g / n : g);
}

/* One bot decision, timed unless the bot is random: a random move takes less time than a
 * reading of the thread's CPU clock (a system call), which would then cost most of a sim of
 * random bots. */
static void decide(const GameState *s, BotLevel level, uint64_t seed, CodeList *scratch,
                   SimTotals *t, MoveCode *move)
{
    t->decisions[level]++;
    if (level == BOT_RANDOM) {
        bot_choose_code(s, level, seed, NULL, scratch, move, NULL);
        return;
    }
    double start = cli_cpu_now();
    bot_choose_code(s, level, seed, NULL, scratch, move, NULL);
    double took = cli_cpu_now() - start;
    t->think_sum[level] += took;
    if (took > t->think_max[level])
        t->think_max[level] = took;
}

static bool play_one(const SimConfig *cfg, int g, SimTotals *t, CodeList *scratch, char *err,
                     size_t errlen)
{
    int entry[MAX_SEATS];
    uint64_t game_seed = game_seating(cfg, g, entry);
    GameState *s = cfg->rules->new_game(&cfg->opts, game_seed);
    long moves = 0;
    bool ok = true;
    while (ok && !game_over(s)) {
        BotLevel level = cfg->bots[entry[game_to_move(s)]];
        MoveCode move;
        decide(s, level, mix_seed(game_seed, (uint64_t)moves), scratch, t, &move);
        if (!cfg->rules->apply_code(s, move)) {
            char text[MOVE_MAX], why[200] = "";
            cfg->rules->format_code(s, move, text);
            cfg->rules->apply(s, text, why, sizeof why);
            ok = fail(err, errlen, "seed %" PRIu64 ": the %s bot chose illegal move '%s': %s",
                      game_seed, bot_level_name(level), text, why);
        } else if (++moves > SIM_MOVES_MAX) {
            ok = fail(err, errlen, "seed %" PRIu64 ": no end after %d moves", game_seed,
                      SIM_MOVES_MAX);
        }
    }
    if (ok) {
        int scores[MAX_SEATS];
        bool won[MAX_SEATS] = {false};
        cfg->rules->scores(s, scores);
        int winners = cfg->rules->winners(s, won);
        for (int seat = 0; seat < s->players; seat++) {
            int i = entry[seat];
            double win = won[seat] ? 1.0 / winners : 0.0;
            t->score_sum[i] += scores[seat];
            for (int k = 0; k < cfg->threshold_count; k++)
                t->reached[i][k] += scores[seat] >= cfg->thresholds[k];
            t->wins[i] += win;
            t->win_squares[i] += win * win;
        }
        t->moves += moves;
    }
    game_free(s);
    return ok;
}

/* A 95% interval of a win rate (normal approximation over per-game wins, shared wins counted
 * 1/k), clipped to [0, 1]. */
static void win_interval(const SimTotals *t, int i, int games, double *lo, double *hi)
{
    double mean = t->wins[i] / games;
    double var = games > 1 ? (t->win_squares[i] / games - mean * mean) * games / (games - 1) : 0;
    double half = 1.96 * sqrt(var > 0 ? var / games : 0);
    *lo = mean - half < 0 ? 0 : mean - half;
    *hi = mean + half > 1 ? 1 : mean + half;
}

static void print_text(const SimConfig *cfg, const SimTotals *t)
{
    int n = cfg->opts.players;
    printf("%s: %d games, %d players, seed %" PRIu64 "\n", cfg->rules->id, cfg->games, n,
           cfg->seed);
    printf("%.1f games/s, %.0f moves/s (%.2f s, %ld moves)\n", cfg->games / t->seconds,
           t->moves / t->seconds, t->seconds, t->moves);
    for (int i = 0; i < n; i++) {
        double lo, hi;
        win_interval(t, i, cfg->games, &lo, &hi);
        printf("%s %d (%s): wins %.1f (%.1f%%, 95%% %.1f-%.1f%%), mean score %.2f",
               cfg->rotate ? "bot" : "seat", i + 1, bot_level_name(cfg->bots[i]), t->wins[i],
               100.0 * t->wins[i] / cfg->games, 100 * lo, 100 * hi,
               t->score_sum[i] / cfg->games);
        for (int k = 0; k < cfg->threshold_count; k++)
            printf("%s >= %d in %.1f%%", k ? "," : "; score", cfg->thresholds[k],
                   100.0 * t->reached[i][k] / cfg->games);
        printf("\n");
    }
    for (int l = 0; l <= BOT_HARD; l++)
        if (t->decisions[l] && l == BOT_RANDOM)
            printf("random decisions: %ld (not timed)\n", t->decisions[l]);
        else if (t->decisions[l])
            printf("%s decisions: %ld, mean %.2f ms, max %.1f ms\n", bot_level_name((BotLevel)l),
                   t->decisions[l], 1000.0 * t->think_sum[l] / t->decisions[l],
                   1000.0 * t->think_max[l]);
}

static void print_json(const SimConfig *cfg, const SimTotals *t)
{
    int n = cfg->opts.players;
    printf("{\"game\":\"%s\",\"games\":%d,\"players\":%d,\"seed\":%" PRIu64
           ",\"rotate\":%s,\"seconds\":%.3f,\"games_per_s\":%.2f,\"moves_per_s\":%.1f,"
           "\"seats\":[",
           cfg->rules->id, cfg->games, n, cfg->seed, cfg->rotate ? "true" : "false", t->seconds,
           cfg->games / t->seconds, t->moves / t->seconds);
    for (int i = 0; i < n; i++) {
        double lo, hi;
        win_interval(t, i, cfg->games, &lo, &hi);
        printf("%s{\"bot\":\"%s\",\"wins\":%.2f,\"win_rate\":%.4f,\"win_rate_ci95\":[%.4f,"
               "%.4f],\"mean_score\":%.3f",
               i ? "," : "", bot_level_name(cfg->bots[i]), t->wins[i], t->wins[i] / cfg->games, lo,
               hi, t->score_sum[i] / cfg->games);
        if (cfg->threshold_count) {
            printf(",\"share_at_least\":{");
            for (int k = 0; k < cfg->threshold_count; k++)
                printf("%s\"%d\":%.4f", k ? "," : "", cfg->thresholds[k],
                       (double)t->reached[i][k] / cfg->games);
            printf("}");
        }
        printf("}");
    }
    printf("],\"decisions\":{");
    bool first = true;
    for (int l = 0; l <= BOT_HARD; l++)
        if (t->decisions[l]) {
            printf("%s\"%s\":{\"count\":%ld", first ? "" : ",", bot_level_name((BotLevel)l),
                   t->decisions[l]);
            if (l != BOT_RANDOM)
                printf(",\"mean_ms\":%.3f,\"max_ms\":%.3f",
                       1000.0 * t->think_sum[l] / t->decisions[l], 1000.0 * t->think_max[l]);
            printf("}");
            first = false;
        }
    printf("}}\n");
}

int cli_sim(int argc, char **argv)
{
    SimConfig cfg;
    char err[300];
    if (!parse_sim_args(argc, argv, &cfg, err, sizeof err)) {
        fprintf(stderr, "moguls sim: %s\n", err);
        return 2;
    }
    SimTotals totals;
    memset(&totals, 0, sizeof totals);
    CodeList scratch = CODELIST_INIT;
    double start = cli_cpu_now();
    bool ok = true;
    for (int g = 0; g < cfg.games && ok; g++)
        ok = play_one(&cfg, g, &totals, &scratch, err, sizeof err);
    totals.seconds = cli_cpu_now() - start;
    codelist_free(&scratch);
    if (!ok) {
        fprintf(stderr, "moguls sim: %s\n", err);
        return 1;
    }
    if (totals.seconds <= 0)
        totals.seconds = 1e-9;
    if (cfg.json)
        print_json(&cfg, &totals);
    else
        print_text(&cfg, &totals);
    return 0;
}
