/* `moguls bench`'s History figure: how long opening the History of 10,000 finished games (or as
 * many as `--games` says) takes (the database opened and checked, the games counted, the first
 * page read), and a page deep in the list. The games are five real finished games (one of each
 * game, played by random bots), copied with times a minute apart into a database of its own in a
 * scratch folder. */
#include <dirent.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include "ai/bot.h"
#include "cli.h"
#include "core/registry.h"
#include "core/strbuf.h"
#include "records/history.h"

#define BENCH_HISTORY_PAGE 12 /* about what the screen shows at 1280 x 800 */

/* A finished game of `rules` between random bots, kept in h. */
static bool keep_random_game(History *h, const GameRules *rules, uint64_t seed)
{
    GameOptions opts;
    options_defaults(rules, &opts);
    char err[600], move[MOVE_MAX];
    if (!match_prepare(rules, &opts, err, sizeof err))
        return false;
    Seat seats[MAX_SEATS];
    match_default_seats(seats, 0, "Ada");
    Match *m = match_new(rules, &opts, seed, seats);
    bool ok = true;
    for (int i = 0; ok && !game_over(m->state); i++)
        ok = bot_choose(m->state, BOT_RANDOM, seed + (uint64_t)i, NULL, move, NULL) &&
             match_play(m, move, err, sizeof err);
    ok = ok && history_add(h, m, HISTORY_RATED, 1700000000 + (int64_t)seed, err, sizeof err) > 0;
    match_free(m);
    return ok;
}

/* The kept games copied until there are as many as the bench wants, a minute apart, one in ten a
 * practice game (each copy's record made unique, as the database wants): copy i of original
 * 1 + i % ?2 gets the id ?2 + i. The columns are named: a column the schema adds later keeps its
 * default (the seats' best moves are copied as the originals have them). */
static const char copy_games_sql[] =
    "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)"
    " INSERT INTO games(id, game, finished, players, moves, kind, record)"
    " SELECT ?2 + n.i, g.game, g.finished + 60 * n.i, g.players, g.moves, n.i % 10 = 0,"
    "  g.record || '#' || n.i FROM n JOIN games g ON g.id = 1 + n.i % ?2";
static const char copy_seats_sql[] =
    "INSERT INTO seats(game_id, seat, name, bot, level, score, won, rating_before, rating_after,"
    " notable, notable_worth) SELECT c.id, s.seat, s.name, s.bot, s.level, s.score, s.won,"
    " s.rating_before, s.rating_after, s.notable, s.notable_worth FROM games c JOIN seats s"
    " ON s.game_id = 1 + (c.id - ?2) % ?2 WHERE c.id > ?2 AND ?1 > 0";

static bool exec_bound(sqlite3 *db, const char *sql, int copies, int originals)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int(st, 1, copies);
    sqlite3_bind_int(st, 2, originals);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok;
}

/* The originals copied until the database holds `games`; false with SQLite's reason. */
static bool grow(const char *path, int originals, int games, char *err, size_t errlen)
{
    sqlite3 *db;
    if (sqlite3_open(path, &db) != SQLITE_OK) {
        fail(err, errlen, "opening the copy: %s", sqlite3_errmsg(db));
        sqlite3_close(db);
        return false;
    }
    int copies = games - originals;
    bool ok = sqlite3_exec(db, "BEGIN", NULL, NULL, NULL) == SQLITE_OK &&
              exec_bound(db, copy_games_sql, copies, originals) &&
              exec_bound(db, copy_seats_sql, copies, originals) &&
              sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK;
    if (!ok)
        fail(err, errlen, "copying the games: %s", sqlite3_errmsg(db));
    sqlite3_close(db);
    return ok;
}

static double wall_now(void)
{
    struct timeval tv;
    gettimeofday(&tv, NULL);
    return tv.tv_sec + tv.tv_usec / 1e6;
}

/* CPU and wall time of a step. */
typedef struct Took {
    double cpu, wall;
} Took;

