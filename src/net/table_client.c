/* A seat at a table of a network server, as the app plays it (table_client.h). */
#include "table_client.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/i18n.h"
#include "core/registry.h"
#include "core/snapshot.h"
#include "net/client.h"
#include "net/messages.h"

/* A connection being made on a thread of its own (TCP, TLS and the greeting take seconds
 * when the server is far or silent): the thread hands the client over when it is done. Whoever
 * of the thread and the table lets go of it last frees it. */
typedef struct ConnectJob {
    pthread_mutex_t lock;
    bool done, abandoned;
    NetInvite invite;
    char name[NET_NAME_MAX + 1];
    long since;
    int timeout_ms;
    NetClient *client; /* once done: the connection, or NULL */
    NetFailure failure;
    char detail[300];
} ConnectJob;

struct NetTableConn {
    NetClient *client;
    NetInvite invite;
    char name[NET_NAME_MAX + 1];
    GameState **after; /* after[k]: the state seen after k moves, or NULL */
    int after_cap;
    long snapshots; /* states read */
    ConnectJob *job;      /* the connection being made, or NULL */
    long long welcome_by; /* while connecting: when the welcome must have come (ms) */
    long welcome_after;   /* while connecting: the snapshots read before it */
};

static long long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* A sentence for the player (why) and its technical detail for the log (detail, may be ""). */
static void set_error_detail(NetTable *t, const char *why, const char *detail)
{
    snprintf(t->error, sizeof t->error, "%s", why);
    snprintf(t->detail, sizeof t->detail, "%s", detail);
    t->changes++;
}

static void set_error(NetTable *t, const char *why)
{
    set_error_detail(t, why, "");
}

/* The connection is gone (or never came): why says so, detail says it technically. */
static void drop_detail(NetTable *t, const char *why, const char *detail)
{
    net_client_close(t->conn->client);
    t->conn->client = NULL;
    t->connected = false;
    t->connecting = false;
    set_error_detail(t, why, detail);
}

static void drop(NetTable *t, const char *why)
{
    drop_detail(t, why, "");
}

/* ---- the player's words for what went wrong ---- */

static const char *failure_text(NetFailure failure)
{
    switch (failure) {
    case NET_FAIL_ADDRESS:
        return _("The address in the code cannot be found. Is the code whole?");
    case NET_FAIL_REFUSED:
        return _("Nothing answers at the address in the code. Is the host's Moguls running, and "
                 "the address right?");
    case NET_FAIL_TIMEOUT:
        return _("The server did not answer in time. Is the host's computer on and reachable "
                 "from here?");
    case NET_FAIL_CERTIFICATE:
        return _("The server is not the one this code was made for (its certificate does not "
                 "match): not connecting. Ask your friend for a new code.");
    case NET_FAIL_GREETING:
        return _("Something answers at that address, but it is not a Moguls server this "
                 "Moguls can talk to.");
    default:
        return _("A safe connection to the server could not be made.");
    }
}

/* A server's refusal (`error CODE REASON`) in the player's words. */
static const char *refusal_text(const NetTable *t, const char *code, const char *detail, char *buf,
                                size_t buflen)
{
    static const struct {
        const char *code, *text;
    } refusals[] = {
        {"version", N_("The server speaks another version of Moguls: update Moguls.")},
        {"syntax", N_("The server did not understand a request of this Moguls.")},
        {"binary", N_("The server did not understand a request of this Moguls.")},
        {"too-long", N_("That is too long to send.")},
        {"slow", N_("The connection was too slow for the server.")},
        {"rate", N_("Too many messages at once: wait a moment.")},
        {"token", N_("This code opens no seat at that table: it was changed, or the table is "
                     "gone.")},
        {"spectator", N_("A spectator does not play.")},
        {"waiting", N_("Not every player has joined yet: the game starts when all are here.")},
        {"illegal", N_("The rules do not allow that move.")},
        {"over", N_("The game is over.")},
        {"host", N_("The server cannot make this table.")},
        {"full", N_("The server has no room for another table.")},
        {"server", N_("The server could not store that: nothing was done. Try again.")},
        {"undo", N_("That move cannot be taken back now.")},
        {"seat", N_("That seat cannot be handed to a bot now.")},
    };
    if (!strcmp(code, "turn") && t && t->match && t->to_move >= 0 &&
        t->to_move < t->match->opts.players) {
        /* TRANSLATORS: %s is a player's name */
        snprintf(buf, buflen, _("It is %s's turn."), t->match->seats[t->to_move].name);
        return buf;
    }
    if (!strcmp(code, "turn"))
        return _("It is not your turn.");
    /* the fair-undo rule's own reason ("New tiles were drawn with your move"): the server
     * speaks English, the rules' sentences are in the catalogue */
    if (!strcmp(code, "undo") && detail[0])
        return _(detail);
    for (size_t i = 0; i < sizeof refusals / sizeof refusals[0]; i++)
        if (!strcmp(code, refusals[i].code))
            return _(refusals[i].text);
    return _("The server refused that.");
}

