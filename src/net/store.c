/* The server's tables on disk (store.h). */
#include "store.h"

#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/match.h"
#include "core/strbuf.h"

#define STORE_SCHEMA 2 /* 2: seats handed to bots, undos (tables of 1 are read as they are) */

struct NetStore {
    sqlite3 *db;
    sqlite3_stmt *add_move;
};

static const char schema_sql[] =
    "CREATE TABLE IF NOT EXISTS net_tables(id INTEGER PRIMARY KEY, players INTEGER NOT NULL,"
    " save TEXT NOT NULL);"
    "CREATE TABLE IF NOT EXISTS net_seats(table_id INTEGER NOT NULL REFERENCES net_tables(id),"
    " seat INTEGER NOT NULL, token TEXT NOT NULL, name TEXT NOT NULL,"
    " PRIMARY KEY(table_id, seat));"
    "CREATE TABLE IF NOT EXISTS net_moves(table_id INTEGER NOT NULL REFERENCES net_tables(id),"
    " idx INTEGER NOT NULL, seat INTEGER NOT NULL, move TEXT NOT NULL,"
    " PRIMARY KEY(table_id, idx));"
    /* added without a new schema number: a server that does not know it leaves it alone */
    "CREATE TABLE IF NOT EXISTS net_chat(id INTEGER PRIMARY KEY,"
    " table_id INTEGER NOT NULL REFERENCES net_tables(id), seat INTEGER NOT NULL,"
    " name TEXT NOT NULL, text TEXT NOT NULL);"
    "CREATE INDEX IF NOT EXISTS net_chat_table ON net_chat(table_id, id);"
    "CREATE TABLE IF NOT EXISTS net_handed(table_id INTEGER NOT NULL REFERENCES net_tables(id),"
    " seat INTEGER NOT NULL, level TEXT NOT NULL, PRIMARY KEY(table_id, seat));"
    "CREATE TABLE IF NOT EXISTS net_rewound(table_id INTEGER PRIMARY KEY"
    " REFERENCES net_tables(id), moves INTEGER NOT NULL);";

static bool db_fail(NetStore *store, char *err, size_t errlen, const char *what)
{
    snprintf(err, errlen, "%s: %s", what, sqlite3_errmsg(store->db));
    return false;
}

static bool exec(NetStore *store, const char *sql, char *err, size_t errlen)
{
    char *message = NULL;
    if (sqlite3_exec(store->db, sql, NULL, NULL, &message) == SQLITE_OK)
        return true;
    snprintf(err, errlen, "the tables' database: %s", message ? message : "unknown error");
    sqlite3_free(message);
    return false;
}

/* Opens the round's transaction if none is open: the writes of a round of the server's loop
 * are committed together (net_store_commit). */
static bool ensure_batch(NetStore *store, char *err, size_t errlen)
{
    return !sqlite3_get_autocommit(store->db) || exec(store, "BEGIN IMMEDIATE", err, errlen);
}

bool net_store_commit(NetStore *store, char *err, size_t errlen)
{
    return sqlite3_get_autocommit(store->db) || exec(store, "COMMIT", err, errlen);
}

static int64_t query_int(NetStore *store, const char *sql)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    int64_t value = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
    sqlite3_finalize(st);
    return value;
}

static bool sound(NetStore *store)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db, "PRAGMA quick_check", -1, &st, NULL) != SQLITE_OK)
        return false;
    bool ok =
        sqlite3_step(st) == SQLITE_ROW && !strcmp((const char *)sqlite3_column_text(st, 0), "ok");
    sqlite3_finalize(st);
    return ok;
}

