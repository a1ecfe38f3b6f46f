/* The server's database (src/net/store.h) killed in the middle: a process that takes moves back
 * (an undo) or hands a seat to a bot and is killed with SIGKILL before its round's commit leaves
 * the table as it was; killed after the commit, as it became. Read back, a table has its moves,
 * its seats handed to bots and how far back an undo took it. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check.h"
#include "core/match.h"
#include "net/store.h"

typedef struct Read {
    int tables;
    int moves; /* the last table's */
    char last[MOVE_MAX];
    NetStoredSeats seats;
} Read;

static void count_moves(void *ctx, int64_t id, const char *journal, const NetStoredSeats *seats)
{
    (void)id;
    Read *r = ctx;
    r->tables++;
    r->moves = 0;
    for (const char *p = strstr(journal, "\nmove "); p; p = strstr(p + 1, "\nmove ")) {
        r->moves++;
        sscanf(p + 6, "%31s", r->last);
    }
    r->seats = *seats;
}

static Read read_back(const char *dir)
{
    Read r = {0};
    char err[300];
    NetStore *store = net_store_open(dir, err, sizeof err);
    CHECK(store != NULL);
    if (!store)
        return r;
    CHECK(net_store_each_table(store, count_moves, &r, err, sizeof err));
    net_store_close(store);
    return r;
}

/* In a child: opens the store, does `step` to table 1, commits if asked, and is killed. */
static void killed_after(const char *dir, void (*step)(NetStore *), bool commit)
{
    pid_t pid = fork();
    if (pid == 0) {
        char err[300];
        NetStore *store = net_store_open(dir, err, sizeof err);
        if (!store)
            _exit(1);
        step(store);
        if (commit && !net_store_commit(store, err, sizeof err))
            _exit(1);
        kill(getpid(), SIGKILL);
        _exit(1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
}

static void take_back_three(NetStore *store)
{
    char err[300];
    if (!net_store_rewind(store, 1, 7, err, sizeof err))
        _exit(1);
}

static void hand_seat_one(NetStore *store)
{
    char err[300];
    if (!net_store_hand_seat(store, 1, 1, BOT_HARD, err, sizeof err))
        _exit(1);
}

static void give_seat_one_back(NetStore *store)
{
    char err[300];
    if (!net_store_hand_seat(store, 1, 1, -1, err, sizeof err))
        _exit(1);
}

int main(void)
{
    char dir[] = "/tmp/moguls_net_store_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    char err[300];
    NetStore *store = net_store_open(dir, err, sizeof err);
    CHECK(store != NULL);
    if (!store)
        return check_report("test_net_store");
    NetStoredSeats seats = {
        .token = {"00000000000000000000000000000000", "11111111111111111111111111111111"},
        .name = {"Ana", "Ben"},
        .spectator_token = "22222222222222222222222222222222",
        .rewound = -1};
    int64_t id = 0;
    CHECK(net_store_add_table(store, "moguls-save 3\ngame estates\n", 2, &seats, &id, err,
                              sizeof err));
    CHECK_INT((int)id, 1);
    for (int i = 0; i < 10; i++) {
        char move[20];
        snprintf(move, sizeof move, "m%d", i);
        CHECK(net_store_add_move(store, id, i, i % 2, move, err, sizeof err));
    }
    CHECK(net_store_commit(store, err, sizeof err));
    net_store_close(store);
    Read r = read_back(dir);
    CHECK_INT(r.tables, 1);
    CHECK_INT(r.moves, 10);
    CHECK_INT(r.seats.rewound, -1);
    CHECK(!r.seats.handed[0] && !r.seats.handed[1]);

    /* killed before the round's commit: nothing of the undo */
    killed_after(dir, take_back_three, false);
    r = read_back(dir);
    CHECK_INT(r.moves, 10);
    CHECK(!strcmp(r.last, "m9"));
    CHECK_INT(r.seats.rewound, -1);
    /* after it: all of it */
    killed_after(dir, take_back_three, true);
    r = read_back(dir);
    CHECK_INT(r.moves, 7);
    CHECK(!strcmp(r.last, "m6"));
    CHECK_INT(r.seats.rewound, 7);

    killed_after(dir, hand_seat_one, false);
    r = read_back(dir);
    CHECK(!r.seats.handed[1]);
    killed_after(dir, hand_seat_one, true);
    r = read_back(dir);
    CHECK(r.seats.handed[1] && !r.seats.handed[0]);
    CHECK_INT((int)r.seats.handed_level[1], (int)BOT_HARD);
    CHECK_INT(r.moves, 7);
    killed_after(dir, give_seat_one_back, true);
    r = read_back(dir);
    CHECK(!r.seats.handed[1]);
    CHECK(!strcmp(r.seats.name[1], "Ben"));

    char command[200];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    CHECK(system(command) == 0);
    return check_report("test_net_store");
}
