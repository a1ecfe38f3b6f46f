#include "history.h"

#include <dirent.h>
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/i18n.h"
#include "core/strbuf.h"
#include "gamerecord.h"
#include "rating.h"
#include "review.h"

/* The layout this code writes; a file with a higher one comes from a newer Moguls. Version 2
 * also keeps every game as a file, and its reviews, assisted games and notable moves. */
#define HISTORY_SCHEMA 2

struct History {
    sqlite3 *db;
    char folder[4200]; /* the kept files, one game record each */
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
    "CREATE INDEX IF NOT EXISTS games_by_game ON games(game, finished);"
    /* what the History list reads, newest first, without touching the records: a page of
     * ten thousand games reads only this small index */
    "CREATE INDEX IF NOT EXISTS games_list ON games(finished, id, kind, game, players, moves);";

/* What each version added to the one before: migration[v] takes a file of version v to v + 1
 * (a new file gets schema_sql, which is version 1, and then each of them). */
static const char *const migration[HISTORY_SCHEMA] = {
    /* a hint was used: never rated; a solitaire game's rating in English ("good"), else NULL;
     * a seat's best move of the game's notable kind (GameNotable) and its worth, else NULL;
     * the reviews kept with their games */
    [1] = "ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;"
          "ALTER TABLE games ADD COLUMN solitaire TEXT;"
          "ALTER TABLE seats ADD COLUMN notable TEXT;"
          "ALTER TABLE seats ADD COLUMN notable_worth INTEGER;"
          "CREATE TABLE reviews ("
          " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
          " budget INTEGER NOT NULL);" /* the search's iterations per decision, 0: the hard bot's */
          "CREATE TABLE review_decisions ("
          " game_id INTEGER NOT NULL REFERENCES reviews(game_id) ON DELETE CASCADE,"
          " turn INTEGER NOT NULL," /* the decision's place in the review */
          " move INTEGER NOT NULL,"
          " seat INTEGER NOT NULL,"
          " played TEXT NOT NULL,"
          " suggested TEXT NOT NULL,"
          " win_best REAL NOT NULL,"
          " win_played REAL NOT NULL,"
          " PRIMARY KEY (game_id, turn));",
};

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

/* "x/history.db": "x/history" (any other name: "NAME.games"). */
static void kept_folder(const char *path, char *out, size_t outlen)
{
    size_t n = strlen(path);
    if (n > 3 && !strcmp(path + n - 3, ".db"))
        snprintf(out, outlen, "%.*s", (int)(n - 3), path);
    else
        snprintf(out, outlen, "%s.games", path);
}

static History *open_file(const char *path, char *err, size_t errlen)
{
    History *h = calloc(1, sizeof *h);
    if (!h)
        abort();
    kept_folder(path, h->folder, sizeof h->folder);
    if (sqlite3_open_v2(path, &h->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        fail(err, errlen, _("cannot open %s: %s"), path, sqlite3_errmsg(h->db));
        history_close(h);
        return NULL;
    }
    sqlite3_busy_timeout(h->db, 2000);
    return h;
}

/* Brings a file of an older version up to this one, in one step that either happens whole or
 * not at all. */
static bool migrate(History *h, int64_t version, char *err, size_t errlen)
{
    if (version == HISTORY_SCHEMA)
        return true;
    bool ok = exec(h, "BEGIN IMMEDIATE", err, errlen);
    if (ok && version == 0) {
        ok = exec(h, schema_sql, err, errlen);
        version = 1;
    }
    for (; ok && version < HISTORY_SCHEMA; version++)
        ok = exec(h, migration[version], err, errlen);
    char set_version[64];
    snprintf(set_version, sizeof set_version, "PRAGMA user_version=%d", HISTORY_SCHEMA);
    ok = ok && exec(h, set_version, err, errlen) && exec(h, "COMMIT", err, errlen);
    if (!ok)
        exec(h, "ROLLBACK", NULL, 0);
    return ok;
}

/* ---- the kept files ---- */

/* A kept file's path: the game's id and a hash of its record (which is unique in the history),
 * so that the same game always has the same file. */
static void kept_path(const History *h, const char *game, const char *record, char *out,
                      size_t outlen)
{
    uint64_t hash = 14695981039346656037ull; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)record; *p; p++)
        hash = (hash ^ *p) * 1099511628211ull;
    snprintf(out, outlen, "%s/%s-%016llx.txt", h->folder, game, (unsigned long long)hash);
}