NetStore *net_store_open(const char *dir, char *err, size_t errlen)
{
    NetStore *store = calloc(1, sizeof *store);
    if (!store)
        abort();
    char path[4200];
    snprintf(path, sizeof path, "%s/tables.sqlite", dir);
    if (sqlite3_open_v2(path, &store->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL) !=
        SQLITE_OK) {
        db_fail(store, err, errlen, path);
        net_store_close(store);
        return NULL;
    }
    sqlite3_busy_timeout(store->db, 2000);
    char version[64];
    snprintf(version, sizeof version, "PRAGMA user_version=%d", STORE_SCHEMA);
    bool ok = true;
    if (!sound(store)) {
        snprintf(err, errlen, "%s is damaged; it is left as it is (move it aside to start anew)",
                 path);
        ok = false;
    } else if (query_int(store, "PRAGMA user_version") > STORE_SCHEMA) {
        snprintf(err, errlen, "%s was written by a newer version of Moguls; it is left as it is",
                 path);
        ok = false;
    }
    ok = ok &&
         exec(store, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;",
              err, errlen) &&
         exec(store, schema_sql, err, errlen) && exec(store, version, err, errlen);
    if (ok && sqlite3_prepare_v2(
                  store->db, "INSERT INTO net_moves(table_id, idx, seat, move) VALUES(?, ?, ?, ?)",
                  -1, &store->add_move, NULL) != SQLITE_OK)
        ok = db_fail(store, err, errlen, "the tables' database");
    if (!ok) {
        net_store_close(store);
        return NULL;
    }
    return store;
}

void net_store_close(NetStore *store)
{
    if (!store)
        return;
    sqlite3_finalize(store->add_move);
    sqlite3_close(store->db);
    free(store);
}

static bool add_seat(NetStore *store, int64_t id, int seat, const char *token, const char *name)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db,
                           "INSERT INTO net_seats(table_id, seat, token, name) VALUES(?, ?, ?, ?)",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    sqlite3_bind_int(st, 2, seat);
    sqlite3_bind_text(st, 3, token, -1, SQLITE_STATIC);
    sqlite3_bind_text(st, 4, name, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok;
}

bool net_store_add_table(NetStore *store, const char *save, int players,
                         const NetStoredSeats *seats, int64_t *id, char *err, size_t errlen)
{
    if (!ensure_batch(store, err, errlen) || !exec(store, "SAVEPOINT new_table", err, errlen))
        return false;
    sqlite3_stmt *st;
    bool ok = sqlite3_prepare_v2(store->db, "INSERT INTO net_tables(players, save) VALUES(?, ?)",
                                 -1, &st, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int(st, 1, players);
        sqlite3_bind_text(st, 2, save, -1, SQLITE_STATIC);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_finalize(st);
    }
    *id = sqlite3_last_insert_rowid(store->db);
    for (int seat = -1; ok && seat < players; seat++)
        ok = add_seat(store, *id, seat, seat < 0 ? seats->spectator_token : seats->token[seat],
                      seat < 0 ? "" : seats->name[seat]);
    if (!ok) {
        db_fail(store, err, errlen, "cannot store the new table");
        exec(store, "ROLLBACK TO new_table; RELEASE new_table", NULL, 0);
        return false;
    }
    return exec(store, "RELEASE new_table", err, errlen);
}

bool net_store_name_seat(NetStore *store, int64_t id, int seat, const char *name, const char *save,
                         char *err, size_t errlen)
{
    if (!ensure_batch(store, err, errlen) || !exec(store, "SAVEPOINT name_seat", err, errlen))
        return false;
    sqlite3_stmt *st;
    bool ok = sqlite3_prepare_v2(store->db,
                                 "UPDATE net_seats SET name = ? WHERE table_id = ? AND seat = ?",
                                 -1, &st, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, id);
        sqlite3_bind_int(st, 3, seat);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_finalize(st);
    }
    ok = ok && sqlite3_prepare_v2(store->db, "UPDATE net_tables SET save = ? WHERE id = ?", -1, &st,
                                  NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_text(st, 1, save, -1, SQLITE_STATIC);
        sqlite3_bind_int64(st, 2, id);
        ok = sqlite3_step(st) == SQLITE_DONE;
        sqlite3_finalize(st);
    }
    if (!ok) {
        db_fail(store, err, errlen, "cannot store the seat's name");
        exec(store, "ROLLBACK TO name_seat; RELEASE name_seat", NULL, 0);
        return false;
    }
    return exec(store, "RELEASE name_seat", err, errlen);
}