/* Why the server ended the connection (`bye REASON`) in the player's words. */
static const char *bye_text(const char *reason)
{
    if (strstr(reason, "another connection"))
        return _("Your seat was taken from another window or computer with the same code.");
    if (strstr(reason, "refused"))
        return _("The server ended the connection after too many refused requests.");
    if (strstr(reason, "slow"))
        return _("The connection was too slow for the server.");
    if (strstr(reason, "too long"))
        return _("The server ended the connection: a message was too long.");
    return _("The server ended the connection.");
}

/* The escaped text of a server's line into out; false (out "") when it holds a bad escape. */
static bool unescape(const char *text, char *out, size_t outlen)
{
    if (net_unescape(text, out, outlen))
        return true;
    out[0] = '\0';
    return false;
}

/* ---- the server's lines ---- */

/* Pins in opts the client's own file with the server's fingerprint (the one in use or the
 * built-in one), so the mirror's game holds what the server's holds; false with a message for
 * the player when it has none. A table line without one (an older server) keeps the one in use. */
static bool pick_resource(const GameRules *rules, GameOptions *opts, const char *fingerprint,
                          char *err, size_t errlen)
{
    const GameResource *res = rules->resource;
    if (!res || !fingerprint)
        return true;
    char why[300];
    const void *builtin = res->builtin(why, sizeof why);
    const void *handles[2] = {opts->resource, builtin};
    for (int i = 0; i < 2; i++) {
        char mine[64];
        if (!handles[i])
            continue;
        net_resource_fingerprint_of(res, handles[i], mine, sizeof mine);
        if (!strcmp(mine, fingerprint)) {
            opts->resource = handles[i];
            return true;
        }
    }
    /* TRANSLATORS: %s is the file, as Settings names it: "BuyWord word list" */
    snprintf(err, errlen,
             _("This table plays with another %s than this Moguls has: set the same one as the "
               "host in Settings, or the built-in one on both sides."),
             _(res->label));
    return false;
}

static bool on_table(NetTable *t, char *rest)
{
    if (t->match)
        return true; /* a rejoin: the same table */
    char *saved;
    char *game = strtok_r(rest, " ", &saved);
    const GameRules *rules = game ? registry_find(game) : NULL;
    if (!rules)
        return drop_detail(t,
                           _("That table plays a game this Moguls does not have: update Moguls."),
                           game ? game : ""),
               false;
    const char *words[MAX_OPTIONS + 1], *fingerprint = NULL;
    int count = 0;
    for (char *word; count < MAX_OPTIONS + 1 && (word = strtok_r(NULL, " ", &saved));)
        if (!strncmp(word, "resource=", 9))
            fingerprint = word + 9; /* the server's file: the client must play with the same */
        else
            words[count++] = word;
    GameOptions opts;
    char err[sizeof t->error]; /* what is told goes to t->error */
    if (!options_parse(rules, count, words, &opts, err, sizeof err) ||
        !match_prepare(rules, &opts, err, sizeof err))
        return drop_detail(t, _("This Moguls cannot set up that table's game: update Moguls."),
                           err),
               false;
    if (!pick_resource(rules, &opts, fingerprint, err, sizeof err))
        return drop(t, err), false;
    t->match = match_new(rules, &opts, 0, NULL);
    return true;
}

