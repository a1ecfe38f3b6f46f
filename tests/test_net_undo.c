/* Undo over the network and seats handed to bots (docs/network.md), through a real server on the
 * loopback address with two players, a bot and a spectator at a table (src/net/table_client.h):
 * an undo the other player agrees to takes every mirror back, to the very state and log it had
 * then, and the game plays on; one refused, one nobody answers in time and one asked past a move
 * that drew tiles take nothing back; another seat cannot take back a player's move; with the other
 * player away it is done at once. The host, and only the host, hands a seat away long enough to a
 * bot, which plays it, through a server killed with SIGKILL and started again, until its player
 * rejoins and has it back. Every wait is bounded. */
#define _DEFAULT_SOURCE /* usleep */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "check.h"
#include "core/snapshot.h"
#include "net/table_client.h"
#include "net_child.h"

#define WAIT_MS 5000
/* How long a loop waits for the table at most: by time, not by rounds (a round ends early
 * whenever a message comes, so rounds alone run out on a loaded machine). */
#define LOOP_MS 60000.0
#define HAND_AFTER_S 2.0

typedef struct Tab {
    NetTable *ana, *ben, *sam; /* seats 0 and 1, and a spectator; seat 2 is a random bot */
    NetHosted h;
    Rng rng;
    double moved_ms;
    int asked[2]; /* each player's move count when it last sent a move, -1 none */
} Tab;

static const Server *server;

/* Waits a little for lines, then reads every table's. */
static void pump(Tab *tab)
{
    NetTable *all[3] = {tab->ana, tab->ben, tab->sam};
    struct pollfd fds[3];
    int n = 0;
    for (int i = 0; i < 3; i++)
        if (all[i]->connected)
            fds[n++] = (struct pollfd){.fd = net_table_fd(all[i]), .events = POLLIN};
    poll(fds, (nfds_t)n, 20);
    for (int i = 0; i < 3; i++)
        if (all[i]->connected)
            net_table_poll(all[i]);
}

/* Every connected mirror at the same move as the server last told, nothing asked. */
static bool settled(const Tab *tab)
{
    const NetTable *all[3] = {tab->ana, tab->ben, tab->sam};
    for (int i = 0; i < 3; i++)
        if (all[i]->connected && (!mirror_true(all[i], false) ||
                                  all[i]->match->move_count != tab->ana->match->move_count))
            return false;
    return true;
}

/* A random move for the seat of t if it is to move (at most one every 60 ms: the server's rate). */
static void move_if_turn(Tab *tab, NetTable *t)
{
    if (t->error[0] && t->connected) { /* a move refused: the table as it was, ask again */
        fprintf(stderr, "  seat %d was told: %s\n", t->seat, t->error);
        net_table_clear_error(t);
        tab->asked[t->seat] = -1;
    }
    if (!t->connected || !net_table_ready(t) || t->to_move != t->seat || !t->legal.count ||
        now_ms() - tab->moved_ms < 60 || tab->asked[t->seat] == t->match->move_count)
        return;
    CHECK(net_table_move(t, t->legal.items[rng_below(&tab->rng, (uint32_t)t->legal.count)]));
    tab->asked[t->seat] = t->match->move_count;
    tab->moved_ms = now_ms();
}

static bool host_table(Tab *tab, const char *game)
{
    char err[300];
    memset(tab, 0, sizeof *tab);
    rng_seed(&tab->rng, 11);
    tab->asked[0] = tab->asked[1] = -1;
    bool hosted = net_table_host("127.0.0.1", server->port, server->fingerprint, game,
                                 "human,human,random", "", WAIT_MS, &tab->h, err, sizeof err);
    CHECK(hosted);
    if (!hosted)
        return fprintf(stderr, "  host: %s\n", err), false;
    tab->ana = net_table_join(&tab->h.invite[0], "Ana", WAIT_MS, err, sizeof err);
    tab->ben = net_table_join(&tab->h.invite[1], "Ben", WAIT_MS, err, sizeof err);
    tab->sam = net_table_join(&tab->h.spectator, "Sam", WAIT_MS, err, sizeof err);
    CHECK(tab->ana && tab->ben && tab->sam);
    return tab->ana && tab->ben && tab->sam;
}

static void close_table(Tab *tab)
{
    net_table_close(tab->ana);
    net_table_close(tab->ben);
    net_table_close(tab->sam);
}

typedef enum Answer { ASKED, REFUSED, UNDONE } Answer;

/* Plays (both players at random) until Ana has just moved and the table settled with her move
 * the last human one, then Ana asks to take it back: ASKED when the server put the question to
 * the others (Ana's undo_seat is hers), REFUSED when it refused (her error says why), UNDONE when
 * it took the moves back at once. */
