/* A seat at a network table as the app plays it (src/net/table_client.h), against a real server on
 * the loopback address: for every game, two players and a spectator play a whole game with a
 * random bot. After every line read, each one's mirror is drawable and describes to it exactly
 * the view the server built from the true state; a player whose connection drops while the others
 * play on rejoins and has every move and log line it missed; a drop and rejoin with nothing
 * played between restores the very same state and log; and a seat joined afresh at the end has
 * the same log and state as the one that rejoined along the way. */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>

#include "ai/bot.h"
#include "check.h"
#include "core/registry.h"
#include "core/snapshot.h"
#include "games/estates/estates.h"
#include "net/messages.h"
#include "net/store.h"
#include "net/table_client.h"
#include "net_child.h"
#include "records/history.h"

#define WAIT_MS 5000
#define ROUNDS_MAX 20000 /* a bound on the rounds of a game here: games stop by themselves */

/* A player's moves at most this often: the server allows 20 requests a second */
#define MOVE_EVERY_MS 60

typedef struct Player {
    NetTable *t;
    int asked;      /* the move count at the last move sent, -1 none */
    double last_ms; /* when it sent it */
} Player;

static const Server *server;

/* Waits a little for any of the tables to have lines, then reads them all. */
static void poll_all(Player *players, int n, NetTable *spectator)
{
    struct pollfd fds[4];
    int count = 0;
    for (int i = 0; i < n; i++)
        if (players[i].t->connected)
            fds[count++] = (struct pollfd){.fd = net_table_fd(players[i].t), .events = POLLIN};
    poll(fds, (nfds_t)count, 20);
    for (int i = 0; i < n; i++)
        net_table_poll(players[i].t);
    net_table_poll(spectator);
}

/* A random move of p's if it is to move and has not asked yet. */
static void move_if_asked(Player *p, Rng *rng)
{
    NetTable *t = p->t;
    if (t->error[0] && t->connected) { /* a refusal: ask again */
        fprintf(stderr, "  seat %d was told: %s\n", t->seat, t->error);
        net_table_clear_error(t);
        p->asked = -1;
    }
    if (!t->connected || !net_table_ready(t) || t->to_move != t->seat || !t->legal.count ||
        p->asked == t->match->move_count || now_ms() - p->last_ms < MOVE_EVERY_MS)
        return;
    CHECK(net_table_move(t, t->legal.items[rng_below(rng, (uint32_t)t->legal.count)]));
    p->asked = t->match->move_count;
    p->last_ms = now_ms();
}

/* Drops t's connection as a network would (no goodbye) and reads until it notices. */
static void drop(NetTable *t)
{
    shutdown(net_table_fd(t), SHUT_RDWR);
    for (int i = 0; i < 100 && t->connected; i++)
        net_table_poll(t);
    CHECK(!t->connected);
}

static void rejoin(NetTable *t)
{
    char err[300];
    bool back = net_table_rejoin(t, WAIT_MS, err, sizeof err);
    CHECK(back);
    if (!back)
        fprintf(stderr, "  rejoin: %s\n", err);
}

/* The finished game's record t was sent: the whole game (the same moves as t's mirror, the
 * same scores as the server's `over`), kept in a history of its own (as the app keeps it) as
 * a row with those scores and the seats' names. */
static void check_record(const NetTable *t, const char *dir, const char *who)
{
    CHECK(t->record != NULL);
    if (!t->record)
        return;
    char err[300];
    Match *whole = match_read(t->record, err, sizeof err);
    CHECK(whole != NULL);
    if (!whole) {
        fprintf(stderr, "  record: %s\n", err);
        return;
    }
    CHECK(game_over(whole->state));
    CHECK_INT(whole->move_count, t->match->move_count);
    int scores[MAX_SEATS];
    whole->rules->scores(whole->state, scores);
    for (int i = 0; i < whole->opts.players; i++) {
        CHECK_INT(scores[i], t->scores[i]);
        CHECK_STR(whole->seats[i].name, t->match->seats[i].name);
    }
    char path[400], note[300];
    snprintf(path, sizeof path, "%s/history-%s.db", dir, who);
    History *h = history_open(path, note, sizeof note, err, sizeof err);
    CHECK(h != NULL);
    int64_t id = h ? history_add(h, whole, HISTORY_RATED, 1700000000, err, sizeof err) : 0;
    CHECK(id > 0);
    HistoryGame g;
    CHECK(h && history_list(h, NULL, 0, 1, &g) == 1);
    if (h && g.id == id) {
        CHECK_STR(g.game, whole->rules->id);
        for (int i = 0; i < g.players; i++) {
            CHECK_INT(g.seat[i].score, t->scores[i]);
            CHECK(g.seat[i].won == t->won[i]);
            CHECK_STR(g.seat[i].name, t->match->seats[i].name);
        }
    }
    history_close(h);
    match_free(whole);
}