static Took since(double cpu0, double wall0)
{
    return (Took){(cli_cpu_now() - cpu0) * 1000, (wall_now() - wall0) * 1000};
}

/* Opening History as the app does: the database opened (and checked, on the app's thread after
 * the first frame), then what the screen reads: the player's record counted and its first page;
 * and a page deep in the list, at game `deep_at`. False with the reason if a step failed. */
static bool time_history(const char *path, int deep_at, Took *open, Took *first, Took *deep,
                         char *err, size_t errlen)
{
    HistoryGame page[BENCH_HISTORY_PAGE];
    char note[600];
    unsigned record = HISTORY_KIND_BIT(HISTORY_RATED);
    double c0 = cli_cpu_now(), w0 = wall_now();
    History *h = history_open(path, note, sizeof note, err, errlen);
    *open = since(c0, w0);
    if (!h)
        return false;
    c0 = cli_cpu_now(), w0 = wall_now();
    bool ok =
        history_count_kinds(h, NULL, record) > 0 &&
        history_list_kinds(h, NULL, record, 0, BENCH_HISTORY_PAGE, page) == BENCH_HISTORY_PAGE;
    *first = since(c0, w0);
    c0 = cli_cpu_now(), w0 = wall_now();
    ok = ok && history_list_kinds(h, NULL, record, deep_at, BENCH_HISTORY_PAGE, page) ==
                   BENCH_HISTORY_PAGE;
    *deep = since(c0, w0);
    history_close(h);
    if (!ok)
        fail(err, errlen, "the copied games did not read back as %d-game pages",
             BENCH_HISTORY_PAGE);
    return ok;
}

/* Removes the scratch folder: the database and the originals' kept files. */
static void remove_scratch(const char *dir)
{
    char path[1200];
    const char *const files[] = {"history.db", "history.db-wal", "history.db-shm"};
    for (int i = 0; i < 3; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        unlink(path);
    }
    snprintf(path, sizeof path, "%s/history", dir);
    DIR *d = opendir(path);
    for (struct dirent *e; d && (e = readdir(d));) {
        char file[1500];
        snprintf(file, sizeof file, "%s/%s", path, e->d_name);
        if (e->d_name[0] != '.')
            unlink(file);
    }
    if (d)
        closedir(d);
    rmdir(path);
    rmdir(dir);
}

/* The five originals, one of each game, kept in a new database at path; false with the reason. */
static bool keep_originals(const char *path, int *originals, char *err, size_t errlen)
{
    char note[600];
    History *h = history_open(path, note, sizeof note, err, errlen);
    if (!h)
        return false;
    *originals = 0;
    for (int g = 0; g < registry_count(); g++)
        *originals += keep_random_game(h, registry_game(g), (uint64_t)g + 1);
    history_close(h);
    if (*originals < registry_count())
        return fail(err, errlen, "only %d of %d random games were kept", *originals,
                    registry_count());
    return true;
}

void cli_bench_history(int games)
{
    const char *tmp = getenv("TMPDIR");
    char dir[1024], path[1100];
    snprintf(dir, sizeof dir, "%s/moguls-bench-history-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(dir)) {
        printf("history: no scratch folder\n");
        return;
    }
    snprintf(path, sizeof path, "%s/history.db", dir);
    char err[600];
    int originals, deep_at = games * 4 / 5;
    Took open, first, deep;
    if (keep_originals(path, &originals, err, sizeof err) &&
        grow(path, originals, games, err, sizeof err) &&
        time_history(path, deep_at, &open, &first, &deep, err, sizeof err))
        printf("history: %d games: opened and checked in %.1f ms CPU (%.1f wall); counted with "
               "the first page in %.1f ms CPU (%.1f wall); a page at game %d in %.1f ms CPU "
               "(%.1f wall)\n",
               games, open.cpu, open.wall, first.cpu, first.wall, deep_at, deep.cpu, deep.wall);
    else
        printf("history: not measured (%s)\n", err);
    remove_scratch(dir);
}
