/* The network server (server.h). */
#define _GNU_SOURCE /* accept4 */
#include "server.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <openssl/err.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "core/match.h"
#include "core/registry.h"
#include "net/bots.h"
#include "net/messages.h"
#include "net/protocol.h"
#include "net/store.h"
#include "net/tls.h"

#define OUT_MAX (1024 * 1024)   /* output a client has not read: more, and it is dropped */
#define READ_BUDGET (64 * 1024) /* bytes read from one connection per round */
#define LINES_BURST 40.0        /* requests a client may send at once ... */
#define LINES_PER_S 20.0        /* ... and in a second, on average */
#define CHAT_BURST 5.0
#define CHAT_PER_S 0.5
#define ERRORS_MAX 10 /* refused requests before a connection is dropped */
#define HOSTED_MAX 16 /* tables one connection may host */

/* A seat's request to take back its last decision, while the other players answer. */
typedef struct UndoAsk {
    int seat;              /* the asking seat, -1: none */
    int keep;              /* the moves kept if it is agreed */
    double deadline;       /* refused when not agreed by then */
    bool voter[MAX_SEATS]; /* the seats asked: the other connected players */
    bool agreed[MAX_SEATS];
} UndoAsk;

typedef struct Table {
    int64_t id;
    Match *match;
    NetStoredSeats seats;   /* with the seats handed to bots and how far undos took it back */
    bool started;           /* every human seat has been joined once (named): the game plays */
    int present[MAX_SEATS]; /* connections joined to each seat (0 or 1) */
    double away_since[MAX_SEATS];
    bool returning[MAX_SEATS]; /* a handed seat's player is back: given back after the bot's
                                  decision under way */
    bool thinking;          /* a bot's decision is asked for (bots.h) */
    bool stale_decision;    /* the decision under way was asked before an undo: dropped */
    UndoAsk undo;
    bool *secret;           /* per move: a secret choice, whose text only its mover is told */
    int secret_cap;
} Table;

typedef struct Conn {
    int fd;
    SSL *ssl;
    bool handshaken, greeted, closing;
    bool want_more;  /* stopped reading with bytes left: read again next round */
    bool want_write; /* TLS waits to write: poll for it */
    Table *table;    /* NULL until joined */
    int seat;        /* -1: a spectator */
    int hosted;
    char name[NET_NAME_MAX + 1];
    char in[NET_LINE_MAX];
    size_t in_len;
    double line_started, opened;
    StrBuf out;
    size_t out_sent;
    double lines, chats, refilled; /* rate buckets */
    int errors;
} Conn;

struct NetServer {
    NetServerConfig config;
    int listen_fd, port;
    SSL_CTX *tls;
    char fingerprint[NET_FINGERPRINT_HEX + 1];
    NetStore *store;
    NetBots *bots;
    Table **tables;
    int table_count, table_cap;
    Conn **conns;
    int conn_count, conn_cap;
    struct pollfd *polls;
    int poll_cap;
    int undos; /* tables where an undo is being answered */
};

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void *grow(void *items, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return items;
    int cap2 = *cap ? *cap * 2 : 16;
    while (cap2 < need)
        cap2 *= 2;
    void *bigger = realloc(items, (size_t)cap2 * size);
    if (!bigger)
        abort();
    *cap = cap2;
    return bigger;
}

/* ---- tables ---- */

static Table *find_table(NetServer *server, int64_t id)
{
    /* ids grow with the array: a binary search */
    int lo = 0, hi = server->table_count - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (server->tables[mid]->id == id)
            return server->tables[mid];
        if (server->tables[mid]->id < id)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return NULL;
}

static bool all_named(const Table *t)
{
    for (int s = 0; s < t->match->opts.players; s++)
        if (!t->match->seats[s].bot && !t->seats.name[s][0])
            return false;
    return true;
}

static void add_table(NetServer *server, Table *t)
{
    server->tables =
        grow(server->tables, &server->table_cap, server->table_count + 1, sizeof *server->tables);
    server->tables[server->table_count++] = t;
    t->started = all_named(t);
    t->undo.seat = -1;
    for (int s = 0; s < MAX_SEATS; s++)
        t->away_since[s] = now_s(); /* away, if at all, since the server started */
}

/* Whether a bot plays the seat now: a bot's seat, or a player's the host handed to a bot. */
static bool bot_plays(const Table *t, int seat)
{
    return t->match->seats[seat].bot || t->seats.handed[seat];
}

/* The table's host: its first human seat. */
static int host_seat(const Table *t)
{
    for (int s = 0; s < t->match->opts.players; s++)
        if (!t->match->seats[s].bot)
            return s;
    return -1;
}

/* Plays a move of the seat to move at t, noting whether it is a secret choice
 * (GameRules.secret_move). False, nothing played, with the rules' reason. */
static bool play_move(Table *t, const char *move, char *why, size_t whylen)
{
    Match *m = t->match;
    bool secret = m->rules->secret_move && m->rules->secret_move(m->state, move);
    if (!match_play(m, move, why, whylen))
        return false;
    t->secret = grow(t->secret, &t->secret_cap, m->move_count, sizeof *t->secret);
    t->secret[m->move_count - 1] = secret;
    return true;
}

/* Which of a resumed table's moves are secret choices: its moves replayed once. */
static void note_secrets(Table *t)
{
    const Match *m = t->match;
    t->secret = grow(t->secret, &t->secret_cap, m->move_count, sizeof *t->secret);
    GameState *state = match_state_after(m, 0);
    for (int i = 0; i < m->move_count; i++) {
        t->secret[i] = m->rules->secret_move && m->rules->secret_move(state, m->moves[i]);
        state->rules->apply(state, m->moves[i], NULL, 0);
    }
    game_free(state);
}

/* Move i's event as viewer is told it: its text only where viewer may know it. */
static void add_event(const Table *t, int i, int viewer, StrBuf *out)
{
    const Match *m = t->match;
    bool shown = viewer == m->mover[i] || !t->secret[i];
    net_msg_event(i + 1, m->mover[i], shown ? m->moves[i] : "", m->log[i], out);
}