static bool on_seat(NetTable *t, const char *rest)
{
    int seat, used = 0;
    char kind[16], status[16], name[4 * NET_NAME_MAX + 1];
    if (sscanf(rest, "%d %15s %15s %n", &seat, kind, status, &used) != 3 || !t->match || seat < 0 ||
        seat >= t->match->opts.players)
        return false;
    static const char *const statuses[] = {"open", "here", "away", "bot"};
    int found = -1;
    for (int i = 0; i < 4; i++)
        if (!strcmp(status, statuses[i]))
            found = i;
    int level = bot_level_parse(kind);
    if (found < 0 || (level < 0 && strcmp(kind, "human")))
        return false;
    Seat *s = &t->match->seats[seat];
    s->bot = level >= 0;
    s->level = level >= 0 ? (BotLevel)level : BOT_NORMAL;
    s->colour = seat;
    unescape(rest + used, name, sizeof name);
    seat_set_name(s, name);
    if (found != NET_SEAT_AWAY)
        t->away_since_ms[seat] = 0;
    else if (t->status[seat] != NET_SEAT_AWAY || !t->away_since_ms[seat])
        t->away_since_ms[seat] = now_ms();
    t->status[seat] = (NetSeatStatus)found;
    return true;
}

/* "undo-ask SEAT N VOTERS": SEAT asks to take back N moves; VOTERS are asked. */
static bool on_undo_ask(NetTable *t, const char *rest)
{
    int seat, moves, used = 0;
    if (sscanf(rest, "%d %d %n", &seat, &moves, &used) != 2 || !t->match || seat < 0 ||
        seat >= t->match->opts.players || moves < 1)
        return false;
    memset(t->undo_voter, 0, sizeof t->undo_voter);
    for (const char *p = rest + used; *p;) {
        char *end;
        long voter = strtol(p, &end, 10);
        if (end == p || voter < 0 || voter >= t->match->opts.players)
            return false;
        t->undo_voter[voter] = true;
        p = *end == ',' ? end + 1 : end;
        if (*end && *end != ',')
            return false;
    }
    t->undo_seat = seat;
    t->undo_moves = moves;
    t->undo_answered = false;
    return true;
}

/* "undo-refused WHY SEAT": the request came to nothing; t->notice says why. */
static bool on_undo_refused(NetTable *t, const char *rest)
{
    char why[16];
    int seat;
    if (!t->match || sscanf(rest, "%15s %d", why, &seat) != 2 || seat < 0 ||
        seat >= t->match->opts.players)
        return false;
    const char *name = t->match->seats[seat].name;
    if (!strcmp(why, "no"))
        snprintf(t->notice, sizeof t->notice, _("%s refused: the moves stay as they are"), name);
    else if (!strcmp(why, "timeout"))
        snprintf(t->notice, sizeof t->notice, "%s",
                 _("Not everyone agreed in time: the moves stay as they are"));
    else if (!strcmp(why, "moved"))
        snprintf(t->notice, sizeof t->notice, _("%s moved meanwhile: the moves stay as they are"),
                 name);
    else if (!strcmp(why, "left"))
        snprintf(t->notice, sizeof t->notice, _("%s left the table: the moves stay as they are"),
                 name);
    else
        snprintf(t->notice, sizeof t->notice, "%s",
                 _("The server could not take the moves back: they stay as they are"));
    t->undo_seat = -1;
    return true;
}

/* "undone K": the table went back to K moves; the mirror forgets the moves after them (the
 * state after K follows). */
static bool on_undone(NetTable *t, const char *rest)
{
    char *end;
    long keep = strtol(rest, &end, 10);
    if (!t->match || end == rest || *end || keep < 0)
        return false;
    if (t->undo_seat >= 0)
        snprintf(t->notice, sizeof t->notice, _("%s took back their last move"),
                 t->match->seats[t->undo_seat].name);
    t->undo_seat = -1;
    match_forget_after(t->match, (int)keep);
    for (int k = (int)keep + 1; k < t->conn->after_cap; k++) {
        game_free(t->conn->after[k]); /* states of moves no longer played */
        t->conn->after[k] = NULL;
    }
    return true;
}