static void play_table(const GameRules *rules, const char *dir)
{
    char err[300];
    NetHosted h;
    bool hosted = net_table_host("127.0.0.1", server->port, server->fingerprint, rules->id,
                                 "human,human,random:Bo\\x20Ran", "", WAIT_MS, &h, err, sizeof err);
    CHECK(hosted);
    if (!hosted) {
        fprintf(stderr, "  %s: %s\n", rules->id, err);
        return;
    }
    CHECK_INT(h.players, 3);
    CHECK(h.human[0] && h.human[1] && !h.human[2]);
    Player players[2] = {{net_table_join(&h.invite[0], "Ana", WAIT_MS, err, sizeof err), -1, 0},
                         {NULL, -1, 0}};
    players[1].t = net_table_join(&h.invite[1], "Ben", WAIT_MS, err, sizeof err);
    NetTable *spectator = net_table_join(&h.spectator, "Sam", WAIT_MS, err, sizeof err);
    CHECK(players[0].t && players[1].t && spectator);
    if (!players[0].t || !players[1].t || !spectator)
        return;
    NetTable *ana = players[0].t, *ben = players[1].t;
    CHECK_INT(ana->seat, 0);
    CHECK_INT(ben->seat, 1);
    CHECK_INT(spectator->seat, -1);
    CHECK_STR(ana->match->seats[2].name, "Bo Ran"); /* the bot named as the host named it */
    CHECK_STR(spectator->match->seats[2].name, "Bo Ran");
    Rng rng;
    rng_seed(&rng, 7);
    enum { PLAYING, BEN_AWAY, BEN_BACK, STILL_DROPPED } stage = PLAYING;
    int drops = 0;
    for (int round = 0; round < ROUNDS_MAX && !(ana->over && ben->over && spectator->over);
         round++) {
        poll_all(players, 2, spectator);
        for (int i = 0; i < 2; i++)
            if (players[i].t->connected && net_table_ready(players[i].t) &&
                !mirror_true(players[i].t, true))
                CHECK(!"a mirror differs from the server's view");
        if (net_table_ready(spectator) && !mirror_true(spectator, true))
            CHECK(!"the spectator's mirror differs from the server's view");
        int moves = ana->match->move_count;
        /* Ben drops while Ana is to move, and comes back at his turn */
        if (stage == PLAYING && moves >= 6 && ana->to_move == 0 &&
            ben->match->move_count == moves) {
            drop(ben);
            stage = BEN_AWAY;
        } else if (stage == BEN_AWAY && ana->to_move == 1) {
            rejoin(ben);
            CHECK(ben->match->move_count > 0 && same_log(ana, ben) && mirror_true(ben, true));
            drops++;
            stage = BEN_BACK;
        } else if (stage == BEN_BACK && ben->to_move == 1 && net_table_ready(ben) &&
                   ben->match->move_count == ana->match->move_count &&
                   players[1].asked != ben->match->move_count) {
            /* dropped and back at once: the very same state and log */
            GameState *before = game_clone(ben->match->state);
            int count = ben->match->move_count;
            drop(ben);
            rejoin(ben);
            CHECK(state_fields_equal(before, ben->match->state));
            CHECK_INT(ben->match->move_count, count);
            CHECK(same_log(ana, ben));
            game_free(before);
            drops++;
            stage = STILL_DROPPED;
        }
        if (!ana->connected || (!ben->connected && stage != BEN_AWAY) || !spectator->connected) {
            CHECK(!"a connection was lost");
            fprintf(stderr, "  %s: %s / %s / %s\n", rules->id, ana->error, ben->error,
                    spectator->error);
            break;
        }
        for (int i = 0; i < 2; i++)
            move_if_asked(&players[i], &rng);
    }
    CHECK(ana->over && ben->over && spectator->over);
    CHECK_INT(drops, 2);
    CHECK(same_log(ana, ben) && same_log(ana, spectator));
    CHECK(!memcmp(ana->scores, ben->scores, sizeof ana->scores));
    CHECK(!memcmp(ana->won, ben->won, sizeof ana->won));
    CHECK(game_over(ana->match->state) && game_over(spectator->match->state));
    /* Ben's seat joined afresh: the log whole, the same state as Ben's */
    NetTable *again = net_table_join(&h.invite[1], "Ben", WAIT_MS, err, sizeof err);
    CHECK(again != NULL);
    if (again) {
        CHECK(same_log(again, ben));
        for (int i = 0; i < again->match->move_count; i++)
            CHECK(!strcmp(again->match->moves[i], ben->match->moves[i]));
        CHECK(state_fields_equal(again->match->state, ben->match->state));
        CHECK(!strcmp(again->match->seats[0].name, "Ana"));
        CHECK(again->match->seats[2].bot);
        CHECK(again->status[0] == NET_SEAT_HERE && again->status[2] == NET_SEAT_BOT);
    }
    /* every seat and the spectator have the whole game to keep, the same record */
    check_record(ana, dir, "ana");
    check_record(ben, dir, "ben");
    CHECK(ana->record && ben->record && spectator->record && !strcmp(ana->record, ben->record) &&
          !strcmp(ana->record, spectator->record));
    printf("%s: %d moves played through the server\n", rules->id, ana->match->move_count);
    net_table_close(again);
    net_table_close(ana);
    net_table_close(ben);
    net_table_close(spectator);
}

