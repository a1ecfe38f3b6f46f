#include "history.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/strbuf.h"
#include "rating.h"

/* The layout this code writes; a file with a higher one comes from a newer Moguls. */
#define HISTORY_SCHEMA 1

struct History {
    sqlite3 *db;
};

static const char schema_sql[] =
    "CREATE TABLE IF NOT EXISTS games ("
    " id INTEGER PRIMARY KEY,"
    " game TEXT NOT NULL,"
    " finished INTEGER NOT NULL,"
    " players INTEGER NOT NULL,"
    " moves INTEGER NOT NULL,"
    " kind INTEGER NOT NULL,"
    " record TEXT NOT NULL UNIQUE);"
    "CREATE TABLE IF NOT EXISTS seats ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL,"
    " name TEXT NOT NULL,"
    " bot INTEGER NOT NULL,"
    " level INTEGER NOT NULL,"
    " score INTEGER NOT NULL,"
    " won INTEGER NOT NULL,"
    " rating_before REAL," /* a human's rating before and after a rated game, else NULL */
    " rating_after REAL,"
    " PRIMARY KEY (game_id, seat));"
    "CREATE TABLE IF NOT EXISTS ratings ("
    " player TEXT NOT NULL,"
    " game TEXT NOT NULL,"
    " rating REAL NOT NULL,"
    " games INTEGER NOT NULL," /* rated games played */
    " PRIMARY KEY (player, game));"
    "CREATE INDEX IF NOT EXISTS games_by_game ON games(game, finished);";

static bool db_fail(History *h, char *err, size_t errlen, const char *what)
{
    return fail(err, errlen, "%s: %s", what, sqlite3_errmsg(h->db));
}

static bool exec(History *h, const char *sql, char *err, size_t errlen)
{
    char *message = NULL;
    if (sqlite3_exec(h->db, sql, NULL, NULL, &message) == SQLITE_OK)
        return true;
    fail(err, errlen, "%s", message ? message : sqlite3_errmsg(h->db));
    sqlite3_free(message);
    return false;
}

/* One integer a query answers (PRAGMA user_version, a count); -1 when it fails. */
static int64_t query_int(History *h, const char *sql)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    int64_t value = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    return value;
}

/* Whether the file reads as a history database in good order: SQLite's own check, and tables
 * that are ours (or none yet). */
static bool looks_sound(History *h)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "PRAGMA quick_check", -1, &st, NULL) != SQLITE_OK)
        return false;
    bool ok =
        sqlite3_step(st) == SQLITE_ROW && !strcmp((const char *)sqlite3_column_text(st, 0), "ok");
    sqlite3_finalize(st);
    return ok && query_int(h, "SELECT count(*) FROM sqlite_master") >= 0;
}

/* Moves a damaged file out of the way under the first free name path.bad, path.bad.2, ... */
static bool set_aside(const char *path, char *aside, size_t asidelen, char *err, size_t errlen)
{
    for (int n = 1; n < 1000; n++) {
        if (n == 1)
            snprintf(aside, asidelen, "%s.bad", path);
        else
            snprintf(aside, asidelen, "%s.bad.%d", path, n);
        if (access(aside, F_OK) == 0)
            continue;
        if (rename(path, aside) != 0)
            return fail(err, errlen, _("cannot set the damaged %s aside: %s"), path,
                        strerror(errno));
        /* its journals belong to it: a new database must not pick them up */
        const char *const suffixes[] = {"-wal", "-shm", "-journal"};
        for (int i = 0; i < 3; i++) {
            char from[4200], to[4200];
            snprintf(from, sizeof from, "%s%s", path, suffixes[i]);
            snprintf(to, sizeof to, "%s%s", aside, suffixes[i]);
            if (access(from, F_OK) == 0)
                rename(from, to);
        }
        return true;
    }
    return fail(err, errlen, _("cannot set the damaged %s aside: too many are set aside"), path);
}