/* Writes a game's kept file (atomically, durably) from its row's values. */
static bool write_kept(History *h, const char *game, HistoryKind kind, int64_t finished,
                       const char *record, char *err, size_t errlen)
{
    if (mkdir(h->folder, 0755) != 0 && errno != EEXIST)
        return fail(err, errlen, _("cannot create %s: %s"), h->folder, strerror(errno));
    char path[4400];
    kept_path(h, game, record, path, sizeof path);
    StrBuf text = STRBUF_INIT;
    gamerecord_write_header(&(GameRecordInfo){true, kind, finished}, &text);
    sb_add(&text, record);
    bool ok = write_file_atomic(path, sb_str(&text), err, errlen);
    sb_free(&text);
    return ok;
}

/* Version 1 kept no files: each game kept before gets its own. */
static bool write_missing_files(History *h, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "SELECT game, kind, finished, record FROM games", -1, &st,
                           NULL) != SQLITE_OK)
        return db_fail(h, err, errlen, "history");
    bool ok = true;
    while (ok && sqlite3_step(st) == SQLITE_ROW)
        ok = write_kept(h, (const char *)sqlite3_column_text(st, 0),
                        (HistoryKind)sqlite3_column_int(st, 1), sqlite3_column_int64(st, 2),
                        (const char *)sqlite3_column_text(st, 3), err, errlen);
    sqlite3_finalize(st);
    return ok;
}

/* Durable before a call returns (a full sync at each commit, with a write-ahead log), and the
 * tables made on first use; an older layout brought up to this one. *fresh: there were no
 * tables yet. */
static bool prepare(History *h, const char *path, bool *fresh, char *err, size_t errlen)
{
    int64_t version = query_int(h, "PRAGMA user_version");
    if (version > HISTORY_SCHEMA)
        return fail(err, errlen,
                    _("%s was written by a newer version of Moguls; it is left as it is"), path);
    *fresh = version <= 0;
    if (!exec(h, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;", err,
              errlen))
        return false;
    if (version == HISTORY_SCHEMA) /* nothing to write: opening writes nothing (no sync) */
        return true;
    /* version 1 kept no files: they are written first, so that a stop in between leaves a file
     * of version 1 whose files are written again (the same names) */
    return (version != 1 || write_missing_files(h, err, errlen)) &&
           migrate(h, version, err, errlen);
}

static int64_t add_game(History *h, const Match *m, HistoryKind kind, int64_t finished,
                        bool write_file, char *err, size_t errlen);

/* A kept file: when its game ended (to add them in the order they were played) and its name. */
typedef struct KeptFile {
    int64_t when;
    char name[256];
} KeptFile;