static bool on_event(NetTable *t, const char *rest)
{
    int number, mover, used = 0;
    if (sscanf(rest, "%d %d%n", &number, &mover, &used) != 2 || rest[used] != ' ' || !t->match ||
        mover < 0 || mover >= t->match->opts.players)
        return false;
    used++; /* the move's text follows the space: "" for a secret */
    if (number <= t->match->move_count)
        return true; /* told again on a rejoin */
    const char *tab = strchr(rest + used, '\t');
    if (number != t->match->move_count + 1 || !tab)
        return false;
    char move[4 * MOVE_MAX], *log = malloc(strlen(tab) + 1);
    if (!log)
        abort();
    snprintf(move, sizeof move, "%.*s", (int)(tab - rest - used), rest + used);
    char text[MOVE_MAX];
    bool ok = unescape(move, text, sizeof text) && unescape(tab + 1, log, strlen(tab) + 1);
    if (ok) /* nothing of it may be taken back here: the server keeps the game */
        match_record(t->match, text, mover, (Reveal){REVEAL_HIDDEN, NULL, NULL}, log);
    free(log);
    return ok;
}

static void keep_state(NetTable *t, int moves)
{
    NetTableConn *c = t->conn;
    if (moves >= c->after_cap) {
        int cap = c->after_cap ? c->after_cap : 64;
        while (cap <= moves)
            cap *= 2;
        GameState **bigger = realloc(c->after, (size_t)cap * sizeof *bigger);
        if (!bigger)
            abort();
        memset(bigger + c->after_cap, 0, (size_t)(cap - c->after_cap) * sizeof *bigger);
        c->after = bigger;
        c->after_cap = cap;
    }
    game_free(c->after[moves]);
    c->after[moves] = game_clone(t->match->state);
}

static bool on_state(NetTable *t, const char *rest)
{
    int used = 0;
    if (sscanf(rest, "%*d %d %n", &t->to_move, &used) != 1)
        return false;
    movelist_clear(&t->legal); /* the seat to move gets its moves next */
    free(t->view);
    t->view = text_copy(rest + used);
    return true;
}

static bool on_snapshot(NetTable *t, const char *rest)
{
    int moves, to_move, used = 0;
    if (sscanf(rest, "%d %d %n", &moves, &to_move, &used) != 2 || !t->match ||
        moves != t->match->move_count)
        return false;
    char err[300];
    if (!state_decode(t->match->state, rest + used, err, sizeof err)) {
        drop_detail(t, _("The server sent a game state this Moguls cannot read: update Moguls."),
                    err);
        return true;
    }
    t->to_move = game_to_move(t->match->state);
    keep_state(t, moves);
    t->conn->snapshots++;
    return true;
}

static void on_legal(NetTable *t, char *rest)
{
    movelist_clear(&t->legal);
    char *saved;
    for (char *move = strtok_r(rest, "\t", &saved); move; move = strtok_r(NULL, "\t", &saved))
        movelist_add(&t->legal, move);
}

static bool on_over(NetTable *t, const char *rest)
{
    char scores[200], winners[100];
    if (!t->match || sscanf(rest, "%199s %99s", scores, winners) != 2)
        return false;
    int n = 0;
    for (char *p = scores, *end; n < t->match->opts.players; p = end + 1) {
        t->scores[n++] = (int)strtol(p, &end, 10);
        if (*end != ',')
            break;
    }
    memset(t->won, 0, sizeof t->won);
    for (char *p = winners, *end; *p && *p != '-'; p = end + 1) {
        long seat = strtol(p, &end, 10);
        if (seat >= 0 && seat < MAX_SEATS)
            t->won[seat] = true;
        if (*end != ',')
            break;
    }
    t->over = true;
    return true;
}

static bool on_chat(NetTable *t, const char *rest)
{
    NetChatLine line = {.seat = -1};
    int used = 0;
    if (strncmp(rest, "spectator ", 10) == 0)
        used = 10;
    else if (sscanf(rest, "%d %n", &line.seat, &used) != 1)
        return false;
    const char *tab = strchr(rest + used, '\t');
    if (!tab)
        return false;
    char name[4 * NET_NAME_MAX + 1];
    snprintf(name, sizeof name, "%.*s", (int)(tab - rest - used), rest + used);
    unescape(name, line.name, sizeof line.name);
    unescape(tab + 1, line.text, sizeof line.text);
    if (t->chat_count == NET_TABLE_CHAT_KEEP)
        memmove(t->chat, t->chat + 1, sizeof t->chat - sizeof t->chat[0]);
    else
        t->chat_count++;
    t->chat[t->chat_count - 1] = line;
    t->chat_total++;
    return true;
}