/* A stored table read back: its save replayed, its seats' names as the players gave them. */
static void resume_table(void *ctx, int64_t id, const char *journal, const NetStoredSeats *seats)
{
    NetServer *server = ctx;
    char err[300];
    Match *m = match_read(journal, err, sizeof err);
    if (!m) {
        fprintf(stderr, "moguls server: table %lld cannot be resumed: %s\n", (long long)id, err);
        return;
    }
    Table *t = calloc(1, sizeof *t);
    if (!t)
        abort();
    t->id = id;
    t->match = m;
    t->seats = *seats;
    note_secrets(t);
    add_table(server, t);
}

/* ---- connections: output ---- */

static void send_text(Conn *c, const char *text)
{
    sb_add(&c->out, text);
}

static void send_error(Conn *c, const char *code, const char *why)
{
    char escaped[600];
    net_escape(why, escaped, sizeof escaped);
    sb_addf(&c->out, "error %s %s\n", code, escaped);
    c->errors++;
    if (c->errors >= ERRORS_MAX) {
        send_text(c, "bye too many refused requests\n");
        c->closing = true;
    }
}

static void send_bye(Conn *c, const char *why)
{
    sb_addf(&c->out, "bye %s\n", why);
    c->closing = true;
}

static const char *seat_kind(const Match *m, int seat)
{
    return m->seats[seat].bot ? bot_level_name(m->seats[seat].level) : "human";
}

static void add_seat_line(const Table *t, int seat, StrBuf *out)
{
    const char *status = bot_plays(t, seat)        ? "bot"
                         : !t->seats.name[seat][0] ? "open"
                         : t->present[seat]        ? "here"
                                                   : "away";
    char name[4 * SEAT_NAME_MAX];
    net_escape(t->match->seats[seat].name, name, sizeof name);
    sb_addf(out, "seat %d %s %s %s\n", seat, seat_kind(t->match, seat), status, name);
}

/* Once the game is over: the scores and winners, then the whole game's record. */
static void add_over(const Table *t, StrBuf *out)
{
    if (!game_over(t->match->state))
        return;
    net_msg_over(t->match->state, out);
    net_msg_record(t->match, out);
}

/* "chat SEAT NAME\tTEXT\n" ("chat spectator ..." for seat -1), escaped. */
static void add_chat_line(int seat, const char *name, const char *text, StrBuf *out)
{
    char escaped_name[4 * NET_NAME_MAX + 1], escaped_text[4 * NET_CHAT_MAX + 1];
    net_escape(name, escaped_name, sizeof escaped_name);
    net_escape(text, escaped_text, sizeof escaped_text);
    if (seat >= 0)
        sb_addf(out, "chat %d %s\t%s\n", seat, escaped_name, escaped_text);
    else
        sb_addf(out, "chat spectator %s\t%s\n", escaped_name, escaped_text);
}

static void add_kept_chat(void *out, int seat, const char *name, const char *text)
{
    add_chat_line(seat, name, text, out);
}

/* What every connection at the table is told: text, or the last move's event and its own
 * view (text NULL). */
static void tell_table(NetServer *server, Table *t, const char *text)
{
    const Match *m = t->match;
    for (int i = 0; i < server->conn_count; i++) {
        Conn *c = server->conns[i];
        if (c->table != t || c->closing)
            continue;
        if (text) {
            send_text(c, text);
            continue;
        }
        add_event(t, m->move_count - 1, c->seat, &c->out);
        net_msg_view(m->state, c->seat, m->move_count, t->id, &c->out);
        add_over(t, &c->out);
    }
}

static void tell_seat_status(NetServer *server, Table *t, int seat)
{
    StrBuf line = STRBUF_INIT;
    add_seat_line(t, seat, &line);
    tell_table(server, t, sb_str(&line));
    sb_free(&line);
}

/* ---- bots ---- */

/* The move `seat` just played at t put in the round's transaction; taken back when it cannot
 * be (the reason goes to the server's log). */
static bool store_move(NetServer *server, Table *t, int seat)
{
    Match *m = t->match;
    int index = m->move_count - 1;
    char why[300];
    if (net_store_add_move(server->store, t->id, index, seat, m->moves[index], why, sizeof why))
        return true;
    match_undo_force(m);
    fprintf(stderr, "moguls server: table %lld: %s\n", (long long)t->id, why);
    return false;
}

/* Asks the bots for a decision when a bot is to move at a table that plays. */
static void consider_bot(NetServer *server, Table *t)
{
    Match *m = t->match;
    int seat = game_to_move(m->state);
    /* while an undo is being answered the bots wait: the moves stay as they were asked about */
    if (!t->started || t->thinking || t->undo.seat >= 0 || seat == GAME_OVER || !bot_plays(t, seat))
        return;
    /* each decision's seed from the table's and the move's number: the same game replays */
    uint64_t seed = rng_first(m->seed ^ (0x9e3779b97f4a7c15ULL * (uint64_t)(m->move_count + 1)));
    BotLevel level = m->seats[seat].bot ? m->seats[seat].level : t->seats.handed_level[seat];
    net_bots_ask(server->bots, t->id, m->move_count, m->state, level, seed);
    t->thinking = true;
}

/* Everyone at t told of the move `seat` just played, each with its own view; then a bot asked
 * if one is to move. */
static void tell_move(NetServer *server, Table *t)
{
    tell_table(server, t, NULL);
    consider_bot(server, t);
}

/* A handed seat given back to its player, who is back; stored and told. */
static void give_seat_back(NetServer *server, Table *t, int seat)
{
    char why[300];
    t->returning[seat] = false;
    if (!net_store_hand_seat(server->store, t->id, seat, -1, why, sizeof why)) {
        fprintf(stderr, "moguls server: table %lld: %s\n", (long long)t->id, why);
        return; /* the bot plays on; the player's next join tries again */
    }
    t->seats.handed[seat] = false;
    tell_seat_status(server, t, seat);
}

/* ---- undo ---- */