/* Waits, bounded, until t has heard `count` chat lines in all. */
static void wait_chat(NetTable *t, long count)
{
    for (int i = 0; i < 500 && t->chat_total < count && t->connected; i++) {
        struct pollfd p = {.fd = net_table_fd(t), .events = POLLIN};
        poll(&p, 1, 10);
        net_table_poll(t);
    }
}

static void check_chat(const NetTable *t, const char *const *texts, int count)
{
    CHECK_INT(t->chat_count, count);
    for (int i = 0; i < count && i < t->chat_count; i++) {
        CHECK_STR(t->chat[i].text, texts[i]);
        CHECK_STR(t->chat[i].name, "Ana");
        CHECK_INT(t->chat[i].seat, 0);
    }
}

/* The table keeps its last chat lines, on disk: a player who comes back (a rejoin, a join
 * afresh, after the server was killed) reads the chat as it was, each line once. */
static void test_chat_kept(Server *s, const char *dir)
{
    char err[300];
    NetHosted h;
    CHECK(net_table_host("127.0.0.1", s->port, s->fingerprint, "takeover", "human,human", "",
                         WAIT_MS, &h, err, sizeof err));
    NetTable *ana = net_table_join(&h.invite[0], "Ana", WAIT_MS, err, sizeof err);
    NetTable *ben = net_table_join(&h.invite[1], "Ben", WAIT_MS, err, sizeof err);
    CHECK(ana && ben);
    if (!ana || !ben)
        return;
    static const char *const said[] = {"hello", "ready?", "good luck", "back soon?"};
    for (int i = 0; i < 3; i++)
        CHECK(net_table_chat(ana, said[i]));
    wait_chat(ben, 3);
    check_chat(ben, said, 3);
    net_table_close(ben); /* Ben leaves; Ana says one more */
    CHECK(net_table_chat(ana, said[3]));
    wait_chat(ana, 4);
    ben = net_table_join(&h.invite[1], "Ben", WAIT_MS, err, sizeof err);
    CHECK(ben != NULL);
    if (ben)
        check_chat(ben, said, 4);
    /* a rejoin is told the chat again: each line once */
    CHECK(ben && net_table_rejoin(ben, WAIT_MS, err, sizeof err));
    if (ben)
        check_chat(ben, said, 4);
    net_table_close(ben);
    net_table_close(ana);
    /* the server killed and started again: the chat is still there */
    stop_server(s, SIGKILL);
    *s = start_server(dir, 1000000);
    server = s;
    h.invite[1].port = s->port;
    ben = net_table_join(&h.invite[1], "Ben", WAIT_MS, err, sizeof err);
    CHECK(ben != NULL);
    if (ben)
        check_chat(ben, said, 4);
    net_table_close(ben);
}