/* The finished game's whole record (a save), sent after `over`. */
static bool on_record(NetTable *t, const char *rest)
{
    size_t size = strlen(rest) + 1;
    char *text = malloc(size);
    if (!text)
        abort();
    if (!t->over || !unescape(rest, text, size)) {
        free(text);
        return false;
    }
    free(t->record);
    t->record = text;
    return true;
}

/* One line from the server. False when it is not a line the protocol has. */
static bool on_line(NetTable *t, char *line)
{
    char *rest = strchr(line, ' ');
    rest = rest ? (*rest = '\0', rest + 1) : line + strlen(line);
    if (!strcmp(line, "joined")) {
        long long id;
        char seat[16];
        if (sscanf(rest, "%lld %15s", &id, seat) != 2)
            return false;
        t->table_id = id;
        t->seat = strcmp(seat, "spectator") ? atoi(seat) : -1;
        t->chat_count = 0; /* the welcome tells the chat as the table keeps it */
        return true;
    }
    if (!strcmp(line, "table"))
        return on_table(t, rest);
    if (!strcmp(line, "seat"))
        return on_seat(t, rest);
    if (!strcmp(line, "event"))
        return on_event(t, rest);
    if (!strcmp(line, "state"))
        return on_state(t, rest);
    if (!strcmp(line, "snapshot"))
        return on_snapshot(t, rest);
    if (!strcmp(line, "legal"))
        return on_legal(t, rest), true;
    if (!strcmp(line, "over"))
        return on_over(t, rest);
    if (!strcmp(line, "ok"))
        return (t->acknowledged = atoi(rest)), true;
    if (!strcmp(line, "chat"))
        return on_chat(t, rest);
    if (!strcmp(line, "undo-ask"))
        return on_undo_ask(t, rest);
    if (!strcmp(line, "undo-refused"))
        return on_undo_refused(t, rest);
    if (!strcmp(line, "undone"))
        return on_undone(t, rest);
    if (!strcmp(line, "error")) {
        char *reason = strchr(rest, ' ');
        if (reason)
            *reason++ = '\0';
        char detail[sizeof t->detail], buf[sizeof t->error];
        unescape(reason ? reason : "", detail, sizeof detail);
        set_error_detail(t, refusal_text(t, rest, detail, buf, sizeof buf), detail);
        return true;
    }
    if (!strcmp(line, "bye"))
        return drop_detail(t, bye_text(rest), rest), true;
    if (!strcmp(line, "record"))
        return on_record(t, rest);
    return !strcmp(line, "pong");
}

/* Reads the server's lines for at most wait_ms (0: those already there). */
static bool read_lines(NetTable *t, int wait_ms)
{
    unsigned long before = t->changes;
    long long deadline = now_ms() + wait_ms;
    while (t->connected) {
        long long left = deadline - now_ms();
        const char *got;
        int r = net_client_read_line(t->conn->client, left > 0 ? (int)left : 0, &got);
        if (r == 0)
            break;
        if (r < 0) {
            drop(t, _("The connection to the server was lost"));
            break;
        }
        char *line = text_copy(got);
        bool understood = on_line(t, line);
        free(line);
        t->changes++;
        if (!understood && t->connected) {
            char detail[100];
            snprintf(detail, sizeof detail, "not understood: %.60s", got);
            drop_detail(t,
                        _("The server sent a message this Moguls does not understand: update "
                          "Moguls."),
                        detail);
        }
    }
    return t->changes != before;
}

/* ---- connecting, off the caller's thread ---- */

static void job_free(ConnectJob *job)
{
    net_client_close(job->client);
    pthread_mutex_destroy(&job->lock);
    free(job);
}

static void *connect_thread(void *data)
{
    ConnectJob *job = data;
    NetFailure failure;
    char detail[sizeof job->detail];
    NetClient *client = net_client_join_why(&job->invite, job->name, job->since, job->timeout_ms,
                                            &failure, detail, sizeof detail);
    pthread_mutex_lock(&job->lock);
    job->client = client;
    job->failure = failure;
    snprintf(job->detail, sizeof job->detail, "%s", detail);
    job->done = true;
    bool abandoned = job->abandoned;
    pthread_mutex_unlock(&job->lock);
    if (abandoned)
        job_free(job);
    return NULL;
}

