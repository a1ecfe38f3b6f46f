/* A client of the network server (client.h). */
#include "client.h"

#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "net/tls.h"

#include <openssl/err.h>

struct NetClient {
    int fd;
    SSL_CTX *ctx;
    SSL *ssl;
    char *in;      /* bytes read, not yet handed out as lines */
    size_t in_len; /* of in */
    size_t handed; /* the line last handed out ends here (its newline included) */
};

static long long now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Waits for the socket to be ready as an SSL call that returned r asks; false on timeout. */
static bool wait_for(NetClient *c, int r, long long deadline)
{
    int e = SSL_get_error(c->ssl, r);
    if (e != SSL_ERROR_WANT_READ && e != SSL_ERROR_WANT_WRITE)
        return false;
    long long left = deadline - now_ms();
    if (left <= 0)
        return false;
    struct pollfd p = {.fd = c->fd, .events = e == SSL_ERROR_WANT_READ ? POLLIN : POLLOUT};
    return poll(&p, 1, (int)left) > 0;
}

static int connect_tcp(const char *host, int port, long long deadline, NetFailure *failure,
                       char *err, size_t errlen)
{
    char service[16];
    snprintf(service, sizeof service, "%d", port);
    struct addrinfo hints = {.ai_socktype = SOCK_STREAM, .ai_flags = AI_NUMERICSERV};
    struct addrinfo *found = NULL;
    int gai = getaddrinfo(host, service, &hints, &found);
    if (gai != 0) {
        snprintf(err, errlen, "cannot find %s: %s", host, gai_strerror(gai));
        *failure = NET_FAIL_ADDRESS;
        return -1;
    }
    int fd = -1;
    for (struct addrinfo *a = found; a && fd < 0; a = a->ai_next) {
        fd = socket(a->ai_family, a->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, a->ai_protocol);
        if (fd < 0)
            continue;
        if (connect(fd, a->ai_addr, a->ai_addrlen) != 0 && errno != EINPROGRESS) {
            snprintf(err, errlen, "cannot connect to %s port %d: %s", host, port, strerror(errno));
            *failure = NET_FAIL_REFUSED;
            close(fd);
            fd = -1;
            continue;
        }
        struct pollfd p = {.fd = fd, .events = POLLOUT};
        long long left = deadline - now_ms();
        int soerr = 0;
        socklen_t len = sizeof soerr;
        if (left <= 0 || poll(&p, 1, (int)left) <= 0 ||
            getsockopt(fd, SOL_SOCKET, SO_ERROR, &soerr, &len) != 0 || soerr) {
            snprintf(err, errlen, "cannot connect to %s port %d: %s", host, port,
                     soerr ? strerror(soerr) : "no answer");
            *failure = soerr ? NET_FAIL_REFUSED : NET_FAIL_TIMEOUT;
            close(fd);
            fd = -1;
        }
    }
    freeaddrinfo(found);
    if (fd >= 0) {
        int one = 1;
        setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    }
    return fd;
}

NetClient *net_client_connect(const char *host, int port, const char *fingerprint, int timeout_ms,
                              char *err, size_t errlen)
{
    NetFailure failure;
    return net_client_connect_why(host, port, fingerprint, timeout_ms, &failure, err, errlen);
}

NetClient *net_client_connect_why(const char *host, int port, const char *fingerprint,
                                  int timeout_ms, NetFailure *failure, char *err, size_t errlen)
{
    *failure = NET_FAIL_TLS;
    long long deadline = now_ms() + timeout_ms;
    signal(SIGPIPE, SIG_IGN); /* a server gone mid-write is a failed call, not the end */
    NetClient *c = calloc(1, sizeof *c);
    if (!c)
        abort();
    c->fd = connect_tcp(host, port, deadline, failure, err, errlen);
    c->ctx = c->fd >= 0 ? net_tls_client_context(err, errlen) : NULL;
    c->ssl = c->ctx ? SSL_new(c->ctx) : NULL;
    if (!c->ssl || SSL_set_fd(c->ssl, c->fd) != 1) {
        if (c->fd >= 0 && c->ctx)
            snprintf(err, errlen, "cannot start TLS");
        net_client_close(c);
        return NULL;
    }
    int r;
    while ((ERR_clear_error(), r = SSL_connect(c->ssl)) != 1)
        if (!wait_for(c, r, deadline)) {
            snprintf(err, errlen, "no TLS handshake with %s port %d", host, port);
            *failure = now_ms() >= deadline ? NET_FAIL_TIMEOUT : NET_FAIL_TLS;
            net_client_close(c);
            return NULL;
        }
    char seen[NET_FINGERPRINT_HEX + 1];
    if (!net_tls_peer_fingerprint(c->ssl, seen) || strcmp(seen, fingerprint) != 0) {
        snprintf(err, errlen,
                 "the server's certificate is not the one the invite code names: "
                 "refusing to talk to it");
        *failure = NET_FAIL_CERTIFICATE;
        net_client_close(c);
        return NULL;
    }
    char hello[40];
    snprintf(hello, sizeof hello, "%s %d", NET_GREETING, NET_PROTOCOL_VERSION);
    const char *line = NULL;
    long long left = deadline - now_ms();
    if (!net_client_send(c, hello) ||
        net_client_read_line(c, left > 0 ? (int)left : 0, &line) != 1 || strcmp(line, hello)) {
        snprintf(err, errlen, "the server did not answer the greeting%s%s", line ? ": " : "",
                 line ? line : "");
        *failure = line || now_ms() < deadline ? NET_FAIL_GREETING : NET_FAIL_TIMEOUT;
        net_client_close(c);
        return NULL;
    }
    *failure = NET_FAIL_NONE;
    return c;
}