static Answer ana_asks(Tab *tab)
{
    NetTable *ana = tab->ana;
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS;) {
        pump(tab);
        if (settled(tab) && net_table_may_undo(ana) && ana->to_move != 0) {
            int moves = ana->match->move_count;
            CHECK(net_table_undo(ana));
            for (double t1 = now_ms(); now_ms() - t1 < LOOP_MS && ana->undo_seat < 0 &&
                                       !ana->error[0] && ana->match->move_count >= moves;)
                pump(tab);
            if (ana->match->move_count < moves) {
                tab->asked[0] = -1;
                return UNDONE;
            }
            /* a bot's move may come before her request: it goes back with hers */
            return ana->undo_seat == 0 ? ASKED : REFUSED;
        }
        move_if_turn(tab, ana);
        move_if_turn(tab, tab->ben);
    }
    CHECK(!"Ana never had a move to take back");
    fprintf(stderr, "  %d moves, %d to move, over %d, Ben %s, may undo %d, settled %d\n",
            ana->match->move_count, ana->to_move, ana->over, tab->ben->connected ? "here" : "away",
            net_table_may_undo(ana), settled(tab));
    return REFUSED;
}

/* Ana asks until the fair-undo rule lets her (a move that drew something stays: play on). */
static void ana_asks_allowed(Tab *tab)
{
    for (int tries = 0; tries < 50; tries++) {
        if (ana_asks(tab) == ASKED)
            return;
        net_table_clear_error(tab->ana);
    }
    CHECK(!"Ana's undo was always refused");
}

/* Reads until cond(tab), for LOOP_MS at most. */
static bool pump_until(Tab *tab, bool (*cond)(const Tab *))
{
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS;) {
        if (cond(tab))
            return true;
        pump(tab);
    }
    return cond(tab);
}

static bool nobody_asks(const Tab *tab)
{
    return tab->ana->undo_seat < 0 && (!tab->ben->connected || tab->ben->undo_seat < 0) &&
           tab->sam->undo_seat < 0 && settled(tab);
}

static bool everyone_heard_ana_ask(const Tab *tab)
{
    return tab->ben->undo_seat == 0 && tab->sam->undo_seat == 0;
}

/* Ana's undo, agreed by Ben: every mirror back to the moves before hers, the state she had then
 * to the byte, and the game goes on from there. */
static void test_agreed(Tab *tab)
{
    NetTable *ana = tab->ana, *ben = tab->ben, *sam = tab->sam;
    ana_asks_allowed(tab);
    CHECK_INT(ana->undo_seat, 0);
    CHECK(pump_until(tab, everyone_heard_ana_ask));
    CHECK(ben->undo_voter[1] && !ben->undo_voter[0] && !ben->undo_voter[2]);
    int moves = ana->match->move_count, keep = moves - ana->undo_moves;
    CHECK(keep >= 0 && keep < moves && ana->match->mover[keep] == 0);
    /* each one's state then: after the undo, each is sent the very same (nothing more known) */
    GameState *then = game_clone(net_table_state_after(ana, keep));
    GameState *ben_then = game_clone(net_table_state_after(ben, keep));
    GameState *sam_then = game_clone(net_table_state_after(sam, keep));
    char log_then[600];
    snprintf(log_then, sizeof log_then, "%s", keep ? ana->match->log[keep - 1] : "");
    CHECK(net_table_undo_answer(ben, true));
    CHECK(pump_until(tab, nobody_asks));
    CHECK_INT(ana->match->move_count, keep);
    CHECK(same_log(ana, ben) && same_log(ana, sam));
    CHECK(!keep || !strcmp(ana->match->log[keep - 1], log_then));
    CHECK(state_fields_equal(ana->match->state, then));
    CHECK(state_fields_equal(ben->match->state, ben_then));
    CHECK(state_fields_equal(sam->match->state, sam_then));
    game_free(ben_then);
    game_free(sam_then);
    tab->asked[0] = -1;
    CHECK_INT(ana->to_move, 0);
    CHECK(ana->legal.count > 0);
    CHECK(strstr(ben->notice, "Ana took back") != NULL);
    game_free(then);
    /* and plays on: Ana moves again, the bot answers as before an undo */
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS && ana->match->move_count < keep + 3;) {
        pump(tab);
        move_if_turn(tab, ana);
        move_if_turn(tab, ben);
    }
    CHECK(ana->match->move_count >= keep + 3);
    CHECK(pump_until(tab, settled));
}

