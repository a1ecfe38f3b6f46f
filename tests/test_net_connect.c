/* Connecting to a table as the app does (src/net/table_client.h, net_table_open): the
 * connection is made off the caller's thread, so a poll never waits on a server that does not
 * answer; the attempt ends by itself at its timeout, or when cancelled, and every refusal the
 * player can meet is told in a sentence of our own (the network's detail kept apart), on the
 * loopback address only. */
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "net/table_client.h"
#include "net_child.h"

#define WAIT_MS 5000
#define SILENT_WAIT_MS 1500 /* the attempt's own timeout at a server that never answers */
/* A poll that waits on the network would take the attempt's timeout; one that does not returns
 * in far less than this even on a loaded machine. */
#define POLL_PROMPT_MS 400

/* A loopback socket that listens (the kernel accepts connections into its queue) and never
 * answers: *port is its port. */
static int silent_listener(int *port)
{
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof a;
    if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) != 0 || listen(fd, 8) != 0 ||
        getsockname(fd, (struct sockaddr *)&a, &len) != 0)
        abort();
    *port = ntohs(a.sin_port);
    return fd;
}

/* A loopback port where nothing listens. */
static int closed_port(void)
{
    int port;
    close(silent_listener(&port));
    return port;
}

static NetInvite invite_to(int port, const char *fingerprint)
{
    NetInvite invite = {.port = port, .table = 1};
    snprintf(invite.host, sizeof invite.host, "127.0.0.1");
    snprintf(invite.token, sizeof invite.token, "%032d", 0);
    snprintf(invite.fingerprint, sizeof invite.fingerprint, "%s", fingerprint);
    return invite;
}

static const char *any_fingerprint(void)
{
    static char fp[NET_FINGERPRINT_HEX + 1];
    memset(fp, 'a', NET_FINGERPRINT_HEX);
    return fp;
}

/* Polls t until connecting ends (bounded); the slowest poll's time in *slowest. */
static void poll_until_done(NetTable *t, double *slowest)
{
    *slowest = 0;
    double start = now_ms();
    while (t->connecting && now_ms() - start < 20000) {
        double before = now_ms();
        net_table_poll(t);
        double took = now_ms() - before;
        *slowest = took > *slowest ? took : *slowest;
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
}

/* A server that takes the connection and never answers: the polls return at once while the
 * attempt waits, and it ends by itself at its timeout with its message. */
static void test_silent_server(void)
{
    int port, fd = silent_listener(&port);
    NetInvite invite = invite_to(port, any_fingerprint());
    double start = now_ms();
    NetTable *t = net_table_open(&invite, "Ana", SILENT_WAIT_MS);
    CHECK(now_ms() - start < POLL_PROMPT_MS);
    CHECK(t->connecting && !t->connected);
    double slowest;
    poll_until_done(t, &slowest);
    double took = now_ms() - start;
    CHECK(slowest < POLL_PROMPT_MS);
    CHECK(!t->connecting && !t->connected);
    CHECK(took >= SILENT_WAIT_MS - 50 && took < SILENT_WAIT_MS + 5000);
    CHECK_STR(t->error, "The server did not answer in time. Is the host's computer on and "
                        "reachable from here?");
    CHECK(strstr(t->detail, "TLS") != NULL); /* the technical reason, apart */
    printf("silent server: given up after %.0f ms, the slowest poll %.1f ms\n", took, slowest);
    net_table_close(t);

    /* Cancel: at once, with its message; closing does not wait for the thread either */
    t = net_table_open(&invite, "Ana", SILENT_WAIT_MS);
    net_table_poll(t);
    start = now_ms();
    net_table_cancel(t);
    CHECK(!t->connecting && !t->connected);
    CHECK_STR(t->error, "Connecting was cancelled.");
    net_table_close(t);
    t = net_table_open(&invite, "Ana", SILENT_WAIT_MS);
    net_table_close(t);
    CHECK(now_ms() - start < POLL_PROMPT_MS);
    close(fd);
}

static void test_nothing_listens(void)
{
    NetInvite invite = invite_to(closed_port(), any_fingerprint());
    char err[300];
    NetTable *t = net_table_join(&invite, "Ana", WAIT_MS, err, sizeof err);
    CHECK(t == NULL);
    CHECK_STR(err, "Nothing answers at the address in the code. Is the host's Moguls running, "
                   "and the address right?");
}

/* Waits, bounded, until t's error is set or its connection is gone. */
static void poll_for_error(NetTable *t)
{
    for (int i = 0; i < 500 && !t->error[0] && t->connected; i++) {
        net_table_poll(t);
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
}

static void test_refusals(const Server *s)
{
    char err[300];
    /* another certificate than the code's */
    NetInvite wrong = invite_to(s->port, any_fingerprint());
    CHECK(net_table_join(&wrong, "Ana", WAIT_MS, err, sizeof err) == NULL);
    CHECK_STR(err, "The server is not the one this code was made for (its certificate does not "
                   "match): not connecting. Ask your friend for a new code.");
    /* a token that opens no seat */
    NetInvite nobody = invite_to(s->port, s->fingerprint);
    CHECK(net_table_join(&nobody, "Ana", WAIT_MS, err, sizeof err) == NULL);
    CHECK_STR(err, "This code opens no seat at that table: it was changed, or the table is gone.");

    NetHosted h;
    CHECK(net_table_host("127.0.0.1", s->port, s->fingerprint, "takeover", "human,human", "",
                         WAIT_MS, &h, err, sizeof err));
    NetTable *ana = net_table_join(&h.invite[0], "Ana", WAIT_MS, err, sizeof err);
    CHECK(ana != NULL);
    if (!ana)
        return;
    NetTable *ben = net_table_join(&h.invite[1], "Ben", WAIT_MS, err, sizeof err);
    CHECK(ben != NULL);
    if (!ben)
        return;
    /* a move the rules refuse: the server's `error illegal`, in our words, its reason apart */
    for (int i = 0; i < 500 && !(net_table_ready(ana) && ana->to_move >= 0 &&
                                 ana->legal.count + ben->legal.count > 0);
         i++) {
        net_table_poll(ana);
        net_table_poll(ben);
        nanosleep(&(struct timespec){0, 10 * 1000 * 1000}, NULL);
    }
    NetTable *mover = ana->to_move == 0 ? ana : ben;
    CHECK(net_table_move(mover, "nonsense"));
    poll_for_error(mover);
    CHECK_STR(mover->error, "The rules do not allow that move.");
    CHECK(mover->detail[0] != '\0');
    CHECK(mover->connected);
    net_table_clear_error(mover);
    net_table_close(ben);
    /* the seat joined from elsewhere: the server's `bye`, in our words */
    NetTable *again = net_table_join(&h.invite[0], "Ana", WAIT_MS, err, sizeof err);
    CHECK(again != NULL);
    poll_for_error(ana);
    CHECK(!ana->connected);
    CHECK_STR(ana->error,
              "Your seat was taken from another window or computer with the same code.");
    net_table_close(again);
    net_table_close(ana);
}

int main(void)
{
    test_silent_server();
    test_nothing_listens();
    char dir[] = "/tmp/moguls_net_connect_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    Server s = start_server(dir, 1000000);
    test_refusals(&s);
    stop_server(&s, SIGTERM);
    char command[200];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    CHECK(system(command) == 0);
    return check_report("test_net_connect");
}