static void end_undo_ask(NetServer *server, Table *t)
{
    t->undo.seat = -1;
    server->undos--;
}

/* The undo asked at t refused, everyone told why (`no`, `timeout`, `moved`, `left` or `server`,
 * and the seat it was about); the bots play on. */
static void refuse_undo(NetServer *server, Table *t, const char *why, int seat)
{
    char line[80];
    snprintf(line, sizeof line, "undo-refused %s %d\n", why, seat);
    end_undo_ask(server, t);
    tell_table(server, t, line);
    consider_bot(server, t);
}

/* The undo asked at t done: the moves after undo.keep removed in the round's transaction (on
 * disk before anyone is told), then everyone told `undone K` and sent its view again. */
static void do_undo(NetServer *server, Table *t)
{
    Match *m = t->match;
    int seat = t->undo.seat, keep = t->undo.keep;
    char why[300];
    if (!net_store_rewind(server->store, t->id, keep, why, sizeof why)) {
        fprintf(stderr, "moguls server: table %lld: %s\n", (long long)t->id, why);
        return refuse_undo(server, t, "server", seat);
    }
    end_undo_ask(server, t);
    match_undo(m, seat, why, sizeof why); /* allowed: checked when asked, nothing moved since */
    t->stale_decision = t->thinking;
    if (t->seats.rewound < 0 || keep < t->seats.rewound)
        t->seats.rewound = keep;
    char line[40];
    snprintf(line, sizeof line, "undone %d\n", m->move_count);
    for (int i = 0; i < server->conn_count; i++) {
        Conn *c = server->conns[i];
        if (c->table != t || c->closing)
            continue;
        send_text(c, line);
        net_msg_view(m->state, c->seat, m->move_count, t->id, &c->out);
    }
    consider_bot(server, t);
}

/* Refuses the undos nobody agreed to in time. */
static void expire_undos(NetServer *server, double now)
{
    for (int i = 0; i < server->table_count && server->undos > 0; i++) {
        Table *t = server->tables[i];
        if (t->undo.seat >= 0 && now >= t->undo.deadline)
            refuse_undo(server, t, "timeout", t->undo.seat);
    }
}

/* A bot's decision played at its table, stored and told, as a client's move is. */
static void play_bot_move(NetServer *server, const NetBotMove *decided)
{
    Table *t = find_table(server, decided->table);
    if (!t || !t->thinking)
        return;
    t->thinking = false;
    if (t->stale_decision || t->undo.seat >= 0) {
        /* asked before an undo, or arrived while one is answered: asked again from the moves
         * as they then are (the same seed: the same decision where nothing changed) */
        t->stale_decision = false;
        consider_bot(server, t);
        return;
    }
    Match *m = t->match;
    int seat = game_to_move(m->state);
    char why[300];
    if (m->move_count != decided->move_count || !decided->ok ||
        !play_move(t, decided->move, why, sizeof why)) {
        fprintf(stderr, "moguls server: table %lld: the bot found no move\n", (long long)t->id);
        return;
    }
    if (!store_move(server, t, seat))
        return;
    if (t->returning[seat])
        give_seat_back(server, t, seat);
    tell_move(server, t);
}

/* ---- the loop ---- */

/* ---- requests ---- */

static void on_hello(Conn *c, const NetRequest *r)
{
    if (c->greeted)
        return send_error(c, "syntax", "the greeting comes once");
    if (r->version != NET_PROTOCOL_VERSION) {
        char why[120];
        snprintf(why, sizeof why, "this server speaks %s %d", NET_GREETING, NET_PROTOCOL_VERSION);
        send_error(c, "version", why);
        c->closing = true;
        return;
    }
    c->greeted = true;
    sb_addf(&c->out, "%s %d\n", NET_GREETING, NET_PROTOCOL_VERSION);
}

/* A bot seat with the name the host gave it ("normal:Bruno", the name escaped as chat is, a
 * space, comma or colon as \xHH) into seat; false with why. */
static bool parse_named_bot(char *kind, Seat *seat, char *why, size_t whylen)
{
    char *colon = strchr(kind, ':');
    if (colon)
        *colon = '\0';
    int level = bot_level_parse(kind);
    char name[4 * NET_NAME_MAX + 1];
    if (!colon || level < 0) {
        snprintf(why, whylen, "'%.40s' is not a seat: human, random, easy, normal or hard", kind);
        return false;
    }
    char not_text[80];
    if (!net_unescape(colon + 1, name, sizeof name) || !name[0] || strlen(name) > NET_NAME_MAX ||
        !net_line_acceptable(name, strlen(name), not_text, sizeof not_text) || strchr(name, '\t')) {
        snprintf(why, whylen, "a bot's name is text of 1 to %d bytes", NET_NAME_MAX);
        return false;
    }
    seat->bot = true;
    seat->level = (BotLevel)level;
    seat_set_name(seat, name);
    return true;
}

/* The seats of a host request ("human,human,normal", a bot perhaps named: "normal:Bruno") into
 * seats; their count, or 0 with why. */
static int parse_seats(const char *text, Seat seats[MAX_SEATS], char *why, size_t whylen)
{
    match_default_seats(seats, -1, "");
    int count = 0;
    char copy[NET_LINE_MAX];
    snprintf(copy, sizeof copy, "%s", text);
    for (char *save = NULL, *kind = strtok_r(copy, ",", &save); kind;
         kind = strtok_r(NULL, ",", &save)) {
        if (count == MAX_SEATS) {
            snprintf(why, whylen, "at most %d seats", MAX_SEATS);
            return 0;
        }
        Seat *seat = &seats[count];
        if (!strcmp(kind, "human")) {
            seat->bot = false;
            char name[SEAT_NAME_MAX];
            snprintf(name, sizeof name, "Player %d", count + 1);
            seat_set_name(seat, name);
        } else if (bot_level_parse(kind) >= 0) {
            seat->bot = true;
            seat->level = (BotLevel)bot_level_parse(kind);
        } else if (!parse_named_bot(kind, seat, why, whylen)) {
            return 0;
        }
        count++;
    }
    return count;
}