/* The store keeps the newest NET_STORE_CHAT_KEEP lines of a table, oldest first. */
static void count_chat(void *ctx, int seat, const char *name, const char *text)
{
    int *seen = ctx;
    CHECK_INT(seat, 1);
    CHECK_STR(name, "Ben");
    CHECK_INT(atoi(text), seen[0] + 10); /* the first 10 lines are gone */
    seen[0]++;
}

static void test_chat_bounded(const char *dir)
{
    char err[300], sub[300];
    snprintf(sub, sizeof sub, "%s/bounded", dir);
    CHECK(mkdir(sub, 0700) == 0);
    NetStore *store = net_store_open(sub, err, sizeof err);
    CHECK(store != NULL);
    if (!store)
        return;
    NetStoredSeats seats = {0};
    int64_t id;
    CHECK(net_store_add_table(store, "moguls-save 1\n", 2, &seats, &id, err, sizeof err));
    for (int i = 0; i < NET_STORE_CHAT_KEEP + 10; i++) {
        char text[16];
        snprintf(text, sizeof text, "%d", i);
        CHECK(net_store_add_chat(store, id, 1, "Ben", text, err, sizeof err));
    }
    CHECK(net_store_commit(store, err, sizeof err));
    int seen = 0;
    CHECK(net_store_each_chat(store, id, count_chat, &seen));
    CHECK_INT(seen, NET_STORE_CHAT_KEEP);
    net_store_close(store);
}

/* An Estates game of three with `money` hidden or open, played by random bots until seats 1 and 2
 * hold different money in hand, both some. */
static GameState *estates_with_money(const char *money)
{
    const GameRules *rules = registry_find("estates");
    GameOptions opts;
    char err[300], option[40];
    options_defaults(rules, &opts);
    opts.players = 3;
    snprintf(option, sizeof option, "money=%s", money);
    CHECK(options_set(rules, &opts, option, err, sizeof err));
    GameState *s = rules->new_game(&opts, 77);
    const EstatesState *e = (const EstatesState *)s;
    for (int k = 0;
         k < 400 && !game_over(s) && (e->hand[1] == e->hand[2] || !e->hand[1] || !e->hand[2]);
         k++) {
        char move[MOVE_MAX];
        CHECK(bot_choose(s, BOT_RANDOM, 500 + (uint64_t)k, NULL, move, NULL));
        CHECK(rules->apply(s, move, err, sizeof err));
    }
    CHECK(e->hand[1] != e->hand[2] && e->phase < EST_PHASE_ROUND_END);
    return s;
}

/* The Estates' rule of record hides the others' money in hand (every payment is seen, so the
 * game's determinize keeps it): a seat's snapshot holds its own money and no more of the others'
 * than their sum; with open money it holds everyone's. */
