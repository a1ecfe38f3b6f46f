/* The network server on the loopback address (src/net/server.h, docs/network.md), run in a
 * child process: two players and a spectator play whole games through it over TLS; the
 * certificate is pinned; a client cannot act for another seat, use a token elsewhere or play out
 * of turn; malformed, oversized, binary, half-sent and flooding input is refused or dropped while
 * the other tables play on; and the server killed with SIGKILL mid-game, again and again, starts
 * again with every table where it was, no acknowledged move lost. Every wait is bounded. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "core/rng.h"
#include "net/client.h"
#include "net_child.h"

#define WAIT_MS 20000 /* for any one answer: generous on a loaded machine */

/* The next line starting with prefix (others skipped), copied into out; false if none came. */
static bool expect(NetClient *c, const char *prefix, char *out, size_t outlen)
{
    const char *line;
    for (int i = 0; i < 100000; i++) {
        if (net_client_read_line(c, WAIT_MS, &line) != 1)
            return false;
        if (!strncmp(line, prefix, strlen(prefix))) {
            if (out)
                snprintf(out, outlen, "%s", line);
            return true;
        }
    }
    return false;
}

/* Whether the server closes the connection (within the wait). */
static bool closed_by_server(NetClient *c)
{
    const char *line;
    for (int i = 0; i < 100000; i++) {
        int r = net_client_read_line(c, WAIT_MS, &line);
        if (r < 0)
            return true;
        if (r == 0)
            return false;
    }
    return false;
}

typedef struct Hosted {
    long long table;
    NetInvite seat[2], spectator;
} Hosted;

/* A table of two humans and a bot hosted on the server: the humans' invites in seat order. */
static Hosted host(const Server *s, const char *request)
{
    Hosted h = {0};
    char err[300], line[600];
    NetClient *c =
        net_client_connect("127.0.0.1", s->port, s->fingerprint, WAIT_MS, err, sizeof err);
    if (!c)
        fprintf(stderr, "host: %s\n", err);
    CHECK(c != NULL);
    if (!c)
        return h;
    CHECK(net_client_send(c, request));
    CHECK(expect(c, "hosted ", line, sizeof line));
    h.table = atoll(line + 7);
    for (int k = 0, humans = 0; k < 3; k++) {
        CHECK(expect(c, "invite ", line, sizeof line));
        char who[20], code[500];
        CHECK(sscanf(line, "invite %19s %499s", who, code) == 2);
        NetInvite *invite = !strcmp(who, "spectator") ? &h.spectator : &h.seat[humans++ % 2];
        CHECK(net_invite_parse(code, invite, err, sizeof err));
        CHECK(invite->port == s->port && !strcmp(invite->fingerprint, s->fingerprint));
    }
    net_client_close(c);
    return h;
}

/* One player's connection and what it has seen. */
typedef struct Player {
    NetClient *client;
    int seat;
    int seen;  /* the highest move number seen in an event or a view */
    int acked; /* the highest move number acknowledged to it */
    bool over;
    char legal[8192]; /* the legal moves last sent, when it is to move */
} Player;

static NetClient *join(const NetInvite *invite, const char *name, long since)
{
    char err[300];
    NetClient *c = net_client_join(invite, name, since, WAIT_MS, err, sizeof err);
    if (!c)
        fprintf(stderr, "join: %s\n", err);
    CHECK(c != NULL);
    return c;
}

/* Reads what came for p within ms; false when the connection is gone. */
static bool read_player(Player *p, int ms)
{
    const char *line;
    int r;
    while ((r = net_client_read_line(p->client, ms, &line)) == 1) {
        ms = 0;
        int k;
        if (sscanf(line, "state %d", &k) == 1 || sscanf(line, "event %d", &k) == 1)
            p->seen = k > p->seen ? k : p->seen;
        if (sscanf(line, "ok %d", &k) == 1)
            p->acked = k;
        if (!strncmp(line, "legal ", 6))
            snprintf(p->legal, sizeof p->legal, "%s", line + 6);
        if (!strncmp(line, "over ", 5))
            p->over = true;
        if (!strncmp(line, "error ", 6))
            fprintf(stderr, "  seat %d was told: %s\n", p->seat, line);
    }
    return r == 0;
}