static int by_time(const void *a, const void *b)
{
    const KeptFile *x = a, *y = b;
    if (x->when != y->when)
        return x->when < y->when ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* The kept files' names and times (unsorted); a file that cannot be read is counted in *bad. */
static KeptFile *list_kept(History *h, int *count, int *bad)
{
    KeptFile *files = NULL;
    int cap = 0;
    *count = *bad = 0;
    DIR *d = opendir(h->folder);
    for (struct dirent *de; d && (de = readdir(d));) {
        size_t len = strlen(de->d_name);
        if (len <= 4 || len >= sizeof files->name || strcmp(de->d_name + len - 4, ".txt"))
            continue;
        char path[4600], err[300];
        snprintf(path, sizeof path, "%s/%s", h->folder, de->d_name);
        GameRecordInfo info;
        char *text = read_text_file(path, 4u << 20, err, sizeof err);
        bool ok = text && gamerecord_peek(text, &info, err, sizeof err) && info.finished;
        free(text);
        if (!ok) {
            ++*bad;
            continue;
        }
        if (*count == cap) {
            cap = cap ? 2 * cap : 64;
            files = realloc(files, (size_t)cap * sizeof *files);
            if (!files)
                abort();
        }
        files[*count].when = info.when;
        snprintf(files[*count].name, sizeof files->name, "%s", de->d_name);
        ++*count;
    }
    if (d)
        closedir(d);
    return files;
}

/* Adds the games of the kept files, the oldest first (so the ratings move as they did); returns
 * how many, and counts in *bad those that cannot be read or replayed (left as they are). */
static int rebuild(History *h, int *bad)
{
    int count;
    KeptFile *files = list_kept(h, &count, bad);
    if (count > 1) /* no files: no list at all, which qsort may not be given */
        qsort(files, (size_t)count, sizeof *files, by_time);
    int added = 0;
    for (int i = 0; i < count; i++) {
        char path[4600], err[1200];
        snprintf(path, sizeof path, "%s/%s", h->folder, files[i].name);
        GameRecordInfo info;
        char *text = read_text_file(path, 4u << 20, err, sizeof err);
        Match *m = text ? gamerecord_read(text, &info, err, sizeof err) : NULL;
        if (m && info.finished && add_game(h, m, info.kind, info.when, false, err, sizeof err) > 0)
            added++;
        else
            ++*bad;
        match_free(m);
        free(text);
    }
    free(files);
    return added;
}

/* What the player is told when the history was rebuilt (or started anew) from the kept files. */
static void rebuilt_note(const History *h, const char *aside, int added, int bad, char *note,
                         size_t notelen)
{
    if (!notelen || (!aside && !added && !bad))
        return;
    char first[1200];
    if (aside && !added)
        snprintf(first, sizeof first,
                 _("The history of finished games was damaged. It was set aside as %s and a new "
                   "one was started."),
                 aside);
    else if (aside)
        snprintf(first, sizeof first,
                 plural_text("The history of finished games was damaged. It was set aside as %s "
                             "and rebuilt from the %d game kept in %s.",
                             "The history of finished games was damaged. It was set aside as %s "
                             "and rebuilt from the %d games kept in %s.",
                             (unsigned long)added),
                 aside, added, h->folder);
    else
        snprintf(
            first, sizeof first,
            plural_text("The history of finished games was missing. It was rebuilt from the %d "
                        "game kept in %s.",
                        "The history of finished games was missing. It was rebuilt from the %d "
                        "games kept in %s.",
                        (unsigned long)added),
            added, h->folder);
    if (bad)
        snprintf(note, notelen,
                 plural_text("%s %d kept file could not be read; it is left as it is.",
                             "%s %d kept files could not be read; they are left as they are.",
                             (unsigned long)bad),
                 first, bad);
    else
        snprintf(note, notelen, "%s", first);
}

History *history_open(const char *path, char *note, size_t notelen, char *err, size_t errlen)
{
    if (notelen)
        note[0] = '\0';
    History *h = open_file(path, err, errlen);
    if (!h)
        return NULL;
    char aside[4200] = "";
    if (!looks_sound(h)) {
        history_close(h);
        if (!set_aside(path, aside, sizeof aside, err, errlen))
            return NULL;
        h = open_file(path, err, errlen);
        if (!h)
            return NULL;
    }
    bool fresh = false;
    if (!prepare(h, path, &fresh, err, errlen)) {
        history_close(h);
        return NULL;
    }
    if (fresh) {
        int bad = 0, added = rebuild(h, &bad);
        rebuilt_note(h, aside[0] ? aside : NULL, added, bad, note, notelen);
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
                           "INSERT INTO games(game, finished, players, moves, kind, record, "
                           "assisted, solitaire) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        return db_fail(h, err, errlen, "history");
    sqlite3_bind_text(st, 1, m->rules->id, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, finished);
    sqlite3_bind_int(st, 3, m->opts.players);
    sqlite3_bind_int(st, 4, m->move_count);
    sqlite3_bind_int(st, 5, (int)kind);
    sqlite3_bind_text(st, 6, record, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 7, m->assisted);
    const char *solitaire = m->rules->rating ? m->rules->rating(m->state) : NULL;
    if (solitaire)
        sqlite3_bind_text(st, 8, solitaire, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(st, 8);
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
 * human in it, played without hints. */
static bool rated(const Match *m, HistoryKind kind)
{
    bool human = false;
    for (int s = 0; s < m->opts.players; s++)
        human |= !m->seats[s].bot;
    return kind == HISTORY_RATED && m->opts.players >= 2 && human && !m->assisted;
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

/* Each seat's best move of the game's notable kind (GameNotable): the game replayed from the
 * seed, each move weighed from the state before it. worth[seat] 0: none. */
typedef struct SeatNotable {
    char label[MOVE_MAX];
    int worth;
} SeatNotable;

static void find_notables(const Match *m, SeatNotable *best)
{
    memset(best, 0, sizeof *best * MAX_SEATS);
    const GameNotable *notable = m->rules->notable;
    if (!notable)
        return;
    GameState *state = match_state_after(m, 0);
    for (int i = 0; i < m->move_count; i++) {
        char label[MOVE_MAX];
        int worth = notable->worth(state, m->moves[i], label);
        SeatNotable *seat = &best[m->mover[i]];
        if (worth > seat->worth) {
            seat->worth = worth;
            snprintf(seat->label, sizeof seat->label, "%s", label);
        }
        if (!state->rules->apply(state, m->moves[i], NULL, 0))
            abort(); /* these moves were legal when played: a replay that differs is a rules bug */
    }
    game_free(state);
}

static void bind_notable(sqlite3_stmt *st, const SeatNotable *n)
{
    if (n->worth > 0) {
        sqlite3_bind_text(st, 10, n->label, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(st, 11, n->worth);
    } else {
        sqlite3_bind_null(st, 10);
        sqlite3_bind_null(st, 11);
    }
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
                           "rating_before, rating_after, notable, notable_worth) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        return db_fail(h, err, errlen, "history");
    SeatNotable notable[MAX_SEATS];
    find_notables(m, notable);
    bool ok = true;
    for (int s = 0; s < m->opts.players && ok; s++) {
        bind_notable(st, &notable[s]);
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
    return add_game(h, m, kind, finished, true, err, errlen);
}

static int64_t add_game(History *h, const Match *m, HistoryKind kind, int64_t finished,
                        bool write_file, char *err, size_t errlen)
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
    bool ok =
        !write_file || write_kept(h, m->rules->id, kind, finished, sb_str(&record), err, errlen);
    ok = ok && exec(h, "BEGIN IMMEDIATE", err, errlen);
    if (ok) {
        ok = add_game_row(h, m, kind, finished, sb_str(&record), err, errlen);
        id = ok ? sqlite3_last_insert_rowid(h->db) : 0;
        ok = ok && add_seat_rows(h, m, kind, id, err, errlen) && exec(h, "COMMIT", err, errlen);
        if (!ok)
            exec(h, "ROLLBACK", NULL, 0);
    }
    if (!ok && write_file) { /* not kept: no file to bring it back */
        char path[4400];
        kept_path(h, m->rules->id, sb_str(&record), path, sizeof path);
        remove(path);
    }
    sb_free(&record);
    return ok ? id : 0;
}

unsigned history_changes(History *h)
{
    /* the rows this connection inserted, updated or deleted: nothing else writes through it */
    return (unsigned)sqlite3_total_changes(h->db);
}

int history_count(History *h, const char *game)
{
    return history_count_kinds(h, game, HISTORY_ALL_KINDS);
}

int history_count_kinds(History *h, const char *game, unsigned kinds)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT count(*) FROM games WHERE (?1 IS NULL OR game = ?1) "
                           "AND ((1 << kind) & ?2) != 0",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
    sqlite3_bind_int64(st, 2, kinds);
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
    return history_list_kinds(h, game, HISTORY_ALL_KINDS, offset, max, out);
}

int history_list_kinds(History *h, const char *game, unsigned kinds, int offset, int max,
                       HistoryGame *out)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT id, game, finished, players, moves, kind, assisted FROM games "
                           "WHERE (?1 IS NULL OR game = ?1) AND ((1 << kind) & ?4) != 0 "
                           "ORDER BY finished DESC, id DESC LIMIT ?2 OFFSET ?3",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_text(st, 1, game, -1, SQLITE_STATIC);
    sqlite3_bind_int(st, 2, max);
    sqlite3_bind_int(st, 3, offset);
    sqlite3_bind_int64(st, 4, kinds);
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
        g->assisted = sqlite3_column_int(st, 6) != 0;
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

int history_players(History *h, char (*out)[SEAT_NAME_MAX], int max)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT s.name FROM seats s JOIN games g ON g.id = s.game_id"
                           " WHERE s.bot = 0 AND g.kind = ? GROUP BY s.name"
                           " ORDER BY count(*) DESC, s.name LIMIT ?",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    sqlite3_bind_int(st, 1, HISTORY_RATED);
    sqlite3_bind_int(st, 2, max);
    int n = 0;
    while (n < max && sqlite3_step(st) == SQLITE_ROW)
        snprintf(out[n++], SEAT_NAME_MAX, "%s", (const char *)sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    return n;
}

/* A game's row: its id, kind, time and record (the statement is the caller's to finalize);
 * NULL with the reason when there is no such game. */
static sqlite3_stmt *game_row(History *h, int64_t id, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "SELECT game, kind, finished, record FROM games WHERE id = ?", -1,
                           &st, NULL) != SQLITE_OK) {
        db_fail(h, err, errlen, "history");
        return NULL;
    }
    sqlite3_bind_int64(st, 1, id);
    if (sqlite3_step(st) == SQLITE_ROW)
        return st;
    sqlite3_finalize(st);
    fail(err, errlen, _("no game %lld in the history"), (long long)id);
    return NULL;
}

char *history_shared_record(History *h, int64_t id, char *err, size_t errlen)
{
    sqlite3_stmt *st = game_row(h, id, err, errlen);
    if (!st)
        return NULL;
    StrBuf text = STRBUF_INIT;
    gamerecord_write_header(&(GameRecordInfo){true, (HistoryKind)sqlite3_column_int(st, 1),
                                              sqlite3_column_int64(st, 2)},
                            &text);
    sb_add(&text, (const char *)sqlite3_column_text(st, 3));
    sqlite3_finalize(st);
    char *out = text_copy(sb_str(&text));
    sb_free(&text);
    return out;
}

bool history_remove(History *h, int64_t id, char *err, size_t errlen)
{
    sqlite3_stmt *row = game_row(h, id, err, errlen);
    if (!row)
        return false;
    char path[4400];
    kept_path(h, (const char *)sqlite3_column_text(row, 0),
              (const char *)sqlite3_column_text(row, 3), path, sizeof path);
    sqlite3_finalize(row);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "DELETE FROM games WHERE id = ?", -1, &st, NULL) != SQLITE_OK)
        return db_fail(h, err, errlen, "history");
    sqlite3_bind_int64(st, 1, id);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    if (!ok)
        return db_fail(h, err, errlen, "history");
    /* the row is gone: its file goes too, or a rebuild would bring the game back */
    if (remove(path) != 0 && errno != ENOENT)
        return fail(err, errlen, _("cannot delete %s: %s"), path, strerror(errno));
    return true;
}

/* The player's seats in the games for the record of `game`, oldest first: won, score, rating
 * after, the levels of the bots at the table ("1,3"), whether a hint was used, the seat's notable
 * move and its worth, and a solitaire game's rating. */
static const char player_games_sql[] =
    "SELECT s.won, s.score, s.rating_after,"
    " (SELECT group_concat(DISTINCT o.level) FROM seats o"
    "  WHERE o.game_id = g.id AND o.bot = 1),"
    " g.assisted, s.notable, s.notable_worth, g.solitaire"
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

/* A game's best moments: its notable move and a solitaire game's rating, where they beat the
 * player's best so far. */
static void count_bests(HistoryStats *out, sqlite3_stmt *st, int score)
{
    int worth = sqlite3_column_int(st, 6);
    if (sqlite3_column_type(st, 5) != SQLITE_NULL && worth > out->notable_worth) {
        out->notable_worth = worth;
        snprintf(out->notable, sizeof out->notable, "%s", (const char *)sqlite3_column_text(st, 5));
    }
    if (sqlite3_column_type(st, 7) != SQLITE_NULL &&
        (!out->solitaire[0] || score > out->solitaire_score)) {
        out->solitaire_score = score;
        snprintf(out->solitaire, sizeof out->solitaire, "%s",
                 (const char *)sqlite3_column_text(st, 7));
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
        int score = sqlite3_column_int(st, 1);
        count_game(out, won, score, sqlite3_column_double(st, 2), &score_sum);
        count_levels(out, (const char *)sqlite3_column_text(st, 3), won);
        out->assisted += sqlite3_column_int(st, 4) != 0;
        count_bests(out, st, score);
    }
    sqlite3_finalize(st);
    out->mean_score = out->played ? (double)score_sum / out->played : 0;
    return step == SQLITE_DONE;
}

bool history_game(History *h, int64_t id, HistoryGame *out)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT id, game, finished, players, moves, kind FROM games "
                           "WHERE id = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    bool found = sqlite3_step(st) == SQLITE_ROW;
    if (found) {
        memset(out, 0, sizeof *out);
        out->id = sqlite3_column_int64(st, 0);
        snprintf(out->game, sizeof out->game, "%s", (const char *)sqlite3_column_text(st, 1));
        out->finished = sqlite3_column_int64(st, 2);
        out->players = sqlite3_column_int(st, 3);
        out->moves = sqlite3_column_int(st, 4);
        out->kind = (HistoryKind)sqlite3_column_int(st, 5);
    }
    sqlite3_finalize(st);
    return found && read_seats(h, out, 1);
}