static bool ana_told(const Tab *tab)
{
    return tab->ana->undo_seat < 0 && tab->ana->notice[0];
}

/* Refused by Ben, then asked and left unanswered: the moves stay, each time with a reason. */
static void test_refused_and_timed_out(Tab *tab)
{
    NetTable *ana = tab->ana;
    for (int pass = 0; pass < 2; pass++) {
        net_table_clear_notice(ana);
        ana_asks_allowed(tab);
        CHECK(pump_until(tab, everyone_heard_ana_ask));
        int moves = ana->match->move_count;
        double asked = now_ms();
        if (pass == 0)
            CHECK(net_table_undo_answer(tab->ben, false));
        CHECK(pump_until(tab, ana_told));
        CHECK_INT(ana->match->move_count, moves);
        CHECK(same_log(ana, tab->ben));
        if (pass == 0)
            CHECK(strstr(ana->notice, "Ben refused") != NULL);
        else {
            CHECK(strstr(ana->notice, "in time") != NULL);
            CHECK(now_ms() - asked >= 900); /* the server's wait here: one second */
        }
    }
}

/* Ben cannot take back Ana's move; Ana cannot answer her own question. */
static void test_not_for_another(Tab *tab)
{
    NetTable *ana = tab->ana, *ben = tab->ben;
    ana_asks_allowed(tab);
    CHECK(pump_until(tab, everyone_heard_ana_ask));
    CHECK(!net_table_undo_answer(ana, true)); /* not asked */
    net_table_clear_error(ana);
    CHECK(net_table_undo_answer(ben, false));
    CHECK(pump_until(tab, ana_told));
    int moves = ana->match->move_count;
    CHECK(net_table_undo(ben)); /* Ben's last decision is older than Ana's */
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS && !ben->error[0];)
        pump(tab);
    CHECK(strstr(ben->error, "Ana has moved") != NULL);
    net_table_clear_error(ben);
    CHECK_INT(ana->match->move_count, moves);
    CHECK_INT(ana->undo_seat, -1);
}

/* Drops t as a network would and reads until it notices. */
static void drop(NetTable *t)
{
    shutdown(net_table_fd(t), SHUT_RDWR);
    for (int i = 0; i < 100 && t->connected; i++)
        net_table_poll(t);
    CHECK(!t->connected);
}

static bool ben_away(const Tab *tab)
{
    return tab->ana->status[1] == NET_SEAT_AWAY;
}

/* With Ben away nobody is asked: Ana's undo is done at once, and Ben rejoining has the table as
 * it is now, its log whole. */
static bool ana_to_move(const Tab *tab)
{
    return tab->ana->to_move == 0 && settled(tab);
}

static void test_nobody_to_ask(Tab *tab)
{
    NetTable *ana = tab->ana, *ben = tab->ben;
    char err[300];
    Answer answer = REFUSED;
    for (int tries = 0; tries < 30 && answer != UNDONE; tries++) {
        /* Ben leaves while Ana is to move */
        for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS && !ana_to_move(tab);) {
            pump(tab);
            move_if_turn(tab, ben);
        }
        drop(ben);
        CHECK(pump_until(tab, ben_away));
        answer = ana_asks(tab);
        CHECK(answer != ASKED);
        net_table_clear_error(ana);
        CHECK(net_table_rejoin(ben, WAIT_MS, err, sizeof err));
        CHECK(pump_until(tab, settled));
        CHECK(same_log(ana, ben) && mirror_true(ben, true));
    }
    CHECK(answer == UNDONE);
}

/* A move's tiles drawn (Buyout!): the fair-undo rule refuses it, with the rule's reason. */
static void test_past_a_reveal(void)
{
    Tab tab;
    if (!host_table(&tab, "buyout"))
        return close_table(&tab);
    CHECK(ana_asks(&tab) == REFUSED);
    /* "New tiles were drawn with your move", or since it: a bot's move drew them */
    CHECK(strstr(tab.ana->error, " your move") != NULL);
    if (!strstr(tab.ana->error, " your move"))
        fprintf(stderr, "  refused: %s\n", tab.ana->error);
    CHECK_INT(tab.ben->undo_seat, -1);
    close_table(&tab);
}

static bool ben_bot(const Tab *tab)
{
    return tab->ana->status[1] == NET_SEAT_BOT && tab->sam->status[1] == NET_SEAT_BOT;
}

static bool ben_back(const Tab *tab)
{
    return tab->ana->status[1] == NET_SEAT_HERE && tab->ben->status[1] == NET_SEAT_HERE;
}

