/* A client of the network server (docs/network.md): connects over TLS, pins the server's
 * certificate by the fingerprint of the invite code (any other certificate is refused before a
 * byte is sent), says the greeting, then sends lines and reads the server's lines. Every call
 * waits at most the time it is given, so a dead server never hangs its caller. Connecting sets
 * SIGPIPE to be ignored: a server gone mid-write fails the call instead of ending the program.
 * Used by the tests and by the app's online play. */
#ifndef MOGULS_NET_CLIENT_H
#define MOGULS_NET_CLIENT_H

#include <stdbool.h>
#include <stddef.h>

#include "net/protocol.h"

typedef struct NetClient NetClient;

/* Why a connection could not be made, for a caller to say it in the player's words (the err
 * text gives the technical detail, in English). */
typedef enum NetFailure {
    NET_FAIL_NONE,
    NET_FAIL_ADDRESS,     /* the host's name or address cannot be found */
    NET_FAIL_REFUSED,     /* nothing listens there, or the network refused */
    NET_FAIL_TIMEOUT,     /* no answer in time (the TCP connect or the TLS handshake) */
    NET_FAIL_TLS,         /* TLS could not be started or the handshake failed */
    NET_FAIL_CERTIFICATE, /* the certificate is not the pinned one */
    NET_FAIL_GREETING     /* the peer did not answer this protocol's greeting */
} NetFailure;

/* Connects to host:port, checks the certificate's fingerprint and exchanges greetings. NULL
 * with the reason ("the server's certificate is not the one the invite code names"). */
NetClient *net_client_connect(const char *host, int port, const char *fingerprint, int timeout_ms,
                              char *err, size_t errlen);
/* The same, saying why it failed in *failure as well. */
NetClient *net_client_connect_why(const char *host, int port, const char *fingerprint,
                                  int timeout_ms, NetFailure *failure, char *err, size_t errlen);
/* Connects as the invite says and joins its seat: `join TABLE TOKEN SINCE NAME`. The server's
 * answer is left to read (net_client_read_line). */
NetClient *net_client_join(const NetInvite *invite, const char *name, long since, int timeout_ms,
                           char *err, size_t errlen);
/* The same, saying why it failed in *failure as well. */
NetClient *net_client_join_why(const NetInvite *invite, const char *name, long since,
                               int timeout_ms, NetFailure *failure, char *err, size_t errlen);
/* Sends one line (the newline is added). False when the connection is gone. */
bool net_client_send(NetClient *client, const char *line);
/* Sends bytes as they are (the tests' malformed input). */
bool net_client_send_raw(NetClient *client, const void *bytes, size_t n);
/* The next line from the server, without its newline, in *line (valid until the next call):
 * 1; 0 when none came within timeout_ms; -1 when the connection is closed or broken. */
int net_client_read_line(NetClient *client, int timeout_ms, const char **line);
/* The connection's socket, for a caller's own poll loop: readable means a line may be ready
 * (read them with a timeout of 0 until none is left). */
int net_client_fd(const NetClient *client);
void net_client_close(NetClient *client);

#endif