bool net_store_add_move(NetStore *store, int64_t id, int index, int seat, const char *move,
                        char *err, size_t errlen)
{
    if (!ensure_batch(store, err, errlen))
        return false;
    sqlite3_stmt *st = store->add_move;
    sqlite3_reset(st);
    sqlite3_bind_int64(st, 1, id);
    sqlite3_bind_int(st, 2, index);
    sqlite3_bind_int(st, 3, seat);
    sqlite3_bind_text(st, 4, move, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_reset(st);
    return ok || db_fail(store, err, errlen, "cannot store the move");
}

/* Runs sql (one statement) with the integers ints[0..count-1] and the text `text` bound after
 * them (NULL: none), inside the round's transaction. */
static bool run(NetStore *store, const char *sql, const int64_t *ints, int count, const char *text)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db, sql, -1, &st, NULL) != SQLITE_OK)
        return false;
    for (int i = 0; i < count; i++)
        sqlite3_bind_int64(st, i + 1, ints[i]);
    if (text)
        sqlite3_bind_text(st, count + 1, text, -1, SQLITE_STATIC);
    bool ok = sqlite3_step(st) == SQLITE_DONE;
    sqlite3_finalize(st);
    return ok;
}

bool net_store_hand_seat(NetStore *store, int64_t id, int seat, int level, char *err, size_t errlen)
{
    if (!ensure_batch(store, err, errlen))
        return false;
    int64_t ints[2] = {id, seat};
    bool ok = level < 0 ? run(store, "DELETE FROM net_handed WHERE table_id = ? AND seat = ?", ints,
                              2, NULL)
                        : run(store,
                              "INSERT OR REPLACE INTO net_handed(table_id, seat, level)"
                              " VALUES(?, ?, ?)",
                              ints, 2, bot_level_name((BotLevel)level));
    return ok || db_fail(store, err, errlen, "cannot store the seat handed to a bot");
}

bool net_store_rewind(NetStore *store, int64_t id, int keep, char *err, size_t errlen)
{
    if (!ensure_batch(store, err, errlen) || !exec(store, "SAVEPOINT rewind", err, errlen))
        return false;
    int64_t ints[2] = {id, keep};
    bool ok = run(store, "DELETE FROM net_moves WHERE table_id = ? AND idx >= ?", ints, 2, NULL) &&
              run(store,
                  "INSERT INTO net_rewound(table_id, moves) VALUES(?, ?) ON CONFLICT(table_id)"
                  " DO UPDATE SET moves = min(moves, excluded.moves)",
                  ints, 2, NULL);
    if (!ok) {
        db_fail(store, err, errlen, "cannot take the moves back");
        exec(store, "ROLLBACK TO rewind; RELEASE rewind", NULL, 0);
        return false;
    }
    return exec(store, "RELEASE rewind", err, errlen);
}

/* The seats handed to bots and how far the table was taken back, into seats. */
static bool read_handed(NetStore *store, int64_t id, NetStoredSeats *seats)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db, "SELECT seat, level FROM net_handed WHERE table_id = ?", -1,
                           &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    while (sqlite3_step(st) == SQLITE_ROW) {
        int seat = sqlite3_column_int(st, 0);
        const char *level = (const char *)sqlite3_column_text(st, 1);
        int parsed = level ? bot_level_parse(level) : -1;
        if (seat < 0 || seat >= MAX_SEATS || parsed < 0)
            continue;
        seats->handed[seat] = true;
        seats->handed_level[seat] = (BotLevel)parsed;
    }
    sqlite3_finalize(st);
    char sql[100];
    snprintf(sql, sizeof sql, "SELECT moves FROM net_rewound WHERE table_id = %lld", (long long)id);
    seats->rewound = (int)query_int(store, sql);
    return true;
}

/* The seats of table id into seats. */
static bool read_seats(NetStore *store, int64_t id, NetStoredSeats *seats)
{
    memset(seats, 0, sizeof *seats);
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db, "SELECT seat, token, name FROM net_seats WHERE table_id = ?",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    while (sqlite3_step(st) == SQLITE_ROW) {
        int seat = sqlite3_column_int(st, 0);
        const char *token = (const char *)sqlite3_column_text(st, 1);
        const char *name = (const char *)sqlite3_column_text(st, 2);
        if (seat < -1 || seat >= MAX_SEATS || !token || !name)
            continue;
        snprintf(seat < 0 ? seats->spectator_token : seats->token[seat], NET_TOKEN_HEX + 1, "%s",
                 token);
        if (seat >= 0)
            snprintf(seats->name[seat], NET_NAME_MAX + 1, "%s", name);
    }
    sqlite3_finalize(st);
    return true;
}

