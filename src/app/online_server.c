/* The server a host runs inside the app (online.h): the same server as `moguls server`
 * (src/net/server.h), its loop on a thread of its own so the window never waits for it, its
 * key, certificate and tables in <prefs>/server. And hosting a table on it. */
#define _DEFAULT_SOURCE /* IFF_UP, IFF_LOOPBACK */
#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app_internal.h"
#include "net/server.h"
#include "online.h"

#define STEP_MS 100 /* how long a round waits for something to do: how soon it sees stop */

struct OnlineServer {
    NetServer *server;
    SDL_Thread *thread;
    SDL_atomic_t stop, failed;
    char address[ONLINE_ADDRESS_MAX];
    char listen_host[NET_HOST_MAX + 1];
};

static int server_thread(void *data)
{
    OnlineServer *s = data;
    while (!SDL_AtomicGet(&s->stop))
        if (!net_server_step(s->server, STEP_MS)) {
            SDL_AtomicSet(&s->failed, 1);
            fprintf(stderr, "moguls: the table server stopped: its database cannot be written\n");
            break;
        }
    return 0;
}

OnlineServer *online_server_start(const char *pref_dir, const char *address, char *err,
                                  size_t errlen)
{
    char host[NET_HOST_MAX + 1], data[1200], why[600];
    int port;
    snprintf(data, sizeof data, "%s/server", pref_dir);
    NetServer *server = NULL;
    if (!net_address_parse(address, host, sizeof host, &port))
        fail(err, errlen, _("\"%s\" is not an address to listen on (e.g. 0.0.0.0:%d)"), address,
             NET_DEFAULT_PORT);
    else if (mkdir(data, 0700) != 0 && errno != EEXIST)
        fail(err, errlen, _("cannot create %s: %s"), data, strerror(errno));
    else if (!(server = net_server_start(
                   &(NetServerConfig){.address = host, .port = port, .data_dir = data}, why,
                   sizeof why)))
        fail(err, errlen, _("The table server cannot start on %s: %s"), address, why);
    if (!server)
        return NULL;
    OnlineServer *s = calloc(1, sizeof *s);
    if (!s)
        abort();
    s->server = server;
    /* as it listens: port 0 took a free port, which a table hosted here must find again */
    snprintf(s->address, sizeof s->address, strchr(host, ':') ? "[%s]:%d" : "%s:%d", host,
             net_server_port(server));
    snprintf(s->listen_host, sizeof s->listen_host, "%s", host);
    s->thread = SDL_CreateThread(server_thread, "moguls-server", s);
    if (!s->thread) {
        fail(err, errlen, _("The table server cannot start: %s"), SDL_GetError());
        net_server_free(server);
        free(s);
        return NULL;
    }
    return s;
}

bool online_server_listens_on(const OnlineServer *s, const char *address)
{
    char host[NET_HOST_MAX + 1];
    int port;
    return net_address_parse(address, host, sizeof host, &port) && !strcmp(host, s->listen_host) &&
           (port == 0 || port == net_server_port(s->server));
}

const char *online_server_address(const OnlineServer *s)
{
    return s->address;
}

static bool listens_everywhere(const OnlineServer *s)
{
    return !strcmp(s->listen_host, "0.0.0.0") || !strcmp(s->listen_host, "::");
}

void online_server_local(const OnlineServer *s, char *host, size_t hostlen, int *port)
{
    bool any6 = !strcmp(s->listen_host, "::");
    snprintf(host, hostlen, "%s",
             listens_everywhere(s) ? (any6 ? "::1" : "127.0.0.1") : s->listen_host);
    *port = net_server_port(s->server);
}

const char *online_server_fingerprint(const OnlineServer *s)
{
    return net_server_fingerprint(s->server);
}

bool online_server_failed(const OnlineServer *s)
{
    return SDL_AtomicGet((SDL_atomic_t *)&s->failed) != 0;
}

void online_server_stop(OnlineServer *s)
{
    if (!s)
        return;
    SDL_AtomicSet(&s->stop, 1);
    SDL_WaitThread(s->thread, NULL);
    net_server_free(s->server);
    free(s);
}

/* This computer's first address on a network (not the loopback), IPv4 first; false if none. */
static bool network_address(int family, char *out, size_t outlen)
{
    struct ifaddrs *all;
    if (getifaddrs(&all) != 0)
        return false;
    bool found = false;
    for (struct ifaddrs *a = all; a && !found; a = a->ifa_next) {
        if (!a->ifa_addr || a->ifa_addr->sa_family != family || (a->ifa_flags & IFF_LOOPBACK) ||
            !(a->ifa_flags & IFF_UP))
            continue;
        const void *addr = family == AF_INET
                               ? (const void *)&((struct sockaddr_in *)a->ifa_addr)->sin_addr
                               : (const void *)&((struct sockaddr_in6 *)a->ifa_addr)->sin6_addr;
        if (family == AF_INET6 && IN6_IS_ADDR_LINKLOCAL((const struct in6_addr *)addr))
            continue; /* needs an interface name to be reached */
        found = inet_ntop(family, addr, out, (socklen_t)outlen) != NULL;
    }
    freeifaddrs(all);
    return found;
}

void online_server_public_code(const OnlineServer *s, const char *code, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", code);
    if (!listens_everywhere(s))
        return; /* friends reach it where it listens */
    NetInvite invite;
    char why[200], host[NET_HOST_MAX + 1];
    if (!net_invite_parse(code, &invite, why, sizeof why))
        return;
    bool v4 = !strcmp(invite.host, "127.0.0.1"), v6 = !strcmp(invite.host, "::1");
    if ((!v4 && !v6) || !network_address(v4 ? AF_INET : AF_INET6, host, sizeof host))
        return;
    snprintf(invite.host, sizeof invite.host, "%s", host);
    net_invite_format(&invite, out, outlen);
}
