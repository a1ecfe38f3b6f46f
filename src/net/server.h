/* The network server (`moguls server`, docs/network.md): many tables, authoritative. It alone
 * holds each table's seed and true state; it checks and applies the moves clients send, plays
 * the bots' moves, keeps every table in its database (store.h) and sends each connection only
 * what its seat may know (messages.h). One thread, a poll loop over non-blocking sockets with a
 * buffer each way per connection: a client that sends too much, too slowly or nonsense is
 * refused or dropped, and every other table plays on. The bots think on threads of their own
 * (bots.h). */
#ifndef MOGULS_NET_SERVER_H
#define MOGULS_NET_SERVER_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct NetServerConfig {
    const char *address;  /* numeric IPv4 or IPv6 address to listen on */
    int port;             /* 0: any free port (net_server_port tells which) */
    const char *data_dir; /* the key, the certificate and the tables' database */
    int max_connections;  /* 0: 4000 */
    int max_tables;       /* 0: 100000 */
    double handshake_s;   /* from connecting to a joined seat (or a hosted table); 0: 10 s */
    double line_s;        /* from a line's first byte to its newline; 0: 10 s */
    double undo_wait_s;   /* the other players' time to agree to an undo; 0: NET_UNDO_WAIT_S */
    double hand_after_s;  /* a seat's time away before it may be handed to a bot; 0:
                             NET_HAND_AFTER_S */
} NetServerConfig;

typedef struct NetServer NetServer;

/* Listens, loads (or makes) the key and certificate, and resumes every stored table. NULL with
 * the reason. */
NetServer *net_server_start(const NetServerConfig *config, char *err, size_t errlen);
int net_server_port(const NetServer *server);
/* The certificate's SHA-256 fingerprint (what invite codes carry). */
const char *net_server_fingerprint(const NetServer *server);
int net_server_table_count(const NetServer *server);
/* One round of the loop: waits at most timeout_ms for something to do, then does it: reads
 * every request that came, stores the round's moves in one commit, then answers. False when the
 * database could not be written: the server must stop (nothing it did not store was told). */
bool net_server_step(NetServer *server, int timeout_ms);
/* Rounds until *stop is set (a signal handler sets it); false if it stopped on a failure. */
bool net_server_run(NetServer *server, volatile sig_atomic_t *stop);
void net_server_free(NetServer *server);

#endif
