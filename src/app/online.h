/* Play online (docs/network.md): the lobby's Play online screens (your tables, Host, Join), a
 * server run in the app for a table hosted here, and the board of a table played over the
 * network. What a table is and says lives in src/net (no SDL); these files only draw it. */
#ifndef MOGULS_APP_ONLINE_H
#define MOGULS_APP_ONLINE_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/match.h"
#include "net/protocol.h"
#include "ui/widgets.h"

struct App;

/* ---- online_list.c: your online tables, kept in <prefs>/online.txt ---- */

#define ONLINE_CODE_MAX 400 /* an invite code's text */
#define ONLINE_ADDRESS_MAX 80
#define ONLINE_LIST_MAX 100 /* the newest tables kept */
#define ONLINE_TO_MOVE_UNKNOWN (-2)

typedef struct OnlineEntry {
    char code[ONLINE_CODE_MAX]; /* your seat's invite code: opening the entry rejoins with it */
    char game[32];              /* the game's id */
    int seat;                   /* your seat */
    int players;
    char names[MAX_SEATS][SEAT_NAME_MAX];
    int to_move; /* when last seen: a seat, GAME_OVER (-1) or ONLINE_TO_MOVE_UNKNOWN */
    char listen[ONLINE_ADDRESS_MAX]; /* hosted here: where this computer's server listens; "" */
    /* hosted here: every human seat's code ("" for a bot's), the spectators' last; else "" */
    char invites[MAX_SEATS + 1][ONLINE_CODE_MAX];
    int64_t seen; /* when last seen (seconds since 1970) */
} OnlineEntry;

typedef struct OnlineList {
    OnlineEntry entries[ONLINE_LIST_MAX]; /* the most recently seen first */
    int count;
} OnlineList;

/* Reads the list (none yet: empty). A damaged file is set aside as online.txt.damaged and the
 * list starts empty: false with the reason. */
bool online_list_load(const char *pref_dir, OnlineList *out, char *err, size_t errlen);
/* Writes it atomically, readable by its owner only (the codes are the seats' keys). */
bool online_list_save(const char *pref_dir, const OnlineList *list, char *err, size_t errlen);
/* Puts the entry first, in place of the one with the same code. */
void online_list_put(OnlineList *list, const OnlineEntry *entry);
/* "Ben's turn", "Your turn", "Game over" or "" for what an entry last saw. */
void online_entry_turn(const OnlineEntry *e, char *out, size_t outlen);

/* ---- online_server.c: the server a host runs in the app, on a thread of its own ---- */

typedef struct OnlineServer OnlineServer;
/* Starts `moguls server` inside the app, listening on `address` ("0.0.0.0:7140"), its data in
 * <prefs>/server. NULL with the reason. */
OnlineServer *online_server_start(const char *pref_dir, const char *address, char *err,
                                  size_t errlen);
/* Whether it listens on `address` as typed (port 0: any port). */
bool online_server_listens_on(const OnlineServer *s, const char *address);
/* What it listens on, its port as taken ("0.0.0.0:7140"). */
const char *online_server_address(const OnlineServer *s);
/* Where this app reaches it (the loopback address when it listens on every address). */
void online_server_local(const OnlineServer *s, char *host, size_t hostlen, int *port);
const char *online_server_fingerprint(const OnlineServer *s);
/* Whether it stopped because its database could not be written. */
bool online_server_failed(const OnlineServer *s);
void online_server_stop(OnlineServer *s);

/* The code with its address put as friends reach it: a server listening on every address is
 * reached here by the loopback address, which means nothing elsewhere; it becomes this
 * computer's first address on its network (left as it is when there is none). */
void online_server_public_code(const OnlineServer *s, const char *code, char *out, size_t outlen);

/* ---- the screens' state (App.online) ---- */

typedef enum OnlinePage { ONLINE_HOME, ONLINE_HOST, ONLINE_CODES, ONLINE_JOIN } OnlinePage;

/* The field being typed into on these screens (the seats' names are the lobby's). */
typedef enum OnlineField {
    ONLINE_FIELD_NONE,
    ONLINE_FIELD_ADDRESS,
    ONLINE_FIELD_CODE,
    ONLINE_FIELD_NAME,
    ONLINE_FIELD_CHAT
} OnlineField;

struct NetTable;