/* The address the client reached this server at, for its invite codes. */
static void local_address(const Conn *c, char *out, size_t outlen)
{
    struct sockaddr_storage addr;
    socklen_t len = sizeof addr;
    snprintf(out, outlen, "127.0.0.1");
    if (getsockname(c->fd, (struct sockaddr *)&addr, &len) != 0)
        return;
    if (addr.ss_family == AF_INET)
        inet_ntop(AF_INET, &((struct sockaddr_in *)&addr)->sin_addr, out, (socklen_t)outlen);
    else if (addr.ss_family == AF_INET6)
        inet_ntop(AF_INET6, &((struct sockaddr_in6 *)&addr)->sin6_addr, out, (socklen_t)outlen);
}

/* A new match for a host request; NULL with why. */
static Match *new_match(const NetRequest *r, char *why, size_t whylen)
{
    const GameRules *rules = registry_find(r->game);
    if (!rules) {
        StrBuf ids = STRBUF_INIT;
        registry_ids(&ids);
        snprintf(why, whylen, "no game '%.40s': %s", r->game, sb_str(&ids));
        sb_free(&ids);
        return NULL;
    }
    Seat seats[MAX_SEATS];
    int players = parse_seats(r->seats, seats, why, whylen);
    if (!players)
        return NULL;
    char players_option[32];
    snprintf(players_option, sizeof players_option, "players=%d", players);
    const char *options[17] = {players_option};
    for (int i = 0; i < r->option_count; i++) {
        if (!strncmp(r->options[i], "players=", 8)) {
            snprintf(why, whylen, "the seats give the number of players");
            return NULL;
        }
        options[i + 1] = r->options[i];
    }
    GameOptions opts;
    unsigned long long seed;
    if (!options_parse(rules, r->option_count + 1, options, &opts, why, whylen) ||
        !match_prepare(rules, &opts, why, whylen))
        return NULL;
    if (!net_random_u64(&seed)) {
        snprintf(why, whylen, "the server has no random numbers");
        return NULL;
    }
    return match_new(rules, &opts, seed, seats);
}

static void on_host(NetServer *server, Conn *c, const NetRequest *r)
{
    char why[300];
    if (c->hosted >= HOSTED_MAX || server->table_count >= server->config.max_tables)
        return send_error(c, "full", "no more tables here");
    Match *m = new_match(r, why, sizeof why);
    if (!m)
        return send_error(c, "host", why);
    Table *t = calloc(1, sizeof *t);
    if (!t)
        abort();
    t->match = m;
    t->seats.rewound = -1;
    bool ok = net_random_hex(t->seats.spectator_token, NET_TOKEN_HEX / 2);
    for (int s = 0; s < m->opts.players; s++)
        ok = ok && net_random_hex(t->seats.token[s], NET_TOKEN_HEX / 2);
    StrBuf save = STRBUF_INIT;
    match_write_journal(m, &save);
    ok = ok && net_store_add_table(server->store, sb_str(&save), m->opts.players, &t->seats, &t->id,
                                   why, sizeof why);
    sb_free(&save);
    if (!ok) {
        match_free(m);
        free(t);
        return send_error(c, "server", "the table could not be stored");
    }
    add_table(server, t);
    c->hosted++;
    NetInvite invite = {.port = server->port, .table = t->id};
    local_address(c, invite.host, sizeof invite.host);
    memcpy(invite.fingerprint, server->fingerprint, sizeof invite.fingerprint);
    sb_addf(&c->out, "hosted %lld\n", (long long)t->id);
    char code[600];
    for (int s = -1; s < m->opts.players; s++) {
        if (s >= 0 && m->seats[s].bot)
            continue;
        memcpy(invite.token, s < 0 ? t->seats.spectator_token : t->seats.token[s],
               sizeof invite.token);
        net_invite_format(&invite, code, sizeof code);
        if (s < 0)
            sb_addf(&c->out, "invite spectator %s\n", code);
        else
            sb_addf(&c->out, "invite %d %s\n", s, code);
    }
}

/* "undo-ask SEAT N VOTERS\n": SEAT asks to take back N moves; VOTERS the seats asked. */
static void add_undo_ask(const Table *t, StrBuf *out)
{
    sb_addf(out, "undo-ask %d %d ", t->undo.seat, t->match->move_count - t->undo.keep);
    for (int s = 0, n = 0; s < t->match->opts.players; s++)
        if (t->undo.voter[s])
            sb_addf(out, "%s%d", n++ ? "," : "", s);
    sb_add(out, "\n");
}

static void answer_undo(NetServer *server, Table *t, Conn *c, bool yes)
{
    if (t->undo.seat < 0 || !t->undo.voter[c->seat])
        return send_error(
            c, "undo", t->undo.seat < 0 ? "nobody asks to take back a move" : "you are not asked");
    if (!yes)
        return refuse_undo(server, t, "no", c->seat);
    t->undo.agreed[c->seat] = true;
    for (int s = 0; s < t->match->opts.players; s++)
        if (t->undo.voter[s] && !t->undo.agreed[s])
            return; /* others still to answer */
    do_undo(server, t);
}

/* The seat a token opens at table t: a seat, -1 for a spectator, -2 for none. Every token is
 * compared in full, whatever matches. */
static int seat_of_token(const Table *t, const char *token)
{
    int seat = net_same_secret(token, t->seats.spectator_token) ? -1 : -2;
    for (int s = 0; s < t->match->opts.players; s++)
        if (!t->match->seats[s].bot && net_same_secret(token, t->seats.token[s]))
            seat = s;
    return seat;
}