NetClient *net_client_join(const NetInvite *invite, const char *name, long since, int timeout_ms,
                           char *err, size_t errlen)
{
    NetFailure failure;
    return net_client_join_why(invite, name, since, timeout_ms, &failure, err, errlen);
}

NetClient *net_client_join_why(const NetInvite *invite, const char *name, long since,
                               int timeout_ms, NetFailure *failure, char *err, size_t errlen)
{
    NetClient *c = net_client_connect_why(invite->host, invite->port, invite->fingerprint,
                                          timeout_ms, failure, err, errlen);
    if (!c)
        return NULL;
    char line[200];
    snprintf(line, sizeof line, "join %lld %s %ld %s", (long long)invite->table, invite->token,
             since, name);
    if (!net_client_send(c, line)) {
        snprintf(err, errlen, "the server closed the connection");
        *failure = NET_FAIL_REFUSED;
        net_client_close(c);
        return NULL;
    }
    return c;
}

bool net_client_send_raw(NetClient *c, const void *bytes, size_t n)
{
    long long deadline = now_ms() + 10000;
    const char *p = bytes;
    while (n) {
        ERR_clear_error(); /* SSL_get_error reads the thread's queue: only this call's errors */
        int r = SSL_write(c->ssl, p, n > 65536 ? 65536 : (int)n);
        if (r > 0) {
            p += r;
            n -= (size_t)r;
        } else if (!wait_for(c, r, deadline)) {
            return false;
        }
    }
    return true;
}

bool net_client_send(NetClient *c, const char *line)
{
    return net_client_send_raw(c, line, strlen(line)) && net_client_send_raw(c, "\n", 1);
}

/* A whole line in the buffer: hands it out. */
static bool take_line(NetClient *c, const char **line)
{
    char *newline = c->in_len ? memchr(c->in, '\n', c->in_len) : NULL;
    if (!newline)
        return false;
    *newline = '\0';
    c->handed = (size_t)(newline - c->in) + 1;
    *line = c->in;
    return true;
}

int net_client_read_line(NetClient *c, int timeout_ms, const char **line)
{
    *line = NULL;
    if (c->handed) { /* drop the line handed out last time */
        memmove(c->in, c->in + c->handed, c->in_len - c->handed);
        c->in_len -= c->handed;
        c->handed = 0;
    }
    if (!c->in)
        c->in = malloc(NET_SERVER_LINE_MAX + 1);
    if (!c->in)
        abort();
    long long deadline = now_ms() + timeout_ms;
    while (!take_line(c, line)) {
        if (c->in_len == NET_SERVER_LINE_MAX)
            return -1; /* a line longer than any server sends */
        ERR_clear_error();
        int r = SSL_read(c->ssl, c->in + c->in_len, (int)(NET_SERVER_LINE_MAX - c->in_len));
        if (r > 0) {
            c->in_len += (size_t)r;
            continue;
        }
        int e = SSL_get_error(c->ssl, r);
        if (e != SSL_ERROR_WANT_READ && e != SSL_ERROR_WANT_WRITE)
            return -1;
        if (!wait_for(c, r, deadline))
            return 0;
    }
    return 1;
}

int net_client_fd(const NetClient *c)
{
    return c->fd;
}

void net_client_close(NetClient *c)
{
    if (!c)
        return;
    SSL_free(c->ssl);
    SSL_CTX_free(c->ctx);
    if (c->fd >= 0)
        close(c->fd);
    free(c->in);
    free(c);
}