static bool add_review_rows(History *h, int64_t id, const Review *r)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db, "INSERT INTO reviews(game_id, budget) VALUES (?, ?)", -1, &st,
                           NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    sqlite3_bind_int(st, 2, r->budget);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    if (!ok ||
        sqlite3_prepare_v2(h->db,
                           "INSERT INTO review_decisions(game_id, turn, move, seat, played, "
                           "suggested, win_best, win_played) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    for (int i = 0; i < r->count && ok; i++) {
        const ReviewDecision *d = &r->decision[i];
        sqlite3_bind_int64(st, 1, id);
        sqlite3_bind_int(st, 2, i);
        sqlite3_bind_int(st, 3, d->move);
        sqlite3_bind_int(st, 4, d->seat);
        sqlite3_bind_text(st, 5, d->played, -1, SQLITE_STATIC);
        sqlite3_bind_text(st, 6, d->suggested, -1, SQLITE_STATIC);
        sqlite3_bind_double(st, 7, d->win_best);
        sqlite3_bind_double(st, 8, d->win_played);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    return ok;
}

bool history_keep_review(History *h, int64_t id, const Review *r, char *err, size_t errlen)
{
    bool ok = exec(h, "BEGIN IMMEDIATE", err, errlen);
    if (!ok)
        return false;
    sqlite3_stmt *st;
    ok = sqlite3_prepare_v2(h->db, "DELETE FROM reviews WHERE game_id = ?", -1, &st, NULL) ==
         SQLITE_OK;
    if (ok) {
        sqlite3_bind_int64(st, 1, id);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_finalize(st);
    }
    ok = ok && add_review_rows(h, id, r);
    if (!ok)
        db_fail(h, err, errlen, "history");
    if (ok && exec(h, "COMMIT", err, errlen))
        return true;
    exec(h, "ROLLBACK", NULL, 0);
    return false;
}

/* The kept decisions of game id's review into r (whose count says how many there are room for). */
static bool read_review_decisions(History *h, int64_t id, Review *r)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT move, seat, played, suggested, win_best, win_played "
                           "FROM review_decisions WHERE game_id = ? ORDER BY turn",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    int n = 0, step;
    while ((step = sqlite3_step(st)) == SQLITE_ROW && n < r->count) {
        ReviewDecision *d = &r->decision[n++];
        d->move = sqlite3_column_int(st, 0);
        d->seat = sqlite3_column_int(st, 1);
        snprintf(d->played, sizeof d->played, "%s", (const char *)sqlite3_column_text(st, 2));
        snprintf(d->suggested, sizeof d->suggested, "%s", (const char *)sqlite3_column_text(st, 3));
        d->win_best = sqlite3_column_double(st, 4);
        d->win_played = sqlite3_column_double(st, 5);
    }
    sqlite3_finalize(st);
    r->count = n;
    return step == SQLITE_DONE || step == SQLITE_ROW;
}

int history_review(History *h, int64_t id, Review *out, char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(h->db,
                           "SELECT budget, (SELECT count(*) FROM review_decisions d "
                           "WHERE d.game_id = r.game_id) FROM reviews r WHERE game_id = ?",
                           -1, &st, NULL) != SQLITE_OK) {
        db_fail(h, err, errlen, "history");
        return -1;
    }
    sqlite3_bind_int64(st, 1, id);
    int step = sqlite3_step(st);
    if (step == SQLITE_ROW) {
        out->budget = sqlite3_column_int(st, 0);
        out->count = sqlite3_column_int(st, 1);
    }
    sqlite3_finalize(st);
    if (step != SQLITE_ROW) {
        if (step != SQLITE_DONE)
            db_fail(h, err, errlen, "history");
        return step == SQLITE_DONE ? 0 : -1;
    }
    out->decision = calloc((size_t)(out->count ? out->count : 1), sizeof *out->decision);
    if (!out->decision)
        abort();
    if (!read_review_decisions(h, id, out)) {
        review_free(out);
        db_fail(h, err, errlen, "history");
        return -1;
    }
    review_rank_worst(out);
    return 1;
}
