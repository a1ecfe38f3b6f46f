/* A seat at a table of a network server, as the app plays it (docs/network.md): the connection,
 * and a local Match that mirrors what this seat may know, kept up to date from the server's
 * lines without ever blocking.
 *
 * The mirror: match->state is restored from the server's latest `snapshot` (the seat's view of
 * the true state, its unknowns filled in canonically by the server, so nothing drawn from it can
 * tell a secret); match->moves, match->mover and match->log come from the `event` lines (a move
 * this seat may not know, another seat's closed bid, is the empty string: views skip it);
 * match->seats from the `seat` lines. The match holds no seed of the game: it cannot be replayed
 * (match_state_after, match_play and undo are not for it); net_table_state_after gives the
 * states this client saw instead.
 *
 * No SDL here: the app draws a NetTable; the tests play one against a server. */
#ifndef MOGULS_NET_TABLE_CLIENT_H
#define MOGULS_NET_TABLE_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/match.h"
#include "net/protocol.h"

typedef enum NetSeatStatus {
    NET_SEAT_OPEN, /* nobody has joined the seat yet */
    NET_SEAT_HERE, /* its player is connected */
    NET_SEAT_AWAY, /* its player has been, and is not connected now */
    NET_SEAT_BOT   /* a bot of the server plays it */
} NetSeatStatus;

/* A chat message as the table heard it. */
typedef struct NetChatLine {
    int seat; /* the writer's seat, -1 for a spectator */
    char name[NET_NAME_MAX + 1];
    char text[NET_CHAT_MAX + 1];
} NetChatLine;

/* The chat lines kept: the newest ones. */
#define NET_TABLE_CHAT_KEEP 64

typedef struct NetTableConn NetTableConn; /* the connection: the client's own */

/* Read every field; change none (net_table_poll keeps them). */
typedef struct NetTable {
    /* The mirror (above). NULL until the server's first snapshot came (net_table_ready). */
    Match *match;
    int64_t table_id;
    int seat;    /* this client's seat, -1 for a spectator */
    int to_move; /* the seat to move now, GAME_OVER once the game is over (or before the first
                    snapshot) */
    NetSeatStatus status[MAX_SEATS];
    /* The legal moves when this seat is to move (else empty): as the server listed them. */
    MoveList legal;
    /* The last NET_TABLE_CHAT_KEEP messages, oldest first, and how many came in all. */
    NetChatLine chat[NET_TABLE_CHAT_KEEP];
    int chat_count;
    long chat_total;
    /* Once the game is over: the final scores and the winners (won[seat]). */
    bool over;
    int scores[MAX_SEATS];
    bool won[MAX_SEATS];
    /* The seat's view as the server last described it (the game's describe, one line of JSON),
     * "" before the first. */
    char *view;
    /* The last move this client sent that the server stored ("ok K"): K, else 0. */
    int acknowledged;
    /* The last refusal or failure, as a translated sentence of the player's ("It is Ben's
     * turn."), "" when none; a refusal of a move leaves the table as it was
     * (net_table_clear_error forgets it). */
    char error[300];
    /* The same technically, in English, for a log: the server's own reason or the network's
     * ("cannot connect to 10.0.0.2 port 7140: Connection refused"); may be "". */
    char detail[300];
    /* A request to take back moves while the players answer it: the asking seat (-1: none), the
     * moves it takes back, the seats asked (voter[seat]) and whether this client answered. */
    int undo_seat;
    int undo_moves;
    bool undo_voter[MAX_SEATS];
    bool undo_answered;
    /* What became of the last request, as a sentence for the player ("Ben refused: the moves
     * stay"), "" when nothing new (net_table_clear_notice forgets it). */
    char notice[300];
    /* When this client saw each seat go away (CLOCK_MONOTONIC milliseconds), 0: here. */
    long long away_since_ms[MAX_SEATS];
    /* False once the connection is gone (error says why): net_table_rejoin connects again. */
    bool connected;
    /* A connection is being made (on a thread of its own) and the welcome awaited: the caller
     * shows "Connecting..." and keeps calling net_table_poll, which never waits. It ends with
     * the welcome's snapshot (connected), or with a failure in error (not connected). */
    bool connecting;
    /* Once the game is over: its whole record, a save's text (match_read replays it), as the
     * server sends it after `over`; NULL before. */
    char *record;
    /* Goes up by one with every change above: a caller redraws when it moved. */
    unsigned long changes;
    NetTableConn *conn;
} NetTable;

/* A table hosted: its number and the invite code of each human seat and of the spectators. */
typedef struct NetHosted {
    int64_t table;
    int players;
    bool human[MAX_SEATS];       /* the seats with an invite (the others are bots) */
    NetInvite invite[MAX_SEATS]; /* human seats only */
    NetInvite spectator;
} NetHosted;