static History *open_file(const char *path, char *err, size_t errlen)
{
    History *h = calloc(1, sizeof *h);
    if (!h)
        abort();
    if (sqlite3_open_v2(path, &h->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        fail(err, errlen, _("cannot open %s: %s"), path, sqlite3_errmsg(h->db));
        history_close(h);
        return NULL;
    }
    sqlite3_busy_timeout(h->db, 2000);
    return h;
}

/* Durable before a call returns (a full sync at each commit, with a write-ahead log), and the
 * tables made on first use. */
static bool prepare(History *h, const char *path, char *err, size_t errlen)
{
    int64_t version = query_int(h, "PRAGMA user_version");
    if (version > HISTORY_SCHEMA)
        return fail(err, errlen,
                    _("%s was written by a newer version of Moguls; it is left as it is"), path);
    char set_version[64];
    snprintf(set_version, sizeof set_version, "PRAGMA user_version=%d", HISTORY_SCHEMA);
    return exec(h, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;", err,
                errlen) &&
           exec(h, schema_sql, err, errlen) && exec(h, set_version, err, errlen);
}

History *history_open(const char *path, char *note, size_t notelen, char *err, size_t errlen)
{
    if (notelen)
        note[0] = '\0';
    History *h = open_file(path, err, errlen);
    if (!h)
        return NULL;
    if (!looks_sound(h)) {
        history_close(h);
        char aside[4200];
        if (!set_aside(path, aside, sizeof aside, err, errlen))
            return NULL;
        if (notelen)
            snprintf(note, notelen,
                     _("The history of finished games was damaged. It was set aside as %s and "
                       "a new one was started."),
                     aside);
        h = open_file(path, err, errlen);
        if (!h)
            return NULL;
    }
    if (!prepare(h, path, err, errlen)) {
        history_close(h);
        return NULL;
    }
    return h;
}

void history_close(History *h)
{
    if (!h)
        return;
    sqlite3_close(h->db);
    free(h);
}

static int64_t find_record(History *h, const char *record)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "SELECT id FROM games WHERE record = ?", -1, &st, NULL) !=
        SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, record, -1, SQLITE_STATIC);
    int64_t id = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
    sqlite3_finalize(st);
    return id;
}

static bool add_game_row(History *h, const Match *m, HistoryKind kind, int64_t finished,
                         const char *record, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "INSERT INTO games(game, finished, players, moves, kind, record) "
                           "VALUES (?, ?, ?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        return db_fail(h, err, errlen, "history");
    sqlite3_bind_text(st, 1, m->rules->id, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, finished);
    sqlite3_bind_int(st, 3, m->opts.players);
    sqlite3_bind_int(st, 4, m->move_count);
    sqlite3_bind_int(st, 5, (int)kind);
    sqlite3_bind_text(st, 6, record, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok || db_fail(h, err, errlen, "history");
}

bool history_rating(History *h, const char *player, const char *game, double *rating, int *games)
{
    *rating = RATING_START;
    *games = 0;
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "SELECT rating, games FROM ratings WHERE player = ? AND game = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_text(st, 1, player, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, game, -1, SQLITE_STATIC);
    int step = sqlite3_step(st);
    if (step == SQLITE_ROW) {
        *rating = sqlite3_column_double(st, 0);
        *games = sqlite3_column_int(st, 1);
    }
    sqlite3_finalize(st);
    return step == SQLITE_ROW || step == SQLITE_DONE;
}

/* Whether a game moves its humans' ratings: a game for the record, of two seats or more, with a
 * human in it. */
static bool rated(const Match *m, HistoryKind kind)
{
    bool human = false;
    for (int s = 0; s < m->opts.players; s++)
        human |= !m->seats[s].bot;
    return kind == HISTORY_RATED && m->opts.players >= 2 && human;
}

/* The seats as the rating sees them, the humans' ratings read from the history. */
static bool rating_seats(History *h, const Match *m, const int *scores, const bool *won,
                         RatingSeat *seat)
{
    for (int s = 0; s < m->opts.players; s++) {
        const Seat *p = &m->seats[s];
        seat[s] =
            (RatingSeat){rating_of_bot(m->rules->id, p->level), 0, !p->bot, won[s], scores[s]};
        if (!p->bot && !history_rating(h, p->name, m->rules->id, &seat[s].rating, &seat[s].games))
            return false;
    }
    return true;
}

static bool store_rating(History *h, const char *player, const char *game, double rating, int games)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "INSERT INTO ratings(player, game, rating, games) VALUES (?, ?, ?, ?) "
                           "ON CONFLICT(player, game) DO UPDATE SET rating = excluded.rating, "
                           "games = excluded.games",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_text(st, 1, player, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 2, game, -1, SQLITE_STATIC);
    sqlite3_bind_double(st, 3, rating);
    sqlite3_bind_int(st, 4, games);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok;
}