/* Lets go of the connection being made: the thread ends by itself, bounded by its timeout. */
static void abandon_job(NetTableConn *c)
{
    ConnectJob *job = c->job;
    if (!job)
        return;
    c->job = NULL;
    pthread_mutex_lock(&job->lock);
    bool done = job->done;
    job->abandoned = true;
    pthread_mutex_unlock(&job->lock);
    if (done)
        job_free(job);
}

/* Starts connecting to the conn's seat, asking for the moves after those the mirror has. */
static void start_connecting(NetTable *t, int timeout_ms)
{
    NetTableConn *c = t->conn;
    abandon_job(c);
    if (t->connected) {
        net_client_close(c->client);
        c->client = NULL;
        t->connected = false;
    }
    ConnectJob *job = calloc(1, sizeof *job);
    if (!job)
        abort();
    pthread_mutex_init(&job->lock, NULL);
    job->invite = c->invite;
    snprintf(job->name, sizeof job->name, "%s", c->name);
    job->since = t->match ? t->match->move_count : 0;
    job->timeout_ms = timeout_ms;
    c->welcome_by = now_ms() + timeout_ms;
    c->welcome_after = c->snapshots;
    t->connecting = true;
    t->error[0] = t->detail[0] = '\0';
    t->undo_seat = -1; /* a request still being answered is told again */
    t->changes++;
    pthread_t thread;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    bool started = pthread_create(&thread, &attr, connect_thread, job) == 0;
    pthread_attr_destroy(&attr);
    if (!started) {
        job_free(job);
        drop_detail(t, failure_text(NET_FAIL_TLS), "cannot start a thread");
        return;
    }
    c->job = job;
}

/* While connecting: takes the connection when the thread made it, ends the attempt when it
 * failed or the welcome is late, and ends it well when the welcome's snapshot came. */
static void follow_connecting(NetTable *t)
{
    NetTableConn *c = t->conn;
    if (c->job) {
        ConnectJob *job = c->job;
        pthread_mutex_lock(&job->lock);
        bool done = job->done;
        pthread_mutex_unlock(&job->lock);
        if (!done)
            return;
        c->job = NULL;
        c->client = job->client;
        job->client = NULL;
        if (!c->client) {
            drop_detail(t, failure_text(job->failure), job->detail);
            job_free(job);
            return;
        }
        job_free(job);
        t->connected = true;
        t->changes++;
    }
    if (!t->connected)
        return;
    read_lines(t, 0);
    if (t->connected && t->error[0]) { /* refused: "no seat at that table has this token" */
        char why[sizeof t->error], detail[sizeof t->detail];
        snprintf(why, sizeof why, "%s", t->error);
        snprintf(detail, sizeof detail, "%s", t->detail);
        drop_detail(t, why, detail);
    } else if (c->snapshots > c->welcome_after) {
        t->connecting = false; /* the welcome ends with the state after the moves it told */
        t->changes++;
    } else if (t->connected && now_ms() >= c->welcome_by)
        drop_detail(t, failure_text(NET_FAIL_TIMEOUT), "no welcome in time");
}

/* Waits, bounded, until connecting ended: the blocking calls below. */
static bool finish_connecting(NetTable *t, char *err, size_t errlen)
{
    while (t->connecting) {
        if (t->connected)
            read_lines(t, 20);
        else
            nanosleep(&(struct timespec){0, 5 * 1000 * 1000}, NULL);
        follow_connecting(t);
    }
    if (t->connected)
        return true;
    snprintf(err, errlen, "%s", t->error);
    return false;
}

NetTable *net_table_open(const NetInvite *invite, const char *name, int timeout_ms)
{
    NetTable *t = calloc(1, sizeof *t);
    if (!t || !(t->conn = calloc(1, sizeof *t->conn)))
        abort();
    t->conn->invite = *invite;
    snprintf(t->conn->name, sizeof t->conn->name, "%s", name);
    t->to_move = GAME_OVER;
    t->undo_seat = -1;
    t->view = text_copy("");
    start_connecting(t, timeout_ms);
    return t;
}