/* Seat names the player's name at first join; the save header is written again with it. */
static bool name_seat(NetServer *server, Table *t, int seat, const char *name, char *why,
                      size_t whylen)
{
    char tidy[SEAT_NAME_MAX];
    snprintf(tidy, sizeof tidy, "%s", name);
    match_tidy_name(tidy, seat);
    Seat before = t->match->seats[seat];
    seat_set_name(&t->match->seats[seat], tidy);
    StrBuf save = STRBUF_INIT;
    match_write_journal(t->match, &save);
    bool ok = net_store_name_seat(server->store, t->id, seat, t->match->seats[seat].name,
                                  sb_str(&save), why, whylen);
    sb_free(&save);
    if (ok)
        snprintf(t->seats.name[seat], sizeof t->seats.name[seat], "%s", t->match->seats[seat].name);
    else
        t->match->seats[seat] = before; /* as stored */
    return ok;
}

static void send_welcome(NetServer *server, Conn *c, const Table *t, long since)
{
    const Match *m = t->match;
    if (c->seat >= 0)
        sb_addf(&c->out, "joined %lld %d\n", (long long)t->id, c->seat);
    else
        sb_addf(&c->out, "joined %lld spectator\n", (long long)t->id);
    sb_addf(&c->out, "table %s ", m->rules->id);
    options_format(m->rules, &m->opts, &c->out);
    net_resource_fingerprint(m->rules, &m->opts, &c->out);
    sb_add(&c->out, "\n");
    for (int s = 0; s < m->opts.players; s++)
        add_seat_line(t, s, &c->out);
    /* the chat as it was: a player who comes back reads what was said meanwhile */
    if (!net_store_each_chat(server->store, t->id, add_kept_chat, &c->out))
        fprintf(stderr, "moguls server: table %lld: the chat cannot be read\n", (long long)t->id);
    int from = (int)(since < m->move_count ? since : m->move_count);
    if (t->seats.rewound >= 0 && from > t->seats.rewound) {
        /* moves were taken back since: what the client has after that point may be gone */
        from = t->seats.rewound;
        sb_addf(&c->out, "undone %d\n", from);
    }
    for (int i = from; i < m->move_count; i++)
        add_event(t, i, c->seat, &c->out);
    net_msg_view(m->state, c->seat, m->move_count, t->id, &c->out);
    add_over(t, &c->out);
}

static void on_join(NetServer *server, Conn *c, const NetRequest *r)
{
    if (c->table)
        return send_error(c, "syntax", "this connection has joined a table already");
    Table *t = find_table(server, r->table);
    int seat = t ? seat_of_token(t, r->token) : -2;
    if (seat == -2)
        return send_error(c, "token", "no seat at that table has this token");
    char why[300];
    if (seat >= 0 && !t->seats.name[seat][0] &&
        !name_seat(server, t, seat, r->text, why, sizeof why))
        return send_error(c, "server", why);
    if (seat >= 0)
        for (int i = 0; i < server->conn_count; i++) {
            Conn *other = server->conns[i];
            if (other->table == t && other->seat == seat && !other->closing) {
                send_bye(other, "the seat was joined from another connection");
                other->table = NULL;
                t->present[seat]--;
            }
        }
    c->table = t;
    c->seat = seat;
    snprintf(c->name, sizeof c->name, "%s", seat >= 0 ? t->match->seats[seat].name : r->text);
    if (seat >= 0)
        t->present[seat]++;
    if (!t->started && all_named(t)) {
        t->started = true;
        consider_bot(server, t);
    }
    send_welcome(server, c, t, r->since);
    if (t->undo.seat >= 0)
        add_undo_ask(t, &c->out);
    if (seat >= 0 && t->seats.handed[seat]) {
        /* the player is back: the seat is theirs again, once the bot is not thinking for it */
        t->returning[seat] = true;
        if (!(t->thinking && game_to_move(t->match->state) == seat))
            give_seat_back(server, t, seat);
    }
    if (seat >= 0)
        tell_seat_status(server, t, seat);
}

/* `undo`: the seat asks to take back its last decision (and the bots' moves after it), as the
 * fair-undo rule allows (core/match.h); the other connected players are asked, and with none
 * it is done at once. `undo yes` / `undo no`: an asked player answers. */
static void on_undo(NetServer *server, Conn *c, const NetRequest *r)
{
    Table *t = c->table;
    if (!t)
        return send_error(c, "syntax", "join a table first");
    if (c->seat < 0)
        return send_error(c, "spectator", "a spectator does not play");
    if (r->text[0])
        return answer_undo(server, t, c, !strcmp(r->text, "yes"));
    if (!t->started)
        return send_error(c, "waiting", "not every player has joined yet");
    char why[300];
    if (t->undo.seat >= 0) {
        snprintf(why, sizeof why, "%s's request to take back a move is being answered",
                 t->match->seats[t->undo.seat].name);
        return send_error(c, "undo", why);
    }
    if (!match_undo_allowed(t->match, c->seat, why, sizeof why))
        return send_error(c, "undo", why);
    /* allowed: the seat made the last human decision, which is what goes back */
    UndoAsk ask = {.seat = c->seat,
                   .keep = match_since_turn(t->match, c->seat) - 1,
                   .deadline = now_s() + server->config.undo_wait_s};
    bool anyone = false;
    for (int s = 0; s < t->match->opts.players; s++) {
        ask.voter[s] = s != c->seat && !bot_plays(t, s) && t->present[s] > 0;
        anyone = anyone || ask.voter[s];
    }
    t->undo = ask;
    server->undos++;
    if (!anyone)
        return do_undo(server, t);
    StrBuf line = STRBUF_INIT;
    add_undo_ask(t, &line);
    tell_table(server, t, sb_str(&line));
    sb_free(&line);
}

/* `seat-bot SEAT LEVEL`: the host hands a seat whose player has been away long enough to a bot
 * of that level, until its player joins again. */