typedef struct Online {
    OnlinePage page;
    OnlineList tables;
    OnlineField editing;
    UiTextEdit edit;
    char message[1400]; /* what went wrong on this page, "" */
    /* Host */
    char address[ONLINE_ADDRESS_MAX]; /* where the server listens, as typed */
    OnlineServer *server;             /* running here, or NULL */
    OnlineEntry hosted;               /* the table whose codes the Codes page shows */
    /* Join */
    char code[ONLINE_CODE_MAX];
    char name[SEAT_NAME_MAX];
    /* A table being joined (online_board.c): connecting off the main thread, its board opened
     * when the welcome came; entry is what to keep in the list. NULL when none. */
    struct NetTable *pending;
    OnlineEntry pending_entry;
    /* The table at the board (online_board.c) */
    struct NetTable *table;
    bool record_kept;  /* the finished game's record is in History */
    OnlineEntry entry; /* as kept in the list */
    unsigned long changes_seen;
    int turn_noticed; /* the move count at which your turn was last announced */
    int retries;      /* reconnections tried since the connection dropped */
    double retry_at;  /* when the next one is due (0: none) */
    bool gave_up;     /* the retries ran out: Try again */
    char chat[NET_CHAT_MAX + 1];
    SDL_Thread *watcher; /* wakes the app when the server sent something */
    SDL_atomic_t watch_fd, watch_stop, watch_pending;
} Online;

/* ---- online_scene.c: the screens ---- */

/* The lobby's Play online: the list of your tables, Host and Join. */
void online_open(struct App *app);
void online_draw(struct App *app);
/* Before drawing: follows a table being joined (its board opens when it is there). */
void online_update(struct App *app);
void online_event(struct App *app, const SDL_Event *e);
/* Escape: a page back. */
void online_escape(struct App *app);
/* The app closes: the table is left, the server stopped. */
void online_free(struct App *app);

#endif

/* ---- online_board.c: a table played over the network, on the game scene ---- */

/* Starts joining the invite's seat as `name` (online->pending: the connection is made off the
 * main thread); its board opens when the table's welcome came (online_board_follow_join).
 * entry says what to keep in the list (its code, and where this computer's server listens when
 * it is hosted here). False with the reason in online->message. */
bool online_board_join(struct App *app, const OnlineEntry *entry, const char *name);
/* Follows the table being joined, without waiting: opens its board when it is there, or says
 * why not in online->message. */
void online_board_follow_join(struct App *app);
/* Gives up the table being joined. */
void online_board_cancel_join(struct App *app);
/* Whether the game scene shows an online table (its match is the table's mirror). */
bool online_board_shown(const struct App *app);
/* Whether m is an online table's mirror (owned by the table, never freed by the scene). */
bool online_board_owns(const struct App *app, const Match *m);
/* Reads what the server sent, plays the moves that came on the board, reconnects a dropped
 * connection (game_update, first). */
void online_board_poll(struct App *app);
/* The board's move goes to the server; a refusal comes back as a toast. */
void online_board_move(struct App *app, const char *move);
/* Whether the player may act now (connected, the game started). */
bool online_board_can_act(const struct App *app);
/* Whether an online table is shown that waits for its players or its connection (the plate
 * above the board says which). */
bool online_board_waiting(const struct App *app);
/* Whether Undo may ask the table now (the others are asked to agree), and why not. */
bool online_board_undo_allowed(const struct App *app, char *why, size_t whylen);
/* Asks the other players to agree that your last decision is taken back. */
void online_board_undo(struct App *app);
/* The side column: the seats (here, away, a bot; whose turn) above the log, the chat under
 * it; shrinks *log to what is left for the log. */
void online_board_draw_side(struct App *app, SDL_Rect *log);
/* The height of the plate the board leaves room for above it ("Reconnecting...", the connection
 * lost, who the table waits for), 0 when there is none. */
int online_board_banner_height(const struct App *app);
/* That plate in `strip`, the room above the board (with Try again when the connection is lost);
 * a request to take back a move is asked over the board's top. */
void online_board_draw_banner(struct App *app, SDL_Rect strip, SDL_Rect board);
/* Keys and text for the chat box; true if used. */
bool online_board_event(struct App *app, const SDL_Event *e);
/* Leaves the table (it plays on at the server) and goes back to Play online. */
void online_board_leave(struct App *app);
/* The game scene closes: the connection with it (the match is the table's). */
void online_board_closed(struct App *app);