/* The bot's moves for Ben's seat since move `from`. */
static int bot_moves_for_ben(const Tab *tab, int from)
{
    int n = 0;
    for (int i = from; i < tab->ana->match->move_count; i++)
        n += tab->ana->match->mover[i] == 1;
    return n;
}

static void plays_until(Tab *tab, int from, int moves_of_ben)
{
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS &&
                               bot_moves_for_ben(tab, from) < moves_of_ben && !tab->ana->over;) {
        pump(tab);
        move_if_turn(tab, tab->ana);
    }
}

/* Rejoins t with the same invite at the server's new run (the same port). */
static void rejoin(NetTable *t)
{
    char err[300];
    bool back = false;
    for (int i = 0; i < 50 && !back; i++) /* the server may still be starting */
        if (!(back = net_table_rejoin(t, WAIT_MS, err, sizeof err)))
            usleep(100000);
    CHECK(back);
}

/* Ben away: only the host hands his seat to a bot, and only once he has been away long enough;
 * the bot plays it, through a restart of the server; Ben rejoins and has it back. */
static void test_hand_to_bot(Tab *tab, const char *dir, Server *s)
{
    NetTable *ana = tab->ana, *ben = tab->ben;
    CHECK(pump_until(tab, settled));
    CHECK_INT(net_table_host_seat(ana), 0);
    CHECK(net_table_seat_bot(ben, 0, BOT_RANDOM)); /* not the host */
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS && !ben->error[0];)
        pump(tab);
    CHECK_STR(ben->error, "That seat cannot be handed to a bot now.");
    CHECK(strstr(ben->detail, "only the host") != NULL); /* the server's reason, for a log */
    net_table_clear_error(ben);
    CHECK(net_table_seat_bot(ana, 1, BOT_RANDOM)); /* Ben is here */
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS && !ana->error[0];)
        pump(tab);
    CHECK_STR(ana->error, "That seat cannot be handed to a bot now.");
    CHECK(strstr(ana->detail, "Ben is here") != NULL); /* the server's reason, for a log */
    net_table_clear_error(ana);
    drop(ben);
    CHECK(pump_until(tab, ben_away));
    CHECK(net_table_seat_bot(ana, 1, BOT_RANDOM)); /* too soon */
    for (double t0 = now_ms(); now_ms() - t0 < LOOP_MS && !ana->error[0];)
        pump(tab);
    CHECK_STR(ana->error, "That seat cannot be handed to a bot now.");
    CHECK(strstr(ana->detail, "has been away for") != NULL); /* the server's reason, for a log */
    net_table_clear_error(ana);
    usleep((useconds_t)(HAND_AFTER_S * 1e6));
    CHECK(net_table_seat_bot(ana, 1, BOT_RANDOM));
    CHECK(pump_until(tab, ben_bot));
    CHECK(!ana->error[0]);
    int from = ana->match->move_count;
    plays_until(tab, from, 2);
    CHECK(bot_moves_for_ben(tab, from) >= 2);
    /* the server killed and started again: the seat is still the bot's */
    stop_server(s, SIGKILL);
    *s = start_server(dir, 1000000);
    rejoin(ana);
    rejoin(tab->sam);
    CHECK(pump_until(tab, ben_bot));
    from = ana->match->move_count;
    plays_until(tab, from, 1);
    CHECK(bot_moves_for_ben(tab, from) >= 1);
    /* Ben back: his seat again, and his moves his own */
    rejoin(ben);
    CHECK(pump_until(tab, ben_back));
    int acked = ben->acknowledged;
    for (double t0 = now_ms();
         now_ms() - t0 < LOOP_MS && ben->acknowledged == acked && !ana->over;) {
        pump(tab);
        move_if_turn(tab, ana);
        move_if_turn(tab, ben);
    }
    CHECK(ben->acknowledged > acked || ana->over);
    CHECK(pump_until(tab, settled));
    CHECK(same_log(ana, ben));
}

int main(void)
{
    char dir[] = "/tmp/moguls_net_undo_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    child_undo_wait_s = 1.0;
    child_hand_after_s = HAND_AFTER_S;
    Server s = start_server(dir, 1000000);
    child_port = s.port; /* a restart listens where the clients rejoin */
    server = &s;
    Tab tab;
    if (host_table(&tab, "estates")) {
        test_agreed(&tab);
        test_refused_and_timed_out(&tab);
        test_not_for_another(&tab);
        test_nobody_to_ask(&tab);
        test_hand_to_bot(&tab, dir, &s);
    }
    close_table(&tab);
    test_past_a_reveal();
    stop_server(&s, SIGTERM);
    char command[200];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    CHECK(system(command) == 0);
    return check_report("test_net_undo");
}