/* Hosts a new table at the server host:port (whose certificate has `fingerprint`): `seats` a
 * comma list of "human" and bot levels ("human,human,normal"), `options` the game's options as
 * "key=value" words separated by blanks ("" for the defaults). Waits at most timeout_ms. False
 * with the server's reason. */
bool net_table_host(const char *host, int port, const char *fingerprint, const char *game,
                    const char *seats, const char *options, int timeout_ms, NetHosted *out,
                    char *err, size_t errlen);

/* Connects to the server of the invite, pins its certificate, joins the invite's seat as
 * `name` (the seat's name on its first join; later joins keep the name) and waits at most
 * timeout_ms for the welcome: the table, its seats and the first snapshot. NULL with the reason
 * ("the server's certificate is not the one the invite code names", "no seat at that table has
 * this token", "this table plays a game this Moguls does not know"). */
NetTable *net_table_join(const NetInvite *invite, const char *name, int timeout_ms, char *err,
                         size_t errlen);
/* The same without waiting: the connection is made on a thread of its own (t->connecting);
 * net_table_poll follows it. Never NULL; a failure ends in t->error. */
NetTable *net_table_open(const NetInvite *invite, const char *name, int timeout_ms);
/* Whether the mirror is drawable: the table's game, its seats and a snapshot came. */
bool net_table_ready(const NetTable *t);
/* Reads every line the server has sent, without waiting, and keeps the mirror (while
 * connecting: takes the connection when it is made, and ends the attempt when it failed or
 * timed out). True when
 * anything changed (t->changes moved). A broken connection or a server's line that cannot be
 * read sets connected false and the reason in error. */
bool net_table_poll(NetTable *t);
/* The socket to wait on in a caller's poll loop (readable: call net_table_poll), or -1 when not
 * connected. */
int net_table_fd(const NetTable *t);
/* Sends a move of this seat in the game's notation. The server answers later: `ok` (the
 * snapshot and event follow) or a refusal in t->error. False (and why in t->error) when it
 * cannot be sent: not connected, not this seat's turn, a spectator. */
bool net_table_move(NetTable *t, const char *move);
/* Asks the others to agree that this seat takes back its last decision (and the bots' moves
 * after it). The server refuses what the fair-undo rule does not allow (t->error says why);
 * while the others answer, undo_seat is this seat; the end comes as `undone` (the mirror goes
 * back) or a refusal in t->notice. False with why in t->error when it cannot be sent. */
bool net_table_undo(NetTable *t);
/* Whether this seat may ask now as far as its mirror tells: it made the last human decision, the
 * game goes on and no request is being answered (the server checks the rest). */
bool net_table_may_undo(const NetTable *t);
/* This seat's answer to the request being answered (undo_voter[seat]). */
bool net_table_undo_answer(NetTable *t, bool agree);
/* The table's host: its first human seat (who may hand an away seat to a bot). */
int net_table_host_seat(const NetTable *t);
/* Whether this client, the host, may hand `seat` to a bot now: its player has been away for
 * NET_HAND_AFTER_S seconds as far as this client saw (the server checks its own clock). */
bool net_table_may_hand(const NetTable *t, int seat);
/* The seconds until net_table_may_hand(t, seat) holds, if nothing changes meanwhile (0: it holds
 * now), or -1 when waiting will not make it hold (not the host, the seat not away). */
double net_table_hand_in(const NetTable *t, int seat);
/* The host hands an away seat to a bot of `level` (its player takes it back by joining). */
bool net_table_seat_bot(NetTable *t, int seat, BotLevel level);
void net_table_clear_notice(NetTable *t);
/* Sends a chat message (at most NET_CHAT_MAX bytes, one line). False with why in t->error. */
bool net_table_chat(NetTable *t, const char *text);
/* Connects again (after a drop or a server restart) and joins the same seat, asking only for
 * the moves this client lacks: the mirror goes on from where it was, its log whole. False with
 * the reason in err (and t->error) when the server cannot be reached. */
bool net_table_rejoin(NetTable *t, int timeout_ms, char *err, size_t errlen);
/* The same without waiting, as net_table_open does: t->connecting until it ends. */
void net_table_start_rejoin(NetTable *t, int timeout_ms);
/* Gives up the connection being made (t->error says so); nothing when none is. The thread
 * making it ends by itself within its timeout. */
void net_table_cancel(NetTable *t);
/* The state this client saw after `count` moves (its snapshot then), or NULL when it was not
 * connected then. Owned by the table. */
const GameState *net_table_state_after(const NetTable *t, int count);
void net_table_clear_error(NetTable *t);
/* Says goodbye (when connected) and frees everything. NULL is fine. */
void net_table_close(NetTable *t);

#endif