static void check_estates_money(void)
{
    GameState *s = estates_with_money("hidden");
    const EstatesState *e = (const EstatesState *)s;
    GameState *other = game_clone(s); /* a world where seat 1 holds $1M more, seat 2 $1M less */
    ((EstatesState *)other)->hand[1]++;
    ((EstatesState *)other)->hand[2]--;
    for (int viewer = -1; viewer < 3; viewer++) {
        GameState *seen = net_seat_state(s, viewer, 9, 1),
                  *seen2 = net_seat_state(other, viewer, 9, 1);
        const EstatesState *g = (const EstatesState *)seen;
        StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
        state_encode(seen, &a);
        state_encode(seen2, &b);
        CHECK(viewer == 1 || viewer == 2 || !strcmp(sb_str(&a), sb_str(&b)));
        if (viewer >= 0)
            CHECK_INT(g->hand[viewer], e->hand[viewer]);
        if (viewer == 0) { /* what seats 1 and 2 hold between them, shared out */
            CHECK_INT(g->hand[1] + g->hand[2], e->hand[1] + e->hand[2]);
            CHECK(g->hand[1] - g->hand[2] == 0 || g->hand[1] - g->hand[2] == 1);
        }
        sb_free(&a);
        sb_free(&b);
        game_free(seen);
        game_free(seen2);
    }
    game_free(other);
    game_free(s);
    s = estates_with_money("open");
    GameState *seen = net_seat_state(s, 0, 9, 1);
    CHECK(!memcmp(((EstatesState *)seen)->hand, ((EstatesState *)s)->hand,
                  sizeof((EstatesState *)s)->hand));
    game_free(seen);
    game_free(s);
}

/* A BuyWord table joined by a client whose word list (in use and built in) is not the server's:
 * refused with a message saying so; a client using the server's list (not its built-in one) plays
 * with it. The server in `dir` is started while this process uses `server_list`. */
static void check_word_list(const char *dir, const char *server_list, const char *client_list,
                            bool joins)
{
    const GameResource *words = registry_find("buyword")->resource;
    char err[400] = "";
    CHECK(words->use(server_list, err, sizeof err));
    Server other = start_server(dir, 1000000);
    CHECK(words->use(client_list, err, sizeof err));
    NetHosted h;
    CHECK(net_table_host("127.0.0.1", other.port, other.fingerprint, "buyword", "human,random", "",
                         WAIT_MS, &h, err, sizeof err));
    NetTable *t = net_table_join(&h.invite[0], "Ana", WAIT_MS, err, sizeof err);
    CHECK(joins == (t != NULL));
    if (!joins)
        CHECK(strstr(err, "another BuyWord word list") != NULL);
    if (t) { /* the mirror's game holds the server's list */
        StrBuf mine = STRBUF_INIT;
        words->identify(t->match->opts.resource, &mine);
        char why[300];
        const void *served = words->find(sb_str(&mine), why, sizeof why);
        CHECK(served == t->match->opts.resource);
        sb_free(&mine);
    }
    net_table_close(t);
    stop_server(&other, SIGTERM);
    CHECK(words->use("", err, sizeof err));
}

static void check_word_lists(const char *dir)
{
    char list[300], server_dir[300];
    snprintf(list, sizeof list, "%s/words.txt", dir);
    FILE *f = fopen(list, "w");
    CHECK(f != NULL);
    if (!f)
        return;
    fputs("cat\ndog\nbird\nhouse\nmoney\n", f);
    fclose(f);
    snprintf(server_dir, sizeof server_dir, "%s/words_server", dir);
    CHECK(mkdir(server_dir, 0700) == 0);
    check_word_list(server_dir, list, "", false);  /* the server's own list: refused */
    check_word_list(server_dir, list, list, true); /* the same list at both ends */
    check_word_list(server_dir, "", list, true);   /* the built-in one, kept besides */
}

int main(int argc, char **argv)
{
    if (argc == 1 || !strcmp(argv[1], "estates"))
        check_estates_money();
    char dir[] = "/tmp/moguls_net_table_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    Server s = start_server(dir, 1000000);
    server = &s;
    for (int g = 0; g < registry_count(); g++) {
        const GameRules *rules = registry_game(g);
        if ((argc > 1 && strcmp(argv[1], rules->id)) || rules->max_players < 3)
            continue;
        play_table(rules, dir);
    }
    if (argc <= 1) {
        test_chat_kept(&s, dir);
        test_chat_bounded(dir);
    }
    stop_server(&s, SIGTERM);
    if (argc == 1 || !strcmp(argv[1], "buyword"))
        check_word_lists(dir);
    char command[200];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    CHECK(system(command) == 0);
    return check_report("test_net_table");
}
