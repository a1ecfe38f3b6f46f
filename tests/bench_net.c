/* The network server's load benchmark (not a test: it measures, it asserts nothing):
 *   bench_net [--tables N] [--moves M] [--think MS]
 * starts a server on 127.0.0.1 in a child process, hosts N tables of four seats (two human
 * players connected as clients, two random bots, whose thinking is instant), plays M client
 * moves across all tables (a random legal move each, sent MS milliseconds after the player was
 * asked: 0, the default, saturates the server), and prints the server's memory per table
 * (resident, after hosting, and per table with its two connections), the moves per second it
 * stored (durably: a commit with a full sync per round of its loop), the round trip of a move (sent
 * to `ok`, median and 99th percentile) and the server's CPU time per move. */
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "core/rng.h"
#include "net/client.h"
#include "net_child.h"

typedef struct Player {
    NetClient *client;
    double sent;    /* when its move left, 0 when none is on the way */
    double due;     /* when its move is to be sent (a player thinks), 0 when none waits */
    char move[600]; /* that move's line */
} Player;

static double think_s; /* --think: how long a player thinks before it moves */

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The child's resident memory in kB and its CPU seconds, from /proc. */
static long resident_kb(pid_t pid)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%d/status", (int)pid);
    FILE *f = fopen(path, "r");
    long kb = -1;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "VmRSS: %ld", &kb) == 1)
            break;
    if (f)
        fclose(f);
    return kb;
}

static double cpu_s(pid_t pid)
{
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    unsigned long user = 0, system = 0;
    if (f && fscanf(f, "%*d %*s %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &user,
                    &system) != 2)
        user = system = 0;
    if (f)
        fclose(f);
    return (double)(user + system) / (double)sysconf(_SC_CLK_TCK);
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Host a table; the two human seats' invites into invites. */
static bool host_table(const Server *s, NetInvite invites[2])
{
    char err[300];
    NetClient *c = net_client_connect("127.0.0.1", s->port, s->fingerprint, 20000, err, sizeof err);
    if (!c)
        return fprintf(stderr, "bench_net: %s\n", err), false;
    net_client_send(c, "host buyout human,random,human,random");
    const char *line;
    int got = 0;
    while (got < 2 && net_client_read_line(c, 20000, &line) == 1) {
        char who[20], code[500];
        if (sscanf(line, "invite %19s %499s", who, code) == 2 && strcmp(who, "spectator"))
            got += net_invite_parse(code, &invites[got], err, sizeof err);
    }
    net_client_close(c);
    return got == 2;
}

/* Reads what came for p; sends a move when it is asked to; keeps the round trip of an `ok`. */
static int serve(Player *p, Rng *rng, double *trips, int *trip_count, int trip_max)
{
    const char *line;
    int sent = 0, r;
    while ((r = net_client_read_line(p->client, 0, &line)) == 1) {
        if (!strncmp(line, "ok ", 3) && p->sent > 0) {
            if (*trip_count < trip_max)
                trips[(*trip_count)++] = now_s() - p->sent;
            p->sent = 0;
        }
        if (strncmp(line, "legal ", 6))
            continue;
        int n = 1;
        for (const char *q = line + 6; *q; q++)
            n += *q == '\t';
        int pick = (int)rng_below(rng, (uint32_t)n);
        const char *start = line + 6;
        for (int k = 0; k < pick; k++)
            start = strchr(start, '\t') + 1;
        const char *end = strchr(start, '\t');
        snprintf(p->move, sizeof p->move, "move %.*s",
                 end ? (int)(end - start) : (int)strlen(start), start);
        p->due = now_s() + think_s;
    }
    if (p->due && now_s() >= p->due) {
        p->due = 0;
        p->sent = now_s();
        net_client_send(p->client, p->move);
        sent++;
    }
    return sent;
}

int main(int argc, char **argv)
{
    int tables = 100, moves = 5000;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--tables"))
            tables = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--moves"))
            moves = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--think"))
            think_s = atof(argv[i + 1]) / 1000;
    }
    struct rlimit limit; /* two connections a table */
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    char dir[] = "/tmp/moguls_bench_net_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    Server s = start_server(dir, 1 << 30);
    long rss_start = resident_kb(s.pid);
    Player *players = calloc((size_t)tables * 2, sizeof *players);
    NetInvite(*invites)[2] = calloc((size_t)tables, sizeof *invites);
    for (int t = 0; t < tables; t++)
        if (!host_table(&s, invites[t]))
            return 1;
    long rss_tables = resident_kb(s.pid);
    char err[300];
    for (int t = 0; t < tables; t++)
        for (int k = 0; k < 2; k++) {
            players[2 * t + k].client =
                net_client_join(&invites[t][k], k ? "Ben" : "Ana", 0, 20000, err, sizeof err);
            if (!players[2 * t + k].client)
                return fprintf(stderr, "bench_net: %s\n", err), 1;
        }
    long rss_joined = resident_kb(s.pid);
    double *trips = calloc((size_t)moves + 1, sizeof *trips);
    int trip_count = 0, sent = 0, count = tables * 2;
    struct pollfd *polls = calloc((size_t)count, sizeof *polls);
    Rng rng;
    rng_seed(&rng, 7);
    double start = now_s(), cpu_start = cpu_s(s.pid);
    while (trip_count < moves && now_s() - start < 600) {
        for (int i = 0; i < count; i++)
            polls[i] = (struct pollfd){.fd = net_client_fd(players[i].client), .events = POLLIN};
        poll(polls, (nfds_t)count, think_s > 0 ? 5 : 100);
        for (int i = 0; i < count; i++)
            if (polls[i].revents || players[i].due)
                sent += serve(&players[i], &rng, trips, &trip_count, moves);
    }
    double seconds = now_s() - start, cpu = cpu_s(s.pid) - cpu_start;
    qsort(trips, (size_t)trip_count, sizeof *trips, compare_doubles);
    printf("bench_net: %d tables of four seats (two clients, two random bots), %d client moves, "
           "each after %.0f ms of thought\n",
           tables, trip_count, 1000 * think_s);
    printf("server memory: %ld kB at start, %.1f kB per table hosted, %.1f kB per table with its "
           "two connections\n",
           rss_start, (double)(rss_tables - rss_start) / tables,
           (double)(rss_joined - rss_start) / tables);
    printf("client moves stored: %.0f per second (durable before ok: one commit with a full sync "
           "per round of the server's loop; the bots' moves besides)\n",
           trip_count / seconds);
    if (trip_count)
        printf("round trip of a move (sent to ok): median %.2f ms, 99th percentile %.2f ms\n",
               1000 * trips[trip_count / 2], 1000 * trips[trip_count * 99 / 100]);
    printf("server CPU: %.3f ms per client move (bots' thinking and moves included), %.1f%% of "
           "one core\n",
           trip_count ? 1000 * cpu / trip_count : 0.0, 100 * cpu / seconds);
    (void)sent;
    for (int i = 0; i < count; i++)
        net_client_close(players[i].client);
    stop_server(&s, SIGTERM);
    char command[200];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    return system(command) == 0 ? 0 : 1;
}