static void on_seat_bot(NetServer *server, Conn *c, const NetRequest *r)
{
    Table *t = c->table;
    if (!t)
        return send_error(c, "syntax", "join a table first");
    const Match *m = t->match;
    int seat = r->seat, host = host_seat(t), level = bot_level_parse(r->text);
    char why[300];
    if (c->seat < 0 || c->seat != host) {
        snprintf(why, sizeof why, "only the host, %s, may hand a seat to a bot",
                 m->seats[host].name);
        return send_error(c, "seat", why);
    }
    if (level < 0) {
        snprintf(why, sizeof why, "'%.40s' is not a bot: random, easy, normal or hard", r->text);
        return send_error(c, "syntax", why);
    }
    if (seat >= m->opts.players || bot_plays(t, seat))
        return send_error(
            c, "seat", seat >= m->opts.players ? "no such seat" : "a bot plays that seat already");
    if (game_over(m->state))
        return send_error(c, "over", "the game is over");
    double away = now_s() - t->away_since[seat];
    if (!t->seats.name[seat][0] || t->present[seat] > 0)
        snprintf(why, sizeof why, "%s is %s",
                 t->seats.name[seat][0] ? m->seats[seat].name : "that seat",
                 t->present[seat] > 0 ? "here" : "not joined yet");
    else if (away < server->config.hand_after_s)
        snprintf(why, sizeof why,
                 "%s has been away for %.0f seconds: a seat is handed to a bot after %.0f",
                 m->seats[seat].name, away, server->config.hand_after_s);
    else if (!net_store_hand_seat(server->store, t->id, seat, level, why, sizeof why))
        return send_error(c, "server", why);
    else
        why[0] = '\0';
    if (why[0])
        return send_error(c, "seat", why);
    t->seats.handed[seat] = true;
    t->seats.handed_level[seat] = (BotLevel)level;
    tell_seat_status(server, t, seat);
    consider_bot(server, t);
}

static void on_move(NetServer *server, Conn *c, const NetRequest *r)
{
    Table *t = c->table;
    if (!t)
        return send_error(c, "syntax", "join a table first");
    if (c->seat < 0)
        return send_error(c, "spectator", "a spectator does not play");
    if (!t->started)
        return send_error(c, "waiting", "not every player has joined yet");
    Match *m = t->match;
    int to_move = game_to_move(m->state);
    char why[400];
    if (to_move == GAME_OVER)
        return send_error(c, "over", "the game is over");
    if (to_move != c->seat) {
        snprintf(why, sizeof why, "it is %s's turn", m->seats[to_move].name);
        return send_error(c, "turn", why);
    }
    if (!play_move(t, r->text, why, sizeof why))
        return send_error(c, "illegal", why);
    if (!store_move(server, t, c->seat))
        return send_error(c, "server", "the move could not be stored; it was not played");
    sb_addf(&c->out, "ok %d\n", m->move_count);
    if (t->undo.seat >= 0) /* the moves asked about are no longer the last */
        refuse_undo(server, t, "moved", c->seat);
    tell_move(server, t);
}

static bool take_token(double *bucket)
{
    return *bucket >= 1.0 ? (*bucket -= 1.0, true) : false;
}

static void on_chat(NetServer *server, Conn *c, const NetRequest *r)
{
    if (!c->table)
        return send_error(c, "syntax", "join a table first");
    if (!take_token(&c->chats))
        return send_error(c, "rate", "too many chat messages: wait a little");
    char why[300];
    /* kept before anyone reads it (the round commits before it writes): a rejoin is sent it */
    if (!net_store_add_chat(server->store, c->table->id, c->seat, c->name, r->text, why,
                            sizeof why)) {
        fprintf(stderr, "moguls server: table %lld: %s\n", (long long)c->table->id, why);
        return send_error(c, "server", "the chat message could not be stored");
    }
    StrBuf line = STRBUF_INIT;
    add_chat_line(c->seat, c->name, r->text, &line);
    tell_table(server, c->table, sb_str(&line));
    sb_free(&line);
}

static void on_line(NetServer *server, Conn *c, char *line, size_t len)
{
    if (len && line[len - 1] == '\r')
        line[--len] = '\0';
    char why[300];
    if (!take_token(&c->lines))
        return send_error(c, "rate", "too many requests: slow down");
    if (!net_line_acceptable(line, len, why, sizeof why))
        return send_error(c, "binary", why);
    NetRequest r;
    const char *code;
    if (!net_parse_request(line, &r, &code, why, sizeof why))
        return send_error(c, code, why);
    if (r.kind != NET_REQ_HELLO && !c->greeted) {
        send_error(c, "version", "say '" NET_GREETING " 1' first");
        c->closing = true;
        return;
    }
    switch (r.kind) {
    case NET_REQ_HELLO:
        return on_hello(c, &r);
    case NET_REQ_HOST:
        return on_host(server, c, &r);
    case NET_REQ_JOIN:
        return on_join(server, c, &r);
    case NET_REQ_MOVE:
        return on_move(server, c, &r);
    case NET_REQ_CHAT:
        return on_chat(server, c, &r);
    case NET_REQ_UNDO:
        return on_undo(server, c, &r);
    case NET_REQ_SEAT_BOT:
        return on_seat_bot(server, c, &r);
    case NET_REQ_PING:
        return send_text(c, "pong\n");
    case NET_REQ_QUIT:
        return send_bye(c, "goodbye");
    }
}

/* Bytes read from a client: whole lines are handled, a line too long ends the connection. */
static void on_bytes(NetServer *server, Conn *c, const char *bytes, size_t n)
{
    for (size_t i = 0; i < n && !c->closing; i++) {
        if (bytes[i] == '\n') {
            c->in[c->in_len] = '\0';
            size_t len = c->in_len;
            c->in_len = 0;
            on_line(server, c, c->in, len);
            continue;
        }
        if (c->in_len == 0)
            c->line_started = now_s();
        if (c->in_len == NET_LINE_MAX - 1) {
            char why[80];
            snprintf(why, sizeof why, "a line is at most %d bytes", NET_LINE_MAX - 1);
            send_error(c, "too-long", why);
            send_bye(c, "a line too long");
            return;
        }
        c->in[c->in_len++] = bytes[i];
    }
}

/* ---- connections: the socket ---- */

static void refill(Conn *c, double now)
{
    double dt = now - c->refilled;
    c->refilled = now;
    c->lines =
        c->lines + dt * LINES_PER_S > LINES_BURST ? LINES_BURST : c->lines + dt * LINES_PER_S;
    c->chats = c->chats + dt * CHAT_PER_S > CHAT_BURST ? CHAT_BURST : c->chats + dt * CHAT_PER_S;
}