/* Plays the two players' moves (a random legal one each) until the game is over or `moves` of
 * theirs were acknowledged. */
static void play(Player players[2], int moves, Rng *rng)
{
    for (int round = 0; round < 20000 && moves > 0; round++) {
        bool moved = false;
        for (int i = 0; i < 2; i++) {
            Player *p = &players[i];
            if (!read_player(p, 5))
                return;
            if (!p->legal[0])
                continue;
            char choices[8192], *save = NULL, *options[1024];
            int n = 0;
            snprintf(choices, sizeof choices, "%s", p->legal);
            for (char *m = strtok_r(choices, "\t", &save); m && n < 1024;
                 m = strtok_r(NULL, "\t", &save))
                options[n++] = m;
            p->legal[0] = '\0';
            char line[600];
            snprintf(line, sizeof line, "move %s", options[rng_below(rng, (uint32_t)n)]);
            CHECK(net_client_send(p->client, line));
            moves--;
            moved = true;
        }
        if (players[0].over && players[1].over)
            return;
        (void)moved;
    }
}

/* A whole game of two humans and a bot, with the server killed (SIGKILL) every few moves and
 * started again: every table resumes where it was, nothing acknowledged is lost, and the
 * players rejoin and see the moves they missed. */
static void test_game_survives_kills(const char *dir)
{
    Server s = start_server(dir, 1200);
    Hosted h = host(&s, "host buyout human,random,human");
    Player players[2] = {{.client = join(&h.seat[0], "Ana", 0), .seat = 0},
                         {.client = join(&h.seat[1], "Ben", 0), .seat = 2}};
    NetClient *spectator = join(&h.spectator, "Sam", 0);
    char line[600];
    CHECK(expect(players[0].client, "joined ", line, sizeof line));
    CHECK(!strcmp(line + strlen(line) - 2, " 0"));
    CHECK(expect(spectator, "joined ", line, sizeof line));
    CHECK(strstr(line, "spectator") != NULL);
    Rng rng;
    rng_seed(&rng, 42);
    int kills = 0;
    for (int leg = 0; leg < 40 && !(players[0].over && players[1].over); leg++) {
        play(players, 6, &rng);
        if (players[0].over && players[1].over)
            break;
        stop_server(&s, SIGKILL);
        kills++;
        int acked = players[0].acked > players[1].acked ? players[0].acked : players[1].acked;
        int seen = players[0].seen > players[1].seen ? players[0].seen : players[1].seen;
        s = start_server(dir, 1200);
        for (int i = 0; i < 2; i++) {
            NetInvite again = h.seat[i];
            again.port = s.port;
            CHECK(!strcmp(again.fingerprint, s.fingerprint)); /* the same certificate */
            net_client_close(players[i].client);
            players[i].client = join(&again, "ignored", players[i].seen);
            players[i].legal[0] = '\0';
            char state[NET_SERVER_LINE_MAX > 600 ? 600 : 600];
            CHECK(expect(players[i].client, "state ", state, sizeof state));
            int k = -1;
            sscanf(state, "state %d", &k);
            CHECK(k >= acked && k >= seen); /* nothing told to anyone was lost */
            players[i].seen = k;
        }
        net_client_close(spectator);
        NetInvite again = h.spectator;
        again.port = s.port;
        spectator = join(&again, "Sam", 0);
    }
    CHECK(kills >= 3);
    CHECK(players[0].over && players[1].over);
    /* the spectator, joined last, sees the whole game and the end, and never a move list */
    const char *got;
    bool over = false, legal = false;
    while (net_client_read_line(spectator, 2000, &got) == 1) {
        over = over || !strncmp(got, "over ", 5);
        legal = legal || !strncmp(got, "legal ", 6);
    }
    CHECK(over && !legal);
    printf("a whole game with the server killed %d times\n", kills);
    for (int i = 0; i < 2; i++)
        net_client_close(players[i].client);
    net_client_close(spectator);
    stop_server(&s, SIGTERM);
}

/* Sends line from c and checks the answer is `error CODE`. */
static void refused(NetClient *c, const char *line, const char *code)
{
    char got[600], want[60];
    CHECK(net_client_send(c, line));
    snprintf(want, sizeof want, "error %s ", code);
    bool ok = expect(c, "error ", got, sizeof got) && !strncmp(got, want, strlen(want));
    if (!ok)
        fprintf(stderr, "  '%.60s': wanted %s, got '%s'\n", line, want, got);
    CHECK(ok);
}

