/* The server's tables on disk (SQLite, <data>/tables.sqlite): each table's save header (the
 * game, options, seed and seats, as a journal without moves: core/match.h), its seats' tokens and
 * names, and its moves. The writes of a round of the server's loop go into one transaction,
 * committed with a full sync (net_store_commit) before the server tells anyone of them: a move
 * is durable before it is acknowledged, many moves share one sync, and a server killed at any
 * moment starts again with every table as it was. */
#ifndef MOGULS_NET_STORE_H
#define MOGULS_NET_STORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/game.h"
#include "net/protocol.h"

typedef struct NetStore NetStore;

/* A table's seats as stored: the token and name of each seat (seat -1: the spectators), the
 * seats the host handed to a bot, and how far back an undo ever took the table. */
typedef struct NetStoredSeats {
    char token[MAX_SEATS][NET_TOKEN_HEX + 1];
    char name[MAX_SEATS][NET_NAME_MAX + 1]; /* "" until the seat's player first joins */
    char spectator_token[NET_TOKEN_HEX + 1];
    bool handed[MAX_SEATS];           /* a bot plays the seat while its player is away ... */
    BotLevel handed_level[MAX_SEATS]; /* ... at this level */
    /* The fewest moves an undo ever took the table back to, -1 if none: a client that rejoins
     * with more may hold moves taken back since, and is sent the moves from there again. */
    int rewound;
} NetStoredSeats;

/* Opens (or makes) the database in dir. NULL with the reason; a damaged database is refused and
 * left as it is. */
NetStore *net_store_open(const char *dir, char *err, size_t errlen);
void net_store_close(NetStore *store);

/* A new table; its id in *id. */
bool net_store_add_table(NetStore *store, const char *save, int players,
                         const NetStoredSeats *seats, int64_t *id, char *err, size_t errlen);
/* A seat's player named at first join, with the table's save header written again. */
bool net_store_name_seat(NetStore *store, int64_t id, int seat, const char *name, const char *save,
                         char *err, size_t errlen);
/* Move number `index` (from 0) of the table, by `seat`. */
bool net_store_add_move(NetStore *store, int64_t id, int index, int seat, const char *move,
                        char *err, size_t errlen);

/* The chat lines a table keeps (the newest): a player who joins is sent them. */
#define NET_STORE_CHAT_KEEP 50
/* A chat message at table id by `seat` (-1: a spectator) named `name`, in the round's
 * transaction; the lines beyond the newest NET_STORE_CHAT_KEEP are forgotten. */
bool net_store_add_chat(NetStore *store, int64_t id, int seat, const char *name, const char *text,
                        char *err, size_t errlen);
/* Calls each(ctx, seat, name, text) for the table's kept chat lines, oldest first. */
typedef void (*NetStoreChat)(void *ctx, int seat, const char *name, const char *text);
bool net_store_each_chat(NetStore *store, int64_t id, NetStoreChat each, void *ctx);
/* Hands a seat to a bot at `level`, or gives it back to its player (level -1). */
bool net_store_hand_seat(NetStore *store, int64_t id, int seat, int level, char *err,
                         size_t errlen);
/* An undo: the table's moves from number `keep` (from 0) on are removed, and the table noted as
 * taken back to `keep` moves (NetStoredSeats.rewound, the least kept). */
bool net_store_rewind(NetStore *store, int64_t id, int keep, char *err, size_t errlen);

/* Makes every write since the last commit durable (one transaction, a full sync). True when
 * there was nothing to commit. False with the reason: nothing of it was stored. */
bool net_store_commit(NetStore *store, char *err, size_t errlen);

/* Calls each(ctx, ...) for every table, oldest first: its id, its save text with every move
 * appended (a journal core/match.h reads) and its seats. False with the reason. */
typedef void (*NetStoreEach)(void *ctx, int64_t id, const char *journal,
                             const NetStoredSeats *seats);
bool net_store_each_table(NetStore *store, NetStoreEach each, void *ctx, char *err, size_t errlen);

#endif