/* The moves of table id appended to journal, each as its save line. */
static bool read_moves(NetStore *store, int64_t id, StrBuf *journal)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db, "SELECT move FROM net_moves WHERE table_id = ? ORDER BY idx",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    while (sqlite3_step(st) == SQLITE_ROW) {
        sb_add(journal, "move ");
        sb_add(journal, (const char *)sqlite3_column_text(st, 0));
        sb_add(journal, "\n");
    }
    sqlite3_finalize(st);
    return true;
}

bool net_store_each_table(NetStore *store, NetStoreEach each, void *ctx, char *err, size_t errlen)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db, "SELECT id, save FROM net_tables ORDER BY id", -1, &st,
                           NULL) != SQLITE_OK)
        return db_fail(store, err, errlen, "cannot read the tables");
    StrBuf journal = STRBUF_INIT;
    bool ok = true;
    while (ok && sqlite3_step(st) == SQLITE_ROW) {
        int64_t id = sqlite3_column_int64(st, 0);
        sb_clear(&journal);
        sb_add(&journal, (const char *)sqlite3_column_text(st, 1));
        NetStoredSeats seats;
        ok = read_seats(store, id, &seats) && read_handed(store, id, &seats) &&
             read_moves(store, id, &journal);
        if (ok)
            each(ctx, id, sb_str(&journal), &seats);
    }
    sqlite3_finalize(st);
    sb_free(&journal);
    return ok || db_fail(store, err, errlen, "cannot read the tables");
}

bool net_store_add_chat(NetStore *store, int64_t id, int seat, const char *name, const char *text,
                        char *err, size_t errlen)
{
    if (!ensure_batch(store, err, errlen))
        return false;
    sqlite3_stmt *add, *trim;
    bool ok = sqlite3_prepare_v2(
                  store->db, "INSERT INTO net_chat(table_id, seat, name, text) VALUES(?, ?, ?, ?)",
                  -1, &add, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int64(add, 1, id);
        sqlite3_bind_int(add, 2, seat);
        sqlite3_bind_text(add, 3, name, -1, SQLITE_STATIC);
        sqlite3_bind_text(add, 4, text, -1, SQLITE_STATIC);
        ok = sqlite3_step(add) == SQLITE_DONE;
        sqlite3_finalize(add);
    }
    /* the older lines go: only the newest NET_STORE_CHAT_KEEP are ever sent */
    ok = ok && sqlite3_prepare_v2(store->db,
                                  "DELETE FROM net_chat WHERE table_id = ?1 AND id <= (SELECT id"
                                  " FROM net_chat WHERE table_id = ?1 ORDER BY id DESC LIMIT 1"
                                  " OFFSET ?2)",
                                  -1, &trim, NULL) == SQLITE_OK;
    if (ok) {
        sqlite3_bind_int64(trim, 1, id);
        sqlite3_bind_int(trim, 2, NET_STORE_CHAT_KEEP);
        ok = sqlite3_step(trim) == SQLITE_DONE;
        sqlite3_finalize(trim);
    }
    return ok || db_fail(store, err, errlen, "cannot store the chat message");
}

bool net_store_each_chat(NetStore *store, int64_t id, NetStoreChat each, void *ctx)
{
    sqlite3_stmt *st;
    if (sqlite3_prepare_v2(store->db,
                           "SELECT seat, name, text FROM (SELECT id, seat, name, text FROM net_chat"
                           " WHERE table_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id",
                           -1, &st, NULL) != SQLITE_OK)
        return false;
    sqlite3_bind_int64(st, 1, id);
    sqlite3_bind_int(st, 2, NET_STORE_CHAT_KEEP);
    while (sqlite3_step(st) == SQLITE_ROW)
        each(ctx, sqlite3_column_int(st, 0), (const char *)sqlite3_column_text(st, 1),
             (const char *)sqlite3_column_text(st, 2));
    sqlite3_finalize(st);
    return true;
}