/* Whichever of two players is sent its legal moves first (the line into legal), or NULL. */
static NetClient *await_turn(NetClient *a, NetClient *b, char *legal, size_t legallen)
{
    for (int round = 0; round < 400; round++)
        for (int i = 0; i < 2; i++) {
            const char *got;
            if (net_client_read_line(i ? b : a, 50, &got) == 1 && !strncmp(got, "legal ", 6)) {
                snprintf(legal, legallen, "%s", got);
                return i ? b : a;
            }
        }
    return NULL;
}

/* Plays the first of the moves of a `legal` line and checks it is acknowledged. */
static void play_first_legal(NetClient *c, const char *legal)
{
    char move[600];
    snprintf(move, sizeof move, "move %.*s", (int)strcspn(legal + 6, "\t"), legal + 6);
    CHECK(net_client_send(c, move));
    CHECK(expect(c, "ok ", NULL, 0));
}

static void test_refusals(const char *dir)
{
    Server s = start_server(dir, 1200);
    Hosted a = host(&s, "host takeover human,human,random"),
           b = host(&s, "host takeover human,human,random");
    char err[300], line[600];
    /* a wrong fingerprint: the client refuses the server */
    NetClient *c = net_client_connect(
        "127.0.0.1", s.port, "0000000000000000000000000000000000000000000000000000000000000000",
        WAIT_MS, err, sizeof err);
    CHECK(c == NULL && strstr(err, "certificate") != NULL);
    /* tokens: one of another table, one made up */
    c = net_client_connect("127.0.0.1", s.port, s.fingerprint, WAIT_MS, err, sizeof err);
    snprintf(line, sizeof line, "join %lld %s 0 Eve", b.table, a.seat[0].token);
    refused(c, line, "token");
    snprintf(line, sizeof line, "join %lld 0123456789abcdef0123456789abcdef 0 Eve", a.table);
    refused(c, line, "token");
    net_client_close(c);
    NetClient *ana = join(&a.seat[0], "Ana", 0), *ben = join(&a.seat[1], "Ben", 0);
    NetClient *sam = join(&a.spectator, "Sam", 0);
    char legal[8192] = "";
    NetClient *mover = await_turn(ana, ben, legal, sizeof legal);
    CHECK(mover != NULL);
    NetClient *waiting = mover == ana ? ben : ana;
    /* out of turn, as a spectator, joining twice */
    refused(waiting, "move take s5", "turn");
    refused(sam, "move take s5", "spectator");
    snprintf(line, sizeof line, "join %lld %s 0 Ana", a.table, a.seat[0].token);
    refused(ana, line, "syntax");
    /* binary and malformed lines */
    refused(mover, "move take \x01s5", "binary");
    refused(mover, "\xff\xfe", "binary");
    refused(mover, "frobnicate", "syntax");
    refused(mover, "move", "syntax");
    refused(mover, "move take zz", "illegal");
    char chat[400];
    memset(chat, 'a', sizeof chat - 1);
    chat[sizeof chat - 1] = '\0';
    snprintf(line, sizeof line, "chat %s", chat);
    refused(mover, line, "syntax");
    /* a legal move is taken */
    if (mover)
        play_first_legal(mover, legal);
    /* chat reaches the table */
    CHECK(net_client_send(ana, "chat hello\there"));
    CHECK(expect(sam, "chat 0 Ana\thello\\there", NULL, 0));
    /* a flood of requests is refused, then dropped */
    NetClient *flood = join(&a.spectator, "Flo", 0);
    for (int i = 0; i < 300; i++)
        net_client_send(flood, "ping");
    CHECK(expect(flood, "error rate ", NULL, 0));
    CHECK(closed_by_server(flood));
    net_client_close(flood);
    /* a line too long ends the connection */
    NetClient *big = join(&a.spectator, "Big", 0);
    char huge[3000];
    memset(huge, 'x', sizeof huge);
    net_client_send_raw(big, huge, sizeof huge);
    CHECK(expect(big, "error too-long ", NULL, 0));
    CHECK(closed_by_server(big));
    net_client_close(big);
    /* half a line, then nothing: dropped after the line time */
    NetClient *slow = join(&a.spectator, "Slo", 0);
    net_client_send_raw(slow, "pi", 2);
    CHECK(expect(slow, "error slow ", NULL, 0));
    CHECK(closed_by_server(slow));
    net_client_close(slow);
    /* meanwhile the other table plays on */
    NetClient *b0 = join(&b.seat[0], "Cy", 0), *b1 = join(&b.seat[1], "Di", 0);
    NetClient *turn = await_turn(b0, b1, legal, sizeof legal);
    CHECK(turn != NULL);
    if (turn)
        play_first_legal(turn, legal);
    /* a second connection to a seat takes it over; the first is told and closed */
    NetClient *ana2 = join(&a.seat[0], "Ana", 0);
    CHECK(expect(ana, "bye ", NULL, 0));
    CHECK(expect(ana2, "joined ", NULL, 0));
    /* a client killed (SIGKILL, in a process of its own) leaves its seat away; rejoining
     * restores it with the moves it missed */
    pid_t killed = fork();
    if (killed == 0) {
        NetClient *doomed = join(&a.seat[0], "Ana", 0);
        for (int i = 0; i < 600 && doomed; i++)
            sleep(1); /* until killed */
        _exit(0);
    }
    CHECK(expect(ana2, "bye ", NULL, 0)); /* the killed client took the seat over */
    net_client_close(ana2);
    CHECK(expect(sam, "seat 0 human here Ana", NULL, 0));
    kill(killed, SIGKILL);
    waitpid(killed, NULL, 0);
    CHECK(expect(sam, "seat 0 human away Ana", NULL, 0));
    NetClient *ana3 = join(&a.seat[0], "Ana", 0);
    CHECK(expect(sam, "seat 0 human here Ana", NULL, 0));
    CHECK(expect(ana3, "event 1 ", NULL, 0));
    NetClient *all[] = {ana, ben, sam, b0, b1, ana3};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++)
        net_client_close(all[i]);
    stop_server(&s, SIGTERM);
}

