/* A seat at a table of a network server, as the app plays it (table_client.h). */
#include "table_client.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/i18n.h"
#include "core/registry.h"
#include "core/snapshot.h"
#include "net/client.h"

struct NetTableConn {
    NetClient *client;
    NetInvite invite;
    char name[NET_NAME_MAX + 1];
    GameState **after; /* after[k]: the state seen after k moves, or NULL */
    int after_cap;
    long snapshots; /* states read */
};

static long long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void set_error(NetTable *t, const char *why)
{
    snprintf(t->error, sizeof t->error, "%s", why);
    t->changes++;
}

/* The connection is gone: why says so. */
static void drop(NetTable *t, const char *why)
{
    net_client_close(t->conn->client);
    t->conn->client = NULL;
    t->connected = false;
    set_error(t, why);
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

static bool on_table(NetTable *t, char *rest)
{
    if (t->match)
        return true; /* a rejoin: the same table */
    char *game = strtok(rest, " ");
    const GameRules *rules = game ? registry_find(game) : NULL;
    if (!rules)
        return drop(t, _("This table plays a game this Moguls does not know")), false;
    const char *words[MAX_OPTIONS + 1];
    int count = 0;
    for (char *word; count < MAX_OPTIONS + 1 && (word = strtok(NULL, " "));)
        words[count++] = word;
    GameOptions opts;
    char err[300];
    if (!options_parse(rules, count, words, &opts, err, sizeof err) ||
        !match_prepare(rules, &opts, err, sizeof err))
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
        char why[sizeof t->error];
        snprintf(why, sizeof why, _("The server sent a state this Moguls cannot read: %.200s"),
                 err);
        drop(t, why);
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
    for (char *move = strtok(rest, "\t"); move; move = strtok(NULL, "\t"))
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
        const char *reason = strchr(rest, ' ');
        char why[sizeof t->error];
        unescape(reason ? reason + 1 : rest, why, sizeof why);
        if (why[0])
            why[0] = (char)(why[0] >= 'a' && why[0] <= 'z' ? why[0] - 'a' + 'A' : why[0]);
        set_error(t, why);
        return true;
    }
    if (!strcmp(line, "bye"))
        return drop(t, rest), true;
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
            char why[sizeof t->error];
            snprintf(why, sizeof why,
                     _("The server sent a line this Moguls does not understand: %.60s"), got);
            drop(t, why);
        }
    }
    return t->changes != before;
}

/* Joins the conn's seat asking for the moves after `since`, and waits for the welcome's
 * snapshot. */
static bool join_seat(NetTable *t, int timeout_ms, char *err, size_t errlen)
{
    long since = t->match ? t->match->move_count : 0;
    t->conn->client =
        net_client_join(&t->conn->invite, t->conn->name, since, timeout_ms, err, errlen);
    if (!t->conn->client)
        return false;
    t->connected = true;
    t->error[0] = '\0';
    t->undo_seat = -1; /* a request still being answered is told again */
    long long deadline = now_ms() + timeout_ms;
    long snapshots = t->conn->snapshots;
    while (t->connected && now_ms() < deadline) {
        read_lines(t, 50);
        if (t->conn->snapshots > snapshots)
            return true; /* the welcome ends with the state after the moves it told */
        if (t->error[0])
            break; /* refused: "no seat at that table has this token" */
    }
    snprintf(err, errlen, "%s", t->error[0] ? t->error : _("The server did not answer in time"));
    if (t->connected)
        drop(t, err);
    return false;
}

NetTable *net_table_join(const NetInvite *invite, const char *name, int timeout_ms, char *err,
                         size_t errlen)
{
    NetTable *t = calloc(1, sizeof *t);
    if (!t || !(t->conn = calloc(1, sizeof *t->conn)))
        abort();
    t->conn->invite = *invite;
    snprintf(t->conn->name, sizeof t->conn->name, "%s", name);
    t->to_move = GAME_OVER;
    t->undo_seat = -1;
    t->view = text_copy("");
    if (!join_seat(t, timeout_ms, err, errlen)) {
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
    return read_lines(t, 0);
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

bool net_table_rejoin(NetTable *t, int timeout_ms, char *err, size_t errlen)
{
    if (t->connected) {
        net_client_close(t->conn->client);
        t->conn->client = NULL;
        t->connected = false;
    }
    bool ok = join_seat(t, timeout_ms, err, errlen);
    if (!ok)
        set_error(t, err);
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
    if (t->connected) {
        net_client_send(t->conn->client, "quit");
        net_client_close(t->conn->client);
    }
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
    for (const char *c = seats; (c = strstr(c, "human")); c++)
        humans++;
    NetClient *client = net_client_connect(host, port, fingerprint, timeout_ms, err, errlen);
    if (!client)
        return false;
    StrBuf request = STRBUF_INIT;
    sb_addf(&request, "host %s %s%s%s", game, seats, options[0] ? " " : "", options);
    bool ok = net_client_send(client, sb_str(&request));
    sb_free(&request);
    bool done = false;
    long long deadline = now_ms() + timeout_ms;
    snprintf(err, errlen, "%s", _("The server did not answer in time"));
    while (ok && !done) {
        long long left = deadline - now_ms();
        const char *line;
        if (left <= 0 || net_client_read_line(client, (int)left, &line) <= 0)
            break;
        long long id;
        int seat, used = 0;
        char why[300];
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
        } else if (strncmp(line, "error ", 6) == 0) {
            const char *reason = strchr(line + 6, ' ');
            unescape(reason ? reason + 1 : line + 6, why, sizeof why);
            snprintf(err, errlen, "%s", why);
            ok = false;
        }
        done = invites == humans + 1;
    }
    net_client_send(client, "quit");
    net_client_close(client);
    return ok && done;
}