/* The outcome of an SSL call that returned r: true when it only waits for the socket (noted
 * in want_write when it waits to write), false when the connection is closed or broken. */
static bool only_waits(Conn *c, int r)
{
    int e = SSL_get_error(c->ssl, r);
    ERR_clear_error();
    c->want_write = c->want_write || e == SSL_ERROR_WANT_WRITE;
    return e == SSL_ERROR_WANT_READ || e == SSL_ERROR_WANT_WRITE;
}

/* Reads what the connection sent (a bounded amount) and handles its whole lines; answers wait
 * in its buffer until the round's moves are stored. False when the connection is over. */
static bool read_some(NetServer *server, Conn *c)
{
    c->want_write = false;
    ERR_clear_error(); /* SSL_get_error reads the thread's queue: only this call's errors */
    if (!c->handshaken) {
        int r = SSL_do_handshake(c->ssl);
        if (r != 1)
            return only_waits(c, r);
        c->handshaken = true;
    }
    refill(c, now_s());
    char buf[4096];
    size_t budget = READ_BUDGET;
    c->want_more = false;
    while (!c->closing) {
        if (!budget) {
            c->want_more = true;
            break;
        }
        int r = SSL_read(c->ssl, buf, sizeof buf < budget ? (int)sizeof buf : (int)budget);
        if (r <= 0)
            return only_waits(c, r);
        budget -= (size_t)r;
        on_bytes(server, c, buf, (size_t)r);
    }
    return true;
}

/* Writes what waits for the connection. False when it is over: closed, broken, told `bye` and
 * flushed, or leaving more than OUT_MAX unread. */
static bool write_some(Conn *c)
{
    ERR_clear_error();
    while (c->handshaken && c->out.len > c->out_sent) {
        size_t left = c->out.len - c->out_sent;
        int r = SSL_write(c->ssl, c->out.data + c->out_sent, left > 65536 ? 65536 : (int)left);
        if (r <= 0) {
            if (!only_waits(c, r))
                return false;
            break;
        }
        c->out_sent += (size_t)r;
    }
    if (c->out_sent == c->out.len) {
        sb_clear(&c->out);
        c->out_sent = 0;
        if (c->closing)
            return false;
    }
    return c->out.len - c->out_sent <= OUT_MAX;
}

static void close_conn(NetServer *server, int index)
{
    Conn *c = server->conns[index];
    Table *t = c->table;
    if (c->handshaken)
        SSL_shutdown(c->ssl);
    ERR_clear_error(); /* a failed shutdown's errors would be read as the next call's */
    SSL_free(c->ssl);
    close(c->fd);
    sb_free(&c->out);
    server->conns[index] = server->conns[--server->conn_count];
    if (t && c->seat >= 0) {
        if (--t->present[c->seat] == 0) {
            t->away_since[c->seat] = now_s();
            if (t->undo.seat == c->seat)
                refuse_undo(server, t, "left", c->seat);
        }
        tell_seat_status(server, t, c->seat);
    }
    free(c);
}

