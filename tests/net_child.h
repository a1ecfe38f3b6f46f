/* A network server on 127.0.0.1 in a child process, for the tests and the benchmark: the
 * parent learns its port and fingerprint through a pipe, may kill it as it likes (SIGKILL: the
 * restart tests) and stops it with SIGTERM; left alone it stops by itself. And what the tests
 * compare of the tables (src/net/table_client.h) playing at it. */
#ifndef MOGULS_TESTS_NET_CHILD_H
#define MOGULS_TESTS_NET_CHILD_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "net/server.h"
#include "net/table_client.h"

static volatile sig_atomic_t child_stop;
static void on_term(int sig)
{
    (void)sig;
    child_stop = 1;
}

/* What the next start_server gives its server: a port (0: any free one; the same again restarts
 * where clients reconnect by themselves), the time to agree to an undo and the time away before a
 * seat may be handed to a bot (0: the defaults). */
static int child_port;
static double child_undo_wait_s, child_hand_after_s;

typedef struct Server {
    pid_t pid;
    int port;
    char fingerprint[NET_FINGERPRINT_HEX + 1];
} Server;

/* A server on 127.0.0.1 (any free port) over dir, in a child process that stops on SIGTERM or
 * after max_rounds rounds of its loop (a round waits at most 0.1 s). */
static Server start_server(const char *dir, int max_rounds)
{
    Server s = {0};
    int pipefd[2];
    if (pipe(pipefd) != 0)
        abort();
    s.pid = fork();
    if (s.pid == 0) {
        close(pipefd[0]);
        signal(SIGTERM, on_term);
        NetServerConfig config = {.address = "127.0.0.1",
                                  .port = child_port,
                                  .data_dir = dir,
                                  .handshake_s = 5,
                                  .line_s = 1,
                                  .undo_wait_s = child_undo_wait_s,
                                  .hand_after_s = child_hand_after_s};
        char err[300];
        NetServer *server = net_server_start(&config, err, sizeof err);
        if (!server) {
            fprintf(stderr, "server: %s\n", err);
            _exit(1);
        }
        dprintf(pipefd[1], "%d %s\n", net_server_port(server), net_server_fingerprint(server));
        close(pipefd[1]);
        for (int round = 0; round < max_rounds && !child_stop; round++)
            if (!net_server_step(server, 100))
                _exit(1);
        net_server_free(server);
        _exit(0);
    }
    close(pipefd[1]);
    FILE *f = fdopen(pipefd[0], "r");
    if (!f || fscanf(f, "%d %64s", &s.port, s.fingerprint) != 2) {
        fprintf(stderr, "the server did not start\n");
        exit(1);
    }
    fclose(f);
    return s;
}

static void stop_server(Server *s, int sig)
{
    kill(s->pid, sig);
    waitpid(s->pid, NULL, 0);
}

/* A monotonic clock in milliseconds, for the tests' deadlines and measured waits. */
static inline double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Whether t's mirror describes to it what the server described from the true state; `tell`
 * prints both when they differ (where they must not: a wait for them to agree tells nothing). */
static inline bool mirror_true(const NetTable *t, bool tell)
{
    if (!net_table_ready(t))
        return false;
    StrBuf view = STRBUF_INIT;
    t->match->rules->describe(t->match->state, t->seat, &view);
    bool same = !strcmp(sb_str(&view), t->view);
    if (!same && tell)
        fprintf(stderr, "  seat %d: mirror %.200s\n  server %.200s\n", t->seat, sb_str(&view),
                t->view);
    sb_free(&view);
    return same;
}

/* Whether two mirrors of one table hold the same moves (a move only one of them may know is ""
 * for the other), movers and log lines. */
static inline bool same_log(const NetTable *a, const NetTable *b)
{
    const Match *ma = a->match, *mb = b->match;
    if (ma->move_count != mb->move_count)
        return false;
    for (int i = 0; i < ma->move_count; i++) {
        bool texts = !strcmp(ma->moves[i], mb->moves[i]) ||
                     (!ma->moves[i][0] && ma->mover[i] != a->seat) ||
                     (!mb->moves[i][0] && mb->mover[i] != b->seat);
        if (!texts || ma->mover[i] != mb->mover[i] || strcmp(ma->log[i], mb->log[i]))
            return false;
    }
    return true;
}

#endif