NetTable *net_table_join(const NetInvite *invite, const char *name, int timeout_ms, char *err,
                         size_t errlen)
{
    NetTable *t = net_table_open(invite, name, timeout_ms);
    if (!finish_connecting(t, err, errlen)) {
        net_table_close(t);
        return NULL;
    }
    return t;
}

bool net_table_ready(const NetTable *t)
{
    return t->match && t->match->move_count < t->conn->after_cap &&
           t->conn->after[t->match->move_count];
}

bool net_table_poll(NetTable *t)
{
    unsigned long before = t->changes;
    if (t->connecting)
        follow_connecting(t);
    else
        read_lines(t, 0);
    return t->changes != before;
}

int net_table_fd(const NetTable *t)
{
    return t->connected ? net_client_fd(t->conn->client) : -1;
}

/* Sends a request line; false with why when it cannot go. */
static bool send_request(NetTable *t, const char *verb, const char *text)
{
    if (!t->connected)
        return set_error(t, _("Not connected to the server")), false;
    if (strchr(text, '\n') || strchr(text, '\r'))
        return set_error(t, _("A message is one line")), false;
    StrBuf line = STRBUF_INIT;
    sb_addf(&line, "%s %s", verb, text);
    bool sent = line.len < NET_LINE_MAX && net_client_send(t->conn->client, sb_str(&line));
    if (line.len >= NET_LINE_MAX)
        set_error(t, _("That is too long to send"));
    else if (!sent)
        drop(t, _("The connection to the server was lost"));
    sb_free(&line);
    return sent;
}

bool net_table_move(NetTable *t, const char *move)
{
    if (t->seat < 0)
        return set_error(t, _("A spectator does not play")), false;
    if (!net_table_ready(t) || t->to_move != t->seat)
        return set_error(t, _("It is not your turn")), false;
    return send_request(t, "move", move);
}

bool net_table_undo(NetTable *t)
{
    if (t->seat < 0)
        return set_error(t, _("A spectator does not play")), false;
    return send_request(t, "undo", "");
}

/* The last move a human made (a handed seat counts as its player's), -1 none. */
static int last_human_move(const NetTable *t)
{
    const Match *m = t->match;
    for (int i = m->move_count - 1; i >= 0; i--)
        if (!m->seats[m->mover[i]].bot)
            return i;
    return -1;
}

bool net_table_may_undo(const NetTable *t)
{
    if (t->seat < 0 || !t->connected || !net_table_ready(t) || t->over || t->undo_seat >= 0)
        return false;
    int last = last_human_move(t);
    return last >= 0 && t->match->mover[last] == t->seat;
}

bool net_table_undo_answer(NetTable *t, bool agree)
{
    if (t->seat < 0 || t->undo_seat < 0 || !t->undo_voter[t->seat])
        return set_error(t, _("Nobody asks you to agree to anything now")), false;
    bool sent = send_request(t, "undo", agree ? "yes" : "no");
    t->undo_answered = sent;
    return sent;
}

int net_table_host_seat(const NetTable *t)
{
    for (int s = 0; t->match && s < t->match->opts.players; s++)
        if (!t->match->seats[s].bot)
            return s;
    return -1;
}

double net_table_hand_in(const NetTable *t, int seat)
{
    if (!t->connected || t->over || t->seat < 0 || t->seat != net_table_host_seat(t) || seat < 0 ||
        seat >= t->match->opts.players || t->status[seat] != NET_SEAT_AWAY ||
        !t->away_since_ms[seat])
        return -1;
    long long left = NET_HAND_AFTER_S * 1000LL - (now_ms() - t->away_since_ms[seat]);
    return left > 0 ? left / 1000.0 : 0;
}

bool net_table_may_hand(const NetTable *t, int seat)
{
    return net_table_hand_in(t, seat) == 0;
}

bool net_table_seat_bot(NetTable *t, int seat, BotLevel level)
{
    char words[40];
    snprintf(words, sizeof words, "%d %s", seat, bot_level_name(level));
    return send_request(t, "seat-bot", words);
}

void net_table_clear_notice(NetTable *t)
{
    if (t->notice[0])
        t->changes++;
    t->notice[0] = '\0';
}