/* Thousands of connections that never say a word take no table's time, and are closed when
 * the handshake time is over. */
static void test_idle_connections(const char *dir)
{
    struct rlimit limit;
    getrlimit(RLIMIT_NOFILE, &limit);
    limit.rlim_cur = limit.rlim_max;
    setrlimit(RLIMIT_NOFILE, &limit);
    int want = limit.rlim_cur > 2200 ? 2000 : (int)limit.rlim_cur - 200;
    Server s = start_server(dir, 1200);
    int *idle = malloc(sizeof *idle * (size_t)want), opened = 0;
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons((uint16_t)s.port)};
    inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    for (; opened < want; opened++) {
        idle[opened] = socket(AF_INET, SOCK_STREAM, 0);
        if (idle[opened] < 0 || connect(idle[opened], (struct sockaddr *)&to, sizeof to) != 0)
            break;
    }
    CHECK(opened == want);
    /* a table plays meanwhile */
    Hosted h = host(&s, "host takeover human,human,random");
    NetClient *a = join(&h.seat[0], "Ana", 0), *b = join(&h.seat[1], "Ben", 0);
    char legal[8192] = "";
    NetClient *turn = await_turn(a, b, legal, sizeof legal);
    CHECK(turn != NULL);
    if (turn)
        play_first_legal(turn, legal);
    /* the idle ones are closed once their time to join is over */
    int closed = 0;
    for (int i = 0; i < opened; i++) {
        struct pollfd p = {.fd = idle[i], .events = POLLIN};
        char byte;
        if (poll(&p, 1, 15000) == 1 && recv(idle[i], &byte, 1, 0) <= 0)
            closed++;
        close(idle[i]);
    }
    CHECK_INT(closed, opened);
    printf("%d idle connections held and closed while a table played\n", opened);
    free(idle);
    net_client_close(a);
    net_client_close(b);
    stop_server(&s, SIGTERM);
}

int main(void)
{
    char dir[] = "/tmp/moguls_net_XXXXXX";
    if (!mkdtemp(dir))
        return 1;
    test_refusals(dir);
    test_idle_connections(dir);
    test_game_survives_kills(dir);
    char command[200];
    snprintf(command, sizeof command, "rm -rf %s", dir);
    if (system(command) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    return check_report("test_net_server");
}