static bool add_seat_rows(History *h, const Match *m, HistoryKind kind, int64_t id, char *err,
                          size_t errlen)
{
    int scores[MAX_SEATS] = {0};
    bool won[MAX_SEATS] = {false};
    m->rules->scores(m->state, scores);
    m->rules->winners(m->state, won);
    RatingSeat seat[MAX_SEATS];
    double after[MAX_SEATS];
    bool moves_ratings = rated(m, kind);
    if (moves_ratings) {
        if (!rating_seats(h, m, scores, won, seat))
            return db_fail(h, err, errlen, "history");
        rating_update(seat, m->opts.players, after);
    }
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "INSERT INTO seats(game_id, seat, name, bot, level, score, won, "
                           "rating_before, rating_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        return db_fail(h, err, errlen, "history");
    bool ok = true;
    for (int s = 0; s < m->opts.players && ok; s++) {
        const Seat *p = &m->seats[s];
        sqlite3_bind_int64(st, 1, id);
        sqlite3_bind_int(st, 2, s);
        sqlite3_bind_text(st, 3, p->name, -1, SQLITE_STATIC);
        sqlite3_bind_int(st, 4, p->bot);
        sqlite3_bind_int(st, 5, p->bot ? (int)p->level : -1);
        sqlite3_bind_int(st, 6, scores[s]);
        sqlite3_bind_int(st, 7, won[s]);
        if (moves_ratings && !p->bot) {
            sqlite3_bind_double(st, 8, seat[s].rating);
            sqlite3_bind_double(st, 9, after[s]);
            ok = store_rating(h, p->name, m->rules->id, after[s], seat[s].games + 1);
        } else {
            sqlite3_bind_null(st, 8);
            sqlite3_bind_null(st, 9);
        }
        ok = ok && sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    return ok || db_fail(h, err, errlen, "history");
}

int64_t history_add(History *h, const Match *m, HistoryKind kind, int64_t finished, char *err,
                    size_t errlen)
{
    if (!game_over(m->state)) {
        fail(err, errlen, _("only a finished game goes into the history"));
        return 0;
    }
    StrBuf record = STRBUF_INIT;
    match_write(m, &record);
    int64_t id = find_record(h, sb_str(&record));
    if (id != 0) {
        sb_free(&record);
        if (id < 0)
            db_fail(h, err, errlen, "history");
        return id > 0 ? id : 0;
    }
    bool ok = exec(h, "BEGIN IMMEDIATE", err, errlen);
    if (ok) {
        ok = add_game_row(h, m, kind, finished, sb_str(&record), err, errlen);
        id = ok ? sqlite3_last_insert_rowid(h->db) : 0;
        ok = ok && add_seat_rows(h, m, kind, id, err, errlen) && exec(h, "COMMIT", err, errlen);
        if (!ok)
            exec(h, "ROLLBACK", NULL, 0);
    }
    sb_free(&record);
    return ok ? id : 0;
}

int history_count(History *h, const char *game)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "SELECT count(*) FROM games WHERE ?1 IS NULL OR game = ?1", -1,
                           &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
    int count = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) : -1;
    sqlite3_finalize(st);
    return count;
}

/* Fills the seats of the games in out[0..n) from the seats table. */
static bool read_seats(History *h, HistoryGame *out, int n)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT seat, name, bot, level, score, won, rating_before, rating_after "
                           "FROM seats WHERE game_id = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    for (int i = 0; i < n; i++) {
        sqlite3_bind_int64(st, 1, out[i].id);
        while (sqlite3_step(st) == SQLITE_ROW) {
            int s = sqlite3_column_int(st, 0);
            if (s < 0 || s >= MAX_SEATS)
                continue;
            HistorySeat *seat = &out[i].seat[s];
            snprintf(seat->name, sizeof seat->name, "%s", (const char *)sqlite3_column_text(st, 1));
            seat->bot = sqlite3_column_int(st, 2) != 0;
            seat->level = seat->bot ? (BotLevel)sqlite3_column_int(st, 3) : BOT_RANDOM;
            seat->score = sqlite3_column_int(st, 4);
            seat->won = sqlite3_column_int(st, 5) != 0;
            seat->rated = sqlite3_column_type(st, 6) != SQLITE_NULL;
            seat->rating_before = sqlite3_column_double(st, 6);
            seat->rating_after = sqlite3_column_double(st, 7);
        }
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    return true;
}