bool net_table_chat(NetTable *t, const char *text)
{
    if (strlen(text) > NET_CHAT_MAX)
        return set_error(t, _("A chat message is at most 200 bytes")), false;
    return send_request(t, "chat", text);
}

void net_table_start_rejoin(NetTable *t, int timeout_ms)
{
    start_connecting(t, timeout_ms);
}

void net_table_cancel(NetTable *t)
{
    if (!t->connecting)
        return;
    abandon_job(t->conn);
    drop(t, _("Connecting was cancelled."));
}

bool net_table_rejoin(NetTable *t, int timeout_ms, char *err, size_t errlen)
{
    start_connecting(t, timeout_ms);
    bool ok = finish_connecting(t, err, errlen);
    t->changes++;
    return ok;
}

const GameState *net_table_state_after(const NetTable *t, int count)
{
    return count >= 0 && count < t->conn->after_cap ? t->conn->after[count] : NULL;
}

void net_table_clear_error(NetTable *t)
{
    if (t->error[0])
        t->changes++;
    t->error[0] = '\0';
}

void net_table_close(NetTable *t)
{
    if (!t)
        return;
    abandon_job(t->conn);
    if (t->connected) {
        net_client_send(t->conn->client, "quit");
        net_client_close(t->conn->client);
    }
    free(t->record);
    for (int i = 0; i < t->conn->after_cap; i++)
        game_free(t->conn->after[i]);
    free(t->conn->after);
    free(t->conn);
    movelist_free(&t->legal);
    free(t->view);
    match_free(t->match);
    free(t);
}

/* ---- hosting ---- */

bool net_table_host(const char *host, int port, const char *fingerprint, const char *game,
                    const char *seats, const char *options, int timeout_ms, NetHosted *out,
                    char *err, size_t errlen)
{
    memset(out, 0, sizeof *out);
    /* the answer: hosted, the spectators' invite, then one for each human seat */
    int humans = 0, invites = 0;
    out->players = 1;
    for (const char *c = seats; *c; c++)
        out->players += *c == ',';
    for (const char *c = seats; c; c = strchr(c, ',') ? strchr(c, ',') + 1 : NULL)
        humans += !strncmp(c, "human", 5) && (c[5] == ',' || !c[5]); /* not a bot named so */
    NetFailure failure;
    NetClient *client =
        net_client_connect_why(host, port, fingerprint, timeout_ms, &failure, err, errlen);
    if (!client) {
        fprintf(stderr, "moguls: hosting: %s\n", err); /* the detail, for a log */
        snprintf(err, errlen, "%s", failure_text(failure));
        return false;
    }
    StrBuf request = STRBUF_INIT;
    sb_addf(&request, "host %s %s%s%s", game, seats, options[0] ? " " : "", options);
    bool ok = net_client_send(client, sb_str(&request));
    sb_free(&request);
    bool done = false;
    long long deadline = now_ms() + timeout_ms;
    snprintf(err, errlen, "%s", failure_text(NET_FAIL_TIMEOUT));
    while (ok && !done) {
        long long left = deadline - now_ms();
        const char *line;
        if (left <= 0 || net_client_read_line(client, (int)left, &line) <= 0)
            break;
        long long id;
        int seat, used = 0;
        char why[300], code[32];
        if (sscanf(line, "hosted %lld", &id) == 1) {
            out->table = id;
        } else if (strncmp(line, "invite spectator ", 17) == 0) {
            ok = net_invite_parse(line + 17, &out->spectator, err, errlen);
            invites++;
        } else if (sscanf(line, "invite %d %n", &seat, &used) == 1 && seat >= 0 &&
                   seat < MAX_SEATS) {
            ok = net_invite_parse(line + used, &out->invite[seat], err, errlen);
            out->human[seat] = true;
            invites++;
        } else if (sscanf(line, "error %31s", code) == 1) {
            fprintf(stderr, "moguls: hosting: %s\n", line);
            snprintf(err, errlen, "%s", refusal_text(NULL, code, "", why, sizeof why));
            ok = false;
        }
        done = invites == humans + 1;
    }
    net_client_send(client, "quit");
    net_client_close(client);
    return ok && done;
}