static void accept_all(NetServer *server)
{
    for (;;) {
        int fd = accept4(server->listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (fd < 0)
            return;
        if (server->conn_count >= server->config.max_connections) {
            close(fd); /* full: refused at once, before any work */
            continue;
        }
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
        Conn *c = calloc(1, sizeof *c);
        if (!c)
            abort();
        c->fd = fd;
        c->ssl = SSL_new(server->tls);
        c->seat = -1;
        c->opened = c->refilled = now_s();
        c->lines = LINES_BURST;
        c->chats = CHAT_BURST;
        if (!c->ssl || SSL_set_fd(c->ssl, fd) != 1) {
            SSL_free(c->ssl);
            close(fd);
            free(c);
            continue;
        }
        SSL_set_accept_state(c->ssl);
        server->conns =
            grow(server->conns, &server->conn_cap, server->conn_count + 1, sizeof *server->conns);
        server->conns[server->conn_count++] = c;
    }
}

/* Whether a connection has run out of time: not joined within the handshake time, or a line
 * begun and not finished within the line time (a client sending a byte a second). */
static bool overdue(const NetServer *server, Conn *c, double now)
{
    if (!c->table && c->hosted == 0 && now - c->opened > server->config.handshake_s) {
        if (c->handshaken)
            send_bye(c, "too slow to join a table");
        return true;
    }
    if (c->in_len && now - c->line_started > server->config.line_s) {
        send_error(c, "slow", "a line must arrive whole within seconds");
        send_bye(c, "too slow");
        return true;
    }
    return false;
}

/* The sockets polled: [0] the listening one, [1] the bots' decisions, then each connection. */
#define POLL_CONNS 2

/* The round's writes to the database made durable in one commit. A server that cannot store
 * stops: it never tells anyone what it has not stored. */
static bool commit_round(NetServer *server)
{
    char why[300];
    if (net_store_commit(server->store, why, sizeof why))
        return true;
    fprintf(stderr, "moguls server: stopping: %s\n", why);
    return false;
}

bool net_server_step(NetServer *server, int timeout_ms)
{
    int n = server->conn_count;
    server->polls = grow(server->polls, &server->poll_cap, n + POLL_CONNS, sizeof *server->polls);
    server->polls[0] = (struct pollfd){.fd = server->listen_fd, .events = POLLIN};
    server->polls[1] = (struct pollfd){.fd = net_bots_fd(server->bots), .events = POLLIN};
    bool busy = false;
    for (int i = 0; i < n; i++) {
        Conn *c = server->conns[i];
        short events = POLLIN;
        if (c->out.len > c->out_sent || c->want_write)
            events |= POLLOUT;
        server->polls[i + POLL_CONNS] = (struct pollfd){.fd = c->fd, .events = events};
        busy = busy || c->want_more || (c->ssl && SSL_pending(c->ssl) > 0);
    }
    if (busy)
        timeout_ms = 0;
    else if (server->undos > 0 && timeout_ms > 100)
        timeout_ms = 100; /* an undo's time runs out */
    if (poll(server->polls, (nfds_t)(n + POLL_CONNS), timeout_ms) < 0 && errno != EINTR)
        return true;
    /* what came in: the bots' decisions and the clients' requests */
    if (server->polls[1].revents & POLLIN)
        for (NetBotMove decided; net_bots_take(server->bots, &decided);)
            play_bot_move(server, &decided);
    /* from the last: closing a connection moves the last one into its place */
    for (int i = n - 1; i >= 0; i--) {
        Conn *c = server->conns[i];
        short revents = server->polls[i + POLL_CONNS].revents;
        bool ready = revents || c->want_more || (c->ssl && SSL_pending(c->ssl) > 0);
        if (ready && ((revents & (POLLERR | POLLNVAL)) || !read_some(server, c)))
            close_conn(server, i);
    }
    if (server->polls[0].revents & POLLIN)
        accept_all(server);
    if (server->undos > 0)
        expire_undos(server, now_s());
    /* every move of the round stored at once, then everyone told */
    if (!commit_round(server))
        return false;
    double now = now_s();
    for (int i = server->conn_count - 1; i >= 0; i--) {
        Conn *c = server->conns[i];
        bool alive = write_some(c);
        if (alive && overdue(server, c, now))
            alive = (write_some(c), false);
        if (!alive)
            close_conn(server, i);
    }
    return true;
}

bool net_server_run(NetServer *server, volatile sig_atomic_t *stop)
{
    while (!*stop)
        if (!net_server_step(server, 1000))
            return false;
    return true;
}

static int listen_on(const char *address, int port, int *bound_port, char *err, size_t errlen)
{
    struct sockaddr_storage addr = {0};
    socklen_t len;
    struct sockaddr_in *v4 = (struct sockaddr_in *)&addr;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&addr;
    if (inet_pton(AF_INET, address, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons((uint16_t)port);
        len = sizeof *v4;
    } else if (inet_pton(AF_INET6, address, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons((uint16_t)port);
        len = sizeof *v6;
    } else {
        snprintf(err, errlen, "'%s' is not a numeric IPv4 or IPv6 address", address);
        return -1;
    }
    int fd = socket(addr.ss_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    int one = 1;
    if (fd >= 0)
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    if (fd < 0 || bind(fd, (struct sockaddr *)&addr, len) != 0 || listen(fd, 512) != 0) {
        snprintf(err, errlen, "cannot listen on %s port %d: %s", address, port, strerror(errno));
        if (fd >= 0)
            close(fd);
        return -1;
    }
    len = sizeof addr;
    getsockname(fd, (struct sockaddr *)&addr, &len);
    *bound_port = ntohs(addr.ss_family == AF_INET ? v4->sin_port : v6->sin6_port);
    return fd;
}

/* Raises the limit of open files to what the system allows and keeps the connections under it
 * (the database, the listening socket and a margin need some): the loop never meets a full file
 * table, where accept would fail again and again. */
static void fit_connections_to_files(int *max_connections)
{
    struct rlimit limit;
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return;
    if (limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
        getrlimit(RLIMIT_NOFILE, &limit);
    }
    if (limit.rlim_cur != RLIM_INFINITY && (rlim_t)*max_connections + 64 > limit.rlim_cur)
        *max_connections = limit.rlim_cur > 128 ? (int)(limit.rlim_cur - 64) : 64;
}

NetServer *net_server_start(const NetServerConfig *config, char *err, size_t errlen)
{
    NetServer *server = calloc(1, sizeof *server);
    if (!server)
        abort();
    server->config = *config;
    if (!server->config.max_connections)
        server->config.max_connections = 4000;
    if (!server->config.max_tables)
        server->config.max_tables = 100000;
    if (server->config.handshake_s <= 0)
        server->config.handshake_s = 10;
    if (server->config.line_s <= 0)
        server->config.line_s = 10;
    if (server->config.undo_wait_s <= 0)
        server->config.undo_wait_s = NET_UNDO_WAIT_S;
    if (server->config.hand_after_s <= 0)
        server->config.hand_after_s = NET_HAND_AFTER_S;
    server->listen_fd = -1;
    fit_connections_to_files(&server->config.max_connections);
    signal(SIGPIPE, SIG_IGN); /* a client gone mid-write is a write error, not the end */
    server->tls = net_tls_server_context(config->data_dir, server->fingerprint, err, errlen);
    server->store = server->tls ? net_store_open(config->data_dir, err, errlen) : NULL;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    server->bots = server->store ? net_bots_start(cores > 2 ? (int)cores - 1 : 1) : NULL;
    if (server->store && !server->bots)
        snprintf(err, errlen, "cannot start the bots' threads");
    if (!server->bots || !net_store_each_table(server->store, resume_table, server, err, errlen)) {
        net_server_free(server);
        return NULL;
    }
    for (int i = 0; i < server->table_count; i++)
        consider_bot(server, server->tables[i]);
    if (server->store)
        server->listen_fd = listen_on(config->address, config->port, &server->port, err, errlen);
    if (server->listen_fd < 0) {
        net_server_free(server);
        return NULL;
    }
    return server;
}

int net_server_port(const NetServer *server)
{
    return server->port;
}
const char *net_server_fingerprint(const NetServer *server)
{
    return server->fingerprint;
}
int net_server_table_count(const NetServer *server)
{
    return server->table_count;
}

void net_server_free(NetServer *server)
{
    if (!server)
        return;
    while (server->conn_count)
        close_conn(server, server->conn_count - 1);
    net_bots_stop(server->bots);
    for (int i = 0; i < server->table_count; i++) {
        match_free(server->tables[i]->match);
        free(server->tables[i]->secret);
        free(server->tables[i]);
    }
    free(server->tables);
    free(server->conns);
    free(server->polls);
    if (server->listen_fd >= 0)
        close(server->listen_fd);
    net_store_close(server->store);
    SSL_CTX_free(server->tls);
    free(server);
}