int history_list(History *h, const char *game, int offset, int max, HistoryGame *out)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT id, game, finished, players, moves, kind FROM games "
                           "WHERE ?1 IS NULL OR game = ?1 ORDER BY finished DESC, id DESC "
                           "LIMIT ?2 OFFSET ?3",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, max);
    sqlite3_bind_int(st, 3, offset);
    int n = 0;
    while (n < max && sqlite3_step(st) == SQLITE_ROW) {
        HistoryGame *g = &out[n++];
        memset(g, 0, sizeof *g);
        g->id = sqlite3_column_int64(st, 0);
        snprintf(g->game, sizeof g->game, "%s", (const char *)sqlite3_column_text(st, 1));
        g->finished = sqlite3_column_int64(st, 2);
        g->players = sqlite3_column_int(st, 3);
        g->moves = sqlite3_column_int(st, 4);
        g->kind = (HistoryKind)sqlite3_column_int(st, 5);
    }
    sqlite3_finalize(st);
    return read_seats(h, out, n) ? n : -1;
}

char *history_record(History *h, int64_t id, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "SELECT record FROM games WHERE id = ?", -1, &st, NULL) !=
        SQLITE_OK) {
        db_fail(h, err, errlen, "history");
        return NULL;
    }
    sqlite3_bind_int64(st, 1, id);
    char *record = NULL;
    if (sqlite3_step(st) == SQLITE_ROW)
        record = text_copy((const char *)sqlite3_column_text(st, 0));
    else
        fail(err, errlen, _("no game %lld in the history"), (long long)id);
    sqlite3_finalize(st);
    return record;
}

bool history_remove(History *h, int64_t id, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "DELETE FROM games WHERE id = ?", -1, &st, NULL) != SQLITE_OK)
        return db_fail(h, err, errlen, "history");
    sqlite3_bind_int64(st, 1, id);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    if (!ok)
        return db_fail(h, err, errlen, "history");
    return sqlite3_changes(h->db) > 0 ||
           fail(err, errlen, _("no game %lld in the history"), (long long)id);
}

/* The player's seats in the games for the record of `game`, oldest first: won, score, rating
 * after, and the levels of the bots at the table ("1,3"). */
static const char player_games_sql[] =
    "SELECT s.won, s.score, s.rating_after,"
    " (SELECT group_concat(DISTINCT o.level) FROM seats o"
    "  WHERE o.game_id = g.id AND o.bot = 1)"
    " FROM games g JOIN seats s ON s.game_id = g.id"
    " WHERE g.game = ? AND g.kind = ? AND s.bot = 0 AND s.name = ?"
    " ORDER BY g.finished, g.id";

/* Counts a game against each bot level at its table ("1,3": easy and hard). */
static void count_levels(HistoryStats *out, const char *levels, bool won)
{
    for (const char *c = levels; c && *c; c++)
        if (*c >= '0' && *c <= '3') {
            out->against[*c - '0']++;
            out->won_against[*c - '0'] += won;
        }
}

/* One more game, in time order: the totals, the streaks, the last games. */
static void count_game(HistoryStats *out, bool won, int score, double rating_after,
                       long long *score_sum)
{
    out->played++;
    out->won += won;
    *score_sum += score;
    if (out->played == 1 || score > out->best_score)
        out->best_score = score;
    out->streak = won ? (out->streak > 0 ? out->streak + 1 : 1)
                      : (out->streak < 0 ? out->streak - 1 : -1);
    if (out->streak > out->best_streak)
        out->best_streak = out->streak;
    int keep = out->recent_count < HISTORY_RECENT ? ++out->recent_count : HISTORY_RECENT;
    memmove(&out->recent[1], &out->recent[0], (size_t)(keep - 1) * sizeof out->recent[0]);
    out->recent[0].won = won;
    out->recent[0].score = score;
    out->recent[0].rating_after = rating_after;
}

bool history_stats(History *h, const char *player, const char *game, HistoryStats *out)
{
    memset(out, 0, sizeof *out);
    if (!history_rating(h, player, game, &out->rating, &out->rated_games))
        return false;
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, player_games_sql, -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, HISTORY_RATED);
    sqlite3_bind_text(st, 3, player, -1, SQLITE_STATIC);
    long long score_sum = 0;
    int step;
    while ((step = sqlite3_step(st)) == SQLITE_ROW) {
        bool won = sqlite3_column_int(st, 0) != 0;
        count_game(out, won, sqlite3_column_int(st, 1), sqlite3_column_double(st, 2), &score_sum);
        count_levels(out, (const char *)sqlite3_column_text(st, 3), won);
    }
    sqlite3_finalize(st);
    out->mean_score = out->played ? (double)score_sum / out->played : 0;
    return step == SQLITE_DONE;
}
