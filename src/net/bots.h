/* The server's bots think on threads of their own (bot_choose on a copy of the table's state),
 * so a hard bot's few hundred milliseconds never hold up another table's moves. The server's
 * loop hands a decision over (net_bots_ask), polls net_bots_fd and collects the moves decided
 * (net_bots_take). */
#ifndef MOGULS_NET_BOTS_H
#define MOGULS_NET_BOTS_H

#include <stdbool.h>
#include <stdint.h>

#include "core/game.h"

typedef struct NetBots NetBots;

/* A decision made: the table it was asked for, at which move, and the move. */
typedef struct NetBotMove {
    int64_t table;
    int move_count;
    bool ok; /* false: the bot found no move (never for a game in progress) */
    char move[MOVE_MAX];
} NetBotMove;

/* `threads` workers (at least one). NULL if they cannot be started. */
NetBots *net_bots_start(int threads);
/* Asks for a decision at `state` (copied: the caller keeps its own). */
void net_bots_ask(NetBots *bots, int64_t table, int move_count, const GameState *state,
                  BotLevel level, uint64_t seed);
/* Readable when decisions are waiting. */
int net_bots_fd(const NetBots *bots);
/* The next decision made, if any. */
bool net_bots_take(NetBots *bots, NetBotMove *out);
/* Stops the workers (a decision under way is cancelled) and frees everything. */
void net_bots_stop(NetBots *bots);

#endif
